"""BuyWord's ``patentgame selfplay --game buyword``: seeded BuyWord games between computer
players, on every core.

    patentgame selfplay --game buyword --seats ai:expert --games 500 --seed 1 --json
    patentgame selfplay --game buyword --seats ai:expert,ai:greedy --games 1000 --seed 1
    patentgame selfplay --game buyword --seats ai:expert,ai:greedy --rules '{"draft": true}'

One seat is a game alone. The registry (its part ``selfplay``) hands ``--game buyword`` over
here; ``--rules`` gives BuyWord's options as its records write them. The figures are those of
`patentgame.model.buyword.ai.lab.summarize`, with ``mean_score`` the mean final money of each
player id (games alone included).
"""

from __future__ import annotations

import argparse
import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patentgame.model.buyword.ai.lab import BuyWordLabSummary

from patentgame.commands.selfplay import TIMES_HEAD, WINS_HEAD, times_cells, wins_cells


def run(args: argparse.Namespace) -> int:
    """Play the games and print the figures; exit status 2 with one line for bad arguments."""
    from patentgame.commands.output import fail
    from patentgame.commands.selfplay import fail_reason, play_word_lab, refuse_players
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model import reading
    from patentgame.model.buyword.ai import lab
    from patentgame.model.buyword.ai.levels import create_player
    from patentgame.model.buyword.rules import MAX_PLAYERS, MIN_PLAYERS, BuyWordRules
    from patentgame.model.buyword.tiles import tile_set_for
    from patentgame.model.errors import FileReadError, LexiconError, RecordError
    from patentgame.wording import translate

    kinds = [kind.strip() for kind in args.seats.split(",") if kind.strip()]
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        return fail_reason(f"--seats needs {MIN_PLAYERS} to {MAX_PLAYERS} player ids for BuyWord")
    try:
        options = reading.parse_json(args.rules or "{}")
    except FileReadError:  # told in our words, not the JSON parser's
        return fail_reason(
            translate(
                "Cli",
                "--rules is not valid JSON; give BuyWord's options as a JSON object, "
                "e.g. {example}",
            ).format(example="'{\"draft\": true}'")
        )
    try:
        rules = BuyWordRules.from_json(options)
        rules.check(len(kinds))
        if rules.theme is not None:
            raise ValueError("the theme variant is not played by the lab")
    except (ValueError, RecordError) as error:
        return fail_reason(f"--rules: {error}")
    data_dir = getattr(args, "data_dir", None)
    try:
        lexicon = load_lexicon(args.lexicon, data_dir)
    except LexiconError as error:  # unknown, unreadable or damaged: its own sentence
        from patentgame.commands.output import fail

        return fail("selfplay", error.problem)
    if tile_set_for(lexicon.language) is None:  # a Spanish list: no tiles spell it
        from patentgame.model.problems import Fault, Problem

        return fail("selfplay", Problem(Fault.LEXICON_NO_BUYWORD_TILES, lexicon=args.lexicon))
    refused = refuse_players(kinds, lambda kind: create_player(kind, lexicon))
    if refused is not None:
        return refused
    tasks = lab.plan(kinds, args.games, args.seed)
    return play_word_lab(
        args,
        functools.partial(lab.run, seconds=getattr(args, "seconds", None)),
        tasks,
        rules,
        args.workers,
        lambda results: lab.summarize(kinds, results, rules),
        format_table,
    )


def format_table(summary: BuyWordLabSummary) -> str:
    """The figures of a BuyWord lab run as a plain-text table, one row per player id."""
    alone = len(summary["seats"]) == 1
    lines = [
        f"BuyWord: games {summary['games']}  ties {summary['ties']}  "
        f"unfinished {summary['unfinished']}  refused {summary['refused']}  "
        f"replaced {summary['fallbacks']}  rounds per game {summary['rounds_per_game']}",
        "",
        f"{WINS_HEAD}{'money':>9}{'+-95%':>7}{'words':>7}{TIMES_HEAD}",
    ]
    for kind in summary["wins"]:
        first = f"{kind:<14}{'-':>6}{'-':>8}{'-':>7}" if alone else wins_cells(summary, kind)
        lines.append(
            f"{first}{summary['mean_score'][kind]:>9.2f}"
            f"{summary['score_ci95'][kind]:>7.1f}{summary['words_per_game'][kind]:>7.1f}"
            f"{times_cells(summary, kind)}"
        )
    if alone:
        kind = summary["seats"][0]
        share = summary["yardstick_top_share"][kind]
        lines.append(f"\nalone: {share * 100:.0f}% of games reached the yardstick's top ($1,000)")
    return "\n".join(lines)

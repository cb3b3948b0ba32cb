"""The patent game's ``patentgame selfplay``: seeded games between computer players, on every
core, with wins, ties, mean scores, money and stock per turn and decision times per player id.

    patentgame selfplay --seats ai:expert,ai:greedy --games 1000 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import functools
from typing import TYPE_CHECKING

from patentgame.commands.selfplay import TIMES_HEAD, WINS_HEAD, times_cells, wins_cells

if TYPE_CHECKING:
    from patentgame.model.patent.ai.lab import PatentLabSummary
from patentgame.model.patent.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ChallengeMode,
    DoublerMode,
    RuleSet,
)


def run(args: argparse.Namespace) -> int:
    """Play the games and print the figures; exit status 2 with one line for bad arguments."""
    from patentgame.commands.output import fail
    from patentgame.commands.selfplay import play_word_lab, refuse_players, worker_count
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.errors import LexiconError
    from patentgame.model.patent.ai import create_player, lab
    from patentgame.model.problems import Fault, Problem

    kinds = [kind.strip() for kind in args.seats.split(",") if kind.strip()]
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        return fail(
            "selfplay",
            Problem(Fault.SEATS_COUNT, low=MIN_PLAYERS, high=MAX_PLAYERS, given=len(kinds)),
        )
    data_dir = getattr(args, "data_dir", None)
    try:
        lexicon = load_lexicon(args.lexicon, data_dir)
    except LexiconError as error:
        return fail("selfplay", error.problem)
    if not lexicon.spells_a_to_z():
        return fail("selfplay", Problem(Fault.LEXICON_NOT_A_TO_Z, lexicon=args.lexicon))
    refused = refuse_players(kinds, lambda kind: create_player(kind, lexicon))
    if refused is not None:
        return refused
    rules = RuleSet(challenge=ChallengeMode(args.challenge), doublers=DoublerMode(args.doublers))
    tasks = lab.plan(kinds, args.games, args.seed)
    return play_word_lab(
        args,
        functools.partial(lab.run, seconds=getattr(args, "seconds", None)),
        tasks,
        rules,
        worker_count(args.workers, len(tasks)),
        lambda results: lab.summarize(kinds, results, rules),
        format_table,
    )


def format_table(summary: PatentLabSummary) -> str:
    """The figures of a lab run as a plain-text table, one row per player id."""
    lines = [
        f"games {summary['games']}  ties {summary['ties']}  unfinished {summary['unfinished']}  "
        f"fallbacks {summary['fallbacks']}  turns per game {summary['turns_per_game']}",
        "",
        f"{WINS_HEAD}{'score':>8}{'$/turn':>8}{'stock/turn':>11}{TIMES_HEAD}",
    ]
    for kind in summary["wins"]:
        lines.append(
            f"{wins_cells(summary, kind)}{summary['mean_score'][kind]:>8.2f}"
            f"{summary['money_per_turn'][kind]:>8.2f}{summary['stock_per_turn'][kind]:>11.2f}"
            f"{times_cells(summary, kind)}"
        )
    return "\n".join(lines)

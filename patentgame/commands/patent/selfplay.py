"""The patent game's ``patentgame selfplay``: seeded games between computer players, on every
core, with wins, ties, mean scores, money and stock per turn and decision times per player id.

    patentgame selfplay --seats ai:expert,ai:greedy --games 1000 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from patentgame.commands.progress import ProgressBar
from patentgame.model.patent.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ChallengeMode,
    DoublerMode,
    RuleSet,
)


def run(args: argparse.Namespace) -> int:
    """Play the games and print the figures; exit status 2 with one line for bad arguments."""
    from patentgame.commands.output import fail, print_line
    from patentgame.commands.selfplay import (
        keep_games,
        make_games_folder,
        play_games,
        worker_count,
    )
    from patentgame.keeping.user_lexicons import load_lexicon, user_data_folder
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
    for kind in kinds:
        try:
            create_player(kind, lexicon)
        except ValueError as error:  # the engine's reason (unknown id, a bad tuning) shortened
            return fail("selfplay", Problem(Fault.REASON, detail=str(error)))
    folder = user_data_folder(data_dir) if data_dir else None
    rules = RuleSet(challenge=ChallengeMode(args.challenge), doublers=DoublerMode(args.doublers))
    tasks = lab.plan(kinds, args.games, args.seed)
    save = Path(args.save_games) if args.save_games else None
    folder_problem = make_games_folder(save) if save is not None else None
    if folder_problem is not None:
        return fail("selfplay", folder_problem)
    began = time.perf_counter()
    results = play_games(
        lab.run(
            tasks,
            rules=rules,
            lexicon_id=args.lexicon,
            workers=worker_count(args.workers, len(tasks)),
            keep_records=save is not None,
            data_dir=None if folder is None else str(folder),
            seconds=getattr(args, "seconds", None),
        ),
        None if args.quiet else ProgressBar(len(tasks), sys.stderr),
        began,
    )
    if results is None:
        return 130
    if status := keep_games(results, save):
        return status
    summary = lab.summarize(kinds, results)
    summary["seed"] = args.seed
    summary["rules"] = rules.to_json()
    summary["seconds"] = round(time.perf_counter() - began, 1)
    return print_line("selfplay", json.dumps(summary) if args.json else format_table(summary))


def format_table(summary: dict[str, Any]) -> str:
    """The figures of a lab run as a plain-text table, one row per player id."""
    lines = [
        f"games {summary['games']}  ties {summary['ties']}  unfinished {summary['unfinished']}  "
        f"fallbacks {summary['fallbacks']}  turns per game {summary['turns_per_game']}",
        "",
        f"{'player':<14}{'wins':>6}{'win %':>8}{'+-95%':>7}{'score':>8}{'$/turn':>8}"
        f"{'stock/turn':>11}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}",
    ]
    for kind in summary["wins"]:
        rate = summary["win_rate"][kind]
        times = summary["decision_ms"][kind]
        lines.append(
            f"{kind:<14}{summary['wins'][kind]:>6}{rate['rate'] * 100:>8.1f}"
            f"{rate['ci95'] * 100:>7.1f}{summary['mean_score'][kind]:>8.2f}"
            f"{summary['money_per_turn'][kind]:>8.2f}{summary['stock_per_turn'][kind]:>11.2f}"
            f"{times['p50']:>9.2f}{times['p95']:>9.2f}{times['p99']:>9.2f}"
        )
    return "\n".join(lines)

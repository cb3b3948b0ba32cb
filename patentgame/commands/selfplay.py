"""``patentgame selfplay``: seeded games between computer players, on every core.

    patentgame selfplay --seats ai:expert,ai:greedy --games 1000 --seed 1 --workers 2

prints a table (or with ``--json`` one JSON object) of wins, ties, mean scores, money and stock
per turn, and decision times per player id. A progress bar goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from patentgame.commands.arguments import positive, seed_value, whole_number
from patentgame.model.patent.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ChallengeMode,
    DoublerMode,
    RuleSet,
)


def register(subparsers: Any) -> None:
    """Add the ``selfplay`` subcommand."""
    parser = subparsers.add_parser(
        "selfplay",
        help="play seeded games between computer players and report their strength",
        description=(
            "Play N seeded games between computer players, rotating seats and the start player "
            "so that every player plays every seat equally, and report wins, ties, mean scores, "
            "money and stock per turn, and decision times per player id."
        ),
    )
    parser.add_argument(
        "--seats",
        required=True,
        metavar="ID,ID[,...]",
        help="2 to 5 player ids, e.g. ai:expert,ai:greedy",
    )
    parser.add_argument(
        "--games",
        type=_games,
        default=100,
        metavar="N",
        help=f"games to play (at most {MAX_GAMES:,})",
    )
    parser.add_argument(
        "--seed", type=seed_value, default=0, metavar="S", help="seed of the first deal"
    )
    parser.add_argument(
        "--workers",
        type=positive,
        metavar="K",
        help="processes to use (default and most: every core, and no more than the games)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--save-games", metavar="DIR", help="save every game as a record in DIR (replayable)"
    )
    parser.add_argument(
        "--challenge",
        choices=[mode.value for mode in ChallengeMode],
        default=ChallengeMode.MANUAL.value,
        help="how words are checked (default: manual)",
    )
    parser.add_argument(
        "--doublers",
        choices=[mode.value for mode in DoublerMode],
        default=DoublerMode.MULTIPLY.value,
        help="how doublers stack (default: multiply)",
    )
    parser.add_argument("--lexicon", default="en-enable", help="word list id (default: en-enable)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(run=run)


#: The most games one run plays: 1,000 games give a win rate within about 3 points, and a run
#: of this many takes hours already (planning more would take minutes and gigabytes).
MAX_GAMES = 100_000


def _games(text: str) -> int:
    return whole_number(text, 1, MAX_GAMES)


def worker_count(asked: int | None, games: int) -> int:
    """Processes to use: what was asked, but never more than the cores or the games.

    >>> worker_count(3000, 3) <= 3, worker_count(None, 1)
    (True, 1)
    """
    import os

    cores = os.cpu_count() or 1
    return max(1, min(asked or cores, cores, games))


def run(args: argparse.Namespace) -> int:
    """Play the games and print the figures; exit status 2 with one line for bad arguments."""
    from patentgame.commands.output import fail, print_line, say
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
    for kind in kinds:
        try:
            create_player(kind, lexicon)
        except ValueError as error:  # the engine's reason (unknown id, a bad tuning) shortened
            return fail("selfplay", Problem(Fault.REASON, detail=str(error)))
    folder = user_data_folder(data_dir) if data_dir else None
    rules = RuleSet(challenge=ChallengeMode(args.challenge), doublers=DoublerMode(args.doublers))
    tasks = lab.plan(kinds, args.games, args.seed)
    save = Path(args.save_games) if args.save_games else None
    if save is not None:
        try:  # before the games, not after: a typo must not cost a long run
            save.mkdir(parents=True, exist_ok=True)
        except (OSError, ValueError) as error:
            return fail("selfplay", _folder_problem(error, save))
    results = []
    began = time.perf_counter()
    bar = None if args.quiet else ProgressBar(len(tasks), sys.stderr)
    try:
        for result in lab.run(
            tasks,
            rules=rules,
            lexicon_id=args.lexicon,
            workers=worker_count(args.workers, len(tasks)),
            keep_records=save is not None,
            data_dir=None if folder is None else str(folder),
        ):
            results.append(result)
            if bar is not None:
                bar.update(len(results), time.perf_counter() - began)
    except KeyboardInterrupt:
        say("patentgame selfplay: interrupted")
        return 130
    if bar is not None:
        bar.finish()
    results.sort(key=lambda result: result.index)
    if save is not None:
        try:
            lab.save_records(results, save)
        except OSError as error:
            return fail("selfplay", _folder_problem(error, save))
    summary = lab.summarize(kinds, results)
    summary["seed"] = args.seed
    summary["rules"] = rules.to_json()
    summary["seconds"] = round(time.perf_counter() - began, 1)
    return print_line("selfplay", json.dumps(summary) if args.json else format_table(summary))


def _folder_problem(error: Exception, folder: Path) -> Any:
    from patentgame.keeping.atomic import storage_problem
    from patentgame.model.problems import Fault, Problem

    if isinstance(error, OSError):
        return storage_problem(error, folder, "make")
    return Problem(Fault.FOLDER_NOT_MADE, file=str(folder), reason="its name is not valid")


class ProgressBar:
    """A one-line progress bar redrawn in place on a terminal (or a stream of lines in a log)."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.width = width
        self.shown = -1

    def update(self, done: int, seconds: float) -> None:
        percent = done * 100 // max(self.total, 1)
        if percent == self.shown and done != self.total:
            return
        self.shown = percent
        filled = self.width * done // max(self.total, 1)
        rate = done / seconds if seconds > 0 else 0.0
        left = (self.total - done) / rate if rate else 0.0
        line = (
            f"\rselfplay [{'#' * filled}{'.' * (self.width - filled)}] "
            f"{done}/{self.total} games, {seconds:.0f} s, about {left:.0f} s left "
        )
        try:
            self.stream.write(line)
            self.stream.flush()
        except (OSError, ValueError):  # a progress bar nobody can see is no reason to stop
            pass

    def finish(self) -> None:
        try:
            self.stream.write("\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass


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

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
    parser.add_argument("--games", type=_positive, default=100, metavar="N", help="games to play")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the first deal")
    parser.add_argument(
        "--workers", type=_positive, metavar="K", help="processes to use (default: every core)"
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
    parser.add_argument(
        "--seconds",
        type=_seconds,
        metavar="S",
        help="time each decision may take, as in the app (default: none, so games replay)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(run=run)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError("must be more than 0 and at most 600 seconds")
    return value


def run(args: argparse.Namespace) -> int:
    """Play the games and print the figures; exit status 2 with one line for bad arguments."""
    from patentgame.model.errors import LexiconError
    from patentgame.model.lexicon import Lexicon
    from patentgame.model.patent.ai import PLAYER_IDS, create_player, lab

    kinds = [kind.strip() for kind in args.seats.split(",") if kind.strip()]
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        return _fail(f"--seats needs {MIN_PLAYERS} to {MAX_PLAYERS} player ids, got {len(kinds)}")
    try:
        data_dir = getattr(args, "data_dir", None)
        lexicon = Lexicon.load(args.lexicon, data_dir=data_dir)
        for kind in kinds:
            create_player(kind, lexicon)
    except (ValueError, LexiconError) as error:
        known = ", ".join(PLAYER_IDS)
        return _fail(f"{error}" if "known" in str(error) else f"{error} (players: {known})")
    rules = RuleSet(challenge=ChallengeMode(args.challenge), doublers=DoublerMode(args.doublers))
    tasks = lab.plan(kinds, args.games, args.seed)
    save = Path(args.save_games) if args.save_games else None
    if save is not None:
        try:  # before the games, not after: a typo must not cost a long run
            save.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return _fail(f"cannot save the games in {save}: {error}")
    results = []
    began = time.perf_counter()
    bar = None if args.quiet else ProgressBar(len(tasks), sys.stderr)
    try:
        for result in lab.run(
            tasks,
            rules=rules,
            lexicon_id=args.lexicon,
            workers=args.workers,
            keep_records=save is not None,
            data_dir=data_dir,
            seconds=args.seconds,
        ):
            results.append(result)
            if bar is not None:
                bar.update(len(results), time.perf_counter() - began)
    except KeyboardInterrupt:
        print("\npatentgame selfplay: interrupted", file=sys.stderr)
        return 130
    if bar is not None:
        bar.finish()
    results.sort(key=lambda result: result.index)
    if save is not None:
        try:
            lab.save_records(results, save)
        except OSError as error:
            return _fail(f"cannot save the games in {save}: {error}")
    summary = lab.summarize(kinds, results)
    summary["seed"] = args.seed
    summary["rules"] = rules.to_json()
    summary["seconds"] = round(time.perf_counter() - began, 1)
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_table(summary))
    return 0


def _fail(message: str) -> int:
    print(f"patentgame selfplay: {message}", file=sys.stderr)
    return 2


class ProgressBar:
    """A one-line progress bar redrawn in place on a terminal (or a stream of lines in a log)."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.width = width
        self.shown = -1

    def update(self, done: int, seconds: float) -> None:
        percent = done * 100 // self.total
        if percent == self.shown and done != self.total:
            return
        self.shown = percent
        filled = self.width * done // self.total
        rate = done / seconds if seconds > 0 else 0.0
        left = (self.total - done) / rate if rate else 0.0
        line = (
            f"\rselfplay [{'#' * filled}{'.' * (self.width - filled)}] "
            f"{done}/{self.total} games, {seconds:.0f} s, about {left:.0f} s left "
        )
        self.stream.write(line)
        self.stream.flush()

    def finish(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


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

"""Benchmark of a board game's review (issue 32.2: at most 5 s for a 30-turn game).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/review_board.py [--games 20]
        [--seed 1] [--rule-set scrabble-en] [--turns 30]

Plays seeded self-play games (a beginner against a casual player, who make long games) until
``--games`` of them have ``--turns`` reviewed turns or more (plays, exchanges and passes), then
times each game's review two ways: what ``patentgame review`` does (the expert reviewer made,
the record replayed and every turn valued; wall clock and CPU time), and the review window
opened on the record until its review is shown (a worker thread, as in the app). Prints p50,
p95 and the slowest, in seconds.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from patentgame.model.board.ai.review import BoardReviewer
from patentgame.model.board.lab import play
from patentgame.model.board.record import BoardRecord, record_of
from patentgame.model.board.rules import rules_for
from patentgame.model.lab import percentiles
from patentgame.model.lexicon import Lexicon

#: The players of the games: weaker levels play more turns.
SEATS = ("ai:beginner", "ai:casual")


def long_games(rule_set: str, games: int, turns: int, seed: int) -> list[BoardRecord]:
    """``games`` records of self-play games of ``turns`` reviewed turns or more."""
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    reviewer = BoardReviewer(lexicon)
    out: list[BoardRecord] = []
    for offset in range(games * 20):
        game, _ = play(rules, SEATS, lexicon, seed + offset, check=False)
        record = record_of(game)
        if len(reviewer.review_record(record).turns) >= turns:
            out.append(record)
            if len(out) == games:
                break
    return out


def engine_seconds(record: BoardRecord) -> tuple[int, float, float]:
    """(turns, wall seconds, CPU seconds) of ``patentgame review``'s work on ``record``: the
    expert reviewer made, the record replayed, every turn valued (the word list is loaded once
    per process, as the command loads it once per run). The CPU time is what other processes
    on shared cores do not inflate."""
    lexicon = Lexicon.load(record.rules.lexicon_id)
    began, began_cpu = time.perf_counter(), time.process_time()
    review = BoardReviewer(lexicon).review_record(record)
    return len(review.turns), time.perf_counter() - began, time.process_time() - began_cpu


def window_seconds(record: BoardRecord) -> float:
    """Seconds from opening the review window on ``record`` to its review shown."""
    from patentgame.views.review_window import ReviewWindow

    lexicon = Lexicon.load(record.rules.lexicon_id)
    began = time.perf_counter()
    window = ReviewWindow(record, lexicon)
    window.show()
    assert window.wait(120_000)
    seconds = time.perf_counter() - began
    window.close()
    return seconds


def line(name: str, values: list[float]) -> str:
    figures = percentiles([value * 1000 for value in values])
    return (
        f"  {name}: p50 {figures['p50'] / 1000:.2f} s  p95 {figures['p95'] / 1000:.2f} s  "
        f"max {figures['max'] / 1000:.2f} s   (target <= 5 s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games reviewed (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--rule-set", default="scrabble-en", help="the rule set (scrabble-en)")
    parser.add_argument("--turns", type=int, default=30, help="turns a game needs (30)")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    records = long_games(args.rule_set, args.games, args.turns, args.seed)
    engine = [engine_seconds(record) for record in records]
    windows = [window_seconds(record) for record in records]
    turns = sorted(count for count, _, _ in engine)
    print(
        f"{args.rule_set}: {len(records)} self-play games ({' vs '.join(SEATS)}) of "
        f"{args.turns}+ turns ({turns[0]} to {turns[-1]} turns reviewed)"
        if records
        else f"{args.rule_set}: no game reached {args.turns} turns; raise --games"
    )
    if records:
        print(line("patentgame review (engine), wall", [wall for _, wall, _ in engine]))
        print(line("patentgame review (engine), CPU", [cpu for _, _, cpu in engine]))
        print(line("review window, open to shown", windows))
    del app


if __name__ == "__main__":
    main()

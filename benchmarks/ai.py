"""Benchmark of the computer players: decision times per level and a full 4-player expert game.

    /work/venv/bin/python benchmarks/ai.py [--games 20]

Prints, per player id, the p50, p95 and p99 of its decision time over seeded games against the
greedy player (one process, so the figures are one core's), then the wall time of whole
4-player games between four experts. The targets of issue 4: expert p95 <= 150 ms and
p99 <= 400 ms, every other level p95 <= 30 ms, a 4-player expert game under 5 s.
"""

from __future__ import annotations

import argparse
import statistics
import time

from patentgame.model.ai.lab import GameTask, plan, play_game, summarize
from patentgame.model.lexicon import Lexicon
from patentgame.model.rules import RuleSet

LEVEL_IDS = ("ai:random", "ai:greedy", "ai:beginner", "ai:casual", "ai:strong", "ai:expert")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per level (default 20)")
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args()
    lexicon = Lexicon.load("en-enable")
    rules = RuleSet()
    print(f"decision time per level, {args.games} two-player games each against ai:greedy")
    print(f"{'player':<14}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for kind in LEVEL_IDS:
        kinds = [kind, "ai:greedy"] if kind != "ai:greedy" else [kind, "ai:random"]
        results = [play_game(task, lexicon, rules) for task in plan(kinds, args.games, args.seed)]
        figures = summarize(kinds, results)["decision_ms"][kind]
        count = sum(
            len(r.decision_ms[seat]) for r in results for seat, k in enumerate(r.kinds) if k == kind
        )
        print(
            f"{kind:<14}{count:>10}{figures['p50']:>9.2f}{figures['p95']:>9.2f}"
            f"{figures['p99']:>9.2f}{figures['max']:>9.2f}"
        )
    print()
    walls = []
    for index in range(5):
        task = GameTask(index, ("ai:expert",) * 4, index % 4, args.seed + index)
        began = time.perf_counter()
        result = play_game(task, lexicon, rules)
        walls.append(time.perf_counter() - began)
        assert result.finished
    print(
        f"4-player expert game: mean {statistics.mean(walls):.2f} s, "
        f"max {max(walls):.2f} s over {len(walls)} games"
    )


if __name__ == "__main__":
    main()

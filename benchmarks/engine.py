"""Engine speed: actions per second when replaying seeded games, and the cost of `Game.copy()`.

Run from the project root: ``python benchmarks/engine.py [--games N]``. Games are played first
by the seeded random player of the property tests (random valid builds from an in-memory word
list, every rule option mixed), then replayed from their records with full validation: that
replay is what is timed. Targets: at least 20,000 actions/s; ``copy()`` under 30 microseconds.
Last, what a press of Take back costs at the end of the longest game.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.patent import PatentGame, PlayerSpec, RuleSet
from patentgame.model.patent.record import Record
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import ChallengeMode, DoublerMode
from tests.model.patent.random_play import WORDS, random_action


def seeded_records(count: int) -> list[Record]:
    records = []
    for seed in range(count):
        rng = random.Random(seed)
        rules = RuleSet(
            challenge=rng.choice(list(ChallengeMode)), doublers=rng.choice(list(DoublerMode))
        )
        players = [PlayerSpec(f"P{i}") for i in range(2 + seed % 4)]
        game = PatentGame.new(players, WORDS, rules, seed=seed)
        while not game.game_over:
            game.play(random_action(game, rng))
        records.append(game.record())
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    records = seeded_records(args.games)
    actions = sum(len(r.actions) for r in records)
    rates = []
    for _ in range(5):
        start = time.perf_counter()
        for record in records:
            replay(record, WORDS)
        rates.append(actions / (time.perf_counter() - start))
    print(f"games replayed: {len(records)}, actions: {actions}")
    print(f"replay: median {statistics.median(rates):,.0f} actions/s, best {max(rates):,.0f}")

    mid = replay(records[0], WORDS, until=len(records[0].actions) // 2)
    late = replay(records[-1], WORDS, until=len(records[-1].actions) - 1)
    for label, game in (("mid-game 2 players", mid), (f"late {len(late.players)} players", late)):
        runs = timeit.repeat(game.copy, number=2000, repeat=7)
        per_copy = min(runs) / 2000 * 1e6
        median = statistics.median(runs) / 2000 * 1e6
        print(f"copy() {label}: best {per_copy:.1f} us, median {median:.1f} us")
    report_take_backs(records)


def report_take_backs(records: list[Record]) -> None:
    """What a press of Take back costs at the end of the longest game: one action taken back
    (the record minus it, replayed) and a whole turn (its target found by one more replay)."""
    from patentgame.model.patent.takeback import taken_back, whole_turn_target

    longest = max(records, key=lambda r: len(r.actions))
    # One person (seat 0) against computers, so that whole turns may be taken back.
    players = (longest.players[0], *(PlayerSpec(p.name, "ai:casual") for p in longest.players[1:]))
    solo = dataclasses.replace(longest, players=players)
    game = replay(solo, WORDS, until=len(solo.actions) - 1)
    one = timeit.repeat(lambda: taken_back(game, 1), number=5, repeat=5)
    assert whole_turn_target(game, 0) is not None
    target = timeit.repeat(lambda: whole_turn_target(game, 0), number=5, repeat=5)
    print(
        f"take back one action after {game.action_count} actions: "
        f"median {statistics.median(one) / 5 * 1e3:.1f} ms; "
        f"find a whole turn: median {statistics.median(target) / 5 * 1e3:.1f} ms"
    )


if __name__ == "__main__":
    main()

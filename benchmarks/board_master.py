"""The board master's decision time (issue 37.2: CPU p95 <= 3 s on the 2-core machine).

    python benchmarks/board_master.py [--game scrabble-en] [--games 6] [--seed 1]
                                      [--budget SECONDS] [--seats ai:master,ai:expert]

Plays seeded games of the master against the expert (``--seats``: the master's first) and
times every decision of the master in the process's CPU time (``time.process_time``, which other
processes on the shared cores do not inflate) and in wall-clock time, by phase: the simulation
(bag of a rack's worth or more), the pre-endgame (1 to 6 tiles in the bag) and the endgame.
Without ``--budget`` the master plays as in the lab (its work limit, deterministic); with one,
as at the table (``Budget(seconds)``, the app gives 2 s). It prints p50, p95 and max per phase
and overall, the guesses simulated per decision, and the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.ai import Budget
from patentgame.model.board.ai.decision import Motive
from patentgame.model.board.ai.master import MasterPlayer
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def _quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _phase(bag: int, rack_size: int) -> str:
    if bag >= rack_size:
        return "simulation"
    return "pre-endgame" if bag else "endgame"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="scrabble-en")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--seats", default="ai:master,ai:expert")
    args = parser.parse_args()
    rules = rules_for(args.game)
    lexicon = Lexicon.load(rules.lexicon_id)
    kinds = [kind.strip() for kind in args.seats.split(",")]
    players = [create_player(kind, lexicon) for kind in kinds]
    master = players[0]
    assert isinstance(master, MasterPlayer), "the first seat must be ai:master"
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}
    guesses: list[int] = []
    for number in range(args.games):
        seed = args.seed + number
        seats = [Seat(f"{kind} {index}", kind) for index, kind in enumerate(kinds)]
        game = BoardGame.new(rules, seats, lexicon, seed=seed)
        rngs = [random.Random(seed * 16 + seat) for seat in range(len(kinds))]
        while not game.game_over:
            seat = game.current
            view = game.perspective(seat)
            budget = Budget(seconds=args.budget) if args.budget is not None else None
            began, began_cpu = time.perf_counter(), time.process_time()
            decision = players[seat].choose(view, rngs[seat], budget)
            if seat == 0 and decision.why.motive not in (Motive.CHALLENGE, Motive.ACCEPT):
                phase = _phase(view.bag_count, rules.rack_size)
                cpu.setdefault(phase, []).append((time.process_time() - began_cpu) * 1000)
                wall.setdefault(phase, []).append((time.perf_counter() - began) * 1000)
                if phase != "endgame":
                    guesses.append(master.last_guesses)
            game.play(decision.move)
        print(f"game {number + 1}/{args.games} (seed {seed}): scores {game.scores}", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    everything = [value for values in cpu.values() for value in values]
    everything_wall = [value for values in wall.values() for value in values]
    print(f"\n{args.game}, {args.games} games, budget {args.budget or 'none (lab)'}")
    header = ("phase", "decisions", "cpu p50", "cpu p95", "cpu max", "wall p95")
    print(f"{header[0]:<13}{header[1]:>10}" + "".join(f"{name:>9}" for name in header[2:]))
    for phase, values in [*cpu.items(), ("all", everything)]:
        walls = wall.get(phase, everything_wall)
        print(
            f"{phase:<13}{len(values):>10}{_quantile(values, 0.5):>9.0f}"
            f"{_quantile(values, 0.95):>9.0f}{max(values, default=0):>9.0f}"
            f"{_quantile(walls, 0.95):>9.0f}"
        )
    if guesses:
        print(f"guesses per decision: median {statistics.median(guesses):.0f}, min {min(guesses)}")
    print("target: CPU p95 <= 3000 ms")


if __name__ == "__main__":
    main()

"""The board games' ladder: every step against the step below, and the Elo scale it gives.

    nice -n 19 python benchmarks/board_ladder.py --game scrabble-en --games 500 --seed 1
    nice -n 19 python benchmarks/board_ladder.py --game erudit-ru --games 100 --pairs 3,4
    nice -n 19 python benchmarks/board_ladder.py --game scrabble-en --games 100 \\
        --pair ai:level-1,ai:random

Each pair plays ``--games`` seeded two-player games (each deal twice, the seats swapped, as
``patentgame selfplay`` plays them), with no clock, so the same command gives the same games.
``--pairs 3,4`` plays only the pairs whose upper step is 3 and 4 (step 3 against step 2, step 4
against step 3); ``--pair A,B`` plays any two ids (A the one whose rate is given, e.g. a
baseline against a step). For each pair it prints one JSON line as the pair ends (the upper
step's rate, a draw counting half, its 95% half-width, the Elo gap it implies with its
half-width, the games, draws, unfinished games, illegal moves and each player's decision CPU
p95), so a long run's log keeps every pair that finished; then, when every pair of the ladder
was played, the Elo scale with step 1 anchored at 500 (half-widths added in quadrature up the
ladder), as the patent game's ``benchmarks/ai.py --ladder`` does.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.ai.levels import LADDER
from patentgame.model.board.lab import plan, run, summarize
from patentgame.model.board.rules import rules_for
from patentgame.model.strength import elo_gap, elo_gap_error

#: Step 1's rating: the patent game's anchor.
ANCHOR = 500.0


def pair_figures(rule_set: str, upper: str, lower: str, games: int, seed: int) -> dict[str, Any]:
    """``upper`` against ``lower`` over ``games`` games on one worker: the upper player's
    score rate (a draw is half a win) and what follows from it."""
    began = time.perf_counter()
    results = list(run(plan([upper, lower], games, seed), rules_for(rule_set), workers=1))
    summary = summarize([upper, lower], results)
    played = summary["games"]
    draws = summary["draws"]
    rate = (summary["wins"][upper] + draws / 2) / played if played else 0.0
    half = 1.96 * math.sqrt(rate * (1 - rate) / played) if played else math.inf
    cpu = summary["decision_cpu_ms"]
    return {
        "game": rule_set,
        "upper": upper,
        "lower": lower,
        "games": played,
        "seed": seed,
        "wins": summary["wins"][upper],
        "draws": draws,
        "rate": round(rate, 4),
        "ci95": round(half, 4),
        "elo_gap": round(elo_gap(rate)),
        "elo_gap_ci95": round(elo_gap_error(rate, played)) if 0 < rate < 1 else None,
        "mean_score": summary["mean_score"],
        "unfinished": summary["unfinished"],
        "illegal_moves": summary["illegal_moves"],
        "cpu_p95_ms": {kind: cpu[kind]["p95"] for kind in cpu if "p95" in cpu[kind]},
        "seconds": round(time.perf_counter() - began),
    }


def scale(pairs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ladder's Elo estimates from its adjacent pairs, step 1 at :data:`ANCHOR`."""
    rows = [{"step": 1, "id": LADDER[0].id, "elo": ANCHOR, "ci95": 0.0}]
    for figures in pairs:
        below = rows[-1]
        error = figures["elo_gap_ci95"] or 0.0
        rows.append(
            {
                "step": below["step"] + 1,
                "id": figures["upper"],
                "elo": below["elo"] + figures["elo_gap"],
                "ci95": round(math.hypot(below["ci95"], error)),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="scrabble-en", help="the rule set")
    parser.add_argument("--games", type=int, default=100, help="games per pair")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--pairs", help="upper steps of the pairs to play, e.g. 2,3 (all)")
    parser.add_argument("--pair", help="two player ids to play instead of the ladder's pairs")
    args = parser.parse_args(argv)
    if args.pair:
        upper, lower = args.pair.split(",")
        print(json.dumps(pair_figures(args.game, upper, lower, args.games, args.seed)), flush=True)
        return 0
    every = list(range(2, len(LADDER) + 1))
    chosen = [int(step) for step in args.pairs.split(",")] if args.pairs else every
    played = []
    for step in chosen:
        upper, lower = LADDER[step - 1].id, LADDER[step - 2].id
        figures = pair_figures(args.game, upper, lower, args.games, args.seed)
        print(json.dumps(figures), flush=True)
        played.append(figures)
    if [figures["upper"] for figures in played] == [level.id for level in LADDER[1:]]:
        print(json.dumps({"game": args.game, "scale": scale(played)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

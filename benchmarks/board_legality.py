"""Legality of the board players: many seeded games, every invariant checked after every move.

    nice python benchmarks/board_legality.py --game scrabble-en --games 10000 --seed 1 --workers 2
    nice python benchmarks/board_legality.py --game scrabble-en --games 10000 --random --workers 2

Each game draws, from its seed, 2 to 4 seats of any player id (random, greedy and the four
levels, most games with the two fast baselines so that many games fit in the time) and, in
one game of three, rule options of the rule set changed: the other challenge rules, the other
end rule, blanks scoring as their letter, the five-letter first word, the blank swap, a
tournament end bonus. With ``--random`` every seat is ``ai:random`` (the random-player games
of the engine's check; the rule options are drawn the same way).

Every move must be legal for the engine (a refused move is counted as an illegal move and
ends the game); after every move the tiles are conserved and the board holds only words of
the list, all joined to the centre; at the end the record must replay to the same game and
each score must be the sum of its lines. Prints one JSON line with the counts; exit status 1
when any game broke.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.lab import LabGame, play
from patentgame.model.board.players import PLAYER_IDS
from patentgame.model.board.rules import BoardRules, ChallengeRule, EndBonus, EndRule, rules_for
from patentgame.model.lexicon import Lexicon

_STATE: dict[str, Any] = {}


def game_setup(rule_set: str, seed: int, only_random: bool = False) -> tuple[BoardRules, list[str]]:
    """The rules and seats of game ``seed`` (see the module docstring)."""
    rng = random.Random(seed)
    seats = rng.choice((2, 2, 2, 3, 4))
    fast = ("ai:random", "ai:greedy")
    kinds = [rng.choice(PLAYER_IDS if rng.random() < 0.25 else fast) for _ in range(seats)]
    if only_random:
        kinds = ["ai:random"] * seats
    options: dict[str, Any] = {}
    if rng.random() < 1 / 3:
        options["challenge"] = rng.choice(list(ChallengeRule))
        options["end_rule"] = rng.choice(list(EndRule))
        options["blank_scores_letter"] = rng.random() < 0.5
        options["first_word_min"] = rng.choice((2, 5))
        options["blank_swap"] = rng.random() < 0.5
        options["end_bonus"] = rng.choice(list(EndBonus))
    return rules_for(rule_set, **options), kinds


def _start(rule_set: str, only_random: bool) -> None:
    _STATE["lexicon"] = Lexicon.load(rules_for(rule_set).lexicon_id)
    _STATE["rule_set"] = rule_set
    _STATE["only_random"] = only_random


def _game(seed: int) -> LabGame:
    rules, kinds = game_setup(_STATE["rule_set"], seed, _STATE["only_random"])
    return play(rules, kinds, _STATE["lexicon"], seed)[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scrabble-en", help="rule set")
    parser.add_argument("--games", type=int, default=1000, help="games to play")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--workers", type=int, default=1, help="processes")
    parser.add_argument("--random", action="store_true", help="every seat ai:random")
    args = parser.parse_args()
    began = time.perf_counter()
    seeds = range(args.seed, args.seed + args.games)
    results: list[LabGame] = []

    def note(result: LabGame) -> None:
        # A running count on stderr, so a long run that is stopped still tells what it found.
        results.append(result)
        if len(results) % 500 == 0:
            bad = sum(bool(found.problems) for found in results)
            print(f"{args.game}: {len(results)} games, {bad} broken, "
                  f"{time.perf_counter() - began:.0f} s", file=sys.stderr, flush=True)  # fmt: skip

    if args.workers > 1:
        setup = (args.game, args.random)
        with multiprocessing.get_context("fork").Pool(args.workers, _start, setup) as pool:
            for result in pool.imap_unordered(_game, seeds, chunksize=8):
                note(result)
    else:
        _start(args.game, args.random)
        for seed in seeds:
            note(_game(seed))
    problems = [f"seed {r.seed} {r.kinds}: {p}" for r in results for p in r.problems]
    summary = {
        "rule_set": args.game,
        "players": "ai:random" if args.random else "mixed",
        "games": len(results),
        "finished": sum(result.finished for result in results),
        "moves": sum(result.moves for result in results),
        "illegal_moves": sum("illegal" in problem for problem in problems),
        "problems": problems[:50],
        "seed": args.seed,
        "seconds": round(time.perf_counter() - began, 1),
    }
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

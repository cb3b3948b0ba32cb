"""How good the two-player endgame search is at the expert's and the master's limits (issue 37.2).

    python benchmarks/board_endgame.py [--game scrabble-en] [--positions 20] [--seed 500]
        [--generations 150,400,1500]

With the bag empty and two players both racks are known, so an endgame move can be judged
without guessing. The positions are the first move after the bag empties in seeded
expert-against-expert games. For each search limit (generations of moves: the expert searches
150 in the lab, the master 400) the search picks a move, and a wider and deeper search
(``root_width`` 40, ``width`` 10, 5 plies, 4,000 generations) values it from the position it
leaves: the move's score less what the opponent then makes of the rest (going out: the score and
twice the opponent's rack). It prints each position's values, then the mean per limit: the
points a search earns per endgame, so the difference between two limits is what the larger one
gains.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from board_positions import expert_positions

from patentgame.model.board.ai.endgame import EndgameSearch
from patentgame.model.board.generator import MoveGenerator
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.phases import Phase
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def _bag_empty(view: BoardPerspective, _rng: random.Random) -> bool:
    """The first move after the bag empties."""
    return view.bag_count == 0 and view.phase is not Phase.FINAL_PASS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scrabble-en")
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--generations", default="150,400,1500")
    args = parser.parse_args()
    rules = rules_for(args.game)
    lexicon = Lexicon.load(rules.lexicon_id)
    limits = [int(limit) for limit in args.generations.split(",")]
    generator = MoveGenerator(rules, lexicon)
    games = expert_positions(
        args.game, args.positions, args.seed, lexicon, _bag_empty, first_only=True
    )
    views = [game.perspective(game.current) for game in games]
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    began = time.perf_counter()
    earned: dict[int, list[int]] = {limit: [] for limit in limits}
    for number, view in enumerate(views):
        rack, other = tuple(view.rack), tuple(view.unseen.elements())
        line: dict[str, object] = {"position": number}
        for limit in limits:
            search = EndgameSearch(generator, seconds=None, max_generations=limit)
            move = search.best(view.letters, view.blanks, rack, other).move
            if move is None:
                continue  # a pass: not met in these positions
            if len(move.codes) == len(rack):
                value = move.score + 2 * sum(search.values[tile] for tile in other)
            else:
                letters, blanks = list(view.letters), list(view.blanks)
                for tile in move.tiles:
                    letters[tile.square], blanks[tile.square] = tile.letter, tile.blank
                judge = EndgameSearch(generator, seconds=None, max_generations=4000,
                                      root_width=40, width=10, max_depth=5)  # fmt: skip
                value = move.score - judge.best(letters, blanks, other, move.leave(rack)).spread
            earned[limit].append(value)
            line[str(limit)] = value
        print(json.dumps(line), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}; {time.perf_counter() - began:.0f} s")
    print(f"\n{args.game}: {len(views)} endgames; points a search earns per endgame, judged deeper")
    for limit in limits:
        print(f"{limit:>6} generations: {statistics.mean(earned[limit]):>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How much the board master's simulation finds over the expert's static choice (issue 37.2).

    python benchmarks/board_simulation.py [--game scrabble-en] [--positions 30] [--seed 700]
        [--reference-work 1500000] [--players ai:master,ai:master@work=200000,...]

The master plays the expert's favourite unless its two-ply simulation (a median of a dozen
guesses of the opponent's rack a decision) finds another candidate clearly better. Whether
that pays cannot be read from one decision, and games take hours to tell; this asks a
yardstick instead. On mid-game positions (bag of 7 or more, not the first move) taken from
seeded expert-against-expert games, a *reference* simulation plays every candidate on many
more guesses (``--reference-work`` units of the master's work, no candidate dropped; a few
hundred guesses), on guesses of its own. Each player of ``--players`` (master ids with the
lab's tuning) then chooses as it does at the table, and its choice is valued by the reference:

- ``ceiling``: the reference's best candidate over the expert's favourite, in points of the
  simulation's equity (score + leave - the opponent's best reply), per decision: what a master
  simulating without limit would gain;
- per player: its choice over the favourite by the same measure (0 when it keeps the
  favourite), and how many decisions it changed.

It prints one JSON line per position as it goes, then the table.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from board_positions import expert_positions

from patentgame.model.board.ai.master import MasterPlayer, Simulation, _choice
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def _mid_game(view: BoardPerspective, rng: random.Random) -> bool:
    """About one mid-game move in four (a bag of a rack or more, not the first move)."""
    mid_game = view.bag_count >= view.rules.rack_size and not view.first_move
    return mid_game and rng.random() < 0.25


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scrabble-en")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--reference-work", type=int, default=1_500_000)
    parser.add_argument(
        "--players",
        default="ai:master,ai:master@work=200000,ai:master@candidates=5,"
        "ai:master@switch=0,ai:master@switch=2",
    )
    args = parser.parse_args()
    rules = rules_for(args.game)
    lexicon = Lexicon.load(rules.lexicon_id)
    ids = [player.strip() for player in args.players.split(",")]
    players = {player_id: create_player(player_id, lexicon) for player_id in ids}
    for player_id, player in players.items():
        if not isinstance(player, MasterPlayer):
            parser.error(f"{player_id} is not a master (ai:master with the lab's tuning)")
    reference = MasterPlayer(
        lexicon, Simulation(work=args.reference_work, guesses=100_000, drop=math.inf)
    )
    games = expert_positions(
        args.game, args.positions, args.seed, lexicon, _mid_game, first_only=False
    )
    views = [game.perspective(game.current) for game in games]
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    began = time.perf_counter()
    gains: dict[str, list[float]] = {player_id: [] for player_id in ids}
    changed = dict.fromkeys(ids, 0)
    ceiling: list[float] = []
    guesses: list[int] = []
    for number, view in enumerate(views):
        valued = reference.ranked(view)
        entries = reference.weigh(view, valued, random.Random(10_000 + number))
        if len(entries) < 2:
            continue  # one candidate: nothing to choose
        favourite = entries[0]
        by_move = {entry.move: entry.mean for entry in entries}
        best = max(entries, key=lambda entry: entry.mean)
        ceiling.append(best.mean - favourite.mean)
        guesses.append(len(favourite.outcomes))
        line: dict[str, object] = {
            "position": number,
            "reference guesses": len(favourite.outcomes),
            "ceiling": round(ceiling[-1], 2),
        }
        for player_id, player in players.items():
            assert isinstance(player, MasterPlayer)
            tried = player.weigh(view, valued, random.Random(number))
            chosen = _choice(tried, player.simulation.switch).move
            gain = by_move[chosen] - favourite.mean if chosen in by_move else 0.0
            gains[player_id].append(gain)
            changed[player_id] += chosen != favourite.move
            line[player_id] = round(gain, 2)
        print(json.dumps(line, ensure_ascii=False), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}; {time.perf_counter() - began:.0f} s")
    print(
        f"\n{args.game}: {len(ceiling)} positions with a choice, the reference's guesses "
        f"median {statistics.median(guesses):.0f} (min {min(guesses)})"
    )
    print(f"{'chooser':<36}{'gain a decision':>16}{'changed':>9}")
    print(f"{'ceiling (the reference best)':<36}{statistics.mean(ceiling):>16.2f}"
          f"{sum(gain > 0 for gain in ceiling):>9}")  # fmt: skip
    for player_id in ids:
        print(f"{player_id:<36}{statistics.mean(gains[player_id]):>16.2f}"
              f"{changed[player_id]:>9}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The board master's pre-endgame choices against the expert's (issue 37.2).

    python benchmarks/board_pre_endgame.py [--game scrabble-en] [--positions 20] [--seed 900]
        [--guesses 40] [--players ai:master,ai:master@win_weight=100]

With 1 to 6 tiles in the bag the master plays each candidate to the end on guesses of the
hidden tiles, every seat playing what earns most at once. Whether that beats the expert's
static choice is judged here by stronger play-outs: on the first position with 1 to 6 tiles in
the bag of seeded expert-against-expert games, where a player's choice differs from the
expert's, both moves are played on the same ``--guesses`` deals of the unseen tiles (the
opponent's rack and the bag's order) and the game is played to its end by experts (their
endgame search included). It prints, per position, the mean final spread the player's move
gains over the expert's, and the wins of each; then the mean over all positions (0 where the
choices agree).
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

from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Move
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.phases import Phase
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def _pre_endgame(view: BoardPerspective, _rng: random.Random) -> bool:
    """The first move with 1 to 6 tiles in the bag."""
    return 1 <= view.bag_count < view.rules.rack_size and view.phase is not Phase.FINAL_PASS


def spreads(game: BoardGame, move: Move, deals: list[list[str]], lexicon: Lexicon) -> list[int]:
    """The mover's final spread after ``move`` on each deal of the unseen tiles, experts
    playing the rest."""
    judge = create_player("ai:expert", lexicon)
    mover = game.current
    opponent = 1 - mover
    found = []
    for number, deal in enumerate(deals):
        after = game.copy()
        size = len(game.rack(opponent))
        after.set_rack(opponent, deal[:size])
        after.stack_draws(deal[size:], mover=mover)
        after.play(move)
        rng = random.Random(number)
        while not after.game_over:
            after.play(judge.choose(after.perspective(after.current), rng).move)
        found.append(after.scores[mover] - after.scores[opponent])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scrabble-en")
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--guesses", type=int, default=40)
    parser.add_argument("--players", default="ai:master,ai:master@win_weight=100")
    args = parser.parse_args()
    rules = rules_for(args.game)
    lexicon = Lexicon.load(rules.lexicon_id)
    expert = create_player("ai:expert", lexicon)
    ids = [player.strip() for player in args.players.split(",")]
    players = {player_id: create_player(player_id, lexicon) for player_id in ids}
    games = expert_positions(
        args.game, args.positions, args.seed, lexicon, _pre_endgame, first_only=True
    )
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    began = time.perf_counter()
    gains: dict[str, list[float]] = {player_id: [] for player_id in ids}
    changed = dict.fromkeys(ids, 0)
    for number, game in enumerate(games):
        view = game.perspective(game.current)
        favourite = expert.choose(view, random.Random(1)).move
        deal_rng = random.Random(args.seed * 7 + number)
        unseen = sorted(view.unseen.elements())
        deals = [deal_rng.sample(unseen, len(unseen)) for _ in range(args.guesses)]
        base: list[int] | None = None
        line: dict[str, object] = {"position": number, "bag": view.bag_count}
        for player_id, player in players.items():
            move = player.choose(view, random.Random(2)).move
            if move == favourite:
                gains[player_id].append(0.0)
                line[player_id] = "the expert's move"
                continue
            if base is None:
                base = spreads(game, favourite, deals, lexicon)
            mine = spreads(game, move, deals, lexicon)
            gain = statistics.mean(a - b for a, b in zip(mine, base, strict=True))
            gains[player_id].append(gain)
            changed[player_id] += 1
            line[player_id] = {
                "spread gained": round(gain, 2),
                "wins": sum(spread > 0 for spread in mine),
                "expert's wins": sum(spread > 0 for spread in base),
            }
        print(json.dumps(line), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}; {time.perf_counter() - began:.0f} s")
    print(f"\n{args.game}: {len(games)} pre-endgames, {args.guesses} deals each")
    print(f"{'player':<28}{'spread gained a decision':>26}{'changed':>9}")
    for player_id in ids:
        print(f"{player_id:<28}{statistics.mean(gains[player_id]):>26.2f}{changed[player_id]:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

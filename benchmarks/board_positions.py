"""Positions of seeded expert-against-expert board games, for the benchmarks that judge the
computer players' decisions one position at a time (``board_simulation.py``,
``board_endgame.py``, ``board_pre_endgame.py``): the same seeds give the same positions, so a
figure can be measured again, and two settings judged on the same positions."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon

#: Whether to judge a position: its view for the player to move, and the game's random
#: generator (the experts' too, so a sampling choice stays part of the seeded game).
Wanted = Callable[[BoardPerspective, random.Random], bool]


def expert_positions(
    game_id: str, count: int, seed: int, lexicon: Lexicon, wanted: Wanted, *, first_only: bool
) -> list[BoardGame]:
    """``count`` positions, game after game from ``seed``: copies of the games at each position
    ``wanted`` (only the first of a game with ``first_only``). Each game's random generator is
    seeded with the next game's seed."""
    rules = rules_for(game_id)
    expert = create_player("ai:expert", lexicon)
    found: list[BoardGame] = []
    while len(found) < count:
        seats = [Seat("a", "ai:expert"), Seat("b", "ai:expert")]
        game = BoardGame.new(rules, seats, lexicon, seed=seed)
        seed += 1
        rng = random.Random(seed)
        while not game.game_over and len(found) < count:
            view = game.perspective(game.current)
            if wanted(view, rng):
                found.append(game.copy())
                if first_only:
                    break
            game.play(expert.choose(view, rng).move)
    return found

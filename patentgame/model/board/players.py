"""Computer players of the board games. For now the random baseline; issue 18 adds the others.

A player decides from a seat's :class:`~patentgame.model.board.perspective.BoardPerspective`
and the word list, with its own random generator, and returns a move for ``BoardGame.play``.
"""

from __future__ import annotations

import itertools
import random

from patentgame.model.board.moves import Exchange, Move, Pass, Place
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.phases import Phase
from patentgame.model.board.simple_moves import PrefixLexicon, placements

#: Player ids a board game knows.
PLAYER_IDS = ("ai:random",)


class RandomPlayer:
    """Plays one of the first legal placements it finds, in a shuffled order; exchanges a random
    handful when it finds none and the bag allows; passes otherwise. Never challenges."""

    #: Placements looked at before choosing: enough to vary, few enough to be quick.
    SAMPLE = 12

    def __init__(self, lexicon: PrefixLexicon) -> None:
        self.lexicon = lexicon

    def choose(self, view: BoardPerspective, rng: random.Random) -> Move:
        seat = view.seat
        if view.phase is Phase.FINAL_PASS:
            return Pass(seat)
        found: list[Place] = list(
            itertools.islice(
                placements(
                    view.letters, view.blanks, view.rack, view.rules, self.lexicon, seat, rng=rng
                ),
                self.SAMPLE,
            )
        )
        if found:
            return rng.choice(found)
        least = view.rules.exchange_min_bag
        if view.rack and view.bag_count >= max(least or 0, 1):
            count = rng.randint(1, min(len(view.rack), view.bag_count))
            return Exchange(seat, tuple(rng.sample(list(view.rack), count)))
        return Pass(seat)


def create_player(kind: str, lexicon: PrefixLexicon) -> RandomPlayer:
    """The player of id ``kind``.

    Raises:
        ValueError: not a board player id.
    """
    if kind == "ai:random":
        return RandomPlayer(lexicon)
    raise ValueError(f"unknown board player {kind!r}; known: {', '.join(PLAYER_IDS)}")

"""Seeded randomness: every random step of a game comes from its own generator.

A game keeps its generator as a *state* value (``random.Random.getstate()``), not as a live
object, so that a copy of a game (AI search plays thousands) shares nothing with the original
and a saved game replays every shuffle exactly: the seed and the actions are the whole game.
Fresh seeds for new games and the seeds of computer players' thinking are made here too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeAlias, TypeVar

#: What ``random.Random.getstate()`` returns: the generator's whole state, as a value.
RandomState: TypeAlias = tuple[object, ...]

#: Seeds are kept below 2**31, so every record and every Qt signal carries them as plain ints.
SEED_LIMIT = 2**31

T = TypeVar("T")


def generator(seed: int) -> random.Random:
    """A new generator for a game set up with ``seed``."""
    return random.Random(seed)


def drawing(state: RandomState, draw: Callable[[random.Random], T]) -> tuple[T, RandomState]:
    """Run ``draw`` on a generator resumed from ``state``; its result and the state after it.

    >>> state = generator(7).getstate()
    >>> first, after = drawing(state, lambda rng: rng.randrange(100))
    >>> again, _ = drawing(state, lambda rng: rng.randrange(100))
    >>> first == again, after != state
    (True, True)
    """
    rng = random.Random()
    rng.setstate(state)
    result = draw(rng)
    return result, rng.getstate()


def new_seed() -> int:
    """A fresh seed for a new game, from the operating system's randomness."""
    return random.SystemRandom().randrange(SEED_LIMIT)


def thinking_seed(seed: int, actions: int, seat: int) -> int:
    """The seed of a computer player's thinking at one point of a game: made from the game's
    seed, the actions played so far and the seat, so that the same player thinks the same way
    at the same point of the same game (a replayed game, a screenshot, a bug report).

    >>> thinking_seed(7, 12, 1) == thinking_seed(7, 12, 1) != thinking_seed(7, 12, 0)
    True
    """
    return (seed * 1_000_003 + actions * 101 + seat) & (SEED_LIMIT - 1)

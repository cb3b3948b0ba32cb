"""The special die: faces 2, 3, 4 and 5, and two faces marked "choice".

A face is an ``int``: the number of tiles each player draws, or `CHOICE` (0), on which the
leader names any number from `MIN_COUNT` to `MAX_COUNT`.

>>> import random
>>> [roll(random.Random(seed)) for seed in range(6)]
[5, 3, 2, 3, 3, 0]
"""

from __future__ import annotations

import random

CHOICE = 0
FACES: tuple[int, ...] = (2, 3, 4, 5, CHOICE, CHOICE)
MIN_COUNT = 2
MAX_COUNT = 5


def roll(rng: random.Random) -> int:
    """One throw of the die with the game's generator."""
    return FACES[rng.randrange(len(FACES))]

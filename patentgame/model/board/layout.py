"""The classic 15x15 board: its premium squares and the names of its squares.

Squares are numbered 0-224, row by row from the top left (``row * 15 + column``), so a board is a
flat list and a move search steps across with +1 and down with +15. Columns are A-O and rows
1-15, as GCG names them: ``8H`` is row 8 from column H going across, ``H8`` the same square going
down. :data:`LETTER_MULTIPLIER` and :data:`WORD_MULTIPLIER` give each square's premium.

>>> square("H8") == CENTRE, square_name(CENTRE), WORD_MULTIPLIER[CENTRE]
(True, 'H8', 2)
>>> PREMIUM_COUNTS
{'T': 8, 'D': 17, 't': 12, 'd': 24}
"""

from __future__ import annotations

import enum
import re

SIZE = 15
SQUARES = SIZE * SIZE
CENTRE = 7 * SIZE + 7
COLUMNS = "ABCDEFGHIJKLMNO"

#: BOARD_RULES.md's map: T triple word, D double word, t triple letter, d double letter, * the
#: star (a double word square).
CLASSIC = (
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...*...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
)


class Premium(enum.Enum):
    """What a square does to the tile newly placed on it (the views colour it)."""

    NONE = "."
    DOUBLE_LETTER = "d"
    TRIPLE_LETTER = "t"
    DOUBLE_WORD = "D"
    TRIPLE_WORD = "T"
    STAR = "*"  # the centre: a double word square


PREMIUMS: tuple[Premium, ...] = tuple(Premium(mark) for row in CLASSIC for mark in row)
LETTER_MULTIPLIER: tuple[int, ...] = tuple(
    {Premium.DOUBLE_LETTER: 2, Premium.TRIPLE_LETTER: 3}.get(p, 1) for p in PREMIUMS
)
WORD_MULTIPLIER: tuple[int, ...] = tuple(
    {Premium.DOUBLE_WORD: 2, Premium.STAR: 2, Premium.TRIPLE_WORD: 3}.get(p, 1) for p in PREMIUMS
)
PREMIUM_COUNTS = {
    "T": sum(p is Premium.TRIPLE_WORD for p in PREMIUMS),
    "D": sum(p in (Premium.DOUBLE_WORD, Premium.STAR) for p in PREMIUMS),
    "t": sum(p is Premium.TRIPLE_LETTER for p in PREMIUMS),
    "d": sum(p is Premium.DOUBLE_LETTER for p in PREMIUMS),
}

_ACROSS = re.compile(r"(1[0-5]|[1-9])([A-O])")
_DOWN = re.compile(r"([A-O])(1[0-5]|[1-9])")


def square_name(index: int) -> str:
    """The column-then-row name of a square: ``"A1"`` to ``"O15"``."""
    row, column = divmod(index, SIZE)
    return f"{COLUMNS[column]}{row + 1}"


def square(name: str) -> int:
    """The square named ``"H8"`` or ``"8H"`` (either order, any case).

    Raises:
        ValueError: not a square of the board.
    """
    text = name.strip().upper()
    across = _ACROSS.fullmatch(text)
    if across:
        return (int(across[1]) - 1) * SIZE + COLUMNS.index(across[2])
    down = _DOWN.fullmatch(text)
    if down:
        return (int(down[2]) - 1) * SIZE + COLUMNS.index(down[1])
    raise ValueError(f"not a square of the board: {name!r}")


def position(name: str) -> tuple[int, bool]:
    """A GCG position: the first square and whether the word goes across (``"8H"``: row first,
    across; ``"H8"``: column first, down).

    >>> position("8H") == (CENTRE, True), position("h8") == (CENTRE, False)
    (True, True)
    """
    text = name.strip().upper()
    if _ACROSS.fullmatch(text):
        return square(text), True
    if _DOWN.fullmatch(text):
        return square(text), False
    raise ValueError(f"not a board position: {name!r}")


def position_name(first: int, across: bool) -> str:
    """The GCG position of a word starting on ``first``: ``"8H"`` across, ``"H8"`` down."""
    row, column = divmod(first, SIZE)
    return f"{row + 1}{COLUMNS[column]}" if across else f"{COLUMNS[column]}{row + 1}"

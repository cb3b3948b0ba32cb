"""BuyWord's tiles: 108 letter tiles with 1 to 4 pips and 9 wild tiles of 1 pip.

The published game's distribution could not be found in any source we can cite (see
``docs/buyword.md``), so this set is ours, derived from letter frequency the way the Scrabble
values were: how many tiles a letter gets follows its share of the letters of the everyday word
list (``en-common``), and its pips follow how rare it is, in four bands of equal width on a
logarithmic scale from the commonest letter (E) to the rarest (J). ``derive_tile_set`` does the
derivation and a test checks it still gives these constants.

A tile is an ``int``: letter tiles are numbered 0-107 in alphabetical order, wilds 108-116, so a
record can name a tile and every copy of a game agrees on what it is.

>>> letter_of(0), pips_of(0), letter_of(FIRST_WILD), pips_of(FIRST_WILD)
('A', 1, '*', 1)
>>> price(pips_of_tiles([0, 108]))
4
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from types import MappingProxyType

#: Tiles of each letter (108 in all).
LETTER_COUNTS: Mapping[str, int] = MappingProxyType(
    {
        "A": 8, "B": 2, "C": 4, "D": 4, "E": 12, "F": 1, "G": 3, "H": 2, "I": 9,
        "J": 1, "K": 1, "L": 6, "M": 3, "N": 7, "O": 6, "P": 3, "Q": 1, "R": 8,
        "S": 10, "T": 7, "U": 4, "V": 1, "W": 1, "X": 1, "Y": 2, "Z": 1,
    }
)  # fmt: skip
#: Pips on each letter's tiles.
LETTER_PIPS: Mapping[str, int] = MappingProxyType(
    {
        "A": 1, "B": 2, "C": 2, "D": 2, "E": 1, "F": 3, "G": 2, "H": 2, "I": 1,
        "J": 4, "K": 3, "L": 1, "M": 2, "N": 1, "O": 1, "P": 2, "Q": 4, "R": 1,
        "S": 1, "T": 1, "U": 2, "V": 3, "W": 3, "X": 4, "Y": 2, "Z": 4,
    }
)  # fmt: skip


class TileSetOrigin(enum.Enum):
    """Where a tile set's letters and pips come from, so every place that shows them can say
    so honestly: the published game's own, or derived by us from letter frequency."""

    PUBLISHED = "published"
    DERIVED = "derived"


#: The origin of the set above: no citable source gives the published one (docs/buyword.md).
ORIGIN = TileSetOrigin.DERIVED

LETTER_TILES = 108
WILD_TILES = 9
WILD_PIPS = 1
#: How a wild tile is written where a letter would be.
WILD = "*"
FIRST_WILD = LETTER_TILES
ALL_TILES = LETTER_TILES + WILD_TILES
#: Pip bands of the derivation: 4 bands from the commonest letter to the rarest.
PIP_LEVELS = 4

#: The letter of every tile, by tile number.
TILE_LETTERS: tuple[str, ...] = (
    tuple(letter for letter in sorted(LETTER_COUNTS) for _ in range(LETTER_COUNTS[letter]))
    + (WILD,) * WILD_TILES
)
#: The standard bag in tile order: every letter tile's letter, alphabetically.
CANONICAL_BAG = "".join(TILE_LETTERS[:LETTER_TILES])


def letter_of(tile: int) -> str:
    """The capital letter on ``tile``, or ``"*"`` for a wild tile."""
    return TILE_LETTERS[tile]


def is_wild(tile: int) -> bool:
    """Whether ``tile`` is one of the nine wild tiles."""
    return tile >= FIRST_WILD


def pips_of(tile: int) -> int:
    """The pips on ``tile``."""
    return WILD_PIPS if tile >= FIRST_WILD else LETTER_PIPS[TILE_LETTERS[tile]]


def pips_of_tiles(tiles: Iterable[int]) -> int:
    """The pips of several tiles together."""
    return sum(pips_of(tile) for tile in tiles)


def pips_of_letters(letters: str) -> int:
    """The pips of letters, ``*`` counting as a wild tile.

    >>> pips_of_letters("QUIZ"), pips_of_letters("CAT*")
    (11, 5)
    """
    return sum(WILD_PIPS if letter == WILD else LETTER_PIPS[letter] for letter in letters.upper())


def price(pips: int) -> int:
    """What a set of tiles costs, and what a word sells for: its pips squared.

    >>> price(5)
    25
    """
    return pips * pips


def is_standard_bag(letters: str) -> bool:
    """Whether ``letters`` holds exactly the 108 letter tiles, in any order."""
    return len(letters) == LETTER_TILES and Counter(letters) == Counter(CANONICAL_BAG)


def tiles_in_order(letters: str) -> list[int]:
    """The tile numbers of a bag given as letters: the n-th A in ``letters`` is the n-th A tile.

    >>> tiles_in_order("BA" + CANONICAL_BAG[1:8] + CANONICAL_BAG[9:])[:2]
    [8, 0]
    """
    first = {letter: TILE_LETTERS.index(letter) for letter in LETTER_COUNTS}
    seen: Counter[str] = Counter()
    tiles = []
    for letter in letters:
        tiles.append(first[letter] + seen[letter])
        seen[letter] += 1
    return tiles


def derive_tile_set(
    frequency: Mapping[str, int], tiles: int = LETTER_TILES
) -> tuple[dict[str, int], dict[str, int]]:
    """Counts and pips per letter from how often each letter occurs in a word list.

    Counts: each letter's share of ``tiles`` by its share of the letters, rounded by the largest
    remainders, at least one tile each. Pips: the span from the commonest to the rarest letter's
    frequency, on a logarithmic scale, cut into ``PIP_LEVELS`` equal bands; the commonest band is
    1 pip. This is how the tile set above was made from ``en-common``.

    >>> counts, pips = derive_tile_set({"e": 60, "t": 30, "q": 1}, tiles=10)
    >>> counts, pips
    ({'E': 6, 'T': 3, 'Q': 1}, {'E': 1, 'T': 1, 'Q': 4})
    """
    total = sum(frequency.values())
    share = {letter.upper(): count / total for letter, count in frequency.items() if count}
    quota = {letter: tiles * part for letter, part in share.items()}
    counts = {letter: max(1, math.floor(value)) for letter, value in quota.items()}
    while sum(counts.values()) < tiles:
        letter = max(quota, key=lambda each: (quota[each] - counts[each], each))
        counts[letter] += 1
    while sum(counts.values()) > tiles:
        letter = min(
            (each for each in quota if counts[each] > 1),
            key=lambda each: (quota[each] - counts[each], each),
        )
        counts[letter] -= 1
    top, bottom = math.log(max(share.values())), math.log(min(share.values()))
    width = (top - bottom) / PIP_LEVELS or 1.0
    pips = {
        letter: min(PIP_LEVELS, 1 + int((top - math.log(part)) / width))
        for letter, part in share.items()
    }
    return counts, pips

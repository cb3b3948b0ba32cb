"""BuyWord's tiles: 108 letter tiles with 1 to 4 pips and 9 wild tiles of 1 pip, per language.

The published game's distribution could not be found in any source we can cite (see
``docs/buyword.md``), so every set here is ours, derived from letter frequency the way the
Scrabble values were: how many tiles a letter gets follows its share of the letters of the
language's everyday word list (``en-common``; ``ru-everyday`` and ``pl-everyday`` for Russian
and Polish), and its pips follow how rare it is, in four bands of equal width on a logarithmic
scale from the commonest letter to the rarest. ``derive_tile_set`` does the derivation and a
test checks it still gives these constants.

A game's tile set follows from the language of its word list (:func:`tile_set_for`). A tile is
an ``int`` that names one tile of one set: a set's letter tiles are numbered from its
``first`` tile in its alphabet's order, its wilds follow (English: 0-107 and 108-116, as ever;
Russian from 1000, Polish from 2000), so a tile number alone says its letter and pips, and a
record can name a tile and every copy of a game agrees on what it is.

>>> letter_of(0), pips_of(0), letter_of(FIRST_WILD), pips_of(FIRST_WILD)
('A', 1, '*', 1)
>>> price(pips_of_tiles([0, 108]))
4
>>> letter_of(RUSSIAN.first), is_wild(RUSSIAN.first_wild), letter_of(POLISH.first + 10)
('А', True, 'Ą')
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


class TileSetOrigin(enum.Enum):
    """Where a tile set's letters and pips come from, so every place that shows them can say
    so honestly: the published game's own, or derived by us from letter frequency."""

    PUBLISHED = "published"
    DERIVED = "derived"


LETTER_TILES = 108
WILD_TILES = 9
WILD_PIPS = 1
#: How a wild tile is written where a letter would be.
WILD = "*"
#: Tile numbers each set may use: set ``k`` numbers its tiles from ``k * SET_SPAN``.
SET_SPAN = 1000
#: Pip bands of the derivation: 4 bands from the commonest letter to the rarest.
PIP_LEVELS = 4


@dataclass(frozen=True)
class TileSet:
    """The letter tiles of one language (108, 1 to 4 pips each) and the 9 wild tiles.

    Attributes:
        language: The ISO 639-1 code of the word lists it spells (``"en"``).
        alphabet: Its letters in alphabetical order, capitals: the order of its tile numbers.
        counts: Tiles of each letter (108 in all).
        pips: Pips on each letter's tiles.
        vowels: Its vowels (the computer players keep a hand's vowels in balance).
        first: The number of its first tile (a multiple of :data:`SET_SPAN`).
        origin: Where the counts and pips come from.
        source: The word list whose letters they were derived from.
    """

    language: str
    alphabet: str
    counts: Mapping[str, int]
    pips: Mapping[str, int]
    vowels: frozenset[str]
    first: int
    origin: TileSetOrigin = TileSetOrigin.DERIVED
    source: str = ""
    letters: tuple[str, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if sum(self.counts.values()) != LETTER_TILES or set(self.counts) != set(self.alphabet):
            raise ValueError(f"the {self.language} tile set must hold 108 tiles of its alphabet")
        ordered = tuple(letter for letter in self.alphabet for _ in range(self.counts[letter]))
        object.__setattr__(self, "letters", ordered + (WILD,) * WILD_TILES)

    @property
    def first_wild(self) -> int:
        """The number of the set's first wild tile."""
        return self.first + LETTER_TILES

    @property
    def canonical_bag(self) -> str:
        """The standard bag in tile order: every letter tile's letter, alphabetically."""
        return "".join(self.letters[:LETTER_TILES])

    def holds(self, tile: object) -> bool:
        """Whether ``tile`` is a tile number of this set (a letter tile or a wild)."""
        return type(tile) is int and self.first <= tile < self.first + LETTER_TILES + WILD_TILES

    def is_standard_bag(self, letters: str) -> bool:
        """Whether ``letters`` holds exactly the 108 letter tiles, in any order."""
        return len(letters) == LETTER_TILES and Counter(letters) == Counter(self.canonical_bag)

    def tiles_in_order(self, letters: str) -> list[int]:
        """The tile numbers of a bag given as letters: the n-th A in ``letters`` is the n-th A
        tile.

        >>> ENGLISH.tiles_in_order("BA" + CANONICAL_BAG[1:8] + CANONICAL_BAG[9:])[:2]
        [8, 0]
        """
        first = {letter: self.first + self.letters.index(letter) for letter in self.counts}
        seen: Counter[str] = Counter()
        tiles = []
        for letter in letters:
            tiles.append(first[letter] + seen[letter])
            seen[letter] += 1
        return tiles

    def pips_of_letters(self, letters: str) -> int:
        """The pips of letters, ``*`` counting as a wild tile.

        >>> ENGLISH.pips_of_letters("QUIZ"), RUSSIAN.pips_of_letters("ъеж")
        (11, 7)
        """
        pips = self.pips
        return sum(WILD_PIPS if each == WILD else pips[each] for each in letters.upper())


ENGLISH = TileSet(
    language="en",
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    counts=MappingProxyType(
        {
            "A": 8, "B": 2, "C": 4, "D": 4, "E": 12, "F": 1, "G": 3, "H": 2, "I": 9,
            "J": 1, "K": 1, "L": 6, "M": 3, "N": 7, "O": 6, "P": 3, "Q": 1, "R": 8,
            "S": 10, "T": 7, "U": 4, "V": 1, "W": 1, "X": 1, "Y": 2, "Z": 1,
        }
    ),
    pips=MappingProxyType(
        {
            "A": 1, "B": 2, "C": 2, "D": 2, "E": 1, "F": 3, "G": 2, "H": 2, "I": 1,
            "J": 4, "K": 3, "L": 1, "M": 2, "N": 1, "O": 1, "P": 2, "Q": 4, "R": 1,
            "S": 1, "T": 1, "U": 2, "V": 3, "W": 3, "X": 4, "Y": 2, "Z": 4,
        }
    ),
    vowels=frozenset("AEIOU"),
    first=0,
    source="en-common",
)  # fmt: skip

RUSSIAN = TileSet(
    language="ru",
    alphabet="АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
    counts=MappingProxyType(
        {
            "А": 9, "Б": 1, "В": 4, "Г": 1, "Д": 3, "Е": 8, "Ё": 1, "Ж": 1, "З": 2, "И": 8,
            "Й": 1, "К": 4, "Л": 5, "М": 3, "Н": 7, "О": 11, "П": 3, "Р": 6, "С": 6, "Т": 6,
            "У": 3, "Ф": 1, "Х": 1, "Ц": 1, "Ч": 1, "Ш": 1, "Щ": 1, "Ъ": 1, "Ы": 2, "Ь": 2,
            "Э": 1, "Ю": 1, "Я": 2,
        }
    ),
    pips=MappingProxyType(
        {
            "А": 1, "Б": 2, "В": 1, "Г": 2, "Д": 1, "Е": 1, "Ё": 3, "Ж": 2, "З": 2, "И": 1,
            "Й": 2, "К": 1, "Л": 1, "М": 1, "Н": 1, "О": 1, "П": 1, "Р": 1, "С": 1, "Т": 1,
            "У": 1, "Ф": 3, "Х": 2, "Ц": 3, "Ч": 2, "Ш": 3, "Щ": 3, "Ъ": 4, "Ы": 2, "Ь": 2,
            "Э": 4, "Ю": 2, "Я": 2,
        }
    ),
    vowels=frozenset("АЕЁИОУЫЭЮЯ"),
    first=SET_SPAN,
    source="ru-everyday",
)  # fmt: skip

POLISH = TileSet(
    language="pl",
    alphabet="AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
    counts=MappingProxyType(
        {
            "A": 10, "Ą": 1, "B": 1, "C": 5, "Ć": 1, "D": 3, "E": 8, "Ę": 1, "F": 1, "G": 1,
            "H": 1, "I": 8, "J": 2, "K": 4, "L": 2, "Ł": 2, "M": 3, "N": 6, "Ń": 1, "O": 8,
            "Ó": 1, "P": 4, "R": 5, "S": 4, "Ś": 1, "T": 4, "U": 3, "W": 5, "Y": 4, "Z": 6,
            "Ź": 1, "Ż": 1,
        }
    ),
    pips=MappingProxyType(
        {
            "A": 1, "Ą": 2, "B": 2, "C": 1, "Ć": 3, "D": 1, "E": 1, "Ę": 3, "F": 3, "G": 2,
            "H": 2, "I": 1, "J": 2, "K": 1, "L": 2, "Ł": 2, "M": 1, "N": 1, "Ń": 4, "O": 1,
            "Ó": 3, "P": 1, "R": 1, "S": 1, "Ś": 3, "T": 1, "U": 2, "W": 1, "Y": 1, "Z": 1,
            "Ź": 4, "Ż": 3,
        }
    ),
    vowels=frozenset("AĄEĘIOÓUY"),
    first=2 * SET_SPAN,
    source="pl-everyday",
)  # fmt: skip

#: Every tile set, by the language of the word lists it spells.
TILE_SETS: Mapping[str, TileSet] = MappingProxyType(
    {tiles.language: tiles for tiles in (ENGLISH, RUSSIAN, POLISH)}
)
_BY_SPAN = {tiles.first // SET_SPAN: tiles for tiles in TILE_SETS.values()}


def tile_set_for(language: str) -> TileSet | None:
    """The tile set of a word list's language (``""``, unknown, counts as English), or None
    when BuyWord has no tiles for it (a Spanish list).

    >>> tile_set_for("ru") is RUSSIAN, tile_set_for("") is ENGLISH, tile_set_for("es")
    (True, True, None)
    """
    return TILE_SETS.get(language or "en")


def tile_set_of(words: object) -> TileSet:
    """The tile set of a game's word list: its language's (a :class:`Lexicon
    <patentgame.model.lexicon.Lexicon>` knows it); English for a plain set of words.

    Raises:
        ValueError: the list is in a language BuyWord has no tiles for.
    """
    language = getattr(words, "language", "") or "en"
    found = tile_set_for(language)
    if found is None:
        raise ValueError(f"BuyWord has no tiles for words in {language!r}")
    return found


def tile_set_of_tile(tile: int) -> TileSet:
    """The tile set a tile number belongs to."""
    return _BY_SPAN[tile // SET_SPAN]


# The English set's figures under their first names, for the code and records that know only it.
#: Tiles of each English letter (108 in all).
LETTER_COUNTS: Mapping[str, int] = ENGLISH.counts
#: Pips on each English letter's tiles.
LETTER_PIPS: Mapping[str, int] = ENGLISH.pips
#: The origin of the sets above: no citable source gives the published one (docs/buyword.md).
ORIGIN = TileSetOrigin.DERIVED
FIRST_WILD = ENGLISH.first_wild
ALL_TILES = LETTER_TILES + WILD_TILES
#: The letter of every English tile, by tile number.
TILE_LETTERS: tuple[str, ...] = ENGLISH.letters
#: The standard English bag in tile order: every letter tile's letter, alphabetically.
CANONICAL_BAG = ENGLISH.canonical_bag


def letter_of(tile: int) -> str:
    """The capital letter on ``tile``, or ``"*"`` for a wild tile."""
    return _BY_SPAN[tile // SET_SPAN].letters[tile % SET_SPAN]


def is_wild(tile: int) -> bool:
    """Whether ``tile`` is one of a set's nine wild tiles."""
    return tile % SET_SPAN >= LETTER_TILES


def pips_of(tile: int) -> int:
    """The pips on ``tile``."""
    if tile % SET_SPAN >= LETTER_TILES:
        return WILD_PIPS
    tiles = _BY_SPAN[tile // SET_SPAN]
    return tiles.pips[tiles.letters[tile % SET_SPAN]]


def pips_of_tiles(tiles: Iterable[int]) -> int:
    """The pips of several tiles together."""
    return sum(pips_of(tile) for tile in tiles)


def pips_of_letters(letters: str, tiles: TileSet = ENGLISH) -> int:
    """The pips of letters of ``tiles`` (English by default), ``*`` counting as a wild tile.

    >>> pips_of_letters("QUIZ"), pips_of_letters("CAT*")
    (11, 5)
    """
    return tiles.pips_of_letters(letters)


def price(pips: int) -> int:
    """What a set of tiles costs, and what a word sells for: its pips squared.

    >>> price(5)
    25
    """
    return pips * pips


def is_standard_bag(letters: str, tiles: TileSet = ENGLISH) -> bool:
    """Whether ``letters`` holds exactly the 108 letter tiles of ``tiles`` (English)."""
    return tiles.is_standard_bag(letters)


def tiles_in_order(letters: str, tiles: TileSet = ENGLISH) -> list[int]:
    """The tile numbers of a bag of ``tiles`` (English) given as letters (see
    :meth:`TileSet.tiles_in_order`)."""
    return tiles.tiles_in_order(letters)


def derive_tile_set(
    frequency: Mapping[str, int], tiles: int = LETTER_TILES
) -> tuple[dict[str, int], dict[str, int]]:
    """Counts and pips per letter from how often each letter occurs in a word list.

    Counts: each letter's share of ``tiles`` by its share of the letters, rounded by the largest
    remainders, at least one tile each. Pips: the span from the commonest to the rarest letter's
    frequency, on a logarithmic scale, cut into ``PIP_LEVELS`` equal bands; the commonest band is
    1 pip. This is how every tile set above was made from its ``source`` list.

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

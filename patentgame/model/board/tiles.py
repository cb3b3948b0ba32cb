"""Tile sets: the letters of each language's bag, how many of each, and what each scores.

A tile is a short lowercase string: one letter (``"a"``, ``"ё"``, ``"ñ"``), a Spanish digraph
(``"ch"``, ``"ll"``, ``"rr"``: one tile, one square), or :data:`BLANK` on a rack and in the bag.
A blank on the board is its chosen letter plus a flag (see :mod:`patentgame.model.board.board`).
The tables are facts of the published games (BOARD_RULES.md): English of seed 001, Russian of
seed 002 (its table of 103 letters stands, not its stated total of 104), Spanish of the
international Spanish edition (FISE sets: 100 tiles with CH, LL, RR and Ñ).

>>> ENGLISH.size, RUSSIAN.size, SPANISH.size, SPANISH_PLAIN.size
(100, 105, 100, 97)
>>> ENGLISH.value("q"), RUSSIAN.value("щ"), SPANISH.value("ch"), ENGLISH.value(BLANK)
(10, 10, 5, 0)
>>> SPANISH.spell("chorro")
('ch', 'o', 'rr', 'o')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

#: A blank tile on a rack or in the bag (on the board it carries its chosen letter).
BLANK = "?"


@dataclass(frozen=True, slots=True)
class TileSet:
    """One language's bag.

    Attributes:
        id: Stable id, stored in records (``"english"``, ``"russian"``, ``"spanish"``).
        language: ISO 639-1 code of the words.
        letters: ``(tile, count, value)`` in alphabetical order; the order decides who starts
            (nearest to the first letter) and which letters a blank may stand for.
        blanks: Number of blank tiles.
    """

    id: str
    language: str
    letters: tuple[tuple[str, int, int], ...]
    blanks: int = 2
    _values: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)
    _rank: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)
    _digraphs: tuple[str, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        values = {tile: value for tile, _, value in self.letters}
        values[BLANK] = 0
        object.__setattr__(self, "_values", values)
        rank = {tile: index + 1 for index, (tile, _, _) in enumerate(self.letters)}
        rank[BLANK] = 0  # a blank drawn for the start comes before A
        object.__setattr__(self, "_rank", rank)
        object.__setattr__(self, "_digraphs", tuple(t for t, _, _ in self.letters if len(t) > 1))

    @property
    def size(self) -> int:
        """Tiles in the full bag, blanks included."""
        return sum(count for _, count, _ in self.letters) + self.blanks

    @property
    def alphabet(self) -> tuple[str, ...]:
        """The letters a tile (or a blank) can be, in order."""
        return tuple(tile for tile, _, _ in self.letters)

    def value(self, tile: str) -> int:
        """Points of a tile (0 for a blank). Raises KeyError for a tile not in the set."""
        return self._values[tile]

    def values(self) -> dict[str, int]:
        """Every tile's points, the blank's 0 included (a copy, for fast lookups in loops)."""
        return dict(self._values)

    def knows(self, letter: str) -> bool:
        """Whether ``letter`` is a letter of this set (the blank is not)."""
        return letter in self._values and letter != BLANK

    def start_rank(self, tile: str) -> int:
        """How near ``tile`` is to the start of the alphabet: lowest starts, the blank first."""
        return self._rank[tile]

    def bag(self) -> list[str]:
        """Every tile once per copy, in alphabetical order, blanks last."""
        tiles = [tile for tile, count, _ in self.letters for _ in range(count)]
        return tiles + [BLANK] * self.blanks

    def counts(self) -> Counter[str]:
        """How many of each tile the full bag holds."""
        return Counter(self.bag())

    @property
    def digraphs(self) -> tuple[str, ...]:
        """Tiles of two letters (Spanish CH, LL, RR), empty for other sets."""
        return self._digraphs

    def spell(self, word: str) -> tuple[str, ...] | None:
        """The tiles that spell ``word`` (lowercase), digraphs taken as one tile wherever they
        appear, as the Spanish edition requires; None when a letter is not in the set."""
        tiles: list[str] = []
        index = 0
        while index < len(word):
            pair = word[index : index + 2]
            if pair in self._digraphs:
                tiles.append(pair)
                index += 2
                continue
            letter = word[index]
            if not self.knows(letter):
                return None
            tiles.append(letter)
            index += 1
        return tuple(tiles)


ENGLISH = TileSet(
    "english",
    "en",
    (
        ("a", 9, 1), ("b", 2, 3), ("c", 2, 3), ("d", 4, 2), ("e", 12, 1), ("f", 2, 4),
        ("g", 3, 2), ("h", 2, 4), ("i", 9, 1), ("j", 1, 8), ("k", 1, 5), ("l", 4, 1),
        ("m", 2, 3), ("n", 6, 1), ("o", 8, 1), ("p", 2, 3), ("q", 1, 10), ("r", 6, 1),
        ("s", 4, 1), ("t", 6, 1), ("u", 4, 1), ("v", 2, 4), ("w", 2, 4), ("x", 1, 8),
        ("y", 2, 4), ("z", 1, 10),
    ),
)  # fmt: skip

RUSSIAN = TileSet(
    "russian",
    "ru",
    (
        ("а", 8, 1), ("б", 2, 3), ("в", 4, 1), ("г", 2, 3), ("д", 4, 2), ("е", 8, 1),
        ("ё", 1, 3), ("ж", 1, 5), ("з", 2, 5), ("и", 6, 1), ("й", 1, 4), ("к", 4, 2),
        ("л", 4, 2), ("м", 3, 2), ("н", 5, 1), ("о", 10, 1), ("п", 4, 2), ("р", 5, 1),
        ("с", 5, 1), ("т", 5, 1), ("у", 4, 2), ("ф", 1, 10), ("х", 1, 5), ("ц", 1, 5),
        ("ч", 1, 5), ("ш", 1, 8), ("щ", 1, 10), ("ъ", 1, 10), ("ы", 2, 4), ("ь", 2, 3),
        ("э", 1, 8), ("ю", 1, 8), ("я", 2, 3),
    ),
)  # fmt: skip

_SPANISH_LETTERS = (
    ("a", 12, 1), ("b", 2, 3), ("c", 4, 3), ("ch", 1, 5), ("d", 5, 2), ("e", 12, 1),
    ("f", 1, 4), ("g", 2, 2), ("h", 2, 4), ("i", 6, 1), ("j", 1, 8), ("l", 4, 1),
    ("ll", 1, 8), ("m", 2, 3), ("n", 5, 1), ("ñ", 1, 8), ("o", 9, 1), ("p", 2, 3),
    ("q", 1, 5), ("r", 5, 1), ("rr", 1, 8), ("s", 6, 1), ("t", 4, 1), ("u", 5, 1),
    ("v", 1, 4), ("x", 1, 8), ("y", 1, 4), ("z", 1, 10),
)  # fmt: skip

#: The international Spanish edition: CH, LL and RR are tiles of their own.
SPANISH = TileSet("spanish", "es", _SPANISH_LETTERS)
#: The same set with the digraph option off: the three digraph tiles stay in the box and words
#: are spelled letter by letter (97 tiles).
SPANISH_PLAIN = TileSet(
    "spanish-plain", "es", tuple(entry for entry in _SPANISH_LETTERS if len(entry[0]) == 1)
)

TILE_SETS = {tiles.id: tiles for tiles in (ENGLISH, RUSSIAN, SPANISH, SPANISH_PLAIN)}

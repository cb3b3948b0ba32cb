"""Every word a BuyWord hand can sell: a search of the game's DAWG word list with one wild.

A word may use at most one wild tile, standing for any letter, so the search walks the DAWG
depth first, spending the hand's letters, and at most once follows a branch no letter of the
hand can pay for, with the wild. A letter the hand holds is always paid with a real tile first
(a real tile has at least the wild's one pip), so each word is found once, by one path.

The walk steps through the shared lexicon's public walk (:meth:`Lexicon.children
<patentgame.model.lexicon.Lexicon.children>` and :meth:`~patentgame.model.lexicon.Lexicon.is_word`
from :attr:`~patentgame.model.lexicon.Lexicon.ROOT`), as the board games' move finder does; a test
compares it with a brute-force scan of the word list, and ``benchmarks/buyword.py search`` times
it.

>>> from patentgame.model.lexicon import Lexicon
>>> finder = WordFinder(Lexicon.load("en-enable"))
>>> [(found.word, found.wild, found.pips) for found in finder.find("CTA", wilds=0)]
[('ACT', None, 4), ('CAT', None, 4), ('AT', None, 2), ('TA', None, 2)]
>>> [(found.word, found.wild, found.pips) for found in finder.find("QIT", wilds=1)][:2]
[('QUIT', 'U', 7), ('QAT', 'A', 6)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol, TypeGuard

from patentgame.model.buyword.tiles import (
    WILD_PIPS,
    TileSet,
    is_wild,
    letter_of,
    price,
    tile_set_of,
)


class WalkableWords(Protocol):
    """A word list the search can walk letter by letter: a
    :class:`~patentgame.model.lexicon.Lexicon` (a plain set of words cannot be walked)."""

    ROOT: int

    def __contains__(self, word: object, /) -> bool: ...

    def children(self, node: int = ..., /) -> Iterator[tuple[str, int]]: ...

    def is_word(self, node: int | None, /) -> bool: ...


def is_walkable(words: object) -> TypeGuard[WalkableWords]:
    """Whether ``words`` is a word list the search can walk (see :class:`WalkableWords`).

    >>> from patentgame.model.lexicon import Lexicon
    >>> is_walkable(Lexicon.load("en-enable")), is_walkable({"cat"})
    (True, False)
    """
    return all(hasattr(words, name) for name in ("ROOT", "children", "is_word"))


@dataclass(frozen=True, slots=True)
class Found:
    """One word a hand can sell.

    Attributes:
        word: The word in capitals.
        wild: The letter the wild tile stands for, or ``None`` when the word needs no wild.
        pips: The word's pips, paid with real tiles wherever the hand holds the letter.
    """

    word: str
    wild: str | None
    pips: int

    @property
    def price(self) -> int:
        """What the word sells for."""
        return price(self.pips)

    def letters_used(self) -> str:
        """The hand's letters the word spends (the wild's letter left out)."""
        if self.wild is None:
            return self.word
        # The wild pays for the occurrence the hand ran out of; any one of them will do.
        index = self.word.rindex(self.wild)
        return self.word[:index] + self.word[index + 1 :]


class WordFinder:
    """Searches a compiled word list for the words a hand of letters and wilds can spell."""

    __slots__ = ("_lower", "_pips", "lexicon", "tile_set")

    def __init__(self, lexicon: WalkableWords, tile_set: TileSet | None = None) -> None:
        """Search ``lexicon`` (a :class:`WalkableWords`: the game's loaded ``Lexicon``) for
        words of ``tile_set``'s letters (by default the tiles of the list's language)."""
        self.lexicon = lexicon
        self.tile_set = tile_set if tile_set is not None else tile_set_of(lexicon)
        #: Each letter's pips by its lowercase letter, as the walk meets them.
        self._pips = {letter.lower(): value for letter, value in self.tile_set.pips.items()}
        self._lower = tuple(self._pips)

    def find(
        self, letters: str, wilds: int, *, min_length: int = 2, max_length: int = 20
    ) -> list[Found]:
        """Every word of ``min_length`` to ``max_length`` letters the hand can sell.

        Args:
            letters: The hand's letter tiles as capitals (any order), wilds left out.
            wilds: How many wild tiles the hand holds (a word uses at most one).

        Returns:
            Dearest first, then longest, then alphabetical.
        """
        return [
            Found(word.upper(), wild.upper() or None, -worth)
            for worth, _, word, wild in self.find_raw(
                letters, wilds, min_length=min_length, max_length=max_length
            )
        ]

    def find_raw(
        self, letters: str, wilds: int, *, min_length: int = 2, max_length: int = 20
    ) -> list[tuple[int, int, str, str]]:
        """`find` without making a `Found` of each word, for the computer players.

        Returns:
            ``(-pips, -length, word, wild)`` tuples in lowercase, ``wild`` ``""`` when none,
            sorted as `find` sorts (a hand of 12 spells some thousands of words, and plain
            tuples sort and compare several times faster than objects).
        """
        counts = dict.fromkeys(self._lower, 0)
        for letter in letters.lower():
            counts[letter] = counts.get(letter, 0) + 1
        pips = self._pips
        children, is_word = self.lexicon.children, self.lexicon.is_word
        found: list[tuple[int, int, str, str]] = []
        add = found.append
        free = wilds > 0
        limit = min(max_length, len(letters) + (1 if free else 0))

        # Two copies of one walk: before the wild is spent (every child may be followed, the
        # wild paying for a letter the hand lacks) and after (only the hand's letters). The
        # values are negated so that the list sorts with no key function.
        def walk_real(node: int, prefix: str, depth: int, worth: int, wild: str) -> None:
            deeper = depth + 1 < limit
            long_enough = depth >= min_length - 1
            for letter, child in children(node):
                left = counts.get(letter)
                if left:
                    word = prefix + letter
                    value = worth - pips[letter]
                    if long_enough and is_word(child):
                        add((value, -depth - 1, word, wild))
                    if deeper:
                        counts[letter] = left - 1
                        walk_real(child, word, depth + 1, value, wild)
                        counts[letter] = left

        def walk_wild(node: int, prefix: str, depth: int, worth: int) -> None:
            deeper = depth + 1 < limit
            long_enough = depth >= min_length - 1
            for letter, child in children(node):
                left = counts.get(letter)
                word = prefix + letter
                if left:
                    value = worth - pips[letter]
                    if long_enough and is_word(child):
                        add((value, -depth - 1, word, ""))
                    if deeper:
                        counts[letter] = left - 1
                        walk_wild(child, word, depth + 1, value)
                        counts[letter] = left
                elif letter in pips:  # a letter of the tile set: the wild may stand for it
                    value = worth - WILD_PIPS
                    if long_enough and is_word(child):
                        add((value, -depth - 1, word, letter))
                    if deeper:
                        walk_real(child, word, depth + 1, value, letter)

        if free:
            walk_wild(self.lexicon.ROOT, "", 0, 0)
        else:
            walk_real(self.lexicon.ROOT, "", 0, 0, "")
        found.sort()
        return found


def tiles_for(word: str, wild: str | None, hand: Iterable[int]) -> tuple[int, ...] | None:
    """The hand's tiles that spell ``word`` in order, the wild tile standing for ``wild`` where
    the hand runs out of that letter; ``None`` when the hand cannot spell it so.

    Of several tiles of one letter any will do: tiles of a letter are alike.

    >>> tiles_for("TAT", "T", [0, 91, 108])
    (91, 0, 108)
    """
    spare: dict[str, list[int]] = {}
    wilds: list[int] = []
    for tile in hand:
        if is_wild(tile):
            wilds.append(tile)
        else:
            spare.setdefault(letter_of(tile), []).append(tile)
    tiles: list[int] = []
    wild_used = False
    for letter in word.upper():
        pile = spare.get(letter)
        if pile:
            tiles.append(pile.pop())
        elif not wild_used and wilds and letter == wild:
            tiles.append(wilds.pop())
            wild_used = True
        else:
            return None
    if (wild is not None) != wild_used:
        return None
    return tuple(tiles)

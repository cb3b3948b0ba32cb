"""Ё played as Е: a word list seen as a Russian family reads it.

Most Russian print writes Е for Ё, and many families play them as one letter: ЕЖ and ЕЛКА for ЁЖ
and ЁЛКА. The word lists write Ё where the dictionary does, so under the rule option
``yo_as_ye`` (on for Эрудит) the game and its players see the list through :class:`YoAsYe`: an
Е tile may stand where the list has Ё, while a Ё tile still spells only Ё. A word scores as it
is laid (the tiles do not change), so ЕЛКА scores its Е, not a Ё.

The view is a lazy subset construction over the list's DAWG: after a prefix spelled with Е, the
word may go on in the list from the Е node or from the Ё node, so a node of the view is the set
of the list's nodes the prefix can have reached. Sets are interned as they are met, so a node
is a plain number, as the list's own are, and the move generator walks the view exactly as it
walks a list (:class:`~patentgame.model.board.tile_graph.PrefixLexicon`).

>>> from patentgame.model.lexicon import Lexicon
>>> nouns = Lexicon.load("ru-nouns")
>>> "ежик" in nouns, "ежик" in YoAsYe(nouns), "ёжик" in YoAsYe(nouns), "ёлк" in YoAsYe(nouns)
(False, True, True, False)
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, overload

if TYPE_CHECKING:
    from patentgame.model.board.legality import WordList
    from patentgame.model.board.rules import BoardRules
    from patentgame.model.board.tile_graph import PrefixLexicon
    from patentgame.model.lexicon import Lexicon

YE, YO = "е", "ё"


class YoAsYe:
    """``lexicon`` read with Е standing for Ё as well (see the module's docstring)."""

    ROOT = 0

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self._sets: list[tuple[int, ...]] = [(lexicon.ROOT,)]
        self._ids: dict[tuple[int, ...], int] = {(lexicon.ROOT,): 0}
        self._children: dict[int, dict[str, int]] = {}
        self._lock = threading.Lock()

    def _intern(self, nodes: tuple[int, ...]) -> int:
        found = self._ids.get(nodes)
        if found is None:
            with self._lock:
                found = self._ids.get(nodes)
                if found is None:
                    found = len(self._sets)
                    self._sets.append(nodes)
                    self._ids[nodes] = found
        return found

    def _letters(self, node: int) -> dict[str, int]:
        found = self._children.get(node)
        if found is not None:
            return found
        reached: dict[str, set[int]] = {}
        for member in self._sets[node]:
            for letter, child in self.lexicon.children(member):
                reached.setdefault(letter, set()).add(child)
                if letter == YO:
                    reached.setdefault(YE, set()).add(child)
        letters = {
            letter: self._intern(tuple(sorted(children))) for letter, children in reached.items()
        }
        self._children[node] = letters  # one dict store: threads may share the view
        return letters

    def children(self, node: int = ROOT) -> Iterator[tuple[str, int]]:
        """Each letter that may follow ``node`` and the view's node it leads to."""
        yield from self._letters(node).items()

    def follow(self, prefix: str, node: int = ROOT) -> int | None:
        """The node reached by spelling ``prefix``, or None when no word goes on so."""
        current = node
        for letter in prefix:
            found = self._letters(current).get(letter)
            if found is None:
                return None
            current = found
        return current

    def is_word(self, node: int | None) -> bool:
        """Whether a word of the list ends at ``node``."""
        if node is None:
            return False
        return any(self.lexicon.is_word(member) for member in self._sets[node])

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.is_word(self.follow(word))


class _SetWithYo:
    """A plain collection of words (tests' small lists) read with Е standing for Ё."""

    def __init__(self, words: WordList) -> None:
        self.lexicon = words

    def __eq__(self, other: object) -> bool:
        """Views of equal lists are equal (a game compares its word list with another's)."""
        return isinstance(other, _SetWithYo) and other.lexicon == self.lexicon

    __hash__ = None  # type: ignore[assignment]

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        places = [index for index, letter in enumerate(word) if letter == YE]
        if len(places) > 12:  # no real word has so many; a bound on the variants tried
            return word in self.lexicon
        for chosen in itertools.product((YE, YO), repeat=len(places)):
            letters = list(word)
            for index, letter in zip(places, chosen, strict=True):
                letters[index] = letter
            if "".join(letters) in self.lexicon:
                return True
        return False


_VIEWS: dict[int, tuple[Lexicon, YoAsYe]] = {}
_VIEWS_LOCK = threading.Lock()


@overload
def words_of_rules(lexicon: PrefixLexicon, rules: BoardRules) -> PrefixLexicon: ...


@overload
def words_of_rules(lexicon: WordList, rules: BoardRules) -> WordList: ...


def words_of_rules(lexicon: WordList, rules: BoardRules) -> WordList:
    """The word list as ``rules`` read it: ``lexicon`` itself, or its :class:`YoAsYe` view when
    Ё may be played as Е. One view per list, shared by the game, its players and its hints (a
    view caches the nodes it has expanded)."""
    from patentgame.model.lexicon import Lexicon

    if not rules.yo_as_ye or isinstance(lexicon, YoAsYe | _SetWithYo):
        return lexicon
    if not isinstance(lexicon, Lexicon):
        return _SetWithYo(lexicon)
    with _VIEWS_LOCK:
        found = _VIEWS.get(id(lexicon))
        if found is None or found[0] is not lexicon:
            found = _VIEWS[id(lexicon)] = (lexicon, YoAsYe(lexicon))
    return found[1]

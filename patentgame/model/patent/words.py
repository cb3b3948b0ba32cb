"""The patent game's word search: every word a hand and the pool can spell, with X and Z.

The shared :class:`~patentgame.model.lexicon.Lexicon` knows words; what a player may spell from
letter cards, with the X power (one card used twice) and the Z power (a free final S), is this
game's own question, asked by the AI players, the hints and ``patentgame words``. The search walks
the lexicon's DAWG arrays inline (see the lexicon module), depth first, pruned by the letters
left on the rack.

>>> finder = WordFinder(Lexicon.load("en-enable"))
>>> finder.words_from("tac")
['act', 'cat']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import EXTENSION, HAS_LEAF, LABEL_MASK, Lexicon
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD
from patentgame.model.problems import Fault, Problem

_S = ord("s")


class WordSource(Protocol):
    """What the patent game's word search offers: membership and the words a rack spells.

    :class:`WordFinder` is one; the AI's ``Vocabulary`` (the words a weaker player knows) is
    another.
    """

    def __contains__(self, word: object, /) -> bool: ...

    def words_from(
        self,
        hand: str | Iterable[str],
        pool: str | Iterable[str] = "",
        *,
        copy: bool = False,
        add_s: bool = False,
    ) -> list[str]: ...


class WordFinder:
    """The words one lexicon lets a patent-game player spell.

    Attributes:
        lexicon: The word list searched.
    """

    __slots__ = ("_guide", "_units", "lexicon")

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self._units: Sequence[int] = lexicon.units
        self._guide: Sequence[int] = lexicon.guide

    def __repr__(self) -> str:
        return f"<WordFinder {self.lexicon.lexicon_id}>"

    def __contains__(self, word: object, /) -> bool:
        return word in self.lexicon

    def words_from(
        self,
        hand: str | Iterable[str],
        pool: str | Iterable[str] = "",
        *,
        copy: bool = False,
        add_s: bool = False,
    ) -> list[str]:
        """Every word of 3 to 12 letters that ``hand`` and ``pool`` can spell.

        A word uses each letter as often as the hand and pool hold it, and at least one letter
        that is in the hand. This is about letters only: which cards are played, and rules of a
        whole play (such as X needing three real cards), are the engine's business.

        Args:
            hand: The builder's letters, e.g. ``"QATRSEI"`` (any case).
            pool: The pool's letters.
            copy: The X power: one letter the word uses may appear once more than it is held.
            add_s: The Z power: the word may end in one S that is not among the letters.

        Returns:
            Lowercase words, longest first, then alphabetical.

        Raises:
            LexiconError: a hand or pool letter is not a letter from A to Z, or the list is
                damaged.

        >>> finder = WordFinder(Lexicon.load("en-enable"))
        >>> finder.words_from("od", copy=True)
        ['odd']
        >>> finder.words_from("ta", "c", add_s=True)
        ['acts', 'cats', 'act', 'cat', 'tas']
        """
        hand_text = _letters(hand, "hand")
        pool_text = _letters(pool, "pool")
        counts = [0] * 128
        for letter in hand_text + pool_text:
            counts[ord(letter)] += 1
        held = counts.copy()
        in_hand = [False] * 128
        for letter in hand_text:
            in_hand[ord(letter)] = True
        labels = sorted({ord(letter) for letter in hand_text + pool_text})
        units, guide = self._units, self._guide
        char = [chr(code) for code in range(128)]
        found: set[str] = set()

        def walk_plain(index: int, prefix: str, depth: int, used_hand: bool) -> None:
            # One node of the DAWG, reached by spelling ``prefix``; no power in play. This
            # copy of ``walk`` without the power checks is a fifth faster, and plain search is
            # what the engine, hints and every AI turn ask for most.
            base = units[index]
            if base & HAS_LEAF and used_hand and depth >= MIN_WORD:
                found.add(prefix)
            label = guide[index * 2]
            if not label or depth >= MAX_WORD:
                return
            offset = (base >> 10) << ((base & EXTENSION) >> 6)
            # Below the root a node has few children: walking them (the guide lists each
            # node's first child and each child's next sibling) beats trying every rack letter.
            while label:
                child = index ^ offset ^ label
                left = counts[label]
                if left:
                    counts[label] = left - 1
                    walk_plain(child, prefix + char[label], depth + 1, used_hand or in_hand[label])
                    counts[label] = left
                following = guide[child * 2 + 1]
                if following <= label and following:  # siblings ascend, else it is damage
                    raise damaged
                label = following

        def walk(index: int, prefix: str, depth: int, used_hand: bool, copy_left: bool) -> None:
            # The same walk with the X power (``copy_left``) and the Z power (``add_s``).
            base = units[index]
            offset = (base >> 10) << ((base & EXTENSION) >> 6)
            if used_hand:
                if base & HAS_LEAF and depth >= MIN_WORD:
                    found.add(prefix)
                if add_s and MIN_WORD - 1 <= depth < MAX_WORD:
                    unit = units[index ^ offset ^ _S]
                    if unit & LABEL_MASK == _S and unit & HAS_LEAF:
                        found.add(prefix + "s")
            label = guide[index * 2]
            if not label or depth >= MAX_WORD:
                return
            while label:
                child = index ^ offset ^ label
                left = counts[label]
                if left:
                    counts[label] = left - 1
                    walk(
                        child,
                        prefix + char[label],
                        depth + 1,
                        used_hand or in_hand[label],
                        copy_left,
                    )
                    counts[label] = left
                elif copy_left and held[label]:
                    # Every card of this letter is already in the word: this is the copy of one.
                    walk(child, prefix + char[label], depth + 1, used_hand, False)
                following = guide[child * 2 + 1]
                if following <= label and following:
                    raise damaged
                label = following

        # A damaged list (a step outside the arrays, a label past Z, siblings out of order)
        # ends the search with one sentence; the depth is bounded by MAX_WORD.
        damaged = LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=self.lexicon.lexicon_id))
        if hand_text:
            # The root has a child for almost every letter, so there the rack's letters are
            # tried instead. A copy needs an earlier real card, so the first letter is real.
            try:
                base = units[0]
                offset = (base >> 10) << ((base & EXTENSION) >> 6)
                for label in labels:
                    child = offset ^ label
                    if units[child] & LABEL_MASK == label:
                        counts[label] -= 1
                        if copy or add_s:
                            walk(child, char[label], 1, in_hand[label], copy)
                        else:
                            walk_plain(child, char[label], 1, in_hand[label])
                        counts[label] += 1
            except IndexError:
                raise damaged from None
        words = sorted(found)
        words.sort(key=len, reverse=True)  # stable: alphabetical within a length
        return words


class RememberedWords:
    """A word source that remembers the racks it was asked about.

    The master plays the same guess of the hidden cards out once per candidate play, so the
    rollout expert searches the same opponent's rack several times a decision; the search is a
    fifth of a play-out's time, and remembering it saves most of that. Up to ``size`` racks are
    kept, then the memory starts again (a decision asks a few hundred).

    The lists returned are shared between callers: they must not be changed.
    """

    __slots__ = ("_memory", "size", "source")

    def __init__(self, source: WordSource, size: int = 4096) -> None:
        self.source = source
        self.size = size
        self._memory: dict[tuple[str, str, bool, bool], list[str]] = {}

    def __contains__(self, word: object, /) -> bool:
        return word in self.source

    def words_from(
        self,
        hand: str | Iterable[str],
        pool: str | Iterable[str] = "",
        *,
        copy: bool = False,
        add_s: bool = False,
    ) -> list[str]:
        """:meth:`WordFinder.words_from`, from memory when this rack was searched before."""
        key = (_rack(hand), _rack(pool), copy, add_s)
        words = self._memory.get(key)
        if words is None:
            if len(self._memory) >= self.size:
                self._memory.clear()
            words = self._memory[key] = self.source.words_from(hand, pool, copy=copy, add_s=add_s)
        return words


def _rack(letters: str | Iterable[str]) -> str:
    """The letters in one spelling whatever their order and case: a key of `RememberedWords`."""
    return "".join(sorted("".join(letters).upper()))


def word_source(words: Lexicon | WordSource) -> WordSource:
    """``words`` ready for the word search: a lexicon gets a :class:`WordFinder`, a word source
    (a finder, a vocabulary) is used as it is."""
    return WordFinder(words) if isinstance(words, Lexicon) else words


def words_from(
    lexicon: Lexicon,
    hand: str | Iterable[str],
    pool: str | Iterable[str] = "",
    *,
    copy: bool = False,
    add_s: bool = False,
) -> list[str]:
    """Every word of 3 to 12 letters of ``lexicon`` that ``hand`` and ``pool`` can spell (see
    :meth:`WordFinder.words_from`).

    >>> words_from(Lexicon.load("en-enable"), "ta", "c", add_s=True)
    ['acts', 'cats', 'act', 'cat', 'tas']
    """
    return WordFinder(lexicon).words_from(hand, pool, copy=copy, add_s=add_s)


def _letters(letters: str | Iterable[str], what: str) -> str:
    """``letters`` as one lowercase string of a-z, or a clear error naming ``what``."""
    text = letters if isinstance(letters, str) else "".join(letters)
    lowered = text.lower()
    if not lowered.isascii() or not (lowered.isalpha() or not lowered):
        raise LexiconError(f"the {what} must hold only letters A to Z, not {text!r}")
    return lowered

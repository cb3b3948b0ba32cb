"""Pure scoring functions: word value, doublers and their allocation, royalties, final score.

These take plain letters and flags, not game state, so the engine, the AI and the views (the
"what this play earns" preview) all use the same arithmetic.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from patentgame.model.patent.cards import VOWELS
from patentgame.model.patent.patents import DOUBLER_LETTERS, PATENT_COST
from patentgame.model.patent.rules import DoublerMode

MIN_WORD = 3
MAX_WORD = 12


def word_value(length: int) -> tuple[int, int]:
    """Money and stock of an undoubled word of ``length`` letters (RULES.md, Word value).

    >>> [word_value(n) for n in (3, 6, 7, 12)]
    [(1, 0), (4, 1), (6, 1), (6, 6)]
    """
    if length < MIN_WORD:
        return 0, 0
    money = (0, 0, 0, 1, 2, 3, 4)[length] if length < 7 else 6
    stock = 0 if length < 6 else (1 if length < 8 else length - 6)
    return money, stock


def multiplier(doublers: int, mode: DoublerMode) -> int:
    """The factor for ``doublers`` doublers on one word under ``mode``.

    >>> [multiplier(n, DoublerMode.MULTIPLY) for n in range(4)]
    [1, 2, 4, 8]
    >>> [multiplier(n, DoublerMode.ADD) for n in range(4)]
    [1, 2, 3, 4]
    >>> [multiplier(n, DoublerMode.MAX2) for n in range(4)]
    [1, 2, 2, 2]
    """
    if doublers <= 0:
        return 1
    if mode is DoublerMode.MULTIPLY:
        return 1 << doublers
    if mode is DoublerMode.ADD:
        return 1 + doublers
    return 2


@dataclass(frozen=True, slots=True)
class SpelledWord:
    """A word as placed: its letters and, per letter, whether it counts as a vowel."""

    letters: str
    vowels: tuple[bool, ...]

    @classmethod
    def plain(cls, letters: str) -> SpelledWord:
        """A word whose Ys are vowels (the default declaration)."""
        letters = letters.upper()
        return cls(letters, tuple(c in VOWELS or c == "Y" for c in letters))


def doubler_applies(letter: str, word: SpelledWord) -> bool:
    """Whether the B, J or K power doubles ``word``.

    >>> doubler_applies("K", SpelledWord.plain("CRWTH"))
    False
    >>> doubler_applies("K", SpelledWord.plain("CAT"))
    True
    >>> idea = SpelledWord.plain("IDEA")
    >>> doubler_applies("J", idea), doubler_applies("B", idea)
    (True, True)
    """
    flags = word.vowels
    if letter == "B":
        return bool(flags) and flags[0] and flags[-1]
    count = sum(flags)
    if letter == "J":
        return 2 * count >= len(flags)
    if letter == "K":
        return count == 1
    return False


@dataclass(frozen=True, slots=True)
class WordEarnings:
    """What one word of a play earns."""

    money: int
    stock: int
    multiplier: int
    doublers: tuple[str, ...]  # letters of what doubled it: "Q" for the letter, "B", "J", "K"


def score_play(
    words: Sequence[SpelledWord], powers: Iterable[str], mode: DoublerMode
) -> tuple[WordEarnings, ...]:
    """Earnings of each word of a play, given the builder's patent letters ``powers``.

    The Q letter doubles every word containing one. With two words, each of B, J and K applies
    to only one word: the allocation that earns most (money + stock) in all, and on a tie the one
    that puts the earlier power (B, then J, then K) on the first word.

    >>> [e.money for e in score_play([SpelledWord.plain("QUIT")], "K", DoublerMode.MULTIPLY)]
    [4]
    >>> earnings = score_play(
    ...     [SpelledWord.plain("CAT"), SpelledWord.plain("STRAND")], "K", DoublerMode.MULTIPLY)
    >>> [(e.money, e.stock) for e in earnings]
    [(1, 0), (8, 2)]
    """
    held = set(powers)
    owned = [letter for letter in DOUBLER_LETTERS if letter in held]
    base = [word_value(len(word.letters)) for word in words]
    fixed = [("Q",) if "Q" in word.letters else () for word in words]
    if not owned:  # the common case: only the Q letter can double
        factors = [multiplier(len(q), mode) for q in fixed]
        return tuple(
            WordEarnings(money * f, stock * f, f, q)
            for (money, stock), f, q in zip(base, factors, fixed, strict=True)
        )
    # For every owned doubler, the words it may double.
    options = [[i for i, word in enumerate(words) if doubler_applies(p, word)] for p in owned]
    choices: list[list[int | None]] = [list(opts) or [None] for opts in options]
    best: tuple[WordEarnings, ...] | None = None
    best_total = -1
    for assignment in itertools.product(*choices):
        earned = []
        for i, (money, stock) in enumerate(base):
            doublers = fixed[i] + tuple(p for p, w in zip(owned, assignment, strict=True) if w == i)
            factor = multiplier(len(doublers), mode)
            earned.append(WordEarnings(money * factor, stock * factor, factor, doublers))
        total = sum(e.money + e.stock for e in earned)
        if total > best_total:
            best, best_total = tuple(earned), total
    assert best is not None
    return best


def royalties(
    letters: Iterable[str], owners: Mapping[str, int], builder: int
) -> dict[int, dict[str, int]]:
    """Royalties of a play: for each owner, dollars per letter. ``letters`` are real cards only.

    >>> royalties("CAT", {"A": 1, "T": 0}, builder=0)
    {1: {'A': 1}}
    """
    out: dict[int, dict[str, int]] = {}
    for letter in letters:
        owner = owners.get(letter)
        if owner is not None and owner != builder:
            per_letter = out.setdefault(owner, {})
            per_letter[letter] = per_letter.get(letter, 0) + 1
    return out


def final_score(money: int, stock: int, patents: Iterable[str]) -> int:
    """Score = money + stock + value of patents owned.

    >>> final_score(10, 3, "EZ")
    25
    """
    return money + stock + sum(PATENT_COST[letter] for letter in patents)


def winners(scores: Sequence[int], patent_values: Sequence[int]) -> tuple[int, ...]:
    """Seats that win: the highest score, then the higher patent value; a tie after that is shared.

    >>> winners([30, 30, 12], [20, 25, 0])
    (1,)
    >>> winners([30, 30], [20, 20])
    (0, 1)
    """
    best = max(zip(scores, patent_values, strict=True))
    return tuple(
        seat for seat, key in enumerate(zip(scores, patent_values, strict=True)) if key == best
    )

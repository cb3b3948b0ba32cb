"""The 102 letter cards: their distribution, vowels, and the seeded shuffle.

A card is identified by its position in the initial deck order (RECORD.md), so a card id is a
plain ``int`` and its letter is ``deck[card]``. Keeping cards as ints keeps copies cheap.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType

#: How many cards of each letter the letter factory holds (RULES.md, Components).
DISTRIBUTION: Mapping[str, int] = MappingProxyType(
    {
        "A": 9, "B": 2, "C": 2, "D": 4, "E": 12, "F": 2, "G": 3, "H": 4, "I": 9,
        "J": 1, "K": 1, "L": 4, "M": 2, "N": 6, "O": 8, "P": 2, "Q": 1, "R": 6,
        "S": 6, "T": 6, "U": 4, "V": 2, "W": 2, "X": 1, "Y": 2, "Z": 1,
    }
)  # fmt: skip

DECK_SIZE = 102
HAND_SIZE = 7
POOL_SIZE = 3
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
VOWELS = frozenset("AEIOU")

#: The distribution in alphabetical order: the deck before any shuffle.
CANONICAL_DECK = "".join(letter * count for letter, count in DISTRIBUTION.items())

assert len(CANONICAL_DECK) == DECK_SIZE


def is_standard_deck(deck: str) -> bool:
    """Whether ``deck`` holds exactly the 102 cards of the distribution, in any order.

    >>> is_standard_deck(CANONICAL_DECK)
    True
    >>> is_standard_deck("A" * 102)
    False
    """
    return len(deck) == DECK_SIZE and sorted(deck) == sorted(CANONICAL_DECK)


def shuffled_deck(rng: random.Random) -> str:
    """A uniformly shuffled deck drawn from ``rng``."""
    cards = list(CANONICAL_DECK)
    rng.shuffle(cards)
    return "".join(cards)


def cut_for_start(players: int, rng: random.Random) -> int:
    """The seat that starts: every player cuts, the card nearest Z wins, tied players cut again.

    A cut is a random card of the distribution; players in one round cut different cards.

    >>> cut_for_start(3, random.Random(1)) in (0, 1, 2)
    True
    """
    cutters = list(range(players))
    while True:
        positions = rng.sample(range(DECK_SIZE), len(cutters))
        letters = [CANONICAL_DECK[p] for p in positions]
        best = max(letters)
        cutters = [seat for seat, letter in zip(cutters, letters, strict=True) if letter == best]
        if len(cutters) == 1:
            return cutters[0]

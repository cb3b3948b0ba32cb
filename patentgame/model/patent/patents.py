"""The 26 patents: their cost (also their value at the end) and their special power."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from types import MappingProxyType

#: Cost of each letter's patent, which is also its value at the end (RULES.md; all 26 = $110).
PATENT_COST: Mapping[str, int] = MappingProxyType(
    {
        "A": 8, "B": 2, "C": 3, "D": 4, "E": 10, "F": 3, "G": 3, "H": 5, "I": 7,
        "J": 2, "K": 2, "L": 4, "M": 3, "N": 7, "O": 7, "P": 3, "Q": 2, "R": 6,
        "S": 6, "T": 8, "U": 3, "V": 2, "W": 3, "X": 2, "Y": 3, "Z": 2,
    }
)  # fmt: skip

assert sum(PATENT_COST.values()) == 110


class PowerKind(enum.Enum):
    """Families of special powers; the views colour the patent grid by these."""

    DOUBLER = "doubler"  # B, J, K
    WORD = "word"  # V, X, Z
    REPLACE = "replace"  # Q
    PLAIN = "plain"


class Power(enum.Enum):
    """The special power a patent grants its owner."""

    BOTH_ENDS_VOWELS = "B"
    HALF_VOWELS = "J"
    ONE_VOWEL = "K"
    REPLACE_CARD = "Q"
    TWO_WORDS = "V"
    COPY_CARD = "X"
    ADD_S = "Z"

    @property
    def kind(self) -> PowerKind:
        """The family of this power."""
        if self.value in "BJK":
            return PowerKind.DOUBLER
        if self.value in "VXZ":
            return PowerKind.WORD
        return PowerKind.REPLACE


#: Letters whose patent grants a special power.
POWER_LETTERS = frozenset("BJKQVXZ")

#: Letters whose patent doubles a qualifying word, in the order the engine allocates them.
DOUBLER_LETTERS = ("B", "J", "K")


def power_of(letter: str) -> Power | None:
    """The power of ``letter``'s patent, or ``None`` for a plain patent.

    >>> power_of("K")
    <Power.ONE_VOWEL: 'K'>
    >>> power_of("E") is None
    True
    """
    try:
        return Power(letter)
    except ValueError:
        return None


def kind_of(letter: str) -> PowerKind:
    """The family of ``letter``'s patent power (``PLAIN`` when it has none)."""
    power = power_of(letter)
    return PowerKind.PLAIN if power is None else power.kind


def patent_value(letters: Iterable[str]) -> int:
    """Total cost (end-of-game value) of the patents on ``letters``.

    >>> patent_value("BJK")
    6
    """
    return sum(PATENT_COST[letter] for letter in letters)


def patents_owned(owners: Mapping[str, int], seat: int) -> tuple[str, ...]:
    """Letters of ``seat``'s patents, alphabetically, from a letter -> owner map.

    >>> patents_owned({"K": 0, "A": 1, "B": 0}, 0)
    ('B', 'K')
    """
    return tuple(sorted(letter for letter, owner in owners.items() if owner == seat))


def powers_owned(owners: Mapping[str, int], seat: int) -> frozenset[str]:
    """Letters of the patents with a special power that ``seat`` owns."""
    return frozenset(
        letter for letter, owner in owners.items() if owner == seat and letter in POWER_LETTERS
    )


def value_owned(owners: Mapping[str, int], seat: int) -> int:
    """End-of-game value of ``seat``'s patents."""
    return sum(PATENT_COST[letter] for letter, owner in owners.items() if owner == seat)

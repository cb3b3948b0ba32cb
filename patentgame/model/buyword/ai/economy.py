"""How the computer players value a BuyWord hand: the words it sells now and the tiles it keeps.

BuyWord's arithmetic makes one unit of account natural: a set of ``Q`` pips costs ``Q**2``, so
each of its pips costs ``Q`` dollars; a word of ``P`` pips sells for ``P**2``, so each of its
pips earns ``P`` dollars. A kept tile of ``p`` pips is therefore worth about ``p * P * chance``
where ``P`` is the size (in pips) of the word it will one day be sold in and ``chance`` how
likely that day comes for its letter. A set is worth buying when its tiles' worth exceeds its
price; a word is worth selling now when its price beats what its tiles are worth kept.

The expert's figures (`Economy`) were measured and fitted by self-play (``docs/buyword.md``):
``word_pips`` and ``wild`` were fitted to the money it makes alone, and `LETTER_EASE` says how
readily each letter joins a word.

>>> economy = Economy()
>>> round(economy.tile_worth("E"), 1), round(economy.tile_worth("V"), 1)
(17.0, 30.6)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType

from patentgame.model.buyword.rules import HAND_LIMIT
from patentgame.model.buyword.tiles import ENGLISH, LETTER_PIPS, WILD_PIPS, TileSet

VOWELS = ENGLISH.vowels

#: How easily a tile of each letter finds its way into a word, from 0.4 (hardest) to 1.0 (E):
#: ``0.4 + 0.6 * sqrt(share / share of E)``, ``share`` being the share of the everyday words
#: (``en-common``, at most 9 letters, the words a hand can make) that hold the letter.
#: `derive_ease` computes it; the self-play lab found it as good as any other table it tried.
LETTER_EASE: Mapping[str, float] = MappingProxyType(
    {
        "A": 0.9, "B": 0.68, "C": 0.76, "D": 0.79, "E": 1.0, "F": 0.64, "G": 0.74, "H": 0.7,
        "I": 0.91, "J": 0.5, "K": 0.62, "L": 0.83, "M": 0.71, "N": 0.86, "O": 0.84, "P": 0.72,
        "Q": 0.49, "R": 0.9, "S": 0.94, "T": 0.86, "U": 0.76, "V": 0.6, "W": 0.62, "X": 0.51,
        "Y": 0.65, "Z": 0.51,
    }
)  # fmt: skip
#: The same for Russian and Polish, from the everyday words of their tile sets' ``source``
#: lists (``ru-everyday``, ``pl-everyday``), by `derive_ease`.
RUSSIAN_EASE: Mapping[str, float] = MappingProxyType(
    {
        "А": 0.99, "Б": 0.69, "В": 0.83, "Г": 0.67, "Д": 0.78, "Е": 0.94, "Ё": 0.55, "Ж": 0.62,
        "З": 0.7, "И": 0.94, "Й": 0.66, "К": 0.82, "Л": 0.86, "М": 0.79, "Н": 0.9, "О": 1.0,
        "П": 0.79, "Р": 0.91, "С": 0.87, "Т": 0.91, "У": 0.78, "Ф": 0.53, "Х": 0.63, "Ц": 0.57,
        "Ч": 0.64, "Ш": 0.61, "Щ": 0.53, "Ъ": 0.45, "Ы": 0.73, "Ь": 0.67, "Э": 0.48, "Ю": 0.6,
        "Я": 0.7,
    }
)  # fmt: skip
POLISH_EASE: Mapping[str, float] = MappingProxyType(
    {
        "A": 1.0, "Ą": 0.65, "B": 0.68, "C": 0.81, "Ć": 0.58, "D": 0.77, "E": 0.92,
        "Ę": 0.62, "F": 0.54, "G": 0.66, "H": 0.62, "I": 0.94, "J": 0.69, "K": 0.8,
        "L": 0.73, "Ł": 0.72, "M": 0.77, "N": 0.86, "Ń": 0.49, "O": 0.93, "Ó": 0.6,
        "P": 0.78, "R": 0.87, "S": 0.82, "Ś": 0.57, "T": 0.78, "U": 0.76, "W": 0.82,
        "Y": 0.81, "Z": 0.86, "Ź": 0.47, "Ż": 0.58,
    }
)  # fmt: skip
#: Each tile set's ease table, by its language.
EASE: Mapping[str, Mapping[str, float]] = MappingProxyType(
    {"en": LETTER_EASE, "ru": RUSSIAN_EASE, "pl": POLISH_EASE}
)
#: The longest word `derive_ease` counts.
EASE_WORD_LENGTH = 9


def derive_ease(words: Iterable[str]) -> dict[str, float]:
    """`LETTER_EASE` from a word list (lowercase words).

    >>> derive_ease(["eat", "tea", "ex"])
    {'A': 0.89, 'E': 1.0, 'T': 0.89, 'X': 0.75}
    """
    share: Counter[str] = Counter()
    for word in words:
        if len(word) <= EASE_WORD_LENGTH:
            share.update(set(word.upper()))
    top = max(share.values())
    return {
        letter: round(0.4 + 0.6 * math.sqrt(share[letter] / top), 2) for letter in sorted(share)
    }


@dataclass(frozen=True, slots=True)
class Economy:
    """The figures behind a player's sense of value, in dollars.

    Attributes:
        word_pips: The size, in pips, of the word a kept tile is expected to be sold in.
        duplicate: How much of its worth a second tile of the same letter keeps (a third keeps
            this squared, and so on).
        vowel_share: The share of vowels in a hand that makes words most easily...
        balance: ...and the dollars lost per letter of vowels too many or too few.
        wild: Dollars a wild tile kept is worth (no more wilds count than rounds are left).
        horizon: Rounds of play left at which kept tiles are worth their full value; with fewer
            rounds left they are worth proportionally less (nothing in the last round).
        ease: How readily a tile of each letter joins a word one day (0 to 1).
        pips: The pips of each letter of the game's tiles.
        vowels: The vowels of the game's tiles.
    """

    word_pips: float = 17.0
    duplicate: float = 0.7
    vowel_share: float = 0.4
    balance: float = 4.0
    wild: float = 30.0
    horizon: float = 2.0
    ease: Mapping[str, float] = field(default_factory=lambda: LETTER_EASE)
    pips: Mapping[str, int] = field(default_factory=lambda: LETTER_PIPS)
    vowels: frozenset[str] = VOWELS

    def for_tiles(self, tiles: TileSet) -> Economy:
        """The same figures for a game played with ``tiles``: their pips, vowels and ease.

        >>> from patentgame.model.buyword.tiles import RUSSIAN
        >>> round(Economy().for_tiles(RUSSIAN).tile_worth("Ж"), 1)
        21.1
        """
        values = {each.name: getattr(self, each.name) for each in fields(self)}
        values.update(pips=tiles.pips, vowels=tiles.vowels, ease=EASE[tiles.language])
        return Economy(**values)

    def tile_worth(self, letter: str) -> float:
        """What one kept tile of ``letter`` is worth with the whole game ahead."""
        return self.pips[letter] * self.word_pips * self.ease[letter]

    def keep_value(self, letters: Mapping[str, int], wilds: int, rounds_left: float) -> float:
        """What the tiles a player keeps are worth, ``rounds_left`` rounds before the end.

        >>> Economy().keep_value(Counter("EAT"), 0, 0.0)
        0.0
        """
        scale = min(1.0, max(0.0, rounds_left) / self.horizon)
        if scale <= 0:
            return 0.0
        total = 0.0
        size = vowels = 0
        for letter, count in letters.items():
            if count <= 0:
                continue
            worth = self.tile_worth(letter)
            # A geometric series: each further copy keeps `duplicate` of the last one's worth.
            total += worth * (1 - self.duplicate**count) / (1 - self.duplicate)
            size += count
            if letter in self.vowels:
                vowels += count
        total -= self.balance * abs(vowels - self.vowel_share * size)
        total += self.wild * min(wilds, max(1.0, rounds_left)) * WILD_PIPS
        return scale * total

    def tighten(self, letters: Counter[str]) -> tuple[Counter[str], list[str]]:
        """The letters to keep at most `HAND_LIMIT` of them, dropping the least worth; and the
        dropped letters."""
        kept = Counter(letters)
        dropped: list[str] = []
        while sum(kept.values()) > HAND_LIMIT:
            worst = min(
                (letter for letter in kept if kept[letter] > 0),
                key=lambda letter: (self._marginal(kept, letter), letter),
            )
            kept[worst] -= 1
            if not kept[worst]:
                del kept[worst]
            dropped.append(worst)
        return kept, dropped

    def _marginal(self, kept: Counter[str], letter: str) -> float:
        before = self.keep_value(kept, 0, self.horizon)
        kept[letter] -= 1
        after = self.keep_value(kept, 0, self.horizon)
        kept[letter] += 1
        return before - after

    def with_values(self, **changes: float) -> Economy:
        """A copy with some figures changed (the self-play lab's tuning)."""
        known = {each.name for each in fields(self)}
        unknown = set(changes) - known
        if unknown:
            raise ValueError(f"unknown figure {sorted(unknown)[0]!r}; known: {sorted(known)}")
        values = {each.name: getattr(self, each.name) for each in fields(self)}
        values.update(changes)
        return Economy(**values)


def set_pips(letters: str, pips: Mapping[str, int] = LETTER_PIPS) -> int:
    """The pips of letters (``*`` a wild tile), by ``pips`` (English tiles by default)."""
    return sum(WILD_PIPS if letter == "*" else pips[letter] for letter in letters)

"""What the tiles a player keeps are worth: the "leave" half of equity.

A move scores now and leaves tiles on the rack for the next turn; a good leave (S, blank, E,
a mix of vowels and consonants) makes the next turn's score higher, a bad one (Q without U,
three I's, seven consonants) lower. Following Quackle and Macondo, a static player ranks moves
by *equity* = score + leave value.

The model is linear in a few features of the leave, so it can be fitted by self-play with plain
least squares (:mod:`patentgame.model.board.ai.fitting`, the command is in docs/board-ai.md):

- the value of the first copy of each tile kept (blank included),
- the value of each further copy of it (duplicates hurt: two U's are worse than one),
- ``balance`` times (vowels - consonants) squared (blanks count as neither),
- ``q_no_u`` when a Q is kept without a U (English and Spanish only).

An empty leave is worth 0 by construction: values are relative to playing every tile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from patentgame.model.board.tiles import BLANK, TileSet

#: The vowels of each tile set (a digraph tile is a consonant).
VOWELS = {
    "english": frozenset("aeiou"),
    "russian": frozenset("аеёиоуыэюя"),
    "spanish": frozenset("aeiou"),
    "spanish-plain": frozenset("aeiou"),
}


@dataclass(frozen=True, slots=True)
class LeaveModel:
    """Leave values of one tile set.

    Attributes:
        tiles: The tile set's id.
        first: Points of the first copy of each tile kept (``?`` the blank).
        extra: Points of each further copy.
        balance: Points per (vowels - consonants) squared.
        q_no_u: Points of a Q kept without a U.
        source: How the values were made (the fitting run), for the record.
    """

    tiles: str
    first: Mapping[str, float]
    extra: Mapping[str, float]
    balance: float = 0.0
    q_no_u: float = 0.0
    source: str = ""
    _vowels: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_vowels", VOWELS.get(self.tiles, frozenset()))

    def value(self, leave: Iterable[str]) -> float:
        """Points the tiles of ``leave`` are worth to the next turn."""
        counts: dict[str, int] = {}
        for tile in leave:
            counts[tile] = counts.get(tile, 0) + 1
        return self.value_of_counts(counts)

    def value_of_counts(self, counts: Mapping[str, int]) -> float:
        """:meth:`value` of a leave given as tile counts."""
        total = 0.0
        vowels = consonants = 0
        first, extra, vowel_set = self.first, self.extra, self._vowels
        for tile, count in counts.items():
            if count <= 0:
                continue
            total += first.get(tile, 0.0) + extra.get(tile, 0.0) * (count - 1)
            if tile == BLANK:
                continue
            if tile in vowel_set:
                vowels += count
            else:
                consonants += count
        total += self.balance * (vowels - consonants) ** 2
        if counts.get("q", 0) > 0 and counts.get("u", 0) <= 0 and self.tiles != "russian":
            total += self.q_no_u
        return total


def feature_names(tiles: TileSet) -> list[str]:
    """The names of the model's features, in the order :func:`features` gives them."""
    names = [f"first:{tile}" for tile in (*tiles.alphabet, BLANK)]
    names += [f"extra:{tile}" for tile in (*tiles.alphabet, BLANK)]
    names += ["balance", "q_no_u"]
    return names


def features(leave: Sequence[str], tiles: TileSet) -> list[float]:
    """The leave's feature vector (see the module docstring): what the fit regresses on."""
    order = (*tiles.alphabet, BLANK)
    counts = {tile: 0 for tile in order}
    for tile in leave:
        counts[tile] += 1
    vowels = VOWELS.get(tiles.id, frozenset())
    vowel_count = sum(count for tile, count in counts.items() if tile in vowels)
    consonant_count = sum(
        count for tile, count in counts.items() if tile not in vowels and tile != BLANK
    )
    out = [1.0 if counts[tile] else 0.0 for tile in order]
    out += [float(max(counts[tile] - 1, 0)) for tile in order]
    out.append(float((vowel_count - consonant_count) ** 2))
    q_no_u = counts.get("q", 0) > 0 and counts.get("u", 0) == 0 and tiles.id != "russian"
    out.append(1.0 if q_no_u else 0.0)
    return out


def model_from_weights(tiles: TileSet, weights: Sequence[float], source: str) -> LeaveModel:
    """A model from fitted weights in :func:`feature_names` order."""
    order = (*tiles.alphabet, BLANK)
    size = len(order)
    return LeaveModel(
        tiles.id,
        {tile: round(weights[index], 2) for index, tile in enumerate(order)},
        {tile: round(weights[size + index], 2) for index, tile in enumerate(order)},
        round(weights[2 * size], 3),
        round(weights[2 * size + 1], 2),
        source,
    )


def zero_model(tiles: TileSet) -> LeaveModel:
    """A model that values every leave at 0 (equity = score): the fit's starting point."""
    return LeaveModel(tiles.id, {}, {}, source="zero")

"""What the statistics keep of each game family, behind one protocol.

The store (:mod:`.store`) keeps what every game has: the game, its record and family, and per
seat the name, kind, profile, score, the tie-break, turns, words, the best word and the rating
before and after. Each family keeps the rest of its per-seat figures in a table of its own
(``patent_seats`` for the patent game), made by a migration of :mod:`.schema`, and says here how
to fill it. The registry names each family's statistics (part ``stats``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from patentgame.model.games import KeptGame


@dataclass(frozen=True, slots=True)
class SeatFacts:
    """One seat's figures of one finished game.

    Attributes:
        tiebreak: what decides between equal scores (the patent game: patent value); a seat
            finishes above another when its (score, tiebreak) is higher.
        turns: turns the seat finished.
        words: words it scored.
        best_word: the word that earned it most ("" if none).
        row: the family's own figures, in the order of :attr:`FamilyStats.columns`.
    """

    tiebreak: int
    turns: int
    words: int
    best_word: str
    row: tuple[object, ...]


class FamilyStats(Protocol):
    """What the statistics store asks of a family."""

    @property
    def table(self) -> str:
        """The family's per-seat table (its columns after ``game_id`` and ``seat``)."""
        ...

    @property
    def columns(self) -> tuple[str, ...]:
        """The family's own columns of :attr:`table`."""
        ...

    @property
    def ai_ratings(self) -> Mapping[str, float]:
        """The fixed rating of each of the family's computer players (the rating's ruler)."""
        ...

    def seat_facts(self, game: KeptGame) -> tuple[SeatFacts, ...]:
        """Every seat's figures of a finished game of the family, in seat order."""
        ...

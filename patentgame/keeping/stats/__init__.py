"""Profiles and statistics of finished games of every family, kept in SQLite (``stats.sqlite3``).

Pure Python (no Qt): the Statistics and History windows and the main window use
:class:`~patentgame.keeping.stats.store.StatsStore`. What each family keeps of its games beside
the shared rows is the family's :class:`~patentgame.model.games.FamilyStats`
(the patent game's: :mod:`.patent`).
"""

from __future__ import annotations

from patentgame.keeping.stats.rating import START_RATING
from patentgame.keeping.stats.store import (
    PersonalBest,
    Profile,
    RecentForm,
    SeatOutcome,
    SeatResult,
    StatsError,
    StatsStore,
    StoredGame,
)

__all__ = [
    "START_RATING",
    "PersonalBest",
    "Profile",
    "RecentForm",
    "SeatOutcome",
    "SeatResult",
    "StatsError",
    "StatsStore",
    "StoredGame",
]

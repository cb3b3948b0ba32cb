"""Profiles and statistics of finished games, kept in SQLite (``stats.sqlite3``).

Pure Python (no Qt): the Statistics and History windows and the main window use
:class:`~patentgame.keeping.stats.store.StatsStore`.
"""

from __future__ import annotations

from patentgame.keeping.stats.rating import AI_RATINGS, START_RATING
from patentgame.keeping.stats.store import (
    PEOPLE,
    PlayerFigures,
    Profile,
    RatingPoint,
    SeatResult,
    StatsError,
    StatsStore,
    StoredGame,
    Versus,
)

__all__ = [
    "AI_RATINGS",
    "PEOPLE",
    "START_RATING",
    "PlayerFigures",
    "Profile",
    "RatingPoint",
    "SeatResult",
    "StatsError",
    "StatsStore",
    "StoredGame",
    "Versus",
]

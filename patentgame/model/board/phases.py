"""The phases of a board game (kept apart so records and views can name them without the game)."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """Where a game stands."""

    PLAY = "play"  # the current seat plays, exchanges or passes; opponents may challenge
    FINAL_PASS = "final_pass"  # the last play went out: the next seat passes to accept it
    OVER = "over"

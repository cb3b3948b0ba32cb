"""`Phase`: what the game waits for. Its own module so the rules of form can name phases."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """What the game waits for (the ``phase`` of RECORD.md's summary)."""

    BUILD = "build"
    CHALLENGE = "challenge"
    BUY = "buy"
    DISCARD = "discard"
    PENALTY = "penalty"
    OVER = "over"

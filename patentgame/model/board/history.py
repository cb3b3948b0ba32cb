"""The game's history: one entry per scored line, the lines a GCG file and a score sheet show."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from patentgame.model.board.moves import Move
from patentgame.model.board.scoring import ScoredPlay


class EntryKind(enum.Enum):
    """What one line of the history records."""

    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"
    WITHDRAWN = "withdrawn"  # a challenged play taken back (its points negative)
    CHALLENGE_BONUS = "challenge_bonus"  # points for a wrong challenge
    LOST_TURN = "lost_turn"  # a turn lost to a wrong challenge
    RESIGN = "resign"
    END_RACK = "end_rack"  # end-of-game rack points, added or subtracted
    TIMEOUT = "timeout"  # the time per move ran out: the player left the game
    TIME_PENALTY = "time_penalty"  # points off at the end for time over the time per game


@dataclass(frozen=True, slots=True)
class Entry:
    """One line: who, what, the seat's rack at that moment, the points and the new total.

    Attributes:
        seat: The seat the line scores for.
        kind: What happened.
        rack: The seat's rack before the move (for an end line: the rack left).
        score: The line's points (negative for a withdrawn play or a rack subtracted).
        total: The seat's score after the line.
        move: The move of the line, when there is one.
        play: How a play scored, word by word.
        counted: For an end line: the tiles whose points it counts.
    """

    seat: int
    kind: EntryKind
    rack: tuple[str, ...]
    score: int
    total: int
    move: Move | None = None
    play: ScoredPlay | None = None
    counted: tuple[str, ...] = ()

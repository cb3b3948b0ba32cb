"""What each player's plaque shows of the game clock: the time left of the move or of the game,
counting down for the player to move; over the time per game, the time over with its penalty so
far ("-0:35 (-10)").

>>> shown_time(61_001), shown_time(0), shown_time(-35_000), shown_time(-400)
('1:02', '0:00', '-0:35', '-0:01')
"""

from __future__ import annotations

from dataclasses import dataclass

from patentgame.controller.board.game_model import BoardGameModel
from patentgame.model.board.clock import (
    SECOND_MS,
    game_time_left,
    move_time_left,
    time_penalty,
)


def shown_time(ms: int) -> str:
    """``ms`` as minutes and seconds, whole seconds rounded up (a clock shows 0:00 only when
    the time is all gone), a minus sign over time."""
    sign = "-" if ms < 0 else ""
    seconds = -(-abs(ms) // SECOND_MS)
    return f"{sign}{seconds // 60}:{seconds % 60:02d}"


@dataclass(frozen=True, slots=True)
class ClockFace:
    """One plaque's clock: its text, whether it is the one running, whether it is over time."""

    text: str
    running: bool
    over: bool


def clock_face(model: BoardGameModel, seat: int) -> ClockFace | None:
    """The clock on ``seat``'s plaque, or None in a game without a clock (or for a seat that
    has left the game)."""
    if not model.has_game:
        return None
    game = model.state
    rules = game.rules
    if not rules.clock_on or game.resigned(seat):
        return None
    clock = model.clock
    moving = clock.active and clock.seat == seat
    now = clock.move_ms() if moving else 0
    running = moving and clock.running
    if rules.move_seconds:
        return ClockFace(shown_time(move_time_left(rules, now)), running, False)
    used = game.time_used(seat) + now
    left = game_time_left(rules, used)
    if left >= 0:
        return ClockFace(shown_time(left), running, False)
    return ClockFace(f"{shown_time(left)} (-{time_penalty(rules, used)})", running, True)

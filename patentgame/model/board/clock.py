"""The game clock's arithmetic (BOARD_RULES.md, "Clock"): what a time used means under the rules.

The engine never measures time: the controller does, and hands each move's time to
:meth:`~patentgame.model.board.game.BoardGame.play` (kept in the record as the move's ``time``,
in milliseconds). These functions turn times into what the rules make of them, the same for the
engine's end of the game and for the table's clocks, so a record replays to the same penalties.

>>> from patentgame.model.board.rules import rules_for
>>> rules = rules_for("scrabble-en", game_minutes=25)
>>> minutes_over(rules, 25 * MINUTE_MS), minutes_over(rules, 25 * MINUTE_MS + 1)
(0, 1)
>>> time_penalty(rules, 27 * MINUTE_MS + 35_000)  # 2:35 over: three minutes or parts of one
30
>>> move_time_left(rules_for("wocable-en", move_seconds=60), 45_500)
14500
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patentgame.model.board.rules import BoardRules

SECOND_MS = 1000
MINUTE_MS = 60 * SECOND_MS
#: The longest time one move may carry in a record (a day: more is not a game's time).
MAX_MOVE_MS = 24 * 60 * MINUTE_MS


def game_time_left(rules: BoardRules, used_ms: int) -> int:
    """Milliseconds left of the time per game after ``used_ms`` (negative: over time)."""
    return rules.game_minutes * MINUTE_MS - used_ms


def move_time_left(rules: BoardRules, used_ms: int) -> int:
    """Milliseconds left of the time per move after ``used_ms`` of the move (never below 0)."""
    return max(0, rules.move_seconds * SECOND_MS - used_ms)


def minutes_over(rules: BoardRules, used_ms: int) -> int:
    """Whole minutes or parts of a minute over the time per game (0 without a time per game)."""
    if not rules.game_minutes:
        return 0
    over = -game_time_left(rules, used_ms)
    return -(-over // MINUTE_MS) if over > 0 else 0


def time_penalty(rules: BoardRules, used_ms: int) -> int:
    """The points a player loses at the end for ``used_ms`` of the game: ``time_penalty`` per
    minute or part of a minute over the time per game (tournament practice)."""
    return rules.time_penalty * minutes_over(rules, used_ms)

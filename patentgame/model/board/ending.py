"""The end-of-game accounting of a board game: the racks left, and the time over a game's limit.

When the game ends, the player who went out gains what the others hold (twice over under
tournament rules, or the others lose theirs), or everyone loses what they hold after an end
by passes; then, under a time per game, each player over it loses points per minute over.
:func:`settle` works all of it out from the position, as score-sheet lines, without changing
anything: the turns (:mod:`patentgame.model.board.turns`) write it down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from patentgame.model.board.clock import minutes_over, time_penalty
from patentgame.model.board.events import EndReason, TimePenalty
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.rules import BoardRules, EndBonus
from patentgame.model.board.scoring import rack_value

__all__ = ["Settlement", "settle"]


@dataclass(frozen=True, slots=True)
class Settlement:
    """What the end of the game adds up to.

    Attributes:
        scores: every seat's final score.
        adjustments: every seat's points for racks and time together.
        penalties: every seat's points off for time (empty without a time per game).
        entries: the score sheet's last lines, in order.
        time_events: a :class:`TimePenalty` for each seat over its time.
    """

    scores: tuple[int, ...]
    adjustments: tuple[int, ...]
    penalties: tuple[int, ...]
    entries: tuple[Entry, ...]
    time_events: tuple[TimePenalty, ...]


def settle(
    reason: EndReason,
    out: int | None,
    active: Sequence[int],
    racks: Sequence[Sequence[str]],
    scores: Sequence[int],
    values: dict[str, int],
    rules: BoardRules,
    time_used: Callable[[int], int],
) -> Settlement:
    """The accounting of a game ending for ``reason`` (``out``: the seat that went out) among
    the ``active`` seats, from their ``racks`` and ``scores`` so far."""
    totals = list(scores)
    adjustments = [0] * len(totals)
    entries: list[Entry] = []

    def write(seat: int, points: int, counted: Sequence[int]) -> None:
        totals[seat] += points
        tiles = tuple(tile for other in counted for tile in racks[other])
        entries.append(
            Entry(
                seat,
                EntryKind.END_RACK,
                tuple(racks[seat]),
                points,
                totals[seat],
                None,
                None,
                tiles,
            )
        )

    if reason is EndReason.WENT_OUT and out is not None:
        others = [seat for seat in active if seat != out]
        left = sum(rack_value(racks[seat], values) for seat in others)
        if rules.end_bonus is EndBonus.TOURNAMENT:
            adjustments[out] = 2 * left
        else:
            adjustments[out] = left
            for seat in others:
                adjustments[seat] = -rack_value(racks[seat], values)
        if adjustments[out]:
            write(out, adjustments[out], others)
        for seat in others:
            if adjustments[seat]:
                write(seat, adjustments[seat], [seat])
    elif reason in (EndReason.PASSES, EndReason.SCORELESS):
        for seat in active:
            adjustments[seat] = -rack_value(racks[seat], values)
            if adjustments[seat]:
                write(seat, adjustments[seat], [seat])
    penalties, time_events = _time_penalties(racks, totals, rules, time_used, entries)
    for seat, points in enumerate(penalties):
        adjustments[seat] += points
    return Settlement(
        tuple(totals), tuple(adjustments), tuple(penalties), tuple(entries), tuple(time_events)
    )


def _time_penalties(
    racks: Sequence[Sequence[str]],
    totals: list[int],
    rules: BoardRules,
    time_used: Callable[[int], int],
    entries: list[Entry],
) -> tuple[list[int], list[TimePenalty]]:
    """Under a time per game: each player over it loses the rules' points per minute or part
    of a minute over (tournament practice), counted from the moves' times. Returns each
    seat's points off (negative; an empty list without a time per game) and the events."""
    if not rules.game_minutes:
        return [], []
    penalties = [0] * len(totals)
    events = []
    for seat in range(len(totals)):
        used = time_used(seat)
        points = time_penalty(rules, used)
        if not points:
            continue
        penalties[seat] = -points
        events.append(TimePenalty(seat, minutes_over(rules, used), points))
        totals[seat] -= points
        entries.append(
            Entry(seat, EntryKind.TIME_PENALTY, tuple(racks[seat]), -points, totals[seat])
        )
    return penalties, events

"""A game reviewed beside the expert, for the families whose coach values choices on one scale.

Every family's reviewer replays a record and, at each decision a player made, lists the
expert's options from the same position (only what that player could see), values the choice
made on the same scale, and keeps the best: an :class:`Option` each, a :class:`TurnReview` per
decision, a :class:`GameReview` for the game. The board games value options in *equity*
(points now plus what the tiles kept are worth: ``model/board/ai/review.py``), BuyWord in
*money* (dollars now plus what the hand kept is worth: ``model/buyword/ai/review.py``). The
choice made always joins the options, so the best is never worth less than it (as Quackle adds
the move played to its list). The patent game's coach has its own richer review
(``model/patent/coach``), which shares :func:`running_totals` and :func:`biggest` with this one.

Everything is data: the views and ``patentgame review`` write the sentences.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from patentgame.model.games import SeatAction
from patentgame.model.seats import PlayerSpec

#: A caller's question "should the review stop?" (a closed window says yes).
Token = Callable[[], bool]


class Cancelled(Exception):
    """The caller cancelled the review (its token said so): the result would be stale."""


def check(cancelled: Token | None) -> None:
    """Raise :class:`Cancelled` when the caller's token says so."""
    if cancelled is not None and cancelled():
        raise Cancelled


class Unit(enum.Enum):
    """What a review's values count: board equity (points) or BuyWord money (dollars)."""

    EQUITY = "equity"
    MONEY = "money"


class Kind(enum.Enum):
    """What a choice does."""

    PLAY = "play"  # board: tiles placed
    EXCHANGE = "exchange"  # board: tiles exchanged
    PASS = "pass"  # board: no play
    BUY = "buy"  # BuyWord: the set on offer bought
    DECLINE = "decline"  # BuyWord: the set on offer not bought
    SELL = "sell"  # BuyWord: a word sold
    STOP = "stop"  # BuyWord: no more words sold this round
    DISCARD = "discard"  # BuyWord: letter tiles put out of the game


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a decision, valued as the expert values it.

    Attributes:
        kind: What it does.
        action: The engine's action (its ``to_json()`` is what a record writes).
        value: Its worth on the review's scale (equity or money).
        points: What it earns now: a play's score, a word's price, a set's price as a loss.
        words: The words it makes or sells, the main word first (upper case; a board blank in
            lower case).
        where: A board play's position in GCG notation (``8H`` across, ``H8`` down).
        tiles: The tiles it exchanges, discards or buys, as letters.
        kept: The tiles it keeps (board: the rack left; BuyWord: the hand left).
        withdrawn: A board play that a challenge took back: it scored nothing, as a pass.
    """

    kind: Kind
    action: SeatAction
    value: float
    points: int = 0
    words: tuple[str, ...] = ()
    where: str = ""
    tiles: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    withdrawn: bool = False

    def same_choice(self, other: Option) -> bool:
        """Whether ``other`` is the same choice: the same kind, words, place and tiles (two
        tiles of one letter are alike, so a word sold with either is the same sale)."""
        return (
            self.kind is other.kind
            and self.words == other.words
            and self.where == other.where
            and sorted(self.tiles) == sorted(other.tiles)
            and sorted(self.kept) == sorted(other.kept)
            and self.withdrawn == other.withdrawn
        )


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One decision: the choice made beside the expert's options from the same position.

    Attributes:
        seat: Whose decision.
        turn: The seat's turn (board) or the round (BuyWord), counted from 0.
        action_index: Index of the decision in the record's moves or actions.
        made: The choice made, valued as the options are.
        best: The best of the options and the choice made.
        top: The best options, best first (three unless fewer exist).
    """

    seat: int
    turn: int
    action_index: int
    made: Option
    best: Option
    top: tuple[Option, ...]

    @classmethod
    def judged(
        cls, seat: int, turn: int, action_index: int, made: Option, options: Iterable[Option]
    ) -> TurnReview:
        """The decision ``made`` judged beside the expert's ``options`` (see :func:`ranked`)."""
        best, top = ranked(options, made)
        return cls(seat, turn, action_index, made, best, top)

    @property
    def given_up(self) -> float:
        """Value the choice made gave up against the best (never negative)."""
        return max(0.0, self.best.value - self.made.value)

    @property
    def total_given_up(self) -> float:
        """The same: a board or BuyWord decision has no second part (the patent game's turn
        adds its purchase)."""
        return self.given_up

    @property
    def found_best(self) -> bool:
        """Whether the choice made is as good as the best."""
        return self.given_up == 0.0


@dataclass(frozen=True, slots=True)
class GameReview:
    """Every reviewed decision of a game, the value given up over it, the biggest misses.

    Attributes:
        family: The family's id (``"board"``, ``"buyword"``).
        unit: What the values count.
        players: The game's seats.
        seats: The seats reviewed.
        turns: Each reviewed decision, in the order played.
        game_over: Whether the game is finished.
        skipped: Decisions that could not be reviewed (a GCG line without its rack).
    """

    family: str
    unit: Unit
    players: tuple[PlayerSpec, ...]
    seats: tuple[int, ...]
    turns: tuple[TurnReview, ...]
    game_over: bool
    skipped: int = 0

    @property
    def series(self) -> Mapping[int, tuple[float, ...]]:
        """For each reviewed seat, the value given up after each of its decisions."""
        return running_totals(self.seats, self.turns)

    def given_up(self, seat: int) -> float:
        """The value ``seat`` gave up over the game."""
        line = self.series.get(seat, ())
        return line[-1] if line else 0.0

    @property
    def biggest_misses(self) -> tuple[TurnReview, ...]:
        """The three decisions that gave up most (fewer when fewer gave up anything)."""
        return biggest(self.turns)


class Reviewed(Protocol):
    """What :func:`running_totals` and :func:`biggest` read of a reviewed turn (every
    family's turn review has it)."""

    @property
    def seat(self) -> int: ...

    @property
    def action_index(self) -> int: ...

    @property
    def total_given_up(self) -> float: ...


Turn = TypeVar("Turn", bound=Reviewed)


def running_totals(seats: Iterable[int], turns: Iterable[Reviewed]) -> dict[int, tuple[float, ...]]:
    """For each seat, the running total of the value its turns gave up (the chart's line)."""
    out: dict[int, list[float]] = {seat: [] for seat in seats}
    for turn in turns:
        line = out.setdefault(turn.seat, [])
        line.append((line[-1] if line else 0.0) + turn.total_given_up)
    return {seat: tuple(line) for seat, line in out.items()}


def biggest(turns: Sequence[Turn], count: int = 3) -> tuple[Turn, ...]:
    """The ``count`` turns that gave up most, biggest first (ties: the earlier first)."""
    missed = [turn for turn in turns if turn.total_given_up > 0]
    missed.sort(key=lambda turn: (-turn.total_given_up, turn.action_index))
    return tuple(missed[:count])


def ranked(options: Iterable[Option], made: Option) -> tuple[Option, tuple[Option, ...]]:
    """The best of ``options`` and ``made`` (the choice made when nothing beats it), and the
    three best options, the choice made among them when it is one of the best."""
    pool = sorted(options, key=lambda option: -option.value)
    if not any(option.same_choice(made) for option in pool):
        pool.append(made)
        pool.sort(key=lambda option: -option.value)
    best = pool[0]
    if best.same_choice(made) or best.value <= made.value:
        best = made
    return best, tuple(pool[:3])

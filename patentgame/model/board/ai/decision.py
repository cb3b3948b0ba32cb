"""What every computer player of the board games returns, and how long it may think.

The protocol is the patent game's: ``choose(perspective, rng, budget) -> decision``. A decision
carries the move and a reason as data (:class:`Why`); the views and the command line make the
sentence a person reads, in the person's language.
"""

from __future__ import annotations

import enum
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from patentgame.model.board.moves import Move
from patentgame.model.board.perspective import BoardPerspective


class Motive(enum.Enum):
    """Why a player chose its move: one value per kind of reason, never prose."""

    BEST_SCORE = "best_score"  # the highest score on the board
    BEST_EQUITY = "best_equity"  # score plus the value of the tiles kept, less the danger
    BINGO = "bingo"  # plays the whole rack
    GOES_OUT = "goes_out"  # uses the last tiles with the bag empty
    ENDGAME = "endgame"  # the best line found by searching the last moves
    FAVOURITE = "favourite"  # one of the near-best plays it saw, picked by weighted chance
    RANDOM = "random"  # any legal play (the random baseline)
    EXCHANGE = "exchange"  # the rack is worth more after an exchange than after any play
    NO_PLAY = "no_play"  # no legal play: exchanges or passes
    ACCEPT = "accept"  # passes to accept a play that went out
    CHALLENGE = "challenge"  # a word of the last play is not in its vocabulary


@dataclass(frozen=True, slots=True)
class Why:
    """A reason as data.

    Attributes:
        motive: The kind of reason.
        score: Points the move scores now.
        equity: Its value to the player (score + leave - danger, or the endgame spread).
        leave: The tiles kept, in rack order.
        leave_value: What the tiles kept are worth, in points.
        danger: Points given away by the premium lanes the move opens.
        words: The words the move makes, main word first (or the challenged words).
    """

    motive: Motive
    score: int = 0
    equity: float = 0.0
    leave: tuple[str, ...] = ()
    leave_value: float = 0.0
    danger: float = 0.0
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BoardDecision:
    """A move for the seat that must act, and why."""

    move: Move
    why: Why


@dataclass(slots=True)
class Budget:
    """How long a player may think, and a way for the caller to stop it early (the patent
    game's budget: the same fields, so the table's AI runner passes either).

    Attributes:
        seconds: Wall-clock limit from the moment the budget is made; None is no limit (the
            lab and the tests, so that games replay from their seeds).
        cancelled: Asked between search steps; returning True stops the search.
    """

    seconds: float | None = None
    cancelled: Callable[[], bool] | None = None
    started: float = field(default_factory=time.perf_counter)

    def exhausted(self) -> bool:
        """Whether the player should stop searching and answer now."""
        if self.cancelled is not None and self.cancelled():
            return True
        return self.seconds is not None and time.perf_counter() - self.started >= self.seconds


class Deadline(Protocol):
    """Anything with ``exhausted()``: this module's :class:`Budget` or the patent game's."""

    def exhausted(self) -> bool: ...


class BoardPlayer(Protocol):
    """A computer player of the board games."""

    @property
    def player_id(self) -> str:
        """The stable id stored in records, such as ``"ai:expert"``."""
        ...

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        """The move of ``view.seat`` now (``view.current`` is ``view.seat``)."""
        ...

"""Events: what ``BoardGame.play()`` reports happened, automatic steps included.

The views animate and log from these; the engine never calls out. Each is a frozen value. Tile
letters in :class:`TilesDrawn` are for the drawing seat's eyes only (a view shows others the
count).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.board.moves import Swap, Tile
from patentgame.model.board.scoring import ScoredWord
from patentgame.model.events import TurnStarted as TurnStarted  # shared with the patent game


class EndReason(enum.Enum):
    """Why a game ended."""

    WENT_OUT = "went_out"  # a player used their last tile with the bag empty
    PASSES = "passes"  # every player passed twice in a row
    SCORELESS = "scoreless"  # the rule set's number of scoreless turns in a row
    RESIGNATION = "resignation"  # one player was left


@dataclass(frozen=True, slots=True)
class StartDrawn:
    """Who starts: each round lists (seat, tile drawn); tied seats drew again."""

    rounds: tuple[tuple[tuple[int, str], ...], ...]
    start: int


@dataclass(frozen=True, slots=True)
class TilesPlaced:
    """A play: its tiles, every word with its points, the bingo and the total."""

    seat: int
    tiles: tuple[Tile, ...]
    words: tuple[ScoredWord, ...]
    score: int
    bingo: bool
    swaps: tuple[Swap, ...] = ()


@dataclass(frozen=True, slots=True)
class TilesDrawn:
    seat: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TilesExchanged:
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class ChallengeResolved:
    """``challenger`` challenged ``challenged``'s play: ``withdrawn`` when a word was not in the
    list (those are ``invalid_words``)."""

    challenger: int
    challenged: int
    withdrawn: bool
    invalid_words: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayWithdrawn:
    """The play went back to the rack, its drawn tiles back to the bag, its points taken off."""

    seat: int
    score: int


@dataclass(frozen=True, slots=True)
class ChallengeBonus:
    """A wrong challenge under the points rule: ``seat`` gains ``points``."""

    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class TurnLost:
    """``seat`` lost this turn to a wrong challenge."""

    seat: int


@dataclass(frozen=True, slots=True)
class Resigned:
    seat: int


@dataclass(frozen=True, slots=True)
class TimedOut:
    """``seat``'s time per move ran out: the player has left the game."""

    seat: int


@dataclass(frozen=True, slots=True)
class TimePenalty:
    """At the end, ``seat`` was ``minutes`` minutes (or parts of one) over the time per game
    and loses ``points``."""

    seat: int
    minutes: int
    points: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The end: each seat's end-of-game adjustment (the racks' points and any time penalty),
    final scores, and the winners (more than one on a draw). ``time_penalties`` holds each
    seat's points off for time over the time per game (as a negative number, 0 for none; empty
    without a time per game)."""

    reason: EndReason
    adjustments: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    time_penalties: tuple[int, ...] = ()


Event: TypeAlias = (
    StartDrawn
    | TurnStarted
    | TilesPlaced
    | TilesDrawn
    | TilesExchanged
    | Passed
    | ChallengeResolved
    | PlayWithdrawn
    | ChallengeBonus
    | TurnLost
    | Resigned
    | TimedOut
    | TimePenalty
    | GameEnded
)

#: The events about one seat, each with its ``seat`` (the log's colour mark reads it).
Seated: TypeAlias = (
    TurnStarted
    | TilesPlaced
    | TilesDrawn
    | TilesExchanged
    | Passed
    | PlayWithdrawn
    | ChallengeBonus
    | TurnLost
    | Resigned
    | TimedOut
    | TimePenalty
)

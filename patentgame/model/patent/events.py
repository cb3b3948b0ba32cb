"""Events: what `Game.play()` reports happened, automatic steps included.

The views animate and log from these; the engine never calls out. Each is a frozen value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.events import Responded as Responded  # the shared events, re-exported
from patentgame.model.events import TurnStarted as TurnStarted


@dataclass(frozen=True, slots=True)
class CardReplaced:
    """The Q owner sent ``old`` to the discard pile; ``new`` took its place."""

    seat: int
    old: int
    new: int
    from_pool: bool


@dataclass(frozen=True, slots=True)
class PlayPlaced:
    """A build was placed on the table; ``words`` are the words it spells (upper case)."""

    seat: int
    words: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChallengeRequested:
    """Manual mode: the seats in ``responders`` may now accept or challenge."""

    builder: int
    responders: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChallengeResolved:
    """A challenged play was checked. ``payer`` is the challenger, or ``None`` for the bank."""

    builder: int
    challenger: int
    valid: bool
    invalid_words: tuple[str, ...]
    payer: int | None


@dataclass(frozen=True, slots=True)
class PlayRejected:
    """The play was rejected; its cards went back. ``retries_left`` is ``None`` when unlimited."""

    seat: int
    invalid_words: tuple[str, ...]
    retries_left: int | None
    penalty: bool


@dataclass(frozen=True, slots=True)
class WordScored:
    """One word earned ``money`` and ``stock``; ``doublers`` names what doubled it."""

    seat: int
    word: str
    money: int
    stock: int
    multiplier: int
    doublers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RoyaltyPaid:
    """The bank paid ``owner`` ``amount`` dollars for ``letter`` cards in ``builder``'s play."""

    owner: int
    builder: int
    letter: str
    amount: int


@dataclass(frozen=True, slots=True)
class PatentBought:
    seat: int
    letter: str
    cost: int


@dataclass(frozen=True, slots=True)
class PurchaseDeclined:
    seat: int


@dataclass(frozen=True, slots=True)
class FinalRoundStarted:
    """``seat`` reached the goal; play goes on until the seat before the start player."""

    seat: int
    patent_value: int


@dataclass(frozen=True, slots=True)
class PoolRefilled:
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    seat: int
    cards: tuple[int, ...]
    penalty: bool


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """``seat`` drew ``cards``. The ids are public; their letters are for the seat's eyes."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DeckReshuffled:
    """The discard pile (``cards`` of them) was shuffled into a new deck."""

    cards: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int


@dataclass(frozen=True, slots=True)
class GameOver:
    winners: tuple[int, ...]
    scores: tuple[int, ...]


Event: TypeAlias = (
    TurnStarted
    | CardReplaced
    | PlayPlaced
    | ChallengeRequested
    | Responded
    | ChallengeResolved
    | PlayRejected
    | WordScored
    | RoyaltyPaid
    | PatentBought
    | PurchaseDeclined
    | FinalRoundStarted
    | PoolRefilled
    | CardsDiscarded
    | CardsDrawn
    | DeckReshuffled
    | TurnEnded
    | GameOver
)

#: The events about one seat, each with its ``seat`` (the log's colour mark reads it).
Seated: TypeAlias = (
    TurnStarted
    | CardReplaced
    | PlayPlaced
    | Responded
    | PlayRejected
    | WordScored
    | PatentBought
    | PurchaseDeclined
    | FinalRoundStarted
    | CardsDiscarded
    | CardsDrawn
    | TurnEnded
)

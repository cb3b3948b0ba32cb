"""Actions: every choice a BuyWord player makes, as frozen values with their JSON form.

The JSON form is the action object of a BuyWord record (``docs/buyword-record.md``): the seat,
an ``act`` naming the kind, and the kind's own keys.

>>> action = Sell(0, (17, 3, 108), wild="T")
>>> action.to_json()
{'seat': 0, 'act': 'sell', 'tiles': [17, 3, 108], 'wild': 'T'}
>>> action_from_json(action.to_json()) == action
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.acts import Act, ActObject, Answer, by_name, optional, read_act
from patentgame.model.errors import RecordError


@dataclass(frozen=True, slots=True)
class Roll(Act):
    """The leader throws the die."""

    ACT = "roll"


@dataclass(frozen=True, slots=True)
class Choose(Act):
    """The leader names how many tiles each player gets, after a "choice" throw."""

    ACT = "choose"

    count: int


@dataclass(frozen=True, slots=True)
class Take(Act):
    """Draft variant: the player takes one tile from the face-up display."""

    ACT = "take"

    tile: int


@dataclass(frozen=True, slots=True)
class Buy(Act):
    """The player buys the whole set drawn for them, for its pips squared."""

    ACT = "buy"


@dataclass(frozen=True, slots=True)
class Decline(Act):
    """The player does not buy their set: it leaves the game."""

    ACT = "decline"


@dataclass(frozen=True, slots=True)
class Bid(Act):
    """Auction variant: a bid of ``amount`` dollars for the set on offer."""

    ACT = "bid"

    amount: int


@dataclass(frozen=True, slots=True)
class Pass(Act):
    """Auction variant: the player drops out of the auction of the set on offer."""

    ACT = "pass"


@dataclass(frozen=True, slots=True)
class Sell(Act):
    """Selling one word: ``tiles`` from the hand in the word's order.

    ``wild`` is the capital letter the wild tile among ``tiles`` stands for (``None`` when the
    word uses no wild tile).
    """

    ACT = "sell"

    tiles: tuple[int, ...]
    wild: str | None = optional(None)

    @classmethod
    def read(cls, found: ActObject) -> Sell:
        wild = found.get("wild")
        if wild is not None and not isinstance(wild, str):
            raise RecordError("'wild' of a sale must be a capital letter")
        return cls(found.seat, _tiles(found), wild)


@dataclass(frozen=True, slots=True)
class StopSelling(Act):
    """The player sells no more words this round."""

    ACT = "stop_selling"


@dataclass(frozen=True, slots=True)
class Respond(Answer):
    """Challenge variant: another player accepts or challenges the word on offer."""


@dataclass(frozen=True, slots=True)
class Discard(Act):
    """Letter tiles the player puts out of the game to keep at most 8."""

    ACT = "discard"

    tiles: tuple[int, ...]

    @classmethod
    def read(cls, found: ActObject) -> Discard:
        return cls(found.seat, _tiles(found))


Action: TypeAlias = (
    Roll | Choose | Take | Buy | Decline | Bid | Pass | Sell | StopSelling | Respond | Discard
)

#: The actions by the ``act`` of their objects.
_ACTIONS: Mapping[str, type[Action]] = by_name(
    Roll, Choose, Take, Buy, Decline, Bid, Pass, Sell, StopSelling, Respond, Discard
)


def action_from_json(data: object) -> Action:
    """Read one action object of a record.

    Raises:
        RecordError: the object is not a BuyWord action.
    """
    return read_act(data, _ACTIONS, "action")


def _tiles(found: ActObject) -> tuple[int, ...]:
    return found.whole_numbers("tiles", "'tiles' must be a list of tile numbers")

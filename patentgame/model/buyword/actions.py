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

from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.record import shown


@dataclass(frozen=True, slots=True)
class Roll:
    """The leader throws the die."""

    seat: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "roll"}


@dataclass(frozen=True, slots=True)
class Choose:
    """The leader names how many tiles each player gets, after a "choice" throw."""

    seat: int
    count: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "choose", "count": self.count}


@dataclass(frozen=True, slots=True)
class Take:
    """Draft variant: the player takes one tile from the face-up display."""

    seat: int
    tile: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "take", "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Buy:
    """The player buys the whole set drawn for them, for its pips squared."""

    seat: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "buy"}


@dataclass(frozen=True, slots=True)
class Decline:
    """The player does not buy their set: it leaves the game."""

    seat: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "decline"}


@dataclass(frozen=True, slots=True)
class Bid:
    """Auction variant: a bid of ``amount`` dollars for the set on offer."""

    seat: int
    amount: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "bid", "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Pass:
    """Auction variant: the player drops out of the auction of the set on offer."""

    seat: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "pass"}


@dataclass(frozen=True, slots=True)
class Sell:
    """Selling one word: ``tiles`` from the hand in the word's order.

    ``wild`` is the capital letter the wild tile among ``tiles`` stands for (``None`` when the
    word uses no wild tile).
    """

    seat: int
    tiles: tuple[int, ...]
    wild: str | None = None

    def to_json(self) -> JsonObject:
        out: JsonObject = {"seat": self.seat, "act": "sell", "tiles": list(self.tiles)}
        if self.wild is not None:
            out["wild"] = self.wild
        return out


@dataclass(frozen=True, slots=True)
class StopSelling:
    """The player sells no more words this round."""

    seat: int

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "stop_selling"}


@dataclass(frozen=True, slots=True)
class Respond:
    """Challenge variant: another player accepts or challenges the word on offer."""

    seat: int
    challenge: bool

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "challenge" if self.challenge else "accept"}


@dataclass(frozen=True, slots=True)
class Discard:
    """Letter tiles the player puts out of the game to keep at most 8."""

    seat: int
    tiles: tuple[int, ...]

    def to_json(self) -> JsonObject:
        return {"seat": self.seat, "act": "discard", "tiles": list(self.tiles)}


Action: TypeAlias = (
    Roll | Choose | Take | Buy | Decline | Bid | Pass | Sell | StopSelling | Respond | Discard
)


def action_from_json(data: object) -> Action:
    """Read one action object of a record.

    Raises:
        RecordError: the object is not a BuyWord action.
    """
    if not isinstance(data, dict):
        raise RecordError("an action must be an object")
    act = data.get("act")
    seat = _int_field(data, "seat")
    allowed = {"seat", "act"}
    action: Action
    if act == "roll":
        action = Roll(seat)
    elif act == "choose":
        allowed.add("count")
        action = Choose(seat, _int_field(data, "count"))
    elif act == "take":
        allowed.add("tile")
        action = Take(seat, _int_field(data, "tile"))
    elif act == "buy":
        action = Buy(seat)
    elif act == "decline":
        action = Decline(seat)
    elif act == "bid":
        allowed.add("amount")
        action = Bid(seat, _int_field(data, "amount"))
    elif act == "pass":
        action = Pass(seat)
    elif act == "sell":
        allowed |= {"tiles", "wild"}
        wild = data.get("wild")
        if wild is not None and not isinstance(wild, str):
            raise RecordError("'wild' of a sale must be a capital letter")
        action = Sell(seat, _tiles_field(data), wild)
    elif act == "stop_selling":
        action = StopSelling(seat)
    elif act in ("accept", "challenge"):
        action = Respond(seat, act == "challenge")
    elif act == "discard":
        allowed.add("tiles")
        action = Discard(seat, _tiles_field(data))
    else:
        raise RecordError(f"unknown act {shown(act)}")
    extra = set(data) - allowed
    if extra:
        raise RecordError(f"unknown key {shown(sorted(extra)[0])} in a {act} action")
    return action


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_field(data: JsonObject, key: str) -> int:
    value = data.get(key)
    if not _is_int(value):
        raise RecordError(f"an action needs {key!r} as a whole number")
    assert isinstance(value, int)
    return value


def _tiles_field(data: JsonObject) -> tuple[int, ...]:
    tiles = data.get("tiles")
    if not isinstance(tiles, list) or not all(_is_int(tile) for tile in tiles):
        raise RecordError("'tiles' must be a list of tile numbers")
    return tuple(tiles)

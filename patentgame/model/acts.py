"""Acts: the base of every family's choices and of their JSON form in a record.

The board games' moves, BuyWord's actions and the patent game's actions are all frozen values
whose first field is the seat that acts. Each is written in its record (RECORD.md,
docs/board-record.md, docs/buyword-record.md) the same way: an object with the ``seat``, an
``act`` naming its kind, then its own fields in the order the class declares them (a tuple as a
list, a value with a ``to_json`` as its object). So :meth:`Act.to_json` is written once, here,
and a family's act class says only its name (``ACT``), its fields and how to read them.

Reading is the reverse, and every family checks the same things: the object, the seat as a
whole number, a known act, and no key the act does not write. :func:`read_act` checks them and
hands the rest to the act's own :meth:`Act.read`, through an :class:`ActObject` whose readers
word a bad field as every family's records do.

>>> @dataclass(frozen=True, slots=True)
... class Bid(Act):
...     ACT = "bid"
...     amount: int
>>> Bid(1, 5).to_json()
{'seat': 1, 'act': 'bid', 'amount': 5}
>>> read_act({"seat": 1, "act": "bid", "amount": 5}, by_name(Bid), "action")
Bid(seat=1, amount=5)
>>> read_act({"seat": 1, "act": "bid", "amount": 5, "x": 0}, by_name(Bid), "action")
Traceback (most recent call last):
...
patentgame.model.errors.RecordError: ...unknown key 'x' in a bid action...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Protocol, Self, TypeVar, runtime_checkable

from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject, JsonValue
from patentgame.model.record import is_whole_number, shown

#: Field metadata: the field is written only when it differs from its default.
_OPTIONAL = "patentgame.acts.optional"
#: Field metadata: the field is told by the act's name, not by a key of its own.
_IN_NAME = "patentgame.acts.in_name"

_T = TypeVar("_T")
Kind = TypeVar("Kind", bound="Act")


def optional(default: _T) -> _T:
    """A field of an act that its JSON object leaves out while it keeps ``default`` (a board
    move's blank swaps, a sale's wild letter): older records lack the key, and stay as they
    were when written again."""
    return field(default=default, metadata={_OPTIONAL: True})


@runtime_checkable
class _Written(Protocol):
    """A part of an act with a JSON object of its own (a board tile, a patent word's slot)."""

    def to_json(self) -> JsonObject: ...


def json_of(value: object) -> JsonValue:
    """A field's value as its act's JSON object holds it: a tuple as a list, a part with a
    ``to_json`` as its object, anything else (numbers, text, ``None``) as it is.

    >>> json_of(((1, 2), ("a",)))
    [[1, 2], ['a']]
    """
    if isinstance(value, tuple):
        return [json_of(item) for item in value]
    if isinstance(value, _Written):
        return value.to_json()
    return value


@dataclass(frozen=True, slots=True)
class Act:
    """One choice of the player at ``seat``. A subclass names its act in ``ACT`` and declares
    its fields after the seat, in the order its JSON object lists them."""

    #: The value of the ``act`` key of this kind's JSON object.
    ACT: ClassVar[str]

    seat: int

    @property
    def act(self) -> str:
        """The name its JSON object gives this act."""
        return self.ACT

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """Every ``act`` value that reads as this class."""
        return (cls.ACT,)

    def to_json(self) -> JsonObject:
        """The act's object of its record: seat, act, then its fields in declared order."""
        out: JsonObject = {"seat": self.seat, "act": self.act}
        for spec in _written(type(self)):
            value = getattr(self, spec.name)
            if not (spec.metadata.get(_OPTIONAL) and value == spec.default):
                out[spec.name] = json_of(value)
        return out

    @classmethod
    def read(cls, found: ActObject) -> Self:
        """The act of ``found``, an object already known to name this kind: the seat, and
        each field as a whole number (what most acts hold, if any: a count, a tile, an amount,
        a card); a kind with other fields reads them itself.

        Raises:
            RecordError: a field is missing or not of its kind.
        """
        return cls(found.seat, *(found.whole_number(spec.name) for spec in _written(cls)))


@dataclass(frozen=True, slots=True)
class Answer(Act):
    """Another player's answer to a word on offer (the patent game's build, BuyWord's sale in
    the challenge variant): its act says it, ``"challenge"`` or ``"accept"``."""

    challenge: bool = field(metadata={_IN_NAME: True})

    @property
    def act(self) -> str:
        return "challenge" if self.challenge else "accept"

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return ("accept", "challenge")

    @classmethod
    def read(cls, found: ActObject) -> Self:
        return cls(found.seat, found.act == "challenge")


def _written(kind: type[Act]) -> tuple[dataclasses.Field[object], ...]:
    """The fields of ``kind`` its JSON object writes after the seat and the act."""
    return tuple(
        spec
        for spec in dataclasses.fields(kind)
        if spec.init and spec.name != "seat" and not spec.metadata.get(_IN_NAME)
    )


def by_name(*kinds: type[Kind]) -> Mapping[str, type[Kind]]:
    """A family's act classes by the ``act`` values they read (what :func:`read_act` takes)."""
    return {name: kind for kind in kinds for name in kind.names()}


def _a(noun: str) -> str:
    """``noun`` with its article: "a move", "an action"."""
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _whole_number(data: JsonObject, key: str, noun: str) -> int:
    value = data.get(key)
    if not is_whole_number(value):
        raise RecordError(f"{_a(noun)} needs {key!r} as a whole number")
    return value


@dataclass(frozen=True, slots=True)
class ActObject:
    """An act object of a record, as an act class reads its fields from it: known to be an
    object with a whole-number ``seat`` and an ``act`` of that class. ``noun`` is what the
    family calls an act (``"move"``, ``"action"``), as its reasons say."""

    data: JsonObject
    noun: str
    seat: int
    act: str

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str) -> JsonValue:
        """The value of ``key``, or ``None`` when it is absent (yet to be looked at)."""
        return self.data.get(key)

    def whole_number(self, key: str) -> int:
        """The whole number under ``key``.

        Raises:
            RecordError: absent, or not a whole number.
        """
        return _whole_number(self.data, key, self.noun)

    def entries(self, key: str, *, optional: bool = False) -> list[JsonValue]:
        """The list under ``key`` (its entries yet to be looked at); absent, an empty one when
        the key is ``optional``.

        Raises:
            RecordError: not a list.
        """
        value = self.data.get(key, [] if optional else None)
        if not isinstance(value, list):
            raise RecordError(f"{shown(key)} must be a list")
        return value

    def whole_numbers(self, key: str, wrong: str) -> tuple[int, ...]:
        """The list of whole numbers under ``key`` (tile numbers, card ids).

        Raises:
            RecordError: absent, or not such a list: the sentence ``wrong``.
        """
        value = self.data.get(key)
        if not isinstance(value, list) or not all(is_whole_number(item) for item in value):
            raise RecordError(wrong)
        return tuple(value)


def read_act(data: object, kinds: Mapping[str, type[Kind]], noun: str) -> Kind:
    """Read one act object of a record: an object with a whole-number ``seat``, an ``act``
    naming one of ``kinds`` (:func:`by_name`), that kind's fields and no other key.

    Raises:
        RecordError: the object is not an act of the family; the reason says why, calling an
            act a ``noun``.
    """
    if not isinstance(data, dict):
        raise RecordError(f"{_a(noun)} must be an object")
    seat = _whole_number(data, "seat", noun)
    act = data.get("act")
    if not isinstance(act, str) or act not in kinds:
        raise RecordError(f"unknown act {shown(act)}")
    kind = kinds[act]
    found = kind.read(ActObject(data, noun, seat, act))
    extra = set(data) - {"seat", "act"} - {spec.name for spec in _written(kind)}
    if extra:
        raise RecordError(f"unknown key {shown(sorted(extra)[0])} in a {act} {noun}")
    return found

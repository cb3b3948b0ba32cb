"""Actions: every choice a player makes, as frozen values with the JSON form of RECORD.md.

>>> action = Build(0, ((Slot.card_of(3), Slot.card_of(9), Slot.card_of(4)),))
>>> action_from_json(action.to_json()) == action
True
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeAlias

from patentgame.model.acts import Act, ActObject, Answer, by_name, read_act
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.record import is_whole_number


class SlotKind(enum.Enum):
    """What fills one letter position of a word."""

    CARD = "card"  # a real card from the builder's hand or the pool
    COPY = "copy"  # the X copy of a real card used in the same play
    ADDED_S = "s"  # the Z-added S, last in its word


class YRole(enum.Enum):
    """How a played Y counts for the B, J and K powers."""

    VOWEL = "vowel"
    CONSONANT = "consonant"


@dataclass(frozen=True, slots=True)
class Slot:
    """One letter position of a word. ``card`` is ``None`` only for the added S."""

    kind: SlotKind
    card: int | None = None
    y: YRole | None = None

    @classmethod
    def card_of(cls, card: int, y: YRole | None = None) -> Slot:
        """A real card."""
        return cls(SlotKind.CARD, card, y)

    @classmethod
    def copy_of(cls, card: int, y: YRole | None = None) -> Slot:
        """The X copy of ``card``."""
        return cls(SlotKind.COPY, card, y)

    @classmethod
    def added_s(cls) -> Slot:
        """The Z-added S."""
        return cls(SlotKind.ADDED_S)

    def to_json(self) -> JsonObject:
        """The slot object of RECORD.md."""
        out: JsonObject = {"s": True} if self.kind is SlotKind.ADDED_S else {}
        if self.kind is not SlotKind.ADDED_S:
            out[self.kind.value] = self.card
        if self.y is not None:
            out["y"] = self.y.value
        return out


Word: TypeAlias = tuple[Slot, ...]


@dataclass(frozen=True, slots=True)
class Replace(Act):
    """The Q owner's replacement of one hand or pool card, first thing in the turn."""

    ACT = "replace"

    card: int


@dataclass(frozen=True, slots=True)
class Build(Act):
    """A play of one word, or two with the V patent."""

    ACT = "build"

    words: tuple[Word, ...]
    # The real cards, computed once: the engine asks for them at every step of a turn.
    _real: tuple[int, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        real = tuple(
            slot.card
            for word in self.words
            for slot in word
            if slot.kind is SlotKind.CARD and slot.card is not None
        )
        object.__setattr__(self, "_real", real)

    def real_cards(self) -> tuple[int, ...]:
        """Ids of the real cards of the play, in order of appearance."""
        return self._real

    @classmethod
    def read(cls, found: ActObject) -> Build:
        return cls(found.seat, _words_from_json(found.get("words")))


@dataclass(frozen=True, slots=True)
class Discard(Act):
    """Discarding hand cards: instead of building (none = pass), after a build, or the penalty."""

    ACT = "discard"

    cards: tuple[int, ...] = ()

    @classmethod
    def read(cls, found: ActObject) -> Discard:
        wrong = "'cards' of a discard must be a list of card ids"
        return cls(found.seat, found.whole_numbers("cards", wrong))


@dataclass(frozen=True, slots=True)
class Respond(Answer):
    """Another player's answer to a build in manual-challenge games."""


@dataclass(frozen=True, slots=True)
class Buy(Act):
    """Buying the patent on ``letter`` after a scored build, or nothing when ``None``."""

    ACT = "buy"

    letter: str | None

    @classmethod
    def read(cls, found: ActObject) -> Buy:
        if "letter" not in found:
            raise RecordError("a buy needs 'letter' (a capital letter or null)")
        letter = found.get("letter")
        if letter is not None and (
            not isinstance(letter, str) or len(letter) != 1 or not "A" <= letter <= "Z"
        ):
            raise RecordError("'letter' of a buy must be a capital letter or null")
        return cls(found.seat, letter)


Action: TypeAlias = Replace | Build | Discard | Respond | Buy

#: The actions by the ``act`` of their objects.
_ACTIONS: Mapping[str, type[Action]] = by_name(Replace, Build, Discard, Respond, Buy)


def action_from_json(data: object) -> Action:
    """Read one action object of a record.

    Raises:
        RecordError: the object is not an action of RECORD.md.
    """
    return read_act(data, _ACTIONS, "action")


def _words_from_json(words: object) -> tuple[Word, ...]:
    if not isinstance(words, list) or not all(isinstance(word, list) for word in words):
        raise RecordError("'words' of a build must be a list of lists of slots")
    return tuple(tuple(_slot_from_json(slot) for slot in word) for word in words)


def _slot_from_json(data: object) -> Slot:
    if not isinstance(data, dict):
        raise RecordError("a slot must be an object")
    y: YRole | None = None
    if "y" in data:
        try:
            y = YRole(data["y"])
        except ValueError:
            raise RecordError("'y' of a slot must be 'vowel' or 'consonant'") from None
    keys = set(data) - {"y"}
    if keys == {"card"} and is_whole_number(data["card"]):
        return Slot(SlotKind.CARD, data["card"], y)
    if keys == {"copy"} and is_whole_number(data["copy"]):
        return Slot(SlotKind.COPY, data["copy"], y)
    if keys == {"s"} and data["s"] is True:
        if y is not None:
            raise RecordError("an added S cannot be declared a vowel or a consonant")
        return Slot(SlotKind.ADDED_S)
    raise RecordError('a slot must be {"card": ID}, {"copy": ID} or {"s": true}')

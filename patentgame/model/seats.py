"""`PlayerSpec`: a seat at a table, the same in every game of the house.

A seat is a name and a kind: ``"human"`` for a person, or the id of a computer player such as
``"ai:expert"``. Game records store seats this way (RECORD.md ``players``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

Rules = TypeVar("Rules")

#: The kind of a seat taken by a person.
HUMAN = "human"
#: Computer players' ids start with this.
AI_PREFIX = "ai:"


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A seat at the table: a name and a kind (``"human"`` or an AI id such as ``"ai:expert"``).

    >>> PlayerSpec("Ann").is_human, PlayerSpec("Bot", "ai:expert").is_human
    (True, False)
    """

    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True, slots=True)
class SeatView(Generic[Rules]):
    """What every game's view from one seat starts with (each family's ``Perspective`` adds
    what its players may see): whose view it is, the seats, the rules and the word list's id."""

    seat: int
    players: tuple[PlayerSpec, ...]
    rules: Rules
    lexicon_id: str


def is_seat_kind(kind: object) -> bool:
    """Whether ``kind`` is a kind a record may name: a person or some computer player's id.

    >>> is_seat_kind("human"), is_seat_kind("ai:expert"), is_seat_kind("robot")
    (True, True, False)
    """
    return isinstance(kind, str) and (kind == HUMAN or kind.startswith(AI_PREFIX))


#: Names that mean "you" in a language the game speaks: a player so named is addressed as
#: "you" and shown under the word of the language spoken, whichever language named them.
YOU_NAMES = frozenset({"you", "вы", "tú", "tu", "ty"})  # "tu": "tú" without its accent


def is_you_name(name: str) -> bool:
    """Whether ``name`` is "you" in a language the game speaks (any case, spaces around).

    >>> is_you_name(" You"), is_you_name("ВЫ"), is_you_name("Tú"), is_you_name("Ty")
    (True, True, True, True)
    >>> is_you_name("Yours")
    False
    """
    return name.strip().lower() in YOU_NAMES


def stored_name(name: str) -> str:
    """The name a record and the statistics keep for ``name`` as typed: a name meaning you
    (:func:`is_you_name`) is kept as "You", in whichever language it was typed, so that the
    person has one profile whichever language the game spoke; any other name loses only its
    spaces around.

    >>> stored_name(" Вы "), stored_name("you"), stored_name(" Anna ")
    ('You', 'You', 'Anna')
    """
    return "You" if is_you_name(name) else name.strip()


def you_seats(players: Sequence[PlayerSpec]) -> frozenset[int]:
    """The seats the app addresses as "you" in every game's log: the only person at a table of
    computers, and anyone who chose the name "You" or "Вы" (so no sentence reads "You plays").

    >>> you_seats([PlayerSpec("Anna", "human"), PlayerSpec("Ada", "ai:casual")])
    frozenset({0})
    >>> you_seats([PlayerSpec("Anna", "human"), PlayerSpec("Ben", "human")])
    frozenset()
    >>> you_seats([PlayerSpec("You", "human"), PlayerSpec("Ben", "human")])
    frozenset({0})
    >>> you_seats([PlayerSpec("Ben", "human"), PlayerSpec("Вы", "human")])
    frozenset({1})
    """
    people = [seat for seat, player in enumerate(players) if player.kind == HUMAN]
    named = {seat for seat, player in enumerate(players) if is_you_name(player.name)}
    return frozenset(named | (set(people) if len(people) == 1 else set()))


def named_you(names: Sequence[str]) -> frozenset[int]:
    """The seats whose name means you: all a file without seat kinds (a GCG file) tells.

    >>> named_you(["Ada", "you"])
    frozenset({1})
    """
    return frozenset(seat for seat, name in enumerate(names) if is_you_name(name))


def said_of(name: str, you: str, other: str, *, addressed: bool = False, **values: object) -> str:
    """The sentence about the player named ``name``: ``you``, written to them ("You win",
    "Show my cards"), when the name means you (:func:`is_you_name`) or the player is
    ``addressed`` (a seat of :func:`you_seats`), else ``other``, written of them
    ("{name} wins"); either filled in with ``name`` and ``values``. Every sentence
    about a player the app shows outside the log (a hand-over screen, a challenge button, a
    replay's first and last lines, a winner's heading) is chosen by this one rule, as the
    log's are by :func:`you_seats`, so that no sentence reads "You wins" or "I am You".

    >>> said_of("You", "You win.", "{name} wins."), said_of("Ada", "You win.", "{name} wins.")
    ('You win.', 'Ada wins.')
    """
    return (you if addressed or is_you_name(name) else other).format(name=name, **values)

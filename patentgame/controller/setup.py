"""`GameSetup`: what the new-game dialog produces and the one-click solo game remembers.

A setup is the same for every family: the seats, the word list, the family's rule set and an
optional seed. The family (``"patent"``) says which game it sets up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from patentgame import families
from patentgame.model.strength import MATCH, Rung, match_level

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions

#: A person's form, as "match my level" reads it: their rating and their latest results
#: (the other seat's kind and the score against it), newest first.
Form = tuple[float, Sequence[tuple[str, float]]]

#: Names offered for computer players.
AI_NAMES = ("Ada", "Babbage", "Curie", "Darwin")


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat of a new game. ``colour`` indexes :data:`patentgame.views.palette.SEAT_COLOURS`."""

    name: str
    kind: str = "human"
    colour: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything needed to start a game."""

    seats: tuple[SeatSetup, ...]
    lexicon_id: str = families.DEFAULT.default_lexicon_id
    #: The family's rule set; the default family's defaults unless given.
    rules: RuleOptions = field(default_factory=families.DEFAULT.default_rules)
    seed: int | None = None
    family: str = families.DEFAULT.id

    @property
    def humans(self) -> int:
        return sum(1 for seat in self.seats if seat.is_human)


def default_name() -> str:
    """The person's login name when it looks like a first name, else "Player".

    The log says "Anna scores", so a real name reads better than "You".
    """
    import getpass

    from PySide6.QtCore import QCoreApplication

    anonymous = QCoreApplication.translate("Setup", "Player", "the name of a person without one")
    try:
        login = getpass.getuser()
    except (OSError, KeyError):
        return anonymous
    if login.isalpha() and 2 <= len(login) <= 12 and login.lower() not in {"root", "user", "admin"}:
        return login.capitalize()
    return anonymous


def solo_setup(
    name: str | None = None,
    level: str = "ai:casual",
    opponents: int = 2,
    family: families.Family = families.DEFAULT,
) -> GameSetup:
    """A game of one person against ``opponents`` computer players, with the family's published
    rules (in the patent game, players challenge words)."""
    seats = [SeatSetup(name or default_name(), "human", 0)]
    seats += [SeatSetup(AI_NAMES[i], level, i + 1) for i in range(opponents)]
    return GameSetup(
        tuple(seats),
        lexicon_id=family.default_lexicon_id,
        rules=family.default_rules(),
        family=family.id,
    )


def unknown_form(_name: str) -> Form:
    """The form of a person the statistics do not know: the start rating, no results."""
    # Imported here: the statistics package loads SQLite, which a start of the app need not.
    from patentgame.keeping.stats.rating import START_RATING

    return (START_RATING, ())


def with_matched_levels(
    setup: GameSetup, form_of: Callable[[str], Form] = unknown_form
) -> GameSetup:
    """``setup`` with each "match my level" seat given the step of the family's ladder that
    fits the people at the table (``form_of`` tells a person's form by name; see
    :func:`~patentgame.model.strength.match_level`). Other setups are returned as they are.
    """
    if not any(seat.kind == MATCH for seat in setup.seats):
        return setup
    family = families.family(setup.family)
    ladder = [
        Rung(level.id, rating)
        for level in family.levels()
        if level.step is not None and (rating := level.rating) is not None
    ]
    people = [form_of(seat.name) for seat in setup.seats if seat.is_human]
    rung = match_level(people or [unknown_form("")], family.stats().ai_ratings, ladder)
    seats = tuple(
        replace(seat, kind=rung.id) if seat.kind == MATCH else seat for seat in setup.seats
    )
    return replace(setup, seats=seats)

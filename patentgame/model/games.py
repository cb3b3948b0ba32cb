"""What the house asks of every game family's engine and records, as typed protocols.

The floors above the engine keep games (saves, the autosave, statistics), run them (the game
model, the AI runner, the hand-over of a shared screen) and show them without knowing which
game it is. They ask only what these protocols name. The patent game's ``Game`` and ``Record``
have all of it; a new family's engine has it too, and registers in ``patentgame.families``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, Self, TypeVar, runtime_checkable

from patentgame.model.errors import Refusal
from patentgame.model.json_types import JsonMapping, JsonObject, JsonValue
from patentgame.model.lexicon import WordList
from patentgame.model.seats import PlayerSpec

ActionT_contra = TypeVar("ActionT_contra", contravariant=True)
PhaseT_co = TypeVar("PhaseT_co", covariant=True)
RulesT_co = TypeVar("RulesT_co", covariant=True)


class TurnOrder(Protocol[PhaseT_co]):
    """Where a game of any family stands, as its rules and its views read it: the phase, the
    seat whose turn it is, and the seats that may act now (others than ``current`` while they
    answer its play)."""

    @property
    def phase(self) -> PhaseT_co: ...
    @property
    def current(self) -> int: ...
    @property
    def to_act(self) -> tuple[int, ...]: ...


class GameReading(TurnOrder[PhaseT_co], Protocol[PhaseT_co, RulesT_co]):
    """What every family's views read of its game first (each family's view protocol adds its
    own): the seats, the rules, the word list's id, where the game stands, and how it ended."""

    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...
    @property
    def rules(self) -> RulesT_co: ...
    @property
    def lexicon_id(self) -> str: ...
    @property
    def final_round(self) -> bool: ...
    @property
    def game_over(self) -> bool: ...
    @property
    def winners(self) -> tuple[int, ...]: ...


class RuleOptions(Protocol):
    """A family's rule set: a frozen value that reads and writes the ``rules`` of its records."""

    @classmethod
    def from_json(cls, data: object) -> Self:
        """Read the ``rules`` object of a record; absent keys take their defaults.

        Raises:
            RecordError: an unknown option or a value of the wrong kind.
        """
        ...

    def to_json(self) -> JsonObject:
        """The options that differ from the defaults, as a JSON object."""
        ...


class GameRecord(Protocol):
    """A family's game record: the setup and the actions, enough to replay the whole game."""

    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...

    @property
    def lexicon_id(self) -> str: ...

    @property
    def extra(self) -> JsonMapping:
        """Optional top-level keys the family's format does not define (kept when saved)."""
        ...

    def with_extra(self, **extra: JsonValue) -> Self:
        """A copy with more optional top-level keys (the time it was saved, the app)."""
        ...

    def to_json(self) -> JsonObject:
        """The record as the JSON object of its format (its ``format`` key names the family)."""
        ...


class KeptGame(Protocol):
    """A family's game as the keeping floor reads it: to save it, resume it, count it."""

    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...

    @property
    def lexicon(self) -> WordList: ...

    @property
    def lexicon_id(self) -> str: ...

    @property
    def rules(self) -> RuleOptions: ...

    @property
    def seed(self) -> int: ...

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        ...

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats that may act now (others than ``current`` while they answer its play)."""
        ...

    @property
    def turns(self) -> int:
        """Finished turns."""
        ...

    @property
    def game_over(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def action_count(self) -> int: ...

    @property
    def actions(self) -> Sequence[object]: ...

    def score(self, seat: int) -> int: ...

    def record(self) -> GameRecord: ...

    def summary(self) -> JsonObject:
        """The state as one JSON object (what ``patentgame replay`` prints)."""
        ...


class SeatAction(Protocol):
    """An action of any family as the house reads it: made by one seat, and written into the
    family's record as a JSON object."""

    @property
    def seat(self) -> int: ...

    def to_json(self) -> JsonObject: ...


@runtime_checkable
class Recorded(Protocol):
    """A game that writes its own record and knows its word list: every family's own game, but
    not a game imported from another program's file (a GCG file keeps neither).

    Checked with ``isinstance`` where either may come (the replay viewer), so its members are
    plain reads.
    """

    @property
    def lexicon(self) -> WordList: ...

    def record(self) -> GameRecord: ...


@runtime_checkable
class Themed(Protocol):
    """A game whose words must also be in a theme list (BuyWord's theme variant; ``None``
    when the game has no theme). Checked with ``isinstance`` by the views that review a game."""

    @property
    def theme_words(self) -> WordList | None: ...


class PlayedGame(KeptGame, Protocol[ActionT_contra]):
    """A family's game in progress, as the game model drives it (``ActionT``: its actions).

    ``play()`` validates every action and raises ``IllegalActionError`` with a :class:`Refusal`
    for an illegal one; its events are the family's own values.
    """

    def why_illegal(self, action: ActionT_contra) -> Refusal | None: ...

    def play(self, action: ActionT_contra) -> Sequence[object]: ...

    def perspective(self, seat: int) -> object:
        """What ``seat`` may see (its own hand or rack and the public state), safe to hand to
        a computer player on another thread."""
        ...


# -- what the statistics keep of each family's games ------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatFacts:
    """One seat's figures of one finished game.

    Attributes:
        tiebreak: what decides between equal scores (the patent game: patent value); a seat
            finishes above another when its (score, tiebreak) is higher.
        turns: turns the seat finished.
        words: words it scored.
        best_word: the word that earned it most ("" if none).
        row: the family's own figures, in the order of :attr:`FamilyStats.columns`.
    """

    tiebreak: int
    turns: int
    words: int
    best_word: str
    row: tuple[object, ...]


class FamilyStats(Protocol):
    """What the statistics store asks of a family.

    The store keeps what every game has (the game, its record and family, and per seat the name,
    kind, profile, score, tie-break, turns, words, best word and ratings); each family keeps the
    rest of its per-seat figures in a table of its own, made by a migration of the statistics
    schema (``keeping/stats/schema.py``), and says here how to fill it.
    """

    @property
    def table(self) -> str:
        """The family's per-seat table (its columns after ``game_id`` and ``seat``)."""
        ...

    @property
    def columns(self) -> tuple[str, ...]:
        """The family's own columns of :attr:`table`."""
        ...

    @property
    def ai_ratings(self) -> Mapping[str, float]:
        """The fixed rating of each of the family's computer players (the rating's ruler)."""
        ...

    @property
    def word_worth(self) -> str:
        """An SQL expression over the family's table (as ``f``) for what a seat's best word
        was worth, so a new best word can be told ("" when the family has no such figure)."""
        ...

    def seat_facts(self, game: KeptGame) -> tuple[SeatFacts, ...]:
        """Every seat's figures of a finished game of the family, in seat order."""
        ...

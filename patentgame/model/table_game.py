"""`TableGame`: what every family's engine keeps the same way, written once.

The patent game, the board games and BuyWord each hold who sits at the table, their rules,
the word list they check against (and its id), the seed of their random steps and the actions
so far. They used to answer
for these each with its own copy of the same accessors; this base holds them, so the three
engines read alike and a fourth family starts from them. It knows nothing of any family's
rules: it holds no Qt and no family import.

Seat rotation is the other thing every table does the same way: :func:`clockwise` names the
seats in playing order from a given one.

Every family keeps its turns alike too: :class:`TableTurns` holds the phase, the seat whose
turn it is, the turns finished and the winners, and :class:`TurnTakingGame` reads them from it
for the game. A BuyWord round is its turn. Where several seats may act at once (the answers to
a challenged play or word), the family's turns name them in their own ``to_act``; the current
seat stays the one whose turn it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from patentgame.model.lexicon import WordList
from patentgame.model.seats import PlayerSpec

__all__ = [
    "StateEquality",
    "TableGame",
    "TableTurns",
    "TurnTakingGame",
    "clockwise",
    "next_in_play",
    "seats_in_play",
    "slot_names",
]

ActionT = TypeVar("ActionT")
RulesT = TypeVar("RulesT")
PhaseT = TypeVar("PhaseT")


def clockwise(first: int, seats: int, *, including_first: bool = True) -> tuple[int, ...]:
    """The seats in playing order (to the left, clockwise) starting at ``first``.

    A round of BuyWord, the answers to a challenge and the turn after a turn all go this
    way round the table.

    >>> clockwise(2, 4), clockwise(2, 4, including_first=False)
    ((2, 3, 0, 1), (3, 0, 1))
    """
    start = 0 if including_first else 1
    return tuple((first + step) % seats for step in range(start, seats))


def seats_in_play(left: Sequence[bool]) -> list[int]:
    """The seats still playing, in seat order, given which have ``left`` the game.

    >>> seats_in_play([False, True, False])
    [0, 2]
    """
    return [seat for seat, gone in enumerate(left) if not gone]


def next_in_play(seat: int, left: Sequence[bool]) -> int:
    """The next seat clockwise after ``seat`` still playing (``seat`` itself when no other is).

    >>> next_in_play(0, [False, True, False]), next_in_play(2, [False, True, False])
    (2, 0)
    """
    return next(
        (
            following
            for following in clockwise(seat, len(left), including_first=False)
            if not left[following]
        ),
        seat,
    )


def slot_names(cls: type) -> tuple[str, ...]:
    """Every slot of ``cls``, its bases' first: the whole stored state of an object of it,
    for copies and equality that must not miss a base's field."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        names += vars(klass).get("__slots__", ())
    return tuple(names)


class TableGame(Generic[ActionT, RulesT]):
    """The part of a game that is the same in every family: the seats, the rules, the word
    list, the seed and the actions played.

    A family's engine subclasses it and sets these fields when it sets up or copies a game.
    """

    __slots__ = ("_actions", "_lexicon", "_lexicon_id", "_players", "_rules", "_seed")

    _players: tuple[PlayerSpec, ...]
    _rules: RulesT
    _lexicon: WordList
    _lexicon_id: str
    _seed: int
    _actions: list[ActionT]

    @classmethod
    def _fields(cls) -> tuple[str, ...]:
        """Every stored field of the game, this base's included (for copies and equality)."""
        return slot_names(cls)

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats in playing order, as records name them."""
        return self._players

    @property
    def rules(self) -> RulesT:
        """The options the game is played under, fixed at its setup."""
        return self._rules

    @property
    def lexicon_id(self) -> str:
        """The id of the word list (a record's ``lexicon``), to find the list again."""
        return self._lexicon_id

    @property
    def lexicon(self) -> WordList:
        """The word list the game checks words against."""
        return self._lexicon

    @property
    def seed(self) -> int:
        """The seed of every random step, so that setup and actions replay the game."""
        return self._seed

    @property
    def actions(self) -> tuple[ActionT, ...]:
        """Every action played so far, in order: with the setup, the whole game."""
        return tuple(self._actions)

    @property
    def action_count(self) -> int:
        return len(self._actions)


class TableTurns(Generic[PhaseT]):
    """The turn-keeping of a family whose seats take turns one after another: the phase the
    game waits in (``PhaseT``, the family's own), the seat whose turn it is, the turns
    finished, and the winners once the game is over.

    A family's ``Turns`` (BuyWord's ``Rounds``) subclasses it and moves these on by its
    rules; their values are set there, when the turns begin (:func:`slot_names` names them
    all, for a copy).
    """

    __slots__ = ("_current", "_phase", "_turns", "_winners")

    _phase: PhaseT
    _current: int
    _turns: int
    _winners: tuple[int, ...]

    @property
    def phase(self) -> PhaseT:
        return self._phase

    @property
    def current(self) -> int:
        return self._current

    @property
    def turns(self) -> int:
        return self._turns

    @property
    def winners(self) -> tuple[int, ...]:
        return self._winners


class TurnTakingGame(TableGame[ActionT, RulesT], Generic[ActionT, RulesT, PhaseT]):
    """A table game whose turns a :class:`TableTurns` keeps: where the game stands is read
    from them. The family's engine sets ``_turns`` to its own ``Turns``."""

    __slots__ = ("_turns",)

    _turns: TableTurns[PhaseT]

    @property
    def phase(self) -> PhaseT:
        return self._turns.phase

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self._turns.current

    @property
    def turns(self) -> int:
        """Finished turns."""
        return self._turns.turns

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (more than one on a draw; empty before)."""
        return self._turns.winners


class StateEquality:
    """Equality for a game whose every part of the state is in :meth:`_state_key`: two games
    are equal when setup, actions and state are (tests compare a replayed game with the one
    played). A game is mutable, so it has no hash."""

    __slots__ = ()

    def _state_key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):
            return NotImplemented
        return self._state_key() == other._state_key()

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

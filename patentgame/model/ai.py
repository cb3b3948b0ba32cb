"""What every computer player of every game shares: the decision, the time budget, the protocol.

The desktop app runs ``choose()`` on a worker thread and may need the answer early (the player
pressed Undo, the window closed), so a player never blocks on its own: it checks the
:class:`Budget` between steps of its search and answers with the best action found so far.

The protocol is generic in what a seat sees (``ViewT``: the patent game's ``Perspective``) and
what it does (``ActionT``), so each family's players fit the same :class:`Player` shape and the
same AI runner drives them all.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

ActionT = TypeVar("ActionT")
ViewT_contra = TypeVar("ViewT_contra", contravariant=True)
ActionT_contra = TypeVar("ActionT_contra", contravariant=True)
SeatViewT = TypeVar("SeatViewT", bound="Judged[Any]")


@dataclass(frozen=True, slots=True)
class Decision(Generic[ActionT]):
    """An action and the short reason a person can read in the game log.

    Attributes:
        action: The action to submit for the seat that must act.
        reason: One short phrase, e.g. ``"bought K: doubles your one-vowel words"``.
    """

    action: ActionT
    reason: str


@dataclass(slots=True)
class Budget:
    """How long a player may think, and a way for the caller to stop it early.

    Attributes:
        seconds: Wall-clock limit from the moment the budget is made; ``None`` is no limit. A
            player that runs out answers with its best action so far, so a deterministic game
            (tests, the self-play lab) passes no limit.
        cancelled: Asked between search steps; returning ``True`` stops the search (for
            example ``threading.Event().is_set``).
    """

    seconds: float | None = None
    cancelled: Callable[[], bool] | None = None
    started: float = field(default_factory=time.perf_counter)

    def exhausted(self) -> bool:
        """Whether the player should stop searching and answer now."""
        if self.cancelled is not None and self.cancelled():
            return True
        return self.seconds is not None and time.perf_counter() - self.started >= self.seconds


class Player(Protocol[ViewT_contra, ActionT]):
    """A computer player: one decision for whatever its seat must decide now.

    The player sees only its seat's view, never the game, so it cannot read another hand or
    the deck. Each family says what a view and an action are (the patent game:
    ``Player[Perspective, Action]``).
    """

    @property
    def player_id(self) -> str:
        """The stable id, such as ``"ai:expert"``."""
        ...

    def choose(self, view: ViewT_contra, rng: random.Random, budget: Budget) -> Decision[ActionT]:
        """The decision for the view's seat now."""
        ...


class Judged(Protocol[ActionT_contra]):
    """A seat's view that the game's own rules judge actions on (every family's
    ``Perspective``): whose view it is, the seats that must decide now, and why an action
    would be refused."""

    @property
    def seat(self) -> int: ...
    @property
    def to_act(self) -> tuple[int, ...]: ...
    def why_illegal(self, action: ActionT_contra) -> object | None: ...


class SafePlayer(Generic[SeatViewT, ActionT]):
    """What every family's base player does around its own decisions: a seat with nothing to
    decide is an error, and a decision the rules refuse (a bug in a player) is replaced by the
    family's safe one and counted in :attr:`fallbacks`, so it never stalls a game or reaches
    the engine. A family fills in :meth:`decide` and :meth:`safe_decision`."""

    player_id = "ai:base"

    def __init__(self) -> None:
        #: Decisions that came out illegal and were replaced by a safe one (a bug if ever > 0).
        self.fallbacks = 0

    def choose(self, view: SeatViewT, rng: random.Random, budget: Budget) -> Decision[ActionT]:
        """The decision for ``view.seat`` now; always a legal action.

        Raises:
            ValueError: the seat has nothing to decide (it is not in ``view.to_act``).
        """
        if view.seat not in view.to_act:
            raise ValueError(f"seat {view.seat} has nothing to decide now")
        decision = self.decide(view, rng, budget)
        if view.why_illegal(decision.action) is not None:
            self.fallbacks += 1
            decision = self.safe_decision(view)
        return decision

    def decide(self, view: SeatViewT, rng: random.Random, budget: Budget) -> Decision[ActionT]:
        """The player's own decision for what the seat must decide now (its phase)."""
        raise NotImplementedError

    def safe_decision(self, view: SeatViewT) -> Decision[ActionT]:
        """A legal decision that needs no thought (a pass, a decline)."""
        raise NotImplementedError


def noticing(
    by_length: Sequence[float],
    see_rare: float,
    everyday: Container[str],
    rng: random.Random,
    *,
    shortest: int,
    longest: int,
) -> Callable[[str], bool] | None:
    """Whether a level notices a word now, as people miss words: its chance by the word's
    length (``by_length[0]`` for ``shortest`` letters, the last for ``longest`` or more),
    times ``see_rare`` for a word that is not in ``everyday``; ``None`` for a level that
    sees every word (nothing to ask).

    >>> sees = noticing((1.0, 0.0), 1.0, set(), random.Random(1), shortest=2, longest=3)
    >>> sees("at"), sees("cat"), sees("cats")
    (True, False, False)
    """
    if all(chance >= 1.0 for chance in by_length) and see_rare >= 1.0:
        return None

    def sees(word: str) -> bool:
        chance = by_length[min(len(word), longest) - shortest]
        if see_rare < 1.0 and word not in everyday:
            chance *= see_rare
        return chance >= 1.0 or rng.random() < chance

    return sees


def lab_id(player_id: str) -> tuple[str, str]:
    """A player id's level and its lab tuning: ``"ai:expert@leave=0.5"`` is the expert with
    ``"leave=0.5"`` changed; a plain id has no tuning.

    >>> lab_id("ai:expert@leave=0.5"), lab_id("ai:casual")
    (('ai:expert', 'leave=0.5'), ('ai:casual', ''))
    """
    base, _, tuning = player_id.partition("@")
    return base, tuning


def tuned_figures(text: str, readers: Mapping[str, Callable[[str], float]]) -> dict[str, float]:
    """The figures a lab id's tuning changes (``"leave=0.5,danger=4"``), each read by its
    reader in ``readers`` (``float``, or ``int`` for a count). Every family's levels read their
    tuning here, so a mistyped tuning is told the same way in every game's lab.

    >>> tuned_figures("leave=0.5, guesses=40", {"leave": float, "guesses": int})
    {'leave': 0.5, 'guesses': 40}
    >>> tuned_figures("leave=lots", {"leave": float})
    Traceback (most recent call last):
    ValueError: leave needs a number, not 'lots'

    Raises:
        ValueError: a name ``readers`` does not know (the message lists those it does), or a
            value its reader cannot read.
    """
    figures: dict[str, float] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, _, value = (side.strip() for side in part.partition("="))
        reader = readers.get(name)
        if reader is None:
            raise ValueError(f"cannot tune {name!r}; tunable: {', '.join(sorted(readers))}")
        try:
            figures[name] = reader(value)
        except ValueError:
            kind = "a whole number" if reader is int else "a number"
            raise ValueError(f"{name} needs {kind}, not {value!r}") from None
    return figures

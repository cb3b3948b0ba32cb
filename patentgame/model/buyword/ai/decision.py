"""What every BuyWord computer player shares: the decision it returns and the protocol.

A player never blocks on its own: it asks its ``budget`` between steps of its search whether to
answer now. Any object with ``exhausted() -> bool`` will do, so the desktop app can pass the
same budget it gives the patent game's players.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from patentgame.model.buyword.actions import Action
from patentgame.model.buyword.perspective import Perspective


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and the short reason a person can read in the game log.

    Attributes:
        action: The action to play for the seat that must act.
        reason: One short phrase, e.g. ``"bought E, R, T for $9: they fit the hand"``.
    """

    action: Action
    reason: str


class Budget(Protocol):
    """How long a player may think: asked between search steps."""

    def exhausted(self) -> bool:
        """Whether the player should answer now with its best action so far."""
        ...


class NoLimit:
    """A budget that never runs out: the lab and the tests, where games must be reproducible."""

    def exhausted(self) -> bool:
        return False


class Player(Protocol):
    """A computer player: one decision for whatever its seat must decide now.

    ``view.to_act`` holds ``view.seat`` whenever ``choose`` is called. The player sees only the
    perspective, never the game, so it cannot know the order of the bag.
    """

    @property
    def player_id(self) -> str:
        """The stable id, such as ``"ai:expert"``."""
        ...

    def choose(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision:
        """The decision for ``view.seat`` now."""
        ...

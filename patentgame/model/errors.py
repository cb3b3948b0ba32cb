"""The exceptions every game of the house shares, and the base of each game's refusal reasons.

A game's ``play()`` never explains itself in prose: it names a :class:`Refusal`, a member of the
game's own enum (the patent game's is ``IllegalReason``). The command line and the views turn a
reason into words; :meth:`Refusal.describe` gives the plain English one the command line prints.
"""

from __future__ import annotations

import enum


class Refusal(enum.Enum):
    """Base of each game's enum of reasons to refuse an action. Values are stable tokens."""

    def describe(self) -> str:
        """A short English sentence for this reason (each game's enum says it)."""
        raise NotImplementedError


class IllegalActionError(ValueError):
    """A game's ``play()`` was given an action its rules forbid now."""

    def __init__(self, reason: Refusal, action: object = None) -> None:
        super().__init__(f"illegal action ({reason.value}): {reason.describe()}")
        self.reason = reason
        self.action = action


class RecordError(ValueError):
    """A game record breaks its format (RECORD.md for the patent game)."""


class LexiconError(ValueError):
    """A word list or compiled lexicon cannot be read, built or imported."""

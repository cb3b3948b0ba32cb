"""The events that are the same thing in more than one family, declared once.

A turn starts the same way in the patent game and the board games, and a seat answers a play
or a word put to the table the same way in the patent game and BuyWord's challenge variant:
each family's ``events`` module takes these from here, so its ``Event`` and ``Seated`` unions
name them as before, and a log or a test reads them alike in every family.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Responded", "TurnStarted"]


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    turn: int  # number of turns finished before this one


@dataclass(frozen=True, slots=True)
class Responded:
    """``seat`` answered what was put to the table: ``challenge`` it, or accept it."""

    seat: int
    challenge: bool

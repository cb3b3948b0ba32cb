"""What every computer player of the board games returns.

The protocol is the house's (:mod:`patentgame.model.ai`): ``choose(perspective, rng, budget)``
gives a :class:`~patentgame.model.ai.Decision` whose ``action`` is the move and whose ``reason``
is the short phrase the game log shows. A board decision carries the reason as data too
(:class:`Why`), which the lab, the hints and the views read.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Protocol

from patentgame.model.ai import Budget, Decision
from patentgame.model.board.moves import Move
from patentgame.model.board.perspective import BoardPerspective
from patentgame.wording import QT_TRANSLATE_NOOP


class Motive(enum.Enum):
    """Why a player chose its move: one value per kind of reason, never prose."""

    BEST_SCORE = "best_score"  # the highest score on the board
    BEST_EQUITY = "best_equity"  # score plus the value of the tiles kept, less the danger
    BINGO = "bingo"  # plays the whole rack
    GOES_OUT = "goes_out"  # uses the last tiles with the bag empty
    ENDGAME = "endgame"  # the best line found by searching the last moves
    FAVOURITE = "favourite"  # one of the near-best plays it saw, picked by weighted chance
    RANDOM = "random"  # any legal play (the random baseline)
    EXCHANGE = "exchange"  # the rack is worth more after an exchange than after any play
    NO_PLAY = "no_play"  # no legal play: exchanges or passes
    ACCEPT = "accept"  # passes to accept a play that went out
    CHALLENGE = "challenge"  # a word of the last play is not in its vocabulary


@dataclass(frozen=True, slots=True)
class Why:
    """A reason as data.

    Attributes:
        motive: The kind of reason.
        score: Points the move scores now.
        equity: Its value to the player (score + leave - danger, or the endgame spread).
        leave: The tiles kept, in rack order.
        leave_value: What the tiles kept are worth, in points.
        danger: Points given away by the premium lanes the move opens.
        words: The words the move makes, main word first (or the challenged words).
    """

    motive: Motive
    score: int = 0
    equity: float = 0.0
    leave: tuple[str, ...] = ()
    leave_value: float = 0.0
    danger: float = 0.0
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BoardDecision(Decision[Move]):
    """A move for the seat that must act (``action``), the log's phrase for it (``reason``)
    and why, as data (``why``). Made by :func:`decided`."""

    why: Why

    @property
    def move(self) -> Move:
        """The move (the decision's ``action``)."""
        return self.action


def decided(move: Move, why: Why) -> BoardDecision:
    """The decision to play ``move`` for the reason ``why``, with its phrase for the log."""
    return BoardDecision(move, describe(why), why)


def describe(why: Why) -> str:
    """The short phrase the game log shows for a reason (the patent game's players give
    theirs in the same plain words).

    >>> describe(Why(Motive.BEST_EQUITY, score=24, words=("QUA", "AT")))
    'played QUA for 24: the best score with the tiles kept'
    >>> describe(Why(Motive.CHALLENGE, words=("ZZX",)))
    'challenged ZZX: not a word it knows'
    """
    word = why.words[0].upper() if why.words else ""
    doubted = ", ".join(word.upper() for word in why.words)
    # Templates marked for translation: the record keeps the English, the table shows the
    # app's language (wording.translate_filled finds the template and fills its translation).
    phrases = {
        Motive.BEST_SCORE: QT_TRANSLATE_NOOP(
            "Explanations", "played {word} for {score}: the highest score"
        ),
        Motive.BEST_EQUITY: QT_TRANSLATE_NOOP(
            "Explanations", "played {word} for {score}: the best score with the tiles kept"
        ),
        Motive.BINGO: QT_TRANSLATE_NOOP(
            "Explanations", "played {word} for {score}: the whole rack"
        ),
        Motive.GOES_OUT: QT_TRANSLATE_NOOP("Explanations", "played {word} for {score}: goes out"),
        Motive.ENDGAME: QT_TRANSLATE_NOOP(
            "Explanations", "played {word} for {score}: the best end it found"
        )
        if word
        else QT_TRANSLATE_NOOP("Explanations", "passed: the best end"),
        Motive.FAVOURITE: QT_TRANSLATE_NOOP(
            "Explanations", "played {word} for {score}: one of the best it saw"
        ),
        Motive.RANDOM: QT_TRANSLATE_NOOP("Explanations", "played {word} for {score}"),
        Motive.EXCHANGE: QT_TRANSLATE_NOOP(
            "Explanations", "exchanged: the tiles kept are worth more than any play"
        ),
        Motive.NO_PLAY: QT_TRANSLATE_NOOP("Explanations", "no play: exchanged or passed"),
        Motive.ACCEPT: QT_TRANSLATE_NOOP("Explanations", "accepted the last play"),
        Motive.CHALLENGE: QT_TRANSLATE_NOOP(
            "Explanations", "challenged {words}: not a word it knows"
        ),
    }
    return phrases[why.motive].format(word=word, score=why.score, words=doubted)


class Deadline(Protocol):
    """Anything with ``exhausted()``, such as the house's :class:`~patentgame.model.ai.Budget`."""

    def exhausted(self) -> bool: ...


class BoardPlayer(Protocol):
    """A computer player of the board games: a ``Player[BoardPerspective, Move]`` of the house's
    protocol whose decisions say why as data too."""

    @property
    def player_id(self) -> str:
        """The stable id stored in records, such as ``"ai:expert"``."""
        ...

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        """The move of ``view.seat`` now (``view.current`` is ``view.seat``)."""
        ...


__all__ = [
    "BoardDecision",
    "BoardPlayer",
    "Budget",
    "Deadline",
    "Motive",
    "Why",
    "decided",
    "describe",
]

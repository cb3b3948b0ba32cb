"""The exceptions every game of the house shares, and the base of each game's refusal reasons.

A game's ``play()`` never explains itself in prose: it names a :class:`Refusal`, a member of the
game's own enum (the patent game's is ``IllegalReason``). The command line and the views turn a
reason into words; :meth:`Refusal.describe` gives the plain English one the command line prints.

Every error a player may be told about is a :class:`Failure`: it carries a
:class:`~patentgame.model.problems.Problem` (a fault and its parameters), and its ``str()`` is
that problem's sentence (:func:`~patentgame.model.problems.explain`), so no Python internals and
no overlong value ever reach a message.
"""

from __future__ import annotations

import enum
from typing import Self

from patentgame.model.problems import Fault, Problem


class Refusal(enum.Enum):
    """Base of each game's enum of reasons to refuse an action. Each member names its stable
    token (its value) and the short English sentence that explains it, side by side, so that no
    reason lacks its words:

    >>> class Why(Refusal):
    ...     LATE = "late", "too late"
    >>> Why.LATE.value, Why.LATE.describe()
    ('late', 'too late')
    """

    _value_: str
    _sentence: str

    def __new__(cls, token: str, sentence: str) -> Self:
        reason = object.__new__(cls)
        reason._value_ = token
        reason._sentence = sentence
        return reason

    def describe(self) -> str:
        """A short English sentence for this reason: the command line prints it, the views
        show its translation."""
        return self._sentence


class IllegalActionError(ValueError):
    """A game's ``play()`` was given an action its rules forbid now."""

    def __init__(self, reason: Refusal, action: object = None) -> None:
        super().__init__(f"illegal action ({reason.value}): {reason.describe()}")
        self.reason = reason
        self.action = action


class Failure(Exception):
    """An error whose message is a :class:`~patentgame.model.problems.Problem`.

    Made from a problem, or from a plain English reason (the engines' reasons for refusing a
    record), which becomes the ``detail`` of :attr:`detail_fault`'s sentence.
    """

    #: The fault a plain-text reason is told as.
    detail_fault = Fault.REASON

    def __init__(self, problem: Problem | str) -> None:
        if isinstance(problem, str):
            problem = Problem(self.detail_fault, detail=problem.rstrip("."))
        super().__init__(problem)
        self.problem = problem

    def __str__(self) -> str:
        return str(self.problem)


class RecordError(Failure, ValueError):
    """A game record breaks its format (RECORD.md for the patent game), or cannot be read."""

    detail_fault = Fault.RECORD_INVALID

    @property
    def detail(self) -> str:
        """The reason alone, in English, for tests and logs that quote the engine's words."""
        found = self.problem.params.get("detail")
        return found if isinstance(found, str) else str(self.problem)

    def about(self, file: str) -> RecordError:
        """This error, told about ``file`` (the name of the file the record came from)."""
        return RecordError(self.problem.with_params(file=file))


class LexiconError(Failure, ValueError):
    """A word list or compiled lexicon cannot be read, built or imported."""


class FileReadError(Failure, OSError):
    """A file could not be read within the limits of :mod:`patentgame.model.reading`: missing,
    a folder, not an ordinary file, too large, not text, or JSON beyond the limits."""


def problem_of(error: BaseException) -> Problem:
    """The problem to tell for any error: a :class:`Failure`'s own, an ``OSError`` in plain
    words, and for anything else only its kind (a fault of ours, never its Python text)."""
    from patentgame.model.problems import os_reason, unexpected

    if isinstance(error, Failure):
        return error.problem
    if isinstance(error, OSError):
        name = error.filename if isinstance(error.filename, str) else ""
        return Problem(Fault.FILE_READ_FAILED, file=name or "?", reason=os_reason(error))
    return unexpected(error)

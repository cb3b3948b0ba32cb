"""`GameStory`: a game's story as the table tells it, and what a record keeps beside its actions.

The log's lines, the computer players' explanations and failures, the hints shown and every
seat's score after each turn belong together: a saved game keeps the explanations, failures
and hints (:meth:`GameStory.record_extra`), a resumed or taken-back game tells its log again
from them (:meth:`GameStory.told`), and a take-back drops those of the actions it undoes
(:meth:`GameStory.trim`). :class:`~patentgame.controller.game_model.GameModel` owns one and
says what happened through its signals; this holds the story only (its sentences go through
Qt's translations, as every sentence the app shows does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from patentgame.keeping import hint_ledger
from patentgame.wording import translate_filled

__all__ = [
    "MAX_NOTE",
    "NOTES_KEY",
    "PROBLEMS_KEY",
    "GameStory",
    "LogLine",
    "note_text",
    "problem_text",
    "read_notes",
    "read_problems",
]

#: The key of a computer player's explanations in a saved record's optional keys.
NOTES_KEY = "notes"
#: The key of the computer players' failures ("... had a problem") in a saved record's
#: optional keys: ``[[action index, seat, message], ...]``, each told before that action.
PROBLEMS_KEY = "problems"
#: An explanation longer than this in a save file is cut (a file is not to be trusted).
MAX_NOTE = 300


class LogLine(NamedTuple):
    """One line of the game's story, with what the log needs to show it as it was.

    Attributes:
        text: the sentence.
        seat: whose colour marks it (-1: nobody's, a refill of the pool).
        strong: a turn's start, a verdict or the end, which stand out.
        note: a computer player's explanation of its action, shown quieter than the events.
        problem: a computer player failed (it raised, or chose an illegal action) and played
            safe instead: shown in a warning colour.
    """

    text: str
    seat: int = -1
    strong: bool = False
    note: bool = False
    problem: bool = False


def read_notes(value: object) -> dict[int, tuple[int, str]]:
    """A record's explanations (``[[action index, seat, text], ...]``) as :meth:`GameModel.adopt`
    keeps them; entries of the wrong shape are left out (a file is not to be trusted).

    >>> read_notes([[0, 1, "played CAT"], ["x"], [2, 0, 5]])
    {0: (1, 'played CAT')}
    """
    notes: dict[int, tuple[int, str]] = {}
    if not isinstance(value, list):
        return notes
    for entry in value:
        if (
            isinstance(entry, list)
            and len(entry) == 3
            and all(type(item) is int for item in entry[:2])
            and isinstance(entry[2], str)
            and entry[0] >= 0
        ):
            notes[entry[0]] = (entry[1], entry[2][:MAX_NOTE])
    return notes


def note_text(name: str, explanation: str) -> str:
    """The log's line for a computer player's explanation of its action. The explanation is kept
    in English (records keep it); the line shows it in the app's language."""
    line = QCoreApplication.translate("GameModel", "{name}: {explanation}")
    return line.format(name=name, explanation=translate_filled("Explanations", explanation))


def problem_text(name: str, message: str) -> str:
    """The log's line for a computer player's failure."""
    line = QCoreApplication.translate("GameModel", "{name} had a problem: {message}")
    return line.format(name=name, message=message)


def read_problems(value: object) -> dict[int, list[tuple[int, str]]]:
    """A record's computer failures (``[[action index, seat, message], ...]``, several for one
    index allowed) as :meth:`GameModel.adopt` keeps them; entries of the wrong shape are left out.

    >>> read_problems([[3, 1, "ValueError: no"], [3, 2, "KeyError: 5"], [1, "x", ""]])
    {3: [(1, 'ValueError: no'), (2, 'KeyError: 5')]}
    """
    problems: dict[int, list[tuple[int, str]]] = {}
    if not isinstance(value, list):
        return problems
    for entry in value:
        if (
            isinstance(entry, list)
            and len(entry) == 3
            and all(type(item) is int for item in entry[:2])
            and isinstance(entry[2], str)
            and entry[0] >= 0
        ):
            problems.setdefault(entry[0], []).append((entry[1], entry[2][:MAX_NOTE]))
    return problems


class GameStory:
    """The log lines, explanations, failures, hints and scores over the turns of one game."""

    def __init__(self, name_of: Callable[[int], str]) -> None:
        """A story whose lines name seats with ``name_of``."""
        self._name_of = name_of
        self.lines: list[LogLine] = []
        #: every seat's score at the start and after each finished turn
        self.worth: list[tuple[int, ...]] = []
        #: Computer players' explanations: action index -> (seat, text).
        self.notes: dict[int, tuple[int, str]] = {}
        #: Computer players' failures: the index of the action they came before -> (seat, text).
        self.problems: dict[int, list[tuple[int, str]]] = {}
        #: Hints shown: (action index, seat, step), as the record keeps them (``hints``).
        self.hints: list[tuple[int, int, int]] = []

    def load(self, extra: Mapping[str, object], count: int, seats: int) -> None:
        """Start over from a record's optional keys (``extra``): the explanations, failures
        and hints of its ``count`` actions among ``seats`` seats (others are ignored)."""
        self.lines = []
        self.notes = {
            index: note
            for index, note in read_notes(extra.get(NOTES_KEY)).items()
            if index < count and 0 <= note[0] < seats
        }
        self.problems = {}
        for index, problems in read_problems(extra.get(PROBLEMS_KEY)).items():
            kept = [problem for problem in problems if 0 <= problem[0] < seats]
            if index <= count and kept:
                self.problems[index] = kept
        # A resumed or opened game counts the hints it kept.
        self.hints = [
            entry
            for entry in hint_ledger.read_hints(extra.get(hint_ledger.HINTS_KEY))
            if entry[0] <= count and entry[1] < seats
        ]

    def trim(self, kept: int) -> None:
        """A take-back to ``kept`` actions: the explanations and hints of the actions taken
        back go with them; a failure at the state gone back to stays (the log tells that
        state as it was)."""
        self.notes = {i: note for i, note in self.notes.items() if i < kept}
        self.hints = [entry for entry in self.hints if entry[0] < kept]
        self.problems = {i: seen for i, seen in self.problems.items() if i <= kept}

    def record_extra(self) -> dict[str, object]:
        """The optional keys a saved record carries beside the actions (``notes``,
        ``problems``, ``hints``), only those with something in them."""
        extra: dict[str, object] = {}
        if self.notes:
            extra[NOTES_KEY] = [
                [index, seat, text] for index, (seat, text) in sorted(self.notes.items())
            ]
        if self.problems:
            extra[PROBLEMS_KEY] = [
                [index, seat, text]
                for index, problems in sorted(self.problems.items())
                for seat, text in problems
            ]
        if self.hints:
            extra[hint_ledger.HINTS_KEY] = [list(entry) for entry in self.hints]
        return extra

    def note_line(self, index: int) -> LogLine | None:
        """The log line of action ``index``'s explanation, if a computer player gave one."""
        note = self.notes.get(index)
        if note is None:
            return None
        seat, text = note
        return LogLine(note_text(self._name_of(seat), text), seat, note=True)

    def problem_line(self, problem: tuple[int, str]) -> LogLine:
        seat, message = problem
        return LogLine(problem_text(self._name_of(seat), message), seat, problem=True)

    def problem_lines(self, index: int) -> list[LogLine]:
        """The lines of the failures that came before action ``index``."""
        return [self.problem_line(problem) for problem in self.problems.get(index, ())]

    def told(self, index: int, lines: Sequence[LogLine]) -> list[LogLine]:
        """For a family's ``retell``: action ``index``'s lines with its explanation (if any)
        after the first of them, where the action put it when it was played, and the
        computer failures that came before it."""
        own = list(lines)
        note = self.note_line(index)
        if note is not None:
            own.insert(min(1, len(own)), note)
        return self.problem_lines(index) + own

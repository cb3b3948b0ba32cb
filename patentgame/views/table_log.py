"""`TableLog`: the game's story in a table's log, told the same way in every family.

Each :class:`~patentgame.controller.game_model.LogLine` of the game model: a seat's line with
its colour's dot and its speaker for a screen reader, an explanation quieter, a computer's
failure (``LogLine.problem``) in the warning colour. A family chooses only whether every line of
a seat carries its dot and the tint of the explanations.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from patentgame.controller.game_model import AnyGameModel, LogLine
from patentgame.views import palette as pal
from patentgame.views.game_log import GameLog

#: The log's tint of a computer player's failure (``LogLine.problem``), in every family.
PROBLEM_TINT = "#ffb4a0"


class TableLog(QObject):
    """Writes one game model's story into a table's log.

    Args:
        log: the table's log.
        model: the family's game model.
        marks_every_line: every line of a seat carries its dot, explanations and failures too
            (else those are set in, without a dot).
        note_tint: the tint of a computer's explanation ("": the log's quiet note style).
    """

    def __init__(
        self, log: GameLog, model: AnyGameModel, *, marks_every_line: bool, note_tint: str
    ) -> None:
        super().__init__(log)
        self._log = log
        self._model = model
        self._marks_every_line = marks_every_line
        self._note_tint = note_tint
        model.line_added.connect(self.add)
        model.log_replaced.connect(self.replace)

    def add(self, line: LogLine) -> None:
        """One more line of the story."""
        model = self._model
        seated = model.has_game and 0 <= line.seat < model.seats
        aside = line.note or line.problem
        marked = seated and (self._marks_every_line or not aside)
        self._log.add(
            line.text,
            strong=line.strong,
            marker=pal.seat_colour(model.colour(line.seat)).name() if marked else "",
            colour=self._note_tint if line.note else PROBLEM_TINT if line.problem else "",
            note=line.note,
            speaker=model.shown_name(line.seat) if seated else "",
        )

    def replace(self, lines: list[LogLine]) -> None:
        """The story told again from the start (a take-back, an opened game)."""
        self._log.clear()
        for line in lines:
            self.add(line)

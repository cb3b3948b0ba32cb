"""`SummaryFlow`: the end of a game in the main window.

A moment after the game ends the summary opens (the ranking, the family's own part and the way
into the review, :meth:`FamilyTable.summary_sections`); closed, it leaves "Play again" and
"Results" on the table, or starts the same game again when the person asked. A game whose end
is taken back goes on without them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from patentgame.views.main_window import MainWindow
    from patentgame.views.summary_dialog import SummaryDialog


class SummaryFlow(QObject):
    """Opens and closes one window's summary (kept as the window's ``summary_dialog``)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def show(self) -> None:
        """The finished game's summary (once; nothing while the game goes on)."""
        window = self._window
        model = window.game_model
        if not model.has_game or not model.is_over or window.summary_dialog is not None:
            return
        from patentgame.views.summary_dialog import SummaryDialog

        outcomes = window.outcome_source() if window.outcome_source is not None else ()
        dialog = SummaryDialog(model, window.table.summary(), outcomes, window)
        for section in window.table.summary_sections():
            dialog.add_section(section)
        window.summary_dialog = dialog
        dialog.finished.connect(lambda _: self._closed(dialog))
        window.after_game.hide()
        dialog.open()

    def close(self) -> None:
        """A new game comes: the summary of the last goes, unanswered."""
        window = self._window
        if window.summary_dialog is not None:
            window.summary_dialog.blockSignals(True)
            window.summary_dialog.close()
        window.summary_dialog = None

    def _closed(self, dialog: SummaryDialog) -> None:
        window = self._window
        window.summary_dialog = None
        window.return_focus()
        if dialog.play_again:
            self.play_again()
        elif window.game_model.has_game and window.game_model.is_over:
            window.after_game.offer()

    def withdraw(self) -> None:
        """The game goes on again (its end taken back): no "Play again" on the table."""
        window = self._window
        if not (window.game_model.has_game and window.game_model.is_over):
            window.after_game.hide()

    def play_again(self) -> None:
        """A new game like the one just finished (the same players and rules, a new deal)."""
        window = self._window
        window.start_game(replace(window.game_model.setup, seed=None))

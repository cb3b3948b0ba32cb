"""`WelcomeFlow`: the first start's welcome screen over the empty table (play, learn, open),
kept as the window's ``welcome`` once shown."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from patentgame.views.main_window import MainWindow


class WelcomeFlow(QObject):
    """Lays one window's welcome screen over its table, and goes the way the person chose."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def cover(self) -> None:
        """Lay the welcome screen over the empty table."""
        from patentgame.views.welcome import WelcomeScreen

        window = self._window
        if window.welcome is None:
            window.welcome = WelcomeScreen(window.table)
            window.welcome.chosen.connect(self._chosen)
        window.welcome.cover()

    def hide(self) -> None:
        """A game comes to the table: the screen goes."""
        if self._window.welcome is not None:
            self._window.welcome.hide()

    def _chosen(self, choice: str) -> None:
        """Each choice goes the way its menu entry goes, asking first before it leaves a game
        in progress (Help > Guided first game, File > Open, File > Play against the
        computer)."""
        window = self._window
        self.hide()
        if not window.settings.welcomed:
            window.update_settings(replace(window.settings, welcomed=True))
        if choice.startswith("learn"):
            window.start_tutorial(choice.partition(":")[2])
        elif choice == "open":
            window.menu_builder.open_game()
        else:
            window.play_solo()
        if not window.game_model.has_game:  # the file dialog was cancelled: choose again
            self.cover()

"""Hooks the keeping of games into the main window: autosave, resume, files, statistics.

The composition root makes one :class:`GameKeeping` for the main window and calls
:meth:`GameKeeping.start` once the window is shown. From then on every action is autosaved,
a finished game goes into the statistics, File > Open, Save As and Recent games work, and the
View and Settings menus gain Statistics, Game history and Word lists. It talks to the window
only through its public hooks (``game_model``, ``set_file_handlers``, ``recent_menu``,
``menus``, ``statusBar()``, ``load_wordlist``), so the window stays unaware of files.

Questions and messages go through two small callables (``ask`` and ``inform``, message boxes by
default) so tests can answer them without a screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.atomic import StorageError
from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.paths import SAVE_SUFFIX
from patentgame.keeping.saves import LoadedGame, SaveFileError, open_game, save_game
from patentgame.keeping.settings import (
    SEAT_KINDS,
    Settings,
    load_settings,
    save_settings,
    with_recent_file,
    without_recent_file,
)
from patentgame.model.patent.game import Game

Ask = Callable[[str, str], bool]
Inform = Callable[[str, str], None]
FILE_FILTER = f"Saved games (*{SAVE_SUFFIX});;All files (*)"


class GameKeeping(QObject):
    """Autosave, resume, Save As / Open / Recent, Statistics, History and Word lists.

    Args:
        window: the main window.
        data_dir: the data folder (``paths.data_dir()``).
        settings_path: the settings file (``paths.settings_path()``), or ``None`` to keep the
            recent files in memory only.
        ask: asks a yes/no question (title, text); message boxes by default.
        inform: shows a message (title, text); message boxes by default.
    """

    def __init__(
        self,
        window: Any,
        data_dir: Path,
        settings_path: Path | None = None,
        *,
        ask: Ask | None = None,
        inform: Inform | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.data_dir = Path(data_dir)
        self.settings_path = settings_path
        self.settings = Settings()
        self.keeper = GameKeeper(self.data_dir, window.load_wordlist)
        self.ask: Ask = ask or self._ask_box
        self.inform: Inform = inform or self._inform_box
        self.windows: dict[str, QWidget] = {}
        self._started = False
        self._closed = False

    # ----------------------------------------------------------------- start

    def start(self, *, offer_resume: bool = True) -> bool:
        """Hook everything up, show start-up notices and offer an unfinished game.

        With ``offer_resume`` false (a saved game was named on the command line), an unfinished
        game is not offered but kept as a save file, so nothing is lost.

        Returns:
            Whether an autosaved game was resumed (otherwise the caller starts a new one).
        """
        if self._started:
            return False
        self._started = True
        if self.settings_path is not None:
            loaded = load_settings(self.settings_path)
            self.settings = loaded.settings
            if loaded.notice:
                self.inform("Settings", loaded.notice)
        self.apply_settings()
        # The statistics wait until the table is drawn: the player sees the table sooner.
        startup = self.keeper.start(open_statistics=False)
        for notice in startup.notices:
            self.inform("Saved games", notice)
        self._connect()
        self._after_first_frame(self.open_statistics)
        if startup.offer is None:
            return False
        if offer_resume and self.ask("Continue?", startup.offer.resume_question()):
            self._adopt(startup.offer)
            return True
        kept = self.keeper.set_aside_offer()
        if kept is not None:
            self._status(f"The unfinished game was kept as {kept.name}; File > Open finds it.")
        return False

    def open_statistics(self) -> None:
        """Open the statistics file (once), showing its notice if it was damaged."""
        notice = self.keeper.open_statistics()
        if notice:
            self.inform("Statistics", notice)

    def _after_first_frame(self, work: Callable[[], None]) -> None:
        """Run ``work`` once the window has drawn its table (at once if it already has)."""
        signal = getattr(self.window, "first_drawn", None)
        if signal is None or getattr(self.window, "has_drawn", True):
            QTimer.singleShot(0, work)
        else:
            signal.connect(work)

    def _connect(self) -> None:
        window = self.window
        closing = getattr(window, "closing", None)
        if closing is not None:
            closing.connect(self.close)  # closing the window saves the settings
        model = window.game_model
        model.state_changed.connect(self._after_action)
        model.game_over.connect(self._game_over)
        window.set_file_handlers(self.open_dialog, self.save_as_dialog)
        view = window.menus["view"]
        view.addSeparator()
        self._add_action(view, "statistics", "&Statistics", self.show_statistics, "Ctrl+I")
        self._add_action(view, "history", "Game &history", self.show_history, "Ctrl+Shift+H")
        self._add_action(
            window.menus["settings"], "wordlists", "&Word lists...", self.show_wordlists
        )
        self._fill_recent()

    def _add_action(
        self, menu: Any, name: str, text: str, slot: Callable[[], Any], key: str = ""
    ) -> None:
        action = QAction(text, self.window)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        named = getattr(self.window, "named_actions", None)
        if isinstance(named, dict):
            named[name] = action

    def close(self) -> None:
        """At exit (the window closing): save the settings, release the autosave slot, close
        the statistics. Only the first call does anything."""
        if self._closed:
            return
        self._closed = True
        self.capture_settings()
        self._save_settings()
        self.keeper.close()

    # -------------------------------------------------------------- settings

    def apply_settings(self) -> None:
        """Give the window the stored settings: computer pace, challenge time, the seats of
        the next new game, and its geometry."""
        window, settings = self.window, self.settings
        remembered = getattr(window, "window_settings", None)
        if remembered is None:
            return
        if hasattr(window, "set_ai_pace"):
            window.set_ai_pace(settings.ai_pace_ms)
        remembered.challenge_seconds = settings.challenge_timeout
        if hasattr(window, "set_reduced_motion"):
            window.set_reduced_motion(settings.reduced_motion)
        if hasattr(window, "set_accept_computer_words"):
            window.set_accept_computer_words(settings.accept_computer_words)
        seats = tuple(
            SeatSetup(settings.player_names[i], kind, settings.player_colours[i])
            for i, kind in enumerate(settings.seats)
        )
        setup = GameSetup(seats, lexicon=settings.wordlist, rules=settings.rules)
        remembered.last_setup = setup
        if setup.humans == 1:
            remembered.solo = setup
        if settings.window_geometry:
            window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))

    def capture_settings(self) -> Settings:
        """Take the window's settings back (at exit), so the next start looks the same."""
        window, settings = self.window, self.settings
        remembered = getattr(window, "window_settings", None)
        if remembered is None:
            return settings
        changes: dict[str, Any] = {
            "ai_pace_ms": min(max(int(remembered.ai_pace_ms), 0), 10_000),
            "challenge_timeout": min(max(int(remembered.challenge_seconds), 0), 600),
            "show_log": bool(remembered.show_log),
            "reduced_motion": bool(remembered.reduced_motion),
            "accept_computer_words": bool(remembered.accept_computer_words),
            "window_geometry": bytes(window.saveGeometry().toBase64().data()).decode(),
        }
        setup = remembered.last_setup
        if setup is not None and all(seat.kind in SEAT_KINDS for seat in setup.seats):
            names = [seat.name for seat in setup.seats]
            colours = [seat.colour for seat in setup.seats]
            changes["seats"] = tuple(seat.kind for seat in setup.seats)
            changes["player_names"] = (*names, *settings.player_names[len(names) :])
            changes["player_colours"] = (*colours, *settings.player_colours[len(colours) :])
            changes["rules"] = setup.rules
            changes["wordlist"] = setup.lexicon
        self.settings = replace(settings, **changes)
        return self.settings

    # -------------------------------------------------------------- autosave

    def _after_action(self) -> None:
        model = self.window.game_model
        # A finished game is recorded and its autosave cleared by _game_over, which the model
        # signals before this; writing it again would only bring the autosave back.
        if not model.has_game or model.game.game_over:
            return
        problem = self.keeper.after_action(model.game)
        if problem:
            self.inform("Autosave", problem)

    def _game_over(self, _winners: object = None) -> None:
        model = self.window.game_model
        if not model.has_game:
            return
        problem = self.keeper.game_over(model.game)
        if problem:
            self._status(problem)
        for key in ("statistics", "history"):
            window = self.windows.get(key)
            if window is not None and hasattr(window, "refresh"):
                window.refresh()

    # ------------------------------------------------------------ save, open

    def save_as_dialog(self) -> None:
        """File > Save As: pick a file, then :meth:`save_to`."""
        if not self.window.game_model.has_game:
            return
        from PySide6.QtWidgets import QFileDialog

        start = self.keeper.data_dir / "saves"
        path, _filter = QFileDialog.getSaveFileName(
            self.window, "Save the game", str(start / f"game{SAVE_SUFFIX}"), FILE_FILTER
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> Path | None:
        """Save the game in progress to ``path``; returns where, or ``None`` (the reason shown)."""
        model = self.window.game_model
        if not model.has_game:
            return None
        try:
            written = save_game(model.game, path)
        except StorageError as error:
            self.inform("Save as", f"The game was not saved. {error}")
            return None
        self._remember(written)
        self._status(f"Saved as {written.name}")
        return written

    def open_dialog(self) -> None:
        """File > Open: pick a file, then :meth:`open_file`."""
        from PySide6.QtWidgets import QFileDialog

        start = self.keeper.data_dir / "saves"
        path, _filter = QFileDialog.getOpenFileName(
            self.window, "Open a saved game", str(start), FILE_FILTER
        )
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Open a saved game in the window. A damaged file is explained; the game in progress
        is then left exactly as it was."""
        try:
            loaded = open_game(path, self.window.load_wordlist)
        except SaveFileError as error:
            self.inform("Open", str(error))
            if not path.exists():
                self.settings = without_recent_file(self.settings, path)
                self._save_settings()
                self._fill_recent()
            return False
        self._adopt(loaded)
        self._remember(path)
        self._status(f"Opened {path.name}")
        return True

    def _adopt(self, loaded: LoadedGame) -> None:
        game: Game = loaded.game
        adopt = getattr(self.window, "adopt_game", None)
        if callable(adopt):
            adopt(game, game.lexicon)
        else:
            self.window.game_model.adopt(game, None, game.lexicon)
        self._after_action()

    # ---------------------------------------------------------------- recent

    def _remember(self, path: Path) -> None:
        self.settings = with_recent_file(self.settings, path)
        self._save_settings()
        self._fill_recent()

    def _fill_recent(self) -> None:
        menu = getattr(self.window, "recent_menu", None)
        if menu is None:
            return
        menu.clear()
        files = [Path(name) for name in self.settings.recent_files]
        for file in files:
            action = menu.addAction(f"{file.name}  —  {file.parent}")
            action.setToolTip(str(file))
            action.triggered.connect(lambda _=False, f=file: self.open_file(f))
        if files:
            menu.addSeparator()
            menu.addAction("Clear the list").triggered.connect(self.clear_recent)
        menu.setEnabled(bool(files))

    def clear_recent(self) -> None:
        """Forget the recent files (the files themselves stay)."""
        self.settings = replace(self.settings, recent_files=())
        self._save_settings()
        self._fill_recent()

    def recent_files(self) -> list[str]:
        """The files in File > Recent games, newest first."""
        return list(self.settings.recent_files)

    def _save_settings(self) -> None:
        if self.settings_path is None:
            return
        try:
            save_settings(self.settings, self.settings_path)
        except StorageError as error:
            self._status(f"Settings not saved: {error}")

    # --------------------------------------------------------------- windows

    def show_statistics(self) -> QWidget | None:
        """View > Statistics."""
        from patentgame.views.statistics_window import StatisticsWindow

        self.open_statistics()
        store = self.keeper.stats
        if store is None:
            self.inform("Statistics", "The statistics are not available right now.")
            return None
        return self._show("statistics", lambda: StatisticsWindow(store, parent=self.window))

    def show_history(self) -> QWidget | None:
        """View > Game history."""
        from patentgame.views.history_window import HistoryWindow

        self.open_statistics()
        store = self.keeper.stats
        if store is None:
            self.inform("Game history", "The game history is not available right now.")
            return None
        loader = self.window.load_wordlist
        return self._show("history", lambda: HistoryWindow(store, loader, self.window))

    def show_wordlists(self) -> QWidget:
        """Settings > Word lists."""
        from patentgame.views.wordlists_dialog import WordListsDialog

        return self._show("wordlists", lambda: WordListsDialog(self.data_dir, self.window))

    def _show(self, key: str, create: Callable[[], QWidget]) -> QWidget:
        window = self.windows.get(key)
        if window is None:
            window = create()
            self.windows[key] = window
        elif hasattr(window, "refresh"):
            window.refresh()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # ----------------------------------------------------------------- talk

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)

    def _ask_box(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self.window, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _inform_box(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self.window, title, text)

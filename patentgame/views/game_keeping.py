"""Hooks the keeping of games into the main window: autosave, resume, files, settings, statistics.

The composition root makes one :class:`GameKeeping` for the main window and calls
:meth:`GameKeeping.start` once the window is shown. From then on every action is autosaved,
a finished game goes into the statistics, every change of a setting is stored, File > Open,
Save As and Recent games work, and the View and Settings menus gain Statistics, Game history and
Word lists. It talks to the window only through its public hooks (``game_model``,
``settings``, ``apply``, ``settings_changed``, ``set_file_handlers``, ``recent_menu``, ``menus``,
``statusBar()``, ``load_lexicon``), so the window stays unaware of files.

Questions and messages go through two small callables (``ask`` and ``inform``, message boxes by
default) so tests can answer them without a screen. Every problem the keeping floor reports is
told through :func:`~patentgame.views.messages.tell` (the one module of sentences, translated);
nothing that happens to a file, a full disk included, reaches the player as a traceback.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from patentgame import families
from patentgame.controller.setup import Form, GameSetup, unknown_form, with_matched_levels
from patentgame.keeping.atomic import StorageError, write_text_atomic
from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.paths import SAVE_SUFFIX, ensure_folder
from patentgame.keeping.saves import LoadedGame, SaveFileError, open_game, save_game
from patentgame.keeping.settings import (
    Settings,
    load_settings,
    save_settings,
    with_recent_file,
    without_recent_file,
)
from patentgame.model.errors import problem_of
from patentgame.model.guided import is_guided
from patentgame.model.problems import Fault, Problem
from patentgame.model.strength import MATCH
from patentgame.views.messages import tell
from patentgame.views.window_memory import remember_place

if TYPE_CHECKING:
    from patentgame.model.lexicon import WordListInfo
    from patentgame.views.history_window import HistoryWindow
    from patentgame.views.main_window import MainWindow
    from patentgame.views.statistics_window import StatisticsWindow
    from patentgame.views.wordlists_dialog import WordListsDialog

Ask = Callable[[str, str], bool]
Inform = Callable[[str, str], None]
#: Another program's format the board games read and write (Quackle, Woogles, cross-tables).
GCG_SUFFIX = ".gcg"
#: How many files a message about several of them names (the rest are counted).
SHOWN_NAMES = 3


def save_filter() -> str:
    """Save As's filter: saved games, or GCG for a two-player game of English tiles."""
    return QCoreApplication.translate(
        "GameKeeping", "Saved games (*{suffix});;GCG, two-player English board games (*{gcg})"
    ).format(suffix=SAVE_SUFFIX, gcg=GCG_SUFFIX)


def open_filter() -> str:
    """Open's filter: saved games, GCG board games to view, or any file."""
    return QCoreApplication.translate(
        "GameKeeping", "Saved games (*{suffix});;GCG board games, to view (*{gcg});;All files (*)"
    ).format(suffix=SAVE_SUFFIX, gcg=GCG_SUFFIX)


class GameKeeping(QObject):
    """Autosave, resume, settings, Save As / Open / Recent, Statistics, History and Word lists.

    Args:
        window: the main window.
        data_dir: the data folder (``paths.data_dir()``).
        settings_path: the settings file (``paths.settings_path()``), or ``None`` to keep the
            settings in memory only.
        ask: asks a yes/no question (title, text); message boxes by default.
        inform: shows a message (title, text); message boxes by default.
    """

    def __init__(
        self,
        window: MainWindow,
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
        self.keeper = GameKeeper(self.data_dir, window.load_lexicon)
        self.ask: Ask = ask or self._ask_box
        self.inform: Inform = inform or self._inform_box
        self.statistics_window: StatisticsWindow | None = None
        self.history_window: HistoryWindow | None = None
        self.wordlists_dialog: WordListsDialog | None = None
        #: Replay viewers of files opened only to be looked at (GCG).
        self.replay_windows: list[QWidget] = []
        self._started = False
        self._closed = False

    @property
    def settings(self) -> Settings:
        """The settings: the window's, the one place they live."""
        return self.window.settings

    # ----------------------------------------------------------------- start

    def start(self, *, offer_resume: bool = True, ask: bool = True) -> bool:
        """Hook everything up, show start-up notices and offer an unfinished game.

        With ``offer_resume`` false (a saved game was named on the command line), an unfinished
        game is not offered but kept as a save file, so nothing is lost. With ``ask`` false
        (``--resume``: the app starting again after "Restart now") it is resumed without the
        question.

        Returns:
            Whether an autosaved game was resumed (otherwise the caller starts a new one).
        """
        if self._started:
            return False
        self._started = True
        if self.settings_path is not None:
            loaded = load_settings(self.settings_path)
            self.window.apply(loaded.settings)
            if loaded.notice:
                self.inform(self.tr("Settings"), tell(loaded.notice))
        self.window.take_setups_from_settings()
        self.window.restore_geometry()
        # The statistics wait until the table is drawn: the player sees the table sooner.
        startup = self.keeper.start(open_statistics=False)
        for notice in startup.notices:
            self.inform(self.tr("Saved games"), tell(notice))
        self._connect()
        self._after_first_frame(self._open_statistics_at_start)
        if startup.offer is None:
            return False
        if offer_resume and (
            not ask or self.ask(self.tr("Continue?"), startup.offer.resume_question())
        ):
            self._adopt(startup.offer)
            return True
        if is_guided(startup.offer.game):  # a lesson declined is not kept as a game
            self.keeper.forget_offer()
            return False
        kept = self.keeper.set_aside_offer()
        if kept is not None:
            self._status(
                self.tr("The unfinished game was kept as {name}; File > Open finds it.").format(
                    name=kept.name
                )
            )
        return False

    def open_statistics(self) -> None:
        """Open the statistics file (once), showing its notice if it was damaged."""
        notice = self.keeper.open_statistics()
        if notice:
            self.inform(self.tr("Statistics"), tell(notice))

    def _open_statistics_at_start(self) -> None:
        """Open the statistics once the table is drawn, and add the finished games kept while
        they could not take them (the status bar says how many)."""
        self.open_statistics()
        caught = self.keeper.catch_up()
        if caught:
            self._status(" ".join(tell(notice) for notice in caught))

    def _after_first_frame(self, work: Callable[[], None]) -> None:
        """Run ``work`` once the window has drawn its table (at once if it already has)."""
        if self.window.has_drawn:
            QTimer.singleShot(0, work)
        else:
            self.window.first_drawn.connect(work)

    def _connect(self) -> None:
        window = self.window
        window.closing.connect(self.close)  # closing the window saves the settings
        window.settings_changed.connect(self._settings_changed)
        # Leaving a game in progress keeps it as a save file; the window asks first.
        window.ask = self.ask
        window.keeps_left_games = True
        window.leaving_game.connect(self._keep_left_game)
        window.outcome_source = self.keeper.outcomes
        window.imported_lists = self.imported_lists
        self._follow_model()
        window.family_changed.connect(self._follow_model)
        window.set_file_handlers(self.open_dialog, self.save_as_dialog)
        window.setup_resolver = self.match_levels
        view = window.menus["view"]
        view.addSeparator()
        self._add_action(view, "statistics", self.tr("&Statistics"), self.show_statistics, "Ctrl+I")
        self._add_action(
            view, "history", self.tr("Game &history"), self.show_history, "Ctrl+Shift+H"
        )
        self._add_action(
            window.menus["settings"], "wordlists", self.tr("&Word lists..."), self.show_wordlists
        )
        self._fill_recent()

    def _follow_model(self) -> None:
        """Autosave and record the games of the window's game model (a new one comes with a
        game of another family)."""
        model = self.window.game_model
        model.state_changed.connect(self._after_action)
        model.game_over.connect(self._game_over)
        # A family's table may read the statistics (BuyWord's summary: the best game alone).
        self.window.table.use_statistics(lambda: self.keeper.stats)

    def _add_action(
        self, menu: QMenu, name: str, text: str, slot: Callable[[], object], key: str = ""
    ) -> None:
        action = QAction(text, self.window)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        self.window.named_actions[name] = action

    def close(self) -> None:
        """At exit (the window closing): save the settings with the window's place, release
        the autosave slot, close the statistics. Only the first call does anything."""
        if self._closed:
            return
        self._closed = True
        try:
            self._keep_running_time()
            self.window.apply(remember_place(self.window, self.settings))
            self._save_settings()
        finally:
            self.keeper.close()

    # -------------------------------------------------------------- settings

    def _settings_changed(self, _settings: object) -> None:
        self._save_settings()
        self._fill_recent()

    # -------------------------------------------------------------- autosave

    def _after_action(self) -> None:
        model = self.window.game_model
        # A finished game is recorded and its autosave cleared by _game_over, which the model
        # signals before this; writing it again would only bring the autosave back.
        if not model.has_game or model.is_over:
            return
        problem = self.keeper.after_action(model.game, model.record_extra())
        if problem:
            self.inform(self.tr("Autosave"), tell(problem))

    def _keep_running_time(self) -> None:
        """At exit: autosave once more a game whose clock runs between actions (a board
        game's move in progress), so the resumed game's clock goes on where it stood."""
        model = self.window.game_model
        if model.has_game and not model.is_over and model.keeps_running_time():
            self._after_action()

    def _keep_left_game(self) -> None:
        """The person leaves a game in progress for another: keep it as a save file (its clock
        as it stands)."""
        model = self.window.game_model
        if model.has_game and is_guided(model.game):
            self.keeper.forget_offer()  # the guided game is a lesson: nothing to keep
            return
        self._keep_running_time()
        kept = self.keeper.set_aside_offer()
        if kept is not None:
            self._status(
                self.tr("The game you left was kept as {name}; File > Open finds it.").format(
                    name=kept.name
                )
            )

    def _game_over(self, _winners: object = None) -> None:
        model = self.window.game_model
        if not model.has_game:
            return
        problems = self.keeper.game_over(model.game, model.record_extra())
        if problems:
            self._status(" ".join(tell(problem) for problem in problems))
        if self.statistics_window is not None:
            self.statistics_window.refresh()
        if self.history_window is not None:
            self.history_window.refresh()

    # ------------------------------------------------------------ match my level

    def match_levels(self, setup: GameSetup) -> GameSetup:
        """``setup`` with each "match my level" seat given the step that fits the people at
        the table by their recent games in the statistics; the status bar says which."""
        if not any(seat.kind == MATCH for seat in setup.seats):
            return setup
        # Here: a start of the app without statistics need not load SQLite.
        from patentgame.keeping.stats import StatsError

        self.open_statistics()  # the first game may start before the table is drawn
        store = self.keeper.stats

        def form_of(name: str) -> Form:
            if store is None:
                return unknown_form(name)
            try:
                return store.recent_form(name, setup.family)
            except StatsError:  # unreadable statistics must not stop a game
                return unknown_form(name)

        played = with_matched_levels(setup, form_of)
        chosen = next(
            seat.kind
            for seat, asked in zip(played.seats, setup.seats, strict=True)
            if asked.kind == MATCH
        )
        level = next(
            level for level in families.family(setup.family).levels() if level.id == chosen
        )
        self._status(
            self.tr("Match my level: the computer plays as {name}, step {step} of the ladder.")
            .replace("{name}", QCoreApplication.translate("Levels", level.name))
            .replace("{step}", "?" if level.step is None else str(level.step))
        )
        return played

    # ------------------------------------------------------------ save, open

    def save_as_dialog(self) -> None:
        """File > Save As: pick a file, then :meth:`save_to`."""
        if not self.window.game_model.has_game:
            return
        from PySide6.QtWidgets import QFileDialog

        start = self._saves_folder()
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the game"), str(start / f"game{SAVE_SUFFIX}"), save_filter()
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> Path | None:
        """Save the game in progress to ``path``; returns where, or ``None`` (the reason shown)."""
        model = self.window.game_model
        if not model.has_game:
            return None
        if path.suffix.lower() == GCG_SUFFIX:
            return self._export(path)
        try:
            written = save_game(
                model.game, path, self.keeper.carried_for(model.game, model.record_extra())
            )
        except StorageError as error:
            self.inform(
                self.tr("Save as"), tell(Problem(Fault.SAVE_NOT_SAVED, cause=error.problem))
            )
            return None
        self._remember(written)
        self._status(self.tr("Saved as {name}").format(name=written.name))
        return written

    def _export(self, path: Path) -> Path | None:
        """Save As ``*.gcg``: the game in another program's format, when its family writes
        one (GCG: two-player English board games)."""
        model = self.window.game_model
        text = model.family.export_text(model.game)
        if text is None:
            self.inform(
                self.tr("Save as"),
                self.tr(
                    "A .gcg file holds a two-player game of English tiles whose every move "
                    "GCG can write down; save this game as a .patentgame file instead."
                ),
            )
            return None
        try:
            write_text_atomic(path, text)
        except StorageError as error:
            self.inform(
                self.tr("Save as"), tell(Problem(Fault.SAVE_NOT_SAVED, cause=error.problem))
            )
            return None
        self._status(self.tr("Saved as {name}").format(name=path.name))
        return path

    def open_dialog(self) -> None:
        """File > Open: pick a file, then :meth:`open_file`."""
        from PySide6.QtWidgets import QFileDialog

        start = self._saves_folder()
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a saved game"), str(start), open_filter()
        )
        if path:
            self.open_file(Path(path))

    def _saves_folder(self) -> Path:
        """The folder the file dialogs start in. It is made first: a dialog given a folder
        that does not exist yet would start elsewhere and take its name for a file name."""
        folder = self.keeper.data_dir / "saves"
        with contextlib.suppress(OSError, StorageError):
            ensure_folder(folder)
        return folder if folder.is_dir() else self.keeper.data_dir

    def open_file(self, path: Path) -> bool:
        """Open a saved game in the window. A damaged file is explained; the game in progress
        is then left exactly as it was. A game in progress is left only if the person agrees
        (and is kept as a save file)."""
        if path.suffix.lower() == GCG_SUFFIX:
            return self._view_imported(path)
        try:
            loaded = open_game(path, self.window.load_lexicon)
        except SaveFileError as error:
            self.inform(self.tr("Open"), tell(error.problem))
            if not _exists(path):
                self.window.update_settings(without_recent_file(self.settings, path))
            return False
        except Exception as error:  # a fault of ours: told plainly, the game in progress kept
            self.inform(self.tr("Open"), tell(problem_of(error)))
            return False
        if not self.window.may_leave_game(self.tr("Open a saved game")):
            return False
        self._adopt(loaded)
        self._remember(path)
        self._status(self.tr("Opened {name}").format(name=path.name))
        return True

    def open_files(self, paths: Sequence[Path]) -> Path | None:
        """Open the first of ``paths`` that opens: the saved games a later start handed over.

        However many files are named, one message tells those that could not be opened before
        it (how many, the first names and the first one's reason) instead of a box for each;
        the files after it are left alone, since one game is on the table at a time. Returns
        the file whose game was put on the table, if one was.
        """
        told: list[str] = []
        failed: list[Path] = []
        opened: Path | None = None
        inform = self.inform
        self.inform = lambda _title, text: told.append(text)
        try:
            for path in paths:
                before = len(told)
                if self.open_file(path):
                    opened = path
                    break
                if len(told) == before:
                    break  # shown in the replay viewer, or the person kept the game in progress
                failed.append(path)
        finally:
            self.inform = inform
        if failed:
            self.inform(self.tr("Open"), self._not_opened(failed, told[0]))
        return opened

    def _not_opened(self, failed: Sequence[Path], reason: str) -> str:
        """One message for the files of a hand-over that could not be opened."""
        if len(failed) == 1:
            return reason
        names = ", ".join(path.name for path in failed[:SHOWN_NAMES])
        more = len(failed) - SHOWN_NAMES
        if more > 0:
            text = self.tr(
                "%n file(s) could not be opened: {names} and {more} more. {reason}", "",
                len(failed),
            )  # fmt: skip
            return text.format(names=names, more=more, reason=reason)
        text = self.tr("%n file(s) could not be opened: {names}. {reason}", "", len(failed))
        return text.format(names=names, reason=reason)

    def _view_imported(self, path: Path) -> bool:
        """File > Open of another program's game (a GCG file): shown in the replay viewer,
        move by move, because such a file does not hold what a game needs to go on (the order
        of the bag, every rack). The game in progress is left as it is.

        Returns:
            Always false: no game was put on the table (the viewer shows it, or why not).
        """
        from patentgame.model.errors import FileReadError, RecordError
        from patentgame.views.replay_viewer import ReplayViewer

        title = self.tr("Open")
        try:
            found = families.import_file(path, families.playable())
        except FileReadError as error:  # missing, a folder, a pipe, too large, not text
            self.inform(title, tell(error.problem))
            if not _exists(path):
                self.window.update_settings(without_recent_file(self.settings, path))
            return False
        except RecordError as error:
            self.inform(title, self.tr("{name} is not a game the app can show: {error}").format(
                name=path.name, error=error))  # fmt: skip
            return False
        except Exception as error:  # a fault of ours: told plainly, nothing opened
            self.inform(title, tell(problem_of(error)))
            return False
        if found is None:
            self.inform(title, self.tr("{name} is not a GCG game file.").format(name=path.name))
            return False
        family, imported = found
        viewer = ReplayViewer(
            imported,
            self.tr("Replay of {name}").format(name=path.name),
            self.window,
            family=family,
            note=self.tr(
                "A GCG file keeps the moves but not the order of the tiles in the bag, so "
                "the game is shown here move by move and cannot be continued."
            ),
        )
        self.replay_windows.append(viewer)
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget_viewer(v))
        _raised(viewer)
        self._remember(path)
        self._status(self.tr("Opened {name} in the replay viewer").format(name=path.name))
        return False

    def _forget_viewer(self, viewer: QWidget) -> None:
        if viewer in self.replay_windows:
            self.replay_windows.remove(viewer)

    def _adopt(self, loaded: LoadedGame) -> None:
        self.keeper.adopt(loaded)
        self.window.adopt_game(loaded.game, loaded.game.lexicon, loaded.record.extra)
        self._after_action()

    # ---------------------------------------------------------------- recent

    def _remember(self, path: Path) -> None:
        self.window.update_settings(with_recent_file(self.settings, path))

    def _fill_recent(self) -> None:
        menu = self.window.recent_menu
        menu.clear()
        files = [Path(name) for name in self.settings.recent_files]
        for number, file in enumerate(files):
            action = menu.addAction(f"{file.name}  —  {file.parent}")
            action.setToolTip(str(file))
            action.triggered.connect(lambda _=False, f=file: self.open_file(f))
            self.window.named_actions[f"recent_{number}"] = action
        if files:
            menu.addSeparator()
            clear = menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self.clear_recent)
            self.window.named_actions["clear_recent"] = clear
        menu.setEnabled(bool(files))

    def clear_recent(self) -> None:
        """Forget the recent files (the files themselves stay)."""
        self.window.update_settings(replace(self.settings, recent_files=()))

    def recent_files(self) -> list[str]:
        """The files in File > Recent games, newest first."""
        return list(self.settings.recent_files)

    def _save_settings(self) -> None:
        if self.settings_path is None:
            return
        try:
            save_settings(self.settings, self.settings_path)
        except StorageError as error:
            self._status(tell(Problem(Fault.SETTINGS_NOT_SAVED, cause=error.problem)))

    # --------------------------------------------------------------- windows

    def show_statistics(self) -> StatisticsWindow | None:
        """View > Statistics."""
        from patentgame.views.statistics_window import StatisticsWindow

        self.open_statistics()
        store = self.keeper.stats
        if store is None:
            self.inform(self.tr("Statistics"), tell(Problem(Fault.STATS_UNAVAILABLE)))
            return None
        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(store, parent=self.window)
        else:
            self.statistics_window.refresh()
        return _raised(self.statistics_window)

    def show_history(self) -> HistoryWindow | None:
        """View > Game history."""
        from patentgame.views.history_window import HistoryWindow

        self.open_statistics()
        store = self.keeper.stats
        if store is None:
            self.inform(self.tr("Game history"), tell(Problem(Fault.STATS_UNAVAILABLE)))
            return None
        if self.history_window is None:
            self.history_window = HistoryWindow(store, self.window.load_lexicon, self.window)
        else:
            self.history_window.refresh()
        return _raised(self.history_window)

    def imported_lists(self) -> tuple[WordListInfo, ...]:
        """The person's own word lists in the data folder (none when it cannot be read)."""
        from patentgame.model.lexicon import imported_lists

        try:
            return imported_lists(self.data_dir)
        except OSError:
            return ()

    def show_wordlists(self) -> WordListsDialog:
        """Settings > Word lists."""
        from patentgame.views.wordlists_dialog import WordListsDialog

        if self.wordlists_dialog is None:
            self.wordlists_dialog = WordListsDialog(self.data_dir, self.window)
        return _raised(self.wordlists_dialog)

    # ----------------------------------------------------------------- talk

    def _status(self, text: str) -> None:
        self.window.show_status(text, 6000)

    def _ask_box(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self.window, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _inform_box(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self.window, title, text)


W = TypeVar("W", bound=QWidget)


def _exists(path: Path) -> bool:
    """Whether anything is at ``path`` (a name the system refuses is nothing)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _raised(window: W) -> W:
    """Show ``window`` in front of the others."""
    window.show()
    window.raise_()
    window.activateWindow()
    return window

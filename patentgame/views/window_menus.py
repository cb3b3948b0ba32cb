"""`WindowMenus`: the main window's menus and the entries only a menu reaches.

File (new game, the one-click game, open, save as, recent games, quit), Edit (take back),
Game (the family table's own entries, made again when the family changes), View (computer
speed, animation speed, the log, motion, full screen, and the looks of ``access_menus``),
Settings (the challenge's time limit, the computer's words, the solo name, whole-turn take
backs, hints, best plays, the language) and Help (rules, guided games, problem report, about).
Every entry is kept by name in the window's ``named_actions`` (tests and shortcuts find it
there); the settings' check marks are the window's to set (:meth:`MainWindow.apply`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from patentgame import families
from patentgame.controller.setup import solo_setup
from patentgame.views.access_menus import build_access_menus
from patentgame.views.game_names import game_name
from patentgame.wording import LANGUAGES, QT_TRANSLATE_NOOP
from patentgame.wording import SYSTEM as SYSTEM_LANGUAGE

if TYPE_CHECKING:
    from patentgame.views.main_window import MainWindow

#: Computer speeds offered in View > Computer speed: a key (for the action's name), the label
#: (translated when shown, context ``MainWindow``) and the pause before each computer action.
SPEEDS = (
    ("slow", QT_TRANSLATE_NOOP("MainWindow", "Slow"), 1800),
    ("normal", QT_TRANSLATE_NOOP("MainWindow", "Normal"), 900),
    ("fast", QT_TRANSLATE_NOOP("MainWindow", "Fast"), 350),
    ("instant", QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0),
)


class WindowMenus(QObject):
    """Builds one main window's menus, and answers the entries only a menu reaches."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._open_handler: Callable[[], None] | None = None
        self._save_handler: Callable[[], None] | None = None

    def action(
        self, menu: str, name: str, text: str, slot: Callable[[], object], shortcut: str = ""
    ) -> QAction:
        """A new entry of ``menu``, kept in the window's ``named_actions`` as ``name``."""
        window = self._window
        action = QAction(text, window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        window.menus[menu].addAction(action)
        window.named_actions[name] = action
        return action

    def set_file_handlers(
        self,
        open_game: Callable[[], None] | None = None,
        save_as: Callable[[], None] | None = None,
    ) -> None:
        """Connect File > Open and Save As (the keeping of games provides them)."""
        self._open_handler, self._save_handler = open_game, save_as
        self._window.named_actions["open"].setEnabled(open_game is not None)
        self._window.named_actions["save_as"].setEnabled(save_as is not None)

    def open_game(self) -> None:
        """File > Open, when the keeping of games offers it."""
        if self._open_handler is not None:
            self._open_handler()

    def _save_as(self) -> None:
        if self._save_handler is not None:
            self._save_handler()

    def _toggle_full_screen(self) -> None:
        window = self._window
        window.showNormal() if window.isFullScreen() else window.showFullScreen()

    def build(self) -> None:
        """Every menu and its entries (the Game menu's are the table's)."""
        window = self._window
        bar = window.menuBar()
        for key, title in (
            ("file", self.tr("&File")),
            ("edit", self.tr("&Edit")),
            ("game", self.tr("&Game")),
            ("view", self.tr("&View")),
            ("settings", self.tr("&Settings")),
            ("help", self.tr("&Help")),
        ):
            window.menus[key] = bar.addMenu(title)
        self.action("file", "new", self.tr("&New game..."), window.new_game_dialog, "Ctrl+N")
        self.action(
            "file", "solo", self.tr("&Play against the computer"), window.play_solo, "Ctrl+Shift+N"
        )
        window.menus["file"].addSeparator()
        self.action("file", "open", self.tr("&Open..."), self.open_game, "Ctrl+O").setEnabled(False)
        self.action(
            "file", "save_as", self.tr("Save &as..."), self._save_as, "Ctrl+Shift+S"
        ).setEnabled(False)
        window.recent_menu = window.menus["file"].addMenu(self.tr("&Recent games"))
        window.recent_menu.setEnabled(False)
        window.menus["file"].addSeparator()
        quit_action = self.action("file", "quit", self.tr("&Quit"), window.quit_game, "Ctrl+Q")
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.action("edit", "take_back", self.tr("&Take back"), window.take_back, "Ctrl+Z")
        self.fill_game_menu()
        speed = window.menus["view"].addMenu(self.tr("Computer &speed"))
        group = QActionGroup(window)
        for key, label, pace in SPEEDS:
            action = QAction(
                QCoreApplication.translate("MainWindow", label), window, checkable=True
            )
            action.triggered.connect(lambda _=False, p=pace: window.set_ai_pace(p))
            group.addAction(action)
            speed.addAction(action)
            window.named_actions[f"speed_{key}"] = action
            window._pace_actions[pace] = action
        self._build_animation_menu()
        log_action = self.action(
            "view",
            "show_log",
            self.tr("Show the game &log"),
            lambda: window.update_settings(
                replace(window.settings, show_log=not window.settings.show_log)
            ),
        )
        log_action.setCheckable(True)
        motion = self.action(
            "view",
            "reduced_motion",
            self.tr("&Reduce motion"),
            lambda: window.set_reduced_motion(not window.settings.reduced_motion),
        )
        motion.setCheckable(True)
        self.action("view", "full_screen", self.tr("&Full screen"), self._toggle_full_screen, "F11")
        self.action(
            "settings",
            "challenge_time",
            self.tr("&Challenge time limit..."),
            self._ask_challenge_time,
        )
        always = self.action(
            "settings",
            "accept_computer_words",
            self.tr("Accept computer players' &words without asking"),
            lambda: window.set_accept_computer_words(not window.settings.accept_computer_words),
        )
        always.setCheckable(True)
        self.action(
            "settings", "solo_name", self.tr("Your &name in solo games..."), self._ask_solo_name
        )
        whole_turns = self.action(
            "settings",
            "take_back_turns",
            self.tr("Take back whole &turns against the computer (the game is not rated)"),
            lambda: window.set_take_back_turns(not window.settings.take_back_turns),
        )
        whole_turns.setCheckable(True)
        hints = self.action(
            "settings",
            "hints",
            self.tr("Offer &hints"),
            lambda: window.update_settings(
                replace(window.settings, hints=not window.settings.hints)
            ),
        )
        hints.setCheckable(True)
        best_plays = self.action(
            "settings",
            "best_plays_after_turn",
            self.tr("Show my &best plays after each turn"),
            lambda: window.update_settings(
                replace(
                    window.settings, best_plays_after_turn=not window.settings.best_plays_after_turn
                )
            ),
        )
        best_plays.setCheckable(True)
        self._build_language_menu()
        self.action("help", "rules", self.tr("&Rules"), lambda: window.show_help(0), "F1")
        self.action("help", "tutorial", self.tr("&Guided first game"), window.start_tutorial)
        for guided in families.guided()[1:]:  # the first is the entry above's
            self.action(
                "help",
                f"tutorial_{guided.id}",
                self.tr("Guided first game: {game}").format(
                    game=game_name(guided.family.id, guided.rule_set)
                ),
                functools.partial(window.start_tutorial, guided.id),
            )
        self.action("help", "report_problem", self.tr("Report a &problem..."), self.report_problem)
        about = self.action("help", "about", self.tr("&About patentgame"), self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        build_access_menus(window)

    def _build_language_menu(self) -> None:
        """Settings > Language: the system's, or one the app speaks (each named in itself, so
        a person who cannot read the current one finds their own)."""
        window = self._window
        menu = window.menus["settings"].addMenu(self.tr("&Language"))
        window.language_menu = menu
        group = QActionGroup(window)
        for code, label in ((SYSTEM_LANGUAGE, self.tr("System")), *LANGUAGES.items()):
            action = QAction(label, window, checkable=True)
            action.triggered.connect(lambda _=False, c=code: window.set_language(c))
            group.addAction(action)
            menu.addAction(action)
            window.named_actions[f"language_{code}"] = action
            window._language_actions[code] = action

    def fill_game_menu(self) -> None:
        """The Game menu: the family table's entries (made again when the family changes)."""
        window = self._window
        menu = window.menus["game"]
        for action in menu.actions():
            names = [name for name, named in window.named_actions.items() if named is action]
            for name in names:
                del window.named_actions[name]
        menu.clear()
        for entry in window.table.game_actions():
            self.action("game", entry.name, entry.text, entry.slot, entry.shortcut)

    def _build_animation_menu(self) -> None:
        window = self._window
        menu = window.menus["view"].addMenu(self.tr("&Animation speed"))
        group = QActionGroup(window)
        for key, label, factor in (
            ("slow", self.tr("Slow"), 0.5),
            ("normal", self.tr("Normal"), 1.0),
            ("fast", self.tr("Fast"), 2.0),
        ):
            action = QAction(label, window, checkable=True)
            action.triggered.connect(lambda _=False, f=factor: window.set_animation_speed(f))
            group.addAction(action)
            menu.addAction(action)
            window.named_actions[f"animation_{key}"] = action
            window._animation_actions[factor] = action

    def _ask_challenge_time(self) -> None:
        window = self._window
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getInt(
            window,
            self.tr("Challenge time limit"),
            self.tr(
                "Seconds the challenge bar counts down before it accepts a word by itself\n"
                "(0 turns the countdown off: the bar waits for your answer):"
            ),
            window.settings.challenge_time(window.family.id),
            0,
            300,
        )
        if ok:  # the game being played's countdown (a board game's is its own)
            window.set_challenge_time(value, window.family.id)

    def _ask_solo_name(self) -> None:
        window = self._window
        current = window.solo or solo_setup(family=window.family)
        from PySide6.QtWidgets import QInputDialog

        from patentgame.controller.game_model import shown_name
        from patentgame.model.seats import stored_name

        name, ok = QInputDialog.getText(
            window,
            self.tr("Your name"),
            self.tr("Your name:"),
            text=shown_name(current.seats[0].name),
        )
        name = stored_name(name[:20])  # "Вы" is kept as "You" (one profile in any language)
        if ok and name:
            seats = (replace(current.seats[0], name=name), *current.seats[1:])
            window.solo = replace(current, seats=seats)

    def show_about(self) -> None:
        """Help > About: the version, and the word lists with their licences and credits."""
        window = self._window
        from patentgame.views.about import AboutDialog

        AboutDialog(window).exec()
        window.return_focus()

    def report_problem(self) -> None:
        """Help > Report a problem: a prepared, private text to copy into a report."""
        window = self._window
        from patentgame.views.problem_report import ProblemReportDialog

        ProblemReportDialog(window).exec()
        window.return_focus()

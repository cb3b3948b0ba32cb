"""`MainWindow`: the menus, the table, and the dialogs that come and go during a game.

File > Open, Save As and Recent, and the Settings menu, are hook points: the composition root
connects saving and settings to them (:meth:`MainWindow.set_file_handlers`). Until then the
window keeps its own settings in memory (:attr:`MainWindow.window_settings`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from patentgame.controller.ai_runner import AiRunner
from patentgame.controller.draft import DraftController
from patentgame.controller.game_model import GameModel
from patentgame.controller.setup import GameSetup, solo_setup
from patentgame.controller.turn_flow import TurnFlow
from patentgame.model.patent.actions import Respond
from patentgame.views.table import GameTable

# Dialogs, Qt's message boxes and input dialogs included, are imported when first opened: a
# faster start.
if TYPE_CHECKING:
    from patentgame.views.challenge_dialog import ChallengeDialog
    from patentgame.views.summary_dialog import SummaryDialog

#: Computer speeds offered in View > Computer speed: label, milliseconds per action.
SPEEDS = (("Slow", 1800), ("Normal", 900), ("Fast", 350), ("Instant", 0))


@dataclass
class WindowSettings:
    """What the window remembers while it runs (the settings module stores it later)."""

    ai_pace_ms: int = 900
    challenge_seconds: int = 15
    solo: GameSetup | None = None
    last_setup: GameSetup | None = None
    show_log: bool = True
    reduced_motion: bool = False
    #: Accept words played by computer players without asking (people's words are still asked).
    accept_computer_words: bool = False


class MainWindow(QMainWindow):
    """The application window.

    Signals:
        game_changed(): a new game started (for autosave and recent-files hooks).
        first_drawn(): the table was drawn for the first time (start-up work that the player
            need not wait for hooks in here).
        closing(): the window is closing (settings and autosave are put away).
    """

    game_changed = Signal()
    first_drawn = Signal()
    closing = Signal()

    def __init__(
        self,
        load_wordlist: Callable[[str], Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("patentgame")
        self.load_wordlist = load_wordlist
        self.window_settings = WindowSettings()
        self.game_model = GameModel(self)
        self.draft = DraftController(self.game_model, self)
        self.flow = TurnFlow(self.game_model, self.draft, self)
        self.ai = AiRunner(self.game_model, self)
        # Made inside the window: a table made on its own and then moved in would have its
        # style sheets worked through again, widget by widget (about 8 ms of the start).
        self.table = GameTable(self.game_model, self.draft, self.flow, self)
        self.setCentralWidget(self.table)
        self.table.first_drawn.connect(self.first_drawn)
        self.challenge_dialog: ChallengeDialog | None = None
        self.summary_dialog: SummaryDialog | None = None
        self._open_handler: Callable[[], None] | None = None
        self._save_handler: Callable[[], None] | None = None
        self.menus: dict[str, QMenu] = {}
        self.named_actions: dict[str, QAction] = {}
        self._build_menus()
        self._status = QLabel()
        self.statusBar().addPermanentWidget(self._status)
        self._connect()
        self.resize(1280, 800)
        self.setMinimumSize(1000, 680)
        self.table.refresh()

    # -- menus ------------------------------------------------------------------------------------
    def _action(
        self, menu: str, name: str, text: str, slot: Callable[[], Any], shortcut: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        self.menus[menu].addAction(action)
        self.named_actions[name] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        for key, title in (
            ("file", "&File"),
            ("game", "&Game"),
            ("view", "&View"),
            ("settings", "&Settings"),
            ("help", "&Help"),
        ):
            self.menus[key] = bar.addMenu(title)
        self._action("file", "new", "&New game...", self.new_game_dialog, "Ctrl+N")
        self._action("file", "solo", "&Play against the computer", self.play_solo, "Ctrl+Shift+N")
        self.menus["file"].addSeparator()
        self._action("file", "open", "&Open...", self._open, "Ctrl+O").setEnabled(False)
        self._action("file", "save_as", "Save &as...", self._save_as, "Ctrl+Shift+S").setEnabled(
            False
        )
        self.recent_menu = self.menus["file"].addMenu("&Recent games")
        self.recent_menu.setEnabled(False)
        self.menus["file"].addSeparator()
        self._action("file", "quit", "&Quit", self.close, "Ctrl+Q")
        table = self.table
        self._action("game", "play", "&Play the word  (Enter)", table.play)
        self._action("game", "clear", "&Clear the word  (Esc)", table.clear)
        self._action("game", "hint", "&Hint", table.hint, "Ctrl+H")
        self._action(
            "game", "discard", "&Discard instead of building", self._toggle_discard, "Ctrl+D"
        )
        self._action(
            "game", "replace", "&Replace a card (Q patent)...", self.replace_dialog, "Ctrl+R"
        )
        self._action("game", "flip_y", "Flip &Y vowel/consonant", table.toggle_y, "Ctrl+Y")
        self._action("game", "add_s", "Add &S (Z patent)  (+)", table.toggle_s)
        self._action("game", "next_word", "Second &word (V patent)  (Space)", table.next_word)
        speed = self.menus["view"].addMenu("Computer &speed")
        group = QActionGroup(self)
        for label, pace in SPEEDS:
            action = QAction(label, self, checkable=True)
            action.setChecked(pace == self.window_settings.ai_pace_ms)
            action.triggered.connect(lambda _=False, p=pace: self.set_ai_pace(p))
            group.addAction(action)
            speed.addAction(action)
            self.named_actions[f"speed_{label.lower()}"] = action
        log_action = self._action("view", "show_log", "Show the game &log", self._toggle_log)
        log_action.setCheckable(True)
        log_action.setChecked(True)
        motion = self._action("view", "reduced_motion", "&Reduce motion", self._toggle_motion)
        motion.setCheckable(True)
        self._action("view", "full_screen", "&Full screen", self._toggle_full_screen, "F11")
        self._action(
            "settings", "challenge_time", "&Challenge time limit...", self._ask_challenge_time
        )
        always = self._action(
            "settings",
            "accept_computer_words",
            "Accept computer players' &words without asking",
            lambda: self.set_accept_computer_words(not self.window_settings.accept_computer_words),
        )
        always.setCheckable(True)
        self._action("settings", "solo_name", "Your &name in solo games...", self._ask_solo_name)
        self._action("help", "rules", "&Rules", lambda: self.show_help(0), "F1")
        self._action("help", "about", "&About and word lists", lambda: self.show_help(1))

    def set_file_handlers(
        self,
        open_game: Callable[[], None] | None = None,
        save_as: Callable[[], None] | None = None,
    ) -> None:
        """Connect File > Open and Save As (the saving module provides them)."""
        self._open_handler, self._save_handler = open_game, save_as
        self.named_actions["open"].setEnabled(open_game is not None)
        self.named_actions["save_as"].setEnabled(save_as is not None)

    def _open(self) -> None:
        if self._open_handler is not None:
            self._open_handler()

    def _save_as(self) -> None:
        if self._save_handler is not None:
            self._save_handler()

    def _connect(self) -> None:
        model = self.game_model
        model.challenge_requested.connect(self._on_challenge)
        model.game_started.connect(self._retitle)
        model.game_over.connect(lambda winners: QTimer.singleShot(900, self, self._show_summary))
        model.state_changed.connect(self._update_status)
        model.action_refused.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.ai.thinking.connect(self.table.set_thinking)
        self.ai.acted.connect(self._on_ai_acted)
        self.ai.failed.connect(self._on_ai_failed)
        self.ai.pace_ms = self.window_settings.ai_pace_ms

    # -- games ------------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup, *, seed: int | None = None) -> bool:
        """Start ``setup``; on a problem (a missing word list) tell the person and return False."""
        try:
            wordlist = self.load_wordlist(setup.lexicon)
        except Exception as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, "New game", f"The word list cannot be loaded:\n{error}")
            return False
        self._close_dialogs()
        self.table.discard_mode = False
        self.table.final_round_text = ""
        self.table.log.clear()
        try:
            self.game_model.start(setup, wordlist, seed=seed)
        except ValueError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, "New game", f"This game cannot start:\n{error}")
            return False
        self.window_settings.last_setup = setup
        if setup.humans == 1 and len(setup.seats) >= 2:
            self.window_settings.solo = setup
        self.return_focus()
        self.game_changed.emit()
        return True

    def adopt_game(self, game: Any, wordlist: Any) -> None:
        """Continue ``game`` (a resumed autosave or an opened file) on a freshly cleared table."""
        self._close_dialogs()
        self.table.discard_mode = False
        self.table.final_round_text = ""
        self.table.log.clear()
        self.game_model.adopt(game, None, wordlist)
        self.return_focus()
        self.game_changed.emit()

    @property
    def has_drawn(self) -> bool:
        """Whether the table has been drawn at least once."""
        return bool(self.table.has_drawn)

    def play_solo(self) -> None:
        """One click: a game against the computer with the remembered (or default) settings."""
        self.start_game(self.window_settings.solo or solo_setup())

    def new_game_dialog(self) -> None:
        from patentgame.views.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.window_settings.last_setup, self)
        if dialog.exec():
            self.start_game(dialog.setup())

    def _close_dialogs(self) -> None:
        for dialog in (self.challenge_dialog, self.summary_dialog):
            if dialog is not None:
                dialog.blockSignals(True)
                dialog.close()
        self.challenge_dialog = None
        self.summary_dialog = None

    # -- challenges -------------------------------------------------------------------------------
    def _on_challenge(self, builder: int, responders: list[int]) -> None:
        model = self.game_model
        humans = [(seat, model.name(seat)) for seat in responders if model.is_human(seat)]
        if not humans:
            return
        computer_builder = not model.is_human(builder)
        if computer_builder and self.window_settings.accept_computer_words:
            accept_all = {seat: False for seat, _ in humans}
            QTimer.singleShot(0, self, lambda: self._on_decided(accept_all))
            return
        from patentgame.views.challenge_dialog import ChallengeDialog

        words = list(model.spell(model.pending_play)) if model.pending_play else []
        dialog = ChallengeDialog(
            model.name(builder),
            words,
            humans,
            self.window_settings.challenge_seconds,
            self,
            offer_always_accept=computer_builder,
        )
        dialog.decided.connect(self._on_decided)
        dialog.always_accept.toggled.connect(self.set_accept_computer_words)
        self.challenge_dialog = dialog
        dialog.open()

    def _on_decided(self, decisions: dict[int, bool]) -> None:
        self.challenge_dialog = None
        model = self.game_model
        # Challengers first, so the one who counts is decided by seat order, not click order.
        for seat, challenge in sorted(decisions.items(), key=lambda item: not item[1]):
            if model.has_game and seat in model.to_act:
                model.submit(Respond(seat, challenge))
        self.return_focus()

    def return_focus(self) -> None:
        """Give the keyboard back to the table after a dialog, so play goes on by keys."""
        self.activateWindow()
        self.table.setFocus()

    # -- the end ----------------------------------------------------------------------------------
    def _show_summary(self) -> None:
        if not self.game_model.has_game or not self.game_model.is_over:
            return
        if self.summary_dialog is not None:
            return
        from patentgame.views.summary_dialog import SummaryDialog

        dialog = SummaryDialog(self.game_model, self)
        self.summary_dialog = dialog
        dialog.finished.connect(lambda _: self._summary_closed(dialog))
        dialog.open()

    def _summary_closed(self, dialog: SummaryDialog) -> None:
        self.summary_dialog = None
        self.return_focus()
        if dialog.play_again:
            setup = self.game_model.setup
            self.start_game(replace(setup, seed=None))

    # -- computer players -------------------------------------------------------------------------
    def set_ai_pace(self, pace_ms: int) -> None:
        """How long each computer action takes at least (0: instant)."""
        self.window_settings.ai_pace_ms = pace_ms
        self.ai.pace_ms = pace_ms

    def _on_ai_acted(self, seat: int, reason: str) -> None:
        self.table.set_thinking(-1)
        if reason:
            self.table.log.add(f"{self.game_model.name(seat)}: {reason}", colour="#b9c9bd")

    def _on_ai_failed(self, seat: int, message: str) -> None:
        self.table.set_thinking(-1)
        self.table.log.add(
            f"{self.game_model.name(seat)} had a problem: {message}", colour="#ffb4a0"
        )

    # -- small dialogs ----------------------------------------------------------------------------
    def replace_dialog(self) -> None:
        """Keyboard way to use the Q power: pick the card to swap from a list."""
        model, seat = self.game_model, self.draft.viewer
        if not model.has_game or seat is None or not model.can_replace(seat):
            self.statusBar().showMessage(
                "You cannot replace a card now (Q patent, start of turn).", 4000
            )
            return
        cards = [(c, f"{model.letter(c)} (your hand)") for c in model.hand(seat)]
        cards += [(c, f"{model.letter(c)} (pool)") for c in model.pool()]
        labels = [label for _, label in cards]
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(self, "Replace a card", "Card to swap:", labels, 0, False)
        if ok and label in labels:
            self.table.replace_card(cards[labels.index(label)][0])

    def _toggle_discard(self) -> None:
        self.table.set_discard_mode(not self.table.discard_mode)

    def _toggle_log(self) -> None:
        visible = not self.table.log.isVisible()
        self.table.log.setVisible(visible)
        self.window_settings.show_log = visible

    def _retitle(self) -> None:
        names = ", ".join(self.game_model.names())
        self.setWindowTitle(f"patentgame - {names}")

    def _toggle_motion(self) -> None:
        self.set_reduced_motion(not self.window_settings.reduced_motion)

    def set_reduced_motion(self, on: bool) -> None:
        """No floating money or glows; announcements stay (they carry news)."""
        self.window_settings.reduced_motion = on
        self.table.reduced_motion = on
        self.named_actions["reduced_motion"].setChecked(on)

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _ask_challenge_time(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getInt(
            self,
            "Challenge time limit",
            "Seconds before a challenge question accepts by itself (0 = wait):",
            self.window_settings.challenge_seconds,
            0,
            300,
        )
        if ok:
            self.window_settings.challenge_seconds = value

    def set_accept_computer_words(self, on: bool) -> None:
        self.window_settings.accept_computer_words = on
        self.named_actions["accept_computer_words"].setChecked(on)

    def _ask_solo_name(self) -> None:
        current = self.window_settings.solo or solo_setup()
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getText(self, "Your name", "Your name:", text=current.seats[0].name)
        name = name.strip()[:20]
        if ok and name:
            seats = (replace(current.seats[0], name=name), *current.seats[1:])
            self.window_settings.solo = replace(current, seats=seats)

    def show_help(self, tab: int = 0) -> None:
        from patentgame.views.help_dialog import HelpDialog

        HelpDialog(tab, self).exec()

    def _update_status(self) -> None:
        model = self.game_model
        if not model.has_game:
            return
        mode = (
            "players challenge words"
            if model.rules.challenge.value == "manual"
            else "the game checks words"
        )
        self._status.setText(
            f"Word list: {model.setup.lexicon}  ·  {mode}  ·  goal ${model.goal}"
            f"  ·  turn {model.turns + 1}"
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self.ai.shutdown()
        super().closeEvent(event)

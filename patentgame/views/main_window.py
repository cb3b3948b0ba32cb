"""`MainWindow`: the menus, the family's table, and the dialogs that come and go around a game.

The window is the same for every game family: the registry (``patentgame.families``) makes the
family's game model and table, the window adds the shared parts (computer players, the hand-over
of a shared screen, the summary at the end) and the menus.

Every setting lives in one place, :attr:`MainWindow.settings`. :meth:`MainWindow.apply` gives
the window and its table a new value; a change the person makes in a menu goes through
:meth:`MainWindow.update_settings`, which applies it and emits :attr:`settings_changed`, so the
keeping of games (:class:`~patentgame.views.game_keeping.GameKeeping`) stores it. File > Open,
Save As and Recent are hook points the keeping connects (:meth:`set_file_handlers`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from patentgame import families, wording
from patentgame.controller.ai_runner import AiRunner
from patentgame.controller.collector import collect_on_this_thread
from patentgame.controller.setup import GameSetup, solo_setup, with_matched_levels
from patentgame.controller.translations import install_translations, installed_language
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.saves import LexiconLoader
from patentgame.keeping.settings import Settings
from patentgame.model.lexicon import WordList
from patentgame.views.access_menus import sync_access_menus
from patentgame.views.accessibility import Announcer, NewsLine, StatusBar, describe_window
from patentgame.views.appearance import apply_appearance, room_for_zoom, table_area
from patentgame.views.family_table import TableServices
from patentgame.views.parts import CONTROLLER, TABLE
from patentgame.views.setup_memory import remembered, setup_of
from patentgame.views.summary_flow import SummaryFlow
from patentgame.views.table_sound import TableSound
from patentgame.views.welcome_flow import WelcomeFlow
from patentgame.views.window_menus import WindowMenus
from patentgame.wording import LANGUAGES

# Dialogs, Qt's message boxes and input dialogs included, are imported when first opened: a
# faster start.
if TYPE_CHECKING:
    from patentgame.keeping.stats import SeatOutcome
    from patentgame.model.games import KeptGame
    from patentgame.model.lexicon import WordListInfo
    from patentgame.views.summary_dialog import SummaryDialog
    from patentgame.views.welcome import WelcomeScreen

#: The notice of Settings > Language, as :meth:`MainWindow.set_language` says it in the
#: language chosen (lupdate finds it in its ``self.tr`` there).
_NEXT_START = "The game speaks {language} from its next start."
_RESTART_NOW = "Restart now? The game in progress is kept."


class MainWindow(QMainWindow):
    """The application window.

    Signals:
        game_changed(): a new game started (for autosave and recent-files hooks).
        first_drawn(): the table was drawn for the first time (start-up work that the player
            need not wait for hooks in here).
        closing(): the window is closing (settings and autosave are put away).
        settings_changed(settings): the person changed a setting; ``settings`` is the new
            value of :attr:`settings`, already applied.
        leaving_game(): the person agreed to leave the game in progress for another (the
            keeping of games keeps it as a save file).
        family_changed(): a game of another family started or opened: :attr:`game_model`,
            :attr:`table`, :attr:`flow` and :attr:`ai` are new (hooks on the old ones are gone).
    """

    #: File > Recent games and Settings > Language (made with the menus, :class:`WindowMenus`).
    recent_menu: QMenu
    language_menu: QMenu

    game_changed = Signal()
    first_drawn = Signal()
    closing = Signal()
    settings_changed = Signal(object)
    leaving_game = Signal()
    family_changed = Signal()

    def __init__(self, load_lexicon: LexiconLoader, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Computer players, the coach and the sound think on other threads: Python's cycle
        # collector must not free this window's Qt objects there (see the module).
        collect_on_this_thread(QCoreApplication.instance())
        install_translations()  # before the first tr(): the menus are made below
        self.setWindowTitle("patentgame")
        self.load_lexicon = load_lexicon
        #: Every setting; change it with :meth:`apply` or :meth:`update_settings` only.
        self.settings = Settings()
        self.family = families.family(self.settings.family)
        #: The game's sounds (View > Mute, Settings > Sound volume); they follow the family's
        #: game model and cues (:meth:`_make_family_parts`).
        self.sound = TableSound(self)
        #: Asks the person a yes/no question (title, text): a message box, unless the keeping
        #: of games answers through its own.
        self.ask: Callable[[str, str], bool] = self._ask_box
        #: The summary at a game's end, and Play again.
        self.summary_flow = SummaryFlow(self)
        self.welcome_flow = WelcomeFlow(self)
        self._make_family_parts()
        self.summary_dialog: SummaryDialog | None = None
        #: The person chose a language and "Restart now": the app starts again once closed.
        self.restart_after_close = False
        #: The first start's welcome screen, once shown.
        self.welcome: WelcomeScreen | None = None
        #: The one-click game against the computer (File > Play against the computer).
        self.solo: GameSetup | None = None
        #: The last game set up (File > New game starts from it).
        self.last_setup: GameSetup | None = None
        #: Makes the game a setup asks for: gives a "match my level" seat its step (the game
        #: keeping replaces it with one that reads the statistics).
        self.setup_resolver: Callable[[GameSetup], GameSetup] = with_matched_levels
        #: Whether a game left for another is kept as a save file (the keeping of games does).
        self.keeps_left_games = False
        #: The people's outcomes of the game just recorded (the keeping of games provides
        #: them); the summary shows rating changes and personal records from it.
        self.outcome_source: Callable[[], tuple[SeatOutcome, ...]] | None = None
        #: The person's own word lists, offered in File > New game (the keeping of games
        #: reads them from the data folder).
        self.imported_lists: Callable[[], tuple[WordListInfo, ...]] = tuple
        self.menus: dict[str, QMenu] = {}
        self.named_actions: dict[str, QAction] = {}
        #: The menu entry of each computer pace and animation speed, to check the one in use.
        self._pace_actions: dict[int, QAction] = {}
        self._animation_actions: dict[float, QAction] = {}
        self._language_actions: dict[str, QAction] = {}
        #: The (theme, zoom) last applied (``apply_appearance`` does nothing when unchanged).
        self.appearance_shown: tuple[str, int] | None = None
        #: The menus, and the entries only a menu reaches.
        self.menu_builder = WindowMenus(self)
        self.menu_builder.build()
        self.setStatusBar(StatusBar(self))
        self._status = QLabel()
        self.statusBar().addPermanentWidget(self._status)
        #: The news said to screen readers; its live region sits in the status bar.
        self.news = NewsLine()
        self.statusBar().addWidget(self.news, 1)
        self.announcer = Announcer(self.game_model, self.news, self)
        describe_window(self)
        self.table.first_drawn.connect(self.sound.warm_up)
        self._connect()
        self.resize(1280, 800)
        self.setMinimumSize(room_for_zoom(100))  # larger at a larger zoom (apply_appearance)
        self.apply(self.settings)
        self.table.refresh()

    def _make_family_parts(self) -> None:
        """The family's game model and table, with the shared hand-over flow and AI runner."""
        self.game_model = self.family.part(CONTROLLER)(self)
        self.flow = TurnFlow(self.game_model, self)
        self.ai = AiRunner(self.game_model, self)
        # Made inside the window: a table made on its own and then moved in would have its
        # style sheets worked through again, widget by widget (about 8 ms of the start).
        services = TableServices(self.ai, lambda title, text: self.ask(title, text))
        self.table = self.family.part(TABLE)(self.game_model, self.flow, services, self)
        #: The table's place: at a large zoom on a small screen the table scrolls in it rather
        #: than pushing the window past the screen (issue 31).
        self.table_area = table_area(self.table)
        self.setCentralWidget(self.table_area)
        self.sound.follow(self.game_model, self.flow, self.table.cue_name)
        from patentgame.views.after_game import AfterGameBar

        #: "Play again" and "Results" on the table once a finished game's summary is closed.
        self.after_game = AfterGameBar(self.table)
        self.after_game.again.connect(self.summary_flow.play_again)
        self.after_game.results.connect(self.summary_flow.show)
        self.table.first_drawn.connect(self.first_drawn)
        self.table.settings_wanted.connect(self.update_settings)
        self.table.status_message.connect(self.show_status)

    def use_family(self, family: families.Family) -> None:
        """Show ``family``'s table (a game of it starts or opens): its game model, table,
        hand-over flow, computer players and Game menu replace the present family's, whose
        game is left (the caller asked); the keeping of games follows ``family_changed``."""
        if family.id == self.family.id:
            return
        self._stop_thinking()
        old = (self.game_model, self.flow, self.ai)
        self.welcome = None  # it lay over the old table, which goes with it
        self.family = family
        self._make_family_parts()  # the old table is deleted with its place in the window
        self.announcer.follow(self.game_model)
        # Now, the table and its scroll area: a hand-over screen asked for at once takes the
        # table's size, and the game clock stands still behind it (an area shown later left
        # the screen hidden while the clock began).
        self.table_area.show()
        self.table.show()
        self._connect()
        self.menu_builder.fill_game_menu()
        for part in old:
            part.deleteLater()
        self.apply(self.settings)
        apply_appearance(self, self.settings, force=True)  # the new table: theme and zoom
        self.table.refresh()
        self.family_changed.emit()

    # -- menus ------------------------------------------------------------------------------------
    # -- menus ------------------------------------------------------------------------------------
    def set_language(self, language: str) -> None:
        """Keep ``language`` as the app's language; it applies at the next start, which the
        person is told (every widget is made with its texts; see docs/architecture.md), and
        offered now: "Restart now" closes the window (the game in progress is kept as on any
        quit) and `restart_after_close` asks the app to start again once it has let go of
        the game (``app.run_app``)."""
        if language == self.settings.language:
            return
        self.update_settings(replace(self.settings, language=language))
        from PySide6.QtWidgets import QMessageBox

        coming = wording.choose(None, language)
        if coming == installed_language():
            return
        notice = self.tr("The game speaks {language} from its next start.")
        question = self.tr("Restart now? The game in progress is kept.")
        # Also in the language chosen, for a person who cannot read the one shown now.
        theirs = wording.translate_in(coming, "MainWindow", _NEXT_START)
        their_question = wording.translate_in(coming, "MainWindow", _RESTART_NOW)
        paragraphs = dict.fromkeys(  # one paragraph when both languages say the same
            (f"{notice} {question}", f"{theirs} {their_question}")
        )
        text = "\n\n".join(line.format(language=LANGUAGES[coming]) for line in paragraphs)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Language"), text, parent=self)
        restart = box.addButton(self.tr("Restart now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restart)
        box.exec()
        if box.clickedButton() is restart:
            self.restart_after_close = True
            self.close()

    def set_file_handlers(
        self,
        open_game: Callable[[], None] | None = None,
        save_as: Callable[[], None] | None = None,
    ) -> None:
        """Connect File > Open and Save As (the keeping of games provides them)."""
        self.menu_builder.set_file_handlers(open_game, save_as)

    def _connect(self) -> None:
        model = self.game_model
        model.game_started.connect(self._retitle)
        model.game_started.connect(self.after_game.hide)
        model.state_changed.connect(self.summary_flow.withdraw)
        model.game_over.connect(
            lambda winners: QTimer.singleShot(900, self, self.summary_flow.show)
        )
        model.state_changed.connect(self._update_status)
        model.game_started.connect(self._update_take_back)
        self.flow.viewer_changed.connect(lambda _seat: self._update_take_back())
        model.action_refused.connect(lambda text: self.show_status(text, 4000))
        self.ai.thinking.connect(self.table.set_thinking)
        # An action or a failure ends the computer's thinking (the log told either).
        self.ai.acted.connect(self._computer_done)
        self.ai.failed.connect(self._computer_done)

    # -- settings ---------------------------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Make ``settings`` the window's: the computer's pace, motion, the log, questions'
        time limit, the next new game and the one-click game, and the menus' check marks."""
        self.settings = settings
        self.ai.pace_ms = settings.ai_pace_ms
        self.sound.set_volume(settings.sound_volume)
        self.sound.set_muted(settings.sound_muted)
        sync_access_menus(self, settings)
        self.table.apply(settings)  # the log shows or folds there (View > Show the game log)
        apply_appearance(self, settings)  # after the table's: it sizes the table's rows
        self.named_actions["show_log"].setChecked(settings.show_log)
        self.named_actions["reduced_motion"].setChecked(settings.reduced_motion)
        self.named_actions["accept_computer_words"].setChecked(settings.accept_computer_words)
        self.named_actions["take_back_turns"].setChecked(settings.take_back_turns)
        self.named_actions["hints"].setChecked(settings.hints)
        self.named_actions["best_plays_after_turn"].setChecked(settings.best_plays_after_turn)
        # A value no entry offers (a settings file edited by hand) leaves the group unchecked.
        for pace, action in self._pace_actions.items():
            action.setChecked(pace == settings.ai_pace_ms)
        for factor, action in self._animation_actions.items():
            action.setChecked(factor == settings.animation_speed)
        for code, action in self._language_actions.items():
            action.setChecked(code == settings.language)

    def take_setups_from_settings(self) -> None:
        """Make the settings' next new game the one File > New game starts from, and the
        one-click game when one person plays it (at start, once the settings are read)."""
        setup = setup_of(self.settings)
        self.last_setup = setup
        if setup.humans == 1:
            self.solo = setup

    def update_settings(self, settings: Settings) -> None:
        """The person changed a setting: apply it and say so (the keeping of games stores it)."""
        self.apply(settings)
        self.settings_changed.emit(settings)

    def restore_geometry(self) -> None:
        """Put the window where the settings say it was on these screens (at start)."""
        from patentgame.views.window_memory import restore_place

        restore_place(self, self.settings)

    def set_ai_pace(self, pace_ms: int) -> None:
        """How long each computer action takes at least (0: instant)."""
        self.update_settings(replace(self.settings, ai_pace_ms=pace_ms))

    def set_animation_speed(self, factor: float) -> None:
        """How fast glows, floating money and fades go (2.0: twice as fast)."""
        self.update_settings(replace(self.settings, animation_speed=factor))

    def set_reduced_motion(self, on: bool) -> None:
        """No floating money or glows; announcements stay (they carry news)."""
        self.update_settings(replace(self.settings, reduced_motion=on))

    def set_accept_computer_words(self, on: bool) -> None:
        self.update_settings(replace(self.settings, accept_computer_words=on))

    def set_take_back_turns(self, on: bool) -> None:
        """Let Take back go back whole turns in games against the computer (not rated)."""
        self.update_settings(replace(self.settings, take_back_turns=on))
        if self.game_model.has_game:
            self.table.refresh()
        self._update_take_back()

    def take_back(self) -> None:
        """Edit > Take back (Ctrl+Z): the table takes back the person's last action."""
        self.table.take_back()
        self._update_take_back()

    def _update_take_back(self) -> None:
        """Edit > Take back is on while a person plays a game of a family that takes back:
        pressed when nothing can be, the table says why (issue 33.4)."""
        model, table = self.game_model, self.table
        playing = model.has_game and not model.is_over and bool(model.humans())
        self.named_actions["take_back"].setEnabled(playing and table.offers_take_back)

    def set_challenge_time(self, seconds: int, family_id: str | None = None) -> None:
        """Seconds the challenge bar counts down before accepting by itself (0: no countdown,
        the bar waits), in the games of ``family_id`` (of every family when ``None``)."""
        self.update_settings(self.settings.with_challenge_time(seconds, family_id))

    # -- games ------------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup, *, seed: int | None = None) -> bool:
        """Start ``setup``; on a problem (a missing word list) tell the person and return False."""
        try:
            lexicon = self.load_lexicon(setup.lexicon_id)
        except Exception as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self,
                self.tr("New game"),
                self.tr("The word list cannot be loaded:\n{error}").format(error=error),
            )
            return False
        self.welcome_flow.hide()
        self.summary_flow.close()
        self.use_family(families.family(setup.family))
        self.table.reset()
        try:
            self.game_model.start(self.setup_resolver(setup), lexicon, seed=seed)
        except ValueError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self,
                self.tr("New game"),
                self.tr("This game cannot start:\n{error}").format(error=error),
            )
            return False
        # Not a change the person made to a setting, so no settings_changed: the settings are
        # stored when the window closes, and a new game starts without writing a file.
        kept = remembered(self.settings, setup)
        if kept is not None:
            self.apply(kept)
        self.last_setup = setup
        if setup.humans == 1 and len(setup.seats) >= 2:
            self.solo = setup
        self.return_focus()
        self.game_changed.emit()
        return True

    def adopt_game(
        self,
        game: KeptGame,
        lexicon: WordList,
        extra: Mapping[str, object] | None = None,
    ) -> None:
        """Continue ``game`` (a resumed autosave or an opened file) on a freshly cleared table,
        with the optional keys its record kept (the computer players' explanations and
        failures, for the log)."""
        self.welcome_flow.hide()
        self.summary_flow.close()
        family = families.of_document(game.record().to_json())
        if family is not None and family.playable:
            self.use_family(family)
        self.table.reset()
        self.game_model.adopt(game, None, lexicon, extra)
        self.return_focus()
        self.game_changed.emit()

    def welcome_shown(self) -> bool:
        """Whether the welcome screen covers the table (it then decides what the view shows)."""
        return self.welcome is not None and self.welcome.isVisible()

    def first_game(self) -> None:
        """Nothing was resumed or opened at start: on the very first start the welcome screen
        (play, learn, open); afterwards a game against the computer at once."""
        if self.settings.welcomed:
            self.play_solo()
        else:
            self.show_welcome()

    def show_welcome(self) -> None:
        """Lay the welcome screen over the empty table."""
        self.welcome_flow.cover()

    def start_tutorial(self, game: str = "") -> bool:
        """Help > Guided first game (and its entries for the other games): the guided game
        ``game`` (its id in the registry, :func:`families.guided`; the first by default), led
        step by step on the table; False when it cannot start (the person told why) or the
        person keeps the game in progress."""
        from PySide6.QtWidgets import QMessageBox

        if not self.may_leave_game(self.tr("Guided first game")):
            return False
        name = (self.solo or solo_setup(family=self.family)).seats[0].name
        chosen = families.guided_game(game) if game else families.guided()[0]
        self.use_family(chosen.family)
        guide = self.table.guided_game
        if guide is None:
            return False
        variant = chosen.rule_set
        try:
            lexicon = self.load_lexicon(guide.lexicon_id(variant) or self.family.default_lexicon_id)
        except Exception as error:
            QMessageBox.warning(
                self,
                self.tr("Guided first game"),
                self.tr("The word list cannot be loaded:") + f"\n{error}",
            )
            return False
        guided = guide.new_game(variant, lexicon, name)
        if guided is None:
            return False
        self.adopt_game(guided, lexicon)
        guide.lead(self.ai)
        return True

    @property
    def has_drawn(self) -> bool:
        """Whether the table has been drawn at least once."""
        return self.table.has_drawn

    def play_solo(self) -> None:
        """One click: a game against the computer with the remembered (or default) settings."""
        if self.may_leave_game(self.tr("Play against the computer")):
            self.start_game(self.solo or solo_setup(family=self.family))

    def new_game_dialog(self) -> None:
        from patentgame.views.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.last_setup, self, self.imported_lists())
        if dialog.exec() and self.may_leave_game(self.tr("New game")):
            self.start_game(dialog.setup())

    def game_in_progress(self) -> bool:
        """Whether a game has begun and is not over (leaving it needs the person's word)."""
        model = self.game_model
        return model.has_game and not model.is_over and model.action_count() > 0

    def may_leave_game(self, title: str) -> bool:
        """Ask before a game in progress is replaced by another; True when it may be."""
        if not self.game_in_progress():
            return True
        if self.keeps_left_games:
            text = self.tr(
                "A game is in progress. Leave it for a new one? It is kept as a saved game: "
                "File > Open finds it."
            )
        else:
            text = self.tr("A game is in progress. Leave it for a new one? It will be lost.")
        if not self.ask(title, text):
            self.return_focus()
            return False
        self.leaving_game.emit()
        return True

    def _ask_box(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def return_focus(self) -> None:
        """Give the keyboard back to the table after a dialog, so play goes on by keys."""
        self.activateWindow()
        self.table.setFocus()

    # -- computer players -------------------------------------------------------------------------
    def _computer_done(self, seat: int, _said: str) -> None:
        """The computer at ``seat`` acted or failed: it thinks no more."""
        self.table.set_thinking(-1)

    # -- small dialogs ----------------------------------------------------------------------------
    def _retitle(self) -> None:
        names = ", ".join(self.game_model.shown_names())
        self.setWindowTitle(self.tr("patentgame - {names}").format(names=names))

    def show_help(self, tab: int = 0) -> None:
        """Help: the rules of the game the table shows (``tab`` 0), or About (1)."""
        from patentgame.views.help_dialog import HelpDialog

        rules = self.game_model.game.rules if self.game_model.has_game else None
        HelpDialog(tab, self, self.family, rules).exec()

    def quit_game(self) -> None:
        """File > Quit (Ctrl+Q). A game in progress is kept by the autosave and offered at the
        next start; only when it would be lost (no keeping of games) is the person asked."""
        if self.game_in_progress() and not self.keeps_left_games:
            question = self.tr("A game is in progress. Quit anyway? It will be lost.")
            if not self.ask(self.tr("Quit"), question):
                self.return_focus()
                return
        self.close()

    def show_status(self, text: str, milliseconds: int) -> None:
        """Show ``text`` in the status bar for a while, whole: the bar wraps a long message
        onto more lines left of the game's line (:class:`StatusBar`), never cuts it."""
        self.statusBar().showMessage(text, milliseconds)

    def _update_status(self) -> None:
        if self.game_model.has_game:
            text = self.table.status_text()
            if text != self._status.text():
                self._status.setText(text)
                bar = self.statusBar()
                if isinstance(bar, StatusBar):
                    bar.refit()  # the game's line may wrap onto more lines
        self._update_take_back()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self._stop_thinking()
        self.sound.close()
        super().closeEvent(event)

    def _stop_thinking(self) -> None:
        """Stop the computer players and the table's own workers (the patent game's coach may
        be playing the master's guesses out)."""
        self.ai.shutdown()
        self.table.stop_thinking()

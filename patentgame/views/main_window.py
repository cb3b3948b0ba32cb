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

import functools
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from patentgame import families, wording
from patentgame.controller.ai_runner import AiRunner
from patentgame.controller.collector import collect_on_this_thread
from patentgame.controller.setup import GameSetup, SeatSetup, solo_setup, with_matched_levels
from patentgame.controller.translations import install_translations, installed_language
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.saves import LexiconLoader
from patentgame.keeping.settings import NewGame, Settings
from patentgame.model.lexicon import WordList
from patentgame.model.seats import HUMAN
from patentgame.views.access_menus import build_access_menus, sync_access_menus
from patentgame.views.accessibility import Announcer, NewsLine, StatusBar, describe_window
from patentgame.views.appearance import apply_appearance, room_for_zoom, table_area
from patentgame.views.family_table import TableServices
from patentgame.views.guide import GUIDED_FAMILIES, GUIDED_GAMES, guided_game_name
from patentgame.views.parts import CONTROLLER, TABLE
from patentgame.views.table_sound import TableSound
from patentgame.wording import LANGUAGES, QT_TRANSLATE_NOOP
from patentgame.wording import SYSTEM as SYSTEM_LANGUAGE

# Dialogs, Qt's message boxes and input dialogs included, are imported when first opened: a
# faster start.
if TYPE_CHECKING:
    from patentgame.keeping.stats import SeatOutcome
    from patentgame.model.games import KeptGame
    from patentgame.model.lexicon import WordListInfo
    from patentgame.views.summary_dialog import SummaryDialog
    from patentgame.views.welcome import WelcomeScreen

#: Computer speeds offered in View > Computer speed: label, milliseconds per action.
#: Computer speeds: a key (for the action's name), the label (translated when shown,
#: context ``MainWindow``) and the pause before each computer action.
SPEEDS = (
    ("slow", QT_TRANSLATE_NOOP("MainWindow", "Slow"), 1800),
    ("normal", QT_TRANSLATE_NOOP("MainWindow", "Normal"), 900),
    ("fast", QT_TRANSLATE_NOOP("MainWindow", "Fast"), 350),
    ("instant", QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0),
)


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
        self._open_handler: Callable[[], None] | None = None
        self._save_handler: Callable[[], None] | None = None
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
        self._build_menus()
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
        self.after_game.again.connect(self._play_again)
        self.after_game.results.connect(self._show_summary)
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
        self._fill_game_menu()
        for part in old:
            part.deleteLater()
        self.apply(self.settings)
        apply_appearance(self, self.settings, force=True)  # the new table: theme and zoom
        self.table.refresh()
        self.family_changed.emit()

    # -- menus ------------------------------------------------------------------------------------
    def _action(
        self, menu: str, name: str, text: str, slot: Callable[[], object], shortcut: str = ""
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
            ("file", self.tr("&File")),
            ("edit", self.tr("&Edit")),
            ("game", self.tr("&Game")),
            ("view", self.tr("&View")),
            ("settings", self.tr("&Settings")),
            ("help", self.tr("&Help")),
        ):
            self.menus[key] = bar.addMenu(title)
        self._action("file", "new", self.tr("&New game..."), self.new_game_dialog, "Ctrl+N")
        self._action(
            "file", "solo", self.tr("&Play against the computer"), self.play_solo, "Ctrl+Shift+N"
        )
        self.menus["file"].addSeparator()
        self._action("file", "open", self.tr("&Open..."), self._open, "Ctrl+O").setEnabled(False)
        self._action(
            "file", "save_as", self.tr("Save &as..."), self._save_as, "Ctrl+Shift+S"
        ).setEnabled(False)
        self.recent_menu = self.menus["file"].addMenu(self.tr("&Recent games"))
        self.recent_menu.setEnabled(False)
        self.menus["file"].addSeparator()
        quit_action = self._action("file", "quit", self.tr("&Quit"), self.quit_game, "Ctrl+Q")
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._action("edit", "take_back", self.tr("&Take back"), self.take_back, "Ctrl+Z")
        self._fill_game_menu()
        speed = self.menus["view"].addMenu(self.tr("Computer &speed"))
        group = QActionGroup(self)
        for key, label, pace in SPEEDS:
            action = QAction(self.tr(label), self, checkable=True)
            action.triggered.connect(lambda _=False, p=pace: self.set_ai_pace(p))
            group.addAction(action)
            speed.addAction(action)
            self.named_actions[f"speed_{key}"] = action
            self._pace_actions[pace] = action
        self._build_animation_menu()
        log_action = self._action(
            "view",
            "show_log",
            self.tr("Show the game &log"),
            lambda: self.set_show_log(not self.settings.show_log),
        )
        log_action.setCheckable(True)
        motion = self._action(
            "view",
            "reduced_motion",
            self.tr("&Reduce motion"),
            lambda: self.set_reduced_motion(not self.settings.reduced_motion),
        )
        motion.setCheckable(True)
        self._action(
            "view", "full_screen", self.tr("&Full screen"), self._toggle_full_screen, "F11"
        )
        self._action(
            "settings",
            "challenge_time",
            self.tr("&Challenge time limit..."),
            self._ask_challenge_time,
        )
        always = self._action(
            "settings",
            "accept_computer_words",
            self.tr("Accept computer players' &words without asking"),
            lambda: self.set_accept_computer_words(not self.settings.accept_computer_words),
        )
        always.setCheckable(True)
        self._action(
            "settings", "solo_name", self.tr("Your &name in solo games..."), self._ask_solo_name
        )
        whole_turns = self._action(
            "settings",
            "take_back_turns",
            self.tr("Take back whole &turns against the computer (the game is not rated)"),
            lambda: self.set_take_back_turns(not self.settings.take_back_turns),
        )
        whole_turns.setCheckable(True)
        hints = self._action(
            "settings",
            "hints",
            self.tr("Offer &hints"),
            lambda: self.update_settings(replace(self.settings, hints=not self.settings.hints)),
        )
        hints.setCheckable(True)
        best_plays = self._action(
            "settings",
            "best_plays_after_turn",
            self.tr("Show my &best plays after each turn"),
            lambda: self.update_settings(
                replace(
                    self.settings, best_plays_after_turn=not self.settings.best_plays_after_turn
                )
            ),
        )
        best_plays.setCheckable(True)
        self._build_language_menu()
        self._action("help", "rules", self.tr("&Rules"), lambda: self.show_help(0), "F1")
        self._action("help", "tutorial", self.tr("&Guided first game"), self.start_tutorial)
        for game in GUIDED_GAMES[1:]:
            self._action(
                "help",
                f"tutorial_{game}",
                self.tr("Guided first game: {game}").format(game=guided_game_name(game)),
                functools.partial(self.start_tutorial, game),
            )
        self._action("help", "report_problem", self.tr("Report a &problem..."), self.report_problem)
        about = self._action("help", "about", self.tr("&About patentgame"), self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        build_access_menus(self)

    def _build_language_menu(self) -> None:
        """Settings > Language: the system's, or one the app speaks (each named in itself, so
        a person who cannot read the current one finds their own)."""
        menu = self.menus["settings"].addMenu(self.tr("&Language"))
        self.language_menu = menu
        group = QActionGroup(self)
        for code, label in ((SYSTEM_LANGUAGE, self.tr("System")), *LANGUAGES.items()):
            action = QAction(label, self, checkable=True)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            menu.addAction(action)
            self.named_actions[f"language_{code}"] = action
            self._language_actions[code] = action

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

    def _fill_game_menu(self) -> None:
        """The Game menu: the family table's entries (made again when the family changes)."""
        menu = self.menus["game"]
        for action in menu.actions():
            names = [name for name, named in self.named_actions.items() if named is action]
            for name in names:
                del self.named_actions[name]
        menu.clear()
        for entry in self.table.game_actions():
            self._action("game", entry.name, entry.text, entry.slot, entry.shortcut)

    def _build_animation_menu(self) -> None:
        menu = self.menus["view"].addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        for key, label, factor in (
            ("slow", self.tr("Slow"), 0.5),
            ("normal", self.tr("Normal"), 1.0),
            ("fast", self.tr("Fast"), 2.0),
        ):
            action = QAction(label, self, checkable=True)
            action.triggered.connect(lambda _=False, f=factor: self.set_animation_speed(f))
            group.addAction(action)
            menu.addAction(action)
            self.named_actions[f"animation_{key}"] = action
            self._animation_actions[factor] = action

    def set_file_handlers(
        self,
        open_game: Callable[[], None] | None = None,
        save_as: Callable[[], None] | None = None,
    ) -> None:
        """Connect File > Open and Save As (the keeping of games provides them)."""
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
        model.game_started.connect(self._retitle)
        model.game_started.connect(self.after_game.hide)
        model.state_changed.connect(self._withdraw_after_game)
        model.game_over.connect(lambda winners: QTimer.singleShot(900, self, self._show_summary))
        model.state_changed.connect(self._update_status)
        model.game_started.connect(self._update_take_back)
        self.flow.viewer_changed.connect(lambda _seat: self._update_take_back())
        model.action_refused.connect(lambda text: self.show_status(text, 4000))
        self.ai.thinking.connect(self.table.set_thinking)
        self.ai.acted.connect(self._on_ai_acted)
        self.ai.failed.connect(self._on_ai_failed)

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
        setup = self._setup_of(self.settings)
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

    def _setup_of(self, settings: Settings) -> GameSetup:
        """The next new game the settings describe."""
        new_game = settings.new_game()
        seats = tuple(
            SeatSetup(settings.player_names[i], kind, settings.player_colours[i])
            for i, kind in enumerate(new_game.seats)
        )
        return GameSetup(
            seats, lexicon_id=new_game.lexicon_id, rules=new_game.rules, family=settings.family
        )

    def _remember(self, setup: GameSetup) -> None:
        """Keep ``setup`` in the settings as the family's next new game."""
        family = families.family(setup.family)
        kinds = (HUMAN, *family.player_ids)
        if not all(seat.kind in kinds for seat in setup.seats):
            return  # a seat the settings cannot name (a tuned expert of the self-play lab)
        settings = self.settings
        names = [seat.name for seat in setup.seats]
        colours = [seat.colour for seat in setup.seats]
        new_game = NewGame(tuple(seat.kind for seat in setup.seats), setup.rules, setup.lexicon_id)
        # Not a change the person made to a setting, so no settings_changed: the settings are
        # stored when the window closes, and a new game starts without writing a file.
        self.apply(
            replace(
                settings.with_new_game(family.id, new_game),
                family=family.id,
                player_names=(*names, *settings.player_names[len(names) :]),
                player_colours=(*colours, *settings.player_colours[len(colours) :]),
            )
        )

    def set_ai_pace(self, pace_ms: int) -> None:
        """How long each computer action takes at least (0: instant)."""
        self.update_settings(replace(self.settings, ai_pace_ms=pace_ms))

    def set_animation_speed(self, factor: float) -> None:
        """How fast glows, floating money and fades go (2.0: twice as fast)."""
        self.update_settings(replace(self.settings, animation_speed=factor))

    def set_show_log(self, on: bool) -> None:
        self.update_settings(replace(self.settings, show_log=on))

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
        self._hide_welcome()
        self._close_dialogs()
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
        self._remember(setup)
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
        self._hide_welcome()
        self._close_dialogs()
        family = families.of_document(game.record().to_json())
        if family is not None and family.playable:
            self.use_family(family)
        self.table.reset()
        self.game_model.adopt(game, None, lexicon, extra)
        self.return_focus()
        self.game_changed.emit()

    def first_game(self) -> None:
        """Nothing was resumed or opened at start: on the very first start the welcome screen
        (play, learn, open); afterwards a game against the computer at once."""
        if self.settings.welcomed:
            self.play_solo()
        else:
            self.show_welcome()

    def show_welcome(self) -> None:
        """Lay the welcome screen over the empty table."""
        from patentgame.views.welcome import WelcomeScreen

        if self.welcome is None:
            self.welcome = WelcomeScreen(self.table)
            self.welcome.chosen.connect(self._welcome_chosen)
        self.welcome.cover()

    def _welcome_chosen(self, choice: str) -> None:
        """Each choice goes the way its menu entry goes, asking first before it leaves a game
        in progress (Help > Guided first game, File > Open, File > Play against the
        computer)."""
        if self.welcome is not None:
            self.welcome.hide()
        if not self.settings.welcomed:
            self.update_settings(replace(self.settings, welcomed=True))
        if choice.startswith("learn"):
            self.start_tutorial(choice.partition(":")[2] or "patent")
        elif choice == "open":
            self._open()
        else:
            self.play_solo()
        if not self.game_model.has_game:  # the file dialog was cancelled: choose again
            self.show_welcome()

    def start_tutorial(self, game: str = "patent") -> bool:
        """Help > Guided first game (and its entries for the other games): ``game``'s guided
        game (a family's id, or a board game's rule set), led step by step on the table;
        False when it cannot start (the person told why) or the person keeps the game in
        progress."""
        from PySide6.QtWidgets import QMessageBox

        if not self.may_leave_game(self.tr("Guided first game")):
            return False
        name = (self.solo or solo_setup(family=self.family)).seats[0].name
        family = families.by_rule_set(game) if game not in GUIDED_FAMILIES else None
        self.use_family(family or families.family(game))
        self.table.tutorial_variant = game
        try:
            lexicon = self.load_lexicon(
                self.table.tutorial_lexicon_id() or self.family.default_lexicon_id
            )
        except Exception as error:
            QMessageBox.warning(
                self,
                self.tr("Guided first game"),
                self.tr("The word list cannot be loaded:") + f"\n{error}",
            )
            return False
        guided = self.table.tutorial_game(lexicon, name)
        if guided is None:
            return False
        self.adopt_game(guided, lexicon)
        self.table.guide_tutorial(self.ai)
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

    def _hide_welcome(self) -> None:
        if self.welcome is not None:
            self.welcome.hide()

    def _close_dialogs(self) -> None:
        if self.summary_dialog is not None:
            self.summary_dialog.blockSignals(True)
            self.summary_dialog.close()
        self.summary_dialog = None

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

        outcomes = self.outcome_source() if self.outcome_source is not None else ()
        dialog = SummaryDialog(self.game_model, self.table.summary(), outcomes, self)
        for section in self.table.summary_sections():
            dialog.add_section(section)
        self.summary_dialog = dialog
        dialog.finished.connect(lambda _: self._summary_closed(dialog))
        self.after_game.hide()
        dialog.open()

    def _summary_closed(self, dialog: SummaryDialog) -> None:
        self.summary_dialog = None
        self.return_focus()
        if dialog.play_again:
            self._play_again()
        elif self.game_model.has_game and self.game_model.is_over:
            self.after_game.offer()

    def _withdraw_after_game(self) -> None:
        """The game goes on again (its end taken back): no "Play again" on the table."""
        if not (self.game_model.has_game and self.game_model.is_over):
            self.after_game.hide()

    def _play_again(self) -> None:
        """A new game like the one just finished (the same players and rules, a new deal)."""
        self.start_game(replace(self.game_model.setup, seed=None))

    # -- computer players -------------------------------------------------------------------------
    def _on_ai_acted(self, seat: int, reason: str) -> None:
        # The explanation went into the log with the action (GameModel.submit).
        self.table.set_thinking(-1)

    def _on_ai_failed(self, seat: int, message: str) -> None:
        # The game model's log told the failure (AiRunner reports it there).
        self.table.set_thinking(-1)

    # -- small dialogs ----------------------------------------------------------------------------
    def _retitle(self) -> None:
        names = ", ".join(self.game_model.shown_names())
        self.setWindowTitle(self.tr("patentgame - {names}").format(names=names))

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _ask_challenge_time(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getInt(
            self,
            self.tr("Challenge time limit"),
            self.tr(
                "Seconds the challenge bar counts down before it accepts a word by itself\n"
                "(0 turns the countdown off: the bar waits for your answer):"
            ),
            self.settings.challenge_time(self.family.id),
            0,
            300,
        )
        if ok:  # the game being played's countdown (a board game's is its own)
            self.set_challenge_time(value, self.family.id)

    def _ask_solo_name(self) -> None:
        current = self.solo or solo_setup(family=self.family)
        from PySide6.QtWidgets import QInputDialog

        from patentgame.controller.game_model import shown_name
        from patentgame.model.seats import stored_name

        name, ok = QInputDialog.getText(
            self,
            self.tr("Your name"),
            self.tr("Your name:"),
            text=shown_name(current.seats[0].name),
        )
        name = stored_name(name[:20])  # "Вы" is kept as "You" (one profile in any language)
        if ok and name:
            seats = (replace(current.seats[0], name=name), *current.seats[1:])
            self.solo = replace(current, seats=seats)

    def show_help(self, tab: int = 0) -> None:
        """Help: the rules of the game the table shows (``tab`` 0), or About (1)."""
        from patentgame.views.help_dialog import HelpDialog

        rules = self.game_model.game.rules if self.game_model.has_game else None
        HelpDialog(tab, self, self.family, rules).exec()

    def show_about(self) -> None:
        """Help > About: the version, and the word lists with their licences and credits."""
        from patentgame.views.about import AboutDialog

        AboutDialog(self).exec()
        self.return_focus()

    def report_problem(self) -> None:
        """Help > Report a problem: a prepared, private text to copy into a report."""
        from patentgame.views.problem_report import ProblemReportDialog

        ProblemReportDialog(self).exec()
        self.return_focus()

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
            self._status.setText(self.table.status_text())
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

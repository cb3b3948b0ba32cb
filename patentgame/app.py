"""The desktop composition root: builds the application and its main window.

``patentgame`` (no subcommand) calls :func:`run_app`. ``--screenshot PATH`` starts a game of one
person against two computer players, lets the computers play until it is the person's turn,
drafts a good word so the earnings preview shows, saves a 1280x800 picture and exits.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported when the app starts, not when the command line does
    import subprocess

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from patentgame.controller.setup import GameSetup
    from patentgame.controller.single_instance import SingleInstance
    from patentgame.keeping.saves import LexiconLoader
    from patentgame.model.problems import Problem
    from patentgame.views.game_keeping import GameKeeping
    from patentgame.views.main_window import MainWindow

SCREENSHOT_SIZE = (1280, 800)


def _lexicon_loader(data_dir: str | None) -> LexiconLoader:
    """Loads word lists by id: built-in ones, or those imported into the user's data folder."""
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.lexicon import WordList

    def load(lexicon_id: str) -> WordList:
        return load_lexicon(lexicon_id, data_dir)

    return load


def create_window(data_dir: str | None = None) -> MainWindow:
    """The main window, ready to show (a ``QApplication`` must exist)."""
    from patentgame.views.main_window import MainWindow

    return MainWindow(_lexicon_loader(data_dir))


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("patentgame")
    app.setOrganizationName("patentgame")
    app.setWindowIcon(_icon())
    app.setDesktopFileName("patentgame")  # Linux desktops match the window to its menu entry
    return app


def _icon() -> QIcon:
    """The game's icon (made by the installer work), in every size shipped."""
    from PySide6.QtGui import QIcon

    from patentgame.resources import resource

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        path = resource("icons", f"patentgame-{size}.png")
        if path.is_file():
            icon.addFile(str(path))
    return icon


def run_app(args: argparse.Namespace) -> int:
    """Start the desktop app (or take a screenshot, or self-test); return the exit status."""
    if args.self_test:
        from patentgame.commands.selftest import run_self_test

        return run_self_test(args)
    data_dir = args.data_dir
    screenshot = args.screenshot
    if screenshot:
        if not _has_screen():  # a picture needs no screen: draw offscreen
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return take_screenshot(screenshot, args.seed, data_dir, getattr(args, "game", "patent"))
    if not _has_screen():
        from patentgame.wording import translate

        print(
            translate(
                "App",
                "patentgame: no screen found (DISPLAY and WAYLAND_DISPLAY are not set). "
                "Start it on a desktop, or use --screenshot PATH.",
            ),
            file=sys.stderr,
        )
        return 2
    _pause_garbage_collection()
    app = _application()
    _start_log(data_dir)
    saved_game = args.open
    instance = _claim_the_game(data_dir, saved_game)
    if instance is None:
        return 0  # the game runs already: it came to the front and took the saved game
    window = create_window(data_dir)
    window.first_drawn.connect(_resume_garbage_collection)
    _resume_garbage_collection_later(seconds=5)  # in case the window is never drawn
    _report_errors_gently(window)
    window.show()
    from patentgame import wording

    logging.getLogger("patentgame").info("main window shown, language %s", wording.current())
    keeping = keep_games(window, data_dir)
    instance.called.connect(lambda files: _come_forward(window, keeping, files))
    # Later starts are served once the table is drawn and shown (QtNetwork need not delay the
    # first frame): just after the paint, not inside it.
    window.first_drawn.connect(lambda: _serve_later(instance, seconds=0))
    _serve_later(instance, seconds=5)  # in case the window is never drawn
    resumed = keeping is not None and keeping.start(
        offer_resume=not saved_game, ask=not args.resume
    )
    if resumed:
        logging.getLogger("patentgame").info("the unfinished game was resumed")
    opened = bool(saved_game) and keeping is not None and keeping.open_file(Path(saved_game))
    if not (resumed or opened):
        window.first_game()
    if args.startup_probe:
        return _probe_first_frame(app, window)
    status: int = app.exec()
    # The window has closed and kept the game (``GameKeeping.close``): let go of the running
    # game's claim (a new start after "Restart now" would hand itself over to this one) and drop
    # the connections still open, quietly, before Qt takes them down with the app.
    instance.close()
    if window.restart_after_close:
        _start_again(restart_command(data_dir))
    return status


def restart_command(
    data_dir: str | None, executable: str | None = None, frozen: bool | None = None
) -> list[str]:
    """The command that starts the game again as the person started it: the same program
    and data folder, without the ``--lang`` of this run (the setting just chosen must win)
    or a file to open; with ``--resume``, so the game in progress (kept as the window
    closed) comes back without the question a fresh start asks.

    >>> restart_command(None, "/usr/bin/python3", frozen=False)
    ['/usr/bin/python3', '-m', 'patentgame', '--resume']
    >>> restart_command("/data", "/opt/patentgame/patentgame", frozen=True)
    ['/opt/patentgame/patentgame', '--resume', '--data-dir', '/data']
    """
    program = executable or sys.executable
    bundled = getattr(sys, "frozen", False) if frozen is None else frozen
    command = [program] if bundled else [program, "-m", "patentgame"]
    return [*command, "--resume"] + (["--data-dir", data_dir] if data_dir else [])


def _start_again(command: list[str]) -> subprocess.Popen[bytes] | None:
    """Start ``command`` on its own: it outlives this process, which is ending (``None``: it
    could not be started, and the log says why)."""
    import subprocess

    try:
        if sys.platform == "win32":
            flags = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
            return subprocess.Popen(command, stdin=subprocess.DEVNULL, creationflags=flags)
        return subprocess.Popen(command, stdin=subprocess.DEVNULL, start_new_session=True)
    except OSError as error:
        logging.getLogger("patentgame").warning("could not start again: %s", error)
        return None


def _start_log(data_dir: str | None) -> None:
    """Keep the app's log in the data folder (Help > Report a problem quotes it), with Qt's
    warnings in it; without a usable folder the app runs without a log."""
    from PySide6.QtCore import qInstallMessageHandler

    from patentgame.keeping import app_log, paths
    from patentgame.keeping.atomic import StorageError

    try:
        paths.set_override(data_dir)
        app_log.start_log(paths.data_dir())
    except StorageError as error:
        app_log.keep_no_log(error.problem)  # Help > Report a problem says why
        return
    except (OSError, ValueError):
        return
    qInstallMessageHandler(_log_qt_message)


def _log_qt_message(kind: object, context: object, message: str) -> None:
    """Qt's own warnings go to stderr as before, and into the log."""
    from PySide6.QtCore import QtMsgType

    print(message, file=sys.stderr)
    if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        logging.getLogger("patentgame.qt").warning("%s", message)


def _claim_the_game(data_dir: str | None, saved_game: str | None) -> SingleInstance | None:
    """Become the person's one running game, or hand ``saved_game`` to the one that runs
    (``None``: it did, and this start ends). The first start serves later ones from
    ``SingleInstance.serve``, which the caller calls once the table is drawn."""
    from patentgame.controller.single_instance import Claim, SingleInstance, instance_name
    from patentgame.keeping import paths

    # The data folder as found (not only --data-dir): a start with another home folder keeps
    # its games elsewhere, so it is another game even for the same login name.
    instance = SingleInstance(instance_name(str(paths.data_location().absolute())))
    claim = instance.claim([saved_game] if saved_game else [])
    if claim is Claim.HANDED_OVER:
        print("patentgame is running already: its window comes to the front.", flush=True)
        return None
    return instance


def _serve_later(instance: SingleInstance, seconds: float) -> None:
    from PySide6.QtCore import QTimer

    QTimer.singleShot(int(seconds * 1000), instance.serve)


def _come_forward(window: MainWindow, keeping: GameKeeping | None, files: list[str]) -> None:
    """A later start asked for the game: bring the window to the front, open its saved game."""
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    if not files:
        return
    opened = keeping.open_files([Path(name) for name in files]) if keeping else None
    log = logging.getLogger("patentgame")
    if opened is not None:
        log.info("opened the saved game %s (of %d file(s) handed over)", opened, len(files))
    else:
        log.info("did not open the %d file(s) handed over", len(files))


def _pause_garbage_collection() -> None:
    """Start-up makes tens of thousands of objects that live as long as the app (Qt's enums
    and classes, the engine's tables), so the cycle collector would only walk them again and
    again: about 25 ms of a start. It rests until the table is drawn; from then on it runs on
    the GUI thread only (:mod:`patentgame.controller.collector`, which the window sets up)."""
    from patentgame.controller.collector import hold_collection

    hold_collection()


def _resume_garbage_collection() -> None:
    """The table is drawn: what start-up made is frozen out of the collector's way and the
    GUI thread's collector collects as due."""
    from patentgame.controller.collector import release_collection

    release_collection()


def _resume_garbage_collection_later(seconds: float) -> None:
    from PySide6.QtCore import QTimer

    QTimer.singleShot(int(seconds * 1000), _resume_garbage_collection)


def _probe_first_frame(app: QApplication, window: MainWindow) -> int:
    """``--startup-probe``: draw the table as a first look would, say so, and quit."""
    app.processEvents()
    window.grab()  # paints every widget now, as the first frame on a screen does
    print("drawn", flush=True)
    _resume_garbage_collection()
    window.close()
    return 0


def keep_games(window: MainWindow, data_dir: str | None) -> GameKeeping | None:
    """The keeping of games (autosave, saved games, settings, statistics) for ``window``, not
    started yet (the caller calls ``start()``); the window is its parent.

    A read-only data folder is still kept: its autosaved game is offered and its saves open,
    though nothing is autosaved (the keeping says so). ``None`` only when the user's folders
    cannot be used at all: the window then says why in its status bar and plays on.
    """
    from patentgame.keeping import paths
    from patentgame.keeping.atomic import StorageError
    from patentgame.model.errors import problem_of
    from patentgame.views.game_keeping import GameKeeping
    from patentgame.views.messages import tell

    try:
        paths.set_override(data_dir)
        folder = paths.data_location()
        try:
            paths.data_dir()
        except StorageError:
            if not folder.is_dir():
                raise
        settings = paths.config_location() / paths.SETTINGS_NAME
        with contextlib.suppress(StorageError):
            paths.config_dir()
        return GameKeeping(window, folder, settings)
    except (OSError, ValueError) as error:
        from PySide6.QtCore import QCoreApplication

        notice = QCoreApplication.translate("App", "Games are not kept this time: {error}")
        window.statusBar().showMessage(notice.format(error=tell(problem_of(error))), 10_000)
        return None


def _has_screen() -> bool:
    """Whether Qt can show a window here (without one, Qt would abort the process)."""
    if os.environ.get("QT_QPA_PLATFORM") or not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _report_errors_gently(window: MainWindow) -> None:
    """A bug in a slot must not show a traceback to a player: say so in a message box (the
    details go to stderr and the app's log for a bug report) and keep the table running."""
    import traceback

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from patentgame.keeping.app_log import log_error
    from patentgame.model.problems import shorten

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        traceback.print_exception(kind, error, trace, file=sys.stderr)
        log_error(kind, error, trace)
        sorry = QCoreApplication.translate(
            "App",
            "Something went wrong, sorry. The game goes on; if it keeps happening, please "
            "report it with this line:\n\n{error}",
        )
        line = f"{kind.__name__}: {shorten(str(error), 160)}"
        QMessageBox.warning(window, "patentgame", sorry.format(error=line))

    sys.excepthook = hook


def wait_for_human_turn(window: MainWindow, timeout_s: float = 30.0) -> bool:
    """Let the computer players act until a person may play; False on timeout."""
    import time

    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if window.table.ready_for_screenshot():
            return True
        time.sleep(0.01)
    return False


def screenshot_setup(game: str) -> GameSetup:
    """The game ``--screenshot`` shows: a family of one rule book (the patent game, BuyWord)
    against two computer players, or a board game's rule set against one (a second person
    while the family has no levels).

    Raises:
        KeyError: ``game`` names no family the app plays and no rule set of one.
    """
    from patentgame import families
    from patentgame.controller.setup import AI_NAMES, GameSetup, SeatSetup, solo_setup
    from patentgame.keeping.settings import default_opponent

    ids = {found.id: found for found in families.FAMILIES}
    family = ids[game] if game in ids else families.by_rule_set(game)
    if not family.playable:
        raise KeyError(game)
    if not family.rule_sets:  # the patent game, BuyWord: one rule book
        return solo_setup(
            "Anna", "ai:casual", opponents=min(2, family.max_seats - 1), family=family
        )
    rules = family.rules_of(game) if game in family.rule_sets else family.default_rules()
    levels = family.levels()
    opponent = default_opponent(family) if levels else "human"
    seats = (
        SeatSetup("Anna", "human", 0),
        SeatSetup(AI_NAMES[0] if levels else "Ben", opponent, 1),
    )
    lexicon_id = str(getattr(rules, "lexicon_id", family.default_lexicon_id))
    return GameSetup(seats, lexicon_id=lexicon_id, rules=rules, family=family.id)


def _screenshot_folder(folder: Path) -> Problem | None:
    """Make the folder a screenshot goes to, before the game is set up for it (a typo must not
    cost the wait); the problem to tell when it cannot be made or written, in the language of
    the run."""
    from patentgame import wording
    from patentgame.keeping.atomic import StorageError
    from patentgame.keeping.paths import ensure_folder
    from patentgame.model import problems

    problems.set_translator(wording.translate)
    try:
        ensure_folder(folder)
    except StorageError as error:
        return error.problem
    return None


def take_screenshot(path: str, seed: int | None, data_dir: str | None, game: str = "patent") -> int:
    """Save a 1280x800 picture of a game of ``game`` in progress to ``path``; 0 on success."""
    from PySide6.QtWidgets import QApplication

    from patentgame import families

    try:
        setup = screenshot_setup(game)
    except KeyError:
        names = ", ".join(found.id for found in families.playable())
        print(
            f"patentgame: there is no game {game!r} (try {names} or a rule set: scrabble-en)",
            file=sys.stderr,
        )
        return 2
    folder_problem = _screenshot_folder(Path(path).parent)
    if folder_problem is not None:
        from patentgame.commands.output import say
        from patentgame.model.problems import explain

        say(f"patentgame: {explain(folder_problem)}")
        return 1  # output that cannot be written (docs/reliability.md)
    app = _application()
    del app
    try:
        window = create_window(data_dir)
    except Exception as error:
        print(f"patentgame: cannot build the window: {error}", file=sys.stderr)
        return 1
    window.set_ai_pace(0)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    if not window.start_game(setup, seed=seed if seed is not None else 7):
        print("patentgame: the game could not start (word list missing?)", file=sys.stderr)
        return 1
    if not wait_for_human_turn(window):
        print("patentgame: the computer players did not finish their turns", file=sys.stderr)
        return 1
    window.table.pose_for_screenshot()
    for _ in range(5):
        QApplication.processEvents()
    image = window.grab()
    target = Path(path)
    if not image.save(str(target)):
        print(f"patentgame: cannot write {path}", file=sys.stderr)
        return 1
    window.ai.shutdown()
    window.close()
    return 0

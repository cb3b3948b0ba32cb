"""Shared set-up for the view tests: a real main window over a real game, offscreen."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMenu,
    QWidget,
)

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.main_window import MainWindow
from patentgame.views.overlays import HandoverScreen
from patentgame.views.patent.card_row import CardRowView

AUTO = RuleSet(challenge=ChallengeMode.AUTO)
MANUAL = RuleSet(challenge=ChallengeMode.MANUAL)


def make_window(qtbot: object, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.set_ai_pace(0)
    window.resize(*size)
    window.show()
    window.activateWindow()  # menu shortcuts reach the active window only
    # Activation is asynchronous: a shortcut sent before it lands is lost.
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # type: ignore[attr-defined]
    QApplication.processEvents()
    return window


def start_keeping(window: MainWindow, keeping: object) -> bool:
    """Start ``keeping`` (a ``GameKeeping``) as the app does, which applies the kept settings,
    the computers' pace among them (0.9 s an action by default), then give the computers back
    the instant pace ``make_window`` gave them: tests of something else need not watch a whole
    game at a person's pace. Returns what the start returns (whether a game was resumed)."""
    resumed = bool(keeping.start())  # type: ignore[attr-defined]
    window.set_ai_pace(0)
    return resumed


def adopt(
    window: MainWindow,
    top: str,
    seats: tuple[SeatSetup, ...],
    rules: RuleSet = AUTO,
    start: int = 0,
) -> PatentGame:
    """Put a game whose deck starts with ``top`` on the window's table (cards as RECORD.md)."""
    lexicon = Lexicon.load("en-enable")
    game = PatentGame.new(
        [PlayerSpec(s.name, s.kind) for s in seats],
        lexicon,
        rules,
        deck=deck_starting_with(top),
        start=start,
    )
    window.game_model.adopt(game, GameSetup(seats, rules=rules), lexicon)
    QApplication.processEvents()
    return game


def click_card(view: CardRowView, row: int) -> None:
    rect = view.visualRect(view.model().index(row, 0))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )


def click_at(widget: QWidget, point: QPoint) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def when_ready(screen: HandoverScreen) -> HandoverScreen:
    """Wait, as a person does, until a hand-over screen takes answers (it ignores keys and
    clicks for a moment after it appears); return it."""
    deadline = time.monotonic() + 5
    while not screen.ready and time.monotonic() < deadline:
        QTest.qWait(20)
    assert screen.ready, "the hand-over screen never took an answer"
    return screen


def shot(widget: QWidget, name: str) -> Path:
    """Save a picture of ``widget`` to $PATENTGAME_SHOTS (default: the temp folder) to look at."""
    default = Path(tempfile.gettempdir()) / "patentgame-shots"
    folder = Path(os.environ.get("PATENTGAME_SHOTS", default))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    return path


def take_the_whole_hint(table: object, press: Callable[[], None], timeout: float = 30) -> None:
    """Wait for the coach's analysis of the turn (made on a worker as it starts), then press
    Hint (``press``) for each of its three steps: the last lays the play in the word row."""
    import time

    coach = table.coach  # type: ignore[attr-defined]
    end = time.monotonic() + timeout
    while not coach.runner.ready() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)
    assert coach.runner.ready(), "the coach's analysis never came"
    for _ in range(3):
        press()
    QApplication.processEvents()


def human_step(window: MainWindow, *, challenge: bool = False) -> bool:
    """Do what a person at the table would do next, through the widgets; False if nothing."""
    from patentgame.controller.patent.patent_grid_model import PatentRole
    from patentgame.model.patent.game import Phase

    model, table = window.game_model, window.table
    bar = table.challenge_bar
    if bar.asking:
        buttons = list(bar.challenge_buttons.values())
        QTest.mouseClick(buttons[0] if challenge else bar.accept_button, Qt.MouseButton.LeftButton)
        return True
    if bar.showing_verdict:
        QTest.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
        return True
    if table.handover.isVisible():
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
        return True
    if not model.has_game or model.is_over or not table.can_act():
        return False
    phase = model.state.phase
    if phase is Phase.BUILD:
        take_the_whole_hint(
            table, lambda: QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
        )
        if table.play_button.isEnabled():
            QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
        else:
            window.named_actions["discard"].trigger()
            QTest.keyClick(table, Qt.Key.Key_Return)
    elif phase is Phase.BUY:
        letters = sorted(table.patent_model.buyable())
        grid = table.patents
        index = table.patent_model.index_of(letters[-1])
        assert index.data(PatentRole.BUYABLE)
        click_at(grid.viewport(), grid.visualRect(index).center())
    elif phase is Phase.PENALTY:
        click_card(table.hand_view, 0)
        QTest.keyClick(table, Qt.Key.Key_Return)
    else:
        QTest.keyClick(table, Qt.Key.Key_Return)
    return True


def open_menu(window: MainWindow, key: str) -> QMenu:
    """Open a menu of the menu bar by clicking its title, as a person does; again if it did
    not open (on a loaded machine the bar may still be closing the menu a moment ago, and a
    click on the title of a closing menu closes it: a person clicks once more)."""
    bar = window.menuBar()
    menu = window.menus[key]
    for attempt in range(3):
        QTest.mouseClick(
            bar,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            bar.actionGeometry(menu.menuAction()).center(),
        )
        try:
            _wait(menu.isVisible, timeout=2.0)
            return menu
        except AssertionError:
            if attempt == 2:
                raise
    return menu


def choose(window: MainWindow, key: str, name: str, submenu: QMenu | None = None) -> None:
    """Click the entry ``name`` of menu ``key`` through the menu bar (through ``submenu`` of
    it when the entry sits there). A modal dialog it opens blocks until answered: set up
    :func:`answer_modal` first."""
    menu = open_menu(window, key)
    action = window.named_actions[name]
    if submenu is not None:
        QTest.mouseClick(
            menu,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            menu.actionGeometry(submenu.menuAction()).center(),
        )
        _wait(submenu.isVisible)
        menu = submenu
    assert action in menu.actions(), f"{name} is not in that menu"
    QTest.mouseClick(
        menu,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        menu.actionGeometry(action).center(),
    )
    QApplication.processEvents()
    refocus(window)


def refocus(window: QWidget) -> None:
    """Give the window back the keyboard after a menu or a dialog closed (a desktop does this
    by itself; the offscreen test platform does not)."""
    if window.isVisible() and not window.isActiveWindow():
        window.activateWindow()
        _wait(window.isActiveWindow)


def answer_modal(answer: Callable[[QWidget], None], seen: list[str] | None = None) -> None:
    """When a modal dialog opens (soon), hand it to ``answer`` (which closes it as a person
    would); note its title and text in ``seen`` ("title: text")."""
    answer_modals([answer], seen)


Shown = TypeVar("Shown", bound=QWidget)

#: How many tests have ended in this process: a helper's watch ends with the test that set it.
_tests_ended = 0


def a_test_ended() -> None:
    """Called after each test (``tests/conftest.py``): the dialog watches it set stop, so that an
    answer meant for it is never handed a later test's dialog (a CI run failed a zoom test so)."""
    global _tests_ended
    _tests_ended += 1


def this_test_runs() -> Callable[[], bool]:
    """A question a watch asks before each look: does the test that set it still run?"""
    test = _tests_ended
    return lambda: _tests_ended == test


def answer_modals(answers: list[Callable[[QWidget], None]], seen: list[str] | None = None) -> None:
    """Answer the modal dialogs that open one after another (each a new one), in order, while
    the test that asked runs."""
    answered: list[QWidget] = []
    runs = this_test_runs()

    def look() -> None:
        if not runs():
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog in answered:
            QTimer.singleShot(20, look)
            return
        answered.append(dialog)
        if seen is not None:
            text = dialog.text() if hasattr(dialog, "text") else ""
            seen.append(f"{dialog.windowTitle()}: {text}")
        answer = answers[len(answered) - 1]
        if len(answered) < len(answers):
            QTimer.singleShot(20, look)
        try:
            answer(dialog)
        finally:
            close_if_left_open(dialog)

    QTimer.singleShot(20, look)


def when_dialog_opens(kind: type[Shown], do: Callable[[Shown], None]) -> None:
    """While the test that asked runs, when a modal window of ``kind`` opens (a click started
    it), call ``do`` with it; ``do`` closes it as a person would, and if it does not, the test
    fails instead of hanging (``close_if_left_open``)."""
    runs = this_test_runs()

    def look() -> None:
        if not runs():
            return
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        try:
            do(dialog)
        finally:
            close_if_left_open(dialog)

    QTimer.singleShot(0, look)


#: How long a dialog may stay open after its answer ran before the test is failed for it.
LEFT_OPEN_SECONDS = 20


def close_if_left_open(dialog: QWidget) -> None:
    """Fail the test, instead of hanging it, when ``dialog`` is still open ``LEFT_OPEN_SECONDS``
    after a test answered it (an answer that raised, or clicked a button that was not there):
    the dialog is closed, which lets the code waiting on it return, and the failure is raised
    in Qt's event loop, where pytest-qt reports it as the test's (once that test has ended,
    the dialog is closed and nothing raised: the failure would be blamed on another test)."""
    runs = this_test_runs()

    def check() -> None:
        if not shiboken6.isValid(dialog) or not dialog.isVisible():
            return
        if not runs():
            dialog.close()
            return
        title = dialog.windowTitle()
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()
        raise AssertionError(f"{title!r} was still open {LEFT_OPEN_SECONDS} s after its answer")

    QTimer.singleShot(LEFT_OPEN_SECONDS * 1000, check)


def press_button(dialog: QWidget, text: str) -> None:
    """Click the button of ``dialog`` whose text (without its & mark) is ``text``."""
    for button in dialog.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text and button.isVisible():
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    names = [b.text() for b in dialog.findChildren(QAbstractButton)]
    raise AssertionError(f"no button {text!r} in {names}")


def open_file_in(dialog: QFileDialog, path: Path) -> None:
    """Type ``path`` whole into a file dialog's "File name" box and press Enter, as a person
    does.

    Not ``QFileDialog.selectFile``: while the name box has the keyboard (the dialog is the
    active window, as it is late in a long run of tests), Qt leaves the box's text as it was,
    so the dialog then answers with its own folder, or a "File not found" box, instead of the
    file (this failed a CI run). Enter does nothing until the Open button is lit, which needs
    the dialog's folder model to have found the file; late in a long run that can take longer
    than a person would wait, so then the dialog is accepted as its Open button accepts it
    (``QFileDialog.accept`` checks the file itself). If it still could not choose, the dialog
    is closed, so the test fails instead of hanging."""
    name_box = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name_box is not None, "the file dialog has no file name box"
    name_box.setFocus()
    name_box.setText(str(path))
    box = dialog.findChild(QDialogButtonBox)
    accept = None
    if box is not None:
        accept = next(
            (
                button
                for button in box.buttons()
                if box.buttonRole(button) == QDialogButtonBox.ButtonRole.AcceptRole
            ),
            None,
        )
    try:
        lit = accept is not None and _waited(accept.isEnabled, timeout=3.0)
        if lit:
            QTest.keyClick(name_box, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.accept()
    finally:
        if dialog.isVisible():  # not chosen: the test fails on what follows, and does not hang
            dialog.reject()


def _waited(condition: Callable[[], bool], timeout: float) -> bool:
    """Whether ``condition`` came true within ``timeout`` seconds, events processed meanwhile."""
    try:
        _wait(condition, timeout)
    except AssertionError:
        return False
    return True


def press_escape(dialog: QWidget) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def _wait(condition: Callable[[], bool], timeout: float = 3.0) -> None:
    import time

    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        QApplication.processEvents()
        time.sleep(0.005)


def play_until_over(window: MainWindow, qtbot: object, seconds: float, **kwargs: bool) -> int:
    """Let the person play (through the widgets) and the computers think until the game ends;
    returns the person's steps."""
    import time

    model = window.game_model
    steps = 0
    deadline = time.monotonic() + seconds
    while not model.is_over and time.monotonic() < deadline:
        if human_step(window, **kwargs):
            steps += 1
        else:
            qtbot.wait(2)  # type: ignore[attr-defined]
    return steps

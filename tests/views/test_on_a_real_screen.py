"""Three whole evenings on a real X screen, played with real mouse and keyboard events
(xdotool): a game against two computers from the app's start to the end summary, a hot-seat
game of two people and a computer with a challenge, and a first start from the welcome screen
through the guided first game (its challenges in the table's bar) to that game's end summary.
Pictures at 1024x640, 1280x800 and 1920x1080 go to $PATENTGAME_SHOTS (look at them).

Skipped unless Qt runs on X with xdotool at hand; run it with::

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python -m pytest -q tests/views/test_on_a_real_screen.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import Phase
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import answer_modal, shot, take_the_whole_hint, when_ready

pytestmark = [
    pytest.mark.skipif(
        os.environ.get("QT_QPA_PLATFORM") != "xcb" or shutil.which("xdotool") is None,
        reason="needs a real X screen and xdotool (see the module's docstring)",
    ),
    pytest.mark.real_hand_over_guard,  # a person's game, the game's own pauses
]


def pump(seconds: float = 0.05) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        pump(0.02)


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)
    pump(0.06)


def click(widget: QWidget, at: QPoint | None = None) -> None:
    """A real mouse click on ``widget`` (its centre, or ``at`` in its coordinates)."""
    assert widget.isVisible(), widget
    spot = widget.mapToGlobal(at if at is not None else widget.rect().center())
    # Not ``mousemove --sync``: it waits for the pointer to move, and when the pointer is
    # already on the spot (the same button pressed twice running) it waited 15 s for nothing:
    # some eighteen times in the whole-game test, most of these games' ten minutes.
    xdotool("mousemove", str(spot.x()), str(spot.y()))
    until(lambda: QCursor.pos() == spot, seconds=5.0)
    xdotool("click", "1")


def key(*names: str) -> None:
    xdotool("key", "--delay", "30", *names)


def kept_window(data: Path, size: tuple[int, int]) -> tuple[MainWindow, GameKeeping]:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    keeping = GameKeeping(window, data, data / "settings.json")
    window.move(0, 0)
    window.resize(*size)
    window.show()
    window.activateWindow()
    until(window.isActiveWindow)
    keeping.start()
    # After the start, which applies the kept (here: the default) settings: set before it,
    # the computers' pace went back to 900 ms, and these four games took eleven minutes of CI.
    window.set_ai_pace(150)
    return window, keeping


def choose_from_menu(window: MainWindow, menu: str, entry: str) -> None:
    bar = window.menuBar()
    click(bar, bar.actionGeometry(window.menus[menu].menuAction()).center())
    until(window.menus[menu].isVisible)
    action = window.named_actions[entry]
    click(window.menus[menu], window.menus[menu].actionGeometry(action).center())


def set_up_three(dialog: QWidget) -> None:
    """In the New game dialog: three seats, a person and two computers; Start."""
    from patentgame.views.new_game_dialog import NewGameDialog

    assert isinstance(dialog, NewGameDialog)
    click(dialog.count)
    key("ctrl+a")
    xdotool("type", "3")
    key("Tab")
    for seat in (1, 2):
        if dialog.kinds[seat].currentData() == "human":
            click(dialog.kinds[seat])
            key("Down", "Return")
    assert [dialog.kinds[s].currentData() != "human" for s in range(3)] == [False, True, True]
    start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
    click(start)


def move(window: MainWindow, *, challenge: bool = False) -> bool:
    """What the person at the screen does next, with the real mouse and keyboard."""
    table, model = window.table, window.game_model
    bar = table.challenge_bar
    if table.questions.screen_up:
        click(when_ready(table.handover).button)
        return True
    if bar.showing_verdict:
        key("Return")
        return True
    if bar.asking:
        if challenge and bar.challenge_buttons:
            click(next(iter(bar.challenge_buttons.values())))
        else:
            click(bar.accept_button)
        return True
    if not table.can_act():
        return False
    phase = model.state.phase
    if phase is Phase.BUILD:
        # The Hint button's three steps, by its key (Ctrl+H): the third lays the play out.
        take_the_whole_hint(table, lambda: (key("ctrl+h"), pump(0.05)))
        if table.play_button.isEnabled():
            key("Return")
        else:
            key("ctrl+d", "Return")
    elif phase is Phase.BUY:
        letter = sorted(table.patent_model.buyable())[-1]
        grid = table.patents
        click(grid.viewport(), grid.visualRect(table.patent_model.index_of(letter)).center())
    elif phase is Phase.PENALTY:
        view = table.hand_view
        click(view.viewport(), view.visualRect(view.model().index(0, 0)).center())
        key("Return")
    else:
        key("Return")
    return True


def test_a_whole_game_against_two_computers(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = kept_window(tmp_path, (1280, 800))
    qtbot.addWidget(window)
    model = window.game_model
    # File > New game: three players, the two others computers, then Start.
    answer_modal(set_up_three)
    choose_from_menu(window, "file", "new")
    until(lambda: model.has_game)
    assert model.seats == 3 and model.humans() == (0,)
    pictures = [(1024, 640), (1920, 1080), (1280, 800)]  # at the person's 2nd, 3rd, 4th turn
    seen_turns: set[int] = set()
    pictured: set[int] = set()
    end = time.monotonic() + 400
    while not model.is_over and time.monotonic() < end:
        turn = model.state.turns
        building = window.table.can_act() and model.state.phase is Phase.BUILD
        if building and turn not in seen_turns:
            seen_turns.add(turn)
        if building and pictures and len(seen_turns) >= 2 and turn not in pictured:
            pictured.add(turn)
            width, height = pictures.pop(0)
            window.resize(width, height)
            pump(0.3)
            take_the_whole_hint(window.table, lambda: (click(window.table.hint_button), pump(0.1)))
            shot(window, f"screen-{width}x{height}")
            click(window.table.clear_button)
        if not move(window, challenge=turn == 4):
            pump(0.02)
    assert model.is_over, model.state.turns
    assert pictures == []
    until(lambda: window.summary_dialog is not None)
    pump(0.5)
    shot(window.summary_dialog, "screen-summary")
    shot(window, "screen-game-over")
    key("Escape")
    until(lambda: window.summary_dialog is None)
    assert keeping.keeper.stats is not None and len(keeping.keeper.stats.games()) == 1
    keeping.close()
    window.close()


def test_a_hot_seat_game_with_a_challenge(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = kept_window(tmp_path, (1280, 800))
    qtbot.addWidget(window)
    setup = GameSetup(
        (
            SeatSetup("Anna", "human", 0),
            SeatSetup("Ben", "human", 1),
            SeatSetup("Ada", "ai:greedy", 2),
        ),
        seed=9,
    )
    assert window.start_game(setup)
    model, table = window.game_model, window.table
    verdicts = 0
    end = time.monotonic() + 200
    while model.state.turns < 9 and time.monotonic() < end:
        if table.challenge_bar.asking and len(model.humans()) == 2 and not verdicts:
            shot(window, "screen-hot-seat-question")
        if table.challenge_bar.showing_verdict:
            verdicts += 1
            shot(window, "screen-hot-seat-verdict")
            assert not table.questions.screen_up and table.draft.viewer is None
            key("Return")
            until(lambda: table.questions.screen_up)
            assert table.questions.verdict == "" and "challenged" in table.handover._hint.text()
            shot(window, "screen-hot-seat-handover")
            continue
        if not move(window, challenge=True):
            pump(0.02)
    assert verdicts >= 1
    keeping.close()
    window.close()


def test_the_first_start_welcomes_guides_a_game_and_plays_it_to_the_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.model.patent.tutorial import Lesson

    window, keeping = kept_window(tmp_path, (1280, 800))
    qtbot.addWidget(window)
    model, table = window.game_model, window.table
    window.first_game()  # what the app does when nothing was resumed or opened
    welcome = window.welcome
    assert welcome is not None
    until(welcome.isVisible)
    pump(0.3)
    shot(window, "screen-welcome")
    click(welcome.learn_button)
    guide = table.tutorial_guide
    assert guide is not None and not welcome.isVisible()
    click(guide.panel.next_button)  # the table, explained
    xdotool("type", "--delay", "40", "raven")
    key("Return")
    until(lambda: guide.step() is Lesson.BUY)
    key("v", "Return")  # the V patent: chosen, then bought (issue 33.4)
    until(lambda: guide.step() is Lesson.KEEP)
    key("Return")  # keep all
    bar = table.challenge_bar
    until(lambda: bar.asking)  # Ada played VIOLET: the same bar as in any game
    pump(0.3)
    shot(window, "screen-tutorial-challenge-bar")
    assert not bar.countdown.isVisible()
    click(bar.accept_button)
    until(lambda: guide.step() == "royalty")
    key("Return")  # read on
    xdotool("type", "--delay", "40", "gold")
    key("space")
    xdotool("type", "--delay", "40", "sit")
    key("Return")
    until(lambda: guide.step() is Lesson.FINISH)
    key("Escape")  # buy nothing
    until(lambda: bar.asking)  # Ada played TOLIE
    click(next(iter(bar.challenge_buttons.values())))
    until(lambda: guide.step() is Lesson.DONE and table.can_act())
    shot(window, "screen-tutorial-done")
    click(guide.panel.next_button)  # Play on: an ordinary game against Ada from here
    assert table.tutorial_guide is None
    end = time.monotonic() + 400
    while not model.is_over and time.monotonic() < end:
        if not move(window, challenge=False):
            pump(0.02)
    assert model.is_over, model.state.turns
    until(lambda: window.summary_dialog is not None)
    pump(0.5)
    shot(window.summary_dialog, "screen-tutorial-game-summary")
    key("Escape")
    keeping.close()
    window.close()


def test_zooming_a_small_window_to_200_percent_scrolls_buyword_whole(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A 1024 x 640 window, Ctrl+= five times on the keyboard: the window keeps its size (issue
    31: the table scrolls in it rather than the window growing past a laptop's screen), and a
    three-player BuyWord game started there shows every word whole (its plaques and its hand's
    line were cut before)."""
    from tests.views.test_buyword_table import _new_game_through_the_dialog
    from tests.views.test_zoom import clipped

    window, keeping = kept_window(tmp_path, (1024, 640))
    try:
        assert (window.width(), window.height()) == (1024, 640)
        for _ in range(5):
            key("ctrl+equal")
        until(lambda: window.settings.zoom == 200)
        pump(0.4)
        assert (window.width(), window.height()) == (1024, 640)
        _new_game_through_the_dialog(
            window, [("Anna", "human"), ("Ada", "ai:casual"), ("Babbage", "ai:casual")]
        )
        pump(0.4)
        shot(window, "real-screen-zoom-200-buyword")
        area = window.table_area  # type: ignore[attr-defined]
        until(lambda: area.verticalScrollBar().maximum() > 0)  # the table scrolls in the window
        assert not clipped(window.table), clipped(window.table)
    finally:
        keeping.close()
        window.close()

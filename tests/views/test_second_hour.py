"""What two new players met in their second hour (issue 33), pressed as they pressed it: one key
must never do something irreversible or show a hand."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.views.main_window import MainWindow
from patentgame.views.overlays import HandoverScreen
from tests.views.table_helpers import MANUAL, adopt, human_step, make_window, when_ready

ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))


def _focused_press(key: Qt.Key, *, repeat: bool = False) -> None:
    """A key pressed where the keyboard is now, as a person's key lands."""
    target = QApplication.focusWidget()
    assert target is not None
    if repeat:  # a key held down: the system repeats it
        held = QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True)
        QApplication.sendEvent(target, held)
    else:
        QTest.keyClick(target, key)


@pytest.mark.real_hand_over_guard
@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
def test_a_new_hand_over_screen_ignores_the_enter_that_was_meant_for_before(
    qtbot: object, family: str
) -> None:
    """33.1: Enter pressed the moment a hand-over screen appears (a held Enter, too) leaves it
    up; after a moment, Enter (or the button) shows the hand. Every family shares the screen."""
    window = make_window(qtbot)
    assert window.start_game(GameSetup(ANNA_AND_BEN, family=family), seed=3)
    screen = window.table.handover  # type: ignore[attr-defined]
    assert isinstance(screen, HandoverScreen)
    qtbot.waitUntil(screen.isVisible)  # type: ignore[attr-defined]
    taken: list[int] = []
    screen.confirmed.connect(taken.append)
    _focused_press(Qt.Key.Key_Return)
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert screen.isVisible() and not screen.ready and taken == []
    qtbot.waitUntil(lambda: screen.ready)  # type: ignore[attr-defined]
    _focused_press(Qt.Key.Key_Return, repeat=True)
    assert screen.isVisible() and taken == []
    seat = screen.seat
    _focused_press(Qt.Key.Key_Return)
    assert not screen.isVisible() and taken == [seat]


@pytest.mark.real_hand_over_guard
def test_enter_as_the_challenge_countdown_ends_does_not_show_the_next_hand(qtbot: object) -> None:
    """33.1 as it happened: Anna's word waits at the challenge bar with a countdown; it ends just
    as Ben presses Enter to accept. The device goes back to Anna: her hand stays hidden."""
    window = make_window(qtbot)
    window.set_challenge_time(1)
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", ANNA_AND_BEN, MANUAL)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Anna takes the device
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    bar = table.challenge_bar
    assert bar.asking
    qtbot.waitUntil(table.handover.isVisible, timeout=5000)  # type: ignore[attr-defined]
    _focused_press(Qt.Key.Key_Return)  # Ben's Enter, a moment late
    assert table.handover.isVisible()
    assert not any(entry.face_up for entry in table.draft.hand_model.entries())


def _pass_until_the_end(window: MainWindow, qtbot: object) -> None:
    """Two people pass in turn (by the Pass button) until the board game ends."""
    table = window.table
    for _ in range(8):
        if window.game_model.is_over:
            return
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # type: ignore[attr-defined]
        QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        qtbot.wait(10)  # type: ignore[attr-defined]


def test_enter_on_the_summary_does_not_start_a_new_game(qtbot: object) -> None:
    """33.2: a board game ends; the Enter meant for the table lands on the summary, and so does
    a Space. The summary stays, and no new game starts, until the person closes it."""
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(GameSetup(ANNA_AND_BEN, family="board"), seed=5)
    _pass_until_the_end(window, qtbot)
    assert window.game_model.is_over
    qtbot.waitUntil(lambda: window.summary_dialog is not None)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    assert summary is not None
    qtbot.waitUntil(summary.isVisible)  # type: ignore[attr-defined]
    game = window.game_model.state
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        _focused_press(key)
        QApplication.processEvents()
    assert summary.isVisible() and window.summary_dialog is summary
    assert window.game_model.state is game and window.game_model.is_over
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    assert window.summary_dialog is None and window.game_model.state is game


def _open_a_computers_reason(window: MainWindow, qtbot: object) -> object:
    """Ada (a computer) plays first; on Ann's turn Ann clicks Ada's line in the log."""
    from tests.views.test_coach_at_the_table import _log_point

    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", seats, start=1)
    model, table = window.game_model, window.table
    qtbot.waitUntil(lambda: model.state.current == 0 and table.can_act(), timeout=20_000)  # type: ignore[attr-defined]
    lines = model.log_lines()
    line = next(i for i, e in enumerate(lines) if e.seat == 1 and not e.note and not e.strong)
    log = table.log
    log.scrollToItem(log.item(line))
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=_log_point(log, line))
    popup = table.coach.popup
    assert popup.isVisible() and "Why the computer did that" in popup.label.text()
    return popup


def _where_keys_go() -> object:
    """Where a person's key lands now: an open Qt popup takes every key, else the focus."""
    return QApplication.activePopupWidget() or QApplication.focusWidget()


def test_a_computers_reason_never_takes_the_keyboard_and_closes_at_the_next_turn(
    qtbot: object,
) -> None:
    """33.3: with the reason open, Ann types her word: every letter reaches the table, and
    the reason stays while it is read; it closes when the next turn starts."""
    window = make_window(qtbot)
    popup = _open_a_computers_reason(window, qtbot)
    table = window.table
    for letter in "cat":
        QTest.keyClick(_where_keys_go(), letter)  # type: ignore[arg-type]
    assert [e.letter for e in table.draft.word_models[0].entries()] == ["C", "A", "T"]
    assert popup.isVisible()
    QTest.keyClick(_where_keys_go(), Qt.Key.Key_Return)  # type: ignore[arg-type]  # plays CAT
    model = window.game_model
    while model.state.current == 0 and not model.is_over:  # Ann ends her turn (no purchase)
        assert popup.isVisible()
        assert human_step(window)
    assert not popup.isVisible()


def test_escape_closes_a_reason_and_a_click_elsewhere_still_lands(qtbot: object) -> None:
    """33.3: Escape closes the reason; a click on a card while it is open closes it and still
    takes the card (a popup used to eat that click)."""
    from tests.views.table_helpers import click_card

    window = make_window(qtbot)
    popup = _open_a_computers_reason(window, qtbot)
    QTest.keyClick(_where_keys_go(), Qt.Key.Key_Escape)  # type: ignore[arg-type]
    assert not popup.isVisible()
    popup = _open_a_computers_reason(window, qtbot)
    table = window.table
    click_card(table.hand_view, 0)
    assert not popup.isVisible()
    assert len(table.draft.word_models[0].entries()) == 1


def _board_game_against_sam(window: MainWindow, sam_rack: str, *, bag_empty: bool) -> None:
    """A Scrabble game on the window's table: Sam (a computer) to move with ``sam_rack``."""
    from patentgame.model.board.game import BoardGame, Seat
    from patentgame.model.board.rules import rules_for
    from patentgame.model.lexicon import Lexicon

    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:greedy", 1))
    assert window.start_game(GameSetup(seats, family="board"), seed=1)  # the board's table
    rules, lexicon = rules_for("scrabble-en"), Lexicon.load("en-enable")
    game = BoardGame.new(rules, [Seat("Anna"), Seat("Sam", "ai:greedy")], lexicon, seed=2, start=1)
    game.set_rack(1, list(sam_rack))
    if bag_empty:
        game._turns._bag.clear()
    window.game_model.adopt(game, GameSetup(seats, family="board", rules=rules), lexicon)
    QApplication.processEvents()


def test_always_accepting_computers_accepts_a_computers_going_out_too(qtbot: object) -> None:
    """33.6: with "always accept computers' words" on, Sam plays his last tiles: the game ends
    (Anna's acceptance is her pass), instead of waiting for a pass she is told to make or a
    challenge she cannot make."""
    window = make_window(qtbot)
    window.update_settings(replace(window.settings, accept_computer_words=True))
    _board_game_against_sam(window, "cat", bag_empty=True)
    qtbot.waitUntil(lambda: window.game_model.is_over, timeout=20_000)  # type: ignore[attr-defined]
    game = window.game_model.state
    assert game.end_reason is not None and game.end_reason.value == "went_out"


@pytest.mark.parametrize("family", ["board", "buyword"])
def test_the_always_accept_box_in_the_bar_is_kept_as_the_setting(
    qtbot: object, family: str
) -> None:
    """33.6: ticking the box in the challenge bar keeps the setting in every family (it stuck
    in the patent game only)."""
    from PySide6.QtWidgets import QCheckBox

    from patentgame.model.buyword.rules import BuyWordRules, Checking

    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert not window.settings.accept_computer_words
    if family == "board":
        _board_game_against_sam(window, "catdogs", bag_empty=False)
    else:
        seats = (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:expert", 1))
        rules = BuyWordRules(checking=Checking.CHALLENGE)
        assert window.start_game(GameSetup(seats, family="buyword", rules=rules), seed=12)
    bar = window.table.challenge_bar  # type: ignore[attr-defined]
    deadline = 400
    while not bar.asking and deadline:  # the person plays on until a computer's word is asked
        from tests.views.buyword_helpers import person_step

        if family == "buyword" and person_step(window):
            continue
        qtbot.wait(50)  # type: ignore[attr-defined]
        deadline -= 1
    assert bar.asking
    box: QCheckBox = bar.always_accept
    assert box.isVisible() and not box.isChecked()
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert window.settings.accept_computer_words

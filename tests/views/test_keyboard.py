"""Keyboard-only play: a person who never touches the mouse can play whole turns, answer
challenges, buy, discard, and reach the end of the game."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.patent.game import Phase
from tests.views.table_helpers import make_window, take_the_whole_hint, when_ready

CTRL = Qt.KeyboardModifier.ControlModifier


def keyboard_step(window: object) -> bool:
    """One key press (or shortcut) a person would use next; False when it is not their move."""
    table = window.table  # type: ignore[attr-defined]
    model = window.game_model  # type: ignore[attr-defined]
    bar = table.challenge_bar
    if bar.asking or bar.showing_verdict:
        QTest.keyClick(table, Qt.Key.Key_Return)  # Enter accepts (or hands the device on)
        return True
    if table.handover.isVisible():
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
        return True
    if not table.can_act():
        return False
    phase = model.state.phase
    if phase is Phase.BUILD:
        take_the_whole_hint(table, lambda: QTest.keyClick(table, Qt.Key.Key_H, CTRL))  # hint
        if not table.play_button.isEnabled():
            QTest.keyClick(table, Qt.Key.Key_D, CTRL)  # discard instead: nothing marked = pass
        QTest.keyClick(table, Qt.Key.Key_Return)
    elif phase is Phase.BUY:
        letters = sorted(table.patent_model.buyable())
        QTest.keyClick(table, letters[-1].lower())
    elif phase is Phase.PENALTY:
        letter = model.state.letter(model.state.hand(model.state.current)[0])
        QTest.keyClicks(table, letter.lower())
        QTest.keyClick(table, Qt.Key.Key_Return)
    else:
        QTest.keyClick(table, Qt.Key.Key_Return)
    return True


def test_a_whole_game_by_keyboard(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)  # wait for the key, however long
    QTest.keyClick(window.table, Qt.Key.Key_N, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert window.game_model.has_game  # Ctrl+Shift+N: play against the computer
    setup = GameSetup((SeatSetup("Kay", "human", 0), SeatSetup("Ada", "ai:greedy", 1)), seed=21)
    window.start_game(setup)
    model = window.game_model
    moves = 0
    deadline = time.monotonic() + 60
    while not model.is_over and time.monotonic() < deadline:
        if keyboard_step(window):
            moves += 1
        else:
            qtbot.wait(2)  # type: ignore[attr-defined]
    assert model.is_over
    assert moves > 5
    assert model.state.score(0) > 0
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert window.summary_dialog is None

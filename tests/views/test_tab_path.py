"""The keyboard's way round the table: the table first (letters, Enter, Esc), then Tab through
the buttons as the eye goes down; a ring shows every stop."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from patentgame.views import palette as pal
from tests.views.table_helpers import adopt, click_card, make_window, shot

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def test_tab_walks_the_buttons_and_space_presses_the_one_with_the_ring(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    table.setFocus()
    QApplication.processEvents()
    assert table.focus_ring.showing  # the table has the keyboard, and shows it
    QTest.keyClicks(table, "candor")
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.play_button
    assert not table.focus_ring.showing
    picture = table.play_button.grab().toImage()
    middle = table.play_button.height() // 2
    assert picture.pixelColor(1, middle).name() == pal.FOCUS.name()  # the button's ring
    shot(window, "focus-on-play")
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.clear_button
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(table.play_button, Qt.Key.Key_Space)
    assert window.game_model.state.phase is Phase.BUY  # CANDOR was played by the button
    # Letters typed on a button still reach the table: D chooses the D patent, D again buys it.
    QTest.keyClick(QApplication.focusWidget() or table, "d")
    assert window.game_model.state.ledger.patents_of(0) == ()
    QTest.keyClick(QApplication.focusWidget() or table, "d")
    assert window.game_model.state.ledger.patents_of(0) == ("D",)


def test_a_click_on_a_button_leaves_the_keyboard_with_the_table(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    table.setFocus()
    click_card(table.hand_view, 0)
    QTest.mouseClick(table.clear_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is table
    QTest.keyClicks(table, "cat")
    assert table.draft.letters(0) == "CAT"

"""Take back, as a person uses it: the button, Edit > Take back and Ctrl+Z; whole turns against
the computer, after saying the game will not be rated."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from patentgame.controller.patent.patent_grid_model import PatentRole
from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from tests.views.menu_helpers import answer_next_box, choose, wait_for
from tests.views.table_helpers import AUTO, MANUAL, adopt, click_at, make_window, shot, when_ready

ANNA_VS_BOT = (SeatSetup("Anna", "human", 0), SeatSetup("Bot", "ai:casual", 1))
# Anna holds Z, E, B, R, A and two more; the pool holds no letter she needs.
TOP = "ZEBRAOO" + "LLLLPPW" + "NDI"


def _word_row(window: object) -> str:
    return "".join(e.letter for e in window.table.draft.word_models[0].entries())  # type: ignore[attr-defined]


def _buy(window: object, letter: str) -> None:
    """Click the patent (it is chosen), then press Enter (it is bought)."""
    table = window.table  # type: ignore[attr-defined]
    index = table.patent_model.index_of(letter)
    assert index.data(PatentRole.BUYABLE)
    click_at(table.patents.viewport(), table.patents.visualRect(index).center())
    assert table.patents.chosen == letter
    QTest.keyClick(table, Qt.Key.Key_Return)
    QApplication.processEvents()


def _ctrl_z(window: object) -> str:
    """Press Ctrl+Z; what the status bar says then."""
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[arg-type]
    return window.statusBar().currentMessage()  # type: ignore[attr-defined]


def test_a_purchase_is_taken_back_with_the_button(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_VS_BOT, AUTO)
    table, model = window.table, window.game_model
    assert not table.take_back_button.isVisible()
    assert "you have not acted in this turn yet" in _ctrl_z(window)
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.BUY
    # The automatic check said yes: the play itself can no longer be taken back.
    assert not table.take_back_button.isVisible()
    _buy(window, "Z")
    assert model.state.owners == {"Z": 0} and model.state.phase is Phase.DISCARD
    assert table.take_back_button.isVisible()
    shot(window, "take-back-after-buying")
    QTest.mouseClick(table.take_back_button, Qt.MouseButton.LeftButton)
    assert model.state.owners == {} and model.state.phase is Phase.BUY
    assert model.state.money(0) == 3
    assert "Taken back." in window.statusBar().currentMessage()
    assert not table.take_back_button.isVisible()
    assert not any("buys the Z patent" in line for line in model.log())
    _buy(window, "B")
    assert model.state.owners == {"B": 0}


def test_a_play_awaiting_the_computers_answer_goes_back_to_the_word_row(qtbot: object) -> None:
    window = make_window(qtbot)
    window.ai.pace_ms = 60_000  # Bot takes its time to answer
    adopt(window, TOP, ANNA_VS_BOT, MANUAL)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.CHALLENGE
    assert window.named_actions["take_back"].isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.state.phase is Phase.BUILD and model.action_count() == 0
    assert _word_row(window) == "ZEBRA"  # the word lies in the row again, ready to change
    assert table.play_button.isEnabled()
    QTest.keyClick(table, Qt.Key.Key_Backspace)
    QTest.keyClick(table, Qt.Key.Key_Backspace)
    assert _word_row(window) == "ZEB"


def test_edit_menu_takes_back_and_is_greyed_out_when_nothing_can_be(qtbot: object) -> None:
    window = make_window(qtbot)
    window.ai.pace_ms = 60_000
    adopt(window, TOP, ANNA_VS_BOT, MANUAL)
    QTest.keyClicks(window.table, "bare")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    choose(window, "edit", "take_back")
    assert window.game_model.action_count() == 0
    assert _word_row(window) == "BARE"
    # Pressed again, it takes nothing back and says why (issue 33.4), never silently.
    choose(window, "edit", "take_back")
    assert "Nothing to take back" in window.statusBar().currentMessage()
    assert _word_row(window) == "BARE"


def test_whole_turns_against_the_computer_need_the_setting_and_unrate_the_game(
    qtbot: object,
) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_VS_BOT, AUTO)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    _buy(window, "Z")
    QTest.keyClick(table, Qt.Key.Key_Return)  # keep the other cards, draw: the turn ends
    wait_for(lambda: model.state.current == 0 and model.state.phase is Phase.BUILD, qtbot)
    assert model.state.turns == 2
    assert not table.take_back_button.isVisible()  # new cards were seen
    choose(window, "settings", "take_back_turns")
    assert window.settings.take_back_turns
    assert table.take_back_button.isVisible()
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    QTest.mouseClick(table.take_back_button, Qt.MouseButton.LeftButton)
    assert "no longer count for your rating" in seen[0]
    assert model.state.turns == 2 and model.game.rated  # No keeps everything
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    QTest.mouseClick(table.take_back_button, Qt.MouseButton.LeftButton)
    assert model.state.turns == 0 and model.action_count() == 0
    assert model.state.owners == {} and model.state.money(0) == 0
    assert not model.game.rated and model.game.record().to_json()["rated"] is False
    assert "not rated" in window.statusBar().currentMessage()
    assert len(model.log()) == 1  # the log is told again: only the first turn's line
    assert _word_row(window) == ""  # the turn starts afresh, with no one's word in the row
    shot(window, "take-back-whole-turn")
    # Once the game is unrated, no question is asked again.
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    QTest.mouseClick(table.take_back_button, Qt.MouseButton.LeftButton)
    assert model.action_count() == 0 and len(seen) == 2


def test_no_whole_turns_between_two_people(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_take_back_turns(True)
    people = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
    adopt(window, TOP, people, AUTO)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    window.named_actions["discard"].trigger()
    QTest.keyClick(table, Qt.Key.Key_Return)  # Anna passes: Ben's turn
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert window.game_model.state.current == 1
    assert not table.take_back_button.isVisible()
    assert "Nothing to take back" in _ctrl_z(window)
    assert window.game_model.state.current == 1 and window.game_model.action_count() == 1


def test_the_log_told_again_keeps_the_computers_explanations_and_colours(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_VS_BOT, AUTO, start=1)  # Bot plays first, and says why
    table, model = window.table, window.game_model
    wait_for(lambda: model.state.current == 0 and table.can_act(), qtbot)
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.BUY
    before_shown, before_lines = table.log.shown(), model.log_lines()
    assert any(line.note and line.seat == 1 for line in before_lines)
    _buy(window, "Z")
    assert table.log.shown() != before_shown
    QTest.mouseClick(table.take_back_button, Qt.MouseButton.LeftButton)
    assert model.log_lines() == before_lines
    assert table.log.shown() == before_shown  # the explanation, in its place and colours


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_take_back_button_fits_the_action_row_and_nothing_moves(
    qtbot: object, size: tuple[int, int]
) -> None:
    window = make_window(qtbot, size)
    choose(window, "settings", "take_back_turns")  # the most buttons a row ever shows
    adopt(window, TOP, ANNA_VS_BOT, AUTO)
    table, model = window.table, window.game_model
    row = table.actions_row

    def places() -> tuple[object, ...]:
        QApplication.processEvents()
        return (table.hand_view.geometry(), table.word_views[0].geometry(), row.geometry())

    def fits() -> None:
        shown = [b for b in table.buttons.action_row() if b.isVisibleTo(table)]
        assert table.take_back_button in shown
        for button in shown:
            assert row.rect().contains(button.geometry()), button.text()
            assert button.width() >= button.sizeHint().width(), button.text()  # never squeezed
        edges = sorted((b.geometry().left(), b.geometry().right()) for b in shown)
        assert all(right < left for (_, right), (left, _) in pairwise(edges))

    first = places()  # turn 1: Play, Clear, Hint, Discard instead; nothing to take back yet
    assert not table.take_back_button.isVisible()
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    _buy(window, "Z")
    assert places() == first
    fits()  # Keep all, Take back
    shot(window, f"take-back-row-{size[0]}")
    QTest.keyClick(table, Qt.Key.Key_Return)  # keep all: Bot's turn
    wait_for(lambda: model.state.current == 0 and table.can_act(), qtbot)
    assert model.state.phase is Phase.BUILD
    assert places() == first
    fits()  # Play, Clear, Hint, Discard instead and Take back (a whole turn)
    shot(window, f"take-back-row-{size[0]}-build")


# Anna holds B, R, A and four more; BRAND takes N and D from the pool, so buying refills it.
POOL_WORD = "BRAOOEE" + "LLLLPPW" + "NDI"


def test_a_purchase_that_refills_the_pool_is_chosen_before_it_is_made(qtbot: object) -> None:
    """Issue 33.4: one key ("b") no longer buys with no way back. The letter (or a click)
    chooses the patent; Esc, Ctrl+Z or another letter change the choice; Enter buys. Once the
    refilled pool showed new cards, Ctrl+Z says why nothing can be taken back."""
    window = make_window(qtbot)
    adopt(window, POOL_WORD, ANNA_VS_BOT, AUTO)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "brand")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.BUY
    buyable = sorted(model.state.buyable_letters())
    assert buyable == ["B"]  # $3 earned: R, A, N and D cost more
    QTest.keyClick(table, "b")
    assert model.state.owners == {} and model.state.phase is Phase.BUY  # chosen, not bought
    assert table.patents.chosen == "B"
    assert table.buy_button.isVisible() and "Buy B for $" in table.buy_button.text()
    assert "press Enter" in table.preview.text()
    shot(window, "purchase-chosen")
    assert "no patent is chosen" in _ctrl_z(window)  # Ctrl+Z lets the choice go
    assert table.patents.chosen == "" and model.state.owners == {}
    QTest.keyClick(table, "b")
    QTest.keyClick(table, Qt.Key.Key_Escape)  # so does Escape
    assert table.patents.chosen == "" and model.state.phase is Phase.BUY
    QTest.keyClick(table, "b")
    QTest.keyClick(table, "r")  # a patent that cannot be bought: refused, the choice stays
    assert table.patents.chosen == "B" and model.state.owners == {}
    pool_before = model.state.pool
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter buys
    assert model.state.owners == {"B": 0}
    assert model.state.pool != pool_before  # the pool was refilled: new cards were seen
    said = _ctrl_z(window)
    assert "Nothing to take back" in said and "refilled pool" in said
    assert model.state.owners == {"B": 0}


def test_clicking_the_chosen_patent_again_buys_it(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, POOL_WORD, ANNA_VS_BOT, AUTO)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "brand")
    QTest.keyClick(table, Qt.Key.Key_Return)
    grid, index = table.patents, table.patent_model.index_of("B")
    click_at(grid.viewport(), grid.visualRect(index).center())
    assert model.state.owners == {} and grid.chosen == "B"
    click_at(grid.viewport(), grid.visualRect(index).center())
    assert model.state.owners == {"B": 0}


def test_between_two_people_a_word_awaiting_the_others_answer_is_taken_back(
    qtbot: object,
) -> None:
    """Issue 30's contract: as at the board, the player takes back a word while the other
    person is asked about it (before, Take back said nothing could be: every hand was hidden).
    The other person held the device to answer, so the word lies in the row again once its
    player takes the device back."""
    window = make_window(qtbot)
    window.set_challenge_time(0)
    ann_and_ben = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
    adopt(window, TOP, ann_and_ben, MANUAL)
    table, model = window.table, window.game_model
    if table.handover.isVisible():  # Anna takes the device
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    QTest.keyClicks(table, "zebra")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.CHALLENGE and table.challenge_bar.asking  # Ben is asked
    assert "Taken back." in _ctrl_z(window)
    assert model.state.phase is Phase.BUILD and model.action_count() == 0
    assert not table.challenge_bar.asking
    assert table.handover.isVisible() and table.handover.seat == 0  # back to Anna
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert _word_row(window) == "ZEBRA"
    assert table.play_button.isEnabled()

"""Building a word at the table: typing, clicking, dragging, the preview, the rest of the turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from tests.views.table_helpers import adopt, click_card, make_window, shot, take_the_whole_hint

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
# Ann holds C A T R S E O, Bot holds L L L L P P W, the pool is N D I.
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def test_typing_a_word_shows_its_earnings_and_enter_plays_it(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    table.setFocus()
    QTest.keyClicks(table, "ca")
    assert not table.play_button.isEnabled()
    assert "at least 3 letters" in table.preview.text()
    QTest.keyClicks(table, "ndor")
    assert table.play_button.isEnabled()
    assert "CANDOR earns $4 + 1 stock" in table.preview.text()
    shot(window, "build-preview")
    QTest.keyClick(table, Qt.Key.Key_Return)
    model = window.game_model
    assert model.state.money(0) == 4 and model.state.ledger.stock(0) == 1
    assert model.state.phase is Phase.BUY
    assert table.skip_buy_button.isVisible()
    assert set(table.patent_model.buyable()) == {"C", "D"}  # R, A, N, O cost more than $4
    shot(window, "buy-step")
    QTest.keyClick(table, "d")  # choose the D patent ($4) by its letter
    assert model.state.ledger.patents_of(0) == () and table.patents.chosen == "D"
    QTest.keyClick(table, Qt.Key.Key_Return)  # and buy it (issue 33.4)
    assert model.state.ledger.patents_of(0) == ("D",)
    assert model.state.phase is Phase.DISCARD
    assert table.done_button.isVisible()
    QTest.keyClick(table, "s")  # mark the S
    assert table.done_button.text().startswith("Discard 1")
    shot(window, "discard-step")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.current == 1 or model.state.turns >= 1


def test_backspace_and_escape_take_letters_back(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClicks(table, "cats")
    QTest.keyClick(table, Qt.Key.Key_Backspace)
    assert window.table.draft.letters(0) == "CAT"
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert window.table.draft.letters(0) == ""
    assert len(window.table.draft.hand_model.entries()) == 7


def test_clicking_cards_moves_them_between_hand_and_word(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    click_card(table.hand_view, 0)  # C
    click_card(table.hand_view, 0)  # A (now first)
    click_card(table.pool_view, 0)  # N from the pool
    assert window.table.draft.letters(0) == "CAN"
    assert "CAN earns $1" in table.preview.text()
    click_card(table.word_views[0], 0)  # the C goes back
    assert window.table.draft.letters(0) == "AN"
    assert "C" in [e.letter for e in window.table.draft.hand_model.entries()]


def test_dropping_on_the_views_uses_the_card_mime_type(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    hand = table.hand_view.model()
    word = table.word_views[0].model()
    for _ in range(3):
        mime = hand.mimeData([hand.index(0, 0)])
        assert word.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    assert window.table.draft.letters(0) == "CAT"
    assert table.play_button.isEnabled()


def test_discarding_instead_of_building(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    window.named_actions["discard"].trigger()
    assert table.discard_mode
    assert table.confirm_discard_button.text() == "Pass  (Enter)"
    click_card(table.hand_view, 6)  # O
    QTest.keyClick(table, "c")
    assert table.confirm_discard_button.text().startswith("Discard 2")
    shot(window, "discard-instead")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert window.game_model.state.current == 1 or window.game_model.state.turns == 1
    assert not table.discard_mode


def test_a_refused_action_is_explained_not_raised(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    window.table.turn.replace_card(0)  # Ann has no Q patent
    assert window.game_model.action_count() == 0
    assert window.table.toast.isVisible()
    assert "Q patent" in window.table.toast.text()


def test_the_table_fits_a_small_window_and_scales(qtbot: object) -> None:
    window = make_window(qtbot, (1024, 700))
    adopt(window, TOP, ANN_VS_BOT)
    qtbot.wait(20)  # type: ignore[attr-defined]
    hand = window.table.hand_view
    size = hand.card_size()
    assert size.width() * 7 <= hand.width()
    assert size.height() >= 60  # still readable
    grid = window.table.patents
    cell = grid.visualRect(window.table.patent_model.index_of("A"))
    assert grid.width() - 14 <= cell.width() * 13 < grid.width()  # 13 to a row, filling it
    assert grid.visualRect(window.table.patent_model.index_of("N")).top() >= cell.bottom()
    shot(window, "small-1024x700")


def test_the_final_round_is_announced_with_a_banner(qtbot: object) -> None:
    from patentgame.model.patent.rules import ChallengeMode, RuleSet

    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT, RuleSet(challenge=ChallengeMode.AUTO, goal=4))
    table = window.table
    QTest.keyClicks(table, "candor")
    QTest.keyClick(table, Qt.Key.Key_Return)
    QTest.keyClick(table, "d")  # the $4 D patent reaches the goal of $4
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert window.game_model.state.final_round
    assert table.banner_space.height() > 0
    assert "FINAL ROUND" in table.news.final_round_text
    assert "Final round!" in table.toast.text()
    QApplication.processEvents()  # the banner takes its place in the layout
    assert table.banner_space.geometry().bottom() < table.patents.geometry().top()
    shot(window, "final-round")


def test_a_double_click_moves_one_card_not_two(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    view = window.table.hand_view
    at = view.visualRect(view.model().index(3, 0)).center()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    # what a mouse sends for a double click: press, release, double-click press, release
    QTest.mouseClick(view.viewport(), left, none, at)
    QTest.mouseDClick(view.viewport(), left, none, at)
    QTest.mouseRelease(view.viewport(), left, none, at)
    assert window.table.draft.letters(0) == "R"


def test_reduced_motion_keeps_the_news_but_not_the_floating_money(qtbot: object) -> None:
    window = make_window(qtbot)
    window.named_actions["reduced_motion"].trigger()
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClicks(table, "candor")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert window.game_model.state.money(0) == 4
    assert table.scoreboard._floats == []
    assert "You score CANDOR" in table.log.toPlainText()


def test_the_card_under_the_pointer_is_lifted_and_dropped_again(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    view = window.table.hand_view
    third = view.visualRect(view.model().index(2, 0)).center()
    QTest.mouseMove(view.viewport(), third)
    qtbot.waitUntil(lambda: view.is_hovered(2), timeout=2000)  # type: ignore[attr-defined]
    lifted = view.grab().toImage()
    outside = window.table.preview.mapTo(window, window.table.preview.rect().center())
    QTest.mouseMove(window, outside)
    qtbot.waitUntil(lambda: not view.is_hovered(2), timeout=2000)  # type: ignore[attr-defined]
    assert view.grab().toImage() != lifted  # the hover look is painted, then taken away


def test_the_patent_grid_picture_follows_the_buy_step_and_the_owners(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    grid = window.table.patents
    model = window.table.patent_model
    plain = grid.grab().toImage()
    grid.buying = True  # nothing is buyable: every patent is dimmed
    assert grid.grab().toImage() != plain
    grid.buying = False
    assert grid.grab().toImage() == plain
    model.update({"K": 1}, names=("Ann", "Bot"))  # Bot owns K: its band and mark appear
    owned = grid.grab().toImage()
    assert owned != plain
    k = grid.visualRect(model.index_of("K"))
    a = grid.visualRect(model.index_of("A"))
    assert owned.copy(a) == plain.copy(a) and owned.copy(k) != plain.copy(k)


def test_a_plaque_explains_itself_under_the_pointer(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    board = window.table.scoreboard
    QTest.mouseMove(board, board.plaque_rect(1).center().toPoint())
    qtbot.waitUntil(lambda: board.toolTip().startswith("Bot: $0 money"), timeout=2000)  # type: ignore[attr-defined]
    QTest.mouseMove(board, board.plaque_rect(0).center().toPoint())
    qtbot.waitUntil(lambda: board.toolTip().startswith("Ann: $0 money"), timeout=2000)  # type: ignore[attr-defined]
    assert "$" in board.toolTip() and "to the goal" in board.toolTip()


def test_a_patent_explains_its_power_in_a_tooltip(qtbot: object) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    grid = window.table.patents
    where = grid.visualRect(window.table.patent_model.index_of("K")).center()
    help_event = QHelpEvent(QEvent.Type.ToolTip, where, grid.viewport().mapToGlobal(where))
    QApplication.sendEvent(grid.viewport(), help_event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)  # type: ignore[attr-defined]
    assert "exactly one vowel" in QToolTip.text()
    QToolTip.hideText()


def test_clicking_the_hint_button_drafts_a_good_word(qtbot: object) -> None:
    from patentgame.model.lexicon import Lexicon

    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    assert table.hint_button.isVisible() and table.hint_button.isEnabled()
    take_the_whole_hint(
        table, lambda: QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    )
    word = window.table.draft.letters(0)
    assert len(word) >= 6, word  # CATRSEO + NDI spell CANDOR at least
    assert word.lower() in Lexicon.load("en-enable")
    assert [e.letter for e in window.table.draft.word_models[0].entries()] == list(word)
    assert f"{word} earns $" in table.preview.text()
    assert table.play_button.isEnabled()
    assert not table.toast.isVisible()  # no "No word found"
    shot(window, "hint-clicked")
    QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert window.game_model.state.money(0) > 0


def test_pressing_play_checks_the_play_once_in_the_engine(
    qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The preview checked the drafted play when it was typed; the press itself leaves the
    # check to the engine's play(), once, instead of the table, the draft and submit each
    # asking again.
    from patentgame.model.patent import legality

    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClicks(table, "candor")
    assert table.play_button.isEnabled()
    checked: list[object] = []
    real = legality.action_error

    def counting(seen: legality.Table, action: object) -> object:
        checked.append(action)
        return real(seen, action)  # type: ignore[arg-type]

    monkeypatch.setattr(legality, "action_error", counting)
    QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert window.game_model.state.phase is Phase.BUY  # played
    assert len(checked) == 1

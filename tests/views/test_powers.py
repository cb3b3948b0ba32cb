"""Owned powers appear where they act: +S for Z, a second row for V, faded cards to copy for X,
a Y badge, and the replace zone for Q."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.patent.card_list_model import decode_cards
from patentgame.model.patent.game import PatentGame
from tests.model.patent.scenario import owning
from tests.views.table_helpers import click_card, make_window, shot, when_ready

NONE = Qt.KeyboardModifier.NoModifier


def put(window: object, game: PatentGame) -> None:
    """Seat the scenario's game (two people: Ann takes the device on the hand-over screen)."""
    window.game_model.adopt(game, None, game.lexicon)  # type: ignore[attr-defined]
    QApplication.processEvents()
    handover = window.table.handover  # type: ignore[attr-defined]
    assert handover.isVisible() and handover.seat == 0
    QTest.keyClick(when_ready(handover), Qt.Key.Key_Return)


def test_z_and_x_buttons_and_faded_cards(qtbot: object) -> None:
    window = make_window(qtbot)
    put(window, owning("XZ", "CATRAEO", words=("tact", "tacts")))
    table = window.table
    assert table.s_button.isVisible()
    assert not table.word_switch.isVisible()  # no V
    QTest.keyClicks(table, "tac")
    entries = window.table.draft.hand_model.entries()
    faded = [row for row, e in enumerate(entries) if e.kind == "used"]
    assert faded  # used cards stay in the hand, faded, to be copied
    t_row = next(r for r in faded if window.table.draft.hand_model.entries()[r].letter == "T")
    click_card(table.hand_view, t_row)  # clicking a used card adds its X copy
    assert window.table.draft.letters(0) == "TACT"
    table.s_button.click()
    assert window.table.draft.letters(0) == "TACTS"
    assert table.play_button.isEnabled()
    shot(window, "powers-x-z")
    QTest.keyClick(table, Qt.Key.Key_Plus)
    assert window.table.draft.letters(0) == "TACT"


def test_v_opens_a_second_word_row(qtbot: object) -> None:
    window = make_window(qtbot)
    put(window, owning("V", "CATDOGE", words=("cat", "dog")))
    table = window.table
    assert table.word_views[1].isVisible()
    QTest.keyClicks(table, "cat dog")  # Space moves to the second word
    assert (window.table.draft.letters(0), window.table.draft.letters(1)) == ("CAT", "DOG")
    assert "CAT earns $1; DOG earns $1" in table.preview.text()
    shot(window, "powers-v")
    money = window.game_model.state.money(0)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert window.game_model.state.money(0) == money + 2  # $1 for each word
    assert window.game_model.state.phase.value in ("buy", "discard")


def test_a_y_badge_flips_its_declaration(qtbot: object) -> None:
    window = make_window(qtbot)
    put(window, owning("K", "TRYAEOI", words=("tray",)))
    table = window.table
    QTest.keyClicks(table, "tray")
    assert table.y_button.isVisible()
    assert "x2 by K" in table.preview.text()  # the Y was preselected a consonant
    view = table.word_views[0]
    rect = view.visualRect(view.model().index(3, 0))
    badge = rect.center()
    badge.setY(rect.top() + int(rect.height() * 0.86))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, badge
    )
    # Still there: the badge flips, it does not remove.
    assert window.table.draft.letters(0) == "TRAY"
    assert "x2" not in table.preview.text()
    window.named_actions["flip_y"].trigger()
    assert "x2 by K" in table.preview.text()


def test_q_shows_a_replace_zone_at_the_start_of_the_turn(qtbot: object) -> None:
    window = make_window(qtbot)
    put(window, owning("Q", "CATRAEO", words=()))
    table = window.table
    model = window.game_model
    assert table.replace_zone.isVisible()
    shot(window, "powers-q")
    hand = table.hand_view.model()
    old = model.state.hand(0)[0]
    discards = len(model.state.cards.discard_pile)
    mime = hand.mimeData([hand.index(0, 0)])  # what a drag from the hand carries
    assert decode_cards(mime) == ("hand", [0], [old])
    zone = table.replace_zone
    spot = zone.rect().center().toPointF()
    for event in (
        QDragEnterEvent(
            spot.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, NONE
        ),
        QDropEvent(spot, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, NONE),
    ):
        QApplication.sendEvent(zone, event)  # the card dropped on the zone
    assert old not in model.state.hand(0)
    assert len(model.state.hand(0)) == 7
    assert not table.replace_zone.isVisible()  # once per turn
    assert len(model.state.cards.discard_pile) == discards + 1

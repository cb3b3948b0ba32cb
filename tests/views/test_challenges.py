"""Challenges through the dialog: a valid word pays the builder, an invalid one is rejected with a
penalty, and an unanswered question accepts by itself."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from tests.views.table_helpers import MANUAL, adopt, click_card, make_window, shot

ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def anna_plays(window: object, letters: str) -> None:
    table = window.table  # type: ignore[attr-defined]
    assert table.handover.isVisible()  # two people share the screen: Anna confirms first
    QTest.keyClick(table.handover, Qt.Key.Key_Return)
    QTest.keyClicks(table, letters)
    QTest.keyClick(table, Qt.Key.Key_Return)
    QApplication.processEvents()


def test_a_challenged_valid_word_pays_the_builder(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "cat")
    model = window.game_model
    assert model.state.phase is Phase.CHALLENGE
    dialog = window.table.challenge_dialog
    assert dialog is not None
    # Ben decides without seeing Anna's hand: her cards lie face down
    assert not any(e.face_up for e in window.table.draft.hand_model.entries())
    assert window.table.draft.hand_model.rowCount() == 4
    assert [e.letter for e in window.table.draft.word_models[0].entries()] == ["C", "A", "T"]
    shot(window, "challenge-dialog-table")
    shot(dialog, "challenge-dialog")
    dialog.challenge_buttons[1].click()
    assert model.state.money(0) == 1 + 1  # the bank pays the $1 (Ben has nothing), CAT earns $1
    assert "the play is valid" in window.table.toast.text()
    assert window.table.handover.isVisible()  # the device goes back to Anna
    QTest.keyClick(window.table.handover, Qt.Key.Key_Return)
    assert model.state.phase is Phase.DISCARD or model.state.phase is Phase.BUY


def test_a_challenged_invalid_word_is_rejected_with_a_penalty(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "tca")
    model = window.game_model
    window.table.challenge_dialog.challenge_buttons[1].click()
    assert model.state.phase is Phase.PENALTY
    assert "not in the word list" in window.table.toast.text()
    assert model.state.money(0) == 0
    QTest.keyClick(window.table.handover, Qt.Key.Key_Return)
    table = window.table
    assert table.penalty_button.isVisible() and not table.penalty_button.isEnabled()
    click_card(table.hand_view, 3)
    assert table.penalty_button.isEnabled()
    shot(window, "penalty-step")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(model.state.hand(0)) == 7
    assert len(model.state.discard_pile) == 1
    assert model.state.current == 1


def test_an_unanswered_challenge_accepts_by_itself(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(1)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "tca")  # not a word, but nobody challenges in time
    model = window.game_model
    assert window.table.challenge_dialog is not None
    qtbot.waitUntil(lambda: model.state.phase is not Phase.CHALLENGE, timeout=4000)  # type: ignore[attr-defined]
    assert model.state.money(0) == 1  # the play stands as built


def test_computer_words_can_be_accepted_without_asking(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", seats, MANUAL, start=1)  # Ada builds first
    model = window.game_model
    qtbot.waitUntil(lambda: window.table.challenge_dialog is not None, timeout=10_000)  # type: ignore[attr-defined]
    dialog = window.table.challenge_dialog
    assert dialog.always_accept.isVisibleTo(dialog)
    dialog.always_accept.setChecked(True)
    dialog.accept_button.click()
    assert window.named_actions["accept_computer_words"].isChecked()
    asked_again = False
    deadline = time.monotonic() + 20
    while model.state.turns < 5 and not model.is_over and time.monotonic() < deadline:
        asked_again = asked_again or window.table.challenge_dialog is not None
        if window.table.can_act():  # Anna passes: Ada keeps building words
            window.named_actions["discard"].trigger()
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.wait(5)  # type: ignore[attr-defined]
    assert model.state.turns >= 5 or model.is_over
    assert sum(line.startswith("Ada placed") for line in model.log()) >= 2
    assert not asked_again

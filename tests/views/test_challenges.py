"""Challenges in the bar on the table: a valid word pays the builder, an invalid one is rejected
with a penalty, an unanswered question accepts by itself after its countdown, the computers
answer after the people, and in hot-seat the verdict shows before the device goes on."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from tests.views.table_helpers import MANUAL, adopt, click_card, make_window, shot, when_ready

ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"
LEFT = Qt.MouseButton.LeftButton


def anna_plays(window: object, letters: str) -> None:
    table = window.table  # type: ignore[attr-defined]
    assert table.handover.isVisible()  # two people share the screen: Anna confirms first
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    QTest.keyClicks(table, letters)
    QTest.keyClick(table, Qt.Key.Key_Return)
    QApplication.processEvents()


def test_a_challenged_valid_word_pays_the_builder(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "cat")
    model, table = window.game_model, window.table
    assert model.state.phase is Phase.CHALLENGE
    bar = table.challenge_bar
    assert bar.isVisible() and bar.asking
    assert QApplication.activeModalWidget() is None  # a bar on the table, not a dialog
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [window]
    assert table.prompt.text() == "Anna played CAT. Does anyone challenge it?"
    # Ben decides without seeing Anna's hand: her cards lie face down
    assert not any(e.face_up for e in table.draft.hand_model.entries())
    assert table.draft.hand_model.rowCount() == 4
    assert [e.letter for e in table.draft.word_models[0].entries()] == ["C", "A", "T"]
    assert bar.challenge_buttons[1].text() == "Ben challenges"
    shot(window, "challenge-bar-hot-seat")
    QTest.mouseClick(bar.challenge_buttons[1], LEFT)
    assert model.state.money(0) == 1 + 1  # the bank pays the $1 (Ben has nothing), CAT earns $1
    # The verdict shows on the table before the hand-over screen hides it.
    assert not table.handover.isVisible()
    verdict = "Ben challenged Anna: the play is valid; the bank pays Anna $1."
    assert table.prompt.text() == verdict
    assert bar.showing_verdict and bar.continue_button.text() == "Pass the device to Anna  (Enter)"
    shot(window, "challenge-verdict-before-handover")
    QTest.mouseClick(bar.continue_button, LEFT)
    assert table.handover.isVisible()  # the device goes back to Anna
    assert verdict in table.handover._hint.text()
    assert "Anna goes on with the turn." in table.handover._hint.text()
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert model.state.phase is Phase.DISCARD or model.state.phase is Phase.BUY


def test_a_challenged_invalid_word_is_rejected_with_a_penalty(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "tca")
    model, table = window.game_model, window.table
    QTest.mouseClick(table.challenge_bar.challenge_buttons[1], LEFT)
    assert model.state.phase is Phase.PENALTY
    assert "TCA is not in the word list" in table.prompt.text()
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter: the verdict was seen
    assert model.state.money(0) == 0
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert table.penalty_button.isVisible() and not table.penalty_button.isEnabled()
    click_card(table.hand_view, 3)
    assert table.penalty_button.isEnabled()
    shot(window, "penalty-step")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(model.state.hand(0)) == 7
    assert len(model.state.cards.discard_pile) == 1
    assert model.state.current == 1


def test_an_unanswered_challenge_accepts_by_itself_after_a_visible_countdown(
    qtbot: object,
) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(2)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "tca")  # not a word, but nobody challenges in time
    model, bar = window.game_model, window.table.challenge_bar
    assert bar.asking and bar.countdown.isVisible()
    assert bar.countdown.seconds in (1, 2)
    qtbot.waitUntil(lambda: model.state.phase is not Phase.CHALLENGE, timeout=5000)  # type: ignore[attr-defined]
    assert model.state.money(0) == 1  # the play stands as built
    assert not bar.isVisible()


def test_the_countdown_can_be_turned_off(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    anna_plays(window, "cat")
    bar = window.table.challenge_bar
    assert bar.asking and not bar.countdown.isVisible()
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert window.game_model.state.phase is Phase.CHALLENGE  # it waits for an answer


def test_computers_answer_after_the_people_and_show_nothing_before(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (
        SeatSetup("Anna", "human", 0),
        SeatSetup("Ada", "ai:greedy", 1),
        SeatSetup("Babbage", "ai:greedy", 2),
    )
    # Ada builds first; Babbage and Anna are asked.
    adopt(window, "LLLLPPW" + "CATRSEO" + "EEIIOOU" + "NDI", seats, MANUAL, start=1)
    model, bar = window.game_model, window.table.challenge_bar
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)  # type: ignore[attr-defined]
    qtbot.wait(400)  # type: ignore[attr-defined]  # time enough for a computer to answer
    assert set(model.state.to_act) == {0, 2}  # Babbage has not answered
    log = window.table.log.toPlainText()
    assert "Babbage accepts" not in log and "Babbage challenges" not in log
    assert "Babbage:" not in log  # nor its explanation
    shot(window, "challenge-bar-solo")
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # Anna accepts
    qtbot.waitUntil(lambda: model.state.phase is not Phase.CHALLENGE, timeout=10_000)  # type: ignore[attr-defined]
    lines = model.log()
    anna = lines.index("You accept.")
    babbage = next(i for i, line in enumerate(lines) if line.startswith("Babbage accepts"))
    assert anna < babbage


def test_computer_words_can_be_accepted_without_asking(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", seats, MANUAL, start=1)  # Ada builds first
    model, table = window.game_model, window.table
    bar = table.challenge_bar
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)  # type: ignore[attr-defined]
    assert bar.always_accept.isVisibleTo(bar)
    QTest.mouseClick(bar.always_accept, LEFT)
    QTest.mouseClick(bar.accept_button, LEFT)
    assert window.named_actions["accept_computer_words"].isChecked()
    asked_again = False
    deadline = time.monotonic() + 20
    while model.state.turns < 5 and not model.is_over and time.monotonic() < deadline:
        asked_again = asked_again or bar.asking
        if table.can_act():  # Anna passes: Ada keeps building words
            QTest.keyClick(table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClick(table, Qt.Key.Key_Return)
        qtbot.wait(5)  # type: ignore[attr-defined]
    assert model.state.turns >= 5 or model.is_over
    assert sum(line.startswith("Ada placed") for line in model.log()) >= 2
    assert not asked_again

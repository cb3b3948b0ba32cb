"""Whole games through the GUI: one person against computer players, and a hot-seat family game
in which no hand is ever shown to the wrong person."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.patent.rules import RuleSet
from tests.views.table_helpers import human_step, make_window, play_until_over, shot


def test_a_whole_game_against_computer_players(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    setup = GameSetup(
        (
            SeatSetup("Ann", "human", 0),
            SeatSetup("Ada", "ai:greedy", 1),
            SeatSetup("Bo", "ai:greedy", 2),
        ),
        seed=4,
    )
    assert window.start_game(setup)
    steps = play_until_over(window, qtbot, 90)
    model = window.game_model
    assert model.is_over, f"not over after {steps} steps, turn {model.state.turns}"
    assert steps > 5
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    assert len(summary.plaques) == 3
    winner = model.state.winners[0]
    assert summary.plaques[0].accessibleName() == ("You" if winner == 0 else model.name(winner))
    assert len(model.worth_history()) == model.state.turns + 1
    shot(summary, "game-over-summary")
    shot(window, "game-over-table")
    assert "Game over" in window.table.prompt.text()


def test_hot_seat_never_shows_a_hand_to_the_wrong_person(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    model, draft, table = window.game_model, window.table.draft, window.table
    confirmed: list[int] = []  # seats that took the device on a hand-over screen
    problems: list[str] = []

    def check() -> None:
        shown = [e.card for e in draft.hand_model.entries() if e.face_up and e.kind == "card"]
        if not shown:
            return
        viewer = draft.viewer
        if viewer is None or not model.is_human(viewer):
            problems.append(f"a hand is shown with viewer {viewer}")
        elif not set(shown) <= set(model.state.hand(viewer)):
            problems.append(f"cards not in {model.name(viewer)}'s hand are shown")
        elif not confirmed or confirmed[-1] != viewer:
            problems.append(f"{model.name(viewer)}'s hand is shown without a hand-over")
        if table.handover.isVisible():
            problems.append("a hand is shown under the hand-over screen")
        if window.table.challenge_bar.asking:
            problems.append("a hand is shown during a challenge")

    for signal in (draft.hand_model.modelReset, draft.hand_model.dataChanged):
        signal.connect(check)
    setup = GameSetup(
        (
            SeatSetup("Anna", "human", 0),
            SeatSetup("Ben", "human", 1),
            SeatSetup("Ada", "ai:greedy", 2),
        ),
        rules=RuleSet(),
        seed=9,
    )
    assert window.start_game(setup)
    QApplication.processEvents()
    if table.handover.isVisible():
        shot(window, "hot-seat-handover")
        assert not any(e.face_up for e in draft.hand_model.entries())
        assert table.handover.grab().size() == table.size()  # it covers the whole table
    deadline = time.monotonic() + 60
    handovers = 0
    while not model.is_over and time.monotonic() < deadline and model.state.turns < 14:
        if table.handover.isVisible():
            handovers += 1
            confirmed.append(table.handover.seat)
        if not human_step(window):
            qtbot.wait(2)  # type: ignore[attr-defined]
    assert problems == []
    assert handovers >= 4
    assert set(confirmed) == {0, 1}

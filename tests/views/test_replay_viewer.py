"""The replay viewer steps through a real game forwards and backwards, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from patentgame.model.patent.game import PatentGame, PlayerSpec
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import RuleSet
from patentgame.views.replay_viewer import ReplayViewer
from tests.recorded_games import WORDS, play_game


@pytest.fixture(scope="module")
def game() -> PatentGame:
    players = (PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert"), PlayerSpec("Bob"))
    return play_game(players, seed=7, rules=RuleSet(goal=15))


def _summary_at(game: PatentGame, actions: int) -> dict[str, object]:
    return replay(game.record(), WORDS, until=actions).summary()


def test_steps_match_the_engine(qtbot: QtBot, game: PatentGame) -> None:
    viewer = ReplayViewer(game, "Test")
    qtbot.addWidget(viewer)
    assert viewer.steps == len(game.actions)
    assert viewer.position == 0
    assert not viewer.prev_button.isEnabled() and viewer.next_button.isEnabled()
    for _ in range(5):
        viewer.next()
    assert viewer.state().summary() == _summary_at(game, 5)
    viewer.previous()
    assert viewer.position == 4
    assert viewer.state().summary() == _summary_at(game, 4)
    viewer.last()
    assert viewer.state().game_over
    assert not viewer.next_button.isEnabled()
    assert "Game over" in viewer.position_label.text()
    viewer.first()
    assert viewer.state().summary() == _summary_at(game, 0)


def test_panels_show_money_hands_and_pool(qtbot: QtBot, game: PatentGame) -> None:
    viewer = ReplayViewer(game, "Test")
    qtbot.addWidget(viewer)
    viewer.slider.setValue(viewer.steps // 2)
    state = viewer.state()
    for seat, panel in enumerate(viewer.panel.seats):
        assert f"${state.money(seat)}" in panel.figures.text()
        assert panel.hand.letters() == [state.letter(card) for card in state.hand(seat)]
    assert viewer.panel.pool.letters() == [state.letter(card) for card in state.pool]
    assert viewer.log.currentRow() == viewer.position


def test_turn_steps_and_keys(qtbot: QtBot, game: PatentGame) -> None:
    viewer = ReplayViewer(game, "Test")
    qtbot.addWidget(viewer)
    viewer.next_turn()
    assert viewer.state().turns == 1
    assert viewer.position > 1  # a turn spans several actions (build, responses, buy...)
    start_of_second = viewer.position
    viewer.next()
    viewer.previous_turn()
    assert viewer.position == start_of_second
    viewer.previous_turn()
    assert viewer.position == 0
    # The slider steps with the keyboard like any slider.
    qtbot.keyClick(viewer.slider, Qt.Key.Key_Right)
    assert viewer.position == 1
    qtbot.keyClick(viewer.slider, Qt.Key.Key_End)
    assert viewer.position == viewer.steps
    viewer.log.setCurrentRow(3)
    assert viewer.position == 3


def test_log_has_a_line_per_action(qtbot: QtBot, game: PatentGame) -> None:
    viewer = ReplayViewer(game, "Test")
    qtbot.addWidget(viewer)
    assert viewer.log.count() == viewer.steps + 1
    lines = [viewer.log.text(i) for i in range(viewer.log.count())]
    assert lines[0].startswith("The cards are dealt")
    assert any("placed" in line for line in lines)
    assert all(line.strip() for line in lines)

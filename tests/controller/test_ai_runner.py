"""`AiRunner`: computer players think on a thread pool, act through submit(), drop stale work."""

from __future__ import annotations

import pytest

from patentgame.controller.ai_runner import AiRunner
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


def computers_only(level: str = "ai:greedy") -> GameSetup:
    return GameSetup((SeatSetup("Ada", level, 0), SeatSetup("Bo", level, 1)))


def test_computer_players_finish_a_game_without_blocking(qtbot: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    acted: list[int] = []
    runner.acted.connect(lambda seat, reason: acted.append(seat))
    failures: list[str] = []
    runner.failed.connect(lambda seat, message: failures.append(message))
    model.start(computers_only(), enable, seed=5)
    qtbot.waitUntil(lambda: model.is_over, timeout=60_000)  # type: ignore[attr-defined]
    runner.shutdown()
    assert failures == []
    assert set(acted) == {0, 1}
    assert model.state.winners
    assert len(model.worth_history()) == model.state.turns + 1


def test_a_result_for_an_old_position_is_dropped(qtbot: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    runner.set_paused(True)
    model.start(computers_only(), enable, seed=2)
    seat = model.state.current
    stale = model.fallback_action(seat)
    tag = runner._current_tag()
    assert model.submit(stale) is None  # the game moved on while the "AI" thought
    before = model.action_count()
    runner._on_done(tag, seat, stale, "too late")  # the worker's answer arrives now
    qtbot.wait(50)  # type: ignore[attr-defined]
    assert model.action_count() == before
    runner.shutdown()


def test_an_unknown_computer_player_plays_safe(qtbot: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    failures: list[str] = []
    runner.failed.connect(lambda seat, message: failures.append(message))
    setup = GameSetup((SeatSetup("Ada", "ai:nonsense", 0), SeatSetup("Bo", "ai:nonsense", 1)))
    model.start(setup, enable, seed=1)
    qtbot.waitUntil(lambda: model.action_count() >= 4, timeout=10_000)  # type: ignore[attr-defined]
    runner.shutdown()
    assert failures and "cannot create the computer player" in failures[0]


def test_the_runner_knows_every_ai_of_the_ai_package() -> None:
    from patentgame.families import PATENT
    from patentgame.model.patent.ai import PLAYER_IDS
    from patentgame.model.strength import MATCH

    # "Match my level" is a choice the window resolves to a step before a game starts.
    assert set(PATENT.player_ids) == {*PLAYER_IDS, MATCH}


def test_a_result_from_the_previous_game_is_dropped(qtbot: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    runner.set_paused(True)
    three = GameSetup(
        (
            SeatSetup("A", "ai:greedy", 0),
            SeatSetup("B", "ai:greedy", 1),
            SeatSetup("C", "ai:greedy", 2),
        )
    )
    model.start(three, enable, seed=2)
    old_tag = runner._current_tag()
    old_action = model.fallback_action(model.state.current)
    model.start(computers_only(), enable, seed=3)  # a new game, also with 0 actions
    failures: list[str] = []
    runner.failed.connect(lambda seat, message: failures.append(message))
    runner._on_done(old_tag, 2, old_action, "from the old game")
    qtbot.wait(30)  # type: ignore[attr-defined]
    assert model.action_count() == 0
    assert failures == []
    runner.shutdown()


def test_thinking_about_a_position_the_table_left_is_cancelled(
    qtbot: object, enable: Lexicon
) -> None:
    model = PatentGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    thinking: list[int] = []
    runner.thinking.connect(thinking.append)
    model.start(computers_only("ai:master"), enable, seed=4)
    assert thinking  # the master started on the first position
    assert runner.cancelled_requests == 0
    model.start(computers_only("ai:greedy"), enable, seed=5)  # the table moves on at once
    assert runner.cancelled_requests >= 1
    qtbot.waitUntil(lambda: model.action_count() >= 3, timeout=20_000)  # type: ignore[attr-defined]
    runner.shutdown()
    assert model.game.players[0].kind == "ai:greedy"  # no answer of the old master was played

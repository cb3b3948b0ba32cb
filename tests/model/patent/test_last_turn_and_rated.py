"""The game's last turn skips the pointless discard (in the app's games), v1 records replay as
before, and the ``rated`` and ``last_turn_discard`` keys of a record."""

from __future__ import annotations

import json

import pytest

from patentgame.model.errors import RecordError
from patentgame.model.patent import Buy, Discard, PatentGame, Phase, PlayerSpec, RuleSet
from patentgame.model.patent.events import CardsDrawn, GameOver
from patentgame.model.patent.game import deck_starting_with
from patentgame.model.patent.record import from_json, loads
from patentgame.model.patent.replay import replay, set_up
from patentgame.model.patent.rules import ChallengeMode
from tests.model.patent.scenario import build, pass_turn, pick

GOAL_2 = RuleSet(challenge=ChallengeMode.AUTO, goal=2)
TOP = "LLLLPPW" + "KAAATTT" + "OOO"


def _game(*, last_turn_discard: bool, rules: RuleSet = GOAL_2) -> PatentGame:
    return PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob")],
        {"kaaa", "ttt"},
        rules,
        deck=deck_starting_with(TOP),
        start=0,
        last_turn_discard=last_turn_discard,
    )


def test_the_last_turn_ends_after_the_purchase_without_a_discard_step() -> None:
    game = _game(last_turn_discard=False)
    pass_turn(game)
    assert not game.turn.is_last
    game.play(build(1, pick(game, "KAAA")))
    assert game.phase is Phase.BUY and not game.turn.is_last
    events = game.play(Buy(1, "K"))  # reaches the goal on the last seat's turn
    assert game.game_over and game.phase is Phase.OVER
    # The player still draws back to 7 (an automatic step); only the choice is skipped.
    assert any(isinstance(event, CardsDrawn) for event in events)
    assert any(isinstance(event, GameOver) for event in events)
    assert len(game.hand(1)) == 7


def test_the_discard_step_stays_before_the_last_turn() -> None:
    # Seat 0 triggers the final round: seat 1 still has a turn, so seat 0 may discard.
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob")],
        {"kaaa"},
        GOAL_2,
        deck=deck_starting_with("KAAATTT" + "LLLLPPW" + "OOO"),
        start=0,
        last_turn_discard=False,
    )
    game.play(build(0, pick(game, "KAAA")))
    game.play(Buy(0, "K"))
    assert game.final_round and game.phase is Phase.DISCARD and not game.turn.is_last
    game.play(Discard(0, ()))
    assert game.turn.is_last and game.current == 1


def test_a_v1_record_ending_with_the_last_discard_replays_unchanged() -> None:
    old = _game(last_turn_discard=True)
    pass_turn(old)
    old.play(build(1, pick(old, "KAAA")))
    old.play(Buy(1, "K"))
    assert old.phase is Phase.DISCARD and old.turn.is_last
    old.play(Discard(1, ()))
    document = old.record().to_json()
    assert "last_turn_discard" not in document  # written exactly as RECORD.md v1
    again = replay(from_json(document), {"kaaa"})
    assert again.game_over and again == old
    # The same game under the new flow: one action fewer, the same end.
    new = _game(last_turn_discard=False)
    for action in old.actions[:-1]:
        new.play(action)
    assert new.game_over and new.summary() == old.summary()
    assert json.loads(json.dumps(new.record().to_json()))["last_turn_discard"] is False
    assert replay(loads(json.dumps(new.record().to_json())), {"kaaa"}) == new


def test_rated_and_last_turn_discard_are_written_only_when_false() -> None:
    game = _game(last_turn_discard=True)
    document = game.record().to_json()
    assert "rated" not in document and "last_turn_discard" not in document
    unrated = set_up(from_json({**document, "rated": False, "last_turn_discard": False}), {"kaaa"})
    assert not unrated.rated and not unrated.turn.last_turn_discard
    assert unrated.record().to_json()["rated"] is False
    assert unrated.copy() == unrated


@pytest.mark.parametrize("key", ["rated", "last_turn_discard"])
def test_a_flag_that_is_not_true_or_false_is_refused_in_one_line(key: str) -> None:
    document = _game(last_turn_discard=True).record().to_json()
    with pytest.raises(RecordError, match=f"'{key}' must be true or false"):
        from_json({**document, key: "no"})


def test_the_minimum_patents_matter_only_with_a_low_custom_goal() -> None:
    for players in range(2, 6):
        assert not RuleSet().min_patents_can_matter(players)
        assert not RuleSet(goal_min_patents=True).min_patents_can_matter(players)
    assert RuleSet(goal=40).min_patents_can_matter(2)
    assert not RuleSet(goal=41).min_patents_can_matter(2)
    assert RuleSet(goal=18).min_patents_can_matter(5)
    assert not RuleSet(goal=19).min_patents_can_matter(5)

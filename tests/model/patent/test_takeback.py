"""Take-backs (model): what a player may undo freely, whole turns, and the earlier game."""

from __future__ import annotations

import random

import pytest

from patentgame.model.patent import (
    Buy,
    Discard,
    PatentGame,
    Phase,
    PlayerSpec,
    Replace,
    Respond,
    RuleSet,
)
from patentgame.model.patent.record import dumps, loads
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import ChallengeMode
from patentgame.model.patent.takeback import (
    build_taken_back,
    can_take_back_whole_turn,
    free_take_backs,
    taken_back,
    turn_starts,
    whole_turn_target,
)
from tests.model.patent.random_play import WORDS, random_action
from tests.model.patent.scenario import build, new_game, owning, pick

MANUAL = RuleSet(challenge=ChallengeMode.MANUAL)


def test_a_play_awaiting_challenges_may_be_taken_back_until_someone_answers() -> None:
    game = new_game("CATEEEE" + "LLLLPPW" + "OOO", {"cat"}, rules=MANUAL)
    game.play(build(0, pick(game, "CAT")))
    assert free_take_backs(game, 0) == 1
    assert free_take_backs(game, 1) == 0  # only one's own actions
    earlier = taken_back(game, 1)
    assert earlier == new_game("CATEEEE" + "LLLLPPW" + "OOO", {"cat"}, rules=MANUAL)
    game.play(Respond(1, challenge=False))  # the answer is news
    assert free_take_backs(game, 0) == 0


def test_a_purchase_that_needs_no_new_pool_card_may_be_taken_back() -> None:
    game = new_game("ZAAAEEE" + "LLLLPPW" + "OOO", {"zaaa"}, rules=MANUAL)
    game.play(build(0, pick(game, "ZAAA")))
    game.play(Respond(1, challenge=False))
    game.play(Buy(0, "Z"))
    assert free_take_backs(game, 0) == 1
    before_buy = taken_back(game, 1)
    assert before_buy.buyable_letters() == ("Z",) and before_buy.ledger.owner("Z") is None
    assert before_buy.money(0) == 2
    # Buying nothing instead is then a choice like any other.
    before_buy.play(Buy(0, None))
    assert before_buy.ledger.owner("Z") is None and free_take_backs(before_buy, 0) == 1


def test_a_refilled_pool_a_draw_a_replacement_and_the_automatic_check_are_news() -> None:
    # The play uses a pool card: buying refills the pool, which shows a new card.
    game = new_game("ZAAEEEE" + "LLLLPPW" + "AOO", {"zaaa"}, rules=MANUAL)
    game.play(build(0, pick(game, "ZAAa")))
    game.play(Respond(1, challenge=False))
    game.play(Buy(0, "Z"))
    assert free_take_backs(game, 0) == 0
    # The automatic check's answer is news: an accepted play stays.
    auto = new_game("CATEEEE" + "LLLLPPW" + "OOO", {"cat"})
    auto.play(build(0, pick(auto, "CAT")))
    assert free_take_backs(auto, 0) == 0
    # A discard draws cards; the Q's replacement shows a card.
    assert auto.phase is Phase.DISCARD
    auto.play(Discard(0, ()))
    assert free_take_backs(auto, 1) == 0
    q = owning("Q", "ABCDEFG", words={"cab"})
    q.play(Replace(0, q.hand(0)[0]))
    assert free_take_backs(q, 0) == 0


def test_nothing_is_taken_back_after_the_game_is_over_or_on_anothers_turn() -> None:
    game = new_game("CATEEEE" + "LLLLPPW" + "OOO", {"cat"}, rules=MANUAL)
    game.play(Discard(0, ()))
    assert free_take_backs(game, 0) == 0 and free_take_backs(game, 1) == 0


def test_the_earlier_game_is_the_record_minus_its_last_actions_replayed() -> None:
    rng = random.Random(5)
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob", "ai:casual")], WORDS, MANUAL, seed=5
    )
    for _ in range(40):
        game.play(random_action(game, rng))
    for count in (0, 1, 7, 40):
        earlier = taken_back(game, count)
        assert earlier == replay(game.record(), WORDS, until=40 - count)
    with pytest.raises(ValueError):
        taken_back(game, 41)


def test_whole_turns_go_back_to_the_start_of_the_persons_own_turn_and_unrate_the_game() -> None:
    seats = [PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual"), PlayerSpec("Cog", "ai:casual")]
    game = PatentGame.new(seats, WORDS, MANUAL, seed=3, start=0)
    rng = random.Random(3)
    while game.turns < 4:
        game.play(random_action(game, rng))
    starts = turn_starts(game)
    assert [start.seat for start in starts] == [0, 1, 2, 0, 1]
    # Bot is on turn: Ann goes back to the start of her turn 4 (she has not acted in turn 5).
    target = whole_turn_target(game, 0)
    assert target == starts[3].actions
    earlier = taken_back(game, game.action_count - target, rated=False)
    assert earlier.current == 0 and earlier.turns == 3 and not earlier.rated
    # At the very start of her turn she goes back one turn more.
    assert whole_turn_target(earlier, 0) == starts[0].actions
    # The record says so, and reads back the same.
    text = dumps(earlier.record())
    assert '"rated": false' in text and not loads(text).rated


def test_whole_turns_only_for_one_person_against_computers() -> None:
    game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], WORDS, MANUAL, seed=1, start=0)
    game.play(Discard(0, ()))
    assert whole_turn_target(game, 0) is None
    solo = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual")], WORDS, seed=1, start=1
    )
    assert whole_turn_target(solo, 0) is None  # no turn of Ann's yet
    assert whole_turn_target(solo, 1) is None  # the computer never takes back


def test_the_play_taken_back_is_found_for_the_word_row() -> None:
    game = new_game("CATEEEE" + "LLLLPPW" + "OOO", {"cat"}, rules=MANUAL)
    play = build(0, pick(game, "CAT"))
    game.play(play)
    assert build_taken_back(game, 1) == play
    assert build_taken_back(game, 0) is None


def test_the_quick_check_agrees_with_the_replay_on_every_state_of_a_game() -> None:
    seats = [PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual"), PlayerSpec("Cog", "ai:casual")]
    game = PatentGame.new(seats, WORDS, MANUAL, seed=8, start=2)
    rng = random.Random(8)
    assert game.turn_began_at == 0
    while not game.game_over and game.action_count < 150:
        game.play(random_action(game, rng))
        starts = [
            s.actions for s in turn_starts(game) if s.seat == 0 and s.actions < game.action_count
        ]
        expected = starts[-1] if starts and not game.game_over else None
        assert whole_turn_target(game, 0) == expected
        assert can_take_back_whole_turn(game, 0) == (expected is not None)

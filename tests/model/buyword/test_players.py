"""BuyWord's computer players: legal, reasoned, reproducible, and as good as their level."""

from __future__ import annotations

import random

import pytest

from patentgame.model.ai import Budget
from patentgame.model.buyword.actions import Buy, Decline, Sell, StopSelling
from patentgame.model.buyword.ai.lab import GameTask, plan, play_game, summarize
from patentgame.model.buyword.ai.levels import LEVELS, PLAYER_IDS, create_player, level_of
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.record import loads
from patentgame.model.buyword.replay import replay
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.lexicon import Lexicon
from tests.model.buyword.scenario import new_game, start_round, words


def decide(game: BuyWordGame, player_id: str, seed: int = 0) -> object:
    seat = game.to_act[0]
    player = create_player(player_id, words())
    return player.choose(game.perspective(seat), random.Random(seed), Budget())


@pytest.mark.parametrize("player_id", PLAYER_IDS)
def test_every_player_plays_whole_games_without_a_wrong_move(player_id: str) -> None:
    tasks = [
        GameTask(0, (player_id,), 0, 1),
        GameTask(1, (player_id, "ai:random"), 1, 2, BuyWordRules(checking=Checking.CHALLENGE)),
        GameTask(2, (player_id, "ai:greedy", "ai:casual"), 0, 3, BuyWordRules(draft=True)),
        GameTask(
            3,
            (player_id, "ai:random", "ai:strong", player_id),
            2,
            4,
            BuyWordRules(auction=True, min_word=3),
        ),
    ]
    for task in tasks:
        result = play_game(task, words(), BuyWordRules(), keep_record=True)
        assert result.finished and result.refused == 0 and result.fallbacks == 0, task
        assert result.record is not None
        record = loads(result.record)
        assert replay(record, words()).game_over
        assert all(reason for reason in record.extra["decisions"])


@pytest.mark.parametrize("player_id", PLAYER_IDS)
def test_every_player_sells_only_words_of_the_theme(player_id: str) -> None:
    theme = Lexicon.load("en-common")
    rules = BuyWordRules(theme="en-common")
    task = GameTask(0, (player_id, "ai:random"), 0, 8, rules)
    result = play_game(task, words(), rules, keep_record=True, theme_words=theme)
    assert result.finished and result.refused == 0 and result.fallbacks == 0
    assert result.record is not None
    game = replay(loads(result.record), words(), theme_words=theme)
    assert game.game_over


def test_the_expert_declines_a_dear_set_that_spells_little_and_buys_a_cheap_useful_one() -> None:
    game = new_game(1, "QXV" + "EAR", rounds=2)
    start_round(game, 3)
    decision = decide(game, "ai:expert")
    assert isinstance(decision.action, Decline), decision  # type: ignore[attr-defined]
    assert "$121" in decision.reason  # type: ignore[attr-defined]
    game.play(decision.action)  # type: ignore[attr-defined]
    start_round(game, 3)
    decision = decide(game, "ai:expert")
    assert isinstance(decision.action, Buy) and "bought E, A, R for $9" in decision.reason  # type: ignore[attr-defined]


def test_in_the_last_round_the_expert_sells_everything_it_can() -> None:
    game = new_game(4, "QUIZSER")
    start_round(game, 5)
    game.play(Buy(0))  # QUIZS
    while game.phase is Phase.BUY:
        game.play(Decline(game.to_act[0]))
    game.play(StopSelling(0))
    from tests.model.buyword.scenario import quiet_round

    while not game.final_round:
        quiet_round(game)
    sold = []
    while not game.game_over:
        decision = decide(game, "ai:expert")
        assert isinstance(decision.action, Sell), decision  # type: ignore[attr-defined]
        sold.append(game.play(decision.action)[0].word)  # type: ignore[attr-defined, union-attr]
    # QUIZ with a wild as the U? No: QUIZ and then the S with a wild; every tile was sold.
    assert sold[0] in {"QUIZ", "QUIZZ"} or len(sold[0]) >= 4
    assert not [tile for tile in game.hand(0) if tile < 108]


def test_greedy_sells_the_dearest_word_at_once() -> None:
    game = new_game(1, "QUIZ")
    start_round(game, 4)
    game.play(Buy(0))
    decision = decide(game, "ai:greedy")
    assert decision.reason.startswith("sold QUIZ for $121")  # type: ignore[attr-defined]


def test_everyday_players_never_sell_a_word_they_do_not_know() -> None:
    game = new_game(1, "QAT")
    start_round(game, 3)
    game.play(Buy(0))  # QAT is in the game's list but not an everyday word
    for player_id in ("ai:beginner", "ai:casual"):
        for seed in range(5):
            decision = decide(game, player_id, seed)
            action = decision.action  # type: ignore[attr-defined]
            if isinstance(action, Sell):
                assert "QAT" not in decision.reason  # type: ignore[attr-defined]
    assert "sold QAT" in decide(game, "ai:greedy").reason  # type: ignore[attr-defined]


def test_the_same_seeds_give_the_same_games() -> None:
    task = GameTask(0, ("ai:strong", "ai:beginner"), 0, 99)
    first = play_game(task, words(), BuyWordRules(), keep_record=True)
    second = play_game(task, words(), BuyWordRules(), keep_record=True)
    assert first.record == second.record and first.money == second.money


def test_a_player_refuses_to_decide_for_a_seat_that_has_nothing_to_decide() -> None:
    game = new_game(2)
    player = create_player("ai:expert", words())
    with pytest.raises(ValueError, match="nothing to decide"):
        player.choose(game.perspective(1), random.Random(0), Budget())


def test_unknown_players_and_figures_are_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="known: ai:random, ai:greedy"):
        create_player("ai:grandmaster", words())
    with pytest.raises(ValueError, match="cannot tune 'colour'; tunable: "):
        create_player("ai:expert@colour=1", words())
    with pytest.raises(ValueError, match="no figures to tune"):
        create_player("ai:greedy@word_pips=3", words())
    with pytest.raises(ValueError, match="needs a Lexicon"):
        create_player("ai:expert", {"cat"})
    tuned = create_player("ai:expert@word_pips=12", words())
    assert tuned.player_id == "ai:expert@word_pips=12"


def test_the_levels_are_the_patent_game_s_people() -> None:
    assert [level.id for level in LEVELS] == [
        f"ai:{n}" for n in ("beginner", "casual", "strong", "expert")
    ]
    assert [level.name for level in LEVELS] == ["Penny", "Sam", "Morgan", "Tycoon"]
    assert level_of("ai:expert") is LEVELS[-1] and level_of("ai:greedy") is None


def test_the_lab_counts_money_alone_and_wins_at_a_table() -> None:
    results = [play_game(task, words(), BuyWordRules()) for task in plan(["ai:expert"], 2, 5)]
    summary = summarize(["ai:expert"], results)
    assert summary["mean_score"]["ai:expert"] == sum(r.money[0] for r in results) / 2
    assert summary["wins"] == {"ai:expert": 0} and "yardstick_top_share" in summary
    duel = [
        play_game(task, words(), BuyWordRules()) for task in plan(["ai:expert", "ai:random"], 2, 5)
    ]
    summary = summarize(["ai:expert", "ai:random"], duel)
    assert (
        summary["games"] == 2
        and summary["wins"]["ai:expert"] + summary["wins"]["ai:random"] + summary["ties"] == 2
    )

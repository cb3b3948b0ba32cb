"""RULES.md: royalties that are not paid, the goal, the final round, scores and the tie-break."""

from __future__ import annotations

from patentgame.model.patent import Buy, Discard, Phase, RuleSet, Slot, legality
from patentgame.model.patent.events import FinalRoundStarted, GameOver, RoyaltyPaid
from patentgame.model.patent.rules import ChallengeMode
from patentgame.model.patent.scoring import final_score, royalties, winners
from tests.model.patent.scenario import build, new_game, pass_turn, pick, play_all


def goal_rules(goal: int = 2, **options: object) -> RuleSet:
    return RuleSet(challenge=ChallengeMode.AUTO, goal=goal, **options)  # type: ignore[arg-type]


def test_no_royalty_for_an_x_copy() -> None:
    game = new_game(
        "XAAAOOL" + "BEEELLL" + "TTT" + "BUUU" + "WWMM",
        {"xaaa", "beee", "boob"},
    )
    play_all(game, build(0, [0, 1, 2, 3]), Buy(0, "X"), Discard(0, ()))
    play_all(game, build(1, [7, 8, 9, 10]), Buy(1, "B"), Discard(1, ()))
    b, o, o2 = pick(game, "BOO")
    events = game.play(build(0, [b, o, o2, Slot.copy_of(b)]))
    assert [e for e in events if isinstance(e, RoyaltyPaid)] == [RoyaltyPaid(1, 0, "B", 1)]


def test_no_royalty_for_a_z_added_s() -> None:
    game = new_game(
        "ZAAAOOL" + "SEEEEEE" + "TTT" + "CATU" + "WWMM",
        {"zaaa", "seeeeee", "cats"},
    )
    play_all(game, build(0, [0, 1, 2, 3]), Buy(0, "Z"), Discard(0, ()))
    play_all(game, build(1, list(range(7, 14))), Buy(1, "S"))
    assert game.current == 0 and game.ledger.patents_of(1) == ("S",)
    events = game.play(build(0, [*pick(game, "CAT"), Slot.added_s()]))
    assert game.money(0) == 2
    assert not any(isinstance(e, RoyaltyPaid) for e in events)


def test_royalties_function_counts_every_card_and_skips_the_builder() -> None:
    assert royalties("BOBS", {"B": 1, "S": 0, "O": 2}, builder=0) == {1: {"B": 2}, 2: {"O": 1}}


def test_buying_the_goal_starts_the_final_round_and_all_get_equal_turns() -> None:
    game = new_game(
        "LLLLPPW" + "KAAATTT" + "EEEEEEE" + "OOO",
        {"kaaa"},
        players=3,
        start=1,
        rules=goal_rules(),
    )
    events = game.play(build(1, pick(game, "KAAA")))
    events += game.play(Buy(1, "K"))
    assert FinalRoundStarted(1, 2) in events and game.final_round
    play_all(game, Discard(1, ()))
    assert game.current == 2
    pass_turn(game)
    assert game.current == 0 and not game.game_over
    events = game.play(Discard(0, ()))
    assert game.game_over and game.phase is Phase.OVER and game.to_act == ()
    assert game.turns == 3
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.winners == (1,) and over.scores == (0, 2, 0)
    assert game.winners == (1,)


def test_the_final_round_triggered_by_the_player_before_the_start_ends_the_game_at_once() -> None:
    game = new_game("LLLLPPW" + "KAAATTT" + "OOO", {"kaaa"}, rules=goal_rules())
    pass_turn(game)
    play_all(game, build(1, pick(game, "KAAA")), Buy(1, "K"))
    assert game.final_round and not game.game_over
    game.play(Discard(1, ()))
    assert game.game_over and game.turns == 2


def test_the_goal_needs_the_minimum_patents_when_goal_min_patents() -> None:
    game = new_game(
        "LLLLPPW" + "KAAATTT" + "OOO", {"kaaa"}, rules=goal_rules(goal_min_patents=True)
    )
    pass_turn(game)
    play_all(game, build(1, pick(game, "KAAA")), Buy(1, "K"))
    assert not game.final_round and not game.game_over


def test_the_goal_table_is_used_without_an_override() -> None:
    game = new_game("LLLLPPW" + "KAAATTT" + "OOO", {"kaaa"})
    assert game.goal == 45
    pass_turn(game)
    play_all(game, build(1, pick(game, "KAAA")), Buy(1, "K"))
    assert not game.final_round


def test_score_is_money_plus_stock_plus_patent_value() -> None:
    assert final_score(7, 2, ("E", "K")) == 7 + 2 + 10 + 2


def test_a_tie_goes_to_the_higher_patent_value() -> None:
    # Seat 0 buys K ($2 of patents); seat 1 earns $2 in money: both score 2.
    game = new_game("KAAALLL" + "TEENPPW" + "OOO", {"kaaa", "teen"}, rules=goal_rules())
    play_all(game, build(0, pick(game, "KAAA")), Buy(0, "K"), Discard(0, ()))
    play_all(game, build(1, pick(game, "TEEN")), Discard(1, ()))
    assert game.game_over
    assert (game.score(0), game.score(1)) == (2, 2)
    assert game.winners == (0,)


def test_a_tie_after_patent_value_is_shared() -> None:
    game = new_game("KAAALLL" + "ZEEEPPW" + "OOO", {"kaaa", "zeee"}, rules=goal_rules())
    play_all(game, build(0, pick(game, "KAAA")), Buy(0, "K"), Discard(0, ()))
    play_all(game, build(1, pick(game, "ZEEE")), Buy(1, "Z"), Discard(1, ()))
    assert game.game_over and game.winners == (0, 1)


def test_winners_function() -> None:
    assert winners([10, 12, 12], [5, 3, 4]) == (2,)
    assert winners([10, 12, 12], [5, 4, 4]) == (1, 2)
    assert winners([3, 1], [0, 0]) == (0,)


def test_no_action_after_the_end() -> None:
    game = new_game("LLLLPPW" + "KAAATTT" + "OOO", {"kaaa"}, rules=goal_rules())
    pass_turn(game)
    play_all(game, build(1, pick(game, "KAAA")), Buy(1, "K"), Discard(1, ()))
    assert list(legality.legal_actions(game)) == []
    assert game.why_illegal(Discard(0, ())) is not None

"""BuyWord's rounds as BUYWORD_RULES.md gives them: roll, buy, sell, discard, pass the die, end."""

from __future__ import annotations

import pytest

from patentgame.model.buyword import die
from patentgame.model.buyword.actions import (
    Buy,
    Choose,
    Decline,
    Discard,
    Roll,
    Sell,
    StopSelling,
)
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.events import (
    CountChosen,
    DieRolled,
    GameOver,
    LastRound,
    RoundStarted,
    SellingEnded,
    SetBought,
    SetDeclined,
    TilesDiscarded,
    TilesDrawn,
    WordSold,
)
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.buyword.tiles import FIRST_WILD, is_wild, letter_of
from patentgame.model.errors import IllegalActionError
from patentgame.model.seats import PlayerSpec
from tests.model.buyword.scenario import (
    hand_letters,
    new_game,
    quiet_round,
    spelled,
    start_round,
    throws,
    tiles_of,
    words,
)


@pytest.mark.parametrize(("players", "wilds"), [(1, 8), (2, 4), (3, 3), (4, 2)])
def test_each_player_starts_with_200_dollars_and_the_wilds_for_the_table(
    players: int, wilds: int
) -> None:
    game = new_game(players)
    assert [game.money(seat) for seat in range(players)] == [200] * players
    assert [len(game.hand(seat)) for seat in range(players)] == [wilds] * players
    assert all(is_wild(tile) for seat in range(players) for tile in game.hand(seat))
    assert len(game.ledger.unused_wilds) == 9 - players * wilds
    assert game.bag_count == 108
    assert (game.phase, game.to_act, game.round) == (Phase.ROLL, (0,), 1)


def test_a_number_thrown_is_the_count_and_the_leader_draws_at_once() -> None:
    seed = next(s for s in range(100) if throws(s, 2, 1) == [3])
    table = [PlayerSpec("Ann"), PlayerSpec("Bob")]
    game = BuyWordGame.new(table, words(), seed=seed, leader=1, bag=bag_starting_with("CATDOG"))
    events = game.play(Roll(1))
    assert events[0] == DieRolled(1, 3)
    assert isinstance(events[1], TilesDrawn) and events[1].seat == 1
    assert spelled(events[1].tiles) == "CAT"
    assert events[1].price == (2 + 1 + 1) ** 2
    assert (game.phase, game.to_act, game.count) == (Phase.BUY, (1,), 3)


def test_on_choice_the_leader_names_two_to_five() -> None:
    game = new_game(2, "CATDOG")
    assert game.play(Roll(0)) == (DieRolled(0, die.CHOICE),)
    assert (game.phase, game.to_act) == (Phase.CHOOSE, (0,))
    for count in (1, 6):
        assert game.why_illegal(Choose(0, count)) is IllegalReason.BAD_COUNT
    assert game.why_illegal(Choose(1, 3)) is IllegalReason.NOT_YOUR_TURN
    assert game.why_illegal(Buy(0)) is IllegalReason.WRONG_PHASE
    events = game.play(Choose(0, 2))
    assert events[0] == CountChosen(0, 2)
    assert spelled(events[1].tiles) == "CA"  # type: ignore[union-attr]


def test_each_player_in_turn_draws_and_buys_the_whole_set_or_discards_it() -> None:
    game = new_game(2, "CATDOG")
    start_round(game, 3)
    assert game.why_illegal(Buy(1)) is IllegalReason.NOT_YOUR_TURN
    events = game.play(Buy(0))
    cat = tiles_of(game, 0, "CAT")
    assert events[0] == SetBought(0, cat, 16)
    assert game.money(0) == 184 and game.ledger.spent(0) == 16
    assert isinstance(events[1], TilesDrawn) and spelled(events[1].tiles) == "DOG"
    assert game.to_act == (1,)
    dog = events[1].tiles
    events = game.play(Decline(1))
    assert events[0] == SetDeclined(1, dog, forced=False)
    assert game.money(1) == 200 and set(dog) <= set(game.ledger.out)
    assert (game.phase, game.to_act) == (Phase.SELL, (0,))


def test_a_player_who_cannot_pay_for_the_set_discards_it() -> None:
    game = new_game(1, "QZJX")
    events = start_round(game, 4)
    price = 16**2
    assert events[-3] == TilesDrawn(0, tiles_of_set(events), price)
    assert events[-2] == SetDeclined(0, tiles_of_set(events), forced=True)
    # Eight wilds sell no word (a word takes one wild at most): the round ends by itself.
    assert events[-1] == RoundStarted(2, 0)
    assert game.money(0) == 200


def tiles_of_set(events: list[object]) -> tuple[int, ...]:
    drawn = next(event for event in events if isinstance(event, TilesDrawn))
    return drawn.tiles


def test_a_word_sells_for_its_pips_squared_and_its_tiles_leave_the_game() -> None:
    game = new_game(1, "QUIZ")
    start_round(game, 4)
    game.play(Buy(0))
    assert game.money(0) == 200 - (4 + 2 + 1 + 4) ** 2
    quiz = tiles_of(game, 0, "QUIZ")
    events = game.play(Sell(0, quiz))
    assert events[0] == WordSold(0, "QUIZ", quiz, 11, 121)
    assert game.money(0) == 200 and game.ledger.earned(0) == 121
    assert set(quiz) <= set(game.ledger.sold) and not set(quiz) & set(game.hand(0))


def test_a_word_may_use_one_wild_tile_standing_for_any_letter_at_one_pip() -> None:
    game = new_game(1, "QIZ")
    start_round(game, 3)
    game.play(Buy(0))
    q, i, z = tiles_of(game, 0, "QIZ")
    wild, other = FIRST_WILD, FIRST_WILD + 1
    assert game.why_illegal(Sell(0, (q, wild, i, z))) is IllegalReason.WILD_LETTER_MISSING
    assert game.why_illegal(Sell(0, (q, wild, other, z), "U")) is IllegalReason.TOO_MANY_WILDS
    assert game.why_illegal(Sell(0, (q, i, z), "U")) is IllegalReason.WILD_LETTER_WITHOUT_WILD
    for bad in ("u", "?", "UU", ""):
        assert game.why_illegal(Sell(0, (q, wild, i, z), bad)) is IllegalReason.BAD_WILD_LETTER
    assert game.why_illegal(Sell(0, (q, wild, i, z), "A")) is IllegalReason.NOT_A_WORD
    events = game.play(Sell(0, (q, wild, i, z), "U"))
    assert events[0] == WordSold(0, "QUIZ", (q, wild, i, z), 4 + 1 + 1 + 4, 100)
    assert wild in game.ledger.sold


def test_words_are_checked_for_their_tiles_length_and_the_word_list() -> None:
    game = new_game(1, "CATS")
    start_round(game, 4)
    game.play(Buy(0))
    c, a, t, _ = tiles_of(game, 0, "CATS")
    assert game.why_illegal(Sell(0, (a,))) is IllegalReason.TOO_SHORT
    assert game.why_illegal(Sell(0, (c, a, c))) is IllegalReason.DUPLICATE_TILE
    assert game.why_illegal(Sell(0, (c, a, 5))) is IllegalReason.TILE_NOT_IN_HAND
    assert game.why_illegal(Sell(0, (c, a, 999))) is IllegalReason.UNKNOWN_TILE
    assert game.why_illegal(Sell(0, (t, c, a))) is IllegalReason.NOT_A_WORD
    assert game.why_illegal(Sell(0, (a, t))) is None
    three = new_game(1, "CATS", BuyWordRules(min_word=3))
    start_round(three, 4)
    three.play(Buy(0))
    a, t = tiles_of(three, 0, "AT")
    assert three.why_illegal(Sell(0, (a, t))) is IllegalReason.TOO_SHORT


def test_several_words_may_be_sold_then_the_next_player_sells() -> None:
    game = new_game(2, "CATSDOGS")
    start_round(game, 4)
    game.play(Buy(0))
    game.play(Buy(1))
    game.play(Sell(0, tiles_of(game, 0, "AT")))
    assert game.money(0) == 200 - 25 + 4
    assert (game.phase, game.to_act) == (Phase.SELL, (0,))  # C, S and the wilds: more may come
    game.play(Sell(0, tiles_of(game, 0, "*S"), "A"))
    assert game.money(0) == 200 - 25 + 4 + 4
    events = game.play(StopSelling(0))
    assert events == (SellingEnded(0),) and game.to_act == (1,)
    events = game.play(Sell(1, tiles_of(game, 1, "DOGS")))
    assert events[0].price == (2 + 1 + 2 + 1) ** 2  # type: ignore[union-attr]
    # Seat 1 holds only wilds now (no word: one wild a word), so its selling ends by itself,
    # nobody holds more than 8 letters, and the die passes left.
    assert [type(event) for event in events[1:]] == [SellingEnded, RoundStarted]
    assert (game.leader, game.to_act, game.round) == (1, (1,), 2)


def test_a_hand_over_the_limit_must_discard_and_wilds_do_not_count() -> None:
    game = new_game(1, "AEIOR" + "STLNE", rounds=5)
    start_round(game, 5)
    game.play(Buy(0))
    game.play(StopSelling(0))
    assert game.phase is Phase.ROLL  # 5 letters and 8 wilds: within the limit
    start_round(game, 5)
    game.play(Buy(0))
    events = game.play(StopSelling(0))
    assert events == (SellingEnded(0),)
    assert (game.phase, game.to_act) == (Phase.DISCARD, (0,))
    hand = game.hand(0)
    letters = [tile for tile in hand if not is_wild(tile)]
    assert len(letters) == 10
    wild = next(tile for tile in hand if is_wild(tile))
    assert game.why_illegal(Discard(0, (letters[0],))) is IllegalReason.TOO_MANY_KEPT
    assert game.why_illegal(Discard(0, (letters[0], wild))) is IllegalReason.WILD_NOT_DISCARDED
    assert game.why_illegal(Discard(0, (letters[0], letters[0]))) is IllegalReason.DUPLICATE_TILE
    assert game.why_illegal(Discard(0, tuple(letters[:3]))) is None  # more than needed is fine
    events = game.play(Discard(0, tuple(letters[:2])))
    assert events[0] == TilesDiscarded(0, tuple(letters[:2]))
    assert events[1] == RoundStarted(3, 0)
    assert sum(1 for tile in game.hand(0) if not is_wild(tile)) == 8
    assert set(letters[:2]) <= set(game.ledger.out)


def test_when_the_bag_cannot_supply_the_round_its_last_tiles_leave_and_the_game_ends() -> None:
    game = new_game(4, "CATSA")
    start_round(game, 5)
    game.play(Buy(0))  # CATSA: seat 0 will hold letters to sell in the last round
    while game.phase is Phase.BUY:
        game.play(Decline(game.to_act[0]))
    game.play(StopSelling(0))
    events: list[object] = []
    while not game.final_round:
        before = game.bag_count
        events = quiet_round(game)
    last = next(event for event in events if isinstance(event, LastRound))
    assert last.needed == last.count * 4 > before == len(last.tiles)
    assert set(last.tiles) <= set(game.ledger.out) and game.bag_count == 0
    # Only seat 0 holds letters: it sells, then the game ends with no discarding.
    assert (game.phase, game.to_act) == (Phase.SELL, (0,))
    game.play(Sell(0, tiles_of(game, 0, "CATS")))
    events = list(game.play(StopSelling(0)))  # an A and wilds are left: worth nothing now
    assert isinstance(events[-1], GameOver)
    assert game.game_over and game.phase is Phase.OVER and game.to_act == ()
    assert game.money(0) == 200 - 36 + 25
    assert game.winners == (1, 2, 3) and events[-1] == GameOver((1, 2, 3), (189, 200, 200, 200))
    assert game.why_illegal(Roll(1)) is IllegalReason.GAME_OVER


def test_equal_money_shares_the_win() -> None:
    game = new_game(2)
    while not game.game_over:
        quiet_round(game)
    assert game.winners == (0, 1)


def test_alone_the_game_runs_the_same_rounds_with_eight_wilds() -> None:
    game = new_game(1, "QUIZ")
    start_round(game, 4)
    game.play(Buy(0))
    game.play(Sell(0, tiles_of(game, 0, "QUIZ")))
    drawn = 4
    while not game.game_over:
        before = game.bag_count
        events = quiet_round(game)
        drawn += before - game.bag_count
    assert game.winners == (0,) and game.money(0) == 200
    assert drawn == 108 and isinstance(events[-1], GameOver)


def test_an_illegal_action_raises_its_reason_and_changes_nothing() -> None:
    game = new_game(2, "CATDOG")
    before = game.summary()
    with pytest.raises(IllegalActionError) as raised:
        game.play(Buy(0))
    assert raised.value.reason is IllegalReason.WRONG_PHASE
    assert game.summary() == before and game.action_count == 0


def test_the_setup_refuses_impossible_tables() -> None:
    lexicon = words()
    with pytest.raises(ValueError, match="1 to 4 players"):
        BuyWordGame.new([], lexicon)
    with pytest.raises(ValueError, match="1 to 4 players"):
        BuyWordGame.new([PlayerSpec(str(n)) for n in range(5)], lexicon)
    with pytest.raises(ValueError, match="two players"):
        BuyWordGame.new([PlayerSpec("Ann")], lexicon, BuyWordRules(auction=True))
    with pytest.raises(ValueError, match="108 letter tiles"):
        BuyWordGame.new([PlayerSpec("Ann")], lexicon, bag="CAT")
    with pytest.raises(ValueError, match="seat"):
        BuyWordGame.new([PlayerSpec("Ann")], lexicon, leader=1)
    with pytest.raises(ValueError, match="needs its word list"):
        BuyWordGame.new([PlayerSpec("Ann")], lexicon, BuyWordRules(theme="animals"))
    with pytest.raises(ValueError, match="cannot be played together"):
        BuyWordRules(draft=True, auction=True)


def test_a_copy_goes_its_own_way_but_throws_the_same_die() -> None:
    game = BuyWordGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], words(), seed=11)
    copy = game.copy()
    leader = game.leader
    copy.play(Roll(leader))
    assert game.phase is Phase.ROLL and game.action_count == 0
    game.play(Roll(leader))
    assert game.die == copy.die and game.hand(leader) == copy.hand(leader)
    assert game.bag_count == copy.bag_count


def test_the_summary_names_the_state_in_plain_data() -> None:
    game = new_game(1, "CAT")
    start_round(game, 3)
    game.play(Buy(0))
    summary = game.summary()
    assert summary["phase"] == "sell" and summary["bag"] == 105
    assert summary["players"][0]["money"] == 184
    assert sorted(summary["players"][0]["hand"]) == sorted("CAT" + "*" * 8)
    assert hand_letters(game, 0).replace("*", "") == "ACT"
    assert letter_of(FIRST_WILD) == "*"

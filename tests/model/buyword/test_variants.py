"""The options of BUYWORD_RULES.md: drafting, auctions, challenges and a theme."""

from __future__ import annotations

import pytest

from patentgame.model.buyword.actions import (
    Bid,
    Buy,
    Decline,
    Pass,
    Respond,
    Sell,
    Take,
)
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.events import (
    AuctionStarted,
    BidMade,
    BidPassed,
    ChallengeResolved,
    DisplayLaid,
    SellingEnded,
    SetBought,
    SetDeclined,
    TilesDrawn,
    TileTaken,
    WordOffered,
    WordRefused,
    WordSold,
)
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules, Checking
from tests.model.buyword.scenario import new_game, spelled, start_round, tiles_of

DRAFT = BuyWordRules(draft=True)
AUCTION = BuyWordRules(auction=True)
CHALLENGE = BuyWordRules(checking=Checking.CHALLENGE)


def test_drafting_lays_a_display_and_players_take_one_tile_at_a_time_in_turn() -> None:
    game = new_game(2, "QUIZAB", DRAFT, leader=1)
    events = start_round(game, 3)
    display = next(event for event in events if isinstance(event, DisplayLaid)).tiles
    assert spelled(display) == "QUIZAB" and game.display == display
    assert (game.phase, game.to_act) == (Phase.DRAFT, (1,))
    assert game.why_illegal(Take(1, 200)) is IllegalReason.NOT_ON_DISPLAY
    assert game.why_illegal(Take(0, display[0])) is IllegalReason.NOT_YOUR_TURN
    order = []
    for letter in "QUIZAB":
        seat = game.to_act[0]
        tile = next(tile for tile in game.display if spelled([tile]) == letter)
        assert game.play(Take(seat, tile))[0] == TileTaken(seat, tile)
        order.append(seat)
    assert order == [1, 0, 1, 0, 1, 0]
    # Then each player in order buys the set they drafted, at its pips squared.
    assert (game.phase, game.to_act) == (Phase.BUY, (1,))
    assert spelled(game.on_offer) == "QIA"
    events = list(game.play(Buy(1)))
    assert events[0] == SetBought(1, game.hand(1)[-3:], (4 + 1 + 1) ** 2)
    assert spelled(game.on_offer) == "UZB" and game.to_act == (0,)
    game.play(Decline(0))
    assert game.phase is Phase.SELL and game.display == ()


def test_an_auction_sells_each_drawn_set_to_the_highest_bidder() -> None:
    game = new_game(3, "CATDOGZAX", AUCTION)
    events = start_round(game, 3)
    assert events[-1] == AuctionStarted(0, tiles_of_drawn(events), (0, 1, 2))
    assert (game.phase, game.to_act) == (Phase.AUCTION, (0,))
    assert game.why_illegal(Bid(0, 0)) is IllegalReason.BID_TOO_LOW
    assert game.why_illegal(Bid(0, 201)) is IllegalReason.CANNOT_AFFORD
    assert game.play(Bid(0, 5)) == (BidMade(0, 5),)
    assert game.why_illegal(Bid(1, 5)) is IllegalReason.BID_TOO_LOW
    game.play(Bid(1, 9))
    assert game.play(Pass(2)) == (BidPassed(2),)
    assert game.to_act == (0,)
    events = list(game.play(Pass(0)))
    cat = events[1].tiles  # type: ignore[union-attr]
    assert events[:2] == [BidPassed(0), SetBought(1, cat, 9)]
    assert game.money(1) == 191 and spelled(cat) == "CAT"
    # The next set is seat 1's draw; bidding starts with its drawer.
    assert isinstance(events[2], TilesDrawn) and spelled(events[2].tiles) == "DOG"
    assert events[3] == AuctionStarted(1, events[2].tiles, (1, 2, 0))
    for seat in (1, 2, 0):
        game.play(Pass(seat))
    assert game.ledger.out[-3:] == events[2].tiles  # nobody bid: the set leaves the game
    assert game.to_act == (2,)


def tiles_of_drawn(events: list[object]) -> tuple[int, ...]:
    return next(event.tiles for event in events if isinstance(event, TilesDrawn))


def test_a_bidder_who_cannot_top_the_bid_passes_by_itself() -> None:
    game = new_game(2, "CATDOG", AUCTION)
    start_round(game, 3)
    events = game.play(Bid(0, 200))
    cat, dog = events[2].tiles, events[3].tiles  # type: ignore[union-attr]
    assert events[:3] == (BidMade(0, 200), BidPassed(1), SetBought(0, cat, 200))
    # Seat 0 has no money left: the auction of DOG is seat 1's alone.
    assert events[4] == AuctionStarted(1, dog, (1,))
    assert game.money(0) == 0 and game.to_act == (1,)
    events = game.play(Bid(1, 1))
    assert events[1] == SetBought(1, dog, 1)


def test_the_auction_variant_needs_two_players() -> None:
    with pytest.raises(ValueError, match="two players"):
        new_game(1, rules=AUCTION)


def test_with_challenges_any_word_may_be_offered_and_stands_if_nobody_challenges() -> None:
    game = new_game(2, "CATDOG", CHALLENGE)
    start_round(game, 3)
    game.play(Buy(0))
    game.play(Buy(1))
    tca = tiles_of(game, 0, "TCA")
    events = game.play(Sell(0, tca))
    assert events == (WordOffered(0, "TCA", tca, (1,)),)
    assert (game.phase, game.to_act) == (Phase.CHALLENGE, (1,))
    assert game.why_illegal(Respond(0, True)) is IllegalReason.SELLER_CANNOT_RESPOND
    events = game.play(Respond(1, False))
    assert events[1] == WordSold(0, "TCA", tca, 4, 16)


def test_a_refused_word_goes_back_and_its_seller_sells_nothing_more_this_round() -> None:
    game = new_game(2, "CATDOG", CHALLENGE)
    start_round(game, 3)
    game.play(Buy(0))
    game.play(Buy(1))
    tca = tiles_of(game, 0, "TCA")
    game.play(Sell(0, tca))
    events = game.play(Respond(1, True))
    assert events[1] == ChallengeResolved(0, 1, "TCA", False, None, 0)
    assert events[2] == WordRefused(0, "TCA", tca)
    assert events[3] == SellingEnded(0)
    assert set(tca) <= set(game.hand(0)) and game.money(0) == 200 - 16
    assert (game.phase, game.to_act) == (Phase.SELL, (1,))


def test_a_valid_word_challenged_pays_its_seller_a_dollar_from_the_challenger() -> None:
    game = new_game(2, "CATDOG", CHALLENGE)
    start_round(game, 3)
    game.play(Buy(0))
    game.play(Buy(1))
    cat = tiles_of(game, 0, "CAT")
    game.play(Sell(0, cat))
    events = game.play(Respond(1, True))
    assert events[1] == ChallengeResolved(0, 1, "CAT", True, 1, 1)
    assert events[2] == WordSold(0, "CAT", cat, 4, 16)
    assert game.money(0) == 200 - 16 + 16 + 1 and game.money(1) == 200 - 25 - 1
    assert (game.ledger.fees(0), game.ledger.fees(1)) == (1, -1)


def test_alone_words_are_always_checked_even_with_challenges_on() -> None:
    game = new_game(1, "CAT", CHALLENGE)
    start_round(game, 3)
    game.play(Buy(0))
    assert game.why_illegal(Sell(0, tiles_of(game, 0, "TCA"))) is IllegalReason.NOT_A_WORD


def test_a_theme_refuses_words_outside_its_list() -> None:
    theme = {"cat", "dog", "cow"}
    game = new_game(1, "CAT", BuyWordRules(theme="animals"), theme_words=theme)
    start_round(game, 3)
    game.play(Buy(0))
    assert game.why_illegal(Sell(0, tiles_of(game, 0, "ACT"))) is IllegalReason.NOT_IN_THEME
    assert game.why_illegal(Sell(0, tiles_of(game, 0, "TCA"))) is IllegalReason.NOT_A_WORD
    assert game.why_illegal(Sell(0, tiles_of(game, 0, "C*T"), "O")) is IllegalReason.NOT_IN_THEME
    game.play(Sell(0, tiles_of(game, 0, "CAT")))
    assert game.money(0) == 200 - 16 + 16


def test_a_drafted_set_nobody_can_pay_for_leaves_the_game() -> None:
    game = new_game(1, "QZJXK", DRAFT)
    start_round(game, 5)
    for _ in range(4):
        game.play(Take(0, game.display[0]))
    events = game.play(Take(0, game.display[0]))
    drafted = events[1].tiles  # type: ignore[union-attr]
    assert events[1] == SetDeclined(0, drafted, forced=True)
    assert spelled(sorted(drafted)) == "JKQXZ" and set(drafted) <= set(game.ledger.out)
    assert game.money(0) == 200


def test_a_drafted_set_declined_leaves_the_game() -> None:
    game = new_game(1, "CATSE", DRAFT)
    start_round(game, 2)
    game.play(Take(0, game.display[0]))
    game.play(Take(0, game.display[0]))
    assert game.phase is Phase.BUY
    drafted = game.on_offer
    assert game.play(Decline(0))[0] == SetDeclined(0, drafted, forced=False)
    assert set(drafted) <= set(game.ledger.out) and game.bag_count == 106

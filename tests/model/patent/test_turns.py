"""RULES.md: a word, a turn, royalties, buying, refills, draws, reshuffles and challenges."""

from __future__ import annotations

import pytest

from patentgame.model.patent import (
    Build,
    Buy,
    Discard,
    IllegalReason,
    Phase,
    Respond,
    RuleSet,
    Slot,
    legality,
)
from patentgame.model.patent.events import (
    CardsDrawn,
    ChallengeResolved,
    DeckReshuffled,
    PlayRejected,
    RoyaltyPaid,
)
from patentgame.model.patent.rules import ChallengeMode
from tests.model.patent.scenario import (
    build,
    letters,
    new_game,
    owning,
    pass_turn,
    pick,
    play_all,
)

MANUAL = RuleSet(challenge=ChallengeMode.MANUAL)


# ---------------------------------------------------------------- a word


def test_a_word_needs_three_letters() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"at"})
    assert game.why_illegal(build(0, pick(game, "AT"))) is IllegalReason.TOO_SHORT


def test_a_word_needs_a_card_from_the_builders_hand() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"eee"})
    assert game.why_illegal(build(0, pick(game, "eee"))) is IllegalReason.NO_HAND_CARD


def test_a_word_uses_hand_and_pool_cards_only() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"cat"})
    other_hand = game.hand(1)[0]
    assert game.why_illegal(build(0, [0, 1, other_hand])) is IllegalReason.CARD_NOT_AVAILABLE
    assert game.why_illegal(build(0, [0, 1, 50])) is IllegalReason.CARD_NOT_AVAILABLE
    assert game.why_illegal(build(0, [0, 1, 500])) is IllegalReason.UNKNOWN_CARD
    assert game.why_illegal(build(0, [0, 1, 1])) is IllegalReason.CARD_USED_TWICE
    assert game.why_illegal(Build(0, ())) is IllegalReason.NO_WORD


def test_a_word_mixing_hand_and_pool_cards_is_scored() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"cates"})
    game.play(build(0, pick(game, "CATeS")))
    assert game.money(0) == 3


def test_only_the_current_player_builds() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"cat"})
    assert game.why_illegal(build(1, [7, 8, 9])) is IllegalReason.NOT_YOUR_TURN


# ---------------------------------------------------------------- discard instead of building


def test_discard_instead_of_building_then_draw_back_to_seven() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE" + "XYZ")
    events = game.play(Discard(0, (0, 3, 5)))
    assert letters(game, game.hand(0)) == "XATYDZG"  # new cards take the places left
    assert game.cards.discard_pile == (0, 3, 5)
    assert any(isinstance(e, CardsDrawn) and e.cards == (17, 18, 19) for e in events)
    assert game.current == 1 and game.turns == 1


def test_discarding_nothing_is_a_pass() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE")
    hand = game.hand(0)
    game.play(Discard(0, ()))
    assert game.hand(0) == hand and game.current == 1


def test_discard_rules_of_form() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE")
    assert game.why_illegal(Discard(0, (0, 0))) is IllegalReason.DUPLICATE_CARD
    assert game.why_illegal(Discard(0, (14,))) is IllegalReason.CARD_NOT_IN_HAND
    assert game.why_illegal(Discard(1, ())) is IllegalReason.NOT_YOUR_TURN


# ---------------------------------------------------------------- the build turn in order


def test_build_turn_scores_buys_refills_the_pool_then_discards_and_draws() -> None:
    # Seat 0 plays CATE (hand C A T + pool E): $2; buys C ($3)? No: only $2. Buys nothing:
    # the buy step is skipped when no purchase is possible.
    game = new_game("CATSDOG" + "LLLLPPW" + "EEO" + "RNI" + "UUU", {"cate"})
    game.play(build(0, pick(game, "CATe")))
    assert game.money(0) == 2
    assert game.phase is Phase.DISCARD  # buy skipped
    assert letters(game, game.pool) == "REO"  # refilled first, into the place left
    assert letters(game, game.hand(0)) == "SDOG"
    assert set(game.cards.discard_pile) == {0, 1, 2, 14}
    game.play(Discard(0, (pick(game, "S")[0],)))
    assert letters(game, game.hand(0)) == "NIUUDOG"  # into the places left by C, A, T and S
    assert game.current == 1


def test_buying_uses_money_earned_this_turn_and_only_letters_of_real_cards() -> None:
    # STRANDE: 7 letters = $6 + 1 stock. Affordable letters played: S (6), T (8 no), R (6),
    # A (8 no), N (7 no), D (4), E (10 no).
    game = new_game("STRANDE" + "LLLLPPW" + "OOO", {"strande"})
    game.play(build(0, pick(game, "STRANDE")))
    assert game.phase is Phase.BUY and game.to_act == (0,)
    assert game.buyable_letters() == ("D", "R", "S")
    assert game.why_illegal(Buy(0, "T")) is IllegalReason.CANNOT_AFFORD
    assert game.why_illegal(Buy(0, "O")) is IllegalReason.LETTER_NOT_PLAYED
    assert game.why_illegal(Buy(0, "1")) is IllegalReason.BAD_LETTER
    game.play(Buy(0, "R"))
    assert game.money(0) == 0 and game.ledger.patents_of(0) == ("R",)
    # At most one patent: with all 7 hand cards played the turn is over at once.
    assert game.current == 1
    assert game.why_illegal(Buy(0, "S")) is IllegalReason.NOT_YOUR_TURN


def test_buying_nothing_is_allowed() -> None:
    game = new_game("STRANDE" + "LLLLPPW" + "OOO", {"strande"})
    game.play(build(0, pick(game, "STRANDE")))
    game.play(Buy(0, None))
    assert game.money(0) == 6 and game.ledger.patents_of(0) == ()


def test_an_owned_patent_cannot_be_bought_again() -> None:
    game = owning("B", "BITTERN", "OOO", words={"bittern"})
    game.play(build(0, pick(game, "BITTERN")))
    assert game.buyable_letters() == ("R",)
    assert game.why_illegal(Buy(0, "B")) is IllegalReason.PATENT_OWNED


def test_a_build_using_all_seven_hand_cards_skips_the_optional_discard() -> None:
    game = new_game("STRANDE" + "LLLLPPW" + "OOO", {"strande"})
    game.play(build(0, pick(game, "STRANDE")))
    game.play(Buy(0, None))
    assert game.phase is Phase.BUILD and game.current == 1
    assert len(game.hand(0)) == 7


def test_royalties_go_to_other_owners_one_dollar_per_real_card() -> None:
    # Seat 0 owns B. Seat 1 plays BOB-like BIB with its two... only two B cards exist: one was
    # used to buy the patent, so seat 1 plays BEE: seat 0 receives $1.
    game = owning("B", "TTTEERS", "OOO", seat1="BEELLLW", words={"bee"})
    money = game.money(0)
    pass_turn(game)
    events = game.play(build(1, pick(game, "BEE")))
    assert [e for e in events if isinstance(e, RoyaltyPaid)] == [RoyaltyPaid(0, 1, "B", 1)]
    assert game.money(0) == money + 1


def test_no_royalty_for_ones_own_patent() -> None:
    game = owning("B", "BITENNR", "OOO", words={"bite"})
    events = game.play(build(0, pick(game, "BITE")))
    assert not any(isinstance(e, RoyaltyPaid) for e in events)


# ---------------------------------------------------------------- deck and reshuffle


def test_drawing_from_an_empty_deck_first_reshuffles_the_discard_pile() -> None:
    game = new_game("", {"aaa"}, seed=3)
    reshuffled = False
    turns = 0
    while not reshuffled and turns < 200:
        hand = game.hand(game.current)
        events = game.play(Discard(game.current, hand[:5]))
        reshuffled = any(isinstance(e, DeckReshuffled) for e in events)
        turns += 1
    assert reshuffled
    total = game.cards.deck_count + len(game.cards.discard_pile) + len(game.pool)
    assert total + sum(len(game.hand(s)) for s in (0, 1)) == 102
    assert all(len(game.hand(s)) == 7 for s in (0, 1))


def test_reshuffles_are_seeded() -> None:
    def run(seed: int) -> str:
        game = new_game("", seed=seed)
        for _ in range(40):
            game.play(Discard(game.current, game.hand(game.current)[:6]))
        return letters(game, game.hand(0))

    assert run(1) == run(1)
    assert len({run(s) for s in range(6)}) > 1


# ---------------------------------------------------------------- manual challenges


def manual_game(words: set[str], players: int = 3) -> tuple:
    top = "CATSDOG" + "LLLLPPW" + "EEENNRR"[: 7 if players > 2 else 0]
    game = new_game(
        top + ("MMIIIUU" if players > 3 else "") + "OOO", words, players=players, rules=MANUAL
    )
    return game, pick(game, "CAT")


def test_every_other_player_answers_a_build_in_manual_mode() -> None:
    game, cat = manual_game({"cat"})
    game.play(build(0, cat))
    assert game.phase is Phase.CHALLENGE
    assert game.to_act == (1, 2)
    assert game.turn.pending_play is not None
    assert game.why_illegal(Respond(0, True)) is IllegalReason.BUILDER_CANNOT_RESPOND
    game.play(Respond(2, False))  # any order
    assert game.to_act == (1,)
    assert game.why_illegal(Respond(2, True)) is IllegalReason.NOT_YOUR_TURN
    game.play(Respond(1, False))
    assert game.money(0) == 1


def test_an_unchallenged_play_stands_even_if_invalid() -> None:
    game, cat = manual_game(set())
    play_all(game, build(0, cat), Respond(1, False), Respond(2, False))
    assert game.money(0) == 1


def test_a_challenged_invalid_play_is_rejected_with_a_penalty_discard() -> None:
    game, cat = manual_game(set())
    hand, pool = game.hand(0), game.pool
    events = []
    for action in (build(0, cat), Respond(1, True), Respond(2, False)):
        events += game.play(action)
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert not resolved.valid and resolved.challenger == 1
    assert game.money(0) == 0 and game.money(1) == 0
    assert game.hand(0) == hand and game.pool == pool  # cards back where they came from
    assert game.phase is Phase.PENALTY and game.to_act == (0,)
    assert game.why_illegal(Discard(0, ())) is IllegalReason.PENALTY_IS_ONE_CARD
    assert game.why_illegal(Discard(0, cat[:2])) is IllegalReason.PENALTY_IS_ONE_CARD
    assert [a.cards for a in legality.legal_actions(game)] == [(card,) for card in hand]
    game.play(Discard(0, (cat[0],)))
    assert len(game.hand(0)) == 7 and game.current == 1 and game.cards.discard_pile == (cat[0],)


def test_the_bank_pays_when_the_challenger_has_no_money() -> None:
    # Seat 0 (with $0 after buying K) challenges seat 1's valid CAT: the bank pays $1.
    game = owning("K", "SNIRELL", "OOO", words={"cat"}, rules=MANUAL, seat1="CATPPWL")
    pass_turn(game)
    events = game.play(build(1, pick(game, "CAT"))) + game.play(Respond(0, True))
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.valid and resolved.payer is None
    assert game.money(1) == 1 + 1 and game.money(0) == 0


def test_the_challenger_pays_out_of_its_own_money() -> None:
    game, cat = manual_game({"cat", "llp"})
    play_all(game, build(0, cat), Respond(1, False), Respond(2, False), Discard(0, ()))
    assert game.money(0) == 1
    # Seat 1 plays a valid word; seat 0 ($1) and seat 2 ($0) both challenge; seat 0 is not
    # first clockwise from seat 1 (seat 2 is), so seat 2 counts and the bank pays.
    play_all(game, build(1, pick(game, "LLP")), Respond(0, True))
    events = game.play(Respond(2, True))
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.challenger == 2 and resolved.payer is None
    assert game.money(0) == 1 and game.money(1) == 2
    play_all(game, Discard(1, ()), Discard(2, ()))
    # Seat 0 builds nothing; seat 1 builds again and only seat 0 challenges: it pays its $1.
    pass_turn(game)
    hand1 = game.hand(1)
    lw = [c for c in hand1 if game.letter(c) == "L"][:2]
    word = [*lw, next(c for c in hand1 if game.letter(c) == "P")]
    play_all(game, build(1, word), Respond(2, False))
    events = game.play(Respond(0, True))
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.valid and resolved.payer == 0
    assert game.money(0) == 0


def test_the_first_challenger_clockwise_from_the_builder_counts() -> None:
    game, cat = manual_game({"cat"}, players=4)
    play_all(game, build(0, cat), Respond(3, True), Respond(2, True))
    events = game.play(Respond(1, False))
    resolved = next(e for e in events if isinstance(e, ChallengeResolved))
    assert resolved.challenger == 2


# ---------------------------------------------------------------- automatic checks


@pytest.mark.parametrize(("retries", "attempts"), [(0, 1), (1, 2), (3, 4)])
def test_auto_mode_allows_retries_then_the_penalty(retries: int, attempts: int) -> None:
    rules = RuleSet(challenge=ChallengeMode.AUTO, retries=retries)
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", set(), rules=rules)
    for attempt in range(attempts):
        events = game.play(build(0, pick(game, "CAT")))
        rejected = next(e for e in events if isinstance(e, PlayRejected))
        last = attempt == attempts - 1
        assert rejected.penalty is last
        assert game.phase is (Phase.PENALTY if last else Phase.BUILD)
    assert game.money(0) == 0 and game.money(1) == 0


def test_auto_mode_with_unlimited_retries() -> None:
    rules = RuleSet(challenge=ChallengeMode.AUTO, retries=None)
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"dog"}, rules=rules)
    for _ in range(20):
        game.play(build(0, pick(game, "CAT")))
        assert game.phase is Phase.BUILD and game.turn.retries_left is None
    game.play(build(0, pick(game, "DOG")))
    assert game.money(0) == 1


def test_auto_mode_may_discard_instead_after_a_rejection() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", set())
    game.play(build(0, pick(game, "CAT")))
    game.play(Discard(0, (0, 1)))
    assert game.current == 1


def test_a_play_with_an_added_s_is_checked_with_the_s() -> None:
    game = owning("Z", "CATNIRE", "OOO", words={"cat"})
    game.play(build(0, [*pick(game, "CAT"), Slot.added_s()]))  # CATS is not in this list
    assert game.money(0) == 0 and game.phase is Phase.BUILD


def test_the_perspective_offers_patents_only_in_the_buy_phase() -> None:
    game = new_game("STRANDE" + "LLLLPPW" + "OOO", {"strand"})
    game.play(build(0, pick(game, "STRAND")))
    assert game.phase is Phase.BUY
    assert game.perspective(0).buyable_letters() == game.buyable_letters() == ("D",)
    assert game.perspective(1).buyable_letters() == ()
    game.play(Buy(0, None))
    assert game.phase is Phase.DISCARD
    assert game.perspective(0).buyable_letters() == ()

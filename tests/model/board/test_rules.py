"""Every rule of BOARD_RULES.md as a scenario: placing, exchanging, challenges, the end."""

from __future__ import annotations

import pytest

from patentgame.model.board.events import (
    ChallengeBonus,
    ChallengeResolved,
    EndReason,
    GameEnded,
    PlayWithdrawn,
    TurnLost,
)
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.layout import square
from patentgame.model.board.moves import Challenge, Exchange, Pass, Place, Resign, Swap, Tile
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import IllegalMoveError, Refusal
from patentgame.model.board.rules import ChallengeRule, EndBonus, rules_for
from patentgame.model.board.tiles import BLANK
from tests.model.board.helpers import Words, stacked

CAT = ["cat", "cats", "at", "ta", "act", "to", "tot", "oat", "cot", "coat", "dog", "go", "taco"]


def refusal(game: BoardGame, move: object) -> Refusal | None:
    return game.why_illegal(move)  # type: ignore[arg-type]


# --- placing ----------------------------------------------------------------------------------


def test_the_first_word_covers_the_star_and_has_two_letters() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    assert refusal(game, Place.across(0, "A1", "cat")) is Refusal.FIRST_OFF_CENTRE
    assert refusal(game, Place.across(0, "H8", "c")) is Refusal.FIRST_TOO_SHORT
    assert refusal(game, Place.across(0, "G8", "cat")) is None


def test_the_harder_first_word_needs_five_letters() -> None:
    game = stacked("erudit-ru", "щукаеоо", ["щука"], first_word_min=5)
    assert refusal(game, Place.across(0, "H8", "щука")) is Refusal.FIRST_TOO_SHORT


def test_tiles_lie_in_one_line_without_gaps_and_come_from_the_rack() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    corner = Place(0, (Place.across(0, "H8", "c").tiles[0], Place.down(0, "I9", "a").tiles[0]))
    assert refusal(game, corner) is Refusal.NOT_IN_LINE
    assert refusal(game, Place.across(0, "H8", "ca t")) is not None
    gap = Place(0, Place.across(0, "G8", "ca").tiles + Place.across(0, "J8", "t").tiles)
    assert refusal(game, gap) is Refusal.GAP
    assert refusal(game, Place.across(0, "H8", "zoo")) is Refusal.NOT_ON_RACK
    assert refusal(game, Place.across(0, "H8", "cq")) is Refusal.NOT_ON_RACK
    assert refusal(game, Place.across(0, "H8", "c1")) is Refusal.UNKNOWN_LETTER


def test_later_plays_touch_the_board_and_tiles_never_move() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    game.play(Place.across(0, "H8", "cat"))
    assert refusal(game, Place.across(1, "A1", "oo")) is Refusal.NOT_CONNECTED
    assert refusal(game, Place.across(1, "H8", "o")) is Refusal.SQUARE_TAKEN
    assert refusal(game, Place.across(0, "H9", "oo")) is Refusal.NOT_YOUR_TURN
    assert refusal(game, Place.down(1, "J9", "o")) is None  # TO down from J8


def test_every_word_of_a_play_counts_through_the_board() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    game.play(Place.across(0, "H8", "cat"))
    move = Place.down(1, "J7", "o.o")  # OTO: not a word, but only a challenge says so
    assert game.words_of(move) == ("oto",)
    assert refusal(game, move) is None


def test_automatic_checking_refuses_a_word_not_in_the_list_and_lets_the_player_retry() -> None:
    game = stacked("wocable-en", "catsdog" + "ooooooo", CAT)
    assert refusal(game, Place.across(0, "H8", "tac")) is Refusal.WORD_NOT_IN_LIST
    with pytest.raises(IllegalMoveError) as raised:
        game.play(Place.across(0, "H8", "tac"))
    assert raised.value.reason is Refusal.WORD_NOT_IN_LIST
    game.play(Place.across(0, "H8", "cat"))
    assert game.score(0) == 10
    assert refusal(game, Challenge(1)) is Refusal.NO_CHALLENGES


# --- blanks -------------------------------------------------------------------------------------


def test_a_blank_is_any_letter_chosen_when_played_and_scores_nothing() -> None:
    game = stacked("scrabble-en", "?atsdog" + "ooooooo", CAT)
    game.play(Place.across(0, "H8", "Cat"))  # upper case marks the blank
    assert game.score(0) == 4 and game.blanks[game.letters.index("c")]
    assert BLANK not in game.rack(0)


def test_the_blank_swap_option_takes_a_blank_that_must_be_played_at_once() -> None:
    words = ["cat", "at", "act", "ta", "cats"]
    racks = "?atsdog" + "cooooat"
    game = stacked("scrabble-en", racks, words, blank_swap=True)
    game.play(Place.across(0, "H8", "Cat"))
    take = Place(1, Place.down(1, "H9", "At").tiles, (Swap(game.letters.index("c"), "c"),))
    assert refusal(game, Place(1, Place.down(1, "K8", "s").tiles, take.swaps)) in (
        Refusal.SWAP_BLANK_NOT_PLAYED,
        Refusal.NOT_ON_RACK,
    )
    wrong = Place(1, take.tiles, (Swap(game.letters.index("c"), "o"),))
    assert refusal(game, wrong) is Refusal.SWAP_WRONG_LETTER
    assert refusal(game, take) is None
    game.play(take)
    assert not game.blanks[game.letters.index("c")]
    assert stacked("scrabble-en", racks, words).why_illegal(take) is not Refusal.SWAP_WRONG_LETTER
    plain = stacked("scrabble-en", racks, words)
    plain.play(Place.across(0, "H8", "Cat"))
    assert refusal(plain, take) is Refusal.SWAP_NOT_ALLOWED


def test_spanish_digraphs_are_played_with_their_own_tile() -> None:
    game = stacked("wocable-es", "chicoas" + "aaaaaaa", ["chico", "cacho"])
    split = Place.across(0, "H8", "chico")  # C and H tiles: refused
    assert (
        refusal(game, split) is Refusal.NOT_ON_RACK or refusal(game, split) is Refusal.DIGRAPH_SPLIT
    )
    game2 = BoardGame.new(
        rules_for("wocable-es"),
        [Seat("Ana"), Seat("Beto")],
        Words(["chico"]),
        bag=bag_starting_with("chicoaa", "spanish"),  # spelled with the CH tile
        start=0,
    )
    assert game2.rack(0)[0] == "ch"
    first = square("H8")
    with_ch = Place(0, tuple(Tile(first + i, t) for i, t in enumerate(("ch", "i", "c", "o"))))
    assert game2.why_illegal(with_ch) is None
    game2.play(with_ch)
    assert game2.score(0) == (5 + 1 + 3 + 1) * 2


# --- exchanges and passes -------------------------------------------------------------------------


def test_an_exchange_needs_seven_tiles_in_the_bag_and_wocable_as_many_as_exchanged() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    assert refusal(game, Exchange(0, ())) is Refusal.EXCHANGE_NOTHING
    assert refusal(game, Exchange(0, ("z",))) is Refusal.NOT_ON_RACK
    game.play(Exchange(0, ("c", "a")))
    assert sorted(game.tiles_in_play().elements()) == sorted(game.rules.tiles.bag())
    game._turns._bag = game._turns._bag[:6]
    assert refusal(game, Exchange(1, ("o",))) is Refusal.BAG_TOO_SMALL
    wocable = stacked("wocable-en", "catsdog" + "ooooooo", CAT)
    wocable._turns._bag = wocable._turns._bag[:2]
    assert refusal(wocable, Exchange(0, ("c", "a"))) is None
    assert refusal(wocable, Exchange(0, ("c", "a", "t"))) is Refusal.BAG_TOO_SMALL


def test_the_game_ends_when_every_player_has_passed_twice_in_a_row() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    for seat in (0, 1, 0):
        game.play(Pass(seat))
    events = game.play(Pass(1))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].reason is EndReason.PASSES
    rack_points = [sum(game.rules.tiles.value(t) for t in game.rack(s)) for s in (0, 1)]
    assert ended[0].adjustments == (-rack_points[0], -rack_points[1])


def test_wocable_ends_after_four_scoreless_turns_and_an_exchange_counts() -> None:
    game = stacked("wocable-en", "catsdog" + "ooooooo", CAT)
    game.play(Exchange(0, ("d",)))
    game.play(Pass(1))
    game.play(Pass(0))
    assert not game.game_over
    game.play(Pass(1))
    assert game.game_over and game.end_reason is EndReason.SCORELESS


# --- challenges ---------------------------------------------------------------------------------


def test_a_challenged_phony_is_taken_back_scores_nothing_and_the_turn_is_lost() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    bag_before = game.bag_count
    game.play(Place.across(0, "H8", "tac"))  # not in the list
    assert game.score(0) == 10 and game.bag_count == bag_before - 3
    events = game.play(Challenge(1))
    assert any(isinstance(e, ChallengeResolved) and e.withdrawn for e in events)
    assert any(isinstance(e, PlayWithdrawn) for e in events)
    assert game.score(0) == 0 and not any(game.letters)
    assert sorted(game.rack(0)) == sorted("catsdog") and game.bag_count == bag_before
    assert game.current == 1  # seat 0's turn is gone


def test_a_wrong_challenge_costs_the_challenger_their_next_turn() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    game.play(Place.across(0, "H8", "cat"))
    events = game.play(Challenge(1))
    assert any(isinstance(e, TurnLost) and e.seat == 1 for e in events)
    assert game.current == 0 and game.score(0) == 10
    assert refusal(game, Challenge(1)) is Refusal.NOTHING_TO_CHALLENGE


def test_under_the_points_rule_a_wrong_challenge_gives_the_player_five() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT, challenge=ChallengeRule.POINTS)
    game.play(Place.across(0, "H8", "cat"))
    assert refusal(game, Challenge(0)) is Refusal.OWN_PLAY
    events = game.play(Challenge(1))
    assert ChallengeBonus(0, 5) in events and game.score(0) == 15 and game.current == 1


def test_in_a_three_player_game_any_opponent_may_challenge_out_of_turn() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo" + "aaaaaaa", CAT, seats=3)
    game.play(Place.across(0, "H8", "cat"))
    assert game.current == 1 and refusal(game, Challenge(2)) is None
    game.play(Challenge(2))  # wrong: seat 2 will lose its next turn
    game.play(Pass(1))
    assert game.current == 0  # seat 2's turn was skipped


# --- the end -------------------------------------------------------------------------------------


def _near_the_end(**options: object) -> BoardGame:
    """Seat 0 holds CAT and the bag is empty; seat 1 holds two O tiles (2 points)."""
    rules = rules_for("scrabble-en", **options)
    game = BoardGame.new(rules, [Seat("Ann"), Seat("Bob")], Words(CAT), seed=3, start=0)
    game.set_rack(0, ["c", "a", "t"])
    game.set_rack(1, ["o", "o"])
    game._turns._bag.clear()
    return game


def test_going_out_classic_adds_the_others_racks_and_they_subtract_theirs() -> None:
    game = _near_the_end(challenge=ChallengeRule.AUTOMATIC)
    events = game.play(Place.across(0, "H8", "cat"))
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.reason is EndReason.WENT_OUT and ended.adjustments == (2, -2)
    assert game.scores == (12, -2) and game.winners == (0,)


def test_going_out_under_tournament_rules_adds_twice_and_waits_for_a_challenge() -> None:
    game = _near_the_end(end_bonus=EndBonus.TOURNAMENT, challenge=ChallengeRule.POINTS)
    game.play(Place.across(0, "H8", "cat"))
    assert game.phase is Phase.FINAL_PASS and refusal(game, Place.across(1, "H9", "o")) is (
        Refusal.AWAITING_FINAL_PASS
    )
    events = game.play(Pass(1))
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.adjustments == (4, 0) and game.scores == (14, 0)


def test_a_phony_that_went_out_is_taken_back_and_play_goes_on() -> None:
    game = _near_the_end()
    game.play(Place.across(0, "H8", "tac"))
    game.play(Challenge(1))
    assert game.phase is Phase.PLAY and game.current == 1 and not game.game_over


def test_equal_scores_are_a_draw() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    game.set_rack(0, [])
    game.set_rack(1, [])
    for seat in (0, 1, 0, 1):
        game.play(Pass(seat))
    assert game.winners == (0, 1)


def test_a_player_who_resigns_loses_and_with_three_the_others_play_on() -> None:
    game = stacked("wocable-en", "catsdog" + "ooooooo", CAT)
    game.play(Resign(0))
    assert game.game_over and game.winners == (1,) and game.end_reason is EndReason.RESIGNATION
    three = stacked("wocable-en", "catsdog" + "ooooooo" + "aaaaaaa", CAT, seats=3)
    three.play(Resign(1))
    assert not three.game_over and refusal(three, Pass(1)) is Refusal.RESIGNED
    three.play(Pass(0))
    assert three.current == 2


def test_the_first_player_is_who_drew_nearest_to_a() -> None:
    game = BoardGame.new(
        rules_for("scrabble-en"), [Seat("A"), Seat("B"), Seat("C")], Words([]), seed=5
    )
    (drawn, start), *_ = [(e.rounds, e.start) for e in game.opening_events()[:1]]  # type: ignore[union-attr]
    last = drawn[-1]
    ranks = {seat: game.rules.tiles.start_rank(tile) for seat, tile in last}
    assert start == min(ranks, key=ranks.__getitem__) and game.current == start
    assert list(ranks.values()).count(ranks[start]) == 1


# --- options of record version 2 (BOARD_RULES.md: Е and Ё, exchange order, six scoreless turns,
# resigning) ----------------------------------------------------------------------------------


def _russian(rule_set: str, racks: str, **options: object) -> BoardGame:
    from patentgame.model.lexicon import Lexicon

    rules = rules_for(rule_set, **options)
    return BoardGame.new(
        rules,
        [Seat("Аня"), Seat("Боря")],
        Lexicon.load(rules.lexicon_id),
        bag=bag_starting_with(racks, rules.tiles),
        start=0,
    )


def test_erudit_lets_ye_stand_for_yo_and_scores_the_word_as_laid() -> None:
    hedgehog = Place.across(0, "H8", "еж")
    fir = Place.across(0, "H8", "елка")
    game = _russian("erudit-ru", "ежлкаоо" + "ааааааа")
    assert game.rules.yo_as_ye
    assert refusal(game, hedgehog) is None and refusal(game, fir) is None
    assert game.score_of(hedgehog).score == (1 + 5) * 2  # Е is worth 1 (Ё would be 3)
    game.play(fir)
    game.play(Challenge(1))
    laid = sum(game.rules.tiles.value(letter) for letter in "елка")
    assert game.score(0) == laid * 2 and game.current == 0  # valid: the challenger lost a turn
    # Ё still spells Ё, and the option off (Скрэббл's default) keeps the list's spelling.
    hedgehog_yo = Place.across(0, "H8", "ёж")
    assert refusal(_russian("erudit-ru", "ёжооооо" + "ааааааа"), hedgehog_yo) is None
    skrabbl = _russian("scrabble-ru", "ежлкаоо" + "ааааааа")
    assert not skrabbl.rules.yo_as_ye
    skrabbl.play(hedgehog)
    skrabbl.play(Challenge(1))
    assert skrabbl.score(0) == 0  # ЕЖ is not in the list as it is written
    plain = _russian("erudit-ru", "ежлкаоо" + "ааааааа", yo_as_ye=False)
    plain.play(fir)
    plain.play(Challenge(1))
    assert plain.score(0) == 0


def test_the_computer_plays_ye_for_yo_in_erudit_and_not_when_the_option_is_off() -> None:
    from patentgame.model.board.generator import MoveGenerator
    from patentgame.model.lexicon import Lexicon

    nouns = Lexicon.load("ru-nouns")
    board, blanks = [""] * 225, [False] * 225

    def words(**options: object) -> set[str]:
        generator = MoveGenerator(rules_for("erudit-ru", **options), nouns)
        found = generator.generate(board, blanks, list("ежлкаыы"))
        return {candidate.word(board) for candidate in found}

    assert {"еж", "елка"} <= words()
    assert not {"еж", "елка"} & words(yo_as_ye=False)


def test_russian_rule_sets_put_exchanged_tiles_back_and_mix_before_drawing() -> None:
    """Seed 002: the tiles go back, the bag is mixed, then new ones are drawn; so a player may
    draw back a tile they gave up. Tournament practice (the default elsewhere) draws first."""
    from patentgame.model.board.rules import ExchangeOrder

    def drawn_back(rule_set: str, seed: int, **options: object) -> bool:
        game = _russian(rule_set, "ъыыььщц" + "ааааааа", **options)
        game._turns._bag = game._turns._bag[
            -7:
        ]  # exactly seven tiles left, none of them given back
        game._turns._rng_state = __import__("random").Random(seed).getstate()
        game.play(Exchange(0, tuple("ъыыььщц")))
        return any(tile in "ъыьщц" for tile in game.rack(0))

    assert rules_for("erudit-ru").exchange_order is ExchangeOrder.RETURN_FIRST
    assert rules_for("scrabble-ru").exchange_order is ExchangeOrder.RETURN_FIRST
    assert rules_for("scrabble-en").exchange_order is ExchangeOrder.DRAW_FIRST
    assert any(drawn_back("erudit-ru", seed) for seed in range(10))
    assert not any(
        drawn_back("erudit-ru", seed, exchange_order=ExchangeOrder.DRAW_FIRST) for seed in range(10)
    )


def test_a_board_game_ends_after_six_scoreless_turns_though_nobody_passed_twice() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    for turn in range(5):
        game.play(Exchange(turn % 2, (game.rack(turn % 2)[0],)))
    assert not game.game_over
    game.play(Exchange(1, (game.rack(1)[0],)))
    assert game.game_over and game.end_reason is EndReason.SCORELESS
    endless = stacked("scrabble-en", "catsdog" + "ooooooo", CAT, scoreless_limit=0)
    for turn in range(30):
        endless.play(Exchange(turn % 2, (endless.rack(turn % 2)[0],)))
    assert not endless.game_over


def test_only_rule_sets_that_allow_it_let_a_player_resign() -> None:
    assert refusal(stacked("scrabble-en", "catsdog"), Resign(0)) is Refusal.NO_RESIGNING
    assert refusal(stacked("erudit-ru", ""), Resign(1)) is Refusal.NO_RESIGNING
    assert refusal(stacked("wocable-es", ""), Resign(0)) is None


def test_a_version_1_record_keeps_the_rules_it_was_played_with() -> None:
    from patentgame.model.board.record import VERSION, dumps, from_json
    from patentgame.model.board.rules import ExchangeOrder

    old = {
        "format": "patentgame-board-record",
        "version": 1,
        "rules": {"rule_set": "erudit-ru"},
        "players": [{"name": "Аня"}, {"name": "Боря"}],
        "moves": [{"seat": 0, "act": "resign"}],
    }
    rules = from_json(old).rules
    assert (rules.yo_as_ye, rules.exchange_order, rules.scoreless_limit) == (
        False,
        ExchangeOrder.DRAW_FIRST,
        0,
    )
    assert rules.resign_allowed
    new = from_json({**old, "version": VERSION, "moves": []})
    assert new.rules == rules_for("erudit-ru") and new.rules.to_json() == {"rule_set": "erudit-ru"}
    assert '"version": 2' in dumps(from_json(old))  # saved again, it says what it means
    assert from_json(__import__("json").loads(dumps(from_json(old)))).rules == rules

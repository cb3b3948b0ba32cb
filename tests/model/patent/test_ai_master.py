"""The master: guesses of the hidden cards, play-outs by the expert, the choice, the clock."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import Buy, PatentGame, Phase, PlayerSpec, RuleSet
from patentgame.model.patent.ai import create_player
from patentgame.model.patent.ai.lab import GameTask, play_game
from patentgame.model.patent.ai.levels import STYLES
from patentgame.model.patent.ai.master import (
    Lookahead,
    MasterPlayer,
    _choice,
    _survivors,
    outcome,
)
from patentgame.model.patent.ai.sampling import HAND_LEAN, hidden_cards, imagine, unseen_letters
from patentgame.model.patent.cards import CANONICAL_DECK
from patentgame.model.patent.rules import ChallengeMode
from tests.model.patent.test_ai_players import check_never_reads_hidden_cards

ENABLE = Lexicon.load("en-enable")
EVERYDAY = Lexicon.load("en-common")
SHORT = Lookahead(candidates=3, guesses=2, first_round=2)


def short_master(lookahead: Lookahead = SHORT) -> MasterPlayer:
    """A master that looks less far ahead, so a test plays whole games in seconds."""
    return MasterPlayer("ai:master", STYLES[11], ENABLE, EVERYDAY, ENABLE, lookahead)


def played(seed: int, actions: int, rules: RuleSet | None = None, seats: int = 3) -> PatentGame:
    """A game between experts, ``actions`` actions in (or fewer if it ended)."""
    specs = [PlayerSpec(str(seat), "ai:expert") for seat in range(seats)]
    game = PatentGame.new(specs, ENABLE, rules, seed=seed)
    expert = create_player("ai:expert", ENABLE)
    rng = random.Random(seed)
    while not game.game_over and game.action_count < actions:
        seat = game.to_act[0]
        game.play(expert.choose(game.perspective(seat), rng, Budget()).action)
    return game


def at_phase(phase: Phase, seed: int) -> PatentGame:
    game = played(seed, 0)
    expert = create_player("ai:expert", ENABLE)
    rng = random.Random(seed)
    while game.phase is not phase or game.action_count < 12:
        seat = game.to_act[0]
        game.play(expert.choose(game.perspective(seat), rng, Budget()).action)
    return game


@pytest.mark.parametrize(("phase", "seed"), [(Phase.BUILD, 3), (Phase.BUY, 5), (Phase.BUY, 8)])
def test_a_guess_looks_the_same_from_the_seat_that_made_it(phase: Phase, seed: int) -> None:
    game = at_phase(phase, seed)
    seat = game.current
    view = game.perspective(seat)
    guesses = [imagine(view, ENABLE, random.Random(n)) for n in range(5)]
    for guess in guesses:
        assert guess.perspective(seat) == view  # nothing the seat can see was changed
        assert sorted(guess.cards.deck_order) == sorted(CANONICAL_DECK)
        for other in range(len(game.players)):
            assert len(guess.hand(other)) == len(game.hand(other))
        assert guess.cards.deck_count == game.cards.deck_count
    # The hidden cards are dealt differently each time, from the letters the seat has not seen.
    others = [tuple(guess.letter(c) for c in guess.hand((seat + 1) % 3)) for guess in guesses]
    assert len(set(others)) > 1
    hidden = Counter(game.letter(card) for card in hidden_cards(view))
    assert hidden == Counter(unseen_letters(view))


def test_a_guess_plays_on_like_a_game() -> None:
    game = at_phase(Phase.BUILD, 11)
    guess = imagine(game.perspective(game.current), ENABLE, random.Random(1))
    expert = create_player("ai:expert", ENABLE)
    rng = random.Random(2)
    while not guess.game_over:
        seat = guess.to_act[0]
        guess.play(expert.choose(guess.perspective(seat), rng, Budget()).action)
    assert guess.winners


@pytest.mark.parametrize("last_turn_discard", [True, False])
def test_a_guess_keeps_the_games_rule_on_the_last_turns_discard(last_turn_discard: bool) -> None:
    specs = [PlayerSpec(str(seat), "ai:expert") for seat in range(3)]
    game = PatentGame.new(specs, ENABLE, seed=11, last_turn_discard=last_turn_discard)
    view = game.perspective(game.current)
    assert view.last_turn_discard is last_turn_discard
    guess = imagine(view, ENABLE, random.Random(1))
    assert guess.turn.last_turn_discard is last_turn_discard
    assert not guess.rated  # a guess is never a game anyone is rated on


def test_no_game_is_imagined_in_the_middle_of_a_challenge() -> None:
    game = played(2, 0, RuleSet(challenge=ChallengeMode.MANUAL))
    expert = create_player("ai:expert", ENABLE)
    game.play(expert.choose(game.perspective(game.current), random.Random(1), Budget()).action)
    assert game.phase is Phase.CHALLENGE
    responder = game.to_act[0]
    with pytest.raises(ValueError, match="challenge"):
        imagine(game.perspective(responder), ENABLE, random.Random(1))


def test_an_imagined_game_must_hold_every_card_once() -> None:
    game = at_phase(Phase.BUILD, 4)
    view = game.perspective(game.current)
    hands = [game.hand(seat) for seat in range(3)]
    deck = hidden_cards(view)[len(hands[1]) + len(hands[2]) :]
    with pytest.raises(ValueError, match="every card once"):
        PatentGame.imagined(view, ENABLE, game.cards.deck_order, hands, deck[1:], seed=1)
    with pytest.raises(ValueError, match="102 cards"):
        PatentGame.imagined(view, ENABLE, "A" * 102, hands, deck, seed=1)


def test_the_outcome_is_a_chance_of_winning() -> None:
    game = played(6, 30, seats=2)
    assert not game.game_over
    chances = [outcome(game, seat) for seat in (0, 1)]
    assert all(0.0 < chance < 1.0 for chance in chances)
    assert sum(chances) == pytest.approx(1.0)
    leader = max((0, 1), key=game.score)
    over = played(6, 10_000, seats=2)
    assert over.game_over
    winner = over.winners[0]
    assert outcome(over, winner) == 1.0 and outcome(over, 1 - winner) == 0.0
    assert chances[leader] >= 0.5 or game.ledger.patent_value(leader) < game.ledger.patent_value(
        1 - leader
    )


def test_the_experts_favourite_stays_unless_another_is_clearly_better() -> None:
    noisy = [[0.5, 0.6, 0.4, 0.5], [0.6, 0.5, 0.5, 0.6]]  # a little better, within the noise
    assert _choice(noisy, [0, 1], switch=1.0) == 0
    clear = [[0.5, 0.6, 0.4, 0.5], [0.7, 0.8, 0.6, 0.7]]  # better on every guess
    assert _choice(clear, [0, 1], switch=1.0) == 1
    assert _choice([[], []], [0, 1], switch=1.0) == 0  # no guess finished: the expert's
    # A candidate far behind on the same guesses is dropped; the favourite always stays.
    outcomes = [[0.2, 0.3, 0.2], [0.9, 0.8, 0.9], [0.85, 0.8, 0.9]]
    assert _survivors([0, 1, 2], outcomes, drop=2.0) == [0, 1, 2]
    outcomes = [[0.5, 0.5, 0.5], [0.9, 0.8, 0.9], [0.1, 0.2, 0.1]]
    assert _survivors([0, 1, 2], outcomes, drop=2.0) == [0, 1]


def test_the_master_never_reads_hidden_cards() -> None:
    # 40 decisions: builds, purchases, challenges and discards of every seat.
    check_never_reads_hidden_cards(short_master(), decisions=40)


def test_the_master_plays_whole_games_legally() -> None:
    for index, kinds in enumerate([("ai:strong", "ai:master")]):
        task = GameTask(index, kinds, index % 2, 70 + index)
        master = short_master()
        players = {"ai:master": master}
        result = play_game(task, ENABLE, RuleSet(), players=players)
        assert result.finished
        assert result.fallbacks == 0


def test_a_cancelled_master_answers_at_once_with_the_experts_choice() -> None:
    game = at_phase(Phase.BUILD, 9)
    view = game.perspective(game.current)
    master = short_master(Lookahead())
    expert = create_player("ai:expert", ENABLE)
    cancelled = Budget(cancelled=lambda: True)
    decision = master.choose(view, random.Random(3), cancelled)
    # What the expert finds before it stops too; no guess is played out.
    assert decision.action == expert.choose(view, random.Random(3), cancelled).action
    assert master.cut_short <= 1


def test_the_master_thinks_within_its_own_limit_when_the_caller_has_a_clock() -> None:
    game = at_phase(Phase.BUY, 5)
    view = game.perspective(game.current)
    # No time for a single guess: the expert's purchase, cut short, not a pass by default.
    master = short_master(Lookahead(seconds=0.0))
    decision = master.choose(view, random.Random(3), Budget(seconds=60.0))
    expert = create_player("ai:expert", ENABLE)
    assert decision.action == expert.choose(view, random.Random(3), Budget()).action
    assert isinstance(decision.action, Buy)
    assert master.cut_short == 1


def test_no_play_out_begins_that_would_end_after_the_masters_limit() -> None:
    import time

    master = short_master(Lookahead(seconds=1.0))
    clock = Budget(seconds=60.0)
    half_a_second_ago = time.perf_counter() - 0.5
    assert not master._out_of_time(half_a_second_ago, clock, next_play_out=0.2)
    assert master._out_of_time(half_a_second_ago, clock, next_play_out=0.6)
    # Without a clock (the lab, the tests) only the number of guesses ends the search.
    assert not master._out_of_time(half_a_second_ago, Budget(), next_play_out=0.6)
    assert master._out_of_time(half_a_second_ago, Budget(cancelled=lambda: True))


def test_a_guess_deals_the_other_hands_the_letters_players_keep_and_the_deck_fairly() -> None:
    game = at_phase(Phase.BUILD, 3)
    seat = game.current
    view = game.perspective(seat)
    kept, let_go = set("STNR"), set("QZYWK")

    def shares(lean: bool) -> tuple[float, float, float, float]:
        hands: Counter[str] = Counter()
        deck_top: Counter[str] = Counter()
        deck_bottom: Counter[str] = Counter()
        for n in range(300):
            guess = imagine(view, ENABLE, random.Random(n), None if not lean else HAND_LEAN)
            for other in range(len(game.players)):
                if other != seat:
                    hands.update(guess.letter(card) for card in guess.hand(other))
            deck = [guess.letter(card) for card in guess.cards._deck]  # drawn from the end
            half = len(deck) // 2
            deck_top.update(deck[:half])
            deck_bottom.update(deck[half:])

        def share(counts: Counter[str], letters: set[str]) -> float:
            return sum(counts[letter] for letter in letters) / sum(counts.values())

        return (
            share(hands, kept),
            share(hands, let_go),
            share(deck_top, kept),
            share(deck_bottom, kept),
        )

    fair_kept, fair_let_go, _, _ = shares(lean=False)
    kept_share, let_go_share, top, bottom = shares(lean=True)
    assert kept_share > 1.12 * fair_kept
    assert let_go_share < 0.9 * fair_let_go
    # The deck is what the hands left, in a fair order: its top is like its bottom.
    assert abs(top - bottom) < 0.1 * bottom

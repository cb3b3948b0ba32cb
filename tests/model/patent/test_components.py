"""RULES.md: components, word value, setup and the first player."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from patentgame.model.patent import Discard, PatentGame, PlayerSpec, RuleSet
from patentgame.model.patent.cards import (
    CANONICAL_DECK,
    DISTRIBUTION,
    cut_for_start,
    is_standard_deck,
)
from patentgame.model.patent.patents import PATENT_COST, PowerKind, kind_of
from patentgame.model.patent.scoring import word_value
from tests.model.patent.scenario import letters, new_game

CARD_TABLE = "9 2 2 4 12 2 3 4 9 1 1 4 2 6 8 2 1 6 6 6 4 2 2 1 2 1"
COST_TABLE = "8 2 3 4 10 3 3 5 7 2 2 4 3 7 7 3 2 6 6 8 3 2 3 2 3 2"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def test_letter_factory_holds_102_cards_in_the_published_distribution() -> None:
    expected = dict(zip(ALPHABET, map(int, CARD_TABLE.split()), strict=True))
    assert dict(DISTRIBUTION) == expected
    assert sum(DISTRIBUTION.values()) == 102
    assert Counter(CANONICAL_DECK) == Counter(expected)


def test_patent_costs_are_the_published_table_and_sum_to_110() -> None:
    expected = dict(zip(ALPHABET, map(int, COST_TABLE.split()), strict=True))
    assert dict(PATENT_COST) == expected
    assert sum(PATENT_COST.values()) == 110


def test_patent_power_kinds() -> None:
    assert {letter for letter in ALPHABET if kind_of(letter) is PowerKind.DOUBLER} == set("BJK")
    assert {letter for letter in ALPHABET if kind_of(letter) is PowerKind.WORD} == set("VXZ")
    assert kind_of("Q") is PowerKind.REPLACE
    assert kind_of("E") is PowerKind.PLAIN


@pytest.mark.parametrize(
    ("length", "money", "stock"),
    [(3, 1, 0), (4, 2, 0), (5, 3, 0), (6, 4, 1), (7, 6, 1), (8, 6, 2), (9, 6, 3), (10, 6, 4),
     (11, 6, 5), (12, 6, 6)],
)  # fmt: skip
def test_word_value_table(length: int, money: int, stock: int) -> None:
    assert word_value(length) == (money, stock)


def test_players_start_with_nothing_and_the_deal_is_7_each_and_3_in_the_pool() -> None:
    game = new_game("CATSDOG" + "BIRDENS" + "OAK", players=2)
    assert [game.money(s) for s in (0, 1)] == [0, 0]
    assert [game.ledger.stock(s) for s in (0, 1)] == [0, 0]
    assert game.hand(0) == tuple(range(7))
    assert game.hand(1) == tuple(range(7, 14))
    assert game.pool == (14, 15, 16)
    assert letters(game, game.pool) == "OAK"
    assert game.cards.deck_count == 102 - 17


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dealing_in_seat_order_for_every_table_size(players: int) -> None:
    game = new_game("", players=players)
    for seat in range(players):
        assert game.hand(seat) == tuple(range(7 * seat, 7 * seat + 7))
    assert game.pool == tuple(range(7 * players, 7 * players + 3))


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players: int) -> None:
    with pytest.raises(ValueError):
        PatentGame.new([PlayerSpec(str(i)) for i in range(players)], set())


def test_a_deck_that_is_not_the_letter_factory_is_refused() -> None:
    assert not is_standard_deck("A" * 102)
    with pytest.raises(ValueError):
        PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], set(), deck="A" * 102)


def test_the_cut_gives_the_start_to_the_card_nearest_z_and_ties_cut_again() -> None:
    # Simulate the cut by hand with the same generator: the winner holds the highest letter.
    for seed in range(200):
        rng = random.Random(seed)
        check = random.Random(seed)
        cutters = [0, 1, 2, 3]
        while True:
            positions = check.sample(range(102), len(cutters))
            cut = [CANONICAL_DECK[p] for p in positions]
            best = max(cut)
            cutters = [s for s, c in zip(cutters, cut, strict=True) if c == best]
            if len(cutters) == 1:
                break
        assert cut_for_start(4, rng) == cutters[0]


def test_the_cut_decides_the_start_when_none_is_given_and_every_seat_can_start() -> None:
    starts = {
        PatentGame.new([PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")], set(), seed=s).start
        for s in range(60)
    }
    assert starts == {0, 1, 2}


def test_the_start_player_moves_first_and_keeps_the_marker() -> None:
    game = new_game("", players=3, start=2)
    assert game.current == 2 and game.to_act == (2,)
    game.play(Discard(2, ()))
    assert game.current == 0 and game.start == 2


def test_seeded_shuffle_is_repeatable_and_uniform_enough() -> None:
    players = [PlayerSpec("a"), PlayerSpec("b")]
    one = PatentGame.new(players, set(), seed=5)
    two = PatentGame.new(players, set(), seed=5)
    other = PatentGame.new(players, set(), seed=6)
    assert one.cards.deck_order == two.cards.deck_order != other.cards.deck_order
    assert is_standard_deck(one.cards.deck_order)
    tops = Counter(PatentGame.new(players, set(), seed=s).cards.deck_order[0] for s in range(2000))
    # E is 12/102 of the deck: about 235 of 2000 tops.
    assert 170 < tops["E"] < 300


def test_rule_set_defaults_are_the_published_game() -> None:
    rules = RuleSet()
    assert rules.challenge.value == "manual"
    assert rules.retries == 3
    assert rules.doublers.value == "multiply"
    assert rules.goal_min_patents is False
    assert rules.q_replace_from_pool is True
    assert rules.z_s_counts_toward_minimum is True
    assert [rules.goal_for(n) for n in (2, 3, 4, 5)] == [45, 34, 26, 21]
    assert [RuleSet(goal_min_patents=True).min_patents_for(n) for n in (2, 3, 4, 5)] == [
        6,
        5,
        3,
        3,
    ]

"""Properties over random BuyWord games: Hypothesis chooses the table, the options and the seeds.

Every tile is somewhere exactly once after every action; each player's money is always $200 plus
sales less purchases (plus challenge fees); and a game's record replays to the same game.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patentgame.model.ai import Budget
from patentgame.model.buyword.ai.levels import create_player
from patentgame.model.buyword.events import SetBought, WordSold
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.record import dumps, loads
from patentgame.model.buyword.replay import replay
from patentgame.model.buyword.rules import STARTING_MONEY, BuyWordRules, Checking
from patentgame.model.buyword.tiles import ALL_TILES
from patentgame.model.seats import PlayerSpec
from tests.model.buyword.scenario import words

MAX_ACTIONS = 3000


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, BuyWordRules, int]:
    players = draw(st.integers(1, 4))
    variant = draw(st.sampled_from(["", "draft", "auction"] if players > 1 else ["", "draft"]))
    rules = BuyWordRules(
        min_word=draw(st.sampled_from([2, 3])),
        checking=draw(st.sampled_from(Checking)),
        draft=variant == "draft",
        auction=variant == "auction",
    )
    return players, rules, draw(st.integers(0, 2**31))


def play_out(players: int, rules: BuyWordRules, seed: int) -> tuple[BuyWordGame, list[str]]:
    """A game of random players to the end, checking the invariants after every action."""
    lexicon = words()
    seats = [PlayerSpec(f"P{i}", "ai:random") for i in range(players)]
    game = BuyWordGame.new(seats, lexicon, rules, seed=seed)
    bots = [create_player("ai:random", lexicon) for _ in range(players)]
    rngs = [random.Random(seed + seat) for seat in range(players)]
    problems: list[str] = []
    sales = [0] * players
    purchases = [0] * players
    for _ in range(MAX_ACTIONS):
        if game.game_over:
            break
        seat = game.to_act[0]
        decision = bots[seat].choose(game.perspective(seat), rngs[seat], Budget())
        for event in game.play(decision.action):
            if isinstance(event, WordSold):
                sales[event.seat] += event.price
            elif isinstance(event, SetBought):
                purchases[event.seat] += event.price
        tiles = game.all_tiles()
        if sorted(tiles) != list(range(ALL_TILES)):
            extra = [t for t, n in Counter(tiles).items() if n > 1]
            problems.append(f"tiles lost or doubled after {decision.action}: doubled {extra}")
        for s in range(players):
            expected = STARTING_MONEY + sales[s] - purchases[s] + game.ledger.fees(s)
            if game.money(s) != expected or game.money(s) < 0:
                problems.append(f"seat {s} has ${game.money(s)}, expected ${expected}")
    if not game.game_over:
        problems.append("the game did not end")
    return game, problems


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_tiles_are_conserved_and_money_is_200_plus_sales_less_purchases(
    table: tuple[int, BuyWordRules, int],
) -> None:
    players, rules, seed = table
    game, problems = play_out(players, rules, seed)
    assert problems == []
    if rules.checking is Checking.AUTO or players == 1:
        assert all(game.ledger.fees(seat) == 0 for seat in range(players))
    assert sum(game.ledger.fees(seat) for seat in range(players)) >= 0  # the bank may pay a fee


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.data())
def test_a_record_replays_to_the_same_game_at_every_length(
    table: tuple[int, BuyWordRules, int], data: st.DataObject
) -> None:
    players, rules, seed = table
    game, _ = play_out(players, rules, seed)
    record = loads(dumps(game.record()))
    again = replay(record, words())
    assert again.summary() == game.summary()
    assert again.all_tiles() == game.all_tiles()
    assert [again.money(s) for s in range(players)] == [game.money(s) for s in range(players)]
    until = data.draw(st.integers(0, game.action_count))
    partial = replay(record, words(), until)
    assert partial.action_count == until
    assert dumps(partial.record()) == dumps(replace(record, actions=record.actions[:until]))


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**31), st.integers(1, 4))
def test_the_same_seed_and_actions_make_the_same_game(seed: int, players: int) -> None:
    first, _ = play_out(players, BuyWordRules(), seed)
    second, _ = play_out(players, BuyWordRules(), seed)
    assert first.actions == second.actions
    assert first.summary() == second.summary()

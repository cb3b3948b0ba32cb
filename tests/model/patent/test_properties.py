"""Properties over random legal games (Hypothesis chooses the table, the rules and the seeds)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patentgame.model.patent import PatentGame, PlayerSpec, RuleSet, legality
from patentgame.model.patent.events import TurnStarted
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.record import dumps, from_json, loads
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import ChallengeMode, DoublerMode
from tests.model.patent.random_play import WORDS, random_action

MAX_ACTIONS = 6000

rule_sets = st.builds(
    RuleSet,
    challenge=st.sampled_from(ChallengeMode),
    retries=st.sampled_from([None, 0, 1, 3]),
    doublers=st.sampled_from(DoublerMode),
    goal_min_patents=st.booleans(),
    q_replace_from_pool=st.booleans(),
    z_s_counts_toward_minimum=st.booleans(),
    goal=st.sampled_from([None, None, 12, 20]),
)


def play_out(players: int, rules: RuleSet, seed: int) -> tuple[PatentGame, list[str]]:
    """Play a random game to the end, checking the invariants after every action."""
    game = PatentGame.new(
        [PlayerSpec(f"P{i}") for i in range(players)], WORDS, rules, seed=seed, lexicon_id="test"
    )
    rng = random.Random(seed)
    problems: list[str] = []
    for _ in range(MAX_ACTIONS):
        if game.game_over:
            break
        events = game.play(random_action(game, rng))
        check_invariants(game, problems)
        if any(isinstance(e, TurnStarted) for e in events):
            sizes = [len(game.hand(s)) for s in range(players)]
            if sizes != [7] * players:
                problems.append(f"hands {sizes} at the start of a turn")
    return game, problems


def check_invariants(game: PatentGame, problems: list[str]) -> None:
    players = len(game.players)
    on_table = set(game.turn.pending_play.real_cards()) if game.turn.pending_play else set()
    cards = list(game.pool) + list(game.cards.discard_pile) + list(on_table)
    for seat in range(players):
        cards += game.hand(seat)
    # Cards of an accepted play are in the discard pile once the pool is refilled; before that
    # (the BUY phase) they are between the table and the pile.
    if game.last_play is not None and game.phase.value == "buy":
        cards += game.last_play.real_cards()
    if len(cards) + game.cards.deck_count != 102 or len(set(cards)) != len(cards):
        problems.append(f"{len(cards)} + {game.cards.deck_count} cards after {game.action_count}")
    for seat in range(players):
        if game.money(seat) < 0 or game.ledger.stock(seat) < 0:
            problems.append(f"seat {seat} has negative money or stock")
    owned = [letter for seat in range(players) for letter in game.ledger.patents_of(seat)]
    if len(owned) != len(set(owned)) or not set(owned) <= set(PATENT_COST):
        problems.append(f"patents with two owners: {owned}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), rules=rule_sets, seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end(players: int, rules: RuleSet, seed: int) -> None:
    game, problems = play_out(players, rules, seed)
    assert problems == []
    assert game.game_over, f"not over after {MAX_ACTIONS} actions"
    # Every player had the same number of turns.
    assert game.turns % players == 0
    assert game.winners


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), rules=rule_sets, seed=st.integers(0, 2**32))
def test_replaying_the_record_gives_the_same_game_and_json_round_trips(
    players: int, rules: RuleSet, seed: int
) -> None:
    game, _ = play_out(players, rules, seed)
    record = game.record()
    text = dumps(record)
    assert loads(text) == record
    assert from_json(json.loads(text)) == record
    again = replay(loads(text), WORDS)
    assert again == game
    assert again.summary() == game.summary()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), cut=st.integers(0, 400))
def test_copy_is_independent_and_equal(seed: int, cut: int) -> None:
    game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")], WORDS, seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if game.game_over:
            break
        game.play(random_action(game, rng))
    twin = game.copy()
    assert twin == game
    if not game.game_over:
        summary = game.summary()
        twin.play(random_action(twin, random.Random(1)))
        assert game.summary() == summary


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), cut=st.integers(0, 300))
def test_every_listed_legal_action_is_legal_and_perspective_agrees(seed: int, cut: int) -> None:
    game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], WORDS, seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if game.game_over:
            break
        game.play(random_action(game, rng))
    for action in legality.legal_actions(game):
        assert game.why_illegal(action) is None
        view = game.perspective(action.seat)
        assert view.why_illegal(action) is None

"""Properties of whole games (Hypothesis chooses the seeds): tiles are conserved, a score is the
sum of its lines, replay is deterministic, and a withdrawn play leaves no trace."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.lab import play
from patentgame.model.board.moves import Challenge
from patentgame.model.board.players import RandomPlayer
from patentgame.model.board.record import record_of
from patentgame.model.board.replay import replay
from patentgame.model.board.rules import RULE_SETS, ChallengeRule, rules_for
from patentgame.model.board.simple_moves import placements
from patentgame.model.lexicon import Lexicon

FAST = ["scrabble-en", "wocable-en", "wocable-es"]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_set=st.sampled_from(FAST), seed=st.integers(0, 10_000), seats=st.integers(2, 4))
def test_random_games_conserve_tiles_sum_their_lines_and_replay_identically(
    rule_set: str, seed: int, seats: int
) -> None:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game, result = play(rules, ["ai:random"] * seats, lexicon, seed)
    assert result.problems == () and result.finished
    assert game.tiles_in_play() == rules.tiles.counts()
    lines = [0] * seats
    for entry in game.history:
        lines[entry.seat] += entry.score
    assert tuple(lines) == game.scores
    again, _ = play(rules, ["ai:random"] * seats, lexicon, seed)
    assert again == game and replay(record_of(game), lexicon) == game


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), turns=st.integers(0, 12))
def test_a_withdrawn_play_restores_board_racks_bag_and_scores(seed: int, turns: int) -> None:
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(rules_for("scrabble-en"), [Seat("a"), Seat("b")], lexicon, seed=seed)
    player, rng = RandomPlayer(lexicon), random.Random(seed)
    for _ in range(turns):
        if game.game_over:
            return
        game.play(player.choose(game.perspective(game.current), rng).move)
    seat = game.current
    found = next(
        iter(
            placements(
                game.letters, game.blanks, game.rack(seat), game.rules, lexicon, seat, rng=rng
            )
        ),
        None,
    )
    if found is None or game.game_over:
        return
    before = (game.letters, game.blanks, sorted(game.rack(seat)), game.bag_count, game.scores)
    game.play(found)
    # Judge it a phony: the words are checked against a list that holds none of them.
    game._turns._lexicon = frozenset()
    game.play(Challenge(1 - seat))
    after = (game.letters, game.blanks, sorted(game.rack(seat)), game.bag_count, game.scores)
    assert after == before


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
def test_random_players_finish_a_game_of_every_rule_set(rule_set: str) -> None:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    _, result = play(rules, ["ai:random", "ai:random"], lexicon, 7)
    assert result.finished and result.problems == ()


def test_copies_are_independent_and_perspectives_hide_the_bag() -> None:
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(rules_for("scrabble-en"), [Seat("a"), Seat("b")], lexicon, seed=4)
    copy = game.copy()
    move = RandomPlayer(lexicon).choose(copy.perspective(copy.current), random.Random(1)).move
    copy.play(move)
    assert game.actions == () and copy.actions == (move,)
    view = game.perspective(0)
    assert view.rack == game.rack(0) and not hasattr(view, "bag")
    assert sum(view.unseen.values()) == game.bag_count + len(game.rack(1))
    automatic = rules_for("scrabble-en", challenge=ChallengeRule.AUTOMATIC)
    assert automatic.to_json() == {"rule_set": "scrabble-en", "challenge": "automatic"}

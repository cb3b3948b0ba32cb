"""One scale of strength: Elo gaps from win rates, "plays like", and "match my level"."""

from __future__ import annotations

import pytest

from patentgame.model.strength import (
    Rung,
    elo_gap,
    elo_gap_error,
    estimate,
    expected,
    match_level,
    plays_like,
)

LADDER = [Rung("one", 500.0), Rung("two", 650.0), Rung("three", 800.0), Rung("four", 950.0)]
RATINGS = {rung.id: rung.rating for rung in LADDER}


@pytest.mark.parametrize("rate", [0.05, 0.3, 0.5, 0.6, 0.75, 0.99])
def test_the_elo_gap_of_a_win_rate_gives_that_rate_back(rate: float) -> None:
    assert expected(1000.0 + elo_gap(rate), 1000.0) == pytest.approx(rate)


def test_the_steps_of_the_issue_are_70_to_190_points_apart() -> None:
    assert 70 < elo_gap(0.60) < 71
    assert 190 < elo_gap(0.75) < 191
    assert elo_gap(1.0) == -elo_gap(0.0) > 1000  # capped, never infinite


def test_the_gap_is_known_more_closely_the_more_games_were_played() -> None:
    assert elo_gap_error(0.65, 4000) < elo_gap_error(0.65, 1000) < elo_gap_error(0.65, 100)
    # 1,000 games at 65% know the gap to about +-23 points
    assert 20 < elo_gap_error(0.65, 1000) < 25
    assert elo_gap_error(1.0, 1000) == float("inf")


def test_a_rating_plays_like_the_nearest_step() -> None:
    assert plays_like(0.0, LADDER).id == "one"
    assert plays_like(700.0, LADDER).id == "two"
    assert plays_like(730.0, LADDER).id == "three"
    assert plays_like(5000.0, LADDER).id == "four"
    with pytest.raises(ValueError):
        plays_like(700.0, [])


def test_the_estimate_starts_at_the_prior_and_follows_the_results() -> None:
    assert estimate([], 800.0) == 800.0
    lost = estimate([(800.0, 0.0)] * 3, 800.0)
    won = estimate([(800.0, 1.0)] * 3, 800.0)
    assert lost < 800.0 < won
    assert 800.0 - lost == pytest.approx(won - 800.0)  # losses and wins pull alike
    assert estimate([(800.0, 0.0)] * 9, 800.0) < lost  # more results pull further
    # Even results against an opponent rated 900 put the person near 900.
    even = estimate([(900.0, 1.0), (900.0, 0.0)] * 10, 800.0)
    assert 850.0 < even < 900.0


def test_match_my_level_steps_down_after_losses_and_up_after_wins() -> None:
    assert match_level([(800.0, [])], RATINGS, LADDER).id == "three"
    losses = [("three", 0.0)] * 4
    wins = [("three", 1.0)] * 4
    assert match_level([(800.0, losses)], RATINGS, LADDER).id in {"one", "two"}
    assert match_level([(800.0, wins)], RATINGS, LADDER).id == "four"


def test_match_my_level_reads_only_the_latest_rated_results() -> None:
    # Games against people and unknown players do not count.
    people = [("human", 0.0), ("ai:someone", 0.0)] * 6
    assert match_level([(800.0, people)], RATINGS, LADDER).id == "three"
    # Only the latest games count: a long-past losing run is forgotten.
    recent = [("three", 1.0)] * 4 + [("three", 0.0)] * 30
    assert match_level([(800.0, recent)], RATINGS, LADDER, games=4).id == "four"


def test_match_my_level_finds_one_step_for_a_table_of_people() -> None:
    strong = (950.0, [("four", 1.0)] * 3)
    weak = (500.0, [("one", 0.0)] * 3)
    assert match_level([strong, weak], RATINGS, LADDER).id in {"two", "three"}
    with pytest.raises(ValueError):
        match_level([], RATINGS, LADDER)

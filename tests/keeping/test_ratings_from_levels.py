"""Each computer level's fixed rating is kept in one place, its family's ``Level``, and the
statistics derive their ruler from it (issue 30.7): no family keeps a second table."""

from __future__ import annotations

import pytest

from patentgame import families
from patentgame.model.strength import MATCH


@pytest.mark.parametrize("family", families.FAMILIES, ids=lambda family: family.id)
def test_the_statistics_rate_each_level_by_its_own_rating(family: families.Family) -> None:
    ratings = family.stats().ai_ratings
    for level in family.levels():
        if level.id == MATCH:
            assert level.rating is None  # a choice the window resolves to a step
            continue
        assert level.rating is not None, level.id
        assert ratings[level.id] == level.rating
    # Every id people or the lab seat (the match choice aside) is on the ruler.
    assert set(family.player_ids) - {MATCH} == set(ratings)


def test_the_figures_are_those_measured_or_copied_before() -> None:
    """Moved, not changed: the board's stay the patent ladder's copy until measured."""
    assert dict(families.BOARD.stats().ai_ratings) == {
        "ai:random": 400.0,
        "ai:beginner": 800.0,
        "ai:casual": 1100.0,
        "ai:greedy": 1250.0,
        "ai:strong": 1400.0,
        "ai:expert": 1700.0,
        "ai:master": 1735.0,  # the expert's plus the patent game's master gap, until measured
    }
    assert dict(families.BUYWORD.stats().ai_ratings) == {
        "ai:random": 400.0,
        "ai:greedy": 700.0,
        "ai:beginner": 900.0,
        "ai:casual": 1200.0,
        "ai:strong": 1450.0,
        "ai:expert": 1750.0,
    }

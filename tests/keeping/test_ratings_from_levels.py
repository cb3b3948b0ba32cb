"""Each computer level's fixed rating is kept in one place, its family's ``Level``, and the
statistics derive their ruler from it (issue 30.7): no family keeps a second table."""

from __future__ import annotations

import pytest

from patentgame import families
from patentgame.model.strength import MATCH

#: The board games' first four ids and their steps on the ladder.
LADDER_STEP = {"ai:beginner": 3, "ai:casual": 6, "ai:strong": 10, "ai:expert": 11}


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
    """Moved, not changed; the board's are the ladder's measured steps now (issue 37.1), each
    under its id and its step number's alias."""
    from patentgame.model.board.ai.levels import BASELINE_RATINGS, LADDER

    board = dict(families.BOARD.stats().ai_ratings)
    assert {key: board.pop(key) for key in BASELINE_RATINGS} == dict(BASELINE_RATINGS)
    # The master: the expert's plus the gap its 600 games against the expert measured.
    from patentgame.model.board.ai.levels import MASTER

    assert board.pop("ai:master") == MASTER.rating == board["ai:expert"] + 19
    steps = {f"ai:level-{level.step}": level.rating for level in LADDER}
    assert {key if key.startswith("ai:level-") else f"ai:level-{LADDER_STEP[key]}": value
            for key, value in board.items()} == steps  # fmt: skip
    assert (
        board["ai:beginner"] == board["ai:level-3"] and board["ai:expert"] == steps["ai:level-11"]
    )
    assert dict(families.BUYWORD.stats().ai_ratings) == {
        "ai:random": 400.0,
        "ai:greedy": 700.0,
        "ai:beginner": 900.0,
        "ai:casual": 1200.0,
        "ai:strong": 1450.0,
        "ai:expert": 1750.0,
    }

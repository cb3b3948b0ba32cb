"""The ladder of computer players: eleven steps, the named players on it, ids and aliases."""

from __future__ import annotations

from patentgame import families
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai import create_player
from patentgame.model.patent.ai.levels import (
    LADDER,
    LEVELS,
    MASTER,
    MATCH,
    PLAYER_IDS,
    STYLES,
    level_of,
)
from patentgame.model.patent.ai.players import LevelPlayer

ENABLE = Lexicon.load("en-enable")


def test_the_ladder_has_eleven_steps_weakest_first() -> None:
    assert [level.step for level in LADDER] == list(range(1, 12))
    ratings = [level.rating for level in LADDER]
    assert all(rating is not None for rating in ratings)
    assert ratings == sorted(ratings)
    assert len(set(ratings)) == len(ratings)
    assert MASTER.rating is not None and MASTER.rating > (LADDER[-1].rating or 0)
    assert set(STYLES) == {level.step for level in LADDER}


def test_the_named_players_are_steps_with_numbered_aliases() -> None:
    named = {"ai:beginner": 3, "ai:casual": 6, "ai:strong": 10, "ai:expert": 11}
    for player_id, step in named.items():
        level = level_of(player_id)
        assert level is not None and level.step == step
        assert level.aliases == (f"ai:level-{step}",)
        assert level_of(f"ai:level-{step}") is level
    for step in range(1, 12):
        level = level_of(f"ai:level-{step}")
        assert level is not None and level.step == step


def test_a_step_plays_the_same_under_either_id() -> None:
    by_name = create_player("ai:beginner", ENABLE)
    by_number = create_player("ai:level-3", ENABLE)
    assert isinstance(by_name, LevelPlayer) and isinstance(by_number, LevelPlayer)
    assert by_name.style == by_number.style == STYLES[3]
    assert by_number.player_id == "ai:level-3"  # the id it was asked by is the one recorded


def test_people_choose_match_my_level_the_ladder_and_the_master() -> None:
    assert (MATCH, *LADDER, MASTER) == LEVELS
    assert MATCH.step is None and MATCH.rating is None
    # The registry (which imports no AI) names exactly these ids, and the settings accept them.
    assert families.PATENT.player_ids == (*PLAYER_IDS, MATCH.id)
    assert {level.id for level in families.PATENT.levels()} <= set(families.PATENT.player_ids)


def test_every_step_and_the_master_can_be_tuned_for_the_lab() -> None:
    tuned = create_player("ai:level-9@power=0.3", ENABLE)
    assert isinstance(tuned, LevelPlayer)
    assert tuned.style.weights.power == 0.3
    assert tuned.style.weights.income == STYLES[9].weights.income

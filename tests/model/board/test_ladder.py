"""The board games' ladder (issue 37.1): eleven steps, each a `Style`, that play legal games;
the four first ids stay the steps' own; records naming either id load and play; "match my
level" seats a step of the board ladder."""

from __future__ import annotations

import itertools
import random

import pytest

from patentgame import families
from patentgame.controller.setup import GameSetup, SeatSetup, with_matched_levels
from patentgame.keeping.saves import read_game_record, record_text
from patentgame.model.board.ai import Budget
from patentgame.model.board.ai.levels import LADDER, LEVELS, RATINGS, STYLES, create_player
from patentgame.model.board.ai.players import LevelPlayer
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.lab import play
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from patentgame.model.strength import MATCH

#: The four ids the board games first had, and the steps they now are.
FIRST_IDS = {"ai:beginner": 3, "ai:casual": 6, "ai:strong": 10, "ai:expert": 11}


def test_the_ladder_has_eleven_steps_weakest_first_with_the_first_ids_as_their_own() -> None:
    assert [level.step for level in LADDER] == list(range(1, 12))
    assert len(LADDER) >= 8
    for level in LADDER:
        if level.id in FIRST_IDS:
            assert level.step == FIRST_IDS[level.id]
            assert level.aliases == (f"ai:level-{level.step}",)
        else:
            assert level.id == f"ai:level-{level.step}" and not level.aliases
        assert level.name and level.description and "provisional" not in level.description
    ratings = [level.rating for level in LADDER]
    assert all(rating is not None for rating in ratings)
    assert ratings == sorted(ratings)  # measured: each step above the one below
    assert LEVELS[0].id == MATCH and LEVELS[1:-1] == LADDER
    assert LEVELS[-1].id == "ai:master"  # the simulating player, above the expert


def test_every_id_a_record_may_name_is_known_and_none_collides() -> None:
    ids = families.BOARD.player_ids
    assert len(ids) == len(set(ids))
    for player_id in FIRST_IDS:
        assert player_id in ids
    for level in LADDER:
        for player_id in (level.id, *level.aliases):
            assert player_id in ids and RATINGS[player_id] == level.rating


@pytest.mark.parametrize("rule_set", ["scrabble-en", "erudit-ru"])
def test_each_step_plays_legal_games_against_the_step_below(rule_set: str) -> None:
    """Every step plays two checked games (the lab checks each move, the tiles, the board's
    words and the record's replay): one against the step below, one against the step above."""
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    for lower, upper in itertools.pairwise(LADDER):
        _, result = play(rules, [upper.id, lower.id], lexicon, seed=upper.step or 0)
        assert result.finished and not result.problems, (upper.id, result.problems)


@pytest.mark.parametrize("old, numbered", [(key, f"ai:level-{step}") for key, step in
                                           FIRST_IDS.items()])  # fmt: skip
def test_an_old_id_and_its_step_number_are_the_same_player(old: str, numbered: str) -> None:
    lexicon = Lexicon.load("en-enable")
    first, second = create_player(old, lexicon), create_player(numbered, lexicon)
    assert isinstance(first, LevelPlayer) and isinstance(second, LevelPlayer)
    assert first.style == second.style == STYLES[FIRST_IDS[old]]
    assert first.player_id == old  # the record names the seat as it was chosen


def test_a_saved_game_naming_old_and_new_ids_loads_and_its_computers_play_on() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    seats = [Seat("Ada", "ai:beginner"), Seat("Bo", "ai:level-7"), Seat("Cy", "ai:level-6")]
    game = BoardGame.new(rules, seats, lexicon, seed=3)
    rng = random.Random(3)
    for _ in range(6):  # an unfinished game, as a person saves it
        seat = game.current
        player = families.BOARD.make_player(game.seats[seat].kind, lexicon)
        game.play(player.choose(game.perspective(seat), rng, Budget()).action)
    family, record = read_game_record(record_text(game))
    assert family is families.BOARD
    loaded = families.BOARD.replay(record, lexicon)
    assert loaded == game
    for seat in loaded.seats:
        assert seat.kind in families.BOARD.player_ids
        player = families.BOARD.make_player(seat.kind, lexicon)
        view = loaded.perspective(loaded.current)
        assert loaded.why_illegal(player.choose(view, rng, Budget()).action) is None


def test_match_my_level_seats_a_board_step() -> None:
    setup = GameSetup(
        (SeatSetup("Anna"), SeatSetup("Ada", MATCH, 1)),
        lexicon_id="en-enable",
        rules=rules_for("scrabble-en"),
        family="board",
    )
    new_player = with_matched_levels(setup).seats[1].kind
    steps = {level.id: level for level in LADDER}
    assert new_player in steps
    # Four recent losses to the casual player seat an easier step than its own.
    lost = with_matched_levels(setup, lambda _name: (1000.0, [("ai:casual", 0.0)] * 4))
    easier = steps[lost.seats[1].kind]
    assert easier.step is not None and easier.step < FIRST_IDS["ai:casual"]
    # Four wins over the strong player seat a step above the casual player.
    won = with_matched_levels(setup, lambda _name: (1000.0, [("ai:strong", 1.0)] * 4))
    harder = steps[won.seats[1].kind]
    assert harder.step is not None and harder.step > FIRST_IDS["ai:casual"]


@pytest.mark.parametrize(
    "rule_set, temperature", [("scrabble-en", 4.0), ("erudit-ru", 4.3), ("wocable-es", 4.0)]
)
def test_penny_picks_a_notch_looser_in_russian_only(rule_set: str, temperature: float) -> None:
    """The same person in every game, but in Russian, where steps 3 to 6 stood closer, Robin
    and Penny pick a little more loosely (the ladder's Russian gap between Penny and Theo)."""
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(
        rules, [Seat("Ada", "ai:beginner"), Seat("Bo", "ai:level-4")], lexicon, seed=2
    )
    penny = create_player("ai:beginner", lexicon)
    assert isinstance(penny, LevelPlayer)
    decision = penny.choose(game.perspective(game.current), random.Random(2), Budget())
    assert game.why_illegal(decision.action) is None
    assert penny.style.temperature == temperature
    assert penny.style.see_by_length == STYLES[3].see_by_length  # the same eyes
    tuned = create_player("ai:beginner@temperature=3", lexicon)  # the lab's tuning: everywhere
    assert isinstance(tuned, LevelPlayer)
    tuned.choose(game.perspective(game.current), random.Random(2), Budget())
    assert tuned.style.temperature == 3

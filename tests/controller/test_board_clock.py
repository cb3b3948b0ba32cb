"""The board games' clock in the game model (issue 34.9): the mover's time goes with each move
into the record (a challenge out of turn is not timed), the move in progress is kept in the
record's optional keys and read back only when it is about the same moment of the game."""

from __future__ import annotations

from patentgame.controller.board.game_model import CLOCK_KEY, BoardGameModel, resumed_time
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.moves import Challenge, Pass, Place
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from tests.controller.board_helpers import ann_and_bob

_model = ann_and_bob


def test_each_move_of_the_seat_to_move_carries_its_time_into_the_record(qapp: object) -> None:
    model = _model(game_minutes=25)
    assert model.clock.seat == 0 and model.clock.running  # no table holds it
    assert model.submit(Place.across(0, "H8", "ee")) is None
    assert model.clock.seat == 1
    assert model.submit(Challenge(1)) is None  # Bob is to move: his challenge is timed
    assert model.submit(Pass(1)) is None
    times = model.game.times
    assert all(isinstance(time, int) and time >= 0 for time in times)
    extra = model.record_extra()[CLOCK_KEY]
    assert extra == {"seat": 0, "moves": 3, "time": extra["time"]}  # type: ignore[index]


def test_without_a_clock_nothing_is_timed_or_kept(qapp: object) -> None:
    model = _model()
    assert not model.clock.active
    assert model.submit(Pass(0)) is None
    assert model.game.times == (None,) and CLOCK_KEY not in model.record_extra()
    assert "time" not in model.game.record().to_json()["moves"][0]


def test_a_saved_clock_is_read_only_for_the_moment_it_was_saved_at(qapp: object) -> None:
    game = _model(move_seconds=60).game
    assert resumed_time({"seat": 0, "moves": 0, "time": 12_000}, game) == 12_000
    for wrong in (
        None,
        [0, 0, 12_000],
        {"seat": 1, "moves": 0, "time": 12_000},  # not the seat to move
        {"seat": 0, "moves": 2, "time": 12_000},  # another moment of the game
        {"seat": 0, "moves": 0, "time": "12 s"},
        {"seat": 0, "moves": 0, "time": True},
    ):
        assert resumed_time(wrong, game) == 0, wrong
    assert resumed_time({"seat": 0, "moves": 0, "time": -5}, game) == 0
    again = BoardGameModel()
    again.adopt(
        game, None, Lexicon.load("en-enable"), {CLOCK_KEY: {"seat": 0, "moves": 0, "time": 7_000}}
    )
    assert again.clock.move_ms() >= 7_000


def test_a_challenge_out_of_turn_is_not_timed(qapp: object) -> None:
    rules = rules_for("scrabble-en", game_minutes=25)
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(
        rules, [Seat("Ann"), Seat("Bob"), Seat("Cy")], lexicon, seed=1,
        bag=bag_starting_with("cateeeo", rules.tiles), start=0,
    )  # fmt: skip
    model = BoardGameModel()
    model.adopt(game, None, lexicon)
    assert model.submit(Place.across(0, "H8", "cat")) is None
    assert model.clock.seat == 1
    assert model.submit(Challenge(2)) is None  # Cy challenges while Bob is to move
    assert model.game.times[1] is None and model.clock.seat == 1
    assert model.submit(Pass(1)) is None
    assert isinstance(model.game.times[2], int)

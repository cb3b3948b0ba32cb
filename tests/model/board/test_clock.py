"""The game clock in the engine (BOARD_RULES.md, "Clock"; issue 34.9): the engine is given each
move's time, never reads a clock; a time per move ends in the ``timeout`` act (the player has left
the game, seed 004); a time per game costs 10 points per minute or part of one over, at the end.
Times are kept in the record, so a record replays to the same end."""

from __future__ import annotations

import json

import pytest

from patentgame.model.board import gcg
from patentgame.model.board.clock import MINUTE_MS
from patentgame.model.board.events import EndReason, GameEnded, TimedOut, TimePenalty
from patentgame.model.board.history import EntryKind
from patentgame.model.board.moves import Pass, Place, Resign, Timeout
from patentgame.model.board.reasons import Refusal
from patentgame.model.board.record import dumps, from_json, loads
from patentgame.model.board.replay import replay
from patentgame.model.board.rules import rules_for
from patentgame.model.errors import RecordError
from tests.model.board.helpers import Words, stacked

CAT = ["cat", "cats", "at", "ta", "act", "to", "tot", "oat", "cot", "coat", "dog", "go", "taco"]


def test_the_clock_is_off_in_every_rule_set_and_a_timeout_is_refused_without_a_time_per_move() -> (
    None
):
    from patentgame.model.board.rules import RULE_SETS

    for info in RULE_SETS.values():
        assert not info.rules.clock_on
        assert stacked(info.id, "").why_illegal(Timeout(0)) is Refusal.NO_MOVE_CLOCK
    per_game = stacked("wocable-en", "", game_minutes=25)
    assert per_game.why_illegal(Timeout(0)) is Refusal.NO_MOVE_CLOCK
    per_move = stacked("wocable-en", "", move_seconds=60)
    assert per_move.why_illegal(Timeout(1)) is Refusal.NOT_YOUR_TURN
    assert per_move.why_illegal(Timeout(0)) is None
    with pytest.raises(ValueError, match="one clock"):
        rules_for("scrabble-en", move_seconds=60, game_minutes=25)


def test_in_wocable_a_player_whose_time_per_move_runs_out_has_left_and_the_other_wins() -> None:
    game = stacked("wocable-en", "catsdog" + "ooooooo", CAT, move_seconds=60)
    game.play(Place.across(0, "H8", "cat"), time=12_345)
    events = game.play(Timeout(1), time=60_000)
    assert isinstance(events[0], TimedOut) and events[0].seat == 1
    ended = events[-1]
    assert isinstance(ended, GameEnded) and ended.reason is EndReason.RESIGNATION
    assert game.winners == (0,) and game.resigned(1)
    assert game.history[-1].kind is EntryKind.TIMEOUT
    # The record keeps the act and each move's time, and replays to the same end.
    record = loads(dumps(game.record()))
    moves = record.to_json()["moves"]
    assert moves[1] == {"seat": 1, "act": "timeout", "time": 60_000}
    assert moves[0]["time"] == 12_345
    again = replay(record, game.lexicon)
    assert again == game and again.times == (12_345, 60_000)


def test_with_three_players_the_others_play_on_after_a_timeout() -> None:
    game = stacked("wocable-en", "catsdog" + "ooooooo" + "aaaaaaa", CAT, seats=3, move_seconds=30)
    game.play(Pass(0), time=1_000)
    game.play(Timeout(1), time=30_000)
    assert not game.game_over and game.current == 2
    assert game.why_illegal(Pass(1)) is Refusal.RESIGNED
    game.play(Pass(2), time=2_000)
    assert game.current == 0  # the seat that left is skipped
    game.play(Timeout(0), time=30_000)
    assert game.game_over and game.winners == (2,)


def test_a_time_per_game_costs_ten_points_per_minute_or_part_over_at_the_end() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT, game_minutes=1)
    game.play(Place.across(0, "H8", "cat"), time=50_000)  # Ann: 10 points
    game.play(Pass(1), time=MINUTE_MS + 1)  # Bob: one millisecond over
    game.play(Pass(0), time=2 * MINUTE_MS)
    game.play(Pass(1))  # not timed
    events = game.play(Pass(0), time=1_000)  # Ann: 2:51 in all, 1:51 over
    assert game.game_over
    penalties = [event for event in events if isinstance(event, TimePenalty)]
    assert [(p.seat, p.minutes, p.points) for p in penalties] == [(0, 2, 20), (1, 1, 10)]
    ended = events[-1]
    assert isinstance(ended, GameEnded) and ended.time_penalties == (-20, -10)
    racks = [sum(game.rules.tiles.value(t) for t in game.rack(s)) for s in (0, 1)]
    assert ended.adjustments == (-racks[0] - 20, -racks[1] - 10)
    assert game.scores == (10 - racks[0] - 20, -racks[1] - 10)
    lines = [entry for entry in game.history if entry.kind is EntryKind.TIME_PENALTY]
    assert [(line.seat, line.score) for line in lines] == [(0, -20), (1, -10)]
    assert sum(entry.score for entry in game.history if entry.seat == 0) == game.score(0)
    # The times in the record give the same penalties when it is replayed.
    again = replay(loads(dumps(game.record())), game.lexicon)
    assert again.scores == game.scores and again == game
    assert game.time_used(0) == 51_000 + 2 * MINUTE_MS
    # GCG writes the penalty as tournament files do.
    assert ">Ann: " in gcg.write(game) and "(time) -20" in gcg.write(game)


def test_the_time_penalty_can_decide_the_winner() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT, game_minutes=1, time_penalty=10)
    game.set_rack(1, [])
    game.play(Place.across(0, "H8", "cat"), time=4 * MINUTE_MS)  # 3 minutes over: -30
    game.set_rack(0, [])
    for seat in (1, 0, 1, 0):
        game.play(Pass(seat))
    assert game.scores == (10 - 30, 0) and game.winners == (1,)


def test_without_a_time_per_game_no_penalty_whatever_the_times() -> None:
    game = stacked("scrabble-en", "catsdog" + "ooooooo", CAT)
    game.set_rack(0, [])
    game.set_rack(1, [])
    for seat in (0, 1, 0, 1):
        game.play(Pass(seat), time=60 * MINUTE_MS)
    ended = [event for event in game.history if event.kind is EntryKind.TIME_PENALTY]
    assert not ended and game.scores == (0, 0)


def test_records_keep_the_clock_options_and_refuse_bad_times() -> None:
    rules = rules_for("wocable-en", move_seconds=45)
    assert rules.to_json() == {"rule_set": "wocable-en", "move_seconds": 45}
    game = stacked("wocable-en", "catsdog", CAT, rules=rules)
    game.play(Resign(0), time=3_000)
    text = dumps(game.record())
    assert from_json(json.loads(text)).rules == rules
    data = json.loads(text)
    data["moves"][0]["time"] = -1
    with pytest.raises(RecordError, match="'time' must be a whole number of milliseconds"):
        from_json(data)
    data["moves"][0]["time"] = "3s"
    with pytest.raises(RecordError, match="move 0"):
        from_json(data)
    both = json.loads(text)
    both["rules"]["game_minutes"] = 25
    with pytest.raises(RecordError, match="one clock"):
        from_json(both)
    with pytest.raises(ValueError, match="milliseconds"):
        stacked("wocable-en", "", CAT).play(Pass(0), time=-5)


def test_a_version_1_record_reads_as_before_with_no_clock_and_no_times() -> None:
    old = {
        "format": "patentgame-board-record",
        "version": 1,
        "rules": {"rule_set": "scrabble-en"},
        "players": [{"name": "Ann"}, {"name": "Bob"}],
        "moves": [{"seat": 0, "act": "pass"}],
    }
    record = from_json(old)
    assert not record.rules.clock_on and record.times == ()
    assert "time" not in dumps(record)
    assert replay(record, Words(CAT)).times == (None,)

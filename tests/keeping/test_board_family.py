"""The board games on the keeping floor: their records save and read back through the registry,
open in the app, and their finished games go into the statistics with their own figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patentgame import families
from patentgame.keeping.saves import open_game, read_game_record, record_text
from patentgame.keeping.settings import Settings, load_settings
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.board import board_figures
from patentgame.model.board.game import BoardGame
from patentgame.model.board.lab import play
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


@pytest.fixture(scope="module")
def finished() -> BoardGame:
    game, result = play(
        rules_for("erudit-ru"), ["ai:random", "ai:random"], Lexicon.load("ru-nouns"), 5
    )
    assert result.finished and not result.problems
    return game


def test_a_board_game_saves_as_its_own_record_one_move_per_line(finished: BoardGame) -> None:
    text = record_text(finished)
    family, record = read_game_record(text)
    assert family is families.BOARD
    assert record.players == finished.players and record.lexicon_id == "ru-nouns"
    assert record.extra["app"].startswith("patentgame")
    document = json.loads(text)
    assert document["format"] == "patentgame-board-record" and "actions" not in document
    lines = text.splitlines()
    assert len(lines) == 2 + len(finished.actions)  # the head, each move, the closing bracket
    assert families.BOARD.replay(record, Lexicon.load("ru-nouns")) == finished


def test_a_board_game_file_opens_in_the_app(finished: BoardGame, tmp_path: Path) -> None:
    path = tmp_path / "erudit.patentgame"
    path.write_text(record_text(finished), "utf-8")
    loaded = open_game(path, Lexicon.load)
    assert loaded.game == finished


def test_the_statistics_keep_a_finished_board_game_with_its_own_figures(
    finished: BoardGame, tmp_path: Path
) -> None:
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    game_id = store.add_game(finished)
    [stored] = store.games()
    assert stored.id == game_id and stored.family == "board"
    assert [seat.score for seat in stored.seats] == list(finished.scores)
    rows = store._db.execute(
        "SELECT seat, rule_set, plays, best_play_score, end_points FROM board_seats "
        "WHERE game_id = ? ORDER BY seat",
        (game_id,),
    ).fetchall()
    figures = board_figures(finished)
    assert [row[0] for row in rows] == [0, 1]
    assert {row[1] for row in rows} == {"erudit-ru"}
    assert [row[2] for row in rows] == [f.plays for f in figures]
    assert [row[3] for row in rows] == [f.best_play_score for f in figures]
    # Every point of the score is a play that stood or the end's rack points.
    for seat, f in enumerate(figures):
        played = sum(
            entry.score
            for entry in finished.history
            if entry.seat == seat and entry.kind.value in ("play", "withdrawn", "challenge_bonus")
        )
        assert played + f.end_points == finished.score(seat)
    store.close()


def test_settings_keep_the_board_family_and_its_new_game(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    data["family"] = "board"
    data["new_games"]["board"] = {
        "seats": ["human", "human"],
        "rules": {"rule_set": "erudit-ru"},
        "lexicon_id": "ru-nouns",
    }
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.notice is None
    assert loaded.settings.family == "board"
    new_game = loaded.settings.new_game("board")
    assert new_game.rules == rules_for("erudit-ru") and new_game.lexicon_id == "ru-nouns"

"""The board games on the keeping floor: their records save and read back through the registry,
and what the app cannot show yet (a table, statistics) is refused with one clear sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patentgame import families
from patentgame.keeping.saves import SaveFileError, open_game, read_game_record, record_text
from patentgame.keeping.settings import Settings, load_settings
from patentgame.keeping.stats import StatsStore
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


def test_opening_a_board_game_in_the_app_says_it_cannot_be_shown_yet(
    finished: BoardGame, tmp_path: Path
) -> None:
    path = tmp_path / "erudit.patentgame"
    path.write_text(record_text(finished), "utf-8")
    with pytest.raises(SaveFileError) as refused:
        open_game(path, Lexicon.load)
    message = str(refused.value)
    assert message.startswith("erudit.patentgame holds a game this version of the app cannot show")
    assert "Crossword board games" in message and "\n" not in message


def test_the_statistics_refuse_a_board_game_until_they_keep_its_figures(
    finished: BoardGame, tmp_path: Path
) -> None:
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    with pytest.raises(ValueError, match="keep no games of this family yet"):
        store.add_game(finished)
    assert store.games() == []
    store.close()


def test_settings_never_start_a_family_the_app_cannot_show(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    data["family"] = "board"
    data["new_games"]["board"] = {
        "seats": ["human", "ai:random"],
        "rules": {"rule_set": "erudit-ru"},
    }
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.settings.family == "patent"
    assert loaded.notice is not None and "family" in str(loaded.notice)
    assert [family_id for family_id, _ in loaded.settings.new_games] == ["patent"]

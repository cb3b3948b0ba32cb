"""Folders from --data-dir, and settings that survive damage without stopping the app."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from patentgame.keeping import paths
from patentgame.keeping.atomic import StorageError
from patentgame.keeping.settings import (
    MAX_RECENT,
    NewGame,
    Settings,
    load_settings,
    save_settings,
    with_recent_file,
    without_recent_file,
)
from patentgame.model.patent.rules import ChallengeMode, DoublerMode, RuleSet

FIXTURES = Path(__file__).with_name("fixtures")


@pytest.fixture
def data_root(tmp_path: Path) -> Iterator[Path]:
    paths.set_override(tmp_path / "portable")
    yield tmp_path / "portable"
    paths.set_override(None)


def test_override_puts_every_folder_under_it(data_root: Path) -> None:
    assert paths.data_dir() == data_root / "data"
    assert paths.config_dir() == data_root / "config"
    assert paths.autosave_path() == data_root / "data" / "current-game.json"
    assert paths.stats_path().parent.is_dir()
    assert paths.settings_path() == data_root / "config" / "settings.json"


def test_uncreatable_folder_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the folder should go")
    paths.set_override(tmp_path / "blocked")
    try:
        with pytest.raises(StorageError) as caught:
            paths.data_dir()
        assert "blocked" in str(caught.value)
    finally:
        paths.set_override(None)


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    custom = replace(
        Settings().with_new_game(
            "patent",
            NewGame(
                ("human", "ai:expert", "human"),
                RuleSet(challenge=ChallengeMode.AUTO, retries=None),
                "en-enable",
            ),
        ),
        player_names=("Ann", "Tycoon", "Cy", "Di", "Ed"),
        reduced_motion=True,
        ai_pace_ms=0,
        player_colours=(5, 4, 3, 2, 1),
        show_log=False,
        challenge_timeout=0,
        window_geometry="AdnQywADAAAAAAA=",
    )
    save_settings(custom, path)
    loaded = load_settings(path)
    assert loaded.notice is None
    assert loaded.settings == custom


def test_missing_file_gives_defaults_quietly(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.settings == Settings()
    assert loaded.notice is None


@pytest.mark.parametrize(
    "content", [b"{not json", b"", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b"{" * 100000]
)
def test_damaged_file_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.notice is not None and "could not be read" in str(loaded.notice)
    assert loaded.moved_to is not None and loaded.moved_to.read_bytes() == content
    assert loaded.moved_to.name.startswith("settings.json.damaged-")
    assert not path.exists()


def test_one_bad_value_keeps_the_good_ones(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    data["reduced_motion"] = True
    data["animation_speed"] = "very fast"
    data["new_games"]["patent"]["seats"] = ["human"]
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.settings.reduced_motion is True
    assert loaded.settings.animation_speed == Settings().animation_speed
    assert loaded.settings.new_game().seats == Settings().new_game().seats
    assert loaded.notice is not None
    assert "animation_speed" in str(loaded.notice) and "seats" in str(loaded.notice)
    assert loaded.moved_to is not None and loaded.moved_to.exists()


def test_recent_files_newest_first_without_duplicates(tmp_path: Path) -> None:
    settings = Settings()
    for index in range(MAX_RECENT + 3):
        settings = with_recent_file(settings, tmp_path / f"g{index}.patentgame")
    settings = with_recent_file(settings, tmp_path / "g5.patentgame")
    assert len(settings.recent_files) == MAX_RECENT
    assert settings.recent_files[0] == str(tmp_path / "g5.patentgame")
    assert settings.recent_files.count(str(tmp_path / "g5.patentgame")) == 1
    settings = without_recent_file(settings, tmp_path / "g5.patentgame")
    assert str(tmp_path / "g5.patentgame") not in settings.recent_files


def test_settings_into_an_unwritable_place_keep_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    before = path.read_bytes()
    (tmp_path / "blocked").write_text("a file where the config folder should be")
    with pytest.raises(StorageError):
        save_settings(replace(Settings(), reduced_motion=True), tmp_path / "blocked" / "s.json")
    assert path.read_bytes() == before


def test_a_settings_file_of_version_1_keeps_every_value(tmp_path: Path) -> None:
    # Written by the app before the house held several games (tests/keeping/fixtures): the
    # patent game's seats, rules and word list were at the top level of the file.
    path = tmp_path / "settings.json"
    path.write_bytes((FIXTURES / "settings-v1.json").read_bytes())
    loaded = load_settings(path)
    assert loaded.notice is None and loaded.moved_to is None
    settings = loaded.settings
    assert settings.player_names == ("Anna", "Bert", "Cleo", "Dirk", "Edda")
    assert settings.player_colours == (3, 1, 7, 0, 2)
    assert settings.family == "patent"
    assert settings.new_game("patent") == NewGame(
        ("human", "ai:expert", "ai:beginner"),
        RuleSet(challenge=ChallengeMode.AUTO, retries=2, doublers=DoublerMode.ADD, goal=30),
        "en-common",
    )
    assert (settings.animation_speed, settings.reduced_motion) == (1.5, True)
    assert (settings.ai_pace_ms, settings.challenge_timeout) == (350, 40)
    assert (settings.show_log, settings.accept_computer_words) == (False, True)
    assert settings.window_geometry.startswith("AdnQywAD")
    assert settings.recent_files == (
        "/home/anna/games/tuesday.patentgame",
        "/home/anna/saves/close.patentgame",
    )
    # Saved again, it is a file of version 2 that reads back the same.
    save_settings(settings, path)
    stored = json.loads(path.read_text("utf-8"))
    assert stored["version"] == 2 and "seats" not in stored
    assert stored["new_games"]["patent"]["lexicon_id"] == "en-common"
    assert load_settings(path).settings == settings


def test_a_game_family_this_app_does_not_know_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    data["new_games"]["chess"] = {"seats": ["human", "ai:stockfish"]}
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.notice is None
    assert loaded.settings == Settings()

"""`GameKeeper`: start-up, autosave after actions, game over and exit, with real files."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from recorded_games import WORDS, play_game

from patentgame import atomic
from patentgame.game_keeper import GameKeeper
from patentgame.model.errors import LexiconError
from patentgame.paths import STATS_NAME


def load_wordlist(list_id: str) -> frozenset[str]:
    if list_id != "test-words":
        raise LexiconError(f"there is no word list {list_id!r}")
    return WORDS


def test_a_game_survives_a_restart_and_lands_in_the_statistics(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path, load_wordlist)
    startup = keeper.start()
    assert startup.offer is None and startup.notices == ()
    finished = play_game(seed=21)
    for count in range(1, 16):
        assert keeper.after_action(play_game(seed=21, max_actions=count)) is None
    keeper.close()  # the app is closed mid-game

    keeper = GameKeeper(tmp_path, load_wordlist)
    startup = keeper.start()
    assert startup.offer is not None
    assert startup.offer.game == play_game(seed=21, max_actions=15)
    assert startup.offer.resume_question().startswith("Continue the game against Tycoon")
    assert keeper.game_over(finished) is None
    assert not (tmp_path / "current-game.json").exists()
    assert keeper.stats is not None and len(keeper.stats.games()) == 1
    keeper.close()


def test_full_disk_is_reported_once_until_it_works_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()

    def no_space(fd: int, data: memoryview) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_chunk", no_space)
    first = keeper.after_action(play_game(seed=3, max_actions=2))
    assert first is not None and "disk is full" in first
    assert keeper.after_action(play_game(seed=3, max_actions=3)) is None  # not repeated
    monkeypatch.undo()
    assert keeper.after_action(play_game(seed=3, max_actions=4)) is None
    monkeypatch.setattr(atomic, "_write_chunk", no_space)
    assert keeper.after_action(play_game(seed=3, max_actions=5)) is not None  # new failure
    keeper.close()


def test_damaged_files_give_notices_not_errors(tmp_path: Path) -> None:
    (tmp_path / "current-game.json").write_text('{"format": "patentgame-record", "vers')
    (tmp_path / STATS_NAME).write_bytes(b"garbage " * 512)
    keeper = GameKeeper(tmp_path, load_wordlist)
    startup = keeper.start()
    assert startup.offer is None
    assert len(startup.notices) == 2
    assert "autosaved game is damaged" in startup.notices[0]
    assert "statistics file was damaged" in startup.notices[1]
    keeper.close()


def test_declined_game_is_kept_as_a_save_file(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    keeper.after_action(play_game(seed=4, max_actions=6))
    kept = keeper.set_aside_offer()
    assert kept is not None and kept.parent == tmp_path / "saves"
    assert kept.suffix == ".patentgame"
    assert not (tmp_path / "current-game.json").exists()
    keeper.close()

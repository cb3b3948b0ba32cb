"""`GameKeeper`: start-up, autosave after actions, game over and exit, with real files."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from recorded_games import WORDS, play_game

from patentgame.keeping import atomic
from patentgame.keeping.hint_ledger import HINTS_KEY
from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.paths import STATS_NAME
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.model.errors import LexiconError


def load_wordlist(lexicon_id: str) -> frozenset[str]:
    if lexicon_id != "test-words":
        raise LexiconError(f"there is no word list {lexicon_id!r}")
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
    assert keeper.game_over(finished) == ()
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
    assert first is not None and "disk is full" in str(first)
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
    told = [str(notice) for notice in startup.notices]
    assert any("autosaved game could not be continued" in text for text in told)
    assert any("current-game.json is damaged: it is not valid JSON" in text for text in told)
    assert any("statistics file was damaged" in text for text in told)
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


def test_finished_game_left_in_the_autosave_is_recorded_at_start(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    finished = play_game(seed=22)
    keeper.after_action(finished)  # the app stopped before game_over() ran
    keeper.close()

    keeper = GameKeeper(tmp_path, load_wordlist)
    startup = keeper.start()
    assert startup.offer is None and startup.notices == ()
    assert keeper.stats is not None and len(keeper.stats.games()) == 1
    assert not (tmp_path / "current-game.json").exists()
    keeper.close()


def test_a_finished_game_recorded_at_start_keeps_its_hints_and_stays_one_game(
    tmp_path: Path,
) -> None:
    hints = {HINTS_KEY: [[3, 0, 1], [3, 0, 2], [3, 0, 3]]}
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    finished = play_game(seed=22)
    keeper.after_action(finished, hints)  # the app stopped before game_over() ran
    keeper.close()

    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    assert keeper.stats is not None and len(keeper.stats.games()) == 1
    (stored,) = keeper.stats.games()
    assert json.loads(keeper.stats.game_record(stored.id))[HINTS_KEY] == hints[HINTS_KEY]
    (ann,) = keeper.stats.profiles()
    # Three steps on one turn: one hint.
    assert keeper.stats.figures(patent_figures, ann.id).hints == 1
    # The same game recorded again at its end (without hints: another window, a reopened save)
    # is recognised as the same game.
    assert keeper.game_over(finished) == ()
    assert keeper.last_game_id == stored.id and len(keeper.stats.games()) == 1
    keeper.close()


def test_second_windows_autosave_left_behind_is_kept_as_a_save(tmp_path: Path) -> None:
    first, second = GameKeeper(tmp_path, load_wordlist), GameKeeper(tmp_path, load_wordlist)
    first.start()
    assert any("Another patentgame window" in str(n) for n in second.start().notices)
    second.after_action(play_game(seed=23, max_actions=9))
    assert (tmp_path / "current-game-2.json").exists()
    second.close()
    first.close()

    later = GameKeeper(tmp_path, load_wordlist)
    startup = later.start()
    kept = sorted((tmp_path / "saves").glob("unfinished-*.patentgame"))
    assert len(kept) == 1 and not (tmp_path / "current-game-2.json").exists()
    assert any(kept[0].name in str(notice) for notice in startup.notices)
    later.close()

"""Save As, Open and the autosave: every damaged file is refused with a reason, never lost."""

from __future__ import annotations

import errno
import json
import random
from datetime import datetime
from pathlib import Path

import pytest
from recorded_games import WORDS, play_game

from patentgame.keeping import atomic
from patentgame.keeping.atomic import StorageError
from patentgame.keeping.saves import (
    Autosave,
    SaveFileError,
    describe_time,
    open_game,
    record_text,
    save_game,
)
from patentgame.model.errors import LexiconError
from patentgame.model.patent.game import PlayerSpec


def load_wordlist(lexicon_id: str) -> frozenset[str]:
    if lexicon_id != "test-words":
        raise LexiconError(f"there is no word list {lexicon_id!r}")
    return WORDS


def test_save_and_open_round_trip(tmp_path: Path) -> None:
    game = play_game(seed=4, max_actions=15)
    path = save_game(game, tmp_path / "evening")
    assert path.name == "evening.patentgame"
    loaded = open_game(path, load_wordlist)
    assert loaded.game == game
    assert loaded.saved_at is not None
    assert loaded.record.extra["app"].startswith("patentgame")


def test_resume_question_names_the_computer_and_the_time(tmp_path: Path) -> None:
    game = play_game(seed=2, max_actions=5)
    path = tmp_path / "g.patentgame"
    path.write_text(record_text(game, datetime(2026, 11, 24, 21, 40)))
    loaded = open_game(path, load_wordlist)
    question = loaded.resume_question(now=datetime(2026, 11, 27, 9, 0))
    assert question == "Continue the game against Tycoon from Tuesday 21:40?"


def test_resume_question_for_people_only(tmp_path: Path) -> None:
    game = play_game((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy")), max_actions=3)
    path = tmp_path / "g.patentgame"
    path.write_text(record_text(game, datetime(2026, 11, 27, 8, 5)))
    question = open_game(path, load_wordlist).resume_question(now=datetime(2026, 11, 27, 9, 0))
    assert question == "Continue the game of Ann, Bob and Cy from today 08:05?"


def test_resume_question_of_a_hot_seat_game_names_everyone(tmp_path: Path) -> None:
    players = (PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Babbage", "ai:greedy"))
    game = play_game(players, max_actions=3)
    path = tmp_path / "g.patentgame"
    path.write_text(record_text(game, datetime(2026, 11, 27, 8, 5)))
    question = open_game(path, load_wordlist).resume_question(now=datetime(2026, 11, 27, 9, 0))
    assert question == "Continue the game of Anna and Ben against Babbage from today 08:05?"


def test_explanations_travel_with_the_record(tmp_path: Path) -> None:
    game = play_game(seed=2, max_actions=5)
    notes = {"notes": [[1, 1, "bought Z: the dearest patent in reach"]]}
    path = save_game(game, tmp_path / "g", notes)
    loaded = open_game(path, load_wordlist)
    assert loaded.record.extra["notes"] == notes["notes"]
    assert loaded.game == game


def _damage(kind: str, good: str) -> bytes:
    data = json.loads(good)
    if kind == "corrupted":
        return good.replace('"act"', '"a\x00ct', 3).encode()
    if kind == "truncated":
        return good.encode()[: len(good) // 2]
    if kind == "wrong-version":
        data["version"] = 99
    elif kind == "illegal-action":
        data["actions"][3] = {"seat": 0, "act": "discard", "cards": [101]}
    elif kind == "bad-deck":
        data["deck"] = "A" * 102
    elif kind == "no-players":
        data["players"] = []
    elif kind == "unknown-wordlist":
        data["lexicon"] = "klingon"
    elif kind == "not-a-record":
        data = [1, 2, 3]
    elif kind == "huge":
        data["padding"] = "x" * (5 * 1024 * 1024)
    elif kind == "binary":
        return bytes(range(256)) * 10
    elif kind == "empty":
        return b""
    elif kind == "deep":
        return b"[" * 200000
    return json.dumps(data).encode()


REASONS = {
    "corrupted": "is not text",
    "truncated": "not valid JSON",
    "wrong-version": "unsupported record version 99",
    "illegal-action": "action 3 is illegal",
    "bad-deck": "'deck' must be",
    "no-players": "'players'",
    "unknown-wordlist": "needs the word list 'klingon'",
    "not-a-record": "must be a JSON object",
    "huge": "larger than 4 MB",
    "binary": "not text",
    "empty": "is empty",
    "deep": "nested too deeply",
}


@pytest.mark.parametrize("kind", sorted(REASONS))
def test_damaged_file_is_refused_with_a_reason(tmp_path: Path, kind: str) -> None:
    game = play_game(seed=3, max_actions=12)
    content = _damage(kind, record_text(game))
    path = tmp_path / "damaged.patentgame"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        open_game(path, load_wordlist)
    message = str(caught.value)
    assert REASONS[kind] in message
    assert "damaged.patentgame" in message
    assert "Traceback" not in message
    assert path.read_bytes() == content  # opening changes nothing


def test_open_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="does not exist"):
        open_game(tmp_path / "gone.patentgame", load_wordlist)
    with pytest.raises(SaveFileError, match="is a folder"):
        open_game(tmp_path, load_wordlist)


def test_autosave_offers_an_unfinished_game(tmp_path: Path) -> None:
    game = play_game(seed=5, max_actions=20)
    autosave = Autosave(tmp_path)
    assert autosave.open() is None
    autosave.write(game)
    assert autosave.path == tmp_path / "current-game.json"
    autosave.close()

    next_start = Autosave(tmp_path)
    assert next_start.open() is None
    check = next_start.check(load_wordlist)
    assert check.notice is None
    assert check.offer is not None and check.offer.game == game
    assert check.offer.resume_question().startswith("Continue the game against Tycoon from today")
    next_start.close()


def test_finished_game_is_reported_not_offered(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.open()
    game = play_game(seed=6)
    assert game.game_over
    autosave.write(game)
    check = autosave.check(load_wordlist)
    assert check.offer is None
    assert check.finished is not None and check.finished.game == game
    assert (tmp_path / "current-game.json").exists()  # kept until the caller recorded it
    autosave.clear()
    assert not (tmp_path / "current-game.json").exists()
    autosave.close()


@pytest.mark.parametrize("kind", ["truncated", "illegal-action", "wrong-version", "binary"])
def test_damaged_autosave_is_moved_aside(tmp_path: Path, kind: str) -> None:
    content = _damage(kind, record_text(play_game(seed=7, max_actions=12)))
    (tmp_path / "current-game.json").write_bytes(content)
    autosave = Autosave(tmp_path)
    autosave.open()
    check = autosave.check(load_wordlist)
    assert check.offer is None
    assert check.notice is not None
    assert "kept as current-game.json.damaged-" in str(check.notice)
    assert check.moved_to is not None and check.moved_to.read_bytes() == content
    assert not (tmp_path / "current-game.json").exists()
    autosave.close()


def test_full_disk_during_autosave_keeps_the_previous_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave = Autosave(tmp_path)
    autosave.open()
    early = play_game(seed=8, max_actions=10)
    autosave.write(early)
    before = (tmp_path / "current-game.json").read_text()

    def no_space(fd: int, data: memoryview) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_chunk", no_space)
    with pytest.raises(StorageError, match="disk is full"):
        autosave.write(play_game(seed=8, max_actions=11))
    monkeypatch.undo()
    assert (tmp_path / "current-game.json").read_text() == before
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []
    assert autosave.check(load_wordlist).offer.game == early
    autosave.close()


def test_unwritable_data_folder_runs_without_autosave(tmp_path: Path) -> None:
    # Tests run as root, for whom permission bits are no barrier: a file where the data folder
    # should be is the read-only folder every user (root included) cannot write into.
    blocked = tmp_path / "data"
    blocked.write_text("not a folder")
    autosave = Autosave(blocked)
    notice = autosave.open()
    assert notice is not None and "will not be autosaved" in str(notice)
    assert not autosave.enabled
    autosave.write(play_game(seed=9, max_actions=3))  # quietly nothing
    assert blocked.read_text() == "not a folder"


def test_save_as_into_unwritable_place_keeps_the_old_file(tmp_path: Path) -> None:
    blocked = tmp_path / "folder"
    blocked.write_text("a file")
    with pytest.raises(StorageError):
        save_game(play_game(seed=9, max_actions=3), blocked / "game.patentgame")
    assert blocked.read_text() == "a file"


def test_second_autosave_object_gets_its_own_slot(tmp_path: Path) -> None:
    first, second = Autosave(tmp_path), Autosave(tmp_path)
    assert first.open() is None
    notice = second.open()
    assert notice is not None and "current-game-2.json" in str(notice)
    assert second.path == tmp_path / "current-game-2.json"
    first.close()
    second.close()


def test_random_damage_never_escapes_as_another_error(tmp_path: Path) -> None:
    """Flip, drop and insert bytes at random in a real record, 300 times: each file either
    opens as a valid game or is refused with a SaveFileError, nothing else."""
    good = record_text(play_game(seed=12, max_actions=30)).encode()
    rng = random.Random(6)
    path = tmp_path / "fuzzed.patentgame"
    refused = 0
    for _ in range(300):
        data = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            where = rng.randrange(len(data))
            change = rng.choice(("flip", "drop", "insert"))
            if change == "flip":
                data[where] = rng.randrange(256)
            elif change == "drop":
                del data[where : where + rng.randint(1, 40)]
            else:
                data[where:where] = rng.choice([b"9", b"-1", b'"', b"{", b"null", b"]"])
        path.write_bytes(bytes(data))
        try:
            open_game(path, load_wordlist)
        except SaveFileError:
            refused += 1
    assert refused > 150


def test_autosave_recreates_a_vanished_data_folder(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    autosave = Autosave(folder)
    autosave.open()
    autosave.write(play_game(seed=13, max_actions=3))
    for entry in folder.iterdir():
        entry.unlink()
    folder.rmdir()
    game = play_game(seed=13, max_actions=4)
    autosave.write(game)
    assert open_game(folder / "current-game.json", load_wordlist).game == game
    autosave.close()


def test_resume_question_speaks_the_apps_language(tmp_path: Path) -> None:
    """A Russian start asked "Continue the game against Ada from today 03:40?" in English (found
    when Settings > Language > Русский restarted the game): the question and its dates are the
    app's language."""
    from patentgame import wording

    players = (PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Babbage", "ai:greedy"))
    game = play_game(players, max_actions=3)
    path = tmp_path / "g.patentgame"
    path.write_text(record_text(game, datetime(2026, 11, 24, 21, 40)))
    loaded = open_game(path, load_wordlist)
    wording.use("ru")
    try:
        hot_seat = loaded.resume_question(now=datetime(2026, 11, 27, 9, 0))
        today = describe_time(datetime(2026, 11, 27, 8, 5), datetime(2026, 11, 27, 9, 0))
        long_ago = describe_time(datetime(2025, 3, 2, 8, 5), datetime(2026, 11, 27, 9, 0))
    finally:
        wording.use("en")
    assert (
        hot_seat
        == "Продолжить партию против Babbage (играют Anna и Ben), сохранённую во вторник в 21:40?"
    )
    assert today == "сегодня в 08:05"
    assert long_ago == "2 марта 2025 г. в 08:05"

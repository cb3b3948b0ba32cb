"""Each hole the reliability audit found (issue 12), held shut by a case of its own.

Every case ends in one clean line (checked by the fuzz suite's oracle, ``check_message``),
loses nothing, prints no traceback and does not hang. The numbers in the test names are the
issue's.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from recorded_games import WORDS, play_game

from patentgame import families
from patentgame.keeping.atomic import StorageError, write_text_atomic
from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.saves import SaveFileError, open_game, record_text
from patentgame.keeping.settings import Settings, load_settings
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.store import FIGURES
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import (
    MAX_IMPORT_BYTES,
    MAX_IMPORT_LINE,
    Lexicon,
    import_wordlist,
)
from patentgame.model.patent.game import PlayerSpec
from patentgame.model.problems import Fault, explain
from tests.reliability.disks import fill, full_disk, read_only
from tests.reliability.fuzzing import check_message, check_problem

ROOT = Path(__file__).resolve().parents[2]


def load_wordlist(lexicon_id: str) -> frozenset[str]:
    if lexicon_id != "test-words":
        raise LexiconError(f"there is no word list {lexicon_id!r}")
    return WORDS


def patentgame(*args: str, **options: object) -> subprocess.CompletedProcess[str]:
    """The command line, run as a person runs it."""
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **options}
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "patentgame", *args],
        text=True,
        cwd=ROOT,
        timeout=120,
        **streams,
    )


@contextlib.contextmanager
def within(seconds: float) -> Iterator[None]:
    """Fail the test instead of hanging when the block takes longer than ``seconds``."""

    def ring(_signal: int, _frame: object) -> None:
        raise AssertionError(f"still running after {seconds} s: it hangs")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def a_record(**changes: object) -> dict[str, object]:
    document = json.loads(record_text(play_game(seed=3, max_actions=10)))
    document.update(changes)
    return document


def enable_record(tmp_path: Path, text: str) -> Path:
    """A record of the game the command line can replay (the built-in ENABLE list)."""
    path = tmp_path / "game.json"
    path.write_text(text.replace('"test-words"', '"en-enable"'), encoding="utf-8")
    return path


# -- 1. an integer of more than 4,300 digits ------------------------------------------------------


def test_1_a_number_of_5000_digits_is_one_line_everywhere(tmp_path: Path) -> None:
    text = json.dumps(a_record(seed=1)).replace('"seed": 1', '"seed": ' + "9" * 5000)
    path = enable_record(tmp_path, text)
    result = patentgame("replay", str(path))
    assert result.returncode == 2 and result.stdout == ""
    check_message(result.stderr)
    assert "holds a number longer than 100 digits" in result.stderr
    with pytest.raises(SaveFileError) as caught:
        open_game(path, load_wordlist)
    check_problem(caught.value.problem)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "current-game.json").write_text(text)
    keeper = GameKeeper(tmp_path / "data", load_wordlist)
    notices = keeper.start().notices
    keeper.close()
    assert [notice.fault for notice in notices] == [Fault.AUTOSAVE_KEPT_ASIDE]
    check_problem(notices[0])
    kept = list((tmp_path / "data").glob("current-game.json.damaged-*"))
    assert [p.read_text() for p in kept] == [text]


# -- 2. a lone surrogate ----------------------------------------------------------------------


def test_2_a_lone_surrogate_in_a_record_is_refused_plainly(tmp_path: Path) -> None:
    path = tmp_path / "g.patentgame"
    document = a_record()
    document["players"][0]["name"] = "A\ud800nn"  # type: ignore[index]
    path.write_text(json.dumps(document))  # ASCII escapes: valid JSON, invalid text
    with pytest.raises(SaveFileError) as caught:
        open_game(path, load_wordlist)
    assert "broken character in players[0].name" in str(caught.value)
    check_problem(caught.value.problem)


def test_2_a_lone_surrogate_in_the_settings_takes_the_default(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    data["player_names"] = ["Zo\ud800", "Bob"]
    data["reduced_motion"] = True
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.settings.player_names == Settings().player_names
    assert loaded.settings.reduced_motion is True  # the good values stay
    assert "player_names" in explain(loaded.notice)  # type: ignore[arg-type]
    assert loaded.moved_to is not None and loaded.moved_to.read_text() == json.dumps(data)


def test_2_a_game_with_a_lone_surrogate_in_a_name_is_still_autosaved(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    game = play_game((PlayerSpec("A\ud800nn"), PlayerSpec("Bob")), seed=5, max_actions=6)
    assert keeper.after_action(game) is None
    keeper.close()
    loaded = open_game(tmp_path / "current-game.json", load_wordlist)
    assert loaded.game.players[0].name == "A\ufffdnn"
    assert loaded.game.actions == game.actions


# -- 3. word-list imports -----------------------------------------------------------------------


def test_3_a_file_larger_than_the_limit_is_refused_unread(tmp_path: Path) -> None:
    sparse = tmp_path / "sparse.txt"
    with open(sparse, "wb") as handle:
        handle.truncate(1536 * 1024 * 1024)  # 1.5 GB of NUL bytes, taking no disk
    with within(5), pytest.raises(LexiconError) as caught:
        import_wordlist(sparse, "Sparse", tmp_path / "data")
    assert "larger than 200 MB" in str(caught.value)
    check_problem(caught.value.problem)


def test_3_a_single_line_of_20_mb_is_refused_at_its_first_kilobytes(tmp_path: Path) -> None:
    line = tmp_path / "line.txt"
    line.write_bytes(b"a" * (20 * 1024 * 1024))
    with within(5), pytest.raises(LexiconError) as caught:
        import_wordlist(line, "Line", tmp_path / "data")
    assert f"line 1 is longer than {MAX_IMPORT_LINE:,} characters" in str(caught.value)


def test_3_a_gzip_bomb_stops_at_the_limit(tmp_path: Path) -> None:
    # Gzip members may follow each other: 210 copies of one 1 MB member unpack to 210 MB.
    member = gzip.compress((b"word " + b"x" * 4090 + b"\n") * 256, mtime=0)
    bomb = tmp_path / "bomb.txt.gz"
    bomb.write_bytes(member * (MAX_IMPORT_BYTES // (1024 * 1024) + 10))
    assert bomb.stat().st_size < 2 * 1024 * 1024
    with within(60), pytest.raises(LexiconError) as caught:
        import_wordlist(bomb, "Bomb", tmp_path / "data")
    assert "unpacks to more than 200 MB" in str(caught.value)
    assert not (tmp_path / "data" / "wordlists").exists() or not any(
        (tmp_path / "data" / "wordlists").iterdir()
    )


def test_3_a_damaged_gzip_stream_is_one_sentence(tmp_path: Path) -> None:
    packed = bytearray(gzip.compress(b"apple\nbanana\ncherry\n" * 500))
    packed[40:60] = b"\xff" * 20
    damaged = tmp_path / "damaged.txt.gz"
    damaged.write_bytes(bytes(packed))
    with pytest.raises(LexiconError) as caught:
        import_wordlist(damaged, "Damaged", tmp_path / "data")
    assert "damaged or cut-short gzip file" in str(caught.value)
    check_problem(caught.value.problem)


# -- 4. a statistics database with a damaged page ----------------------------------------------


def _stats_with_games(folder: Path, count: int) -> Path:
    path = folder / "stats.sqlite3"
    with StatsStore.open(path) as store:
        for seed in range(count):
            store.add_game(play_game(seed=seed))
    return path


def test_4_a_damaged_page_is_noticed_set_aside_and_the_readable_games_kept(
    tmp_path: Path,
) -> None:
    path = _stats_with_games(tmp_path, 30)
    data = bytearray(path.read_bytes())
    data[20 * 4096 : 20 * 4096 + 16] = b"\xff" * 16  # a b-tree page's header
    path.write_bytes(bytes(data))
    store = StatsStore.open(path)
    assert store.notice is not None and store.notice.fault is Fault.STATS_SALVAGED
    check_problem(store.notice)
    kept = list(tmp_path.glob("stats.sqlite3.damaged-*"))
    assert [p.read_bytes() for p in kept] == [bytes(data)]  # kept whole, for a later rescue
    assert 20 <= len(store.games()) < 30
    for profile in store.profiles():
        for family in families.FAMILIES:  # every window's query works on the new file
            store.figures(family.part(FIGURES), profile.id)
    store.close()


# -- 5. links in the data folder --------------------------------------------------------------


def test_5_links_in_the_data_folder_never_make_the_app_write_outside_it(tmp_path: Path) -> None:
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    for name in ("current-game.lock", "current-game.json", "stats.sqlite3"):
        (outside / name).write_text("precious")
        (data / name).symlink_to(outside / name)
    keeper = GameKeeper(data, load_wordlist)
    startup = keeper.start()
    assert keeper.autosave.path == data / "current-game.json"
    assert keeper.after_action(play_game(seed=8, max_actions=5)) is None
    keeper.close()
    for notice in startup.notices:
        check_problem(notice)
    assert [(outside / n).read_text() for n in sorted(os.listdir(outside))] == ["precious"] * 3
    assert not (data / "current-game.json").is_symlink()  # the link was replaced, not followed
    assert not (data / "current-game.lock").is_symlink()
    assert not (data / "stats.sqlite3").is_symlink()


def test_5_writing_over_a_link_replaces_the_link(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    target = tmp_path / "settings.json"
    target.symlink_to(outside)
    write_text_atomic(target, "{}\n")
    assert outside.read_text() == "precious"
    assert target.read_text() == "{}\n" and not target.is_symlink()


# -- 6. hangs and unbounded reads -------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes in folders are a POSIX thing")
def test_6_a_pipe_as_a_saved_game_or_the_autosave_never_blocks(tmp_path: Path) -> None:
    fifo = tmp_path / "game.patentgame"
    os.mkfifo(fifo)
    with within(5), pytest.raises(SaveFileError) as caught:
        open_game(fifo, load_wordlist)
    assert "is not an ordinary file" in str(caught.value)
    result = patentgame("replay", str(fifo))
    assert result.returncode == 2
    check_message(result.stderr)
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "current-game.json")
    keeper = GameKeeper(data, load_wordlist)
    with within(10):
        startup = keeper.start()
    keeper.close()
    assert [notice.fault for notice in startup.notices] == [Fault.AUTOSAVE_KEPT_ASIDE]
    assert len(list(data.glob("current-game.json.damaged-*"))) == 1


def test_6_settings_linked_to_dev_zero_are_not_read_without_end(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    with within(5):
        loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert "is not an ordinary file" in explain(loaded.notice)  # type: ignore[arg-type]
    assert loaded.moved_to is not None and loaded.moved_to.is_symlink()  # the link, kept


def test_6_a_name_of_100000_characters_is_refused_at_once(tmp_path: Path) -> None:
    document = a_record()
    document["players"][0]["name"] = "A" * 100_000  # type: ignore[index]
    path = tmp_path / "long.patentgame"
    path.write_text(json.dumps(document))
    began = time.perf_counter()
    with pytest.raises(SaveFileError) as caught:
        open_game(path, load_wordlist)
    assert time.perf_counter() - began < 2
    assert "name is longer than 100 characters" in str(caught.value)


# -- 7. a full disk ---------------------------------------------------------------------------


def test_7_a_full_disk_is_told_once_and_closing_says_nothing(tmp_path: Path) -> None:
    with full_disk(tmp_path / "disk") as disk:
        keeper = GameKeeper(disk, load_wordlist)
        keeper.start()
        assert keeper.after_action(play_game(seed=4, max_actions=3)) is None
        keeper.close()
        fill(disk)
        # The next start finds the disk full: the lock's pid cannot be written, which once
        # made closing the window fail with "No space left on device".
        keeper = GameKeeper(disk, load_wordlist)
        startup = keeper.start()
        assert startup.offer is not None and startup.offer.game.action_count == 3
        problem = keeper.after_action(play_game(seed=4, max_actions=4))
        assert problem is not None and "The disk is full" in explain(problem)
        check_problem(problem)
        keeper.close()  # the instance lock and the statistics close without a word
        kept = open_game(disk / "current-game.json", load_wordlist)
        assert kept.game.action_count == 3  # the last autosave that fit is whole


def test_7_settings_on_a_full_disk_keep_the_old_file(tmp_path: Path) -> None:
    with full_disk(tmp_path / "disk") as disk:
        path = disk / "settings.json"
        path.write_text("{}\n")
        fill(disk)
        with pytest.raises(StorageError) as caught:
            write_text_atomic(path, json.dumps(Settings().to_json(), indent=2) * 50)
        assert path.read_text() == "{}\n"
        check_problem(caught.value.problem)


# -- 8. selfplay's counts ---------------------------------------------------------------------


def test_8_an_absurd_number_of_games_is_refused_before_planning() -> None:
    began = time.perf_counter()
    result = patentgame(
        "selfplay", "--seats", "ai:random,ai:random", "--games", "99999999999999999999999"
    )
    assert result.returncode == 2 and time.perf_counter() - began < 30
    assert "--games: must be a whole number from 1 to 100,000" in result.stderr
    check_message(result.stderr)


def test_8_workers_are_capped_by_the_games_and_the_cores() -> None:
    from patentgame.commands.selfplay import worker_count

    cores = os.cpu_count() or 1
    assert worker_count(3000, 3) == min(3, cores)
    assert worker_count(None, 100) == cores
    assert worker_count(2, 1) == 1


# -- 9. messages and the rest -----------------------------------------------------------------


def test_9_replay_into_a_full_output_is_one_line(tmp_path: Path) -> None:
    path = enable_record(tmp_path, json.dumps(a_record()))
    with open("/dev/full", "w") as full:
        result = patentgame("replay", str(path), stdout=full)
    assert result.returncode == 1
    assert (
        result.stderr == "patentgame replay: The output could not be written: the disk is full.\n"
    )


@pytest.mark.parametrize(
    ("content", "told"),
    [
        (b"[" * 5000, "nested too deeply"),
        (b'{"seed": ' + b"1" * 4400 + b"}", "number longer than 100 digits"),
        (b'{"seed": NaN}', "number that is not finite"),
    ],
)
def test_9_no_python_internals_in_any_notice(tmp_path: Path, content: bytes, told: str) -> None:
    path = tmp_path / "g.patentgame"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        open_game(path, load_wordlist)
    assert told in str(caught.value)
    check_problem(caught.value.problem)
    with pytest.raises(SaveFileError) as folder:
        open_game(tmp_path, load_wordlist)
    assert str(folder.value) == f"{tmp_path.name} is a folder, not a file."


def test_9_a_word_list_id_of_100000_characters_is_shortened(tmp_path: Path) -> None:
    path = enable_record(tmp_path, json.dumps(a_record(lexicon="x" * 100_000)))
    result = patentgame("replay", str(path))
    assert result.returncode == 2 and len(result.stderr) < 300
    assert "There is no word list 'xxxx" in result.stderr and "…" in result.stderr
    check_message(result.stderr)


def test_9_importing_a_folder_says_it_is_a_folder(tmp_path: Path) -> None:
    with pytest.raises(LexiconError) as caught:
        import_wordlist(tmp_path, "Folder", tmp_path / "data")
    assert str(caught.value) == f"{tmp_path.name} is a folder, not a file."


def test_9_selfplay_finds_the_lists_imported_with_the_same_data_dir(tmp_path: Path) -> None:
    source = tmp_path / "mine.txt"
    source.write_text("\n".join(Lexicon.load("en-common")) + "\n", "utf-8")
    info = import_wordlist(source, "Mine", tmp_path / "data").info  # where the app puts it
    result = patentgame(
        "--data-dir",
        str(tmp_path),
        "selfplay",
        "--seats",
        "ai:random,ai:random",
        "--games",
        "1",
        "--lexicon",
        info.id,
        "--json",
        "--quiet",
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 1


def test_9_a_read_only_data_folder_still_offers_its_autosaved_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    keeper = GameKeeper(data, load_wordlist)
    keeper.start()
    game = play_game(seed=6, max_actions=9)
    keeper.after_action(game)
    keeper.close()
    with read_only(data):
        again = GameKeeper(data, load_wordlist)
        startup = again.start()
        assert startup.offer is not None and startup.offer.game == game
        assert [n.fault for n in startup.notices] == [Fault.AUTOSAVE_READ_ONLY]
        check_problem(startup.notices[0])
        assert again.after_action(game) is None  # nothing is autosaved, and nothing is said
        again.close()
    assert open_game(data / "current-game.json", load_wordlist).game == game


def test_9_unknown_keys_of_an_opened_record_survive_every_autosave(tmp_path: Path) -> None:
    from recorded_games import greedy_action

    document = a_record(comment={"by": "another tool", "n": [1, 2]}, zz_flag=True)
    opened = tmp_path / "other-tool.patentgame"
    opened.write_text(json.dumps(document))
    keeper = GameKeeper(tmp_path / "data", load_wordlist)
    (tmp_path / "data").mkdir()
    keeper.start()
    loaded = open_game(opened, load_wordlist)
    keeper.adopt(loaded)
    game = loaded.game
    game.play(greedy_action(game))
    assert keeper.after_action(game) is None
    keeper.close()
    saved = json.loads((tmp_path / "data" / "current-game.json").read_text())
    assert saved["comment"] == {"by": "another tool", "n": [1, 2]} and saved["zz_flag"] is True
    assert len(saved["actions"]) == len(document["actions"]) + 1  # type: ignore[arg-type]
    other = play_game(seed=30, max_actions=2)  # another game: no key of that record
    assert "comment" not in json.loads(record_text(other, carried=keeper.carried_for(other)))


def test_4_damage_met_while_playing_is_told_and_set_aside_at_the_close(tmp_path: Path) -> None:
    _stats_with_games(tmp_path, 12)
    keeper = GameKeeper(tmp_path, load_wordlist)
    keeper.start()
    path = tmp_path / "stats.sqlite3"
    data = bytearray(path.read_bytes())
    for page in range(2, len(data) // 4096):  # every b-tree page's header, under the open file
        data[page * 4096 : page * 4096 + 8] = b"\xff" * 8
    data[24:28] = b"\x7f\xff\xff\xff"  # a new change counter: SQLite drops its cached pages
    path.write_bytes(bytes(data))
    problems = keeper.game_over(play_game(seed=40))
    assert [problem.fault for problem in problems] == [Fault.FINISHED_PENDING]  # kept, not lost
    assert "statistics file is damaged" in explain(problems[0])
    check_problem(problems[0])
    keeper.close()
    assert [p.read_bytes() for p in tmp_path.glob("stats.sqlite3.damaged-*")] == [bytes(data)]
    with StatsStore.open(path) as store:
        assert store.notice is None  # a sound new file, for the next start
        before = len(store.games())
    again = GameKeeper(tmp_path, load_wordlist)
    assert [n.fault for n in again.start().notices] == [Fault.PENDING_ADDED]
    assert again.stats is not None and len(again.stats.games()) == before + 1
    again.close()


def test_4_the_windows_tell_damage_in_one_sentence(qtbot: object, tmp_path: Path) -> None:
    from patentgame.views.history_window import HistoryWindow
    from patentgame.views.statistics_window import StatisticsWindow

    path = _stats_with_games(tmp_path, 8)
    store = StatsStore.open(path)
    history = HistoryWindow(store, load_wordlist)
    statistics = StatisticsWindow(store)
    for window in (history, statistics):
        qtbot.addWidget(window)  # type: ignore[attr-defined]
    assert history.table.rowCount() == 8
    data = bytearray(path.read_bytes())
    for page in range(2, len(data) // 4096):
        data[page * 4096 : page * 4096 + 8] = b"\xff" * 8
    data[24:28] = b"\x7f\xff\xff\xff"
    path.write_bytes(bytes(data))
    history.refresh()
    statistics.refresh()
    told = "The statistics file is damaged; it is set aside when the game closes"
    assert history.status.text().startswith(told) and history.table.rowCount() == 0
    assert statistics.empty_label.text().startswith(told)
    store.close()
    assert len(list(tmp_path.glob("stats.sqlite3.damaged-*"))) == 1


# -- found by the fuzz suite --------------------------------------------------------------------


def test_fuzz_a_stored_rating_no_game_could_reach_does_not_stop_recording(tmp_path: Path) -> None:
    import sqlite3

    path = _stats_with_games(tmp_path, 3)
    with sqlite3.connect(path) as db:  # stats case 201434: a rating of 1e300 overflowed
        db.execute("UPDATE game_seats SET rating_after = 1e300 WHERE rating_after IS NOT NULL")
    with StatsStore.open(path) as store:
        store.add_game(play_game(seed=50))
        assert len(store.games()) == 4


def test_fuzz_a_stored_game_without_an_id_is_damage(tmp_path: Path) -> None:
    import sqlite3

    from patentgame.keeping.stats import StatsError

    path = _stats_with_games(tmp_path, 2)
    with sqlite3.connect(path) as db:  # stats case 202822: a schema whose id may be NULL
        db.execute("PRAGMA writable_schema = ON")
        db.execute(
            "UPDATE sqlite_master SET sql = replace(sql, 'id INTEGER PRIMARY KEY', 'id INT') "
            "WHERE name = 'games'"
        )
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO games (id, fingerprint, finished_at, family, lexicon_id, rules, seats, "
            "turns, winners, record) VALUES "
            "(NULL, 'x', '2026-01-01T00:00:00', 'patent', 'l', '{}', 2, 1, '[]', '{}')"
        )
    store = StatsStore.open(path)
    with pytest.raises(StatsError) as caught:
        store.games()
    assert caught.value.problem.fault is Fault.STATS_DAMAGED
    store.close()

"""A finished game the statistics cannot take is kept pending, never lost (issue 36.1).

The statistics are made unavailable the ways a person meets: another program holds a write lock
on the file (a real second SQLite connection, in a process of its own, inside ``BEGIN
EXCLUSIVE``), or a newer version of the app wrote it. Every family's finished game then goes to
``pending/`` in the data folder, the autosave is cleared only after that, and the game is added
to the statistics when they can take it again: when the next game finishes, or at the next
start. All through the real keeper, on real files.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from recorded_games import WORDS, play_game
from sqlite_lock import locked

from patentgame import families, wording
from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.paths import PENDING_FOLDER, STATS_NAME
from patentgame.keeping.saves import open_game
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.schema import SCHEMA_VERSION
from patentgame.model import problems as problem_texts
from patentgame.model.board.game import BoardGame
from patentgame.model.board.lab import play
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from patentgame.model.problems import Fault, Problem, explain


def load_any(lexicon_id: str) -> object:
    """The recorded games' small list, or a real compiled list."""
    return WORDS if lexicon_id == "test-words" else Lexicon.load(lexicon_id)


def stored_games(data: Path) -> list[tuple[str, int]]:
    """(family, turns) of every game in the statistics, in the order they finished."""
    with StatsStore.open(data / STATS_NAME) as store:
        assert store.notice is None
        games = sorted(store.games(), key=lambda game: (game.finished_at, game.id))
        return [(game.family, game.turns) for game in games]


def pending(data: Path) -> list[Path]:
    folder = data / PENDING_FOLDER
    return sorted(folder.glob("*.patentgame")) if folder.is_dir() else []


def faults(problems: tuple[Problem, ...] | list[Problem]) -> list[Fault]:
    return [problem.fault for problem in problems]


def check_sentence(problem: Problem) -> str:
    text = explain(problem)
    assert "Error" not in text and "Traceback" not in text and "\n" not in text
    return text


@pytest.fixture(scope="module")
def board_game() -> BoardGame:
    game, result = play(
        rules_for("erudit-ru"), ["ai:random", "ai:random"], Lexicon.load("ru-nouns"), 5
    )
    assert result.finished and not result.problems
    return game


@pytest.fixture(scope="module")
def buyword_game() -> object:
    from patentgame.model.buyword.ai.lab import GameTask, play_game
    from patentgame.model.buyword.rules import BuyWordRules

    lexicon = Lexicon.load()
    result = play_game(GameTask(0, ("ai:greedy",), 0, 3), lexicon, BuyWordRules(), keep_record=True)
    assert result.finished and result.record is not None
    record = families.BUYWORD.read_record(json.loads(result.record))
    return families.BUYWORD.replay(record, lexicon)


def test_a_patent_game_finished_while_another_program_locks_the_statistics_is_kept_and_added_with_the_next(  # noqa: E501
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Problems are told through the app's translations, as the app sets them up (app.py), so the
    # count's plural is said as a player reads it; without them the sentence read "game(s)",
    # and the test depended on whether a test before it had set a translator.
    monkeypatch.setattr(problem_texts, "_translate", wording.translate)
    keeper = GameKeeper(tmp_path, load_any)
    assert keeper.start().notices == ()
    assert keeper.game_over(play_game(seed=1)) == ()  # the statistics as usual
    second = play_game(seed=2)
    keeper.after_action(play_game(seed=2, max_actions=len(second.actions) - 1))
    with locked(tmp_path / STATS_NAME):
        problems = keeper.game_over(second)
        assert faults(problems) == [Fault.FINISHED_PENDING]
        told = check_sentence(problems[0])
        assert told.startswith("This game could not be added to the statistics. The statistics")
        assert told.endswith("will be added to the statistics as soon as they can take it.")
        (kept,) = pending(tmp_path)
        assert open_game(kept, load_any).game == second  # the whole finished game, replayed
        assert not (tmp_path / "current-game.json").exists()  # cleared only once it was kept
    assert stored_games(tmp_path) == [("patent", play_game(seed=1).turns)]

    third = play_game(seed=3)
    problems = keeper.game_over(third)  # the lock is gone: the kept game goes in first
    assert problems == (Problem(Fault.PENDING_ADDED, count=1),)
    assert check_sentence(problems[0]) == (
        "1 finished game kept while the statistics could not take it was added to them now."
    )
    assert pending(tmp_path) == []
    games = (play_game(seed=1), second, third)
    assert stored_games(tmp_path) == [("patent", game.turns) for game in games]
    assert keeper.outcomes() != () and keeper.last_game_id is not None  # the third game's
    keeper.close()


def test_a_board_game_finished_while_the_statistics_were_locked_from_the_start_is_added_at_the_next_start(  # noqa: E501
    tmp_path: Path, board_game: BoardGame
) -> None:
    StatsStore.open(tmp_path / STATS_NAME).close()
    with locked(tmp_path / STATS_NAME):
        keeper = GameKeeper(tmp_path, load_any)
        startup = keeper.start()
        assert faults(startup.notices) == [Fault.STATS_OFF]
        keeper.after_action(board_game)  # the autosave holds the game until it is kept
        problems = keeper.game_over(board_game)
        assert faults(problems) == [Fault.FINISHED_PENDING]
        assert "busy" in check_sentence(problems[0])
        assert keeper.outcomes() == ()  # nothing recorded: no old game's outcome shown instead
        keeper.close()
    assert len(pending(tmp_path)) == 1 and not (tmp_path / "current-game.json").exists()
    assert stored_games(tmp_path) == []

    again = GameKeeper(tmp_path, load_any)
    startup = again.start()
    assert startup.notices == (Problem(Fault.PENDING_ADDED, count=1),)
    assert startup.offer is None
    again.close()
    assert stored_games(tmp_path) == [("board", board_game.turns)]
    assert pending(tmp_path) == []


def test_a_buyword_game_is_kept_while_a_newer_version_owns_the_statistics(
    tmp_path: Path, buyword_game: object
) -> None:
    path = tmp_path / STATS_NAME
    StatsStore.open(path).close()
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    newer = path.read_bytes()
    keeper = GameKeeper(tmp_path, load_any)
    (notice,) = keeper.start().notices
    assert notice.params["cause"] == Problem(Fault.STATS_NEWER, version=SCHEMA_VERSION + 1)
    problems = keeper.game_over(buyword_game)  # type: ignore[arg-type]
    assert faults(problems) == [Fault.FINISHED_PENDING]
    assert "newer version" in check_sentence(problems[0])
    keeper.close()
    assert path.read_bytes() == newer  # the newer version's file is left untouched
    (kept,) = pending(tmp_path)
    assert open_game(kept, load_any).game.summary() == buyword_game.summary()  # type: ignore[attr-defined]
    # Each later start tries again, and the game waits as long as the file is the newer one's.
    again = GameKeeper(tmp_path, load_any)
    assert Fault.PENDING_ADDED not in faults(again.start().notices)
    again.close()
    assert pending(tmp_path) == [kept]


def test_a_finished_game_is_kept_in_the_autosave_when_not_even_the_pending_folder_can_be_written(
    tmp_path: Path,
) -> None:
    (tmp_path / PENDING_FOLDER).write_text("a file in the folder's way")
    finished = play_game(seed=5)
    keeper = GameKeeper(tmp_path, load_any)
    keeper.start()
    keeper.after_action(play_game(seed=5, max_actions=4))
    with locked(tmp_path / STATS_NAME):
        problems = keeper.game_over(finished)
        assert faults(problems) == [Fault.FINISHED_PENDING]
        assert open_game(tmp_path / "current-game.json", load_any).game == finished
        keeper.close()
    again = GameKeeper(tmp_path, load_any)
    startup = again.start()  # the finished game in the autosave is recorded now
    assert startup.offer is None and startup.notices == ()
    again.close()
    assert stored_games(tmp_path) == [("patent", finished.turns)]
    assert not (tmp_path / "current-game.json").exists()


def test_a_finished_autosave_met_at_a_start_with_locked_statistics_is_kept_pending(
    tmp_path: Path,
) -> None:
    finished = play_game(seed=6)
    keeper = GameKeeper(tmp_path, load_any)
    keeper.start()
    keeper.after_action(finished)  # the app stopped before game_over() ran
    keeper.close()
    with locked(tmp_path / STATS_NAME):
        keeper = GameKeeper(tmp_path, load_any)
        startup = keeper.start(open_statistics=False)  # as the desktop app starts
        assert faults(startup.notices) == [Fault.FINISHED_PENDING]
        keeper.close()
    assert not (tmp_path / "current-game.json").exists()
    assert len(pending(tmp_path)) == 1
    keeper = GameKeeper(tmp_path, load_any)
    keeper.start(open_statistics=False)
    assert keeper.open_statistics() is None
    assert keeper.catch_up() == (Problem(Fault.PENDING_ADDED, count=1),)
    keeper.close()
    assert stored_games(tmp_path) == [("patent", finished.turns)]


def test_a_pending_file_that_can_never_be_added_is_kept_as_a_save_not_tried_forever(
    tmp_path: Path,
) -> None:
    folder = tmp_path / PENDING_FOLDER
    folder.mkdir()
    (folder / "finished-20260101-000000-000000-00000000.patentgame").write_text("{damaged")
    keeper = GameKeeper(tmp_path, load_any)
    (notice,) = keeper.start().notices
    assert notice.fault is Fault.FINISHED_KEPT
    check_sentence(notice)
    keeper.close()
    assert pending(tmp_path) == []
    assert [p.read_text() for p in (tmp_path / "saves").iterdir()] == ["{damaged"]

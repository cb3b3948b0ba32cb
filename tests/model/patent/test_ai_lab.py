"""The self-play lab: fair seating, figures that add up, a table that says what the JSON says."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from patentgame.cli import main
from patentgame.model.patent.ai.lab import plan


def test_every_kind_plays_every_seat_and_start_equally() -> None:
    kinds = ["ai:expert", "ai:greedy", "ai:casual"]
    tasks = plan(kinds, 18, seed=5)
    seats = Counter((task.kinds[seat], seat) for task in tasks for seat in range(3))
    assert set(seats.values()) == {6}
    starts = Counter(task.kinds[task.first] for task in tasks)
    assert set(starts.values()) == {6}
    # Each deal is played once per rotation, so the seeds come in groups of three.
    assert [task.seed for task in tasks[:6]] == [5, 5, 5, 6, 6, 6]


def _selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["selfplay", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _table_rows(table: str) -> dict[str, list[str]]:
    rows = {}
    for line in table.splitlines():
        if line.startswith("ai:"):
            cells = line.split()
            rows[cells[0]] = cells[1:]
    return rows


def test_the_table_shows_the_json_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    common = ["--seats", "ai:greedy,ai:beginner", "--games", "6", "--seed", "9"]
    status, out, err = _selfplay(capsys, *common, "--workers", "2", "--json")
    assert status == 0
    assert "6/6 games" in err  # the progress bar
    figures = json.loads(out)
    status, table, _ = _selfplay(capsys, *common, "--workers", "1", "--quiet")
    assert status == 0
    assert f"games {figures['games']}  ties {figures['ties']}" in table
    assert f"fallbacks {figures['fallbacks']}" in table
    rows = _table_rows(table)
    assert set(rows) == {"ai:greedy", "ai:beginner"}
    for kind, cells in rows.items():
        wins, rate, _, score, money, stock, p50, p95, p99 = cells
        assert int(wins) == figures["wins"][kind]
        assert float(rate) == pytest.approx(figures["win_rate"][kind]["rate"] * 100, abs=0.05)
        assert float(score) == pytest.approx(figures["mean_score"][kind])
        assert float(money) == pytest.approx(figures["money_per_turn"][kind])
        assert float(stock) == pytest.approx(figures["stock_per_turn"][kind])
        assert 0 <= float(p50) <= float(p95) <= float(p99)
    assert sum(figures["wins"].values()) + figures["ties"] == figures["games"] == 6
    assert set(figures["decision_ms"]["ai:greedy"]) >= {"p50", "p95", "p99"}


def test_saved_games_replay_to_the_same_end(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--seats", "ai:casual,ai:greedy", "--games", "2", "--seed", "4", "--quiet"]
    status, _, _ = _selfplay(capsys, *args, "--json", "--save-games", str(tmp_path))
    assert status == 0
    saved = sorted(tmp_path.glob("game-*.json"))
    assert [path.name for path in saved] == ["game-00000.json", "game-00001.json"]
    record = json.loads(saved[0].read_text("utf-8"))
    assert [player["kind"] for player in record["players"]] == ["ai:casual", "ai:greedy"]
    assert len(record["decisions"]) == len(record["actions"])
    assert main(["replay", str(saved[0])]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game_over"] is True


def test_a_folder_that_cannot_hold_the_games_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", "utf-8")
    args = ["--seats", "ai:greedy,ai:random", "--games", "2", "--quiet"]
    status, out, err = _selfplay(capsys, *args, "--save-games", str(blocker / "games"))
    assert status == 2
    assert out == ""
    assert err.startswith("patentgame selfplay: The folder ")
    assert "could not be made" in err


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("ai:nobody,ai:greedy", "unknown player 'ai:nobody'"),
        ("ai:greedy", "2 to 5 player ids"),
        ("ai:greedy@royalty=1,ai:random", "no weights to tune"),
    ],
)
def test_bad_seats_get_one_clear_line(
    capsys: pytest.CaptureFixture[str], seats: str, message: str
) -> None:
    status, out, err = _selfplay(capsys, "--seats", seats, "--games", "2")
    assert status == 2
    assert out == ""
    assert message.lower() in err.lower()
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_games_with_a_word_list_the_user_imported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from patentgame.model.lexicon import Lexicon, import_wordlist

    source = tmp_path / "mine.txt"
    source.write_text("\n".join(Lexicon.load("en-common")) + "\n", "utf-8")
    info = import_wordlist(source, "Mine", tmp_path / "data").info  # as the app does
    args = ["--data-dir", str(tmp_path), "selfplay", "--seats", "ai:greedy,ai:casual"]
    status = main([*args, "--games", "2", "--lexicon", info.id, "--json", "--quiet"])
    out, err = capsys.readouterr()
    assert status == 0, err
    figures = json.loads(out)
    assert figures["games"] == 2
    assert figures["fallbacks"] == 0


def test_games_with_a_list_imported_into_the_usual_data_folder(tmp_path: Path) -> None:
    """Without ``--data-dir`` the worker processes find the imported list where the app put
    it, as BuyWord's do (they once looked among the built-in lists only)."""
    import os
    import subprocess
    import sys

    from patentgame.model.lexicon import Lexicon, import_wordlist

    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "share")}
    source = tmp_path / "mine.txt"
    source.write_text("\n".join(Lexicon.load("en-common")) + "\n", "utf-8")
    info = import_wordlist(source, "Mine", tmp_path / "share" / "patentgame").info
    args = ["selfplay", "--seats", "ai:greedy,ai:casual", "--games", "2", "--workers", "1"]
    played = subprocess.run(
        [sys.executable, "-m", "patentgame", *args, "--lexicon", info.id, "--json", "--quiet"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["games"] == 2


@pytest.mark.parametrize(
    ("seconds", "message"), [("soon", "not a number of seconds"), ("0", "more than 0")]
)
def test_a_bad_time_per_decision_gets_one_clear_line(
    capsys: pytest.CaptureFixture[str], seconds: str, message: str
) -> None:
    args = ["--seats", "ai:greedy,ai:random", "--games", "2", "--seconds", seconds]
    with pytest.raises(SystemExit) as stopped:  # argparse's way: usage, then the one line
        main(["selfplay", *args])
    out, err = capsys.readouterr()
    assert stopped.value.code == 2
    assert out == ""
    assert message in err.strip().splitlines()[-1]
    assert "Traceback" not in err


def test_games_on_the_apps_clock_still_finish_legally(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["--seats", "ai:expert,ai:level-2", "--games", "2", "--seed", "3", "--json"]
    status, out, _ = _selfplay(capsys, *args, "--seconds", "2", "--quiet", "--workers", "1")
    assert status == 0
    figures = json.loads(out)
    assert figures["games"] == 2 and figures["unfinished"] == 0 and figures["fallbacks"] == 0

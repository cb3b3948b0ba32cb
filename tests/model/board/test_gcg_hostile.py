"""Hostile GCG files (issue 36): refused with one plain sentence, never Python's words, and read
in time and memory linear in the file (the position after each line is never kept)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame import families
from patentgame.model.board import gcg
from patentgame.model.board.game import BoardGame
from patentgame.model.errors import FileReadError, RecordError
from patentgame.model.problems import PATH, shorten
from tests.reliability.fuzzing import check_message

ROOT = Path(__file__).resolve().parents[3]
HEAD = "#player1 ann Ann\n#player2 bob Bob\n"


def long_gcg(penalties: int) -> str:
    """A legal file of one play and then ``penalties`` lines of time penalties, one point each
    (the kind of file of issue 36.7: 54,000 such lines make 1 MB)."""
    lines = [HEAD + ">ann: ACT 8H ACT +10 10"]
    totals = {"ann": 10, "bob": 0}
    for index in range(penalties):
        nick = ("bob", "ann")[index % 2]
        totals[nick] -= 1
        lines.append(f">{nick}: (time) -1 {totals[nick]}")
    return "\n".join(lines) + "\n"


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patentgame", "replay", str(path), "--json"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip


def test_a_score_of_5000_digits_is_refused_with_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "digits.gcg"
    path.write_text(HEAD + ">ann: ACT 8H ACT +" + "9" * 5000 + " 10\n", "utf-8")
    result = replay(path)
    assert result.returncode == 2 and result.stdout == ""
    assert (
        result.stderr
        == f"patentgame replay: {shorten(str(path), PATH)} is damaged: it holds a number longer "
        "than 7 digits.\n"
    )
    with pytest.raises(RecordError) as raised:
        gcg.read(path.read_text("utf-8"))
    check_message(str(raised.value))


@pytest.mark.parametrize(
    ("body", "told"),
    [
        (">ann: C\x01T 8H CAT +10 10", "line 3: 'C\ufffdT' is not made of English tiles"),
        (">ann: CAT 8H C\x7fT +10 10", "line 3: 'C\ufffdT' is not made of English tiles"),
        (">ann: CAT \x02 CAT +10 10", "line 3: bad position '\ufffd'"),
        (
            ">ann: ZZZZ 8H ZZZZ +10 10",
            "line 3: the rack 'ZZZZ' holds tiles the game has not got left",
        ),
        (">ann\x00: CAT 8H CAT +10 10", "is not text"),
    ],
)
def test_what_is_wrong_in_a_line_is_said_without_python_s_words(
    body: str, told: str, tmp_path: Path
) -> None:
    path = tmp_path / "odd.gcg"
    path.write_text(HEAD + body + "\n", "utf-8")
    result = replay(path)
    assert result.returncode == 2 and told in result.stderr, result.stderr
    check_message(result.stderr.strip())
    assert "\\x" not in result.stderr


def test_a_square_of_a_board_record_is_never_quoted_as_python_writes_it(tmp_path: Path) -> None:
    record = {
        "format": "patentgame-board-record", "version": 2, "rules": {"rule_set": "scrabble-en"},
        "players": [{"name": "Ann"}, {"name": "Bob"}],
        "moves": [{"seat": 0, "act": "place", "tiles": [{"at": "\u0000", "letter": "a"}]}],
    }  # fmt: skip
    path = tmp_path / "game.patentgame"
    path.write_text(json.dumps(record), "utf-8")
    result = replay(path)
    assert result.returncode == 2 and "'\ufffd' is not a square of the board" in result.stderr
    check_message(result.stderr.strip())
    assert "\\x" not in result.stderr


def test_a_file_over_the_limit_is_refused_whole(tmp_path: Path) -> None:
    path = tmp_path / "long.gcg"
    text = long_gcg(60_000)
    assert len(text.encode()) > gcg.MAX_GCG_BYTES
    path.write_text(text, "utf-8")
    with pytest.raises(FileReadError) as raised:
        families.import_file(path)
    assert (
        str(raised.value) == "long.gcg is larger than 1 MB, far larger than any file of this kind."
    )
    result = replay(path)
    assert result.returncode == 2
    assert result.stderr.endswith(
        "long.gcg is larger than 1 MB, far larger than any file of this kind.\n"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no pipes here")
def test_a_pipe_named_gcg_is_refused_by_the_reading_path(tmp_path: Path) -> None:
    pipe = tmp_path / "game.gcg"
    os.mkfifo(pipe)
    with pytest.raises(FileReadError) as raised:  # never waits for a writer
        families.import_file(pipe)
    assert "is not an ordinary file" in str(raised.value)


def test_reading_a_long_file_keeps_no_position_per_line() -> None:
    gc.collect()
    before = sum(isinstance(thing, BoardGame) for thing in gc.get_objects())
    imported = families.BOARD.import_text(long_gcg(3000))
    assert isinstance(imported, gcg.GcgGame) and len(imported.lines) == 3001
    gc.collect()
    kept = sum(isinstance(thing, BoardGame) for thing in gc.get_objects()) - before
    assert kept <= 2, f"{kept} games kept for a file of 3,001 lines"
    steps = list(step.totals() for step in imported.replayed())
    assert steps[-1] == imported.totals() == (10 - 1500, -1500)


def test_the_same_end_line_twice_is_refused() -> None:
    text = (Path(__file__).parent / "gcg" / "vs_frentz.gcg").read_text("utf-8")
    with pytest.raises(RecordError, match="a second end-of-game line for frentz"):
        gcg.read(text + ">frentz: (AHNTT) +16 550\n")

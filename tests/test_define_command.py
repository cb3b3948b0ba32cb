"""``patentgame define WORD``, run through the real command-line root and the shipped file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.cli import main
from patentgame.model import definitions


def test_a_base_word_prints_its_meanings_by_part_of_speech(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["define", "walk"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "WALK"
    assert lines[1:3] == ["  noun", "    1. the act of traveling by foot"]
    assert "  verb" in lines
    assert "    1. use one's feet to advance; advance by steps" in lines


def test_an_inflected_word_names_its_base(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "WALKED"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "WALKED: past tense or past participle of WALK (by rule)"
    assert lines[1] == "  verb"
    assert main(["define", "hoarier"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("HOARIER: comparative of HOARY (from WordNet's irregular forms)\n")
    assert "  adjective\n    1. showing characteristics of age" in out


def test_every_reading_is_shown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "cheeses"]) == 0
    out = capsys.readouterr().out
    assert "CHEESES: plural of CHEESE (by rule)\n  noun\n" in out
    assert "CHEESES: also -s form of CHEESE (by rule)\n  verb\n" in out


def test_no_meaning_exits_1_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "xyzzy"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "no meaning known for XYZZY\n"
    assert captured.err == ""


@pytest.mark.parametrize(
    ("word", "message"),
    [("3d", "WORD must hold only letters A to Z, not '3d'"), ("", "WORD is empty")],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], word: str, message: str
) -> None:
    assert main(["define", word]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("patentgame define: ") and message in captured.err


def test_a_missing_file_exits_3_with_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(definitions, "_shipped", None)
    monkeypatch.setattr(definitions, "shipped_path", lambda: tmp_path / "gone.defs")
    assert main(["define", "walk"]) == 3
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("patentgame define: The definitions file cannot be read")


def test_the_installed_command_runs_without_a_traceback() -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "patentgame", "define", "Geese"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0
    assert ok.stdout.startswith("GEESE: plural of GOOSE (from WordNet's irregular forms)\n")
    bad = subprocess.run(
        [sys.executable, "-m", "patentgame", "define", "it's"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr and bad.stderr.count("\n") == 1

"""``patentgame words`` and ``patentgame check``, run through the real command-line root."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.cli import main
from patentgame.model.lexicon import import_wordlist


def test_words_lists_longest_first_with_money_and_stock(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["words", "qatrsei", "--pool", "NOL"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["word", "letters", "money", "stock"]
    rows = [line.split() for line in lines[1:-1]]
    lengths = [int(row[1]) for row in rows]
    assert lengths == sorted(lengths, reverse=True)
    by_word = {row[0]: (row[2], row[3]) for row in rows}
    assert by_word["RELATIONS"] == ("$6", "3")
    assert by_word["QAT"] == ("$2", "0")  # the Q letter doubles the word
    assert lines[-1] == f"{len(rows)} words in Open English (ENABLE)"


def test_words_with_powers_and_another_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["words", "od", "--copy", "--add-s", "--list", "en-large"]) == 0
    out = capsys.readouterr().out
    assert "ODDS" in out and "ODD" in out
    assert out.splitlines()[-1].endswith("in Open English, large (US and UK spellings)")


def test_words_without_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["words", "xzq"]) == 0
    assert capsys.readouterr().out == "no playable word in Open English (ENABLE)\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["words", "ca7"], "LETTERS must hold only letters A to Z"),
        (["words", ""], "LETTERS is empty"),
        (["words", "cat", "--pool", "é"], "--pool must hold only letters A to Z"),
        (["words", "cat", "--list", "collins"], "no word list 'collins'"),
        (["check", "it's"], "WORD must hold only letters A to Z"),
        (["check", "cat", "--list", "nope"], "no word list 'nope'"),
        # Issue 36.11: lists of other letters are refused, not searched with an IndexError.
        (["words", "abc", "--list", "es-forms"], "played with the letters A to Z"),
        (["words", "abc", "--list", "ru-nouns"], "the word list 'ru-nouns' spells its words"),
        (["check", "cat", "--list", "ru-forms"], "choose an English list"),
        (
            ["selfplay", "--lexicon", "es-forms", "--games", "1", "--seats", "ai:greedy,ai:greedy"],
            "the word list 'es-forms' spells its words with other letters",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and message in captured.err
    assert captured.err.startswith(f"patentgame {argv[0]}: ")


@pytest.mark.parametrize(
    ("word", "status", "text"),
    [
        ("Quiet", 0, "QUIET is valid in Open English (ENABLE): $6 and 0 stock (doubled by the Q)"),
        ("station", 0, "STATION is valid in Open English (ENABLE): $6 and 1 stock"),
        ("aa", 1, "AA is in Open English (ENABLE), but a word needs 3 to 12 letters"),
        ("zzzx", 1, "ZZZX is not in Open English (ENABLE)"),
    ],
)
def test_check(capsys: pytest.CaptureFixture[str], word: str, status: int, text: str) -> None:
    assert main(["check", word]) == status
    assert capsys.readouterr().out == text + "\n"


def test_check_an_imported_list_in_the_data_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "mine.txt"
    source.write_text("zorbing\nquokka\n", "utf-8")
    info = import_wordlist(source, "Mine", tmp_path / "data").info
    try:
        assert main(["--data-dir", str(tmp_path), "check", "zorbing", "--list", info.id]) == 0
    finally:
        from patentgame.keeping import paths

        paths.set_override(None)
    assert capsys.readouterr().out.startswith("ZORBING is valid in user-mine")


def test_no_traceback_when_the_reader_stops_early() -> None:
    # More than a pipe buffer (64 KB) of output, so the write meets the closed pipe.
    command = [sys.executable, "-m", "patentgame", "words", "etaoinsr", "--pool", "lcd", "--copy"]
    command.append("--add-s")
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.readline()
        process.stdout.close()
        errors = process.stderr.read()
    assert process.returncode == 0
    assert b"Traceback" not in errors


@pytest.mark.parametrize(
    ("args", "status", "text"),
    [
        # Cyrillic and two letters in a Russian rule set, with its own list and its points
        (["ёж", "--game", "erudit-ru"], 0, "ЁЖ is valid in Эрудит (Russian common nouns"),
        (["ёж", "--game", "erudit-ru"], 0, "8 points before premium squares"),
        # Е for Ё where the rules allow it (Эрудит), scored as laid; not in Скрэббл
        (
            ["ЕЛКА", "--game", "erudit-ru"],
            0,
            "6 points before premium squares (the list writes it ЁЛКА)",
        ),
        (["еж", "--game", "scrabble-ru"], 1, "ЕЖ is not in Russian, all word forms"),
        (["chorro", "--game", "wocable-es"], 0, "CHORRO is valid in Wocable (Español)"),
        (
            ["ox", "--game", "scrabble-en"],
            0,
            "OX is valid in Scrabble (English) (Open English (ENABLE)): 9 points",
        ),
        (
            ["q1", "--game", "scrabble-en"],
            2,
            "must hold only the letters of Scrabble (English)'s tiles",
        ),
        (
            ["quiz", "--game", "buyword"],
            0,
            "QUIZ is valid in Open English (ENABLE): 11 pips, it sells for $121",
        ),
        (["cat", "--game", "patent"], 0, "CAT is valid in Open English (ENABLE): $1 and 0 stock"),
        (["ёж", "--game", "erudit-ru", "--list", "ru-forms"], 0, "(Russian, all word forms"),
    ],
)
def test_check_speaks_each_games_terms(
    capsys: pytest.CaptureFixture[str], args: list[str], status: int, text: str
) -> None:
    assert main(["check", *args]) == status
    captured = capsys.readouterr()
    assert text in captured.out + captured.err
    assert "stock" not in captured.out or "patent" in args


@pytest.mark.parametrize(
    ("word", "status", "text"),
    [
        ("ox", 0, "Скрэббл (английский)"),
        ("q1", 2, "фишек игры Скрэббл (английский)"),
    ],
)
def test_check_names_a_board_game_as_the_app_does_in_russian(
    word: str, status: int, text: str
) -> None:
    """``check --game`` names the rule set as the app's windows do, translated in the
    ``Families`` context (it said "Scrabble (English)" in a Russian sentence)."""
    command = [sys.executable, "-m", "patentgame", "--lang", "ru", "check", word]
    done = subprocess.run(
        [*command, "--game", "scrabble-en"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == status
    said = done.stdout + done.stderr
    assert text in said and "Scrabble (English)" not in said

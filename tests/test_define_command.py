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


# -- the Russian and Spanish lists (issue 32.6) ----------------------------------------------------


def test_a_russian_noun_prints_its_wiktionary_glosses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "ЁЖ", "--list", "ru-nouns"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "ЁЖ"
    assert lines[1] == "  1. (зоол.) колючее млекопитающее семейства ежовых (Erinaceus)"
    assert len(lines) <= 4


def test_a_russian_form_names_each_of_its_lemmas(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "стали", "--list", "ru-forms"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("СТАЛИ: a form of СТАЛЬ\n  1. (хим.) твёрдый и тугоплавкий сплав")
    assert "\nСТАЛИ: also a form of СТАТЬ\n  1. принять вертикальное положение" in out


def test_a_spanish_word_prints_english_glosses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "CASAS", "--list", "es-forms"]) == 0
    assert capsys.readouterr().out == "CASAS: a form of CASA\n  in English:\n    1. house\n"
    assert main(["define", "perro", "--list", "es-forms"]) == 0
    assert capsys.readouterr().out == "PERRO\n  in English:\n    1. dog\n"


def test_an_english_list_reads_wordnet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["define", "walked", "--list", "en-common"]) == 0
    assert capsys.readouterr().out.startswith("WALKED: past tense or past participle of WALK")


@pytest.mark.parametrize(
    ("argv", "status", "out", "err"),
    [
        (["жжжж", "--list", "ru-nouns"], 1, "no meaning known for ЖЖЖЖ\n", ""),
        (["zzzz", "--list", "es-forms"], 1, "no meaning known for ZZZZ\n", ""),
        (
            ["кот1", "--list", "ru-nouns"],
            2,
            "",
            "WORD must be one word of the letters of the list ru-nouns, not 'кот1'.",
        ),
        (["кот", "--list", "xx"], 2, "", "There is no word list 'xx'; the known lists are"),
    ],
)
def test_no_meaning_or_bad_input_in_a_list_is_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], status: int, out: str, err: str
) -> None:
    assert main(["define", *argv]) == status
    captured = capsys.readouterr()
    assert captured.out == out
    assert captured.err.count("\n") == (1 if err else 0) and err in captured.err


def test_a_language_without_a_source_says_so_in_one_sentence() -> None:
    from patentgame.commands.define import no_source_sentence

    assert no_source_sentence("de") == (
        "The game has no offline source of word meanings for the language 'de'."
    )


def test_the_installed_command_prints_russian_meanings() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "patentgame", "define", "ЁЖ", "--list", "ru-nouns"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ЁЖ\n  1. (зоол.) колючее млекопитающее")

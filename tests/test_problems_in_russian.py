"""The sentences of :mod:`patentgame.model.problems` in Russian: every one is in the
translations (lupdate finds it), and ``patentgame --lang ru`` tells a fault in one Russian line.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame import wording
from patentgame.model import problems
from patentgame.model.problems import RECORD_SENTENCES, SENTENCES, Fault, Problem, explain

ROOT = Path(__file__).resolve().parent.parent
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _templates() -> list[str]:
    """Every sentence the module can make that has words of its own ("{detail}." has none)."""
    return sorted(
        template
        for template in {
            *SENTENCES.values(),
            *RECORD_SENTENCES.values(),
            *problems._OS_REASONS.values(),
            problems._OS_ERROR,
        }
        if re.search("[a-z]", re.sub(r"\{\w+\}", "", template))
    )


@pytest.mark.parametrize("template", _templates())
def test_every_problem_sentence_has_a_russian_translation(template: str) -> None:
    translated = wording.translate_in(
        "ru", problems.CONTEXT, template, 5 if "%n" in template else -1
    )
    assert translated != template.replace("%n", "5"), "not in patentgame_ru.ts: run build.py"
    assert CYRILLIC.search(translated)


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, "Уже открыто 1 окно"), (3, "Уже открыто 3 окна"), (5, "Уже открыто 5 окон")],
)
def test_counting_problems_take_russian_plural_forms(count: int, expected: str) -> None:
    wording.use("ru")
    problems.set_translator(wording.translate)
    try:
        told = explain(Problem(Fault.AUTOSAVE_NO_SLOT, count=count))
    finally:
        problems.set_translator(None)
        wording.use("en")
    assert told.startswith(expected + " patentgame;")


def _run(*args: str, cwd: Path, language: str = "ru") -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "patentgame", "--lang", language, *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=environment,
        timeout=60,
    )


def test_the_command_line_tells_faults_in_one_russian_line(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text('{"actions": [1, 2,', encoding="utf-8")
    cases = [
        (
            ("words", "--list", "no-such-list", "QATRSEI"),
            "patentgame words: Словаря «no-such-list» нет; есть такие словари: ",
        ),
        (("replay", "gone.json"), "patentgame replay: Файла gone.json нет."),
        (
            ("replay", "garbage.json"),
            "patentgame replay: Файл garbage.json повреждён: ошибка JSON в строке 1.",
        ),
    ]
    for args, expected in cases:
        result = _run(*args, cwd=tmp_path)
        assert result.returncode == 2, result.stderr
        assert result.stdout == ""
        assert "Traceback" not in result.stderr
        lines = result.stderr.splitlines()
        assert len(lines) == 1, result.stderr
        assert lines[0].startswith(expected), lines[0]
        assert not re.search(r"\b(is|does|not|the)\b", lines[0]), lines[0]  # no English left


def test_the_moves_command_speaks_russian(tmp_path: Path) -> None:
    """``patentgame moves`` (the board games' analysis) once answered in English in a Russian
    run: its help, its one-line refusals and its table are translated."""
    helped = _run("moves", "--help", cwd=tmp_path)
    assert helped.returncode == 0, helped.stderr
    assert "Перечислить все допустимые выкладки" in helped.stdout
    assert "the rule set" not in helped.stdout
    refused = _run("moves", "--game", "scrabble-en", "--gcg", "gone.gcg", "--turn", "1",
                   "--rack", "AEINRSTU", cwd=tmp_path)  # fmt: skip
    assert refused.returncode == 2
    assert refused.stderr.startswith("patentgame moves: Файла gone.gcg нет."), refused.stderr
    empty = tmp_path / "start.gcg"
    empty.write_text("#player1 a A\n#player2 b B\n>a: AEINRST 8D RETAINS +64 64\n", "utf-8")
    table = _run("moves", "--game", "scrabble-en", "--gcg", str(empty), "--turn", "1",
                 "--limit", "2", cwd=tmp_path)  # fmt: skip
    assert table.returncode == 0, table.stderr
    heading, *rows = table.stdout.splitlines()
    assert "подставка AEINRST" in heading and "сначала лучшие по очкам" in heading, heading
    assert len(rows) == 2 and all("оценка" in row and "оставляет" in row for row in rows), rows
    too_many = _run("moves", "--game", "scrabble-en", "--gcg", str(empty), "--turn", "1",
                    "--rack", "AEINRSTU", cwd=tmp_path)  # fmt: skip
    assert too_many.stderr == "patentgame moves: На подставке не больше 7 фишек, а не 8.\n"


@pytest.mark.parametrize("template", _templates())
def test_every_problem_sentence_has_a_polish_translation(template: str) -> None:
    translated = wording.translate_in(
        "pl", problems.CONTEXT, template, 5 if "%n" in template else -1
    )
    assert translated != template.replace("%n", "5"), "not in patentgame_pl.ts: run build.py"


def test_the_command_line_tells_faults_in_one_polish_line(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text('{"actions": [1, 2,', encoding="utf-8")
    cases = [
        (
            ("words", "--list", "no-such-list", "QATRSEI"),
            "patentgame words: Nie ma listy słów „no-such-list”; znane listy to ",
        ),
        (("replay", "gone.json"), "patentgame replay: gone.json nie istnieje."),
        (
            ("replay", "garbage.json"),
            "patentgame replay: garbage.json jest uszkodzony: to niepoprawny JSON (wiersz 1).",
        ),
        (
            ("moves", "--game", "scrabble-en", "--gcg", "gone.gcg", "--turn", "1"),
            "patentgame moves: gone.gcg nie istnieje.",
        ),
    ]
    for args, expected in cases:
        result = _run(*args, cwd=tmp_path, language="pl")
        assert result.returncode == 2, result.stderr
        assert "Traceback" not in result.stderr
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith(expected), result.stderr
        assert not re.search(r"\b(is|does|not|the)\b", lines[0]), lines[0]  # no English left

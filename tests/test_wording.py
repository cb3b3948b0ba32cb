"""The language of a run and the translations for code without Qt (patentgame/wording.py), and
the command line speaking Russian."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from patentgame import wording

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def russian() -> Iterator[None]:
    wording.use("ru")
    yield
    wording.use("en")


@pytest.mark.parametrize(
    ("n", "form"),
    [(1, 0), (21, 0), (101, 0), (2, 1), (4, 1), (22, 1), (5, 2), (11, 2), (12, 2), (14, 2),
     (111, 2), (0, 2), (25, 2)],
)  # fmt: skip
def test_russian_has_three_plural_forms(n: int, form: int) -> None:
    assert wording.plural_form("ru", n) == form


@pytest.mark.parametrize(
    ("n", "form"),
    [(1, 0), (2, 1), (4, 1), (22, 1), (104, 1), (0, 2), (5, 2), (11, 2), (12, 2), (14, 2),
     (21, 2), (101, 2), (112, 2)],
)  # fmt: skip
def test_polish_has_three_plural_forms_and_one_is_only_one(n: int, form: int) -> None:
    """Qt's rule for Polish: 1 karta, 2 karty, 5 kart; 21 and 101 take the third form, not
    the first as in Russian."""
    assert wording.plural_form("pl", n) == form


def test_counting_sentences_in_polish() -> None:
    wording.use("pl")
    try:
        said = [
            wording.Cli.tr("%n word(s) in {list}", "", n).format(list="X") for n in (1, 3, 5, 22)
        ]
    finally:
        wording.use("en")
    assert said == ["1 słowo w X", "3 słowa w X", "5 słów w X", "22 słowa w X"]


def test_english_has_two() -> None:
    assert [wording.plural_form("en", n) for n in (0, 1, 2, 21)] == [1, 0, 1, 1]


def test_counting_sentences_in_russian(russian: None) -> None:
    def words(n: int) -> str:
        return wording.Cli.tr("%n word(s) in {list}", "", n).format(list="X")

    assert [words(1), words(3), words(5), words(21)] == [
        "1 слово в словаре X",
        "3 слова в словаре X",
        "5 слов в словаре X",
        "21 слово в словаре X",
    ]


def test_english_counts_through_its_own_forms() -> None:
    assert wording.Cli.tr("%n word(s) in {list}", "", 1) == "1 word in {list}"
    assert wording.Cli.tr("%n word(s) in {list}", "", 2) == "2 words in {list}"


def test_an_untranslated_sentence_stays_english(russian: None) -> None:
    assert wording.translate("Cli", "no such sentence %n", n=3) == "no such sentence 3"


def test_a_filled_sentence_is_translated_with_its_values(russian: None) -> None:
    said = wording.translate_filled("Explanations", "bought K: doubles your one-vowel words")
    assert said == "покупает K: удваивает слова с одной гласной"
    assert wording.translate_filled("Explanations", "played CAT: $1") == "играет CAT: $1"
    assert wording.translate_filled("Explanations", "an unknown line") == "an unknown line"


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANGUAGE": "ru_RU:en"}, "ru"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "pl_PL.UTF-8"}, "pl"),
        ({"LANGUAGE": "pl:en"}, "pl"),
        ({"LC_ALL": "Polish_Poland.1250"}, "pl"),  # as Windows names it
    ],
)
def test_the_system_language(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], expected: str
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert wording.system_language() == expected


def test_lang_beats_the_setting_which_beats_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "ru")
    assert wording.choose(None, "system") == "ru"
    assert wording.choose(None, "en") == "en"
    assert wording.choose("en", "ru") == "en"
    assert wording.choose("ru", "en") == "ru"


def test_the_setting_is_read_alone_and_a_bad_one_means_system(tmp_path: Path) -> None:
    from patentgame.keeping.language_setting import language_setting

    settings = tmp_path / "settings.json"
    assert language_setting(settings) == "system"
    settings.write_text(json.dumps({"language": "ru", "family": "patent"}), encoding="utf-8")
    assert language_setting(settings) == "ru"
    settings.write_text(json.dumps({"language": "klingon"}), encoding="utf-8")
    assert language_setting(settings) == "system"
    settings.write_text(json.dumps({"language": ["ru"]}), encoding="utf-8")
    assert language_setting(settings) == "system"
    settings.write_text("[1, 2", encoding="utf-8")
    assert language_setting(settings) == "system"


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8", **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=60,
    )


def test_the_command_line_speaks_russian_with_lang_ru() -> None:
    result = _run("--lang", "ru", "check", "quiet")
    assert result.returncode == 0
    assert result.stdout.startswith("QUIET можно сыграть")
    assert "акций (удвоено буквой Q)" in result.stdout


def test_the_command_line_speaks_polish_with_lang_pl_or_the_polish_locale() -> None:
    result = _run("--lang", "pl", "check", "quiet")
    assert result.returncode == 0
    assert result.stdout.startswith("QUIET jest poprawne w ")
    assert "0 akcji (podwojone przez Q)" in result.stdout
    assert "jest poprawne w " in _run("check", "cat", env={"LANG": "pl_PL.UTF-8"}).stdout
    help_text = _run("--lang", "pl", "--help").stdout
    assert help_text.startswith("użycie: patentgame")
    assert "pokaż ten komunikat pomocy i zakończ" in help_text
    error = _run("--lang", "pl", "check")
    assert error.returncode == 2
    assert "błąd: wymagane są następujące argumenty: WORD" in error.stderr


def test_its_help_and_argparse_errors_too() -> None:
    help_text = _run("--lang", "ru", "--help").stdout
    assert help_text.startswith("использование: patentgame")
    assert "показать эту справку и выйти" in help_text
    error = _run("--lang", "ru", "check")
    assert error.returncode == 2
    assert "ошибка: не хватает обязательных аргументов: WORD" in error.stderr


def test_the_system_locale_and_the_setting_choose_without_lang(tmp_path: Path) -> None:
    assert "is valid" in _run("check", "cat").stdout
    assert "можно сыграть" in _run("check", "cat", env={"LANG": "ru_RU.UTF-8"}).stdout
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"language": "ru"}', encoding="utf-8")
    chosen = _run("--data-dir", str(tmp_path), "check", "cat")
    assert "можно сыграть" in chosen.stdout
    assert "is valid" in _run("--data-dir", str(tmp_path), "--lang", "en", "check", "cat").stdout


def test_the_command_line_in_russian_loads_no_qt() -> None:
    code = (
        "import sys\nfrom patentgame import cli\n"
        "cli.wording.use('ru'); cli.speak_argparse(); cli.build_parser().format_help()\n"
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize("module", ["patentgame.wording", "patentgame.model.seats"])
def test_the_examples_in_the_docstrings_run_as_written(module: str) -> None:
    """Among them the Polish plural rule and "Ty" kept as "You"."""
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0

"""The app's Spanish without Qt (issue 35.1): its plural forms, the system locale and the
Language setting choosing it, and the command line speaking it with ``--lang es``."""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from patentgame import wording
from patentgame.model.board.ai.decision import Motive, Why, describe
from patentgame.wording import translate_filled

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def spanish() -> Iterator[None]:
    wording.use("es")
    yield
    wording.use("en")


def test_the_examples_of_wording_run_as_written() -> None:
    """``wording.plural_form``'s Spanish example among them."""
    result = doctest.testmod(wording)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(("n", "form"), [(1, 0), (0, 1), (2, 1), (5, 1), (11, 1), (21, 1)])
def test_spanish_has_two_plural_forms_one_for_exactly_one(n: int, form: int) -> None:
    assert wording.plural_form("es", n) == form


def test_counting_sentences_in_spanish(spanish: None) -> None:
    def words(n: int) -> str:
        return wording.Cli.tr("%n word(s) in {list}", "", n).format(list="X")

    assert [words(0), words(1), words(2), words(21)] == [
        "0 palabras en X",
        "1 palabra en X",
        "2 palabras en X",
        "21 palabras en X",
    ]


@pytest.mark.parametrize(
    "environment",
    [
        {"LANG": "es_ES.UTF-8"},
        {"LANG": "es_MX.UTF-8"},
        {"LANGUAGE": "es:en"},
        {"LANG": "Spanish_Spain.1252"},  # Windows names its locales in English
    ],
)
def test_the_system_language_can_be_spanish(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str]
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert wording.system_language() == "es"
    assert wording.choose(None, "system") == "es"
    assert wording.choose("en", "system") == "en"


def test_the_setting_chooses_spanish(tmp_path: Path) -> None:
    from patentgame.keeping.language_setting import language_setting

    settings = tmp_path / "settings.json"
    settings.write_text('{"language": "es"}', encoding="utf-8")
    assert language_setting(settings) == "es"
    assert wording.choose(None, language_setting(settings)) == "es"


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


def test_the_command_line_speaks_spanish_with_lang_es() -> None:
    """The shipped list's name is said in Spanish too (it was English in every language)."""
    result = _run("--lang", "es", "check", "quiet")
    assert result.returncode == 0
    assert result.stdout == (
        "QUIET es válida en Inglés abierto (ENABLE): $6 y 0 acciones (duplicado por la Q)\n"
    )
    listed = _run("--lang", "es", "words", "QATRSEI", "--pool", "NOL").stdout.splitlines()
    assert listed[0].split() == ["palabra", "letras", "dinero", "acciones"]
    assert listed[-1].endswith(" palabras en Inglés abierto (ENABLE)")


def test_its_help_and_argparse_errors_too() -> None:
    help_text = _run("--lang", "es", "--help").stdout
    assert help_text.startswith("uso: patentgame")
    assert "mostrar esta ayuda y salir" in help_text
    error = _run("--lang", "es", "check")
    assert error.returncode == 2
    assert "error: faltan estos argumentos obligatorios: WORD" in error.stderr


def test_the_system_locale_and_the_setting_choose_spanish_without_lang(tmp_path: Path) -> None:
    assert "es válida" in _run("check", "cat", env={"LANG": "es_ES.UTF-8"}).stdout
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"language": "es"}', encoding="utf-8")
    assert "es válida" in _run("--data-dir", str(tmp_path), "check", "cat").stdout
    assert "is valid" in _run("--data-dir", str(tmp_path), "--lang", "en", "check", "cat").stdout


def test_a_problem_is_told_in_spanish() -> None:
    result = _run("--lang", "es", "replay", str(ROOT / "no-such-record.json"))
    assert result.returncode == 2
    assert "no existe" in result.stderr and "Errno" not in result.stderr


def test_a_player_named_tú_is_you() -> None:
    """A Spanish family types "Tú" (or "Tu") for the person playing: the app addresses them
    as "you" and keeps them under the one profile "You", as "Вы" is for a Russian family."""
    from patentgame.model import seats

    assert doctest.testmod(seats).failed == 0
    assert [seats.stored_name(name) for name in ("Tú", " tu ", "TÚ", "Tulio")] == [
        "You",
        "You",
        "You",
        "Tulio",
    ]


@pytest.mark.parametrize(
    "why",
    [
        *(Why(motive, score=24, words=("QUA", "AT")) for motive in Motive),
        *(Why(motive) for motive in (Motive.EXCHANGE, Motive.NO_PLAY, Motive.ACCEPT)),
    ],
    ids=lambda why: f"{why.motive.value}{'' if why.words else ' (no word)'}",
)
def test_every_board_computer_s_reason_is_said_in_spanish(why: Why) -> None:
    """The engines explain their moves in English; the table says them in its language."""
    reason = describe(why)
    said = translate_filled("Explanations", reason, "es")
    assert said != reason and not re.search(r"\b(played|the|exchanged|passed)\b", said), said
    for value in ("QUA", "24"):  # the word and the score are carried over
        assert (value in said) == (value in reason), (reason, said)


def test_the_shipped_lists_are_named_in_spanish() -> None:
    from patentgame.model.list_texts import TEXTS
    from patentgame.wording import translate_in

    untranslated = [text for text in TEXTS if translate_in("es", "WordLists", text) == text]
    # licences' names, the same in Spanish (CC BY 4.0 came with Polish's pl-forms)
    assert sorted(untranslated) == ["CC BY 4.0", "CC BY-SA 3.0"]


def test_every_problem_sentence_has_a_spanish_translation() -> None:
    from patentgame.model import problems
    from patentgame.wording import translate_in
    from tests.test_problems_in_russian import _templates

    untranslated = [
        template
        for template in _templates()
        if translate_in("es", problems.CONTEXT, template, 5 if "%n" in template else -1)
        == template.replace("%n", "5")
    ]
    assert untranslated == []


def test_the_bundle_keeps_qt_s_own_spanish() -> None:
    """Qt's Yes, No and Cancel in Spanish: the frozen bundle keeps ``qtbase_es.qm``."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "bundle_policy", ROOT / "installer" / "bundle_policy.py"
    )
    assert spec is not None and spec.loader is not None
    policy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(policy)
    assert policy.keep_entry("PySide6/Qt/translations/qtbase_es.qm")
    assert policy.keep_entry("patentgame/resources/translations/patentgame_es.qm")
    assert policy.keep_entry("patentgame/resources/translations/patentgame_es.json")

"""The translations: the committed .ts, .qm and .json are what the build makes from the code,
every sentence of every translation is finished (none unfinished, none vanished), every
sentence that counts has its plural forms, and the app loads them."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from patentgame import wording

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location(
    "translations_build", ROOT / "translations" / "build.py"
)
assert _spec is not None and _spec.loader is not None
translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(translations)


def test_the_committed_translations_are_up_to_date(tmp_path: Path) -> None:
    made = translations.build(tmp_path)
    assert set(made) == set(translations.LANGUAGES)
    for language, files in made.items():
        for new, committed in zip(files, translations.committed_of(language), strict=True):
            assert committed.exists(), f"{committed.name} missing: run python translations/build.py"
            assert new.read_bytes() == committed.read_bytes(), (
                f"{committed.name} is stale: run python translations/build.py"
            )


def _messages(language: str) -> list[tuple[str, ElementTree.Element]]:
    tree = ElementTree.parse(translations.source_of(language))
    return [
        (context.findtext("name", ""), message)
        for context in tree.iter("context")
        for message in context.iter("message")
    ]


def _state(message: ElementTree.Element) -> str | None:
    """``unfinished``, ``vanished`` or ``obsolete``; ``None`` for a finished translation."""
    translation = message.find("translation")
    return "unfinished" if translation is None else translation.get("type")


@pytest.mark.parametrize("language", [lang for lang in translations.LANGUAGES if lang != "en"])
def test_every_sentence_is_translated(language: str) -> None:
    """CI's gate: a sentence new in the code is ``unfinished`` in every translation until a
    translator writes it, and one removed from the code is ``vanished``/``obsolete`` until
    the build drops it (``--drop-vanished``)."""
    left = [
        f"{context}: {message.findtext('source')!r} ({kind})"
        for context, message in _messages(language)
        if (kind := _state(message)) is not None
    ]
    empty = [
        f"{context}: {message.findtext('source')!r}"
        for context, message in _messages(language)
        if message.get("numerus") != "yes" and not message.findtext("translation")
    ]
    assert left == [], f"patentgame_{language}.ts: translate these ({len(left)}):\n" + "\n".join(
        left
    )
    assert empty == []


@pytest.mark.parametrize("language", translations.LANGUAGES)
def test_no_code_comment_reaches_the_translators(language: str) -> None:
    """lupdate pinned the code's ``#:`` attribute comments ("The mime type of a tile being
    dragged") to whichever sentence came next ("DL"): the build drops them."""
    noted = [
        f"{context}: {message.findtext('source')!r}"
        for context, message in _messages(language)
        if message.find("extracomment") is not None
    ]
    assert noted == []


def _fields(text: str) -> list[str]:
    """The names a sentence fills: ``{name}``, ``%1``, ``%n``."""
    return sorted(set(re.findall(r"\{[a-z_]*|%[0-9n]", text)))


def _plural_forms(language: str) -> int:
    """How many plural forms ``language`` counts with (Russian 3, Spanish 2), as
    :func:`patentgame.wording.plural_form` tells them apart."""
    from patentgame import wording

    return 1 + max(wording.plural_form(language, n) for n in range(1000))


@pytest.mark.parametrize("language", [lang for lang in translations.LANGUAGES if lang != "en"])
def test_translations_keep_the_placeholders(language: str) -> None:
    """A translation fills the same names (``{name}``, ``%1``, ``%n``) as its source: a
    missing or misspelt one would show raw braces or lose a figure."""
    wrong = []
    for context, message in _messages(language):
        translation = message.find("translation")
        if translation is None or translation.get("type") is not None:
            continue
        wanted = _fields(message.findtext("source", ""))
        forms = [form.text or "" for form in translation.iter("numerusform")] or [
            translation.text or ""
        ]
        for form in forms:
            if _fields(form) != wanted:
                wrong.append(f"{context}: {form!r}")
        if message.get("numerus") == "yes" and len(forms) != _plural_forms(language):
            wrong.append(
                f"{context}: {message.findtext('source')!r} needs {_plural_forms(language)} "
                "plural forms"
            )
    assert wrong == []


def test_every_counting_sentence_has_english_forms() -> None:
    counting = translations.counting_sentences(translations.SOURCE)
    assert counting
    assert [s for s in counting if translations.english_forms(s) is None] == []
    written = set(translations.ENGLISH_PLURALS) | translations.ENGLISH_SAME
    assert written <= set(counting), "forms for sentences the code no longer has"


def test_the_app_speaks_english_plurals(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from patentgame.controller.translations import install_translations

    assert install_translations()
    one = QCoreApplication.translate("Narration", "You draw %n card(s).", "", 1)
    two = QCoreApplication.translate("Narration", "You draw %n card(s).", "", 2)
    assert (one, two) == ("You draw 1 card.", "You draw 2 cards.")


@pytest.mark.parametrize("tool", ["pyside6-lupdate", "pyside6-lrelease"])
def test_the_tools_come_with_pyside6(tool: str) -> None:
    assert translations._tool(tool)


def test_the_app_speaks_polish_plurals_as_the_command_line_does(qapp: object) -> None:
    """Qt's compiled Polish and the JSON export the command line reads pick the same form:
    1 kartę, 2 karty, 5 kart, 12 kart, 22 karty."""
    from PySide6.QtCore import QCoreApplication

    from patentgame.controller.translations import install_translations

    assert install_translations("pl")
    try:
        said = [
            QCoreApplication.translate("Narration", "You draw %n card(s).", "", n)
            for n in (1, 2, 5, 12, 22)
        ]
        exported = [
            wording.translate("Narration", "You draw %n card(s).", n=n) for n in (1, 2, 5, 12, 22)
        ]
    finally:
        install_translations("en")
    assert said == [
        "Dobierasz 1 kartę.",
        "Dobierasz 2 karty.",
        "Dobierasz 5 kart.",
        "Dobierasz 12 kart.",
        "Dobierasz 22 karty.",
    ]
    assert exported == said

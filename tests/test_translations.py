"""The translations: the committed .ts and .qm are what the build makes from the code, every
sentence that counts has English plural forms, and the app loads them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location(
    "translations_build", ROOT / "translations" / "build.py"
)
assert _spec is not None and _spec.loader is not None
translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(translations)


def test_the_committed_translations_are_up_to_date(tmp_path: Path) -> None:
    ts, qm = translations.build(tmp_path)
    assert ts.read_bytes() == translations.SOURCE.read_bytes(), "run: python translations/build.py"
    assert qm.read_bytes() == translations.COMPILED.read_bytes()


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

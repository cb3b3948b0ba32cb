"""Every name, credit and licence name of the shipped word lists reaches the translators
(issue 33.8: the lists were named and described in English in the Russian app)."""

from __future__ import annotations

from patentgame.model.lexicon import _manifest
from patentgame.model.list_texts import TEXTS, shown
from patentgame.wording import translate_in


def test_every_text_of_the_manifest_is_translatable_and_translated() -> None:
    manifest = _manifest()
    texts = {entry[key] for entry in manifest["lists"] for key in ("label", "credit", "licence")}
    assert texts == set(TEXTS)
    untranslated = [text for text in texts if translate_in("ru", "WordLists", text) == text]
    # licences' names, the same in Russian
    assert sorted(untranslated) == ["CC BY 4.0", "CC BY-SA 3.0"]


def test_a_list_a_person_imported_keeps_its_name() -> None:
    assert shown("My own words") == "My own words"

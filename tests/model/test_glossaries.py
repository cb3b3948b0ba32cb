"""The Russian and Spanish lists' word meanings, read from the committed glossary files."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.model.definitions import DefinitionsError
from patentgame.model.glossaries import (
    SOURCES,
    Glossary,
    glossary,
    has_meanings,
    manifest,
    meanings,
    shipped_path,
    verify_glossaries,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "wordlists"))
from glossaries import clean_wiki  # noqa: E402


def test_a_russian_lemma_has_plain_wiktionary_glosses() -> None:
    found = meanings("ЁЖ", "ru")
    assert found is not None and found.word == "ёж" and not found.english_glosses
    (reading,) = found.readings
    assert reading.lemma == "ёж"
    assert reading.glosses[0] == "(зоол.) колючее млекопитающее семейства ежовых (Erinaceus)"
    assert len(reading.glosses) <= 3
    assert not any(mark in gloss for gloss in reading.glosses for mark in "{}[]<>")


def test_a_russian_form_finds_every_lemma_it_is_a_form_of() -> None:
    found = meanings("стали", "ru")
    assert found is not None
    assert [reading.lemma for reading in found.readings] == ["сталь", "стать"]
    assert meanings("ежами", "ru").readings[0].lemma == "ёж"  # type: ignore[union-attr]


def test_a_russian_word_typed_with_e_is_read_as_its_yo_spelling() -> None:
    found = meanings("ЕЛКА", "ru")
    assert found is not None and found.word == "ёлка"


def test_a_spanish_word_and_its_forms_have_english_glosses() -> None:
    found = meanings("Casas", "es")
    assert found is not None and found.english_glosses
    assert found.readings[0].lemma == "casa"
    assert found.readings[0].glosses == ("house",)
    assert meanings("perro", "es").readings[0].glosses[0] == "dog"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("word", "language"), [("жжжж", "ru"), ("zzzz", "es"), ("кот1", "ru"), ("", "es")]
)
def test_a_word_without_an_entry_has_no_meaning(word: str, language: str) -> None:
    assert meanings(word, language) is None


def test_only_english_russian_and_spanish_have_a_source() -> None:
    assert has_meanings("en") and has_meanings("ru") and has_meanings("es")
    assert not has_meanings("de")
    assert meanings("haus", "de") is None


@pytest.mark.parametrize(
    ("markup", "gloss"),
    [
        (
            "{{зоол.|ru}} [[самец]] [[кошка|кошки]] {{пример|Рыжий {{выдел|кот}}.}}",
            "(зоол.) самец кошки",
        ),
        ("{{неодуш.}} {{п.}}, {{разг.|ru}} {{=|ёжик}}", "(п., разг.) то же, что ёжик"),
        ("{{действие|испарять}}", "действие по значению гл. испарять"),
        ("плод [[абрикос]]а [1], съедобный<ref>{{библио|x}}</ref>", "плод абрикоса, съедобный"),
        ("место [[Файл:Dante.jpg|thumb|[[Ад]] у Данте]] грешников", "место грешников"),
        ("ручным способом <!-- заметка редактора", "ручным способом"),
        ("делать гримасы {Люблю стоять перед зеркалом", "делать гримасы"),
        (
            "таксономическая [[единица (ранг), объединяющая классы",
            "таксономическая единица (ранг), объединяющая классы",
        ),
        ("#", ""),
    ],
)
def test_wiktionary_markup_becomes_a_plain_gloss(markup: str, gloss: str) -> None:
    assert clean_wiki(markup) == (gloss, False)


def test_no_shipped_russian_gloss_keeps_wiki_markup() -> None:
    leftovers = [
        gloss
        for entry in glossary("ru").gloss_entries()
        for gloss in entry.glosses
        if any(mark in gloss for mark in ("{{", "}}", "[[", "]]", "<ref", "<!--", "|"))
    ]
    assert leftovers == []


def test_a_crude_sense_goes_when_the_word_has_another() -> None:
    assert clean_wiki("{{обсц.|ru}} [[половой]] [[акт]]")[1]
    assert not clean_wiki("{{зоол.|ru}} [[кот]]")[1]
    found = meanings("чёрный", "ru")
    assert found is not None
    assert not any("кавказской" in gloss for gloss in found.readings[0].glosses)


def test_the_shipped_files_match_their_manifest_and_stay_small() -> None:
    info = manifest()
    for language, source in SOURCES.items():
        entry = info["languages"][language]
        data = shipped_path(language).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
        assert len(data) == entry["bytes"] <= 5 * 1024 * 1024
        assert len(glossary(language)) == entry["entries"]
        for name in entry["licence_files"]:
            assert (shipped_path(language).parent / name).is_file()
        assert source.file == entry["file"]
    assert info["languages"]["ru"]["licence"] == "CC BY-SA 3.0"
    assert info["languages"]["es"]["licence"] == "GPL-2.0-or-later"
    assert "Wiktionary contributors" in glossary("ru").notice
    assert "FreeDict" in glossary("es").notice
    assert verify_glossaries() == []


def test_a_damaged_file_is_refused_with_a_reason() -> None:
    with pytest.raises(DefinitionsError) as caught:
        Glossary(b"patentgame-definitions 1\n....", "ru-wiktionary.defs", "ru")
    assert str(caught.value) == (
        "The definitions file ru-wiktionary.defs is damaged, so no meanings are shown."
    )
    data = bytearray(shipped_path("es").read_bytes())
    data[-10:] = b"\0" * 10
    damaged = Glossary(bytes(data), "es-freedict.defs", "es")
    with pytest.raises(DefinitionsError):
        list(damaged.gloss_entries())


def test_the_build_script_check_passes_on_the_committed_files() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "wordlists" / "glossaries.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    assert "match their manifest" in result.stdout

"""Word meanings beyond English: short glosses of the Russian and Spanish lists' words, offline.

English words have WordNet (:mod:`patentgame.model.definitions`). For the other languages of
the game's lists, ``wordlists/glossaries.py`` makes one compact file per language at
development time, read here:

- Russian (``ru-wiktionary.defs``): glosses from Russian Wiktionary, as the PyPI package
  ``wiki-ru-wordnet`` holds them, cleaned to plain short sentences (CC BY-SA 3.0). Every form of
  a word of the lists (ежами, стали) is resolved to its lemma(s) by OpenCorpora's dictionary,
  which made the lists, so a played form finds its lemma's meanings;
- Spanish (``es-freedict.defs``): English glosses from the FreeDict Spanish-English dictionary
  and the FreeDict English-Spanish one read backwards (GPL-2+); a form of the list (casas,
  comieron) is resolved to its headword(s) by the Spanish Hunspell dictionary that made es-forms.

A file is the container of :class:`~patentgame.model.definitions.Dictionary` (a header and
zlib blocks of sorted lines) with its own first line and lines: ``word``, the lemmas the word is
a form of (``,`` between them) and the word's own glosses (``|`` between them), tab-separated.
A word with no line has no meaning here: none is ever made up.

>>> found = meanings("ЁЖ", "ru")
>>> found.readings[0].lemma, len(found.readings[0].glosses) > 0
('ёж', True)
>>> meanings("Casas", "es").readings[0].lemma
'casa'
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict

from patentgame.model import reading
from patentgame.model.definitions import (
    DEFINITIONS_FOLDER,
    MAX_DEFINITIONS_BYTES,
    DefinitionsError,
    Dictionary,
    ShippedFile,
)
from patentgame.model.errors import FileReadError
from patentgame.model.lexicon import normalise_word
from patentgame.model.problems import Fault, Problem
from patentgame.resources import resource

#: The first line of a glossary file; the number is the format's version.
MAGIC = b"patentgame-glossary 1\n"
#: In a line: fields by tabs, the lemmas by ``,``, the glosses by ``|``.
FIELD, BASE, GLOSS = "\t", ",", "|"
#: The manifest of the glossary files (sha256, sizes, counts, sources, licences).
GLOSSARIES_MANIFEST = "glossaries.json"


@dataclass(frozen=True, slots=True)
class MeaningSource:
    """Where a language's meanings come from, as Help > About and ``define`` name it."""

    language: str
    file: str
    #: Whether the glosses are English words for the word (a translating dictionary), not
    #: sentences in the word's own language.
    english_glosses: bool


#: The languages with meanings besides English (WordNet), and their files.
SOURCES = {
    "ru": MeaningSource("ru", "ru-wiktionary.defs", english_glosses=False),
    "es": MeaningSource("es", "es-freedict.defs", english_glosses=True),
}
#: Languages whose words have meanings at all (English through WordNet).
LANGUAGES_WITH_MEANINGS = frozenset({"en", *SOURCES})


@dataclass(frozen=True, slots=True)
class GlossEntry:
    """One line of a glossary file: a word, the lemmas it is a form of, its own glosses."""

    word: str
    lemmas: tuple[str, ...]
    glosses: tuple[str, ...]

    def to_line(self) -> str:
        """The entry as the file stores it (the build script writes this)."""
        return FIELD.join((self.word, BASE.join(self.lemmas), GLOSS.join(self.glosses)))

    @classmethod
    def from_line(cls, line: str) -> GlossEntry:
        word, lemmas, glosses = line.split(FIELD)
        return cls(
            word,
            tuple(lemmas.split(BASE)) if lemmas else (),
            tuple(glosses.split(GLOSS)) if glosses else (),
        )


@dataclass(frozen=True, slots=True)
class LemmaMeaning:
    """The glosses of one lemma; ``lemma`` is the word itself when it is no form of another."""

    lemma: str
    glosses: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Meanings:
    """What a word of a Russian or Spanish list means: the word's own glosses first (when it is
    a lemma), then those of each lemma it is a form of."""

    word: str
    language: str
    readings: tuple[LemmaMeaning, ...]
    #: The glosses are English translations (Spanish), not definitions in the word's language.
    english_glosses: bool


class Glossary(Dictionary):
    """A glossary file in memory: :class:`Dictionary`'s container with :class:`GlossEntry`
    lines."""

    magic = MAGIC

    def __init__(self, data: bytes, file: str, language: str) -> None:
        super().__init__(data, file)
        self.language = language

    def gloss_entry(self, word: str) -> GlossEntry | None:
        """The line of ``word`` (as the list stores it), or None."""
        line = self.line(word)
        if line is None:
            return None
        try:
            return GlossEntry.from_line(line)
        except ValueError:
            raise DefinitionsError(
                _damaged_problem(self.file), f"the entry of {word!r} is damaged"
            ) from None

    def gloss_entries(self) -> Iterator[GlossEntry]:
        """Every entry, in word order (for checks)."""
        for line in self.lines():
            yield GlossEntry.from_line(line)

    def meanings(self, word: str) -> Meanings | None:
        """What ``word`` means (any case; spelled as the game's lists of the language spell
        it), or None when the file knows neither it nor a lemma of it. A Russian word typed
        with Е where the list has Ё (ЕЖ) is read as the Ё word when only that one is known."""
        stored = normalise_word(word, self.language)
        if stored is None:
            return None
        for spelling in _spellings(stored, self.language):
            readings = self._readings(spelling)
            if readings:
                english = SOURCES[self.language].english_glosses
                return Meanings(spelling, self.language, readings, english)
        return None

    def _readings(self, word: str) -> tuple[LemmaMeaning, ...]:
        entry = self.gloss_entry(word)
        if entry is None:
            return ()
        readings = [LemmaMeaning(word, entry.glosses)] if entry.glosses else []
        for lemma in entry.lemmas:
            base = self.gloss_entry(lemma)
            if base is not None and base.glosses:
                readings.append(LemmaMeaning(lemma, base.glosses))
        return tuple(readings)


def _spellings(word: str, language: str) -> Iterator[str]:
    """``word``, then (Russian) each spelling with one Е made Ё: ЕЖ is ЁЖ, ЕЛКА is ЁЛКА."""
    yield word
    if language == "ru":
        for at, letter in enumerate(word):
            if letter == "е":
                yield word[:at] + "ё" + word[at + 1 :]


def _damaged_problem(file: str) -> Problem:
    return Problem(Fault.DEFINITIONS_DAMAGED, file=file)


# --- the shipped files ------------------------------------------------------------------------

_lock = threading.Lock()
_loaded: dict[str, Glossary] = {}


def shipped_path(language: str) -> Path:
    """Where the game's glossary of ``language`` is."""
    return resource(DEFINITIONS_FOLDER, SOURCES[language].file)


def glossary(language: str) -> Glossary:
    """The game's glossary of ``language`` (a key of :data:`SOURCES`), loaded on first use.

    Raises:
        DefinitionsError: the file is missing or damaged.
    """
    with _lock:
        if language not in _loaded:
            _loaded[language] = _load(language)
        return _loaded[language]


def _load(language: str) -> Glossary:
    path = shipped_path(language)
    try:
        data = reading.read_bytes(path, MAX_DEFINITIONS_BYTES)
    except FileReadError as error:
        problem = Problem(Fault.DEFINITIONS_UNREADABLE, cause=error.problem)
        raise DefinitionsError(problem, f"cannot read {path}: {error}") from None
    return Glossary(data, reading.file_label(path), language)


def meanings(word: str, language: str) -> Meanings | None:
    """What ``word`` of a list in ``language`` means, or None when the glossary has no meaning
    for it (also for a language with no glossary: see :func:`has_meanings`).

    Raises:
        DefinitionsError: the shipped file is missing or damaged.
    """
    if language not in SOURCES:
        return None
    return glossary(language).meanings(word)


def has_meanings(language: str) -> bool:
    """Whether the words of ``language`` have an offline source of meanings at all."""
    return language in LANGUAGES_WITH_MEANINGS


class _GlossariesManifest(TypedDict):
    """The glossaries' manifest: a :class:`ShippedFile` per language."""

    languages: dict[str, ShippedFile]


def manifest() -> _GlossariesManifest:
    """The shipped manifest of the glossaries: per language its file's sha256, counts, source,
    licence and credit."""
    data: _GlossariesManifest = json.loads(
        resource(DEFINITIONS_FOLDER, GLOSSARIES_MANIFEST).read_text("utf-8")
    )
    return data


def verify_glossaries() -> list[str]:
    """Problems with the shipped glossary files (empty when they are intact)."""
    try:
        expected = manifest()["languages"]
    except (OSError, ValueError, KeyError) as error:
        return [f"glossaries: cannot read the manifest ({error})"]
    problems = []
    for language, source in SOURCES.items():
        entry = expected.get(language, {})
        try:
            data = shipped_path(language).read_bytes()
        except OSError as error:
            problems.append(f"glossaries: cannot read {source.file} ({error})")
            continue
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            problems.append(f"glossaries: {source.file} is damaged or stale")
            continue
        try:
            loaded = Glossary(data, source.file, language)
        except DefinitionsError as error:
            problems.append(f"glossaries: {error}")
            continue
        if len(loaded) != entry.get("entries"):
            problems.append(
                f"glossaries: {len(loaded)} entries in {source.file}, "
                f"the manifest says {entry.get('entries')}"
            )
    return problems

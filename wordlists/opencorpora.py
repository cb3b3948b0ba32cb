"""Russian words from OpenCorpora's dictionary, as PyPI ``pymorphy3-dicts-ru`` ships it.

The wheel holds the dictionary compiled by pymorphy: ``words.dawg`` maps every word form to its
(paradigm, form index) pairs, ``paradigms.array`` holds each paradigm's suffix, tag and prefix
ids, and ``gramtab-opencorpora-int.json`` the tag strings (grammemes such as ``NOUN``, ``nomn``,
``sing``, ``Name``). Reading those three files needs only ``dawg_python``, which the game already
has, so neither pymorphy3 nor its ``dawg2-python`` (which would replace our ``dawg_python``) is
installed to build the lists.

Two lists come out of one pass:

- nouns (Эрудит): common nouns in the nominative singular, or in the nominative plural for a
  noun that has no singular (``Pltm``);
- forms (Скрэббл): every form of every word that is not only a proper name, abbreviation,
  initial or misspelling.

A form is left out by its own tag (see ``EXCLUDED``), or by its lemma when the lemma is one of
the few that OpenCorpora tags as a plain common noun though it is a unit symbol, a typo or a
name (``UNTAGGED``; SOURCES.md tells how they were found). A word stays when any one of its
readings qualifies: ``рис`` is rice as well as the abbreviation of ``рисунок``.
"""

from __future__ import annotations

import array
import json
import re
import struct
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import dawg_python

from patentgame.model.lexicon import normalise_word

#: Grammemes of proper names, abbreviations and initials: never words of the game.
NAMES_AND_ABBREVIATIONS = frozenset(
    {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init"}
)
#: The grammeme of spellings the dictionary itself calls typos (бессоница, тиранозавр, хочут).
MISSPELLINGS = frozenset({"Erro"})
EXCLUDED = NAMES_AND_ABBREVIATIONS | MISSPELLINGS
#: Distorted colloquial spellings (ложут, ходют, чо): left out of the nouns (the only one is a
#: slur), but not of the forms, where the tag also marks standard words (издалека, полезай).
DISTORTED = frozenset({"Dist"})
#: Lemmas tagged as plain common nouns that are not words of the game, and why. OpenCorpora
#: tags the unit symbols кг, км, гб, мб and квт ``Abbr``, but not these.
UNTAGGED = {
    "кбайт": "unit symbol (Кбайт, kilobyte)",
    "мбайт": "unit symbol (Мбайт, megabyte)",
    "гбайт": "unit symbol (Гбайт, gigabyte)",
    "кбит": "unit symbol (кбит, kilobit)",
    "кбод": "unit symbol (кбод, kilobaud)",
    "га": "unit symbol (га, hectare)",
    "ккогтище": "typo of когтище",
    "компиллятор": "typo of компилятор",
    "шепинг": "typo of шейпинг",
    "кзылордамелиорация": "name of an organisation",
}
#: Names of Moscow and Leningrad offices (главмосархитектура, мосгорсуд, леноблсовет), stump
#: compounds of the city's name that OpenCorpora tags as common nouns, though it tags
#: главмосстрой ``Orgn``. A lemma this matches is a name.
CITY_OFFICE = re.compile(r"^(глав)?(мос|лен)(гор|обл)|^глав(мос|лен)")
DATA = "pymorphy3_dicts_ru/data/"
FILES = (
    "words.dawg",
    "paradigms.array",
    "gramtab-opencorpora-int.json",
    "suffixes.json",
    "meta.json",
)


def _paradigms(path: Path) -> list[array.array[int]]:
    """The paradigms, in the layout pymorphy writes: a count, then each as a length and ids."""
    paradigms = []
    with path.open("rb") as data:
        (count,) = struct.unpack("<H", data.read(2))
        for _ in range(count):
            (length,) = struct.unpack("<H", data.read(2))
            paradigm = array.array("H")
            paradigm.fromfile(data, length)
            paradigms.append(paradigm)
    return paradigms


class _Lemmas:
    """The lemma (dictionary form) of a form, rebuilt as pymorphy does: the form's stem between
    its paradigm's prefix and suffix, with the paradigm's first prefix and suffix put back."""

    def __init__(self, folder: Path, meta: dict[str, object]) -> None:
        self.suffixes: list[str] = json.loads((folder / "suffixes.json").read_text("utf-8"))
        options = meta.get("compile_options", {})
        prefixes = options.get("paradigm_prefixes") if isinstance(options, dict) else None
        self.prefixes: list[str] = list(prefixes) if prefixes else [""]

    def of(self, form: str, paradigm: array.array[int], index: int) -> str:
        count = len(paradigm) // 3
        suffix = self.suffixes[paradigm[index]]
        prefix = self.prefixes[paradigm[2 * count + index]]
        stem = form[len(prefix) : len(form) - len(suffix)]
        return self.prefixes[paradigm[2 * count]] + stem + self.suffixes[paradigm[0]]


def read_russian(wheel: Path) -> tuple[set[str], set[str], dict[str, object]]:
    """The noun list, the all-forms list, and the dictionary's own metadata (its version)."""
    with tempfile.TemporaryDirectory(prefix="opencorpora-") as folder:
        with zipfile.ZipFile(wheel) as archive:
            for name in FILES:
                (Path(folder) / name).write_bytes(archive.read(DATA + name))
        meta = dict(json.loads((Path(folder) / "meta.json").read_text("utf-8")))
        tags = [set(tag.replace(" ", ",").split(",")) for tag in _gramtab(Path(folder))]
        paradigms = _paradigms(Path(folder) / "paradigms.array")
        lemmas = _Lemmas(Path(folder), meta)
        words = dawg_python.RecordDAWG(">HH").load(str(Path(folder) / "words.dawg"))
        nouns: set[str] = set()
        forms: set[str] = set()
        for form, (paradigm_id, index) in words.iteritems():
            paradigm = paradigms[paradigm_id]
            grammemes = tags[paradigm[len(paradigm) // 3 + index]]
            if grammemes & EXCLUDED or _untagged(lemmas.of(form, paradigm, index)):
                continue
            word = normalise_word(form, "ru")
            if word is None:
                continue
            forms.add(word)
            nominative = "NOUN" in grammemes and "nomn" in grammemes
            number = "sing" in grammemes or {"Pltm", "plur"} <= grammemes
            if nominative and number and not grammemes & DISTORTED:
                nouns.add(word)
    return nouns, forms, meta


def lemmas_of_forms(wheel: Path) -> Iterator[tuple[str, str]]:
    """Each (form, lemma) pair of the dictionary, as pymorphy reads them, for the forms that are
    not names, abbreviations or misspellings (the word meanings resolve a played form to the
    lemma whose meanings it shows)."""
    with tempfile.TemporaryDirectory(prefix="opencorpora-") as folder:
        with zipfile.ZipFile(wheel) as archive:
            for name in FILES:
                (Path(folder) / name).write_bytes(archive.read(DATA + name))
        meta = dict(json.loads((Path(folder) / "meta.json").read_text("utf-8")))
        tags = [set(tag.replace(" ", ",").split(",")) for tag in _gramtab(Path(folder))]
        paradigms = _paradigms(Path(folder) / "paradigms.array")
        lemmas = _Lemmas(Path(folder), meta)
        words = dawg_python.RecordDAWG(">HH").load(str(Path(folder) / "words.dawg"))
        for form, (paradigm_id, index) in words.iteritems():
            paradigm = paradigms[paradigm_id]
            if not tags[paradigm[len(paradigm) // 3 + index]] & EXCLUDED:
                yield form, lemmas.of(form, paradigm, index)


def _untagged(lemma: str) -> bool:
    """Whether ``lemma`` is a name, unit symbol or typo that the dictionary does not tag."""
    return lemma in UNTAGGED or CITY_OFFICE.search(lemma) is not None


def _gramtab(folder: Path) -> list[str]:
    tags: list[str] = json.loads((folder / "gramtab-opencorpora-int.json").read_text("utf-8"))
    return tags

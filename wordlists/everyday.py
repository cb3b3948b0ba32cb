"""Build the everyday vocabularies of the lower computer levels for Russian, Spanish and Polish
(the board games' and BuyWord's), from word frequencies (development time only).

    python wordlists/everyday.py            # fetch the pinned source, write the files
    python wordlists/everyday.py --check    # verify the committed files

English has an everyday list of its own (``en-common``, SCOWL size 60). For Russian and Spanish
the source is the word-frequency data of wordfreq 3.1.1 (PyPI, pinned by sha256): its "small"
list of each language holds every word seen at least once per million words of running text
(Zipf 3 and more) in its corpora (Wikipedia, subtitles, books, the web, news, social media).
A word is everyday when it is in that list and in the game's own list (``ru-forms`` for Russian,
every form, which also covers the Эрудит nouns; ``es-forms`` for Spanish; ``pl-forms`` for
Polish, BuyWord's), after the same
normalisation as the lists (:func:`patentgame.model.lexicon.normalise_word`). Russian text mostly
prints Ё as Е, so a frequent word with Е also makes its Ё spellings everyday (:func:`yo_variants`)
when the game's list has them.

The data of wordfreq is under CC BY-SA 4.0: the compiled files go to
``patentgame/model/board/ai/vocabulary/`` with that licence's attribution beside them and a
small manifest (source, hashes, word counts). The wheel's data is read directly (a gzipped
msgpack list of frequency buckets, read by the small reader below), so wordfreq itself and its
dependencies are not installed.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from patentgame.model.lexicon import Lexicon, normalise_word

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "patentgame" / "model" / "board" / "ai" / "vocabulary"
WORDFREQ_VERSION = "3.1.1"
WORDFREQ_WHEEL = f"wordfreq-{WORDFREQ_VERSION}-py3-none-any.whl"
WORDFREQ_SHA256 = "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473"
#: Everyday list id -> (language, the game's list it is a part of).
LISTS = {
    "ru-everyday": ("ru", "ru-forms"),
    "es-everyday": ("es", "es-forms"),
    "pl-everyday": ("pl", "pl-forms"),
}
LICENCE = "LICENSE-wordfreq-CC-BY-SA-4.0.txt"
LICENCE_TEXT = """\
The everyday vocabularies ru-everyday, es-everyday and pl-everyday (the words the easier computer
players know) are the words of the game's Russian, Spanish and Polish lists that the word
frequency data of wordfreq {version} by Robyn Speer (https://github.com/rspeer/wordfreq, PyPI
package wordfreq) counts at least once per million words. Only which words pass was kept; no
frequency is shipped.

wordfreq's data is licensed under the Creative Commons Attribution-ShareAlike 4.0 International
licence: https://creativecommons.org/licenses/by-sa/4.0/legalcode (summary:
https://creativecommons.org/licenses/by-sa/4.0/). These derived lists are shared under the
same licence.

wordfreq's data is derived from: Google Books Ngrams (http://books.google.com/ngrams); the Leeds
Internet Corpus (University of Leeds Centre for Translation Studies); Wikipedia
(http://www.wikipedia.org); ParaCrawl (https://paracrawl.eu); OPUS OpenSubtitles 2018
(http://opus.nlpl.eu/OpenSubtitles.php), from the OpenSubtitles project
(http://www.opensubtitles.org/); the SUBTLEX word lists by Marc Brysbaert et al.
(http://crr.ugent.be/programs-data/subtitle-frequencies), freely available data; and statistics
of words commonly used on Twitter. Cite: Robyn Speer (2022), rspeer/wordfreq: v3.0,
https://doi.org/10.5281/zenodo.7199437.
"""


def read_msgpack(data: bytes) -> Any:
    """Decode the msgpack subset wordfreq's files use: arrays, maps, strings and integers."""
    position = 0

    def take(count: int) -> bytes:
        nonlocal position
        chunk = data[position : position + count]
        if len(chunk) != count:
            raise ValueError("truncated msgpack data")
        position += count
        return chunk

    def value() -> Any:
        code = take(1)[0]
        if code <= 0x7F:
            return code
        if 0x80 <= code <= 0x8F:
            return {value(): value() for _ in range(code & 0x0F)}
        if 0x90 <= code <= 0x9F:
            return [value() for _ in range(code & 0x0F)]
        if 0xA0 <= code <= 0xBF:
            return take(code & 0x1F).decode("utf-8")
        sizes = {0xD9: ">B", 0xDA: ">H", 0xDB: ">I", 0xDC: ">H", 0xDD: ">I", 0xCC: ">B",
                 0xCD: ">H", 0xCE: ">I"}  # fmt: skip
        if code not in sizes:
            raise ValueError(f"msgpack type {code:#x} is not expected in wordfreq's data")
        size = struct.unpack(sizes[code], take(struct.calcsize(sizes[code])))[0]
        if code in (0xCC, 0xCD, 0xCE):
            return size
        if code in (0xDC, 0xDD):
            return [value() for _ in range(size)]
        return take(size).decode("utf-8")

    found = value()
    if position != len(data):
        raise ValueError("trailing bytes after the msgpack value")
    return found


def frequent_words(wheel: Path, language: str) -> list[str]:
    """Every word of wordfreq's small list of ``language`` (frequency >= 1e-6)."""
    with zipfile.ZipFile(wheel) as archive:
        raw = gzip.decompress(archive.read(f"wordfreq/data/small_{language}.msgpack.gz"))
    buckets = read_msgpack(raw)
    header = buckets[0]
    if header != {"format": "cB", "version": 1}:
        raise ValueError(f"unexpected wordfreq header {header!r}")
    return [word for bucket in buckets[1:] for word in bucket]


def yo_variants(word: str) -> set[str]:
    """``word`` and, for a word with up to three Е, its spellings with Ё for any of them:
    Russian text usually prints Ё as Е, so the frequency of "елка" is the frequency of "ёлка".

    >>> sorted(yo_variants("елка"))
    ['елка', 'ёлка']
    """
    places = [index for index, letter in enumerate(word) if letter == "е"]
    if not places or len(places) > 3:
        return {word}
    found = set()
    for mask in range(1 << len(places)):
        letters = list(word)
        for bit, index in enumerate(places):
            if mask >> bit & 1:
                letters[index] = "ё"
        found.add("".join(letters))
    return found


def build(wheel: Path) -> dict[str, Any]:
    import dawg  # dawg2: development time only

    OUT.mkdir(parents=True, exist_ok=True)
    entries = {}
    for list_id, (language, within) in LISTS.items():
        game_list = Lexicon.load(within)
        words = sorted(
            {
                variant
                for token in frequent_words(wheel, language)
                if (word := normalise_word(token, language)) is not None
                for variant in yo_variants(word)
                if variant in game_list
            }
        )
        path = OUT / f"{list_id}.dawg"
        dawg.CompletionDAWG(words).save(str(path))
        text = "".join(f"{word}\n" for word in words).encode("utf-8")
        entries[list_id] = {
            "language": language,
            "within": within,
            "words": len(words),
            "text_sha256": hashlib.sha256(text).hexdigest(),
            "dawg": path.name,
            "dawg_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        }
        print(f"{list_id}: {len(words):,} words, {path.stat().st_size:,} bytes")
    (OUT / LICENCE).write_text(LICENCE_TEXT.format(version=WORDFREQ_VERSION), "utf-8")
    manifest = {
        "source": {WORDFREQ_WHEEL: WORDFREQ_SHA256},
        "rule": (
            "words of wordfreq's small list (frequency >= 1e-6), and their spellings with yo "
            "for ye (Russian), that are in the game's list"
        ),
        "licence": "CC BY-SA 4.0",
        "licence_file": LICENCE,
        "lists": entries,
    }
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", "utf-8")
    return manifest


def check() -> list[str]:
    """Problems with the committed files (empty when they match their manifest)."""
    problems = []
    manifest = json.loads((OUT / "manifest.json").read_text("utf-8"))
    for list_id, entry in manifest["lists"].items():
        path = OUT / entry["dawg"]
        if hashlib.sha256(path.read_bytes()).hexdigest() != entry["dawg_sha256"]:
            problems.append(f"{path.name}: sha256 differs from the manifest")
            continue
        words = list(Lexicon.load_path(path))
        text = "".join(f"{word}\n" for word in words).encode("utf-8")
        if len(words) != entry["words"] or hashlib.sha256(text).hexdigest() != entry["text_sha256"]:
            problems.append(f"{list_id}: words differ from the manifest")
        within = Lexicon.load(entry["within"])
        if any(word not in within for word in words):
            problems.append(f"{list_id}: holds a word outside {entry['within']}")
    if not (OUT / manifest["licence_file"]).is_file():
        problems.append("the licence text is missing")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files only")
    args = parser.parse_args()
    if not args.check:
        with tempfile.TemporaryDirectory(prefix="patentgame-everyday-") as folder:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--dest", folder,
                 f"wordfreq=={WORDFREQ_VERSION}"],
                check=True,
            )  # fmt: skip
            wheel = Path(folder) / WORDFREQ_WHEEL
            actual = hashlib.sha256(wheel.read_bytes()).hexdigest()
            if actual != WORDFREQ_SHA256:
                sys.exit(f"{WORDFREQ_WHEEL}: sha256 {actual}, expected {WORDFREQ_SHA256}")
            build(wheel)
    problems = check()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if not problems:
        print("everyday vocabularies: all files match the manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

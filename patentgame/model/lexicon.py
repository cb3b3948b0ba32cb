"""The word lists every game of the house shares: compiled DAWGs, membership, imports.

A built-in list is a DAWG compiled at development time by ``wordlists/build.py`` and shipped in
:mod:`patentgame.resources.lexicon`, beside a ``manifest.json`` that names its label, size and
licence, so the installed app needs neither the ``wordlists/`` folder nor the ``dawg2`` compiler.
A list the user imports is compiled into their data folder with a small JSON file beside it.

Files are read with ``dawg_python``. Each game searches the words it may play in its own way
(the patent game from a hand and a pool with its X and Z powers, in
:mod:`patentgame.model.patent.words`; a board game along a line of squares; BuyWord from a hand
with one wild), so the lexicon offers membership, iteration and the DAWG itself:
:attr:`Lexicon.units` and :attr:`Lexicon.guide`, the compiled arrays, for a search that walks them
inline (NOTES.md measured that inlining the step makes a search two to three times faster than
calling ``follow_char``: the patent game's), and the walk every other search takes,
:meth:`Lexicon.follow`, :meth:`Lexicon.children` and :meth:`Lexicon.is_word` (the board games'
move finder; BuyWord's search, which ``benchmarks/buyword.py search`` times at about 1.4 times an
inline walk). Words are stored lowercase as UTF-8, so the arrays' steps are bytes: an English
letter is one step, a Cyrillic letter or an ñ two; ``follow`` and ``children`` take and give whole
letters of any alphabet, from :data:`Lexicon.ROOT` or any node. That reads ``dawg_python``
internals, so its version is pinned in ``pyproject.toml`` and a test compares a search with a
brute-force scan of the word list.

>>> lexicon = Lexicon.load("en-enable")
>>> "Patent" in lexicon, "patentx" in lexicon
(True, False)
>>> node = lexicon.follow("qu")
>>> [letter for letter, _child in lexicon.children(node)][:3]
['a', 'e', 'i']
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import re
import struct
import threading
import unicodedata
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, NotRequired, Protocol, TypedDict, cast

import dawg_python

from patentgame.model import reading
from patentgame.model.errors import FileReadError, LexiconError
from patentgame.model.json_types import JsonObject, get_int
from patentgame.model.problems import Fault, Problem, size_text
from patentgame.resources import resource

#: The list a new game uses unless the player picks another.
DEFAULT_LIST = "en-enable"
#: Where the compiled built-in lists, their manifest and licence texts live.
#: The folder of the compiled word lists, inside :mod:`patentgame.resources`.
LEXICON_FOLDER = "lexicon"
MANIFEST_NAME = "manifest.json"
#: Imported lists live in this folder of the user's data folder.
IMPORT_FOLDER = "wordlists"
#: An import refuses files with more lines than this: no real word list is that long, and a
#: runaway file (a log, a binary dump) should fail fast instead of filling the user's disk.
MAX_IMPORT_LINES = 2_000_000
#: An import refuses a file larger than this, and a gzip file that unpacks to more (a "gzip
#: bomb"): the largest list people use (255,000 words with definitions) is far smaller.
MAX_IMPORT_BYTES = 200 * 1024 * 1024
#: An import refuses a line longer than this: a word list's lines are a word and perhaps a
#: definition; a file of one endless line is not a word list.
MAX_IMPORT_LINE = 8192
#: Longest word an imported list keeps (the longest English words have about 45 letters).
MAX_WORD = 64
#: Longest label of an imported list.
MAX_LABEL = 64
#: A compiled list larger than this is not one of ours (the largest built-in one is 1.2 MB).
MAX_DAWG_BYTES = 256 * 1024 * 1024
#: A list's metadata file is a few hundred bytes.
MAX_METADATA_BYTES = 64 * 1024
#: How many rejected lines an import report quotes.
REPORT_REJECTED = 10
#: Stored words have at least this many letters; each game says how long a playable word is.
MIN_STORED = 2

_WORD = re.compile(r"[a-z]+")
_RUSSIAN_WORD = re.compile(r"[а-яё]+")
_SPANISH_WORD = re.compile(r"[a-zñ]+")
#: The 32 letters of the Polish alphabet (no q, v or x: they spell only foreign words).
_POLISH_WORD = re.compile(r"[a-pr-uwyząćęłńóśźż]+")
_LIST_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
_SHA256 = re.compile(r"[0-9a-f]{64}")

# Bits of a dawgdic unit, as dawg_python 0.7 reads them (see dawg_python/units.py). Public for
# the word searches that walk :attr:`Lexicon.units` and :attr:`Lexicon.guide` inline.
#: A unit with this bit ends a word.
HAS_LEAF = 1 << 8
#: A unit with this bit shifts its children's offset by 8 more bits.
EXTENSION = 1 << 9
#: The bits of a unit that hold the label (letter code) it was reached by.
LABEL_MASK = (1 << 31) | 0xFF


def child_offset(unit: int) -> int:
    """The offset from a node to its children: child ``c`` of node ``i`` is ``i ^ offset ^ c``.

    >>> child_offset(5 << 10)
    5
    """
    return (unit >> 10) << ((unit & EXTENSION) >> 6)


#: The one-letter strings of the ASCII codes, by code: the step of an English letter.
_ASCII_LETTERS = tuple(chr(code) for code in range(0x80))


def _utf8_length(lead: int) -> int:
    """Bytes of the UTF-8 letter whose first byte is ``lead`` (1 for ASCII).

    >>> _utf8_length(ord("a")), _utf8_length("щ".encode()[0]), _utf8_length("€".encode()[0])
    (1, 2, 3)
    """
    if lead < 0xC0:
        return 1
    if lead < 0xE0:
        return 2
    return 3 if lead < 0xF0 else 4


def spells_a_to_z(words: WordList) -> bool:
    """Whether ``words`` spells its words with the letters A to Z only: what
    :meth:`Lexicon.spells_a_to_z` says of a lexicon, and of a plain set of words (tests use
    small ones), whether each word is ASCII.

    >>> spells_a_to_z(Lexicon.load("en-enable")), spells_a_to_z(Lexicon.load("es-forms"))
    (True, False)
    """
    if isinstance(words, Lexicon):
        return words.spells_a_to_z()
    try:
        return all(isinstance(word, str) and word.isascii() for word in words)  # type: ignore[attr-defined]
    except TypeError:  # a word list that cannot be walked: nothing to say against it
        return True


class WordList(Protocol):
    """What a game needs of a word list to check a word: membership of a lowercase word.

    A :class:`Lexicon` is one; a plain ``set`` of words is another (tests use small ones).
    """

    def __contains__(self, word: object, /) -> bool: ...


def normalise_word(token: str, language: str = "en") -> str | None:
    """The stored form of one word, or None when it cannot be a word of the game.

    English (the default, and imported lists): decomposes accents (NFKD) and drops them,
    lowercases, and keeps only words of two or more letters a-z, so "Café" and "cafe" are the
    same word and "don't" or "3rd" are refused. The build script and :func:`import_wordlist`
    share this so that built-in and imported lists agree on what a word is.

    Russian (``"ru"``) keeps its 33 letters as they are: Ё and Й are letters of their own (their
    tiles differ from Е and И), so nothing is decomposed. Spanish (``"es"``) keeps Ñ and folds the
    other accents (á, é, í, ó, ú, ü), as the Spanish edition's tiles do. Polish (``"pl"``) keeps
    its 32 letters as they are (Ą, Ć, Ę, Ł, Ń, Ó, Ś, Ź and Ż are letters of their own) and refuses
    Q, V, X and any other letter, which spell only foreign words.

    >>> normalise_word("Café"), normalise_word("don't"), normalise_word("a")
    ('cafe', None, None)
    >>> normalise_word("Ёжик", "ru"), normalise_word("йод", "ru"), normalise_word("кто-то", "ru")
    ('ёжик', 'йод', None)
    >>> normalise_word("Pingüino", "es"), normalise_word("AÑO", "es"), normalise_word("ANO", "es")
    ('pinguino', 'año', 'ano')
    >>> normalise_word("Źdźbło", "pl"), normalise_word("wideo", "pl"), normalise_word("video", "pl")
    ('źdźbło', 'wideo', None)
    """
    text = token.strip()
    if language in ("ru", "pl"):
        word = unicodedata.normalize("NFC", text).lower()
        pattern = _RUSSIAN_WORD if language == "ru" else _POLISH_WORD
    elif language == "es":
        # Ñ survives the fold: decompose, drop the marks, then put back the tilde of each ñ.
        composed = unicodedata.normalize("NFC", text).lower().replace("ñ", "\0")
        decomposed = unicodedata.normalize("NFKD", composed)
        folded = "".join(c for c in decomposed if not unicodedata.combining(c))
        word = folded.replace("\0", "ñ")
        pattern = _SPANISH_WORD
    else:
        decomposed = unicodedata.normalize("NFKD", text)
        word = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
        pattern = _WORD
    if len(word) >= MIN_STORED and pattern.fullmatch(word):
        return word
    return None


@dataclass(frozen=True, slots=True)
class WordListInfo:
    """What the app shows about a word list: its label, size, licence and credit.

    Attributes:
        id: Stable id, stored in game records (``"en-enable"``, ``"user-my-list"``).
        label: Name players see. Never claims to be a proprietary list.
        language: ISO 639-1 code of the words.
        words: Number of words in the list.
        licence: Short licence name.
        credit: Text to show in the About box or beside the list.
        notice: A notice its licence requires to be shown prominently ("" when none).
        builtin: True for lists shipped with the game, False for imported ones.
        default: True for the list a new game uses.
        licence_files: Names of the licence texts (see :func:`licence_text`).
        source: For imported lists, the name of the file the words came from.
        imported: For imported lists, the UTC date and time of the import (ISO 8601).
        rejected: For imported lists, how many lines were not words.
        sha256: For imported lists, the checksum of the compiled file, written at its import
            and checked at every load ("" for a list imported before checksums were kept).
    """

    id: str
    label: str
    language: str
    words: int
    licence: str
    credit: str
    notice: str = ""
    builtin: bool = True
    default: bool = False
    licence_files: tuple[str, ...] = ()
    source: str = ""
    imported: str = ""
    rejected: int = 0
    sha256: str = ""


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What :func:`import_wordlist` did with each line of a file.

    Attributes:
        info: The new list, as :func:`imported_lists` will report it.
        lines: Lines read, including blank and comment lines.
        accepted: Lines whose first token is a word (duplicates included).
        rejected: Lines whose first token is not a word.
        duplicates: Accepted lines that repeated a word already seen.
        first_rejected: Up to ten rejected lines as (line number, text).
    """

    info: WordListInfo
    lines: int
    accepted: int
    rejected: int
    duplicates: int
    first_rejected: tuple[tuple[int, str], ...]


# --- built-in lists ---------------------------------------------------------------------------


class _BuiltinList(TypedDict):
    """One list of the shipped manifest (written by ``wordlists/build.py``, never by a
    person: its shape is fixed)."""

    id: str
    label: str
    language: str
    words: int
    licence: str
    credit: str
    dawg: str
    dawg_sha256: str
    notice: NotRequired[str]
    default: NotRequired[bool]
    licence_files: NotRequired[list[str]]


class _Manifest(TypedDict):
    """The manifest shipped with the compiled lists (the keys read here)."""

    lists: list[_BuiltinList]


@functools.cache
def _manifest() -> _Manifest:
    """The manifest shipped with the compiled lists (read once: it cannot change while the
    app runs)."""
    text = resource(LEXICON_FOLDER, MANIFEST_NAME).read_text("utf-8")
    data: _Manifest = json.loads(text)
    return data


def _builtin_entry(lexicon_id: str) -> _BuiltinList | None:
    for entry in _manifest()["lists"]:
        if entry["id"] == lexicon_id:
            return entry
    return None


def _builtin_ids() -> list[str]:
    return [entry["id"] for entry in _manifest()["lists"]]


def builtin_lists(language: str | None = None) -> tuple[WordListInfo, ...]:
    """The word lists shipped with the game (those of ``language`` only, when given), default
    first.

    >>> [info.id for info in builtin_lists("en")]
    ['en-enable', 'en-common', 'en-large']
    >>> [info.id for info in builtin_lists("ru")]
    ['ru-nouns', 'ru-forms']
    """
    infos = [
        WordListInfo(
            id=entry["id"],
            label=entry["label"],
            language=entry["language"],
            words=entry["words"],
            licence=entry["licence"],
            credit=entry["credit"],
            notice=entry.get("notice", ""),
            builtin=True,
            default=bool(entry.get("default", False)),
            licence_files=tuple(entry.get("licence_files", ())),
        )
        for entry in _manifest()["lists"]
        if language is None or entry["language"] == language
    ]
    return tuple(sorted(infos, key=lambda info: not info.default))


def licence_text(lexicon_id: str) -> str:
    """The full licence texts of a built-in list, for the About box and the licence dialog.

    Raises:
        LexiconError: ``lexicon_id`` is not a built-in list.
    """
    entry = _builtin_entry(lexicon_id)
    if entry is None:
        raise LexiconError(Problem(Fault.LEXICON_UNKNOWN, lexicon=lexicon_id, known=_builtin_ids()))
    folder = resource(LEXICON_FOLDER)
    texts = [folder.joinpath(name).read_text("utf-8") for name in entry.get("licence_files", ())]
    return "\n\n".join(texts)


def verify_builtin_lists() -> list[str]:
    """Problems with the shipped lists (empty when they are intact), for ``--self-test``.

    Compares each compiled file with the sha256 the manifest records and loads it, so a damaged
    or stale installation is named instead of failing later in a game.
    """
    problems = []
    folder = resource(LEXICON_FOLDER)
    for entry in _manifest()["lists"]:
        try:
            data = _stored_bytes(folder.joinpath(entry["dawg"]))
        except (FileReadError, LexiconError) as exc:
            problems.append(f"word list {entry['id']}: cannot read {entry['dawg']}: {exc}")
            continue
        if _sha256(data) != entry["dawg_sha256"]:
            problems.append(f"word list {entry['id']}: {entry['dawg']} is damaged or stale")
            continue
        try:
            Lexicon.load(entry["id"])
        except LexiconError as exc:
            problems.append(f"word list {entry['id']}: {exc}")
    return problems


# --- imported lists ---------------------------------------------------------------------------


def _import_folder(data_dir: str | os.PathLike[str]) -> Path:
    return Path(data_dir) / IMPORT_FOLDER


def _read_metadata(meta: Path) -> WordListInfo:
    """An imported list's metadata, through the one reading path.

    Raises:
        LexiconError: the file cannot be read or is not a list's metadata.
    """
    try:
        data = reading.read_json(meta, MAX_METADATA_BYTES)
        if not isinstance(data, dict):
            raise TypeError
        info = _info_from_metadata(data)
    except (FileReadError, ValueError, KeyError, TypeError):
        raise LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=meta.stem)) from None
    if not _LIST_ID.fullmatch(info.id) or info.words < 0:
        raise LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=meta.stem))
    if info.sha256 and not _SHA256.fullmatch(info.sha256):
        raise LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=meta.stem))
    return info


def _remember_checksum(meta: Path, digest: str) -> None:
    """Write ``digest`` into an imported list's metadata (a list imported before checksums
    were kept, found whole): replaced atomically; nothing happens if it cannot be written."""
    try:
        data = reading.read_json(meta, MAX_METADATA_BYTES)
        if not isinstance(data, dict):
            return
        data["sha256"] = digest
        _write_json_atomic(meta, data)
    except (FileReadError, OSError, ValueError):
        pass


def _write_json_atomic(path: Path, data: JsonObject) -> None:
    """Write ``data`` as JSON to ``path``: a temporary file beside it, renamed over it.

    Raises:
        OSError: it could not be written (the old file is then unchanged).
    """
    handle, temporary = _mkstemp(path.parent, ".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", errors="replace") as out:
            json.dump(data, out, indent=2, ensure_ascii=False)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _info_from_metadata(data: JsonObject) -> WordListInfo:
    return WordListInfo(
        id=str(data["id"]),
        label=str(data["label"]),
        language=str(data.get("language", "")),
        words=get_int(data, "words"),
        licence=str(data.get("licence", "")),
        credit=str(data.get("credit", "")),
        builtin=False,
        source=str(data.get("source", "")),
        imported=str(data.get("imported", "")),
        rejected=get_int(data, "rejected", 0),
        sha256=str(data.get("sha256", "")),
    )


def imported_lists(data_dir: str | os.PathLike[str]) -> tuple[WordListInfo, ...]:
    """The lists the user imported into ``data_dir``, by label.

    A compiled file without its metadata (an import cut short) is not a list and is skipped, and
    so is a metadata file that cannot be read: one broken file must not hide the others.
    """
    folder = _import_folder(data_dir)
    infos = []
    try:
        metas = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        metas = []
    for meta in metas:
        try:
            info = _read_metadata(meta)
        except LexiconError:
            continue
        if info.id == meta.stem and meta.with_suffix(".dawg").is_file():
            infos.append(info)
    return tuple(sorted(infos, key=lambda info: (info.label.lower(), info.id)))


def remove_imported(lexicon_id: str, data_dir: str | os.PathLike[str]) -> None:
    """Delete an imported list from ``data_dir``.

    Raises:
        LexiconError: ``lexicon_id`` is a built-in list or no imported list has that id.
    """
    if _builtin_entry(lexicon_id) is not None:
        raise LexiconError(Problem(Fault.LEXICON_NOT_REMOVABLE, lexicon=lexicon_id))
    not_imported = LexiconError(Problem(Fault.LEXICON_NOT_IMPORTED, lexicon=lexicon_id))
    if not _LIST_ID.fullmatch(lexicon_id):
        raise not_imported
    folder = _import_folder(data_dir)
    meta, compiled = folder / f"{lexicon_id}.json", folder / f"{lexicon_id}.dawg"
    if not meta.is_file():
        raise not_imported
    # Metadata first: without it the list no longer exists, even if the unlink below fails.
    try:
        meta.unlink()
        compiled.unlink(missing_ok=True)
    except OSError as error:
        from patentgame.model.problems import os_reason

        raise LexiconError(
            Problem(Fault.REMOVE_FAILED, file=compiled.name, reason=os_reason(error))
        ) from None
    with _CACHE_LOCK:
        for key in [key for key in _CACHE if key[0] == str(compiled)]:
            del _CACHE[key]


# The game loads a list at every start but imports or verifies one rarely: the modules only
# those need (hashlib, datetime, tempfile, gzip) are imported where they are used.


def _sha256(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


def _now_utc() -> str:
    import datetime

    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def _mkstemp(folder: Path, suffix: str) -> tuple[int, str]:
    """A new temporary file in ``folder`` (where it is renamed into place), named as an import's."""
    import tempfile

    return tempfile.mkstemp(dir=folder, prefix=".import-", suffix=suffix)


def _slug(name: str) -> str:
    """The part of an imported list's id made from its name: a safe file name on every system."""
    decomposed = unicodedata.normalize("NFKD", name.lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    words = re.findall(r"[a-z0-9]+", plain)
    return "-".join(words)[:40].strip("-") or "list"


#: Answers whether the person cancelled an import (asked between lines).
Cancelled = Callable[[], bool]
#: Told how far an import has come: bytes of the file read so far, and the file's size.
Progress = Callable[[int, int], None]


class _Bounded:
    """A binary stream that counts what passes and refuses more than a limit: a gzip file that
    unpacks to more than :data:`MAX_IMPORT_BYTES` is stopped as soon as it passes it."""

    def __init__(self, stream: IO[bytes], limit: int, too_much: Problem) -> None:
        self.stream = stream
        self.limit = limit
        self.too_much = too_much
        self.passed = 0

    def readline(self, size: int) -> bytes:
        line = self.stream.readline(size)
        self.passed += len(line)
        if self.passed > self.limit:
            raise LexiconError(self.too_much)
        return line


def _lines(
    path: Path, file: str, progress: Progress | None, cancelled: Cancelled | None
) -> Iterator[bytes]:
    """Raw lines of a ``.txt`` or ``.txt.gz`` word list (decoded by the caller, so that an
    encoding error can name its line), each within :data:`MAX_IMPORT_LINE`; the file is read
    through the app's one reading path and never held whole in memory.

    Raises:
        LexiconError: the file cannot be read, is too large, unpacks to too much, is a damaged
            gzip file, has a line too long, or the import was cancelled.
        FileReadError: the file is missing, a folder, or not an ordinary file.
    """
    import gzip
    import zlib

    too_large = Problem(Fault.FILE_TOO_LARGE, file=file, limit=size_text(MAX_IMPORT_BYTES))
    with reading.open_regular(path) as (raw, size):
        if size > MAX_IMPORT_BYTES:
            raise LexiconError(too_large)
        gzipped = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        unpacked: IO[bytes] = (
            cast(IO[bytes], gzip.GzipFile(fileobj=raw, mode="rb")) if gzipped else raw
        )
        unpacks_too_much = Problem(
            Fault.IMPORT_UNPACKS_TOO_LARGE, file=file, limit=size_text(MAX_IMPORT_BYTES)
        )
        stream = _Bounded(unpacked, MAX_IMPORT_BYTES, unpacks_too_much if gzipped else too_large)
        number = 0
        try:
            while True:
                line = stream.readline(MAX_IMPORT_LINE + 1)
                if not line:
                    return
                number += 1
                if len(line) > MAX_IMPORT_LINE:
                    raise LexiconError(
                        Problem(
                            Fault.IMPORT_LINE_TOO_LONG,
                            file=file,
                            line=number,
                            limit=MAX_IMPORT_LINE,
                        )
                    )
                if number % 4096 == 0:
                    if cancelled is not None and cancelled():
                        raise LexiconError(Problem(Fault.IMPORT_CANCELLED, file=file))
                    if progress is not None:
                        progress(raw.tell(), size)
                yield line
        except (gzip.BadGzipFile, zlib.error, EOFError):
            raise LexiconError(Problem(Fault.IMPORT_BAD_GZIP, file=file)) from None
        except OSError as error:
            raise LexiconError(reading.os_problem(error, path)) from None


#: The languages a person's own list may be imported in: those of the games' tiles.
IMPORT_LANGUAGES = ("en", "ru", "es")


def import_wordlist(
    path: str | os.PathLike[str],
    name: str,
    data_dir: str | os.PathLike[str],
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    language: str = "en",
) -> ImportReport:
    """Compile a plain-text word list the user owns into ``data_dir``.

    The file holds one word per line (UTF-8, optionally gzipped); a ``#`` starts a comment and
    only the first token of a line counts, so lists with definitions or frequencies import too.
    Words are normalised like the built-in lists (:func:`normalise_word`). The compiled DAWG and
    its metadata are written to temporary files and renamed into place only when everything
    worked, so a bad file leaves nothing behind and an existing list is never touched; a name
    already in use gets a numbered id and label.

    Hostile files end in a clear problem, fast and in bounded memory: a folder, a pipe or a
    device; a file larger than :data:`MAX_IMPORT_BYTES` or one that unpacks to more; a line
    longer than :data:`MAX_IMPORT_LINE`; NUL bytes; a damaged gzip stream.

    Args:
        path: The ``.txt`` or ``.txt.gz`` file.
        name: The label players will see (at most :data:`MAX_LABEL` characters are kept).
        data_dir: The user's data folder; the list goes into its ``wordlists`` folder.
        progress: told the bytes read so far and the file's size, every few thousand lines
            (an import runs off the window's thread, which shows a progress bar).
        cancelled: asked every few thousand lines; when it says so, the import stops and
            nothing is written.
        language: the language of the words (:data:`IMPORT_LANGUAGES`): English lists are
            spelled a to z (the patent game, BuyWord, the English board games), Russian ones
            with the 33 letters (Эрудит, Скрэббл), Spanish ones with Ñ (Wocable in Spanish).

    Returns:
        How many lines were accepted and rejected, with the first rejected lines.

    Raises:
        LexiconError: the file cannot be read, is not UTF-8 text, is too large or has too many
            lines, holds no word; ``name`` is empty; or the import was cancelled.
    """
    source = Path(path)
    file = reading.file_label(source)
    label = " ".join(name.split())[:MAX_LABEL].strip()
    if not label:
        raise LexiconError(Problem(Fault.IMPORT_NEEDS_NAME))
    if language not in IMPORT_LANGUAGES:
        raise ValueError(f"an imported list is in one of {', '.join(IMPORT_LANGUAGES)}")
    words: set[str] = set()
    lines = accepted = 0
    bad: list[tuple[int, str]] = []
    rejected = 0
    try:
        for lines, raw_line in enumerate(_lines(source, file, progress, cancelled), start=1):
            if lines > MAX_IMPORT_LINES:
                raise LexiconError(
                    Problem(Fault.IMPORT_TOO_MANY_LINES, file=file, limit=MAX_IMPORT_LINES)
                )
            if b"\x00" in raw_line:
                raise LexiconError(Problem(Fault.IMPORT_NOT_TEXT, file=file))
            try:
                line = raw_line.decode("utf-8-sig" if lines == 1 else "utf-8")
            except UnicodeDecodeError:
                raise LexiconError(Problem(Fault.IMPORT_NOT_UTF8, file=file, line=lines)) from None
            tokens = line.split("#", 1)[0].split()
            if not tokens:
                continue
            token = tokens[0]
            word = normalise_word(token, language) if len(token) <= MAX_WORD * 4 else None
            if word is None or len(word) > MAX_WORD:
                rejected += 1
                if len(bad) < REPORT_REJECTED:
                    bad.append((lines, line.rstrip("\r\n")[:80]))
                continue
            accepted += 1
            words.add(word)
    except FileReadError as error:
        raise LexiconError(error.problem) from None
    if not words:
        raise LexiconError(Problem(Fault.IMPORT_NO_WORDS, file=file))
    if cancelled is not None and cancelled():
        raise LexiconError(Problem(Fault.IMPORT_CANCELLED, file=file))
    try:
        import dawg  # dawg2: only imports compile, so the app can start without it
    except ImportError:
        raise LexiconError(Problem(Fault.IMPORT_NEEDS_COMPILER)) from None

    folder = _import_folder(data_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LexiconError(_not_written(error, folder)) from None
    base = "user-" + _slug(label)
    lexicon_id, number = base, 1
    while _taken(folder / f"{lexicon_id}.json") or _taken(folder / f"{lexicon_id}.dawg"):
        number += 1
        lexicon_id = f"{base}-{number}"
    taken = {info.label for info in imported_lists(data_dir)}
    final_label, number = label, 1
    while final_label in taken:
        number += 1
        final_label = f"{label} ({number})"
    metadata = {
        "id": lexicon_id,
        "label": final_label,
        "language": language,
        "words": len(words),
        "licence": "the user's own",
        "credit": f"Imported from {file}",
        "source": file,
        "imported": _now_utc(),
        "lines": lines,
        "accepted": accepted,
        "rejected": rejected,
    }
    temporary: list[str] = []
    try:
        handle, dawg_tmp = _mkstemp(folder, ".dawg")
        os.close(handle)
        temporary.append(dawg_tmp)
        dawg.CompletionDAWG(sorted(words)).save(dawg_tmp)
        # Its checksum, checked at every load: damage that keeps the layout is refused.
        metadata["sha256"] = _sha256(Path(dawg_tmp).read_bytes())
        handle, meta_tmp = _mkstemp(folder, ".json")
        temporary.append(meta_tmp)
        with os.fdopen(handle, "w", encoding="utf-8", errors="replace") as out:
            json.dump(metadata, out, indent=2, ensure_ascii=False)
            out.write("\n")
        if cancelled is not None and cancelled():
            raise LexiconError(Problem(Fault.IMPORT_CANCELLED, file=file))
        # The DAWG first: a list exists once its metadata does, so a crash between the two
        # renames leaves only an orphan file that imported_lists() ignores.
        os.replace(dawg_tmp, folder / f"{lexicon_id}.dawg")
        temporary.remove(dawg_tmp)
        os.replace(meta_tmp, folder / f"{lexicon_id}.json")
        temporary.remove(meta_tmp)
    except OSError as error:
        raise LexiconError(_not_written(error, folder)) from None
    finally:
        for leftover in temporary:
            with contextlib.suppress(OSError):
                os.unlink(leftover)
    return ImportReport(
        info=_info_from_metadata(metadata),
        lines=lines,
        accepted=accepted,
        rejected=rejected,
        duplicates=accepted - len(words),
        first_rejected=tuple(bad),
    )


def _taken(path: Path) -> bool:
    """Whether a name is in use (a link, even one to nothing, counts)."""
    return os.path.lexists(path)


def _not_written(error: OSError, folder: Path) -> Problem:
    import errno

    from patentgame.model.problems import os_reason

    file = folder.name
    if error.errno == errno.ENOSPC:
        cause = Problem(Fault.DISK_FULL, file=file)
    elif error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        cause = Problem(Fault.FOLDER_READ_ONLY, file=str(folder))
    else:
        cause = Problem(Fault.WRITE_FAILED, file=file, reason=os_reason(error))
    return Problem(Fault.IMPORT_NOT_WRITTEN, cause=cause)


# --- the lexicon ------------------------------------------------------------------------------

#: Loaded built-in lexicons by id, and imported ones by (file, modification time): the engine,
#: every AI player and the views ask for the same list again and again.
_BUILTIN_CACHE: dict[str, Lexicon] = {}
_CACHE: dict[tuple[str, int], Lexicon] = {}
_CACHE_LOCK = threading.Lock()


class _Units(Protocol):
    """One of a compiled graph's arrays (``dawg_python``'s dictionary or guide), as read."""

    _units: Sequence[int]


class _Dictionary(_Units, Protocol):
    """The graph's dictionary: its units, and membership of a word's UTF-8 bytes."""

    def contains(self, key: bytes) -> bool: ...


class CompiledGraph(Protocol):
    """A loaded ``dawg_python.CompletionDAWG``: the parts a :class:`Lexicon` reads (that
    package has no types of its own)."""

    dct: _Dictionary
    guide: _Units


def _read_dawg(path: Path, sha256: str | None = None) -> CompiledGraph:
    """A ``dawg_python.CompletionDAWG`` read from ``path``, or a clear error.

    With ``sha256`` (an imported list's checksum, written at its import) the bytes must be the
    very bytes compiled then, so damage that keeps the layout (:func:`_compiled_bytes`) is
    refused too. The graph is made from the bytes read (:func:`_graph_of`).
    """
    data = _compiled_bytes(path)
    if sha256 is not None and _sha256(data) != sha256:
        raise _damaged(path.stem)
    return _graph_of(data, path)


def _compiled_bytes(path: Path) -> bytes:
    """The bytes of a compiled list, read once through the one reading path (an ordinary file
    of at most :data:`MAX_DAWG_BYTES`), with their layout checked (a unit array and a guide,
    each after its length), so a file that is not a compiled word list is refused before the
    reader trusts its lengths."""
    try:
        data = _stored_bytes(path)
    except FileReadError as error:
        raise LexiconError(error.problem) from None
    units = struct.unpack_from("=I", data)[0] if len(data) >= 4 else -1
    guide_at = 4 + 4 * max(units, 0)
    guide = struct.unpack_from("=I", data, guide_at)[0] if len(data) >= guide_at + 4 else -1
    if units <= 0 or guide <= 0 or len(data) != 8 + 4 * units + 2 * guide:
        raise LexiconError(Problem(Fault.LEXICON_NOT_COMPILED, file=reading.file_label(path)))
    return data


#: A compiled list may be stored gzipped under its name plus this suffix (``en-enable.dawg.gz``):
#: the frozen bundle ships them so, 40% smaller (installer/bundle_policy.py).
PACKED_SUFFIX = ".gz"


def _stored_bytes(path: Path) -> bytes:
    """The bytes of the compiled list at ``path``, or of its gzipped twin when only that is
    there, inflated (at most :data:`MAX_DAWG_BYTES` either way).

    Raises:
        FileReadError: neither can be read (the problem names ``path``).
        LexiconError: the twin is not a whole gzip stream of at most MAX_DAWG_BYTES.
    """
    packed = path.with_name(path.name + PACKED_SUFFIX)
    if os.path.lexists(path) or not os.path.lexists(packed):
        return reading.read_bytes(path, MAX_DAWG_BYTES)
    inflate = zlib.decompressobj(wbits=31)  # 31: a gzip header and trailer
    not_compiled = LexiconError(
        Problem(Fault.LEXICON_NOT_COMPILED, file=reading.file_label(packed))
    )
    try:
        data = inflate.decompress(reading.read_bytes(packed, MAX_DAWG_BYTES), MAX_DAWG_BYTES + 1)
    except zlib.error:
        raise not_compiled from None
    if not inflate.eof or len(data) > MAX_DAWG_BYTES:
        raise not_compiled
    return data


def _graph_of(data: bytes, path: Path) -> CompiledGraph:
    """The ``dawg_python.CompletionDAWG`` of a compiled list's bytes (see
    :func:`_compiled_bytes`)."""
    try:
        stream = io.BytesIO(data)
        compiled = dawg_python.CompletionDAWG()
        compiled.dct = dawg_python.wrapper.Dictionary()
        compiled.dct.read(stream)
        compiled.guide = dawg_python.wrapper.Guide()
        compiled.guide.read(stream)
    except (OSError, ValueError, EOFError, IndexError, struct.error, OverflowError):
        file = reading.file_label(path)
        raise LexiconError(Problem(Fault.LEXICON_NOT_COMPILED, file=file)) from None
    graph: CompiledGraph = compiled
    return graph


def _damaged(lexicon_id: str) -> LexiconError:
    return LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=lexicon_id))


#: The most bytes a stored word spells (64 letters of up to 4 bytes): no sound walk goes
#: deeper, so a damaged graph whose steps lead round in a circle is stopped there.
MAX_WORD_BYTES = 4 * MAX_WORD


def count_words(units: Sequence[int], guide: Sequence[int], lexicon_id: str = "") -> int:
    """The words of a compiled graph, counted by visiting each node once; the graph is checked
    on the way as the walks of the games trust it: every child in the arrays and labelled as
    the guide says, siblings in ascending order, no path longer than :data:`MAX_WORD_BYTES`
    and none leading back to where it came from.

    Raises:
        LexiconError: the graph is damaged (its problem names ``lexicon_id``).
    """
    size = len(units)
    counted: dict[int, int] = {}
    on_path: set[int] = {0}
    # Each frame: node, the label of its next child to visit, words below so far, last label.
    frames = [[0, guide[0], units[0] >> 8 & 1, 0]]
    try:
        while frames:
            frame = frames[-1]
            node, label, words, previous = frame
            if not label:
                frames.pop()
                on_path.discard(node)
                counted[node] = words
                if frames:
                    frames[-1][2] += words
                continue
            child = node ^ child_offset(units[node]) ^ label
            if label <= previous or child >= size or units[child] & LABEL_MASK != label:
                raise _damaged(lexicon_id)
            frame[1], frame[3] = guide[child * 2 + 1], label
            if child in counted:
                frame[2] += counted[child]
            elif child in on_path or len(frames) > MAX_WORD_BYTES:
                raise _damaged(lexicon_id)
            else:
                on_path.add(child)
                frames.append([child, guide[child * 2], units[child] >> 8 & 1, 0])
    except IndexError:
        raise _damaged(lexicon_id) from None
    return counted[0]


class Lexicon:
    """One word list, compiled to a DAWG: membership, iteration and the playable-word search.

    A lexicon is immutable, so one loaded instance is shared by the engine, the AI players and
    the views (:meth:`load` caches them).
    """

    __slots__ = ("_a_to_z", "_count", "_dawg", "_guide", "_units", "language", "lexicon_id")

    def __init__(
        self,
        compiled: CompiledGraph,
        lexicon_id: str,
        count: int | None = None,
        *,
        a_to_z: bool | None = None,
        language: str = "",
    ) -> None:
        """Wrap a loaded ``dawg_python.CompletionDAWG``; use :meth:`load` or :meth:`load_path`.
        ``a_to_z`` says whether every word is spelled with the letters A to Z, when the list's
        manifest or metadata says so (else the graph is looked at when asked). ``language`` is
        the list's language code from its manifest or metadata ("" when unknown): BuyWord takes
        its tile set from it."""
        self._dawg = compiled
        self._units = compiled.dct._units
        self._guide = compiled.guide._units
        self._count = count
        self._a_to_z = a_to_z
        self.lexicon_id = lexicon_id
        self.language = language
        if len(self._units) == 0 or len(self._guide) == 0:
            raise LexiconError(Problem(Fault.LEXICON_DAMAGED, lexicon=lexicon_id))

    @classmethod
    def load(
        cls, lexicon_id: str = DEFAULT_LIST, data_dir: str | os.PathLike[str] | None = None
    ) -> Lexicon:
        """The lexicon of a built-in list, or of a list imported into ``data_dir``.

        Raises:
            LexiconError: no list has that id, or its file cannot be read.
        """
        entry = _builtin_entry(lexicon_id)
        if entry is not None:
            # Keyed by id, not path: a zipped or frozen app may extract the resource to a new
            # temporary file each time.
            with _CACHE_LOCK:
                found = _BUILTIN_CACHE.get(lexicon_id)
            if found is None:
                path = resource(LEXICON_FOLDER, entry["dawg"])
                try:  # the manifest's checksum: 0.9 ms for the default list's 0.8 MB
                    compiled = _read_dawg(path, entry["dawg_sha256"])
                except LexiconError as error:
                    if error.problem.fault is not Fault.LEXICON_DAMAGED:
                        raise
                    raise LexiconError(
                        Problem(Fault.LEXICON_BUILTIN_DAMAGED, lexicon=lexicon_id)
                    ) from None
                found = cls(
                    compiled,
                    lexicon_id=lexicon_id,
                    count=int(entry["words"]),
                    a_to_z=entry["language"] == "en",
                    language=entry["language"],
                )
                with _CACHE_LOCK:
                    found = _BUILTIN_CACHE.setdefault(lexicon_id, found)
            return found
        if data_dir is not None and _LIST_ID.fullmatch(lexicon_id):
            folder = _import_folder(data_dir)
            meta = folder / f"{lexicon_id}.json"
            if os.path.lexists(meta):
                info = _read_metadata(meta)
                try:
                    return cls._cached(folder / f"{lexicon_id}.dawg", info, meta)
                except LexiconError:
                    raise _damaged(lexicon_id) from None
        known = [info.id for info in builtin_lists()]
        if data_dir is not None:
            known += [info.id for info in imported_lists(data_dir)]
        raise LexiconError(Problem(Fault.LEXICON_UNKNOWN, lexicon=lexicon_id, known=known))

    @classmethod
    def load_path(cls, path: str | os.PathLike[str]) -> Lexicon:
        """The lexicon of a compiled DAWG file (not cached: the file may change).

        Raises:
            LexiconError: the file is missing or not a compiled word list.
        """
        file = Path(path)
        return cls(_read_dawg(file), lexicon_id=file.stem)

    @classmethod
    def _cached(cls, path: Path, info: WordListInfo, meta: Path) -> Lexicon:
        """An imported list, loaded once per version of its file. Its bytes must match the
        checksum its import wrote; a list imported before checksums were kept is checked
        whole the first time (:func:`count_words` must find the words its metadata counts),
        and its checksum is then written into its metadata for the next loads (a read-only
        data folder checks it whole at each start instead)."""
        try:
            key = (str(path), path.stat().st_mtime_ns)
        except OSError:
            raise _damaged(info.id) from None
        with _CACHE_LOCK:
            found = _CACHE.get(key)
        if found is not None:
            return found
        # An import keeps the words of a-z only (normalise_word's English rules).
        a_to_z = info.language in ("", "en")
        if info.sha256:
            compiled = _read_dawg(path, info.sha256)
            found = cls(
                compiled, info.id, info.words, a_to_z=a_to_z, language=info.language or "en"
            )
        else:
            data = _compiled_bytes(path)
            graph = _graph_of(data, path)
            found = cls(graph, info.id, info.words, a_to_z=a_to_z, language=info.language or "en")
            if count_words(found._units, found._guide, info.id) != info.words:
                raise _damaged(info.id)
            _remember_checksum(meta, _sha256(data))
        with _CACHE_LOCK:
            return _CACHE.setdefault(key, found)

    def __repr__(self) -> str:
        return f"<Lexicon {self.lexicon_id}>"

    def spells_a_to_z(self) -> bool:
        """Whether every word of the list is spelled with the letters A to Z (the patent game's
        cards): the English built-in lists and imported lists (an import keeps words of a-z
        only) are; the Russian and Spanish lists are not. A compiled file without a manifest
        or metadata is walked once: a letter outside ASCII is a step labelled 0x80 or above."""
        if self._a_to_z is None:
            self._a_to_z = self._steps_are_ascii()
        return self._a_to_z

    def _steps_are_ascii(self) -> bool:
        units, guide = self._units, self._guide
        seen = {self.ROOT}
        waiting = [self.ROOT]
        try:
            while waiting:
                node = waiting.pop()
                offset = child_offset(units[node])
                label = guide[node * 2]
                while label:
                    if label >= 0x80:
                        return False
                    child = node ^ offset ^ label
                    if child not in seen:
                        seen.add(child)
                        waiting.append(child)
                    label = self._next_sibling(child, label)
        except IndexError:
            raise _damaged(self.lexicon_id) from None
        return True

    def _next_sibling(self, child: int, label: int) -> int:
        """The label of the sibling after ``child`` (reached by ``label``), 0 for none.
        Siblings ascend, so a chain of them has at most 255 steps; a label that does not
        ascend is damage, which would otherwise lead a walk round in a circle for ever.

        Raises:
            LexiconError: the graph is damaged.
            IndexError: ``child`` lies outside the graph (damage too).
        """
        following: int = self._guide[child * 2 + 1]
        if following and following <= label:
            raise _damaged(self.lexicon_id)
        return following

    def __contains__(self, word: object) -> bool:
        """Whether ``word`` is in the list, ignoring case. Anything but a string is not.

        Raises:
            LexiconError: the graph is damaged (a step leads outside it).
        """
        if not isinstance(word, str):
            return False
        try:
            return bool(self._dawg.dct.contains(word.lower().encode("utf-8")))
        except IndexError:
            raise _damaged(self.lexicon_id) from None

    def __iter__(self) -> Iterator[str]:
        """Every word, lowercase, in the order of its UTF-8 bytes (alphabetical for a-z; for
        Russian, ё sorts after я).

        The walk is bounded: no deeper than :data:`MAX_WORD_BYTES`, siblings ascending, and
        (for a list whose size is known) no more steps than its words could need, so a damaged
        graph ends in a :class:`LexiconError` rather than a walk that never ends.

        Raises:
            LexiconError: the graph is damaged.
        """
        units, guide = self._units, self._guide
        char = [chr(code) for code in range(256)]
        words: list[str] = []
        # A sound graph spells each word once, each step of it at most once per word.
        steps_left = [MAX_WORD_BYTES * (self._count + 1) if self._count is not None else -1]
        damaged = _damaged(self.lexicon_id)

        def collect(index: int, prefix: str, depth: int) -> None:
            # A plain recursion is the quickest walk in Python; the guide gives each node's
            # first child and each child's next sibling, in alphabetical order.
            base = units[index]
            if base & HAS_LEAF:
                words.append(prefix)
            label = guide[index * 2]
            if label:
                if depth >= MAX_WORD_BYTES:
                    raise damaged
                steps_left[0] -= 1
                if steps_left[0] == 0:
                    raise damaged
                offset = (base >> 10) << ((base & EXTENSION) >> 6)
                while label:
                    child = index ^ offset ^ label
                    collect(child, prefix + char[label], depth + 1)
                    following = guide[child * 2 + 1]
                    if following and following <= label:
                        raise damaged
                    label = following

        # One first letter at a time, so a caller that stops early has not paid for all.
        try:
            base = units[0]
            offset = (base >> 10) << ((base & EXTENSION) >> 6)
            label = guide[0]
            while label:
                child = offset ^ label
                collect(child, char[label], 1)
                # The walk spells bytes: a word outside ASCII (Cyrillic, ñ) is UTF-8 to decode.
                for word in words:
                    yield word if word.isascii() else word.encode("latin-1").decode("utf-8")
                words.clear()
                label = self._next_sibling(child, label)
        except (IndexError, UnicodeDecodeError):
            raise damaged from None

    def __len__(self) -> int:
        """Number of words; counted once for files that come without a manifest."""
        if self._count is None:
            self._count = sum(1 for _ in self)
        return self._count

    # -- the DAWG, for each game's own word search ---------------------------------------------

    @property
    def units(self) -> Sequence[int]:
        """The DAWG's unit array: node ``i`` is ``units[i]`` (see :data:`HAS_LEAF`,
        :data:`LABEL_MASK` and :func:`child_offset`). Node 0 is the root."""
        units: Sequence[int] = self._units
        return units

    @property
    def guide(self) -> Sequence[int]:
        """The DAWG's guide: ``guide[2 * i]`` is the label of node ``i``'s first child and
        ``guide[2 * i + 1]`` the label of its next sibling (0: none), in alphabetical order."""
        guide: Sequence[int] = self._guide
        return guide

    #: The node of the empty prefix, where every walk starts.
    ROOT = 0

    def follow(self, prefix: str, node: int = ROOT) -> int | None:
        """The node reached from ``node`` by spelling ``prefix`` (lowercase), or ``None`` when no
        word of the list goes on that way. Any alphabet: the DAWG's steps are the UTF-8 bytes of
        the letters, so a Cyrillic letter or an ñ is two steps, taken here.

        >>> lexicon = Lexicon.load("en-enable")
        >>> lexicon.is_word(lexicon.follow("cat")), lexicon.follow("cqz") is None
        (True, True)
        >>> nouns = Lexicon.load("ru-nouns")
        >>> nouns.is_word(nouns.follow("ка", nouns.follow("щу")))
        True
        """
        units = self._units
        size = len(units)
        for label in prefix.encode("utf-8"):
            try:
                child = node ^ child_offset(units[node]) ^ label
            except IndexError:
                raise _damaged(self.lexicon_id) from None
            if child >= size or units[child] & LABEL_MASK != label:
                return None
            node = child
        return node

    def children(self, node: int = ROOT) -> Iterator[tuple[str, int]]:
        """Each letter that follows ``node`` and the node it leads to, in the order of the
        letters' code points (alphabetical for a-z; for Russian, ё comes after я). A letter
        outside ASCII is walked to the end of its UTF-8 bytes, so every child is a whole letter.

        Word searches call this once for every node they visit (BuyWord's search with a wild,
        thousands of nodes per hand), so an ASCII letter, one step of the DAWG, is given
        straight from this one generator; only a letter of several bytes walks further.

        >>> [letter for letter, _ in Lexicon.load("ru-nouns").children()][:3]
        ['а', 'б', 'в']
        """
        units, guide = self._units, self._guide
        try:
            base = units[node]
            offset = (base >> 10) << ((base & EXTENSION) >> 6)  # child_offset, inlined
            label = guide[node * 2]
            while label:
                child = node ^ offset ^ label
                if label < 0x80:
                    yield _ASCII_LETTERS[label], child
                else:
                    yield from self._letters_after(child, bytes((label,)))
                # The next sibling (_next_sibling, inlined): labels ascend, else it is damage.
                following = guide[child * 2 + 1]
                if following and following <= label:
                    raise _damaged(self.lexicon_id)
                label = following
        except IndexError:
            raise _damaged(self.lexicon_id) from None

    def _letters_after(self, node: int, lead: bytes) -> Iterator[tuple[str, int]]:
        # ``lead``: the bytes of a letter begun but not finished (empty at a letter's start).
        units = self._units
        offset = child_offset(units[node])
        label = self._guide[node * 2]
        while label:
            child = node ^ offset ^ label
            spelled = lead + bytes((label,))
            if len(spelled) >= _utf8_length(spelled[0]):
                yield spelled.decode("utf-8", errors="replace"), child
            else:
                yield from self._letters_after(child, spelled)
            label = self._next_sibling(child, label)

    def is_word(self, node: int | None) -> bool:
        """Whether the letters spelled to reach ``node`` are a word of the list.

        Raises:
            LexiconError: ``node`` lies outside the graph (a damaged list's step led there).
        """
        try:
            return node is not None and self._units[node] & HAS_LEAF != 0
        except IndexError:
            raise _damaged(self.lexicon_id) from None

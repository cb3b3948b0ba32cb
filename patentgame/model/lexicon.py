"""The word lists of the game: compiled DAWGs, membership tests and the search for playable words.

A built-in list is a DAWG compiled at development time by ``wordlists/build.py`` and shipped in
:mod:`patentgame.resources.lexicon`, beside a ``manifest.json`` that names its label, size and
licence, so the installed app needs neither the ``wordlists/`` folder nor the ``dawg2`` compiler.
A list the user imports is compiled into their data folder with a small JSON file beside it.

Files are read with ``dawg_python``. The search for playable words walks the DAWG's own unit
and guide arrays (depth first, pruned by the letters left on the rack) instead of calling
``follow_char`` as a method: NOTES.md measured that inlining the step makes it two to three
times faster, which is what AI search and hints need. That reads ``dawg_python`` internals, so
its version is pinned in ``pyproject.toml`` and a test compares the search with a brute-force
scan of the word list.

>>> lexicon = Lexicon.load("en-enable")
>>> "Patent" in lexicon, "patentx" in lexicon
(True, False)
>>> lexicon.words_from("tac")
['act', 'cat']
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import struct
import threading
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import dawg_python

from patentgame.model.errors import LexiconError
from patentgame.model.scoring import MAX_WORD, MIN_WORD
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
#: How many rejected lines an import report quotes.
REPORT_REJECTED = 10
#: Stored words have at least this many letters; playable words need ``MIN_WORD``.
MIN_STORED = 2

_WORD = re.compile(r"[a-z]+")
_RUSSIAN_WORD = re.compile(r"[а-яё]+")
_SPANISH_WORD = re.compile(r"[a-zñ]+")
_LIST_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")

# Bits of a dawgdic unit, as dawg_python 0.7 reads them (see dawg_python/units.py).
_HAS_LEAF = 1 << 8
_EXTENSION = 1 << 9
_LABEL_MASK = (1 << 31) | 0xFF
_S = ord("s")


def normalise_word(token: str, language: str = "en") -> str | None:
    """The stored form of one word, or None when it cannot be a word of the game.

    English (the default, and imported lists): decomposes accents (NFKD) and drops them,
    lowercases, and keeps only words of two or more letters a-z, so "Café" and "cafe" are the
    same word and "don't" or "3rd" are refused. The build script and :func:`import_wordlist`
    share this so that built-in and imported lists agree on what a word is.

    Russian (``"ru"``) keeps its 33 letters as they are: Ё and Й are letters of their own (their
    tiles differ from Е and И), so nothing is decomposed. Spanish (``"es"``) keeps Ñ and folds the
    other accents (á, é, í, ó, ú, ü), as the Spanish edition's tiles do.

    >>> normalise_word("Café"), normalise_word("don't"), normalise_word("a")
    ('cafe', None, None)
    >>> normalise_word("Ёжик", "ru"), normalise_word("йод", "ru"), normalise_word("кто-то", "ru")
    ('ёжик', 'йод', None)
    >>> normalise_word("Pingüino", "es"), normalise_word("AÑO", "es"), normalise_word("ANO", "es")
    ('pinguino', 'año', 'ano')
    """
    text = token.strip()
    if language == "ru":
        word = unicodedata.normalize("NFC", text).lower()
        pattern = _RUSSIAN_WORD
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


@functools.cache
def _manifest() -> dict[str, Any]:
    """The manifest shipped with the compiled lists (read once: it cannot change while the
    app runs)."""
    text = resource(LEXICON_FOLDER, MANIFEST_NAME).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _builtin_entry(list_id: str) -> dict[str, Any] | None:
    for entry in _manifest()["lists"]:
        if entry["id"] == list_id:
            found: dict[str, Any] = entry
            return found
    return None


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


def licence_text(list_id: str) -> str:
    """The full licence texts of a built-in list, for the About box and the licence dialog.

    Raises:
        LexiconError: ``list_id`` is not a built-in list.
    """
    entry = _builtin_entry(list_id)
    if entry is None:
        raise LexiconError(f"there is no built-in word list {list_id!r}")
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
            data = folder.joinpath(entry["dawg"]).read_bytes()
        except OSError as exc:
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


def _info_from_metadata(data: dict[str, Any]) -> WordListInfo:
    return WordListInfo(
        id=str(data["id"]),
        label=str(data["label"]),
        language=str(data.get("language", "")),
        words=int(data["words"]),
        licence=str(data.get("licence", "")),
        credit=str(data.get("credit", "")),
        builtin=False,
        source=str(data.get("source", "")),
        imported=str(data.get("imported", "")),
        rejected=int(data.get("rejected", 0)),
    )


def imported_lists(data_dir: str | os.PathLike[str]) -> tuple[WordListInfo, ...]:
    """The lists the user imported into ``data_dir``, by label.

    A compiled file without its metadata (an import cut short) is not a list and is skipped, and
    so is a metadata file that cannot be read: one broken file must not hide the others.
    """
    folder = _import_folder(data_dir)
    infos = []
    for meta in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            info = _info_from_metadata(json.loads(meta.read_text("utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if info.id == meta.stem and meta.with_suffix(".dawg").is_file():
            infos.append(info)
    return tuple(sorted(infos, key=lambda info: (info.label.lower(), info.id)))


def remove_imported(list_id: str, data_dir: str | os.PathLike[str]) -> None:
    """Delete an imported list from ``data_dir``.

    Raises:
        LexiconError: ``list_id`` is a built-in list or no imported list has that id.
    """
    if _builtin_entry(list_id) is not None:
        raise LexiconError(f"{list_id!r} is a built-in word list and cannot be removed")
    if not _LIST_ID.fullmatch(list_id):
        raise LexiconError(f"there is no imported word list {list_id!r}")
    folder = _import_folder(data_dir)
    meta, compiled = folder / f"{list_id}.json", folder / f"{list_id}.dawg"
    if not meta.is_file():
        raise LexiconError(f"there is no imported word list {list_id!r}")
    # Metadata first: without it the list no longer exists, even if the unlink below fails.
    meta.unlink()
    compiled.unlink(missing_ok=True)
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


def _mkstemp(**options: Any) -> tuple[int, str]:
    import tempfile

    return tempfile.mkstemp(**options)


def _slug(name: str) -> str:
    """The part of an imported list's id made from its name: a safe file name on every system."""
    decomposed = unicodedata.normalize("NFKD", name.lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    words = re.findall(r"[a-z0-9]+", plain)
    return "-".join(words)[:40].strip("-") or "list"


def _read_lines(path: Path) -> Iterator[bytes]:
    """Raw lines of a ``.txt`` or ``.txt.gz`` word list (decoded by the caller, so that an
    encoding error can name its line)."""
    with path.open("rb") as raw:
        gzipped = raw.read(2) == b"\x1f\x8b"
    import gzip

    with gzip.open(path, "rb") if gzipped else path.open("rb") as lines:
        yield from lines


def import_wordlist(
    path: str | os.PathLike[str], name: str, data_dir: str | os.PathLike[str]
) -> ImportReport:
    """Compile a plain-text word list the user owns into ``data_dir``.

    The file holds one word per line (UTF-8, optionally gzipped); a ``#`` starts a comment and
    only the first token of a line counts, so lists with definitions or frequencies import too.
    Words are normalised like the built-in lists (:func:`normalise_word`). The compiled DAWG and
    its metadata are written to temporary files and renamed into place only when everything
    worked, so a bad file leaves nothing behind and an existing list is never touched; a name
    already in use gets a numbered id and label.

    Args:
        path: The ``.txt`` or ``.txt.gz`` file.
        name: The label players will see.
        data_dir: The user's data folder; the list goes into its ``wordlists`` folder.

    Returns:
        How many lines were accepted and rejected, with the first rejected lines.

    Raises:
        LexiconError: the file cannot be read, is not UTF-8 text, has more than
            ``MAX_IMPORT_LINES`` lines or holds no word; ``name`` is empty.
    """
    source = Path(path)
    label = " ".join(name.split())
    if not label:
        raise LexiconError("a word list needs a name")
    if not source.is_file():
        raise LexiconError(f"cannot import {source}: no such file")
    words: set[str] = set()
    lines = accepted = 0
    bad: list[tuple[int, str]] = []
    rejected = 0
    try:
        for lines, raw_line in enumerate(_read_lines(source), start=1):
            if lines > MAX_IMPORT_LINES:
                raise LexiconError(
                    f"cannot import {source.name}: more than {MAX_IMPORT_LINES:,} lines"
                )
            if b"\x00" in raw_line:
                raise LexiconError(f"cannot import {source.name}: it is not a text file")
            try:
                line = raw_line.decode("utf-8-sig" if lines == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise LexiconError(
                    f"cannot import {source.name}: line {lines} is not UTF-8 text"
                ) from exc
            tokens = line.split("#", 1)[0].split()
            if not tokens:
                continue
            word = normalise_word(tokens[0])
            if word is None:
                rejected += 1
                if len(bad) < REPORT_REJECTED:
                    bad.append((lines, line.rstrip("\r\n")[:80]))
                continue
            accepted += 1
            words.add(word)
    except (OSError, EOFError) as exc:  # unreadable file, corrupt or truncated gzip
        raise LexiconError(f"cannot import {source.name}: {exc}") from exc
    if not words:
        raise LexiconError(f"cannot import {source.name}: it holds no word of two or more letters")
    try:
        import dawg  # dawg2: only imports compile, so the app can start without it
    except ImportError as exc:
        raise LexiconError("importing a word list needs the dawg2 package") from exc

    folder = _import_folder(data_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LexiconError(f"cannot write to {folder}: {exc}") from exc
    base = "user-" + _slug(label)
    list_id, number = base, 1
    while (folder / f"{list_id}.json").exists() or (folder / f"{list_id}.dawg").exists():
        number += 1
        list_id = f"{base}-{number}"
    taken = {info.label for info in imported_lists(data_dir)}
    final_label, number = label, 1
    while final_label in taken:
        number += 1
        final_label = f"{label} ({number})"
    metadata = {
        "id": list_id,
        "label": final_label,
        "language": "",
        "words": len(words),
        "licence": "the user's own",
        "credit": f"Imported from {source.name}",
        "source": source.name,
        "imported": _now_utc(),
        "lines": lines,
        "accepted": accepted,
        "rejected": rejected,
    }
    temporary: list[str] = []
    try:
        handle, dawg_tmp = _mkstemp(dir=folder, prefix=".import-", suffix=".dawg")
        os.close(handle)
        temporary.append(dawg_tmp)
        dawg.CompletionDAWG(sorted(words)).save(dawg_tmp)
        handle, meta_tmp = _mkstemp(dir=folder, prefix=".import-", suffix=".json")
        temporary.append(meta_tmp)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(metadata, out, indent=2)
            out.write("\n")
        # The DAWG first: a list exists once its metadata does, so a crash between the two
        # renames leaves only an orphan file that imported_lists() ignores.
        os.replace(dawg_tmp, folder / f"{list_id}.dawg")
        temporary.remove(dawg_tmp)
        os.replace(meta_tmp, folder / f"{list_id}.json")
        temporary.remove(meta_tmp)
    except OSError as exc:
        raise LexiconError(f"cannot write the word list to {folder}: {exc}") from exc
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


# --- the lexicon ------------------------------------------------------------------------------

#: Loaded built-in lexicons by id, and imported ones by (file, modification time): the engine,
#: every AI player and the views ask for the same list again and again.
_BUILTIN_CACHE: dict[str, Lexicon] = {}
_CACHE: dict[tuple[str, int], Lexicon] = {}
_CACHE_LOCK = threading.Lock()


def _read_dawg(path: Path) -> Any:
    """A ``dawg_python.CompletionDAWG`` read from ``path``, or a clear error.

    The file's layout is checked first (a unit array and a guide, each after its length), so a
    file that is not a compiled word list is refused before the reader trusts its lengths.
    """
    try:
        size = path.stat().st_size
        with path.open("rb") as raw:
            head = raw.read(4)
            units = struct.unpack("=I", head)[0] if len(head) == 4 else -1
            raw.seek(4 + 4 * max(units, 0))
            head = raw.read(4)
            guide = struct.unpack("=I", head)[0] if len(head) == 4 else -1
        if units <= 0 or guide <= 0 or size != 8 + 4 * units + 2 * guide:
            raise LexiconError(f"{path} is not a compiled word list")
        return dawg_python.CompletionDAWG().load(os.fspath(path))
    except LexiconError:
        raise
    except FileNotFoundError as exc:
        raise LexiconError(f"cannot read the word list {path}: no such file") from exc
    except (OSError, ValueError, EOFError, IndexError, struct.error) as exc:
        raise LexiconError(f"cannot read the word list {path}: {exc}") from exc


class Lexicon:
    """One word list, compiled to a DAWG: membership, iteration and the playable-word search.

    A lexicon is immutable, so one loaded instance is shared by the engine, the AI players and
    the views (:meth:`load` caches them).
    """

    __slots__ = ("_count", "_dawg", "_guide", "_units", "list_id")

    def __init__(self, compiled: Any, list_id: str, count: int | None = None) -> None:
        """Wrap a loaded ``dawg_python.CompletionDAWG``; use :meth:`load` or :meth:`load_path`."""
        self._dawg = compiled
        self._units = compiled.dct._units
        self._guide = compiled.guide._units
        self._count = count
        self.list_id = list_id
        if len(self._units) == 0 or len(self._guide) == 0:
            raise LexiconError(f"the word list {list_id!r} is empty or not a compiled word list")

    @classmethod
    def load(
        cls, list_id: str = DEFAULT_LIST, data_dir: str | os.PathLike[str] | None = None
    ) -> Lexicon:
        """The lexicon of a built-in list, or of a list imported into ``data_dir``.

        Raises:
            LexiconError: no list has that id, or its file cannot be read.
        """
        entry = _builtin_entry(list_id)
        if entry is not None:
            # Keyed by id, not path: a zipped or frozen app may extract the resource to a new
            # temporary file each time.
            with _CACHE_LOCK:
                found = _BUILTIN_CACHE.get(list_id)
            if found is None:
                path = resource(LEXICON_FOLDER, entry["dawg"])
                found = cls(_read_dawg(path), list_id=list_id, count=int(entry["words"]))
                with _CACHE_LOCK:
                    found = _BUILTIN_CACHE.setdefault(list_id, found)
            return found
        if data_dir is not None and _LIST_ID.fullmatch(list_id):
            folder = _import_folder(data_dir)
            meta = folder / f"{list_id}.json"
            if meta.is_file():
                try:
                    info = _info_from_metadata(json.loads(meta.read_text("utf-8")))
                except (OSError, ValueError, KeyError, TypeError) as exc:
                    raise LexiconError(f"the word list {list_id!r} is damaged: {exc}") from exc
                return cls._cached(folder / f"{list_id}.dawg", list_id, info.words)
        known = [info.id for info in builtin_lists()]
        if data_dir is not None:
            known += [info.id for info in imported_lists(data_dir)]
        raise LexiconError(f"there is no word list {list_id!r}; known lists: {', '.join(known)}")

    @classmethod
    def load_path(cls, path: str | os.PathLike[str]) -> Lexicon:
        """The lexicon of a compiled DAWG file (not cached: the file may change).

        Raises:
            LexiconError: the file is missing or not a compiled word list.
        """
        file = Path(path)
        return cls(_read_dawg(file), list_id=file.stem)

    @classmethod
    def _cached(cls, path: Path, list_id: str, count: int) -> Lexicon:
        try:
            key = (str(path), path.stat().st_mtime_ns)
        except OSError as exc:
            raise LexiconError(f"cannot read the word list {list_id!r}: {exc}") from exc
        with _CACHE_LOCK:
            found = _CACHE.get(key)
        if found is None:
            found = cls(_read_dawg(path), list_id=list_id, count=count)
            with _CACHE_LOCK:
                found = _CACHE.setdefault(key, found)
        return found

    def __repr__(self) -> str:
        return f"<Lexicon {self.list_id}>"

    def __contains__(self, word: object) -> bool:
        """Whether ``word`` is in the list, ignoring case. Anything but a string is not."""
        if not isinstance(word, str):
            return False
        return bool(self._dawg.dct.contains(word.lower().encode("utf-8")))

    def __iter__(self) -> Iterator[str]:
        """Every word, lowercase, in the order of its UTF-8 bytes (alphabetical for a-z; for
        Russian, ё sorts after я)."""
        units, guide = self._units, self._guide
        char = [chr(code) for code in range(256)]
        words: list[str] = []

        def collect(index: int, prefix: str) -> None:
            # A plain recursion is the quickest walk in Python; the guide gives each node's
            # first child and each child's next sibling, in alphabetical order.
            base = units[index]
            if base & _HAS_LEAF:
                words.append(prefix)
            label = guide[index * 2]
            if label:
                offset = (base >> 10) << ((base & _EXTENSION) >> 6)
                while label:
                    child = index ^ offset ^ label
                    collect(child, prefix + char[label])
                    label = guide[child * 2 + 1]

        # One first letter at a time, so a caller that stops early has not paid for all.
        base = units[0]
        offset = (base >> 10) << ((base & _EXTENSION) >> 6)
        label = guide[0]
        while label:
            child = offset ^ label
            collect(child, char[label])
            # The walk spells bytes: a word outside ASCII (Cyrillic, ñ) is UTF-8 to decode.
            for word in words:
                yield word if word.isascii() else word.encode("latin-1").decode("utf-8")
            words.clear()
            label = guide[child * 2 + 1]

    #: The node of the empty prefix, where :meth:`follow` starts a walk.
    ROOT = 0

    def follow(self, node: int, letters: str) -> int | None:
        """The node reached from ``node`` by spelling ``letters``, or None when no word of the
        list continues that way. A walk by prefixes: the board games' move search prunes with it.

        >>> lexicon = Lexicon.load("en-enable")
        >>> node = lexicon.follow(Lexicon.ROOT, "ca")
        >>> node is not None, lexicon.ends_word(node), lexicon.ends_word(lexicon.follow(node, "t"))
        (True, False, True)
        """
        found: int | None = self._dawg.dct.follow_bytes(letters.encode("utf-8"), node)
        return found

    def ends_word(self, node: int) -> bool:
        """Whether the prefix that reached ``node`` (see :meth:`follow`) is a word."""
        return bool(self._units[node] & _HAS_LEAF)

    def __len__(self) -> int:
        """Number of words; counted once for files that come without a manifest."""
        if self._count is None:
            self._count = sum(1 for _ in self)
        return self._count

    def words_from(
        self,
        hand: str | Iterable[str],
        pool: str | Iterable[str] = "",
        *,
        copy: bool = False,
        add_s: bool = False,
    ) -> list[str]:
        """Every word of 3 to 12 letters that ``hand`` and ``pool`` can spell.

        A word uses each letter as often as the hand and pool hold it, and at least one letter
        that is in the hand. This is about letters only: which cards are played, and rules of a
        whole play (such as X needing three real cards), are the engine's business.

        Args:
            hand: The builder's letters, e.g. ``"QATRSEI"`` (any case).
            pool: The pool's letters.
            copy: The X power: one letter the word uses may appear once more than it is held.
            add_s: The Z power: the word may end in one S that is not among the letters.

        Returns:
            Lowercase words, longest first, then alphabetical.

        Raises:
            LexiconError: a hand or pool letter is not a letter from A to Z.

        >>> lexicon = Lexicon.load("en-enable")
        >>> lexicon.words_from("od", copy=True)
        ['odd']
        >>> lexicon.words_from("ta", "c", add_s=True)
        ['acts', 'cats', 'act', 'cat', 'tas']
        """
        hand_text = _letters(hand, "hand")
        pool_text = _letters(pool, "pool")
        counts = [0] * 128
        for letter in hand_text + pool_text:
            counts[ord(letter)] += 1
        held = counts.copy()
        in_hand = [False] * 128
        for letter in hand_text:
            in_hand[ord(letter)] = True
        labels = sorted({ord(letter) for letter in hand_text + pool_text})
        units, guide = self._units, self._guide
        char = [chr(code) for code in range(128)]
        found: set[str] = set()

        def walk_plain(index: int, prefix: str, depth: int, used_hand: bool) -> None:
            # One node of the DAWG, reached by spelling ``prefix``; no power in play. This
            # copy of ``walk`` without the power checks is a fifth faster, and plain search is
            # what the engine, hints and every AI turn ask for most.
            base = units[index]
            if base & _HAS_LEAF and used_hand and depth >= MIN_WORD:
                found.add(prefix)
            label = guide[index * 2]
            if not label or depth >= MAX_WORD:
                return
            offset = (base >> 10) << ((base & _EXTENSION) >> 6)
            # Below the root a node has few children: walking them (the guide lists each
            # node's first child and each child's next sibling) beats trying every rack letter.
            while label:
                child = index ^ offset ^ label
                left = counts[label]
                if left:
                    counts[label] = left - 1
                    walk_plain(child, prefix + char[label], depth + 1, used_hand or in_hand[label])
                    counts[label] = left
                label = guide[child * 2 + 1]

        def walk(index: int, prefix: str, depth: int, used_hand: bool, copy_left: bool) -> None:
            # The same walk with the X power (``copy_left``) and the Z power (``add_s``).
            base = units[index]
            offset = (base >> 10) << ((base & _EXTENSION) >> 6)
            if used_hand:
                if base & _HAS_LEAF and depth >= MIN_WORD:
                    found.add(prefix)
                if add_s and MIN_WORD - 1 <= depth < MAX_WORD:
                    unit = units[index ^ offset ^ _S]
                    if unit & _LABEL_MASK == _S and unit & _HAS_LEAF:
                        found.add(prefix + "s")
            label = guide[index * 2]
            if not label or depth >= MAX_WORD:
                return
            while label:
                child = index ^ offset ^ label
                left = counts[label]
                if left:
                    counts[label] = left - 1
                    walk(
                        child,
                        prefix + char[label],
                        depth + 1,
                        used_hand or in_hand[label],
                        copy_left,
                    )
                    counts[label] = left
                elif copy_left and held[label]:
                    # Every card of this letter is already in the word: this is the copy of one.
                    walk(child, prefix + char[label], depth + 1, used_hand, False)
                label = guide[child * 2 + 1]

        if hand_text:
            # The root has a child for almost every letter, so there the rack's letters are
            # tried instead. A copy needs an earlier real card, so the first letter is real.
            base = units[0]
            offset = (base >> 10) << ((base & _EXTENSION) >> 6)
            for label in labels:
                child = offset ^ label
                if units[child] & _LABEL_MASK == label:
                    counts[label] -= 1
                    if copy or add_s:
                        walk(child, char[label], 1, in_hand[label], copy)
                    else:
                        walk_plain(child, char[label], 1, in_hand[label])
                    counts[label] += 1
        words = sorted(found)
        words.sort(key=len, reverse=True)  # stable: alphabetical within a length
        return words


def _letters(letters: str | Iterable[str], what: str) -> str:
    """``letters`` as one lowercase string of a-z, or a clear error naming ``what``."""
    text = letters if isinstance(letters, str) else "".join(letters)
    lowered = text.lower()
    if not lowered.isascii() or not (lowered.isalpha() or not lowered):
        raise LexiconError(f"the {what} must hold only letters A to Z, not {text!r}")
    return lowered

"""Word meanings, offline: what a played word means, from a compact file made from WordNet 3.0.

The file ``resources/definitions/en-wordnet.defs`` is made at development time by
``wordlists/definitions.py`` and read here. WordNet lists base words only (WALK, CHEESE,
HOARY), so a word played in the game (WALKED, CHEESES, HOARIER) is first resolved to its base:

1. the word itself, when WordNet has it;
2. WordNet's own lists of irregular forms (GEESE is GOOSE, RAN is RUN, HOARIER is HOARY),
   which the build script copied into the file;
3. suffix rules for plurals, -s, -ed, -ing, -er and -est (after WordNet's "morphy", plus rules
   for doubled consonants and a final y: HOPPING is HOP, CARRIED is CARRY).

A rule is a guess, so every reading names the base it was resolved to and how, and only bases
WordNet has under the rule's part of speech count: the -ed rule finds verbs, the -er rule
adjectives. Where HOPING could come from HOPE or HOP, the base that would have doubled its
consonant (HOP makes HOPPING) is left out. A word with no reading gets ``None``: no meaning
is ever made up.

The file is loaded on the first lookup, not at import, so start-up does not pay for it; after
that a lookup decompresses at most a few small blocks (see :class:`Dictionary`).

>>> meaning = define("Walked")
>>> meaning.base, meaning.derivation.value, meaning.form.value
('walk', 'rule', 'past')
>>> define("xyzzy") is None
True
"""

from __future__ import annotations

import bisect
import enum
import functools
import hashlib
import itertools
import json
import re
import struct
import threading
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict

from patentgame.model import reading
from patentgame.model.errors import Failure, FileReadError
from patentgame.model.problems import Fault, Problem
from patentgame.model.record import is_whole_number
from patentgame.resources import resource

#: Where the definitions file, its manifest and its licence texts live in the resources.
DEFINITIONS_FOLDER = "definitions"
DEFINITIONS_FILE = "en-wordnet.defs"
MANIFEST_NAME = "manifest.json"

#: The first line of a definitions file; the number is the format's version.
MAGIC = b"patentgame-definitions 1\n"
#: Bytes of the big-endian length of the compressed header that follows the magic line.
HEADER_LENGTH = struct.Struct(">I")
#: In a block's line: fields are separated by tabs, a sense group's glosses by ``|``, the
#: irregular bases by ``,`` and each base from its part of speech by ``:``.
FIELD, GLOSS, BASE, TAG = "\t", "|", ",", ":"
#: Blocks decoded and kept; a lookup tries up to a dozen bases, so this holds a few lookups' worth.
_CACHED_BLOCKS = 48

_LETTERS = re.compile(r"[a-z]+")
_VOWELS = frozenset("aeiou")


#: The shipped file is about 2 MB; a file larger than this is not one of ours.
MAX_DEFINITIONS_BYTES = 32 * 1024 * 1024
#: The header unpacks to a few kilobytes (the licence notice, a line per block), a block to a
#: few tens; more than these is damage (or a "zip bomb"), stopped there, never held in memory.
MAX_HEADER_BYTES = 1024 * 1024
MAX_BLOCK_BYTES = 4 * 1024 * 1024


class DefinitionsError(Failure):
    """The definitions file is missing, damaged or of an unknown format: no meanings can be
    given. Its sentence is the player's (:class:`~patentgame.model.problems.Problem`);
    :attr:`detail` says what was wrong, in English, for tests and the log."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(problem)
        self.detail = detail or str(problem)


def _damaged(file: str, detail: str) -> DefinitionsError:
    return DefinitionsError(Problem(Fault.DEFINITIONS_DAMAGED, file=file), detail)


class PartOfSpeech(enum.Enum):
    """WordNet's four parts of speech, by the letter its files use."""

    NOUN = "n"
    VERB = "v"
    ADJECTIVE = "a"
    ADVERB = "r"


class Derivation(enum.Enum):
    """How the word asked about leads to the base word whose meanings are given."""

    #: The word is a base word of WordNet.
    SAME = "same"
    #: WordNet's list of irregular forms names the base (GEESE: GOOSE).
    IRREGULAR = "irregular"
    #: A suffix rule found the base (WALKED: WALK); a guess, so the base is always shown.
    RULE = "rule"


class WordForm(enum.Enum):
    """Which inflection of the base the word is."""

    PLURAL = "plural"
    THIRD_PERSON = "third-person"  # walks
    PAST = "past"  # walked (past tense or past participle)
    PRESENT_PARTICIPLE = "present-participle"  # walking
    COMPARATIVE = "comparative"
    SUPERLATIVE = "superlative"
    #: An irregular form whose kind the lists do not say (RAN, WORST).
    INFLECTED = "inflected"


@dataclass(frozen=True, slots=True)
class SenseGroup:
    """The meanings of a base word under one part of speech, most common first (at most three)."""

    part_of_speech: PartOfSpeech
    glosses: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a word: as ``form`` of ``base`` (or as itself), with the base's senses."""

    base: str
    derivation: Derivation
    form: WordForm | None  # None when the word is the base itself
    senses: tuple[SenseGroup, ...]


@dataclass(frozen=True, slots=True)
class Definition:
    """What a word means: its readings, the most direct first (the word itself, then irregular
    forms, then rules). FOUND reads as the verb FOUND and as the past of FIND."""

    word: str
    readings: tuple[Reading, ...]

    @property
    def base(self) -> str:
        """The base word of the first reading."""
        return self.readings[0].base

    @property
    def derivation(self) -> Derivation:
        """How the word leads to the first reading's base."""
        return self.readings[0].derivation

    @property
    def form(self) -> WordForm | None:
        """Which inflection of the first reading's base the word is (None: the word itself)."""
        return self.readings[0].form

    @property
    def senses(self) -> tuple[SenseGroup, ...]:
        """The first reading's sense groups."""
        return self.readings[0].senses


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the file: a word's own sense groups and the bases it is an irregular form of."""

    word: str
    irregular: tuple[tuple[PartOfSpeech, str], ...]
    senses: tuple[SenseGroup, ...]

    def senses_as(self, part_of_speech: PartOfSpeech) -> tuple[SenseGroup, ...]:
        return tuple(group for group in self.senses if group.part_of_speech is part_of_speech)

    def to_line(self) -> str:
        """The entry as the file stores it (the build script writes this)."""
        fields = [self.word, BASE.join(f"{pos.value}{TAG}{base}" for pos, base in self.irregular)]
        for group in self.senses:
            fields.append(GLOSS.join((group.part_of_speech.value, *group.glosses)))
        return FIELD.join(fields)

    @classmethod
    def from_line(cls, line: str) -> Entry:
        word, irregular, *groups = line.split(FIELD)
        bases = []
        for item in irregular.split(BASE) if irregular else ():
            pos, _, base = item.partition(TAG)
            bases.append((PartOfSpeech(pos), base))
        senses = []
        for group in groups:
            pos, *glosses = group.split(GLOSS)
            senses.append(SenseGroup(PartOfSpeech(pos), tuple(glosses)))
        return cls(word, tuple(bases), tuple(senses))


# --- inflection rules -------------------------------------------------------------------------

_N, _V, _A = PartOfSpeech.NOUN, PartOfSpeech.VERB, PartOfSpeech.ADJECTIVE

#: (part of speech of the base, suffix of the word, ending of the base, form), tried in order.
#: WordNet's morphy rules first, then ours for -ied, -ier, -iest and -ves.
SUFFIX_RULES: tuple[tuple[PartOfSpeech, str, str, WordForm], ...] = (
    (_N, "s", "", WordForm.PLURAL),
    (_N, "ses", "s", WordForm.PLURAL),
    (_N, "xes", "x", WordForm.PLURAL),
    (_N, "zes", "z", WordForm.PLURAL),
    (_N, "ches", "ch", WordForm.PLURAL),
    (_N, "shes", "sh", WordForm.PLURAL),
    (_N, "men", "man", WordForm.PLURAL),
    (_N, "ies", "y", WordForm.PLURAL),
    (_N, "ves", "f", WordForm.PLURAL),
    (_N, "ves", "fe", WordForm.PLURAL),
    (_V, "s", "", WordForm.THIRD_PERSON),
    (_V, "ies", "y", WordForm.THIRD_PERSON),
    (_V, "es", "e", WordForm.THIRD_PERSON),
    (_V, "es", "", WordForm.THIRD_PERSON),
    (_V, "ed", "e", WordForm.PAST),
    (_V, "ed", "", WordForm.PAST),
    (_V, "ied", "y", WordForm.PAST),
    (_V, "ing", "e", WordForm.PRESENT_PARTICIPLE),
    (_V, "ing", "", WordForm.PRESENT_PARTICIPLE),
    (_A, "er", "", WordForm.COMPARATIVE),
    (_A, "er", "e", WordForm.COMPARATIVE),
    (_A, "ier", "y", WordForm.COMPARATIVE),
    (_A, "est", "", WordForm.SUPERLATIVE),
    (_A, "est", "e", WordForm.SUPERLATIVE),
    (_A, "iest", "y", WordForm.SUPERLATIVE),
)
#: Suffixes after which a base may have doubled its last consonant (HOPPED, BIGGER, QUIZZES).
DOUBLING_SUFFIXES: tuple[tuple[PartOfSpeech, str, WordForm], ...] = (
    (_V, "ed", WordForm.PAST),
    (_V, "ing", WordForm.PRESENT_PARTICIPLE),
    (_A, "er", WordForm.COMPARATIVE),
    (_A, "est", WordForm.SUPERLATIVE),
    (_N, "es", WordForm.PLURAL),
    (_V, "es", WordForm.THIRD_PERSON),
)
#: Bases shorter than this are never guessed (AS is not the plural of A).
MIN_BASE = 2
#: Endings that keep their e before -ing (SEEING, DYEING, HOEING): DYING is never DYE's.
KEEPS_E_BEFORE_ING = ("ee", "ye", "oe")


def _would_double(base: str) -> bool:
    """Whether ``base`` ends consonant-vowel-consonant, so that -ed, -ing, -er and -est would
    double its last letter (HOP makes HOPPING): then HOPING is not HOP's."""
    return (
        len(base) >= 3
        and base[-1] not in _VOWELS
        and base[-1] not in "wxy"
        and base[-2] in _VOWELS
        and base[-3] not in _VOWELS
    )


def rule_candidates(word: str) -> list[tuple[PartOfSpeech, str, WordForm]]:
    """Every (part of speech, base, form) the suffix rules make of ``word``, in rule order.

    >>> [(pos.value, base) for pos, base, _ in rule_candidates("hopping")][-1]
    ('v', 'hop')
    """
    found: list[tuple[PartOfSpeech, str, WordForm]] = []
    for pos, suffix, ending, form in SUFFIX_RULES:
        if word.endswith(suffix) and not (suffix == "s" and word.endswith("ss")):
            base = word[: len(word) - len(suffix)] + ending
            if suffix == "ing" and ending == "e" and base.endswith(KEEPS_E_BEFORE_ING):
                continue
            if len(base) >= MIN_BASE:
                found.append((pos, base, form))
    for pos, suffix, form in DOUBLING_SUFFIXES:
        stem = word[: len(word) - len(suffix)]
        if (
            word.endswith(suffix)
            and len(stem) > MIN_BASE
            and stem[-1] == stem[-2]
            and stem[-1] not in _VOWELS
        ):
            found.append((pos, stem[:-1], form))
    return found


def _irregular_form(pos: PartOfSpeech, word: str) -> WordForm:
    """Which form an irregular ``word`` is, where its spelling or list says so unambiguously."""
    if pos is PartOfSpeech.NOUN:
        return WordForm.PLURAL  # noun.exc lists plurals only
    if pos is PartOfSpeech.VERB and word.endswith("ing"):
        return WordForm.PRESENT_PARTICIPLE
    if pos is PartOfSpeech.VERB and word.endswith("ed"):
        return WordForm.PAST
    if pos is PartOfSpeech.VERB and word.endswith("es"):
        return WordForm.THIRD_PERSON  # QUIZZES, DOES (WAS ends in s, not es)
    if pos in (PartOfSpeech.ADJECTIVE, PartOfSpeech.ADVERB):
        if word.endswith("est"):
            return WordForm.SUPERLATIVE
        if word.endswith("er"):
            return WordForm.COMPARATIVE
    return WordForm.INFLECTED


# --- the file ---------------------------------------------------------------------------------


class ShippedFile(TypedDict, total=False):
    """What a manifest says of a shipped file (the keys a check reads; it has others, such as
    source, licence and credit)."""

    sha256: str
    entries: int


class _Header(TypedDict):
    """A definitions file's header, its fields checked (:meth:`Dictionary._header`)."""

    blocks: list[tuple[str, int]]
    entries: int
    source: str
    notice: str


class Dictionary:
    """A definitions file in memory: a sorted run of compressed blocks of entry lines.

    The layout: :data:`MAGIC`; a 4-byte big-endian length; that many bytes of a zlib-compressed
    JSON header (source, licence notice, entry count, and each block's first word and compressed
    size); then the blocks, each a zlib-compressed run of sorted lines (see :class:`Entry`).
    Loading reads the bytes and the small header only; a lookup finds the block by bisection and
    decompresses it (a few hundred words), keeping the most recent blocks decoded.
    """

    #: The first line of a file of this kind (a subclass whose lines differ has its own).
    magic: bytes = MAGIC

    def __init__(self, data: bytes, file: str = DEFINITIONS_FILE) -> None:
        self.file = file
        magic = self.magic
        if not data.startswith(magic) or len(data) < len(magic) + HEADER_LENGTH.size:
            raise _damaged(file, "not a definitions file of this version")
        start = len(magic) + HEADER_LENGTH.size
        (length,) = HEADER_LENGTH.unpack_from(data, len(magic))
        header = self._header(_unpack(data[start : start + length], MAX_HEADER_BYTES, file))
        blocks = header["blocks"]
        self.entries: int = header["entries"]
        self.source: str = header["source"]
        self.notice: str = header["notice"]
        self._data = data
        self._firsts = [first for first, _ in blocks]
        self._offsets = []
        offset = start + length
        for _, size in blocks:
            self._offsets.append((offset, size))
            offset += size
        if offset != len(data):
            raise _damaged(file, "the blocks do not fill the file")
        self._block = functools.lru_cache(maxsize=_CACHED_BLOCKS)(self._decode_block)

    def _header(self, packed: bytes) -> _Header:
        """The header's fields, each of its type (the blocks: first words in order, sizes above
        zero), read within the JSON limits of the reading path."""
        try:
            header = reading.parse_json(packed, self.file)
        except FileReadError as error:
            raise _damaged(self.file, f"the header: {error}") from None
        if not isinstance(header, dict):
            raise _damaged(self.file, "the header is not a table")
        blocks = header.get("blocks")
        if not (
            isinstance(blocks, list)
            and all(_is_block(block) for block in blocks)
            and all(a[0] < b[0] for a, b in itertools.pairwise(blocks))
        ):
            raise _damaged(self.file, "the header's blocks are damaged")
        entries, source, notice = header.get("entries"), header.get("source"), header.get("notice")
        if not (
            isinstance(entries, int)
            and is_whole_number(entries)
            and entries >= 0
            and isinstance(source, str)
            and isinstance(notice, str)
        ):
            raise _damaged(self.file, "the header's fields are damaged")
        return {
            "blocks": [(first, size) for first, size in blocks],
            "entries": entries,
            "source": source,
            "notice": notice,
        }

    @classmethod
    def load(cls, path: str | Path) -> Dictionary:
        """Read the file at ``path`` (through the one reading path: an ordinary file of at most
        :data:`MAX_DEFINITIONS_BYTES`); :class:`DefinitionsError` when it is missing or
        damaged."""
        try:
            data = reading.read_bytes(path, MAX_DEFINITIONS_BYTES)
        except FileReadError as error:
            problem = Problem(Fault.DEFINITIONS_UNREADABLE, cause=error.problem)
            raise DefinitionsError(problem, f"cannot read {path}: {error}") from None
        return cls(data, reading.file_label(path))

    def _decode_block(self, index: int) -> dict[str, str]:
        offset, size = self._offsets[index]
        packed = _unpack(self._data[offset : offset + size], MAX_BLOCK_BYTES, self.file)
        try:
            text = packed.decode("utf-8")
        except UnicodeDecodeError:
            raise _damaged(self.file, f"block {index} is damaged") from None
        return {line.partition(FIELD)[0]: line for line in text.splitlines()}

    def line(self, word: str) -> str | None:
        """The file's line for ``word`` as stored, or None when it has none."""
        index = bisect.bisect_right(self._firsts, word) - 1
        if index < 0:
            return None
        line: str | None = self._block(index).get(word)
        return line

    def entry(self, word: str) -> Entry | None:
        """The file's line for ``word`` (lowercase a-z), or None when it has none."""
        line = self.line(word)
        if line is None:
            return None
        try:
            return Entry.from_line(line)
        except ValueError:
            raise _damaged(self.file, f"the entry of {word!r} is damaged") from None

    def __iter__(self) -> Iterator[Entry]:
        """Every entry, in word order (for checks; lookups never need this)."""
        for line in self.lines():
            yield Entry.from_line(line)

    def lines(self) -> Iterator[str]:
        """Every line as stored, in word order (for checks)."""
        for index in range(len(self._offsets)):
            yield from self._decode_block(index).values()

    def __len__(self) -> int:
        return self.entries

    @property
    def blocks(self) -> int:
        """How many compressed blocks the file holds."""
        return len(self._offsets)

    def forget_blocks(self) -> None:
        """Drop the decoded blocks, so the next lookups read as if just loaded (benchmarks)."""
        self._block.cache_clear()

    def define(self, word: str) -> Definition | None:
        """What ``word`` means, or None when neither it nor a base it resolves to is known.

        Case does not matter; anything but letters a-z has no meaning here.
        """
        word = word.strip().lower()
        if not _LETTERS.fullmatch(word):
            return None
        readings: list[Reading] = []
        seen: set[tuple[PartOfSpeech, str]] = set()  # (part of speech, base) already read
        own = self.entry(word)
        if own is not None:
            if own.senses:
                readings.append(Reading(word, Derivation.SAME, None, own.senses))
            for pos, base in own.irregular:
                senses = self._senses(base, pos)
                if senses and (pos, base) not in seen:
                    form = _irregular_form(pos, word)
                    readings.append(Reading(base, Derivation.IRREGULAR, form, senses))
                    seen.add((pos, base))
        guesses = []
        for pos, base, form in rule_candidates(word):
            senses = self._senses(base, pos) if base != word else ()
            if senses:
                guesses.append((pos, base, form, senses))
        for pos, base, form, senses in guesses:
            if (pos, base) in seen:
                continue
            if _would_double(base) and any(
                other_form is form and other == base + "e" for _, other, other_form, _ in guesses
            ):
                continue  # HOPING: HOPE, not HOP (which makes HOPPING)
            readings.append(Reading(base, Derivation.RULE, form, senses))
            seen.add((pos, base))
        return Definition(word, tuple(readings)) if readings else None

    def _senses(self, base: str, pos: PartOfSpeech) -> tuple[SenseGroup, ...]:
        entry = self.entry(base)
        return entry.senses_as(pos) if entry is not None else ()


def _is_block(block: object) -> bool:
    """Whether a header's entry names a block: its first word and its size (above zero)."""
    return (
        isinstance(block, list)
        and len(block) == 2
        and isinstance(block[0], str)
        and is_whole_number(block[1])
        and block[1] > 0
    )


def _unpack(packed: bytes, limit: int, file: str) -> bytes:
    """The zlib stream ``packed`` unpacked, stopped at ``limit`` bytes (more is damage).

    Raises:
        DefinitionsError: the stream is damaged, cut short, or unpacks to more than ``limit``.
    """
    unpacker = zlib.decompressobj()
    try:
        data = unpacker.decompress(packed, limit + 1)
    except zlib.error:
        raise _damaged(file, "a compressed part is damaged") from None
    if len(data) > limit or not unpacker.eof:
        raise _damaged(file, "a compressed part is too large or cut short")
    return data


# --- the shipped file -------------------------------------------------------------------------

_lock = threading.Lock()
_shipped: Dictionary | None = None


def shipped_path() -> Path:
    """Where the game's own definitions file is."""
    return resource(DEFINITIONS_FOLDER, DEFINITIONS_FILE)


def dictionary() -> Dictionary:
    """The game's own definitions, loaded on first use (thread-safe)."""
    global _shipped
    with _lock:
        if _shipped is None:
            _shipped = Dictionary.load(shipped_path())
        return _shipped


def define(word: str) -> Definition | None:
    """What ``word`` means in the game's definitions, or None when they have no meaning for it.

    Raises:
        DefinitionsError: the shipped file is missing or damaged.
    """
    return dictionary().define(word)


def manifest() -> ShippedFile:
    """The shipped manifest: source, licence, counts and the file's sha256."""
    data: ShippedFile = json.loads(resource(DEFINITIONS_FOLDER, MANIFEST_NAME).read_text("utf-8"))
    return data


def verify_definitions() -> list[str]:
    """Problems with the shipped file (empty when it is intact), for ``--self-test``."""
    try:
        expected = manifest()
        data = shipped_path().read_bytes()
    except (OSError, ValueError) as error:
        return [f"definitions: cannot read the file or its manifest ({error})"]
    if hashlib.sha256(data).hexdigest() != expected.get("sha256"):
        return [f"definitions: {DEFINITIONS_FILE} is damaged or stale"]
    try:
        loaded = Dictionary(data)
    except DefinitionsError as error:
        return [f"definitions: {error}"]
    if len(loaded) != expected.get("entries"):
        return [f"definitions: {len(loaded)} entries, the manifest says {expected.get('entries')}"]
    return []

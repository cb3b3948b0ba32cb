"""The fuzzing engine: hostile inputs for every file and command the app reads, and the oracle.

Shared by the bounded run in the tests (``tests/reliability/test_fuzz.py``) and the long run
(``benchmarks/fuzz.py``). A *target* is one way hostile input reaches the app:

- ``record:<family>``: a game record of each family in the registry, opened as File > Open does
  (read, checked, replayed), and, when it opens, saved again and reopened (nothing lost);
- ``autosave``: the same bytes found as the autosave at start (:class:`GameKeeper`);
- ``settings``: a settings file read at start, then saved and read again;
- ``stats``: a statistics database, opened, read by every window's query, and written to;
- ``wordlist``: a file to import as a word list (plain text and gzip);
- ``lexicon``: a compiled list the person imported, found damaged in the data folder (bytes
  flipped, cut or added), loaded and walked by ``patentgame words`` and by computer players'
  move searches (the patent game's and BuyWord's); some cases come with the checksum of the
  damaged bytes (damage the checksum cannot see, so that the bounded walks are fuzzed too) or
  without one (a list imported before checksums were kept);
- ``cli``: a command line (``replay``, ``words``, ``selfplay``) with hostile values and files;
- ``cli-settings``: the settings file the command line reads before anything else (for
  ``--version``, ``--help``, ``check``...): mutated, or a fifo, ``/dev/zero``, a 2 GB file, JSON
  nested without end, a folder, a link to itself;
- ``translation``: the exported translations (``patentgame_ru.json``) damaged, loaded by
  ``--lang ru check cat`` and other commands: bytes and JSON mutated, placeholders broken;
- ``socket``: messages to a running single instance's socket (random bytes, mutated JSON,
  deep nesting, thousands of files, connections held open): the server must answer a real
  hand-over afterwards and never let an error escape;
- ``gcg``: a GCG file, opened as File > Open opens it (``families.import_file``, then every
  line played again as the replay viewer steps through it), and by ``replay FILE.gcg --json``.

Each case is made from ``(target, number)`` alone, so any case can be made again to debug it.
It is mutated from real seeds (records of played games, a real database, a real settings file)
by plain mutation: bytes flipped, cut, repeated or inserted; JSON values swapped for hostile
ones (lone surrogates, 5,000-digit numbers, NaN, 100,000-character names, deep nesting, wrong
types). The oracle: a case ends in acceptance or in a problem whose sentence is one line,
short, and free of Python internals; never a traceback, never more than :data:`HANG_SECONDS`,
and (enforced by the long run's workers) never more than 1 GB of memory.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import random
import re
import shutil
import signal
import sqlite3
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from patentgame import families
from patentgame.model.errors import Failure, LexiconError
from patentgame.model.lexicon import Lexicon, builtin_lists
from patentgame.model.problems import Problem, explain

#: A case taking longer than this is a hang (the issue's bound).
HANG_SECONDS = 5.0
#: The longest sentence a problem may make.
MAX_MESSAGE = 600

#: Text that must never reach a player: Python's own words, tracebacks, OS error prefixes.
INTERNALS = re.compile(
    r"Traceback|\[Errno|Errno \d|set_int_max_str_digits|maximum recursion|codec can't"
    r"|object at 0x|<[a-z_.]+ object|[A-Z][A-Za-z]*(?:Error|Exception)\b|__\w+__|\bsys\.\w"
    r"|line \d+, in |\bNone\b|\\u[dD][89a-fA-F]"
)

#: Strings no file of ours should hold: each broke something once, or could.
HOSTILE_TEXT: tuple[str, ...] = (
    "",
    " ",
    "\ud800",
    "A\udfffnn",
    "\x00",
    "a\x00b",
    "\u202eevil",
    "💥" * 50,
    "\r\n\t",
    "x" * 100_000,
    "ai:" + "x" * 5000,
    "../../../etc/passwd",
    "/dev/zero",
    "%s%n{0}{file}",
    "<b>bold</b>&amp;",
    "ai:expert",
    "human",
    "en-enable",
    "NaN",
    "Ann",
)

#: JSON number literals, spliced in as text (some cannot be made by ``json.dumps``).
HOSTILE_NUMBERS: tuple[str, ...] = (
    "0",
    "-1",
    "1",
    "101",
    "102",
    "9" * 19,
    "-" + "9" * 19,
    "9" * 101,
    "9" * 4299,
    "9" * 5000,
    "1e999",
    "-1e999",
    "1e308",
    "0.5",
    "-0",
    "NaN",
    "Infinity",
    "1" + "0" * 400 + ".5",
)

_SPLICE = "\u2063splice\u2063"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one case ended.

    Attributes:
        target: the target's name.
        number: the case's number (with the target, it makes the case again).
        kind: ``accepted``, ``refused`` (a clean problem), ``traceback`` (an error escaped),
            ``bad_message`` (a problem told badly), ``hang`` or ``memory``.
        detail: what went wrong, for a failure.
        seconds: how long the case took.
    """

    target: str
    number: int
    kind: str
    detail: str = ""
    seconds: float = 0.0

    @property
    def failed(self) -> bool:
        return self.kind not in ("accepted", "refused")


class Hang(BaseException):
    """Raised by the alarm inside a case that ran too long (a ``BaseException``, so no
    ``except Exception`` of the app can swallow it)."""


class BadMessage(Exception):
    """The oracle's verdict on a problem told badly."""


def check_message(text: str, *, lines: int = 1, echoed: Iterable[str] = ()) -> None:
    """The oracle for what a player reads.

    ``echoed`` are the player's own words (a command line's arguments): a message may quote them
    back ("__0__ does not exist"), so they are blanked before the search for Python internals; a
    quoted ``None`` or ``__init__`` the player typed is not the program leaking its insides.

    Raises:
        BadMessage: more than ``lines`` lines, too long, empty, or holding Python internals or a
            broken character.
    """
    if not text.strip():
        raise BadMessage("empty message")
    if len(text.strip().splitlines()) > lines:
        raise BadMessage(f"{len(text.splitlines())} lines: {text[:200]!r}")
    if len(text) > MAX_MESSAGE * lines:
        raise BadMessage(f"{len(text)} characters: {text[:200]!r}")
    searched = text
    for words in sorted((word for word in echoed if word.strip()), key=len, reverse=True):
        searched = searched.replace(words, " ")
    found = INTERNALS.search(searched)
    if found:
        raise BadMessage(f"internals {found.group(0)!r} in {text[:300]!r}")
    if any("\ud800" <= char <= "\udfff" or char == "\x00" for char in text):
        raise BadMessage(f"broken character in {text[:200]!r}")


def check_problem(problem: Problem | None, *, echoed: Iterable[str] = ()) -> None:
    """:func:`check_message` on a problem's sentence (``None`` is fine)."""
    if problem is not None:
        check_message(explain(problem), echoed=echoed)


def quoted_from(data: bytes) -> tuple[str, ...]:
    """Every key and text of a JSON file as a message quotes it, in JSON's double quotes or a
    reason's single quotes: a damaged record's reason may show the file's own ``{"__0__": null}``,
    which is the file speaking, not the program's insides. Only quoted forms are allowed, so a
    Python repr or an exception name in a message is still caught.
    """
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):
        return ()
    found: set[str] = set()
    stack = [document]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            found.update(str(key) for key in value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str):
            found.add(value)
    quoted = set()
    for text in found:
        quoted.add(json.dumps(text, ensure_ascii=False))
        quoted.add(json.dumps(text))
        quoted.add(f"'{text}'")
    return tuple(quoted)


# -- seeds --------------------------------------------------------------------------------------


def _tests_folder() -> Path:
    return Path(__file__).resolve().parents[1]


def _played_records() -> list[bytes]:
    if str(_tests_folder()) not in sys.path:
        sys.path.insert(0, str(_tests_folder()))
    from recorded_games import play_game

    from patentgame.keeping.saves import record_text
    from patentgame.model.patent.game import PlayerSpec

    games = [
        play_game(seed=1, max_actions=12),
        play_game(seed=2),
        play_game(
            (PlayerSpec("Zoë"), PlayerSpec("Bob", "ai:casual"), PlayerSpec("Cy")),
            seed=3,
            max_actions=30,
        ),
    ]
    texts = [record_text(game).encode() for game in games]
    extra = json.loads(texts[0])
    extra["comment"] = {"from": "another tool", "tags": ["a", "b"]}  # unknown keys ride along
    texts.append(json.dumps(extra).encode())
    return texts


def record_seeds(family: families.Family) -> list[bytes]:
    """Real records of ``family`` to mutate: played games for the patent game, and for every
    other family the records kept under ``tests/reliability/seeds/<family id>/``.

    Raises:
        AssertionError: a family has no seeds, so the fuzz suite would not cover it.
    """
    if family is families.PATENT:
        return _played_records()
    folder = Path(__file__).resolve().parent / "seeds" / family.id
    found = sorted(folder.glob("*.json")) + sorted(folder.glob("*.patentgame"))
    assert found, (
        f"the game family {family.id!r} has no fuzz seeds: save a few of its games (records) "
        f"as {folder}/*.json so the fuzz suite covers its records"
    )
    return [path.read_bytes() for path in found]


def load_lexicon(lexicon_id: str) -> Any:
    """The word lists a fuzzed record may name: the tests' small list and the built-in ones."""
    from recorded_games import WORDS

    if lexicon_id == "test-words":
        return WORDS
    if lexicon_id in {info.id for info in builtin_lists()}:
        return Lexicon.load(lexicon_id)
    raise LexiconError(f"there is no word list {lexicon_id!r}")


def settings_seed() -> bytes:
    from patentgame.keeping.settings import Settings

    data = Settings().to_json()
    data["player_names"] = ["Zoë", "Bob", "Cy", "Dee", "Eve"]
    data["recent_files"] = ["/home/ann/games/tuesday.patentgame"]
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode()


_STATS_SEED: bytes | None = None


def stats_seed() -> bytes:
    """A real statistics database with a few finished games (made once per process)."""
    global _STATS_SEED
    if _STATS_SEED is None:
        import tempfile

        from recorded_games import play_game

        from patentgame.keeping.stats import StatsStore

        folder = Path(tempfile.mkdtemp(prefix="fuzz-stats-"))
        try:
            with StatsStore.open(folder / "stats.sqlite3") as store:
                for seed in (2, 4, 5):
                    store.add_game(play_game(seed=seed))
            _STATS_SEED = (folder / "stats.sqlite3").read_bytes()
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return _STATS_SEED


def gcg_seeds() -> list[bytes]:
    """GCG files to mutate: games the app wrote, real play (a challenge bonus, notes, the pass
    accepting a play that went out) and time penalties (``tests/reliability/seeds/gcg/``)."""
    folder = Path(__file__).resolve().parent / "seeds" / "gcg"
    return [path.read_bytes() for path in sorted(folder.glob("*.gcg"))]


WORDLIST_SEED = (
    "# my words\napple\nBanana fruit\ncafé\n12345\nhello-world\ncherry\nbanana\n"
    + "".join(f"word{'abcdefghij'[i % 10]}{'klmnopqrst'[i // 10 % 10]}\n" for i in range(200))
).encode()


#: The id and words of the compiled list the ``lexicon`` target damages: an import of these.
FUZZ_LIST = "user-fuzzed"
_LEXICON_SEED: tuple[bytes, dict[str, Any]] | None = None


def lexicon_seed() -> tuple[bytes, dict[str, Any]]:
    """A real compiled list imported as a person imports one (3,000 English words), its bytes
    and its metadata (made once per process)."""
    global _LEXICON_SEED
    if _LEXICON_SEED is None:
        import tempfile

        from patentgame.model.lexicon import import_wordlist

        words = list(Lexicon.load("en-common"))[::26][:3000]
        folder = Path(tempfile.mkdtemp(prefix="fuzz-lexicon-"))
        try:
            source = folder / "words.txt"
            source.write_text("\n".join(words) + "\n", "utf-8")
            info = import_wordlist(source, "Fuzzed", folder / "data").info
            compiled = folder / "data" / "wordlists" / f"{info.id}.dawg"
            metadata = json.loads(compiled.with_suffix(".json").read_text("utf-8"))
            metadata["id"] = FUZZ_LIST
            _LEXICON_SEED = (compiled.read_bytes(), metadata)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return _LEXICON_SEED


#: How a ``lexicon`` case's metadata treats its damaged file (the case's first byte).
CHECKSUM_KEPT, CHECKSUM_OF_DAMAGE, CHECKSUM_NONE = 0, 1, 2


def mutate_compiled(rng: random.Random, data: bytes) -> bytes:
    """Damage to a compiled list: mostly a few bytes changed in place (the size kept, so the
    layout check passes), sometimes cut or grown."""
    out = bytearray(data)
    for _ in range(rng.choice((1, 2, 2, 3, 8))):
        out[rng.randrange(len(out))] = rng.randrange(256)
    if rng.random() < 0.1:
        del out[rng.randrange(len(out)) :]
    elif rng.random() < 0.05:
        out += bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(out)


# -- mutation -----------------------------------------------------------------------------------


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """Plain mutation: a few bytes flipped, cut, repeated or inserted."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        if not out:
            out += rng.choice([b"{", b"\x00", b"\xff", b"[]"])
            continue
        where = rng.randrange(len(out))
        change = rng.randrange(8)
        if change == 0:
            out[where] = rng.randrange(256)
        elif change == 1:
            del out[where : where + rng.randint(1, 64)]
        elif change == 2:
            out[where:where] = rng.choice(
                [b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b'"', b"{", b"[", b"\\ud800", b"\\", b","]
            )
        elif change == 3:
            del out[where:]
        elif change == 4:
            chunk = bytes(out[where : where + rng.randint(1, 200)])
            out[where:where] = chunk * rng.randint(2, 20)
        elif change == 5:
            out[where:where] = rng.choice(HOSTILE_NUMBERS).encode()
        elif change == 6:
            out[where] ^= 1 << rng.randrange(8)
        else:
            out[where:where] = rng.choice(HOSTILE_TEXT).encode("utf-8", "surrogatepass")[:2000]
    return bytes(out)


def _hostile_value(rng: random.Random, depth: int = 0) -> Any:
    pick = rng.randrange(9)
    if pick == 0:
        return rng.choice(HOSTILE_TEXT)
    if pick == 1:
        return _SPLICE + rng.choice(HOSTILE_NUMBERS)
    if pick == 2:
        return rng.choice([None, True, False, 0, -1, 2**64, 0.5, [], {}])
    if pick == 3:
        nested: Any = "deep"
        for _ in range(rng.choice([10, 40, 200, 3000])):
            nested = [nested] if rng.random() < 0.5 else {"k": nested}
        return nested
    if pick == 4 and depth < 3:
        return [_hostile_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if pick == 5 and depth < 3:
        return {rng.choice(HOSTILE_TEXT): _hostile_value(rng, depth + 1)}
    if pick == 6:
        return rng.randint(-(2**70), 2**70)
    if pick == 7:
        return {"card": rng.choice([0, 1, 101, 102, -1, 2**40])}
    return rng.choice(["human", "ai:expert", "ai:nobody", "build", "discard", "auto", "manual"])


def _nodes(value: Any) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every node of a JSON document with its path, the first 40 levels (no recursion)."""
    stack: list[tuple[tuple[Any, ...], Any]] = [((), value)]
    while stack:
        path, node = stack.pop()
        yield path, node
        if len(path) >= 40:
            continue
        if isinstance(node, dict):
            stack.extend(((*path, key), item) for key, item in node.items())
        elif isinstance(node, list):
            stack.extend(((*path, index), item) for index, item in enumerate(node))


def mutate_json(rng: random.Random, data: bytes) -> bytes:
    """JSON mutation: values swapped for hostile ones, keys dropped or added, types changed;
    the text written with escapes or as raw (possibly broken) UTF-8."""
    try:
        document = json.loads(data)
    except ValueError:
        return mutate_bytes(rng, data)
    for _ in range(rng.randint(1, 4)):
        nodes = list(_nodes(document))
        path, _value = rng.choice(nodes)
        if not path:
            if isinstance(document, dict) and rng.random() < 0.5:
                document[rng.choice(HOSTILE_TEXT[:12])] = _hostile_value(rng)
            continue
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        change = rng.randrange(5)
        if change == 0 and isinstance(parent, dict):
            del parent[key]
        elif change == 1 and isinstance(parent, list):
            parent.insert(key, _hostile_value(rng))
        elif change == 2 and isinstance(parent, list) and parent:
            parent.extend(parent[: rng.randint(1, 5)])
        else:
            parent[key] = _hostile_value(rng)
    ascii_only = rng.random() < 0.7
    try:
        text = json.dumps(document, ensure_ascii=ascii_only)
    except (ValueError, RecursionError):
        return mutate_bytes(rng, data)
    text = re.sub(
        '"' + _SPLICE + r'([^"]*)"',
        lambda found: found.group(1),
        text.replace("\\u2063splice\\u2063", _SPLICE),
    )
    return text.encode("utf-8", "surrogatepass")


def mutate_mildly(rng: random.Random, data: bytes) -> bytes:
    """A record most readers would still open: hostile unknown top-level keys (which must be
    kept), an odd name, a seed at the edge; the keys RECORD.md defines left valid."""
    try:
        document = json.loads(data)
    except ValueError:
        return mutate_bytes(rng, data)
    if not isinstance(document, dict):
        return data
    for _ in range(rng.randint(1, 3)):
        change = rng.randrange(4)
        if change == 0:
            document[rng.choice(["note", "x-tool", "zz", "saved_at", "app"])] = _hostile_value(rng)
        elif change == 1 and isinstance(document.get("players"), list) and document["players"]:
            seat = rng.randrange(len(document["players"]))
            name = rng.choice(["Zoë", "\u202eevil", "a\x00b", "x" * 100, "x" * 101, " ", ""])
            if isinstance(document["players"][seat], dict):
                document["players"][seat]["name"] = name
        elif change == 2:
            document["seed"] = _SPLICE + rng.choice(HOSTILE_NUMBERS)
        else:
            document.pop(rng.choice(["start", "deck", "seed", "rules", "lexicon"]), None)
    try:
        text = json.dumps(document, ensure_ascii=rng.random() < 0.5)
    except (ValueError, RecursionError):
        return mutate_bytes(rng, data)
    text = re.sub(
        '"' + _SPLICE + r'([^"]*)"',
        lambda found: found.group(1),
        text.replace("\\u2063splice\\u2063", _SPLICE),
    )
    return text.encode("utf-8", "surrogatepass")


#: What a GCG line's parts may become: numbers at every edge, racks and words of odd tiles,
#: positions off the board, the special words of the format.
GCG_TOKENS: tuple[str, ...] = (
    *HOSTILE_NUMBERS[:10],
    "+0", "-0", "+" + "9" * 8, "-" + "9" * 5000, "+5", "--", "-", "-ABC", "(challenge)",
    "(time)", "(AB)", "()", "8H", "H8", "16A", "A16", "O15", "15O", "0", "?", "??????????",
    "ZZZZZZZ", "a.b", ".......", "Q" * 200, "#note", "#player1", "#player2 x y", ">", ":",
)  # fmt: skip


def mutate_gcg(rng: random.Random, data: bytes) -> bytes:
    """Line mutation of a GCG file: lines dropped, repeated, swapped or cut; a part of a line
    swapped for a hostile token; a hostile line or pragma inserted."""
    lines = data.decode("utf-8", "surrogatepass").split("\n")
    for _ in range(rng.randint(1, 5)):
        if not lines:
            lines.append(rng.choice(GCG_TOKENS))
            continue
        at = rng.randrange(len(lines))
        change = rng.randrange(7)
        if change == 0:
            del lines[at]
        elif change == 1:
            lines[at:at] = [lines[at]] * rng.choice([2, 3, 50, 3000])
        elif change == 2:
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        elif change == 3:
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
        elif change == 4:
            parts = lines[at].split(" ")
            parts[rng.randrange(len(parts))] = rng.choice(GCG_TOKENS + HOSTILE_TEXT[:12])
            lines[at] = " ".join(parts)
        elif change == 5:
            lines.insert(at, rng.choice(["#note ", "#player1 ", "#player2 ", ">"])
                         + rng.choice(HOSTILE_TEXT)[:5000])  # fmt: skip
        else:
            lines.insert(at, f">{rng.choice(['ann', 'cesar', 'tom'])}: (time) -1 -1")
    return "\n".join(lines).encode("utf-8", "surrogatepass")


def make_case(target: str, number: int) -> bytes:
    """The input of case ``number`` of ``target`` (the same every time)."""
    rng = random.Random(f"{target}:{number}")
    seeds = seeds_of(target)
    data = rng.choice(seeds)
    if target == "wordlist":
        data = mutate_bytes(rng, data) if rng.random() < 0.8 else data
        if rng.random() < 0.3:
            data = gzip.compress(data, mtime=0)
            if rng.random() < 0.5:
                data = mutate_bytes(rng, data)
        return data
    if target == "stats":
        return mutate_bytes(rng, data) if rng.random() < 0.9 else data
    if target == "lexicon":
        mode = rng.choice((CHECKSUM_KEPT, CHECKSUM_OF_DAMAGE, CHECKSUM_OF_DAMAGE, CHECKSUM_NONE))
        return bytes((mode,)) + (mutate_compiled(rng, data) if rng.random() < 0.95 else data)
    if target == "cli":
        return json.dumps(cli_case(rng)).encode()
    if target == "cli-settings":
        return cli_settings_case(rng, data)
    if target == "translation":
        return mutate_translation(rng, data)
    if target == "socket":
        return socket_case(rng, data)
    if target == "gcg":
        pick = rng.random()
        if pick < 0.6:
            return mutate_gcg(rng, data)
        return mutate_bytes(rng, data) if pick < 0.95 else data
    pick = rng.random()
    if pick < 0.2:
        return mutate_mildly(rng, data)
    return mutate_json(rng, data) if pick < 0.7 else mutate_bytes(rng, data)


_SEEDS: dict[str, list[bytes]] = {}


def seeds_of(target: str) -> list[bytes]:
    if target not in _SEEDS:
        if target.startswith("record:") or target == "autosave":
            found: list[bytes] = []
            for family in families.FAMILIES:
                if target in (f"record:{family.id}", "autosave"):
                    found += record_seeds(family)
            _SEEDS[target] = found
        elif target == "settings":
            _SEEDS[target] = [settings_seed()]
        elif target == "stats":
            _SEEDS[target] = [stats_seed()]
        elif target == "wordlist":
            _SEEDS[target] = [WORDLIST_SEED]
        elif target == "lexicon":
            _SEEDS[target] = [lexicon_seed()[0]]
        elif target == "cli":
            _SEEDS[target] = [b"[]"]
        elif target == "cli-settings":
            _SEEDS[target] = [settings_seed(), settings_seed().replace(b'"system"', b'"ru"')]
        elif target == "translation":
            _SEEDS[target] = [translation_seed()]
        elif target == "socket":
            _SEEDS[target] = [HAND_OVER]
        elif target == "gcg":
            _SEEDS[target] = gcg_seeds()
        else:
            raise KeyError(target)
    return _SEEDS[target]


def targets() -> list[str]:
    """Every target: one per family's records, and the rest."""
    return [
        *(f"record:{family.id}" for family in families.FAMILIES),
        "autosave",
        "settings",
        "stats",
        "wordlist",
        "lexicon",
        "cli",
        "cli-settings",
        "translation",
        "socket",
        "gcg",
    ]


# -- the command line's cases -------------------------------------------------------------------

_CLI_VALUES = (
    "0",
    "-1",
    "2",
    "99999999999999999999999",
    "9" * 5000,
    "3000",
    "x" * 100_000,
    "\ud800",
    "",
    "--",
    "-",
    "nan",
    "1e3",
    " 7 ",
    "/dev/full",
    "/dev/zero",
    "FILE",
    "FOLDER",
    "FIFO",
)


def cli_case(rng: random.Random) -> list[str]:
    """A hostile command line: a subcommand with values from :data:`_CLI_VALUES`, where
    ``FILE`` stands for a (mutated) record file, ``FOLDER`` for a folder, ``FIFO`` for a pipe."""
    command = rng.choice(["replay", "words", "check", "selfplay"])
    argv: list[str] = []
    if rng.random() < 0.3:
        argv += ["--data-dir", rng.choice(["FOLDER", "FILE", "/dev/null", "x" * 5000, "\ud800"])]
    argv.append(command)
    if command == "replay":
        argv.append(rng.choice(["FILE", "FILE", "FILE", *_CLI_VALUES]))
        if rng.random() < 0.4:
            argv += ["--until", rng.choice(_CLI_VALUES)]
    elif command in ("words", "check"):
        argv.append(rng.choice(["QATRSEI", "zz", *_CLI_VALUES]))
        if rng.random() < 0.5:
            argv += ["--lexicon", rng.choice(["en-common", "user-x", *_CLI_VALUES])]
    else:
        argv += [
            "--seats",
            rng.choice(["ai:random,ai:random", "ai:nobody,ai:random", "a", "x" * 5000]),
        ]
        argv += [
            "--games",
            rng.choice(["1", "2", "0", "-5", "99999999999999999999999", "9" * 5000]),
        ]
        if rng.random() < 0.5:
            argv += ["--workers", rng.choice(["1", "3000", "0", "9" * 30])]
        if rng.random() < 0.3:
            argv += ["--seed", rng.choice(_CLI_VALUES)]
        if rng.random() < 0.3:
            argv += ["--lexicon", rng.choice(["en-common", "user-x", "x" * 5000])]
        argv.append("--quiet")
    if rng.random() < 0.15:
        argv.insert(rng.randrange(len(argv) + 1), rng.choice(_CLI_VALUES))
    return argv


# -- the start's cases: early settings, translations, the single instance's socket ------------

#: What the settings file read before anything else may be, besides a (mutated) file.
SETTINGS_KINDS = ("fifo", "dev-zero", "huge", "nested", "folder", "link-loop", "dangling", "empty")
#: Command lines that read the Language setting first (every one does), with what they print.
EARLY_COMMANDS = (
    ["--version"],
    ["--help"],
    ["check", "cat"],
    ["check", "qzx"],
    ["words", "QATRSEI", "--lexicon", "en-common"],
    ["replay", "MISSING"],
    ["selfplay", "--help"],
)
#: Hostile values of the Language setting itself.
_LANGUAGES: tuple[Any, ...] = (
    "ru", "en", "system", "", "RU", ["ru"], {"ru": 1}, 5, None, True, "\ud800", "x" * 100_000,
)  # fmt: skip


def cli_settings_case(rng: random.Random, seed: bytes) -> bytes:
    """A command line and the settings file it meets: one line of JSON (the kind of file, the
    command), then the file's bytes (for a file)."""
    kind = rng.choice(["file"] * 8 + list(SETTINGS_KINDS))
    body = b""
    if kind == "file":
        pick = rng.random()
        if pick < 0.3:
            document = json.loads(seed)
            document["language"] = rng.choice(_LANGUAGES)
            body = json.dumps(document, ensure_ascii=rng.random() < 0.5).encode(
                "utf-8", "surrogatepass"
            )
        else:
            body = mutate_json(rng, seed) if pick < 0.7 else mutate_bytes(rng, seed)
    head = {"kind": kind, "argv": rng.choice(EARLY_COMMANDS), "depth": rng.choice([40, 5000])}
    return json.dumps(head).encode() + b"\n" + body


def translation_seed() -> bytes:
    from patentgame import wording

    return (wording._FOLDER / "patentgame_ru.json").read_bytes()


#: The contexts the command line speaks (placeholders are broken there most, where they are met).
_CLI_CONTEXTS = ("Cli", "Argparse", "Problems")
#: What a damaged translation may hold instead of its text.
_BROKEN_TRANSLATIONS: tuple[Any, ...] = (
    "{", "}", "{x}", "{0}", "{}", "%", "%(x)s", "%s %s", "%(prog)", "{file", "{file}{file}",
    "%n", "", None, 5, [], ["{x}"], {"a": "b"}, [["nested"]], "\ud800",
)  # fmt: skip


def mutate_translation(rng: random.Random, data: bytes) -> bytes:
    """A damaged export of the Russian translation: placeholders broken in the sentences the
    command line says, JSON values swapped, bytes flipped, or a document of another shape."""
    pick = rng.random()
    if pick < 0.45:
        document = json.loads(data)
        contexts = document["contexts"]
        for _ in range(rng.randint(1, 40)):
            table = contexts[rng.choice(_CLI_CONTEXTS)]
            source = rng.choice(sorted(table))
            found = table[source]
            if rng.random() < 0.5 and isinstance(found, str):
                where = rng.randrange(len(found) + 1)
                table[source] = (
                    found[:where] + rng.choice(_BROKEN_TRANSLATIONS[:12]) + found[where:]
                )
            else:
                table[source] = rng.choice(_BROKEN_TRANSLATIONS)
        return json.dumps(document, ensure_ascii=False).encode("utf-8", "surrogatepass")
    if pick < 0.75:
        return mutate_json(rng, data)
    if pick < 0.95:
        return mutate_bytes(rng, data)
    return rng.choice([b"[1, 2]", b"{}", b'{"contexts": []}', b"[" * 100_000, b"", b"\xff\xfe"])


#: A later start's message, as it sends it.
HAND_OVER = b'{"files": ["/home/ann/games/tuesday.patentgame"]}\n'


def socket_case(rng: random.Random, seed: bytes) -> bytes:
    """Messages sent to a running single instance, each on a connection of its own (as hex in
    a JSON list); the last ``hold`` connections are left open until the instance closes."""
    messages = []
    for _ in range(rng.randint(1, 4)):
        pick = rng.random()
        if pick < 0.3:
            message = mutate_json(rng, seed) + (b"\n" if rng.random() < 0.9 else b"")
        elif pick < 0.45:
            message = mutate_bytes(rng, seed)
        elif pick < 0.6:
            message = rng.randbytes(rng.randint(0, 3000))
        elif pick < 0.7:
            message = rng.choice([b"x" * 70_000, b"[" * 200_000 + b"\n", b"\n" * 1000])
        elif pick < 0.85:
            count = rng.choice([0, 1, 5, 999, 1001, 3000])
            files = [rng.choice((*HOSTILE_TEXT, "/a.patentgame")) for _ in range(count)]
            message = json.dumps({"files": files}).encode("utf-8", "surrogatepass") + b"\n"
        else:
            message = seed[: rng.randrange(len(seed))]  # half a message
        messages.append(message[:300_000].hex())
    return json.dumps({"messages": messages, "hold": rng.randint(0, len(messages))}).encode()


# -- running a case -----------------------------------------------------------------------------


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in this thread after ``seconds`` (POSIX main thread only)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(_signal: int, _frame: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_case(target: str, number: int, workdir: Path) -> Outcome:
    """Make and run case ``number`` of ``target`` in ``workdir`` (emptied first)."""
    data = make_case(target, number)
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    began = time.perf_counter()
    try:
        with _alarm(HANG_SECONDS * 3):
            kind = RUNNERS[target.split(":")[0]](data, workdir)
    except Hang:
        return Outcome(target, number, "hang", "stopped after 15 s", time.perf_counter() - began)
    except MemoryError:
        return Outcome(target, number, "memory", "MemoryError", time.perf_counter() - began)
    except BadMessage as error:
        return Outcome(target, number, "bad_message", str(error)[:500], time.perf_counter() - began)
    except BaseException as error:  # the oracle's catch-all: anything that escaped is a failure
        import traceback

        detail = "".join(traceback.format_exception(error))[-1500:]
        return Outcome(target, number, "traceback", detail, time.perf_counter() - began)
    seconds = time.perf_counter() - began
    if seconds > HANG_SECONDS:
        return Outcome(target, number, "hang", f"took {seconds:.1f} s", seconds)
    return Outcome(target, number, kind, "", seconds)


def _run_record(data: bytes, folder: Path) -> str:
    from patentgame.keeping.saves import SaveFileError, open_game, record_text

    path = folder / "game.patentgame"
    path.write_bytes(data)
    try:
        loaded = open_game(path, load_lexicon)
    except SaveFileError as error:
        check_problem(error.problem, echoed=quoted_from(data))
        assert path.read_bytes() == data, "opening changed the file"
        return "refused"
    # Opened: it must save and open again, the same game with every key it had.
    text = record_text(loaded.game, carried=loaded.carried_keys().keys)
    again = folder / "again.patentgame"
    again.write_text(text, encoding="utf-8")
    reopened = open_game(again, load_lexicon)
    assert reopened.game.record().to_json() == loaded.game.record().to_json(), "not the same game"
    for key, value in loaded.record.extra.items():
        if key not in ("saved_at", "app"):
            assert reopened.record.extra.get(key) == value, f"key {key!r} was lost"
    return "accepted"


def _run_autosave(data: bytes, folder: Path) -> str:
    from patentgame.keeping.keeper import GameKeeper

    (folder / "current-game.json").write_bytes(data)
    keeper = GameKeeper(folder, load_lexicon)
    try:
        startup = keeper.start()
        for notice in startup.notices:
            check_problem(notice, echoed=quoted_from(data))
        if startup.offer is not None:
            problem = keeper.after_action(startup.offer.game)
            check_problem(problem)
            return "accepted"
        recorded = keeper.stats is not None and bool(keeper.stats.games())
    finally:
        keeper.close()
    if recorded:
        return "accepted"  # a finished game: recorded in the statistics, its autosave cleared
    pending = folder / "pending"
    if pending.is_dir() and any(pending.glob("*.patentgame")):
        return "accepted"  # a finished game the statistics could not take, kept to add later
    kept = [p for p in folder.iterdir() if ".damaged-" in p.name]
    kept += list((folder / "saves").glob("*")) if (folder / "saves").is_dir() else []
    if not (folder / "current-game.json").exists():
        assert any(p.read_bytes() == data for p in kept), "the autosave was lost"
    return "refused"


def _run_settings(data: bytes, folder: Path) -> str:
    from patentgame.keeping.settings import load_settings, save_settings

    path = folder / "settings.json"
    path.write_bytes(data)
    loaded = load_settings(path)
    check_problem(loaded.notice)
    if loaded.moved_to is not None:
        assert loaded.moved_to.read_bytes() == data, "the settings file was not kept whole"
    save_settings(loaded.settings, path)
    again = load_settings(path)
    assert again.notice is None, f"settings saved then refused: {again.notice!r}"
    assert again.settings == loaded.settings, "settings changed on their way through the file"
    return "refused" if loaded.notice is not None else "accepted"


def _run_stats(data: bytes, folder: Path) -> str:
    from recorded_games import play_game

    from patentgame.keeping.stats import StatsError, StatsStore
    from patentgame.keeping.stats.store import FIGURES

    path = folder / "stats.sqlite3"
    path.write_bytes(data)
    try:
        store = StatsStore.open(path)
    except StatsError as error:
        check_problem(error.problem)
        return "refused"
    refused = store.notice is not None
    check_problem(store.notice)
    try:
        for profile in store.profiles():
            for family in families.FAMILIES:  # every family's figures, as its panel reads them
                store.figures(family.part(FIGURES), profile.id)
        for game in store.games():
            store.game_record(game.id)
        store.add_game(play_game(seed=9))
    except StatsError as error:
        check_problem(error.problem)
        refused = True
    finally:
        store.close()
    kept = [p for p in folder.iterdir() if p.name.startswith("stats.sqlite3.damaged-")]
    if store.notice is not None:
        assert any(p.read_bytes() == data for p in kept), "the damaged statistics were not kept"
    return "refused" if refused else "accepted"


def _run_wordlist(data: bytes, folder: Path) -> str:
    from patentgame.model.lexicon import import_wordlist

    source = folder / "list.txt"
    source.write_bytes(data)
    try:
        report = import_wordlist(source, "Fuzzed list", folder / "data")
    except LexiconError as error:
        check_problem(error.problem)
        leftovers = (
            list((folder / "data" / "wordlists").glob("*")) if (folder / "data").exists() else []
        )
        assert not leftovers, f"a refused import left {leftovers}"
        return "refused"
    lexicon = Lexicon.load(report.info.id, folder / "data")
    assert len(lexicon) == report.info.words
    return "accepted"


def _run_lexicon(data: bytes, folder: Path) -> str:
    """A damaged compiled list in the data folder: refused at load in one sentence, or loaded
    and then walked by ``words`` and by computer players' searches, each ending (the case's
    alarm stops a walk that would not) in words found or one sentence."""
    import hashlib

    from patentgame.model.lexicon import imported_lists

    mode, compiled = data[0], data[1:]
    metadata = dict(lexicon_seed()[1])
    if mode == CHECKSUM_OF_DAMAGE:
        metadata["sha256"] = hashlib.sha256(compiled).hexdigest()
    elif mode == CHECKSUM_NONE:
        metadata.pop("sha256", None)
    lists = folder / "data" / "wordlists"
    lists.mkdir(parents=True)
    (lists / f"{FUZZ_LIST}.dawg").write_bytes(compiled)
    (lists / f"{FUZZ_LIST}.json").write_text(json.dumps(metadata), "utf-8")
    assert [info.id for info in imported_lists(folder / "data")] == [FUZZ_LIST]
    refused = False
    try:
        lexicon = Lexicon.load(FUZZ_LIST, folder / "data")
    except LexiconError as error:
        check_problem(error.problem)
        lexicon = None
        refused = True
    refused |= _words_command(folder) == "refused"
    if lexicon is not None:
        for search in (_patent_player_moves, _buyword_player_moves):
            try:
                search(lexicon)
            except LexiconError as error:
                check_problem(error.problem)
                refused = True
    return "refused" if refused else "accepted"


def _words_command(folder: Path) -> str:
    """``patentgame --data-dir FOLDER words QATRSEI --pool NOL --list user-fuzzed --copy``."""
    from patentgame import cli

    argv = ["--data-dir", str(folder), "words", "QATRSEI", "--pool", "NOL", "--copy", "--add-s"]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main([*argv, "--list", FUZZ_LIST])
    if status != 0:
        check_message(err.getvalue())
        return "refused"
    assert not err.getvalue(), err.getvalue()
    return "accepted"


def _patent_player_moves(lexicon: Lexicon) -> None:
    """The patent game's greedy and expert players each choose a build on a real deal."""
    from patentgame.model.ai import Budget
    from patentgame.model.patent.ai import create_player
    from patentgame.model.patent.game import PatentGame, PlayerSpec

    seats = (PlayerSpec("Ann", "ai:greedy"), PlayerSpec("Bob", "ai:expert"))
    game = PatentGame.new(seats, lexicon, seed=7, lexicon_id=FUZZ_LIST)
    rng = random.Random(7)
    for seat in seats:
        player = create_player(seat.kind, lexicon)
        player.choose(game.perspective(game.to_act[0]), rng, Budget())


def _buyword_player_moves(lexicon: Lexicon) -> None:
    """BuyWord's greedy player plays its first rounds alone (rolls, buys, sells words)."""
    from patentgame.model.ai import Budget
    from patentgame.model.buyword.ai.levels import create_player
    from patentgame.model.buyword.game import BuyWordGame
    from patentgame.model.seats import PlayerSpec

    game = BuyWordGame.new((PlayerSpec("Bot", "ai:greedy"),), lexicon, seed=7, lexicon_id=FUZZ_LIST)
    player = create_player("ai:greedy", lexicon, everyday=lexicon)
    rng = random.Random(7)
    for _ in range(12):
        if game.game_over:
            break
        decision = player.choose(game.perspective(game.to_act[0]), rng, Budget())
        game.play(decision.action)


def _run_cli(data: bytes, folder: Path) -> str:
    from patentgame import cli

    argv = json.loads(data)
    number = int.from_bytes(data[-4:], "little")
    rng = random.Random(number)
    record = rng.choice(seeds_of("record:patent"))
    (folder / "FILE").write_bytes(mutate_json(rng, record) if rng.random() < 0.7 else record)
    (folder / "FOLDER").mkdir()
    fifo = folder / "FIFO"
    with contextlib.suppress(OSError, AttributeError):
        import os

        os.mkfifo(fifo)
    argv = [str(folder / arg) if arg in ("FILE", "FOLDER", "FIFO") else arg for arg in argv]
    out, err = io.StringIO(), io.StringIO()
    status: object = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(argv)
        except SystemExit as leaving:
            status = leaving.code
    text = err.getvalue()
    answered = not text and out.getvalue().strip()
    if status == 1 and "check" in argv and answered:
        return "accepted"  # check's answer "not a word": exit 1, said on stdout
    if status not in (0, None):
        check_message(text, echoed=argv)
        return "refused"
    assert not text.strip() or "--help" in argv or "-h" in argv, f"stderr on success: {text!r}"
    return "accepted"


def _main(argv: list[str]) -> tuple[object, str, str]:
    """``patentgame ARGV`` run in this process: its exit status, stdout and stderr. The language
    of the run and the sentences' translator are put back afterwards (a later case, or test,
    must not speak Russian because this one did)."""
    from patentgame import cli, wording
    from patentgame.model import problems

    out, err = io.StringIO(), io.StringIO()
    status: object = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(argv)
            except SystemExit as leaving:
                status = leaving.code
    finally:
        wording.use("en")
        problems.set_translator(None)
    return status, out.getvalue(), err.getvalue()


def _judge_command(argv: list[str], status: object, out: str, err: str) -> str:
    """The oracle of a command line: a refusal is one clean line; a success says nothing on
    stderr (``check`` answers "not a word" with status 1 on stdout)."""
    if status == 1 and "check" in argv and out.strip() and not err:
        return "accepted"
    if status not in (0, None):
        check_message(err, echoed=argv)
        return "refused"
    assert not err.strip(), f"stderr on success: {err[:300]!r}"
    assert out.strip(), "nothing printed"
    return "accepted"


def _hostile_settings(kind: str, body: bytes, depth: int, config: Path) -> None:
    import os

    config.mkdir(parents=True)
    path = config / "settings.json"
    if kind == "file":
        path.write_bytes(body)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with open(path, "wb") as handle:
            handle.write(b'{"language": "ru", "x": "')
            handle.truncate(2 * 1024**3)  # sparse: no disk taken
    elif kind == "nested":
        path.write_text('{"language": "ru", "x": ' + "[" * depth + "]" * depth + "}")
    elif kind == "folder":
        path.mkdir()
    elif kind == "link-loop":
        path.symlink_to(path)
    elif kind == "dangling":
        path.symlink_to(config / "gone.json")
    else:
        path.write_bytes(b"")


def _run_cli_settings(data: bytes, folder: Path) -> str:
    from patentgame import __version__

    head, _, body = data.partition(b"\n")
    case = json.loads(head)
    if case["kind"] in ("fifo", "dev-zero", "link-loop") and sys.platform == "win32":
        return "accepted"  # no such things in folders there
    _hostile_settings(case["kind"], body, case["depth"], folder / "config")
    argv = [str(folder / "missing.json") if arg == "MISSING" else arg for arg in case["argv"]]
    argv = ["--data-dir", str(folder), *argv]
    status, out, err = _main(argv)
    if "--version" in argv:
        assert (status, out, err) == (0, f"patentgame {__version__}\n", ""), (status, out, err)
    return _judge_command(argv, status, out, err)


#: Notes of a damaged translation, which the command line may print once before its answer.
_TRANSLATION_NOTE = re.compile(
    r"^patentgame: (the translation file|part of the translation file|some sentences of)"
    r" (patentgame_ru\.json )?.*$"
)

#: Commands that speak Russian with the translation at hand.
TRANSLATED_COMMANDS = (
    ["check", "cat"],
    ["check", "qzx"],
    ["check", ""],
    ["words", "QATRSEI", "--lexicon", "en-common"],
    ["replay", "MISSING"],
    ["selfplay", "--help"],
    ["--help"],
    ["define", "3d"],
    ["selfplay", "--game", "nothing", "--seats", "ai:random"],
    ["moves", "--game", "scrabble-en", "--gcg", "MISSING", "--turn", "1"],
    ["check"],
)


def _run_translation(data: bytes, folder: Path) -> str:
    from patentgame import wording

    translations = folder / "translations"
    translations.mkdir()
    (translations / "patentgame_ru.json").write_bytes(data)
    shutil.copy(wording._FOLDER / "patentgame_en.json", translations)
    import zlib

    command = TRANSLATED_COMMANDS[zlib.crc32(data) % len(TRANSLATED_COMMANDS)]
    argv = ["--lang", "ru", *(str(folder / "m.json") if a == "MISSING" else a for a in command)]
    shipped = wording._FOLDER
    _forget_translations()
    wording._FOLDER = translations
    try:
        status, out, err = _main(argv)
    finally:
        wording._FOLDER = shipped
        _forget_translations()
    notes = [line for line in err.splitlines() if _TRANSLATION_NOTE.match(line)]
    assert len(notes) <= 2, f"notes told more than once: {notes}"  # the file, and sentences
    for note in notes:
        check_message(note)
    err = "".join(line + "\n" for line in err.splitlines() if not _TRANSLATION_NOTE.match(line))
    return _judge_command(argv, status, out, err)


def _forget_translations() -> None:
    from patentgame import wording

    wording._table.cache_clear()
    wording._patterns.cache_clear()
    wording._noted.clear()


_RUNTIME: list[Path] = []


def _runtime_folder() -> Path:
    """A short folder of this process for the instance's socket (a socket's path may hold about
    100 characters only)."""
    if not _RUNTIME:
        import tempfile

        _RUNTIME.append(Path(tempfile.mkdtemp(prefix="pgf-")))
    return _RUNTIME[0]


def _run_socket(data: bytes, folder: Path) -> str:
    import os

    from PySide6.QtWidgets import QApplication

    from patentgame.controller.single_instance import MAX_FILES, Claim, SingleInstance

    del folder  # the instance lives in a runtime folder of its own
    app = QApplication.instance() or QApplication([])
    case = json.loads(data)
    messages = [bytes.fromhex(message) for message in case["messages"]]
    previous = os.environ.get("XDG_RUNTIME_DIR")
    os.environ["XDG_RUNTIME_DIR"] = str(_runtime_folder())
    try:
        instance = SingleInstance(f"patentgame-fuzz-{os.getpid()}")
    finally:
        if previous is None:
            del os.environ["XDG_RUNTIME_DIR"]
        else:
            os.environ["XDG_RUNTIME_DIR"] = previous
    escaped: list[BaseException] = []
    called: list[object] = []
    hook = sys.excepthook
    sys.excepthook = lambda kind, error, trace: escaped.append(error)  # Qt's slots end there
    held = []
    try:
        assert instance.claim() is Claim.FIRST and instance.serve(), "the instance does not serve"
        instance.called.connect(called.append)
        for index, message in enumerate(messages):
            hold = index >= len(messages) - case["hold"]
            held += _talk(app, instance.server_name, message, hold)
        answer = _talk(app, instance.server_name, HAND_OVER, False, answer=True)
        assert answer == [b"ok\n"], f"a real hand-over after the case got {answer!r}"
    finally:
        instance.close()
        for client in held:
            client.close()
        for _ in range(5):
            app.processEvents()
        instance.deleteLater()
        app.processEvents()
        sys.excepthook = hook
    assert not escaped, f"escaped the server: {escaped[0]!r}"
    for files in called:
        assert isinstance(files, list) and len(files) <= MAX_FILES, "too many files"
        for name in files:
            assert isinstance(name, str) and os.path.isabs(name) and "\x00" not in name, name
    return "accepted" if len(called) > 1 else "refused"


def _talk(app: Any, path: str, message: bytes, hold: bool, *, answer: bool = False) -> list[Any]:
    """Send ``message`` on a connection of its own while the server's events are processed;
    the connection itself when it is to be ``hold`` open, else the answer (with ``answer``)."""
    import socket as sockets

    client = sockets.socket(sockets.AF_UNIX)
    client.setblocking(False)
    client.connect(path)
    received = b""
    deadline = time.monotonic() + 3
    view = memoryview(message)
    closed = False
    while time.monotonic() < deadline and not closed:
        app.processEvents()
        if view:
            with contextlib.suppress(BlockingIOError):
                try:
                    view = view[client.send(view[:65536]) :]
                except (BrokenPipeError, ConnectionResetError):
                    closed = True
            continue
        if hold:
            return [client]
        try:
            chunk = client.recv(4096)
        except BlockingIOError:
            if not answer and not message.endswith(b"\n"):
                break  # no line: nothing to wait for
            time.sleep(0.002)
            continue
        except ConnectionResetError:
            break
        received += chunk
        closed = not chunk
    client.close()
    return [received] if answer else []


def quoted_from_gcg(data: bytes) -> tuple[str, ...]:
    """Every line of a GCG file and every part of one as a reason quotes it (``shown``): a
    refused line may be quoted back, which is the file speaking, not the program's insides."""
    from patentgame.model.record import shown

    text = data.decode("utf-8", "replace")
    quoted = set()
    for line in set(text.splitlines()):
        stripped = line.strip().lstrip("\ufeff")
        quoted.add(shown(stripped))
        if ":" in stripped:
            quoted.add(shown(stripped[1 : stripped.index(":")].strip()))
        for part in {*stripped.split(), *re.split(r"[\s:]+", stripped)}:
            quoted.update((shown(part), shown(part[1:]), shown(part[1:-1])))
    return tuple(quoted)


def _run_gcg(data: bytes, folder: Path) -> str:
    """A GCG file opened as File > Open opens it (the same reading path and import, then every
    line played again as the replay viewer steps through it), and by ``replay --json``."""
    from patentgame import cli
    from patentgame.model.board.gcg import GcgGame

    path = folder / "game.gcg"
    path.write_bytes(data)
    try:
        found = families.import_file(path, families.playable())
    except Failure as error:
        check_problem(error.problem, echoed=quoted_from_gcg(data))
        opened = False
    else:
        opened = found is not None
        if found is not None:
            imported = found[1]
            assert isinstance(imported, GcgGame)
            last = None
            for step in imported.replayed():
                last = step.totals()
            assert last == imported.totals(), "the viewer's steps end elsewhere than the file"
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(["replay", str(path), "--json"])
        except SystemExit as leaving:
            status = leaving.code
    if status == 0:
        assert opened, "replay printed a game File > Open refused"
        summary = json.loads(out.getvalue())
        assert {"word", "position", "rack", "note"} <= set(summary["moves"][0])
        return "accepted"
    assert status == 2, f"replay exited {status}"
    check_message(err.getvalue(), echoed=(*quoted_from_gcg(data), str(path)))
    assert not opened, "File > Open showed a game replay refused"
    return "refused"


RUNNERS: dict[str, Callable[[bytes, Path], str]] = {
    "record": _run_record,
    "autosave": _run_autosave,
    "settings": _run_settings,
    "stats": _run_stats,
    "wordlist": _run_wordlist,
    "lexicon": _run_lexicon,
    "cli": _run_cli,
    "cli-settings": _run_cli_settings,
    "translation": _run_translation,
    "socket": _run_socket,
    "gcg": _run_gcg,
}


def run_many(
    target: str, numbers: range, workdir: Path, stop_after_failures: int | None = None
) -> list[Outcome]:
    """Run cases ``numbers`` of ``target``; every outcome, or up to the first failures."""
    outcomes = []
    failures = 0
    for number in numbers:
        outcome = run_case(target, number, workdir)
        outcomes.append(outcome)
        if outcome.failed:
            failures += 1
            if stop_after_failures is not None and failures >= stop_after_failures:
                break
    return outcomes


def sqlite_version() -> str:
    return sqlite3.sqlite_version


__all__ = [
    "HANG_SECONDS",
    "BadMessage",
    "Failure",
    "Outcome",
    "check_message",
    "check_problem",
    "make_case",
    "run_case",
    "run_many",
    "targets",
]

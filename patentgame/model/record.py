"""The record envelope every game of the house shares: reading limits, JSON, the ``format`` key.

A game record is one JSON object whose ``format`` key names its game (``"patentgame-record"``
for the patent game: RECORD.md) and whose ``version`` says which version of that format it is.
Reading is guarded the same way for every game, by the app's one reading path
(:mod:`patentgame.model.reading`): a document larger than :data:`MAX_RECORD_BYTES` is refused
before parsing; a file that is a folder, a pipe or a device is refused before it is read; JSON
that nests too deeply, holds a number of more than 100 digits or one that is not finite, holds a
broken character, or is not text is a :class:`~patentgame.model.errors.RecordError`, never a
crash. Each game reads the rest of its own record (a player's name is at most
:data:`MAX_NAME_CHARS` characters in every game); :func:`format_of` tells which game a document
belongs to.

>>> format_of(parse('{"format": "patentgame-record", "version": 1}'))
'patentgame-record'
"""

from __future__ import annotations

import dataclasses
import enum
import json
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeGuard, TypeVar

from patentgame.model import reading
from patentgame.model.errors import FileReadError, IllegalActionError, LexiconError, RecordError
from patentgame.model.json_types import JsonMapping, JsonObject, JsonValue
from patentgame.model.lexicon import DEFAULT_LIST
from patentgame.model.problems import Fault, Problem, size_text
from patentgame.model.seats import HUMAN, PlayerSpec, is_seat_kind

#: Records larger than this are refused before parsing: a real game is a few hundred KB at most.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: The longest name a seat of a record may have: people's names, however long, fit; a name of
#: 100,000 characters (which took a minute to draw) does not.
MAX_NAME_CHARS = 100

Kind = TypeVar("Kind")
Step = TypeVar("Step")
Choice = TypeVar("Choice", bound=enum.Enum)
Words = TypeVar("Words")
Game = TypeVar("Game")


def parse(text: str | bytes) -> object:
    """The JSON document of a record, within the reading limits.

    Raises:
        RecordError: too large, not text, not valid JSON, or beyond the limits of JSON.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(Problem(Fault.FILE_TOO_LARGE, limit=size_text(MAX_RECORD_BYTES)))
    try:
        return reading.parse_json(text)
    except FileReadError as error:
        raise RecordError(error.problem) from None


def read(path: str | os.PathLike[str]) -> object:
    """The JSON document of a record file, within the reading limits.

    Raises:
        RecordError: the file is missing, a folder, not an ordinary file, unreadable, too
            large, or not valid JSON within the limits; its problem names the file.
    """
    try:
        return reading.read_json(path, MAX_RECORD_BYTES)
    except FileReadError as error:
        raise RecordError(error.problem) from None


def format_of(document: object) -> str | None:
    """The ``format`` a record document names, or ``None`` when it names none."""
    if isinstance(document, Mapping):
        found = document.get("format")
        return found if isinstance(found, str) else None
    return None


#: The keys under which the families' records keep their moves, one per line when written: the
#: patent game's ``actions``, the board games' ``moves``.
MOVE_LISTS = ("actions", "moves")


def dumps(document: JsonMapping, *, list_key: str | None = None) -> str:
    """A record document as JSON text, one entry of its moves (``list_key``; by default the
    first key of :data:`MOVE_LISTS` it has) per line, so that the diffs of saved games stay
    readable.

    >>> print(dumps({"format": "x", "actions": [{"act": "pass"}, {"act": "pass"}]}), end="")
    {"format": "x", "actions": [
      {"act": "pass"},
      {"act": "pass"}
    ]}
    >>> print(dumps({"format": "y", "moves": []}), end="")
    {"format": "y", "moves": []}
    """
    data = dict(document)
    key = list_key or next((found for found in MOVE_LISTS if found in data), None)
    if key is None:
        return json.dumps(data, ensure_ascii=False) + "\n"
    entries = data.pop(key, [])
    assert isinstance(entries, list), "a record's list of moves is a list"
    head = json.dumps(data, ensure_ascii=False)
    if not entries:
        return head[:-1] + f', "{key}": []}}\n'
    lines = ",\n".join("  " + json.dumps(entry, ensure_ascii=False) for entry in entries)
    return head[:-1] + f', "{key}": [\n' + lines + "\n]}\n"


class Written(Protocol):
    """A family's record: a value with the JSON object it is written as."""

    def to_json(self) -> JsonObject: ...


Recorded = TypeVar("Recorded", bound=Written)


@dataclass(frozen=True)
class RecordFormat(Generic[Recorded]):
    """A family's record format as its module offers it (``loads``, ``load``, ``dumps``): the
    envelope's reading limits and layout around the family's own reader.

    Attributes:
        name: its ``format`` value.
        from_json: the family's reader of a parsed document (raises ``RecordError``).
        list_key: the key of its moves or actions, written one per line.
    """

    name: str
    from_json: Callable[[object], Recorded]
    list_key: str

    def loads(self, text: str | bytes) -> Recorded:
        """Read a record from JSON text.

        Raises:
            RecordError: not JSON, too large, or not a valid record of this format.
        """
        return self.from_json(parse(text))

    def load(self, path: str | os.PathLike[str]) -> Recorded:
        """Read a record file (a ``.patentgame`` save or a ``.json`` export).

        Raises:
            RecordError: the file cannot be read or is not a valid record of this format.
        """
        return self.from_json(read(path))

    def dumps(self, record: Recorded) -> str:
        """The record as JSON text, one move or action per line, so diffs of saved games stay
        readable."""
        return dumps(record.to_json(), list_key=self.list_key)


class KeepsUnknownKeys:
    """Base of a family's record, a frozen dataclass whose ``extra`` holds the top-level keys
    its format does not define (:func:`unknown_keys`): a record loaded and saved again loses
    nothing, and the house adds its own (the time it was saved, the app)."""

    #: Each record is a dataclass: what ``dataclasses.replace`` asks of it.
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[object]]]
    extra: JsonMapping

    def with_extra(self, **extra: JsonValue) -> Self:
        """A copy with more optional top-level keys."""
        return dataclasses.replace(self, extra={**self.extra, **extra})


def is_whole_number(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a JSON integer (``true`` and ``false`` are not).

    >>> is_whole_number(3), is_whole_number(True), is_whole_number(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def document(data: object, format_name: str) -> JsonObject:
    """``data`` as the document of a record whose ``format`` is ``format_name``.

    Raises:
        RecordError: not a JSON object, or another ``format``.
    """
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != format_name:
        raise RecordError(f"'format' must be {format_name!r}")
    return data


def version_of(data: JsonMapping, readable: tuple[int, ...], reads: str) -> int:
    """The record's ``version``, one of the ``readable`` ones (``reads`` says which, in the
    reason).

    Raises:
        RecordError: any other version.
    """
    version = data.get("version")
    if not is_whole_number(version) or version not in readable:
        raise RecordError(f"unsupported record version {shown(version)} ({reads})")
    return version


def lexicon_of(data: JsonMapping) -> str:
    """The id of the word list the record names (its ``lexicon``; the house's default list
    when absent).

    Raises:
        RecordError: not a word list id.
    """
    lexicon_id = data.get("lexicon", DEFAULT_LIST)
    if not isinstance(lexicon_id, str) or not lexicon_id:
        raise RecordError("'lexicon' must be a word list id")
    return lexicon_id


def players_of(
    data: object, least: int, most: int, ai_example: str | None = None
) -> tuple[PlayerSpec, ...]:
    """The record's ``players``: ``least`` to ``most`` seats, each a name of at most
    :data:`MAX_NAME_CHARS` characters and a kind (``ai_example``, when given, is the AI id a
    bad kind's reason shows).

    Raises:
        RecordError: not such a list.
    """
    if not isinstance(data, list) or not least <= len(data) <= most:
        raise RecordError(f"'players' must list {least} to {most} seats")
    return tuple(_player(index, entry, ai_example) for index, entry in enumerate(data))


def _player(index: int, entry: object, ai_example: str | None) -> PlayerSpec:
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        raise RecordError(f"player {index} must be an object with a 'name'")
    name = entry["name"]
    if len(name) > MAX_NAME_CHARS:
        raise RecordError(Problem(Fault.NAME_TOO_LONG, limit=MAX_NAME_CHARS))
    kind = entry.get("kind", HUMAN)
    if not is_seat_kind(kind) or len(kind) > MAX_NAME_CHARS:
        example = f" like {shown(ai_example)}" if ai_example else ""
        raise RecordError(f"player {index}: 'kind' must be 'human' or an AI id{example}")
    return PlayerSpec(name, kind)


def players_json(players: Sequence[PlayerSpec]) -> list[JsonValue]:
    """The ``players`` of a record: each seat's name and kind."""
    return [{"name": player.name, "kind": player.kind} for player in players]


def seat_of(data: JsonMapping, key: str, players: int) -> int | None:
    """The seat the record names under ``key`` (who starts, who leads), or ``None`` when it
    names none (the seed decides).

    Raises:
        RecordError: not the seat of one of the ``players``.
    """
    seat = data.get(key)
    if seat is not None and (not is_whole_number(seat) or not 0 <= seat < players):
        raise RecordError(f"{shown(key)} must be the seat of one of the players")
    return seat


def seed_of(data: JsonMapping) -> int:
    """The record's ``seed`` (0 when absent).

    Raises:
        RecordError: not a whole number.
    """
    seed = data.get("seed", 0)
    if not is_whole_number(seed):
        raise RecordError("'seed' must be a whole number")
    return seed


def steps_of(data: JsonMapping, key: str, read: Callable[[object], Kind], step: str) -> list[Kind]:
    """The record's moves or actions (the list under ``key``), each read by ``read``; a bad
    one's reason names it (``step`` and its index: "action 3: ...").

    Raises:
        RecordError: not a list, or an entry ``read`` refuses.
    """
    entries = data.get(key, [])
    if not isinstance(entries, list):
        raise RecordError(f"{shown(key)} must be a list")
    steps = []
    for index, entry in enumerate(entries):
        try:
            steps.append(read(entry))
        except RecordError as error:
            raise RecordError(f"{step} {index}: {error.detail}") from None
    return steps


def when_set(**values: JsonValue) -> JsonObject:
    """The optional keys of a record's object that hold a value (not ``None``): who starts, the
    deck or bag, a move's time are written only when the record fixes them (else the seed
    decides, or nobody timed it).

    >>> when_set(start=1, deck=None)
    {'start': 1}
    """
    return {key: value for key, value in values.items() if value is not None}


def unknown_keys(data: JsonMapping, known: frozenset[str]) -> JsonObject:
    """The top-level keys of a record its format does not define: a record keeps them (its
    ``extra``) and writes them again, so that a later version's optional keys are not lost."""
    return {key: value for key, value in data.items() if key not in known}


def shown(value: object) -> str:
    """A value of a record as a reason quotes it: text in single quotes, anything else as JSON
    (``null``, not Python's ``None``), and never longer than a short line.

    >>> shown("fly"), shown(None), shown([1, 2]), len(shown("x" * 10_000))
    ("'fly'", 'null', '[1, 2]', 42)
    """
    from patentgame.model.problems import shorten

    if isinstance(value, str):
        return "'" + shorten(value, 40) + "'"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = "?"
    return shorten(text, 40)


@contextmanager
def setting_up() -> Iterator[None]:
    """Set up a record's game inside: a setup the game refuses (its ``ValueError``: too many
    seats, a deck or a bag that is not the game's) is the record's fault, told as a
    :class:`RecordError`; a word list the game cannot be played with keeps its own problem.

    >>> try:
    ...     with setting_up():
    ...         raise ValueError("a board game needs 2 to 4 players")
    ... except RecordError as error:
    ...     print(error.detail)
    a board game needs 2 to 4 players
    """
    try:
        yield
    except RecordError:
        raise
    except LexiconError as error:
        raise RecordError(error.problem) from None
    except ValueError as error:
        raise RecordError(str(error)) from None


def first_steps(steps: Sequence[Step], until: int | None) -> Sequence[Step]:
    """The first ``until`` of a record's moves or actions (all of them when ``until`` is
    ``None``; none when it is below 0): what a replay up to a point plays.

    >>> first_steps("abc", 2), first_steps("abc", None), first_steps("abc", -1)
    ('ab', 'abc', '')
    """
    return steps if until is None else steps[: max(until, 0)]


@contextmanager
def replaying(index: int, step: str = "action") -> Iterator[None]:
    """Play the record's ``step`` number ``index`` inside: a step the game refuses is the
    record's fault, told as a :class:`RecordError` naming the step and the rule's reason.

    >>> from patentgame.model.errors import Refusal
    >>> class Why(Refusal):
    ...     LATE = "late", "too late"
    >>> try:
    ...     with replaying(3):
    ...         raise IllegalActionError(Why.LATE)
    ... except RecordError as error:
    ...     print(error)
    The record is damaged: action 3 is illegal: late (too late).
    """
    try:
        yield
    except IllegalActionError as error:
        reason = error.reason
        raise RecordError(
            f"{step} {index} is illegal: {reason.value} ({reason.describe()})"
        ) from None


def record_of(record: object, kind: type[Kind], game: str) -> Kind:
    """``record`` as a record of ``kind``, the one family the house's registry asked to replay
    it (the registry hands over any family's record).

    Raises:
        RecordError: it is another game's record (``game`` names the one expected).
    """
    if not isinstance(record, kind):
        raise RecordError(f"this is not a record of {game}")
    return record


def changed_options(rules: Any) -> dict[str, Any]:
    """The options of a family's rules (a frozen dataclass whose every field has a default)
    that differ from the defaults, as the ``rules`` object of a record: an enum by its value."""
    default = type(rules)()
    out: dict[str, Any] = {}
    for field in dataclasses.fields(rules):
        value = getattr(rules, field.name)
        if value != getattr(default, field.name):
            out[field.name] = value.value if isinstance(value, enum.Enum) else value
    return out


def rules_object(data: object, rules: type) -> dict[str, Any]:
    """``data`` as the ``rules`` object of a record of a family whose rules are the dataclass
    ``rules``: a JSON object naming only its options (each family then reads their values).

    Raises:
        RecordError: not an object, or a key that is no option.
    """
    if not isinstance(data, dict):
        raise RecordError("'rules' must be an object")
    known = {field.name for field in dataclasses.fields(rules)}
    for key in data:
        if key not in known:
            raise RecordError(f"unknown rule {shown(key)}")
    return data


def rule_choice(kind: type[Choice], data: JsonMapping, name: str, default: Choice) -> Choice:
    """Rule ``name`` of a record's ``rules`` object (:func:`rules_object`): one of the values of
    ``kind``, ``default`` when absent.

    Raises:
        RecordError: another value (the reason lists the choices).
    """
    if name not in data:
        return default
    try:
        return kind(data[name])
    except ValueError:
        choices = ", ".join(repr(member.value) for member in kind)
        raise RecordError(f"rule {shown(name)} must be one of {choices}") from None


def rule_flag(data: JsonMapping, name: str, default: bool) -> bool:
    """Rule ``name`` of a record's ``rules`` object: true or false, ``default`` when absent.

    Raises:
        RecordError: anything else.
    """
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise RecordError(f"rule {shown(name)} must be true or false")
    return value


def registry_replay(
    kind: type[Kind], game: str, replay: Callable[[Kind, Words, int | None], Game]
) -> Callable[[object, Words, int | None, object], Game]:
    """A family's ``replay`` part for the house's registry, which hands over any family's
    record, the word list it names, how many actions to replay, and a loader of other word
    lists (which a family whose record names one list never needs): ``replay`` (a record of
    ``kind`` and its list, the first ``until`` actions) once the record is known to be
    ``game``'s.

    Raises (the part made):
        RecordError: the record is another game's, or does not replay.
    """

    def replay_record(
        record: object, lexicon: Words, until: int | None = None, load_lexicon: object = None
    ) -> Game:
        return replay(record_of(record, kind, game), lexicon, until)

    return replay_record

"""Board game records (docs/board-record.md): read, validate and write them.

A record is a JSON object whose ``format`` is ``"patentgame-board-record"``; it names the rule set
(and any option changed), the seats, the seed, the start seat, the bag in drawing order and every
move. A ``.patentgame`` save file of a board game holds one. Unknown top-level keys are kept in
:attr:`BoardRecord.extra`, so a record loaded and saved again loses nothing. The record is a value
below the game (as the patent game's is): replaying one is :mod:`patentgame.model.board.replay`.

>>> from patentgame.model.board.rules import rules_for
>>> record = BoardRecord(rules_for("erudit-ru"), (Seat("Аня"), Seat("Боря")), seed=7)
>>> loads(dumps(record)).rules.rule_set, loads(dumps(record)).seats[0].name
('erudit-ru', 'Аня')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from patentgame.model import record as envelope
from patentgame.model.board.clock import MAX_MOVE_MS
from patentgame.model.board.moves import Move, move_from_json
from patentgame.model.board.rules import MAX_SEATS, MIN_SEATS, BoardRules, rules_from_json
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonMapping, JsonObject, JsonValue
from patentgame.model.seats import PlayerSpec as Seat

if TYPE_CHECKING:
    from patentgame.model.board.game import BoardGame

FORMAT = "patentgame-board-record"
VERSION = 2
#: Versions this reads: version 1 lacks the options of version 2 (their old meaning applies).
READABLE_VERSIONS = (1, 2)
#: Records larger than this are refused before parsing (the house's limit for every record).
MAX_RECORD_BYTES = envelope.MAX_RECORD_BYTES
_KNOWN_KEYS = frozenset({"format", "version", "rules", "players", "seed", "start", "bag", "moves"})


@dataclass(frozen=True)
class BoardRecord(envelope.KeepsUnknownKeys):
    """A whole board game: setup and moves. ``start`` and ``bag`` may be absent (None): the
    seed decides them. ``times`` holds each move's time in milliseconds (None: not timed; an
    empty tuple: no move timed), written as the move's ``time``."""

    rules: BoardRules
    seats: tuple[Seat, ...]
    seed: int = 0
    start: int | None = None
    bag: tuple[str, ...] | None = None
    moves: tuple[Move, ...] = ()
    extra: JsonMapping = field(default_factory=dict)
    times: tuple[int | None, ...] = ()

    def time_of(self, index: int) -> int | None:
        """The time of move ``index`` in milliseconds, or None when it was not timed."""
        return self.times[index] if index < len(self.times) else None

    def to_json(self) -> JsonObject:
        out: JsonObject = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "players": envelope.players_json(self.seats),
            "seed": self.seed,
        }
        out |= envelope.when_set(start=self.start, bag=None if self.bag is None else list(self.bag))
        out["moves"] = [self._move_json(index) for index in range(len(self.moves))]
        out |= envelope.unknown_keys(self.extra, _KNOWN_KEYS)
        return out

    def _move_json(self, index: int) -> JsonObject:
        return self.moves[index].to_json() | envelope.when_set(time=self.time_of(index))

    @property
    def players(self) -> tuple[Seat, ...]:
        """The seats, as the house names them in every game's record."""
        return self.seats

    @property
    def lexicon_id(self) -> str:
        """The id of the word list the game is played with (its rules name it)."""
        return self.rules.lexicon_id


def record_of(game: BoardGame, **extra: JsonValue) -> BoardRecord:
    """The record of ``game`` so far (its start and bag always written)."""
    times = game.times
    return BoardRecord(
        game.rules,
        game.seats,
        game.seed,
        game.start,
        game.bag_order,
        game.actions,
        extra,
        times if any(time is not None for time in times) else (),
    )


def is_board_record(data: object) -> bool:
    """Whether a parsed JSON document says it is a board record (for the command line's
    dispatch between game families)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def from_json(data: object) -> BoardRecord:
    """Validate a parsed JSON document as a board record.

    Raises:
        RecordError: the document breaks docs/board-record.md; the message says where.
    """
    data = envelope.document(data, FORMAT)
    version = envelope.version_of(data, READABLE_VERSIONS, "this reads 1 and 2")
    rules = rules_from_json(data.get("rules"), version)
    seats = envelope.players_of(data.get("players"), MIN_SEATS, MAX_SEATS)
    seed = envelope.seed_of(data)
    start = envelope.seat_of(data, "start", len(seats))
    bag = data.get("bag")
    if bag is not None:
        if not isinstance(bag, list) or not all(isinstance(tile, str) for tile in bag):
            raise RecordError("'bag' must be a list of tiles")
        if Counter(bag) != rules.tiles.counts():
            raise RecordError(f"'bag' must hold exactly the {rules.tiles.size} tiles of the set")
        bag = tuple(bag)
    timed_moves = envelope.steps_of(data, "moves", _timed_move, "move")
    moves = tuple(move for _time, move in timed_moves)
    times = tuple(time for time, _move in timed_moves)
    extra = envelope.unknown_keys(data, _KNOWN_KEYS)
    timed = times if any(time is not None for time in times) else ()
    return BoardRecord(rules, seats, seed, start, bag, moves, extra, timed)


def _timed_move(raw: object) -> tuple[int | None, Move]:
    """A move object's ``time`` (milliseconds its mover used, optional) and its move.

    Raises:
        RecordError: a ``time`` that is not a whole number of milliseconds from 0 to a day, or
            not a move.
    """
    if not isinstance(raw, dict) or "time" not in raw:
        return None, move_from_json(raw)
    time = raw["time"]
    if not isinstance(time, int) or isinstance(time, bool) or not 0 <= time <= MAX_MOVE_MS:
        raise RecordError(f"'time' must be a whole number of milliseconds from 0 to {MAX_MOVE_MS}")
    return time, move_from_json({key: value for key, value in raw.items() if key != "time"})


#: The envelope around :func:`from_json`: ``loads`` reads JSON text, ``load`` a file, and
#: ``dumps`` writes the record one move per line.
_FORMAT = envelope.RecordFormat(FORMAT, from_json, "moves")
loads = _FORMAT.loads
load = _FORMAT.load
dumps = _FORMAT.dumps

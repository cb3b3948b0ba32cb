"""Board game records (docs/board-record.md): read, validate, write and replay them.

A record is a JSON object whose ``format`` is ``"patentgame-board-record"``; it names the rule set
(and any option changed), the seats, the seed, the start seat, the bag in drawing order and every
move. A ``.patentgame`` save file of a board game holds one. Unknown top-level keys are kept in
:attr:`BoardRecord.extra`, so a record loaded and saved again loses nothing.

>>> from patentgame.model.board.rules import rules_for
>>> record = BoardRecord(rules_for("erudit-ru"), (Seat("Аня"), Seat("Боря")), seed=7)
>>> loads(dumps(record)).rules.rule_set, loads(dumps(record)).seats[0].name
('erudit-ru', 'Аня')
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.legality import WordList
from patentgame.model.board.moves import Move, move_from_json
from patentgame.model.board.reasons import IllegalMoveError, describe
from patentgame.model.board.rules import MAX_SEATS, MIN_SEATS, BoardRules, rules_from_json
from patentgame.model.errors import RecordError

FORMAT = "patentgame-board-record"
VERSION = 1
#: Records larger than this are refused before parsing: a real game is a few tens of KB.
MAX_RECORD_BYTES = 20 * 1024 * 1024
_KNOWN_KEYS = frozenset({"format", "version", "rules", "players", "seed", "start", "bag", "moves"})


@dataclass(frozen=True)
class BoardRecord:
    """A whole board game: setup and moves. ``start`` and ``bag`` may be absent (None): the
    seed decides them."""

    rules: BoardRules
    seats: tuple[Seat, ...]
    seed: int = 0
    start: int | None = None
    bag: tuple[str, ...] | None = None
    moves: tuple[Move, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "players": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "seed": self.seed,
        }
        if self.start is not None:
            out["start"] = self.start
        if self.bag is not None:
            out["bag"] = list(self.bag)
        out["moves"] = [move.to_json() for move in self.moves]
        for key, value in self.extra.items():
            if key not in _KNOWN_KEYS:
                out[key] = value
        return out

    def new_game(self, lexicon: WordList) -> BoardGame:
        """The game as set up, before any move."""
        return BoardGame.new(
            self.rules, self.seats, lexicon, seed=self.seed, bag=self.bag, start=self.start
        )


def record_of(game: BoardGame, **extra: Any) -> BoardRecord:
    """The record of ``game`` so far (its start and bag always written)."""
    return BoardRecord(
        game.rules, game.seats, game.seed, game.start, game.bag_order, game.actions, extra
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
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"'format' must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise RecordError(f"unsupported record version {data.get('version')!r} (this reads 1)")
    rules = rules_from_json(data.get("rules"))
    seats = _seats(data.get("players"))
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("'seed' must be a whole number")
    start = data.get("start")
    if start is not None and (
        not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < len(seats)
    ):
        raise RecordError("'start' must be the seat of one of the players")
    bag = data.get("bag")
    if bag is not None:
        if not isinstance(bag, list) or not all(isinstance(tile, str) for tile in bag):
            raise RecordError("'bag' must be a list of tiles")
        if Counter(bag) != rules.tiles.counts():
            raise RecordError(f"'bag' must hold exactly the {rules.tiles.size} tiles of the set")
        bag = tuple(bag)
    raw_moves = data.get("moves", [])
    if not isinstance(raw_moves, list):
        raise RecordError("'moves' must be a list")
    moves = []
    for index, raw in enumerate(raw_moves):
        try:
            moves.append(move_from_json(raw))
        except RecordError as error:
            raise RecordError(f"move {index}: {error}") from None
    extra = {key: value for key, value in data.items() if key not in _KNOWN_KEYS}
    return BoardRecord(rules, seats, seed, start, bag, tuple(moves), extra)


def _seats(data: object) -> tuple[Seat, ...]:
    if not isinstance(data, list) or not MIN_SEATS <= len(data) <= MAX_SEATS:
        raise RecordError(f"'players' must list {MIN_SEATS} to {MAX_SEATS} seats")
    seats = []
    for index, entry in enumerate(data):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise RecordError(f"player {index} must be an object with a 'name'")
        kind = entry.get("kind", "human")
        if not isinstance(kind, str) or not (kind == "human" or kind.startswith("ai:")):
            raise RecordError(f"player {index}: 'kind' must be 'human' or an AI id")
        seats.append(Seat(entry["name"], kind))
    return tuple(seats)


def loads(text: str | bytes) -> BoardRecord:
    """Read a record from JSON text.

    Raises:
        RecordError: not JSON, too large, or not a valid board record.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("the record is too large to be a game record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    except (RecursionError, ValueError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return from_json(data)


def dumps(record: BoardRecord) -> str:
    """The record as JSON text, one move per line (readable diffs of saved games)."""
    data = record.to_json()
    moves = data.pop("moves")
    head = json.dumps(data, ensure_ascii=False)
    if not moves:
        return head[:-1] + ', "moves": []}\n'
    lines = ",\n".join("  " + json.dumps(move, ensure_ascii=False) for move in moves)
    return head[:-1] + ', "moves": [\n' + lines + "\n]}\n"


def load(path: str | os.PathLike[str]) -> BoardRecord:
    """Read a record file.

    Raises:
        RecordError: the file cannot be read or is not a valid board record.
    """
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    return loads(raw)


def replay(record: BoardRecord, lexicon: WordList, until: int | None = None) -> BoardGame:
    """Set up the game of ``record`` and apply its moves (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or a move is illegal (its index and reason).
    """
    try:
        game = record.new_game(lexicon)
    except ValueError as error:
        raise RecordError(str(error)) from None
    moves = record.moves if until is None else record.moves[: max(until, 0)]
    for index, move in enumerate(moves):
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise RecordError(
                f"move {index} is illegal: {error.reason.value} ({describe(error.reason)})"
            ) from None
    return game

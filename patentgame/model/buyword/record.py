"""BuyWord game records (``docs/buyword-record.md``): read, validate, write and replay them.

A BuyWord record is a JSON object like the patent game's (RECORD.md), with its own ``format``
value so that one file type, ``.patentgame``, holds a game of either family and a reader can
tell which it is before reading further. Unknown top-level keys are kept in `Record.extra`, so
a record loaded and saved again loses nothing.

>>> text = dumps(Record(players=(PlayerSpec("Ann"),), seed=7))
>>> text.splitlines()[0][:52]
'{"format": "patentgame-buyword-record", "version": 1'
>>> loads(text).seed
7
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from dataclasses import replace as _replace
from pathlib import Path
from typing import Any

from patentgame.model.buyword.actions import Action, action_from_json
from patentgame.model.buyword.errors import IllegalActionError, describe
from patentgame.model.buyword.game import Game, PlayerSpec
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.rules import MAX_PLAYERS, MIN_PLAYERS, BuyWordRules
from patentgame.model.buyword.tiles import is_standard_bag
from patentgame.model.errors import RecordError

FORMAT = "patentgame-buyword-record"
VERSION = 1
#: Records larger than this are refused before parsing: a real game is some tens of KB.
MAX_RECORD_BYTES = 20 * 1024 * 1024

_KNOWN_KEYS = frozenset(
    {"format", "version", "rules", "lexicon", "players", "leader", "bag", "seed", "actions"}
)


@dataclass(frozen=True)
class Record:
    """A whole BuyWord game: setup and actions. ``leader`` and ``bag`` may be absent (``None``:
    drawn from the seed)."""

    players: tuple[PlayerSpec, ...]
    rules: BuyWordRules = field(default_factory=BuyWordRules)
    lexicon: str = "en-enable"
    leader: int | None = None
    bag: str | None = None
    seed: int = 0
    actions: tuple[Action, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``docs/buyword-record.md`` (optional keys only when set)."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "lexicon": self.lexicon,
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
        }
        if self.leader is not None:
            out["leader"] = self.leader
        if self.bag is not None:
            out["bag"] = self.bag
        out["seed"] = self.seed
        out["actions"] = [action.to_json() for action in self.actions]
        for key, value in self.extra.items():
            if key not in _KNOWN_KEYS:
                out[key] = value
        return out

    def with_extra(self, **extra: Any) -> Record:
        """A copy with more optional top-level keys (the time it was saved, the app)."""
        merged = dict(self.extra)
        merged.update(extra)
        return _replace(self, extra=merged)

    def new_game(self, words: WordList, theme_words: WordList | None = None) -> Game:
        """The game as set up, before any action.

        Raises:
            ValueError: the setup is impossible (for example a theme without its list).
        """
        return Game.new(
            self.players,
            words,
            self.rules,
            seed=self.seed,
            bag=self.bag,
            leader=self.leader,
            lexicon=self.lexicon,
            theme_words=theme_words,
        )


def is_buyword_record(data: object) -> bool:
    """Whether a parsed JSON document says it is a BuyWord record (its ``format`` key)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def from_json(data: object) -> Record:
    """Validate a parsed JSON document as a BuyWord record.

    Raises:
        RecordError: the document breaks the format; the message says where.
    """
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"'format' must be {FORMAT!r}")
    version = data.get("version")
    if version != VERSION:
        raise RecordError(f"unsupported record version {version!r} (this game reads version 1)")
    rules = BuyWordRules.from_json(data.get("rules", {}))
    lexicon = data.get("lexicon", "en-enable")
    if not isinstance(lexicon, str) or not lexicon:
        raise RecordError("'lexicon' must be a word list id")
    players = _players_from_json(data.get("players"))
    try:
        rules.check(len(players))
    except ValueError as error:
        raise RecordError(str(error)) from None
    leader = data.get("leader")
    if leader is not None and (not _is_int(leader) or not 0 <= leader < len(players)):
        raise RecordError("'leader' must be the seat of one of the players")
    bag = data.get("bag")
    if bag is not None and (not isinstance(bag, str) or not is_standard_bag(bag)):
        raise RecordError("'bag' must be 108 capital letters holding exactly BuyWord's tiles")
    seed = data.get("seed", 0)
    if not _is_int(seed):
        raise RecordError("'seed' must be a whole number")
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RecordError("'actions' must be a list")
    actions = []
    for index, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_json(raw))
        except RecordError as error:
            raise RecordError(f"action {index}: {error}") from None
    extra = {key: value for key, value in data.items() if key not in _KNOWN_KEYS}
    return Record(players, rules, lexicon, leader, bag, seed, tuple(actions), extra)


def loads(text: str | bytes) -> Record:
    """Read a record from JSON text.

    Raises:
        RecordError: not JSON, too large, or not a valid BuyWord record.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("the record is too large to be a game record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    except (RecursionError, ValueError):  # nested too deeply; an integer of 4,300+ digits
        raise RecordError("not valid JSON: a value is out of reach") from None
    return from_json(data)


def dumps(record: Record) -> str:
    """The record as JSON text: one action per line, so diffs of saved games stay readable."""
    data = record.to_json()
    actions = data.pop("actions")
    head = json.dumps(data, ensure_ascii=False)
    if not actions:
        return head[:-1] + ', "actions": []}\n'
    lines = ",\n".join("  " + json.dumps(action, ensure_ascii=False) for action in actions)
    return head[:-1] + ', "actions": [\n' + lines + "\n]}\n"


def load(path: str | os.PathLike[str]) -> Record:
    """Read a record file (a ``.patentgame`` save or a ``.json`` export).

    Raises:
        RecordError: the file cannot be read or is not a valid BuyWord record.
    """
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    return loads(raw)


def save(record: Record, path: str | os.PathLike[str]) -> Path:
    """Write ``record`` to ``path`` whole or not at all (a temporary file renamed into place).

    Raises:
        OSError: the folder cannot be written.
    """
    target = Path(path)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".save-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(dumps(record))
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def replay(
    record: Record,
    words: WordList,
    until: int | None = None,
    theme_words: WordList | None = None,
) -> Game:
    """Set up the game of ``record`` and apply its actions (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or an action is illegal (its index and reason).
    """
    try:
        game = record.new_game(words, theme_words)
    except ValueError as error:
        raise RecordError(str(error)) from None
    actions = record.actions if until is None else record.actions[: max(until, 0)]
    for index, action in enumerate(actions):
        try:
            game.play(action)
        except IllegalActionError as error:
            raise RecordError(
                f"action {index} is illegal: {error.reason.value} ({describe(error.reason)})"
            ) from None
    return game


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _players_from_json(data: object) -> tuple[PlayerSpec, ...]:
    if not isinstance(data, list) or not MIN_PLAYERS <= len(data) <= MAX_PLAYERS:
        raise RecordError(f"'players' must list {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    players = []
    for seat, entry in enumerate(data):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise RecordError(f"player {seat} must be an object with a 'name'")
        kind = entry.get("kind", "human")
        if not isinstance(kind, str) or not (kind == "human" or kind.startswith("ai:")):
            raise RecordError(f"player {seat}: 'kind' must be 'human' or an AI id like 'ai:expert'")
        players.append(PlayerSpec(entry["name"], kind))
    return tuple(players)

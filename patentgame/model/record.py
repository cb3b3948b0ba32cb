"""Game records (RECORD.md): read, validate, write and replay them.

A record is the public contract of the engine: save files, the autosave, exported games, golden
tests and bug reports all use it. Reading is strict about the keys RECORD.md defines and keeps any
other top-level key in :attr:`Record.extra` (later versions add optional keys), so a record loaded
and saved again loses nothing.

>>> text = dumps(Record(players=(PlayerSpec("Ann"), PlayerSpec("Bob")), seed=7))
>>> loads(text).seed
7
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from patentgame.model.actions import Action, action_from_json
from patentgame.model.cards import is_standard_deck
from patentgame.model.errors import IllegalActionError, RecordError
from patentgame.model.game import Game, PlayerSpec, WordList
from patentgame.model.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet

FORMAT = "patentgame-record"
VERSION = 1
#: Records larger than this are refused before parsing: a real game is a few hundred KB at most.
MAX_RECORD_BYTES = 20 * 1024 * 1024

_KNOWN_KEYS = frozenset(
    {"format", "version", "rules", "lexicon", "players", "start", "deck", "seed", "actions"}
)


@dataclass(frozen=True)
class Record:
    """A whole game: setup and actions. ``start`` and ``deck`` may be absent (``None``)."""

    players: tuple[PlayerSpec, ...]
    rules: RuleSet = field(default_factory=RuleSet)
    lexicon: str = "en-enable"
    start: int | None = None
    deck: str | None = None
    seed: int = 0
    actions: tuple[Action, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of RECORD.md (optional keys written only when set)."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "lexicon": self.lexicon,
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
        }
        if self.start is not None:
            out["start"] = self.start
        if self.deck is not None:
            out["deck"] = self.deck
        out["seed"] = self.seed
        out["actions"] = [action.to_json() for action in self.actions]
        for key, value in self.extra.items():
            if key not in _KNOWN_KEYS:
                out[key] = value
        return out

    def with_extra(self, **extra: Any) -> Record:
        """A copy with more optional top-level keys (saved time, names for a resume prompt)."""
        merged = dict(self.extra)
        merged.update(extra)
        return Record(
            self.players,
            self.rules,
            self.lexicon,
            self.start,
            self.deck,
            self.seed,
            self.actions,
            merged,
        )

    def new_game(self, wordlist: WordList) -> Game:
        """The game as set up, before any action."""
        return Game.new(
            self.players,
            wordlist,
            self.rules,
            seed=self.seed,
            deck=self.deck,
            start=self.start,
            lexicon=self.lexicon,
        )


def from_json(data: object) -> Record:
    """Validate a parsed JSON document as a record.

    Raises:
        RecordError: the document breaks RECORD.md; the message says where.
    """
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"'format' must be {FORMAT!r}")
    version = data.get("version")
    if version != VERSION:
        raise RecordError(f"unsupported record version {version!r} (this game reads version 1)")
    rules = RuleSet.from_json(data.get("rules", {}))
    lexicon = data.get("lexicon", "en-enable")
    if not isinstance(lexicon, str) or not lexicon:
        raise RecordError("'lexicon' must be a word list id")
    players = _players_from_json(data.get("players"))
    start = data.get("start")
    if start is not None and (not _is_int(start) or not 0 <= start < len(players)):
        raise RecordError("'start' must be the seat of one of the players")
    deck = data.get("deck")
    if deck is not None and (not isinstance(deck, str) or not is_standard_deck(deck)):
        raise RecordError(
            "'deck' must be 102 capital letters holding exactly the cards of the letter factory"
        )
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
    return Record(players, rules, lexicon, start, deck, seed, tuple(actions), extra)


def loads(text: str | bytes) -> Record:
    """Read a record from JSON text.

    Raises:
        RecordError: not JSON, too large, or not a valid record.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("the record is too large to be a game record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
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
    """Read a record file.

    Raises:
        RecordError: the file cannot be read or is not a valid record.
    """
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    return loads(raw)


def replay(record: Record, wordlist: WordList, until: int | None = None) -> Game:
    """Set up the game of ``record`` and apply its actions (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or an action is illegal (its index and reason).
    """
    try:
        game = record.new_game(wordlist)
    except ValueError as error:
        raise RecordError(str(error)) from None
    actions = record.actions if until is None else record.actions[: max(until, 0)]
    for index, action in enumerate(actions):
        try:
            game.play(action)
        except IllegalActionError as error:
            raise RecordError(
                f"action {index} is illegal: {error.reason.value} ({_describe(error)})"
            ) from None
    return game


def _describe(error: IllegalActionError) -> str:
    from patentgame.model.errors import describe

    return describe(error.reason)


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

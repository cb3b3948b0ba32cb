"""The patent game's records (RECORD.md): read, validate and write them.

A record is the public contract of the engine: save files, the autosave, exported games, golden
tests and bug reports all use it. Reading is strict about the keys RECORD.md defines and keeps any
other top-level key in :attr:`Record.extra` (later versions add optional keys), so a record loaded
and saved again loses nothing. The reading limits and the JSON layout are the house's record
envelope (:mod:`patentgame.model.record`); replaying a record is :mod:`.replay`'s business.

>>> text = dumps(Record(players=(PlayerSpec("Ann"), PlayerSpec("Bob")), seed=7))
>>> loads(text).seed
7
"""

from __future__ import annotations

from dataclasses import dataclass, field

from patentgame.model import record as envelope
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonMapping, JsonObject
from patentgame.model.lexicon import DEFAULT_LIST
from patentgame.model.patent.actions import Action, action_from_json
from patentgame.model.patent.cards import is_standard_deck
from patentgame.model.patent.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet
from patentgame.model.record import MAX_RECORD_BYTES
from patentgame.model.seats import PlayerSpec

#: The ``format`` of a patent game's record: the key that names the game (RECORD.md).
FORMAT = "patentgame-record"
VERSION = 1

__all__ = ["FORMAT", "MAX_RECORD_BYTES", "VERSION", "Record", "dumps", "from_json", "load", "loads"]

_KNOWN_KEYS = frozenset(
    {
        "format",
        "version",
        "rules",
        "lexicon",
        "players",
        "start",
        "deck",
        "seed",
        "actions",
        "rated",
        "last_turn_discard",
    }
)


@dataclass(frozen=True)
class Record(envelope.KeepsUnknownKeys):
    """A whole game: setup and actions. ``start`` and ``deck`` may be absent (``None``).

    ``lexicon_id`` is the id of the word list (the record's ``lexicon`` key). Two optional keys
    were added after RECORD.md v1, each written only when ``false`` so a v1 record reads as
    before:

    - ``rated``: ``false`` when the game no longer counts for ratings (whole turns were taken
      back against the computer, or it is the guided first game);
    - ``last_turn_discard``: ``false`` when the optional discard after a build is skipped on
      the game's last turn (it cannot change anything then). Absent, the game offers it, as
      every record written before did, so those records replay unchanged.
    """

    players: tuple[PlayerSpec, ...]
    rules: RuleSet = field(default_factory=RuleSet)
    lexicon_id: str = DEFAULT_LIST
    start: int | None = None
    deck: str | None = None
    seed: int = 0
    actions: tuple[Action, ...] = ()
    extra: JsonMapping = field(default_factory=dict)
    rated: bool = True
    last_turn_discard: bool = True

    def to_json(self) -> JsonObject:
        """The JSON object of RECORD.md (optional keys written only when set)."""
        out: JsonObject = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "lexicon": self.lexicon_id,
            "players": envelope.players_json(self.players),
        }
        out |= envelope.when_set(start=self.start, deck=self.deck)
        out["seed"] = self.seed
        out["actions"] = [action.to_json() for action in self.actions]
        if not self.rated:
            out["rated"] = False
        if not self.last_turn_discard:
            out["last_turn_discard"] = False
        out |= envelope.unknown_keys(self.extra, _KNOWN_KEYS)
        return out


def from_json(data: object) -> Record:
    """Validate a parsed JSON document as a record.

    Raises:
        RecordError: the document breaks RECORD.md; the message says where.
    """
    data = envelope.document(data, FORMAT)
    envelope.version_of(data, (VERSION,), "this game reads version 1")
    rules = RuleSet.from_json(data.get("rules", {}))
    lexicon_id = envelope.lexicon_of(data)
    players = envelope.players_of(data.get("players"), MIN_PLAYERS, MAX_PLAYERS, "ai:expert")
    start = envelope.seat_of(data, "start", len(players))
    deck = data.get("deck")
    if deck is not None and (not isinstance(deck, str) or not is_standard_deck(deck)):
        raise RecordError(
            "'deck' must be 102 capital letters holding exactly the cards of the letter factory"
        )
    seed = envelope.seed_of(data)
    actions = envelope.steps_of(data, "actions", action_from_json, "action")
    flags = {}
    for flag in ("rated", "last_turn_discard"):
        value = data.get(flag, True)
        if not isinstance(value, bool):
            raise RecordError(f"'{flag}' must be true or false")
        flags[flag] = value
    extra = envelope.unknown_keys(data, _KNOWN_KEYS)
    return Record(
        players,
        rules,
        lexicon_id,
        start,
        deck,
        seed,
        tuple(actions),
        extra,
        rated=flags["rated"],
        last_turn_discard=flags["last_turn_discard"],
    )


#: The envelope around :func:`from_json`: ``loads`` reads JSON text, ``load`` a file, and
#: ``dumps`` writes the record one action per line.
_FORMAT = envelope.RecordFormat(FORMAT, from_json, "actions")
loads = _FORMAT.loads
load = _FORMAT.load
dumps = _FORMAT.dumps

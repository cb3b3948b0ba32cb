"""BuyWord game records (``docs/buyword-record.md``): read, validate and write them.

A BuyWord record is a JSON object like the patent game's (RECORD.md), with its own ``format``
value so that one file type, ``.patentgame``, holds a game of any family and a reader can tell
which it is before reading further. Unknown top-level keys are kept in `Record.extra`, so a record
loaded and saved again loses nothing. The reading limits and the JSON layout are the house's
record envelope (:mod:`patentgame.model.record`); the record is a value below the game, and
replaying one is :mod:`patentgame.model.buyword.replay`.

>>> text = dumps(Record(players=(PlayerSpec("Ann"),), seed=7))
>>> text.splitlines()[0][:52]
'{"format": "patentgame-buyword-record", "version": 1'
>>> loads(text).seed
7
"""

from __future__ import annotations

from dataclasses import dataclass, field

from patentgame.model import record as envelope
from patentgame.model.buyword.actions import Action, action_from_json
from patentgame.model.buyword.rules import MAX_PLAYERS, MIN_PLAYERS, BuyWordRules
from patentgame.model.buyword.tiles import ENGLISH, TILE_SETS
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonMapping, JsonObject
from patentgame.model.lexicon import DEFAULT_LIST
from patentgame.model.record import MAX_RECORD_BYTES
from patentgame.model.seats import PlayerSpec

#: The ``format`` of a BuyWord record: the key that names the game.
FORMAT = "patentgame-buyword-record"
VERSION = 1

__all__ = [
    "FORMAT",
    "MAX_RECORD_BYTES",
    "VERSION",
    "Record",
    "dumps",
    "from_json",
    "is_buyword_record",
    "load",
    "loads",
]

_KNOWN_KEYS = frozenset(
    {
        "format",
        "version",
        "rules",
        "lexicon",
        "tiles",
        "players",
        "leader",
        "bag",
        "seed",
        "actions",
    }
)


@dataclass(frozen=True)
class Record(envelope.KeepsUnknownKeys):
    """A whole BuyWord game: setup and actions. ``leader`` and ``bag`` may be absent (``None``:
    drawn from the seed). ``lexicon_id`` is the id of the word list (the record's ``lexicon``
    key); ``tiles`` the language of the tile set, which follows from the list's language when
    the game is set up (the record's ``tiles`` key, written when it is not English)."""

    players: tuple[PlayerSpec, ...]
    rules: BuyWordRules = field(default_factory=BuyWordRules)
    lexicon_id: str = DEFAULT_LIST
    tiles: str = ENGLISH.language
    leader: int | None = None
    bag: str | None = None
    seed: int = 0
    actions: tuple[Action, ...] = ()
    extra: JsonMapping = field(default_factory=dict)

    def to_json(self) -> JsonObject:
        """The JSON object of ``docs/buyword-record.md`` (optional keys only when set)."""
        out: JsonObject = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "lexicon": self.lexicon_id,
        }
        if self.tiles != ENGLISH.language:
            out["tiles"] = self.tiles
        out |= {
            "players": envelope.players_json(self.players),
        }
        out |= envelope.when_set(leader=self.leader, bag=self.bag)
        out["seed"] = self.seed
        out["actions"] = [action.to_json() for action in self.actions]
        out |= envelope.unknown_keys(self.extra, _KNOWN_KEYS)
        return out


def is_buyword_record(data: object) -> bool:
    """Whether a parsed JSON document says it is a BuyWord record (its ``format`` key)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def from_json(data: object) -> Record:
    """Validate a parsed JSON document as a BuyWord record.

    Raises:
        RecordError: the document breaks the format; the message says where.
    """
    data = envelope.document(data, FORMAT)
    envelope.version_of(data, (VERSION,), "this game reads version 1")
    rules = BuyWordRules.from_json(data.get("rules", {}))
    lexicon_id = envelope.lexicon_of(data)
    tiles = data.get("tiles", ENGLISH.language)
    if not isinstance(tiles, str) or tiles not in TILE_SETS:
        raise RecordError(f"'tiles' must be one of {', '.join(sorted(TILE_SETS))}")
    players = envelope.players_of(data.get("players"), MIN_PLAYERS, MAX_PLAYERS, "ai:expert")
    try:
        rules.check(len(players))
    except ValueError as error:
        raise RecordError(str(error)) from None
    leader = envelope.seat_of(data, "leader", len(players))
    bag = data.get("bag")
    if bag is not None and (not isinstance(bag, str) or not TILE_SETS[tiles].is_standard_bag(bag)):
        raise RecordError("'bag' must be 108 capital letters holding exactly BuyWord's tiles")
    seed = envelope.seed_of(data)
    actions = envelope.steps_of(data, "actions", action_from_json, "action")
    extra = envelope.unknown_keys(data, _KNOWN_KEYS)
    return Record(players, rules, lexicon_id, tiles, leader, bag, seed, tuple(actions), extra)


#: The envelope around :func:`from_json`: ``loads`` reads JSON text, ``load`` a file, and
#: ``dumps`` writes the record one action per line.
_FORMAT = envelope.RecordFormat(FORMAT, from_json, "actions")
loads = _FORMAT.loads
load = _FORMAT.load
dumps = _FORMAT.dumps

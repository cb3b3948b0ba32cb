"""The registry of game families: the one place that lists the games of the house.

A family is a game with its own engine, records, computer players, controller and table: the
patent game first, then the crossword-board games (rule sets scrabble-en, erudit-ru,
scrabble-ru, wocable-en, wocable-es) and BuyWord. New game, saves, statistics, the replay viewer
and the command line ask this registry which families there are and how to make each part;
nothing else names the games.

Importing this module loads no Qt and no engine: each family names its parts by import path
(``"module:attribute"``) and they are imported the first time they are asked for, so the
keeping floor and the command line can use the registry, and a family costs nothing at start-up
until a game of it is played. A family registers with a few lines: see ``docs/architecture.md``,
"How a family joins the house".

>>> [family.id for family in FAMILIES]
['patent']
>>> by_format("patentgame-record").name
'The patent game'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, cast


class Level(Protocol):
    """A computer player people may choose, as the new-game dialog shows it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...


if TYPE_CHECKING:
    from patentgame.model.games import FamilyStats, GameRecord, KeptGame, RuleOptions
    from patentgame.model.lexicon import WordList


class Family(NamedTuple):
    """One game family of the house. (A named tuple: made at every start, and a dataclass
    costs a third of a millisecond to make.)

    Attributes:
        id: Stable id, stored in settings and statistics (``"patent"``).
        name: The game's name in English; the views translate it.
        min_seats: Fewest players a game may have.
        max_seats: Most players a game may have.
        record_format: The ``format`` key of its records (RECORD.md for the patent game). Every
            family's saved game is a ``.patentgame`` file; this key says whose it is.
        default_lexicon_id: The word list a new game of this family uses unless chosen.
        rule_sets: Named rule sets the family offers (a board family: ``"scrabble-en"`` and
            the like); empty when its options are free (the patent game).
        player_ids: Every computer player id it knows, stored in records (``"ai:expert"``).
        parts: Where each part lives, as ``"module:attribute"``; see :meth:`part`. Keys:
            ``rules`` (the rule set type: a frozen dataclass with ``from_json``/``to_json``),
            ``levels`` (the computer players people choose from: see :class:`Level`),
            ``read_record`` (a parsed record document to the family's record), ``replay``
            (record and word list to the game, validating every action), ``new_game``,
            ``player`` (a computer player for an id and a lexicon), ``stats`` (its
            statistics: :class:`~patentgame.model.games.FamilyStats`),
            ``controller`` (its game model class), ``table`` (its table widget class),
            ``replay_panel`` (its panel of the replay viewer) and ``rules_form`` (its rule
            options in the new-game dialog).
    """

    id: str
    name: str
    min_seats: int
    max_seats: int
    record_format: str
    default_lexicon_id: str
    rule_sets: tuple[str, ...] = ()
    player_ids: tuple[str, ...] = ()
    parts: Mapping[str, str] = MappingProxyType({})

    def part(self, key: str) -> Any:
        """The part named ``key``, imported on first use.

        Raises:
            KeyError: the family has no such part.
        """
        module, _, attribute = self.parts[key].partition(":")
        return getattr(importlib.import_module(module), attribute)

    # Typed doors to the parts the lower floors use.

    def rules_type(self) -> type[RuleOptions]:
        """The family's rule set type (``RuleSet`` for the patent game)."""
        return cast("type[RuleOptions]", self.part("rules"))

    def default_rules(self) -> RuleOptions:
        """The family's published rules: its rule set with every default."""
        return self.rules_type()()

    def levels(self) -> tuple[Level, ...]:
        """The computer players people choose from, easiest first (id, friendly name, one line
        on how each plays)."""
        return cast("tuple[Level, ...]", self.part("levels"))

    def read_rules(self, data: object) -> RuleOptions:
        """The family's rule set from its JSON object (a record's or the settings' ``rules``).

        Raises:
            RecordError: an unknown option or a value of the wrong kind.
        """
        return self.rules_type().from_json(data)

    def read_record(self, document: object) -> GameRecord:
        """The family's record from a parsed JSON document.

        Raises:
            RecordError: the document breaks the family's record format.
        """
        reader = cast("Callable[[object], GameRecord]", self.part("read_record"))
        return reader(document)

    def replay(self, record: GameRecord, lexicon: WordList, until: int | None = None) -> KeptGame:
        """The game of ``record``, its actions (the first ``until`` of them) applied with full
        validation.

        Raises:
            RecordError: the setup is impossible or an action is illegal.
        """
        replay = cast("Callable[[GameRecord, WordList, int | None], KeptGame]", self.part("replay"))
        return replay(record, lexicon, until)

    def stats(self) -> FamilyStats:
        """What the statistics store keeps of this family's finished games."""
        return cast("FamilyStats", self.part("stats"))

    def make_player(self, player_id: str, lexicon: WordList) -> Any:
        """A computer player of this family (a ``model.ai.Player`` of its view and actions).

        Raises:
            ValueError: an unknown id, or a word list that cannot search words (a plain set).
        """
        return self.part("player")(player_id, lexicon)


#: The patent game's computer players (model/patent/ai/levels.py): the lab's baselines, the
#: ladder's steps (the named ones, then the numbered aliases of those), the master and "match
#: my level".
PATENT_PLAYERS = (
    "ai:random", "ai:greedy",
    "ai:level-1", "ai:level-2", "ai:beginner", "ai:level-4", "ai:level-5", "ai:casual",
    "ai:level-7", "ai:level-8", "ai:level-9", "ai:strong", "ai:expert",
    "ai:level-3", "ai:level-6", "ai:level-10", "ai:level-11", "ai:master", "ai:match",
)  # fmt: skip

#: The patent game: RULES.md, RECORD.md.
PATENT = Family(
    id="patent",
    name="The patent game",
    min_seats=2,
    max_seats=5,
    record_format="patentgame-record",
    default_lexicon_id="en-enable",
    player_ids=PATENT_PLAYERS,
    parts=MappingProxyType(
        {
            "rules": "patentgame.model.patent.rules:RuleSet",
            "levels": "patentgame.model.patent.ai:LEVELS",
            "read_record": "patentgame.model.patent.record:from_json",
            "replay": "patentgame.model.patent.replay:replay_record",
            "player": "patentgame.model.patent.ai:create_player",
            "stats": "patentgame.keeping.stats.patent:PATENT_STATS",
            "controller": "patentgame.controller.patent.game_model:PatentGameModel",
            "table": "patentgame.views.patent.table:GameTable",
            "replay_panel": "patentgame.views.patent.replay_panel:PatentReplayPanel",
            "rules_form": "patentgame.views.patent.rules_form:PatentRulesForm",
        }
    ),
)

#: Every family, the default (the one a first start plays) first.
FAMILIES: tuple[Family, ...] = (PATENT,)

#: The family a first start plays.
DEFAULT = FAMILIES[0]


def family(family_id: str) -> Family:
    """The family with ``family_id``.

    Raises:
        KeyError: no family has that id.
    """
    for found in FAMILIES:
        if found.id == family_id:
            return found
    raise KeyError(family_id)


def by_format(record_format: str) -> Family:
    """The family whose records have ``record_format`` as their ``format``.

    Raises:
        KeyError: no family writes such records.
    """
    for found in FAMILIES:
        if found.record_format == record_format:
            return found
    raise KeyError(record_format)


def of_document(document: object) -> Family | None:
    """The family a parsed record document belongs to, by its ``format`` key (``None`` when
    it names no family of this house)."""
    from patentgame.model.record import format_of

    named = format_of(document)
    if named is None:
        return None
    try:
        return by_format(named)
    except KeyError:
        return None

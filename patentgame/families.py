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

A family may not have every part yet: a new family's engine, records, replay and computer
players come before its table, and until it has every part the app does not offer it
(:attr:`Family.playable`) while the command line replays and self-plays it.

>>> [family.id for family in FAMILIES], [family.id for family in playable()]
(['patent', 'board', 'buyword'], ['patent', 'board', 'buyword'])
>>> by_format("patentgame-record").name, by_rule_set("erudit-ru").id
('The patent game', 'board')
>>> by_format("patentgame-buyword-record").min_seats
1
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar, overload

from patentgame.model.json_types import JsonObject
from patentgame.wording import QT_TRANSLATE_NOOP

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Part(Generic[T_co]):
    """The key of a family's part, typed with what the part is: ``family.part(RULES)`` is a
    ``type[RuleOptions]``, never ``Any``. The keys of the parts the lower floors use are
    here; a part of a higher floor has its key on that floor (``views/parts.py``:
    ``TABLE``, ``REPLAY_PANEL``, ...), where its type can be named.

    >>> RULES
    Part('rules')
    """

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def __repr__(self) -> str:
        return f"Part({self.key!r})"


class Level(Protocol):
    """A computer player people may choose, as the new-game dialog shows it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def step(self) -> int | None:
        """Its step on the family's ladder (1 the weakest; ``None``: off the ladder), which
        "match my level" chooses from."""
        ...

    @property
    def rating(self) -> float | None:
        """Its fixed rating, the statistics' ruler (kept here only: ``None`` for "match my
        level", which is no player of its own)."""
        ...

    @property
    def aliases(self) -> tuple[str, ...]:
        """Other ids records may use for it (a named step's ``ai:level-N``)."""
        ...


class Imported(Protocol):
    """A game read from another program's file: what ``patentgame replay`` prints of it."""

    def summary(self) -> JsonObject: ...


if TYPE_CHECKING:
    from patentgame.model.ai import Player
    from patentgame.model.games import FamilyStats, GameRecord, KeptGame, RuleOptions
    from patentgame.model.lexicon import WordList

    #: Finds a word list by its id (raises ``LexiconError`` when there is none).
    LexiconLoader = Callable[[str], WordList]

# The keys of the parts the lower floors ask for (see ``Family.parts``); the types are named
# as text, since importing the model here would cost the registry its lightness.
RULES: Part[type[RuleOptions]] = Part("rules")
RULE_SET: Part[Callable[[str], RuleOptions]] = Part("rule_set")
RULE_SET_NAME: Part[Callable[[str], str | None]] = Part("rule_set_name")
LEVELS: Part[tuple[Level, ...]] = Part("levels")
READ_RECORD: Part[Callable[[object], GameRecord]] = Part("read_record")
REPLAY: Part[Callable[[GameRecord, WordList, int | None, LexiconLoader | None], KeptGame]] = Part(
    "replay"
)
PLAYER: Part[Callable[[str, WordList], Player[Any, Any]]] = Part("player")
STATS: Part[FamilyStats] = Part("stats")
IMPORT_TEXT: Part[Callable[[str], Imported | None]] = Part("import_text")
EXPORT_TEXT: Part[Callable[[KeptGame], str | None]] = Part("export_text")

#: The parts the app asks a family for to show its games (:attr:`Family.playable`).
APP_PARTS = ("controller", "table", "replay_panel", "rules_form")


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
        languages: The languages (ISO 639-1) of the word lists its games are played with: the
            new-game dialog offers only those lists.
        kind: What a list of games calls one game of it ("Patent game"), in English; the
            views translate it (context ``Families``). See :meth:`kind_of`.
        words_note: What the new-game dialog says of the words a game of it is played in,
            when that does not follow the chosen list (the patent game's English deck); the
            views translate it.
        guided_games: The guided first games it offers (Help > Guided first game, the
            welcome screen), in the order they are listed: the family's own id for its one
            guided game, or the named rule sets that have one. Its table's ``guided_game``
            starts them (see :func:`guided`).
        challenge_seconds: The seconds its challenge bar counts by default, when the family
            counts its own (the board games: a club's 15); ``None`` counts the house's
            (``Settings.challenge_timeout``). A person may change either in Settings.
        parts: Where each part lives, as ``"module:attribute"``; see :meth:`part`. Every family
            has ``rules`` (the rule set type: a frozen dataclass with ``from_json``/``to_json``),
            ``levels`` (the computer players people choose from: see :class:`Level`),
            ``read_record`` (a parsed record document to the family's record), ``replay``
            (record, word list, how many actions, and a loader of any other word list the
            record names, to the game, validating every action) and ``player`` (a
            computer player for an id and a lexicon). A family with named rule sets has
            ``rule_set`` (a rule set's name to its published rules). The others may be missing
            while the family is being built: ``stats`` (its statistics:
            :class:`~patentgame.model.games.FamilyStats`), ``figures`` (a person's figures of
            its games, read from the statistics store:
            :class:`~patentgame.keeping.stats.store.FiguresReader`), ``import_text`` (a file of
            another program's format, such as GCG, to a replayed game, or ``None`` when the
            text is not in it), ``selfplay`` (its ``patentgame selfplay`` runner), and the
            app's parts: ``controller`` (its game model class), ``table`` (its table widget
            class), ``replay_panel`` (its panel of the replay viewer) and ``rules_form`` (its
            rule options in the new-game dialog). ``rules_page`` (its complete rules for Help >
            Rules: a function giving HTML in the app's language; a family with ``rule_set``
            gives it the rules of the game on the table, or None) is shown while the window
            shows the family's table; without it Help says the rules are not in the app yet.
    """

    id: str
    name: str
    min_seats: int
    max_seats: int
    record_format: str
    default_lexicon_id: str
    rule_sets: tuple[str, ...] = ()
    player_ids: tuple[str, ...] = ()
    languages: tuple[str, ...] = ("en",)
    kind: str = ""
    words_note: str = ""
    guided_games: tuple[str, ...] = ()
    challenge_seconds: int | None = None
    parts: Mapping[str, str] = MappingProxyType({})

    @overload
    def part(self, key: Part[T]) -> T: ...

    @overload
    def part(self, key: str) -> object: ...

    def part(self, key: Part[T] | str) -> T | object:
        """The part of ``key``, imported on first use: typed through a :class:`Part` key (a
        part named by text alone is an ``object`` to its caller).

        Raises:
            KeyError: the family has no such part.
        """
        name = key if isinstance(key, str) else key.key
        module, _, attribute = self.parts[name].partition(":")
        found: object = getattr(importlib.import_module(module), attribute)
        return found

    def has(self, key: Part[object] | str) -> bool:
        """Whether the family has the part of ``key`` (yet)."""
        return (key if isinstance(key, str) else key.key) in self.parts

    @property
    def playable(self) -> bool:
        """Whether the app can show the family's games: it has every part the window, the
        replay viewer and the new-game dialog ask for."""
        return all(key in self.parts for key in APP_PARTS)

    # Typed doors to the parts the lower floors use.

    def rules_type(self) -> type[RuleOptions]:
        """The family's rule set type (``RuleSet`` for the patent game)."""
        return self.part(RULES)

    def default_rules(self) -> RuleOptions:
        """The family's published rules: its first named rule set's, or (a family with free
        options) its rule set with every default."""
        if self.rule_sets:
            return self.rules_of(self.rule_sets[0])
        return self.rules_type()()

    def rules_of(self, rule_set: str) -> RuleOptions:
        """The published rules of one of the family's named rule sets.

        Raises:
            KeyError: the family has no named rule sets.
            ValueError: it has none of that name.
        """
        if rule_set not in self.rule_sets:
            raise ValueError(f"{self.name} have no rule set {rule_set!r}")
        return self.part(RULE_SET)(rule_set)

    def kind_of(self, rule_set: str = "") -> str:
        """What a list of games calls a game of this family played by ``rule_set``: the rule
        set's own name where the family names its rule sets ("Scrabble (English)", "Эрудит"),
        else :attr:`kind`; the views translate either (context ``Families``)."""
        if rule_set and self.has(RULE_SET_NAME):
            named = self.part(RULE_SET_NAME)(rule_set)
            if named:
                return named
        return self.kind

    def levels(self) -> tuple[Level, ...]:
        """The computer players people choose from, easiest first (id, friendly name, one line
        on how each plays)."""
        return self.part(LEVELS)

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
        return self.part(READ_RECORD)(document)

    def replay(
        self,
        record: GameRecord,
        lexicon: WordList,
        until: int | None = None,
        load_lexicon: LexiconLoader | None = None,
    ) -> KeptGame:
        """The game of ``record``, its actions (the first ``until`` of them) applied with full
        validation. ``lexicon`` is the list the record names (its ``lexicon_id``);
        ``load_lexicon`` finds any other it names (BuyWord's theme; by default the built-in
        lists only).

        Raises:
            RecordError: the setup is impossible, a list it names cannot be loaded, or an
                action is illegal.
        """
        return self.part(REPLAY)(record, lexicon, until, load_lexicon)

    def stats(self) -> FamilyStats:
        """What the statistics store keeps of this family's finished games.

        Raises:
            KeyError: the family keeps no statistics yet.
        """
        return self.part(STATS)

    def import_text(self, text: str) -> Imported | None:
        """A game in another program's format (the board games: GCG) read and replayed, or
        ``None`` when ``text`` is in no format the family imports.

        Raises:
            RecordError: the text is in such a format but breaks it or the rules.
        """
        if not self.has(IMPORT_TEXT):
            return None
        return self.part(IMPORT_TEXT)(text)

    def export_text(self, game: KeptGame) -> str | None:
        """``game`` in another program's format (the English board games: GCG), or ``None``
        when the family writes no such format or the game cannot be written in it."""
        if not self.has(EXPORT_TEXT):
            return None
        return self.part(EXPORT_TEXT)(game)

    def make_player(self, player_id: str, lexicon: WordList) -> Player[Any, Any]:
        """A computer player of this family (a ``model.ai.Player`` of its view and actions).

        Raises:
            ValueError: an unknown id, or a word list that cannot search words (a plain set).
        """
        return self.part(PLAYER)(player_id, lexicon)


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
    name=QT_TRANSLATE_NOOP("Families", "The patent game"),
    min_seats=2,
    max_seats=5,
    record_format="patentgame-record",
    default_lexicon_id="en-enable",
    player_ids=PATENT_PLAYERS,
    kind=QT_TRANSLATE_NOOP("Families", "Patent game"),
    words_note=QT_TRANSLATE_NOOP(
        "Families",
        "The patent game is played in English words: its letter cards and its patents are "
        "English (there is no other edition).",
    ),
    guided_games=("patent",),
    parts=MappingProxyType(
        {
            "rules": "patentgame.model.patent.rules:RuleSet",
            "levels": "patentgame.model.patent.ai:LEVELS",
            "read_record": "patentgame.model.patent.record:from_json",
            "replay": "patentgame.model.patent.replay:replay_record",
            "player": "patentgame.model.patent.ai:create_player",
            "stats": "patentgame.keeping.stats.patent:PATENT_STATS",
            "figures": "patentgame.keeping.stats.patent:figures",
            "selfplay": "patentgame.commands.patent.selfplay:run",
            "controller": "patentgame.controller.patent.game_model:PatentGameModel",
            "table": "patentgame.views.patent.table:PatentTable",
            "replay_panel": "patentgame.views.patent.replay_panel:PatentReplayPanel",
            "rules_form": "patentgame.views.patent.rules_form:PatentRulesForm",
            "rules_page": "patentgame.views.patent.rules_text:rules_html",
            "statistics_panel": "patentgame.views.patent.statistics_panel:PatentFiguresPanel",
            "review": "patentgame.views.patent.review_rows:review_filler",
        }
    ),
)

#: The board games' computer players (model/board/ai/levels.py): the lab's baselines, the
#: ladder's steps (the named ones, then the numbered aliases of those) and "match my level".
BOARD_PLAYERS = (
    "ai:random", "ai:greedy",
    "ai:level-1", "ai:level-2", "ai:beginner", "ai:level-4", "ai:level-5", "ai:casual",
    "ai:level-7", "ai:level-8", "ai:level-9", "ai:strong", "ai:expert", "ai:master",
    "ai:level-3", "ai:level-6", "ai:level-10", "ai:level-11", "ai:match",
)  # fmt: skip

#: The crossword-board games: BOARD_RULES.md, docs/board-record.md. Engine, records, replay,
#: GCG import and export, computer players and hints; statistics in ``board_seats``; its table
#: is ``views/board/``.
BOARD = Family(
    id="board",
    name=QT_TRANSLATE_NOOP("Families", "Crossword board games"),
    min_seats=2,
    max_seats=4,
    record_format="patentgame-board-record",
    default_lexicon_id="en-enable",
    rule_sets=("scrabble-en", "erudit-ru", "scrabble-ru", "wocable-en", "wocable-es"),
    player_ids=BOARD_PLAYERS,
    languages=("en", "ru", "es"),
    kind=QT_TRANSLATE_NOOP("Families", "Board game"),
    guided_games=("scrabble-en", "erudit-ru"),
    challenge_seconds=15,
    parts=MappingProxyType(
        {
            "rules": "patentgame.model.board.rules:BoardRules",
            "rule_set": "patentgame.model.board.rules:rules_for",
            "rule_set_name": "patentgame.model.board.rules:rule_set_name",
            "levels": "patentgame.model.board.ai:LEVELS",
            "read_record": "patentgame.model.board.record:from_json",
            "replay": "patentgame.model.board.replay:replay_record",
            "player": "patentgame.model.board.ai:create_player",
            "hints": "patentgame.model.board.ai.hints:Coach",
            "import_text": "patentgame.model.board.gcg:import_text",
            "export_text": "patentgame.model.board.gcg:export_text",
            "selfplay": "patentgame.commands.board.selfplay:run",
            "stats": "patentgame.keeping.stats.board:BOARD_STATS",
            "figures": "patentgame.keeping.stats.board:rule_set_figures",
            "controller": "patentgame.controller.board.game_model:BoardGameModel",
            "table": "patentgame.views.board.table:BoardTable",
            "replay_panel": "patentgame.views.board.replay_panel:BoardReplayPanel",
            "rules_form": "patentgame.views.board.rules_form:BoardRulesForm",
            "rules_page": "patentgame.views.board.rules_text:rules_html",
            "statistics_panel": "patentgame.views.board.statistics_panel:BoardFiguresPanel",
            "review": "patentgame.views.board.review:review_filler",
        }
    ),
)

#: BuyWord (BUYWORD_RULES.md, docs/buyword.md, docs/buyword-record.md): 1 to 4 players buy
#: letter tiles and sell words. Its four levels are the patent game's people; its statistics
#: keep money, the dearest sale and the games alone; its table is ``views/buyword/``.
BUYWORD = Family(
    id="buyword",
    name=QT_TRANSLATE_NOOP("Families", "BuyWord"),
    min_seats=1,
    max_seats=4,
    record_format="patentgame-buyword-record",
    default_lexicon_id="en-enable",
    player_ids=("ai:random", "ai:greedy", "ai:beginner", "ai:casual", "ai:strong", "ai:expert"),
    # Its tile sets' languages (model/buyword/tiles.py): a list's language picks the tiles.
    languages=("en", "ru", "pl"),
    kind=QT_TRANSLATE_NOOP("Families", "BuyWord"),
    guided_games=("buyword",),
    parts=MappingProxyType(
        {
            "rules": "patentgame.model.buyword.rules:BuyWordRules",
            "levels": "patentgame.model.buyword.ai.levels:LEVELS",
            "read_record": "patentgame.model.buyword.record:from_json",
            "replay": "patentgame.model.buyword.replay:replay_record",
            "player": "patentgame.model.buyword.ai.levels:create_player",
            "stats": "patentgame.keeping.stats.buyword:BUYWORD_STATS",
            "figures": "patentgame.keeping.stats.buyword:figures",
            "selfplay": "patentgame.commands.buyword.selfplay:run",
            "controller": "patentgame.controller.buyword.game_model:BuyWordGameModel",
            "table": "patentgame.views.buyword.table:BuyWordTable",
            "replay_panel": "patentgame.views.buyword.replay_panel:BuyWordReplayPanel",
            "rules_form": "patentgame.views.buyword.rules_form:BuyWordRulesForm",
            "rules_page": "patentgame.views.buyword.rules_text:rules_html",
            "statistics_panel": "patentgame.views.buyword.statistics_panel:BuyWordFiguresPanel",
            "review": "patentgame.views.buyword.review:review_filler",
        }
    ),
)

#: Every family, the default (the one a first start plays) first.
FAMILIES: tuple[Family, ...] = (PATENT, BOARD, BUYWORD)

#: The family a first start plays.
DEFAULT = FAMILIES[0]


def playable() -> tuple[Family, ...]:
    """The families the app can show, the default first (see :attr:`Family.playable`)."""
    return tuple(found for found in FAMILIES if found.playable)


class GuidedGame(NamedTuple):
    """A guided first game the app offers: the family whose table it is played on, and the
    rule set it is played by ("" for a family without named rule sets)."""

    family: Family
    rule_set: str

    @property
    def id(self) -> str:
        """How the app names it (Help's entry ``tutorial_<id>``, the welcome screen's
        ``learn:<id>``): its rule set, else its family's id."""
        return self.rule_set or self.family.id


def guided() -> tuple[GuidedGame, ...]:
    """Every guided first game the app offers, family by family as each lists them (see
    :attr:`Family.guided_games`), the default family's first: Help and the welcome screen
    list them, and a family joining the house adds its own by declaring it.

    >>> [game.id for game in guided()]
    ['patent', 'scrabble-en', 'erudit-ru', 'buyword']
    """
    return tuple(
        GuidedGame(found, "" if game == found.id else game)
        for found in playable()
        for game in found.guided_games
    )


def guided_game(game_id: str) -> GuidedGame:
    """The guided first game of ``game_id`` (see :attr:`GuidedGame.id`).

    Raises:
        KeyError: the app offers no such guided game.
    """
    for game in guided():
        if game.id == game_id:
            return game
    raise KeyError(game_id)


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


def by_rule_set(rule_set: str) -> Family:
    """The family that offers the named rule set (``"erudit-ru"``).

    Raises:
        KeyError: no family offers it.
    """
    for found in FAMILIES:
        if rule_set in found.rule_sets:
            return found
    raise KeyError(rule_set)


def import_file(
    path: str | os.PathLike[str], among: Sequence[Family] | None = None
) -> tuple[Family, Imported] | None:
    """Another program's game file (GCG) read through the one reading path (an ordinary file,
    at most ``reading.MAX_IMPORTED_GAME_BYTES``, UTF-8 text: a pipe is refused, never waited on) and
    imported by the first family of ``among`` (default: every family) that reads its format;
    ``None`` when none does. File > Open, the command line and ``patentgame replay`` all read
    such files here.

    Raises:
        FileReadError: the file cannot be read (its problem names it).
        RecordError: the file is in a family's format but breaks it or the rules.
    """
    from patentgame.model import reading

    text = reading.read_text(path, reading.MAX_IMPORTED_GAME_BYTES)
    for found in FAMILIES if among is None else among:
        imported = found.import_text(text)
        if imported is not None:
            return found, imported
    return None


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

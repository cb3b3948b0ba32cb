"""Rule sets of the crossword-board games and every option of BOARD_RULES.md.

A :class:`BoardRules` is a frozen value: the rule set's defaults with any option changed. Its JSON
form (in records) names the rule set and only the options that differ from that rule set's
defaults, so a record stays short and a later change of a default cannot silently change it.

>>> rules = rules_for("erudit-ru")
>>> rules.tiles.id, rules.lexicon_id, rules.end_rule
('russian', 'ru-nouns', <EndRule.PASSES: 'passes'>)
>>> rules_from_json(rules.replace(first_word_min=5).to_json()).first_word_min
5
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any

from patentgame.model.board.tiles import ENGLISH, RUSSIAN, SPANISH, SPANISH_PLAIN, TileSet
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.record import shown
from patentgame.wording import QT_TRANSLATE_NOOP

MIN_SEATS = 2
MAX_SEATS = 4


class ChallengeRule(enum.Enum):
    """How words are checked."""

    #: After a play any opponent may challenge: a word not in the list takes the play back (0
    #: points, the turn is lost); if every word is valid the challenger loses their next turn.
    VOID = "void"
    #: Tournament single challenge: a wrong challenge gives the challenged player points instead.
    POINTS = "points"
    #: Plays with a word not in the list are refused and may be tried again (Wocable).
    AUTOMATIC = "automatic"


class EndBonus(enum.Enum):
    """What going out earns."""

    #: The player going out adds the others' racks; each of them subtracts their own.
    CLASSIC = "classic"
    #: Two-player tournament rules (GCG files): twice the others' racks, nobody subtracts.
    TOURNAMENT = "tournament"


class ExchangeOrder(enum.Enum):
    """When the tiles given back in an exchange go into the bag."""

    #: New tiles are drawn first, then the old ones go back (tournament practice): a player
    #: never draws back a tile they gave up.
    DRAW_FIRST = "draw_first"
    #: The old tiles go back, the bag is mixed, then new ones are drawn (seed 002, the Russian
    #: rule sets).
    RETURN_FIRST = "return_first"


class EndRule(enum.Enum):
    """When a game that nobody goes out of ends."""

    #: Every player has passed twice in a row.
    PASSES = "passes"
    #: ``scoreless_turns`` turns in a row scored nothing (Wocable 4, tournaments 6).
    SCORELESS = "scoreless"


@dataclass(frozen=True, slots=True)
class BoardRules:
    """Every option of one game. Make one with :func:`rules_for` and :meth:`replace`.

    Attributes:
        rule_set: Id of the rule set the defaults come from.
        tiles: The bag.
        lexicon_id: The default word list.
        rack_size: Tiles on a rack.
        first_word_min: Letters the first word needs at least (seed 002's harder rule: 5).
        blank_scores_letter: A blank scores as its letter (seed 002's variant) instead of 0.
        blank_swap: A blank on the board may be taken by putting the matching letter in its
            place; the taken blank must be played in the same move (seed 002's variant).
        exchange_min_bag: Tiles the bag must hold for an exchange; None: at least as many as
            are exchanged (Wocable).
        challenge: How words are checked.
        challenge_bonus: Points a wrongly challenged player gains under ``POINTS``.
        bingo_bonus: Points for playing a whole rack.
        end_bonus: What going out earns.
        end_rule: When a game nobody goes out of ends.
        scoreless_turns: Turns in a row without score that end the game under ``SCORELESS``.
        scoreless_limit: Under ``PASSES``, the game also ends after this many turns in a row
            scored nothing (passes, exchanges, zero-point or withdrawn plays, lost turns): seed
            002's "nobody can make a word, even after exchanging", which passes alone never
            reach while players exchange. 0: never.
        exchange_order: When exchanged tiles go back into the bag.
        yo_as_ye: A word spelled with Е where the list has Ё is accepted (Russian rule sets); it
            scores as laid. The tiles do not change.
        resign_allowed: A player may resign (Wocable); elsewhere the engine refuses it.
        move_seconds: The clock's time per move, in seconds; 0: no time per move. A player
            whose time runs out has left the game (Wocable, seed 004): the ``timeout`` act.
        game_minutes: The clock's time per game for each player, in minutes; 0: none. A player
            over it loses ``time_penalty`` points per minute or part of a minute over, at the
            end (tournament practice). A game has one clock: per move or per game.
        time_penalty: Points off per minute (or part of one) over ``game_minutes``.
    """

    rule_set: str
    tiles: TileSet
    lexicon_id: str
    rack_size: int = 7
    first_word_min: int = 2
    blank_scores_letter: bool = False
    blank_swap: bool = False
    exchange_min_bag: int | None = 7
    challenge: ChallengeRule = ChallengeRule.VOID
    challenge_bonus: int = 5
    bingo_bonus: int = 50
    end_bonus: EndBonus = EndBonus.CLASSIC
    end_rule: EndRule = EndRule.PASSES
    scoreless_turns: int = 4
    scoreless_limit: int = 6
    exchange_order: ExchangeOrder = ExchangeOrder.DRAW_FIRST
    yo_as_ye: bool = False
    resign_allowed: bool = False
    move_seconds: int = 0
    game_minutes: int = 0
    time_penalty: int = 10

    def __post_init__(self) -> None:
        if self.move_seconds and self.game_minutes:
            raise ValueError(ONE_CLOCK)

    @property
    def clock_on(self) -> bool:
        """Whether the game is played on a clock (per move or per game)."""
        return bool(self.move_seconds or self.game_minutes)

    def replace(self, **changes: Any) -> BoardRules:
        """A copy with some options changed."""
        return dataclasses.replace(self, **changes)

    @classmethod
    def from_json(cls, data: object) -> BoardRules:
        """The rules of a record's ``rules`` object (:func:`rules_from_json`).

        Raises:
            RecordError: unknown rule set or option, or a value of the wrong kind.
        """
        return rules_from_json(data)

    @property
    def digraphs(self) -> bool:
        """Whether the bag has digraph tiles (Spanish CH, LL, RR)."""
        return bool(self.tiles.digraphs)

    def to_json(self) -> JsonObject:
        """The rules object of a record: the rule set and the options that differ from it."""
        base = RULE_SETS[self.rule_set].rules
        out: JsonObject = {"rule_set": self.rule_set}
        for name in _OPTIONS:
            value = getattr(self, name)
            if value != getattr(base, name):
                out[name] = _option_to_json(value)
        return out


# Options a record may set, by name, with what their JSON values must be.
_OPTIONS = (
    "tiles",
    "lexicon_id",
    "first_word_min",
    "blank_scores_letter",
    "blank_swap",
    "exchange_min_bag",
    "challenge",
    "challenge_bonus",
    "bingo_bonus",
    "end_bonus",
    "end_rule",
    "scoreless_turns",
    "scoreless_limit",
    "exchange_order",
    "yo_as_ye",
    "resign_allowed",
    "move_seconds",
    "game_minutes",
    "time_penalty",
)

#: Why a game cannot have both clocks.
ONE_CLOCK = "a game has one clock: 'move_seconds' or 'game_minutes', not both"

#: What the options added in record version 2 meant before them: a version-1 record is read
#: with these, so it replays exactly as it was played.
VERSION_1_OPTIONS: JsonObject = {
    "scoreless_limit": 0,
    "exchange_order": ExchangeOrder.DRAW_FIRST,
    "yo_as_ye": False,
    "resign_allowed": True,
}


def _option_to_json(value: object) -> object:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, TileSet):
        return value.id
    return value


@dataclass(frozen=True, slots=True)
class RuleSetInfo:
    """A rule set as a game registry lists it.

    Attributes:
        id: Stable id (``"scrabble-en"``).
        name: The game's own name ("Scrabble (English)", "Эрудит"); the views translate it
            (context ``Families``, with the registry's names of the games).
        language: ISO 639-1 code of its words.
        rules: Its default rules.
        min_seats: Fewest players.
        max_seats: Most players.
    """

    id: str
    name: str
    language: str
    rules: BoardRules
    min_seats: int = MIN_SEATS
    max_seats: int = MAX_SEATS


RULE_SETS: dict[str, RuleSetInfo] = {
    info.id: info
    for info in (
        RuleSetInfo(
            "scrabble-en",
            QT_TRANSLATE_NOOP("Families", "Scrabble (English)"),
            "en",
            BoardRules("scrabble-en", ENGLISH, "en-enable"),
        ),
        RuleSetInfo(
            "erudit-ru",
            QT_TRANSLATE_NOOP("Families", "Эрудит"),
            "ru",
            BoardRules(
                "erudit-ru",
                RUSSIAN,
                "ru-nouns",
                exchange_order=ExchangeOrder.RETURN_FIRST,
                yo_as_ye=True,
            ),
        ),
        RuleSetInfo(
            "scrabble-ru",
            QT_TRANSLATE_NOOP("Families", "Скрэббл (русский)"),
            "ru",
            BoardRules(
                "scrabble-ru", RUSSIAN, "ru-forms", exchange_order=ExchangeOrder.RETURN_FIRST
            ),
        ),
        RuleSetInfo(
            "wocable-en",
            QT_TRANSLATE_NOOP("Families", "Wocable (English)"),
            "en",
            BoardRules(
                "wocable-en",
                ENGLISH,
                "en-enable",
                exchange_min_bag=None,
                challenge=ChallengeRule.AUTOMATIC,
                end_rule=EndRule.SCORELESS,
                scoreless_turns=4,
                resign_allowed=True,
            ),
        ),
        RuleSetInfo(
            "wocable-es",
            QT_TRANSLATE_NOOP("Families", "Wocable (Español)"),
            "es",
            BoardRules(
                "wocable-es",
                SPANISH,
                "es-forms",
                exchange_min_bag=None,
                challenge=ChallengeRule.AUTOMATIC,
                end_rule=EndRule.SCORELESS,
                scoreless_turns=4,
                resign_allowed=True,
            ),
        ),
    )
}

_TILE_SETS = {tiles.id: tiles for tiles in (ENGLISH, RUSSIAN, SPANISH, SPANISH_PLAIN)}


def rules_for(rule_set: str, **options: Any) -> BoardRules:
    """The default rules of ``rule_set`` with ``options`` changed.

    Raises:
        ValueError: no rule set has that id.
    """
    info = RULE_SETS.get(rule_set)
    if info is None:
        raise ValueError(f"there is no rule set {rule_set!r}; known: {', '.join(RULE_SETS)}")
    return info.rules.replace(**options) if options else info.rules


def rule_set_name(rule_set: str) -> str | None:
    """The game's own name of ``rule_set`` ("Эрудит"), or None for an unknown id (a record
    from a later version): the history lists a game by it."""
    info = RULE_SETS.get(rule_set)
    return info.name if info is not None else None


def gcg_rules(rule_set: str = "scrabble-en") -> BoardRules:
    """The rules GCG files of tournament games are played by: single challenge with a 5-point
    bonus, going out earns twice the opponent's rack, six scoreless turns end the game."""
    return rules_for(
        rule_set,
        challenge=ChallengeRule.POINTS,
        end_bonus=EndBonus.TOURNAMENT,
        end_rule=EndRule.SCORELESS,
        scoreless_turns=6,
        exchange_min_bag=7,
        resign_allowed=True,
    )


def rules_from_json(data: object, version: int = 2) -> BoardRules:
    """Read the rules object of a record of ``version`` (a version-1 record keeps the meaning
    it was played with: :data:`VERSION_1_OPTIONS`).

    Raises:
        RecordError: unknown rule set or option, or a value of the wrong kind.
    """
    if not isinstance(data, dict):
        raise RecordError("'rules' must be an object")
    rule_set = data.get("rule_set")
    if not isinstance(rule_set, str) or rule_set not in RULE_SETS:
        raise RecordError(f"'rules.rule_set' must be one of {', '.join(RULE_SETS)}")
    changes: JsonObject = dict(VERSION_1_OPTIONS) if version == 1 else {}
    for key, value in data.items():
        if key == "rule_set":
            continue
        if key not in _OPTIONS:
            raise RecordError(f"unknown rule option {shown(key)}")
        changes[key] = _option_from_json(key, value)
    try:
        return rules_for(rule_set, **changes)
    except ValueError as error:  # both clocks at once
        raise RecordError(str(error)) from None


def _option_from_json(key: str, value: object) -> object:
    enums: dict[str, type[enum.Enum]] = {
        "challenge": ChallengeRule,
        "end_bonus": EndBonus,
        "end_rule": EndRule,
        "exchange_order": ExchangeOrder,
    }
    if key in enums:
        try:
            return enums[key](value)
        except ValueError:
            choices = ", ".join(str(member.value) for member in enums[key])
            raise RecordError(f"rule option {shown(key)} must be one of {choices}") from None
    if key == "tiles":
        if not isinstance(value, str) or value not in _TILE_SETS:
            raise RecordError(f"rule option 'tiles' must be one of {', '.join(_TILE_SETS)}")
        return _TILE_SETS[value]
    if key == "lexicon_id":
        if not isinstance(value, str) or not value:
            raise RecordError("rule option 'lexicon_id' must be a word list id")
        return value
    if key in ("blank_scores_letter", "blank_swap", "yo_as_ye", "resign_allowed"):
        if not isinstance(value, bool):
            raise RecordError(f"rule option {shown(key)} must be true or false")
        return value
    if key == "exchange_min_bag" and value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
        raise RecordError(f"rule option {shown(key)} must be a whole number from 0 to 1000")
    return value

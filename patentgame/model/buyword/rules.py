"""`BuyWordRules`: every option of BUYWORD_RULES.md, with the published game as the default.

>>> BuyWordRules().wilds_for(2), BuyWordRules(min_word=3).to_json()
(4, {'min_word': 3})
>>> BuyWordRules.from_json({"draft": True}).draft
True
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonMapping, JsonObject
from patentgame.model.record import changed_options, rule_choice, rule_flag, rules_object

MIN_PLAYERS = 1
MAX_PLAYERS = 4
#: Money each player starts with.
STARTING_MONEY = 200
#: Letter tiles a player may keep at the end of a round (wilds do not count).
HAND_LIMIT = 8
#: Wild tiles dealt to each player at the start, by the number of players.
WILDS_BY_PLAYERS: Mapping[int, int] = MappingProxyType({1: 8, 2: 4, 3: 3, 4: 2})
#: The rules' yardstick for a game alone: a result in this range is good.
SOLO_YARDSTICK = (800, 1000)
#: Dollars a challenger pays the seller of a word that proves valid (as in the patent game).
CHALLENGE_FEE = 1
#: The shortest words a game may allow: the published rules' first, then the option.
MIN_WORD_CHOICES: tuple[int, ...] = (2, 3)


class Checking(enum.Enum):
    """Who checks a word offered for sale: the game (``auto``) or the other players."""

    AUTO = "auto"
    CHALLENGE = "challenge"


@dataclass(frozen=True, slots=True)
class BuyWordRules:
    """The options of BUYWORD_RULES.md. The defaults are the published game.

    Attributes:
        min_word: Letters a word needs to be sold (2, or 3 as an option).
        checking: Whether the game checks each word, or the other players may challenge it.
        draft: Variant: tiles are drafted one at a time from a face-up display.
        auction: Variant: each drawn set is auctioned instead of offered to its drawer.
        theme: Variant: the id of a word list every sold word must also be in.
    """

    min_word: int = 2
    checking: Checking = Checking.AUTO
    draft: bool = False
    auction: bool = False
    theme: str | None = None

    def __post_init__(self) -> None:
        if self.min_word not in MIN_WORD_CHOICES:
            raise ValueError("a word needs at least 2 or 3 letters (min_word)")
        if self.draft and self.auction:
            raise ValueError("the draft and the auction variants cannot be played together")

    def wilds_for(self, players: int) -> int:
        """Wild tiles each player receives at the start."""
        return WILDS_BY_PLAYERS[players]

    def check(self, players: int) -> None:
        """Raise ``ValueError`` if these rules cannot be played by ``players``.

        An auction needs a second bidder: alone, the player would buy every set for $1.
        """
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"BuyWord is played by {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if self.auction and players < 2:
            raise ValueError("the auction variant needs at least two players")

    def to_json(self) -> JsonObject:
        """The options that differ from the defaults, as the ``rules`` object of a record."""
        return changed_options(self)

    @classmethod
    def from_json(cls, data: object) -> BuyWordRules:
        """Read the ``rules`` object of a record; absent keys take their defaults.

        Raises:
            RecordError: an unknown key, a value of the wrong kind, or options that exclude
                each other.
        """
        data = rules_object(data, cls)
        default = cls()
        min_word = _min_word(data, default.min_word)
        checking = rule_choice(Checking, data, "checking", default.checking)
        draft = rule_flag(data, "draft", default.draft)
        auction = rule_flag(data, "auction", default.auction)
        theme = _theme(data, default.theme)
        try:  # the options each read well, but together they may exclude each other
            return cls(min_word, checking, draft, auction, theme)
        except ValueError as error:
            raise RecordError(str(error)) from None


def _min_word(data: JsonMapping, default: int) -> int:
    value = data.get("min_word", default)
    if value not in MIN_WORD_CHOICES or not isinstance(value, int) or isinstance(value, bool):
        raise RecordError("rule 'min_word' must be 2 or 3")
    return value


def _theme(data: JsonMapping, default: str | None) -> str | None:
    theme = data.get("theme", default)
    if theme is not None and (not isinstance(theme, str) or not theme):
        raise RecordError("rule 'theme' must be a word list id or null")
    return theme

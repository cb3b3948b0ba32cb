"""BuyWord, Sid Sackson's game of buying letters and selling words: the pure-Python engine.

Everything a registry of game families needs is here (the registry itself lives elsewhere):

>>> from patentgame.model.lexicon import Lexicon
>>> FAMILY_ID, NAME, (MIN_PLAYERS, MAX_PLAYERS), RULES_TYPE.__name__
('buyword', 'BuyWord', (1, 4), 'BuyWordRules')
>>> game = new_game([PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")], Lexicon.load(), seed=3)
>>> game.phase, len(game.hand(0))
(<Phase.ROLL: 'roll'>, 4)
>>> player = create_player("ai:expert", Lexicon.load())
>>> loads(dumps(game.record())).players[1].kind
'ai:expert'

The engine keeps the house rules of ARCHITECTURE.md: frozen values, one phase machine
(`Game`) changed only by `Game.play`, refusals named by `IllegalReason`, every random step
drawn from the game's own seeded generator, and events for every automatic step.
"""

from __future__ import annotations

from patentgame.model.buyword.actions import (
    Action,
    Bid,
    Buy,
    Choose,
    Decline,
    Discard,
    Pass,
    Respond,
    Roll,
    Sell,
    StopSelling,
    Take,
    action_from_json,
)
from patentgame.model.buyword.ai.levels import LEVELS, PLAYER_IDS, create_player
from patentgame.model.buyword.errors import IllegalActionError, IllegalReason, describe
from patentgame.model.buyword.game import Game, PlayerSpec
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.record import (
    FORMAT,
    Record,
    dumps,
    is_buyword_record,
    load,
    loads,
    replay,
    save,
)
from patentgame.model.buyword.rules import MAX_PLAYERS, MIN_PLAYERS, SOLO_YARDSTICK, BuyWordRules
from patentgame.model.buyword.scoring import SoloVerdict, solo_verdict

#: The family's id in records, settings and statistics.
FAMILY_ID = "buyword"
#: The family's name as people see it.
NAME = "BuyWord"
#: The rule-set type of the family (a frozen dataclass with ``to_json``/``from_json``).
RULES_TYPE = BuyWordRules
#: A new game: ``new_game(players, words, rules=None, *, seed=0, ...)``, see `Game.new`.
new_game = Game.new

__all__ = [
    "FAMILY_ID",
    "FORMAT",
    "LEVELS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "PLAYER_IDS",
    "RULES_TYPE",
    "SOLO_YARDSTICK",
    "Action",
    "Bid",
    "Buy",
    "BuyWordRules",
    "Choose",
    "Decline",
    "Discard",
    "Game",
    "IllegalActionError",
    "IllegalReason",
    "Pass",
    "Phase",
    "PlayerSpec",
    "Record",
    "Respond",
    "Roll",
    "Sell",
    "SoloVerdict",
    "StopSelling",
    "Take",
    "action_from_json",
    "create_player",
    "describe",
    "dumps",
    "is_buyword_record",
    "load",
    "loads",
    "new_game",
    "replay",
    "save",
    "solo_verdict",
]

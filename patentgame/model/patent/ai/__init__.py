"""Computer players behind one protocol: ``choose(perspective, rng, budget) -> Decision``.

>>> from patentgame.model.lexicon import Lexicon
>>> player = create_player("ai:expert", Lexicon.load("en-enable"))
>>> [level.name for level in LEVELS]
['Penny', 'Sam', 'Morgan', 'Tycoon']
"""

from __future__ import annotations

from patentgame.model.ai import Budget, Decision, Player
from patentgame.model.patent.ai.levels import (
    LEVELS,
    PLAYER_IDS,
    PatentPlayer,
    create_player,
    level_of,
)
from patentgame.model.strength import Level

__all__ = [
    "LEVELS",
    "PLAYER_IDS",
    "Budget",
    "Decision",
    "Level",
    "PatentPlayer",
    "Player",
    "create_player",
    "level_of",
]

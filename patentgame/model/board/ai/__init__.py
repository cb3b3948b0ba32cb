"""Computer players of the board games behind one protocol:
``choose(perspective, rng, budget) -> BoardDecision`` (the move and why, as data).

>>> from patentgame.model.lexicon import Lexicon
>>> from patentgame.model.board.ai import create_player, LEVELS
>>> create_player("ai:expert", Lexicon.load("en-enable")).player_id, LEVELS[0]
('ai:expert', 'ai:beginner')
"""

from __future__ import annotations

from patentgame.model.board.ai.decision import BoardDecision, BoardPlayer, Budget, Motive, Why
from patentgame.model.board.ai.levels import LEVELS, PLAYER_IDS, create_player

__all__ = [
    "LEVELS",
    "PLAYER_IDS",
    "BoardDecision",
    "BoardPlayer",
    "Budget",
    "Motive",
    "Why",
    "create_player",
]

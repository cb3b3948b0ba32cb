"""Computer players of the board games on the house's protocol (:mod:`patentgame.model.ai`):
``choose(perspective, rng, budget) -> BoardDecision``, a ``Decision`` whose ``action`` is the
move and ``reason`` the log's phrase, with why as data beside them.

>>> from patentgame.model.lexicon import Lexicon
>>> from patentgame.model.board.ai import create_player, LEVELS
>>> create_player("ai:expert", Lexicon.load("en-enable")).player_id, LEVELS[1].name
('ai:expert', 'Pip')
"""

from __future__ import annotations

from patentgame.model.board.ai.decision import BoardDecision, BoardPlayer, Budget, Motive, Why
from patentgame.model.board.ai.levels import LEVELS, PLAYER_IDS, create_player
from patentgame.model.strength import Level

__all__ = [
    "LEVELS",
    "PLAYER_IDS",
    "BoardDecision",
    "BoardPlayer",
    "Budget",
    "Level",
    "Motive",
    "Why",
    "create_player",
]

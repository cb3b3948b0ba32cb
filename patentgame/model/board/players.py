"""Computer players of the board games: the ids a game registry and the lab know.

The players themselves live in :mod:`patentgame.model.board.ai`; this module names them for
the rest of the engine (the lab, the commands).
"""

from __future__ import annotations

from patentgame.model.board.ai.levels import LEVELS, PLAYER_IDS, create_player
from patentgame.model.board.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer

__all__ = ["LEVELS", "PLAYER_IDS", "GreedyPlayer", "LevelPlayer", "RandomPlayer", "create_player"]

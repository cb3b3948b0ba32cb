"""The crossword-board games (Scrabble, Эрудит, Wocable): engine, rules, records and GCG.

What a game registry needs is here: :data:`RULE_SETS` (ids, names, languages, seat range),
:func:`new_game`, and in :mod:`patentgame.model.board.record` loading, saving and replaying.
"""

from __future__ import annotations

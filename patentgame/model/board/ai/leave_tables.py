"""Fitted leave values (written by ``python benchmarks/board_leaves.py``; do not edit by hand).

Until a rule set has been fitted its leaves are worth 0 (equity = score).
"""

from __future__ import annotations

from patentgame.model.board.ai.leaves import LeaveModel, zero_model
from patentgame.model.board.rules import BoardRules

#: Fitted models by (tile set id, word list id).
FITTED: dict[tuple[str, str], LeaveModel] = {}


def leave_model(rules: BoardRules) -> LeaveModel:
    """The leave values for ``rules``: fitted for its tiles and word list, else for its tiles
    with another list, else all 0."""
    key = (rules.tiles.id, rules.lexicon_id)
    found = FITTED.get(key)
    if found is not None:
        return found
    for (tiles, _), model in FITTED.items():
        if tiles == rules.tiles.id:
            return model
    return zero_model(rules.tiles)

"""Fitted leave values, written by ``python benchmarks/board_leaves.py --write`` (the command
and its figures are in docs/board-ai.md). Do not edit the tables by hand: fit them again.

A rule set whose tiles and word list have not been fitted borrows the table of its tiles with
another list; with none, leaves are worth 0 (equity = score).
"""

from __future__ import annotations

from typing import Any

from patentgame.model.board.ai.leaves import LeaveModel, zero_model
from patentgame.model.board.rules import BoardRules

# fmt: off
# BEGIN FITTED TABLES
TABLES: dict[tuple[str, str], dict[str, Any]] = {}
# END FITTED TABLES
# fmt: on

#: Fitted models by (tile set id, word list id).
FITTED: dict[tuple[str, str], LeaveModel] = {
    key: LeaveModel(
        key[0],
        table["first"],
        table["extra"],
        table["balance"],
        table["q_no_u"],
        table["source"],
    )
    for key, table in TABLES.items()
}


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

"""Custom item-data roles of the patent game's item models (the patent grid, the scoreboard)."""

from __future__ import annotations

import enum

from patentgame.controller.roles import ROLE_BASE as _BASE


class PatentRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.patent.patent_grid_model.PatentGridModel`."""

    LETTER = _BASE + 21
    COST = _BASE + 22
    POWER_KIND = _BASE + 23  # "doubler", "word", "replace", "plain"
    POWER_TEXT = _BASE + 24  # short label, e.g. "x2 one vowel"
    OWNER = _BASE + 25  # seat or -1
    BUYABLE = _BASE + 26  # bool: can be bought right now by the current player
    AFFORDABLE = _BASE + 27  # bool: the current player has the money


class PlayerRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.patent.player_table_model.PlayerTableModel`."""

    SEAT = _BASE + 41
    NAME = _BASE + 42
    KIND = _BASE + 43  # "human" or an AI id
    MONEY = _BASE + 44
    STOCK = _BASE + 45
    PATENTS = _BASE + 46  # str of owned letters
    PATENT_VALUE = _BASE + 47
    SCORE = _BASE + 48
    TO_GOAL = _BASE + 49  # dollars of patent value still missing to the goal (>= 0)
    IS_CURRENT = _BASE + 50
    HAND_COUNT = _BASE + 51
    IS_WINNER = _BASE + 52

"""Custom item-data roles shared by the item models and the delegates that paint them."""

from __future__ import annotations

import enum

from PySide6.QtCore import Qt

_BASE = int(Qt.ItemDataRole.UserRole)


class CardRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.card_list_model.CardListModel`."""

    CARD_ID = _BASE + 1  # int card id, or -1 for a Z-added S
    LETTER = _BASE + 2  # capital letter, or "" for a face-down card
    SLOT_KIND = _BASE + 3  # "card", "copy" or "s"
    IS_VOWEL = _BASE + 4  # bool: how this letter counts (a Y follows its declaration)
    Y_ROLE = _BASE + 5  # "vowel", "consonant" or "" for non-Y letters
    FACE_UP = _BASE + 6  # bool
    SELECTED = _BASE + 7  # bool: marked for a discard
    OWNER = _BASE + 8  # seat owning this letter's patent, or -1
    ZONE = _BASE + 9  # "hand", "pool", "word0", "word1"


class PatentRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.patent_grid_model.PatentGridModel`."""

    LETTER = _BASE + 21
    COST = _BASE + 22
    POWER_KIND = _BASE + 23  # "doubler", "word", "replace", "plain"
    POWER_TEXT = _BASE + 24  # short label, e.g. "x2 one vowel"
    OWNER = _BASE + 25  # seat or -1
    BUYABLE = _BASE + 26  # bool: can be bought right now by the current player
    AFFORDABLE = _BASE + 27  # bool: the current player has the money


class PlayerRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.player_table_model.PlayerTableModel`."""

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

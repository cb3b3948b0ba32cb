"""Custom item-data roles of the shared item models (card rows), for the delegates that paint them.

Each family's own models keep their roles beside them (``PatentRole`` in
``controller/patent/patent_grid_model.py``); all start at ``Qt.ItemDataRole.UserRole`` and never
overlap, so a delegate can tell them apart.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import Qt

_BASE = int(Qt.ItemDataRole.UserRole)


class CardRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.patent.card_list_model.CardListModel`."""

    CARD_ID = _BASE + 1  # int card id, or -1 for a Z-added S
    LETTER = _BASE + 2  # capital letter, or "" for a face-down card
    SLOT_KIND = _BASE + 3  # "card", "copy" or "s"
    IS_VOWEL = _BASE + 4  # bool: how this letter counts (a Y follows its declaration)
    Y_ROLE = _BASE + 5  # "vowel", "consonant" or "" for non-Y letters
    FACE_UP = _BASE + 6  # bool
    SELECTED = _BASE + 7  # bool: marked for a discard
    OWNER = _BASE + 8  # seat owning this letter's patent, or -1
    ZONE = _BASE + 9  # "hand", "pool", "word0", "word1"


#: The first role number, for the families' own roles.
ROLE_BASE = _BASE

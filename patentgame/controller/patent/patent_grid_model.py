"""`PatentGridModel`: the 26 patents, A to Z, as a list for the patent grid to paint.

The model is a plain list; laying it out as two rows of 13 is the view's business.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from patentgame.controller.patent.roles import ROLE_BASE as _BASE
from patentgame.model.patent.cards import LETTERS
from patentgame.model.patent.patents import PATENT_COST, kind_of
from patentgame.wording import QT_TRANSLATE_NOOP

_Index = QModelIndex | QPersistentModelIndex


class PatentRole(enum.IntEnum):
    """Roles of :class:`~patentgame.controller.patent.patent_grid_model.PatentGridModel`."""

    LETTER = _BASE + 21
    COST = _BASE + 22
    POWER_KIND = _BASE + 23  # "doubler", "word", "replace", "plain"
    POWER_TEXT = _BASE + 24  # short label, e.g. "one vowel" (a doubler shows "x2" beside it)
    OWNER = _BASE + 25  # seat or -1
    BUYABLE = _BASE + 26  # bool: can be bought right now by the current player
    AFFORDABLE = _BASE + 27  # bool: the current player has the money


#: Short labels painted on a patent card, by letter: short enough for one line on a small
#: window (a doubler's certificate carries "x2" in its corner).
POWER_LABELS: Mapping[str, str] = {
    "B": QT_TRANSLATE_NOOP("Patents", "vowel ends"),
    "J": QT_TRANSLATE_NOOP("Patents", "half vowels"),
    "K": QT_TRANSLATE_NOOP("Patents", "one vowel"),
    "Q": QT_TRANSLATE_NOOP("Patents", "swap a card"),
    "V": QT_TRANSLATE_NOOP("Patents", "two words"),
    "X": QT_TRANSLATE_NOOP("Patents", "copy a card"),
    "Z": QT_TRANSLATE_NOOP("Patents", "add an S"),
}

#: Full explanations, shown as tooltips. (Both tables are translated where they are shown.)
POWER_HELP: Mapping[str, str] = {
    "B": QT_TRANSLATE_NOOP(
        "Patents", "Doubles a word whose first and last letters are both vowels (AREA, OBOE)."
    ),
    "J": QT_TRANSLATE_NOOP(
        "Patents", "Doubles a word in which at least half of the letters are vowels (IDEA, AUDIO)."
    ),
    "K": QT_TRANSLATE_NOOP("Patents", "Doubles a word with exactly one vowel (STRAND, CHIRPS)."),
    "Q": QT_TRANSLATE_NOOP(
        "Patents",
        "Once per turn, before you build or discard: swap one card of your hand or the pool "
        "for the top card of the deck.",
    ),
    "V": QT_TRANSLATE_NOOP(
        "Patents",
        "Build two words in one turn. Each must be a word on its own; no card is in both.",
    ),
    "X": QT_TRANSLATE_NOOP(
        "Patents", "Use one card of your play twice (at least 3 real cards in the play)."
    ),
    "Z": QT_TRANSLATE_NOOP("Patents", "Add one S at the end of a word without a card."),
}


class PatentCell(NamedTuple):
    """Everything painted on one patent certificate (the roles of one row, in one value)."""

    letter: str
    cost: int
    kind: str  # "doubler", "word", "replace", "plain"
    power_text: str
    owner: int  # seat or -1
    buyable: bool


class PatentGridModel(QAbstractListModel):
    """The 26 patents: letter, cost, power, owner, and whether each can be bought now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._owners: dict[str, int] = {}
        self._buyable: frozenset[str] = frozenset()
        self._money = 0
        self._names: tuple[str, ...] = ()

    def update(
        self,
        owners: Mapping[str, int],
        buyable: Iterable[str] = (),
        money: int = 0,
        names: Iterable[str] = (),
    ) -> None:
        """Show new owners, the letters buyable right now, and the current player's money."""
        self._owners = dict(owners)
        self._buyable = frozenset(buyable)
        self._money = money
        self._names = tuple(names)
        self.dataChanged.emit(self.index(0), self.index(len(LETTERS) - 1))

    def buyable(self) -> frozenset[str]:
        """Letters whose patent the current player may buy now."""
        return self._buyable

    def index_of(self, letter: str) -> QModelIndex:
        """The item of ``letter``'s patent."""
        return self.index(LETTERS.index(letter))

    def cell(self, row: int) -> PatentCell:
        """Row ``row`` (0 = A) as one value: the grid paints all 26 from these at once."""
        letter = LETTERS[row]
        return PatentCell(
            letter,
            PATENT_COST[letter],
            kind_of(letter).value,
            _patents(POWER_LABELS.get(letter, "")),
            self._owners.get(letter, -1),
            letter in self._buyable,
        )

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(LETTERS)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(LETTERS) or index.column() != 0:
            return None
        letter = LETTERS[index.row()]
        cost = PATENT_COST[letter]
        owner = self._owners.get(letter, -1)
        if role == Qt.ItemDataRole.DisplayRole:
            return letter
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._tooltip(letter, cost, owner)
        values = {
            PatentRole.LETTER: letter,
            PatentRole.COST: cost,
            PatentRole.POWER_KIND: kind_of(letter).value,
            PatentRole.POWER_TEXT: _patents(POWER_LABELS.get(letter, "")),
            PatentRole.OWNER: owner,
            PatentRole.BUYABLE: letter in self._buyable,
            PatentRole.AFFORDABLE: owner < 0 and cost <= self._money,
        }
        try:
            return values.get(PatentRole(role))
        except ValueError:
            return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role in PatentRole:
            names[int(role)] = QByteArray(role.name.lower().encode())
        return names

    def _tooltip(self, letter: str, cost: int, owner: int) -> str:
        lines = [
            QCoreApplication.translate(
                "Patents", "Patent {letter}: costs ${cost}, worth ${cost} at the end."
            ).format(letter=letter, cost=cost)
        ]
        if letter in POWER_HELP:
            lines.append(
                QCoreApplication.translate("Patents", "Power: {power}").format(
                    power=_patents(POWER_HELP[letter])
                )
            )
        else:
            lines.append(
                QCoreApplication.translate(
                    "Patents", "No special power: its owner earns $1 royalty per card others play."
                )
            )
        if owner >= 0:
            if owner < len(self._names):
                name = self._names[owner]
            else:
                name = QCoreApplication.translate("Patents", "seat {number}").format(
                    number=owner + 1
                )
            lines.append(
                QCoreApplication.translate("Patents", "Owned by {name}.").format(name=name)
            )
        elif letter in self._buyable:
            lines.append(QCoreApplication.translate("Patents", "You can buy it now."))
        return "\n".join(lines)


def _patents(text: str) -> str:
    """``text`` (marked in context ``Patents``) in the app's language."""
    return QCoreApplication.translate("Patents", text) if text else text

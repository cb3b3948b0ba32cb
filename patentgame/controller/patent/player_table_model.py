"""`PlayerTableModel`: one row per seat, for the scoreboard and the end-of-game summary."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from patentgame.controller.patent.roles import ROLE_BASE as _BASE
from patentgame.wording import QT_TRANSLATE_NOOP

_Index = QModelIndex | QPersistentModelIndex


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


#: Column headings, in order.
HEADERS = (
    QT_TRANSLATE_NOOP("Scoreboard", "Player"),
    QT_TRANSLATE_NOOP("Scoreboard", "Money"),
    QT_TRANSLATE_NOOP("Scoreboard", "Stock"),
    QT_TRANSLATE_NOOP("Scoreboard", "Patents"),
    QT_TRANSLATE_NOOP("Scoreboard", "Patent value"),
    QT_TRANSLATE_NOOP("Scoreboard", "Score"),
    QT_TRANSLATE_NOOP("Scoreboard", "To goal"),
)


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """What the scoreboard shows of one seat."""

    seat: int
    name: str
    kind: str
    money: int
    stock: int
    patents: str
    patent_value: int
    score: int
    to_goal: int
    is_current: bool = False
    hand_count: int = 0
    is_winner: bool = False


class PlayerTableModel(QAbstractTableModel):
    """Money, stock, patents, patent value, score and distance to the goal of every seat."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PlayerRow] = []

    def set_rows(self, rows: Sequence[PlayerRow]) -> None:
        """Show ``rows`` (one per seat, in seat order)."""
        new = list(rows)
        if len(new) == len(self._rows):
            self._rows = new
            if new:
                last = self.index(len(new) - 1, len(HEADERS) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self._rows = new
        self.endResetModel()

    def rows(self) -> tuple[PlayerRow, ...]:
        """The rows shown."""
        return tuple(self._rows)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(HEADERS):
            return QCoreApplication.translate("Scoreboard", HEADERS[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return str(section + 1)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < len(HEADERS):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            cells = (
                row.name,
                f"${row.money}",
                str(row.stock),
                row.patents or "-",
                f"${row.patent_value}",
                str(row.score),
                "reached" if row.to_goal <= 0 else f"${row.to_goal}",
            )
            return cells[index.column()]
        values = {
            PlayerRole.SEAT: row.seat,
            PlayerRole.NAME: row.name,
            PlayerRole.KIND: row.kind,
            PlayerRole.MONEY: row.money,
            PlayerRole.STOCK: row.stock,
            PlayerRole.PATENTS: row.patents,
            PlayerRole.PATENT_VALUE: row.patent_value,
            PlayerRole.SCORE: row.score,
            PlayerRole.TO_GOAL: row.to_goal,
            PlayerRole.IS_CURRENT: row.is_current,
            PlayerRole.HAND_COUNT: row.hand_count,
            PlayerRole.IS_WINNER: row.is_winner,
        }
        try:
            return values.get(PlayerRole(role))
        except ValueError:
            return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role in PlayerRole:
            names[int(role)] = QByteArray(role.name.lower().encode())
        return names

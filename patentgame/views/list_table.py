"""`list_table`: the read-only, row-selecting table the history, statistics and word-list
windows show, and `stretch_column`, which gives one of its columns the room left."""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget


def list_table(columns: Sequence[str]) -> QTableWidget:
    """A table of whole-row choices: no editing, no grid, no row numbers, left-aligned headers
    sized to their contents (the caller stretches the column that should take the rest)."""
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setShowGrid(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(30)
    head = table.horizontalHeader()
    head.setHighlightSections(False)
    head.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def stretch_column(table: QTableWidget, column: int) -> None:
    """Let ``column`` take the room the other columns leave, but never less than its own
    contents: Qt's stretching column shrinks to a sliver when the others fill the width (the
    statistics' best plays were "AN…" at 200 %); then it keeps its contents' width and the
    table scrolls sideways instead."""
    _RoomKeeper(table, column)


class _RoomKeeper(QObject):
    """Chooses ``column``'s resize mode each time the table's width or rows change."""

    def __init__(self, table: QTableWidget, column: int) -> None:
        super().__init__(table)
        self._table, self._column = table, column
        table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        table.viewport().installEventFilter(self)
        model = table.model()
        model.rowsInserted.connect(self.fit)
        model.modelReset.connect(self.fit)
        model.dataChanged.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        table, column = self._table, self._column
        if not shiboken6.isValid(table):  # its model's last signals, as the table is deleted
            return
        head = table.horizontalHeader()
        needed = max(table.sizeHintForColumn(column), head.sectionSizeHint(column))
        others = sum(head.sectionSize(each) for each in range(head.count()) if each != column)
        if table.viewport().width() - others >= needed:
            mode = QHeaderView.ResizeMode.Stretch
        else:
            mode = QHeaderView.ResizeMode.Interactive
        if head.sectionResizeMode(column) != mode:
            head.setSectionResizeMode(column, mode)
        if mode is QHeaderView.ResizeMode.Interactive and head.sectionSize(column) != needed:
            head.resizeSection(column, needed)

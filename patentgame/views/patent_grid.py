"""`PatentGridView`: the 26 patent certificates, two rows of 13, painted by `PatentDelegate`.

A ``QListView`` laid out on a grid whose cells are sized so that 13 patents fill a row and two
rows fill the height. (A ``QTableView`` would stretch its cells by itself, but its first
construction costs some 18 ms of the start; a list view costs about one.)
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from patentgame.controller.patent_grid_model import PatentGridModel
from patentgame.controller.roles import PatentRole
from patentgame.views.painting import paint_patent

MarkOf = Callable[[int], tuple[int, str]]
_Index = QModelIndex | QPersistentModelIndex

#: Patents in one row of the grid (two rows hold all 26).
PER_ROW = 13
ROWS = 2


class PatentDelegate(QStyledItemDelegate):
    """Paints a patent certificate from the roles of :class:`PatentGridModel`."""

    def __init__(self, view: PatentGridView, mark_of: MarkOf) -> None:
        super().__init__(view)
        self._view = view
        self._mark_of = mark_of

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self._view.cell_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        owner = index.data(PatentRole.OWNER)
        colour, initial = self._mark_of(owner) if owner is not None and owner >= 0 else (-1, "")
        buying = self._view.buying
        letter = index.data(PatentRole.LETTER)
        paint_patent(
            painter,
            QRectF(option.rect),
            letter,
            index.data(PatentRole.COST),
            index.data(PatentRole.POWER_KIND),
            index.data(PatentRole.POWER_TEXT),
            owner=colour,
            owner_initial=initial,
            buyable=bool(index.data(PatentRole.BUYABLE)),
            dimmed=buying and not index.data(PatentRole.BUYABLE),
            glow=self._view.glow_of(letter),
        )


class PatentGridView(QListView):
    """The patent grid. Cells grow to fill the space; clicks are handled by the table."""

    def __init__(self, model: PatentGridModel, mark_of: MarkOf, parent: QWidget | None = None):
        super().__init__(parent)
        self.setViewport(QWidget())  # see the note on viewports in views/__init__.py
        self.buying = False
        self._glow: dict[str, float] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._tick)
        self.setModel(model)
        self.setItemDelegate(PatentDelegate(self, mark_of))
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setUniformItemSizes(True)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QListView { background: transparent; border: none; }")

    def flash(self, letter: str) -> None:
        """Make ``letter``'s patent glow briefly (just bought)."""
        self._glow[letter] = time.monotonic()
        self._timer.start()

    def clear_effects(self) -> None:
        self._glow.clear()
        self.viewport().update()

    def glow_of(self, letter: str) -> float:
        if letter not in self._glow:
            return 0.0
        return max(0.0, 1.0 - (time.monotonic() - self._glow[letter]) / 1.5)

    def _tick(self) -> None:
        now = time.monotonic()
        self._glow = {k: t for k, t in self._glow.items() if now - t < 1.5}
        if not self._glow:
            self._timer.stop()
        self.viewport().update()

    def cell_size(self) -> QSize:
        """One patent's cell: a thirteenth of the width, half of the height."""
        # A list view wraps a row that would end exactly at its right edge: keep a pixel over.
        return QSize(max(1, (self.width() - 1) // PER_ROW), max(1, self.height() // ROWS))

    def resizeEvent(self, event: QResizeEvent) -> None:
        size = self.cell_size()
        # The cells leave a few pixels over; split them to centre the grid.
        spare_x = self.width() - 1 - size.width() * PER_ROW
        spare_y = self.height() - size.height() * ROWS
        self.setViewportMargins(spare_x // 2, spare_y // 2, spare_x - spare_x // 2, 0)
        self.setGridSize(size)
        super().resizeEvent(event)
        self.viewport().update()

"""`PatentGridView`: the 26 patent certificates, two rows of 13, painted by `PatentDelegate`."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from patentgame.controller.patent_grid_model import PatentGridModel
from patentgame.controller.roles import PatentRole
from patentgame.views.painting import paint_patent

MarkOf = Callable[[int], tuple[int, str]]
_Index = QModelIndex | QPersistentModelIndex


class PatentDelegate(QStyledItemDelegate):
    """Paints a patent certificate from the roles of :class:`PatentGridModel`."""

    def __init__(self, view: PatentGridView, mark_of: MarkOf) -> None:
        super().__init__(view)
        self._view = view
        self._mark_of = mark_of

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


class PatentGridView(QTableView):
    """The patent grid. Cells stretch to fill the space; clicks are handled by the table."""

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
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QTableView { background: transparent; border: none; }")

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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.viewport().update()

"""`PatentGridView`: the 26 patent certificates, two rows of 13.

A ``QListView`` over :class:`PatentGridModel`, laid out on a grid whose cells are sized so that
13 patents fill a row and two rows fill the height. (A ``QTableView`` would stretch its cells by
itself, but its first construction costs some 18 ms of the start; a list view costs about one.)

The view paints the whole grid as one picture, kept until a patent, the buy step or the size
changes: the table repaints often (cards glide, money floats), and one blit is cheaper than 26
cells each asking the model six questions. Item geometry, clicks and tooltips stay Qt's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from patentgame.controller.patent.patent_grid_model import PatentCell, PatentGridModel
from patentgame.views import palette as pal
from patentgame.views.flat_list import set_up_flat_list
from patentgame.views.glows import Glows
from patentgame.views.painting import paint_patent

MarkOf = Callable[[int], tuple[int, str]]
_Index = QModelIndex | QPersistentModelIndex

#: Patents in one row of the grid (two rows hold all 26).
PER_ROW = 13
ROWS = 2


class PatentDelegate(QStyledItemDelegate):
    """Sizes the cells of the grid; the view paints them (see the module's note)."""

    def __init__(self, view: PatentGridView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self._view.cell_size()


class PatentGridView(QListView):
    """The patent grid. Cells grow to fill the space; clicks are handled by the table."""

    def __init__(self, model: PatentGridModel, mark_of: MarkOf, parent: QWidget | None = None):
        super().__init__(parent)
        set_up_flat_list(self, wrapping=True)
        self._buying = False
        self._chosen = ""
        self._mark_of = mark_of
        self._glows = Glows(self, 1.5, self.viewport().update)
        self._picture: QPixmap | None = None
        self._picture_key: Hashable = None
        self.setModel(model)
        self.setItemDelegate(PatentDelegate(self))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)

    @property
    def buying(self) -> bool:
        """Whether the buy step is on: patents that cannot be bought are dimmed."""
        return self._buying

    @buying.setter
    def buying(self, value: bool) -> None:
        if value != self._buying:
            self._buying = value
            self.viewport().update()

    @property
    def chosen(self) -> str:
        """The patent chosen to buy, not bought yet ("" for none): it glows while the other
        patents dim, until Enter (or a second click) buys it."""
        return self._chosen

    @chosen.setter
    def chosen(self, letter: str) -> None:
        if letter != self._chosen:
            self._chosen = letter
            self.viewport().update()

    def grid_model(self) -> PatentGridModel:
        model = self.model()
        assert isinstance(model, PatentGridModel)
        return model

    def flash(self, letter: str) -> None:
        """Make ``letter``'s patent glow briefly (just bought)."""
        self._glows.start([letter])

    def set_animation_speed(self, factor: float) -> None:
        """Glow ``factor`` times as fast as usual (the animation speed setting)."""
        self._glows.set_speed(factor)

    def clear_effects(self) -> None:
        self._glows.clear()
        self.viewport().update()

    def glow_of(self, letter: str) -> float:
        return self._glows.of(letter)

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

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        model = self.grid_model()
        cells = [model.cell(row) for row in range(model.rowCount())]
        marks = [self._mark_of(cell.owner) if cell.owner >= 0 else (-1, "") for cell in cells]
        viewport = self.viewport()
        ratio = viewport.devicePixelRatioF()
        key = (
            viewport.size().toTuple(),
            ratio,
            self._buying,
            self._chosen,
            tuple(cells),
            tuple(marks),
            pal.THEME_KEY,  # a new theme paints every certificate again
        )
        if self._picture is None or key != self._picture_key:
            self._picture = self._draw_grid(cells, marks, ratio)
            self._picture_key = key
        painter = QPainter(viewport)
        painter.drawPixmap(QPointF(0, 0), self._picture)
        for row, cell in enumerate(cells):
            glow = self.glow_of(cell.letter)
            if glow > 0:
                self._paint_cell(painter, row, cell, marks[row], glow)
        painter.end()

    def _draw_grid(
        self, cells: list[PatentCell], marks: list[tuple[int, str]], ratio: float
    ) -> QPixmap:
        """All 26 certificates, without glows, at the viewport's size and pixel ratio."""
        size = self.viewport().size()
        picture = QPixmap(
            max(1, math.ceil(size.width() * ratio)), max(1, math.ceil(size.height() * ratio))
        )
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        for row, cell in enumerate(cells):
            self._paint_cell(painter, row, cell, marks[row], 0.0)
        painter.end()
        return picture

    def _paint_cell(
        self, painter: QPainter, row: int, cell: PatentCell, mark: tuple[int, str], glow: float
    ) -> None:
        colour, initial = mark
        paint_patent(
            painter,
            QRectF(self.visualRect(self.model().index(row, 0))),
            cell.letter,
            cell.cost,
            cell.kind,
            cell.power_text,
            owner=colour,
            owner_initial=initial,
            buyable=cell.buyable,
            dimmed=self._buying
            and (not cell.buyable or bool(self._chosen and cell.letter != self._chosen)),
            glow=max(glow, 0.8) if cell.letter == self._chosen else glow,
            cache=False,
        )

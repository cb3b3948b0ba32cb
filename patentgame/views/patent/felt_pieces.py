"""What the patent table paints on its felt under the cards: the darker mat where words are
laid out and the wooden ledge the hand stands on."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from patentgame.views.painting import paint_ledge
from patentgame.views.patent.card_row import CardRowView


def paint_word_mat(painter: QPainter, word_views: Sequence[CardRowView]) -> None:
    """A darker inset strip of felt where words are laid out (under the shown word rows)."""
    views = [v for v in word_views if v.isVisible()]
    if not views:
        return
    area = QRectF(views[0].geometry())
    for view in views[1:]:
        area = area.united(QRectF(view.geometry()))
    size = views[0].card_size()
    width = min(area.width(), size.width() * 12 + 40)
    mat = QRectF(0, 0, width, area.height())
    mat.moveCenter(area.center())
    painter.setPen(QPen(QColor(255, 255, 255, 28), 1.5))
    painter.setBrush(QColor(0, 0, 0, 45))
    painter.drawRoundedRect(mat, 16, 16)


def paint_hand_ledge(painter: QPainter, view: CardRowView) -> None:
    """A wooden ledge the hand stands on."""
    if not view.isVisible():
        return
    size = view.card_size()
    count = max(7, view.model().rowCount())
    width = min(view.width(), size.width() * count + 60)
    geometry = QRectF(view.geometry())
    height = max(10.0, size.height() * 0.16)
    rack = QRectF(0, 0, width, height)
    rack.moveCenter(geometry.center())
    rack.moveBottom(geometry.bottom() + 4)
    paint_ledge(painter, rack)

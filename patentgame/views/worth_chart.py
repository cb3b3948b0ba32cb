"""`WorthChart`: each player's score after every turn, as lines with distinct markers."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from patentgame.views import palette as pal


def _marker(painter: QPainter, shape: int, at: QPointF, r: float) -> None:
    """Markers differ by shape as well as colour (circle, square, triangle, diamond, cross)."""
    if shape % 5 == 0:
        painter.drawEllipse(at, r, r)
    elif shape % 5 == 1:
        painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    elif shape % 5 == 2:
        painter.drawPolygon(
            QPolygonF([at + QPointF(0, -r * 1.2), at + QPointF(r, r), at + QPointF(-r, r)])
        )
    elif shape % 5 == 3:
        painter.drawPolygon(
            QPolygonF(
                [
                    at + QPointF(0, -r * 1.3),
                    at + QPointF(r * 1.3, 0),
                    at + QPointF(0, r * 1.3),
                    at + QPointF(-r * 1.3, 0),
                ]
            )
        )
    else:
        painter.drawLine(at + QPointF(-r, -r), at + QPointF(r, r))
        painter.drawLine(at + QPointF(-r, r), at + QPointF(r, -r))


class WorthChart(QWidget):
    """A line chart of worth (score) over turns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._history: list[tuple[int, ...]] = []
        self._names: list[str] = []
        self._colours: list[int] = []
        self.setMinimumSize(420, 220)

    def set_data(
        self, history: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[int]
    ) -> None:
        self._history = [tuple(row) for row in history]
        self._names = list(names)
        self._colours = list(colours)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 260)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7ec"))
        plot = QRectF(self.rect()).adjusted(44, 14, -120, -30)
        painter.setPen(QPen(QColor("#b9ab8c"), 1))
        painter.drawRect(plot)
        if len(self._history) < 1 or not self._names:
            painter.end()
            return
        top = max(1, max(max(row) for row in self._history))
        turns = max(1, len(self._history) - 1)
        painter.setFont(pal.ui_font(11))
        for i in range(5):
            value = top * i / 4
            y = plot.bottom() - plot.height() * i / 4
            painter.setPen(QPen(QColor("#e4dcc8"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#5b5140"))
            painter.drawText(
                QRectF(0, y - 8, 40, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:.0f}",
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 6, plot.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("turns"),
        )

        def point(turn: int, value: int) -> QPointF:
            return QPointF(
                plot.left() + plot.width() * turn / turns,
                plot.bottom() - plot.height() * value / top,
            )

        for seat, name in enumerate(self._names):
            colour = pal.seat_colour(self._colours[seat] if seat < len(self._colours) else seat)
            path = QPainterPath()
            for turn, row in enumerate(self._history):
                p = point(turn, row[seat])
                path.moveTo(p) if turn == 0 else path.lineTo(p)
            painter.setPen(QPen(colour.darker(115), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.setPen(QPen(QColor("#3a3020"), 1))
            step = max(1, len(self._history) // 12)
            for turn in range(0, len(self._history), step):
                _marker(painter, seat, point(turn, self._history[turn][seat]), 4)
            legend_y = plot.top() + 8 + seat * 22
            _marker(painter, seat, QPointF(plot.right() + 16, legend_y + 6), 5)
            painter.setPen(QColor("#2b2118"))
            painter.drawText(
                QRectF(plot.right() + 28, legend_y - 3, 90, 18), Qt.AlignmentFlag.AlignVCenter, name
            )
        painter.end()

"""`WorthChart`: each player's score after every turn, as lines with distinct markers."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from patentgame.views import palette as pal
from patentgame.views import themes


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


def tick_step(span: int, most: int = 8) -> int:
    """The step between figures on an axis from 0 to ``span``: a round number (1, 2, 5, 10, 20,
    25, 50 ...) that gives at most ``most`` steps, so a long game's axis reads 0, 10, 20 ...
    rather than a crowd of figures, and a score axis 0, 5, 10 ... rather than 0, 6, 12, 17.

    >>> [tick_step(n) for n in (1, 8, 9, 30, 45, 120, 1000)]
    [1, 1, 2, 5, 10, 20, 200]
    >>> [tick_step(n, most=5) for n in (4, 23, 77, 160, 12_345)]
    [1, 5, 20, 50, 2500]
    """
    scale = 1
    while True:
        for step in (1, 2, 2.5, 5):
            if step * scale == int(step * scale) and span / (step * scale) <= most:
                return int(step * scale)
        scale *= 10


class WorthChart(QWidget):
    """A line chart of worth (score) over turns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._history: list[tuple[int, ...]] = []
        self._names: list[str] = []
        self._colours: list[int] = []
        #: What a step of the x axis is, as its caption says ("": turns).
        self.steps = ""
        self.setMinimumSize(420, 220)

    def set_data(
        self, history: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[int]
    ) -> None:
        self._history = [tuple(row) for row in history]
        self._names = list(names)
        self._colours = list(colours)
        self.update()

    def sizeHint(self) -> QSize:
        z = pal.ZOOM / 100
        return QSize(round(560 * z), round(260 * z))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = themes.theme(pal.THEME_KEY)
        painter.fillRect(self.rect(), QColor(t.paper))
        z = pal.ZOOM / 100  # the text grows with View > Zoom, and the room it needs
        plot = QRectF(self.rect()).adjusted(44 * z, 14, -120 * z, -(8 + 34 * z))
        painter.setPen(QPen(QColor(t.paper_border), 1))
        painter.drawRect(plot)
        if len(self._history) < 1 or not self._names:
            painter.end()
            return
        highest = max(1, max(max(row) for row in self._history))
        rise = tick_step(highest, most=5)
        top = -(-highest // rise) * rise  # the axis ends on a round figure above the best score
        turns = max(1, len(self._history) - 1)
        painter.setFont(pal.ui_font(11 * z))
        for value in range(0, top + 1, rise):
            y = plot.bottom() - plot.height() * value / top
            painter.setPen(QPen(QColor(t.chart_grid), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(t.paper_muted))
            painter.drawText(
                QRectF(0, y - 8 * z, 36 * z, 16 * z),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        every = tick_step(turns)
        for turn in range(0, turns + 1, every):
            x = plot.left() + plot.width() * turn / turns
            painter.setPen(QPen(QColor(t.paper_border), 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.setPen(QColor(t.paper_muted))
            painter.drawText(
                QRectF(x - 20 * z, plot.bottom() + 4, 40 * z, 16 * z),
                Qt.AlignmentFlag.AlignCenter,
                str(turn),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4 + 16 * z, plot.width(), 18 * z),
            Qt.AlignmentFlag.AlignCenter,
            self.steps or self.tr("turns"),
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
            painter.setPen(QPen(QColor(t.paper_text), 1))
            step = max(1, len(self._history) // 12)
            for turn in range(0, len(self._history), step):
                _marker(painter, seat, point(turn, self._history[turn][seat]), 4)
            legend_y = plot.top() + 8 + seat * 22 * z
            _marker(painter, seat, QPointF(plot.right() + 16 * z, legend_y + 6 * z), 5 * z)
            painter.setPen(QColor(t.paper_text))
            painter.drawText(
                QRectF(plot.right() + 28 * z, legend_y - 3 * z, 90 * z, 18 * z),
                Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        painter.end()

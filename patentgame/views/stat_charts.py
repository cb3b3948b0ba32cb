"""Two small charts for the Statistics window, painted with QPainter.

A chart library would be a large dependency for two pictures; these paint exactly what the
window needs, follow the palette's colours, and keep their text readable at small sizes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from patentgame.views import palette as pal
from patentgame.views import themes


class ChartInks(NamedTuple):
    """The charts' colours in the theme in use (read at paint time, so a new theme shows)."""

    ink: QColor
    muted: QColor
    grid: QColor
    line: QColor
    fill: QColor
    wins: QColor
    draws: QColor
    games: QColor


def chart_inks() -> ChartInks:
    """The charts' colours of the theme in use."""
    t = themes.theme(pal.THEME_KEY)
    fill = QColor(t.chart_line)
    fill.setAlpha(40)
    return ChartInks(
        QColor(t.paper_text),
        QColor(t.paper_muted),
        QColor(t.chart_grid),
        QColor(t.chart_line),
        fill,
        QColor(t.chart_wins),
        QColor(t.chart_draws),
        QColor(t.chart_games),
    )


def _small_font(base: QFont, points: float, *, bold: bool = False) -> QFont:
    """The charts' small text: ``points`` at 100 %, grown with View > Zoom."""
    font = QFont(base)
    font.setPointSizeF(points * pal.ZOOM / 100)
    font.setBold(bold)
    return font


class RatingChart(QWidget):
    """The rating after each game, as a line, with the start rating as a dashed guide."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ratings: list[float] = []
        self._baseline = 1000.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Rating over time"))

    def set_ratings(self, ratings: Sequence[float], baseline: float) -> None:
        """Show ``ratings`` (oldest first); ``baseline`` is the rating everyone starts with."""
        self._ratings = list(ratings)
        self._baseline = baseline
        if ratings:
            self.setToolTip(
                self.tr("Rating after each of %n game(s); now {rating}", "", len(ratings)).format(
                    rating=f"{ratings[-1]:.0f}"
                )
            )
        else:
            self.setToolTip("")
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 200)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        inks = chart_inks()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_small_font(self.font(), 8.5))
        metrics = painter.fontMetrics()
        left = metrics.horizontalAdvance("0000") + 12
        plot = QRectF(left, 10, self.width() - left - 12, self.height() - 20 - metrics.height())
        if not self._ratings:
            painter.setPen(inks.muted)
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No rated games yet")
            )
            return
        points = [self._baseline, *self._ratings]
        low, high = min(points), max(points)
        pad = max(20.0, (high - low) * 0.15)
        low, high = low - pad, high + pad
        step = _nice_step((high - low) / 4)
        first = (low // step + 1) * step

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        def x_of(index: int) -> float:
            return plot.left() + plot.width() * index / max(1, len(points) - 1)

        tick = first
        while tick < high:
            y = y_of(tick)
            painter.setPen(QPen(inks.grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(inks.muted)
            label = QRectF(0, y - metrics.height() / 2, left - 6, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{tick:.0f}")  # fmt: skip
            tick += step
        painter.setPen(QPen(inks.muted, 1, Qt.PenStyle.DashLine))
        base_y = y_of(self._baseline)
        painter.drawLine(QPointF(plot.left(), base_y), QPointF(plot.right(), base_y))

        line = QPainterPath(QPointF(x_of(0), y_of(points[0])))
        for index, value in enumerate(points[1:], start=1):
            line.lineTo(x_of(index), y_of(value))
        area = QPainterPath(line)
        area.lineTo(x_of(len(points) - 1), plot.bottom())
        area.lineTo(x_of(0), plot.bottom())
        area.closeSubpath()
        painter.fillPath(area, inks.fill)
        painter.setPen(QPen(inks.line, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))  # fmt: skip
        painter.drawPath(line)
        if len(points) <= 40:
            painter.setBrush(inks.line)
            for index, value in enumerate(points):
                painter.drawEllipse(QPointF(x_of(index), y_of(value)), 2.6, 2.6)
        painter.setPen(inks.muted)
        axis = QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height())
        painter.drawText(axis, Qt.AlignmentFlag.AlignLeft, self.tr("first game"))
        painter.drawText(
            axis,
            Qt.AlignmentFlag.AlignRight,
            self.tr("game {number}").format(number=len(points) - 1),
        )


def _nice_step(raw: float) -> float:
    """A round grid step (1, 2 or 5 times a power of ten) near ``raw``."""
    magnitude = 10 ** len(str(int(max(raw, 1)))) / 10
    for factor in (1, 2, 5, 10):
        if raw <= factor * magnitude:
            return float(factor * magnitude)
    return float(10 * magnitude)


@dataclass(frozen=True, slots=True)
class Bar:
    """One opponent's bar: its label, and the games, wins and draws against it."""

    label: str
    games: int
    wins: int
    draws: int


class VersusChart(QWidget):
    """Horizontal bars per opponent: games played, with the wins (and draws) filled in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[Bar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Wins against each opponent"))

    def set_bars(self, bars: Sequence[Bar]) -> None:
        """Show ``bars``, top to bottom."""
        self._bars = list(bars)
        self.setToolTip(
            "\n".join(
                self.tr("{opponent}: {wins} won, {draws} drawn of {games}").format(
                    opponent=b.label, wins=b.wins, draws=b.draws, games=b.games
                )
                for b in bars
            )
        )
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        z = pal.ZOOM / 100
        return QSize(round(360 * z), round(max(120, 30 * len(self._bars) + 40) * z))

    def minimumSizeHint(self) -> QSize:
        z = pal.ZOOM / 100
        return QSize(round(220 * z), round(max(90, 24 * len(self._bars) + 30) * z))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        inks = chart_inks()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_small_font(self.font(), 9))
        metrics = painter.fontMetrics()
        if not self._bars:
            painter.setPen(inks.muted)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            return
        label_width = max(metrics.horizontalAdvance(b.label) for b in self._bars) + 12
        of = self.tr("{wins} of {games}")
        count_width = metrics.horizontalAdvance(of.format(wins=999, games=999)) + 10
        legend_height = metrics.height() + 8
        top = 6.0
        available = self.height() - top - legend_height
        row = min(max(30.0, metrics.height() * 1.6), available / len(self._bars))
        bar_height = max(8.0, row * 0.58)
        most = max(b.games for b in self._bars) or 1
        track = self.width() - label_width - count_width - 8
        for index, bar in enumerate(self._bars):
            y = top + index * row
            centre = y + row / 2
            painter.setPen(inks.ink)
            painter.drawText(QRectF(0, y, label_width - 8, row),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             bar.label)  # fmt: skip
            x = float(label_width)
            full = track * bar.games / most
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(inks.games)
            painter.drawRoundedRect(QRectF(x, centre - bar_height / 2, full, bar_height), 3, 3)
            won = track * bar.wins / most
            drawn = track * bar.draws / most
            painter.setBrush(inks.wins)
            painter.drawRoundedRect(QRectF(x, centre - bar_height / 2, won, bar_height), 3, 3)
            painter.setBrush(inks.draws)
            painter.drawRect(QRectF(x + won, centre - bar_height / 2, drawn, bar_height))
            painter.setPen(inks.muted)
            painter.drawText(QRectF(x + full + 6, y, count_width, row),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             of.format(wins=bar.wins, games=bar.games))  # fmt: skip
        legend_y = min(self.height() - legend_height, top + len(self._bars) * row + 6) + 4
        colours = (inks.wins, inks.draws, inks.games)
        for colour, (text, x, _end) in zip(colours, self.legend_entries(), strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, legend_y + 3, 10, 10), 2, 2)
            painter.setPen(inks.muted)
            painter.drawText(QPointF(x + 14, legend_y + metrics.ascent()), text)

    def legend_entries(self) -> list[tuple[str, float, float]]:
        """The legend's words (won, drawn, lost), each with where its entry (swatch and word)
        starts and ends: under the bars, moved left as far as needed for the last word to end
        within the chart (a language with longer words, or a long opponent's name, pushed
        "lost" off its edge)."""
        metrics = QFontMetrics(_small_font(self.font(), 9))
        label_width = max((metrics.horizontalAdvance(b.label) for b in self._bars), default=0) + 12
        texts = [self.tr("won"), self.tr("drawn"), self.tr("lost")]
        widths = [14 + metrics.horizontalAdvance(text) for text in texts]
        needed = sum(widths) + 16 * (len(texts) - 1)
        x = max(0.0, min(float(label_width), self.width() - needed - 2.0))
        entries = []
        for text, width in zip(texts, widths, strict=True):
            entries.append((text, x, x + width))
            x += width + 16
        return entries

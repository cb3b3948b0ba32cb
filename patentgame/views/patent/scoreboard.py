"""`Scoreboard`: a plaque per player with money as coins, stock as certificates, patents, the
distance to the goal and the score, painted from :class:`PlayerTableModel`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from patentgame.controller.patent.player_table_model import PlayerRow, PlayerTableModel
from patentgame.views import palette as pal
from patentgame.views.painting import paint_coin, paint_owner_mark, paint_stock

MarkOf = Callable[[int], tuple[int, str]]


#: Seconds a floating text (money earned, a purchase) rises, at the usual animation speed.
FLOAT_SECONDS = 1.6
#: Texts for one plaque that arrive within this many seconds float together, one line each.
TOGETHER_SECONDS = 0.4


class _Float:
    """Lines rising together from one plaque (what one action earned: "+$6 +1 stock",
    "bought O")."""

    __slots__ = ("lines", "seat", "start")

    def __init__(self, seat: int, start: float) -> None:
        self.seat = seat
        self.start = start
        self.lines: list[tuple[str, QColor]] = []


class Scoreboard(QWidget):
    """The players' plaques along the top of the table."""

    def __init__(
        self,
        model: PlayerTableModel,
        mark_of: MarkOf,
        goal_of: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._mark_of = mark_of
        self._goal_of = goal_of
        self._floats: list[_Float] = []
        #: Seconds a floating text rises (the animation speed setting shortens it).
        self.float_seconds = FLOAT_SECONDS
        self._timer = QTimer(self)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._tick)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(74)
        self.setMouseTracking(True)
        self._pointer: QPointF | None = None
        #: Plaques one under the other (in the column beside the table), not side by side.
        self.stacked = False
        for signal in (model.dataChanged, model.modelReset):
            signal.connect(self.update)
            signal.connect(self._update_tooltip)

    def sizeHint(self) -> QSize:
        return QSize(800, 84)

    def float_text(self, seat: int, text: str, colour: QColor | None = None) -> None:
        """Show ``text`` rising inside ``seat``'s plaque for a moment (money earned, royalties).

        Texts that come together (a word's money, then its purchase) rise together as lines of
        one block; a later text waits until the block before it has gone, so texts never
        cover each other, and each stays inside its plaque.
        """
        now = time.monotonic()
        mine = [f for f in self._floats if f.seat == seat]
        last = mine[-1] if mine else None
        if last is not None and last.start + TOGETHER_SECONDS >= now and len(last.lines) < 2:
            last.lines.append((text, colour or pal.GOLD))
        else:
            start = max([now, *(f.start + self.float_seconds for f in mine)])
            block = _Float(seat, start)
            block.lines.append((text, colour or pal.GOLD))
            self._floats.append(block)
        self._timer.start()
        self.update()

    def float_boxes(self, now: float | None = None) -> list[tuple[int, QRectF, float]]:
        """Where each rising block is drawn now: (seat, box, opacity); blocks not yet begun
        are left out."""
        now = time.monotonic() if now is None else now
        boxes = []
        for block in self._floats:
            if not block.start <= now < block.start + self.float_seconds:
                continue  # not begun, or gone (the next block may begin in its place)
            age = min(1.0, (now - block.start) / self.float_seconds)
            plaque = self.float_area(block.seat)
            size = self._float_size(block, plaque)
            height = min(plaque.height(), len(block.lines) * size * 1.25)
            room = plaque.height() - height
            top = plaque.top() + room * (0.8 - 0.7 * age)
            boxes.append((block.seat, QRectF(plaque.left(), top, plaque.width(), height), age))
        return boxes

    def name_rect(self, seat: int) -> QRectF:
        """Where ``seat``'s plaque shows the name and the line under it ("to play")."""
        rect = self.plaque_rect(seat)
        return QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.5 + 4)

    def float_area(self, seat: int) -> QRectF:
        """Where texts rise in ``seat``'s plaque: under the name, which stays readable (a
        royalty rising over it hid whose it was)."""
        rect = self.plaque_rect(seat)
        top = self.name_rect(seat).bottom()
        return QRectF(rect.left() + 6, top, rect.width() - 12, max(8.0, rect.bottom() - 4 - top))

    def _float_size(self, block: _Float, plaque: QRectF) -> float:
        """The font size of a block: large, but every line fits across and all fit down."""
        size = min(plaque.height() * 0.32, plaque.height() / (1.25 * len(block.lines)))
        metrics = QFontMetricsF(pal.ui_font(size, bold=True))
        widest = max(metrics.horizontalAdvance(text) for text, _ in block.lines)
        if widest > plaque.width():
            size *= plaque.width() / widest
        return size

    def set_animation_speed(self, factor: float) -> None:
        """Float texts ``factor`` times as fast as usual (the animation speed setting)."""
        self.float_seconds = FLOAT_SECONDS / factor

    def clear_effects(self) -> None:
        """Drop floating texts at once (a screenshot wants the table at rest)."""
        self._floats.clear()
        self.update()

    def _tick(self) -> None:
        now = time.monotonic()
        self._floats = [f for f in self._floats if now - f.start < self.float_seconds]
        if not self._floats:
            self._timer.stop()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # The tooltip follows the plaque under the pointer. (Overriding event() for ToolTip
        # events instead would make PySide look up every event class at start.)
        self._pointer = event.position()
        self._update_tooltip()
        super().mouseMoveEvent(event)

    def _update_tooltip(self) -> None:
        pointer = self._pointer
        text = self.tooltip_at(pointer) if pointer is not None else ""
        if text != self.toolTip():
            self.setToolTip(text)
            if pointer is not None and QToolTip.isVisible():
                QToolTip.showText(self.mapToGlobal(pointer.toPoint()), text, self)

    def tooltip_at(self, point: QPointF) -> str:
        """What the plaque at ``point`` says in full, or "" between plaques."""
        for row in self._model.rows():
            if self.plaque_rect(row.seat).contains(point):
                if row.to_goal <= 0:
                    text = self.tr(
                        "{name}: ${money} money, {stock} stock, patents {patents} worth ${value} "
                        "(reached the goal). Score {score}."
                    )
                else:
                    text = self.tr(
                        "{name}: ${money} money, {stock} stock, patents {patents} worth ${value} "
                        "(${to_goal} to the goal). Score {score}."
                    )
                return text.format(
                    name=row.name,
                    money=row.money,
                    stock=row.stock,
                    patents=row.patents or self.tr("none"),
                    value=row.patent_value,
                    to_goal=row.to_goal,
                    score=row.score,
                )
        return ""

    def plaque_rect(self, seat: int) -> QRectF:
        count = max(1, self._model.rowCount())
        gap = 10.0
        if self.stacked:
            height = (self.height() - gap * (count - 1)) / count
            return QRectF(0, seat * (height + gap), self.width(), height)
        width = (self.width() - gap * (count + 1)) / count
        return QRectF(gap + seat * (width + gap), 4, width, self.height() - 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        goal = max(1, self._goal_of())
        for row in self._model.rows():
            self._paint_plaque(painter, self.plaque_rect(row.seat), row, goal)
        now = time.monotonic()
        rising = [b for b in self._floats if b.start <= now < b.start + self.float_seconds]
        for block, (_seat, box, age) in zip(rising, self.float_boxes(now), strict=True):
            painter.setOpacity(max(0.0, 1.0 - age**2))
            size = self._float_size(block, self.float_area(block.seat))
            painter.setFont(pal.ui_font(size, bold=True))
            line_height = box.height() / len(block.lines)
            # A dark ground under the lines (as wide as they are): they pass over the money
            # and the stock.
            widest = max(painter.fontMetrics().horizontalAdvance(t) for t, _ in block.lines)
            ground = QRectF(box)
            ground.setWidth(min(box.width(), widest + 16))
            ground.moveCenter(box.center())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(8, 14, 10, 210))
            painter.drawRoundedRect(ground, 6, 6)
            for index, (text, colour) in enumerate(block.lines):
                line = QRectF(box.left(), box.top() + index * line_height, box.width(), line_height)
                painter.setPen(QColor(0, 0, 0, 200))
                painter.drawText(line.translated(1, 1), Qt.AlignmentFlag.AlignCenter, text)
                painter.setPen(colour)
                painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)
        painter.setOpacity(1)
        painter.end()

    def _paint_plaque(self, painter: QPainter, rect: QRectF, row: PlayerRow, goal: int) -> None:
        """One player's plaque. Narrow plaques (five players on a small window) drop captions."""
        colour_index, initial = self._mark_of(row.seat)
        colour = pal.seat_colour(colour_index)
        compact = rect.width() < 215
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(20, 30, 24, 215))
        gradient.setColorAt(1, QColor(8, 14, 10, 215))
        edge = QPen(pal.GOLD, 2.5) if row.is_current else QPen(QColor(255, 255, 255, 40), 1)
        painter.setPen(edge)
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 10, 10)
        painter.fillRect(QRectF(rect.left() + 8, rect.top(), rect.width() - 16, 4), colour)
        h = rect.height()
        mark_r = h * (0.14 if compact else 0.2)
        centre = QPointF(rect.left() + 8 + mark_r, rect.top() + 10 + mark_r)
        paint_owner_mark(painter, centre, mark_r, colour_index, initial)
        # the score, right; its width decides how much room the name has
        painter.setFont(pal.ui_font(h * (0.25 if compact else 0.32), bold=True))
        score_text = str(row.score)
        score_width = painter.fontMetrics().horizontalAdvance(score_text)
        score_box = QRectF(rect.right() - score_width - 10, rect.top() + 4, score_width, h * 0.5)
        painter.setPen(pal.TEXT_ON_FELT)
        painter.drawText(score_box, Qt.AlignmentFlag.AlignCenter, score_text)
        right = score_box.left() - 6
        if not compact:
            painter.setFont(pal.ui_font(max(10.0, h * 0.12)))
            score_word = self.tr("score")
            caption = painter.fontMetrics().horizontalAdvance(score_word)
            painter.setPen(pal.MUTED_ON_FELT)
            painter.drawText(
                QRectF(right - caption, score_box.top() + h * 0.06, caption, score_box.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                score_word,
            )
            right -= caption + 6
        left = rect.left() + 12 + 2 * mark_r
        name_box = QRectF(left, rect.top() + 6, max(10.0, right - left), h * 0.3)
        painter.setFont(pal.ui_font(h * (0.17 if compact else 0.2), bold=True))
        painter.setPen(pal.TEXT_ON_FELT)
        name = row.name + (" ★" if row.is_winner else "")
        metrics = painter.fontMetrics()
        name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(name_box.width()))
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(pal.ui_font(max(10.0, h * 0.13)))
        painter.setPen(pal.MUTED_ON_FELT)
        who = self.tr("person") if row.kind == "human" else self.tr("computer")
        if row.is_current:
            who = self.tr("to play") if row.kind == "human" else self.tr("computer, playing")
        sub = QRectF(name_box.left(), name_box.bottom() - 2, name_box.width(), h * 0.2)
        who = painter.fontMetrics().elidedText(who, Qt.TextElideMode.ElideRight, int(sub.width()))
        painter.drawText(sub, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, who)
        # money and stock, bottom-left
        y = rect.bottom() - h * 0.2
        x = rect.left() + 12
        coin_r = h * 0.11
        paint_coin(painter, QPointF(x + coin_r, y), coin_r)
        painter.setFont(pal.ui_font(h * 0.17, bold=True))
        painter.setPen(pal.GOLD)
        money = f"${row.money}"
        money_box = QRectF(x + 2 * coin_r + 4, y - h * 0.12, rect.width() * 0.3, h * 0.24)
        painter.drawText(
            money_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, money
        )
        x = money_box.left() + painter.fontMetrics().horizontalAdvance(money) + 10
        paint_stock(painter, QRectF(x, y - h * 0.09, h * 0.26, h * 0.18))
        painter.setPen(QColor("#bfe3b4"))
        stock_box = QRectF(x + h * 0.3, y - h * 0.12, rect.width() * 0.2, h * 0.24)
        painter.drawText(
            stock_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(row.stock)
        )
        # patents: their value toward the goal, as a bar
        x = stock_box.left() + painter.fontMetrics().horizontalAdvance(str(row.stock)) + 12
        if compact:  # the bar runs along the bottom edge; the value sits beside the stock
            bar = QRectF(rect.left() + 10, rect.bottom() - 8, rect.width() - 20, 4)
        else:
            bar = QRectF(x, y - h * 0.05, max(10.0, rect.right() - 12 - x), h * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
        filled = QRectF(bar)
        filled.setWidth(bar.width() * min(1.0, row.patent_value / goal))
        painter.setBrush(colour)
        painter.drawRoundedRect(filled, bar.height() / 2, bar.height() / 2)
        painter.setFont(pal.ui_font(max(10.0, h * 0.12)))
        painter.setPen(pal.MUTED_ON_FELT)
        metrics = painter.fontMetrics()
        if compact:
            value = QRectF(x, y - h * 0.12, max(10.0, rect.right() - 8 - x), h * 0.24)
            text = metrics.elidedText(
                f"${row.patent_value}/{goal}", Qt.TextElideMode.ElideRight, int(value.width())
            )
            painter.drawText(
                value, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text
            )
            return
        line = QRectF(bar.left(), bar.top() - h * 0.2, bar.width(), h * 0.18)
        label = self.tr("patents {letters}  ${value}").format(
            letters=row.patents or "-", value=row.patent_value
        )
        goal_text = (
            self.tr("goal reached")
            if row.to_goal <= 0
            else self.tr("${to_goal} to goal").format(to_goal=row.to_goal)
        )
        goal_width = metrics.horizontalAdvance(goal_text) + 6
        painter.drawText(
            line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, goal_text
        )
        line = line.adjusted(0, 0, -goal_width, 0)
        painter.drawText(
            line,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(label, Qt.TextElideMode.ElideMiddle, int(line.width())),
        )

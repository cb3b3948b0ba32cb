"""`MotionLayer`: a see-through layer over the table where cards, coins and patents move.

The layer lets every mouse event through to the table beneath and never takes the keyboard, so
a flight never stands between a person and their next move. Each flight is a
``QVariantAnimation`` from 0 to 1 that the layer paints at its current value; when the last one
ends the layer hides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

#: No flight lasts longer than this many milliseconds, whatever the animation speed.
LONGEST_MS = 400
#: A flight's length at the normal animation speed.
NORMAL_MS = 300

#: Paints a flight's picture: (painter, where, progress 0..1).
Draw = Callable[[QPainter, QRectF, float], None]


def flight_ms(speed: float, delay_ms: int = 0) -> int:
    """The milliseconds a flight lasts at animation ``speed`` (2.0 twice as fast), its delay
    (a card leaving after the one before it) included: never more than :data:`LONGEST_MS`."""
    return max(1, min(LONGEST_MS - delay_ms, round(NORMAL_MS / max(speed, 0.1))))


@dataclass
class Flight:
    """One picture moving from ``start`` to ``end`` (rects in the layer's coordinates).

    ``delay`` is the part of the flight (0..1) spent waiting at the start, so the cards of one
    hand leave one after another within the same animation.
    """

    start: QRectF
    end: QRectF
    draw: Draw
    delay: float = 0.0
    progress: float = 0.0
    animation: QVariantAnimation | None = None

    def rect(self) -> QRectF:
        """Where the picture is now."""
        t = 0.0 if self.progress <= self.delay else (self.progress - self.delay) / (1 - self.delay)
        eased = QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(t)
        a, b = self.start, self.end
        return QRectF(
            a.left() + (b.left() - a.left()) * eased,
            a.top() + (b.top() - a.top()) * eased,
            a.width() + (b.width() - a.width()) * eased,
            a.height() + (b.height() - a.height()) * eased,
        )

    def stage(self) -> float:
        """How far the picture is along its own way (0 while it waits to leave)."""
        if self.progress <= self.delay:
            return 0.0
        return (self.progress - self.delay) / (1 - self.delay)


class MotionLayer(QWidget):
    """The layer of moving pictures over ``table`` (it follows the table's size)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Moving cards"))
        self.flights: list[Flight] = []
        #: The animation speed (a factor; the settings' animation speed).
        self.speed = 1.0
        #: Reduced motion: no flight starts at all.
        self.still = False
        #: Every flight's length in milliseconds, since the layer was made (for the tests).
        self.lengths: list[int] = []
        #: How many flights landed early because the next action came first (for the tests).
        self.cut_short = 0
        self.hide()

    @property
    def moving(self) -> bool:
        """Whether a flight is under way."""
        return bool(self.flights)

    def fly(self, start: QRectF, end: QRectF, draw: Draw, *, delay: float = 0.0) -> bool:
        """Move a picture from ``start`` to ``end``; False (nothing moves) under reduced motion
        or with nowhere to go."""
        if self.still or start.isEmpty() or end.isEmpty():
            return False
        flight = Flight(start, end, draw, delay=min(0.6, max(0.0, delay)))
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        length = flight_ms(self.speed)
        animation.setDuration(length)
        self.lengths.append(length)
        animation.valueChanged.connect(lambda value, f=flight: self._advance(f, float(value)))
        animation.finished.connect(lambda f=flight: self._land(f))
        flight.animation = animation
        self.flights.append(flight)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return True

    def settle(self) -> None:
        """End every flight now (a new game, a picture of the table)."""
        for flight in list(self.flights):
            if flight.animation is not None:
                flight.animation.stop()
            self._land(flight)

    def hurry(self) -> None:
        """Land every flight still in the air: the next action has begun, and its pictures
        move alone (at instant computer pace flights would otherwise pile up)."""
        self.cut_short += len(self.flights)
        self.settle()

    def _advance(self, flight: Flight, value: float) -> None:
        before = flight.rect()
        flight.progress = value
        self._repaint(before.united(flight.rect()))

    def _land(self, flight: Flight) -> None:
        if flight in self.flights:
            self.flights.remove(flight)
            self._repaint(flight.rect())
        if not self.flights:
            self.hide()

    def _repaint(self, area: QRectF) -> None:
        """Paint again only where a picture was or is (and its shadow): the table under the
        rest of the layer is not painted again, frame after frame."""
        pad = max(8.0, area.height() * 0.3)
        self.update(area.adjusted(-pad, -pad, pad, pad).toAlignedRect())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for flight in self.flights:
            painter.save()
            flight.draw(painter, flight.rect(), flight.stage())
            painter.restore()
        painter.end()


def centre_square(rect: QRectF, side: float) -> QRectF:
    """A square of ``side`` centred in ``rect``."""
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    return square


def point_rect(point: QPointF, width: float, height: float) -> QRectF:
    """A ``width`` x ``height`` rect centred on ``point``."""
    rect = QRectF(0, 0, width, height)
    rect.moveCenter(point)
    return rect

"""`DieView`: BuyWord's die on the felt, showing the round's face.

The die has faces 2, 3, 4 and 5 and two faces marked "choice" (a star: the leader names 2 to 5).
A throw tumbles for a moment through random faces before it settles, unless the person asked
for reduced motion, when it shows the face at once.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from patentgame.model.buyword.die import CHOICE, FACES
from patentgame.views import palette as pal

#: Pip positions of each count on a 3x3 grid (column, row).
_PIPS = {
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
}
#: How long a throw tumbles, and how often its face changes meanwhile (ms).
TUMBLE_MS, TUMBLE_STEP_MS = 560, 70


class DieView(QWidget):
    """The die: no face before the first throw of a round, then the face thrown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: int | None = None
        self.chosen = 0
        self._shown: int | None = None
        self._left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(TUMBLE_STEP_MS)
        self._timer.timeout.connect(self._tumble)
        self._rng = random.Random()
        self.speed = 1.0
        self.setFixedSize(64, 64)
        self.setAccessibleName(self.tr("The die"))

    def sizeHint(self) -> QSize:
        return QSize(64, 64)

    @property
    def tumbling(self) -> bool:
        return self._timer.isActive()

    def show_face(self, face: int | None, chosen: int = 0) -> None:
        """Show ``face`` at rest (``None``: not thrown yet); ``chosen`` is the count named on
        a choice face."""
        if self.tumbling:
            self.face, self.chosen = face, chosen
            return
        self.face, self.chosen, self._shown = face, chosen, face
        self._describe()
        self.update()

    def throw(self, face: int, *, reduced_motion: bool) -> None:
        """A throw that lands on ``face``: tumbling first, unless motion is reduced."""
        self.face, self.chosen = face, 0
        if reduced_motion:
            self.settle()
            return
        self._left = int(TUMBLE_MS / max(0.25, self.speed))
        self._timer.start()
        self._tumble()

    def settle(self) -> None:
        """Stop tumbling and show the face thrown."""
        self._timer.stop()
        self._shown = self.face
        self._describe()
        self.update()

    def _tumble(self) -> None:
        self._left -= TUMBLE_STEP_MS
        if self._left <= 0:
            self.settle()
            return
        self._shown = self._rng.choice(FACES)
        self.update()

    def _describe(self) -> None:
        if self.face is None:
            text = self.tr("The die: not thrown yet this round")
        elif self.face == CHOICE:
            text = (
                self.tr("The die shows CHOICE; %n tiles named", "", self.chosen)
                if self.chosen
                else self.tr("The die shows CHOICE")
            )
        else:
            text = self.tr("The die shows %n", "", self.face)
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(5, 5, -5, -5)
        radius = rect.width() * 0.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, pal.CARD_FACE_TOP)
        gradient.setColorAt(1, pal.CARD_FACE_BOTTOM)
        painter.setBrush(gradient)
        painter.setPen(QPen(pal.CARD_EDGE, 1.4))
        painter.drawRoundedRect(rect, radius, radius)
        shown = self._shown
        if shown is None:
            painter.setPen(pal.CARD_EDGE)
            painter.setFont(pal.letter_font(rect.width() * 0.45))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        elif shown == CHOICE:
            painter.setPen(pal.GOLD_DARK)
            painter.setFont(pal.letter_font(rect.width() * (0.42 if self.chosen else 0.55)))
            text = f"\u2605{self.chosen}" if self.chosen and not self.tumbling else "\u2605"
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pal.PATENT_INK)
            cell = rect.width() / 3
            dot = rect.width() * 0.09
            for column, row in _PIPS[shown]:
                centre = QPointF(
                    rect.left() + cell * (column + 0.5), rect.top() + cell * (row + 0.5)
                )
                painter.drawEllipse(centre, dot, dot)
        painter.end()

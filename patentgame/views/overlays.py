"""Things laid over the whole table: the hot-seat hand-over screen and short announcements."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsOpacityEffect,
    QLabel,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.model.seats import said_of
from patentgame.views import palette as pal
from patentgame.views.in_view import ViewFollower
from patentgame.views.painting import paint_owner_mark

#: Milliseconds an announcement takes to fade out, at the usual animation speed.
FADE_MS = 600
#: Milliseconds a new hand-over screen takes neither keys nor clicks: an Enter meant for the
#: challenge bar, pressed just as its countdown ends, must not show the next person's hand.
HANDOVER_GUARD_MS = 800


class HandoverScreen(QWidget):
    """A full, opaque screen: "Pass to Anna". Nothing of the table shows through it.

    It needs a deliberate action: for :data:`HANDOVER_GUARD_MS` after it appears its button is
    greyed and every key is swallowed, and a key held down (auto-repeat) never confirms.

    Signals:
        confirmed(seat): the person at ``seat`` is ready to see their hand.
    """

    confirmed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent
        self.seat = -1
        self._colour = 0
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        #: The room of the owner's mark, painted above the title (sized by _restyle).
        self._mark_room = QSpacerItem(0, 0)
        layout.addItem(self._mark_room)
        self._title = QLabel(self)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A long name in a long language at 200 % wraps rather than run past the window.
        self._title.setWordWrap(True)
        self._hint = QLabel(self)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        #: Keeps the words and the button in the part of the table the window shows.
        self._view = ViewFollower(self)
        self.button = QPushButton(self)
        self.button.setObjectName("primary")
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        layout.addWidget(self._title)
        layout.addSpacing(8)
        layout.addWidget(self._hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)
        self._restyle()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.setInterval(HANDOVER_GUARD_MS)
        self._guard.timeout.connect(self._take_input)
        self.hide()

    def _restyle(self) -> None:
        """The title, the hint and the mark at the zoom of View > Zoom (they kept 100 %'s
        sizes at 200 %, beside a button that grew). The title and the mark grow up to 150 %:
        larger, they left the hint and the button no room in a laptop's window."""
        self._title.setStyleSheet(
            f"color: {pal.TEXT_ON_FELT.name()}; font-size: {round(self._grown(34))}px;"
            " font-weight: bold;"
        )
        self._mark_room.changeSize(0, round(2 * self._grown(34) + 8))
        self._mark_room.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        self._hint.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: {round(pal.zoomed(16))}px;"
        )

    @staticmethod
    def _grown(pixels: float) -> float:
        """``pixels`` at the zoom, at most 150 %."""
        return pixels * min(pal.ZOOM, 150) / 100

    def _follow_the_view(self) -> None:
        """Lay the mark, words and button out in the part of the table the window shows."""
        self._view.follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._follow_the_view()

    def changeEvent(self, event: QEvent) -> None:
        """A new zoom (the application's font changes with it) while the screen is up."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._restyle()

    @property
    def ready(self) -> bool:
        """Whether the screen takes the person's answer (its first moment has passed)."""
        return self.button.isEnabled()

    def _take_input(self) -> None:
        self.button.setEnabled(True)
        if self.isVisible():
            self.setFocus()

    def ask(self, seat: int, name: str, colour: int, reason: str = "", button: str = "") -> None:
        """Cover the table and wait for ``name`` (``button``: the family's own words for
        showing what is hidden, "show my tiles" at a board game)."""
        self.seat, self._name, self._colour = seat, name, colour
        self._title.setText(said_of(name, self.tr("Your turn"), self.tr("Pass to {name}")))
        self._hint.setText(
            reason
            or said_of(
                name,
                self.tr("Only you should look now. The other hands stay hidden until their turn."),
                self.tr(
                    "Only {name} should look now. The other hands stay hidden until their turn."
                ),
            )
        )
        self.button.setText(
            button
            or said_of(
                name,
                self.tr("Show my cards  (Enter)"),
                self.tr("I am {name}: show my cards  (Enter)"),
            )
        )
        self.button.setEnabled(False)
        self._guard.start()
        self._restyle()
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self._follow_the_view()
        # The window may scroll the table once more as it lays it out (its pieces first).
        QTimer.singleShot(0, self, self._follow_the_view)

    def _confirm(self) -> None:
        if self.isVisible() and self.ready:
            self.hide()
            self.confirmed.emit(self.seat)

    def setVisible(self, visible: bool) -> None:
        """Hidden, the screen gives the keyboard back to the table it covered first: a screen
        that hid with the focus made Qt pass the focus on, and the window's scroll area then
        scrolled the table to show it (at 200 % on a laptop the rack went half off the top)."""
        focus = QApplication.focusWidget()
        if not visible and focus is not None and (focus is self or self.isAncestorOf(focus)):
            self._host.setFocus(Qt.FocusReason.OtherFocusReason)
        super().setVisible(visible)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():
                self._confirm()
            return
        event.accept()  # every other key stays here: nothing reaches the table underneath

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seen = self._view.seen
        gradient = QRadialGradient(seen.center().toPointF(), max(seen.width(), seen.height()) * 0.7)
        gradient.setColorAt(0, pal.FELT_CENTRE.darker(120))
        gradient.setColorAt(1, pal.FELT_EDGE.darker(160))
        painter.fillRect(self.rect(), gradient)
        room = self._mark_room.geometry()
        radius = self._grown(34.0)
        paint_owner_mark(
            painter,
            QPointF(self._title.geometry().center().x(), room.bottom() - 8 - radius),
            radius,
            self._colour,
            self._name[:1],
        )
        painter.end()


class Toast(QLabel):
    """A short announcement that fades away by itself (a verdict, a purchase, a penalty)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._restyle()
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.finished.connect(self._faded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        #: Milliseconds the fade takes (the animation speed setting shortens it).
        self.fade_ms = FADE_MS
        self.hide()

    def _restyle(self) -> None:
        """Its text at the zoom of View > Zoom."""
        size, high, wide = (round(pal.zoomed(pixels)) for pixels in (17, 12, 22))
        self.setStyleSheet(
            "QLabel { background: rgba(12, 20, 15, 225); color: #f5f0e1;"
            f" font-size: {size}px; border: 2px solid #f2c14e;"
            f" border-radius: 14px; padding: {high}px {wide}px; }}"
        )

    def set_animation_speed(self, factor: float) -> None:
        """Fade ``factor`` times as fast as usual; the text stays as long (it carries news)."""
        self.fade_ms = int(FADE_MS / factor)

    def announce(self, text: str, seconds: float = 3.0) -> None:
        """Show ``text`` centred on the table for about ``seconds``."""
        self.setText(text)
        self._restyle()
        parent = self._host
        width = min(round(pal.zoomed(620)), parent.width() - 80)
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, int(parent.height() * 0.36))
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.show()
        self.raise_()
        self._timer.start(int(seconds * 1000))

    def _start_fade(self) -> None:
        self._fade.setDuration(self.fade_ms)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        if self._effect.opacity() <= 0.01:
            self.hide()


def paint_ribbon(painter: QPainter, rect: QRectF, text: str) -> None:
    """The final-round ribbon: red with gold edges."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pal.GOLD)
    painter.setBrush(QColor("#9b1c1c"))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setFont(pal.ui_font(rect.height() * 0.5, bold=True))
    painter.setPen(QColor("#fff4d6"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()

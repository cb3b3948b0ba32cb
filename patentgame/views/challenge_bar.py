"""`ChallengeBar`: the question "challenge this word?" as a bar on the table, not a dialog.

After a play open to challenges, the people at the table answer in a bar where the table's
buttons usually are: a Challenge button for each person asked (one, labelled with its key, when
one person plays alone), Accept, and a short countdown that accepts by itself, so a game against
computers never waits on a window the person did not ask for. The countdown's length is a
setting (0: no countdown, the bar waits). When a verdict must be seen before the device goes to
the next person (hot-seat), the same bar holds the single button that hands it over.

It is the same for every game of the house: it knows seats and names, not words or rules.
"""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import QElapsedTimer, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from patentgame.model.seats import said_of
from patentgame.views import palette as pal
from patentgame.views.button_lines import line_breaks
from patentgame.views.in_view import Scrolled, bring_into_view, give_view_back

#: Lines the bar may fold into on a narrow column (the board's, at large text): three people
#: who may challenge, the accept button and its countdown, and "Always accept".
BAR_LINES = 4


class Countdown(QWidget):
    """A small ring that empties as the seconds run out, with the seconds left inside."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fraction = 1.0
        self.seconds = 0
        self.setFixedSize(34, 34)

    def sizeHint(self) -> QSize:
        return QSize(34, 34)

    def set_left(self, fraction: float, seconds: int) -> None:
        self.fraction, self.seconds = max(0.0, min(1.0, fraction)), seconds
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 4))
        painter.drawEllipse(ring)
        painter.setPen(QPen(pal.GOLD, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(ring, 90 * 16, int(360 * 16 * self.fraction))
        painter.setPen(pal.TEXT_ON_FELT)
        painter.setFont(pal.ui_font(13, bold=True))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, str(self.seconds))
        painter.end()


class ChallengeBar(QWidget):
    """The challenge question and the verdict's hand-over, in one row of buttons.

    Signals:
        decided(dict): seat -> True (challenge) / False (accept), for every person asked.
        always_accept_changed(bool): the person ticked "accept the computers' words".
        continued(): the verdict was seen; the device may go to the next person.
    """

    decided = Signal(object)
    always_accept_changed = Signal(bool)
    continued = Signal()

    def __init__(self, parent: QWidget | None = None, *, may_wrap: bool = False) -> None:
        """``may_wrap``: the bar may fold its buttons into more lines when its row is short
        (the board's column, the patent table's row of the turn at 200 %); else it keeps
        one line."""
        super().__init__(parent)
        self._may_wrap = may_wrap
        self._responders: list[tuple[int, str]] = []
        self._asking = False
        self._timeout_ms = 0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._tick)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(8)
        self._row.addStretch(1)
        rows.addLayout(self._row)
        # More lines for what the first has no room for (large text in a narrow column); hidden,
        # they take no room.
        self._second_row = QWidget(self)
        more = QVBoxLayout(self._second_row)
        more.setContentsMargins(0, 0, 0, 0)
        more.setSpacing(4)
        self._lines: list[QHBoxLayout] = [self._row]
        for _ in range(BAR_LINES - 1):
            line = QHBoxLayout()
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(8)
            line.addStretch(1)
            line.addStretch(1)
            more.addLayout(line)
            self._lines.append(line)
        rows.addWidget(self._second_row)
        self._second_row.hide()
        #: Each foldable widget of the bar and its line, as last laid (see _fit_rows).
        self._placed: list[tuple[QWidget, int]] = []
        #: Where the table's view was before the bar scrolled it to itself (in_view).
        self._scrolled: Scrolled | None = None
        self.challenge_buttons: dict[int, QPushButton] = {}
        self._buttons_at = 1  # where the challenge buttons go in the row
        self.accept_button = self._button(self.tr("Accept  (Enter)"), "primary")
        self.accept_button.setToolTip(self.tr("The word stands; the game goes on"))
        self.accept_button.clicked.connect(lambda: self._finish(set()))
        self._row.addWidget(self.accept_button)
        self.countdown = Countdown()
        self.countdown.setToolTip(self.tr("Seconds until the word is accepted by itself"))
        self._row.addWidget(self.countdown)
        self.always_accept = QCheckBox(self.tr("Always accept computers' words"))
        self.always_accept.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.always_accept.setToolTip(
            self.tr("Settings > Accept computer players' words turns this off again")
        )
        self._style_always_accept()
        self.always_accept.toggled.connect(self.always_accept_changed)
        self._row.addWidget(self.always_accept)
        self.continue_button = self._button("", "primary")
        self.continue_button.clicked.connect(self._continue)
        self._row.addWidget(self.continue_button)
        self._row.addStretch(1)
        self._show_parts(question=False, verdict=False)

    def _button(self, text: str, name: str = "") -> QPushButton:
        button = QPushButton(text)
        # Tab reaches it; a click leaves the keyboard with the table.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if name:
            button.setObjectName(name)
        return button

    # -- the question -----------------------------------------------------------------------------
    @property
    def asking(self) -> bool:
        """Whether a challenge question is open."""
        return self._asking

    @property
    def showing_verdict(self) -> bool:
        """Whether the bar waits for the verdict to be seen (hot-seat)."""
        return self.continue_button.isVisibleTo(self)

    def ask(
        self,
        responders: list[tuple[int, str]],
        seconds: int,
        *,
        alone: bool,
        offer_always_accept: bool,
    ) -> None:
        """Ask ``responders`` (seat, name); accept by itself after ``seconds`` (0: wait).

        ``alone``: one person answers for themselves (the buttons name keys, not people).
        """
        self.close_question()
        self._responders = list(responders)
        for index, (seat, name) in enumerate(responders):
            if alone:
                text = self.tr("Challenge  (C)")
            else:
                text = said_of(name, self.tr("You challenge"), self.tr("{name} challenges"))
            button = self._button(text)
            button.setToolTip(self.tr("Say the word is not in the word list"))
            button.clicked.connect(lambda _=False, s=seat: self._finish({s}))
            self._row.insertWidget(self._buttons_at + index, button)
            self.challenge_buttons[seat] = button
        self.accept_button.setText(
            self.tr("Accept  (Enter)") if alone else self.tr("Everyone accepts  (Enter)")
        )
        self.always_accept.blockSignals(True)
        self.always_accept.setChecked(False)
        self.always_accept.blockSignals(False)
        self._asking = True
        self._timeout_ms = max(0, seconds) * 1000
        self._show_parts(question=True, verdict=False)
        self.always_accept.setVisible(offer_always_accept)
        self.countdown.setVisible(self._timeout_ms > 0)
        self._fit_rows()
        QTimer.singleShot(0, self, self._come_into_view)
        if self._timeout_ms > 0:
            self._clock.start()
            self._timer.start()
            self._tick()

    def seconds_left(self) -> int:
        """Whole seconds before the question accepts by itself (0 without a countdown)."""
        if not self._asking or self._timeout_ms <= 0:
            return 0
        return -(-max(0, self._timeout_ms - self._clock.elapsed()) // 1000)

    def _tick(self) -> None:
        left = max(0, self._timeout_ms - self._clock.elapsed())
        self.countdown.set_left(left / max(1, self._timeout_ms), -(-left // 1000))
        if left <= 0:
            self._finish(set())

    def _finish(self, challengers: set[int]) -> None:
        if not self._asking:
            return
        decisions = {seat: seat in challengers for seat, _ in self._responders}
        self.close_question()
        self.decided.emit(decisions)
        self._give_view_back_when_idle()

    def challenge(self) -> bool:
        """The key C: the one person asked challenges (False when several are asked)."""
        if self._asking and len(self._responders) == 1:
            self._finish({self._responders[0][0]})
            return True
        return False

    def accept(self) -> bool:
        """Enter: everyone asked accepts."""
        if self._asking:
            self._finish(set())
            return True
        return False

    def close_question(self) -> None:
        """Drop the question (a new game, or the answer was given) without deciding."""
        self._timer.stop()
        self._asking = False
        for button in self.challenge_buttons.values():
            button.hide()
            self._row.removeWidget(button)
            button.deleteLater()
        self.challenge_buttons = {}
        self._responders = []
        self._show_parts(question=False, verdict=self.showing_verdict)

    # -- the verdict ------------------------------------------------------------------------------
    def wait_for(self, button_text: str) -> None:
        """Show one button (``button_text``) that says the verdict was seen."""
        self.close_question()
        self.continue_button.setText(button_text)
        self._show_parts(question=False, verdict=True)
        QTimer.singleShot(0, self, self._come_into_view)

    def _continue(self) -> None:
        if self.showing_verdict:
            self._show_parts(question=False, verdict=False)
            self.continued.emit()
            self._give_view_back_when_idle()

    def clear(self) -> None:
        """Nothing asked, nothing waited for (a game was started or opened)."""
        self.close_question()
        self._show_parts(question=False, verdict=False)
        if self._scrolled is not None:
            self._scrolled.forget()
            self._scrolled = None

    # -- in view ----------------------------------------------------------------------------------
    def _come_into_view(self) -> None:
        """A bar that asks or waits shows whole, in a table scrolled in a small window."""
        if not (self._asking or self.showing_verdict):
            return
        self._scrolled = bring_into_view(self, self._scrolled)

    def _give_view_back_when_idle(self) -> None:
        """Once nothing is asked or waited for, the view goes back where the person had it."""
        if self._asking or self.showing_verdict:
            return
        give_view_back(self._scrolled)
        self._scrolled = None

    def _show_parts(self, *, question: bool, verdict: bool) -> None:
        self.accept_button.setVisible(question)
        self.countdown.setVisible(question and self._timeout_ms > 0)
        if not question:
            self.always_accept.setVisible(False)
        self.continue_button.setVisible(verdict)
        self._second_row.setVisible(False)

    def _style_always_accept(self) -> None:
        """The tick's words at the zoom of View > Zoom (they stayed 13 px at 200 %)."""
        self.always_accept.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: {round(pal.zoomed(13))}px;"
        )

    def changeEvent(self, event: QEvent) -> None:
        """A new zoom (the application's font changes with it)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._style_always_accept()

    def least_width(self) -> int:
        """The narrowest the bar folds into: its widest button (``may_wrap`` bars only)."""
        if not self._may_wrap:
            return self.sizeHint().width()
        parts = (
            *self.challenge_buttons.values(),
            self.accept_button,
            self.countdown,
            self.always_accept,
            self.continue_button,
        )
        return max((w.sizeHint().width() for w in parts if not w.isHidden()), default=0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The challenge buttons, the accept button, the countdown and "Always accept" on one
        line when they fit; else folded, in their order, into the fewest balanced lines that
        hold every button whole (``button_lines``): two people's names and "Everyone accepts"
        at 200 % in the board's column lost words at both ends of each button."""
        if not self._may_wrap:
            return
        folded: list[QWidget] = [
            *self.challenge_buttons.values(),
            *(
                widget
                for widget in (self.accept_button, self.countdown, self.always_accept)
                if not widget.isHidden()
            ),
        ]
        for widget in folded:
            widget.ensurePolished()  # a button just made has not taken the style's font yet
        spacing = self._row.spacing()
        widths = [widget.sizeHint().width() for widget in folded]
        breaks = line_breaks(widths, spacing, self.width(), BAR_LINES)
        line_of = {widget: bisect_right(breaks, index) for index, widget in enumerate(folded)}
        movable: list[QWidget] = [
            *self.challenge_buttons.values(),
            self.accept_button,
            self.countdown,
            self.always_accept,
        ]
        placing = [(widget, line_of.get(widget, 0)) for widget in movable]
        if placing != self._placed:
            for widget, number in placing:  # in their order: each goes last on its line
                for line in self._lines:
                    line.removeWidget(widget)
                into = self._lines[number]
                before = into.indexOf(self.continue_button) if number == 0 else into.count() - 1
                into.insertWidget(before, widget)
            self._placed = placing
        self._second_row.setVisible(bool(breaks))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.showing_verdict:
            self._continue()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            self.accept()
        elif key == Qt.Key.Key_C:
            self.challenge()
        else:
            super().keyPressEvent(event)

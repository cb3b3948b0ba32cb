"""The way Tab walks the patent table, and the rings that show where the keyboard is.

The table itself takes the letters (cards, patents), Enter and Esc, so it comes first; Tab then
goes as the eye goes down the table: the power buttons beside the word, the buttons of the step,
the challenge question's buttons, the log. A button the mouse clicks does not take the keyboard
from the table (``TabFocus``), so typing goes on after a click. Every stop shows a ring: the
buttons and the log by their style sheets (``views/themes.py``), the table by :class:`FocusRing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QWidget

from patentgame.views import palette as pal

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class FocusRing(QWidget):
    """A ring round the table while it has the keyboard (clicks go through it)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.installEventFilter(self)

    @property
    def showing(self) -> bool:
        """Whether the ring is drawn (the table has the keyboard)."""
        return self.table.hasFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.setGeometry(self.table.rect())
            self.raise_()
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            # Only the band of the ring is painted again, not the table under it.
            whole = QRegion(self.rect())
            self.update(whole.subtracted(QRegion(self.rect().adjusted(10, 10, -10, -10))))
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.showing:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(pal.FOCUS, 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(4, 4, -4, -4), 14, 14)
        painter.end()


def set_keyboard_path(table: PatentTable) -> FocusRing:
    """Give ``table``'s buttons and log their places on the Tab path; returns the table's ring."""
    bar = table.challenge_bar
    stops: list[QWidget] = [
        table.s_button,
        table.y_button,
        table.word_switch,
        *table.buttons.action_row(),
        table.take_back_button,
        bar.accept_button,
        *bar.challenge_buttons.values(),
        bar.continue_button,
        bar.always_accept,
        table.log_tab,
        table.log,
    ]
    for widget in stops:
        widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    previous: QWidget = table
    for widget in dict.fromkeys(stops):
        QWidget.setTabOrder(previous, widget)
        previous = widget
    return FocusRing(table)

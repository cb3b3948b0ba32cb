"""Screen readers at the table: game events said aloud, and the players in words.

Each engine event the log tells in a sentence is also announced: through
``QAccessibleAnnouncementEvent`` (Qt 6.8 and later; a screen reader speaks it without moving the
focus), and on a "live region": a label in the status bar whose text and accessible name change
with the news, which readers without announcements follow as a name change. The sentences of one
burst of events (a play, its royalties, its refill) are announced together, in order, once the
burst is over, so a blind player hears "Ada played HOARIER for $6 and 1 stock. You receive $1
royalty for E." as one piece of news.

The painted parts of the table that are not item views say what they show in their accessible
description: the scoreboard reads out every player (cards and patents are items of Qt item views
whose models answer ``AccessibleTextRole`` themselves).
"""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QStatusBar, QWidget

from patentgame.controller.game_model import AnyGameModel

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - the PySide6 this project pins has it
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

#: Whether this Qt speaks announcements itself (else the live region carries them alone).
HAS_ANNOUNCEMENTS = QAccessibleAnnouncementEvent is not None


def wrapped_height(widget: QWidget, text: str, width: int) -> int:
    """The height ``text`` takes in ``widget``'s font, wrapped at ``width`` pixels."""
    flags = int(Qt.TextFlag.TextWordWrap)
    return (
        widget.fontMetrics().boundingRect(QRect(0, 0, max(width, 40), 10**6), flags, text).height()
    )


class NewsLine(QLabel):
    """The live region: the news in the status bar, read whole by a person too (issue 33.13:
    "the cards go ba..." was all one saw): a long burst of news wraps onto more lines, and the
    status bar grows to hold them, rather than being cut off; it never widens the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)
        self._fit()

    def sizeHint(self) -> QSize:
        whole = super().sizeHint()
        return QSize(min(whole.width(), max(self.width(), 40)), whole.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Be as tall as the news wrapped at this width (Qt's status bar asks no label)."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        height = wrapped_height(self, self.text(), room) + margins.top() + margins.bottom()
        if height != self.minimumHeight():
            self.setMinimumHeight(height)


class StatusBar(QStatusBar):
    """The window's status bar, whose messages a person reads whole: a message longer than the
    room left of the permanent widgets wraps onto more lines, and the bar grows to hold them
    (Qt's own paints one line, cut mid-word), so ``currentMessage()`` is what one sees. The
    bar keeps the height of two lines with or without a message, so the table above does not
    move as messages come and go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        #: The widgets a message covers (Qt hides them, but a relayout it causes shows them
        #: again under a message taller than one line): hidden here while it shows.
        self._normal: list[QWidget] = []
        self.messageChanged.connect(self._fit)

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addPermanentWidget(widget, stretch)
        self._permanent.append(widget)
        if isinstance(widget, QLabel):
            # The game's line wraps within its share of the bar: four long names at 200 % in
            # a laptop's window made it wider than the window, and the message beside it
            # became a column of one word a line, seven lines tall, that took the table's room.
            widget.setWordWrap(True)
            widget.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _permanent_share(self) -> int:
        """The most width a permanent line takes: a little over half the bar."""
        return max(160, self.width() * 11 // 20)

    def _fit_permanent_lines(self) -> int:
        """Give each permanent line the width of its one line, up to its share of the bar,
        and answer the height the tallest of them then needs."""
        share = self._permanent_share()
        height = 0
        for widget in self._permanent:
            if isinstance(widget, QLabel) and widget.isVisible() and widget.text():
                one_line = widget.fontMetrics().horizontalAdvance(widget.text()) + 8
                width = min(one_line, share)
                # As wide as its one line, up to its share (a wrapped label's own size hint
                # is narrower than it needs to be).
                widget.setFixedWidth(width)
                height = max(height, widget.heightForWidth(width))
        return height

    def addWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addWidget(widget, stretch)
        self._normal.append(widget)

    def message_room(self) -> QRect:
        """Where the message is painted: the bar's left part, up to its permanent widgets."""
        shown = [widget.x() for widget in self._permanent if widget.isVisible()]
        right = min(shown, default=self.width()) - 6
        return QRect(6, 0, max(right - 6, 40), self.height())

    def _layout(self, text: str, width: int) -> QTextLayout:
        """``text`` laid out in lines of ``width``, broken between words, and inside a word
        only when it is longer than a line (a file's name)."""
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        top = 0.0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            line.setPosition(QPointF(0, top))
            top += line.height()
        layout.endLayout()
        return layout

    def message_height(self, text: str) -> int:
        """The height of ``text`` as the bar paints it in its message room."""
        return ceil(self._layout(text, self.message_room().width()).boundingRect().height())

    def _fit(self, *_: object) -> None:
        text = self.currentMessage()
        for widget in self._normal:
            widget.setVisible(not text)
        # Two lines are always kept (issue 31): a message of one or two lines, or none,
        # leaves the table above it where it is; a longer one grows the bar.
        two_lines = 2 * self.fontMetrics().lineSpacing() + 8
        height = max(
            two_lines, self.message_height(text) + 8 if text else 0, self._fit_permanent_lines() + 8
        )
        if height != self.minimumHeight():
            self.setMinimumHeight(height)
        self.update()

    def refit(self) -> None:
        """Take the text size now in use (View > Zoom)."""
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.currentMessage()
        if not text:
            super().paintEvent(event)
            return
        room = self.message_room()
        layout = self._layout(text, room.width())
        top = room.top() + (room.height() - layout.boundingRect().height()) / 2
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        layout.draw(painter, QPointF(room.left(), top))
        painter.end()


class Announcer(QObject):
    """Says the game's news to assistive technology.

    Signals:
        announced(text): one piece of news was announced (the sentences of a burst, together).
    """

    announced = Signal(str)

    def __init__(self, game_model: AnyGameModel, live_region: QLabel, source: QWidget) -> None:
        super().__init__(source)
        self.live_region = live_region
        self.source = source
        #: Everything announced since the window opened, oldest first (kept short).
        self.history: list[str] = []
        self._pending: list[str] = []
        live_region.setAccessibleName(self.tr("Game news"))
        live_region.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self._model: AnyGameModel | None = None
        self.follow(game_model)

    def follow(self, game_model: AnyGameModel) -> None:
        """Tell the news of ``game_model`` from now on: a game of another family got the window
        (its own game model), and the last game's news leaves the live region with it."""
        if self._model is not None:
            self._model.event_occurred.disconnect(self._on_event)
            self._model.action_refused.disconnect(self.announce)
            self._pending.clear()
            self.live_region.clear()
            self.live_region.setAccessibleDescription("")
        self._model = game_model
        game_model.event_occurred.connect(self._on_event)
        game_model.action_refused.connect(self.announce)

    def _on_event(self, _event: object, text: str) -> None:
        if not text:
            return
        if not self._pending:
            QTimer.singleShot(0, self._flush)
        self._pending.append(text)

    def _flush(self) -> None:
        news, self._pending = self._pending, []
        if news:
            self.announce(" ".join(_sentence(text) for text in news))

    def announce(self, text: str) -> None:
        """Say ``text`` now: an announcement event, and the live region's new text."""
        if not text:
            return
        self.history = [*self.history[-199:], text]
        self.live_region.setText(text)
        self.live_region.setAccessibleDescription(text)
        if QAccessible.isActive():
            change = QAccessible.Event.NameChanged
            from PySide6.QtGui import QAccessibleEvent

            QAccessible.updateAccessibility(QAccessibleEvent(self.live_region, change))
            if QAccessibleAnnouncementEvent is not None:
                QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.source, text))
        self.announced.emit(text)


def _sentence(text: str) -> str:
    """``text`` ending as a sentence does (the log's lines carry no full stop)."""
    text = text.strip()
    return text if text[-1:] in ".!?" else text + "."


def describe_window(window: QMainWindow) -> None:
    """A name for the part of ``window`` a reader meets first that Qt cannot name by itself: the
    status bar. (A table names its own painted parts: the patent table its scoreboard.)"""
    window.statusBar().setAccessibleName(QCoreApplication.translate("Accessibility", "Status"))


def describe_rows(model: QAbstractItemModel, widget: QWidget, heading: str) -> None:
    """Keep ``widget``'s accessible description the text of every row of ``model``
    (its ``AccessibleTextRole``, else its cells' text): a painted view's items in words."""

    def update() -> None:
        lines = []
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            text = model.data(index, Qt.ItemDataRole.AccessibleTextRole)
            if not text:
                cells = (
                    model.data(model.index(row, column)) for column in range(model.columnCount())
                )
                headers = (
                    model.headerData(column, Qt.Orientation.Horizontal)
                    for column in range(model.columnCount())
                )
                text = ", ".join(
                    f"{header}: {cell}" if header and column else str(cell)
                    for column, (header, cell) in enumerate(zip(headers, cells, strict=True))
                )
            lines.append(str(text))
        widget.setAccessibleDescription(heading + " " + "; ".join(lines) if lines else heading)

    for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved):
        signal.connect(update)
    update()

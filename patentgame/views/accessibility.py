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

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

from patentgame.controller.game_model import AnyGameModel

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - the PySide6 this project pins has it
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

#: Whether this Qt speaks announcements itself (else the live region carries them alone).
HAS_ANNOUNCEMENTS = QAccessibleAnnouncementEvent is not None


class NewsLine(QLabel):
    """The live region: one line in the status bar that keeps the whole news as its text (for
    screen readers, and as its tooltip) but paints it shortened with "…" to the room it has,
    so a long burst of news never pushes the status bar or shows cut off mid-letter."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def sizeHint(self) -> QSize:
        whole = super().sizeHint()
        return QSize(min(whole.width(), max(self.width(), 40)), whole.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        room = self.contentsRect()
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, room.width()
        )
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(room, int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), shown)
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


def describe_window(window: QWidget) -> None:
    """Names for the parts of ``window`` a reader meets first that Qt cannot name by itself:
    the status bar, and the table's painted parts that are not item views."""
    from PySide6.QtWidgets import QMainWindow

    if isinstance(window, QMainWindow):
        window.statusBar().setAccessibleName(QCoreApplication.translate("Accessibility", "Status"))
        table = window.centralWidget()
        board = getattr(table, "scoreboard", None)
        players = getattr(table, "player_model", None)
        if isinstance(board, QWidget) and isinstance(players, QAbstractItemModel):
            describe_rows(
                players, board, QCoreApplication.translate("Accessibility", "The players:")
            )


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

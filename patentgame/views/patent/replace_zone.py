"""`ReplaceZone`: where the Q patent's owner drops a card to swap it for the deck's top card."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from patentgame.controller.patent.card_list_model import decode_cards
from patentgame.views import palette as pal


class ReplaceZone(QWidget):
    """A dashed drop target, shown only while the Q power may be used.

    Signals:
        replace_requested(card): a card of the hand or the pool was dropped here.
    """

    replace_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self._hot = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setToolTip(
            self.tr(
                "Q patent: once per turn, before you build or discard, drop a card of your hand "
                "or the pool here to swap it for the top card of the deck (Ctrl+R)."
            )
        )

    def sizeHint(self) -> QSize:
        return QSize(130, 100)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        decoded = decode_cards(event.mimeData())
        if decoded is not None and decoded[0] in ("hand", "pool"):
            self._hot = True
            self.update()
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self._hot = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._hot = False
        self.update()
        decoded = decode_cards(event.mimeData())
        if decoded is None or decoded[0] not in ("hand", "pool") or not decoded[2]:
            return
        event.acceptProposedAction()
        self.replace_requested.emit(decoded[2][0])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 6, -4, -6)
        painter.setPen(QPen(pal.GOLD if self._hot else QColor("#cdb6ea"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(122, 85, 176, 90 if self._hot else 45))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(pal.TEXT_ON_FELT)
        painter.setFont(pal.ui_font(12, bold=True))
        painter.drawText(
            rect.adjusted(6, 6, -6, -6),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.tr("Q: drop a card here to swap it"),
        )
        painter.end()

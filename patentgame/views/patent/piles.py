"""`PilesView`: the deck (face down, with its count) and the discard pile (top card face up)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from patentgame.model.patent.cards import VOWELS
from patentgame.views import palette as pal
from patentgame.views.card_row import CARD_ASPECT
from patentgame.views.painting import paint_card, paint_card_back


class PilesView(QWidget):
    """Deck and discard pile, side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = 0
        self.discards = 0
        self.top_discard = ""
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setMinimumWidth(150)

    def set_piles(self, deck: int, discards: int, top: str) -> None:
        self.deck, self.discards, self.top_discard = deck, discards, top
        self.setToolTip(
            self.tr("Deck: {deck} cards. Discard pile: {discards} cards.").format(
                deck=deck, discards=discards
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(150, 110)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(self.height() - 22)
        w = min(h * CARD_ASPECT, (self.width() - 18) / 2)
        h = w / CARD_ASPECT
        top = (self.height() - 16 - h) / 2
        for layer in range(min(4, self.deck // 12 + 1) if self.deck else 0, 0, -1):
            rect = QRectF(4 + layer * 1.5, top - layer * 1.5, w, h)
            paint_card_back(painter, rect, count=self.deck if layer == 1 else None)
        if not self.deck:
            painter.setPen(pal.MUTED_ON_FELT)
            painter.drawRoundedRect(QRectF(4, top, w, h), 6, 6)
        left = 14 + w
        if self.top_discard:
            letter = self.top_discard
            paint_card(painter, QRectF(left, top, w, h), letter, vowel=letter in VOWELS)
            badge = QRectF(left + w * 0.15, top + h * 0.76, w * 0.7, h * 0.18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(badge, 4, 4)
            painter.setPen(QColor("white"))
            painter.setFont(pal.ui_font(max(10.0, h * 0.13), bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.discards))
        else:
            painter.setPen(pal.MUTED_ON_FELT)
            painter.drawRoundedRect(QRectF(left, top, w, h), 6, 6)
        # The deck's word gets the room under the deck up to the discard pile; a longer word
        # (Russian "колода") is set smaller rather than run into the next one.
        deck_word, room = self.tr("deck"), left - 10
        size = 11.0
        while size > 7 and QFontMetricsF(pal.ui_font(size)).horizontalAdvance(deck_word) > room:
            size -= 0.5
        painter.setFont(pal.ui_font(size))
        painter.setPen(pal.MUTED_ON_FELT)
        painter.drawText(
            QRectF(0, self.height() - 16, room, 16), Qt.AlignmentFlag.AlignCenter, deck_word
        )
        painter.drawText(
            QRectF(left, self.height() - 16, self.width() - left, 16),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.tr("discards"),
        )
        painter.end()

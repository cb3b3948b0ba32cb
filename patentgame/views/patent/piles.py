"""`PilesView`: the deck (face down, with its count) and the discard pile (top card face up)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from patentgame.model.patent.cards import VOWELS
from patentgame.views import palette as pal
from patentgame.views.painting import paint_card, paint_card_back
from patentgame.views.patent.card_row import CARD_ASPECT


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

    def label_height(self) -> float:
        """The strip under the piles where "deck" and "discards" are written (it grows with
        View > Zoom, as far as the cards keep two thirds of the height)."""
        return min(pal.zoomed(16.0), self.height() / 3)

    def card_rect(self, discard: bool) -> QRectF:
        """The deck's (or the discard pile's) card, where it is painted."""
        label = self.label_height()
        h = float(self.height() - label - 6)
        w = min(h * CARD_ASPECT, (self.width() - 18) / 2)
        h = w / CARD_ASPECT
        top = (self.height() - label - h) / 2
        return QRectF(14 + w if discard else 4.0, top, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        deck_rect = self.card_rect(False)
        w, h, top = deck_rect.width(), deck_rect.height(), deck_rect.top()
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
            size = pal.text_size(h * 0.13, 10, badge.height())
            size = pal.fitting(str(self.discards), size, badge.width() * 0.9)
            painter.setFont(pal.ui_font(size, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.discards))
        else:
            painter.setPen(pal.MUTED_ON_FELT)
            painter.drawRoundedRect(QRectF(left, top, w, h), 6, 6)
        label = self.label_height()
        deck_word, discards_word = self.tr("deck"), self.tr("discards")
        # The words stand apart (a small table at a large zoom once wrote "deckdiscards").
        deck_box = QRectF(0, self.height() - label, left - 8, label)
        discard_box = QRectF(left, self.height() - label, self.width() - left, label)
        size = pal.text_size(0, 11, label)
        size = min(
            pal.fitting(deck_word, size, deck_box.width(), bold=False),
            pal.fitting(discards_word, size, discard_box.width(), bold=False),
        )
        painter.setFont(pal.ui_font(size))
        painter.setPen(pal.MUTED_ON_FELT)
        painter.drawText(deck_box, Qt.AlignmentFlag.AlignCenter, deck_word)
        painter.drawText(
            discard_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, discards_word
        )
        painter.end()

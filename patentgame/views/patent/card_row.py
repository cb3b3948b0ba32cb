"""`CardRowView`: a row of cards (hand, pool, a word row) painted by `CardDelegate`.

A plain ``QListView`` over a :class:`CardListModel`: drag and drop comes from Qt's item views and
the model's MIME type, so a card dragged from the hand to a word row travels as card ids.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from patentgame.controller.patent.card_list_model import CardListModel
from patentgame.controller.patent.roles import CardRole
from patentgame.views import palette as pal
from patentgame.views.flat_list import set_up_flat_list
from patentgame.views.glows import Glows
from patentgame.views.painting import paint_card, paint_card_back

#: Width of a card divided by its height.
CARD_ASPECT = 0.72

MarkOf = Callable[[int], tuple[int, str]]
_Index = QModelIndex | QPersistentModelIndex


class CardDelegate(QStyledItemDelegate):
    """Paints a card from the roles of :class:`CardListModel`."""

    def __init__(self, view: CardRowView, mark_of: MarkOf) -> None:
        super().__init__(view)
        self._view = view
        self._mark_of = mark_of

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self._view.card_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        size = self._view.card_size()
        pad_x = (option.rect.width() - size.width() * 0.92) / 2
        rect = QRectF(option.rect).adjusted(
            pad_x, size.height() * 0.06, -pad_x, -size.height() * 0.02
        )
        rect.translate(self._view.gap_shift(index.row()), 0)
        if not index.data(CardRole.FACE_UP):
            paint_card_back(painter, rect)
            return
        owner = index.data(CardRole.OWNER)
        colour, initial = self._mark_of(owner) if owner is not None and owner >= 0 else (-1, "")
        hovered = self._view.interactive and self._view.is_hovered(index.row())
        paint_card(
            painter,
            rect,
            index.data(CardRole.LETTER) or "",
            vowel=bool(index.data(CardRole.IS_VOWEL)),
            kind=index.data(CardRole.SLOT_KIND) or "card",
            y_role=index.data(CardRole.Y_ROLE) or "",
            selected=bool(index.data(CardRole.SELECTED)),
            hovered=hovered,
            owner=colour,
            owner_initial=initial,
            glow=self._view.glow_of(index.data(CardRole.CARD_ID)),
        )


class CardRowView(QListView):
    """A centred, horizontal row of cards that accepts drags and drops of cards.

    Args:
        model: the cards to show.
        capacity: how many cards the row must fit without scrolling (sizes the cards).
        placeholder: text painted when the row is empty.
        mark_of: colour index and initial of a seat, for owner marks.
    """

    def __init__(
        self,
        model: CardListModel,
        capacity: int,
        mark_of: MarkOf,
        placeholder: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        set_up_flat_list(self, wrapping=False)
        self.capacity = capacity
        self.placeholder = placeholder
        self.interactive = True
        self.max_card_height = 100_000  # rows share the height by their stretch factors
        #: When set, the row is never wider than this many cards of its height (and a margin):
        #: a word row then ends where its mat does, and what stands beside it stays close.
        self.widest_in_cards: int | None = None
        self._glows = Glows(self, 0.9, self.viewport().update)
        self._press_fraction = 0.0
        self._swallow_release = False
        self.hovered_row = -1
        self.setModel(model)
        self.setItemDelegate(CardDelegate(self, mark_of))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.viewport().setMouseTracking(True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        #: Where a dragged card would land (-1: no drag over the row): the cards part there.
        self.drop_gap = -1
        # A card taken or put back while the pointer is on the row leaves the others where
        # they are (issue 31: the row re-centred under the pointer); it centres again when the
        # pointer leaves the row (or when the cards would no longer fit from where they start).
        model.modelReset.connect(self._recentre_unless_pointed_at)
        model.rowsInserted.connect(self._recentre_unless_pointed_at)
        model.rowsRemoved.connect(self._recentre_unless_pointed_at)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # The view tracks the card under the pointer itself: reading the hover flag from the
        # delegate's style option would build PySide's QStyle enums at start, and a generic
        # event handler would make PySide look up every event class (together some 20 ms).
        row = self.indexAt(event.position().toPoint()).row()
        if row != self.hovered_row:
            self.hovered_row = row
            self.viewport().update()
        super().mouseMoveEvent(event)

    def is_hovered(self, row: int) -> bool:
        """Whether the pointer rests on the card in ``row`` (Qt repaints a card it leaves)."""
        return row == self.hovered_row and self.viewport().underMouse()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        rect = self.visualRect(index)
        if index.isValid() and rect.height() > 0:
            self._press_fraction = (event.position().y() - rect.top()) / rect.height()
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # The first click already moved the card; the card now under the pointer is another
        # one, so the rest of a double click must not move it too.
        self._swallow_release = True
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._swallow_release:
            self._swallow_release = False
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def last_press_fraction(self) -> float:
        """How far down the card the last press was (0 top, 1 bottom): the Y badge is low."""
        return self._press_fraction

    def card_size(self) -> QSize:
        """The size of one card cell: as tall as the row allows, narrow enough for capacity."""
        height = float(min(self.height() - 6, self.max_card_height))
        width = height * CARD_ASPECT
        fit = (self.width() - 8) / max(1, self.capacity)
        if width > fit:
            width = fit
            height = width / CARD_ASPECT
        return QSize(max(12, int(width)), max(16, int(height)))

    def gap_shift(self, row: int) -> float:
        """How far the card in ``row`` stands aside for a dragged card (half a card each side
        of the gap where it would land)."""
        if self.drop_gap < 0:
            return 0.0
        half = self.card_size().width() / 2
        return -half if row < self.drop_gap else half

    def insertion_row(self, x: float) -> int:
        """The row a card dropped at ``x`` (viewport coordinates) becomes."""
        count = self.model().rowCount()
        for row in range(count):
            rect = self.visualRect(self.model().index(row, 0))
            if x < rect.center().x():
                return row
        return count

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        super().dragMoveEvent(event)
        gap = self.insertion_row(event.position().x()) if event.isAccepted() else -1
        if gap != self.drop_gap:
            self.drop_gap = gap
            self.viewport().update()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        super().dragLeaveEvent(event)
        self._close_gap()

    def dropEvent(self, event: QDropEvent) -> None:
        self._close_gap()
        super().dropEvent(event)

    def _close_gap(self) -> None:
        if self.drop_gap >= 0:
            self.drop_gap = -1
            self.viewport().update()

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self._recentre()

    def _recentre_unless_pointed_at(self) -> None:
        count = self.model().rowCount()
        left = self.viewportMargins().left()
        fits = left + count * self.card_size().width() <= self.width()
        if self.underMouse() and count > 0 and fits:
            self.scheduleDelayedItemsLayout()  # the left margin stays: the cards stay put
            return
        self._recentre()

    def _recentre(self) -> None:
        count = self.model().rowCount()
        size = self.card_size()
        used = count * size.width()
        left = max(0, (self.width() - used) // 2) if count else 0
        top = max(0, (self.height() - size.height()) // 2)
        self.setViewportMargins(left, top, 0, 0)
        self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.widest_in_cards is not None:
            widest = max(200, int((self.height() - 6) * CARD_ASPECT * self.widest_in_cards + 48))
            if widest != self.maximumWidth():
                self.setMaximumWidth(widest)
        self._recentre()

    def flash(self, cards: list[int]) -> None:
        """Make ``cards`` glow briefly (cards that just arrived)."""
        self._glows.start(cards)

    def set_animation_speed(self, factor: float) -> None:
        """Glow ``factor`` times as fast as usual (the animation speed setting)."""
        self._glows.set_speed(factor)

    def clear_effects(self) -> None:
        self._glows.clear()
        self.viewport().update()

    def glow_of(self, card: int | None) -> float:
        return 0.0 if card is None else self._glows.of(card)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.model().rowCount() == 0 and self.placeholder:
            painter = QPainter(self.viewport())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = QRectF(self.viewport().rect())
            box, text_px = placeholder_box(self.placeholder, area, self.card_size())
            painter.setPen(QColor(255, 255, 255, 70))
            painter.setBrush(QColor(0, 0, 0, 35))
            painter.drawRoundedRect(box, 12, 12)
            painter.setPen(pal.MUTED_ON_FELT)
            painter.setFont(pal.ui_font(text_px))
            painter.drawText(
                box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder
            )
            painter.end()
        super().paintEvent(event)


def placeholder_box(text: str, area: QRectF, card: QSize) -> tuple[QRectF, float]:
    """Where an empty row's hint goes in ``area`` and its pixel size: in proportion to the
    cards, and at least the table's own text size (13 pixels) at View > Zoom; the box widens
    for the text as far as the row allows, and the text shrinks only if it would still not
    fit."""
    size = max(pal.zoomed(13.0), card.height() * 0.13)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    widest = max(1.0, area.width() - 8)
    one_line = QFontMetricsF(pal.ui_font(size)).horizontalAdvance(text) + 28
    width = min(widest, max(card.width() * 7.5, one_line))
    height = min(area.height() - 4, max(card.height() * 0.8, size * 2.4))
    box = QRectF(0, 0, width, height)
    box.moveCenter(area.center())
    room = box.adjusted(6, 4, -6, -4)
    while size > 6.0:
        needed = QFontMetricsF(pal.ui_font(size)).boundingRect(room, flags, text)
        if needed.height() <= room.height() and needed.width() <= room.width():
            break
        size -= 0.5
    return box, size

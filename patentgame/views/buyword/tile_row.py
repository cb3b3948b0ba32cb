"""`TileRow`: a row of BuyWord tiles painted on the felt, each clickable.

A tile is an ivory square with its letter and, along its foot, a dot per pip (1 to 4): the
price of everything in BuyWord is pips squared, so the pips must read at a glance. A wild tile
is gold with a star, and shows the letter it stands for when one is chosen. Tiles may be
dimmed (already laid in the word), marked (to discard) or lifted (chosen).

A row may let its tiles be dragged (they travel as tile numbers, :data:`TILE_MIME`) and take
tiles dropped on it, saying where among its tiles they landed: the hand's tiles are dragged to
the word, a word's tiles along it or back to the hand. A press and release without moving is a
click.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from patentgame.model.buyword.tiles import is_wild, letter_of, pips_of, tile_set_of_tile
from patentgame.views import palette as pal

#: Tile edge bounds in pixels at 100 %: the least a row gives a tile, and the size a tile has
#: when the row has room (both grow with View > Zoom, issue 31).
MIN_TILE, MAX_TILE = 34, 92
GAP = 8
#: Room above and below a row's tiles at 100 % (a lifted tile, the ledge).
PAD = 14

#: The MIME type of a dragged tile: its number, in decimal.
TILE_MIME = "application/x-patentgame-buyword-tile"


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    tile: int,
    *,
    wild_letter: str = "",
    dimmed: bool = False,
    marked: bool = False,
    lifted: bool = False,
) -> None:
    """One tile: its letter and its pips (a wild: a star, or the letter it stands for)."""
    painter.save()
    if lifted:
        rect = rect.translated(0, -rect.height() * 0.08)
    radius = rect.width() * 0.14
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(1.5, 2.5), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    wild = is_wild(tile)
    gradient.setColorAt(0, pal.WILD_TOP if wild else pal.CARD_FACE_TOP)
    gradient.setColorAt(1, pal.WILD_BOTTOM if wild else pal.CARD_FACE_BOTTOM)
    painter.setBrush(gradient)
    painter.setPen(QPen(pal.GOLD if lifted else pal.CARD_EDGE, 2.5 if lifted else 1.2))
    painter.drawRoundedRect(rect, radius, radius)
    size = rect.width()
    letter = letter_of(tile)
    if wild:
        shown = wild_letter or "\u2605"
        painter.setPen(pal.WILD_INK)
        painter.setFont(pal.letter_font(size * (0.5 if wild_letter else 0.46)))
    else:
        shown = letter
        vowels = tile_set_of_tile(tile).vowels  # АЕЁИОУЫЭЮЯ in Russian, AĄEĘIOÓUY in Polish
        painter.setPen(pal.VOWEL_INK if letter in vowels else pal.CONSONANT_INK)
        painter.setFont(pal.letter_font(size * 0.52))
    painter.drawText(
        rect.adjusted(0, -size * 0.1, 0, -size * 0.1), Qt.AlignmentFlag.AlignCenter, shown
    )
    pips = pips_of(tile)
    dot = max(2.0, size * 0.055)
    step = dot * 2.8
    y = rect.bottom() - size * 0.15
    x0 = rect.center().x() - step * (pips - 1) / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.PIPS)
    for index in range(pips):
        painter.drawEllipse(QPointF(x0 + index * step, y), dot, dot)
    if dimmed:
        painter.setBrush(QColor(20, 40, 28, 150))
        painter.drawRoundedRect(rect, radius, radius)
    if marked:
        painter.setPen(QPen(QColor("#c0392b"), max(2.0, size * 0.07)))
        inset = rect.adjusted(size * 0.2, size * 0.2, -size * 0.2, -size * 0.2)
        painter.drawLine(inset.topLeft(), inset.bottomRight())
        painter.drawLine(inset.topRight(), inset.bottomLeft())
    painter.restore()


class TileRow(QWidget):
    """Tiles in a row, centred, as large as the row allows.

    Signals:
        clicked(index): the tile at ``index`` of :attr:`tiles` was clicked.
        dropped(tile, index): a dragged ``tile`` was dropped where it becomes the ``index``-th.
    """

    clicked = Signal(int)
    dropped = Signal(int, int)

    def __init__(self, placeholder: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: tuple[int, ...] = ()
        self.placeholder = placeholder
        self.dimmed: frozenset[int] = frozenset()
        self.marked: frozenset[int] = frozenset()
        self.wild_letters: dict[int, str] = {}
        self.enabled_clicks = True
        #: Whether tiles may be dragged from the row, and dropped on it.
        self.drags = False
        self._pressed = -1
        self._press_at = QPointF()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.zoom = 100
        self.set_zoom(100)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_tiles(
        self,
        tiles: Sequence[int],
        *,
        dimmed: frozenset[int] = frozenset(),
        marked: frozenset[int] = frozenset(),
        wild_letters: dict[int, str] | None = None,
    ) -> None:
        """Show ``tiles``; ``dimmed`` and ``marked`` are tile numbers."""
        self.tiles = tuple(tiles)
        self.dimmed, self.marked = dimmed, marked
        self.wild_letters = dict(wild_letters or {})
        self.update()

    def set_zoom(self, zoom: int, *, keeps: float = 0.0) -> None:
        """Tiles of `MAX_TILE` pixels at ``zoom`` percent where the row has room, never
        below `MIN_TILE` at it, nor below ``keeps`` of their full size (the hand's: zooming
        in always makes it larger; the table then scrolls in a small window)."""
        self.zoom = zoom
        scale = zoom / 100
        least = max(MIN_TILE, keeps * MAX_TILE)
        self.setMinimumHeight(round((least + PAD) * scale))
        self.setMaximumHeight(round((MAX_TILE + PAD) * scale))
        self.updateGeometry()
        self.update()

    def tile_size(self) -> float:
        count = max(1, len(self.tiles))
        by_width = (self.width() - GAP * (count + 1)) / count
        largest = MAX_TILE * self.zoom / 100
        return max(MIN_TILE, min(largest, by_width, self.height() - PAD * self.zoom / 100))

    def tile_rect(self, index: int) -> QRectF:
        """Where the tile at ``index`` is drawn (tests click its centre)."""
        size = self.tile_size()
        count = len(self.tiles)
        width = count * size + (count - 1) * GAP
        left = (self.width() - width) / 2
        top = (self.height() - size) / 2
        return QRectF(left + index * (size + GAP), top, size, size)

    def index_at(self, point: QPointF) -> int:
        for index in range(len(self.tiles)):
            if self.tile_rect(index).contains(point):
                return index
        return -1

    def placeholder_font(self) -> QFont:
        """The font of the words an empty row shows (they grow with the zoom)."""
        return pal.ui_font(14 * self.zoom / 100)

    def placeholder_width(self) -> float:
        """How wide the words an empty row shows are on one line (its mat holds them)."""
        return QFontMetricsF(self.placeholder_font()).horizontalAdvance(self.placeholder)

    def sizeHint(self) -> QSize:
        return QSize(8 * (MAX_TILE + GAP), round((MAX_TILE + PAD) * self.zoom / 100))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.tiles:
            if self.placeholder:
                painter.setPen(pal.MUTED_ON_FELT)
                painter.setFont(self.placeholder_font())
                flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
                painter.drawText(self.rect(), flags, self.placeholder)
            painter.end()
            return
        for index, tile in enumerate(self.tiles):
            paint_tile(
                painter,
                self.tile_rect(index),
                tile,
                wild_letter=self.wild_letters.get(tile, ""),
                dimmed=tile in self.dimmed,
                marked=tile in self.marked,
            )
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position())
        if index >= 0 and self.enabled_clicks:
            self._pressed, self._press_at = index, event.position()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self._pressed
        moved = (event.position() - self._press_at).manhattanLength()
        if index < 0 or not self.drags or moved < QApplication.startDragDistance():
            return
        self._pressed = -1
        tile = self.tiles[index]
        mime = QMimeData()
        mime.setData(TILE_MIME, QByteArray(str(tile).encode()))
        drag = QDrag(self)
        drag.setMimeData(mime)
        size = int(self.tile_size())
        picture = QPixmap(size + 4, size + 4)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_tile(
            painter, QRectF(2, 2, size, size), tile, wild_letter=self.wild_letters.get(tile, "")
        )
        painter.end()
        drag.setPixmap(picture)
        drag.setHotSpot((event.position() - self.tile_rect(index).topLeft()).toPoint())
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index, self._pressed = self._pressed, -1
        if index >= 0 and index == self.index_at(event.position()):
            self.clicked.emit(index)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # -- drops ---------------------------------------------------------------------------------
    def set_drags(self, on: bool) -> None:
        """Let tiles be dragged from the row and dropped on it (while the person builds)."""
        self.drags = on
        self.setAcceptDrops(on)

    def insertion_index(self, point: QPointF) -> int:
        """Where a tile dropped at ``point`` goes among the row's tiles."""
        for index in range(len(self.tiles)):
            if point.x() < self.tile_rect(index).center().x():
                return index
        return len(self.tiles)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.drags and event.mimeData().hasFormat(TILE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.drags and event.mimeData().hasFormat(TILE_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        data = bytes(event.mimeData().data(TILE_MIME).data()).decode(errors="replace")
        if not (self.drags and data.isdigit()):
            return
        event.acceptProposedAction()
        self.dropped.emit(int(data), self.insertion_index(event.position()))

"""`BoardView` and `RackView`: the 15x15 board and the rack, painted like the house's tabletop.

Squares carry seed 001's colours (double word pink, triple word red, double letter light blue,
triple letter dark blue, a star at the centre) and short premium labels in the app's language;
tiles show their letter and value; the last play is outlined, the person's tiles not yet played
are lifted in gold; columns A-O and rows 1-15 are named as GCG names them.

Both views speak in rack indexes and square numbers: a click, a drop, and that is all. A drag
carries :data:`TILE_MIME` with ``rack:<index>`` or ``board:<square>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from patentgame.model.board.layout import COLUMNS, PREMIUMS, SIZE, Premium
from patentgame.model.board.tiles import BLANK
from patentgame.views import palette as pal

#: The mime type of a tile being dragged: ``rack:<index>`` or ``board:<square>``.
TILE_MIME = "application/x-patentgame-board-tile"

#: The least side of a square at 100 % (a 1024 x 640 window holds it) and the side it takes
#: at 100 % when the window has room; both grow with View > Zoom (issue 31).
LEAST_CELL = 28.0
BASE_CELL = 36.0
#: A rack tile is at most this many board squares wide (the rack was 2.3 board squares).
RACK_TO_CELL = 1.4


def premium_colour(premium: Premium) -> QColor:
    """The colour of a square of ``premium`` in the theme shown."""
    return {
        Premium.NONE: pal.BOARD_PLAIN,
        Premium.DOUBLE_LETTER: pal.BOARD_DOUBLE_LETTER,
        Premium.TRIPLE_LETTER: pal.BOARD_TRIPLE_LETTER,
        Premium.DOUBLE_WORD: pal.BOARD_DOUBLE_WORD,
        Premium.STAR: pal.BOARD_DOUBLE_WORD,
        Premium.TRIPLE_WORD: pal.BOARD_TRIPLE_WORD,
    }[premium]


def premium_label(premium: Premium) -> str:
    """The short label of a premium square in the app's language ("" for a plain square)."""
    from PySide6.QtCore import QCoreApplication

    labels = {
        Premium.DOUBLE_LETTER: QCoreApplication.translate("BoardView", "DL"),
        Premium.TRIPLE_LETTER: QCoreApplication.translate("BoardView", "TL"),
        Premium.DOUBLE_WORD: QCoreApplication.translate("BoardView", "DW"),
        Premium.TRIPLE_WORD: QCoreApplication.translate("BoardView", "TW"),
    }
    return labels.get(premium, "")


def tile_mime(text: str) -> QMimeData:
    """What a drag of a tile carries (``rack:3``, ``board:112``)."""
    mime = QMimeData()
    mime.setData(TILE_MIME, QByteArray(text.encode()))
    return mime


def tile_source(mime: QMimeData) -> tuple[str, int] | None:
    """Where a dragged tile comes from: ("rack", index) or ("board", square); None otherwise."""
    if not mime.hasFormat(TILE_MIME):
        return None
    kind, _, number = bytes(mime.data(TILE_MIME).data()).decode().partition(":")
    if kind not in ("rack", "board") or not number.isdigit():
        return None
    return kind, int(number)


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    value: int | None,
    *,
    blank: bool = False,
    edge: QColor | None = None,
) -> None:
    """One tile: a rounded face, the letter in capitals, its value in the corner (none for a
    blank, whose letter is red)."""
    radius = rect.width() * 0.12
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.fillPath(path, pal.TILE_FACE)
    painter.setPen(QPen(edge or pal.TILE_EDGE, 3 if edge else 1))
    painter.drawPath(path)
    painter.setPen(pal.BLANK_INK if blank else pal.TILE_INK)
    shown = letter.upper() if letter != BLANK else ""
    size = rect.height() * (0.52 if len(shown) < 2 else 0.38)
    painter.setFont(pal.letter_font(size))
    painter.drawText(
        rect.adjusted(0, -rect.height() * 0.04, 0, 0), Qt.AlignmentFlag.AlignCenter, shown
    )
    if value and not blank:
        painter.setFont(pal.ui_font(max(6.0, rect.height() * 0.24), bold=True))
        corner = rect.adjusted(rect.width() * 0.5, rect.height() * 0.58, -rect.width() * 0.08, 0)
        painter.drawText(
            corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, str(value)
        )


class BoardView(QWidget):
    """The board: the engine's letters, the person's tiles not yet played, the typing cursor.

    Signals:
        square_clicked(square): a square was clicked.
        tile_dropped(kind, number, square): a tile from the rack (``"rack"``, its index) or
            from the board (``"board"``, its square) was dropped on ``square``.
    """

    square_clicked = Signal(int)
    tile_dropped = Signal(str, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.letters: tuple[str, ...] = ("",) * (SIZE * SIZE)
        self.blanks: tuple[bool, ...] = (False,) * (SIZE * SIZE)
        self.values: Mapping[str, int] = {}
        self.last: frozenset[int] = frozenset()
        self.draft: dict[int, tuple[str, bool]] = {}
        self.cursor_square = -1
        self.across = True
        self.interactive = True
        #: The colour of the coordinates: light on the felt, dark on a light page.
        self.ink = pal.TEXT_ON_FELT
        self._press: QPoint | None = None
        self.setAcceptDrops(True)
        # Small enough to leave the prompt, rack and buttons their rows on a 1024 x 640
        # window at 150 % text (300 made them overlap its last rows).
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board"))

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def show_board(
        self,
        letters: Sequence[str],
        blanks: Sequence[bool],
        values: Mapping[str, int],
        last: Sequence[int] = (),
        draft: Mapping[int, tuple[str, bool]] | None = None,
        cursor: int = -1,
        across: bool = True,
    ) -> None:
        self.letters, self.blanks, self.values = tuple(letters), tuple(blanks), values
        self.last = frozenset(last)
        self.draft = dict(draft or {})
        self.cursor_square, self.across = cursor, across
        self.update()

    # -- geometry -------------------------------------------------------------------------------
    def cell(self) -> float:
        """One square's side: the board and a margin of coordinates fill the smaller side."""
        return min(self.width(), self.height()) / (SIZE + 0.9)

    def origin(self) -> QPointF:
        cell = self.cell()
        side = cell * (SIZE + 0.9)
        return QPointF(
            (self.width() - side) / 2 + cell * 0.9, (self.height() - side) / 2 + cell * 0.9
        )

    def square_rect(self, square: int) -> QRectF:
        """Where ``square`` is drawn."""
        row, column = divmod(square, SIZE)
        cell, origin = self.cell(), self.origin()
        return QRectF(origin.x() + column * cell, origin.y() + row * cell, cell, cell)

    def square_at(self, point: QPointF | QPoint) -> int:
        """The square under ``point`` (-1 off the board)."""
        cell, origin = self.cell(), self.origin()
        column = int((point.x() - origin.x()) // cell)
        row = int((point.y() - origin.y()) // cell)
        if 0 <= row < SIZE and 0 <= column < SIZE:
            return row * SIZE + column
        return -1

    # -- painting -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell()
        origin = self.origin()
        frame = QRectF(origin.x() - 3, origin.y() - 3, cell * SIZE + 6, cell * SIZE + 6)
        painter.fillRect(frame, pal.WOOD_DARK)
        painter.setFont(pal.ui_font(max(7.0, cell * 0.36), bold=True))
        painter.setPen(self.ink)
        for index in range(SIZE):
            top = QRectF(origin.x() + index * cell, origin.y() - cell * 0.9, cell, cell * 0.85)
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, COLUMNS[index])
            side = QRectF(origin.x() - cell * 0.9, origin.y() + index * cell, cell * 0.8, cell)
            painter.drawText(side, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        label_font = pal.ui_font(max(6.0, cell * 0.27), bold=True)
        for square in range(SIZE * SIZE):
            rect = self.square_rect(square).adjusted(1, 1, -1, -1)
            premium = PREMIUMS[square]
            painter.fillRect(rect, premium_colour(premium))
            letter = self.letters[square]
            if letter:
                edge = pal.LAST_PLAY if square in self.last else None
                blank = self.blanks[square]
                paint_tile(
                    painter,
                    rect.adjusted(1, 1, -1, -1),
                    letter,
                    self.values.get(letter),
                    blank=blank,
                    edge=edge,
                )
                continue
            if square in self.draft:
                drafted, blank = self.draft[square]
                paint_tile(
                    painter,
                    rect.adjusted(1, 1, -1, -1),
                    drafted,
                    self.values.get(drafted),
                    blank=blank,
                    edge=pal.GOLD,
                )
                continue
            if premium is Premium.STAR:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(pal.BOARD_STAR)
                painter.drawPolygon(_star(rect))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                label = premium_label(premium) if square != self.cursor_square else ""
                if label:
                    dark = premium in (Premium.TRIPLE_WORD, Premium.TRIPLE_LETTER)
                    painter.setPen(pal.BOARD_LABEL_LIGHT if dark else pal.BOARD_LABEL_INK)
                    painter.setFont(label_font)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if (
            self.cursor_square >= 0
            and self.interactive
            and self.cursor_square not in self.draft
            and not self.letters[self.cursor_square]  # never on a tile already played
        ):
            rect = self.square_rect(self.cursor_square).adjusted(2, 2, -2, -2)
            painter.setPen(QPen(pal.GOLD_DARK, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pal.GOLD_DARK)
            painter.drawPolygon(_arrow(rect, self.across))
        painter.end()

    # -- clicks and drags -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._press
        if start is None or (event.position().toPoint() - start).manhattanLength() < 8:
            return
        self._press = None
        square = self.square_at(start)
        if square in self.draft:
            drag = QDrag(self)
            drag.setMimeData(tile_mime(f"board:{square}"))
            drag.setPixmap(self._tile_pixmap(square))
            drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            self._press = None
            if square >= 0:
                self.setFocus()
                self.square_clicked.emit(square)
        super().mouseReleaseEvent(event)

    def _tile_pixmap(self, square: int) -> QPixmap:
        side = int(self.cell())
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        letter, blank = self.draft[square]
        paint_tile(painter, QRectF(0, 0, side, side), letter, self.values.get(letter), blank=blank)
        painter.end()
        return pixmap

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.interactive and tile_source(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        square = self.square_at(event.position())
        if square >= 0 and not self.letters[square]:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        source = tile_source(event.mimeData())
        square = self.square_at(event.position())
        if source is None or square < 0:
            event.ignore()
            return
        event.acceptProposedAction()
        self.tile_dropped.emit(source[0], source[1], square)


def _star(rect: QRectF) -> QPolygonF:
    import math

    centre = rect.center()
    outer, inner = rect.width() * 0.4, rect.width() * 0.17
    points = []
    for step in range(10):
        radius = outer if step % 2 == 0 else inner
        angle = -math.pi / 2 + step * math.pi / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(points)


def _arrow(rect: QRectF, across: bool) -> QPolygonF:
    """The small triangle that says which way typing goes."""
    c, s = rect.center(), rect.width() * 0.22
    if across:
        return QPolygonF(
            [
                QPointF(c.x() - s * 0.6, c.y() - s),
                QPointF(c.x() + s, c.y()),
                QPointF(c.x() - s * 0.6, c.y() + s),
            ]
        )
    return QPolygonF(
        [
            QPointF(c.x() - s, c.y() - s * 0.6),
            QPointF(c.x() + s, c.y() - s * 0.6),
            QPointF(c.x(), c.y() + s),
        ]
    )


class RackView(QWidget):
    """The rack of the seat whose tiles are face up: tiles in the person's order, a gap where
    a tile went to the board, tiles chosen for an exchange raised.

    Signals:
        tile_clicked(index): a tile was clicked.
        tile_dropped(kind, number, index): a tile was dropped on the rack at ``index``: one from
            the board (``"board"``, its square) comes back, one of the rack (``"rack"``) moves.
    """

    tile_clicked = Signal(int)
    tile_dropped = Signal(str, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[str] = []
        self.used: set[int] = set()
        self.chosen: set[int] = set()
        self.selected = -1
        self.values: Mapping[str, int] = {}
        self.hidden_text = ""
        #: The widest a tile may be (the table holds it to a few board squares).
        self.largest = 58.0
        self._press: QPoint | None = None
        self.setAcceptDrops(True)
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Your rack"))

    def sizeHint(self) -> QSize:
        return QSize(7 * 60, 64)

    def show_rack(
        self,
        tiles: Sequence[str],
        used: set[int],
        chosen: set[int],
        selected: int,
        values: Mapping[str, int],
        hidden_text: str = "",
    ) -> None:
        self.tiles, self.used, self.chosen = list(tiles), set(used), set(chosen)
        self.selected, self.values, self.hidden_text = selected, values, hidden_text
        shown = [tile.upper() for index, tile in enumerate(tiles) if index not in used]
        self.setAccessibleDescription(" ".join(shown))
        self.update()

    def tile_width(self) -> float:
        return min(self.largest, self.height() - 8.0, self.width() / 7.6)

    def tile_rect(self, index: int) -> QRectF:
        side = self.tile_width()
        gap = side * 0.12
        total = len(self.tiles) * (side + gap) - gap
        left = (self.width() - total) / 2
        lift = side * 0.18 if index in self.chosen else 0.0
        top = (self.height() - side) / 2 + side * 0.09 - lift
        return QRectF(left + index * (side + gap), top, side, side)

    def index_at(self, point: QPointF | QPoint) -> int:
        for index in range(len(self.tiles)):
            if self.tile_rect(index).adjusted(-3, -8, 3, 8).contains(QPointF(point)):
                return index
        return -1

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shelf = QRectF(4, self.height() * 0.55, self.width() - 8, self.height() * 0.42)
        painter.fillRect(shelf, pal.WOOD_LIGHT)
        if self.hidden_text:
            painter.setPen(pal.TEXT_ON_FELT)
            painter.setFont(pal.ui_font(15, bold=True))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.hidden_text)
            painter.end()
            return
        for index, tile in enumerate(self.tiles):
            rect = self.tile_rect(index)
            if index in self.used:
                painter.setPen(QPen(QColor(255, 255, 255, 70), 1, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(rect, 5, 5)
                continue
            edge = pal.GOLD if index == self.selected else None
            paint_tile(painter, rect, tile, self.values.get(tile), blank=tile == BLANK, edge=edge)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._press
        if start is None or (event.position().toPoint() - start).manhattanLength() < 8:
            return
        self._press = None
        index = self.index_at(start)
        if index < 0 or index in self.used:
            return
        drag = QDrag(self)
        drag.setMimeData(tile_mime(f"rack:{index}"))
        side = int(self.tile_width())
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        tile = self.tiles[index]
        paint_tile(
            painter, QRectF(0, 0, side, side), tile, self.values.get(tile), blank=tile == BLANK
        )
        painter.end()
        drag.setPixmap(pixmap)
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            index = self.index_at(event.position())
            self._press = None
            if index >= 0 and index not in self.used:
                self.tile_clicked.emit(index)
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if tile_source(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        source = tile_source(event.mimeData())
        if source is None:
            event.ignore()
            return
        event.acceptProposedAction()
        index = self.index_at(event.position())
        self.tile_dropped.emit(source[0], source[1], index if index >= 0 else len(self.tiles) - 1)

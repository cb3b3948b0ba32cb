"""`BoardFit`: the board table's sizes (issue 31).

The board takes the room first: its squares are `BASE_CELL` pixels at the zoom, or less when
the table's height (or its width beside the column) is smaller, never below `LEAST_CELL`; the
column beside it (the rack, the buttons, the move's preview, the players, the score sheet and
the log) takes what is left, up to a readable width, and the two stand together in the middle
of the felt. The buttons take as many rows as their text needs in that column, and the
preview keeps room for three lines whatever it says, so nothing under it moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics

from patentgame.model.board.layout import SIZE
from patentgame.views.board.board_view import BASE_CELL, LEAST_CELL, RACK_TO_CELL
from patentgame.views.themes import px
from patentgame.views.widget_layout import layout_of

if TYPE_CHECKING:
    from patentgame.views.board.table import BoardTable

#: The least width of the column beside the board at 100 % (it grows with the zoom), and the
#: widest it becomes on a large window (the board and the column then stand in the middle).
SIDE_WIDTH = 340
SIDE_MOST = 520
#: The zoom up to which the squares' least size grows. At 125 % the table needed 1,280 pixels
#: at 200 %, and a 1280x800 window, whose table scrolls down, scrolled it sideways by 14.
LEAST_CELL_ZOOM = 120


class BoardFit(QObject):
    """Fits the board, the column beside it and its rows to one board table's room."""

    def __init__(self, table: BoardTable) -> None:
        super().__init__(table)
        self._table = table
        #: The side column's least width (wider with larger text, see `restyle`).
        self.side_least = SIDE_WIDTH
        table.side_column.installEventFilter(self)

    def fit(self) -> None:
        """Give the board its squares and the column what is left (see the module)."""
        table = self._table
        zoom = table.settings.zoom
        margins = layout_of(table).contentsMargins()
        spacing = layout_of(table).spacing()
        high = table.height() - margins.top() - margins.bottom()
        wide = table.width() - margins.left() - margins.right() - spacing
        squares = SIZE + 0.9
        least_side = round(LEAST_CELL * squares * min(zoom, LEAST_CELL_ZOOM) / 100)
        side_least = self.side_least
        board_side = min(high, round(BASE_CELL * squares * zoom / 100), wide - side_least)
        board_side = max(least_side, board_side)
        table.board.setFixedSize(board_side, board_side)
        cell = table.board.cell()
        table.rack.largest = cell * RACK_TO_CELL
        table.rack.setFixedHeight(max(px(40, zoom), round(cell * RACK_TO_CELL * 1.12 + 10)))
        side = max(side_least, min(px(SIDE_MOST, zoom), wide - board_side))
        column_widget = table.side_column
        column_widget.setFixedWidth(side)
        # The column is as tall as the board (both stand in the middle of a tall window),
        # or the table's whole height when its rows need more (then a question or a longer
        # line below the rack changes neither its place nor the board's).
        column = max(min(high, px(560, zoom)), board_side)
        least = self.column_least(side)
        side_height = column if least <= column else max(high, least)
        column_widget.setFixedHeight(side_height)
        # A column taller than the board (the table may scroll): the board stands at the top,
        # beside the rack, where the window shows it whole.
        taller = side_height > board_side
        where = Qt.AlignmentFlag.AlignTop if taller else Qt.AlignmentFlag.AlignVCenter
        layout_of(table).setAlignment(table.board, where)
        table.fit_least()
        table.score_sheet.fit(side)
        self._fit_preview_height()
        self.show_preview(table.preview.text())
        table.buttons.fit(side)

    def least_size(self) -> QSize:
        """The board at its least squares beside the column at its least width (and as tall
        as the column's rows need)."""
        table = self._table
        zoom = table.settings.zoom
        margins = layout_of(table).contentsMargins()
        side = round(LEAST_CELL * (SIZE + 0.9) * min(zoom, LEAST_CELL_ZOOM) / 100)
        column = self.column_least()
        return QSize(
            side + self.side_least + margins.left() + margins.right() + layout_of(table).spacing(),
            max(side, column) + margins.top() + margins.bottom(),
        )

    def column_least(self, width: int | None = None) -> int:
        """The least height of the column beside the board, the same whether the buttons or
        the challenge question stand under the rack (room for the taller of the two is kept:
        a question then neither moves the board nor grows the table), with the lines its
        wrapping labels take at its width (which a layout's least leaves out)."""
        table = self._table
        column = table.side_column
        layout = layout_of(column)
        least = layout.minimumSize().height()
        spacing = layout.spacing()
        bar, panel = table.challenge_bar, table.buttons
        shown = sum(
            widget.minimumSizeHint().height() + spacing
            for widget in (bar, panel)
            if widget.isVisibleTo(column)
        )
        question = max(
            3 * (table.play_button.sizeHint().height() + spacing), bar.minimumSizeHint().height()
        )
        least += max(panel.minimumSizeHint().height(), question) - shown + 2 * spacing
        width = column.width() if width is None else width
        for label in (table.players, table.unseen_label):
            if label.isVisibleTo(column) and label.text():
                least += max(0, label.heightForWidth(width) - label.minimumSizeHint().height())
        return least

    def _fit_preview_height(self) -> None:
        """The preview keeps room for three lines whatever it says (a two-line Russian
        sentence or none at all moves nothing under it)."""
        preview = self._table.preview
        font = QFont(preview.font())
        font.setPixelSize(px(15, self._table.settings.zoom))
        font.setBold(True)
        preview.setFixedHeight(QFontMetrics(font).lineSpacing() * 3 + 6)

    def show_preview(self, text: str) -> None:
        """Say ``text`` under the buttons, a little smaller when its three lines would not
        hold it in the column (plain text; rich text at its zoomed size)."""
        table = self._table
        preview = table.preview
        preview.setText(text)
        size = px(15, table.settings.zoom)
        if text and not text.lstrip().startswith("<"):
            width = table.side_column.width() - 8
            height = preview.height()
            flags = int(Qt.TextFlag.TextWordWrap.value)
            font = QFont(preview.font())
            font.setBold(True)
            while size > 9:
                font.setPixelSize(size)
                needed = QFontMetrics(font).boundingRect(0, 0, width, 10 * height, flags, text)
                if needed.height() <= height and needed.width() <= width:
                    break
                size -= 1
        style = f"font-size: {size}px; font-weight: bold;"
        if style != preview.styleSheet():
            preview.setStyleSheet(style)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table.side_column and event.type() == QEvent.Type.LayoutRequest:
            # A row of the column changed its size (a new style sheet is worked through
            # lazily, a label wraps): the column's height and the table's least size follow.
            QTimer.singleShot(0, self, self.fit)
        return False

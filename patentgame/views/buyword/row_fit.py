"""`RowFit`: the heights and widths of BuyWord's rows on the felt (issue 31).

Every row that holds a passing text keeps its height, said or not (the prompt two lines, the
captions, the price, the preview and the refusal one each), so a message never moves a tile;
the rows stand in the middle of a tall felt (the room above them comes from their own
heights, never from a question shown below); the column of plaques and the log takes its
width at the zoom, never more than two fifths of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QFont, QFontMetrics

from patentgame.views.buyword.tile_row import TileRow
from patentgame.views.text_fit import OneLineLabel, fitting_pixels
from patentgame.views.themes import px
from patentgame.views.widget_layout import layout_of

if TYPE_CHECKING:
    from patentgame.views.buyword.table import BuyWordTable

#: The width of the column of plaques and the log at 100 % (it grows with the zoom).
SIDE_WIDTH = 320


class RowFit(QObject):
    """Fits the rows of one BuyWord table to its room and the zoom."""

    def __init__(self, table: BuyWordTable) -> None:
        super().__init__(table)
        self._table = table

    def fit(self) -> None:
        """Everything for the table's size: the side column, the rows' heights, the buttons'
        lines and the room above the rows."""
        self.fit_side()
        self.reserve_rows()
        self.fit_buttons()
        self._centre_rows()

    def show_prompt(self, text: str) -> None:
        """The prompt at its zoomed size, or smaller when two lines would not hold it."""
        prompt = self._table.prompt
        prompt.setText(text)
        size = fitting_pixels(prompt, text, px(17, self._table.settings.zoom), bold=True)
        style = f"font-size: {size}px; font-weight: bold;"
        if style != prompt.styleSheet():
            prompt.setStyleSheet(style)

    def _line(self, pixels: int, *, bold: bool = False) -> int:
        """The height of one line of text of ``pixels`` at the zoom."""
        font = QFont(self._table.font())
        font.setPixelSize(px(pixels, self._table.settings.zoom))
        font.setBold(bold)
        return QFontMetrics(font).lineSpacing() + 4

    def reserve_rows(self) -> None:
        """Every row that holds a passing text keeps its height, said or not."""
        table = self._table
        zoom = table.settings.zoom
        table.prompt.setFixedHeight(2 * self._line(17, bold=True))
        for label, pixels in (
            (table.offer_caption, 13),
            (table.hand_caption, 13),
            (table.offer_price, 16),
            (table.fault, 14),
        ):
            label.setFixedHeight(self._line(pixels, bold=True))
            if isinstance(label, OneLineLabel):
                label.set_pixels(px(pixels, zoom), bold=pixels == 16)
        table.preview_line.setFixedHeight(
            max(self._line(16, bold=True), table.wild_choice.sizeHint().height())
        )
        table.preview.set_pixels(px(16, zoom), bold=True)

    def fit_buttons(self) -> None:
        """The step's buttons in the main column's width (one line, or two)."""
        table = self._table
        outer = layout_of(table)
        margins = outer.contentsMargins()
        room = table.width() - margins.left() - margins.right() - table.side_column.width()
        room -= outer.spacing() if table.side_column.isVisibleTo(table) else 0
        table.button_row.fit(room, table.settings.zoom)

    def _centre_rows(self) -> None:
        """The rows in the middle of the felt's height when it has room for them whole."""
        table = self._table
        margins = layout_of(table).contentsMargins()
        high = table.height() - margins.top() - margins.bottom()
        rows = (
            table.prompt,
            table.offer_caption,
            table.offer_row,
            table.offer_price,
            table.word_row,
            table.preview_line,
            table.fault,
            table.hand_row,
            table.hand_caption,
            table.button_row,
        )
        content = sum(
            widget.maximumHeight() if isinstance(widget, TileRow) else widget.height()
            for widget in rows
        )
        content += table.main_column.spacing() * len(rows)
        top = max(0, (high - content) // 2)
        if top != table.top_space.height():
            table.top_space.setFixedHeight(top)

    def fit_side(self) -> None:
        """The column of plaques and the log: its width at the zoom, never more than two
        fifths of the table (the tiles keep the rest)."""
        table = self._table
        zoom = table.settings.zoom
        wanted = max(px(SIDE_WIDTH, zoom), min(px(SIDE_WIDTH * 3 // 2, zoom), table.width() // 5))
        width = max(px(220, zoom), min(wanted, table.width() * 2 // 5))
        table.side_column.setFixedWidth(width)
        table.log.setMaximumWidth(width)

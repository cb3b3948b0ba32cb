"""Text that must fit a label of fixed size: the largest pixel size, up to the zoomed one, at
which it does.

The table's prompt and the line under the word have fixed heights (the rows below them must not
jump as the turn goes on). At a large View > Zoom on a small window, a long sentence (a long
name, a long word) would be cut; it is set a little smaller instead, for as long as it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

#: Below this many pixels text is no longer set smaller (it would not be read).
SMALLEST = 9


def fitting_pixels(label: QLabel, text: str, pixels: int, *, bold: bool = False) -> int:
    """The largest size from ``pixels`` down to `SMALLEST` at which ``text`` (plain) fits
    ``label``: on one line, or wrapped in its height when the label wraps its words. A label
    not laid out yet (no width) keeps ``pixels``."""
    margins = label.contentsMargins()
    width = label.width() - margins.left() - margins.right() - 2 * label.margin() - 4
    height = label.height() - margins.top() - margins.bottom()
    if width <= 0 or height <= 0 or not text:
        return pixels
    font = QFont(label.font())
    font.setBold(bold)
    size = pixels
    while size > SMALLEST:
        font.setPixelSize(size)
        metrics = QFontMetrics(font)
        if label.wordWrap():
            needed = metrics.boundingRect(QRect(0, 0, width, 100 * height), _WRAP, text)
            if needed.height() <= height and needed.width() <= width:
                return size
        elif metrics.horizontalAdvance(text) <= width and metrics.height() <= height:
            return size
        size -= 1
    return size


_WRAP = int(Qt.TextFlag.TextWordWrap.value)


class OneLineLabel(QLabel):
    """A label of one line whose text is set a little smaller when it would not fit its width
    (a long caption under BuyWord's hand at 200 % on a laptop), down to `SMALLEST` pixels;
    :meth:`set_pixels` gives its size at the zoom."""

    def __init__(self, parent: QLabel | None = None) -> None:
        super().__init__(parent)
        self._pixels = 13
        self._bold = False

    def set_pixels(self, pixels: int, *, bold: bool = False) -> None:
        """Text of ``pixels`` at most (the table's style sheet gives its colour)."""
        self._pixels, self._bold = pixels, bold
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def minimumSizeHint(self) -> QSize:
        """As narrow as its row makes it: the text shrinks rather than widen the table."""
        return QSize(0, super().minimumSizeHint().height())

    def _fit(self) -> None:
        size = fitting_pixels(self, self.text(), self._pixels, bold=self._bold)
        style = f"font-size: {size}px;"
        if style != self.styleSheet():
            self.setStyleSheet(style)

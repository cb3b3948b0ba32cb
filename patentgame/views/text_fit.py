"""Text that must fit a label of fixed size: the largest pixel size, up to the zoomed one, at
which it does.

The table's prompt and the line under the word have fixed heights (the rows below them must not
jump as the turn goes on). At a large View > Zoom on a small window, a long sentence (a long
name, a long word) would be cut; it is set a little smaller instead, for as long as it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
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

"""Text that must fit a label of fixed size: the largest pixel size, up to the zoomed one, at
which it does.

The table's prompt and the line under the word have fixed heights (the rows below them must not
jump as the turn goes on). At a large View > Zoom on a small window, a long sentence (a long
name, a long word) would be cut; it is set a little smaller instead, for as long as it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
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


def set_fitting_rich_text(
    label: QLabel, text: str, html_at: Callable[[int], str], pixels: int
) -> None:
    """Show ``html_at(size)`` (the rich text of the plain ``text``) in ``label`` at the
    largest size from ``pixels`` down to `SMALLEST` that the label shows whole, and again
    whenever the label is resized while it shows it. The plain text's measure is the first
    guess; the label's own layout has the last word (a rich text wraps a few pixels sooner:
    at 200 % a three-line question lost its last line)."""
    refit = label.findChild(_Refit)
    if refit is None:
        refit = _Refit(label)
    refit.fit = lambda: _fit_rich(label, text, html_at, pixels)
    refit.shown = refit.fit()


def _fit_rich(label: QLabel, text: str, html_at: Callable[[int], str], pixels: int) -> str:
    size = fitting_pixels(label, text, pixels)
    label.setText(html_at(size))
    width = label.width()
    if width > 0 and label.wordWrap():
        while size > SMALLEST and label.heightForWidth(width) > label.height():
            size -= 1
            label.setText(html_at(size))
    return label.text()


class _Refit(QObject):
    """Sets a label's fitted rich text again when the label is resized (its layout gives it
    its width after the text was set), as long as the label still shows that text."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.fit: Callable[[], str] | None = None
        #: The text it set last: another text set since is not its to refit.
        self.shown = ""
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.fit is not None:
            label = watched
            if isinstance(label, QLabel) and label.text() == self.shown:
                self.shown = self.fit()
        return False


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


class FoldingOneLineLabel(OneLineLabel):
    """A :class:`OneLineLabel` shown only while it holds text (a passing line, as
    ``folding_label.FoldingLabel``): BuyWord's price of the word being built, beside the wild
    tile's choice, which at 200 % in Russian ran past both ends of its row."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        super().clear()
        self.hide()

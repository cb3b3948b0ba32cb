"""`FoldingRow`: a row of buttons that folds into balanced lines where its room is too narrow.

Where the row breaks is `button_lines`'s. The row keeps the height its widest step needs
(``steps``: the buttons shown together), so a step with more buttons moves nothing below it.
The patent table's row of the turn needed 1,400 pixels at 200 % in Russian ("Сыграть",
"Очистить", "Подсказка", "Сбросить вместо хода...") and made the whole table scroll sideways,
the log and two columns of patents out of the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from patentgame.views.button_lines import MOST_LINES, line_breaks, lines_needed


class FoldingRow(QWidget):
    """Widgets that come and go in a row of one to :data:`MOST_LINES` lines, centred.

    ``line_height`` is one line's height (a button's at the zoom: :meth:`set_line_height`);
    ``steps`` the groups of widgets shown together, whose widest decides the row's height.
    Widgets added to :attr:`first_line` by others stay on it, unfolded.
    """

    def __init__(
        self,
        widgets: Sequence[QWidget],
        steps: Sequence[Sequence[QWidget]] = (),
        line_height: int = 38,
        spacing: int = 8,
        line_spacing: int = 6,
    ) -> None:
        super().__init__()
        self._widgets = tuple(widgets)
        self._steps = tuple(tuple(step) for step in steps)
        self._spacing = spacing
        self._line_spacing = line_spacing
        self._line_height = line_height
        self.setFixedHeight(line_height)  # one line until the row first folds
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(line_spacing)
        self.lines = tuple(QHBoxLayout() for _ in range(MOST_LINES))
        for line in self.lines:
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(spacing)
            line.addStretch(1)
            line.addStretch(1)
            outer.addLayout(line)
        for widget in self._widgets:
            self.first_line.insertWidget(self.first_line.count() - 1, widget, _stretch(widget))
        #: The index of each line's first widget among the shown ones (``()``: one line).
        self._breaks: tuple[int, ...] = ()
        self._shown: list[QWidget] = []

    @property
    def first_line(self) -> QHBoxLayout:
        """The first line, which holds everything while the row is one line."""
        return self.lines[0]

    def set_line_height(self, height: int) -> None:
        """One line's height (a button's at the zoom); the row folds again."""
        self._line_height = height
        self.fold()

    def widest_widget(self) -> int:
        """The width of the widest widget shown: the least room the row can fold into (a
        widget that folds itself, the challenge bar, says how narrow it goes)."""
        shown = [w for w in self._widgets if not w.isHidden()]
        return max((_least_width(w) for w in shown), default=0)

    def fold(self) -> None:
        """Fold the shown widgets into the row's width and take the height of the widest
        step. While a widget others put on the first line shows (the meaning button beside a
        verdict), the row stays one line."""
        room = self.width()
        if room <= 0:
            return
        shown = [w for w in self._widgets if not w.isHidden()]
        breaks = (
            () if self._others_shown() else line_breaks(self._widths(shown), self._spacing, room)
        )
        steps = self._steps or (self._widgets,)
        lines = max(
            len(breaks) + 1,
            *(lines_needed(self._widths(step), self._spacing, room) for step in steps),
        )
        height = lines * self._line_height + (lines - 1) * self._line_spacing
        # A widget that folds itself (the challenge bar at 200 %) may need more.
        tallest = max((w.minimumSizeHint().height() for w in shown), default=0)
        self.setFixedHeight(max(height, tallest))
        if (breaks, shown) == (self._breaks, self._shown):
            return  # the lines hold the widgets they should: no new layout
        self._breaks, self._shown = breaks, shown
        for widget in self._widgets:
            for each in self.lines:
                each.removeWidget(widget)
        for widget in self._widgets:
            index = shown.index(widget) if widget in shown else 0
            target = self.lines[sum(1 for bound in breaks if index >= bound)]
            target.insertWidget(target.count() - 1, widget, _stretch(widget))

    def _others_shown(self) -> bool:
        line = self.first_line
        items = (line.itemAt(i) for i in range(line.count()))
        widgets = (item.widget() for item in items if item is not None)
        return any(w is not None and w not in self._widgets and not w.isHidden() for w in widgets)

    def _widths(self, widgets: Sequence[QWidget]) -> list[int]:
        return [widget.sizeHint().width() for widget in widgets]

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.fold()  # a widget folded itself into more lines: its height counts
        return handled

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fold()


@runtime_checkable
class FoldsItself(Protocol):
    """A widget that folds its own contents into lines (the challenge bar)."""

    def least_width(self) -> int:
        """The narrowest it folds into."""
        ...


def _least_width(widget: QWidget) -> int:
    if isinstance(widget, FoldsItself):
        return widget.least_width()
    return widget.sizeHint().width()


def _stretch(widget: QWidget) -> int:
    """A widget that folds itself takes its line's whole width, and folds by that: given its
    own hint's width, a bar folded once kept the narrow width it asked for, and its lines."""
    return 1 if isinstance(widget, FoldsItself) else 0

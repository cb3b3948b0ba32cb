"""Bringing a part of the table into view, and giving the view back.

The table scrolls in a window smaller than its least size at the zoom (a laptop at 200 %). A
part that asks the person something (the challenge bar, the verdict's hand-over button) can then
sit below what the window shows: in BuyWord at 200 % in a 1280x800 window the person read "Ben
offers ARLES for sale" and had to find the buttons by scrolling. A part that asks scrolls itself
into view, and when the question is answered the view goes back where it was, unless the person
scrolled meanwhile (then their scroll stands).
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget


class Scrolled:
    """Where a scroll area was before a part was brought into view, and whether the person
    has scrolled it since (a wheel, a drag, a key: the scroll bars' actions, which the
    program's own scrolling and the layout's clamping do not trigger)."""

    def __init__(self, area: QScrollArea, before: tuple[int, int]) -> None:
        self.area = area
        self.before = before
        self.moved_by_person = False
        for bar in (area.horizontalScrollBar(), area.verticalScrollBar()):
            bar.actionTriggered.connect(self._person_scrolled)

    def _person_scrolled(self, _action: int) -> None:
        self.moved_by_person = True

    def forget(self) -> None:
        """Stop watching the person's scrolling."""
        for bar in (self.area.horizontalScrollBar(), self.area.verticalScrollBar()):
            bar.actionTriggered.disconnect(self._person_scrolled)


def scroll_area_of(widget: QWidget) -> QScrollArea | None:
    """The scroll area ``widget`` is shown in, if any."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def _position(area: QScrollArea) -> tuple[int, int]:
    return area.horizontalScrollBar().value(), area.verticalScrollBar().value()


def bring_into_view(widget: QWidget, scrolled: Scrolled | None = None) -> Scrolled | None:
    """Scroll the area ``widget`` is in until ``widget`` shows whole (as much of it as the
    area can show). The answer remembers where the view was before (``scrolled``'s place when
    the view was already moved for ``widget`` and not given back), or None when nothing moved."""
    area = scroll_area_of(widget)
    if area is None or not widget.isVisible():
        return scrolled
    content = area.widget()
    layout = content.layout() if content is not None else None
    if layout is not None:
        layout.activate()  # a part that just grew (a folded bar) has its height
    before = _position(area)
    area.ensureWidgetVisible(widget, 0, 0)
    if scrolled is not None or _position(area) == before:
        return scrolled
    return Scrolled(area, before)


def give_view_back(scrolled: Scrolled | None) -> None:
    """Put the view back where it was before ``bring_into_view``, unless the person scrolled
    it since."""
    if scrolled is None:
        return
    scrolled.forget()
    if scrolled.moved_by_person:
        return
    horizontal, vertical = scrolled.before
    scrolled.area.horizontalScrollBar().setValue(horizontal)
    scrolled.area.verticalScrollBar().setValue(vertical)

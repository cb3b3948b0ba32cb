"""Bringing a part of the table into view, and giving the view back.

The table scrolls in a window smaller than its least size at the zoom (a laptop at 200 %). A
part that asks the person something (the challenge bar, the verdict's hand-over button) can then
sit below what the window shows: in BuyWord at 200 % in a 1280x800 window the person read "Ben
offers ARLES for sale" and had to find the buttons by scrolling. A part that asks scrolls itself
into view, and when the question is answered the view goes back where it was, unless the person
scrolled meanwhile (then their scroll stands).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QTimer
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
        """Stop watching the person's scrolling; the part no longer holds the view."""
        for bar in (self.area.horizontalScrollBar(), self.area.verticalScrollBar()):
            bar.actionTriggered.disconnect(self._person_scrolled)
        held = _moved_for.get(id(self.area), [])
        if self in held:
            held.remove(self)


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
    scrolled = Scrolled(area, before)
    _moved_for.setdefault(id(area), []).append(scrolled)
    return scrolled


#: The parts brought into view and not yet given back, per scroll area, the latest last.
_moved_for: dict[int, list[Scrolled]] = {}


def give_view_back(scrolled: Scrolled | None) -> None:
    """Put the view back where it was before ``bring_into_view``, unless the person scrolled
    it since. Two parts may hold the view at once (a hint shown, then the challenge bar that
    asks): the earlier one's end does not move the view from under the later one, whose
    place to go back to becomes the earlier one's (the person's hand, not the hint)."""
    if scrolled is None:
        return
    held = _moved_for.get(id(scrolled.area), [])
    index = next((i for i, s in enumerate(held) if s is scrolled), -1)
    later = held[index + 1] if 0 <= index < len(held) - 1 else None
    scrolled.forget()
    if later is not None:  # a later part holds the view: it goes back there instead
        later.before = scrolled.before
        return
    if scrolled.moved_by_person:
        return
    horizontal, vertical = scrolled.before
    scrolled.area.horizontalScrollBar().setValue(horizontal)
    scrolled.area.verticalScrollBar().setValue(vertical)


def show_soon(
    widget: QWidget | None, unless: Callable[[], bool] = lambda: False, delay_ms: int = 50
) -> None:
    """Scroll the area ``widget`` is in to show it, once the window has laid the table out
    (``delay_ms`` later, and again a little after: on a busy machine the table was still
    taking its size at the first), unless ``unless()`` says otherwise then or the view was
    scrolled meanwhile: the person's own pieces after a zoom or at a game's start, not
    while the welcome screen covers them."""
    area = scroll_area_of(widget) if widget is not None else None
    if widget is None or area is None:
        return
    watch = Scrolled(area, _position(area))

    def show() -> None:
        # Not where something else scrolled meanwhile (the challenge bar that asked at once).
        if not unless() and not watch.moved_by_person and _position(area) == watch.before:
            area.ensureWidgetVisible(widget, 0, 0)
        shown_at = _position(area)
        QTimer.singleShot(5 * delay_ms, widget, lambda: show_again(shown_at))

    def show_again(shown_at: tuple[int, int]) -> None:
        # Only where nothing scrolled since (the buying step may have shown the patents).
        if not unless() and not watch.moved_by_person and _position(area) == shown_at:
            area.ensureWidgetVisible(widget, 0, 0)
        watch.forget()

    QTimer.singleShot(delay_ms, widget, show)


class ViewFollower:
    """Keeps what a screen covering the whole table shows (the hand-over's words, the welcome
    screen's choices) in the part of the table the window shows.

    Such a screen covers the whole table, so a person who scrolls finds nothing of the table
    showing. But a table larger than its window (a laptop at 200 %) scrolls, and words centred
    on the whole table were out of sight, a button half off the window's edge. The follower
    sets the screen's layout margins to the seen part and lays it out again as the view
    scrolls or the viewport changes size.

    What is taller than the seen part (the welcome screen's choices at 200 % in a 1280x800
    window) cannot follow the scroll, or its bottom could never be reached: it is laid out on
    the whole screen, and ``fits`` says so.
    """

    def __init__(self, screen: QWidget, margin: int = 12) -> None:
        self._screen = screen
        self._margin = margin
        self._followed: QScrollArea | None = None
        #: The part of the screen the window shows (the whole screen before it is shown).
        self.seen = QRect()
        #: Whether the screen's layout fits in the seen part (else it is on the whole screen).
        self.fits = True

    def follow(self) -> None:
        """Lay the screen out in the part of it the window shows now."""
        screen = self._screen
        area = scroll_area_of(screen)
        if area is not None and area is not self._followed:
            self._followed = area
            for bar in (area.horizontalScrollBar(), area.verticalScrollBar()):
                bar.valueChanged.connect(self.follow)
                # The viewport's size changes its range (a status message of three lines).
                bar.rangeChanged.connect(self.follow)
        seen = screen.visibleRegion().boundingRect()
        if not screen.isVisible() or seen.isEmpty():
            seen = screen.rect()
        self.seen = seen
        layout = screen.layout()
        if layout is None:
            return
        m = self._margin
        left, right = seen.left() + m, screen.width() - seen.right() - 1 + m
        layout.setContentsMargins(left, m, right, m)
        needed = layout.minimumSize().height()
        if layout.hasHeightForWidth():  # wrapped words: their height at the seen width
            needed = max(needed, layout.heightForWidth(screen.width()))
        needed -= 2 * m
        self.fits = needed <= seen.height() - 2 * m
        if self.fits:
            layout.setContentsMargins(
                left, seen.top() + m, right, screen.height() - seen.bottom() - 1 + m
            )
        layout.activate()  # now: a scroll is painted at once, with the words in place
        screen.update()

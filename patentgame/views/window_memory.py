"""Where the main window was, remembered per screen set-up and restored only where it can be seen.

A laptop on a desk with a second screen and the same laptop on a train are two set-ups: the
window keeps its size, position and maximized state for each (``Settings.window_places``, keyed
by :func:`screen_setup`), so docking puts it back on the big screen and undocking back on the
laptop's. A set-up not seen before starts from the window's last place.

A place is restored safely: Qt's ``restoreGeometry`` already moves a window whose screen is
gone, and :func:`keep_on_screen` then checks what a person needs, a piece of the title bar on
some screen to grab, and otherwise brings the window, shrunk to fit if need be, to the middle of
the primary screen. A window taller or wider than the screen its title bar is on is shrunk to
that screen: the first start's 1280 x 800 on a 1366 x 768 laptop once hid the rack's foot (and
the end's buttons) below the screen's edge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from patentgame.keeping.settings import MAX_WINDOW_PLACES, Settings

#: A title bar counts as reachable when this much of its top strip is on a screen.
GRIP_WIDTH, GRIP_HEIGHT = 120, 24


def screen_setup(screens: Sequence[QScreen] | None = None) -> str:
    """The screens as the settings key them: each one's name, size and position, in order of
    position (``"DP-1 2560x1440+0+0; eDP-1 1920x1200+2560+0"``)."""
    found = QGuiApplication.screens() if screens is None else screens
    described = []
    for screen in found:
        area = screen.geometry()
        described.append(
            (
                (area.x(), area.y()),
                f"{screen.name()} {area.width()}x{area.height()}+{area.x()}+{area.y()}",
            )
        )
    return "; ".join(text for _, text in sorted(described))


def remember_place(window: QWidget, settings: Settings) -> Settings:
    """``settings`` with ``window``'s place kept for the present screen set-up (and as the last
    place, for set-ups not seen yet)."""
    place = bytes(window.saveGeometry().toBase64().data()).decode()
    setup = screen_setup()
    others = tuple((key, kept) for key, kept in settings.window_places if key != setup)
    places = ((setup, place), *others)[:MAX_WINDOW_PLACES]
    return replace(settings, window_geometry=place, window_places=places)


def restore_place(window: QWidget, settings: Settings) -> None:
    """Put ``window`` where it was on the present screen set-up (or where it was last), then
    make sure a person can reach it."""
    place = dict(settings.window_places).get(screen_setup()) or settings.window_geometry
    if place:
        saved = QByteArray.fromBase64(place.encode())
        window.restoreGeometry(saved)
        _maximize_on_its_screen(window, saved)
    keep_on_screen(window)


def _maximize_on_its_screen(window: QWidget, saved: QByteArray) -> None:
    """A window already shown is maximized by ``restoreGeometry`` on the screen it is on, not
    on the one its place is on: move it to that screen first and restore again."""
    handle = window.windowHandle()
    if not window.isMaximized() or handle is None:
        return
    screen = QGuiApplication.screenAt(window.normalGeometry().center())
    if screen is not None and screen is not window.screen():
        handle.setScreen(screen)
        window.restoreGeometry(saved)


def keep_on_screen(window: QWidget) -> None:
    """Bring ``window`` back onto the primary screen if no screen shows a piece of its title
    bar, and shrink a window larger than the screen it is on (see `fitted`)."""
    if window.isMaximized() or window.isFullScreen():
        return  # it fills a screen Qt chose among those there are
    primary = QGuiApplication.primaryScreen()
    if primary is None:
        return
    areas = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    target = fitted(window.frameGeometry(), areas, primary.availableGeometry())
    if target is None:
        return
    margins = window.frameGeometry().size() - window.geometry().size()
    window.resize(
        max(window.minimumWidth(), target.width() - margins.width()),
        max(window.minimumHeight(), target.height() - margins.height()),
    )
    window.move(target.topLeft())


def fitted(frame: QRect, areas: Sequence[QRect], primary: QRect) -> QRect | None:
    """Where a window framed by ``frame`` must go so a person can reach it: ``None`` when a
    piece of its title bar is on one of the screens' ``areas`` already and it fits that screen;
    shrunk to that screen, and moved just enough to be on it, when it is larger; else
    ``frame`` shrunk to ``primary`` and centred on it.

    >>> on_left = [QRect(0, 0, 1920, 1080)]
    >>> fitted(QRect(100, 100, 800, 600), on_left, on_left[0]) is None
    True
    >>> fitted(QRect(2100, 100, 800, 600), on_left, on_left[0])
    PySide6.QtCore.QRect(560, 240, 800, 600)
    >>> fitted(QRect(2100, 100, 2560, 1440), on_left, on_left[0])
    PySide6.QtCore.QRect(0, 0, 1920, 1080)
    >>> laptop = [QRect(0, 0, 1366, 728)]  # 768 pixels less a task bar
    >>> fitted(QRect(40, 0, 1280, 830), laptop, laptop[0])
    PySide6.QtCore.QRect(40, 0, 1280, 728)
    >>> fitted(QRect(0, 25, 1280, 728), laptop, laptop[0])  # its foot below the screen's edge
    PySide6.QtCore.QRect(0, 0, 1280, 728)
    """
    grip = QRect(frame.left(), frame.top(), frame.width(), GRIP_HEIGHT)
    for area in areas:
        shown = grip.intersected(area)
        if shown.width() >= min(GRIP_WIDTH, frame.width()) and shown.height() >= GRIP_HEIGHT // 2:
            if _wholly_shown(frame, areas):
                return None  # on one screen, or across two side by side
            width, height = min(frame.width(), area.width()), min(frame.height(), area.height())
            left = max(area.left(), min(frame.left(), area.left() + area.width() - width))
            top = max(area.top(), min(frame.top(), area.top() + area.height() - height))
            return QRect(left, top, width, height)
    width, height = min(frame.width(), primary.width()), min(frame.height(), primary.height())
    left = primary.left() + (primary.width() - width) // 2
    top = primary.top() + (primary.height() - height) // 2
    return QRect(left, top, width, height)


def _wholly_shown(frame: QRect, areas: Sequence[QRect]) -> bool:
    """Whether every pixel of ``frame`` is on some screen (screens do not overlap)."""
    shown = 0
    for area in areas:
        part = frame.intersected(area)
        if not part.isEmpty():
            shown += part.width() * part.height()
    return shown >= frame.width() * frame.height()

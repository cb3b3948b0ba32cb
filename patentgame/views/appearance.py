"""How the window looks and reads: the theme and the text size (View > Theme, View > Zoom).

The main window calls :func:`apply_appearance` with every settings change; it does work only
when the theme or the zoom changed (a style sheet costs milliseconds to work through). The zoom
grows the application's font (menus, dialogs, the log), the table's labels and buttons, the
fixed rows of the table that hold text, and the pieces (cards, tiles, the board: each family's
table sizes them at its base size times the zoom, as far as the room allows).

The window's least size stays that of a 1024 x 640 laptop at every zoom (issue 31): the table
sits in a scroll area (:func:`table_area`) and takes the least size its zoom needs
(:data:`ROOM_FOR_ZOOM`, or more when its family asks), so a large zoom on a small screen
scrolls the table rather than forcing the window past the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

from patentgame.keeping.settings import MAX_ZOOM, MIN_ZOOM
from patentgame.views import palette, themes, window_looks
from patentgame.views.accessibility import StatusBar
from patentgame.views.in_view import show_soon
from patentgame.views.widget_layout import layout_of

if TYPE_CHECKING:
    from patentgame.keeping.settings import Settings
    from patentgame.views.main_window import MainWindow

#: The steps of View > Zoom in and Zoom out, in percent.
ZOOM_STEPS = (100, 110, 125, 150, 175, 200)

#: The smallest window whose tables show every word whole at a zoom (measured: the patent
#: game's, a board game's and BuyWord's tables with three players, by ``clipped()`` in
#: ``tests/views/test_zoom.py``). Up to 150 % the window's own minimum holds them; at 175 %
#: a 1024 x 640 window cut BuyWord's plaques, at 200 % the board's buttons too.
ROOM_FOR_ZOOM: dict[int, tuple[int, int]] = {150: (1000, 600), 175: (1152, 700), 200: (1200, 720)}

#: The application font before any zoom (kept at the first zoom, so steps never compound).
_base_font: QFont | None = None


def zoom_in(zoom: int) -> int:
    """The next zoom step above ``zoom`` (200 stays 200)."""
    return next((step for step in ZOOM_STEPS if step > zoom), MAX_ZOOM)


def zoom_out(zoom: int) -> int:
    """The next zoom step below ``zoom`` (100 stays 100)."""
    return next((step for step in reversed(ZOOM_STEPS) if step < zoom), MIN_ZOOM)


def room_for_zoom(zoom: int, screen: QSize | None = None) -> QSize:
    """The smallest window that holds the tables whole at ``zoom`` percent, no larger than
    ``screen`` (the room the screen gives a window: a larger minimum would push the window
    off it, and a person there is better served by a table that shows most of itself)."""
    width, height = next(
        (room for step, room in sorted(ROOM_FOR_ZOOM.items()) if zoom <= step),
        ROOM_FOR_ZOOM[max(ROOM_FOR_ZOOM)],
    )
    if screen is not None and screen.isValid():
        width, height = min(width, screen.width()), min(height, screen.height())
    return QSize(width, height)


def table_area(table: QWidget) -> QScrollArea:
    """The window's middle: ``table`` filling it, scrolling when the table's least size at
    the zoom is larger than the window (no frame, nothing painted around the table)."""
    area = QScrollArea()
    area.setObjectName("tablearea")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setAlignment(Qt.AlignmentFlag.AlignCenter)
    # A least size of its own, so that the table's layout never makes one of the board's
    # present size (the table could then never shrink with the window); the window gives it
    # the zoom's (`fit_window_to_zoom`).
    table.setMinimumSize(QSize(900, 480))
    area.setWidget(table)
    area.setFocusProxy(table)
    return area


def fit_window_to_zoom(window: MainWindow, zoom: int) -> None:
    """Keep ``window``'s least size that of a laptop at every zoom (as far as its screen
    allows) and give its table the least size the zoom needs: the table scrolls in the window
    when that is more than the window has."""
    screen = window.screen()
    available = screen.availableGeometry().size() if screen is not None else None
    if available is not None:
        # The window's frame (title bar, borders) comes out of the screen's room too.
        frame = window.frameGeometry().size() - window.geometry().size()
        available = available - frame
    window.setMinimumSize(room_for_zoom(100, available))
    chrome = window.menuBar().sizeHint().height() + window.statusBar().sizeHint().height()
    room = room_for_zoom(zoom)
    window.table.fit_least(QSize(room.width(), room.height() - chrome))
    # A table larger than the window shows the person's own pieces first.
    show_soon(window.table.pieces_in_hand(), unless=window.welcome_shown)
    # The status bar's lines take the new text size now (the window's least size no longer
    # changes with the zoom, which laid the window out again).
    bar = window.statusBar()
    for label in bar.findChildren(QWidget):
        label.updateGeometry()
    if isinstance(bar, StatusBar):
        bar.refit()
    layout_of(window).invalidate()


def apply_zoom_to_font(zoom: int) -> None:
    """The application font at ``zoom`` percent of the one the platform gave."""
    global _base_font
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _base_font is None:
        _base_font = QFont(app.font())
    font = QFont(_base_font)
    if _base_font.pointSizeF() > 0:
        font.setPointSizeF(_base_font.pointSizeF() * zoom / 100)
    else:
        font.setPixelSize(max(1, round(_base_font.pixelSize() * zoom / 100)))
    app.setFont(font)


def _as_the_platform_made_it() -> bool:
    """Whether the palette is the felt's and the font the platform's (no theme or zoom was
    applied in this process)."""
    return palette.THEME_KEY == "felt" and _base_font is None


def apply_appearance(window: MainWindow, settings: Settings, *, force: bool = False) -> None:
    """Give ``window`` (its table, menus and dialogs) the theme and zoom of ``settings``."""
    shown = window.appearance_shown
    wanted = (settings.theme, settings.zoom)
    if shown == wanted and not force:
        return
    window.appearance_shown = wanted
    theme = themes.theme(settings.theme)
    if shown is None and wanted == ("felt", 100) and _as_the_platform_made_it():
        # A start in the first look: the palette, the table's buttons and the log (styled as
        # it is made) are the felt's already (a start pays for no second style sheet).
        fit_window_to_zoom(window, settings.zoom)
        return
    themes.apply_theme(theme)
    palette.ZOOM = settings.zoom
    apply_zoom_to_font(settings.zoom)
    table = window.table
    table.restyle(theme, settings.zoom)
    fit_window_to_zoom(window, settings.zoom)
    table.log.setStyleSheet(themes.log_style(theme, settings.zoom))
    window_looks.relook_windows()
    themes.restyle(window)

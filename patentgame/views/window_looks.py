"""The style sheets of the windows beside the table, made from the theme and the zoom.

The end of a game, the welcome screen, the statistics and the history each take their colours
from the theme in use (:mod:`patentgame.views.themes`, whose ``text_pairs`` hold them to WCAG
AA) and their text sizes from the zoom. A window with an ``apply_look()`` method is given its
look again when View > Theme or View > Zoom changes (:func:`follow`, :func:`relook_windows`).
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from patentgame.views import palette as pal
from patentgame.views import themes
from patentgame.views.themes import Theme, px


def current() -> tuple[Theme, int]:
    """The theme and zoom (percent) the windows are shown in now."""
    return themes.theme(pal.THEME_KEY), pal.ZOOM


def pt(points: float, zoom: int) -> str:
    """A size in points at ``zoom`` percent, for a style sheet."""
    return f"{points * zoom / 100:.1f}pt"


def summary_style(t: Theme, zoom: int) -> str:
    """The end of a game: plaques of dark glass on the table, the chart on paper."""
    r, g, b, a = themes.PLAQUE_GLASS
    return f"""
QLabel {{ color: {t.text_on_felt}; font-size: {px(13, zoom)}px; }}
QLabel#heading {{ color: {t.gold}; font-size: {px(30, zoom)}px; font-weight: bold; }}
QLabel#subheading {{ color: {t.muted_on_felt}; font-size: {px(15, zoom)}px; }}
QLabel#name {{ font-size: {px(17, zoom)}px; font-weight: bold; }}
QLabel#score {{ color: {t.text_on_felt}; font-size: {px(30, zoom)}px; font-weight: bold; }}
QLabel#muted {{ color: {t.muted_on_felt}; font-size: {px(12, zoom)}px; }}
QLabel#caption {{ color: {t.muted_on_felt}; font-size: {px(12, zoom)}px; font-weight: bold; }}
QLabel#figure {{ font-size: {px(13, zoom)}px; }}
QLabel#record {{ color: {themes.MEDAL_INK}; background: {t.gold}; border-radius: 8px;
  padding: 2px 8px; font-size: {px(12, zoom)}px; font-weight: bold; }}
QLabel#rating {{ color: {t.good_on_felt}; font-size: {px(13, zoom)}px; font-weight: bold; }}
QLabel#ratingDown {{ color: {t.bad_on_felt}; font-size: {px(13, zoom)}px; font-weight: bold; }}
QLabel#explanation {{ color: {t.paper_text}; font-size: {px(13, zoom)}px; }}
QFrame#plaque {{ background: rgba({r}, {g}, {b}, {a}); border: {t.border}px solid
  {t.muted_on_felt}; border-radius: 12px; }}
QFrame#winner {{ background: rgba({r}, {g}, {b}, {a}); border: {t.border + 1}px solid {t.gold};
  border-radius: 12px; }}
QFrame#chartPanel {{ background: {t.paper}; border: {t.border}px solid {t.paper_border};
  border-radius: 10px; }}
QScrollArea#summaryScroll, QWidget#summaryContent {{ background: transparent; }}
QScrollArea#summaryScroll QScrollBar:vertical {{ background: transparent; width: {px(10, zoom)}px;
  margin: 0; }}
QScrollArea#summaryScroll QScrollBar::handle:vertical {{ background: {t.muted_on_felt};
  border-radius: {px(5, zoom)}px; min-height: {px(40, zoom)}px; }}
QScrollArea#summaryScroll QScrollBar::add-line, QScrollArea#summaryScroll QScrollBar::sub-line,
QScrollArea#summaryScroll QScrollBar::add-page, QScrollArea#summaryScroll QScrollBar::sub-page
  {{ height: 0; background: transparent; border: none; }}
{themes.button_style(t, zoom)}
"""


def welcome_style(t: Theme, zoom: int) -> str:
    """The welcome screen's three large choices on the table."""
    return f"""
QPushButton {{ text-align: left; padding: 0; border: {t.border + 1}px solid {t.button_border};
  border-radius: 14px; background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
  stop:0 {t.button_top}, stop:1 {t.button_bottom}); }}
QPushButton:hover, QPushButton:focus {{ border: 3px solid {t.focus}; }}
QPushButton#learn {{ background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
  stop:0 {t.primary_top}, stop:1 {t.primary_bottom}); }}
QLabel {{ background: transparent; border: none; color: {t.button_text}; }}
QLabel#choice {{ font-size: {px(19, zoom)}px; font-weight: bold; }}
QPushButton#learn QLabel {{ color: {t.primary_text}; }}
QLabel#line {{ font-size: {px(14, zoom)}px; }}
QLabel#heading {{ color: {t.text_on_felt}; font-size: {px(34, zoom)}px; font-weight: bold; }}
QLabel#tagline {{ color: {t.muted_on_felt}; font-size: {px(16, zoom)}px; }}
QLabel#keys {{ color: {t.muted_on_felt}; font-size: {px(13, zoom)}px; }}
QLabel#others {{ color: {t.text_on_felt}; font-size: {px(14, zoom)}px; }}
QPushButton#lesson {{ text-align: center; padding: {px(4, zoom)}px {px(14, zoom)}px;
  border-radius: 10px; color: {t.button_text}; font-size: {px(14, zoom)}px; }}
"""


def statistics_style(t: Theme, zoom: int) -> str:
    """The statistics window: tiles and chart panels on paper."""
    return f"""
QWidget#statistics {{ background: {t.paper}; color: {t.paper_text}; }}
QScrollArea#panels, QWidget#panelsPage {{ background: {t.paper}; }}
QFrame#tile, QFrame#panel {{
    background: {t.paper_panel}; border: {t.border}px solid {t.paper_border};
    border-radius: 8px;
}}
QLabel {{ color: {t.paper_text}; }}
QLabel#caption {{ color: {t.paper_muted}; font-size: {pt(9, zoom)}; }}
QLabel#value {{ color: {t.paper_text}; font-size: {pt(17, zoom)}; font-weight: 600; }}
QLabel#detail {{ color: {t.paper_muted}; font-size: {pt(8.5, zoom)}; }}
QLabel#title {{ color: {t.paper_text}; font-size: {pt(15, zoom)}; font-weight: 600; }}
QLabel#panelTitle {{ color: {t.paper_text}; font-size: {pt(10, zoom)}; font-weight: 600; }}
QLabel#chip {{
    background: {t.paper_chip}; border: 1px solid {t.paper_border}; border-radius: 6px;
    padding: 2px 8px; color: {t.paper_text}; font-weight: 600;
}}
QLabel#empty {{ color: {t.paper_muted}; font-size: {pt(11, zoom)}; }}
"""


def history_style(t: Theme, zoom: int) -> str:
    """The history window: the table of past games on paper."""
    return f"""
QWidget#history {{ background: {t.paper}; color: {t.paper_text}; }}
QLabel {{ color: {t.paper_text}; }}
QLabel#title {{ color: {t.paper_text}; font-size: {pt(15, zoom)}; font-weight: 600; }}
QLabel#status {{ color: {t.paper_error}; }}
QLabel#count {{ color: {t.paper_muted}; }}
QTableWidget {{
    background: {t.paper_panel}; color: {t.paper_text}; border: {t.border}px solid
    {t.paper_border}; border-radius: 8px; gridline-color: {t.paper_border};
    selection-background-color: {t.paper_selection}; selection-color: {t.paper_selection_text};
}}
QTableWidget::item {{ padding: 0 8px; }}
QHeaderView::section {{
    background: {t.paper_header}; color: {t.paper_header_text}; border: none;
    border-bottom: 1px solid {t.paper_border}; padding: 6px 11px; font-weight: 600;
}}
"""


def review_style(t: Theme, zoom: int) -> str:
    """The coach's review of a game: the table of turns, the details and the chart on paper."""
    return f"""
QWidget#review {{ background: {t.paper}; color: {t.paper_text}; font-size: {pt(10, zoom)}; }}
QLabel {{ color: {t.paper_text}; font-size: {pt(10, zoom)}; }}
QLabel#title {{ color: {t.paper_text}; font-size: {pt(14, zoom)}; font-weight: 600; }}
QLabel#muted {{ color: {t.paper_muted}; }}
QLabel#section {{ color: {t.paper_text}; font-weight: 600; margin-top: 6px; }}
QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; }}
QTableWidget {{
    background: {t.paper_panel}; color: {t.paper_text}; border: {t.border}px solid
    {t.paper_border}; border-radius: 8px; gridline-color: {t.paper_border};
    selection-background-color: {t.paper_selection}; selection-color: {t.paper_selection_text};
    font-size: {pt(10, zoom)};
}}
QHeaderView::section {{
    background: {t.paper_header}; color: {t.paper_header_text}; border: none;
    border-bottom: 1px solid {t.paper_border}; padding: 4px 8px; font-weight: 600;
}}
"""


#: The open windows that follow the theme and zoom (dropped as they go).
_following: weakref.WeakSet[QWidget] = weakref.WeakSet()


def follow(window: QWidget) -> None:
    """Give ``window`` (which has an ``apply_look()``) its look now and at every change."""
    _following.add(window)
    window.apply_look()  # type: ignore[attr-defined]


def relook_windows() -> None:
    """Give every open window that follows the theme and zoom the ones now in use."""
    for window in list(_following):
        if shiboken6.isValid(window):
            window.apply_look()  # type: ignore[attr-defined]


def fit_screen(window: QWidget, width: int, height: int) -> None:
    """Size ``window`` as it opens: ``width`` x ``height`` at 100 %, grown with the zoom (its
    text is), within its screen less room for a frame. At 200 % the windows kept their 100 %
    size, so the rules' letter table wrapped a letter a line and the statistics' columns
    were cut to "ANCI…" on a screen with room to spare."""
    zoom = current()[1]
    size = QSize(px(width, zoom), px(height, zoom))
    screen = _screen_for(window)
    if screen is not None:
        room = screen.availableGeometry()
        size = size.boundedTo(QSize(room.width() - 40, room.height() - 60))
    window.resize(size)


def _screen_for(window: QWidget) -> QScreen | None:
    """The screen ``window`` will open on: its parent window's, else the primary one. A window
    not shown yet is not asked its own: QWidget.screen() on a dialog not yet shown left a state
    in which a later main window's construction crashed (the hostile-start tests, offscreen)."""
    parent = window.parentWidget()
    if parent is not None and parent.window().isVisible():
        return parent.window().screen()
    return QGuiApplication.primaryScreen()

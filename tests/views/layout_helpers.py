"""What the layout tests of issue 31 share: a family's game on a window of a given size, zoomed
by the keys a person presses, the size of its pieces, and the widgets of its table that overlap.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QScrollBar,
    QSpinBox,
    QWidget,
)

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.views.after_game import AfterGameBar
from patentgame.views.appearance import ZOOM_STEPS
from patentgame.views.main_window import MainWindow
from patentgame.views.motion.layer import MotionLayer
from patentgame.views.overlays import HandoverScreen, Toast
from patentgame.views.patent.keyboard_path import FocusRing
from patentgame.views.welcome import WelcomeScreen
from tests.views.table_helpers import make_window

#: The screens the issue names: a 1024 x 640 laptop, a 1366 x 768 one, a full HD screen.
SCREENS = ((1024, 640), (1366, 768), (1920, 1080))
ZOOMS = (100, 150, 200)


def setup_of(family: str) -> GameSetup:
    """A person against a computer player in ``family``, the same deal every time."""
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    if family == "patent":
        return GameSetup(seats, seed=3)
    if family == "board":
        from patentgame.model.board.rules import rules_for

        return GameSetup(
            seats, seed=3, family="board", rules=rules_for("scrabble-en"), lexicon_id="en-enable"
        )
    return GameSetup(seats, seed=3, family="buyword")


def zoom_by_keys(window: MainWindow, zoom: int) -> None:
    """Ctrl++ until the window shows ``zoom`` percent (from 100 %)."""
    for _ in range(ZOOM_STEPS.index(zoom)):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == zoom


def family_window(qtbot: object, family: str, size: tuple[int, int], zoom: int = 100) -> MainWindow:
    """A window of ``size`` zoomed to ``zoom`` by keys, with a game of ``family`` on it and
    the computer player held back (the person's first turn stays on the table)."""
    window = make_window(qtbot, size)
    window.set_ai_pace(10**6)
    zoom_by_keys(window, zoom)
    window.start_game(setup_of(family))
    settle(qtbot)
    return window


def settle(qtbot: object) -> None:
    """Let the layouts take what just changed (fonts, rows, a bar)."""
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)  # type: ignore[attr-defined]


def piece_size(window: MainWindow, family: str) -> float:
    """The width of the family's piece: a card of the hand, a board square, a BuyWord tile."""
    table = window.table
    if family == "patent":
        return float(table.hand_view.card_size().width())  # type: ignore[attr-defined]
    if family == "board":
        return float(table.board.cell())  # type: ignore[attr-defined]
    return float(table.hand_row.tile_size())  # type: ignore[attr-defined]


#: Widgets that lie over the table on purpose (questions to a shared screen, passing notes,
#: the after-game bar, the ring round the table that has the keyboard, flying cards).
_OVERLAYS = (
    HandoverScreen,
    Toast,
    AfterGameBar,
    QScrollBar,
    FocusRing,
    MotionLayer,
    WelcomeScreen,
)


def laid_out_parts(table: QWidget) -> list[QWidget]:
    """The visible widgets the table's layouts place: every widget whose parent is the table
    or a plain container of it, but not the containers themselves (nor what lies over the
    table on purpose, nor the inside of a list, a drop-down or a number field)."""
    parts = []
    for widget in table.findChildren(QWidget):
        if not widget.isVisibleTo(table) or widget.width() <= 0 or widget.height() <= 0:
            continue
        if isinstance(widget, _OVERLAYS) or _inside_overlay(widget, table):
            continue
        parent = widget.parentWidget()
        if parent is not table and type(parent) is not QWidget:
            continue  # part of a compound widget (a list's viewport, a bar's buttons)
        if type(widget) is QWidget:
            continue  # a container: its parts are checked
        parts.append(widget)
    return parts


def _inside_overlay(widget: QWidget, table: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not table:
        if isinstance(parent, (*_OVERLAYS, QAbstractScrollArea, QComboBox, QSpinBox)):
            return True
        parent = parent.parentWidget()
    return False


def on_table(widget: QWidget, table: QWidget) -> QRect:
    """``widget``'s rectangle in the table's coordinates."""
    return QRect(widget.mapTo(table, widget.rect().topLeft()), widget.size())


def overlaps(table: QWidget) -> list[str]:
    """Every two laid-out widgets of ``table`` that share pixels, and every one that leaves
    the table."""
    parts = laid_out_parts(table)
    found = []
    inside = table.rect()
    for widget in parts:
        if not inside.contains(on_table(widget, table)):
            found.append(f"{_name(widget)} {on_table(widget, table)} leaves the table {inside}")
    for first, second in itertools.combinations(parts, 2):
        shared = on_table(first, table).intersected(on_table(second, table))
        if shared.width() > 0 and shared.height() > 0:
            found.append(
                f"{_name(first)} {on_table(first, table)} overlaps "
                f"{_name(second)} {on_table(second, table)}"
            )
    return found


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    shown = text()[:30] if callable(text) else ""
    return f"{type(widget).__name__}({widget.accessibleName() or widget.objectName()}{shown!r})"

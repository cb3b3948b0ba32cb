"""View > Zoom: text from 100 % to 200 %, remembered, and nothing clipped at 200 % on a
1920 x 1080 window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from patentgame.keeping.settings import settings_from_json
from patentgame.views.appearance import ZOOM_STEPS, zoom_in, zoom_out
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import choose, make_window, shot


def clipped(root: QWidget) -> list[str]:
    """Every visible label, button, field or drop-down under ``root`` whose text needs more room
    than it has."""
    found = _clipped_fields(root)
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if not widget.isVisibleTo(root) or not widget.text() or widget.width() <= 1:
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed_width, needed = 0, widget.heightForWidth(widget.width())
        else:
            hint = widget.sizeHint()
            needed_width, needed = hint.width(), hint.height()
        if needed_width > widget.width() or needed > widget.height():
            found.append(
                f"{type(widget).__name__} {widget.text()[:50]!r}: needs "
                f"{needed_width}x{needed}, has {widget.width()}x{widget.height()}"
            )
    return found


def _clipped_fields(root: QWidget) -> list[str]:
    """Line edits, spin boxes and drop-downs too narrow or too low for their text."""
    found = []
    for field in root.findChildren(QLineEdit):
        if not field.isVisibleTo(root) or field.width() <= 1:
            continue
        owner = field.parentWidget()
        text = field.text() or field.placeholderText()
        if isinstance(owner, QComboBox):
            text = max((owner.itemText(i) for i in range(owner.count())), key=len, default=text)
        metrics = field.fontMetrics()
        margins = field.textMargins()
        room = field.width() - margins.left() - margins.right() - 8  # the frame and its padding
        if metrics.horizontalAdvance(text) > room or metrics.height() > field.height():
            found.append(
                f"field {text[:50]!r}: needs {metrics.horizontalAdvance(text)}x"
                f"{metrics.height()}, has {room}x{field.height()}"
            )
    for box in root.findChildren(QComboBox):
        if not box.isVisibleTo(root) or box.isEditable() or box.width() <= 1:
            continue
        hint = box.sizeHint()
        if hint.width() > box.width() or hint.height() > box.height():
            found.append(
                f"drop-down {box.currentText()[:50]!r}: needs {hint.width()}x{hint.height()}, "
                f"has {box.width()}x{box.height()}"
            )
    for spin in root.findChildren(QAbstractSpinBox):
        if not spin.isVisibleTo(root) or spin.width() <= 1:
            continue
        hint = spin.sizeHint()
        if hint.width() > spin.width() or hint.height() > spin.height():
            found.append(
                f"number {spin.text()!r}: needs {hint.width()}x{hint.height()}, "
                f"has {spin.width()}x{spin.height()}"
            )
    return found


def test_zoom_steps_go_from_100_to_200() -> None:
    assert ZOOM_STEPS[0] == 100 and ZOOM_STEPS[-1] == 200
    assert zoom_in(200) == 200 and zoom_out(100) == 100
    assert zoom_in(100) == 110 and zoom_out(125) == 110


def _zoom_menu(window: MainWindow) -> object:
    view = window.menus["view"]
    return next(a.menu() for a in view.actions() if a.menu() and "Zoom" in a.text())


def test_the_keys_zoom_in_out_and_back_and_the_zoom_is_remembered(qtbot: object) -> None:
    window = make_window(qtbot)
    window.play_solo()
    font = QApplication.font().pointSizeF()
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 110
    assert QApplication.font().pointSizeF() == font * 1.1
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 110
    QTest.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 100
    assert QApplication.font().pointSizeF() == font
    kept, _ = settings_from_json({**window.settings.to_json(), "zoom": 175})
    assert kept.zoom == 175


def test_at_200_percent_on_a_full_hd_window_no_text_is_clipped(qtbot: object) -> None:
    window = make_window(qtbot, (1920, 1080))
    window.play_solo()
    table = window.table
    qtbot.waitUntil(table.ready_for_screenshot, timeout=8000)  # type: ignore[attr-defined]
    prompt_px = table.prompt.fontInfo().pixelSize()
    choose(window, "view", "zoom_in", submenu=_zoom_menu(window))
    assert window.settings.zoom == 110
    for _ in range(len(ZOOM_STEPS) - 2):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    assert not window.named_actions["zoom_in"].isEnabled()
    table.pose_for_screenshot()  # a word in the row: the preview shows two lines
    QApplication.processEvents()
    assert table.prompt.fontInfo().pixelSize() >= 2 * prompt_px - 1
    assert table.play_button.isVisible() and table.preview.text()
    qtbot.wait(100)  # type: ignore[attr-defined]  # the layouts take the new font
    problems = clipped(window)
    shot(window, "zoom-200-1920x1080")
    assert not problems, "\n".join(problems)
    # The log's text and the buttons' text are twice as large as at 100 %.
    assert "font-size: 26px" in table.log.styleSheet()

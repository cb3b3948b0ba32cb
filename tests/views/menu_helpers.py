"""Menus as a person uses them: a click on the title in the menu bar, then on the entry; and the
answer to a message box that a click opened."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QWidget

from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import click_at, open_menu, this_test_runs, when_dialog_opens


def choose(window: MainWindow, menu: str, entry: str) -> None:
    """Open ``menu`` (a key of ``window.menus``) in the menu bar and click ``entry`` (a key of
    ``window.named_actions``) in it."""
    popup = window.menus[menu]
    action = window.named_actions[entry]
    assert action in popup.actions(), f"{entry} is not in the {menu} menu"
    open_menu(window, menu)  # a click on the title (once more if the bar was still closing)
    assert action.isEnabled(), f"{entry} is greyed out"
    click_at(popup, popup.actionGeometry(action).center())
    QApplication.processEvents()


def entries(menu: QMenu) -> list[str]:
    """The texts of a menu's entries, without their & marks."""
    return [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]


def answer_next_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """When the next message box opens, note its text in ``seen`` and click ``button``."""

    def press(box: QMessageBox) -> None:
        seen.append(box.text())
        target = box.button(button)
        assert target is not None
        QTest.mouseClick(target, Qt.MouseButton.LeftButton)

    when_dialog_opens(QMessageBox, press)


def wait_for(condition: Callable[[], bool], qtbot: object, timeout: int = 8000) -> None:
    qtbot.waitUntil(condition, timeout=timeout)  # type: ignore[attr-defined]


def visible_texts(widget: QWidget) -> str:
    """Every label and button text shown in ``widget``, one per line (what a person reads)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [
        child.text()
        for child in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton)
        if child.isVisibleTo(widget) and child.text()
    ]
    return "\n".join(texts)


def when_modal_opens(do: Callable[[QWidget], None]) -> None:
    """When the next modal window opens (a dialog a click started), call ``do`` with it; ``do``
    closes it as a person would."""
    when_dialog_opens(QWidget, do)


def leave_the_game_when_asked() -> Callable[[], None]:
    """From now until the returned function is called, answer "A game is in progress. Leave
    it...?" with Yes, as a person starting another game does (the box comes only when the
    computer has already moved, so it may never come)."""
    asking = [True]
    runs = this_test_runs()

    def leave() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and "A game is in progress" in box.text():
            yes = box.button(QMessageBox.StandardButton.Yes)
            assert yes is not None
            QTest.mouseClick(yes, Qt.MouseButton.LeftButton)
        elif asking[0] and runs():
            QTimer.singleShot(20, leave)

    def stop() -> None:
        asking[0] = False

    QTimer.singleShot(0, leave)
    return stop

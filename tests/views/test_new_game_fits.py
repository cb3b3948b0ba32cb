"""The New game dialog fits a laptop's screen at every zoom (found playing on a real 1280 x 800
screen at 200 % in Russian: the dialog was 1,650 pixels wide, Start off the screen). Its rows
scroll, its buttons stay on the screen, and drop-downs may be narrower than their longest entry
while their lists still show it whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from patentgame.controller.translations import install_translations
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.table_helpers import make_window, shot


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert install_translations("ru")
    yield
    install_translations("en")


@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
def test_at_200_percent_in_russian_start_stays_on_the_screen(
    qtbot: object, russian: None, family: str
) -> None:
    window = make_window(qtbot, (1024, 640))
    for _ in range(5):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    dialog = NewGameDialog(None, parent=window)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(family))
    qtbot.wait(50)  # type: ignore[attr-defined]  # the new rules' rows, then the fit
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Начать")
    corner = start.mapTo(dialog, start.rect().bottomRight())
    assert dialog.rect().contains(corner), (corner, dialog.size())
    longest = max(
        dialog.lexicon_choice.fontMetrics().horizontalAdvance(box.itemText(i))
        for box in dialog.findChildren(QComboBox)
        for i in range(box.count())
    )
    assert longest > screen.width() // 2  # the entries are long at 200 %: the boxes shrink
    shot(dialog, f"new-game-200-ru-{family}")

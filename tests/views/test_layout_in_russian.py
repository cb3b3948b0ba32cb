"""The tables at 200 % in Russian on a laptop's 1280x800 screen: no button's words are cut
(found on a real screen: "грать (Ent", "брать (Esc" and "ть вместо" on the patent game's
action row). The table scrolls sideways rather than cutting a word."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.controller.translations import install_translations
from tests.views.table_helpers import adopt, make_window, shot
from tests.views.test_zoom import clipped


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert install_translations("ru")
    yield
    install_translations("en")


def test_the_patent_game_s_buttons_keep_their_words_at_200_percent(
    qtbot: object, russian: None
) -> None:
    window = make_window(qtbot, (1280, 800))
    for _ in range(5):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "ZEBRAOO" + "LLLLPPW" + "NDI", seats)  # Anna plays first
    table = window.table
    qtbot.wait(300)  # type: ignore[attr-defined]  # the layouts take the zoomed font
    QTest.keyClicks(table, "z")  # a card in the word row: Play, Clear, Hint, Discard shown
    qtbot.wait(300)  # type: ignore[attr-defined]
    shot(window, "patent-200-ru-buttons")
    buttons = [b for b in table._action_row_buttons() if b.isVisible()]  # type: ignore[attr-defined]
    assert len(buttons) >= 3
    cut = [problem for problem in clipped(table) if "QPushButton" in problem]
    assert not cut, cut

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
    buttons = [b for b in table.buttons.action_row() if b.isVisible()]  # type: ignore[attr-defined]
    assert len(buttons) >= 3
    cut = [problem for problem in clipped(table) if "QPushButton" in problem]
    assert not cut, cut


def test_buyword_s_price_of_a_word_with_a_wild_is_read_whole_at_200_percent(
    qtbot: object, russian: None
) -> None:
    """Found on a real screen: at 200 % on a laptop, in Russian, the price of a word being
    sold ("CHINE: 6 очков, продаётся за $…") ran past both ends of its row beside the wild
    tile's choice, cut mid-word at the left and without its price at the right."""
    from tests.views.test_buyword_table import _adopt

    window = make_window(qtbot, (1280, 800))
    for _ in range(6):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    _adopt(window, "CHINE")
    table = window.table
    qtbot.wait(300)  # type: ignore[attr-defined]  # the layouts take the zoomed font
    QTest.mouseClick(table.roll_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    QTest.mouseClick(table.count_buttons[2], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    QTest.mouseClick(table.buy_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    QTest.keyClicks(table, "chines")  # S through the wild tile: its choice shows beside
    qtbot.wait(300)  # type: ignore[attr-defined]
    preview = table.preview  # type: ignore[attr-defined]
    assert preview.isVisible() and "$" in preview.text()
    assert preview.fontInfo().pixelSize() >= 20  # shrunk a little at most (32 px at 200 %)
    assert table.wild_choice.isVisible()  # type: ignore[attr-defined]
    shot(window, "buyword-200-ru-price")
    # Every text whole: "Закончить продажу  (Пробел)" was squeezed beside Take back on the
    # second of the button row's two lines; the row now folds into a third. The solo goal's
    # third line wraps beside the die.
    problems = clipped(table)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
@pytest.mark.parametrize(
    ("size", "zoom"), [((1024, 640), 100), ((1024, 640), 200), ((1366, 768), 200)]
)
def test_no_table_overlaps_or_cuts_a_word_in_russian(
    qtbot: object, russian: None, family: str, size: tuple[int, int], zoom: int
) -> None:
    """The layout tests of each family, in Russian, whose words are the longest of the four
    languages, on the two laptop screens at the zooms where room is shortest."""
    from tests.views.layout_helpers import family_window, overlaps

    window = family_window(qtbot, family, size, zoom)
    table = window.table
    shot(window, f"layout-ru-{family}-{size[0]}x{size[1]}-{zoom}")
    problems = overlaps(table) + clipped(table)
    assert not problems, "\n".join(problems)

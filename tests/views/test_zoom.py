"""View > Zoom: text from 100 % to 200 %, remembered, and nothing clipped at 200 % on a
1920 x 1080 window, nor at 100 %, 150 % and 200 % on a laptop's (1280 x 800, 1366 x 768)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
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


def _ink_rows(image: QImage, area: QRect, ink: Callable[[QColor], bool]) -> int:
    """How many rows of ``area`` of ``image`` hold a pixel of ``ink``: the height of the text
    painted there, as a person sees it."""
    return sum(
        1
        for y in range(area.top(), area.bottom() + 1)
        if any(ink(image.pixelColor(x, y)) for x in range(area.left(), area.right() + 1))
    )


def _light(colour: QColor) -> bool:
    return colour.lightness() > 170


def _dark(colour: QColor) -> bool:
    return colour.lightness() < 90


def _painted_text(window: MainWindow) -> dict[str, float]:
    """The painted text's heights, read off a picture of the table: the piles' words, a
    patent's cost, an empty word row's hint."""
    table = window.table
    table.motion.layer.settle()  # the dealt cards have landed: nothing flies over the rows
    QApplication.processEvents()
    picture = table.grab().toImage()

    def on_table(widget: QWidget, rect: QRect) -> QRect:
        return QRect(widget.mapTo(table, rect.topLeft()), rect.size())

    piles = table.piles
    label = round(piles.label_height())
    words = on_table(piles, QRect(0, piles.height() - label, piles.width(), label))
    grid = table.patents
    first = grid.visualRect(grid.model().index(0, 0))
    w, h = first.width(), first.height()
    cost = QRect(first.left() + w // 2, first.top() + h // 50, w * 38 // 100, h // 4)
    row = table.word_views[0].viewport()
    return {
        "piles": _ink_rows(picture, words, _light),
        "patent cost": _ink_rows(picture, on_table(grid.viewport(), cost), _dark),
        "word row hint": _ink_rows(picture, on_table(row, row.rect()), _light),
    }


def test_text_painted_on_cards_patents_and_piles_follows_the_zoom(qtbot: object) -> None:
    window = make_window(qtbot, (1920, 1080))
    window.set_ai_pace(900)
    window.play_solo()
    table = window.table
    qtbot.waitUntil(table.ready_for_screenshot, timeout=8000)  # type: ignore[attr-defined]
    assert table.word_views[0].placeholder  # the empty row tells what to do
    before = _painted_text(window)
    while window.settings.zoom < 200:
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(100)  # type: ignore[attr-defined]
    after = _painted_text(window)
    shot(window, "zoom-200-painted-text")
    assert after["piles"] >= 1.6 * before["piles"], (before, after)
    # The patents grow with the zoom now (issue 31), and their text with them.
    assert after["patent cost"] >= 1.3 * before["patent cost"], (before, after)
    assert after["word row hint"] >= 1.3 * before["word row hint"], (before, after)


def test_the_small_table_at_100_percent_keeps_its_painted_text_in_its_room(qtbot: object) -> None:
    window = make_window(qtbot, (1024, 640))
    window.play_solo()
    table = window.table
    qtbot.waitUntil(table.ready_for_screenshot, timeout=8000)  # type: ignore[attr-defined]
    sizes = _painted_text(window)
    shot(window, "small-1024x640-100")
    assert sizes["piles"] >= 7 and sizes["word row hint"] >= 7
    piles = table.piles
    assert piles.card_rect(False).height() >= piles.height() * 0.6  # the cards keep their room
    assert not clipped(window), clipped(window)


def _zoom_to_200_by_keys(window: MainWindow) -> None:
    for _ in range(len(ZOOM_STEPS) - 1):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200


def test_the_board_and_buyword_tables_take_the_zoom_and_theme_chosen_before(
    qtbot: object,
) -> None:
    """Zoom and theme chosen on the patent table reach a board game and a BuyWord game started
    afterwards through File > New game: larger text, the theme's buttons, nothing clipped."""
    from tests.views.test_board_help import _new_board_game
    from tests.views.test_buyword_table import _new_game_through_the_dialog
    from tests.views.test_themes import _theme_menu

    window = make_window(qtbot, (1920, 1080))
    window.play_solo()
    _zoom_to_200_by_keys(window)
    choose(window, "view", "theme_contrast", submenu=_theme_menu(window))
    assert window.settings.theme == "contrast"
    _new_board_game(window, "scrabble-en")
    board = window.table
    qtbot.wait(200)  # type: ignore[attr-defined]  # the layouts take the new font
    assert board.play_button.fontInfo().pixelSize() >= 27  # 14 px at 100 %
    assert "#ffe000" in board.styleSheet()  # the high-contrast theme's primary button
    problems = clipped(board)
    shot(window, "zoom-200-board")
    assert not problems, "\n".join(problems)
    _new_game_through_the_dialog(window, [("Anna", "human"), ("Ada", "ai:casual")])
    buyword = window.table
    assert buyword is not board
    qtbot.wait(200)  # type: ignore[attr-defined]
    assert buyword.roll_button.fontInfo().pixelSize() >= 27
    problems = clipped(buyword)
    shot(window, "zoom-200-buyword")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("steps", [0, 3, 5])  # 100 %, 150 %, 200 %
def test_laptop_windows_clip_no_text_on_any_table_at_any_zoom(
    qtbot: object, size: tuple[int, int], steps: int
) -> None:
    """A laptop's screen, zoomed by keys, then a board game and a BuyWord game through File >
    New game: no word cut on any table. The board's buttons take the rows they need (they read
    "change" and "ake bac" at 200 %) and stand aside while a play may be challenged; BuyWord's
    Roll button had 28 of its 31 pixels."""
    from tests.views.test_board_help import _new_board_game
    from tests.views.test_buyword_table import _new_game_through_the_dialog

    window = make_window(qtbot, size)
    window.play_solo()
    for _ in range(steps):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == ZOOM_STEPS[steps]
    name = f"{size[0]}x{size[1]}-{window.settings.zoom}"
    problems = []
    for family in ("patent", "board", "buyword"):
        if family == "board":
            _new_board_game(window, "scrabble-en")
        elif family == "buyword":
            _new_game_through_the_dialog(window, [("Anna", "human"), ("Ada", "ai:casual")])
        qtbot.wait(200)  # type: ignore[attr-defined]  # the layouts take the new font
        # The picture first: painting it lays out what a move of the computer has just
        # changed, so the sizes checked are those on the screen.
        shot(window, f"laptop-{family}-{name}")
        problems += [f"{family}: {problem}" for problem in clipped(window.table)]
    assert not problems, "\n".join(problems)


def test_the_small_window_at_150_percent_stacks_the_board_prompt_rack_and_buttons(
    qtbot: object,
) -> None:
    """A 1024 x 640 window zoomed to 150 % by keys, then a board game: the rack, the buttons
    and the preview keep their own rows in the column beside the board (issue 31: the board
    has the table's height; the prompt was once drawn over the board's last rows)."""
    from tests.views.test_board_help import _new_board_game

    window = make_window(qtbot, (1024, 640))
    window.play_solo()
    for _ in range(3):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 150
    _new_board_game(window, "scrabble-en")
    table = window.table
    qtbot.wait(200)  # type: ignore[attr-defined]  # the layouts take the new font
    shot(window, "zoom-150-board-1024x640")
    stack = [table.rack, table.button_panel, table.preview, table.challenge_bar]
    # The buttons, or the challenge question in their place (an empty bar takes no room).
    column = [widget for widget in stack if widget.isVisible() and widget.height() > 0]
    assert len(column) == 3, column
    for upper, lower in itertools.pairwise(column):
        upper_rect = QRect(upper.mapTo(table, upper.rect().topLeft()), upper.size())
        lower_rect = QRect(lower.mapTo(table, lower.rect().topLeft()), lower.size())
        assert upper_rect.bottom() < lower_rect.top(), (upper, lower)
        assert table.board.geometry().right() < upper_rect.left()
    assert table.board.cell() >= 28  # a square still shows its letter
    assert not clipped(table), clipped(table)
    # BuyWord's plaques there: the die holder's "holds the die" wraps beside a whole name
    # (it read "Babbag holds the d"), and the plaques take the lines their wrapped text needs
    # ("0 letters and 3 wild tiles" lost "tiles" while the question took two lines: a row of
    # plaques was sized without its wrapping, and empty lines below kept rows of their own).
    from tests.views.test_buyword_table import _new_game_through_the_dialog

    names = ("Anna", "Ada", "Babbage")
    _new_game_through_the_dialog(
        window, [(names[0], "human"), (names[1], "ai:casual"), (names[2], "ai:casual")]
    )
    qtbot.wait(200)  # type: ignore[attr-defined]
    shot(window, "zoom-150-buyword-1024x640")
    table = window.table
    assert not clipped(table), clipped(table)
    # The plaques stand beside the rows now (issue 31), not above the prompt.
    assert table.prompt.geometry().right() < min(
        p.mapTo(table, p.rect().topLeft()).x() for p in table.plaques if p.isVisible()
    )


def test_zooming_in_on_a_small_window_scrolls_the_table_and_keeps_the_window(
    qtbot: object,
) -> None:
    """At 175 % and 200 % a 1024 x 640 window cut BuyWord's plaques and the board's buttons;
    then the window's minimum followed the zoom and forced it past a small screen. Now the
    window keeps a laptop's least size at every zoom and the table scrolls in it (issue 31);
    Ctrl+- gives the table its room back."""
    from patentgame.views.appearance import room_for_zoom

    window = make_window(qtbot, (1024, 640))
    window.play_solo()
    for _ in range(5):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    qtbot.wait(100)  # type: ignore[attr-defined]
    # A laptop's least size (held to the offscreen screen's 800 pixels of width).
    assert window.minimumHeight() == room_for_zoom(100).height()
    assert window.minimumWidth() <= room_for_zoom(100).width()
    assert (window.width(), window.height()) == (1024, 640)
    area = window.table_area
    # the table scrolls (once its layout has taken the zoom: later on a loaded machine)
    qtbot.waitUntil(lambda: window.table.height() > area.viewport().height(), timeout=5000)  # type: ignore[attr-defined]
    assert area.verticalScrollBar().isVisible()
    for _ in range(5):
        QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 100
    # no scrolling at 100 % (once the layout has taken the zoom back)
    qtbot.waitUntil(lambda: window.table.size() == area.viewport().size(), timeout=5000)  # type: ignore[attr-defined]
    window.resize(1024, 640)
    assert (window.width(), window.height()) == (1024, 640)


def test_a_long_status_message_wraps_whole_left_of_the_game_s_line(qtbot: object) -> None:
    """ "The unfinished game was saved as unfinished-20261202-110020.patentgame..." ran under
    the game's line on the right of the status bar at 150 %, cut mid-letter; then it was cut
    with "…" and whole only in a tooltip (issue 33.13: a person must read it): it wraps onto
    more lines, whole, in the room left of the game's line, the bar growing to hold it."""
    window = make_window(qtbot, (1024, 640))
    window.play_solo()
    for _ in range(3):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(100)  # type: ignore[attr-defined]
    sentence = (
        "The unfinished game was saved as unfinished-20261202-110020.patentgame; "
        "File > Open brings it back whenever you like."
    )
    window.show_status(sentence, 5000)
    QApplication.processEvents()
    bar = window.statusBar()
    assert bar.currentMessage() == sentence
    room = bar.message_room()  # type: ignore[attr-defined]
    assert room.right() < window._status.geometry().left()
    # Laid out in the room's width (the file's long name broken inside), it fits its height.
    assert bar.message_height(sentence) <= room.height()  # type: ignore[attr-defined]
    assert bar.message_height(sentence) > bar.fontMetrics().height()  # on more lines
    window.show_status("Taken back.", 5000)
    assert bar.currentMessage() == "Taken back."


def test_at_200_percent_the_statistics_open_on_the_screen_with_every_best_play_whole(
    qtbot: object, tmp_path: object
) -> None:
    """Zoomed in by the keys to 200 %, View > Statistics opens grown with its text but within
    the screen (it kept its 100 % size, wider than a small screen), and the board games' best
    plays are shown whole: the column that takes the room left no longer shrinks below its
    contents ("AN…"); the table scrolls sideways instead."""
    from pathlib import Path

    from PySide6.QtGui import QFontMetrics

    from patentgame.views.game_keeping import GameKeeping
    from tests.model.board.test_gcg_round_trip import finished_game

    folder = Path(str(tmp_path))
    window = make_window(qtbot)
    keeping = GameKeeping(window, folder, folder / "settings.json")
    keeping.start()
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)  # type: ignore[attr-defined]
    store = keeping.keeper.stats
    assert store is not None
    for rule_set in ("scrabble-en", "wocable-es"):
        store.add_game(finished_game(rule_set, 3))
    for _ in range(5):
        QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    choose(window, "view", "statistics")
    statistics = keeping.statistics_window
    assert statistics is not None and statistics.isVisible()
    qtbot.waitExposed(statistics)  # type: ignore[attr-defined]
    screen = statistics.screen().availableGeometry()
    assert screen.contains(statistics.frameGeometry()), (statistics.frameGeometry(), screen)
    table = statistics.panels["board"].board_table  # type: ignore[attr-defined]
    metrics = QFontMetrics(table.font())
    for row in range(table.rowCount()):
        item = table.item(row, 4)
        assert table.visualItemRect(item).width() >= metrics.horizontalAdvance(item.text())


@pytest.mark.parametrize("language", ["en", "ru", "es", "pl"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_welcome_screen_zoomed_to_200_percent_shows_its_title_whole(
    qtbot: object, language: str, size: tuple[int, int]
) -> None:
    """Ctrl++ to 200 % on the first start's welcome screen in a laptop's window: the title
    wraps in the part of the table in view and is scrolled to, and every text is whole. The
    Russian title ran past both edges of a 1280x800 window ("бро пожаловать в игру «Патент"),
    and the view stayed on the choices, below the title."""
    from PySide6.QtCore import QPoint

    from patentgame.controller.translations import install_translations
    from tests.views.layout_helpers import settle, zoom_by_keys

    assert install_translations(language)
    try:
        window = make_window(qtbot, size)
        window.first_game()
        welcome = window.welcome
        assert welcome is not None and welcome.isVisible()
        zoom_by_keys(window, 200)
        settle(qtbot)
        shot(window, f"welcome-200-{size[0]}x{size[1]}-{language}")
        assert not clipped(welcome), clipped(welcome)
        viewport = window.table_area.viewport()
        seen = viewport.rect()
        for part in (welcome.heading, welcome.tagline):
            at = QRect(part.mapTo(viewport, QPoint(0, 0)), part.size())
            assert seen.contains(at), (part.text(), at, seen)
        # Every choice can be reached: inside the screen, which covers the scrolled table.
        for button in (*welcome.buttons(), *welcome.lessons.values()):
            assert welcome.rect().contains(button.geometry()), button.accessibleName()
        QTest.keyClick(welcome, Qt.Key.Key_Down)
        QTest.keyClick(welcome, Qt.Key.Key_Return)  # "Play against the computer"
        qtbot.waitUntil(lambda: window.game_model.has_game, timeout=5000)  # type: ignore[attr-defined]
        window.ai.shutdown()
    finally:
        install_translations("en")


def test_buying_in_a_scrolled_patent_table_shows_the_patents_then_the_hand_again(
    qtbot: object,
) -> None:
    """200 % in a 1280x800 window: the table scrolls, and the turn starts on the hand. The
    buying step brings the glowing patents into view with its button ("click a glowing
    patent" was said while they were above the window); Esc buys nothing, and the view goes
    back to the hand, which marks the cards to discard next."""
    from PySide6.QtCore import QPoint

    from patentgame.controller.setup import SeatSetup
    from patentgame.model.patent.game import Phase
    from tests.views.layout_helpers import settle, zoom_by_keys
    from tests.views.table_helpers import adopt

    window = make_window(qtbot, (1280, 800))
    zoom_by_keys(window, 200)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", seats)
    table, model = window.table, window.game_model
    settle(qtbot)
    viewport = window.table_area.viewport()

    def in_view(widget: QWidget) -> bool:
        return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))

    assert window.table_area.verticalScrollBar().maximum() > 0
    qtbot.waitUntil(lambda: in_view(table.hand_view), timeout=3000)  # type: ignore[attr-defined]
    QTest.keyClicks(table, "coaster")  # $ enough for a patent
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: model.state.phase is Phase.BUY, timeout=5000)  # type: ignore[attr-defined]
    settle(qtbot)
    shot(viewport, "zoom-200-1280x800-patent-buying")
    assert in_view(table.patents) and in_view(table.skip_buy_button)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: model.state.phase is not Phase.BUY, timeout=5000)  # type: ignore[attr-defined]
    settle(qtbot)
    assert in_view(table.hand_view)
    window.ai.shutdown()


def test_a_hint_asked_for_in_a_scrolled_patent_table_shows_in_view_at_the_zoom(
    qtbot: object,
) -> None:
    """200 % in a 1280x800 window, the turn on the hand: a click on Hint shows the coach's
    panel in view (it was above the window: the Hint seemed to do nothing) with its words at
    the zoom (they stayed 13 px); closing the panel gives the view back to the hand."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QFontInfo

    from patentgame.controller.setup import SeatSetup
    from tests.views.layout_helpers import settle, zoom_by_keys
    from tests.views.table_helpers import adopt, take_the_whole_hint

    window = make_window(qtbot, (1280, 800))
    zoom_by_keys(window, 200)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", seats)
    table = window.table
    settle(qtbot)
    viewport = window.table_area.viewport()

    def in_view(widget: QWidget) -> bool:
        return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))

    qtbot.waitUntil(lambda: in_view(table.hand_view), timeout=3000)  # type: ignore[attr-defined]
    hint = table.buttons.hint
    take_the_whole_hint(
        table, lambda: QTest.mouseClick(hint, Qt.MouseButton.LeftButton), timeout=30
    )
    panel = table.coach_panel
    settle(qtbot)
    shot(viewport, "zoom-200-1280x800-patent-hint")
    assert panel.isVisible() and in_view(panel.title) and in_view(panel.body)
    assert QFontInfo(panel.body.font()).pixelSize() >= 24  # 13 px at 100 %
    assert not clipped(panel), clipped(panel)
    QTest.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: in_view(table.hand_view), timeout=3000)  # type: ignore[attr-defined]
    window.ai.shutdown()

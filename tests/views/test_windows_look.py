"""The windows beside the table (the end of a game, welcome, statistics, history) and every
dialog follow View > Theme and View > Zoom: their colours are the theme's, and at 200 % on a
1920 x 1080 window no dialog clips its text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views import themes
from patentgame.views.appearance import ZOOM_STEPS
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.recorded_games import greedy_action
from tests.views.table_helpers import answer_modal, choose, press_escape, shot
from tests.views.test_themes import _theme_menu
from tests.views.test_zoom import clipped

SETUP = GameSetup(
    (SeatSetup("Ann", "human", 0), SeatSetup("Babbage", "human", 1)),
    lexicon_id="en-enable",
    rules=RuleSet(challenge=ChallengeMode.AUTO, goal=12),
    seed=31,
)


def _kept_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, GameKeeping]:
    """A 1920 x 1080 window that keeps its games and statistics in ``tmp_path``."""
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    keeping = GameKeeping(
        window,
        tmp_path,
        tmp_path / "settings.json",
        ask=lambda _title, _text: False,
        inform=lambda _title, _text: None,
    )
    keeping.start()
    window.set_ai_pace(0)
    window.resize(1920, 1080)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    return window, keeping


def _finish_a_game(qtbot: QtBot, window: MainWindow) -> QDialog:
    """Play a short game to its end (the greedy choice for both people); the end's summary."""
    assert window.start_game(SETUP)
    model = window.game_model
    for _ in range(2000):
        if model.is_over:
            break
        assert model.submit(greedy_action(model.game)) is None
    assert model.is_over
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    dialog = window.summary_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    return dialog


def _colour_at(widget: QWidget, x: int, y: int) -> QColor:
    return widget.grab().toImage().pixelColor(x, y)


def _menus_ready(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the window is active and its menu bar has laid its titles out in the font
    of the zoom in use (a click lands on the title a person sees)."""
    window.activateWindow()
    bar = window.menuBar()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.waitUntil(lambda: bar.height() >= bar.sizeHint().height(), timeout=5000)
    qtbot.wait(50)


def _zoom_to_200(window: MainWindow) -> None:
    while window.settings.zoom < 200:
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


def test_the_end_statistics_and_history_follow_the_theme(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = _kept_window(qtbot, tmp_path)
    summary = _finish_a_game(qtbot, window)
    chart = summary.chart  # type: ignore[attr-defined]
    paper_felt = _colour_at(chart, 3, 3)
    assert paper_felt.name() == themes.FELT.paper
    choose(window, "view", "statistics")
    choose(window, "view", "history")
    statistics, history = keeping.statistics_window, keeping.history_window
    assert statistics is not None and history is not None
    qtbot.waitUntil(lambda: statistics.isVisible() and history.isVisible(), timeout=3000)
    assert _colour_at(statistics, 4, 4).name() == themes.FELT.paper
    for key in ("contrast", "dark"):
        t = themes.THEMES[key]
        _menus_ready(qtbot, window)
        choose(window, "view", f"theme_{key}", submenu=_theme_menu(window))
        QApplication.processEvents()
        # Every open window took the theme's colours at once.
        assert _colour_at(statistics, 4, 4).name() == t.paper, key
        assert _colour_at(history, 4, 4).name() == t.paper, key
        assert _colour_at(chart, 3, 3).name() == t.paper, key
        assert t.gold in summary.styleSheet() and t.text_on_felt in summary.styleSheet()
        header = history.table.horizontalHeader()  # type: ignore[attr-defined]
        assert _colour_at(header, 3, header.height() // 2).name() == t.paper_header, key
        shot(summary, f"summary-{key}")
        shot(statistics, f"statistics-{key}")
        shot(history, f"history-{key}")
    # A window opened now is born in the theme in use.
    history.close()
    keeping.history_window = None
    choose(window, "view", "history")
    reopened = keeping.history_window
    assert reopened is not None and reopened is not history
    assert _colour_at(reopened, 4, 4).name() == themes.DARK.paper
    choose(window, "view", "theme_felt", submenu=_theme_menu(window))


def test_the_welcome_screen_follows_the_theme(qtbot: QtBot, tmp_path: Path) -> None:
    window, _keeping = _kept_window(qtbot, tmp_path)
    choose(window, "view", "theme_contrast", submenu=_theme_menu(window))
    welcome = window.welcome if hasattr(window, "welcome") else None
    if welcome is None:
        from patentgame.views.welcome import WelcomeScreen

        welcome = WelcomeScreen(window.table)
    welcome.cover()
    QApplication.processEvents()
    button = welcome.play_button
    inside = _colour_at(button, button.width() // 2, 6)
    assert inside.name() == themes.CONTRAST.button_top
    assert themes.CONTRAST.text_on_felt in welcome.styleSheet()
    shot(welcome, "welcome-contrast")
    choose(window, "view", "theme_felt", submenu=_theme_menu(window))


def test_at_200_percent_no_dialog_clips_its_text(qtbot: QtBot, tmp_path: Path) -> None:
    window, _keeping = _kept_window(qtbot, tmp_path)
    window.play_solo()  # three seats with their longest names in the New game dialog
    new_game: dict[int, list[str]] = {}
    for step in ZOOM_STEPS[1:]:
        while window.settings.zoom < step:
            QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
        _menus_ready(qtbot, window)

        def look_new(dialog: QWidget, step: int = step) -> None:
            for name in dialog.names:  # type: ignore[attr-defined]
                if name.isVisible():  # a person types a longer name
                    QTest.mouseClick(name, Qt.MouseButton.LeftButton)
                    QTest.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
                    QTest.keyClicks(name, "Babbage")
            qtbot.wait(50)
            new_game[step] = clipped(dialog)
            shot(dialog, f"zoom-{step}-new")
            press_escape(dialog)

        answer_modal(look_new)
        choose(window, "file", "new")
        qtbot.waitUntil(lambda step=step: step in new_game, timeout=5000)
    assert not any(new_game.values()), new_game
    _zoom_to_200(window)
    assert window.settings.zoom == 200
    _menus_ready(qtbot, window)
    problems: dict[str, list[str]] = {}

    def look(name: str) -> object:
        def answer(dialog: QWidget) -> None:
            qtbot.wait(50)
            problems[name] = clipped(dialog)
            if dialog.width() > 1920 or dialog.height() > 1080:
                problems[name].append(f"{dialog.width()}x{dialog.height()} is larger than 1080p")
            shot(dialog, f"zoom-200-{name}")
            press_escape(dialog)

        return answer

    for menu, entry in (
        ("file", "new"),
        ("help", "rules"),
        ("help", "keys"),
        ("settings", "challenge_time"),
        ("settings", "solo_name"),
        ("settings", "sound_volume"),
    ):
        _menus_ready(qtbot, window)
        answer_modal(look(entry))  # type: ignore[arg-type]
        choose(window, menu, entry)
        qtbot.waitUntil(lambda e=entry: e in problems, timeout=5000)
    summary = _finish_a_game(qtbot, window)  # the statistics then hold a game to show
    qtbot.wait(50)
    problems["summary"] = clipped(summary)
    shot(summary, "zoom-200-summary")
    press_escape(summary)
    qtbot.waitUntil(lambda: window.summary_dialog is None, timeout=3000)
    for menu, entry, opened in (
        ("settings", "wordlists", "wordlists_dialog"),
        ("view", "statistics", "statistics_window"),
        ("view", "history", "history_window"),
    ):
        _menus_ready(qtbot, window)
        choose(window, menu, entry)
        shown = getattr(_keeping, opened)
        qtbot.waitUntil(shown.isVisible, timeout=3000)
        qtbot.wait(50)
        problems[entry] = clipped(shown)
        shot(shown, f"zoom-200-{entry}")
        shown.close()
    found = {name: found for name, found in problems.items() if found}
    assert len(problems) == 10, sorted(problems)
    lines = [f"{name}: {line}" for name, found_lines in found.items() for line in found_lines]
    assert not found, "\n".join(lines)


def test_the_end_of_a_game_fits_a_laptop_screen_at_150_percent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 150 % on a 1366 x 768 window the summary once took the window's whole height, and
    with a window manager's frame its buttons fell off the bottom of the screen. Now it stays
    within the screen less a frame, its buttons on it, and what does not fit scrolls: no
    plaque's wrapped text is squeezed to make room (a first fix shrank them)."""
    from patentgame.views.summary_dialog import FRAME

    window, _keeping = _kept_window(qtbot, tmp_path)
    screen = window.screen().availableGeometry()
    window.resize(min(1366, screen.width()), min(768, screen.height()))  # a window on its screen
    for _ in range(3):
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 150
    summary = _finish_a_game(qtbot, window)
    shot(summary, "summary-150-1366x768")
    assert summary.height() <= min(window.height(), screen.height() - FRAME)
    button = summary.close_button  # type: ignore[attr-defined]
    assert button.isVisible()
    assert button.mapTo(summary, button.rect().bottomLeft()).y() < summary.height()
    squeezed = [
        label.text()
        for plaque in summary.plaques  # type: ignore[attr-defined]
        for label in plaque.findChildren(QLabel)
        if label.wordWrap() and label.height() < label.heightForWidth(label.width())
    ]
    assert not squeezed, squeezed
    # Scrolled to its end, the last plaque's foot and the chart are there to read.
    scroll = summary.scroll_area  # type: ignore[attr-defined]
    bar = scroll.verticalScrollBar()
    bar.setValue(bar.maximum())  # the scroll bar dragged to its foot
    chart = summary.chart  # type: ignore[attr-defined]
    bottom = chart.mapTo(scroll.viewport(), chart.rect().bottomLeft()).y()
    assert bottom <= scroll.viewport().height()

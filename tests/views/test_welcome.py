"""The first start: a welcome screen with three ways in (play, learn, open), then never again."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from patentgame.keeping.saves import save_game
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import PatentGame, PlayerSpec
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.views.menu_helpers import visible_texts, when_modal_opens
from tests.views.table_helpers import make_window, open_file_in, shot


def _first_start(window: MainWindow) -> None:
    assert not window.settings.welcomed
    window.first_game()  # what the app does when no game was resumed or opened
    QApplication.processEvents()
    welcome = window.welcome
    assert welcome is not None and welcome.isVisible()
    assert welcome.geometry() == window.table.rect()
    assert not window.game_model.has_game


def test_the_first_start_welcomes_and_play_starts_a_game(qtbot: object) -> None:
    window = make_window(qtbot)
    _first_start(window)
    welcome = window.welcome
    assert welcome is not None
    seen = visible_texts(welcome)
    for choice in ("Learn to play", "Play against the computer", "Open a saved game"):
        assert choice in seen
    shot(window, "welcome")
    QTest.mouseClick(welcome.play_button, Qt.MouseButton.LeftButton)
    assert not welcome.isVisible()
    assert window.game_model.has_game and len(window.game_model.names()) == 3
    assert window.settings.welcomed
    window.first_game()  # the next start plays at once
    assert not welcome.isVisible()


def test_keys_choose_on_the_welcome_screen(qtbot: object) -> None:
    window = make_window(qtbot)
    _first_start(window)
    welcome = window.welcome
    assert welcome is not None and welcome.learn_button.hasFocus()
    QTest.keyClick(welcome, Qt.Key.Key_Down)
    assert welcome.play_button.hasFocus()
    QTest.keyClick(welcome, Qt.Key.Key_Up)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.table.tutorial_guide is not None  # Learn to play
    assert window.game_model.names()[1] == "Ada"


def test_a_click_on_the_felt_leaves_the_keys_with_the_welcome(qtbot: object) -> None:
    """A new player clicked the empty felt under the choices, zoomed in, then pressed P as the
    screen says: the click had given the table underneath the keyboard, and P did nothing."""
    window = make_window(qtbot)
    _first_start(window)
    welcome = window.welcome
    assert welcome is not None
    felt = QPoint(welcome.width() // 2, welcome.height() - 20)
    assert welcome.childAt(felt) is None  # nothing but felt there
    QTest.mouseClick(welcome, Qt.MouseButton.LeftButton, pos=felt)
    assert welcome.learn_button.hasFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    QTest.mouseClick(welcome, Qt.MouseButton.LeftButton, pos=felt)
    assert welcome.play_button.hasFocus()  # a click keeps the choice the arrows made
    for _ in range(3):
        QTest.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier
        )
    assert window.settings.zoom == 150
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_P)
    assert not welcome.isVisible()
    assert window.game_model.has_game


def test_open_from_the_welcome_screen(qtbot: object, tmp_path: Path) -> None:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    assert not keeping.start()
    lexicon = Lexicon.load("en-enable")
    kept = PatentGame.new([PlayerSpec("Zoe"), PlayerSpec("Tycoon", "ai:expert")], lexicon, seed=4)
    (tmp_path / "saves").mkdir(exist_ok=True)
    file = save_game(kept, tmp_path / "saves" / "zoe.patentgame")
    _first_start(window)
    welcome = window.welcome
    assert welcome is not None

    def cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal_opens(cancel)
    QTest.keyClick(welcome, Qt.Key.Key_O)
    assert welcome.isVisible() and not window.game_model.has_game  # nothing lost: choose again

    def pick(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        assert Path(dialog.directory().absolutePath()) == tmp_path / "saves"
        open_file_in(dialog, file)

    when_modal_opens(pick)
    QTest.mouseClick(welcome.open_button, Qt.MouseButton.LeftButton)
    assert not welcome.isVisible()
    assert window.game_model.names() == ("Zoe", "Tycoon")
    keeping.close()
    assert json.loads((tmp_path / "settings.json").read_text())["welcomed"] is True

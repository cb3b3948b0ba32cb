"""What only Polish needs checking beyond the screens every translation walks
(``tests/views/test_in_russian.py``): the welcome screen's keys are the first letters of its
Polish choices."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.translations import install_translations
from tests.views.table_helpers import make_window


@pytest.fixture
def polish(qapp: QApplication) -> Iterator[None]:
    assert install_translations("pl")
    yield
    install_translations("en")


def test_the_welcome_keys_are_the_first_letters_of_the_polish_choices(
    qtbot: object, polish: None
) -> None:
    """«Naucz się grać», «Zagraj z komputerem», «Otwórz zapisaną partię»: N, Z and O, and N
    starts the guided game."""
    window = make_window(qtbot, (1024, 640))
    window.first_game()
    welcome = window.welcome
    assert welcome is not None and welcome.isVisible()
    assert welcome.keys.text() == "Klawisze: N, Z lub O; działają też strzałki i Enter."
    welcome.setFocus()
    QTest.keyClick(welcome, Qt.Key.Key_N)
    guide = window.table.tutorial_guide
    assert guide is not None and guide.running
    window.ai.shutdown()


def test_z_plays_against_the_computer(qtbot: object, polish: None) -> None:
    window = make_window(qtbot, (1024, 640))
    window.first_game()
    welcome = window.welcome
    assert welcome is not None
    welcome.setFocus()
    QTest.keyClick(welcome, Qt.Key.Key_Z)
    assert window.game_model.has_game
    window.ai.shutdown()


def test_a_game_gone_from_the_history_is_told_in_polish(
    qtbot: object, polish: None, tmp_path: object
) -> None:
    """History > Review on a game another window has deleted since said "This game is no
    longer in the history." in English: the sentence was written without tr() there (Replay
    said it in Polish)."""
    from datetime import datetime
    from pathlib import Path

    from patentgame.keeping.stats import StatsStore
    from patentgame.model.patent.game import PlayerSpec
    from patentgame.views.history_window import HistoryWindow
    from tests.recorded_games import WORDS, play_game

    assert isinstance(tmp_path, Path)
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    table = (PlayerSpec("Ania"), PlayerSpec("Tycoon", "ai:expert"))
    store.add_game(play_game(table, seed=300), datetime(2026, 11, 1, 20, 0).astimezone())
    history = HistoryWindow(store, lambda _id: WORDS)
    qtbot.addWidget(history)  # type: ignore[attr-defined]
    history.show()
    history.table.selectRow(0)
    game_id = history.game_id_at(0)
    assert game_id is not None
    store.delete_game(game_id)  # as another window does
    for button in (history.review_button, history.replay_button):
        history.status.clear()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert history.status.text() == "Tej partii nie ma już w historii.", button.text()

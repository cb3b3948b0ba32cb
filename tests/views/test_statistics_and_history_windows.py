"""The Statistics and History windows on a real statistics file, offscreen."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from patentgame.keeping.stats import START_RATING, StatsStore
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.model.errors import LexiconError
from patentgame.model.patent.game import PlayerSpec
from patentgame.views.history_window import HistoryWindow
from patentgame.views.replay_viewer import ReplayViewer
from patentgame.views.statistics_window import StatisticsWindow
from tests.recorded_games import WORDS, play_game
from tests.views.table_helpers import shot

T0 = datetime(2026, 11, 1, 20, 0).astimezone()
TABLES = [
    (PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")),
    (PlayerSpec("Ann"), PlayerSpec("Penny", "ai:beginner"), PlayerSpec("Bob")),
]


def load_wordlist(lexicon_id: str) -> frozenset[str]:
    if lexicon_id != "test-words":
        raise LexiconError(f"there is no word list {lexicon_id!r}")
    return WORDS


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    for index in range(6):
        store.add_game(play_game(TABLES[index % 2], seed=300 + index), T0 + timedelta(days=index))
    yield store
    store.close()


def _profile(store: StatsStore, name: str) -> int:
    return next(p.id for p in store.profiles() if p.name == name)


def test_statistics_show_the_stored_figures(qtbot: QtBot, store: StatsStore) -> None:
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.show()
    ann = store.figures(patent_figures, _profile(store, "Ann"))
    assert window.profile_box.currentText() == "Ann"
    assert window.panels["patent"].tiles["games"].value.text() == "6"
    assert window.panels["patent"].tiles["wins"].value.text() == str(ann.wins)
    assert window.panels["patent"].tiles["rating"].value.text() == f"{ann.rating:.0f}"
    assert window.panels["patent"].tiles["word"].value.text() == ann.best_word
    visible_chips = [
        chip.text() for chip in window.panels["patent"].patent_chips if not chip.isHidden()
    ]
    assert visible_chips[0].startswith(ann.patents_most_bought[0][0])
    assert window.panels["patent"].rating_chart._ratings == [p.rating for p in ann.rating_history]
    assert [bar.label for bar in window.panels["patent"].versus_chart._bars] == [
        "Penny, step 3",
        "Tycoon, step 11",
        "People",
    ]
    like = ann.plays_like
    assert (
        window.panels["patent"].tiles["rating"].detail.text()
        == f"plays like step {like.step}, {like.name}"
    )
    assert not window.grab().isNull()
    shot(window, "statistics-window")


def test_statistics_switch_profile(qtbot: QtBot, store: StatsStore) -> None:
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.profile_box.setCurrentIndex(window.profile_box.findText("Bob"))
    bob = store.figures(patent_figures, _profile(store, "Bob"))
    assert window.panels["patent"].tiles["games"].value.text() == "3"
    assert window.panels["patent"].tiles["rating"].value.text() == f"{bob.rating:.0f}"
    assert bob.rating != START_RATING  # Bob played the beginner computer


def test_statistics_of_an_empty_store(qtbot: QtBot, tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "empty.sqlite3") as empty:
        window = StatisticsWindow(empty)
        qtbot.addWidget(window)
        window.show()
        assert window._stack.currentWidget() is window.empty_label
        assert not window.profile_box.isVisible()


def test_history_lists_games_and_filters_by_player(qtbot: QtBot, store: StatsStore) -> None:
    window = HistoryWindow(store, load_wordlist)
    qtbot.addWidget(window)
    assert window.table.rowCount() == 6
    assert window.count_label.text() == "6 games"
    newest = store.games()[0]
    assert window.game_id_at(0) == newest.id
    assert "Ann" in window.table.item(0, 1).text()
    window.player_box.setCurrentIndex(window.player_box.findText("Bob"))
    assert window.table.rowCount() == 3


def test_history_opens_a_replay(qtbot: QtBot, store: StatsStore) -> None:
    window = HistoryWindow(store, load_wordlist)
    qtbot.addWidget(window)
    viewer = window.open_replay(1)
    assert isinstance(viewer, ReplayViewer)
    qtbot.addWidget(viewer)
    game = store.games()[1]
    assert viewer.steps > 0
    viewer.last()
    final = viewer.state()
    assert final.game_over
    assert [final.score(s) for s in range(len(final.players))] == [s.score for s in game.seats]


def test_history_explains_a_game_that_cannot_be_replayed(qtbot: QtBot, store: StatsStore) -> None:
    def no_lists(lexicon_id: str) -> frozenset[str]:
        raise LexiconError(f"there is no word list {lexicon_id!r}")

    window = HistoryWindow(store, no_lists)
    qtbot.addWidget(window)
    assert window.open_replay(0) is None
    assert "needs the word list 'test-words'" in window.status.text()


def test_rename_a_player_from_the_statistics(qtbot: QtBot, store: StatsStore) -> None:
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    assert window.rename_current("Annie") is None
    assert window.profile_box.currentText() == "Annie"
    assert window.panels["patent"].tiles["games"].value.text() == "6"
    problem = window.rename_current("bob")
    assert problem is not None and "already called" in problem
    assert window.profile_box.currentText() == "Annie"


def test_history_names_each_games_computers_by_that_games_levels(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # BuyWord's four levels have no steps: its Tycoon is no "step 11" of the patent ladder.
    from patentgame.model.buyword.rules import BuyWordRules
    from tests.keeping.test_buyword_family import finished_game

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    store.add_game(play_game(TABLES[0], seed=300), T0)
    store.add_game(finished_game(BuyWordRules(), ("ai:greedy", "ai:expert"), 5), T0 + timedelta(1))
    window = HistoryWindow(store, load_wordlist)
    qtbot.addWidget(window)
    window.show()
    players = {window.table.item(row, 1).text() for row in range(window.table.rowCount())}
    store.close()
    assert any("(Tycoon, step 11)" in text for text in players), players
    assert any("(Tycoon)" in text and "(Greedy)" in text for text in players), players


def test_a_board_game_is_named_in_russian_in_the_history_and_the_statistics(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A finished Scrabble game, kept as the app keeps it, is "Скрэббл (английский)" in the
    History's Game column and in the statistics' board table, as Help > Guided first game
    names it: every window takes a game's name from one place, translated once."""
    from patentgame.controller.translations import install_translations
    from patentgame.model.lexicon import Lexicon
    from tests.model.board.test_gcg_round_trip import finished_game

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    store.add_game(finished_game("scrabble-en", 3), T0)
    assert install_translations("ru")
    try:
        history = HistoryWindow(store, Lexicon.load)
        qtbot.addWidget(history)
        history.show()
        headings = [
            history.table.horizontalHeaderItem(c).text() for c in range(history.table.columnCount())
        ]
        game_column = headings.index("Игра")
        assert history.table.item(0, game_column).text() == "Скрэббл (английский)"
        statistics = StatisticsWindow(store)
        qtbot.addWidget(statistics)
        statistics.show()
        board = statistics.panels["board"]
        assert board.isVisible()
        assert board.board_table.item(0, 0).text() == "Скрэббл (английский)"
    finally:
        install_translations("en")
        store.close()


def test_only_the_games_a_person_played_take_room_in_the_statistics(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A person who played only board games sees their board table with every rule set's row
    in view, not a window-high "No finished patent games yet" above a squeezed table: the
    window hides the panel of every family the person has not finished a game of, whichever
    family it is (the board and BuyWord panels hid themselves, the patent game's did not)."""
    from tests.model.board.test_gcg_round_trip import finished_game

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    for number, rule_set in enumerate(("scrabble-en", "erudit-ru", "wocable-es")):
        store.add_game(finished_game(rule_set, 3 + number), T0 + timedelta(hours=number))
    try:
        window = StatisticsWindow(store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        board = window.panels["board"]
        assert board.isVisible()
        assert not window.panels["patent"].isVisible()
        assert not window.panels["buyword"].isVisible()
        table = board.board_table
        assert table.rowCount() == 3
        assert not table.verticalScrollBar().isVisible()  # every row in view
        last = table.visualItemRect(table.item(2, 0))
        assert table.viewport().rect().contains(last)
    finally:
        store.close()


def test_the_history_in_russian_keeps_players_and_games_readable_and_names_the_replayed_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At the window's own size in Russian, whose word-list names are long, the players and
    the game are shown whole (the players' column was squeezed to its first letter, "И", and
    the game's pushed out of view); the word list's name is elided, whole on hover. Replay...
    opens the game under a title that says which game it is."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetrics

    from patentgame.controller.translations import install_translations
    from patentgame.model.lexicon import Lexicon
    from tests.model.board.test_gcg_round_trip import finished_game

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    for number, rule_set in enumerate(("scrabble-en", "erudit-ru", "wocable-es")):
        store.add_game(finished_game(rule_set, 3 + number), T0 + timedelta(hours=number))
    assert install_translations("ru")
    try:
        window = HistoryWindow(store, Lexicon.load)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        table = window.table
        seen = table.viewport().rect()
        metrics = QFontMetrics(table.font())
        for row in range(table.rowCount()):
            for column in (1, 6):  # the players, the game
                item = table.item(row, column)
                shown = table.visualItemRect(item)
                assert seen.contains(shown), (row, column)
                assert shown.width() >= metrics.horizontalAdvance(item.text()), item.text()
            word_list = table.item(row, 4)
            assert word_list.toolTip() == word_list.text()
        row = next(r for r in range(table.rowCount()) if table.item(r, 6).text() == "Эрудит")
        qtbot.mouseClick(
            table.viewport(),
            Qt.MouseButton.LeftButton,
            pos=table.visualItemRect(table.item(row, 0)).center(),
        )
        before = set(QApplication.topLevelWidgets())
        qtbot.mouseClick(window.replay_button, Qt.MouseButton.LeftButton)
        viewers = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ReplayViewer) and w not in before
        ]
        assert len(viewers) == 1
        qtbot.addWidget(viewers[0])
        assert viewers[0].windowTitle().startswith("Эрудит: ")
    finally:
        install_translations("en")
        store.close()

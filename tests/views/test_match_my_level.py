"""Match my level: chosen in the New game dialog, it plays the step the statistics suggest."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from patentgame.keeping.stats import StatsStore
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai.levels import level_of
from patentgame.model.patent.game import PlayerSpec
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.recorded_games import play_game
from tests.views.table_helpers import shot

T0 = datetime(2026, 11, 1, 20, 0).astimezone()
MATCH_LABEL = "Computer - Match my level"  # not "match (Match my level)" (issue 33.9)


def lost_to_the_casual_player(store: StatsStore, games: int) -> None:
    """Store ``games`` finished games that Anna lost to the casual computer player."""
    table = (PlayerSpec("Anna"), PlayerSpec("Sam", "ai:casual"))
    seed = 0
    stored = 0
    while stored < games:
        seed += 1
        game = play_game(table, seed=seed)
        if game.winners == (1,):
            store.add_game(game, T0 + timedelta(hours=seed))
            stored += 1


def pick(combo: QComboBox, text: str) -> None:
    """Choose ``text`` in ``combo`` as a person does with the keyboard: focus it, then press
    the arrow keys until it shows ``text``."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def test_match_my_level_picks_a_lower_step_after_losses(qtbot: QtBot, tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        lost_to_the_casual_player(store, 4)
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json", ask=lambda *_: False)
    keeping.start()
    window.show()
    seen: list[str] = []

    def fill_in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.count.setValue(2)
        dialog.names[0].setText("Anna")
        seen.extend(dialog.kinds[1].itemText(i) for i in range(dialog.kinds[1].count()))
        pick(dialog.kinds[1], MATCH_LABEL)
        shot(dialog, "new-game-match")
        buttons = dialog.findChild(QDialogButtonBox)
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    problems: list[BaseException] = []

    def guarded() -> None:
        try:
            fill_in_the_dialog()
        except BaseException as error:  # a failing step must not leave the dialog open
            problems.append(error)
            dialog = QApplication.activeModalWidget()
            if dialog is not None:
                dialog.close()

    QTimer.singleShot(0, guarded)
    window.named_actions["new"].trigger()
    if problems:
        raise problems[0]

    assert MATCH_LABEL in seen
    assert "Computer - step 1 (Pip)" in seen and "Computer - master (Magnate)" in seen
    model = window.game_model
    assert model.has_game
    chosen = level_of(model.game.players[1].kind)
    casual = level_of("ai:casual")
    assert chosen is not None and casual is not None
    assert chosen.step is not None and casual.step is not None
    assert chosen.step < casual.step  # four losses to the casual player: an easier opponent
    assert window.statusBar().currentMessage() == (
        f"Match my level: the computer plays as {chosen.name}, step {chosen.step} of the ladder."
    )
    # The choice is remembered as "match my level", so the next game matches again.
    assert window.settings.new_game().seats == ("human", "ai:match")
    keeping.close()


def test_without_statistics_match_my_level_plays_the_step_of_a_new_player(
    qtbot: QtBot,
) -> None:
    from patentgame.controller.setup import GameSetup, SeatSetup
    from patentgame.keeping.stats.patent import plays_like
    from patentgame.keeping.stats.rating import START_RATING

    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    setup = GameSetup((SeatSetup("Anna"), SeatSetup("Ada", "ai:match", 1)))
    assert window.start_game(setup)
    assert window.game_model.game.players[1].kind == plays_like(START_RATING).id
    assert window.last_setup == setup  # File > New game offers "match my level" again


def test_unreadable_statistics_do_not_stop_match_my_level(qtbot: QtBot, tmp_path: Path) -> None:
    import sqlite3

    from patentgame.controller.setup import GameSetup, SeatSetup
    from patentgame.keeping.stats.patent import plays_like
    from patentgame.keeping.stats.rating import START_RATING

    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        lost_to_the_casual_player(store, 2)
    db = sqlite3.connect(tmp_path / "stats.sqlite3")
    with db:  # a score no game could have stored: the file is damaged
        db.execute("UPDATE game_seats SET score = 'lots' WHERE kind = 'ai:casual'")
    db.close()
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json", ask=lambda *_: False)
    keeping.start()
    window.show()
    setup = GameSetup((SeatSetup("Anna"), SeatSetup("Ada", "ai:match", 1)))
    assert window.start_game(setup)
    start_step = plays_like(START_RATING)
    assert window.game_model.game.players[1].kind == start_step.id  # as for a new player
    assert window.statusBar().currentMessage() == (
        f"Match my level: the computer plays as {start_step.name}, step {start_step.step} of "
        "the ladder."
    )
    keeping.close()

"""The keeping of games hooked into the real main window, offscreen, with real files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from patentgame import families
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.saves import record_text
from patentgame.model.errors import LexiconError
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.history_window import HistoryWindow
from patentgame.views.main_window import MainWindow
from patentgame.views.statistics_window import StatisticsWindow
from tests.recorded_games import WORDS, greedy_action, play_game
from tests.views.table_helpers import when_ready

SETUP = GameSetup(
    (SeatSetup("Ann", "human", 0), SeatSetup("Bob", "human", 1)),
    lexicon_id="test-words",
    rules=RuleSet(challenge=ChallengeMode.AUTO, goal=20),
    seed=31,
)


def load_wordlist(lexicon_id: str) -> frozenset[str]:
    if lexicon_id != "test-words":
        raise LexiconError(f"there is no word list {lexicon_id!r}")
    return WORDS


class Talk:
    """Answers questions like a player and remembers every message."""

    def __init__(self, answer: bool = True) -> None:
        self.answer = answer
        self.questions: list[str] = []
        self.messages: list[str] = []

    def ask(self, title: str, text: str) -> bool:
        self.questions.append(text)
        return self.answer

    def inform(self, title: str, text: str) -> None:
        self.messages.append(text)


def _window(qtbot: QtBot, tmp_path: Path, talk: Talk) -> tuple[MainWindow, GameKeeping]:
    window = MainWindow(load_wordlist)
    qtbot.addWidget(window)
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json", ask=talk.ask, inform=talk.inform
    )
    return window, keeping


def _play(window: MainWindow, actions: int) -> None:
    model = window.game_model
    for _ in range(actions):
        if model.is_over:
            return
        assert model.submit(greedy_action(model.game)) is None


def test_every_action_is_autosaved_and_offered_after_a_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    talk = Talk()
    window, keeping = _window(qtbot, tmp_path, talk)
    assert keeping.start() is False
    assert window.start_game(SETUP)
    _play(window, 7)
    autosave = tmp_path / "current-game.json"
    assert json.loads(autosave.read_text())["actions"] == [
        action.to_json() for action in window.game_model.game.actions
    ]
    in_progress = window.game_model.game.copy()
    keeping.close()
    window.close()

    window, keeping = _window(qtbot, tmp_path, talk)
    assert keeping.start() is True
    assert len(talk.questions) == 1
    assert talk.questions[0].startswith("Continue the game of Ann and Bob from today ")
    assert window.game_model.game == in_progress
    keeping.close()


def test_declining_keeps_the_game_as_a_save_file(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.start_game(SETUP)
    _play(window, 4)
    keeping.close()

    window, keeping = _window(qtbot, tmp_path, Talk(answer=False))
    assert keeping.start() is False
    assert len(list((tmp_path / "saves").glob("unfinished-*.patentgame"))) == 1
    keeping.close()


def test_finished_game_goes_to_the_statistics(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.start_game(SETUP)
    _play(window, 1000)
    assert window.game_model.is_over
    assert not (tmp_path / "current-game.json").exists()
    assert keeping.keeper.stats is not None and len(keeping.keeper.stats.games()) == 1
    statistics = keeping.show_statistics()
    assert isinstance(statistics, StatisticsWindow)
    assert statistics.panels["patent"].tiles["games"].value.text() == "1"
    history = keeping.show_history()
    assert isinstance(history, HistoryWindow) and history.table.rowCount() == 1
    assert "statistics" in window.named_actions and "wordlists" in window.named_actions
    keeping.close()


def test_save_as_open_and_recent_files(qtbot: QtBot, tmp_path: Path) -> None:
    talk = Talk()
    window, keeping = _window(qtbot, tmp_path, talk)
    keeping.start()
    window.start_game(SETUP)
    _play(window, 5)
    saved = keeping.save_to(tmp_path / "evening")
    assert saved == tmp_path / "evening.patentgame"
    snapshot = window.game_model.game.copy()
    _play(window, 3)
    assert keeping.open_file(saved)
    assert window.game_model.game == snapshot
    assert keeping.recent_files() == [str(saved)]
    assert window.recent_menu.isEnabled()
    assert window.recent_menu.actions()[0].text().startswith("evening.patentgame")
    keeping.close()

    # The recent files are in the settings file for the next start.
    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    assert keeping.recent_files() == [str(saved)]
    keeping.close()


def test_damaged_file_is_explained_and_the_game_untouched(qtbot: QtBot, tmp_path: Path) -> None:
    talk = Talk()
    window, keeping = _window(qtbot, tmp_path, talk)
    keeping.start()
    window.start_game(SETUP)
    _play(window, 3)
    before = window.game_model.game.copy()
    damaged = tmp_path / "damaged.patentgame"
    damaged.write_text(record_text(play_game(seed=3, max_actions=6))[:200])
    assert keeping.open_file(damaged) is False
    assert "damaged.patentgame is damaged: it is not valid JSON" in talk.messages[-1]
    assert window.game_model.game == before
    keeping.close()


def test_a_board_game_file_opens_on_the_board_table_and_is_autosaved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.model.board.game import BoardGame
    from patentgame.model.board.moves import Pass
    from patentgame.model.board.rules import rules_for
    from patentgame.model.board.simple_moves import placements
    from patentgame.model.lexicon import Lexicon
    from patentgame.model.seats import PlayerSpec
    from patentgame.views.board.table import BoardTable

    talk = Talk()

    def load(lexicon_id: str) -> object:  # the test list for the patent game, the real one
        try:  # for the board game
            return load_wordlist(lexicon_id)
        except LexiconError:
            return Lexicon.load(lexicon_id)

    window = MainWindow(load)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json", ask=talk.ask, inform=talk.inform
    )
    keeping.start()
    window.start_game(SETUP)
    _play(window, 3)
    lexicon = Lexicon.load()
    seats = [PlayerSpec("Ann"), PlayerSpec("Bob")]
    board = BoardGame.new(rules_for("wocable-en"), seats, lexicon, seed=3)
    for _ in range(4):  # a game in progress: the first placement each finds
        seat = board.current
        found = placements(
            board.letters, board.blanks, board.rack(seat), board.rules, lexicon, seat
        )
        board.play(next(found, Pass(seat)))
    path = tmp_path / "wocable.patentgame"
    path.write_text(record_text(board), "utf-8")
    assert keeping.open_file(path) is True, talk.messages
    assert isinstance(window.table, BoardTable)
    assert window.game_model.game == board
    assert window.family is families.BOARD
    # The board game's next move is autosaved, and a restart offers it.
    table = window.table
    QApplication.processEvents()
    assert table.handover.isVisible()  # two people share the screen: Ann takes it first
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert table.viewer == board.current
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    assert window.game_model.game.action_count == board.action_count + 1
    autosaved = json.loads((tmp_path / "current-game.json").read_text("utf-8"))
    assert autosaved["format"] == "patentgame-board-record"
    keeping.close()


@pytest.mark.parametrize("content", [b"{broken", b"\x00\x01"])
def test_damaged_autosave_gives_a_notice_at_start(
    qtbot: QtBot, tmp_path: Path, content: bytes
) -> None:
    (tmp_path / "current-game.json").write_bytes(content)
    talk = Talk()
    _shown, keeping = _window(qtbot, tmp_path, talk)
    assert keeping.start() is False
    assert talk.questions == []
    assert any("kept as current-game.json.damaged-" in m for m in talk.messages)
    keeping.close()


def test_window_settings_are_restored_and_kept(qtbot: QtBot, tmp_path: Path) -> None:
    from dataclasses import replace as changed

    from patentgame.keeping.settings import NewGame, Settings, load_settings, save_settings

    defaults = Settings()
    stored = changed(
        defaults.with_new_game(
            "patent",
            defaults.new_game("patent")._replace(seats=("human", "ai:expert", "ai:beginner")),
        ),
        player_names=("Ann", "Tycoon", "Penny", "Alan", "Edsger"),
        ai_pace_ms=350,
        challenge_timeout=40,
    )
    save_settings(stored, tmp_path / "settings.json")
    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    remembered = window.settings
    assert remembered.ai_pace_ms == 350 and window.ai.pace_ms == 350
    assert remembered.challenge_timeout == 40
    assert window.solo is not None
    assert [seat.name for seat in window.solo.seats] == ["Ann", "Tycoon", "Penny"]
    assert [seat.kind for seat in window.solo.seats] == ["human", "ai:expert", "ai:beginner"]

    window.set_ai_pace(0)
    window.start_game(SETUP)
    keeping.close()
    saved = load_settings(tmp_path / "settings.json").settings
    assert saved.ai_pace_ms == 0
    assert saved.new_game().seats == ("human", "human")
    assert saved.player_names[:2] == ("Ann", "Bob")
    assert saved.new_game().rules == SETUP.rules
    assert saved.new_game() == NewGame(("human", "human"), SETUP.rules, "test-words")
    assert saved.window_geometry


def test_a_saved_game_named_at_start_opens_and_the_unfinished_one_is_kept(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # The desktop opens a double-clicked saved game with `patentgame GAME.patentgame`: no
    # question about the autosave, which is kept as a save file, and the named game is shown.
    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.start_game(SETUP)
    _play(window, 5)
    named = keeping.save_to(tmp_path / "named.patentgame")
    assert named is not None
    saved_position = window.game_model.game.copy()
    _play(window, 3)
    keeping.close()

    talk = Talk()
    window, keeping = _window(qtbot, tmp_path, talk)
    assert keeping.start(offer_resume=False) is False
    assert talk.questions == []
    assert len(list((tmp_path / "saves").glob("unfinished-*.patentgame"))) == 1
    assert keeping.open_file(named)
    assert window.game_model.game == saved_position
    keeping.close()


def test_reduced_motion_and_accepting_computer_words_are_remembered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.keeping.settings import load_settings

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.set_reduced_motion(True)
    window.set_accept_computer_words(True)
    keeping.close()
    saved = load_settings(tmp_path / "settings.json").settings
    assert saved.reduced_motion and saved.accept_computer_words

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    assert window.settings.reduced_motion and window.table.reduced_motion
    assert window.settings.accept_computer_words
    keeping.close()


def test_closing_the_window_saves_the_settings(qtbot: QtBot, tmp_path: Path) -> None:
    from patentgame.keeping.settings import load_settings

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.set_ai_pace(250)
    window.close()  # as the player closes it: nobody calls keeping.close() by hand
    assert load_settings(tmp_path / "settings.json").settings.ai_pace_ms == 250
    keeping.close()  # a second close does nothing
    assert load_settings(tmp_path / "settings.json").settings.ai_pace_ms == 250


def test_statistics_open_once_the_table_is_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    from patentgame.keeping.paths import STATS_NAME

    (tmp_path / STATS_NAME).write_bytes(b"garbage " * 512)
    talk = Talk()
    window, keeping = _window(qtbot, tmp_path, talk)
    keeping.start()
    assert keeping.keeper.stats is None  # nothing about statistics delays the first table
    window.start_game(SETUP)
    window.show()
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    assert window.has_drawn
    assert any("statistics file was damaged" in message for message in talk.messages)
    keeping.close()


def test_view_settings_are_applied_at_once_and_at_the_next_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.keeping.settings import load_settings
    from patentgame.views.patent.scoreboard import FLOAT_SECONDS

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    changes: list[object] = []
    window.settings_changed.connect(changes.append)
    window.named_actions["animation_fast"].trigger()
    assert window.settings.animation_speed == 2.0 and changes == [window.settings]
    assert window.table.scoreboard.float_seconds == FLOAT_SECONDS / 2
    window.named_actions["show_log"].trigger()
    assert not window.settings.show_log and not window.table.log.isVisibleTo(window)
    keeping.close()
    saved = load_settings(tmp_path / "settings.json").settings
    assert saved.animation_speed == 2.0 and not saved.show_log

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    assert window.named_actions["animation_fast"].isChecked()
    assert not window.named_actions["show_log"].isChecked()
    assert not window.table.log.isVisibleTo(window)
    assert window.table.scoreboard.float_seconds == FLOAT_SECONDS / 2
    keeping.close()


def test_a_game_finished_while_another_program_locks_the_statistics_is_told_kept_and_added_at_the_next_start(  # noqa: E501
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.keeping.paths import PENDING_FOLDER, STATS_NAME
    from tests.sqlite_lock import locked

    def status() -> str:
        bar = window.statusBar()
        return bar.toolTip() or bar.currentMessage()

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.show()
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    window.start_game(SETUP)
    with locked(tmp_path / STATS_NAME):
        _play(window, 1000)
        assert window.game_model.is_over
        assert status().endswith(
            "The finished game was kept and will be added to the statistics as soon as they "
            "can take it."
        )
        assert len(list((tmp_path / PENDING_FOLDER).iterdir())) == 1
    keeping.close()
    window.close()

    window, keeping = _window(qtbot, tmp_path, Talk())
    keeping.start()
    window.show()
    qtbot.waitUntil(
        lambda: status().startswith(
            "1 finished game kept while the statistics could not take it was added"
        ),
        timeout=10000,
    )
    assert keeping.keeper.stats is not None and len(keeping.keeper.stats.games()) == 1
    assert list((tmp_path / PENDING_FOLDER).iterdir()) == []
    keeping.close()

"""The game clock at the board table (issue 34.9), as people meet it: each plaque shows its clock;
a person's time per move runs out and the game plays the timeout for them; the clock stands still
behind the hand-over screen and a modal dialog; a time per game costs points at the end; a saved
and resumed game's clock goes on where it stood. Clocks are short and waits generous: nothing
here measures speed."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.saves import record_text
from patentgame.model.board.game import BoardGame
from patentgame.model.board.history import EntryKind
from patentgame.model.board.moves import Pass
from patentgame.model.board.rules import BoardRules, rules_for
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec
from patentgame.views.board.table import BoardTable
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import answer_modal, click_at, make_window, when_ready
from tests.views.test_game_keeping import Talk

PEOPLE = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))


def _start(window: MainWindow, rules: BoardRules) -> BoardTable:
    """A game of two people on ``rules`` (Anna starts), its hand-over screen up."""
    setup = GameSetup(PEOPLE, lexicon_id=rules.lexicon_id, rules=rules, seed=4, family="board")
    assert window.start_game(setup)
    table = window.table
    assert isinstance(table, BoardTable)
    QApplication.processEvents()
    return table


def _take_the_screen(table: BoardTable) -> None:
    """The person named on the hand-over screen takes the device (Enter)."""
    assert table.handover.isVisible()
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    assert not table.handover.isVisible()


def _plaque(table: BoardTable) -> str:
    return table.players.text()


def test_a_persons_time_per_move_runs_out_and_they_leave_the_game(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    table = _start(window, rules_for("wocable-en", move_seconds=2))
    model = table.game_model
    mover = model.state.current
    name = model.name(mover)
    # Behind the hand-over screen the clock stands still: the plaques show the whole 0:02.
    assert (
        table.standings.clock_text(mover) == "0:02"
        and table.standings.clock_text(1 - mover) == "0:02"
    )
    assert "0:02" in _plaque(table)
    qtbot.wait(2600)
    assert not model.is_over and table.standings.clock_text(mover) == "0:02"
    _take_the_screen(table)
    qtbot.waitUntil(lambda: model.is_over, timeout=15000)
    game = model.state
    assert game.resigned(mover) and game.winners == (1 - mover,)
    assert f"{name}'s time ran out: {name} leaves the game." in model.log()
    last = game.record().to_json()["moves"][-1]
    assert last["act"] == "timeout" and last["seat"] == mover and last["time"] >= 2000
    assert table.score_sheet.item(table.score_sheet.rowCount() - 1, 2).text() == "time ran out"


def test_the_clock_stands_still_while_a_modal_dialog_is_open(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    table = _start(window, rules_for("scrabble-en", move_seconds=3))
    model = table.game_model
    _take_the_screen(table)
    assert model.clock.running
    seen: list[bool] = []

    def in_the_dialog(dialog: QWidget) -> None:
        QTest.qWait(3600)  # longer than the whole time per move
        seen.append(model.clock.held)
        assert isinstance(dialog, QDialog)
        dialog.reject()

    answer_modal(in_the_dialog)
    bar = window.menuBar()
    click_at(bar, bar.actionGeometry(window.menus["file"].menuAction()).center())
    menu = window.menus["file"]
    click_at(menu, menu.actionGeometry(window.named_actions["new"]).center())
    qtbot.waitUntil(lambda: bool(seen), timeout=15000)
    assert seen == [True]
    assert not model.is_over and model.clock.move_ms() < 3000
    qtbot.waitUntil(lambda: not model.clock.held, timeout=5000)
    qtbot.waitUntil(lambda: model.is_over, timeout=15000)  # and runs on after it


def _load(lexicon_id: str) -> object:
    return Lexicon.load(lexicon_id)


def _kept_window(qtbot: QtBot, tmp_path: Path, talk: Talk) -> tuple[MainWindow, GameKeeping]:
    window = MainWindow(_load)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.set_ai_pace(0)
    window.show()
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json", ask=talk.ask, inform=talk.inform
    )
    return window, keeping


def test_a_move_in_progress_keeps_its_time_through_the_autosave(
    qtbot: QtBot, tmp_path: Path
) -> None:
    talk = Talk()
    window, keeping = _kept_window(qtbot, tmp_path, talk)
    keeping.start()
    table = _start(window, rules_for("wocable-en", move_seconds=40))
    model = table.game_model
    mover = model.state.current
    _take_the_screen(table)
    qtbot.waitUntil(lambda: model.clock.move_ms() >= 1500, timeout=10000)
    keeping.close()  # the app closes: the autosave keeps the move's time so far
    window.close()
    saved = json.loads((tmp_path / "current-game.json").read_text("utf-8"))
    assert saved["rules"]["move_seconds"] == 40
    assert saved["clock"]["seat"] == mover and saved["clock"]["time"] >= 1500

    window, keeping = _kept_window(qtbot, tmp_path, talk)
    assert keeping.start() is True  # "Continue the game of Anna and Ben?"
    table = window.table
    assert isinstance(table, BoardTable)
    model = table.game_model
    QApplication.processEvents()
    assert model.clock.seat == mover and model.clock.held  # the hand-over screen is up
    assert model.clock.move_ms() == saved["clock"]["time"]
    left = -(-(40_000 - saved["clock"]["time"]) // 1000)  # whole seconds, rounded up
    assert table.standings.clock_text(mover) == f"0:{left:02d}"
    _take_the_screen(table)
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    move = model.state.record().to_json()["moves"][0]
    assert move["act"] == "pass" and move["time"] >= saved["clock"]["time"]
    keeping.close()


def _over_time_file(tmp_path: Path) -> Path:
    """A saved game on a one-minute clock per player: Anna has used 60.5 s (over by a part of a
    minute), Ben 1 s and 5 s more of the move he is in."""
    rules = rules_for("scrabble-en", game_minutes=1)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [PlayerSpec("Anna"), PlayerSpec("Ben")], lexicon, seed=4, start=0)
    game.play(Pass(0), time=30_000)
    game.play(Pass(1), time=1_000)
    game.play(Pass(0), time=30_500)
    path = tmp_path / "over-time.patentgame"
    clock = {"seat": 1, "moves": 3, "time": 5_000}
    path.write_text(record_text(game, carried={"clock": clock}), "utf-8")
    return path


def test_a_time_per_game_goes_on_through_a_save_and_costs_points_at_the_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    talk = Talk()
    window, keeping = _kept_window(qtbot, tmp_path, talk)
    keeping.start()
    assert keeping.open_file(_over_time_file(tmp_path)), talk.messages
    table = window.table
    assert isinstance(table, BoardTable)
    model = table.game_model
    QApplication.processEvents()
    # Ben's move goes on at 5 s; Anna is over time, with the penalty so far.
    assert model.clock.seat == 1 and model.clock.move_ms() == 5_000
    assert table.standings.clock_text(1) == "0:54"
    assert table.standings.clock_text(0) == "-0:01 (-10)"
    assert "-0:01 (-10)" in _plaque(table)
    _take_the_screen(table)
    qtbot.waitUntil(lambda: model.clock.move_ms() >= 5_500, timeout=10000)
    keeping.close()
    window.close()

    window, keeping = _kept_window(qtbot, tmp_path, talk)
    assert keeping.start() is True
    table = window.table
    assert isinstance(table, BoardTable)
    model = table.game_model
    QApplication.processEvents()
    assert model.clock.seat == 1 and model.clock.move_ms() >= 5_500
    assert model.state.time_used(0) == 60_500
    _take_the_screen(table)
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)  # the fourth pass: the end
    game = model.state
    assert game.game_over
    assert game.times[-1] is not None and game.times[-1] >= 5_500
    penalty = [entry for entry in game.history if entry.kind is EntryKind.TIME_PENALTY]
    assert [(entry.seat, entry.score) for entry in penalty] == [(0, -10)]
    assert "Anna went over time by 1 minute: 10 points off." in model.log()
    texts = [table.score_sheet.item(row, 2).text() for row in range(table.score_sheet.rowCount())]
    assert "over time" in texts
    summary = table.summary()
    anna = next(seat for seat in summary.seats if seat.seat == 0)
    racks = sum(e.score for e in game.history if e.seat == 0 and e.kind is EntryKind.END_RACK)
    assert racks < 0 and game.score(0) == racks - 10  # nothing from the board: racks and time
    assert anna.score == game.score(0) and f"{racks - 10:+d} at the end" in anna.breakdown
    keeping.close()


def test_the_new_game_dialog_offers_the_clock(qtbot: QtBot) -> None:
    """File > New game: a person chooses a time per move, types its seconds, and the game is
    played on it; then a time per game, whose 25 minutes are offered."""
    from tests.views.test_board_table import choose_in
    from tests.views.test_rule_options import _dialog, _pick, _type

    dialog = _dialog(qtbot)
    _pick(dialog.game_choice, dialog.game_choice.itemText(dialog.game_choice.findData("board")))
    form = dialog.rules_form
    choose_in(form.rule_set, "wocable-en")
    assert form.clock.currentData() == "off" and not form.move_seconds.isVisible()
    choose_in(form.clock, "move")
    qtbot.waitUntil(form.move_seconds.isVisible)
    assert form.move_seconds.value() == 60 and not form.game_minutes.isVisible()
    _type(form.move_seconds, "45")
    rules = dialog.setup().rules
    assert isinstance(rules, BoardRules)
    assert (rules.move_seconds, rules.game_minutes) == (45, 0)
    choose_in(form.clock, "game")
    qtbot.waitUntil(form.game_minutes.isVisible)
    assert form.game_minutes.value() == 25 and not form.move_seconds.isVisible()
    rules = dialog.setup().rules
    assert isinstance(rules, BoardRules)
    assert (rules.move_seconds, rules.game_minutes, rules.time_penalty) == (0, 25, 10)
    choose_in(form.clock, "off")
    assert not dialog.setup().rules.clock_on  # type: ignore[union-attr]
    start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
    assert start.isEnabled()


def test_help_tells_the_clock_when_it_is_on() -> None:
    from patentgame.views.board.rules_text import rules_html

    assert "The clock" not in rules_html(rules_for("wocable-en"))
    per_move = rules_html(rules_for("wocable-en", move_seconds=60))
    assert "Each move has 60 seconds. A player whose time runs out has left the game" in per_move
    per_game = rules_html(rules_for("scrabble-en", game_minutes=25))
    assert "Each player has 25 minutes for the whole game" in per_game
    assert "loses 10 points for each minute, or part of a minute, over" in per_game
    assert "stands still while the screen is handed over" in per_game


def test_the_clock_stands_still_while_the_others_are_asked_about_a_play(qtbot: QtBot) -> None:
    """Anna plays CAT; while Ben is asked whether to challenge it, and while the screen goes to
    him, his clock stands still; then it runs, and his time per move runs out."""
    from patentgame.model.board.game import Seat, bag_starting_with
    from tests.views.test_board_table import square_point, type_text

    rules = rules_for("scrabble-en", move_seconds=3)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(
        rules, [Seat("Anna"), Seat("Ben")], lexicon, seed=4,
        bag=bag_starting_with("cat?eee", rules.tiles), start=0,
    )  # fmt: skip
    window = make_window(qtbot)
    window.adopt_game(game, lexicon)
    table = window.table
    assert isinstance(table, BoardTable)
    model = table.game_model
    _take_the_screen(table)
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "cat")
    click_at(table.play_button, table.play_button.rect().center())
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=5000)
    assert model.clock.seat == 1 and model.clock.held
    qtbot.wait(3600)  # longer than Ben's whole time per move
    assert table.challenge_bar.asking and not model.is_over
    assert table.standings.clock_text(1) == "0:03"
    QTest.keyClick(table, Qt.Key.Key_Return)  # everyone accepts
    assert not table.challenge_bar.asking and model.clock.held  # the screen goes to Ben
    _take_the_screen(table)
    qtbot.waitUntil(lambda: model.is_over, timeout=15000)
    assert model.state.winners == (0,)
    assert "Ben's time ran out: Ben leaves the game." in model.log()

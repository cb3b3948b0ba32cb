"""The board games' table as people use it: File > New game, tiles put down by typing, clicking
and dragging, exchanges, challenges at the bar, the hand-over, the summary, the statistics."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QWidget

from patentgame import families
from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Place
from patentgame.model.board.simple_moves import placements
from patentgame.model.lexicon import Lexicon
from patentgame.views.board.board_view import tile_mime
from patentgame.views.board.table import BoardTable
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import (
    answer_modal,
    click_at,
    make_window,
    press_button,
    shot,
    when_ready,
)
from tests.views.test_zoom import clipped

NONE = Qt.KeyboardModifier.NoModifier


def choose_in(combo: QComboBox, data: str) -> None:
    """Pick the entry of ``combo`` whose data is ``data``, as a person does with the keyboard
    on the focused box (Home, then Down until it is chosen)."""
    index = combo.findData(data)
    assert index >= 0, f"{data} is not offered"
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(index):
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == data


def new_board_game(
    window: MainWindow, qtbot: object, rule_set: str, names: tuple[str, str], seed: int
) -> None:
    """File > New game: the board games, ``rule_set``, two people, a seed; Start."""

    def fill(dialog: QWidget) -> None:
        choose_in(dialog.game_choice, "board")  # type: ignore[attr-defined]
        choose_in(dialog.rules_form.rule_set, rule_set)  # type: ignore[attr-defined]
        count: QSpinBox = dialog.count  # type: ignore[attr-defined]
        count.setFocus()
        count.selectAll()
        QTest.keyClicks(count, "2")
        for seat, name in enumerate(names):
            field = dialog.names[seat]  # type: ignore[attr-defined]
            field.selectAll()
            type_text(field, name)
            choose_in(dialog.kinds[seat], "human")  # type: ignore[attr-defined]
        dialog.seed.selectAll()  # type: ignore[attr-defined]
        QTest.keyClicks(dialog.seed, str(seed))  # type: ignore[attr-defined]
        press_button(dialog, "Start")

    answer_modal(fill)
    bar = window.menuBar()
    click_at(bar, bar.actionGeometry(window.menus["file"].menuAction()).center())
    menu = window.menus["file"]
    click_at(menu, menu.actionGeometry(window.named_actions["new"]).center())
    qtbot.waitUntil(lambda: isinstance(window.table, BoardTable), timeout=8000)  # type: ignore[attr-defined]
    QApplication.processEvents()


def type_text(widget: QWidget, text: str, shift: bool = False) -> None:
    """Key presses that carry ``text`` (any alphabet), as a keyboard sends them."""
    modifiers = Qt.KeyboardModifier.ShiftModifier if shift else NONE
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, modifiers, char))


def press(widget: QWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def square_point(table: BoardTable, square: int) -> QPoint:
    return table.board.square_rect(square).center().toPoint()


def best_placement(game: BoardGame, seat: int, lexicon: Lexicon, seed: int) -> Place | None:
    """The script's choice: the best of the first placements the simple finder sees."""
    found = []
    for move in placements(
        game.letters, game.blanks, game.rack(seat), game.rules, lexicon, seat,
        rng=random.Random(seed),
    ):  # fmt: skip
        found.append(move)
        if len(found) >= 40:
            break
    return max(found, key=lambda move: game.score_of(move).score) if found else None


def type_placement(table: BoardTable, move: Place) -> None:
    """Click the first square (twice for a word going down) and type the tiles' letters; a
    blank is typed with Shift."""
    board = table.board
    first = move.tiles[0].square
    across = len(move.tiles) == 1 or move.tiles[1].square - first < 15
    click_at(board, square_point(table, first))
    if table.draft.across != across:
        click_at(board, square_point(table, first))
    assert table.draft.cursor == first and table.draft.across == across
    for tile in move.tiles:
        type_text(board, tile.letter.upper() if tile.blank else tile.letter, shift=tile.blank)


def take_the_device(table: BoardTable) -> None:
    """The hand-over screen is up: the next person presses Enter."""
    QApplication.processEvents()
    screen = table.handover
    assert screen.isVisible()
    press(when_ready(screen), Qt.Key.Key_Return)
    QApplication.processEvents()


def play_whole_game(window: MainWindow, qtbot: object, lexicon_id: str, name: str) -> int:
    """Every turn by the widgets: the hand-over, the move typed or a pass, Enter, and the other
    person's answer at the challenge bar. Returns the turns played."""
    lexicon = Lexicon.load(lexicon_id)
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    turns = 0
    shots = 0
    while not model.is_over and turns < 200:
        if table.questions.screen_up:
            take_the_device(table)
            continue
        if table.challenge_bar.asking:
            press(table, Qt.Key.Key_Return)  # everyone accepts
            continue
        game = model.state
        seat = table.viewer
        assert seat == game.current, "the rack shown is the player's to move"
        move = best_placement(game, seat, lexicon, turns)
        before = game.action_count
        if move is None:
            click_at(table.pass_button, table.pass_button.rect().center())
        else:
            type_placement(table, move)
            words = {w.word.upper() for w in game.score_of(move).words}
            assert any(word in table.preview.text() for word in words), table.preview.text()
            if shots < 1 and turns >= 4:
                shot(window, f"board-{name}-typing")
                shots += 1
            press(table.board, Qt.Key.Key_Return)
        assert model.state.action_count == before + 1, table.preview.text()
        turns += 1
        QApplication.processEvents()
    return turns


@pytest.mark.parametrize(
    ("rule_set", "lexicon_id", "names"),
    [("scrabble-en", "en-enable", ("Anna", "Ben")), ("erudit-ru", "ru-nouns", ("Аня", "Боря"))],
)
def test_a_whole_hot_seat_game_from_new_game_to_the_summary(
    qtbot: object, tmp_path: Path, rule_set: str, lexicon_id: str, names: tuple[str, str]
) -> None:
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    assert keeping.start() is False  # nothing to resume
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)  # type: ignore[attr-defined]
    new_board_game(window, qtbot, rule_set, names, seed=11)
    table = window.table
    assert isinstance(table, BoardTable)
    assert window.game_model.state.rules.rule_set == rule_set
    assert window.game_model.state.lexicon_id == lexicon_id
    turns = play_whole_game(window, qtbot, lexicon_id, rule_set)
    assert turns > 10
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    assert summary is not None
    shot(summary, f"board-{rule_set}-summary")
    game = window.game_model.state
    winner = names[game.winners[0]]
    assert winner in summary.heading.text()
    assert table.score_sheet.rowCount() == len(game.history)
    # The finished game is in the statistics, under the board family.
    stats = keeping.keeper.stats
    assert stats is not None
    rows = stats._db.execute(
        "SELECT COUNT(*) FROM board_seats JOIN games ON games.id = board_seats.game_id "
        "WHERE games.family = 'board'"
    ).fetchone()[0]
    assert rows == 2
    summary.close()
    # View > Statistics and View > Game history, through the menu bar; the game replays there.
    from tests.views.menu_helpers import choose

    choose(window, "view", "statistics")
    statistics = keeping.statistics_window
    assert statistics is not None and statistics.isVisible()
    # The board game's figures alone: the patent game, never finished, takes no room.
    assert not statistics.panels["patent"].isVisible()
    assert statistics.panels["board"].isVisible()
    shown = statistics.profile_box.currentText()
    seat = names.index(shown)
    board = statistics.panels["board"].board_table
    row = [board.item(0, column).text() for column in range(board.columnCount())]
    assert board.rowCount() == 1 and row[1] == "1"
    from patentgame.model.board.rules import RULE_SETS

    assert row[0] == RULE_SETS[rule_set].name
    assert row[2].startswith("1 (100%)" if seat in game.winners else "0 (0%)")
    assert row[3] == f"{game.score(seat):.1f}"
    plays = [
        e for e in game.history if e.seat == seat and e.kind.value == "play" and e.play is not None
    ]
    best = max(entry.score for entry in plays)
    assert row[4].endswith(f": {best} points")
    shot(statistics, f"board-{rule_set}-statistics")
    choose(window, "view", "history")
    history = keeping.history_window
    assert history is not None and history.table.rowCount() == 1
    click_at(
        history.table.viewport(), history.table.visualItemRect(history.table.item(0, 1)).center()
    )
    click_at(history.replay_button, history.replay_button.rect().center())
    viewer = history.viewers[-1]
    click_at(viewer.last_button, viewer.last_button.rect().center())
    assert viewer.state().scores == game.scores  # type: ignore[attr-defined]
    shot(viewer, f"board-{rule_set}-replay")
    viewer.close()
    keeping.close()


# -- one turn, control by control -----------------------------------------------------------------

CAT_RACK = "cat?eee"


def board_table(qtbot: object, rack: str = CAT_RACK, rule_set: str = "scrabble-en") -> MainWindow:
    """A window showing a two-person board game whose first rack is ``rack``, Anna to play
    (the hand-over already answered)."""
    from patentgame.model.board.game import Seat, bag_starting_with
    from patentgame.model.board.rules import rules_for

    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(
        rules, [Seat("Anna"), Seat("Ben")], lexicon, seed=4,
        bag=bag_starting_with(rack, rules.tiles), start=0,
    )  # fmt: skip
    window = make_window(qtbot)
    window.adopt_game(game, lexicon)
    table = window.table
    assert isinstance(table, BoardTable)
    take_the_device(table)
    assert table.viewer == 0
    return window


def drop(widget: QWidget, point: QPoint, source: str) -> None:
    """A tile dragged from ``source`` (``rack:0``, ``board:112``) and dropped at ``point``."""
    mime = tile_mime(source)
    where = QPointF(point)
    for event in (
        QDragEnterEvent(point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, NONE),
        QDropEvent(where, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, NONE),
    ):
        QApplication.sendEvent(widget, event)


def rack_point(table: BoardTable, index: int) -> QPoint:
    return table.rack.tile_rect(index).center().toPoint()


def test_tiles_go_down_by_drag_click_and_keys_and_come_back(qtbot: object) -> None:
    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    h8, i8, j8 = 112, 113, 114
    drop(table.board, square_point(table, h8), "rack:0")  # C dragged to the star
    assert table.draft.placed == {h8: (0, "c")}
    click_at(table.rack, rack_point(table, 1))  # A chosen on the rack...
    click_at(table.board, square_point(table, i8))  # ...and put on I8
    assert table.draft.placed[i8] == (1, "a")
    click_at(table.board, square_point(table, j8))  # J8 clicked: typing goes there
    type_text(table.board, "t")
    assert table.draft.placed[j8] == (2, "t")
    assert table.preview.text() == "CAT: 10 points"
    shot(window, "board-preview")
    drop(table.rack, rack_point(table, 2), f"board:{j8}")  # T dragged back to the rack
    assert j8 not in table.draft.placed
    assert table.preview.text() == "CA: 8 points"
    press(table.board, Qt.Key.Key_Backspace)  # the last tile typed or put comes back
    assert list(table.draft.placed) == [h8]
    click_at(table.board, square_point(table, 120))  # a square off the star's row
    type_text(table.board, "e")
    assert "The tiles of a play lie in one row or one column." in table.preview.text()
    press(table.board, Qt.Key.Key_Escape)  # every tile back
    assert table.draft.placed == {}
    assert window.game_model.state.action_count == 0


def test_a_blank_asks_for_its_letter_and_types_with_shift(qtbot: object) -> None:
    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    seen: list[str] = []

    def pick(dialog: QWidget) -> None:
        buttons = dialog.buttons  # type: ignore[attr-defined]
        assert [buttons[letter].text() for letter in "abcd"] == ["A", "B", "C", "D"]
        QTest.mouseClick(buttons["d"], Qt.MouseButton.LeftButton)

    answer_modal(pick, seen)
    click_at(table.rack, rack_point(table, 3))  # the blank
    click_at(table.board, square_point(table, 112))
    assert seen and seen[0].startswith("Blank tile")
    assert table.draft.placed == {112: (3, "d")}
    assert table.draft.is_blank(112)
    click_at(table.board, square_point(table, 113))
    type_text(table.board, "a")
    type_text(table.board, "E", shift=True)  # no second blank: said, nothing placed
    assert len(table.draft.placed) == 2
    type_text(table.board, "e")
    assert table.preview.text().startswith("DAE: ")  # the blank scores nothing


def test_a_phony_is_challenged_at_the_bar_and_taken_back(qtbot: object) -> None:
    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "ee")
    assert table.preview.text() == "EE: 4 points"  # the game does not check: people challenge
    click_at(table.play_button, table.play_button.rect().center())
    assert model.state.score(0) == 4
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=3000)  # type: ignore[attr-defined]
    shot(window, "board-challenge-bar")
    button = table.challenge_bar.challenge_buttons[1]
    assert button.text() == "Ben challenges"
    click_at(button, button.rect().center())
    assert model.state.score(0) == 0 and not any(model.state.letters)
    assert "EE is not in the word list" in model.log()[-3] + model.log()[-2] + model.log()[-1]
    assert sorted(model.state.rack(0)) == sorted(CAT_RACK)
    assert table.score_sheet.item(1, 2).text() == "play withdrawn"


def test_tiles_are_exchanged_by_choosing_them(qtbot: object) -> None:
    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    click_at(table.exchange_button, table.exchange_button.rect().center())
    for index in (4, 5, 6):  # the three Es
        click_at(table.rack, rack_point(table, index))
    assert table.play_button.text() == "Exchange 3 tiles"
    click_at(table.play_button, table.play_button.rect().center())
    assert model.state.action_count == 1
    assert model.state.history[0].kind.value == "exchange"
    assert table.score_sheet.item(0, 2).text() == "exchanged 3 tiles"
    assert table.handover.isVisible()  # Ben's turn: the device goes to him


def test_the_replay_viewer_steps_through_a_board_game(qtbot: object) -> None:
    from patentgame.views.replay_viewer import ReplayViewer

    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "cat")
    press(table.board, Qt.Key.Key_Return)
    press(table, Qt.Key.Key_Return)  # Ben accepts at the bar
    game = window.game_model.state
    notes = {"notes": [[0, 0, "the star's double word"]]}  # an explanation kept with a record
    viewer = ReplayViewer(game, extra=notes)
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    viewer.show()
    assert viewer.steps == 1
    assert viewer.panel.lines[1].endswith("Anna: the star's double word")
    click_at(viewer.next_button, viewer.next_button.rect().center())
    assert viewer.position == 1
    assert viewer.state().letter_at("H8") == "c"  # type: ignore[attr-defined]
    shot(viewer, "board-replay")


def test_a_game_saves_as_gcg_and_russian_tiles_are_refused(qtbot: object, tmp_path: Path) -> None:
    from patentgame.views.game_keeping import GameKeeping

    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    messages: list[str] = []
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json",
        ask=lambda title, text: True, inform=lambda title, text: messages.append(text),
    )  # fmt: skip
    type_text(table.board, "cat")  # no square chosen: the first word starts on the star
    press(table.board, Qt.Key.Key_Return)
    press(table, Qt.Key.Key_Return)  # Ben accepts
    played = window.game_model.state
    assert played.letter_at("H8") == "c" and played.score(0) == 10
    path = tmp_path / "cat.gcg"
    assert keeping.save_to(path) == path
    text = path.read_text("utf-8")
    assert "#player1 Anna Anna" in text and "8H CAT +10 10" in text
    assert keeping.open_file(path) is False  # not continued: shown in the replay viewer
    assert keeping.replay_windows[-1].steps == 1  # type: ignore[attr-defined]
    assert window.game_model.state is played  # the game in progress is untouched
    imported = families.BOARD.import_text(text)  # what the command line reads of it
    assert imported is not None and imported.summary()["players"][0]["score"] == 10
    keeping.close()

    erudit = board_table(qtbot, "кот?еее", "erudit-ru")
    keeping = GameKeeping(
        erudit, tmp_path, tmp_path / "settings.json",
        ask=lambda title, text: True, inform=lambda title, text: messages.append(text),
    )  # fmt: skip
    assert keeping.save_to(tmp_path / "kot.gcg") is None
    assert "two-player game of English tiles" in messages[-1]
    assert not (tmp_path / "kot.gcg").exists()
    keeping.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_board_rack_and_buttons_fit_small_and_large_windows(
    qtbot: object, size: tuple[int, int]
) -> None:
    window = board_table(qtbot, rule_set="erudit-ru", rack="щука?ее")
    window.resize(*size)
    QApplication.processEvents()
    table = window.table
    assert isinstance(table, BoardTable)
    type_text(table.board, "щука")
    assert table.preview.text() == "ЩУКА: 30 points"  # seed 002's 15, on the star's double word
    shot(window, f"board-{size[0]}x{size[1]}")
    inside = table.rect()
    for widget in (table.board, table.rack, table.play_button, table.pass_button, table.log):
        corner = widget.mapTo(table, widget.rect().bottomRight())
        assert inside.contains(corner), f"{widget.accessibleName() or widget} is cut off"
    # A square stays big enough to read its letter (23.8 px at 1024 x 640, where the buttons
    # take two rows to keep their words whole; 24.8 when one row clipped two of them).
    assert table.board.cell() >= 23
    assert table.rack.tile_width() >= 40
    # Every button keeps its whole word (at 1024 x 640 they once read "change" and "ake bac").
    problems = clipped(table)
    assert not problems, "\n".join(problems)


def test_a_computer_seat_thinks_on_a_worker_and_its_play_is_asked_at_the_bar(
    qtbot: object,
) -> None:
    from patentgame.controller.setup import GameSetup, SeatSetup
    from patentgame.model.board.rules import rules_for

    window = make_window(qtbot)
    rules = rules_for("scrabble-en")
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:casual", 1))
    assert window.start_game(
        GameSetup(seats, lexicon_id="en-enable", rules=rules, family="board"), seed=2
    )
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    thinking: list[str] = []
    window.ai.thinking.connect(lambda seat: thinking.append(table.preview.text()))
    asked = 0
    for _ in range(3):  # Anna passes; Ada answers each time
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: table.challenge_bar.asking or (model.state.current == 0 and table.viewer == 0),
            timeout=20000,
        )
        if table.challenge_bar.asking:
            # The question names the play, and the turn's buttons wait until it is answered.
            assert table.preview.text().startswith("Ada played "), table.preview.text()
            assert "Challenge or accept." in table.preview.text()
            assert not table.pass_button.isVisible()
            press(table, Qt.Key.Key_Return)  # Anna accepts Ada's word
            assert table.pass_button.isVisible()
            asked += 1
            continue
        click_at(table.pass_button, table.pass_button.rect().center())
    assert asked
    assert any(entry.seat == 1 for entry in model.state.history)
    assert "Ada" in table.players.text()
    assert thinking  # the table said so while the worker thought


def test_hints_tell_more_of_the_best_play_at_each_press(qtbot: object) -> None:
    window = board_table(qtbot, rack="quizeds")
    table = window.table
    assert isinstance(table, BoardTable)
    button = table.hint_button
    click_at(button, button.rect().center())
    qtbot.waitUntil(lambda: table.preview.text().startswith("Hint:"), timeout=20000)  # type: ignore[attr-defined]
    first = table.preview.text()
    assert "tiles for" in first and not table.draft.placed  # the size and score only
    click_at(button, button.rect().center())
    qtbot.waitUntil(lambda: bool(table.draft.placed), timeout=20000)  # type: ignore[attr-defined]
    some = len(table.draft.placed)
    click_at(button, button.rect().center())
    qtbot.waitUntil(lambda: len(table.draft.placed) > some, timeout=20000)  # type: ignore[attr-defined]
    assert not button.isEnabled()  # the whole play is shown
    score = int(first.split(" for ")[1].split()[0])
    assert table.preview.text().endswith(f": {score} points")
    shot(window, "board-hint")
    # The record keeps the three steps shown (a game the Hint played moves no rating: 32.8).
    assert window.game_model.record_extra()["hints"] == [[0, 0, 1], [0, 0, 2], [0, 0, 3]]
    press(table.board, Qt.Key.Key_Return)  # and it can be played as it lies
    assert window.game_model.state.score(0) == score


def test_closing_the_window_while_a_hint_is_worked_out_leaves_no_thread(qtbot: object) -> None:
    """Issue 30.3: the hint's worker shuts down with the window (it was never told to, and
    its answer could reach a table being torn down)."""
    window = board_table(qtbot, rack="quizeds")
    table = window.table
    assert isinstance(table, BoardTable)
    click_at(table.hint_button, table.hint_button.rect().center())
    window.close()
    assert table.hints.asker.worker.closed
    assert table.hints.asker.worker.active_threads() == 0
    assert not table.hints.asker.worker.busy()


def test_keyboard_play_arrows_space_and_the_game_menu(qtbot: object) -> None:
    from tests.views.menu_helpers import choose

    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    board = table.board
    click_at(board, square_point(table, 112))  # H8, typing across
    press(board, Qt.Key.Key_Space)  # now down
    assert not table.draft.across
    press(board, Qt.Key.Key_Up)  # the cursor moves up a square, still down
    assert table.draft.cursor == 97 and not table.draft.across
    type_text(board, "cat")  # H7, H8, H9
    assert sorted(table.draft.placed) == [97, 112, 127]
    assert table.preview.text() == "CAT: 10 points"
    press(board, Qt.Key.Key_Escape)
    choose(window, "game", "board_pass")  # Game > Pass, through the menu bar
    assert window.game_model.state.history[0].kind.value == "pass"


def test_statistics_say_so_when_no_game_is_finished(qtbot: object, tmp_path: Path) -> None:
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.menu_helpers import choose

    window = board_table(qtbot)
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json",
        ask=lambda title, text: True, inform=lambda title, text: None,
    )  # fmt: skip
    keeping.start()
    choose(window, "view", "statistics")
    statistics = keeping.statistics_window
    assert statistics is not None and statistics.isVisible()
    assert statistics.empty_label.isVisible()
    assert statistics.empty_label.text().startswith("No finished games yet.")
    assert not statistics.panels["board"].isVisible()  # no board figures made up
    shot(statistics, "statistics-empty")
    keeping.close()


def test_the_last_word_is_taken_back_before_the_next_player_acts(qtbot: object) -> None:
    from tests.views.menu_helpers import choose

    window = board_table(qtbot)
    table = window.table
    assert isinstance(table, BoardTable)
    take_back = window.named_actions["take_back"]
    assert not table.take_back_button.isEnabled()
    assert take_back.isEnabled()  # pressed now, it says why nothing is taken back (33.4)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing to take back" in window.statusBar().currentMessage()
    type_text(table.board, "cat")  # on the star
    press(table.board, Qt.Key.Key_Return)
    assert table.challenge_bar.asking  # Ben has not answered yet
    assert window.game_model.state.letter_at("H8") == "c"  # type: ignore[attr-defined]
    assert take_back.isEnabled() and table.take_back_button.isEnabled()

    choose(window, "edit", "take_back")  # Edit > Take back
    game = window.game_model.state
    assert game.action_count == 0 and game.letter_at("H8") == ""  # type: ignore[attr-defined]
    assert not table.challenge_bar.asking
    # Ben held the device to answer: Anna's rack and word wait for her to take it back (33.5).
    assert table.handover.isVisible() and table.handover.seat == 0
    assert table.viewer == -1 and not table.draft.placed
    take_the_device(table)
    assert table.viewer == 0
    assert sorted(table.draft.placed) == [112, 113, 114]  # the word lies there again
    assert "CAT" in table.preview.text() and "10" in table.preview.text()

    press(table.board, Qt.Key.Key_Return)  # played again
    assert table.challenge_bar.asking
    click_at(table.take_back_button, table.take_back_button.rect().center())
    assert window.game_model.state.action_count == 0 and not table.draft.placed
    take_the_device(table)
    assert table.draft.placed
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # nothing now
    assert window.game_model.state.action_count == 0
    shot(window, "board-taken-back")

    press(table.board, Qt.Key.Key_Return)
    press(table, Qt.Key.Key_Return)  # Ben accepts: his turn, the word stands
    take_the_device(table)
    assert table.viewer == 1 and window.game_model.state.action_count == 1
    assert not table.take_back_button.isEnabled()
    choose(window, "edit", "take_back")
    assert window.game_model.state.action_count == 1  # Ben cannot take Anna's word back
    assert "Nothing to take back" in window.statusBar().currentMessage()


def test_no_take_back_against_a_computer(qtbot: object) -> None:
    from patentgame.model.board import takeback
    from patentgame.model.board.game import Seat, bag_starting_with
    from patentgame.model.board.moves import Tile
    from patentgame.model.board.rules import rules_for

    rules = rules_for("scrabble-en")
    game = BoardGame.new(
        rules, [Seat("Anna"), Seat("Bot", "ai:greedy")], Lexicon.load("en-enable"), seed=4,
        bag=bag_starting_with(CAT_RACK, rules.tiles), start=0,
    )  # fmt: skip
    game.play(Place(0, (Tile(112, "c"), Tile(113, "a"), Tile(114, "t"))))
    assert game.pending is not None and not takeback.can_take_back(game, 0)


@pytest.mark.parametrize("family", ["board", "buyword"])
def test_the_new_game_dialog_fits_a_game_with_other_rules(qtbot: object, family: str) -> None:
    """Choosing the board games or BuyWord in File > New game leaves no gap under "Game:"
    and no empty room (the patent game's longer rules form once left its height behind), and
    a longer form (the board games' options) is shown whole."""
    from PySide6.QtWidgets import QGroupBox

    from patentgame.views.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    patent_height = dialog.height()
    if family == "buyword":  # the last game: End goes there from the patent game at once
        dialog.game_choice.setFocus()
        QTest.keyClick(dialog.game_choice, Qt.Key.Key_End)
        assert dialog.game_choice.currentData() == family
    else:
        choose_in(dialog.game_choice, family)
    qtbot.waitUntil(lambda: dialog.height() != patent_height)  # type: ignore[attr-defined]
    players = dialog.findChildren(QGroupBox)[0]  # "Players (in seat order, clockwise)"
    game_bottom = dialog.game_choice.mapTo(dialog, dialog.game_choice.rect().bottomLeft()).y()
    shot(dialog, f"new-game-{family}")
    gap = players.mapTo(dialog, players.rect().topLeft()).y() - game_bottom
    assert gap < 40, gap
    assert dialog.height() <= dialog.sizeHint().height() + 4
    # Every row of the game's own rules is shown whole (a fit made before the new rows were
    # shown once cut them all away).
    rows = dialog._rules_holder.findChildren(QComboBox)  # type: ignore[union-attr]
    assert rows
    for row in rows:
        top = row.mapTo(dialog, row.rect().topLeft()).y()
        assert row.isVisible() and row.height() >= row.sizeHint().height() - 2, row
        assert top + row.height() <= dialog.height(), row


@pytest.mark.parametrize("family", ["board", "buyword"])
def test_the_new_game_dialog_stays_on_the_screen_when_another_games_rules_make_it_grow(
    qtbot: object, family: str
) -> None:
    """A dialog moved low on the screen (or opened there, at 200 % on a laptop) that grows
    when another game is chosen keeps its foot, and Start, on the screen: Qt places a dialog
    on the screen as it opens, not as it grows."""
    from patentgame.views.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    area = dialog.screen().availableGeometry()
    dialog.move(area.right() - dialog.width() + 1, area.bottom() - dialog.height() + 1)
    qtbot.waitUntil(lambda: dialog.frameGeometry().bottom() >= area.bottom() - 2)  # type: ignore[attr-defined]
    height = dialog.height()
    choose_in(dialog.game_choice, family)
    qtbot.waitUntil(lambda: dialog.height() != height)  # type: ignore[attr-defined]
    qtbot.wait(50)  # type: ignore[attr-defined]
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    start = dialog._buttons  # type: ignore[attr-defined]
    corner = start.mapToGlobal(start.rect().bottomRight())
    assert area.contains(corner)

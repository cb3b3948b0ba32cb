"""The board games' table as people use it: File > New game, tiles put down by typing, clicking
and dragging, exchanges, challenges at the bar, the hand-over, the summary, the statistics."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QWidget

from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Place
from patentgame.model.board.simple_moves import placements
from patentgame.model.lexicon import Lexicon
from patentgame.views.board.table import BoardTable
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import answer_modal, click_at, make_window, press_button, shot

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
    screen = table.handover
    assert screen.isVisible()
    press(screen, Qt.Key.Key_Return)
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
        if table._screen is not None and table._screen.isVisible():
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
    keeping.close()

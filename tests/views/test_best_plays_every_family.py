"""The coach's best plays after a person's turn at the board and BuyWord tables (issue 32.1),
pressed as a person presses: the turn played with the table's own controls, the panel's three
best plays read as shown, Show pressed, the hand-over taken, the challenge bar answered, the
setting ticked off through the menu bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.board.moves import Place
from patentgame.model.buyword.actions import Sell
from patentgame.model.buyword.phases import Phase
from patentgame.model.lexicon import Lexicon
from patentgame.views.board.table import BoardTable
from patentgame.views.buyword.table import BuyWordTable
from tests.views.buyword_helpers import click_tile, key
from tests.views.table_helpers import choose, click_at, make_window, shot
from tests.views.test_board_table import (
    best_placement,
    board_table,
    press,
    take_the_device,
    type_placement,
)
from tests.views.test_buyword_table import _adopt

LEFT = Qt.MouseButton.LeftButton


def plain(html: str) -> str:
    """Rich text as a person reads it."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def panel_rows(panel: object) -> list[str]:
    """The texts of the panel's plays, as shown."""
    rows = []
    layout = panel.rows  # type: ignore[attr-defined]
    for index in range(layout.count()):
        row = layout.itemAt(index).widget()
        label = row.layout().itemAt(0).widget()
        rows.append(plain(label.text()))
    return rows


def test_after_a_board_turn_the_three_best_plays_show_and_show_lays_one_out(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    from patentgame.model.board.rules import rules_for

    rules = rules_for("scrabble-en")
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:casual", 1))
    window.set_challenge_time(0)
    assert window.start_game(
        GameSetup(seats, lexicon_id="en-enable", rules=rules, family="board"), seed=2
    )
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    panel = table.coach.panel
    qtbot.waitUntil(lambda: model.state.current == 0 and table.viewer == 0, timeout=20_000)
    move = best_placement(model.state, 0, Lexicon.load("en-enable"), 3)
    assert move is not None
    type_placement(table, move)
    press(table.board, Qt.Key.Key_Return)  # Anna plays
    assert any(isinstance(m, Place) for m in model.state.actions)
    # Ada answers; Anna's play then stands (nobody can challenge it any more), but while the
    # bar asks Anna about Ada's word the panel waits for the verdict.
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=20_000)
    qtbot.waitUntil(lambda: bool(table.coach.waiting), timeout=20_000)
    QApplication.processEvents()
    assert not panel.isVisible()
    press(table, Qt.Key.Key_Return)  # accept Ada's word
    qtbot.waitUntil(panel.isVisible, timeout=20_000)
    assert panel.title.text() == "Your best plays were"
    rows = panel_rows(panel)
    assert len(rows) == 3 and rows[0].startswith("1. ")
    assert "equity" in rows[0] and "keeps" in "".join(rows)
    footer = plain(panel.footer.text())
    assert "You played " in footer
    assert "That was the best play." in footer or "Equity given up against the best" in footer
    # Show lays the best play out on the board, as a draft to look at: it is not played.
    played = model.action_count()
    button = panel.show_buttons[0]
    QTest.mouseClick(button, LEFT)
    best = panel.plays[0].action  # type: ignore[attr-defined]
    assert isinstance(best, Place)
    free = {tile.square for tile in best.tiles if not model.state.letters[tile.square]}
    assert set(table.board.draft) == free and free
    assert button.isChecked() and model.action_count() == played
    shot(window, "board-best-plays")


def test_in_hot_seat_each_person_sees_their_best_plays_only_after_taking_the_device(
    qtbot: QtBot,
) -> None:
    window = board_table(qtbot, rack="quizeds")
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    panel = table.coach.panel
    move = best_placement(model.state, 0, Lexicon.load("en-enable"), 3)
    assert move is not None
    type_placement(table, move)
    press(table.board, Qt.Key.Key_Return)  # Anna plays
    assert table.challenge_bar.asking
    press(table, Qt.Key.Key_Return)  # Ben accepts the word; the device goes to him
    assert not panel.isVisible()
    take_the_device(table)
    assert table.viewer == 1 and not panel.isVisible()
    click_at(table.pass_button, table.pass_button.rect().center())  # Ben passes
    # Anna's play is settled now: her review is made, but Ben's screen never shows it.
    qtbot.waitUntil(lambda: 0 in table.coach.waiting, timeout=20_000)
    QApplication.processEvents()
    assert not panel.isVisible()
    assert table.handover.isVisible()
    take_the_device(table)  # Anna takes the device
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.title.text() == "Anna, your best plays last turn were"
    assert len(panel_rows(panel)) == 3


def test_after_selling_in_buyword_the_best_sales_show_and_show_lays_a_word_out(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    game = _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    panel = table.coach.panel
    click_at(table.roll_button, table.roll_button.rect().center())
    click_at(table.count_buttons[2], table.count_buttons[2].rect().center())
    click_at(table.buy_button, table.buy_button.rect().center())
    hand = table.hand_row.tiles
    click_tile(table.hand_row, hand.index(10))  # C
    click_tile(table.hand_row, hand.index(0))  # A
    QTest.keyClicks(table, "t")
    key(table, Qt.Key.Key_Return)  # sells CAt
    # X and Q are left, which spell nothing: the selling, and so the turn, ends with the sale
    # (the panel then shows as soon as the coach answers: a check that it was still hidden
    # raced the coach's thread).
    assert game.phase is Phase.ROLL and game.round == 2
    qtbot.waitUntil(panel.isVisible, timeout=20_000)
    assert panel.title.text() == "Your best plays were"
    rows = panel_rows(panel)
    assert 2 <= len(rows) <= 3 and all("worth $" in row for row in rows)
    assert "You played sell CAT for $16" in plain(panel.footer.text())
    shown = [index for index, play in enumerate(panel.plays) if isinstance(play.action, Sell)]  # type: ignore[attr-defined]
    assert shown
    sale = panel.plays[shown[0]].action  # type: ignore[attr-defined]
    QTest.mouseClick(panel.show_buttons[shown[0]], LEFT)
    assert table.word_row.tiles == sale.tiles and table.word_row.isVisible()
    assert game.money(0) == 207  # nothing more was sold
    QApplication.processEvents()
    shot(window, "buyword-best-plays")


def test_the_setting_turns_the_best_plays_off_in_buyword(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    choose(window, "settings", "best_plays_after_turn")
    assert not window.settings.best_plays_after_turn
    click_at(table.roll_button, table.roll_button.rect().center())
    click_at(table.count_buttons[2], table.count_buttons[2].rect().center())
    click_at(table.buy_button, table.buy_button.rect().center())
    key(table, Qt.Key.Key_Space)  # done selling, nothing sold
    qtbot.wait(300)
    assert not table.coach.panel.isVisible() and table.coach.runner.latency_ms is None


def test_the_replay_viewer_lists_every_legal_play_of_a_position_and_its_meanings(
    qtbot: QtBot,
) -> None:
    """Issue 32.3: a finished game in the replay viewer; Every play lists the engine's every
    legal placement of the rack to move, best equity first; a click opens a word's meanings."""
    from patentgame.model.board.generator import MoveGenerator
    from patentgame.model.board.lab import play as play_game
    from patentgame.model.board.rules import rules_for
    from patentgame.views.replay_viewer import ReplayViewer

    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load("en-enable")
    game, _ = play_game(rules, ("ai:greedy", "ai:greedy"), lexicon, 5)
    assert game.game_over
    viewer = ReplayViewer(game)
    qtbot.addWidget(viewer)
    viewer.show()
    for _ in range(4):  # four moves on
        click_at(viewer.next_button, viewer.next_button.rect().center())
    panel = viewer.panel
    button = panel.analyse_button  # type: ignore[attr-defined]
    analysis = panel.analysis  # type: ignore[attr-defined]
    assert not analysis.isVisible()
    QTest.mouseClick(button, LEFT)
    assert analysis.isVisible()
    position = viewer.state()
    seat = position.current  # type: ignore[attr-defined]
    rack = position.rack(seat)  # type: ignore[attr-defined]
    found = MoveGenerator(rules, lexicon).generate(position.letters, position.blanks, rack)  # type: ignore[attr-defined]
    view = analysis.view
    qtbot.waitUntil(lambda: view.model().rowCount() == len(found), timeout=30_000)
    assert len(found) > 50
    heading = analysis.heading.text()
    assert heading.startswith(f"{len(found)} legal plays for ") and "best equity first" in heading
    model = view.model()
    equities = [float(model.index(row, 3).data()) for row in range(model.rowCount())]
    assert equities == sorted(equities, reverse=True)
    best = max(found, key=lambda candidate: candidate.score)
    assert max(int(model.index(row, 2).data()) for row in range(model.rowCount())) == best.score
    # A click on a play: the meanings of its words.
    cell = view.visualRect(model.index(0, 1)).center()
    QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, cell)
    popup = analysis.popup
    assert popup.isVisible()
    word = analysis.plays.plays[0].words[0]
    shot(viewer, "board-every-play")
    assert word.lower() in plain(popup.label.text()).lower()
    # The next position lists its own plays.
    click_at(viewer.next_button, viewer.next_button.rect().center())
    after = viewer.state()
    rack = after.rack(after.current)  # type: ignore[attr-defined]
    count = len(MoveGenerator(rules, lexicon).generate(after.letters, after.blanks, rack))  # type: ignore[attr-defined]
    qtbot.waitUntil(
        lambda: "legal play" in analysis.heading.text() and model.rowCount() == count,
        timeout=30_000,
    )


def test_a_finished_board_game_s_summary_opens_every_play_of_each_position(
    qtbot: QtBot,
) -> None:
    """Issue 32.3 in a finished game: the summary's Every play of each position opens the game
    in the replay viewer with the move list of the position shown."""
    from patentgame.model.board.game import BoardGame, Seat
    from patentgame.model.board.generator import MoveGenerator
    from patentgame.model.board.moves import Pass
    from patentgame.model.board.rules import rules_for
    from patentgame.views.replay_viewer import ReplayViewer

    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(rules, [Seat("Anna"), Seat("Ben")], lexicon, seed=4, start=0)
    while True:  # both pass until one more pass ends the game
        trial = game.copy()
        trial.play(Pass(trial.current))
        if trial.game_over:
            break
        game.play(Pass(game.current))
    window = make_window(qtbot)
    window.adopt_game(game, lexicon)
    table = window.table
    assert isinstance(table, BoardTable)
    take_the_device(table)
    click_at(table.pass_button, table.pass_button.rect().center())  # the last pass
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    dialog = window.summary_dialog
    button = next(
        b for b in dialog.findChildren(QPushButton) if b.text() == "Every play of each position..."
    )
    QTest.mouseClick(button, LEFT)
    viewers = window.findChildren(ReplayViewer)
    assert len(viewers) == 1 and viewers[0].isVisible()
    viewer = viewers[0]
    analysis = viewer.panel.analysis  # type: ignore[attr-defined]
    assert analysis.isVisible() and viewer.position == 0
    start = viewer.state()
    rack = start.rack(start.current)  # type: ignore[attr-defined]
    count = len(MoveGenerator(rules, lexicon).generate(start.letters, start.blanks, rack))  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: analysis.view.model().rowCount() == count, timeout=30_000)
    assert count > 0

"""Take back in BuyWord, as a person uses it (issue 32.5, and 33.4's "look in every family"):
the button, Edit > Take back and Ctrl+Z undo the person's own last action until something new
is seen (the die, drawn tiles, a word's check) or another player acts; when nothing can be
taken back, the status bar says why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.main_window import MainWindow
from tests.views.buyword_helpers import key
from tests.views.menu_helpers import choose
from tests.views.table_helpers import click_at, make_window, shot


def _adopt(window: MainWindow, players: list[PlayerSpec], rules: BuyWordRules) -> BuyWordTable:
    """A game whose bag starts C, A, T, X, Q (seed 2: the first throw is "choice")."""
    lexicon = Lexicon.load("en-enable")
    game = BuyWordGame.new(
        players, lexicon, rules, bag=bag_starting_with("CATXQ"), seed=2, leader=0
    )
    window.adopt_game(game, lexicon)
    QApplication.processEvents()
    table = window.table
    assert isinstance(table, BuyWordTable)
    return table


def _status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_set_bought_alone_is_taken_back_until_a_word_is_sold(qtbot: object) -> None:
    window = make_window(qtbot)
    table = _adopt(window, [PlayerSpec("Anna")], BuyWordRules())
    model = window.game_model
    choose(window, "edit", "take_back")  # nothing done yet: said, not silent
    assert "Nothing to take back" in _status(window)
    key(table, Qt.Key.Key_Return)  # roll: "choice"
    QTest.keyClicks(table, "2")  # two tiles drawn: news
    assert not table.take_back_button.isVisible()
    offered = model.state.on_offer
    QTest.keyClicks(table, "b")  # bought
    assert model.state.phase is Phase.SELL and model.state.money(0) == 191
    assert table.take_back_button.isVisible()
    shot(window, "buyword-take-back")
    click_at(table.take_back_button, table.take_back_button.rect().center())
    assert model.state.phase is Phase.BUY and model.state.money(0) == 200
    assert model.state.on_offer == offered  # the same set, decided on again
    assert "Taken back." in _status(window)
    QTest.keyClicks(table, "b")  # bought again
    assert model.state.phase is Phase.SELL
    QTest.keyClicks(table, "cat")  # CAt with a wild
    key(table, Qt.Key.Key_Return)  # sold: the check of the word is news
    assert model.state.money(0) == 207
    choose(window, "edit", "take_back")
    assert "Nothing to take back" in _status(window) and model.state.money(0) == 207


def test_a_word_offered_for_answers_goes_back_to_the_word_row(qtbot: object) -> None:
    window = make_window(qtbot)
    window.ai.pace_ms = 60_000  # Bot takes its time to answer
    rules = BuyWordRules(checking=Checking.CHALLENGE)
    table = _adopt(window, [PlayerSpec("Anna"), PlayerSpec("Bot", "ai:greedy")], rules)
    model = window.game_model
    key(table, Qt.Key.Key_Return)  # roll: "choice"
    QTest.keyClicks(table, "2b")  # two tiles, bought; Bot's set is drawn next: news
    assert not table.can_take_back()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: model.state.phase is Phase.SELL and table.can_act(), timeout=120_000
    )
    window.ai.pace_ms = 60_000
    QTest.keyClicks(table, "cat")
    key(table, Qt.Key.Key_Return)  # offered: Bot is asked
    assert model.state.phase is Phase.CHALLENGE
    assert table.word_row.tiles == ()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.state.phase is Phase.SELL
    assert len(table.word_row.tiles) == 3  # CAT lies in the word row again
    assert "Taken back." in _status(window)


def test_a_set_discarded_that_ends_the_round_is_final_and_ctrl_z_says_why(qtbot: object) -> None:
    window = make_window(qtbot)
    table = _adopt(window, [PlayerSpec("Anna")], BuyWordRules())
    model = window.game_model
    key(table, Qt.Key.Key_Return)
    QTest.keyClicks(table, "2d")  # discarded: only wilds in hand, so the next round starts
    assert model.state.phase is Phase.ROLL and model.state.round == 2
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing to take back" in _status(window) and model.state.round == 2

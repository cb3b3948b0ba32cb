"""What a person does at any family's table, through the widgets: the drivers the contract
tests share. Each family's own moves (a word built from cards, tiles laid on the board, a set
bought and a word sold) come from the family's own view tests; the questions every table puts
(the hand-over screen, the challenge bar) are answered the same way for every family."""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from patentgame import families
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import click_at, when_ready

#: The families the contract is checked for: every family the app can show.
FAMILY_IDS = [found.id for found in families.playable()]

ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
ANNA_AND_BOT = (SeatSetup("Anna", "human", 0), SeatSetup("Bot", "ai:greedy", 1))


def setup_of(family_id: str, seats: tuple[SeatSetup, ...], *, questions: bool = False) -> GameSetup:
    """A new game of the family with its published rules; with ``questions``, rules under which
    the other players answer each word (they may challenge it)."""
    family = families.family(family_id)
    rules = family.default_rules()
    if questions and family_id == "buyword":
        from patentgame.model.buyword.rules import Checking

        rules = replace(rules, checking=Checking.CHALLENGE)  # type: ignore[type-var]
    return GameSetup(seats, lexicon_id=family.default_lexicon_id, rules=rules, family=family_id)


def pieces(window: MainWindow) -> QWidget:
    """The widget that paints the family's pieces: the patent game's hand of cards, the board's
    squares, BuyWord's hand of tiles."""
    table = window.table
    return {
        "patent": lambda: table.hand_view,  # type: ignore[attr-defined]
        "board": lambda: table.board,  # type: ignore[attr-defined]
        "buyword": lambda: table.hand_row,  # type: ignore[attr-defined]
    }[window.family.id]()


def answer_questions(window: MainWindow, *, challenge: bool = False) -> bool:
    """Take the device at a hand-over screen, or answer the challenge bar (accept, or the first
    challenger's button), or read its verdict on; False when nothing was asked."""
    table = window.table
    bar = table.challenge_bar  # type: ignore[attr-defined]
    screen = table.handover  # type: ignore[attr-defined]
    if screen.isVisible():
        QTest.keyClick(when_ready(screen), Qt.Key.Key_Return)
    elif bar.asking:
        buttons = list(bar.challenge_buttons.values())
        button = buttons[0] if challenge else bar.accept_button
        click_at(button, button.rect().center())
    elif bar.showing_verdict:
        click_at(bar.continue_button, bar.continue_button.rect().center())
    else:
        return False
    QApplication.processEvents()
    return True


def person_moves(window: MainWindow) -> bool:
    """The person whose turn it is does their next step, as the family's view tests do it;
    False when the table is not waiting for a person."""
    family = window.family.id
    if family == "patent":
        from tests.views.table_helpers import human_step

        return window.table.can_act() and human_step(window)  # type: ignore[attr-defined]
    if family == "buyword":
        from tests.views.buyword_helpers import person_step

        return person_step(window)
    return _board_move(window)


def _board_move(window: MainWindow) -> bool:
    from tests.views.test_board_table import best_placement, press, type_placement

    table = window.table
    model = window.game_model
    if not model.has_game or model.is_over:
        return False
    game = model.state
    seat = table.viewer  # type: ignore[attr-defined]
    if seat < 0 or seat != game.current or not model.is_human(seat):
        return False
    move = best_placement(game, seat, model.lexicon, model.action_count())
    if move is None:
        pass_button = table.pass_button  # type: ignore[attr-defined]
        click_at(pass_button, pass_button.rect().center())
    else:
        type_placement(table, move)  # type: ignore[arg-type]
        press(table.board, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    QApplication.processEvents()
    return True


def step(window: MainWindow, qtbot: object, *, challenge: bool = False) -> None:
    """One thing a person does (answer a question, or move), or a moment's wait for the
    computers."""
    if not answer_questions(window, challenge=challenge) and not person_moves(window):
        qtbot.wait(5)  # type: ignore[attr-defined]


def play_until(window: MainWindow, qtbot: object, done: object, seconds: float = 90) -> None:
    """Step until ``done()`` holds (a hang guard of ``seconds``)."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:  # type: ignore[operator]
        step(window, qtbot)
    assert done(), "the game never got there"  # type: ignore[operator]

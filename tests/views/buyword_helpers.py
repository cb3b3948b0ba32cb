"""A person at BuyWord's table, pressing what a person presses: keys on the table, clicks on
its tiles and buttons. Their play is simple and honest: they name 3 on a choice, buy sets up
to $36, sell the dearest word of 4 pips or more they can spell (the real word search finds
it), and mark the last letters of the hand when they must discard."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.search import WordFinder
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import click_at, when_ready


def key(table: BuyWordTable, which: Qt.Key, text: str = "") -> None:
    QTest.keyClick(table, which, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()


def type_text(table: BuyWordTable, text: str) -> None:
    """Type ``text`` as a keyboard does: a letter outside ASCII (ą, ж) comes as a key event
    carrying its text, as a Polish or Russian layout sends it (QTest types ASCII only)."""
    for letter in text:
        if letter.isascii():
            QTest.keyClicks(table, letter)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter)
            QApplication.sendEvent(table, event)
    QApplication.processEvents()


def click_tile(row: object, index: int) -> None:
    click_at(row, row.tile_rect(index).center().toPoint())  # type: ignore[attr-defined]
    QApplication.processEvents()


def person_step(window: MainWindow) -> bool:
    """One step of the person whose hand is shown, if the table waits for them."""
    table = window.table
    assert isinstance(table, BuyWordTable)
    if not table.can_act():
        return False
    model = table.game_model
    game = model.state
    seat = table.flow.viewer
    assert seat is not None
    phase = game.phase
    if phase is Phase.ROLL:
        key(table, Qt.Key.Key_Return)
    elif phase is Phase.CHOOSE:
        QTest.keyClicks(table, "3")
    elif phase is Phase.BUY:
        shown = table.offer_price.text()
        price = int(shown.rpartition("$")[2].replace(",", ""))
        QTest.keyClicks(table, "b" if price <= 36 and price <= game.money(seat) else "d")
    elif phase is Phase.SELL:
        hand = game.hand(seat)
        letters = "".join(letter_of(t) for t in hand if not is_wild(t))
        wilds = min(1, sum(1 for t in hand if is_wild(t)))
        theme = game.perspective(seat).theme_words
        found = [
            f
            for f in WordFinder(model.lexicon).find(letters, wilds, min_length=game.rules.min_word)
            if f.pips >= 4 and (theme is None or f.word.lower() in theme)
        ]
        if found:
            type_text(table, found[0].word.lower())
            key(table, Qt.Key.Key_Return)
        else:
            key(table, Qt.Key.Key_Space)
    elif phase is Phase.DISCARD:
        need = model.must_discard(seat)
        letters = [i for i, t in enumerate(table.hand_row.tiles) if not is_wild(t)]
        for index in letters[-need:]:
            click_tile(table.hand_row, index)
        click_at(table.discard_button, table.discard_button.rect().center())
    elif phase is Phase.AUCTION:
        key(table, Qt.Key.Key_Space)
    elif phase is Phase.DRAFT:
        click_tile(table.offer_row, 0)
    else:
        return False
    QApplication.processEvents()
    return True


def play_until_over(window: MainWindow, qtbot: object, limit: int = 3000) -> int:
    """Play the person's steps and let the computers play theirs, until the game ends."""
    steps = 0
    model = window.game_model
    while not model.is_over and steps < limit:
        if window.table.challenge_bar.asking:  # type: ignore[attr-defined]
            key(window.table, Qt.Key.Key_Return)  # type: ignore[arg-type]
        if window.table.questions.screen_up:
            screen = window.table.handover  # type: ignore[attr-defined]
            click_at(when_ready(screen).button, screen.button.rect().center())
        if person_step(window):
            steps += 1
        else:
            qtbot.wait(5)  # type: ignore[attr-defined]
    return steps

"""`HandHandling`: the person's clicks and keys on the patent table's cards.

A click on a card of the hand or the pool lays it in the word (or marks it, when cards are to
be discarded); a click on a card of the word takes it back (on its Y badge: flips the Y); a
click on a patent chooses it to buy. Typed letters build the word, mark cards or choose a
patent by the step of the turn; Enter, Escape, Backspace, Space and + do the step's own.
Drags are the card rows' own (their models take the dropped cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QKeyEvent

from patentgame.controller.patent.patent_grid_model import PatentRole
from patentgame.controller.patent.roles import CardRole
from patentgame.model.patent.game import Phase

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class HandHandling(QObject):
    """The clicks on one patent table's card rows and patents, and its keys."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self._table = table
        table.hand_view.clicked.connect(self._hand_clicked)
        table.pool_view.clicked.connect(self._pool_clicked)
        table.word_views[0].clicked.connect(lambda index: self._word_clicked(0, index))
        table.word_views[1].clicked.connect(lambda index: self._word_clicked(1, index))
        table.patents.clicked.connect(self._patent_clicked)

    def _marking(self, phase: Phase) -> bool:
        """Whether a card clicked or typed in ``phase`` is marked to discard."""
        return phase in (Phase.DISCARD, Phase.PENALTY) or (
            phase is Phase.BUILD and self._table.discard_mode
        )

    def _hand_clicked(self, index: QModelIndex) -> None:
        table = self._table
        if not table.can_act():
            return
        card = index.data(CardRole.CARD_ID)
        phase = table.phase()
        if self._marking(phase):
            if phase is Phase.PENALTY:
                table.draft.clear_selection()
            table.draft.toggle_selected(card)
        elif phase is Phase.BUILD:
            table.draft.place(card)

    def _pool_clicked(self, index: QModelIndex) -> None:
        table = self._table
        if table.can_act() and table.phase() is Phase.BUILD and not table.discard_mode:
            table.draft.place(index.data(CardRole.CARD_ID))

    def _word_clicked(self, word: int, index: QModelIndex) -> None:
        table = self._table
        if not table.can_act() or table.phase() is not Phase.BUILD:
            return  # the play on the table (waiting for answers, or bought after) stays put
        view = table.word_views[word]
        y_badge = index.data(CardRole.Y_ROLE) and view.last_press_fraction() > 0.72
        if y_badge:
            table.draft.toggle_y(word, index.row())
        else:
            table.draft.remove(word, index.row())

    def _patent_clicked(self, index: QModelIndex) -> None:
        table = self._table
        if table.can_act() and table.phase() is Phase.BUY:
            table.turn.buy(index.data(PatentRole.LETTER))

    def key(self, event: QKeyEvent) -> bool:
        """A plain key of the person's turn; False for a key the turn does not take."""
        table = self._table
        actions = table.turn
        key = event.key()
        text = event.text().upper()
        letter = text if len(text) == 1 and "A" <= text <= "Z" else ""
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        phase = table.phase()
        if phase is Phase.BUILD and not table.discard_mode:
            if letter:
                if not table.draft.type_letter(letter):
                    table.toast.announce(
                        self.tr("No free {letter} card in your hand or the pool.").format(
                            letter=letter
                        ),
                        1.5,
                    )
            elif key == Qt.Key.Key_Backspace:
                table.draft.backspace()
            elif enter:
                actions.play()
            elif key == Qt.Key.Key_Escape:
                actions.clear()
            elif key == Qt.Key.Key_Space:
                actions.next_word()
            elif text in ("+", "="):
                actions.toggle_s()
            else:
                return False
            return True
        if phase is Phase.BUY:
            if letter:
                actions.buy(letter)
            elif enter:
                actions.confirm_purchase()
            elif key == Qt.Key.Key_Escape:
                actions.skip_buy()
            return True
        # marking cards: discard instead, after a build, or the penalty
        if letter:
            if phase is Phase.PENALTY:
                table.draft.clear_selection()
            table.draft.select_letter(letter)
        elif enter:
            actions.discard()
        elif key == Qt.Key.Key_Escape:
            if phase is Phase.BUILD:
                actions.set_discard_mode(False)
            else:
                table.draft.clear_selection()
        else:
            return False
        return True

"""`TurnSteps`: the person's actions at BuyWord's table, by button, menu or key.

Each step of the round has its actions (roll the die, choose how many tiles, buy or discard
the set, bid or pass in an auction, take a tile of the draft's display, sell words, discard
down to 8 letters); an action is offered only when the person looking at the table may act in
that step, and the engine's refusal is shown under the word in the person's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent

from patentgame.model.buyword.actions import (
    Bid,
    Buy,
    Choose,
    Decline,
    Discard,
    Pass,
    Roll,
    Sell,
    StopSelling,
    Take,
)
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.tiles import is_wild
from patentgame.views.buyword.table_words import refusal

if TYPE_CHECKING:
    from patentgame.views.buyword.table import BuyWordTable


class TurnSteps(QObject):
    """The actions of each step of the round, for the person at one BuyWord table."""

    def __init__(self, table: BuyWordTable) -> None:
        super().__init__(table)
        self._table = table

    def _may(self, phase: Phase) -> bool:
        """Whether the person at the table may act in ``phase`` now."""
        return self._table.can_act() and self._table.phase() is phase

    def roll(self) -> None:
        if self._may(Phase.ROLL):
            self._table.submit(Roll(self._table.acting_seat()))

    def choose(self, count: int) -> None:
        if self._may(Phase.CHOOSE):
            self._table.submit(Choose(self._table.acting_seat(), count))

    def buy(self) -> None:
        if self._may(Phase.BUY):
            self._table.submit(Buy(self._table.acting_seat()))

    def decline(self) -> None:
        if self._may(Phase.BUY):
            self._table.submit(Decline(self._table.acting_seat()))

    def take(self, tile: int) -> None:
        if self._may(Phase.DRAFT):
            self._table.submit(Take(self._table.acting_seat(), tile))

    def bid(self) -> None:
        if self._may(Phase.AUCTION):
            self._table.submit(Bid(self._table.acting_seat(), self._table.bid_amount.value()))

    def pass_auction(self) -> None:
        if self._may(Phase.AUCTION):
            self._table.submit(Pass(self._table.acting_seat()))

    def sell(self) -> None:
        table = self._table
        if not (self._may(Phase.SELL) and table.word):
            return
        seat = table.acting_seat()
        wild = table.wild_letter if any(is_wild(tile) for tile in table.word) else None
        action = Sell(seat, tuple(table.word), wild or None)
        reason = table.game_model.state.why_illegal(action)
        if reason is not None:
            table.fault.setText(refusal(reason))
            return
        table.word, table.wild_letter = [], ""
        table.submit(action)

    def clear(self) -> None:
        table = self._table
        table.word, table.wild_letter = [], ""
        table.fault.clear()
        table.refresh()

    def stop_selling(self) -> None:
        table = self._table
        if self._may(Phase.SELL):
            table.word, table.wild_letter = [], ""
            table.submit(StopSelling(table.acting_seat()))

    def discard(self) -> None:
        table = self._table
        if not self._may(Phase.DISCARD):
            return
        seat = table.acting_seat()
        hand = table.game_model.state.hand(seat)
        action = Discard(seat, tuple(tile for tile in hand if tile in table.marked))
        reason = table.game_model.state.why_illegal(action)
        if reason is not None:
            table.fault.setText(refusal(reason))
            return
        table.marked = set()
        table.submit(action)

    def key(self, event: QKeyEvent) -> bool:
        """A key of the step (Enter, Space, Esc, Backspace, the arrows, a count, B, D or a
        letter); False for a key no step takes."""
        table = self._table
        key = event.key()
        text = event.text().upper()
        phase = table.phase()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if phase is Phase.ROLL and enter:
            self.roll()
        elif phase is Phase.CHOOSE and text in {str(c) for c in table.count_buttons}:
            self.choose(int(text))
        elif phase is Phase.BUY and (enter or text == "B"):
            self.buy()
        elif phase is Phase.BUY and text == "D":
            self.decline()
        elif phase is Phase.AUCTION and enter:
            self.bid()
        elif phase is Phase.AUCTION and key == Qt.Key.Key_Space:
            self.pass_auction()
        elif phase is Phase.AUCTION and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            table.bid_amount.stepBy(1 if key == Qt.Key.Key_Up else -1)
        elif phase is Phase.SELL and enter:
            self.sell()
        elif phase is Phase.SELL and key == Qt.Key.Key_Escape:
            self.clear()
        elif phase is Phase.SELL and key == Qt.Key.Key_Backspace:
            if table.word:
                table.word.pop()
                table.refresh()
        elif phase is Phase.SELL and key == Qt.Key.Key_Space:
            self.stop_selling()
        elif phase is Phase.DISCARD and enter:
            self.discard()
        elif len(text) == 1 and text in table.building.alphabet():
            table.building.type_letter(text)
        else:
            return False
        return True

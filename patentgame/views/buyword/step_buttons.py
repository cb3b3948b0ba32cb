"""`StepButtons`: the row of buttons under BuyWord's hand, the step's own.

Roll, the counts, Buy and Discard the set, the bid with Bid and Pass, Sell, Clear and Done
selling, Discard the marked tiles, and Take back beside any of them. The row is one line, or
more where a step's buttons need more than the column's width (Spanish at 1024 x 640, Russian
at 200 %: `views/button_lines.py`); it keeps the height its widest step needs, so a step with
more buttons moves no tile.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from patentgame.model.buyword.actions import Bid, Buy
from patentgame.model.buyword.die import MAX_COUNT, MIN_COUNT
from patentgame.model.buyword.phases import Phase
from patentgame.views.button_lines import MOST_LINES, line_breaks, lines_needed
from patentgame.views.family_table import felt_button
from patentgame.views.themes import px

if TYPE_CHECKING:
    from patentgame.controller.buyword.game_model import BuyWordGameView


class StepButtons(QWidget):
    """The buttons of each step of the round, each calling its action."""

    def __init__(self, actions: dict[str, Callable[[], object]], choose: Callable[[int], None]):
        super().__init__()
        self.roll = felt_button(self.tr("Roll the die  (Enter)"), actions["roll"], name="primary")
        self.counts = {
            count: felt_button(str(count), functools.partial(choose, count))
            for count in range(MIN_COUNT, MAX_COUNT + 1)
        }
        self.buy = felt_button(self.tr("Buy  (B)"), actions["buy"], name="primary")
        self.decline = felt_button(self.tr("Discard the set  (D)"), actions["decline"])
        self.bid_amount = QSpinBox()
        self.bid_amount.setPrefix("$")
        self.bid_amount.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.bid_amount.setAccessibleName(self.tr("Your bid"))
        self.bid = felt_button(self.tr("Bid  (Enter)"), actions["bid"], name="primary")
        self.pass_auction = felt_button(self.tr("Pass  (Space)"), actions["pass"])
        self.sell = felt_button(self.tr("Sell  (Enter)"), actions["sell"], name="primary")
        self.clear = felt_button(self.tr("Clear  (Esc)"), actions["clear"])
        self.stop = felt_button(self.tr("Done selling  (Space)"), actions["stop_selling"])
        self.take_back = felt_button(
            self.tr("Take back  (Ctrl+Z)"),
            actions["take_back"],
            tip=self.tr(
                "Undo your last action, until something new is seen or another player acts"
            ),
        )
        self.discard = felt_button(
            self.tr("Discard the marked tiles  (Enter)"), actions["discard"], name="primary"
        )
        buttons = QVBoxLayout(self)
        buttons.setContentsMargins(0, 0, 0, 0)  # the row's fixed height is all the buttons'
        buttons.setSpacing(6)
        self.lines = tuple(QHBoxLayout() for _ in range(MOST_LINES))
        for line in self.lines:
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(6)
            line.addStretch(1)
            line.addStretch(1)
            buttons.addLayout(line)
        buttons.addStretch(1)
        for widget in self.every():
            self.lines[0].insertWidget(self.lines[0].count() - 1, widget)
        #: The index of each line's first button among the shown ones (``()``: one line).
        self._breaks: tuple[int, ...] = ()
        self._shown: list[QWidget] = []
        self.setFixedHeight(46)

    def every(self) -> tuple[QWidget, ...]:
        """Every button of the row, in its order."""
        return (
            self.roll,
            *self.counts.values(),
            self.buy,
            self.decline,
            self.bid_amount,
            self.bid,
            self.pass_auction,
            self.sell,
            self.clear,
            self.stop,
            self.discard,
            self.take_back,
        )

    def _steps(self) -> tuple[tuple[QWidget, ...], ...]:
        """The buttons each step shows together (Take back may stand beside any of them)."""
        return (
            (self.roll,),
            tuple(self.counts.values()),
            (self.buy, self.decline),
            (self.bid_amount, self.bid, self.pass_auction),
            (self.sell, self.clear, self.stop),
            (self.discard,),
        )

    @staticmethod
    def _widths(widgets: Sequence[QWidget]) -> list[int]:
        return [widget.sizeHint().width() for widget in widgets]

    def fit(self, room: int, zoom: int) -> None:
        """The row's height for its widest step in ``room`` pixels (one line, or as many as
        `line_breaks` needs), and the shown buttons folded into balanced lines: a word of a
        button is never cut (Spanish at 1024 x 640, Russian at 200 %)."""
        if room <= 0:
            return
        spacing = self.lines[0].spacing()
        back = (self.take_back,)
        lines = max(
            lines_needed(self._widths((*step, *back)), spacing, room) for step in self._steps()
        )
        line = max(px(40, zoom), self.take_back.sizeHint().height())
        self.setFixedHeight(px(46, zoom) if lines == 1 else lines * (line + 6) - 6)
        shown = [w for w in self.every() if not w.isHidden()]
        breaks = line_breaks(self._widths(shown), spacing, room)
        if (breaks, shown) == (self._breaks, self._shown):
            return  # the lines hold the buttons they should: no new layout
        self._breaks, self._shown = breaks, shown
        for widget in self.every():
            for button_line in self.lines:
                button_line.removeWidget(widget)
        bounds = breaks
        for widget in self.every():
            index = shown.index(widget) if widget in shown else 0
            button_line = self.lines[sum(1 for bound in bounds if index >= bound)]
            button_line.insertWidget(button_line.count() - 1, widget)

    def show_step(
        self,
        game: BuyWordGameView,
        seat: int,
        *,
        acting: bool,
        can_take_back: bool,
        word: bool,
        marked_enough: bool,
    ) -> None:
        """The buttons of the step ``game`` is in, for the person at ``seat`` (``acting``:
        they may act now; ``word``: a word is being built; ``marked_enough``: as many tiles
        marked as must go); Take back wherever it would take something back."""
        phase = game.phase
        visible = {
            self.roll: phase is Phase.ROLL,
            self.buy: phase is Phase.BUY,
            self.decline: phase is Phase.BUY,
            self.bid_amount: phase is Phase.AUCTION,
            self.bid: phase is Phase.AUCTION,
            self.pass_auction: phase is Phase.AUCTION,
            self.sell: phase is Phase.SELL,
            self.clear: phase is Phase.SELL,
            self.stop: phase is Phase.SELL,
            self.discard: phase is Phase.DISCARD,
        }
        for button in self.counts.values():
            visible[button] = phase is Phase.CHOOSE
        for widget, show in visible.items():
            widget.setVisible(show and acting)
        self.take_back.setVisible(can_take_back)
        self.setVisible((acting and phase is not Phase.CHALLENGE) or can_take_back)
        if not acting:
            return
        if phase is Phase.BUY:
            self.buy.setEnabled(game.why_illegal(Buy(seat)) is None)
        if phase is Phase.AUCTION:
            self.bid_amount.setRange(game.high_bid + 1, max(game.high_bid + 1, game.money(seat)))
            if self.bid_amount.value() <= game.high_bid:
                self.bid_amount.setValue(game.high_bid + 1)
            self.bid.setEnabled(game.why_illegal(Bid(seat, game.high_bid + 1)) is None)
        if phase is Phase.SELL:
            self.sell.setEnabled(word)
            self.clear.setEnabled(word)
        if phase is Phase.DISCARD:
            self.discard.setEnabled(marked_enough)

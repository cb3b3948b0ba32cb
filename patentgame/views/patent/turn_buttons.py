"""`TurnButtons`: the patent table's buttons of the turn.

The row under the word holds each step's own (Play, Clear, Hint and Discard instead while
building; Pass while marking cards instead; Buy and Buy nothing while buying; Keep all or
Discard after a build; the penalty's one card) and Take back; the power buttons (+S, the Y's
vowel or consonant, the second word) stand in a column beside the word rows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from patentgame.views.family_table import felt_button

if TYPE_CHECKING:
    from patentgame.views.patent.turn_actions import TurnActions

#: Width of the column of power buttons beside the word rows (and of the space that balances
#: it on the other side, so the word stays centred).
POWERS_WIDTH = 150


class TurnButtons(QObject):
    """Every button of one patent table's turn, each wired to its action."""

    def __init__(
        self, actions: TurnActions, take_back: Callable[[], None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.play = felt_button(
            self.tr("Play  (Enter)"),
            actions.play,
            name="primary",
            tip=self.tr("Play the word in the word row"),
        )
        self.clear = felt_button(
            self.tr("Clear  (Esc)"), actions.clear, tip=self.tr("Take every card back")
        )
        self.hint = felt_button(
            self.tr("Hint"),
            actions.hint,
            tip=self.tr(
                "A hint in three steps: the length, letters in place, the whole play (Ctrl+H)"
            ),
        )
        self.discard = felt_button(
            self.tr("Discard instead..."), tip=self.tr("Swap cards instead of building (Ctrl+D)")
        )
        self.discard.setCheckable(True)
        self.discard.toggled.connect(actions.set_discard_mode)
        self.confirm_discard = felt_button(
            self.tr("Pass  (Enter)"),
            actions.discard,
            name="primary",
            tip=self.tr("Discard the marked cards and draw back to 7"),
        )
        self.buy = felt_button(
            self.tr("Buy  (Enter)"),
            actions.confirm_purchase,
            name="primary",
            tip=self.tr("Buy the chosen patent"),
        )
        self.skip_buy = felt_button(
            self.tr("Buy nothing  (Esc)"), actions.skip_buy, tip=self.tr("End the purchase step")
        )
        self.done = felt_button(
            self.tr("Keep all  (Enter)"),
            actions.discard,
            name="primary",
            tip=self.tr("Discard the marked cards"),
        )
        self.penalty = felt_button(
            self.tr("Discard this card  (Enter)"),
            actions.discard,
            name="primary",
            tip=self.tr("The penalty: discard exactly one card"),
        )
        self.add_s = felt_button(
            self.tr("+S  (+)"),
            actions.toggle_s,
            name="power",
            tip=self.tr("Z patent: add an S to the end of this word"),
        )
        self.add_s.setCheckable(True)
        self.flip_y = felt_button(
            self.tr("Y: vowel"),
            actions.toggle_y,
            name="power",
            tip=self.tr("Declare the Y a vowel or a consonant (Ctrl+Y)"),
        )
        self.word_switch = felt_button(
            self.tr("2nd word  (Space)"),
            actions.next_word,
            name="power",
            tip=self.tr("V patent: type into the other word"),
        )
        self.word_switch.setCheckable(True)
        self.take_back = felt_button(
            self.tr("Take back  (Ctrl+Z)"),
            take_back,
            tip=self.tr("Undo your last action of this turn, until new cards or answers are seen"),
        )
        for button in self.powers():
            button.setFixedWidth(POWERS_WIDTH)

    def action_row(self) -> tuple[QPushButton, ...]:
        """The buttons in the row under the word (each shows in its own step of the turn)."""
        return (
            self.play,
            self.clear,
            self.hint,
            self.discard,
            self.confirm_discard,
            self.buy,
            self.skip_buy,
            self.done,
            self.penalty,
            self.take_back,
        )

    def steps(self) -> tuple[tuple[QPushButton, ...], ...]:
        """The buttons each step of the turn shows together, Take back beside each: the row
        is as tall as the widest step needs, so the hand does not move from step to step."""
        back = (self.take_back,)
        return (
            (self.play, self.clear, self.hint, self.discard, *back),
            (self.discard, self.confirm_discard, *back),
            (self.buy, self.skip_buy, *back),
            (self.done, *back),
            (self.penalty, *back),
        )

    def powers(self) -> tuple[QPushButton, ...]:
        """The power buttons beside the word rows."""
        return (self.add_s, self.flip_y, self.word_switch)

"""`TurnActions`: what the person does in a turn of the patent game, by button, menu or key.

Build and play a word (or lay the best one for a picture), discard instead, buy a patent
(chosen first, bought on a second press: the pool is refilled right after a purchase, so it
could not be taken back once made), the powers (Q's card swap, Z's added S, V's second word,
the Y's vowel or consonant) and the coach's hint. The engine's refusal is announced on the
table in words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.model.patent.actions import Buy
from patentgame.model.patent.game import Phase
from patentgame.model.patent.scoring import MAX_WORD

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class TurnActions(QObject):
    """The person's actions at one patent table."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self._table = table

    def _may(self, phase: Phase) -> bool:
        """Whether the person at the table may act in ``phase`` now."""
        return self._table.can_act() and self._table.phase() is phase

    def play(self) -> None:
        """Play the drafted word(s) (Enter)."""
        table = self._table
        if not self._may(Phase.BUILD) or table.discard_mode:
            return
        build = table.draft.build()
        if build is None:
            return
        status = table.draft.status()
        if not status.legal:
            table.toast.announce(status.text, 2.5)
            return
        table.submit(build)

    def clear(self) -> None:
        """Take the drafted cards back (Escape)."""
        self._table.draft.clear()

    def hint(self) -> None:
        """The next step of the coach's hint (Hint, Ctrl+H): see :class:`TableCoach`."""
        self._table.coach.hint()

    def lay_best_word(self, max_letters: int = MAX_WORD) -> None:
        """Draft the best-paying word the word list allows with the cards at hand."""
        table = self._table
        if not self._may(Phase.BUILD) or not table.game_model.can_search_words():
            return
        from patentgame.controller.patent.hints import best_word

        best = best_word(table.game_model, table.draft, max_letters)
        if best is None:
            table.toast.announce(
                self.tr("No word found with these cards: discard some instead."), 2.5
            )
            return
        table.draft.set_words([best])

    def set_discard_mode(self, on: bool) -> None:
        """Switch between building and marking cards to discard instead (Ctrl+D)."""
        table = self._table
        table.discard_mode = bool(on) and self._may(Phase.BUILD)
        if table.discard_mode:
            table.draft.clear()
        else:
            table.draft.clear_selection()
        button = table.discard_button
        button.blockSignals(True)
        button.setChecked(table.discard_mode)
        button.blockSignals(False)
        table.refresh()

    def discard(self) -> None:
        """Discard the marked cards (a discard instead of building, after a build, the penalty)."""
        table = self._table
        if not table.can_act():
            return
        phase = table.phase()
        if phase is Phase.BUILD and not table.discard_mode:
            return
        if phase not in (Phase.BUILD, Phase.DISCARD, Phase.PENALTY):
            return
        action = table.draft.discard_action()
        if action is not None and table.submit(action):
            self.set_discard_mode(False)

    def skip_buy(self) -> None:
        """Buy no patent (Escape in the purchase step); with a patent chosen, Escape first lets
        go of the choice."""
        table = self._table
        viewer = table.draft.viewer
        if viewer is None or not self._may(Phase.BUY):
            return
        if table.patents.chosen:
            self.choose_patent("")
            return
        table.submit(Buy(viewer, None))

    def buy(self, letter: str) -> None:
        """Choose ``letter``'s patent to buy (a click or its letter), or say why it cannot be
        bought; the chosen one again buys it.

        A purchase is chosen first and bought on a second press (Enter, the Buy button, or the
        same letter or patent again) because the pool is refilled right after it (RULES.md's
        order): the new cards are news, so a purchase could not be taken back once made. The
        choice can be (Escape, Ctrl+Z, another patent), like a word laid out but not played.
        """
        table = self._table
        viewer = table.draft.viewer
        if viewer is None or not self._may(Phase.BUY):
            return
        if letter == table.patents.chosen:
            self.confirm_purchase()
        elif letter in table.game_model.state.buyable_letters():
            self.choose_patent(letter)
        else:
            table.submit(Buy(viewer, letter))  # refused: the toast says why

    def confirm_purchase(self) -> None:
        """Buy the chosen patent (Enter, or the Buy button)."""
        table = self._table
        viewer, letter = table.draft.viewer, table.patents.chosen
        if viewer is None or not letter or not self._may(Phase.BUY):
            return
        if table.submit(Buy(viewer, letter)):
            table.patents.chosen = ""

    def choose_patent(self, letter: str) -> None:
        """Choose ``letter``'s patent to buy ("": none)."""
        self._table.patents.chosen = letter
        self._table.refresh()

    def replace_card(self, card: int) -> None:
        """Use the Q power on ``card``."""
        table = self._table
        action = table.draft.replace_action(card)
        if action is not None and table.can_act():
            table.submit(action)

    def replace_dialog(self) -> None:
        """Keyboard way to use the Q power: pick the card to swap from a list."""
        table = self._table
        model, seat = table.game_model, table.draft.viewer
        state = model.state if model.has_game else None
        if state is None or seat is None or state.current != seat or not state.can_replace:
            table.status_message.emit(
                self.tr("You cannot replace a card now (Q patent, start of turn)."), 4000
            )
            return
        cards = [
            (c, self.tr("{letter} (your hand)").format(letter=state.letter(c)))
            for c in state.hand(seat)
        ]
        cards += [
            (c, self.tr("{letter} (pool)").format(letter=state.letter(c))) for c in state.pool
        ]
        labels = [label for _, label in cards]
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(
            table.window(), self.tr("Replace a card"), self.tr("Card to swap:"), labels, 0, False
        )
        if ok and label in labels:
            self.replace_card(cards[labels.index(label)][0])

    def toggle_s(self) -> None:
        """Add or take off the Z patent's S of the word typed into."""
        draft = self._table.draft
        draft.toggle_s(draft.active_word)

    def toggle_y(self) -> None:
        """Flip the declaration of the last Y in the word rows."""
        draft = self._table.draft
        for word in (1, 0):
            index = draft.letters(word).rfind("Y")
            if index >= 0:
                draft.toggle_y(word, index)
                return

    def next_word(self) -> None:
        """Type into the other word (the V patent's second word)."""
        self._table.draft.next_word()

"""`TakeBacks`: Take back at the patent table (Edit > Take back, Ctrl+Z, the button).

The person's last action of this turn goes back, until new cards or answers are seen; against
computers, with the setting on, a whole turn (after asking once, since the game then is no
longer rated). A patent chosen but not bought is let go first. A play taken back while its
player did not hold the device (the others answered at the bar) lies in its word rows again
once they hold it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.model.patent.actions import Build

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class TakeBacks(QObject):
    """Takes back at one patent table, and says why nothing can be."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self._table = table
        #: A play taken back while its player did not hold the device (see :meth:`hand_shown`).
        self.waiting_play: Build | None = None
        table.game_model.taken_back.connect(self._after_take_back)

    def possible(self) -> bool:
        """Whether Take back would take something back now."""
        table = self._table
        if table.questions.screen_up:
            return False
        if table.patents.chosen:
            return True  # the patent chosen but not bought yet
        return table.game_model.can_take_back(
            self._taker(), whole_turns=table.settings.take_back_turns
        )

    def _taker(self) -> int | None:
        """Who may take back now: the person whose hand is shown, or (every hand hidden while
        the others answer at the bar, in hot-seat) the one whose play they answer."""
        table = self._table
        viewer = table.draft.viewer
        model = table.game_model
        if viewer is not None or not model.has_game or not table.challenge_bar.asking:
            return viewer
        build = model.state.pending_play
        return None if build is None else build.seat

    def take_back(self) -> None:
        """Take back the person's last action (see the module)."""
        table = self._table
        model, viewer = table.game_model, self._taker()
        if table.patents.chosen and not table.questions.screen_up:
            table.turn.choose_patent("")
            table.status_message.emit(self.tr("Taken back: no patent is chosen."), 4000)
            return
        offer = model.take_back_offer(viewer, whole_turns=table.settings.take_back_turns)
        if offer is None or not self.possible():
            table.status_message.emit(self._refusal(), 6000)
            return
        if offer.whole_turn and model.game.rated:
            agreed = self._agree_to_unrated_game()
            table.window().activateWindow()  # the keyboard comes back to the table
            table.setFocus()
            if not agreed:
                return
        table.questions.withdraw()  # others who answered held the device: it is handed back
        play = model.take_back(offer)
        if play is not None and play.seat == viewer:
            if table.can_act():
                table.draft.restore(play)
            else:
                self.waiting_play = play  # laid out when its player holds the device
        if offer.whole_turn:
            text = self.tr("Back to the start of your turn. This game is not rated.")
        else:
            text = self.tr("Taken back.")
        table.status_message.emit(text, 4000)

    def hand_shown(self, seat: int) -> None:
        """The hand of ``seat`` is face up: a play of theirs taken back lies in the word rows
        again."""
        waiting = self.waiting_play
        if waiting is not None and waiting.seat == seat and self._table.can_act():
            self.waiting_play = None
            self._table.draft.restore(waiting)

    def _refusal(self) -> str:
        """Why Take back takes nothing back now, in the person's words."""
        table = self._table
        model, viewer = table.game_model, table.draft.viewer
        common = table.nothing_to_take_back()
        if common:
            return common
        state = model.state
        if viewer is None or viewer != state.current:
            return self.tr("Nothing to take back: only your own actions of your turn can be.")
        if model.game.action_count == model.game.turn_began_at:
            return self.tr("Nothing to take back: you have not acted in this turn yet.")
        return self.tr(
            "Nothing to take back: new cards or answers have been seen since your last action "
            "(the refilled pool, drawn cards, the check of your word)."
        )

    def _agree_to_unrated_game(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self._table.window(),
            self.tr("Take back a whole turn"),
            self.tr(
                "Going back to the start of your turn undoes cards and answers you have "
                "already seen, so this game will no longer count for your rating.\n\n"
                "Take back the turn?"
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _after_take_back(self, _count: int) -> None:
        """The game went back: questions, verdicts and effects of the later state go away."""
        table = self._table
        table.questions.reset()
        table.settle()
        if table.discard_mode:
            table.turn.set_discard_mode(False)

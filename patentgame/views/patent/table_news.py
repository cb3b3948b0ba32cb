"""`TableNews`: what the patent table shows of the game's events, beyond the log.

Money and stock float up from a player's plaque, a bought patent flashes, new cards flash in
the pool and the hand, and the news that matters is announced over the table (a reshuffled
deck, the final round, a challenge's verdict, a word the list refused). Under reduced motion
only the announcements that carry news remain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.model.patent import events as ev
from patentgame.model.patent.rules import ChallengeMode

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class TableNews(QObject):
    """The game's events as one patent table shows them."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self._table = table
        #: The final round's ribbon over the table ("" until the final round).
        self.final_round_text = ""
        table.game_model.event_occurred.connect(self.tell)

    def tell(self, event: object, text: str) -> None:
        """Show ``event`` on the table (``text``: the log's sentence of it)."""
        table = self._table
        if not isinstance(event, ev.Event):
            return
        model = table.game_model
        if table.reduced_motion and not isinstance(
            event, ev.FinalRoundStarted | ev.ChallengeResolved | ev.PlayRejected
        ):
            return
        if isinstance(event, ev.WordScored):
            if event.stock:
                earned = self.tr("+${money} +%n stock", "", event.stock).format(money=event.money)
            else:
                earned = self.tr("+${money}").format(money=event.money)
            table.scoreboard.float_text(event.seat, earned)
        elif isinstance(event, ev.RoyaltyPaid):
            table.scoreboard.float_text(
                event.owner,
                self.tr("+${amount} royalty ({letter})").format(
                    amount=event.amount, letter=event.letter
                ),
            )
        elif isinstance(event, ev.PatentBought):
            table.patents.flash(event.letter)
            table.scoreboard.float_text(
                event.seat, self.tr("bought {letter}").format(letter=event.letter)
            )
        elif isinstance(event, ev.PoolRefilled):
            table.pool_view.flash(list(event.cards))
        elif isinstance(event, ev.CardsDrawn) and event.seat == table.draft.viewer:
            table.hand_view.flash(list(event.cards))
        elif isinstance(event, ev.CardReplaced):
            table.pool_view.flash([event.new])
            if event.seat == table.draft.viewer:
                table.hand_view.flash([event.new])
        elif isinstance(event, ev.DeckReshuffled):
            table.toast.announce(
                self.tr("The deck is empty: %n discarded card(s) are reshuffled.", "", event.cards),
                2.5,
            )
        elif isinstance(event, ev.FinalRoundStarted):
            if event.seat in model.you():
                self.final_round_text = self.tr(
                    "FINAL ROUND - you reached ${value} in patents"
                ).format(value=event.patent_value)
                news = self.tr(
                    "Final round! You hold patents worth ${value}. Everyone gets the same number "
                    "of turns."
                )
            else:
                self.final_round_text = self.tr(
                    "FINAL ROUND - {name} reached ${value} in patents"
                ).format(name=model.shown_name(event.seat), value=event.patent_value)
                news = self.tr(
                    "Final round! {name} holds patents worth ${value}. Everyone gets the same "
                    "number of turns."
                )
            table.toast.announce(
                news.format(name=model.shown_name(event.seat), value=event.patent_value), 4.0
            )
            table.refresh()
        elif isinstance(event, ev.ChallengeResolved):
            table.toast.announce(text, 4.5)
        elif (
            isinstance(event, ev.PlayRejected) and model.state.rules.challenge is ChallengeMode.AUTO
        ):
            if event.seat == table.draft.viewer:
                bad = ", ".join(event.invalid_words)
                if event.penalty:
                    news = self.tr("{words}: not in the word list. Discard one card as a penalty.")
                else:
                    news = self.tr("{words}: not in the word list. Try again or discard.")
                table.toast.announce(news.format(words=bad), 3.0)
            else:
                table.toast.announce(text, 3.0)

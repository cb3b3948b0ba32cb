"""`TableQuestions`: what the patent game's table asks the people between turns: whether they
challenge a play (the challenge bar, never a dialog), who takes the device next (the hand-over
screen), and, in hot-seat, that the challenger and the builder have read a verdict before the
device goes on.

Computers answer a play after the people (the AI runner holds them back while a person is
asked), so nothing of a computer's call shows before every person has answered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from patentgame.model.patent import events as ev
from patentgame.model.patent.actions import Respond
from patentgame.model.patent.game import Phase
from patentgame.model.seats import said_of
from patentgame.views.challenge_bar import ChallengeBar
from patentgame.views.overlays import HandoverScreen

if TYPE_CHECKING:
    from patentgame.views.patent.table import GameTable


class TableQuestions(QObject):
    """The challenge bar, the hand-over screen and the verdict between them, for one table."""

    def __init__(self, table: GameTable) -> None:
        super().__init__(table)
        self.table = table
        self.bar = ChallengeBar()
        self.bar.setAccessibleName(self.tr("Challenge question"))
        #: A challenge's verdict in a hot-seat game, shown before the device goes on, and the
        #: action count it belongs to.
        self.verdict = ""
        self._verdict_at = -1
        #: The seat a hand-over waits for while the verdict is being read.
        self._after_verdict: int | None = None
        #: What the next hand-over screen tells about the play just answered.
        self._story = ""
        #: While a guided game teaches the question, it waits for the person's answer (no
        #: countdown) and is asked of every word, whatever the settings say.
        self.guided = False
        # Made when first needed: a first start shows none, and it costs a millisecond.
        self._screen: HandoverScreen | None = None
        model = table.game_model
        model.event_occurred.connect(self._follow)
        table.flow.handover_requested.connect(self.hand_over)
        self.bar.decided.connect(self._decided)
        self.bar.always_accept_changed.connect(self.table.keep_always_accept)
        self.bar.continued.connect(self._verdict_read)

    @property
    def screen(self) -> HandoverScreen:
        """The screen that hides every hand until the next person takes the device."""
        if self._screen is None:
            self._screen = HandoverScreen(self.table)
            self._screen.confirmed.connect(self._confirmed)
        return self._screen

    @property
    def screen_up(self) -> bool:
        return self._screen is not None and self._screen.isVisible()

    @property
    def waiting(self) -> bool:
        """Whether the bar asks the people, or waits for a verdict to be read."""
        return self.bar.asking or self.bar.showing_verdict

    def reset(self) -> None:
        """A game was started or opened: nothing asked, no verdict, no hand-over."""
        self.bar.clear()
        self.verdict, self._verdict_at = "", -1
        self._after_verdict = None
        self._story = ""
        if self._screen is not None:
            self._screen.hide()

    def shown_verdict(self) -> str:
        """The verdict the prompt shows while it is being read ("" otherwise)."""
        return self.verdict if self.bar.showing_verdict else ""

    # -- the challenge question ---------------------------------------------------------------
    def _follow(self, event: object, text: str) -> None:
        if isinstance(event, ev.ChallengeRequested):
            self._story = ""
            self._ask(event)
        elif isinstance(event, ev.ChallengeResolved):
            # The hand-over that may follow shows the verdict (and, in hot-seat, waits for it).
            self._story = text
            if self.table.flow.hot_seat:
                self.verdict = text
                self._verdict_at = self.table.game_model.action_count()
        elif isinstance(event, ev.Responded) and not self._story:
            state = self.table.game_model.state
            if state.phase is not Phase.CHALLENGE and state.last_play is not None:
                words = " + ".join(state.spell(state.last_play))
                self._story = self.tr("Everyone accepted {words}.").format(words=words)

    def _ask(self, event: ev.ChallengeRequested) -> None:
        """A play awaits challenges: ask the people among the responders in the bar."""
        table = self.table
        model = table.game_model
        humans = [
            (seat, model.shown_name(seat)) for seat in event.responders if model.is_human(seat)
        ]
        if not humans:
            return
        computer_builder = not model.is_human(event.builder)
        if computer_builder and table.settings.accept_computer_words and not self.guided:
            accept_all = {seat: False for seat, _ in humans}
            QTimer.singleShot(0, self, lambda: self._decided(accept_all))
            return
        self.bar.ask(
            humans,
            0 if self.guided else table.settings.challenge_time(table.game_model.family.id),
            alone=len(humans) == 1 and not table.flow.hot_seat,
            offer_always_accept=computer_builder and not self.guided,
        )
        table.refresh()

    def _decided(self, decisions: dict[int, bool]) -> None:
        model = self.table.game_model
        # Challengers first, so the one who counts is decided by seat order, not click order.
        for seat, challenge in sorted(decisions.items(), key=lambda item: not item[1]):
            if model.has_game and seat in model.state.to_act:
                model.submit(Respond(seat, challenge))
        self.table.refresh()
        self.table.setFocus()

    # -- the hand-over ------------------------------------------------------------------------
    def hand_over(self, seat: int) -> None:
        """The device must go to ``seat``: cover the table (after the verdict, if one is to be
        read first)."""
        model = self.table.game_model
        if not model.has_game:
            return
        if self.verdict and self._verdict_at == model.action_count():
            # The challenger and the builder read the verdict before the device goes on; the
            # prompt says it, so no announcement covers the table meanwhile.
            self._after_verdict = seat
            self.table.toast.hide()
            self.bar.wait_for(
                said_of(
                    model.shown_name(seat),
                    self.tr("On to your turn  (Enter)"),
                    self.tr("Pass the device to {name}  (Enter)"),
                )
            )
            self.table.refresh()
            return
        story, self._story = self._story, ""
        reason = story
        phase, name = model.state.phase, model.shown_name(seat)
        if story and phase is Phase.PENALTY:
            # A rejected play (RULES.md, Challenges): one card is discarded, and the turn ends.
            reason = said_of(
                name,
                self.tr("{story} You discard one card as the penalty, and the turn ends."),
                self.tr("{story} {name} discards one card as the penalty, and the turn ends."),
                story=story,
            )
        elif story and phase is not Phase.BUILD:
            reason = said_of(
                name,
                self.tr("{story} You go on with the turn."),
                self.tr("{story} {name} goes on with the turn."),
                story=story,
            )
        self.screen.ask(seat, model.shown_name(seat), model.colour(seat), reason)

    def _verdict_read(self) -> None:
        seat, self._after_verdict = self._after_verdict, None
        self.verdict, self._verdict_at = "", -1
        if seat is not None and self.table.flow.waiting_for == seat:
            self.hand_over(seat)
        self.table.refresh()

    def _confirmed(self, seat: int) -> None:
        self.table.flow.acknowledge(seat)
        self.table.setFocus()

"""`PatentQuestions`: the kit's questions (``views/questions.py``) with what only the patent
game adds: in hot-seat, the challenger and the builder read a challenge's verdict on the bar
before the device goes on, and the next hand-over screen tells what became of the play just
answered ("Everyone accepted CAT.", a rejected play's penalty).

Computers answer a play after the people (the AI runner is held while a person is asked), so
nothing of a computer's call shows before every person has answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from patentgame.controller.game_model import AnyGameModel
from patentgame.controller.turn_flow import TurnFlow
from patentgame.model.patent import events as ev
from patentgame.model.patent.game import Phase
from patentgame.model.seats import said_of
from patentgame.views.questions import TableQuestions

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable


class PatentQuestions(TableQuestions):
    """The challenge bar, the hand-over screen and the verdict between them, for one table."""

    def __init__(
        self,
        table: PatentTable,
        model: AnyGameModel,
        flow: TurnFlow,
        hold_computers: Callable[[bool], None],
        *,
        may_wrap: bool = False,
    ) -> None:
        super().__init__(table, model, flow, hold_computers, may_wrap=may_wrap)
        self.patent_table = table
        #: A challenge's verdict in a hot-seat game, shown before the device goes on, and the
        #: action count it belongs to.
        self.verdict = ""
        self._verdict_at = -1
        #: The seat a hand-over waits for while the verdict is being read.
        self._after_verdict: int | None = None
        #: What the next hand-over screen tells about the play just answered.
        self._story = ""
        self.model.event_occurred.connect(self._follow)
        self.bar.continued.connect(self._verdict_read)

    @property
    def waiting(self) -> bool:
        """Whether the bar asks the people, or waits for a verdict to be read."""
        return self.bar.asking or self.bar.showing_verdict

    def reset(self) -> None:
        """A game was started or opened: nothing asked, no verdict, no hand-over."""
        super().reset()
        self.verdict, self._verdict_at = "", -1
        self._after_verdict = None
        self._story = ""

    def shown_verdict(self) -> str:
        """The verdict the prompt shows while it is being read ("" otherwise)."""
        return self.verdict if self.bar.showing_verdict else ""

    def _follow(self, event: object, text: str) -> None:
        model = self.patent_table.game_model
        if isinstance(event, ev.ChallengeRequested):
            self._story = ""
        elif isinstance(event, ev.ChallengeResolved):
            # The hand-over that may follow shows the verdict (and, in hot-seat, waits for it).
            self._story = text
            if self.flow.hot_seat:
                self.verdict = text
                self._verdict_at = model.action_count()
        elif isinstance(event, ev.Responded) and not self._story:
            state = model.state
            if state.phase is not Phase.CHALLENGE and state.last_play is not None:
                words = " + ".join(state.spell(state.last_play))
                self._story = self.tr("Everyone accepted {words}.").format(words=words)

    def cover(self, seat: int) -> None:
        """Cover the table for ``seat``, after the verdict is read when one is to be."""
        model = self.patent_table.game_model
        if self.verdict and self._verdict_at == model.action_count():
            # The challenger and the builder read the verdict before the device goes on; the
            # prompt says it, so no announcement covers the table meanwhile.
            self._after_verdict = seat
            self.patent_table.toast.hide()
            self.bar.wait_for(
                said_of(
                    model.shown_name(seat),
                    self.tr("On to your turn  (Enter)"),
                    self.tr("Pass the device to {name}  (Enter)"),
                )
            )
            self.patent_table.refresh()
            return
        super().cover(seat)

    def told_reason(self, name: str) -> str:
        """The hand-over screen's sentence: what became of the play just answered ("": the
        screen's own), told once."""
        story, self._story = self._story, ""
        phase = self.patent_table.game_model.state.phase
        if story and phase is Phase.PENALTY:
            # A rejected play (RULES.md, Challenges): one card is discarded, and the turn ends.
            return said_of(
                name,
                self.tr("{story} You discard one card as the penalty, and the turn ends."),
                self.tr("{story} {name} discards one card as the penalty, and the turn ends."),
                story=story,
            )
        if story and phase is not Phase.BUILD:
            return said_of(
                name,
                self.tr("{story} You go on with the turn."),
                self.tr("{story} {name} goes on with the turn."),
                story=story,
            )
        return story

    def _verdict_read(self) -> None:
        seat, self._after_verdict = self._after_verdict, None
        self.verdict, self._verdict_at = "", -1
        if seat is not None and self.flow.waiting_for == seat:
            self.hand_over(seat)
        self.patent_table.refresh()

"""`TableQuestions`: what every family's table asks the people between moves, in one place:
whether they challenge a play (the challenge bar, never a dialog) and who takes the device
next (the hand-over screen, which hides every hand until its person presses its button).

The question comes from the family's game model (:meth:`GameModel.open_question`: whose play,
which people answer it), read after every change of the game, so a game opened in the middle
of a question asks it too. The family's table supplies the rest through the hooks of
:class:`QuestionHooks` (``FamilyTable`` has a default for each): what an answer does in its
game, the hand-over screen's words, and what to redraw when a question comes or goes.

Computers answer a play after the people: the AI runner is held while the bar asks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from patentgame.controller.game_model import AnyGameModel, OpenQuestion
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.views.challenge_bar import ChallengeBar
from patentgame.views.overlays import HandoverScreen

if TYPE_CHECKING:
    from patentgame.views.family_table import FamilyTable


class QuestionHooks(Protocol):
    """What a family's table tells its questions (``FamilyTable`` has defaults)."""

    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """The people answered the open question (seat -> challenges): play it in the game."""
        ...

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        """The hand-over screen's sentence and button for ``seat`` ("": the screen's own)."""
        ...

    def questions_changed(self) -> None:
        """A question was put or answered: show the table as it now is."""
        ...

    def handed_over(self, seat: int) -> None:
        """The person at ``seat`` took the device (the screen went away)."""
        ...


class TableQuestions(QObject):
    """The challenge bar and the hand-over screen of one table.

    Args:
        table: the family's table (the screen covers it; its hooks answer).
        model: the family's game model (it says what is open).
        flow: the turn flow (it asks for the hand-overs).
        hold_computers: holds (True) or lets go (False) the computer players while the bar
            asks (the AI runner's ``set_paused``).
        may_wrap: the bar may put "Always accept" on a second line (see :class:`ChallengeBar`).
    """

    def __init__(
        self,
        table: FamilyTable,
        model: AnyGameModel,
        flow: TurnFlow,
        hold_computers: Callable[[bool], None],
        *,
        may_wrap: bool = False,
    ) -> None:
        super().__init__(table)
        self.table = table
        self.model = model
        self.flow = flow
        self._hold = hold_computers
        self.bar = ChallengeBar(may_wrap=may_wrap)
        self.bar.setAccessibleName(self.tr("Challenge question"))
        #: While set (a guided game's lessons), whether to ask about the play just made; a
        #: question asked then waits for the person (no countdown, no "always accept").
        self.guide: Callable[[], bool] | None = None
        # Made when first needed: a first start shows none, and it costs a millisecond.
        self._screen: HandoverScreen | None = None
        #: A hand-over asked for while the bar asked: it follows the answer.
        self._pending_hand_over: int | None = None
        #: The game's action count when the open question was last asked (it is asked once).
        self._asked_at = -1
        #: Answers are being played into the game (each changes it): ask nothing meanwhile.
        self._answering = False
        self.bar.decided.connect(self._decided)
        self.bar.always_accept_changed.connect(self._keep_always_accept)
        model.state_changed.connect(self.ask_open)
        model.taken_back.connect(self._forget_asked)
        flow.handover_requested.connect(self.hand_over)

    @property
    def settings(self) -> Settings:
        return self.table.settings

    # -- the hand-over screen -----------------------------------------------------------------
    @property
    def screen(self) -> HandoverScreen:
        """The screen that hides every hand until the next person takes the device."""
        if self._screen is None:
            self._screen = HandoverScreen(self.table)
            self._screen.confirmed.connect(self._confirmed)
        return self._screen

    @property
    def screen_up(self) -> bool:
        """Whether the hand-over screen covers the table."""
        return self._screen is not None and self._screen.isVisible()

    def hand_over(self, seat: int) -> None:
        """The device must go to ``seat``: cover the table (after the bar's question, when one
        is open: the others answer on the table first)."""
        if not self.model.has_game:
            return
        self.ask_open()
        if self.bar.asking:
            self._pending_hand_over = seat
            return
        self.cover(seat)

    def cover(self, seat: int) -> None:
        """Cover the table for ``seat`` now, with the family's words."""
        model = self.model
        name = model.shown_name(seat)
        reason, button = self.table.hand_over_words(seat, name)
        self.screen.ask(seat, name, model.colour(seat), reason, button)
        self.table.questions_changed()

    def take_the_device(self) -> None:
        """The person the screen waits for takes the device (a picture's game goes on)."""
        if self.screen_up:
            self._confirmed(self.screen.seat)

    def _confirmed(self, seat: int) -> None:
        self.flow.acknowledge(seat)
        self.table.setFocus()
        self.table.handed_over(seat)

    # -- the challenge question ---------------------------------------------------------------
    @property
    def asking(self) -> bool:
        return self.bar.asking

    def ask_open(self) -> None:
        """Ask the people the game's open question, once (nothing while answers are played,
        or the bar already asks)."""
        model = self.model
        if self._answering or self.bar.asking or not model.has_game:
            return
        question = model.open_question()
        if question is None or not question.people or self._asked_at == model.action_count():
            return
        self._asked_at = model.action_count()
        self.ask(question)

    def ask(self, question: OpenQuestion) -> None:
        """Put ``question`` to its people at the bar (or accept it for them, when they always
        accept computers' words)."""
        model = self.model
        guide = self.guide
        if guide is not None and not guide():
            return  # a lesson's real word: nothing to ask
        by_computer = not model.is_human(question.builder)
        if by_computer and guide is None and self.settings.accept_computer_words:
            accept_all = {seat: False for seat in question.people}
            QTimer.singleShot(0, self, lambda: self._decided(accept_all))
            return
        self._hold(True)
        self.bar.ask(
            [(seat, model.shown_name(seat)) for seat in question.people],
            0 if guide is not None else self.settings.challenge_time(model.family.id),
            alone=not self.flow.hot_seat,
            offer_always_accept=by_computer and guide is None,
        )
        self.table.questions_changed()

    def _decided(self, decisions: dict[int, bool]) -> None:
        self._answering = True
        try:
            if self.model.has_game:
                self.table.answer_question(decisions)
        finally:
            self._answering = False
        self._hold(False)
        seat, self._pending_hand_over = self._pending_hand_over, None
        if seat is not None and self.flow.waiting_for == seat:
            self.hand_over(seat)
        self.table.questions_changed()
        if self.screen_up:
            # The keyboard stays with the hand-over screen the answer raised, which swallows
            # keys in its first moment: given to the table, an Enter pressed as the countdown
            # ended went past the screen's guard (the table's own keys acted under it).
            self.screen.setFocus()
        else:
            self.table.setFocus()

    def waits_on_people(self) -> bool:
        """Whether the game waits on the people now, not on its play: the hand-over screen
        hides the table, the people are asked about a play, or a modal dialog is open (a
        game clock stands still meanwhile)."""
        return self.screen_up or self.bar.asking or QApplication.activeModalWidget() is not None

    def _keep_always_accept(self, on: bool) -> None:
        """The bar's "Always accept computers' words" box was ticked or cleared: the window
        keeps it as Settings > Always accept computers' words (every family's bar)."""
        table = self.table
        table.settings_wanted.emit(replace(table.settings, accept_computer_words=on))

    def withdraw(self) -> None:
        """The play asked about was taken back: the question goes (the people who answered
        held the device, so the next hand needs its hand-over)."""
        if self.bar.asking:
            self.flow.device_passed_on()
        self.bar.clear()
        self._pending_hand_over = None
        self._hold(False)

    def _forget_asked(self, _count: int) -> None:
        """The game went back: the play made again is asked about again."""
        self._asked_at = -1

    def reset(self) -> None:
        """A game was started or opened: nothing asked, no hand-over."""
        self.bar.clear()
        self._pending_hand_over = None
        self._asked_at = -1
        self._hold(False)
        if self._screen is not None:
            self._screen.hide()

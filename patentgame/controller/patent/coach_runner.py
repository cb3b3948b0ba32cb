"""`CoachRunner`: the coach's analysis of a person's turn, made on a worker thread.

When a person's turn starts (the build phase of a human seat), the runner copies the game and
asks :class:`~patentgame.model.patent.coach.Coach` for the best plays of that seat's view on its
own thread, so hints are ready before the person asks; then, on the same worker, the master
weighs the best builds (the coach's second opinion, under a second) while the person thinks.
When that turn ends it puts the turn beside the best plays (:meth:`Coach.review_turn`), again on
the worker, with the master's opinion if it came before the person played. Each request carries
a cancellation token; a new turn, a take-back, a new game or closing sets it, so a stale answer
is never shown (the coach raises ``Cancelled`` and nothing is reported).

The runner holds no Qt widgets (QtCore only) and reads the game through the game model.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, Signal, SignalInstance

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.phases import Phase

if TYPE_CHECKING:
    from patentgame.model.patent.actions import Action
    from patentgame.model.patent.coach import Analysis, Coach
    from patentgame.model.patent.game import PatentGame


#: The master's time for its opinion on a person's turn: the master's own time per decision as
#: a player (``Lookahead.seconds``), on the coach's worker while the person thinks.
OPINION_SECONDS = 0.8
#: Seconds the master waits after the analysis before it starts, while the table settles.
OPINION_DELAY = 0.5


@dataclass(frozen=True, slots=True)
class TurnKey:
    """Which position an answer is for: the game (a generation) and the actions played."""

    generation: int
    actions: int


class CoachRunner(QObject):
    """Analyses the people's turns off the GUI thread, and reviews them when they end.

    Signals:
        analysed(analysis): the best plays of the turn that is starting (the person's), or
            ``None`` when the coach could not analyse it.
        opinion_formed(analysis): the same analysis with the master's opinion on its best
            builds (when the master had time before the person played).
        reviewed(turn_review): a person's turn that just ended, beside the best plays.
    """

    analysed = Signal(object)
    opinion_formed = Signal(object)
    reviewed = Signal(object)

    def __init__(self, game_model: PatentGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = game_model
        #: The coach's one worker: requests are tagged ("analysis" | "opinion" | "review", key).
        self.worker = Background("coach", self)
        self._coach: Coach | None = None
        self._coach_lock = threading.Lock()
        self._generation = 0
        #: Analyse the people's turns (hints or the after-turn panel want them).
        self.analyse_turns = True
        #: Review a person's turn when it ends.
        self.review_turns = True
        #: Seconds the master is given to weigh the best builds of a person's turn (read when
        #: the coach is made, on the first analysis).
        self.opinion_seconds = OPINION_SECONDS
        self._asked: TurnKey | None = None
        self._clock = QElapsedTimer()
        #: The analysis of the position now, once it arrived.
        self.analysis: Analysis | None = None
        #: Milliseconds from the turn's start to its analysis arriving here (the last one).
        self.latency_ms: float | None = None
        #: Milliseconds from the turn's start to the master's opinion arriving (the last one).
        self.opinion_latency_ms: float | None = None
        self._turn: tuple[int, int, PatentGame, int] | None = (
            None  # seat, turns, start, first index
        )
        self._turn_analysis: Analysis | None = None
        self._closed = False
        game_model.game_started.connect(self._restart)
        game_model.taken_back.connect(lambda _count: self._restart())
        game_model.state_changed.connect(self.watch)

    # -- what the table asks ------------------------------------------------------------------
    def key(self) -> TurnKey:
        """The position now."""
        return TurnKey(self._generation, self._model.action_count())

    def ready(self) -> bool:
        """Whether the analysis of the position now has arrived."""
        return self.analysis is not None

    def pending(self) -> bool:
        """Whether the analysis of the position now is being made."""
        return self._asked == self.key() and self.analysis is None

    def wait_for(self, signal: SignalInstance) -> None:
        """Start no work before ``signal`` (the table's first frame)."""
        self.worker.wait_for(signal)

    def shutdown(self) -> None:
        """Cancel what is being worked out and wait for the worker (the window closes)."""
        self._closed = True
        self.worker.shutdown(2000)

    # -- following the game -------------------------------------------------------------------
    def _restart(self) -> None:
        """A new game or a take-back: every answer being made is for a state that is gone."""
        self._generation += 1
        self._cancel()
        self.worker.cancel()  # the turn reviews being made too: their turns are gone
        self._turn = None
        self._turn_analysis = None
        self.watch()

    def _cancel(self) -> None:
        """Stop the analysis (and the master's opinion) of a position left behind; the review
        of a turn that ended stays (it is of a finished turn)."""

        def is_review(tag: Hashable) -> bool:
            return isinstance(tag, tuple) and tag[0] == "review"

        self.worker.cancel(keep=is_review)
        self._asked = None
        self.analysis = None

    def _is_persons_turn_start(self) -> bool:
        model = self._model
        if not model.has_game or model.is_over or not isinstance(model.lexicon, Lexicon):
            return False
        state = model.state
        return state.phase is Phase.BUILD and model.is_human(state.current)

    def watch(self) -> None:
        """After every action: review a person's turn that ended, analyse one that starts."""
        if self._closed or not self._model.has_game:
            return
        game = self._model.game
        key = self.key()
        if self._asked is not None and self._asked != key:
            # The position moved on: stop what is being worked out for the old one *before*
            # the turn's review is asked, or the review is cancelled at birth (a one-action
            # turn, a discard, made before the turn's analysis came lost its review).
            self._cancel()
        if self._turn is not None and game.turns > self._turn[1]:
            self._review_ended_turn(game)
        if self._asked == key:
            return
        if not self._is_persons_turn_start():
            return
        if self._turn is None or self._turn[1] != game.turns:
            self._turn = (game.current, game.turns, game.copy(), game.action_count)
            self._turn_analysis = None
        if not self.analyse_turns and not self.review_turns:
            return
        self._asked = key
        self._clock.start()
        view = game.perspective(game.current)
        coach = self._coach_maker(game.lexicon)
        opinion = self.review_turns  # the master's opinion is shown after the turn

        def analyse(cancelled: Cancelled) -> Analysis:
            # The hint must not wait for the master: the analysis goes to the table first,
            # then the master weighs its best builds while the person thinks.
            return coach().analyse(view, cancelled, opinion=False)

        def analysed(analysis: Analysis) -> None:
            self._on_analysed(key, analysis)
            if opinion:
                self._form_opinion(key, view, analysis, coach)

        def failed(_failure: Failure) -> None:
            self._on_analysed(key, None)  # the hint says "none" (the app's log has why)

        self.worker.run(("analysis", key), analyse, analysed, failed)

    def _form_opinion(
        self, key: TurnKey, view: object, analysis: Analysis, coach: Callable[[], Coach]
    ) -> None:
        """The master weighs the analysis's best builds while the person thinks; the table
        draws the turn's start first (the cards dealt, the hints shown): the master's
        play-outs would slow every repaint of it (see worker_threads.py)."""
        if key != self.key():
            return

        def look(cancelled: Cancelled) -> Analysis:
            return coach().second_look(view, analysis, cancelled)  # type: ignore[arg-type]

        self.worker.run(
            ("opinion", key),
            look,
            lambda looked: self._on_looked(key, looked),
            start_after_ms=round(OPINION_DELAY * 1000),
        )

    def _review_ended_turn(self, game: PatentGame) -> None:
        assert self._turn is not None
        _seat, _turns, start, first = self._turn
        self._turn = None
        analysis, self._turn_analysis = self._turn_analysis, None
        if not self.review_turns:
            return
        actions: Sequence[Action] = game.actions[first:]
        key = self.key()
        coach = self._coach_maker(game.lexicon)

        def work(cancelled: Cancelled) -> object:
            # The opinion formed while the person thought, if the master finished: forming it
            # now would hold up the next turn's analysis (the hints) behind it.
            return coach().review_turn(
                start,
                actions,
                analysis=analysis,
                first_index=first,
                cancelled=cancelled,
                opinion=False,
            )

        self.worker.run(("review", key), work, lambda review: self._on_reviewed(key, review))

    def _coach_maker(self, lexicon: object) -> Callable[[], Coach]:
        """The coach of ``lexicon``, made on the worker the first time (it builds a word
        source, which the GUI thread must not wait for)."""

        def make() -> Coach:
            from patentgame.model.patent.coach import Coach

            with self._coach_lock:
                if self._coach is None or self._coach.lexicon is not lexicon:
                    from patentgame.model.patent.coach.opinion import MasterOpinion

                    assert isinstance(lexicon, Lexicon)
                    self._coach = Coach(
                        lexicon,
                        second_opinion=MasterOpinion(lexicon),
                        opinion_seconds=self.opinion_seconds,
                    )
                return self._coach

        return make

    # -- answers ------------------------------------------------------------------------------
    def _on_analysed(self, key: TurnKey, analysis: object) -> None:
        if self._closed or key != self.key() or self._asked != key:
            return
        self.latency_ms = self._clock.nsecsElapsed() / 1e6
        self.analysis = analysis  # type: ignore[assignment]
        if self._turn is not None and self._turn_analysis is None:
            self._turn_analysis = self.analysis
        self.analysed.emit(analysis)

    def _on_looked(self, key: TurnKey, analysis: object) -> None:
        """The master's opinion arrived (the analysis again, with it): the turn's review will
        carry it without waiting for the master again."""
        if self._closed or key != self.key() or analysis is None:
            return
        self.analysis = analysis  # type: ignore[assignment]
        if self._turn is not None:
            self._turn_analysis = self.analysis
        if self.opinion_ready():
            self.opinion_latency_ms = self._clock.nsecsElapsed() / 1e6
            self.opinion_formed.emit(analysis)

    def opinion_ready(self) -> bool:
        """Whether the master's opinion on the position now has arrived."""
        return self.analysis is not None and self.analysis.opinion is not None

    def _on_reviewed(self, key: TurnKey, review: object) -> None:
        # A review stays right after later actions (it is of a finished turn), but not after
        # a take-back or a new game.
        if self._closed or key.generation != self._generation or review is None:
            return
        self.reviewed.emit(review)

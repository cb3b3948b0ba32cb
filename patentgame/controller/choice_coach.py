"""`ChoiceCoachRunner`: a person's decision put beside the expert's best options, on a worker.

The board games and BuyWord value their choices on one scale (equity, money:
:mod:`patentgame.model.review`). When a person's decision starts (a board turn, BuyWord's
selling), the runner keeps that person's view of the moment; once the decision is made *and
settled* (no challenge can take it back any more), the family's reviewer puts it beside the
expert's options on the runner's own thread, and ``reviewed`` brings the
:class:`~patentgame.model.review.TurnReview` to the table. A new game or a take-back makes every
answer being worked out stale: it is dropped.

What a family says (a :class:`Decisions`): when a person's decision starts, when it is settled,
and the work that reviews it. ``controller/board/coach.py`` and ``controller/buyword/coach.py``
are the two.

The runner holds no widgets (QtCore only) and reads the game through the game model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.controller.game_model import AnyGameModel
from patentgame.model.guided import is_guided
from patentgame.model.json_types import JsonObject


@dataclass(frozen=True, slots=True)
class Start:
    """A person's decision as it started: whose, at which action, and what they saw then
    (their own view: never another's rack, never the bag's order)."""

    seat: int
    index: int
    view: object
    mark: int = 0  # the family's own bookmark (the board's history length)


#: The review's work, made on the GUI thread from copies, run on the worker with the family's
#: reviewer (made there, once per word list) and what was prepared as the decision started.
Work = Callable[[Any, object], object]


class Decisions(Protocol):
    """A family's decisions as the coach follows them."""

    def started(self, game: Any, model: AnyGameModel) -> Start | None:
        """The person's decision starting in ``game`` now, or ``None``."""
        ...

    def settled(self, game: Any, start: Start) -> Work | bool | None:
        """Whether ``start``'s decision is made and settled: its work then; ``False`` while
        it is not; ``None`` when it ended without a choice to review (a resignation)."""
        ...

    def reviewer(self, lexicon: object) -> object:
        """The family's reviewer for ``lexicon`` (made on the worker: it builds tables)."""
        ...

    def prepare(self, reviewer: Any, start: Start) -> object:
        """What can be worked out as the decision starts, while the person thinks (the
        expert's options from their view), or ``None``."""
        ...


class ChoiceCoachRunner(QObject):
    """Reviews the people's decisions off the GUI thread once they are settled.

    Signals:
        reviewed(turn_review): a person's decision beside the expert's best options.
    """

    reviewed = Signal(object)

    def __init__(
        self, game_model: AnyGameModel, decisions: Decisions, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._model = game_model
        self._decisions = decisions
        #: One worker, so the preparation of a decision comes before its review.
        self.worker = Background("choice coach", self)
        self._generation = 0
        self._starts: dict[int, Start] = {}
        self._kept: JsonObject = {}
        #: What was prepared per decision (generation, seat, action index): the worker's only.
        self._prepared: dict[tuple[int, int, int], object] = {}
        self._clock = QElapsedTimer()
        self._clock.start()
        self._closed = False
        #: Review the people's decisions (Settings > Show my best plays after each turn).
        self.enabled = True
        #: Milliseconds from the last decision's settling to its review arriving here.
        self.latency_ms: float | None = None
        game_model.game_started.connect(self._restart)
        game_model.taken_back.connect(lambda _count: self._restart())
        game_model.state_changed.connect(self.watch)

    def shutdown(self) -> None:
        """Wait for the worker (the window closes); a late answer is dropped."""
        self._closed = True
        self.worker.shutdown(2000)

    def _restart(self) -> None:
        """A new game or a take-back: the decisions being followed are gone."""
        self._generation += 1
        self._starts.clear()
        self.watch()

    def watch(self) -> None:
        """After every action: review the decisions now settled, note those that start."""
        model = self._model
        if self._closed or not model.has_game:
            return
        game = model.game
        if is_guided(game):
            return  # the guide asks for its plays: they are not the person's to be judged
        for seat, start in list(self._starts.items()):
            if start.index > model.action_count():
                del self._starts[seat]  # taken back
                continue
            work = self._decisions.settled(game, start)
            if work is False:
                continue
            del self._starts[seat]
            if callable(work) and self.enabled:
                self._review(work, game.lexicon, self._key(start))
        if not self.enabled:
            return
        begun = self._decisions.started(game, model)
        if begun is not None and begun.seat not in self._starts:
            self._starts[begun.seat] = begun
            self._prepare(begun, game.lexicon)

    def _key(self, start: Start) -> tuple[int, int, int]:
        return (self._generation, start.seat, start.index)

    def _prepare(self, start: Start, lexicon: object) -> None:
        """While the person thinks: the reviewer's tables (a second or two for a board's word
        graph) and the expert's options from their view, so the review after the turn has
        only the move made to value."""
        reviewer, decisions, prepared = self._reviewer_of(lexicon), self._decisions, self._prepared
        key = self._key(start)

        def work(_cancelled: Cancelled) -> None:
            for old in [k for k in prepared if k[0] != key[0]]:
                del prepared[old]  # of a game or a position taken back
            prepared[key] = decisions.prepare(reviewer(), start)

        self.worker.run(("prepare", key), work, _nothing)

    def _reviewer_of(self, lexicon: object) -> Callable[[], object]:
        """The family's reviewer for ``lexicon``, made on the worker the first time."""
        kept, decisions = self._kept, self._decisions

        def reviewer() -> object:
            if kept.get("lexicon") is not lexicon:
                kept.clear()
                kept["reviewer"] = decisions.reviewer(lexicon)
                kept["lexicon"] = lexicon
            return kept["reviewer"]

        return reviewer

    def _review(self, work: Work, lexicon: object, key: tuple[int, int, int]) -> None:
        reviewer, prepared = self._reviewer_of(lexicon), self._prepared
        generation, settled = self._generation, self._clock.nsecsElapsed() / 1e6

        def run(_cancelled: Cancelled) -> object:
            # The one worker took the preparation first (if it was asked for).
            return work(reviewer(), prepared.pop(key, None))

        def arrived(review: object) -> None:
            self._arrived(generation, review, settled)

        # A reviewer's failure is logged and the panel stays empty (no review to show).
        self.worker.run(("review", key), run, arrived, _no_review)

    def _arrived(self, generation: int, review: object, settled: float) -> None:
        if self._closed or generation != self._generation or review is None:
            return
        self.latency_ms = self._clock.nsecsElapsed() / 1e6 - settled
        self.reviewed.emit(review)


def _nothing(_result: object) -> None:
    """A preparation answers nothing: it is kept on the worker for the review."""


def _no_review(_failure: Failure) -> None:
    """The reviewer failed (the app's log has it): the table shows no review of that turn."""

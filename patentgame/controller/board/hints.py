"""`HintAsker`: the board games' graduated hints, worked out on the table's background worker.

The family's coach (the registry's part ``hints``: the expert ranks every placement) can take a
good part of a second on a crowded board, so it never runs on the thread that paints: the table
asks, the answer comes back as a signal. A newer question supersedes the one still being worked
out, and the table drops an answer for a position that has moved on (a tag that no longer
matches). A coach that fails is logged by the worker and said in one sentence.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.families import Family, Part
from patentgame.model.problems import explain

if TYPE_CHECKING:  # the coach is imported on the worker, when a hint is first asked for
    from patentgame.model.board.ai.hints import Coach, ExchangeAdvice, Hint
    from patentgame.model.board.perspective import BoardPerspective

#: The family's hint coach (the board games': the expert ranks every placement).
HINTS: Part[type[Coach]] = Part("hints")


class HintAsker(QObject):
    """Asks the family's coach for a hint about a seat's position.

    Signals:
        answered(tag, hint): the hint for the position tagged ``tag`` (without a placement: the
            coach's ``ExchangeAdvice``, the tiles to give back and to keep).
        failed(tag, sentence): the coach could not answer (the sentence says so).
    """

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, family: Family, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._family = family
        #: The coach, kept on the worker (the first one builds the expert's tables): one worker
        #: thread, so it is never shared.
        self._kept: dict[str, Coach] = {}
        self._lexicon: object = None
        self.worker = Background("hints", self)

    @property
    def available(self) -> bool:
        return self._family.has(HINTS)

    def ask(self, lexicon: object, view: BoardPerspective, step: int, tag: int) -> None:
        """Work out the hint of ``step`` for ``view`` on the worker; ``answered`` brings it."""
        if self._lexicon is not lexicon:
            self._kept = {}  # another game's word list: a new coach
            self._lexicon = lexicon
        kept, coach_type = self._kept, self._family.part(HINTS)

        def work(_cancelled: Cancelled) -> Hint | ExchangeAdvice:
            if "coach" not in kept:
                kept["coach"] = coach_type(lexicon)  # type: ignore[arg-type]  # a board list
            coach = kept["coach"]
            hint = coach.hint(view, step)
            # No placement: which tiles to exchange and which to keep.
            return coach.exchange_advice(view) if hint is None else hint

        self.worker.run(
            "hint",
            work,
            functools.partial(self.answered.emit, tag),
            functools.partial(self._failed, tag),
        )

    def _failed(self, tag: int, failure: Failure) -> None:
        self.failed.emit(tag, explain(failure.problem))

    def wait_for(self, signal: SignalInstance) -> None:
        """Start no work before ``signal`` (the table's first frame)."""
        self.worker.wait_for(signal)

    def shutdown(self) -> None:
        self.worker.shutdown(2000)

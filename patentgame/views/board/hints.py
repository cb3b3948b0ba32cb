"""`HintAsker`: the board games' graduated hints, worked out on a worker thread.

The family's coach (the registry's part ``hints``: the expert ranks every placement) can take a
good part of a second on a crowded board, so it never runs on the thread that paints: the table
asks, the answer comes back as a signal, and an answer for a position that has moved on (a tag
that no longer matches) is dropped.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from patentgame.families import Family


class _Relay(QObject):
    done = Signal(int, object)  # tag, hint (without a placement: the exchange advice)
    failed = Signal(int, str)


class _Work(QRunnable):
    """One hint, on the worker; the coach is made there too (the first one builds the
    expert's tables). One worker at a time, so the kept coach is never shared."""

    def __init__(
        self, kept: dict[str, Any], make: Any, view: object, step: int, tag: int, relay: _Relay
    ) -> None:
        super().__init__()
        self._kept, self._make = kept, make
        self._view, self._step, self._tag, self._relay = view, step, tag, relay

    def run(self) -> None:
        try:
            if "coach" not in self._kept:
                self._kept["coach"] = self._make()
            coach = self._kept["coach"]
            hint = coach.hint(self._view, self._step)
            if hint is None:  # no placement: which tiles to exchange and which to keep
                hint = coach.exchange_advice(self._view)
        except Exception as error:  # a coach bug must not take the table down
            with contextlib.suppress(RuntimeError):
                self._relay.failed.emit(self._tag, f"{type(error).__name__}: {error}")
            return
        with contextlib.suppress(RuntimeError):  # the table closed meanwhile
            self._relay.done.emit(self._tag, hint)


class HintAsker(QObject):
    """Asks the family's coach for a hint about a seat's position.

    Signals:
        answered(tag, hint): the hint for the position tagged ``tag`` (without a placement: the
            coach's ``ExchangeAdvice``, the tiles to give back and to keep).
        failed(tag, message): the coach could not answer.
    """

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, family: Family, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._family = family
        self._kept: dict[str, Any] = {}
        self._lexicon: object = None
        self._relay = _Relay(self)
        self._relay.done.connect(self.answered)
        self._relay.failed.connect(self.failed)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    @property
    def available(self) -> bool:
        return self._family.has("hints")

    def ask(self, lexicon: object, view: object, step: int, tag: int) -> None:
        """Work out the hint of ``step`` for ``view`` on the worker; ``answered`` brings it."""
        if self._lexicon is not lexicon:
            self._kept = {}  # another game's word list: a new coach
            self._lexicon = lexicon
        coach_type = self._family.part("hints")

        def make() -> Any:
            return coach_type(lexicon)

        self._pool.start(_Work(self._kept, make, view, step, tag, self._relay))

    def shutdown(self) -> None:
        self._pool.waitForDone(2000)

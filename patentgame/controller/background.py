"""`Background`: the one way the app works something out off the GUI thread.

The computer players' moves, the coach's analyses and reviews, the board's hints and the review
window all take from a moment to seconds of pure Python, which must never run on the thread
that paints. Each asks its `Background` to :meth:`~Background.run` a job, and the answer comes
back on the GUI thread. What every one of them needs is here, once:

- **A tag per request.** A newer request with the same tag supersedes the older one: the older
  one is cancelled and its answer never delivered.
- **Stale answers are dropped.** :meth:`~Background.cancel` (a take-back, a new game, the table
  moving on) sets each cancelled request's token, which the job reads (a long search stops
  early), and whatever it still answers is dropped.
- **One logging policy.** A job that raises is logged with its traceback to the app's log
  (``patentgame.background``) and reported to its owner as a :class:`Failure` carrying a
  :class:`~patentgame.model.problems.Problem`: nothing is swallowed unlogged, and nothing takes
  the table down. A job that raises *after* it was cancelled (the coach stops with
  ``Cancelled``) is noted at debug level only: nobody asked for that answer any more.
- **Shutdown on close.** :meth:`~Background.shutdown` cancels everything, drops the jobs not
  started, and waits for the running ones, so no thread outlives the window.

The lock the worker threads share with the GUI thread is shared fairly
(:func:`~patentgame.controller.worker_threads.share_the_lock_with_the_gui`).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, SignalInstance

from patentgame.controller.worker_threads import share_the_lock_with_the_gui
from patentgame.model.problems import Problem, unexpected

LOG = logging.getLogger("patentgame.background")

T = TypeVar("T")

#: A job's way to learn it was cancelled (``threading.Event.is_set`` of its request).
Cancelled = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Failure:
    """A job that raised: the problem to show a person, and the developer's one-line summary
    (kept in a game's log of a computer's failure, as before)."""

    problem: Problem
    summary: str


class Request(Generic[T]):
    """One job asked for: its tag, its cancel token and where its answer goes."""

    __slots__ = ("_event", "done", "failed", "job", "tag")

    def __init__(
        self,
        tag: Hashable,
        job: Callable[[Cancelled], T],
        done: Callable[[T], None],
        failed: Callable[[Failure], None] | None,
    ) -> None:
        self.tag, self.job, self.done, self.failed = tag, job, done, failed
        self._event = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        self._event.set()

    def is_cancelled(self) -> bool:
        """The job's token (read on the worker)."""
        return self._event.is_set()


class _Relay(QObject):
    """Carries an answer from a worker to the GUI thread (a queued connection)."""

    answered = Signal(object, object, object)  # request, result, failure or None


class _Run(QRunnable):
    def __init__(self, request: Request[object], relay: _Relay, name: str) -> None:
        super().__init__()
        self._request, self._relay, self._name = request, relay, name

    def run(self) -> None:
        request = self._request
        if request.cancelled:
            return  # cancelled before it started: nobody waits for it
        failure: Failure | None = None
        result: object = None
        try:
            result = request.job(request.is_cancelled)
        except Exception as error:  # every job's failure is logged and reported, never lost
            if request.cancelled:
                LOG.debug(
                    "%s: a cancelled job stopped (%r)", self._name, request.tag, exc_info=True
                )
                return
            LOG.exception("%s: a job failed (%r)", self._name, request.tag)
            failure = Failure(unexpected(error), f"{type(error).__name__}: {error}")
        # RuntimeError: the owner was deleted meanwhile (the window closed without waiting).
        try:
            self._relay.answered.emit(request, result, failure)
        except RuntimeError:
            LOG.debug("%s: an answer came after its owner was gone (%r)", self._name, request.tag)


class Background(QObject):
    """Runs jobs on its own worker threads and brings their answers to the GUI thread.

    Signals:
        failed(tag, failure): a job raised (after its own ``failed`` callback, if it had one);
            the app's log has the traceback.
    """

    failed = Signal(object, object)

    def __init__(self, name: str, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        share_the_lock_with_the_gui()
        self.name = name
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay(self)
        self._relay.answered.connect(self._arrived)
        self._outstanding: dict[Hashable, Request[object]] = {}
        self._closed = False
        #: Requests cancelled (by a newer one, :meth:`cancel` or :meth:`shutdown`).
        self.cancelled_count = 0
        #: The jobs asked for before the signal :meth:`wait_for` waits for (``None``: none
        #: is waited for).
        self._held: list[tuple[_Run, Request[object]]] | None = None

    # -- asking --------------------------------------------------------------------------------
    def run(
        self,
        tag: Hashable,
        job: Callable[[Cancelled], T],
        done: Callable[[T], None],
        failed: Callable[[Failure], None] | None = None,
        start_after_ms: int = 0,
    ) -> Request[T] | None:
        """Work ``job`` out on a worker; ``done(result)`` is called on the GUI thread unless
        the request is cancelled first. An outstanding request with the same ``tag`` is
        cancelled. ``start_after_ms`` lets the table paint first (the request counts as
        outstanding meanwhile). ``None`` once the worker is shut down."""
        if self._closed:
            return None
        self._cancel_request(self._outstanding.get(tag))
        request: Request[T] = Request(tag, job, done, failed)
        kept: Request[object] = request  # type: ignore[assignment]  # variance of the answer
        self._outstanding[tag] = kept
        task = _Run(kept, self._relay, self.name)
        if start_after_ms > 0:
            QTimer.singleShot(start_after_ms, self, lambda: self._start(task, kept))
        else:
            self._start(task, kept)
        return request

    def wait_for(self, signal: SignalInstance) -> None:
        """Start no job before ``signal`` (a table's first frame): a job asked for meanwhile
        is outstanding and starts then. A coach that began its analysis of the first turn as
        the table was made imported its engine and searched while the table's first frame was
        being drawn, both wanting the one interpreter lock."""
        if self._held is None:
            self._held = []
        signal.connect(self._release)

    def _release(self) -> None:
        held, self._held = self._held or [], None
        for task, request in held:
            self._start(task, request)

    def _start(self, task: _Run, request: Request[object]) -> None:
        if self._closed or request.cancelled:
            return
        if self._held is not None:
            self._held.append((task, request))
            return
        self._pool.start(task)

    def outstanding(self) -> list[Hashable]:
        """The tags of the requests whose answers are still awaited."""
        return list(self._outstanding)

    def busy(self) -> bool:
        return bool(self._outstanding)

    def active_threads(self) -> int:
        """How many of its threads are working a job now."""
        return self._pool.activeThreadCount()

    # -- cancelling ----------------------------------------------------------------------------
    def cancel(self, keep: Callable[[Hashable], bool] | None = None) -> int:
        """Cancel every outstanding request (or those whose tag ``keep`` refuses): their jobs
        are told, and their answers dropped. Returns how many were cancelled."""
        stale = [tag for tag in self._outstanding if keep is None or not keep(tag)]
        for tag in stale:
            self._cancel_request(self._outstanding.get(tag))
        return len(stale)

    def _cancel_request(self, request: Request[object] | None) -> None:
        if request is None:
            return
        request.cancel()
        if self._outstanding.get(request.tag) is request:
            del self._outstanding[request.tag]
        self.cancelled_count += 1

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Cancel everything, drop the jobs not started and wait up to ``wait_ms`` for those
        running (the window closes). Whether every thread ended."""
        self._closed = True
        self.cancel()
        self._pool.clear()
        ended = self._pool.waitForDone(wait_ms)
        if not ended:
            LOG.warning("%s: a job was still running %d ms after closing", self.name, wait_ms)
        return ended

    @property
    def closed(self) -> bool:
        return self._closed

    def wait(self, milliseconds: int) -> bool:
        """Wait for the running jobs (a test, a command that needs the answer now)."""
        return self._pool.waitForDone(milliseconds)

    # -- answers -------------------------------------------------------------------------------
    def _arrived(self, request: Request[object], result: object, failure: Failure | None) -> None:
        if self._outstanding.get(request.tag) is request:
            del self._outstanding[request.tag]
        if self._closed or request.cancelled:
            LOG.debug("%s: a stale answer was dropped (%r)", self.name, request.tag)
            return
        if failure is None:
            request.done(result)
            return
        if request.failed is not None:
            request.failed(failure)
        with contextlib.suppress(RuntimeError):
            self.failed.emit(request.tag, failure)

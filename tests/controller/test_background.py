"""`Background`: jobs on real worker threads, answers on the GUI thread (issue 30.3).

Every job here really runs on a worker: the answers, the stale answers dropped, a job that
raises (logged with its traceback to the app's logger, reported as a Problem), and a shutdown
that leaves no thread running.
"""

from __future__ import annotations

import logging
import threading

import pytest
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.model.problems import Fault, explain

#: A hang guard only: no job here takes more than a moment.
GUARD = 10_000


def test_an_answer_comes_back_on_the_gui_thread(qtbot: QtBot) -> None:
    worker = Background("test")
    answers: list[tuple[int, bool]] = []
    gui = threading.get_ident()

    def job(_cancelled: Cancelled) -> int:
        assert threading.get_ident() != gui  # worked out on a worker
        return 6 * 7

    worker.run("sum", job, lambda answer: answers.append((answer, threading.get_ident() == gui)))
    qtbot.waitUntil(lambda: bool(answers), timeout=GUARD)
    assert answers == [(42, True)]
    assert not worker.busy()
    assert worker.shutdown()


def test_a_job_that_raises_is_logged_with_its_traceback_and_reported_as_a_problem(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    worker = Background("test")
    failures: list[Failure] = []
    told: list[tuple[object, Failure]] = []
    worker.failed.connect(lambda tag, failure: told.append((tag, failure)))

    def job(_cancelled: Cancelled) -> int:
        return {}["missing"]  # type: ignore[no-any-return]  # a bug of ours

    caplog.set_level(logging.DEBUG, logger="patentgame")
    answers: list[int] = []
    worker.run("broken", job, answers.append, failures.append)
    qtbot.waitUntil(lambda: bool(told), timeout=GUARD)
    assert answers == []
    (failure,) = failures
    assert failure.problem.fault is Fault.UNEXPECTED
    assert explain(failure.problem) == (
        "Something went wrong inside patentgame (KeyError). Nothing was changed."
    )
    assert failure.summary == "KeyError: 'missing'"
    assert told == [("broken", failure)]
    (record,) = [r for r in caplog.records if r.name == "patentgame.background"]
    assert record.levelno == logging.ERROR
    assert record.exc_info is not None and record.exc_info[0] is KeyError
    assert "a job failed ('broken')" in record.getMessage()
    assert worker.shutdown()


def test_a_newer_request_with_the_same_tag_drops_the_older_answer(qtbot: QtBot) -> None:
    worker = Background("test")
    started, release = threading.Event(), threading.Event()
    saw_cancel: list[bool] = []
    answers: list[str] = []

    def old(cancelled: Cancelled) -> str:
        started.set()
        release.wait(GUARD / 1000)
        saw_cancel.append(cancelled())
        return "old position"

    worker.run("hint", old, answers.append)
    assert started.wait(GUARD / 1000)
    worker.run("hint", lambda _cancelled: "new position", answers.append)
    release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=GUARD)
    worker.wait(GUARD)
    qtbot.wait(20)  # the old answer, were it delivered, would be queued by now
    assert answers == ["new position"]
    assert saw_cancel == [True]  # the old job was told it was stale
    assert worker.cancelled_count == 1
    assert worker.shutdown()


def test_cancel_tells_the_job_and_drops_its_answer_but_keeps_what_it_is_told_to(
    qtbot: QtBot,
) -> None:
    worker = Background("test", threads=2)
    answers: list[str] = []

    def until_cancelled(cancelled: Cancelled) -> str:
        while not cancelled():
            threading.Event().wait(0.001)
        return "stale"

    worker.run(("analysis", 1), until_cancelled, answers.append)
    worker.run(("review", 1), lambda _cancelled: "review", answers.append)
    qtbot.waitUntil(lambda: answers == ["review"], timeout=GUARD)
    assert worker.cancel(keep=lambda tag: tag[0] == "review") == 1  # type: ignore[index]
    assert worker.wait(GUARD)
    qtbot.wait(20)
    assert answers == ["review"]
    assert worker.shutdown()


def test_shutdown_stops_a_running_job_and_leaves_no_thread(qtbot: QtBot) -> None:
    worker = Background("test")
    started = threading.Event()
    answers: list[str] = []

    def long_search(cancelled: Cancelled) -> str:
        started.set()
        while not cancelled():
            threading.Event().wait(0.001)
        return "too late"

    worker.run("search", long_search, answers.append)
    worker.run("queued", lambda _cancelled: "never started", answers.append)
    assert started.wait(GUARD / 1000)
    assert worker.shutdown(GUARD)
    assert worker.active_threads() == 0
    qtbot.wait(20)
    assert answers == []
    assert worker.run("after", lambda _cancelled: "no", answers.append) is None


def test_a_failure_after_cancelling_is_noted_quietly_not_reported(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    """A job that stops by raising once cancelled (the coach's ``Cancelled``) is no failure."""
    worker = Background("test")
    started = threading.Event()
    told: list[object] = []
    worker.failed.connect(lambda tag, failure: told.append(tag))

    def stops_by_raising(cancelled: Cancelled) -> str:
        started.set()
        while not cancelled():
            threading.Event().wait(0.001)
        raise RuntimeError("stopped")

    caplog.set_level(logging.DEBUG, logger="patentgame")
    worker.run("analysis", stops_by_raising, lambda _answer: None)
    assert started.wait(GUARD / 1000)
    worker.cancel()
    assert worker.wait(GUARD)
    qtbot.wait(20)
    assert told == []
    levels = [r.levelno for r in caplog.records if r.name == "patentgame.background"]
    assert levels == [logging.DEBUG]
    assert worker.shutdown()


def test_a_job_asked_for_before_the_awaited_signal_starts_only_when_it_comes(
    qtbot: QtBot,
) -> None:
    class Table(QObject):
        first_drawn = Signal()

    table = Table()
    worker = Background("test")
    worker.wait_for(table.first_drawn)
    started = threading.Event()
    answers: list[int] = []

    def job(_cancelled: Cancelled) -> int:
        started.set()
        return 7

    worker.run("early", job, answers.append)
    qtbot.wait(200)  # time enough for a worker to have begun, were it let
    assert not started.is_set() and worker.busy() and answers == []
    table.first_drawn.emit()
    qtbot.waitUntil(lambda: answers == [7], timeout=GUARD)
    worker.run("later", job, answers.append)  # once it came, jobs start at once
    qtbot.waitUntil(lambda: answers == [7, 7], timeout=GUARD)
    assert worker.shutdown()

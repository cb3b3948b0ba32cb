"""Qt objects in garbage cycles die on the GUI thread, whichever thread made the garbage pile up.

Before the collector, File > New game while a board game's computer thought crashed the window
a few times in ten: Python's collector woke on the AI's worker thread and destroyed the old
dialog's Qt objects there.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from patentgame.controller.collector import INTERVAL_MS, collect_due, collect_on_this_thread
from tests.views.table_helpers import make_window


class _Noted(QObject):
    """A Qt object (Python-owned: it dies with its wrapper) that notes the thread it dies on."""

    def __init__(self, seen: list[str]) -> None:
        super().__init__()
        self.seen = seen

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


class _Cycle:
    """A reference cycle holding a Qt object, as a closed dialog and its slots make."""

    def __init__(self, seen: list[str]) -> None:
        self.me = self
        self.qt = _Noted(seen)


def _pile_up_garbage_on_a_worker() -> None:
    def allocate() -> None:
        for _ in range(20):
            junk = [[index] for index in range(50_000)]  # tracked objects: the counts climb
            del junk

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()


def test_a_window_makes_the_gui_thread_the_only_collector(qtbot: object) -> None:
    make_window(qtbot)
    assert not gc.isenabled()
    seen: list[str] = []
    _Cycle(seen)
    _pile_up_garbage_on_a_worker()
    assert seen == []  # nothing collected on the worker
    qtbot.wait(INTERVAL_MS * 3)  # type: ignore[attr-defined]
    if not seen:  # the worker's objects may all have been freed by counting: collect as due
        gc.collect()
    assert seen == [threading.main_thread().name]


def test_collection_is_due_as_python_would_have_done_it(qapp: QApplication) -> None:
    collect_on_this_thread(qapp)
    gc.collect()
    assert collect_due() == -1  # nothing made since
    junk = [[index] for index in range(gc.get_threshold()[0] + 10)]
    assert collect_due() >= 0
    del junk
    assert collect_on_this_thread(qapp) is collect_on_this_thread(qapp)

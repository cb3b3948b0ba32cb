"""Python's cycle collector runs on the GUI thread only, so Qt objects die where they live.

Python collects reference cycles whenever enough objects have been made since the last time,
on whichever thread happens to make the one that crosses the threshold. The computer players
think on worker threads and make objects by the million, so the collector mostly wakes there;
when it frees a cycle that holds a Qt object (a closed dialog and the lambdas connected to
it, a table's old tiles), the Qt object is destroyed on the worker thread. Qt objects must die
on the thread they live on: one destroyed elsewhere leaves its timers registered with the GUI
thread's event loop, and the next timer event goes to freed memory. That crashed the window
(a segmentation fault inside ``QApplication::notify``) a few times in ten when File > New game
replaced a board game while its computer player thought.

So automatic collection is switched off and this collector does the same work from a timer on
the GUI thread: every few tenths of a second it looks at the allocation counts and collects
the generations whose thresholds are passed, exactly as Python would have, only on the right
thread. Worker threads then only ever drop objects by reference counting, and the computer
players' objects hold no Qt objects.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the counts (ms). Python's own thresholds decide whether a
#: collection is due; between looks, garbage waits a little longer than it would have.
INTERVAL_MS = 250

_held = False


def hold_collection() -> None:
    """No collection at all until :func:`release_collection`: start-up makes tens of thousands
    of objects that live as long as the app, and walking them would only slow the first frame."""
    global _held
    _held = True
    gc.disable()


def release_collection() -> None:
    """Start-up is over: move what it made out of the collector's way for good
    (``gc.freeze``), so later collections stay short, and collect as due from now on."""
    global _held
    if _held:
        gc.freeze()
    _held = False


def collect_due() -> int:
    """Collect the generations Python would have collected by now; the generation collected,
    or -1 when none was due (or collection is held). Cheap when nothing is due."""
    if _held:
        return -1
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return -1
    generation = 0
    if counts[1] > thresholds[1]:
        generation = 2 if counts[2] > thresholds[2] else 1
    gc.collect(generation)
    return generation


class GuiThreadCollector(QObject):
    """The timer that runs :func:`collect_due` on the application's (GUI) thread."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("patentgame-collector")
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()


def collect_on_this_thread(app: QCoreApplication | None) -> GuiThreadCollector:
    """Switch off collection on whatever thread and collect from ``app``'s thread instead (once
    per application; later calls return the same collector)."""
    if app is None:
        raise RuntimeError("the collector needs the application made first")
    found = app.findChild(GuiThreadCollector, "patentgame-collector")
    if isinstance(found, GuiThreadCollector):
        gc.disable()
        return found
    gc.disable()
    return GuiThreadCollector(app)

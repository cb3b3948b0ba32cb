"""Python's cycle collector held off while the board players make their moves by the thousand.

A generation with blanks on the rack makes tens of thousands of candidates (each a tuple
holding a tuple), and the ranking as many again, all alive until the search ends. Python
counts them as new objects and collects every few hundred, and every collection of the older
generations walks all of them again: in the command-line runs (self-play, the lab, the
benchmarks) a fifth of a generation's time went to collections that found nothing to free,
since the search makes no cycles worth collecting (issue 37.3, docs/board-ai.md). So
:func:`collection_paused` switches automatic collection off for the search and back on after,
where Python's own thresholds then decide as usual.

It switches collection back on only if it was on: the desktop app runs with automatic
collection off for good (``controller/collector.py`` collects on the GUI thread), and a search
on a worker thread must not turn it on there. Searches on several threads share one count, so
the last to end restores the state the first found.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def collection_paused() -> Iterator[None]:
    """No automatic cycle collection inside the ``with`` block (see the module docstring).

    >>> import gc
    >>> with collection_paused():
    ...     gc.isenabled()
    False
    """
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()

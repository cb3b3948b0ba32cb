"""Python's lock, shared fairly between the GUI thread and the threads that think.

The computer players (`AiRunner`) and the coach (`CoachRunner`) think in pure Python on worker
threads, and those threads share the interpreter's lock with the GUI thread. Every time Qt calls
into Python (a ``paintEvent``, a card model's ``data()``, an event filter) the GUI thread must
take the lock back, and CPython hands it over only after its switch interval, 5 ms by default. A
repaint of the table calls Python hundreds of times, so while the master played its guesses out
beside it, the table stood still: a 60 Hz timer on the GUI thread missed its ticks for half a
second, and the turn's hints, ready on the worker in 5 ms, reached the table 350 ms later
(``benchmarks/coach_table.py``; docs/coach.md, "Figures"). At 0.5 ms the GUI thread waits a
tenth as long each time. The thinking is not slowed by it: the master's play-outs of six
positions took 1.81 s at 5 ms and 1.80 s at 0.5 ms alone, 1.86 s and 1.83 s beside a thread that
woke every millisecond to run some Python (the interval matters only when another thread asks
for the lock).
"""

from __future__ import annotations

import sys

#: Seconds a thread may hold Python's lock while another waits for it (CPython's default is
#: 0.005).
SWITCH_INTERVAL = 0.0005


def share_the_lock_with_the_gui() -> None:
    """Let the GUI thread take Python's lock back quickly from a thread that thinks (for the
    whole process: the interval is the interpreter's). Called by the runners as they are made;
    an interval already shorter is kept."""
    if sys.getswitchinterval() > SWITCH_INTERVAL:
        sys.setswitchinterval(SWITCH_INTERVAL)

"""What the three self-play labs share: the seat rotations, the worker pool and the figures.

Each game family has a lab of its own (``model/patent/ai/lab.py``, ``model/board/lab.py``,
``model/buyword/ai/lab.py``): its games, its results and its summary differ. How a run is dealt
and spread over the cores, and how its win rates and decision times are reported, do not, so
the labs' figures mean the same in every family's table.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

Task = TypeVar("Task")
Result = TypeVar("Result")


def rotations(kinds: Sequence[str], games: int) -> Iterator[tuple[int, tuple[str, ...], int]]:
    """``(index, seated kinds, deal)`` of each game of a run: each deal is played once per
    rotation of the seats, so every kind sits in every seat on the same deal and neither the
    deal nor the seat favours anyone. A run of an even number of deals starting at ``deal``
    ``d`` is the same games as those of a longer run (how a long run is made in parts).

    >>> list(rotations(["a", "b"], 3))
    [(0, ('a', 'b'), 0), (1, ('b', 'a'), 0), (2, ('a', 'b'), 1)]
    """
    n = len(kinds)
    for index in range(games):
        deal, turn = divmod(index, n)
        yield index, tuple(kinds[(seat + turn) % n] for seat in range(n)), deal


def run_in_workers(
    tasks: Sequence[Task],
    work: Callable[[Task], Result],
    start: Callable[..., None],
    setup: tuple[Any, ...],
    workers: int,
) -> Iterator[Result]:
    """Run ``work`` on each of ``tasks`` in ``workers`` processes, yielding results as they
    end; each process first calls ``start(*setup)`` (a game is pure Python and CPU-bound, so
    one process per core). With one worker or one task everything runs here, in order."""
    if workers <= 1 or len(tasks) <= 1:
        start(*setup)
        for task in tasks:
            yield work(task)
        return
    context = multiprocessing.get_context("spawn" if os.name == "nt" else "fork")
    with context.Pool(workers, start, setup) as pool:
        yield from pool.imap_unordered(work, tasks, chunksize=1)


def mean(total: float, count: int) -> float:
    """``total / count`` rounded to hundredths; 0 for no count."""
    return round(total / count, 2) if count else 0.0


def win_rate(wins: int, games: int) -> dict[str, float]:
    """The share of ``games`` won and the half-width of its 95% confidence interval.

    >>> win_rate(60, 100)
    {'rate': 0.6, 'ci95': 0.096}
    """
    if not games:
        return {"rate": 0.0, "ci95": 0.0}
    share = wins / games
    return {
        "rate": round(share, 4),
        "ci95": round(1.96 * math.sqrt(share * (1 - share) / games), 4),
    }


def percentiles(times: Sequence[float]) -> dict[str, float]:
    """The p50, p95, p99 and max of ``times`` (nearest rank), rounded to hundredths."""
    if not times:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(times)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)

    return {"p50": at(0.5), "p95": at(0.95), "p99": at(0.99), "max": round(ordered[-1], 2)}

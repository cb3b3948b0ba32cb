"""Where a row of buttons breaks into lines: the fewest lines that hold every button whole,
balanced so that no line is much longer than the others.

A button's label is never cut: a long translation ("Закончить продажу  (Пробел)" at 200 %)
takes a line of its own rather than being squeezed beside its neighbour. The buttons keep their
order, so a person finds them where they were, only folded.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, pairwise

#: A row folds into three lines at the most: below that it would push the tiles off a laptop.
MOST_LINES = 3


def line_breaks(
    widths: Sequence[int], spacing: int, room: int, most: int = MOST_LINES
) -> tuple[int, ...]:
    """The indexes at which new lines begin (empty: one line holds all).

    The fewest lines, up to ``most``, whose widths (the buttons' own plus ``spacing`` between
    neighbours) are within ``room``; among those, the split whose widest line is narrowest.
    When even ``most`` lines cannot hold them, the most balanced split into ``most`` lines.
    """
    count = len(widths)

    def widest(breaks: tuple[int, ...]) -> int:
        bounds = (0, *breaks, count)
        return max(
            sum(widths[start:end]) + spacing * max(0, end - start - 1)
            for start, end in pairwise(bounds)
        )

    best: tuple[int, ...] = ()
    for lines in range(1, min(most, max(1, count)) + 1):
        best = min(combinations(range(1, count), lines - 1), key=widest)
        if widest(best) <= room:
            return best
    return best


def lines_needed(widths: Sequence[int], spacing: int, room: int, most: int = MOST_LINES) -> int:
    """How many lines `line_breaks` folds these buttons into."""
    return len(line_breaks(widths, spacing, room, most)) + 1

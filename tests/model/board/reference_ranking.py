"""The ranking by equity as it was before issue 37.3 made it faster: the reference the
engine's :func:`~patentgame.model.board.ai.equity.rank` is compared with, value by value and in
order. Plain: each move's tiles listed and sorted for its leave, every triple-word lane looked
at again for each shortlisted move.
"""

from __future__ import annotations

from collections.abc import Sequence

from patentgame.model.board.ai.equity import REACH, TRIPLE_WORD, Valued, leave_weight
from patentgame.model.board.ai.leaves import LeaveModel
from patentgame.model.board.generator import Candidate
from patentgame.model.board.layout import SIZE


def reference_lanes_opened(candidate: Candidate, letters: Sequence[str]) -> int:
    """How many triple-word lanes (square and direction) ``candidate`` opens."""
    squares = candidate.squares
    opened = 0
    for triple in TRIPLE_WORD:
        if letters[triple] or triple in squares:
            continue
        row, column = divmod(triple, SIZE)
        for across in (True, False):
            near = [
                row * SIZE + column + offset if across else (row + offset) * SIZE + column
                for offset in range(-REACH, REACH + 1)
                if offset and 0 <= (column + offset if across else row + offset) < SIZE
            ]
            if any(square in squares for square in near) and not any(
                letters[square] for square in near
            ):
                opened += 1
    return opened


def reference_rank(
    candidates: Sequence[Candidate],
    rack: Sequence[str],
    letters: Sequence[str],
    bag_count: int,
    model: LeaveModel,
    *,
    leave_factor: float = 1.0,
    danger_weight: float = 0.0,
    rack_size: int = 7,
    shortlist: int = 40,
) -> list[Valued]:
    """The candidates by equity, best first.

    Leave values are computed for every candidate (cached by the tiles kept); the danger only
    for the ``shortlist`` best by score + leave, which are then re-ranked with it.
    """
    weight = leave_factor * leave_weight(bag_count, rack_size)
    cache: dict[tuple[str, ...], tuple[tuple[str, ...], float]] = {}
    held: dict[str, int] = {}
    for tile in rack:
        held[tile] = held.get(tile, 0) + 1
    scored: list[tuple[float, int, tuple[str, ...], float]] = []
    for position, candidate in enumerate(candidates):
        used = tuple(sorted(candidate.used))
        found = cache.get(used)
        if found is None:
            counts = dict(held)
            for tile in used:
                counts[tile] -= 1
            leave = tuple(_ordered(rack, used))
            found = (leave, model.value_of_counts(counts) if weight else 0.0)
            cache[used] = found
        scored.append((candidate.score + weight * found[1], position, found[0], found[1]))
    scored.sort(key=lambda entry: (-entry[0], entry[1]))
    valued = []
    for rank_index, (equity, position, leave, value) in enumerate(scored):
        candidate = candidates[position]
        danger = 0.0
        if danger_weight and rank_index < shortlist:
            danger = danger_weight * reference_lanes_opened(candidate, letters)
        valued.append(Valued(equity - danger, candidate, leave, value, danger))
    if danger_weight:
        head = sorted(valued[:shortlist], key=lambda entry: -entry.equity)
        valued[:shortlist] = head
    return valued


def _ordered(rack: Sequence[str], used: Sequence[str]) -> list[str]:
    """``rack`` without ``used``, in rack order."""
    left = list(rack)
    for tile in used:
        left.remove(tile)
    return left


def _ordered(rack: Sequence[str], used: Sequence[str]) -> list[str]:
    """``rack`` without ``used``, in rack order."""
    left = list(rack)
    for tile in used:
        left.remove(tile)
    return left

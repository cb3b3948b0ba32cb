"""Equity: what a move is worth to a static player, beyond its score.

``equity = score + leave_weight * leave value - danger_weight * lanes opened``

- The leave value (:mod:`~patentgame.model.board.ai.leaves`) counts only while the bag can refill
  the rack; it fades out as the bag empties (the kept tiles are then what the rack will hold).
- The danger counts the triple-word lanes a move opens: an empty triple-word square gets a tile
  within four squares of it in its row or column where there was none, so the opponent can
  reach it next turn. Cheap to count, and self-play fitted its weight (docs/board-ai.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.ai.leaves import LeaveModel
from patentgame.model.board.generator import Candidate
from patentgame.model.board.layout import SIZE, SQUARES, WORD_MULTIPLIER

#: The triple-word squares.
TRIPLE_WORD = tuple(square for square in range(SQUARES) if WORD_MULTIPLIER[square] == 3)
#: A tile this close to a triple-word square, in its row or column, opens it.
REACH = 4


@dataclass(frozen=True, slots=True)
class Valued:
    """A candidate with its value to the player."""

    equity: float
    candidate: Candidate
    leave: tuple[str, ...]
    leave_value: float
    danger: float


def leave_weight(bag_count: int, rack_size: int = 7) -> float:
    """How much the leave counts with ``bag_count`` tiles in the bag: fully while the bag holds
    a rack's worth, then less and less (with the bag empty the endgame decides)."""
    return min(1.0, bag_count / rack_size)


def lanes_opened(candidate: Candidate, letters: Sequence[str]) -> int:
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


def rank(
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
            danger = danger_weight * lanes_opened(candidate, letters)
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


def best_exchange(
    rack: Sequence[str], model: LeaveModel, max_tiles: int
) -> tuple[tuple[str, ...], tuple[str, ...], float] | None:
    """The exchange that keeps the most valuable tiles: (tiles given back, tiles kept, value of
    the kept tiles), giving back at most ``max_tiles``; None when nothing may be exchanged."""
    if max_tiles <= 0 or not rack:
        return None
    best: tuple[tuple[str, ...], tuple[str, ...], float] | None = None
    seen: set[tuple[str, ...]] = set()
    size = len(rack)
    for mask in range(1 << size):
        kept = tuple(rack[i] for i in range(size) if mask >> i & 1)
        given = tuple(rack[i] for i in range(size) if not mask >> i & 1)
        if not given or len(given) > max_tiles:
            continue
        key = tuple(sorted(kept))
        if key in seen:
            continue
        seen.add(key)
        value = model.value(kept)
        if best is None or value > best[2]:
            best = (given, kept, value)
    return best


def exchange_limit(bag_count: int, rack: Sequence[str], min_bag: int | None) -> int:
    """How many tiles may be exchanged now (0: no exchange)."""
    if min_bag is not None and bag_count < min_bag:
        return 0
    return min(len(rack), bag_count)

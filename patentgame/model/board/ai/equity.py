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
from typing import NamedTuple

from patentgame.model.board.ai.leaves import LeaveModel
from patentgame.model.board.collection import collection_paused
from patentgame.model.board.generator import Candidate
from patentgame.model.board.layout import SIZE, SQUARES, WORD_MULTIPLIER

#: The triple-word squares.
TRIPLE_WORD = tuple(square for square in range(SQUARES) if WORD_MULTIPLIER[square] == 3)
#: A tile this close to a triple-word square, in its row or column, opens it.
REACH = 4


class Valued(NamedTuple):
    """A candidate with its value to the player.

    A named tuple, not a dataclass: :func:`rank` makes one per legal move (tens of thousands
    with blanks on the rack), and a tuple is made several times faster than a frozen dataclass.
    """

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
    return _opened(candidate.squares, _open_lanes(letters))


def _open_lanes(letters: Sequence[str]) -> list[tuple[int, frozenset[int]]]:
    """The lanes still shut on this board: (an empty triple-word square, the squares within
    reach of it in its row or column, none of them holding a tile). Found once per ranking,
    then every shortlisted move is checked against them."""
    lanes = []
    for triple in TRIPLE_WORD:
        if letters[triple]:
            continue
        row, column = divmod(triple, SIZE)
        for across in (True, False):
            near = [
                row * SIZE + column + offset if across else (row + offset) * SIZE + column
                for offset in range(-REACH, REACH + 1)
                if offset and 0 <= (column + offset if across else row + offset) < SIZE
            ]
            if not any(letters[square] for square in near):
                lanes.append((triple, frozenset(near)))
    return lanes


def _opened(squares: Sequence[int], lanes: list[tuple[int, frozenset[int]]]) -> int:
    """How many of ``lanes`` a move on ``squares`` opens (a move onto the triple-word square
    itself takes it rather than opening it)."""
    return sum(
        1 for triple, near in lanes if triple not in squares and not near.isdisjoint(squares)
    )


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
    """The candidates by equity, best first (equal equity: in the candidates' order).

    Leave values are computed once per distinct set of tiles played (a move's tiles are summed
    into one number as a key, without building its tile list); the danger only for the
    ``shortlist`` best by score + leave, which are then re-ranked with it: counting every move's
    lanes would cost more than finding the moves, and a move further down would seldom make up
    its gap by opening fewer lanes. Cycle collection waits while it runs (``collection.py``).
    """
    with collection_paused():
        return _rank(
            candidates, rack, letters, bag_count, model, leave_factor, danger_weight,
            rack_size, shortlist,
        )  # fmt: skip


def _rank(
    candidates: Sequence[Candidate],
    rack: Sequence[str],
    letters: Sequence[str],
    bag_count: int,
    model: LeaveModel,
    leave_factor: float,
    danger_weight: float,
    rack_size: int,
    shortlist: int,
) -> list[Valued]:
    weight = leave_factor * leave_weight(bag_count, rack_size)
    held: dict[str, int] = {}
    for tile in rack:
        held[tile] = held.get(tile, 0) + 1
    leaves: dict[int | tuple[str, ...], tuple[tuple[str, ...], float]] = {}
    kept: list[tuple[tuple[str, ...], float]] = []
    equities: list[float] = []
    digits = _digits(candidates[0].letters) if candidates else []
    for candidate in candidates:
        if candidate.swaps:
            key: int | tuple[str, ...] = tuple(sorted(candidate.used))
        else:
            key = sum([digits[code & 127] for code in candidate.codes])
        found = leaves.get(key)
        if found is None:
            used = sorted(candidate.used)
            counts = dict(held)
            for tile in used:
                counts[tile] -= 1
            found = (tuple(_ordered(rack, used)), model.value_of_counts(counts) if weight else 0.0)
            leaves[key] = found
        kept.append(found)
        equities.append(candidate.score + weight * found[1])
    # A stable sort, so equal equities keep the candidates' order.
    order = sorted(range(len(equities)), key=equities.__getitem__, reverse=True)
    valued = []
    lanes = _open_lanes(letters) if danger_weight else []
    new = tuple.__new__
    for rank_index, position in enumerate(order):
        candidate = candidates[position]
        leave, value = kept[position]
        danger = 0.0
        if danger_weight and rank_index < shortlist:
            danger = danger_weight * _opened(candidate.squares, lanes)
        valued.append(new(Valued, (equities[position] - danger, candidate, leave, value, danger)))
    if danger_weight:
        head = sorted(valued[:shortlist], key=lambda entry: -entry.equity)
        valued[:shortlist] = head
    return valued


def _digits(letters: Sequence[str]) -> list[int]:
    """For each ``code & 127`` of a candidate's tile (``tile << 1 | blank``), its digit in a
    base-8 count of the tiles played: one digit per tile of the set, and one for the blank
    (a rack holds at most 7 of a tile), so equal sums mean equal tiles played."""
    blank = 8 ** len(letters)
    return [blank if code & 1 else 8 ** (code >> 1) for code in range(128)]


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

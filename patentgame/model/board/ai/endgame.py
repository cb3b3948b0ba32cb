"""The endgame: with the bag empty and two players, both racks are known and the game is a
contest of perfect information. The expert searches it.

The search is a negamax with alpha-beta over the final spread (points ahead of the opponent at
the end), deepened one ply at a time while the time budget lasts:

- at each node the moves are the player's placements, ordered by what they earn at once (a
  move that goes out earns twice the opponent's rack: the opponent's tiles are added to the
  mover's score and taken off the opponent's), the best ``width`` of them, and a pass;
- a leaf is played out: both players play their best such move until the game ends, which is
  a fair estimate of the rest and exact when one move remains;
- two passes in a row end the game, each player losing their rack's points.

Going out always ends the game at once here: the computer's own words are valid, so nobody can
challenge them off. Each deeper iteration replaces the last one only when it finishes within
the limits: a number of move generations (so that a game without a time limit, in the lab or a
test, replays the same from its seed), a time, and the caller's budget.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.ai.decision import Deadline
from patentgame.model.board.generator import Candidate, MoveGenerator

#: A pass, among the moves of a node.
PASS = None

_INFINITY = 10**9


class _OutOfTime(Exception):
    """The budget ran out inside an iteration of the search."""


@dataclass(frozen=True, slots=True)
class EndgamePlan:
    """What the search found: the move (None: pass), the spread it expects from now to the end,
    and how many plies deep the last completed iteration looked."""

    move: Candidate | None
    spread: int
    depth: int


class EndgameSearch:
    """A search of one endgame position (see the module docstring)."""

    def __init__(
        self,
        generator: MoveGenerator,
        *,
        seconds: float | None = 0.6,
        budget: Deadline | None = None,
        max_generations: int = 150,
        root_width: int = 24,
        width: int = 6,
        max_depth: int = 4,
    ) -> None:
        self.generator = generator
        self.values = {
            letter: value for letter, value in zip(generator.letters, generator.values, strict=True)
        }
        self.values["?"] = 0
        self.seconds = seconds
        self.budget = budget
        self.max_generations = max_generations
        self.generations = 0
        self.root_width = root_width
        self.width = width
        self.max_depth = max_depth
        self._cache: dict[tuple[str, str], list[Candidate]] = {}
        self._deadline = 0.0

    # -------------------------------------------------------------- moves

    def _moves(
        self, letters: Sequence[str], blanks: Sequence[bool], rack: tuple[str, ...]
    ) -> list[Candidate]:
        key = (
            "".join(
                (letter.upper() if blank else letter) or "."
                for letter, blank in zip(letters, blanks, strict=True)
            ),
            "".join(sorted(rack)),
        )
        found = self._cache.get(key)
        if found is None:
            self.generations += 1
            found = self.generator.generate(letters, blanks, rack)
            self._cache[key] = found
        return found

    def _rack_points(self, rack: Sequence[str]) -> int:
        return sum(self.values[tile] for tile in rack)

    def gain(self, candidate: Candidate, rack: tuple[str, ...], other: tuple[str, ...]) -> int:
        """What a move earns at once, for ordering: its score, and going out's bonus, or less
        the points of the tiles it keeps (a heavy tile kept may be stuck)."""
        if len(candidate.codes) == len(rack):
            return candidate.score + 2 * self._rack_points(other)
        return candidate.score - self._rack_points(candidate.leave(rack))

    def _ordered(
        self, letters: list[str], blanks: list[bool], rack: tuple[str, ...], other: tuple[str, ...]
    ) -> list[Candidate]:
        moves = self._moves(letters, blanks, rack)
        return sorted(moves, key=lambda move: -self.gain(move, rack, other))

    @staticmethod
    def _apply(
        candidate: Candidate, letters: list[str], blanks: list[bool]
    ) -> tuple[list[str], list[bool]]:
        new_letters = letters.copy()
        new_blanks = blanks.copy()
        for tile in candidate.tiles:
            new_letters[tile.square] = tile.letter
            new_blanks[tile.square] = tile.blank
        return new_letters, new_blanks

    # ------------------------------------------------------------- search

    def _check_time(self) -> None:
        if (
            self.generations > self.max_generations
            or time.perf_counter() > self._deadline
            or (self.budget is not None and self.budget.exhausted())
        ):
            raise _OutOfTime

    def playout(
        self,
        letters: list[str],
        blanks: list[bool],
        rack: tuple[str, ...],
        other: tuple[str, ...],
        passed: bool,
    ) -> int:
        """The spread for the side to move from here to the end, both sides playing the move
        that earns most at once."""
        sign = 1
        total = 0
        for _ in range(30):
            self._check_time()
            moves = self._ordered(letters, blanks, rack, other)
            if not moves:
                if passed:
                    return total + sign * (self._rack_points(other) - self._rack_points(rack))
                passed = True
            else:
                move = moves[0]
                if len(move.codes) == len(rack):
                    return total + sign * (move.score + 2 * self._rack_points(other))
                total += sign * move.score
                letters, blanks = self._apply(move, letters, blanks)
                rack = move.leave(rack)
                passed = False
            rack, other = other, rack
            sign = -sign
        return total

    def _negamax(
        self,
        depth: int,
        letters: list[str],
        blanks: list[bool],
        rack: tuple[str, ...],
        other: tuple[str, ...],
        passed: bool,
        alpha: int,
        beta: int,
        width: int,
    ) -> tuple[int, Candidate | None]:
        if depth == 0:
            return self.playout(letters, blanks, rack, other, passed), None
        self._check_time()
        moves: list[Candidate | None] = [*self._ordered(letters, blanks, rack, other)[:width], PASS]
        best_value = -_INFINITY
        best_move: Candidate | None = None
        for move in moves:
            if move is PASS:
                if passed:
                    value = self._rack_points(other) - self._rack_points(rack)
                else:
                    reply, _ = self._negamax(
                        depth - 1, letters, blanks, other, rack, True, -beta, -alpha, self.width
                    )
                    value = -reply
            elif len(move.codes) == len(rack):
                value = move.score + 2 * self._rack_points(other)
            else:
                new_letters, new_blanks = self._apply(move, letters, blanks)
                reply, _ = self._negamax(
                    depth - 1,
                    new_letters,
                    new_blanks,
                    other,
                    move.leave(rack),
                    False,
                    move.score - beta,
                    move.score - alpha,
                    self.width,
                )
                value = move.score - reply
            if value > best_value:
                best_value, best_move = value, move
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return best_value, best_move

    def best(
        self,
        letters: Sequence[str],
        blanks: Sequence[bool],
        rack: Sequence[str],
        other: Sequence[str],
    ) -> EndgamePlan:
        """The best move found within the time for the side holding ``rack`` against
        ``other`` (the opponent's rack: with the bag empty, every tile not seen)."""
        self._deadline = time.perf_counter() + self.seconds if self.seconds else float("inf")
        self.generations = 0
        board, flags = list(letters), list(blanks)
        mine, theirs = tuple(rack), tuple(other)
        plan: EndgamePlan | None = None
        for depth in range(1, self.max_depth + 1):
            try:
                value, move = self._negamax(
                    depth, board, flags, mine, theirs, False, -_INFINITY, _INFINITY,
                    self.root_width,
                )  # fmt: skip
            except _OutOfTime:
                break
            plan = EndgamePlan(move, value, depth)
        if plan is None:
            # Not even one ply in time: the move that earns most at once.
            moves = self._ordered(board, flags, mine, theirs)
            first = moves[0] if moves else None
            return EndgamePlan(first, self.gain(first, mine, theirs) if first else 0, 0)
        return plan

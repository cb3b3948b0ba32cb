"""Fitting leave values by self-play: what ``benchmarks/board_leaves.py`` runs.

For every turn taken while the bag still holds a full rack (so the rack is refilled and the
game is not in its endgame), the lab records the tiles the player kept and what that player
scored on its next turn. Leave values are the least-squares fit of that next score on the
leave's features (:func:`~patentgame.model.board.ai.leaves.features`) plus a constant, with a
small ridge so that tiles rarely kept twice get values near 0 rather than noise. What a leave
is worth is then "how many more points than an empty leave it brings next turn", which is the
definition Quackle's and Macondo's leave tables approximate by simulation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.ai.decision import BoardPlayer
from patentgame.model.board.ai.leaves import features
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.moves import Challenge, Exchange, Place
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import PrefixLexicon


@dataclass(frozen=True, slots=True)
class Sample:
    """One turn: the leave's features and the player's score on its next turn."""

    features: tuple[float, ...]
    next_score: int


def collect(
    rules: BoardRules, players: Sequence[BoardPlayer], lexicon: PrefixLexicon, seed: int
) -> list[Sample]:
    """Play one seeded game and return its samples."""
    seats = [Seat(f"seat {index + 1}", player.player_id) for index, player in enumerate(players)]
    game = BoardGame.new(rules, seats, lexicon, seed=seed)
    rngs = [random.Random(seed * 16 + seat) for seat in range(len(players))]
    waiting: dict[int, tuple[float, ...]] = {}
    samples: list[Sample] = []
    while not game.game_over and len(game.actions) < 1000:
        seat = game.current
        view = game.perspective(seat)
        move = players[seat].choose(view, rngs[seat]).move
        score_before = game.score(seat)
        full_bag = game.bag_count >= rules.rack_size
        game.play(move)
        if isinstance(move, Challenge):
            continue  # not a turn: the same seat moves next
        gained = game.score(seat) - score_before
        if seat in waiting:
            samples.append(Sample(waiting.pop(seat), gained))
        if full_bag and isinstance(move, Place | Exchange):
            rack = list(view.rack)
            used = (
                [tile.rack_tile for tile in move.tiles] if isinstance(move, Place) else move.tiles
            )
            for tile in used:
                rack.remove(tile)
            waiting[seat] = tuple(features(rack, rules.tiles))
    return samples


def fit(samples: Sequence[Sample], ridge: float = 2.0) -> tuple[list[float], float, float]:
    """Least squares with a ridge: the weights, the constant, and R² of the fit."""
    if not samples:
        raise ValueError("no samples to fit")
    size = len(samples[0].features) + 1
    normal = [[0.0] * size for _ in range(size)]
    right = [0.0] * size
    for sample in samples:
        row = [*sample.features, 1.0]
        target = float(sample.next_score)
        for i, value in enumerate(row):
            if not value:
                continue
            right[i] += value * target
            line = normal[i]
            for j, other in enumerate(row):
                if other:
                    line[j] += value * other
    for i in range(size - 1):  # no ridge on the constant
        normal[i][i] += ridge
    solution = _solve(normal, right)
    weights, constant = solution[:-1], solution[-1]
    mean = sum(sample.next_score for sample in samples) / len(samples)
    total = sum((sample.next_score - mean) ** 2 for sample in samples)
    residual = sum(
        (
            sample.next_score
            - constant
            - sum(w * f for w, f in zip(weights, sample.features, strict=True))
        )
        ** 2
        for sample in samples
    )
    return weights, constant, 1 - residual / total if total else 0.0


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and well conditioned
    by the ridge)."""
    size = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        if abs(lead) < 1e-12:
            continue
        for row in range(size):
            if row != column and rows[row][column]:
                factor = rows[row][column] / lead
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] if abs(rows[i][i]) > 1e-12 else 0.0 for i in range(size)]

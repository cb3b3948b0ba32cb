"""Seeded self-play of board games between computer players, with the engine's invariants
checked after every move: what ``patentgame selfplay --game RULESET`` runs."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.players import create_player
from patentgame.model.board.record import record_of, replay
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.simple_moves import PrefixLexicon

#: Moves after which a game is abandoned as unfinished (no real game comes near it).
MAX_MOVES = 1000


@dataclass(frozen=True, slots=True)
class LabGame:
    """One finished self-play game: the seats' scores, the winners, moves, and any broken
    invariant found (empty when the game was sound)."""

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    finished: bool
    problems: tuple[str, ...]


def play(
    rules: BoardRules,
    kinds: Sequence[str],
    lexicon: PrefixLexicon,
    seed: int,
    *,
    check: bool = True,
) -> tuple[BoardGame, LabGame]:
    """Play one seeded game to the end; with ``check``, verify after every move that the tiles
    are all there and at the end that replaying the record gives the same game."""
    players = [create_player(kind, lexicon) for kind in kinds]
    seats = [Seat(f"{kind} {index + 1}", kind) for index, kind in enumerate(kinds)]
    game = BoardGame.new(rules, seats, lexicon, seed=seed)
    rng = random.Random(seed)
    problems: list[str] = []
    full = rules.tiles.counts()
    while not game.game_over and len(game.actions) < MAX_MOVES:
        seat = game.current
        move = players[seat].choose(game.perspective(seat), rng)
        reason = game.why_illegal(move)
        if reason is not None:
            problems.append(
                f"move {len(game.actions)}: the player chose an illegal move ({reason.value})"
            )
            break
        game.play(move)
        if check and game.tiles_in_play() != full:
            problems.append(f"move {len(game.actions)}: tiles are not conserved")
            break
    if check and not problems:
        again = replay(record_of(game), lexicon)
        if again != game:
            problems.append("replaying the record gives another game")
        total = [0] * len(seats)
        for entry in game.history:
            total[entry.seat] += entry.score
        if tuple(total) != game.scores:
            problems.append("the scores are not the sum of the lines' points")
    return game, LabGame(
        seed, game.scores, game.winners, len(game.actions), game.game_over, tuple(problems)
    )

"""The board games' decisions as the after-turn coach follows them (:mod:`..choice_coach`).

A person's turn starts when it is their move in the play phase; it is settled once their play,
exchange or pass can no longer be challenged (the next player acted, or a challenge decided
it). A play a challenge took back is reviewed as the pass it became.

The review asks the master (``ai:master``) for its opinion of the best plays and the play made,
as the patent game's coach asks its master: the best plays while the person thinks (as the turn
starts, within :data:`MASTER_SECONDS`), the play made after the turn when it is not among them
(on the same guesses, within :data:`MASTER_SECONDS` again): ``model/board/ai/review.py``.
"""

from __future__ import annotations

from typing import Any

from patentgame.controller.choice_coach import Start, Work
from patentgame.controller.game_model import AnyGameModel
from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Exchange, Pass, Place
from patentgame.model.board.phases import Phase

#: The master's time for its opinion on a person's turn (wall clock), once as the turn starts
#: and once, at most, after it: shorter than its two seconds a move at the table, so the panel
#: answers soon after the turn.
MASTER_SECONDS = 1.0


class BoardDecisions:
    """A person's board turn: from their move to its settling."""

    def started(self, game: BoardGame, model: AnyGameModel) -> Start | None:
        if game.game_over or game.phase is not Phase.PLAY or not model.is_human(game.current):
            return None
        seat = game.current
        return Start(seat, game.action_count, game.perspective(seat), len(game.history))

    def settled(self, game: BoardGame, start: Start) -> Work | bool | None:
        index, move = next(
            (
                (index, move)
                for index, move in enumerate(game.actions[start.index :], start.index)
                if move.seat == start.seat
            ),
            (-1, None),
        )
        if move is None:
            return None if game.game_over else False
        if not isinstance(move, Place | Exchange | Pass):
            return None  # a resignation or a timeout: no choice of play
        pending = game.pending
        if pending is not None and pending.move == move and pending.seat == start.seat:
            return False  # it may still be challenged
        view, after = start.view, tuple(game.history[start.mark :])
        turn = sum(1 for seat_move in game.actions[: start.index] if seat_move.seat == start.seat)

        def work(reviewer: Any, prepared: object) -> object:
            return reviewer.review_move(view, move, index, turn, after, prepared)

        return work

    def reviewer(self, lexicon: object) -> object:
        from patentgame.model.board.ai.review import BoardReviewer

        return BoardReviewer(lexicon, master_seconds=MASTER_SECONDS)  # type: ignore[arg-type]

    def prepare(self, reviewer: Any, start: Start) -> object:
        """The expert's options from the person's view (the costly part: a rack with blanks
        has thousands of placements)."""
        return reviewer.prepare(start.view)

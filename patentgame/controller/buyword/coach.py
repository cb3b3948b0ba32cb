"""BuyWord's decisions as the after-turn coach follows them (:mod:`..choice_coach`).

A person's *turn* is their selling in a round: it starts with the hand they had when their
selling began, and its decision is the first (the word they sold, or stopping without
selling), put beside the expert's best sales from that hand. It is settled when their selling
is over: they stopped, or a challenge refused a word (then the word earned nothing).
"""

from __future__ import annotations

from typing import Any

from patentgame.controller.choice_coach import Start, Work
from patentgame.controller.game_model import AnyGameModel
from patentgame.model.buyword.actions import Sell
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.phases import Phase

#: The phases of a seller's turn: selling, and the others answering a word offered.
_SELLING = (Phase.SELL, Phase.CHALLENGE)


class BuyWordDecisions:
    """A person's selling in a round: from its first decision to its end."""

    def started(self, game: BuyWordGame, model: AnyGameModel) -> Start | None:
        if game.game_over or game.phase is not Phase.SELL:
            return None
        seat = game.current
        if not model.is_human(seat):
            return None
        return Start(seat, game.action_count, game.perspective(seat), game.round)

    def settled(self, game: BuyWordGame, start: Start) -> Work | bool | None:
        if game.round == start.mark and game.phase in _SELLING and game.current == start.seat:
            return False  # still selling, or the word is being answered
        actions = game.actions[start.index :]
        action = next((a for a in actions if a.seat == start.seat), None)
        if action is None:
            return None
        # A refused word went back to the hand: its tiles are all still there.
        hand = game.hand(start.seat)
        refused = isinstance(action, Sell) and all(tile in hand for tile in action.tiles)
        refused = refused and game.round == start.mark
        view, index = start.view, start.index + actions.index(action)

        def work(reviewer: Any, _prepared: object) -> object:
            return reviewer.review_decision(view, action, index, refused=refused)

        return work

    def reviewer(self, lexicon: object) -> object:
        from patentgame.model.buyword.ai.review import BuyWordReviewer

        return BuyWordReviewer(lexicon)  # type: ignore[arg-type]

    def prepare(self, reviewer: Any, start: Start) -> object:
        """Nothing ahead: the sales are valued in a few milliseconds (the reviewer's tables
        are made meanwhile)."""
        return None

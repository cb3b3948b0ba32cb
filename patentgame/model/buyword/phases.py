"""The steps of a BuyWord round, as `Game.phase` and `Perspective.phase` report them."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """What the game waits for now."""

    ROLL = "roll"  # the leader throws the die
    CHOOSE = "choose"  # the leader names a count after a "choice" throw
    DRAFT = "draft"  # draft variant: players take tiles from the display in turn
    BUY = "buy"  # a player buys or declines their set
    AUCTION = "auction"  # auction variant: players bid for the set on offer
    SELL = "sell"  # a player sells words or stops
    CHALLENGE = "challenge"  # challenge variant: the others accept or challenge a word
    DISCARD = "discard"  # a player with more than 8 letter tiles discards
    OVER = "over"  # the game has ended

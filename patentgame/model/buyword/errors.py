"""Why BuyWord refuses an action, and the exception `Game.play()` raises.

The engine never explains itself in prose: it names an `IllegalReason`, and the command line
and the table turn it into words (:func:`describe` gives the English the command line prints).
The enum is a :class:`patentgame.model.errors.Refusal`, as every game's reasons are, and an
illegal action raises the house's :class:`~patentgame.model.errors.IllegalActionError`.
"""

from __future__ import annotations

from patentgame.model import errors
from patentgame.model.errors import IllegalActionError

__all__ = ["IllegalActionError", "IllegalReason", "describe"]


class IllegalReason(errors.Refusal):
    """Why `Game.why_illegal()` refuses an action. Values are stable tokens for logs."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    # the die
    BAD_COUNT = "bad_count"
    # buying, drafting, bidding
    CANNOT_AFFORD = "cannot_afford"
    NOT_ON_DISPLAY = "not_on_display"
    BID_TOO_LOW = "bid_too_low"
    # tiles
    UNKNOWN_TILE = "unknown_tile"
    TILE_NOT_IN_HAND = "tile_not_in_hand"
    DUPLICATE_TILE = "duplicate_tile"
    # selling
    TOO_SHORT = "too_short"
    TOO_MANY_WILDS = "too_many_wilds"
    WILD_LETTER_MISSING = "wild_letter_missing"
    WILD_LETTER_WITHOUT_WILD = "wild_letter_without_wild"
    BAD_WILD_LETTER = "bad_wild_letter"
    NOT_A_WORD = "not_a_word"
    NOT_IN_THEME = "not_in_theme"
    # challenges
    SELLER_CANNOT_RESPOND = "seller_cannot_respond"
    # discarding down to the hand limit
    WILD_NOT_DISCARDED = "wild_not_discarded"
    TOO_MANY_KEPT = "too_many_kept"

    def describe(self) -> str:
        """A short English sentence for this reason (see :func:`describe`)."""
        return _DESCRIPTIONS[self]


_DESCRIPTIONS = {
    IllegalReason.GAME_OVER: "the game is over",
    IllegalReason.NOT_YOUR_TURN: "it is not this player's turn to act",
    IllegalReason.WRONG_PHASE: "this kind of action is not allowed now",
    IllegalReason.BAD_COUNT: "the leader must name a number from 2 to 5",
    IllegalReason.CANNOT_AFFORD: "not enough money",
    IllegalReason.NOT_ON_DISPLAY: "that tile is not on the display",
    IllegalReason.BID_TOO_LOW: "a bid must be higher than the last one",
    IllegalReason.UNKNOWN_TILE: "there is no tile with that number",
    IllegalReason.TILE_NOT_IN_HAND: "a tile is not in the player's hand",
    IllegalReason.DUPLICATE_TILE: "a tile is named twice",
    IllegalReason.TOO_SHORT: "the word is too short",
    IllegalReason.TOO_MANY_WILDS: "a word may use only one wild tile",
    IllegalReason.WILD_LETTER_MISSING: "say which letter the wild tile stands for",
    IllegalReason.WILD_LETTER_WITHOUT_WILD: "a letter for a wild tile was given without one",
    IllegalReason.BAD_WILD_LETTER: "a wild tile stands for one letter from A to Z",
    IllegalReason.NOT_A_WORD: "that is not a word of the game's word list",
    IllegalReason.NOT_IN_THEME: "that word does not fit the theme",
    IllegalReason.SELLER_CANNOT_RESPOND: "the seller cannot challenge their own word",
    IllegalReason.WILD_NOT_DISCARDED: "wild tiles do not count towards the limit",
    IllegalReason.TOO_MANY_KEPT: "a player may keep at most 8 letter tiles",
}


def describe(reason: IllegalReason) -> str:
    """A short English sentence for ``reason`` (the command line's; the table translates).

    >>> describe(IllegalReason.TOO_MANY_WILDS)
    'a word may use only one wild tile'
    """
    return _DESCRIPTIONS[reason]

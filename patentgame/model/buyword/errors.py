"""Why BuyWord refuses an action, and the exception `Game.play()` raises.

The engine never explains itself in prose: it names an `IllegalReason`, and the command line
and the table turn it into words (``reason.describe()`` gives the English the command line
prints: each member names its token and that sentence).
The enum is a :class:`patentgame.model.errors.Refusal`, as every game's reasons are, and an
illegal action raises the house's :class:`~patentgame.model.errors.IllegalActionError`.
"""

from __future__ import annotations

from patentgame.model import errors
from patentgame.model.errors import IllegalActionError

__all__ = ["IllegalActionError", "IllegalReason"]


class IllegalReason(errors.Refusal):
    """Why `Game.why_illegal()` refuses an action. Values are stable tokens for logs."""

    GAME_OVER = "game_over", "the game is over"
    NOT_YOUR_TURN = "not_your_turn", "it is not this player's turn to act"
    WRONG_PHASE = "wrong_phase", "this kind of action is not allowed now"
    # the die
    BAD_COUNT = "bad_count", "the leader must name a number from 2 to 5"
    # buying, drafting, bidding
    CANNOT_AFFORD = "cannot_afford", "not enough money"
    NOT_ON_DISPLAY = "not_on_display", "that tile is not on the display"
    BID_TOO_LOW = "bid_too_low", "a bid must be higher than the last one"
    # tiles
    UNKNOWN_TILE = "unknown_tile", "there is no tile with that number"
    TILE_NOT_IN_HAND = "tile_not_in_hand", "a tile is not in the player's hand"
    DUPLICATE_TILE = "duplicate_tile", "a tile is named twice"
    # selling
    TOO_SHORT = "too_short", "the word is too short"
    TOO_MANY_WILDS = "too_many_wilds", "a word may use only one wild tile"
    WILD_LETTER_MISSING = "wild_letter_missing", "say which letter the wild tile stands for"
    WILD_LETTER_WITHOUT_WILD = (
        "wild_letter_without_wild",
        "a letter for a wild tile was given without one",
    )
    BAD_WILD_LETTER = "bad_wild_letter", "a wild tile stands for one letter from A to Z"
    NOT_A_WORD = "not_a_word", "that is not a word of the game's word list"
    NOT_IN_THEME = "not_in_theme", "that word does not fit the theme"
    # challenges
    SELLER_CANNOT_RESPOND = "seller_cannot_respond", "the seller cannot challenge their own word"
    # discarding down to the hand limit
    WILD_NOT_DISCARDED = "wild_not_discarded", "wild tiles do not count towards the limit"
    TOO_MANY_KEPT = "too_many_kept", "a player may keep at most 8 letter tiles"

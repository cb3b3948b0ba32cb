"""Why a board game refuses a move: one enum value per rule, never prose.

The views translate a reason into the player's language; :func:`describe` gives the English
line the command line prints. The enum is a :class:`patentgame.model.errors.Refusal`, as every
game's reasons are, and an illegal move raises the house's ``IllegalActionError``.
"""

from __future__ import annotations

from patentgame.model import errors


class Refusal(errors.Refusal):
    """Why ``BoardGame.why_illegal()`` refuses a move. Values are stable tokens."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_A_SEAT = "not_a_seat"
    RESIGNED = "resigned"
    AWAITING_FINAL_PASS = "awaiting_final_pass"
    # placing
    NO_TILES = "no_tiles"
    OFF_BOARD = "off_board"
    UNKNOWN_LETTER = "unknown_letter"
    NOT_ON_RACK = "not_on_rack"
    SQUARE_TAKEN = "square_taken"
    SQUARE_TWICE = "square_twice"
    NOT_IN_LINE = "not_in_line"
    GAP = "gap"
    FIRST_OFF_CENTRE = "first_off_centre"
    FIRST_TOO_SHORT = "first_too_short"
    NOT_CONNECTED = "not_connected"
    ONE_LETTER = "one_letter"
    DIGRAPH_SPLIT = "digraph_split"
    WORD_NOT_IN_LIST = "word_not_in_list"
    # the blank swap option
    SWAP_NOT_ALLOWED = "swap_not_allowed"
    SWAP_NOT_A_BLANK = "swap_not_a_blank"
    SWAP_WRONG_LETTER = "swap_wrong_letter"
    SWAP_BLANK_NOT_PLAYED = "swap_blank_not_played"
    # exchanging
    EXCHANGE_NOTHING = "exchange_nothing"
    BAG_TOO_SMALL = "bag_too_small"
    # challenging
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    OWN_PLAY = "own_play"
    NO_CHALLENGES = "no_challenges"
    # resigning
    NO_RESIGNING = "no_resigning"
    # the clock
    NO_MOVE_CLOCK = "no_move_clock"

    def describe(self) -> str:
        """A short English line for this reason (see :func:`describe`)."""
        return _DESCRIPTIONS[self]


_DESCRIPTIONS = {
    Refusal.GAME_OVER: "the game is over",
    Refusal.NOT_YOUR_TURN: "it is not this player's turn",
    Refusal.NOT_A_SEAT: "there is no such player",
    Refusal.RESIGNED: "this player has resigned",
    Refusal.AWAITING_FINAL_PASS: "the last play went out: pass to accept it, or challenge it",
    Refusal.NO_TILES: "a play needs at least one tile",
    Refusal.OFF_BOARD: "a tile is off the board",
    Refusal.UNKNOWN_LETTER: "that letter is not in this game's alphabet",
    Refusal.NOT_ON_RACK: "a tile is not on the player's rack",
    Refusal.SQUARE_TAKEN: "a square already holds a tile",
    Refusal.SQUARE_TWICE: "two tiles on one square",
    Refusal.NOT_IN_LINE: "the tiles of a play lie in one row or one column",
    Refusal.GAP: "the tiles of a play leave a gap",
    Refusal.FIRST_OFF_CENTRE: "the first word covers the centre star",
    Refusal.FIRST_TOO_SHORT: "the first word is too short",
    Refusal.NOT_CONNECTED: "a play touches a tile already on the board",
    Refusal.ONE_LETTER: "a play makes a word of at least two letters",
    Refusal.DIGRAPH_SPLIT: "CH, LL and RR are played with their own tile",
    Refusal.WORD_NOT_IN_LIST: "a word is not in the word list",
    Refusal.SWAP_NOT_ALLOWED: "these rules do not let a blank be taken from the board",
    Refusal.SWAP_NOT_A_BLANK: "only a blank can be taken from the board",
    Refusal.SWAP_WRONG_LETTER: "a blank is taken by putting its own letter in its place",
    Refusal.SWAP_BLANK_NOT_PLAYED: "a blank taken from the board is played in the same move",
    Refusal.EXCHANGE_NOTHING: "an exchange needs at least one tile",
    Refusal.BAG_TOO_SMALL: "the bag holds too few tiles to exchange",
    Refusal.NOTHING_TO_CHALLENGE: "there is no play to challenge",
    Refusal.OWN_PLAY: "a player cannot challenge their own play",
    Refusal.NO_CHALLENGES: "words are checked automatically in this game",
    Refusal.NO_RESIGNING: "these rules do not let a player resign",
    Refusal.NO_MOVE_CLOCK: "a time runs out only in a game with a time per move",
}


def describe(reason: Refusal) -> str:
    """A short English line for ``reason`` (the command line's; the views translate their own).

    >>> describe(Refusal.GAP)
    'the tiles of a play leave a gap'
    """
    return _DESCRIPTIONS[reason]


class IllegalMoveError(errors.IllegalActionError):
    """``BoardGame.play()`` was given a move the rules forbid now (the house's
    ``IllegalActionError``, so the game model treats it as any game's)."""

    def __init__(self, reason: Refusal, move: object = None) -> None:
        super().__init__(reason, move)
        self.move = move

"""Why a board game refuses a move: one enum value per rule, never prose.

The views translate a reason into the player's language; ``reason.describe()`` gives the
English line the command line prints (each member names its token and that line). The enum is
a :class:`patentgame.model.errors.Refusal`, as every game's reasons are, and an illegal move
raises the house's ``IllegalActionError``.
"""

from __future__ import annotations

from patentgame.model import errors


class Refusal(errors.Refusal):
    """Why ``BoardGame.why_illegal()`` refuses a move. Values are stable tokens."""

    GAME_OVER = "game_over", "the game is over"
    NOT_YOUR_TURN = "not_your_turn", "it is not this player's turn"
    NOT_A_SEAT = "not_a_seat", "there is no such player"
    RESIGNED = "resigned", "this player has resigned"
    AWAITING_FINAL_PASS = (
        "awaiting_final_pass",
        "the last play went out: pass to accept it, or challenge it",
    )
    # placing
    NO_TILES = "no_tiles", "a play needs at least one tile"
    OFF_BOARD = "off_board", "a tile is off the board"
    UNKNOWN_LETTER = "unknown_letter", "that letter is not in this game's alphabet"
    NOT_ON_RACK = "not_on_rack", "a tile is not on the player's rack"
    SQUARE_TAKEN = "square_taken", "a square already holds a tile"
    SQUARE_TWICE = "square_twice", "two tiles on one square"
    NOT_IN_LINE = "not_in_line", "the tiles of a play lie in one row or one column"
    GAP = "gap", "the tiles of a play leave a gap"
    FIRST_OFF_CENTRE = "first_off_centre", "the first word covers the centre star"
    FIRST_TOO_SHORT = "first_too_short", "the first word is too short"
    NOT_CONNECTED = "not_connected", "a play touches a tile already on the board"
    ONE_LETTER = "one_letter", "a play makes a word of at least two letters"
    DIGRAPH_SPLIT = "digraph_split", "CH, LL and RR are played with their own tile"
    WORD_NOT_IN_LIST = "word_not_in_list", "a word is not in the word list"
    # the blank swap option
    SWAP_NOT_ALLOWED = "swap_not_allowed", "these rules do not let a blank be taken from the board"
    SWAP_NOT_A_BLANK = "swap_not_a_blank", "only a blank can be taken from the board"
    SWAP_WRONG_LETTER = (
        "swap_wrong_letter",
        "a blank is taken by putting its own letter in its place",
    )
    SWAP_BLANK_NOT_PLAYED = (
        "swap_blank_not_played",
        "a blank taken from the board is played in the same move",
    )
    # exchanging
    EXCHANGE_NOTHING = "exchange_nothing", "an exchange needs at least one tile"
    BAG_TOO_SMALL = "bag_too_small", "the bag holds too few tiles to exchange"
    # challenging
    NOTHING_TO_CHALLENGE = "nothing_to_challenge", "there is no play to challenge"
    OWN_PLAY = "own_play", "a player cannot challenge their own play"
    NO_CHALLENGES = "no_challenges", "words are checked automatically in this game"
    # resigning
    NO_RESIGNING = "no_resigning", "these rules do not let a player resign"
    # the clock
    NO_MOVE_CLOCK = "no_move_clock", "a time runs out only in a game with a time per move"


class IllegalMoveError(errors.IllegalActionError):
    """``BoardGame.play()`` was given a move the rules forbid now (the house's
    ``IllegalActionError``, so the game model treats it as any game's)."""

    def __init__(self, reason: Refusal, move: object = None) -> None:
        super().__init__(reason, move)
        self.move = move

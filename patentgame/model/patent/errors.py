"""Why the patent game refuses an action: :class:`IllegalReason`, one token per rule of form.

`Game.play()` never explains itself in prose: it names a reason. The command line and the views
turn a reason into words with :func:`describe`.
"""

from __future__ import annotations

from patentgame.model.errors import IllegalActionError, Refusal
from patentgame.wording import QT_TRANSLATE_NOOP


class IllegalReason(Refusal):
    """Why `Game.why_illegal()` refuses an action. Values are stable tokens for logs and records."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    UNKNOWN_CARD = "unknown_card"
    # replace (Q)
    NO_Q_PATENT = "no_q_patent"
    NOT_FIRST_ACTION = "not_first_action"
    POOL_REPLACE_NOT_ALLOWED = "pool_replace_not_allowed"
    # build
    NO_WORD = "no_word"
    TOO_MANY_WORDS = "too_many_words"
    NO_V_PATENT = "no_v_patent"
    CARD_NOT_AVAILABLE = "card_not_available"
    CARD_USED_TWICE = "card_used_twice"
    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"
    NO_HAND_CARD = "no_hand_card"
    NO_X_PATENT = "no_x_patent"
    COPY_OF_UNUSED_CARD = "copy_of_unused_card"
    TOO_MANY_COPIES = "too_many_copies"
    X_NEEDS_THREE_CARDS = "x_needs_three_cards"
    NO_Z_PATENT = "no_z_patent"
    S_NOT_LAST = "s_not_last"
    TOO_MANY_S = "too_many_s"
    Y_ON_NON_Y = "y_on_non_y"
    # discard
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DUPLICATE_CARD = "duplicate_card"
    PENALTY_IS_ONE_CARD = "penalty_is_one_card"
    # challenge responses
    BUILDER_CANNOT_RESPOND = "builder_cannot_respond"
    # buy
    BAD_LETTER = "bad_letter"
    PATENT_OWNED = "patent_owned"
    LETTER_NOT_PLAYED = "letter_not_played"
    CANNOT_AFFORD = "cannot_afford"

    def describe(self) -> str:
        """A short English sentence for this reason (see :func:`describe`)."""
        return _DESCRIPTIONS[self]


#: The English of each reason, marked for lupdate (context ``Refusals``): the views show its
#: translation (``controller.translations.refusal_text``), the command line this English.
_DESCRIPTIONS = {
    IllegalReason.GAME_OVER: QT_TRANSLATE_NOOP("Refusals", "the game is over"),
    IllegalReason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP(
        "Refusals", "it is not this player's turn to act"
    ),
    IllegalReason.WRONG_PHASE: QT_TRANSLATE_NOOP(
        "Refusals", "this kind of action is not allowed now"
    ),
    IllegalReason.UNKNOWN_CARD: QT_TRANSLATE_NOOP("Refusals", "there is no card with that id"),
    IllegalReason.NO_Q_PATENT: QT_TRANSLATE_NOOP(
        "Refusals", "only the owner of the Q patent may replace a card"
    ),
    IllegalReason.NOT_FIRST_ACTION: QT_TRANSLATE_NOOP(
        "Refusals", "a card may be replaced only once, before building or discarding"
    ),
    IllegalReason.POOL_REPLACE_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Refusals", "these rules allow replacing a hand card only"
    ),
    IllegalReason.NO_WORD: QT_TRANSLATE_NOOP("Refusals", "a play needs a word"),
    IllegalReason.TOO_MANY_WORDS: QT_TRANSLATE_NOOP("Refusals", "a play holds at most two words"),
    IllegalReason.NO_V_PATENT: QT_TRANSLATE_NOOP("Refusals", "two words need the V patent"),
    IllegalReason.CARD_NOT_AVAILABLE: QT_TRANSLATE_NOOP(
        "Refusals", "a card is neither in the builder's hand nor in the pool"
    ),
    IllegalReason.CARD_USED_TWICE: QT_TRANSLATE_NOOP("Refusals", "a card is used twice"),
    IllegalReason.TOO_SHORT: QT_TRANSLATE_NOOP("Refusals", "a word needs at least 3 letters"),
    IllegalReason.TOO_LONG: QT_TRANSLATE_NOOP("Refusals", "a word has at most 12 letters"),
    IllegalReason.NO_HAND_CARD: QT_TRANSLATE_NOOP(
        "Refusals", "each word needs a card from the builder's own hand"
    ),
    IllegalReason.NO_X_PATENT: QT_TRANSLATE_NOOP("Refusals", "copying a card needs the X patent"),
    IllegalReason.COPY_OF_UNUSED_CARD: QT_TRANSLATE_NOOP(
        "Refusals", "only a card used in this play can be copied"
    ),
    IllegalReason.TOO_MANY_COPIES: QT_TRANSLATE_NOOP("Refusals", "only one card may be copied"),
    IllegalReason.X_NEEDS_THREE_CARDS: QT_TRANSLATE_NOOP(
        "Refusals", "a play with a copy needs at least 3 real cards"
    ),
    IllegalReason.NO_Z_PATENT: QT_TRANSLATE_NOOP("Refusals", "adding an S needs the Z patent"),
    IllegalReason.S_NOT_LAST: QT_TRANSLATE_NOOP(
        "Refusals", "the added S must be the last letter of its word"
    ),
    IllegalReason.TOO_MANY_S: QT_TRANSLATE_NOOP("Refusals", "only one S may be added"),
    IllegalReason.Y_ON_NON_Y: QT_TRANSLATE_NOOP(
        "Refusals", "only a Y can be declared a vowel or a consonant"
    ),
    IllegalReason.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP(
        "Refusals", "a card is not in the player's hand"
    ),
    IllegalReason.DUPLICATE_CARD: QT_TRANSLATE_NOOP("Refusals", "a card is named twice"),
    IllegalReason.PENALTY_IS_ONE_CARD: QT_TRANSLATE_NOOP(
        "Refusals", "the penalty is exactly one card"
    ),
    IllegalReason.BUILDER_CANNOT_RESPOND: QT_TRANSLATE_NOOP(
        "Refusals", "the builder cannot challenge their own play"
    ),
    IllegalReason.BAD_LETTER: QT_TRANSLATE_NOOP("Refusals", "that is not a letter from A to Z"),
    IllegalReason.PATENT_OWNED: QT_TRANSLATE_NOOP("Refusals", "that patent is already owned"),
    IllegalReason.LETTER_NOT_PLAYED: QT_TRANSLATE_NOOP(
        "Refusals", "a patent can be bought only for a letter on a real card played"
    ),
    IllegalReason.CANNOT_AFFORD: QT_TRANSLATE_NOOP("Refusals", "not enough money for that patent"),
}


def describe(reason: IllegalReason) -> str:
    """A short English sentence for ``reason``.

    >>> describe(IllegalReason.TOO_SHORT)
    'a word needs at least 3 letters'
    """
    return _DESCRIPTIONS[reason]


__all__ = ["IllegalActionError", "IllegalReason", "describe"]

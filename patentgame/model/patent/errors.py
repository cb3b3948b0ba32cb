"""Why the patent game refuses an action: :class:`IllegalReason`, one token per rule of form.

`Game.play()` never explains itself in prose: it names a reason. The command line and the views
turn a reason into words with ``reason.describe()``: each member names its token and its
English sentence, marked for lupdate (context ``Refusals``); the views show its translation
(``controller.translations.refusal_text``), the command line this English.
"""

from __future__ import annotations

from patentgame.model.errors import IllegalActionError, Refusal
from patentgame.wording import QT_TRANSLATE_NOOP


class IllegalReason(Refusal):
    """Why `Game.why_illegal()` refuses an action. Values are stable tokens for logs and records."""

    GAME_OVER = "game_over", QT_TRANSLATE_NOOP("Refusals", "the game is over")
    NOT_YOUR_TURN = (
        "not_your_turn",
        QT_TRANSLATE_NOOP("Refusals", "it is not this player's turn to act"),
    )
    WRONG_PHASE = (
        "wrong_phase",
        QT_TRANSLATE_NOOP("Refusals", "this kind of action is not allowed now"),
    )
    UNKNOWN_CARD = "unknown_card", QT_TRANSLATE_NOOP("Refusals", "there is no card with that id")
    # replace (Q)
    NO_Q_PATENT = (
        "no_q_patent",
        QT_TRANSLATE_NOOP("Refusals", "only the owner of the Q patent may replace a card"),
    )
    NOT_FIRST_ACTION = (
        "not_first_action",
        QT_TRANSLATE_NOOP(
            "Refusals", "a card may be replaced only once, before building or discarding"
        ),
    )
    POOL_REPLACE_NOT_ALLOWED = (
        "pool_replace_not_allowed",
        QT_TRANSLATE_NOOP("Refusals", "these rules allow replacing a hand card only"),
    )
    # build
    NO_WORD = "no_word", QT_TRANSLATE_NOOP("Refusals", "a play needs a word")
    TOO_MANY_WORDS = (
        "too_many_words",
        QT_TRANSLATE_NOOP("Refusals", "a play holds at most two words"),
    )
    NO_V_PATENT = "no_v_patent", QT_TRANSLATE_NOOP("Refusals", "two words need the V patent")
    CARD_NOT_AVAILABLE = (
        "card_not_available",
        QT_TRANSLATE_NOOP("Refusals", "a card is neither in the builder's hand nor in the pool"),
    )
    CARD_USED_TWICE = "card_used_twice", QT_TRANSLATE_NOOP("Refusals", "a card is used twice")
    TOO_SHORT = "too_short", QT_TRANSLATE_NOOP("Refusals", "a word needs at least 3 letters")
    TOO_LONG = "too_long", QT_TRANSLATE_NOOP("Refusals", "a word has at most 12 letters")
    NO_HAND_CARD = (
        "no_hand_card",
        QT_TRANSLATE_NOOP("Refusals", "each word needs a card from the builder's own hand"),
    )
    NO_X_PATENT = "no_x_patent", QT_TRANSLATE_NOOP("Refusals", "copying a card needs the X patent")
    COPY_OF_UNUSED_CARD = (
        "copy_of_unused_card",
        QT_TRANSLATE_NOOP("Refusals", "only a card used in this play can be copied"),
    )
    TOO_MANY_COPIES = (
        "too_many_copies",
        QT_TRANSLATE_NOOP("Refusals", "only one card may be copied"),
    )
    X_NEEDS_THREE_CARDS = (
        "x_needs_three_cards",
        QT_TRANSLATE_NOOP("Refusals", "a play with a copy needs at least 3 real cards"),
    )
    NO_Z_PATENT = "no_z_patent", QT_TRANSLATE_NOOP("Refusals", "adding an S needs the Z patent")
    S_NOT_LAST = (
        "s_not_last",
        QT_TRANSLATE_NOOP("Refusals", "the added S must be the last letter of its word"),
    )
    TOO_MANY_S = "too_many_s", QT_TRANSLATE_NOOP("Refusals", "only one S may be added")
    Y_ON_NON_Y = (
        "y_on_non_y",
        QT_TRANSLATE_NOOP("Refusals", "only a Y can be declared a vowel or a consonant"),
    )
    # discard
    CARD_NOT_IN_HAND = (
        "card_not_in_hand",
        QT_TRANSLATE_NOOP("Refusals", "a card is not in the player's hand"),
    )
    DUPLICATE_CARD = "duplicate_card", QT_TRANSLATE_NOOP("Refusals", "a card is named twice")
    PENALTY_IS_ONE_CARD = (
        "penalty_is_one_card",
        QT_TRANSLATE_NOOP("Refusals", "the penalty is exactly one card"),
    )
    # challenge responses
    BUILDER_CANNOT_RESPOND = (
        "builder_cannot_respond",
        QT_TRANSLATE_NOOP("Refusals", "the builder cannot challenge their own play"),
    )
    # buy
    BAD_LETTER = "bad_letter", QT_TRANSLATE_NOOP("Refusals", "that is not a letter from A to Z")
    PATENT_OWNED = "patent_owned", QT_TRANSLATE_NOOP("Refusals", "that patent is already owned")
    LETTER_NOT_PLAYED = (
        "letter_not_played",
        QT_TRANSLATE_NOOP(
            "Refusals", "a patent can be bought only for a letter on a real card played"
        ),
    )
    CANNOT_AFFORD = (
        "cannot_afford",
        QT_TRANSLATE_NOOP("Refusals", "not enough money for that patent"),
    )


__all__ = ["IllegalActionError", "IllegalReason"]

"""Every text of the guided first game, in one place (translation context ``Tutorial``).

The guide (:mod:`patentgame.views.patent.tutorial`) shows one step at a time; each step has a
title and a body, and the lessons the person acts in have a hint shown when the table refuses
an action the lesson does not teach. Names and words are filled in for ``%1``, ``%2``. A coach
that gives hints during ordinary games can take its texts from here too.
"""

from __future__ import annotations

from patentgame.views.guide import StepText, step_text, translate
from patentgame.views.guide import fill as _fill


def intro(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "Welcome to the table"),
        translate(
            "Tutorial",
            "Your seven cards are at the bottom. The three cards in the middle are the "
            "pool: anyone may use them. At the top lie the 26 patents, one per letter, "
            "with their prices. You play against %1; the scoreboard shows your money, "
            "stock and patents.",
        ),
        tutor,
    )


def build() -> StepText:
    return StepText(
        translate("Tutorial", "Build a word"),
        translate(
            "Tutorial",
            "Build RAVEN: click the R, A, V and E in your hand, then the N in the pool, or "
            "simply type the letters. Under the word row you see what it earns. Then press "
            "Play (Enter).",
        ),
    )


def build_hint() -> str:
    return translate("Tutorial", "In this lesson, play RAVEN (the N is in the pool).")


def buy() -> StepText:
    return StepText(
        translate("Tutorial", "Buy a patent"),
        translate(
            "Tutorial",
            "RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V "
            "for $2: click the glowing V (or type V), then press Enter or click it again. From "
            "now on, whenever someone else plays a V, the bank pays you $1, and the V patent "
            "gives you a power.",
        ),
    )


def buy_hint() -> str:
    return translate(
        "Tutorial",
        "In this lesson, buy the V patent: click the glowing V (or type V), then press Enter.",
    )


def keep() -> StepText:
    return StepText(
        translate("Tutorial", "Discard or keep"),
        translate(
            "Tutorial",
            "After a word you may discard cards you do not want; then you draw back to seven "
            "cards. This time keep them all: press Keep all (Enter).",
        ),
    )


def keep_hint() -> str:
    return translate("Tutorial", "Keep all your cards this time: press Enter.")


def accept(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "A challenge"),
        translate(
            "Tutorial",
            "%1 played VIOLET. Every other player may challenge a word that is not in the "
            "word list: then it is taken back and its builder loses a card. But challenging "
            "a real word costs you $1. VIOLET is a word: accept it.",
        ),
        tutor,
    )


def answer_hint() -> str:
    return translate("Tutorial", "Answer the question: accept the word or challenge it.")


def royalty(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "A royalty for you"),
        translate(
            "Tutorial",
            "%1 scored VIOLET: $4 and 1 stock. Her word holds a V and you own the V patent, "
            "so the bank paid you $1: a royalty. She then bought the L patent, so every L "
            "you play pays her $1.",
        ),
        tutor,
    )


def challenged_a_word(tutor: str) -> str:
    return _fill(translate("Tutorial", "You challenged a real word, so you paid %1 $1."), tutor)


def power() -> StepText:
    return StepText(
        translate("Tutorial", "Use a power"),
        translate(
            "Tutorial",
            "Your V patent lets you build two words in one turn. Type GOLD, press Space (or "
            "the 2nd word button), type SIT, then press Play (Enter). Each word needs a card "
            "of your own hand.",
        ),
    )


def power_hint() -> str:
    return translate("Tutorial", "In this lesson, build two words: press Space between them.")


def power_not_in_list_hint(words: str) -> str:
    return _fill(
        translate(
            "Tutorial",
            "%1: not in the word list. In a real game it would be challenged and taken back. "
            "In this lesson, build two words of the list: press Space between them.",
        ),
        words,
    )


def finish() -> StepText:
    return StepText(
        translate("Tutorial", "End your turn"),
        translate(
            "Tutorial",
            "Both words scored. Buy a patent if you like (click it, then press Enter), or "
            "press Buy nothing (Esc); if cards are left, discard those you do not want and "
            "press Enter.",
        ),
    )


def paid_royalty(tutor: str, letters: str) -> str:
    return _fill(
        translate(
            "Tutorial", "%1 owns the patent of %2 you played: the bank paid her the royalty."
        ),
        tutor,
        letters,
    )


def finish_hint() -> str:
    return translate("Tutorial", "Buy a patent or nothing, then discard or keep your cards.")


def challenge(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "Is it a word?"),
        translate(
            "Tutorial",
            "%1 played TOLIE. If you think it is not in the word list, challenge it; if "
            "you think it is a word, accept it.",
        ),
        tutor,
    )


def right_challenge(tutor: str) -> str:
    return _fill(
        translate(
            "Tutorial",
            "Well spotted: TOLIE is not in the word list. %1 takes the cards back and must "
            "discard one as a penalty.",
        ),
        tutor,
    )


def missed_challenge() -> str:
    return translate(
        "Tutorial",
        "You accepted TOLIE, so it stands, although it is not in the word list. When a word "
        "looks wrong, challenge it.",
    )


def done(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "You know the game"),
        translate(
            "Tutorial",
            "Building, royalties, patents, powers and challenges: that is the whole game. "
            "Play on against %1, who now plays by herself, or start a new game from the "
            "File menu. Help > Guided first game shows this again. This game does not count "
            "for your rating.",
        ),
        tutor,
    )

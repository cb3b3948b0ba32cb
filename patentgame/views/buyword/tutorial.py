"""BuyWord's guided first game on the real table: the house's
:class:`~patentgame.views.guide.Guide` filled with BuyWord's lessons and their texts
(translation context ``Tutorial``).

The deal, the die's throws, the lessons and the tutor's actions are the engine's
(:mod:`patentgame.model.buyword.tutorial`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model.buyword import tutorial
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.rules import HAND_LIMIT
from patentgame.model.buyword.tutorial import PERSON, TUTOR
from patentgame.views.guide import Guide, GuideCard, StepText, step_text, translate
from patentgame.views.guide import fill as _fill

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.views.buyword.table import BuyWordTable


def intro(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "Welcome to BuyWord"),
        translate(
            "Tutorial",
            "You start with $200 and four wild tiles. Each round the die says how many "
            "tiles each player draws; you buy them for the square of their pips, and sell "
            "words for the square of theirs. The most money at the end wins. You play "
            "against %1.",
        ),
        tutor,
    )


def roll() -> StepText:
    return StepText(
        translate("Tutorial", "Roll the die"),
        translate("Tutorial", "You lead this round: press Roll the die (Enter)."),
    )


def roll_hint() -> str:
    return translate("Tutorial", "In this lesson, roll the die: press Enter.")


def choose(count: str) -> StepText:
    return step_text(
        translate("Tutorial", "A choice face"),
        translate(
            "Tutorial",
            "The die shows a choice face: the leader names how many tiles each player "
            "draws, from 2 to 5. Name %1: press its button or the key %1.",
        ),
        count,
    )


def choose_hint(count: str) -> str:
    return _fill(translate("Tutorial", "In this lesson, name %1: press the key %1."), count)


def buy() -> StepText:
    return StepText(
        translate("Tutorial", "Buy a set"),
        translate(
            "Tutorial",
            "You drew your set. Its price, under the tiles, is the square of its pips: more "
            "tiles and rarer letters cost more. Buy it: press Buy (B). A set you decline "
            "leaves the game.",
        ),
    )


def buy_hint() -> str:
    return translate("Tutorial", "In this lesson, buy the set: press B.")


def sell(word: str, wild_for: str) -> StepText:
    return step_text(
        translate("Tutorial", "Sell a word with a wild"),
        translate(
            "Tutorial",
            "Now sell words: a word pays the square of its pips. A wild tile stands for any "
            "letter and counts 1 pip; a word may use one. You have no %2: type %1, and a "
            "wild takes the %2. Press Sell (Enter), then Done selling (Space).",
        ),
        word,
        wild_for,
    )


def sell_hint(word: str, wild_for: str) -> str:
    return _fill(
        translate(
            "Tutorial",
            "In this lesson, sell %1 with a wild for the %2, then press Done selling (Space).",
        ),
        word,
        wild_for,
    )


def buy_again(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "The next round"),
        translate(
            "Tutorial",
            "The die passed to %1, who leads this round; she draws and buys first. Buy your "
            "new set too: press Buy (B).",
        ),
        tutor,
    )


def keep(limit: str) -> StepText:
    return step_text(
        translate("Tutorial", "Keep your tiles"),
        translate(
            "Tutorial",
            "This time sell nothing: press Done selling (Space). You will hold more than "
            "%1 letter tiles, and see what happens then.",
        ),
        limit,
    )


def keep_hint() -> str:
    return translate("Tutorial", "In this lesson, sell nothing: press Done selling (Space).")


def limit(limit: str) -> StepText:
    return step_text(
        translate("Tutorial", "The 8-tile limit"),
        translate(
            "Tutorial",
            "At the end of a round nobody keeps more than %1 letter tiles (wilds do not "
            "count). Click the letters to give up (or type them), then press Discard the "
            "marked tiles (Enter). They leave the game.",
        ),
        limit,
    )


def limit_hint(limit: str) -> str:
    return _fill(
        translate("Tutorial", "Mark letter tiles until %1 are left, then press Enter."), limit
    )


def done(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "You know the game"),
        translate(
            "Tutorial",
            "The die, buying, selling with a wild and the 8-tile limit: that is the whole "
            "game. Play on against %1, who now plays by herself, or start a new game from "
            "the File menu. This game does not count for your rating.",
        ),
        tutor,
    )


#: The steps in order: an explanation, then the lessons.
STEPS = ("intro", *tutorial.LESSONS)


class BuyWordGuide(Guide):
    """Leads the person through BuyWord's guided game on ``table``."""

    steps = STEPS
    explanations: Mapping[Hashable, Hashable] = MappingProxyType({"intro": "roll"})
    done = "done"
    person = PERSON
    tutor = TUTOR

    def __init__(self, table: BuyWordTable, ai: AiRunner) -> None:
        super().__init__(table, table.game_model, ai, GuideCard(table, table.log))
        self.start()

    def _game(self) -> BuyWordGame:
        return self.model.game  # type: ignore[no-any-return]

    def lesson(self) -> str:
        return tutorial.lesson(self._game())

    def allows(self, action: object) -> bool:
        return tutorial.allows(self._game(), action)  # type: ignore[arg-type]

    def tutor_action(self) -> object | None:
        return tutorial.tutor_action(self._game())

    def hints(self) -> Mapping[Hashable, Callable[[], str]]:
        count, cap = str(tutorial.COUNT), str(HAND_LIMIT)
        return {
            "roll": roll_hint,
            "choose": lambda: choose_hint(count),
            "buy": buy_hint,
            "buy_again": buy_hint,
            "sell": lambda: sell_hint(tutorial.WILD_WORD, tutorial.WILD_FOR),
            "keep": keep_hint,
            "limit": lambda: limit_hint(cap),
        }

    def texts(self) -> Mapping[Hashable, Callable[[], StepText]]:
        tutor, cap = self.tutor_name(), str(HAND_LIMIT)
        return {
            "intro": lambda: intro(tutor),
            "roll": roll,
            "choose": lambda: choose(str(tutorial.COUNT)),
            "buy": buy,
            "sell": lambda: sell(tutorial.WILD_WORD, tutorial.WILD_FOR),
            "buy_again": lambda: buy_again(tutor),
            "keep": lambda: keep(cap),
            "limit": lambda: limit(cap),
            "done": lambda: done(tutor),
        }

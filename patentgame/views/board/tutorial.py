"""The board games' guided first game on the real table (Scrabble in English, Эрудит): the
house's :class:`~patentgame.views.guide.Guide` filled with the board's lessons and their texts
(translation context ``Tutorial``; the words and squares are the script's, filled in for
``%1``, ``%2``).

The deal, the lessons and the tutor's moves are the engine's
(:mod:`patentgame.model.board.tutorial`). While a lesson runs, the table asks no question about
the tutor's real words; it asks about its non-word with no countdown and no "always accept"
(the table's ``questions.guide``), and the person's answer there is part of the lesson.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model.board import events as ev
from patentgame.model.board import tutorial
from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Place
from patentgame.model.board.tutorial import PERSON, TUTOR
from patentgame.views.guide import Guide, GuideCard, StepText, step_text, translate
from patentgame.views.guide import fill as _fill

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.views.board.table import BoardTable


def intro(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "Welcome to the board"),
        translate(
            "Tutorial",
            "Your seven tiles lie on the rack under the board; the small figure on each "
            "is its points. Words go across or down, and every word after the first joins "
            "the tiles already on the board. You play against %1; the score sheet on the "
            "right shows every move.",
        ),
        tutor,
    )


def place(word: str, start: str) -> StepText:
    return step_text(
        translate("Tutorial", "Lay your first word"),
        translate(
            "Tutorial",
            "Play %1 across from the centre star (%2): drag each tile from the rack to its "
            "square, or click the star and type the letters. The star doubles the score of "
            "the first word. Then press Play (Enter).",
        ),
        word,
        start,
    )


def place_hint(word: str, start: str) -> str:
    return _fill(
        translate("Tutorial", "In this lesson, play %1 across from the centre star (%2)."),
        word,
        start,
    )


def premium(word: str, start: str, letter: str) -> StepText:
    return step_text(
        translate("Tutorial", "Premium squares"),
        translate(
            "Tutorial",
            "The coloured squares count more for a tile newly laid on them: double or "
            "triple letter, double or triple word. Play %1 down from %2: its %3 lands on "
            "a triple letter square. Click %2 twice to type downwards.",
        ),
        word,
        start,
        letter,
    )


def premium_hint(word: str, start: str) -> str:
    return _fill(translate("Tutorial", "In this lesson, play %1 down from %2."), word, start)


def bingo(bonus: str, word: str, start: str, across: bool) -> StepText:
    where = (
        translate("Tutorial", "Your rack spells %1; it fits across from %2.")
        if across
        else translate("Tutorial", "Your rack spells %1; it fits down from %2.")
    )
    return StepText(
        translate("Tutorial", "All seven tiles"),
        _fill(
            translate(
                "Tutorial",
                "A play of all seven tiles of the rack earns %1 points more: a bingo.",
            ),
            bonus,
        )
        + " "
        + _fill(where, word, start)
        + " "
        + translate("Tutorial", "Any play of all seven tiles in words of the list will do."),
    )


def bingo_hint(word: str, start: str) -> str:
    return _fill(
        translate("Tutorial", "In this lesson, play all seven tiles (%1 fits from %2)."),
        word,
        start,
    )


def not_in_list_hint(words: str, word: str, start: str) -> str:
    """A bingo of words the list lacks, refused: the tutor would have let it stand."""
    return _fill(
        translate(
            "Tutorial",
            "%1: not in the word list. In a real game it would be challenged and taken back. "
            "Play all seven tiles in words of the list (%2 fits from %3).",
        ),
        words,
        word,
        start,
    )


def challenge(tutor: str, words: str) -> StepText:
    return step_text(
        translate("Tutorial", "Is it a word?"),
        translate(
            "Tutorial",
            "%1 played %2. A play stands unless someone challenges it: a play with a word "
            "that is not in the word list is taken back and scores nothing, but a wrong "
            "challenge costs you your turn. Answer the question under the board.",
        ),
        tutor,
        words,
    )


def challenge_hint() -> str:
    return translate(
        "Tutorial", "Answer the question under the board: challenge the play or accept it."
    )


def right_challenge(tutor: str, words: str) -> str:
    return _fill(
        translate(
            "Tutorial",
            "Well spotted: %2 is not in the word list. %1's play is taken back, and it is "
            "still your turn.",
        ),
        tutor,
        words,
    )


def missed_challenge(words: str) -> str:
    return _fill(
        translate(
            "Tutorial",
            "You accepted %1, so it stands, although it is not in the word list. When a word "
            "looks wrong, challenge it.",
        ),
        words,
    )


def exchange() -> StepText:
    return StepText(
        translate("Tutorial", "Exchange tiles"),
        translate(
            "Tutorial",
            "Your new rack is poor. Instead of playing, you may give tiles back to the bag for "
            "as many new ones (while the bag holds at least seven): press Exchange..., click "
            "the tiles to give back, then press the Exchange button (Enter). It takes your "
            "turn.",
        ),
    )


def exchange_hint() -> str:
    return translate(
        "Tutorial",
        "In this lesson, exchange tiles: press Exchange..., choose the tiles, then confirm.",
    )


def done(tutor: str) -> StepText:
    return step_text(
        translate("Tutorial", "You know the game"),
        translate(
            "Tutorial",
            "Laying tiles, premium squares, bingos, challenges and exchanges: that is the "
            "whole game. Play on against %1, who now plays by herself, or start a new game "
            "from the File menu. This game does not count for your rating.",
        ),
        tutor,
    )


#: The steps in order: an explanation, then the lessons.
STEPS = ("intro", *tutorial.LESSONS)


class BoardGuide(Guide):
    """Leads the person through the board's guided game on ``table`` (a game of
    :func:`patentgame.model.board.tutorial.new_game`)."""

    steps = STEPS
    explanations: Mapping[Hashable, Hashable] = MappingProxyType({"intro": "place"})
    done = "done"
    person = PERSON
    tutor = TUTOR

    def __init__(self, table: BoardTable, ai: AiRunner) -> None:
        super().__init__(table, table.game_model, ai, GuideCard(table, table.side_column))
        self.board_table = table
        #: The person let the non-word stand (no move says so).
        self.accepted = False
        #: The words of the list the person's last bingo lacked (the lesson refused it).
        self._not_in_list: tuple[str, ...] = ()
        table.challenge_bar.decided.connect(self._answered)
        self.start()

    def _game(self) -> BoardGame:
        return self.model.game  # type: ignore[no-any-return]

    def _script(self) -> tutorial.Script:
        script = tutorial.script_of(self._game())
        assert script is not None
        return script

    # -- the lessons ------------------------------------------------------------------------------
    def lesson(self) -> str:
        return tutorial.lesson(self._game(), accepted=self.accepted)

    def allows(self, action: object) -> bool:
        game = self._game()
        self._not_in_list = ()
        if isinstance(action, Place) and action.seat == PERSON and self.lesson() == "bingo":
            faults = tutorial.bingo_faults(game, action)
            if faults != ("tiles",):
                self._not_in_list = faults
        return tutorial.allows(game, action, accepted=self.accepted)  # type: ignore[arg-type]

    def _bingo_hint(self) -> str:
        script = self._script()
        word, start = script.word(script.bingo), script.bingo[0]
        if self._not_in_list:
            words = ", ".join(word.upper() for word in self._not_in_list)
            return not_in_list_hint(words, word, start)
        return bingo_hint(word, start)

    def tutor_action(self) -> object | None:
        return tutorial.tutor_move(self._game())

    def hints(self) -> Mapping[Hashable, Callable[[], str]]:
        script = self._script()
        return {
            "place": lambda: place_hint(script.word(script.first), script.first[0]),
            "premium": lambda: premium_hint(script.word(script.premium), script.premium[0]),
            "bingo": self._bingo_hint,
            "challenge": challenge_hint,
            "exchange": exchange_hint,
        }

    def texts(self) -> Mapping[Hashable, Callable[[], StepText]]:
        script, tutor = self._script(), self.tutor_name()
        first, extra, seven = script.first, script.premium, script.bingo
        return {
            "intro": lambda: intro(tutor),
            "place": lambda: place(script.word(first), first[0]),
            "premium": lambda: premium(script.word(extra), extra[0], extra[2][0].upper()),
            "bingo": lambda: bingo(
                str(self._game().rules.bingo_bonus),
                script.word(seven),
                seven[0],
                seven[1] == "a",
            ),
            "challenge": lambda: challenge(tutor, self._pending_words()),
            "exchange": exchange,
            "done": lambda: done(tutor),
        }

    def _pending_words(self) -> str:
        """The words of the play open to challenge, as the board shows them."""
        return ", ".join(word.upper() for word in tutorial.pending_words(self._game()))

    # -- the question -----------------------------------------------------------------------------
    def guide_questions(self, on: bool) -> None:
        self.board_table.questions.guide = self._asks if on else None

    def _asks(self) -> bool:
        """Whether the table asks about the play just made: only the non-word, in its lesson."""
        return self.lesson() == "challenge"

    def _answered(self, decisions: dict[int, bool]) -> None:
        """The person answered at the bar: an accepted non-word stands (the game cannot say)."""
        if not self.running or self.lessons_over or self.lesson() != "challenge":
            return
        if decisions.get(PERSON) is False:
            self.accepted = True
            self.notes["exchange"] = missed_challenge(self._pending_words())
            self._follow()

    def note(self, event: object) -> None:
        if isinstance(event, ev.ChallengeResolved) and event.challenger == PERSON:
            words = ", ".join(word.upper() for word in event.invalid_words)
            self.notes["exchange"] = right_challenge(self.tutor_name(), words)

    def stop(self) -> None:
        if self.running:
            self.board_table.challenge_bar.decided.disconnect(self._answered)
        super().stop()

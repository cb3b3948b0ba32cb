"""The patent game's guided first game on the real table: the house's guide
(:mod:`patentgame.views.guide`: a card that explains each step, waits for the person to do it
with the table's own controls, and plays the computer player by its script) filled with the
patent game's lessons; its card takes its place above the log.

The lessons, the deal and the computer's moves are the engine's
(:mod:`patentgame.model.patent.tutorial`); the texts are in
:mod:`~patentgame.views.patent.tutorial_texts`. The guide reads the lesson from the game after
every change, so it follows whatever happens (a take-back included). While it runs, the game
model refuses the actions a lesson does not teach (with the lesson's hint), the computer player
waits for the script, and the table's challenge bar asks about every word of the computer and
waits for the person's answer (no countdown), whatever the settings say.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model.patent import events as ev
from patentgame.model.patent import tutorial
from patentgame.model.patent.actions import Action, Build, Respond
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.tutorial import PERSON, TUTOR, Lesson
from patentgame.views.guide import Guide, GuideCard, StepText
from patentgame.views.patent import tutorial_texts as lesson_texts

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.views.patent.table import PatentTable

#: The steps in order: lessons and the explanations between them. An explanation shows before
#: the lesson after it, until the person presses Next.
STEPS = (
    "intro",
    Lesson.BUILD,
    Lesson.BUY,
    Lesson.KEEP,
    Lesson.ACCEPT,
    "royalty",
    Lesson.POWER,
    Lesson.FINISH,
    Lesson.CHALLENGE,
    Lesson.DONE,
)
#: Each explanation and the lesson it comes before.
EXPLANATIONS: dict[Hashable, Hashable] = {"intro": Lesson.BUILD, "royalty": Lesson.POWER}

#: The guide's card (the house's guide, the same for every family).
CoachPanel = GuideCard


class TutorialGuide(Guide):
    """Leads the person through the patent game's guided game that the table has just been
    given: the house's :class:`~patentgame.views.guide.Guide` with the patent game's lessons.

    Args:
        table: the patent game's table (its game model holds the guided game).
        ai: the computer players' runner: the tutor's seat is left to the script meanwhile.
    """

    steps = STEPS
    explanations: Mapping[Hashable, Hashable] = MappingProxyType(EXPLANATIONS)
    done = Lesson.DONE
    person = PERSON
    tutor = TUTOR

    def __init__(self, table: PatentTable, ai: AiRunner) -> None:
        #: The words of the list the person's last two-word build lacked (the lesson refused it).
        self._not_in_list: tuple[str, ...] = ()
        super().__init__(
            table, table.game_model, ai, GuideCard(table, table.log, table.side_layout)
        )
        self.patent_table = table
        self.start()

    def _game(self) -> PatentGame:
        return self.model.game  # type: ignore[no-any-return]

    def guide_questions(self, on: bool) -> None:
        """The challenge bar waits for the person, and the tutor's words are asked about."""
        self.patent_table.questions.guide = _always if on else None

    def lesson(self) -> Lesson:
        return tutorial.lesson(self._game())

    def allows(self, action: object) -> bool:
        game = self._game()
        self._not_in_list = ()
        if isinstance(action, Build) and action.seat == PERSON and self.lesson() is Lesson.POWER:
            self._not_in_list = tutorial.power_faults(game, action)
        return tutorial.allows(game, action)  # type: ignore[arg-type]

    def _power_hint(self) -> str:
        if self._not_in_list:
            return lesson_texts.power_not_in_list_hint(", ".join(self._not_in_list))
        return lesson_texts.power_hint()

    def hints(self) -> Mapping[Hashable, Callable[[], str]]:
        return {
            Lesson.BUILD: lesson_texts.build_hint,
            Lesson.BUY: lesson_texts.buy_hint,
            Lesson.KEEP: lesson_texts.keep_hint,
            Lesson.ACCEPT: lesson_texts.answer_hint,
            Lesson.POWER: self._power_hint,
            Lesson.FINISH: lesson_texts.finish_hint,
            Lesson.CHALLENGE: lesson_texts.answer_hint,
        }

    def tutor_action(self) -> Action | None:
        return tutorial.tutor_action(self._game())

    def tutor_pace(self, action: object) -> int:
        # The tutor answers the person's words at once; its own moves take a moment to see.
        return 0 if isinstance(action, Respond) else self.ai.pace_ms

    def note(self, event: object) -> None:
        """Keep what the next steps explain: the person's answers, the royalties they paid.
        (Events come once their action is played: ``turns`` is the turn they happened in.)"""
        tutor = self.tutor_name()
        turn = self._game().turns
        if isinstance(event, ev.Responded) and event.seat == PERSON:
            if turn == 1 and event.challenge:
                self.notes["royalty"] = lesson_texts.challenged_a_word(tutor)
            elif turn == 3:
                answer = lesson_texts.right_challenge(tutor) if event.challenge else None
                self.notes[Lesson.DONE] = answer or lesson_texts.missed_challenge()
        elif isinstance(event, ev.RoyaltyPaid) and event.owner == TUTOR and turn == 2:
            self.notes[Lesson.FINISH] = lesson_texts.paid_royalty(tutor, event.letter)

    def texts(self) -> Mapping[Hashable, Callable[[], StepText]]:
        tutor = self.tutor_name()
        return {
            "intro": lambda: lesson_texts.intro(tutor),
            Lesson.BUILD: lesson_texts.build,
            Lesson.BUY: lesson_texts.buy,
            Lesson.KEEP: lesson_texts.keep,
            Lesson.ACCEPT: lambda: lesson_texts.accept(tutor),
            "royalty": lambda: lesson_texts.royalty(tutor),
            Lesson.POWER: lesson_texts.power,
            Lesson.FINISH: lesson_texts.finish,
            Lesson.CHALLENGE: lambda: lesson_texts.challenge(tutor),
            Lesson.DONE: lambda: lesson_texts.done(tutor),
        }


def _always() -> bool:
    """The guided game asks about every word it teaches the question with."""
    return True

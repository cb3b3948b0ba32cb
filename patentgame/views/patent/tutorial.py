"""The guided first game on the real table: a panel that explains each step, waits for the
person to do it with the table's own controls, and plays the computer player by its script.

The lessons, the deal and the computer's moves are the engine's
(:mod:`patentgame.model.patent.tutorial`); the texts are in
:mod:`~patentgame.views.patent.tutorial_texts`. The guide reads the lesson from the game after
every change, so it follows whatever happens (a take-back included). While it runs, the game
model refuses the actions a lesson does not teach (with the lesson's hint), the computer player
waits for the script, and the table's challenge bar asks about every word of the computer and
waits for the person's answer (no countdown), whatever the settings say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from patentgame.model.patent import events as ev
from patentgame.model.patent import tutorial
from patentgame.model.patent.actions import Action, Respond
from patentgame.model.patent.game import Game
from patentgame.model.patent.tutorial import PERSON, TUTOR, Lesson
from patentgame.views.patent import tutorial_texts as texts

#: No limit to a widget's size (Qt's QWIDGETSIZE_MAX).
QWIDGETSIZE_MAX = (1 << 24) - 1

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.views.patent.table import GameTable

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
EXPLANATIONS = {"intro": Lesson.BUILD, "royalty": Lesson.POWER}

_PANEL_STYLE = """
QFrame#coach { background: #faf3e0; border: 2px solid #f2c14e;
  border-radius: 14px; }
QLabel { color: #2b1d0e; background: transparent; border: none; }
QLabel#caption { color: #7a5b2e; font-size: 12px; }
QLabel#title { font-size: 17px; font-weight: bold; }
QLabel#body { font-size: 14px; }
QLabel#note { font-size: 14px; color: #1d5b32; font-weight: bold; }
QPushButton#quiet { font-size: 12px; font-weight: normal; padding: 2px 4px; border: none;
  background: transparent; color: #7a5b2e; text-decoration: underline; }
QPushButton#quiet:hover { color: #2b1d0e; background: transparent; }
"""


def _named_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)  # the panel's style sheet sets each kind of line apart
    return label


class CoachPanel(QFrame):
    """The guide's panel: in the log's column, above the log (which stays readable under it);
    over the bottom right corner of the table when the log is folded away.

    Signals:
        next_pressed(): the person read an explanation.
        close_pressed(): the person closes the guide.
    """

    next_pressed = Signal()
    close_pressed = Signal()

    def __init__(self, host: QWidget, anchor: QWidget, dock: QBoxLayout | None = None) -> None:
        super().__init__(host)
        self._host = host
        self._anchor = anchor
        self._dock = dock
        self.setObjectName("coach")
        self.setStyleSheet(_PANEL_STYLE)
        self.setAccessibleName(texts.caption(1, len(STEPS)))
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(6)
        self.caption, self.title, self.body, self.note = (
            _named_label(name) for name in ("caption", "title", "body", "note")
        )
        for label in (self.title, self.body, self.note):
            label.setWordWrap(True)
        for label in (self.caption, self.title, self.body, self.note):
            layout.addWidget(label)
        self.next_button = QPushButton(texts.next_button())
        self.next_button.setObjectName("primary")
        self.close_button = QPushButton(texts.close_button())
        self.close_button.setObjectName("quiet")
        for button in (self.close_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.next_button)
        closing = QHBoxLayout()
        closing.addStretch(1)
        closing.addWidget(self.close_button)
        layout.addLayout(closing)
        self.next_button.clicked.connect(self.next_pressed)
        self.close_button.clicked.connect(self.close_pressed)
        host.installEventFilter(self)
        self.hide()

    def show_step(self, number: int, text: texts.StepText, note: str, *, explains: bool) -> None:
        """Show step ``number``: ``explains`` shows Next (the table waits for it)."""
        self.caption.setText(texts.caption(number, len(STEPS)))
        self.title.setText(text.title)
        self.body.setText(text.body)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.next_button.setVisible(explains)
        self.show()
        self.raise_()
        self._place()

    def set_note(self, note: str) -> None:
        """A line under the step (what just happened, or whose move it is)."""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self._place()

    def set_last(self) -> None:
        """The last step: one button, to play on (it closes the guide)."""
        self.close_button.hide()
        self.next_button.setText(texts.finish_button())
        self.next_button.show()
        self._place()

    def _place(self) -> None:
        """Above the game log in its column (the log's last lines stay in sight: laid over
        them, the card hid what the computer had just played); in the bottom right corner
        when the log is hidden."""
        host, anchor, dock = self._host, self._anchor, self._dock
        if dock is not None and anchor.isVisible():
            if dock.indexOf(self) < 0:
                dock.insertWidget(dock.indexOf(anchor), self)
            self.setMinimumSize(0, 0)
            self.setMaximumSize(anchor.maximumWidth(), QWIDGETSIZE_MAX)
            table_layout = host.layout()
            if table_layout is not None:
                table_layout.activate()  # in place now: its buttons take a click at once
            return
        if dock is not None and dock.indexOf(self) >= 0:
            dock.removeWidget(self)  # the log folded away: over the table's corner instead
        if anchor.isVisible():
            area = anchor.geometry()
            width = max(250, area.width())
            x, y = area.right() - width, area.top()
        else:
            width = 300
            x, y = host.width() - width - 24, -1
        self.setFixedWidth(width)
        layout = self._layout
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0
        self.setFixedHeight(max(height, layout.totalMinimumSize().height()))
        if y < 0:
            y = host.height() - self.height() - 24
        self.move(x, y)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() is QEvent.Type.Resize and self.isVisible():
            self._place()
        return False


class TutorialGuide(QObject):
    """Leads the person through the guided game that the table has just been given.

    Args:
        table: the patent game's table (its game model holds the guided game).
        ai: the computer players' runner: the tutor's seat is left to the script meanwhile.
    """

    def __init__(self, table: GameTable, ai: AiRunner) -> None:
        super().__init__(table)
        self.table = table
        self.model = table.game_model
        self.ai = ai
        self.panel = CoachPanel(table, table.log, table.side_layout)
        self.panel.next_pressed.connect(self._next)
        self.panel.close_pressed.connect(self.stop)
        self._read: set[str] = set()
        self._notes: dict[str | Lesson, str] = {}
        self._running = True
        self._lessons_over = False
        self._tutor_due = False
        # The challenge bar waits for the person, and the tutor's words are asked about.
        table.questions.guided = True
        self.model.set_gate(self._gate)
        self.ai.hold(frozenset({TUTOR}))
        self.model.event_occurred.connect(self._note)
        self.model.state_changed.connect(self._follow)
        self.model.game_started.connect(self.stop)
        table.installEventFilter(self)
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on the table reads on (Next) while a step only explains."""
        if (
            watched is self.table
            and event.type() is QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.panel.next_button.isVisible()
            and isinstance(self.step(), str)
        ):
            self.panel.next_button.click()
            return True
        return False

    # -- reading the game -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._running

    def _game(self) -> Game:
        return self.model.game

    def step(self) -> str | Lesson:
        """The step shown now: a lesson, or an explanation before it."""
        now = tutorial.lesson(self._game())
        for explanation, lesson in EXPLANATIONS.items():
            if lesson is now and explanation not in self._read:
                return explanation
        return now

    # -- what the guide lets through --------------------------------------------------------------
    def _gate(self, action: Action) -> str | None:
        game = self._game()
        if action.seat != PERSON or self._lessons_over:
            return None
        if isinstance(self.step(), str):
            return texts.read_first()
        if tutorial.allows(game, action):
            return None
        hints: dict[Lesson, Callable[[], str]] = {
            Lesson.BUILD: texts.build_hint,
            Lesson.BUY: texts.buy_hint,
            Lesson.KEEP: texts.keep_hint,
            Lesson.ACCEPT: texts.answer_hint,
            Lesson.POWER: texts.power_hint,
            Lesson.FINISH: texts.finish_hint,
            Lesson.CHALLENGE: texts.answer_hint,
        }
        hint = hints.get(tutorial.lesson(game))
        return hint() if hint else None

    # -- following the game -----------------------------------------------------------------------
    def _note(self, event: object, _text: str) -> None:
        """Keep what the next steps explain: the person's answers, the royalties they paid.
        (Events come once their action is played: ``turns`` is the turn they happened in.)"""
        tutor = self.model.shown_name(TUTOR)
        turn = self._game().turns
        if isinstance(event, ev.Responded) and event.seat == PERSON:
            if turn == 1 and event.challenge:
                self._notes["royalty"] = texts.challenged_a_word(tutor)
            elif turn == 3:
                answer = texts.right_challenge(tutor) if event.challenge else None
                self._notes[Lesson.DONE] = answer or texts.missed_challenge()
        elif isinstance(event, ev.RoyaltyPaid) and event.owner == TUTOR and turn == 2:
            self._notes[Lesson.FINISH] = texts.paid_royalty(tutor, event.letter)

    def _follow(self) -> None:
        if not self._running or not self.model.has_game:
            return
        game = self._game()
        step = self.step()
        if step is Lesson.DONE and not self._lessons_over:
            self._end_lessons()
        self._show(step)
        action = tutorial.tutor_action(game) if not isinstance(step, str) else None
        if action is not None and not self._tutor_due and not self._lessons_over:
            self._tutor_due = True
            QTimer.singleShot(self._tutor_pace(action), self, self._tutor_plays)

    def _tutor_pace(self, action: Action) -> int:
        # The tutor answers the person's words at once; its own moves take a moment to see.
        return 0 if isinstance(action, Respond) else self.ai.pace_ms

    def _tutor_plays(self) -> None:
        """The tutor's move, read again from the game: the person may have taken back."""
        self._tutor_due = False
        if not self._running or self._lessons_over or not self.model.has_game:
            return
        action = tutorial.tutor_action(self._game())
        if action is not None:
            self.model.submit(action)

    def _show(self, step: str | Lesson) -> None:
        tutor = self.model.shown_name(TUTOR)
        shown: dict[str | Lesson, Callable[[], texts.StepText]] = {
            "intro": lambda: texts.intro(tutor),
            Lesson.BUILD: texts.build,
            Lesson.BUY: texts.buy,
            Lesson.KEEP: texts.keep,
            Lesson.ACCEPT: lambda: texts.accept(tutor),
            "royalty": lambda: texts.royalty(tutor),
            Lesson.POWER: texts.power,
            Lesson.FINISH: texts.finish,
            Lesson.CHALLENGE: lambda: texts.challenge(tutor),
            Lesson.DONE: lambda: texts.done(tutor),
        }
        waiting = isinstance(step, Lesson) and PERSON not in self._game().to_act
        if waiting and step is not Lesson.DONE and self.panel.isVisible():
            # The tutor is to move: the last step stays up until the person is asked again.
            self.panel.set_note(texts.waiting(tutor))
            return
        note = self._notes.get(step, "")
        explains = step in EXPLANATIONS
        self.panel.show_step(STEPS.index(step) + 1, shown[step](), note, explains=explains)
        if step is Lesson.DONE:
            self.panel.set_last()

    def _next(self) -> None:
        step = self.step()
        if step is Lesson.DONE:
            self.stop()
            return
        if isinstance(step, str):
            self._read.add(step)
        self.table.setFocus()
        self._follow()

    def _end_lessons(self) -> None:
        """The lessons are over: the computer plays by itself, every action is allowed and the
        challenge bar follows the settings again."""
        self._lessons_over = True
        self.model.set_gate(None)
        self.ai.hold(frozenset())
        self.table.questions.guided = False

    def stop(self) -> None:
        """Close the guide (the person closed it, or another game started): the table, the
        game model and the computer player work as in any game again."""
        if not self._running:
            return
        self._running = False
        self.table.removeEventFilter(self)
        self.model.set_gate(None)
        self.ai.hold(frozenset())
        self.table.questions.guided = False
        self.panel.hide()
        self.panel.deleteLater()
        if self.table.tutorial_guide is self:
            self.table.tutorial_guide = None
        self.deleteLater()

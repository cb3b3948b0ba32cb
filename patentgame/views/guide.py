"""The guided first game's guide, the same for every family: a card on the real table that
explains each step, waits for the person to do it with the table's own controls, refuses what
the step does not teach (with its hint), and plays the computer player by its script.

A family fills it with its lessons (:class:`Guide`'s hooks: the steps in order, the lesson the
game is at, what a lesson allows, each step's text, the tutor's next move); its deal and script
are the family's model (``model/<family>/tutorial.py``). The guide reads the lesson from the game
after every change, so it follows whatever happens (a take-back included). While it runs, the
game model refuses the actions a lesson does not teach (the card says the hint), and the
computer player waits for the script.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal
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

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.controller.game_model import AnyGameModel
    from patentgame.model.games import SeatAction
    from patentgame.views.family_table import FamilyTable

#: No limit to a widget's size (Qt's QWIDGETSIZE_MAX).
QWIDGETSIZE_MAX = (1 << 24) - 1

#: Qt's translation of a sentence, the context (``Tutorial``) written out at every call so that
#: the translation build finds it.
translate = QCoreApplication.translate


class StepText(NamedTuple):
    """What the guide's card shows for one step."""

    title: str
    body: str


def step_text(title: str, body: str, *values: str) -> StepText:
    """A step's title and its body with ``%1``, ``%2``... replaced by ``values`` (the tutor's
    name, a word of the lesson)."""
    return StepText(title, fill(body, *values))


def fill(text: str, *values: str) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``values``."""
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def caption(step: int, steps: int) -> str:
    """The line above each step: where the person is in the guide."""
    return fill(translate("Tutorial", "Guided first game · step %1 of %2"), str(step), str(steps))


def waiting(tutor: str) -> str:
    """The note while the computer player moves."""
    return fill(translate("Tutorial", "%1 is playing..."), tutor)


def read_first() -> str:
    """The hint while a step only explains: the table waits for Next."""
    return translate("Tutorial", "First read the guide, then press Next.")


def next_button() -> str:
    return translate("Tutorial", "Next  (Enter)")


def close_button() -> str:
    return translate("Tutorial", "Close the guide")


def finish_button() -> str:
    return translate("Tutorial", "Play on")


_CARD_STYLE = """
QFrame#coach { background: #faf3e0; border: 2px solid #f2c14e;
  border-radius: 14px; }
QLabel { color: #2b1d0e; background: transparent; border: none; }
QLabel#caption { color: #7a5b2e; font-size: 12px; }
QLabel#title { font-size: 17px; font-weight: bold; }
QLabel#body { font-size: 14px; }
QLabel#note { font-size: 14px; color: #1d5b32; font-weight: bold; }
QLabel#hint { font-size: 14px; color: #9b2c1f; font-weight: bold; }
QPushButton#quiet { font-size: 12px; font-weight: normal; padding: 2px 4px; border: none;
  background: transparent; color: #7a5b2e; text-decoration: underline; }
QPushButton#quiet:hover { color: #2b1d0e; background: transparent; }
"""


def _named_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)  # the card's style sheet sets each kind of line apart
    return label


class GuideCard(QFrame):
    """The guide's card. With a ``dock`` (a column of the table's layout) it takes its place
    above ``anchor`` in that column; without one (or while ``anchor`` is hidden) it lies over
    the table, over the bottom of ``anchor`` (the side column), so the play area keeps its
    place and size.

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
        self.setStyleSheet(_CARD_STYLE)
        self.setAccessibleName(translate("Tutorial", "Guided first game"))
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(6)
        self.caption, self.title, self.body, self.note, self.hint = (
            _named_label(name) for name in ("caption", "title", "body", "note", "hint")
        )
        for label in (self.title, self.body, self.note, self.hint):
            label.setWordWrap(True)
        for label in (self.caption, self.title, self.body, self.note, self.hint):
            layout.addWidget(label)
        self.hint.hide()
        self.next_button = QPushButton(next_button())
        self.next_button.setObjectName("primary")
        self.close_button = QPushButton(close_button())
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

    def show_step(
        self, number: int, steps: int, text: StepText, note: str, *, explains: bool
    ) -> None:
        """Show step ``number`` of ``steps``: ``explains`` shows Next (the table waits for it)."""
        self.caption.setText(caption(number, steps))
        self.title.setText(text.title)
        self.body.setText(text.body)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.hint.clear()
        self.hint.hide()
        self.next_button.setVisible(explains)
        self.show()
        self.raise_()
        self._place()

    def set_note(self, note: str) -> None:
        """A line under the step (what just happened, or whose move it is)."""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self._place()

    def set_hint(self, hint: str) -> None:
        """The lesson's hint, after an action it does not teach was refused."""
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self._place()

    def set_last(self) -> None:
        """The last step: one button, to play on (it closes the guide)."""
        self.close_button.hide()
        self.next_button.setText(finish_button())
        self.next_button.show()
        self._place()

    def _place(self) -> None:
        """In the dock above the anchor (the patent game's log: its last lines stay in sight),
        else over the bottom of the anchor, else in the table's bottom right corner."""
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
            corner = anchor.mapTo(host, QPoint(0, 0))
            width = max(250, anchor.width())
            x = corner.x() + anchor.width() - width
            bottom = corner.y() + anchor.height()
        else:
            width = 300
            x, bottom = host.width() - width - 24, host.height() - 24
        self.setFixedWidth(width)
        layout = self._layout
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0
        self.setFixedHeight(max(height, layout.totalMinimumSize().height()))
        self.move(x, max(0, bottom - self.height()))
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() is QEvent.Type.Resize and self.isVisible():
            self._place()
        return False


class Guide(QObject):
    """Leads the person through the guided game the table has just been given. A family
    subclasses it and fills in its lessons (the hooks below).

    Attributes (set by the family before :meth:`start`):
        steps: every step in order: the lessons and the explanations between them.
        explanations: each explanation and the lesson it comes before (shown until Next).
        done: the last lesson (the lessons are over: the tutor plays by itself).
        person, tutor: the seats.
    """

    steps: tuple[Hashable, ...] = ()
    explanations: Mapping[Hashable, Hashable] = MappingProxyType({})
    done: Hashable = "done"
    person = 0
    tutor = 1

    def __init__(
        self, table: FamilyTable, model: AnyGameModel, ai: AiRunner, card: GuideCard
    ) -> None:
        super().__init__(table)
        self.table = table
        self.model = model
        self.ai = ai
        self.panel = card
        card.next_pressed.connect(self._next)
        card.close_pressed.connect(self.stop)
        self._read: set[Hashable] = set()
        #: What the next steps say about what happened (the family's :meth:`note`).
        self.notes: dict[Hashable, str] = {}
        self._running = True
        self._lessons_over = False
        self._tutor_due = False

    def start(self) -> None:
        """Take the table over: the gate, the tutor's seat, the signals; show the first step."""
        self.model.set_gate(self._gate)
        self.ai.hold(frozenset({self.tutor}))
        self.model.event_occurred.connect(self._noted)
        self.model.state_changed.connect(self._follow)
        self.model.game_started.connect(self.stop)
        self.model.action_refused.connect(self._refused)
        self.table.installEventFilter(self)
        self.guide_questions(True)
        self._follow()

    # -- the family's hooks ------------------------------------------------------------------------
    def lesson(self) -> Hashable:
        """The lesson the game is at."""
        raise NotImplementedError

    def allows(self, action: object) -> bool:
        """Whether the lesson accepts the person's ``action``."""
        raise NotImplementedError

    def hints(self) -> Mapping[Hashable, Callable[[], str]]:
        """Each lesson's words for an action it refuses (a lesson without any says nothing)."""
        return {}

    def texts(self) -> Mapping[Hashable, Callable[[], StepText]]:
        """Each step's title and body, made when the step is shown."""
        raise NotImplementedError

    def hint(self, lesson: Hashable) -> str | None:
        """What to say when ``lesson`` refuses an action."""
        hint = self.hints().get(lesson)
        return hint() if hint else None

    def text(self, step: Hashable) -> StepText:
        """The title and body of ``step``."""
        return self.texts()[step]()

    def tutor_action(self) -> object | None:
        """The tutor's move now, if the script waits for it."""
        raise NotImplementedError

    def note(self, event: object) -> None:
        """Keep what the next steps say about an event (into :attr:`notes`)."""

    def guide_questions(self, on: bool) -> None:
        """The table's questions (a challenge) follow the lesson while ``on``, else the
        settings."""

    def tutor_pace(self, action: object) -> int:
        """Milliseconds before the tutor's ``action``: its moves take a moment to see."""
        return self.ai.pace_ms

    # -- reading the game -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._running

    @property
    def lessons_over(self) -> bool:
        return self._lessons_over

    def tutor_name(self) -> str:
        return self.model.shown_name(self.tutor)

    def step(self) -> Hashable:
        """The step shown now: a lesson, or an explanation before it."""
        now = self.lesson()
        for explanation, lesson in self.explanations.items():
            if lesson == now and explanation not in self._read:
                return explanation
        return now

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on the table reads on (Next) while a step only explains."""
        if (
            watched is self.table
            and event.type() is QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.panel.next_button.isVisible()
            and self.step() in self.explanations
        ):
            self.panel.next_button.click()
            return True
        return False

    # -- what the guide lets through --------------------------------------------------------------
    def _gate(self, action: SeatAction) -> str | None:
        if action.seat != self.person or self._lessons_over:
            return None
        if self.step() in self.explanations:
            return read_first()
        if self.allows(action):
            return None
        return self.hint(self.lesson())

    def _refused(self, text: str) -> None:
        """Whatever refused the person's action (the lesson or the rules), the card says it."""
        if self._running and not self._lessons_over:
            self.panel.set_hint(text)

    # -- following the game -----------------------------------------------------------------------
    def _noted(self, event: object, _text: str) -> None:
        if self._running:
            self.note(event)

    def _follow(self) -> None:
        if not self._running or not self.model.has_game:
            return
        step = self.step()
        if step == self.done and not self._lessons_over:
            self._end_lessons()
        self._show(step)
        action = self.tutor_action() if step not in self.explanations else None
        if action is not None and not self._tutor_due and not self._lessons_over:
            self._tutor_due = True
            QTimer.singleShot(self.tutor_pace(action), self, self._tutor_plays)

    def _tutor_plays(self) -> None:
        """The tutor's move, read again from the game: the person may have taken back."""
        self._tutor_due = False
        if not self._running or self._lessons_over or not self.model.has_game:
            return
        action = self.tutor_action()
        if action is not None:
            self.model.submit(action)

    def _show(self, step: Hashable) -> None:
        waiting_for_tutor = self.person not in self.model.game.to_act
        if (
            step not in self.explanations
            and waiting_for_tutor
            and step != self.done
            and self.panel.isVisible()
        ):
            # The tutor is to move: the last step stays up until the person is asked again.
            self.panel.set_note(waiting(self.tutor_name()))
            return
        note = self.notes.get(step, "")
        explains = step in self.explanations
        number = self.steps.index(step) + 1
        self.panel.show_step(number, len(self.steps), self.text(step), note, explains=explains)
        if step == self.done:
            self.panel.set_last()

    def _next(self) -> None:
        step = self.step()
        if step == self.done:
            self.stop()
            return
        if step in self.explanations:
            self._read.add(step)
        self.table.setFocus()
        self._follow()

    def _end_lessons(self) -> None:
        """The lessons are over: the computer plays by itself, every action is allowed and the
        questions follow the settings again."""
        self._lessons_over = True
        self.model.set_gate(None)
        self.ai.hold(frozenset())
        self.guide_questions(False)

    def stop(self) -> None:
        """Close the guide (the person closed it, or another game started): the table, the
        game model and the computer player work as in any game again."""
        if not self._running:
            return
        self._running = False
        self.table.removeEventFilter(self)
        self.model.set_gate(None)
        self.ai.hold(frozenset())
        self.guide_questions(False)
        for signal, slot in (
            (self.model.event_occurred, self._noted),
            (self.model.state_changed, self._follow),
            (self.model.game_started, self.stop),
            (self.model.action_refused, self._refused),
        ):
            signal.disconnect(slot)
        self.panel.hide()
        self.panel.deleteLater()
        if self.table.tutorial_guide is self:
            self.table.tutorial_guide = None
        self.deleteLater()

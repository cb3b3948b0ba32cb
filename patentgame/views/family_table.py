"""`FamilyTable`: what the main window asks of every game family's table.

(:class:`TableAction` and :class:`Summary` are named tuples, not dataclasses: a dataclass costs
a third of a millisecond of every start to make.)

The main window is the same for every family: menus, files, settings, the summary at the end.
The table in its middle is the family's own (``views/<family>/table.py``); it subclasses this
base, the table kit, which does once for every family what a table must: the game's log (a
computer's failure in the warning colour), the questions between moves (the one challenge bar
and hand-over screen, :class:`~patentgame.views.questions.TableQuestions`, fed by the family's
game model), the summary's way into the game's review, and the sound cues (the family names
them, the window's sound plays them). A family supplies its play area and the hooks below,
each with a default that does nothing (:class:`FamilyHooks` lists them).

A family's table is made by the registry (``patentgame.families``, part ``table``) with the
family's game model, the shared :class:`~patentgame.controller.turn_flow.TurnFlow`, the
window's :class:`TableServices` and the window as parent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, NamedTuple, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QPushButton, QWidget

from patentgame.controller.game_model import AnyGameModel
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.views.challenge_bar import ChallengeBar
from patentgame.views.game_log import GameLog
from patentgame.views.in_view import show_soon
from patentgame.views.overlays import HandoverScreen, Toast
from patentgame.views.painting import paint_felt
from patentgame.views.questions import TableQuestions
from patentgame.views.table_log import TableLog

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.keeping.stats.store import StatsStore
    from patentgame.model.games import KeptGame
    from patentgame.model.lexicon import WordList
    from patentgame.views.themes import Theme


@dataclass(frozen=True, slots=True)
class TableServices:
    """What a table uses of the window, handed in when it is made (a table never reaches
    through ``self.window()`` for them).

    Attributes:
        ai: the computer players' runner (held while the people answer a question; the
            guided games script their computer through it).
        ask: asks the person a yes/no question (title, text): a message box, or the keeping
            of games' own.
    """

    ai: AiRunner
    ask: Callable[[str, str], bool]


class TableAction(NamedTuple):
    """One entry of the Game menu, offered by the family's table.

    Attributes:
        name: key in ``MainWindow.named_actions`` (tests and shortcuts find it there).
        text: the menu text (already translated).
        slot: what it does.
        shortcut: its key sequence ("" for none).
    """

    name: str
    text: str
    slot: Callable[[], None]
    shortcut: str = ""


class SeatSummary(NamedTuple):
    """One player at the end of a game, as the summary celebrates them.

    Attributes:
        seat: the seat.
        name: what to call them ("You" for the person playing alone).
        rank: 1 for the winners; players level on score and tie-break share a rank.
        score: the final score.
        breakdown: how the score was made, in the family's words.
        highlights: (caption, text) pairs: best word, best turn, ...
        winner: whether they won.
        colour: their seat colour (an index into the palette).
        person: a person, not a computer (personal bests and ratings are people's).
    """

    seat: int
    name: str
    rank: int
    score: int
    breakdown: str
    highlights: tuple[tuple[str, str], ...] = ()
    winner: bool = False
    colour: int = 0
    person: bool = False


class Summary(NamedTuple):
    """The end of a game as the summary dialog shows it.

    Attributes:
        heading: who won, in a sentence ("You win!").
        seats: every player, the winners first.
        explanation: one line on what the score is.
        subheading: the line under the heading ("": the winner's points and the turns).
        chart_steps: what the chart's steps are, under its axis ("": turns; BuyWord's are
            rounds).
    """

    heading: str
    seats: tuple[SeatSummary, ...]
    explanation: str = ""
    subheading: str = ""
    chart_steps: str = ""


class GuidedGame(Protocol):
    """A family's guided first game (Help > Guided first game), as the window starts it: the
    table's :attr:`FamilyTable.guided_game` (``views/<family>/guided_game.py``)."""

    def lexicon_id(self, variant: str) -> str | None:
        """The word list of the guided game ``variant`` (a board game's rule set, "" for the
        family's one); ``None``: the family's default."""
        ...

    def new_game(self, variant: str, lexicon: WordList, person: str) -> KeptGame | None:
        """A new guided first game for ``person``; ``None`` when the family has none."""
        ...

    def lead(self, ai: AiRunner) -> None:
        """Lead the person through the guided game the table now shows; ``ai`` leaves the
        scripted computer player to the guide."""
        ...


def felt_button(
    text: str,
    slot: Callable[[], object] | None = None,
    *,
    name: str = "",
    tip: str = "",
    parent: QWidget | None = None,
) -> QPushButton:
    """A button of a table's turn: it never takes the keyboard from the table (whose keys
    play), ``name`` picks its style ("primary", "power"), and a click calls ``slot`` without
    the button's checked state."""
    button = QPushButton(text, parent)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if tip:
        button.setToolTip(tip)
    if name:
        button.setObjectName(name)
    if slot is not None:
        button.clicked.connect(lambda _=False: slot())
    return button


class SettingsFollower(Protocol):
    """A part of a table that follows the settings (the coach's panel: its hints and best
    plays after a turn)."""

    def apply(self, settings: Settings) -> None: ...


class Worker(Protocol):
    """A part of a table that works on threads of its own (the coach, the hints): shut down
    with the table."""

    def wait_for(self, signal: SignalInstance) -> None:
        """Start no work before ``signal`` (the table's first frame)."""

    def shutdown(self) -> None: ...


class FamilyHooks(Protocol):
    """What a family's table supplies to the kit. :class:`FamilyTable` has a default for each
    (nothing, or the plain choice); a family overrides the ones it needs."""

    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """The people answered the challenge bar (seat -> challenges): play it in the game."""
        ...

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        """The hand-over screen's sentence and button for ``seat`` ("": the screen's own)."""
        ...

    def questions_changed(self) -> None:
        """A question was put or answered, or the screen came: show the table as it is."""
        ...

    def handed_over(self, seat: int) -> None:
        """The person at ``seat`` took the device."""
        ...

    def cue_name(self, event: object) -> str | None:
        """The sound cue of an engine event (``controller/<family>/cues.py``), or ``None``."""
        ...

    def summary_section(self) -> QWidget | None:
        """The family's own part of the summary at the end."""
        ...


class FamilyTable(QWidget):
    """Base of each family's table: the kit (see the module's text).

    Args:
        game_model: the family's game model.
        flow: the turn flow (who holds the device).
        services: what the table uses of the window.

    Signals:
        first_drawn(): the table has been painted for the first time (emitted just after that
            paint, from the event loop), so work the player need not wait for can start.
        settings_wanted(settings): the person changed a setting on the table (a check box in
            a question); the window applies the new settings everywhere and keeps them.
        status_message(text, milliseconds): a passing remark for the window's status bar.
    """

    first_drawn = Signal()
    settings_wanted = Signal(object)
    status_message = Signal(str, int)

    #: Whether the family takes actions back (Edit > Take back). While a person plays, the
    #: entry then stays on, and pressing it when nothing can be taken back says why
    #: (:meth:`take_back` does), rather than a greyed-out entry and a silent Ctrl+Z.
    offers_take_back: ClassVar[bool] = False
    #: The challenge bar may put "Always accept" on a second line (a bar spanning a column).
    bar_may_wrap: ClassVar[bool] = False
    #: The log marks every line of a seat with its dot, explanations and failures too (else
    #: those are set in, without a dot).
    log_marks_every_line: ClassVar[bool] = False
    #: The tint of a computer's explanation in the log ("": the log's quiet note style).
    log_note_tint: ClassVar[str] = ""
    #: The width of the felt's wooden rim round the table.
    felt_rim: ClassVar[float] = 14
    #: The log shows as Settings > Show the game log says (a family that folds its log away
    #: on a narrow window shows it itself).
    log_follows_setting: ClassVar[bool] = True

    def __init__(
        self,
        game_model: AnyGameModel,
        flow: TurnFlow,
        services: TableServices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.has_drawn = False
        self.services = services
        #: The guide of the guided first game, while it runs (the guide clears it when it ends).
        self.tutorial_guide: QObject | None = None
        #: The family's guided first game (``None``: it has none).
        self.guided_game: GuidedGame | None = None
        #: The parts that take every new setting (:meth:`apply`) and the ones whose threads
        #: stop with the table (:meth:`stop_thinking`): the family adds its own.
        self.settings_followers: list[SettingsFollower] = []
        self.workers: list[Worker] = []
        #: The settings last applied (:meth:`apply`); the window's are the only ones kept.
        self.settings = Settings()
        #: The game's story; every family's table shows one.
        self.log = GameLog()
        self.flow = flow
        # The announcement is made when first needed: a first start shows none, and making it
        # costs a millisecond of it.
        self._toast: Toast | None = None
        #: The least size the window gives the table at its zoom (:meth:`fit_least`).
        self._room = QSize(0, 0)
        #: The height a screen laid over the whole table needs (:meth:`make_room_for_cover`).
        self._covered = 0
        #: The family's game model (a family's table names its own type of it).
        self.game_model = game_model
        #: The story, told in the log the same way in every family.
        self.story = TableLog(
            self.log,
            game_model,
            marks_every_line=self.log_marks_every_line,
            note_tint=self.log_note_tint,
        )
        game_model.game_started.connect(self._game_started)
        #: The questions between moves: the challenge bar (the family places
        #: ``questions.bar`` in its layout) and the hand-over screen.
        self.questions = self.make_questions(game_model, flow)
        self.build()
        # The first frame first: a coach that began on the first turn at once would draw
        # the interpreter's lock from it (its engine's imports, its search).
        for worker in self.workers:
            worker.wait_for(self.first_drawn)

    def build(self) -> None:
        """Build the family's play area, its parts and its own state (the kit's own parts are
        made: the log, the questions, the services), and put ``self.challenge_bar`` in it."""

    def _game_started(self) -> None:
        """A game was started or opened: the table starts afresh. The turn flow saw the new
        game first: a hand-over it asked for is the new game's, and is put now."""
        self.reset()
        # A table larger than its window (200 % on a laptop) starts on the person's pieces:
        # it stayed where the welcome screen or the last game had it, the hand out of sight.
        show_soon(self.pieces_in_hand())
        waiting = self.flow.waiting_for
        if waiting is not None:
            self.questions.hand_over(waiting)

    def make_questions(self, game_model: AnyGameModel, flow: TurnFlow) -> TableQuestions:
        """The table's questions (a family that adds to them makes its own kind)."""
        return TableQuestions(
            self, game_model, flow, self.services.ai.set_paused, may_wrap=self.bar_may_wrap
        )

    @property
    def challenge_bar(self) -> ChallengeBar:
        """The one challenge bar."""
        return self.questions.bar

    @property
    def handover(self) -> HandoverScreen:
        """The screen that hides every hand until the next person takes the device."""
        return self.questions.screen

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.questions.screen_up:  # it covers the whole table
            self.questions.screen.setGeometry(self.rect())

    # -- the hooks (see FamilyHooks) ------------------------------------------------------------
    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """The people answered the challenge bar: a family with questions plays the answers."""

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        """The hand-over screen's own words ("Show my cards")."""
        return "", ""

    def questions_changed(self) -> None:
        """Show the table as it now is."""
        self.refresh()

    def handed_over(self, seat: int) -> None:
        """Nothing more to do when the device changes hands."""

    def cue_name(self, event: object) -> str | None:
        """No sound for ``event``."""
        return None

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the theme's colours and the zoom's sizes (View > Theme, View > Zoom): the
        family's painted pieces and its style sheets."""

    def use_statistics(self, source: Callable[[], StatsStore | None]) -> None:
        """The statistics, for a table that shows the person's figures (the keeping of games
        hands them to every table)."""

    def summary_sections(self) -> tuple[QWidget, ...]:
        """What the summary shows under the ranking: the family's own part, and the way into
        the coach's review of the game (every family's)."""
        from patentgame.views.review_entry import ReviewEntry

        own = self.summary_section()
        review = ReviewEntry(self.game_model)
        return (review,) if own is None else (own, review)

    def least_size(self) -> QSize:
        """The least size the table needs at the zoom it shows, beyond the window's share
        (``views/appearance.py``): a family whose pieces need more says so; the window then
        scrolls the table. By default the least height of the table's layout (its rows at
        their least heights for the zoom); the width is the window's share (a label's one
        long line would otherwise ask for its whole length)."""
        layout = self.layout()
        return QSize(0, layout.totalMinimumSize().height() if layout is not None else 0)

    def pieces_in_hand(self) -> QWidget | None:
        """The person's own pieces (the hand, the rack), which a table scrolled in a small
        window keeps in view after a zoom; ``None`` for none."""
        return None

    def make_room_for_cover(self, height: int) -> None:
        """A screen laid over the whole table (the welcome screen) needs ``height`` pixels for
        its words: the table takes at least that (0: no such need), and the window scrolls it.
        At 110 % the welcome screen's choices were squeezed into an empty table of 741 px."""
        if height != self._covered:
            self._covered = height
            self.fit_least()

    def fit_least(self, room: QSize | None = None) -> None:
        """Take the least size the window gives the table at the zoom (``room``: kept for
        later calls), or the table's own (:meth:`least_size`) where that is more."""
        if room is not None:
            self._room = room
        least = self._room.expandedTo(self.least_size()).expandedTo(QSize(0, self._covered))
        if least != self.minimumSize():
            self.setMinimumSize(least)
            # The window's scroll area sizes the table again on the table's own layout
            # request (a smaller least size alone would leave it as large as it was).
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.LayoutRequest))

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            # A row changed its least size (a style sheet is worked through lazily, text was
            # zoomed): the least size the window's scroll area keeps follows it.
            QTimer.singleShot(0, self, self.fit_least)
        return handled

    def heightForWidth(self, width: int) -> int:
        """No height of its own for a width: the window's scroll area gives the table the
        window's room and scrolls only below its least size (:meth:`least_size`); the height
        its wrapping labels would like is the table's own business, not the window's."""
        return -1

    def paintEvent(self, event: QPaintEvent) -> None:
        """The felt and its rim, then the family's own paint on it (:meth:`paint_on_felt`);
        after the first paint the table says it has been drawn (from the event loop, once
        its pieces have painted too)."""
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), self.felt_rim)
        self.paint_on_felt(painter)
        painter.end()
        if not self.has_drawn:
            self.has_drawn = True
            QTimer.singleShot(0, self.first_drawn.emit)

    def paint_on_felt(self, painter: QPainter) -> None:
        """The family's own paint on the felt, under its pieces (mats, a ledge): none."""

    def apply(self, settings: Settings) -> None:
        """Take the settings the table shows or obeys (motion, questions' time limit, ...)."""
        self.settings = settings
        if self._toast is not None:
            self._toast.set_animation_speed(settings.animation_speed)
        if self.log_follows_setting:
            self.log.setVisible(settings.show_log)
        for follower in self.settings_followers:
            follower.apply(settings)

    @property
    def toast(self) -> Toast:
        """The short announcement over the table that fades away by itself (a word sold, a
        verdict, the final round), at the pace of the animations."""
        if self._toast is None:
            self._toast = Toast(self)
            self._toast.set_animation_speed(self.settings.animation_speed)
        return self._toast

    def game_actions(self) -> tuple[TableAction, ...]:
        """The entries of the Game menu, in order."""
        return ()

    def can_take_back(self) -> bool:
        """Whether Take back (Edit > Undo) would take something back now."""
        return False

    def take_back(self) -> None:
        """Take back the person's last action, or say why nothing can be (Edit > Undo)."""

    def nothing_to_take_back(self) -> str:
        """Why Take back takes nothing back now, where the reason is every family's: the next
        player takes the device first, or the game is over ("": the family's own reasons
        apply)."""
        model = self.game_model
        if self.questions.screen_up:
            return self.tr("Nothing to take back: the next player takes the device first.")
        if not model.has_game or model.is_over:
            return self.tr("Nothing to take back: the game is over.")
        return ""

    def reset(self) -> None:
        """A game was started or opened: drop the table's own tentative state and questions."""
        self.questions.reset()
        self.log.clear()

    def refresh(self) -> None:
        """Bring the table in line with the game."""
        raise NotImplementedError

    def settle(self) -> None:
        """End every brief effect at once (a picture wants the table at rest)."""

    def set_thinking(self, seat: int) -> None:
        """Show that the computer player at ``seat`` is thinking (-1: nobody)."""

    def stop_thinking(self) -> None:
        """Stop the table's own workers (the window closes, or another family's table takes
        its place): now, not while the table is deleted (a pool waits for its work) or Python
        shuts down after the window."""
        for worker in self.workers:
            worker.shutdown()

    def status_text(self) -> str:
        """One line about the game in progress for the status bar ("" for none)."""
        return ""

    def summary(self) -> Summary:
        """The finished game's ranking, in the family's own columns."""
        raise NotImplementedError

    def summary_section(self) -> QWidget | None:
        """More for the summary at the end, the family's own (the patent game's coach: the
        game's words and meanings, the hints taken, the review); ``None`` for nothing."""
        return None

    def ready_for_screenshot(self) -> bool:
        """Whether a person is to play now (``--screenshot`` waits for that); a question put to
        the people meanwhile is answered with its default, so the picture's game goes on."""
        raise NotImplementedError

    def pose_for_screenshot(self) -> None:
        """Arrange the person's move for the picture (``--screenshot``)."""

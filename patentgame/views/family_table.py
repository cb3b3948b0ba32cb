"""`FamilyTable`: what the main window asks of every game family's table.

(:class:`TableAction` and :class:`Summary` are named tuples, not dataclasses: a dataclass costs
a third of a millisecond of every start to make.)

The main window is the same for every family: menus, files, settings, the summary at the end.
The table in its middle is the family's own (``views/<family>/table.py``); it subclasses this
base, which names the few things the window needs of it. A family's table is made by the
registry (``patentgame.families``, part ``table``) with the family's game model, the shared
:class:`~patentgame.controller.turn_flow.TurnFlow` and the window as parent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtWidgets import QWidget

from patentgame.keeping.settings import Settings
from patentgame.views.game_log import GameLog

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.games import KeptGame
    from patentgame.model.lexicon import WordList


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


class FamilyTable(QWidget):
    """Base of each family's table.

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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.has_drawn = False
        #: The settings last applied (:meth:`apply`); the window's are the only ones kept.
        self.settings = Settings()
        #: The game's story; every family's table shows one.
        self.log = GameLog()

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

    def fit_least(self, room: QSize | None = None) -> None:
        """Take the least size the window gives the table at the zoom (``room``: kept for
        later calls), or the table's own (:meth:`least_size`) where that is more."""
        if room is not None:
            self._room = room
        least = getattr(self, "_room", QSize(0, 0)).expandedTo(self.least_size())
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

    def apply(self, settings: Settings) -> None:
        """Take the settings the table shows or obeys (motion, questions' time limit, ...)."""
        self.settings = settings

    def keep_always_accept(self, on: bool) -> None:
        """The challenge bar's "Always accept computers' words" box was ticked or cleared: the
        window keeps it as Settings > Always accept computers' words (every family's bar)."""
        self.settings_wanted.emit(replace(self.settings, accept_computer_words=on))

    def game_actions(self) -> tuple[TableAction, ...]:
        """The entries of the Game menu, in order."""
        return ()

    def can_take_back(self) -> bool:
        """Whether Take back (Edit > Undo) would take something back now."""
        return False

    def take_back(self) -> None:
        """Take back the person's last action, or say why nothing can be (Edit > Undo)."""

    #: Which of the family's guided games to start (a board game's rule set; "" for the one).
    tutorial_variant = ""

    def tutorial_lexicon_id(self) -> str | None:
        """The guided game's word list (``None``: the family's default)."""
        return None

    def tutorial_game(self, lexicon: WordList, person: str) -> KeptGame | None:
        """A new guided first game of the family, for ``person``; ``None`` when it has none."""
        return None

    def guide_tutorial(self, ai: AiRunner) -> None:
        """Lead the person through the guided game the table now shows (see
        :meth:`tutorial_game`); ``ai`` leaves the scripted computer player to the guide."""

    def reset(self) -> None:
        """A game was started or opened: drop the table's own tentative state and questions."""
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

"""`ChoiceCoach`: "your best plays" after a person's turn at a board or BuyWord table.

The family's decisions are followed and reviewed off the GUI thread
(:class:`~patentgame.controller.choice_coach.ChoiceCoachRunner`); this fills the house's coach
panel (:class:`~patentgame.views.coach_panel.CoachPanel`, the patent game's too) with the three
best options in the review's words (:mod:`patentgame.views.choice_review`): each with its score
or price, its equity or money, the tiles it keeps, and a Show button that asks the table to lay
the play out (a draft on the board, the word on the tile row: to look at, never played); then
the play made and what it gave up.

When the panel shows:

- Settings > Show my best plays after each turn decides whether it shows at all;
- never while the challenge bar asks (the verdict first: the list would tell the people
  deciding what the word list holds); it waits and shows when the bar closes;
- with one person at the screen, as soon as the review arrives; with several (hot-seat), each
  person's review waits until that person takes the device on the hand-over screen ("Anna,
  your best plays last turn were"), and it goes when the device goes on (never another's rack).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer, SignalInstance
from PySide6.QtWidgets import QBoxLayout, QSizePolicy

from patentgame.controller.choice_coach import ChoiceCoachRunner, Decisions
from patentgame.keeping.settings import Settings
from patentgame.model.review import Option, TurnReview
from patentgame.views.choice_review import option_text, value_text
from patentgame.views.coach_panel import CoachPanel
from patentgame.views.word_meanings import MeaningPopup

#: Qt's largest widget size (QWIDGETSIZE_MAX).
QWIDGETSIZE_MAX = 16_777_215
#: How many options the panel lists.
SHOWN = 3


class ChoiceCoach(QObject):
    """The after-turn panel of a board or BuyWord table.

    Args:
        table: The family's table (its ``game_model``, ``flow`` and ``challenge_bar``).
        column: The layout the panel joins (the log's column), at ``index``.
        decisions: The family's decisions (``controller/<family>/coach.py``).
        show_play: Lays an option's play out on the table (a draft, the tile row), to look at.
        money: BuyWord's scale (dollars) rather than the board's equity.
        width: The panel's least width (it takes the column's).
    """

    def __init__(
        self,
        table: Any,
        column: QBoxLayout,
        index: int,
        decisions: Decisions,
        show_play: Callable[[Option], None],
        *,
        money: bool,
        width: int = 200,
    ) -> None:
        super().__init__(table)
        self.table, self.model, self.money = table, table.game_model, money
        self.panel = CoachPanel()
        # As wide as the column it joins (the patent table's is fixed to its log's width).
        self.panel.setMinimumWidth(width)
        self.panel.setMaximumWidth(QWIDGETSIZE_MAX)
        self.panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        column.insertWidget(index, self.panel)
        self.runner = ChoiceCoachRunner(self.model, decisions, self)
        self.popup = MeaningPopup(table)
        self._show_play = show_play
        self.on = True
        #: Each person's reviewed turn, waiting to be shown (hot-seat: until they take the
        #: device; always: until the challenge bar has closed).
        self.waiting: dict[int, TurnReview] = {}
        #: The seat whose review the panel shows (hot-seat: it goes when the device goes on).
        self.shown_seat: int | None = None
        self.runner.reviewed.connect(self._reviewed)
        self.model.game_started.connect(self._forget)
        self.model.taken_back.connect(lambda _count: self._forget())
        self.model.state_changed.connect(self.offer)
        table.flow.viewer_changed.connect(self._viewer_changed)
        table.challenge_bar.installEventFilter(self)
        # The verdict given (the bar may stay to tell it): a waiting review may show.
        table.challenge_bar.decided.connect(lambda _decisions: QTimer.singleShot(0, self.offer))
        self.panel.word_clicked.connect(self._meaning)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.Hide:
            self.offer()  # the challenge bar closed: a waiting review may show
        return False

    def apply(self, settings: Settings) -> None:
        """Settings > Show my best plays after each turn."""
        self.on = self.runner.enabled = settings.best_plays_after_turn
        if not self.on:
            self._forget()

    def wait_for(self, signal: SignalInstance) -> None:
        """Start no work before ``signal`` (the table's first frame)."""
        self.runner.worker.wait_for(signal)

    def shutdown(self) -> None:
        self.runner.shutdown()

    def _forget(self) -> None:
        self.waiting.clear()
        self.shown_seat = None
        self.panel.hide()
        self.popup.hide()

    def _reviewed(self, review: object) -> None:
        if not self.on or not isinstance(review, TurnReview) or not self.model.has_game:
            return
        if not self.model.is_human(review.seat):
            return
        self.waiting[review.seat] = review
        self.offer()

    def _viewer_changed(self, seat: int) -> None:
        if self.shown_seat is not None and seat != self.shown_seat:
            self.panel.hide()  # the device went on: the last person's plays go with them
            self.shown_seat = None
        self.offer()

    def _asking(self) -> bool:
        return bool(self.table.questions.asking)

    def offer(self) -> None:
        """Show a waiting review if its person may see it now."""
        if not self.waiting or not self.on or self._asking():
            return
        flow = self.table.flow
        if not flow.hot_seat:
            seat = next(reversed(self.waiting))
            review = self.waiting.pop(seat)
            self.waiting.clear()
            self._show(review, hot_seat=False)
            return
        viewer = flow.viewer
        if viewer is None or viewer not in self.waiting:
            return
        if self.table.questions.screen_up:
            return
        self._show(self.waiting.pop(viewer), hot_seat=True)

    # -- the words ---------------------------------------------------------------------------
    def _value(self, option: Option) -> str:
        value = value_text(option.value, self.money)
        if self.money:
            return self.tr("worth {value}").format(value=value)
        return self.tr("equity {value}").format(value=value)

    def _row(self, rank: int, option: Option) -> str:
        text = self.tr("{rank}. {play}: {value}").format(
            rank=rank, play=option_text(option), value=self._value(option)
        )
        if option.kept:
            text += self.tr("; keeps {tiles}").format(tiles=_tiles(option.kept))
        return text

    def _show(self, review: TurnReview, *, hot_seat: bool) -> None:
        model = self.model
        if hot_seat:
            title = self.tr("{name}, your best plays last turn were").format(
                name=model.shown_name(review.seat)
            )
        else:
            title = self.tr("Your best plays were")
        rows: list[tuple[str, object, Callable[[], None] | None]] = []
        for rank, option in enumerate(review.top[:SHOWN], start=1):
            show = self._shower(option)
            rows.append((self._row(rank, option), option, show))
        made = review.made
        footer = [
            self.tr("You played {play}: {value}.").format(
                play=option_text(made), value=self._value(made)
            )
        ]
        if review.found_best:
            footer.append(self.tr("That was the best play."))
        elif self.money:
            footer.append(
                self.tr("Money given up against the best: {value}.").format(
                    value=value_text(review.given_up, True)
                )
            )
        else:
            footer.append(
                self.tr("Equity given up against the best: {value}.").format(
                    value=value_text(review.given_up, False)
                )
            )
        tip = (
            self.tr("Lay this word out on the word row, to look at (it is not sold)")
            if self.money
            else self.tr("Lay this play out on the board, to look at (it is not played)")
        )
        self.shown_seat = review.seat if hot_seat else None
        self.panel.show_choices(title, rows, footer, tip)

    def _shower(self, option: Option) -> Callable[[], None] | None:
        """What Show does for ``option``: lay its play out, if it has tiles to lay out."""
        if not option.words or option.withdrawn:
            return None
        return lambda: self._show_play(option)

    def _meaning(self, word: str, at: object) -> None:
        self.popup.show_word(word, at if isinstance(at, QPoint) else QPoint())


def _tiles(tiles: tuple[str, ...]) -> str:
    """Tiles as a person reads them: ``A E ?``."""
    return " ".join(tile.upper() for tile in tiles)

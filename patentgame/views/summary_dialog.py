"""`SummaryDialog`: the end of a game, celebrated: the winner, every player's score and how it
was made, their best word and best turn, the people's personal records and rating changes,
and the chart of every score over the turns.

The players' plaques come from the family's table (:meth:`FamilyTable.summary`); the records
and ratings from the statistics (:class:`~patentgame.keeping.stats.SeatOutcome`), when the game
was recorded. Everything sits on the table's felt: no empty white area.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import AnyGameModel
from patentgame.views import palette as pal
from patentgame.views import themes, window_looks
from patentgame.views.family_table import SeatSummary, Summary
from patentgame.views.painting import paint_felt, paint_owner_mark
from patentgame.views.worth_chart import WorthChart

if TYPE_CHECKING:
    from patentgame.keeping.stats import SeatOutcome

#: Room left on the screen for a window manager's frame around the dialog.
FRAME = 32


class _Medal(QWidget):
    """The place (1, 2, 3...) on a round medal in the player's colour ring."""

    def __init__(self, rank: int, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rank, self.colour = rank, colour
        self.side = themes.px(44, pal.ZOOM)
        self.setFixedSize(self.side, self.side)

    def sizeHint(self) -> QSize:
        return QSize(self.side, self.side)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        medals = themes.MEDALS
        face = QColor(medals[self.rank - 1] if self.rank <= len(medals) else themes.MEDAL_OTHER)
        painter.scale(self.side / 44, self.side / 44)  # drawn at 100 %, grown with the zoom
        paint_owner_mark(painter, QPointF(22, 22), 20, self.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(face)
        painter.drawEllipse(QPointF(22, 22), 14, 14)
        painter.setPen(QColor(themes.MEDAL_INK))
        painter.setFont(pal.ui_font(16, bold=True))
        painter.drawText(QRectF(8, 8, 28, 28), Qt.AlignmentFlag.AlignCenter, str(self.rank))
        painter.end()


class SummaryDialog(QDialog):
    """Shown when the game ends. "Play again" starts a game with the same seats.

    Args:
        model: the finished game's model (names, colours, the worth over the turns).
        summary: the family's account of the end (:meth:`FamilyTable.summary`).
        outcomes: the people's rating changes and personal records, if the game was recorded.
    """

    def __init__(
        self,
        model: AnyGameModel,
        summary: Summary,
        outcomes: Sequence[SeatOutcome] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        window_looks.follow(self)
        self.play_again = False
        self._model = model
        self._seats = model.seats
        by_seat = {outcome.seat: outcome for outcome in outcomes}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(26, 20, 26, 18)
        outer.setSpacing(12)
        # Everything but the buttons scrolls: on a laptop's screen at a large zoom the plaques
        # and the chart may be taller than the screen, and the buttons must stay on it (the
        # plaques' wrapped texts are never squeezed to make room).
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("summaryScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        content.setObjectName("summaryContent")
        self.scroll_area.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        self.heading = QLabel("★  " + summary.heading + "  ★")
        self.heading.setObjectName("heading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.heading)
        winners = [seat for seat in summary.seats if seat.winner]
        if winners:
            sub = QLabel(
                summary.subheading
                or self.tr("with %n point(s), after {turns} turns", "", winners[0].score).format(
                    turns=max(0, len(model.worth_history()) - 1)
                )
            )
            sub.setObjectName("subheading")
            sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(sub)
        row = QHBoxLayout()
        row.setSpacing(12)
        self.plaques: list[QFrame] = []
        for seat in summary.seats:
            plaque = self._plaque(seat, by_seat.get(seat.seat))
            self.plaques.append(plaque)
            row.addWidget(plaque, 1)
        layout.addLayout(row)
        panel = QFrame()
        panel.setObjectName("chartPanel")
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(12, 8, 12, 8)
        explanation = QLabel(summary.explanation)
        explanation.setObjectName("explanation")
        explanation.setWordWrap(True)
        panel_layout.addWidget(explanation)
        self.chart = WorthChart()
        self.chart.steps = summary.chart_steps
        named = {seat.seat: seat.name for seat in summary.seats}  # "You", as on the plaques
        names = [named.get(s, model.shown_name(s)) for s in range(model.seats)]
        self.chart.set_data(
            model.worth_history(), names, [model.colour(s) for s in range(model.seats)]
        )
        panel_layout.addWidget(self.chart, 1)
        layout.addWidget(panel, 1)
        self._layout = layout
        self.scroll_area.setWidget(content)
        outer.addWidget(self.scroll_area, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        # No default button: an Enter meant for the table (the challenge bar's countdown ending
        # as the game ends) must not start a new game before the summary is even seen. The
        # summary stays until the person closes it or chooses to play again.
        self.again_button = QPushButton(self.tr("Play again"))
        self.again_button.setObjectName("primary")
        self.again_button.setAutoDefault(False)
        self.again_button.clicked.connect(self._again)
        self.close_button = QPushButton(self.tr("Close  (Esc)"))
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.close_button)
        outer.addLayout(buttons)
        self._fit(max(760, 250 * len(summary.seats) + 60), 640)

    def _fit(self, width: int, height: int) -> None:
        """Take ``width`` x ``height`` at 100 %, grown with the zoom, within the window behind
        (or the screen)."""
        zoom = pal.ZOOM
        most_w, most_h = self._room()
        self.resize(
            min(max(width, themes.px(width, zoom)), max(width, most_w)),
            min(max(height, themes.px(height, zoom)), most_h),
        )

    def _room(self) -> tuple[int, int]:
        """The most the dialog may take: the window behind it, and never more than the screen
        less a frame (at 150 % on a 768-pixel laptop screen its buttons once fell off it; what
        does not fit scrolls)."""
        parent = self.parentWidget()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        room = parent.window().size() if parent is not None else None
        most_w = room.width() if room is not None else (screen.width() if screen else 10**6)
        most_h = room.height() if room is not None else (screen.height() if screen else 10**6)
        # On the window's screen the dialog's own frame must fit too. (A window larger than
        # its screen, as on the offscreen test platform's 800 x 800, is followed as it is.)
        if screen is not None and most_h <= screen.height():
            most_h = min(most_h, screen.height() - FRAME)
        return most_w, most_h

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        self.setStyleSheet(window_looks.summary_style(*window_looks.current()))

    def add_section(self, section: QWidget) -> None:
        """Add the family's own part (see :meth:`FamilyTable.summary_section`) above the
        buttons."""
        self._layout.addWidget(section)
        taller = self.height() + section.sizeHint().height()
        self.resize(self.width(), min(taller, self._room()[1]))

    def _plaque(self, seat: SeatSummary, outcome: SeatOutcome | None) -> QFrame:
        """One player's plaque: place, name, score, how it was made, highlights, records."""
        plaque = QFrame()
        plaque.setObjectName("winner" if seat.winner else "plaque")
        plaque.setAccessibleName(seat.name)
        layout = QVBoxLayout(plaque)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(4)
        top = QHBoxLayout()
        top.addWidget(_Medal(seat.rank, seat.colour))
        name = QLabel(seat.name + ("  ★" if seat.winner else ""))
        name.setObjectName("name")
        top.addWidget(name, 1)
        score = QLabel(str(seat.score))
        score.setObjectName("score")
        top.addWidget(score)
        layout.addLayout(top)
        breakdown = QLabel(seat.breakdown)
        breakdown.setObjectName("muted")
        breakdown.setWordWrap(True)
        layout.addWidget(breakdown)
        for caption, text in seat.highlights:
            label = QLabel(caption)
            label.setObjectName("caption")
            layout.addWidget(label)
            figure = QLabel(text)
            figure.setObjectName("figure")
            figure.setWordWrap(True)
            layout.addWidget(figure)
        if outcome is not None:
            for text in self._records(outcome):
                record = QLabel("★ " + text)
                record.setObjectName("record")
                record.setWordWrap(True)
                layout.addWidget(record)
            if outcome.rating_before is not None and outcome.rating_after is not None:
                before, after = round(outcome.rating_before), round(outcome.rating_after)
                rating = QLabel(
                    self.tr("Rating {before} → {after} ({change:+d})").format(
                        before=before, after=after, change=after - before
                    )
                )
                rating.setObjectName("rating" if after >= before else "ratingDown")
                layout.addWidget(rating)
            elif self._seats > 1:
                unrated = QLabel(self._why_unrated(outcome.seat))
                unrated.setObjectName("muted")
                unrated.setWordWrap(True)
                layout.addWidget(unrated)
        layout.addStretch(1)
        return plaque

    def _why_unrated(self, seat: int) -> str:
        """Why a person's rating did not move with this game (a game alone has no rating to
        move, and says nothing)."""
        model = self._model
        if all(model.is_human(other) for other in range(model.seats)):
            return self.tr("Not rated: ratings move in games against computer players.")
        whole = model.whole_plays_shown(seat)
        if whole >= 3:  # hint_ledger.leaned_on_hints: the Hint played
            return self.tr("Not rated: the Hint showed the whole play on %n turn(s).", "", whole)
        return self.tr("Not rated: turns were taken back, or the game was a guided one.")

    def _records(self, outcome: SeatOutcome) -> list[str]:
        from patentgame.keeping.stats import PersonalBest

        texts = {
            PersonalBest.FIRST_WIN: self.tr("First win!"),
            PersonalBest.HIGHEST_SCORE: self.tr("New personal best: highest score"),
            PersonalBest.BEST_WORD: self.tr("New personal best: best word"),
        }
        return [texts[best] for best in outcome.bests]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), 10)
        painter.end()

    def showEvent(self, event: QShowEvent) -> None:
        """Start with the keyboard on the summary itself, not on a button a stray Space would
        press (the arrows and Page keys scroll it; Tab reaches the buttons)."""
        super().showEvent(event)
        self.scroll_area.setFocus(Qt.FocusReason.OtherFocusReason)

    def _again(self) -> None:
        self.play_again = True
        self.accept()

"""`PatentCoachPanel`: the coach's panel of the patent game's table.

The shared panel (``views/coach_panel.py``) with the patent game's turn review: after each of
the person's turns the three best plays with their values, the play made, the share of the
best, the master's opinion and the purchase; a play's Show button lays it out as cards in the
panel's own row (:class:`PlayStrip`), to look at, not to play: the turn is over, and its cards
are gone.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from patentgame.views import palette as pal
from patentgame.views.coach_panel import CoachPanel
from patentgame.views.painting import paint_card
from patentgame.views.word_meanings import linked_words

if TYPE_CHECKING:  # the coach's engine is imported when first used, not at start
    from patentgame.model.patent.coach import Candidate, TurnReview

VOWELS = frozenset("AEIOU")


class PlayStrip(QWidget):
    """A play laid out as small cards: a card from the pool has a gold edge, the Z-added S and
    the X copy are marked. For looking at only: nothing here can be played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The play's letters, each with where its card comes from (hand, pool, copy, added S).
        self.cards: list[tuple[str, str]] = []
        self.setMinimumHeight(46)
        self.hide()

    def set_play(self, candidate: Candidate | None) -> None:
        """Lay out ``candidate``'s letters (``None``: nothing)."""
        from patentgame.model.patent.coach import letters_in_place

        self.cards = (
            []
            if candidate is None
            else [(place.letter, place.source.value) for place in letters_in_place(candidate)]
        )
        self.setMinimumHeight(round(pal.zoomed(46)))  # the cards grow with the zoom
        self.setVisible(bool(self.cards))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(260, round(pal.zoomed(46)))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cards:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.cards)
        width = min(pal.zoomed(30.0), (self.width() - 4) / max(1, count))
        height = width * 1.4
        left = (self.width() - width * count) / 2
        for index, (letter, source) in enumerate(self.cards):
            rect = QRectF(left + index * width + 1, 2, width - 2, height)
            kind = "added_s" if source == "added_s" else "card"
            paint_card(painter, rect, letter, vowel=letter in VOWELS, kind=kind)
            if source == "pool":
                painter.setPen(QPen(QColor("#f2c14e"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            elif source == "copy":
                painter.setPen(QColor("#f2c14e"))
                painter.drawText(QPointF(rect.right() - 8, rect.bottom() - 2), "×")
        painter.end()


class PatentCoachPanel(CoachPanel):
    """The coach's panel with the patent game's turn review and its row of cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The play whose Show button is checked, laid out as cards, above the footer.
        self.strip = PlayStrip()
        self.column.insertWidget(self.column.indexOf(self.footer), self.strip)
        self._names: tuple[str, ...] = ()

    def _clear_rows(self) -> None:
        super()._clear_rows()
        self.strip.set_play(None)

    def show_turn(self, review: TurnReview, names: Sequence[str], title: str | None = None) -> None:
        """After the person's turn: the best plays, the play made, the purchase (``title``:
        another heading than "Your best plays were", as for the next turn in hot-seat)."""
        from patentgame.views.patent import coach_texts as texts

        self.let_go_of_view()
        self._clear_rows()
        self._names = tuple(names)
        self.title.setText(title if title is not None else self.tr("Your best plays were"))
        self.body.hide()
        for rank, play in enumerate(review.top, start=1):
            self._play_row(rank, play, functools.partial(self._lay_out, play))
        made = review.made
        lines = [
            self.tr("You played {words}: {outcome}.").format(
                words=texts.made_words(review), outcome=texts.made_outcome(review)
            ),
            texts.share_text(review.share),
        ]
        if review.found_best:
            lines.append(self.tr("That was the best play."))
        else:
            lines.append(
                self.tr("Worth given up against the best: about {value}.").format(
                    value=texts.value_text(review.given_up)
                )
            )
        opinion = texts.opinion_text(review.opinion, made)
        if opinion:
            lines.append(opinion)
        purchase = texts.purchase_text(review.purchase)
        if purchase:
            lines.append(purchase)
        best = review.best.best_patent
        if best is not None and review.best.is_build:
            lines.append(
                self.tr("The best play would let you buy {letter} (worth about {worth}).").format(
                    letter=best.letter, worth=texts.value_text(best.worth)
                )
            )
        self.footer.setText("<br>".join(linked_words(line) for line in lines))
        self.footer.show()
        self.show()  # first: laid out in its column, it has the width its lines wrap at
        self._fit()

    def _play_row(self, rank: int, play: Candidate, lay_out: Callable[[], None]) -> None:
        from patentgame.views.patent import coach_texts as texts

        text = self.tr("{rank}. {words}: {outcome}").format(
            rank=rank, words=texts.play_words(play), outcome=texts.outcome(play)
        )  # a discard earns nothing: only its worth is said ("$0" read as a price)
        self._row(text, play, lay_out, self.tr("Lay this play out as cards, to look at"))

    def _lay_out(self, play: Candidate) -> None:
        from patentgame.views.patent import coach_texts as texts

        self.strip.set_play(play)
        self._fit()
        self.strip.setToolTip(" ".join(texts.why(play, self._names)))

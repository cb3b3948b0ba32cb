"""`CoachPanel`: the coach's corner of a table, beside the game log, for every family.

It shows the hint asked for (step 1 to 3, each with why), and after each of the person's turns
"your best plays were": the three best plays with their values, the play made, what was given
up. Each family fills it: the patent game with :meth:`CoachPanel.show_turn` (its plays laid out
as cards in the panel's own row, to look at, not to play: the turn is over, and its cards are
gone), the board games and BuyWord with :meth:`CoachPanel.show_choices`, whose Show buttons
call the table back to lay a play out on its board or tile row.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from patentgame.views.painting import paint_card
from patentgame.views.word_meanings import escape, linked_words

if TYPE_CHECKING:  # the coach's engine is imported when first used, not at start
    from patentgame.model.patent.coach import Candidate, TurnReview

_STYLE = """
QFrame#coach { background: rgba(8, 16, 11, 185); border: 1px solid rgba(242,193,78,150);
  border-radius: 10px; }
QLabel { color: #e9e4d4; font-size: 13px; }
QLabel#coachTitle { color: #f2c14e; font-size: 14px; font-weight: bold; }
QLabel#coachMuted { color: #b9c9bd; font-size: 12px; }
QToolButton#coachClose { color: #c9dccb; background: transparent; border: none;
  font-size: 15px; font-weight: bold; }
QPushButton#coachShow { color: #2b1d0e; font-size: 12px; padding: 1px 8px;
  border: 1px solid #6b4a1f; border-radius: 6px; background: #fbe7b0; }
QPushButton#coachShow:checked { background: #f2c14e; }
"""

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
        self.setVisible(bool(self.cards))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(260, 46)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cards:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.cards)
        width = min(30.0, (self.width() - 4) / max(1, count))
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


class CoachPanel(QFrame):
    """The coach's panel: a hint, or the best plays of the turn just played.

    Signals:
        word_clicked(word, global point): a word of the panel was clicked (its meanings).
    """

    word_clicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setStyleSheet(_STYLE)
        self.setAccessibleName(self.tr("The coach"))
        self.setFixedWidth(230)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 8, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.close_button = QToolButton()
        self.close_button.setObjectName("coachClose")
        self.close_button.setText("×")
        self.close_button.setToolTip(self.tr("Close the coach's panel"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.body = self._label()
        layout.addWidget(self.body)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(2)
        layout.addLayout(self.rows)
        self.strip = PlayStrip()
        layout.addWidget(self.strip)
        self.footer = self._label("coachMuted")
        layout.addWidget(self.footer)
        #: The Show buttons of the plays listed, best first.
        self.show_buttons: list[QPushButton] = []
        #: The plays listed (for the Show buttons), best first.
        self.plays: list[object] = []
        self._names: tuple[str, ...] = ()
        self.hide()

    def _label(self, name: str = "") -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        label.linkActivated.connect(self._link)
        if name:
            label.setObjectName(name)
        return label

    def _link(self, link: str) -> None:
        from PySide6.QtGui import QCursor

        if link.startswith("word:"):
            self.word_clicked.emit(link[5:], QCursor.pos())

    def _clear_rows(self) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.show_buttons = []
        self.plays = []
        self.strip.set_play(None)

    def show_text(self, title: str, body: str, footer: str = "") -> None:
        """A hint or a message: a title and lines of text (words in capitals are links)."""
        self._clear_rows()
        self.title.setText(title)
        self.body.setText("<br>".join(linked_words(line) for line in body.split("\n")))
        self.body.show()
        self.footer.setText(escape(footer))
        self.footer.setVisible(bool(footer))
        self._fit()
        self.show()

    def show_turn(self, review: TurnReview, names: Sequence[str], title: str | None = None) -> None:
        """After the person's turn: the best plays, the play made, the purchase (``title``:
        another heading than "Your best plays were", as for the next turn in hot-seat)."""
        from patentgame.views import coach_texts as texts

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
        self._fit()
        self.show()

    def _fit(self) -> None:
        """Exactly as tall as the wrapped text needs at the panel's width: the log gives way,
        and a folded log leaves no gap to fill."""
        layout = self.layout()
        if layout is not None:
            self.setFixedHeight(layout.totalHeightForWidth(self.width()))
        host = self.parentWidget()
        host_layout = host.layout() if host is not None else None
        if host_layout is not None:
            host_layout.activate()  # at once: the log moves down before the next paint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def show_choices(
        self,
        title: str,
        rows: Sequence[tuple[str, object, Callable[[], None] | None]],
        footer: Sequence[str],
        show_tip: str = "",
    ) -> None:
        """After a turn of any family: ``rows`` of (text, play, show), best first (``show``
        lays the play out where the family shows plays; ``None``: nothing to lay out, no
        button), then the ``footer``'s lines (words in capitals are links); ``show_tip`` says
        where Show lays a play out."""
        self._clear_rows()
        self.title.setText(title)
        self.body.hide()
        for text, play, show in rows:
            self._row(text, play, show, show_tip)
        self.footer.setText("<br>".join(linked_words(line) for line in footer))
        self.footer.setVisible(bool(footer))
        self._fit()
        self.show()
        # Once the column has laid the panel out at its width, fit the height again: a panel
        # that takes its column's width learns it only then.
        QTimer.singleShot(0, self, self._fit)

    def _play_row(self, rank: int, play: Candidate, lay_out: Callable[[], None]) -> None:
        from patentgame.views import coach_texts as texts

        text = self.tr("{rank}. {words}: {outcome}").format(
            rank=rank, words=texts.play_words(play), outcome=texts.outcome(play)
        )  # a discard earns nothing: only its worth is said ("$0" read as a price)
        self._row(text, play, lay_out, self.tr("Lay this play out as cards, to look at"))

    def _row(self, text: str, play: object, show: Callable[[], None] | None, tip: str) -> None:
        """One play of the list, with its Show button (checked while it is the one shown)."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        label = self._label()
        label.setText(linked_words(text))
        layout.addWidget(label, 1)
        button = QPushButton(self.tr("Show"))
        button.setObjectName("coachShow")
        button.setCheckable(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tip)
        if show is not None:
            button.clicked.connect(lambda _=False, p=play, s=show: self._shown(p, s))
        # Parented first, hidden after: shown while it had no parent, the button was a window
        # of its own for a moment, and the table's window lost the keyboard's shortcuts.
        layout.addWidget(button)
        button.setVisible(show is not None)
        self.rows.addWidget(row)
        self.show_buttons.append(button)
        self.plays.append(play)

    def _shown(self, play: object, show: Callable[[], None]) -> None:
        for button, shown in zip(self.show_buttons, self.plays, strict=True):
            button.setChecked(shown is play)
        show()

    def _lay_out(self, play: Candidate) -> None:
        from patentgame.views import coach_texts as texts

        self.strip.set_play(play)
        self._fit()
        self.strip.setToolTip(" ".join(texts.why(play, self._names)))

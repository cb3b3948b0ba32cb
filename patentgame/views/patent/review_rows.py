"""What the patent game's review fills the review window with: each turn's play and purchase
beside the expert's, their values in dollars of final score, the share of the best.

The review is :meth:`Coach.review_game` (``model/patent/coach``); the window is the house's
(:class:`~patentgame.views.review_window.ReviewWindow`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject

from patentgame.controller.game_model import shown_name
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.coach import GameReview, TurnReview
from patentgame.model.patent.record import Record
from patentgame.views.patent import coach_texts as texts
from patentgame.views.review_window import ReviewFiller, link_colour
from patentgame.views.word_meanings import WORD, escape, linked_words, short_meaning


class PatentReviewFiller(QObject, ReviewFiller):
    """The patent game's rows, details, chart and misses (columns: turn, player, played, the
    expert's choice, given up, purchase, share)."""

    stretched = (2, 3, 5)
    right = (0, 4, 6)
    warned = 4

    def __init__(self, record: Record, lexicon: Lexicon) -> None:
        QObject.__init__(self)
        self.record, self.lexicon = record, lexicon
        self.headings = (
            self.tr("Turn"),
            self.tr("Player"),
            self.tr("Played"),
            self.tr("Expert's choice"),
            self.tr("Given up"),
            self.tr("Purchase"),
            self.tr("Share"),
        )
        self.warned_tip = self.tr("Value given up by the play and the purchase together")
        self.names = [shown_name(player.name) for player in record.players]

    def work(self, cancelled: Callable[[], bool]) -> object:
        from patentgame.model.patent.coach import Coach

        return Coach(self.lexicon).review_game(self.record, cancelled=cancelled)

    def is_review(self, result: object) -> bool:
        return isinstance(result, GameReview)

    def status(self, review: Any) -> str:
        state = self.tr("finished") if review.game_over else self.tr("not finished")
        return self.tr(
            "%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score "
            "more than passing. Click a turn for why; click a word for its meanings.",
            "",
            len(review.turns),
        ).format(state=state)

    def cells(self, review: Any, turn: TurnReview) -> Sequence[str]:
        made, best = turn.made, turn.best
        return (
            str(turn.turn + 1),
            self.names[turn.seat],
            f"{texts.made_words(turn)}, {texts.worth_text(made.value)}",
            f"{texts.play_words(best)}, {texts.worth_text(best.value)}",
            texts.value_text(turn.total_given_up),
            self._purchase_cell(turn),
            "" if turn.share is None else f"{round(turn.share * 100)}%",
        )

    def _purchase_cell(self, turn: TurnReview) -> str:
        purchase = turn.purchase
        if purchase is None:
            return ""
        bought = purchase.bought or self.tr("nothing")
        best = purchase.best or self.tr("nothing")
        if purchase.bought == purchase.best:
            return self.tr("bought {letter}").format(letter=bought)
        return self.tr("bought {bought}; expert: {best}").format(bought=bought, best=best)

    def _purchase_line(self, turn: TurnReview) -> str:
        """The turn's purchase beside the expert's, told of whoever played it (a review is of
        every seat, so not "you")."""
        cell = self._purchase_cell(turn)
        return self.tr("Purchase: {purchase}.").format(purchase=cell) if cell else ""

    def detail(self, review: Any, turn: TurnReview) -> str:
        names = self.names
        lines = [
            self.tr("Turn {turn}, {name}: played {words} ({outcome}).").format(
                turn=turn.turn + 1,
                name=names[turn.seat],
                words=texts.made_words(turn),
                outcome=texts.made_outcome(turn),
            ),
        ]
        if turn.rejected:
            lines.append(
                self.tr("Refused this turn: {words}.").format(words=", ".join(turn.rejected))
            )
        for rank, play in enumerate(turn.top, start=1):
            lines.append(
                self.tr("{rank}. {words} ({worth}): {why}").format(
                    rank=rank,
                    words=texts.play_words(play),
                    worth=texts.worth_text(play.value),
                    why=" ".join(texts.why(play, names)),
                )
            )
        purchase = self._purchase_line(turn)
        if purchase:
            lines.append(purchase)
        return "<br>".join(linked_words(line, link_colour()) for line in lines)

    def misses(self, review: Any) -> str:
        misses = review.biggest_misses
        if not misses:
            return escape(self.tr("No turn gave up anything: every play was the expert's."))
        parts = []
        for rank, turn in enumerate(misses, start=1):
            text = self.tr(
                "{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; "
                "about {value} given up."
            ).format(
                rank=rank,
                turn=turn.turn + 1,
                name=self.names[turn.seat],
                made=texts.made_words(turn),
                best=texts.play_words(turn.best),
                value=texts.value_text(turn.total_given_up),
            )
            purchase = turn.purchase
            if purchase is not None and purchase.bought != purchase.best:
                # When the play was the expert's too, the value was given up by the purchase.
                text += " " + self._purchase_line(turn)
            html = linked_words(text, link_colour())
            words = WORD.findall(" ".join(turn.best.words))
            meaning = short_meaning(words[0]) if words else None
            if meaning:
                html += f"<br><i>{escape(words[0])}: {escape(meaning)}</i>"
            parts.append(html)
        return "<br><br>".join(parts)


def review_filler(
    record: object, lexicon: object, _theme: object = None
) -> ReviewFiller | str | None:
    """The filler of a patent game's review (the registry's part ``review``), why there is
    none (a list the coach cannot search), or ``None`` for another family's record."""
    from patentgame.views.review_window import unsearchable

    if not isinstance(record, Record):
        return None
    if not isinstance(lexicon, Lexicon):
        return unsearchable()
    return PatentReviewFiller(record, lexicon)

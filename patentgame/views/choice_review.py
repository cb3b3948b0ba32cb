"""What the board games' and BuyWord's reviews fill the review window with: each decision
beside the expert's best option, valued in equity (board: points now and the worth of the tiles
kept) or money (BuyWord: dollars now and the worth of the hand kept).

The reviews are the engine's (:mod:`patentgame.model.board.ai.review`,
:mod:`patentgame.model.buyword.ai.review`, both :class:`patentgame.model.review.GameReview`);
the window is the house's (:class:`~patentgame.views.review_window.ReviewWindow`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from patentgame.model.review import GameReview, Kind, Option, TurnReview, Unit
from patentgame.views.review_window import ReviewFiller, link_colour
from patentgame.views.word_meanings import escape, linked_words, short_meaning


class ChoiceReviewFiller(QObject, ReviewFiller):
    """A board or BuyWord game's rows (turn or round, player, played, the expert's choice,
    given up), the best options of a decision, the chart and the misses.

    Args:
        names: The players' names, by seat.
        money: Whether the values are money (BuyWord) rather than equity (the board games).
        work: The family's review of the game, made on the review window's worker (the
            family's part ``review`` makes the filler: ``views/board/review.py``,
            ``views/buyword/review.py``).
    """

    stretched = (2, 3)
    right = (0, 4)
    warned = 4

    def __init__(
        self, names: Sequence[str], money: bool, work: Callable[[Callable[[], bool]], object]
    ) -> None:
        QObject.__init__(self)
        self.money = money
        self.names = list(names)
        self._work = work
        self.headings = (
            self.tr("Round") if self.money else self.tr("Turn"),
            self.tr("Player"),
            self.tr("Played"),
            self.tr("Expert's choice"),
            self.tr("Given up"),
        )
        self.warned_tip = (
            self.tr("Money given up against the expert's choice")
            if self.money
            else self.tr("Equity given up against the expert's choice")
        )
        self.chart_title = (
            self.tr("Money given up over the game")
            if self.money
            else self.tr("Equity given up over the game")
        )

    def work(self, cancelled: Callable[[], bool]) -> object:
        return self._work(cancelled)

    def is_review(self, result: object) -> bool:
        return isinstance(result, GameReview)

    # ------------------------------------------------------------ words

    def value(self, amount: float) -> str:
        """A value on the review's scale (:func:`value_text`)."""
        return value_text(amount, self.money)

    def option(self, option: Option) -> str:
        """A choice in a few words (:func:`option_text`)."""
        return option_text(option)

    def status(self, review: Any) -> str:
        state = self.tr("finished") if review.game_over else self.tr("not finished")
        if review.unit is Unit.MONEY:
            text = self.tr(
                "%n decision(s) reviewed ({state}): buying, selling and discarding. Values are "
                "the expert's money: dollars now and what the hand kept is worth. Click a row "
                "for the best options; click a word for its meanings.",
                "",
                len(review.turns),
            )
        else:
            text = self.tr(
                "%n turn(s) reviewed ({state}). Values are the expert's equity: points now and "
                "what the tiles kept are worth. Click a turn for the best options; click a word "
                "for its meanings.",
                "",
                len(review.turns),
            )
        text = text.format(state=state)
        if review.skipped:
            text += " " + self.tr(
                "%n turn(s) of the file name no rack and are not reviewed.", "", review.skipped
            )
        return text

    def cells(self, review: Any, turn: TurnReview) -> Sequence[str]:
        return (
            str(turn.turn + 1),
            self.names[turn.seat],
            f"{self.option(turn.made)}  ({self.value(turn.made.value)})",
            f"{self.option(turn.best)}  ({self.value(turn.best.value)})",
            self.value(turn.given_up),
        )

    def detail(self, review: Any, turn: TurnReview) -> str:
        when = self.tr("Round {turn}") if self.money else self.tr("Turn {turn}")
        lines = [
            self.tr("{when}, {name}: {played} ({value}).").format(
                when=when.format(turn=turn.turn + 1),
                name=self.names[turn.seat],
                played=self.option(turn.made),
                value=self.value(turn.made.value),
            )
        ]
        for rank, option in enumerate(turn.top, start=1):
            line = self.tr("{rank}. {option} ({value})").format(
                rank=rank, option=self.option(option), value=self.value(option.value)
            )
            if option.kept:
                line += self.tr("; keeps {tiles}").format(
                    tiles=", ".join(tile.upper() for tile in option.kept)
                )
            lines.append(line)
        return "<br>".join(linked_words(line, link_colour()) for line in lines)

    def misses(self, review: Any) -> str:
        misses = review.biggest_misses
        if not misses:
            return escape(self.tr("Nothing was given up: every choice was the expert's."))
        parts = []
        for rank, turn in enumerate(misses, start=1):
            when = self.tr("Round {turn}") if self.money else self.tr("Turn {turn}")
            text = self.tr(
                "{rank}. {when}, {name}: {played}; the expert's choice {best}; {value} given up."
            ).format(
                rank=rank,
                when=when.format(turn=turn.turn + 1),
                name=self.names[turn.seat],
                played=self.option(turn.made),
                best=self.option(turn.best),
                value=self.value(turn.given_up),
            )
            html = linked_words(text, link_colour())
            words = turn.best.words
            meaning = short_meaning(words[0]) if words else None
            if meaning:
                html += f"<br><i>{escape(words[0])}: {escape(meaning)}</i>"
            parts.append(html)
        return "<br><br>".join(parts)


def value_text(amount: float, money: bool) -> str:
    """A value on a review's scale: ``12.5`` points of equity (tenths, as club players read
    equity), or ``$13`` (``money``): BuyWord has whole dollars, so its estimates are said in
    them (issue 33.11's rule for the patent game's coach)."""
    if money:
        dollars = round(amount)
        return f"-${abs(dollars)}" if dollars < 0 else f"${dollars}"
    text = f"{abs(amount):.1f}"
    return f"-{text}" if round(amount, 1) < 0 else text


def option_text(option: Option) -> str:
    """A choice in a few words: ``8H QUIZ for 42``, ``exchange A, E``, ``sell QUIZ for $121``
    (the review window's and the after-turn panel's words)."""
    kind = option.kind
    tiles = ", ".join(tile.upper() for tile in option.tiles)
    word = option.words[0] if option.words else ""
    if kind is Kind.PLAY:
        text = QCoreApplication.translate(
            "ChoiceReviewFiller", "{where} {word} for {points}"
        ).format(where=option.where, word=word, points=option.points)
        if option.withdrawn:
            return QCoreApplication.translate("ChoiceReviewFiller", "{play}, withdrawn").format(
                play=text
            )
        return text
    if kind is Kind.EXCHANGE:
        return QCoreApplication.translate("ChoiceReviewFiller", "exchange {tiles}").format(
            tiles=tiles
        )
    if kind is Kind.PASS:
        return QCoreApplication.translate("ChoiceReviewFiller", "pass")
    if kind is Kind.BUY:
        return QCoreApplication.translate("ChoiceReviewFiller", "buy {tiles} for ${cost}").format(
            tiles=tiles, cost=-option.points
        )
    if kind is Kind.DECLINE:
        return QCoreApplication.translate("ChoiceReviewFiller", "decline {tiles}").format(
            tiles=tiles
        )
    if kind is Kind.SELL:
        if option.withdrawn:
            return QCoreApplication.translate("ChoiceReviewFiller", "sell {word}: refused").format(
                word=word
            )
        return QCoreApplication.translate("ChoiceReviewFiller", "sell {word} for ${price}").format(
            word=word, price=option.points
        )
    if kind is Kind.STOP:
        return QCoreApplication.translate("ChoiceReviewFiller", "stop selling")
    return QCoreApplication.translate("ChoiceReviewFiller", "discard {tiles}").format(tiles=tiles)

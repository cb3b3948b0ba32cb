"""The patent game's figures in the Statistics window (the registry's part
``statistics_panel``): the tiles (games, wins, rating, scores, money and stock per turn, the
best word), the patents bought most, the hints taken, the rating over time and the results
against each opponent.

Its sentences were the Statistics window's (their translations were carried over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from patentgame.families import PATENT
from patentgame.keeping.stats import START_RATING
from patentgame.keeping.stats.patent import PlayerFigures
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.views.opponent_names import opponent_label
from patentgame.views.stat_charts import Bar, RatingChart, VersusChart
from patentgame.views.statistics_window import Panel, Tile

if TYPE_CHECKING:
    from patentgame.keeping.stats.store import StatsStore


class PatentFiguresPanel(QWidget):
    """One profile's patent-game figures (the Statistics window shows the panel only while its
    person has finished a patent game)."""

    #: Its share of the window's height beside the other families' panels.
    stretch = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._build_figures())

    def show_profile(self, store: StatsStore, profile_id: int) -> int:
        """Show the profile's figures; returns how many patent games it finished."""
        figures = store.figures(patent_figures, profile_id)
        if figures.games:
            self.show_figures(figures)
        return figures.games

    def _build_figures(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(12)
        self.tiles = {
            key: Tile(caption)
            for key, caption in (
                ("games", self.tr("Games")),
                ("wins", self.tr("Wins")),
                (
                    "rating",
                    self.tr("Rating against the computer"),
                ),
                ("score", self.tr("Average score")),
                ("best", self.tr("Highest score")),
                ("money", self.tr("Money per turn")),
                ("stock", self.tr("Stock per turn")),
                ("word", self.tr("Best word")),
            )
        }
        for index, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, index // 4, index % 4)
        for column in range(4):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)

        patents_row = QHBoxLayout()
        patents_row.setSpacing(6)
        caption = QLabel(self.tr("Patents bought most:"))
        caption.setObjectName("caption")
        patents_row.addWidget(caption)
        self.patent_chips = [QLabel() for _ in range(5)]
        for chip in self.patent_chips:
            chip.setObjectName("chip")
            patents_row.addWidget(chip)
        self.no_patents = QLabel(self.tr("none yet"))
        self.no_patents.setObjectName("detail")
        patents_row.addWidget(self.no_patents)
        patents_row.addStretch(1)
        self.hints_label = QLabel()
        self.hints_label.setObjectName("detail")
        patents_row.addWidget(self.hints_label)
        layout.addLayout(patents_row)

        charts = QHBoxLayout()
        charts.setSpacing(12)
        self.rating_chart = RatingChart()
        self.versus_chart = VersusChart()
        charts.addWidget(
            Panel(
                self.tr("Rating over time"),
                self.rating_chart,
            ),
            3,
        )
        charts.addWidget(
            Panel(
                self.tr("Results against each opponent"),
                self.versus_chart,
            ),
            2,
        )
        layout.addLayout(charts, 1)
        return page

    def _earned(self, money: int, stock: int) -> str:
        if not stock:
            return f"${money}"
        return self.tr("${money} and %n stock", "", stock).format(money=money)

    def show_figures(self, figures: PlayerFigures) -> None:
        """Fill the tiles and charts with ``figures``."""
        tiles = self.tiles
        tiles["games"].show_value(str(figures.games))
        share = 100 * figures.wins / figures.games if figures.games else 0
        locale = QLocale()
        tiles["wins"].show_value(
            str(figures.wins),
            self.tr("{share}% of games").format(share=locale.toString(share, "f", 0)),
        )
        like = figures.plays_like
        tiles["rating"].show_value(
            f"{figures.rating:.0f}",
            self.tr("plays like step {step}, {name}").format(
                step=like.step, name=QCoreApplication.translate("Levels", like.name)
            ),
        )
        tiles["rating"].setToolTip(
            self.tr(
                "Rated against the computer players' ladder: {name}, step {step}, is rated "
                "{rating}. Your rating started at {start}.",
            ).format(
                name=QCoreApplication.translate("Levels", like.name),
                step=like.step,
                rating=locale.toString(like.rating or 0.0, "f", 0),
                start=locale.toString(START_RATING, "f", 0),
            )
        )
        tiles["score"].show_value(locale.toString(figures.average_score, "f", 1))
        tiles["money"].show_value(
            "$" + locale.toString(figures.money_per_turn, "f", 2),
            self.tr("words, royalties, challenges"),
        )
        tiles["stock"].show_value(locale.toString(figures.stock_per_turn, "f", 2))
        tiles["best"].show_value(str(figures.highest_score))
        if figures.best_word:
            # The best turn is told only when it is more than the best word (two words with
            # the V patent): the same word twice says nothing.
            detail = self._earned(figures.best_word_money, figures.best_word_stock)
            turn_worth = figures.best_turn_money + figures.best_turn_stock
            if turn_worth > figures.best_word_money + figures.best_word_stock:
                detail = self.tr("{earned}; best turn {words}: {turn}").format(
                    earned=detail,
                    words=_shorten(figures.best_turn),
                    turn=self._earned(figures.best_turn_money, figures.best_turn_stock),
                )
                tiles["word"].value.setToolTip(figures.best_turn)
            tiles["word"].show_value(figures.best_word, detail)
        else:
            tiles["word"].show_value("-", self.tr("no word scored yet"))
        for chip, item in zip(
            self.patent_chips, [*figures.patents_most_bought, *[None] * 5], strict=False
        ):
            chip.setVisible(item is not None)
            if item is not None:
                chip.setText(f"{item[0]}  ×{item[1]}")
        self.no_patents.setVisible(not figures.patents_most_bought)
        self.hints_label.setText(
            self.tr("%n hint(s) taken", "", figures.hints)
            if figures.hints
            else self.tr("No hints taken")
        )
        self.rating_chart.set_ratings([p.rating for p in figures.rating_history], START_RATING)
        self.versus_chart.set_bars(
            [
                Bar(opponent_label(v.opponent, PATENT), v.games, v.wins, v.draws)
                for v in figures.versus
            ]
        )


def _shorten(text: str, limit: int = 16) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"

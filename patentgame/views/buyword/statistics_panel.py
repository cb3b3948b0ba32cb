"""BuyWord's figures in the Statistics window, beside the patent game's: games and wins, money,
the dearest sale, and the games alone against the rules' yardstick with the personal best."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from patentgame.keeping.stats.buyword import BuyWordFigures
    from patentgame.keeping.stats.store import StatsStore


class BuyWordFiguresPanel(QWidget):
    """A row of figure tiles for one profile's BuyWord games (hidden when it played none)."""

    #: Its share of the window's height beside the other families' panels.
    stretch = 0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from patentgame.views.statistics_window import Tile

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("BuyWord"))
        heading.setObjectName("panelTitle")
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        self.tiles = {
            key: Tile(caption)
            for key, caption in (
                ("games", self.tr("Games")),
                ("money", self.tr("Average money")),
                ("sale", self.tr("Best sale")),
                ("alone", self.tr("Best alone")),
            )
        }
        for column, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, 0, column)
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)
        self.figures: BuyWordFigures | None = None

    def show_profile(self, store: StatsStore, profile_id: int) -> int:
        """Show the profile's figures; returns how many BuyWord games it played."""
        from patentgame.keeping.stats.buyword import figures as buyword_figures

        figures = store.figures(buyword_figures, profile_id)
        self.figures = figures
        if not figures.games:
            return 0
        tiles = self.tiles
        tiles["games"].show_value(
            str(figures.games), self.tr("%n win(s) against other players", "", figures.wins)
        )
        tiles["money"].show_value(
            f"${figures.average_money:,.0f}",
            self.tr("highest {money}").format(money=f"${figures.highest_money:,}"),
        )
        if figures.best_sale:
            tiles["sale"].show_value(figures.best_sale, f"${figures.best_sale_price:,}")
        else:
            tiles["sale"].show_value("-", self.tr("no word sold yet"))
        if figures.solo_games:
            tiles["alone"].show_value(
                f"${figures.solo_best:,}",
                self.tr(
                    "%n game(s) alone, {reached} within or above the rules' yardstick",
                    "",
                    figures.solo_games,
                ).format(reached=figures.solo_in_yardstick),
            )
        else:
            tiles["alone"].show_value("-", self.tr("no game alone yet"))
        return figures.games

"""The crossword-board games' figures in the Statistics window (the registry's part
``statistics_panel``): a row per rule set the person finished a game of (the window hides
it when there is none).

Its sentences were the Statistics window's (their translations were carried over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QTableWidgetItem, QVBoxLayout, QWidget

from patentgame import families
from patentgame.keeping.stats.board import RuleSetFigures, rule_set_figures
from patentgame.views.game_names import game_name
from patentgame.views.list_table import list_table, stretch_column
from patentgame.views.statistics_window import Panel

if TYPE_CHECKING:
    from patentgame.keeping.stats.store import StatsStore


class BoardFiguresPanel(QWidget):
    """The board games' table of one profile's figures, a row per rule set."""

    #: Its share of the window's height beside the other families' panels.
    stretch = 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.board_table = list_table(
            [
                self.tr("Board game"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("Mean score"),
                self.tr("Best play"),
                self.tr("Plays"),
                self.tr("All-tile plays"),
            ]
        )
        stretch_column(self.board_table, 4)  # the best play takes the room left, never less
        title = self.tr("Crossword-board games")
        layout.addWidget(Panel(title, self.board_table))

    def show_profile(self, store: StatsStore, profile_id: int) -> int:
        """Show the profile's figures; returns how many board games it finished."""
        rows = store.figures(rule_set_figures, profile_id)
        self.show_board_figures(rows)
        return sum(row.games for row in rows)

    def show_board_figures(self, rows: tuple[RuleSetFigures, ...]) -> None:
        """Fill the board games' table: a row per rule set."""
        from patentgame.model.board.rules import RULE_SETS

        table = self.board_table
        table.setRowCount(len(rows))
        for row, figures in enumerate(rows):
            info = RULE_SETS.get(figures.rule_set)
            share = 100 * figures.wins / figures.games
            best = (
                self.tr("{words}: %n point(s)", "", figures.best_play_score).format(
                    words=figures.best_play.upper()
                )
                if figures.best_play
                else self.tr("no play yet")
            )
            texts = (
                game_name(families.BOARD.id, info.id) if info is not None else figures.rule_set,
                str(figures.games),
                self.tr("{wins} ({share:.0f}%)").format(wins=figures.wins, share=share),
                f"{figures.mean_score:.1f}",
                best,
                str(figures.plays),
                str(figures.bingos),
            )
            for column, text in enumerate(texts):
                table.setItem(row, column, QTableWidgetItem(text))

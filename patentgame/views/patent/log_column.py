"""`LogColumn`: the patent table's log beside the rows, and where the players' plaques stand.

The log shows beside the table when there is room (and the setting wants it); on a narrow
window it folds into a tab (which unfolds it, and a small button above the log folds it
again), so the cards keep their size. While the log stands beside the table, the players'
plaques stand above it, one under the other (issue 31: the rows of cards get the table's
height); while it is folded, along the top of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QToolButton

from patentgame.views import palette as pal
from patentgame.views.game_log import LogTab
from patentgame.views.patent.patent_grid import PER_ROW
from patentgame.views.themes import px

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable

#: Below this table width the log folds away (a button unfolds it), before the cards shrink.
FOLD_LOG_BELOW = 1180
#: The narrowest a patent's cell may be for the plaques to stand beside the table: its power
#: label ("swap a card") keeps 10 pixels on one line (at 1280 x 800 the plaques beside the log
#: left cells of 69 pixels and labels of 9).
PATENT_CELL_LEAST = 76


class LogColumn(QObject):
    """The log's title, fold button and tab at one patent table, and their folding."""

    def __init__(self, table: PatentTable, rim: int) -> None:
        super().__init__(table)
        self._table = table
        self._rim = rim
        self.unfolded = False
        self.tab = LogTab(self.tr("Game log"))
        self.tab.setToolTip(self.tr("Show the game log"))
        self.tab.clicked.connect(self._toggle)
        self.fold = QToolButton()
        self.fold.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.fold.setObjectName("fold")
        self.fold.setText("▸")
        self.fold.setToolTip(self.tr("Fold the game log away"))
        self.fold.setStyleSheet(
            "QToolButton#fold { color: #c9dccb; background: transparent; border: none;"
            " font-size: 15px; font-weight: bold; padding: 0 4px; }"
        )
        self.fold.clicked.connect(self._toggle)
        self.title = QLabel(self.tr("Game log"))
        self.restyle()

    def restyle(self) -> None:
        """The title's size at the zoom."""
        size = px(13, self._table.settings.zoom)
        self.title.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: {size}px; font-weight: bold;"
        )

    def fit(self) -> None:
        """Show the log beside the table when there is room (and the setting wants it); on a
        narrow window fold it into a tab, so the cards keep their size."""
        table = self._table
        log = table.log
        zoom = table.settings.zoom

        def at_zoom(pixels: int) -> int:
            return px(pixels, zoom)

        wanted = table.settings.show_log
        roomy = table.width() >= FOLD_LOG_BELOW
        shown = wanted and (roomy or self.unfolded)
        log.setVisible(shown)
        self.title.setVisible(shown)
        self.fold.setVisible(shown and not roomy)
        self.tab.setVisible(wanted and not shown)
        if shown:
            table.coach.log_unfolded()
        # A narrow window gets a narrower log.
        log.setMaximumWidth(at_zoom(300 if table.width() >= 1500 else 230))
        # The plaques go beside the table only where the rows keep room for a hand of large
        # cards and a question's buttons beside them.
        # (A plaque needs 300 pixels at the zoom for its words; the log beside it takes as
        # many.)
        left = table.width() - at_zoom(300) - 2 * (self._rim + 8) - 10
        patents = left - 2 * 10  # the grid's share of the row, less its side stretches
        aside = shown and roomy and left >= at_zoom(600) and patents >= PATENT_CELL_LEAST * PER_ROW
        if aside:
            log.setMaximumWidth(at_zoom(300))
        table.coach_panel.setMaximumWidth(log.maximumWidth())  # the coach's words zoom too
        self._place_scoreboard(aside)

    def _place_scoreboard(self, aside: bool) -> None:
        """The players' plaques above the log while it stands beside the table; along the top
        of the table while the log is folded."""
        table = self._table
        board = table.scoreboard
        zoom = table.settings.zoom

        def at_zoom(pixels: int) -> int:
            return px(pixels, zoom)

        seats = max(1, table.player_model.rowCount())
        if aside:
            width = at_zoom(300)
            board.setFixedSize(width, seats * at_zoom(72) + (seats - 1) * 10)
        else:
            board.setMinimumWidth(0)
            board.setMaximumWidth(16777215)
            board.setFixedHeight(at_zoom(84))
        if aside == board.stacked:
            return
        board.stacked = aside
        table.left_layout.removeWidget(board)
        table.side_layout.removeWidget(board)
        if aside:
            table.side_layout.insertWidget(0, board)
        else:
            table.left_layout.insertWidget(0, board)
        board.update()

    def _toggle(self) -> None:
        self.unfolded = not self._table.log.isVisible()
        self.fit()

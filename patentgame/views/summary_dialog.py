"""`SummaryDialog`: the end of the game - ranking, score breakdown, best words and a chart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import AnyGameModel
from patentgame.views.family_table import Summary
from patentgame.views.worth_chart import WorthChart


class SummaryDialog(QDialog):
    """Shown when the game ends. "Play again" starts a game with the same seats.

    The ranking's columns are the family's own (:meth:`FamilyTable.summary`); the heading and
    the chart of every seat's score over the turns are the same for every game.
    """

    def __init__(
        self, model: AnyGameModel, summary: Summary, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.play_again = False
        layout = QVBoxLayout(self)
        winners = model.game.winners
        names = " and ".join(model.name(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else "wins"
        heading = QLabel(f"<h1>{names} {verb}!</h1>")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        table = QTableWidget(len(summary.rows), len(summary.columns))
        table.setHorizontalHeaderLabels(summary.columns)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for row, cells in enumerate(summary.rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in summary.centred:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.setMinimumHeight(40 + 30 * len(summary.rows))
        self.table = table
        layout.addWidget(table)
        layout.addWidget(QLabel(summary.explanation))
        self.chart = WorthChart()
        self.chart.set_data(
            model.worth_history(), model.names(), [model.colour(s) for s in range(model.seats)]
        )
        layout.addWidget(self.chart, 1)
        buttons = QDialogButtonBox()
        again = QPushButton("Play again")
        again.clicked.connect(self._again)
        buttons.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def _again(self) -> None:
        self.play_again = True
        self.accept()

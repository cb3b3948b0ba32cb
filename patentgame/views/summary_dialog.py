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

from patentgame.controller.game_model import GameModel
from patentgame.views.worth_chart import WorthChart

COLUMNS = ("Rank", "Player", "Money", "Stock", "Patents", "Patent value", "Score", "Best word")


class SummaryDialog(QDialog):
    """Shown when the game ends. "Play again" starts a game with the same seats."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.play_again = False
        layout = QVBoxLayout(self)
        winners = model.winners()
        names = " and ".join(model.name(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else "wins"
        heading = QLabel(f"<h1>{names} {verb}!</h1>")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        ranked = sorted(range(model.seats), key=lambda s: (-model.score(s), -model.patent_value(s)))
        table = QTableWidget(len(ranked), len(COLUMNS))
        table.setHorizontalHeaderLabels(COLUMNS)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        rank = 0
        previous: tuple[int, int] | None = None
        for row, seat in enumerate(ranked):
            key = (model.score(seat), model.patent_value(seat))
            if key != previous:
                rank = row + 1
                previous = key
            best = model.best_word(seat)
            best_text = (
                f"{best[0]} (${best[1]}" + (f" + {best[2]} stock)" if best[2] else ")")
                if best
                else "-"
            )
            cells = (
                str(rank),
                model.name(seat) + (" ★" if seat in winners else ""),
                f"${model.money(seat)}",
                str(model.stock(seat)),
                " ".join(sorted(model.patents_of(seat))) or "-",
                f"${model.patent_value(seat)}",
                str(model.score(seat)),
                best_text,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (0, 2, 3, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.setMinimumHeight(40 + 30 * len(ranked))
        self.table = table
        layout.addWidget(table)
        layout.addWidget(QLabel("Score = money + stock + value of patents. Worth over the turns:"))
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

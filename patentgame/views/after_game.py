"""`AfterGameBar`: "Play again" and "Results" on the table once a finished game's summary is
closed, in every family, so the next game or a second look at the results is one click away
(the table used to offer neither: only the menus could start a game or show the summary).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

#: How far above the table's bottom edge the bar floats.
MARGIN = 14


class AfterGameBar(QFrame):
    """Two buttons floating at the bottom of the table after a finished game.

    Signals:
        again: "Play again" was pressed (what the summary's button does).
        results: "Results" was pressed (the summary opens again).
    """

    again = Signal()
    results = Signal()

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("afterGame")
        self.setStyleSheet(
            "QFrame#afterGame { background: rgba(8, 16, 11, 200); border-radius: 10px; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(10)
        self.again_button = QPushButton(self.tr("Play again"))
        self.again_button.setObjectName("primary")
        self.again_button.setToolTip(self.tr("A new game with the same players and rules"))
        self.again_button.clicked.connect(self.again)
        self.results_button = QPushButton(self.tr("Results"))
        self.results_button.setToolTip(self.tr("The summary of the game just finished"))
        self.results_button.clicked.connect(self.results)
        for button in (self.again_button, self.results_button):
            button.setAutoDefault(False)  # no key may start a game by itself
            layout.addWidget(button)
        table.installEventFilter(self)
        self.hide()

    def offer(self) -> None:
        """Show the bar over the table's bottom edge."""
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        host = self.parentWidget()
        if host is None:
            return
        self.adjustSize()
        self.move((host.width() - self.width()) // 2, host.height() - self.height() - MARGIN)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The bar keeps its place at the bottom when the table is resized."""
        if watched is self.parentWidget() and event.type() is QEvent.Type.Resize:
            self._place()
        return False


__all__ = ["AfterGameBar"]

"""`FoldingLabel`: a line of the table that takes no room while it has nothing to say."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class FoldingLabel(QLabel):
    """A label shown only while it holds text. A table's passing lines (a word's price, why a
    word was refused) would otherwise keep an empty row each, and in a small window at a large
    zoom those rows are the room the players' plaques and the question need."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setVisible(bool(text))

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        super().clear()
        self.hide()

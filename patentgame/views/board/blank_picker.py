"""`BlankPicker`: which letter a blank stands for, chosen on a grid of letter tiles.

A person sees every letter of the game's alphabet at once, as on a real board's blank card:
one click chooses, typing the letter chooses too, Escape (or the close button) puts the blank
back on the rack.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

#: Letter buttons per row (the Russian alphabet's 32 letters make four rows).
COLUMNS = 8


class BlankPicker(QDialog):
    """A modal grid of the alphabet's letters; :attr:`chosen` is the letter picked ("" when
    cancelled)."""

    def __init__(self, alphabet: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Blank tile"))
        self.chosen = ""
        self._alphabet = [letter.lower() for letter in alphabet]
        layout = QVBoxLayout(self)
        prompt = QLabel(
            self.tr("Which letter does the blank stand for? Click it or type it (Esc: cancel)."),
            self,
        )
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for index, letter in enumerate(self._alphabet):
            button = QPushButton(letter.upper(), self)
            button.setObjectName("letter")
            button.setFixedSize(40, 40)
            button.setAutoDefault(False)
            button.setStyleSheet("font-size: 18px; font-weight: bold; padding: 0px;")
            button.setAccessibleName(self.tr("Letter {letter}").format(letter=letter.upper()))
            button.clicked.connect(lambda _=False, chosen=letter: self._choose(chosen))
            grid.addWidget(button, *divmod(index, COLUMNS))
            self.buttons[letter] = button
        layout.addLayout(grid)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def _choose(self, letter: str) -> None:
        self.chosen = letter
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        typed = event.text().lower()
        if typed and typed in self.buttons:
            self._choose(typed)
            return
        super().keyPressEvent(event)  # Escape cancels


def pick_blank(alphabet: Sequence[str], parent: QWidget | None = None) -> str:
    """Ask which letter a blank stands for; the letter in lower case, "" when cancelled."""
    picker = BlankPicker(alphabet, parent)
    picker.exec()
    return picker.chosen

"""`NewGameDialog`: seats (people or computer players, names, colours) and the rules of a game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QIntValidator, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.setup import AI_NAMES, GameSetup, SeatSetup, ai_levels
from patentgame.model.rules import MAX_PLAYERS, MIN_PLAYERS, ChallengeMode, DoublerMode, RuleSet
from patentgame.views.palette import PATTERN_NAMES, SEAT_COLOURS, seat_pattern

PERSON_NAMES = ("Anna", "Ben", "Chloe", "David", "Emma")


def _level_help() -> dict[str, str]:
    try:
        from patentgame.model.ai import LEVELS
    except ImportError:
        return {}
    return {level.id: level.description for level in LEVELS}


_LEVEL_HELP = _level_help()


def _swatch(index: int) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(SEAT_COLOURS[index][1]))
    pattern = seat_pattern(index)
    if pattern is not Qt.BrushStyle.SolidPattern:
        painter = QPainter(pixmap)
        painter.fillRect(pixmap.rect(), QBrush(QColor(0, 0, 0, 110), pattern))
        painter.end()
    return QIcon(pixmap)


def wordlist_choices() -> list[tuple[str, str]]:
    """(id, label) of the built-in English word lists (the patent game's letters are A-Z; the
    Russian and Spanish lists are the board games')."""
    try:
        from patentgame.model.lexicon import builtin_lists

        return [(info.id, f"{info.label} - {info.words:,} words") for info in builtin_lists("en")]
    except Exception:  # the list of lists must never stop a game from starting
        return [("en-enable", "Open English (ENABLE)")]


class NewGameDialog(QDialog):
    """Pick seats and rules; :meth:`setup` reads the choice."""

    def __init__(self, initial: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self._levels = (("human", "Person"), *ai_levels())
        layout = QVBoxLayout(self)
        seats_box = QGroupBox("Players (in seat order, clockwise)")
        grid = QGridLayout(seats_box)
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.valueChanged.connect(self._show_rows)
        count_row = QFormLayout()
        count_row.addRow("Number of players:", self.count)
        grid.addLayout(count_row, 0, 0, 1, 3)
        for column, text in enumerate(("Name", "Plays as", "Colour")):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 1, column)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.colours: list[QComboBox] = []
        for seat in range(MAX_PLAYERS):
            name = QLineEdit()
            name.setMaxLength(20)
            kind = QComboBox()
            for kind_id, label in self._levels:
                kind.addItem(label, kind_id)
                tip = _LEVEL_HELP.get(kind_id, "")
                if tip:
                    kind.setItemData(kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            colour = QComboBox()
            for index, (colour_name, _) in enumerate(SEAT_COLOURS):
                colour.addItem(_swatch(index), f"{colour_name} ({PATTERN_NAMES[index]})", index)
            name.setAccessibleName(f"Name of player {seat + 1}")
            kind.setAccessibleName(f"Player {seat + 1} plays as")
            colour.setAccessibleName(f"Colour of player {seat + 1}")
            grid.addWidget(name, seat + 2, 0)
            grid.addWidget(kind, seat + 2, 1)
            grid.addWidget(colour, seat + 2, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.colours.append(colour)
        layout.addWidget(seats_box)
        rules_box = QGroupBox("Rules")
        form = QFormLayout(rules_box)
        self.wordlist = QComboBox()
        for list_id, label in wordlist_choices():
            self.wordlist.addItem(label, list_id)
        form.addRow("Word list:", self.wordlist)
        self.challenge = QComboBox()
        self.challenge.addItem("Players challenge words (classic)", ChallengeMode.MANUAL.value)
        self.challenge.addItem("The game checks every word", ChallengeMode.AUTO.value)
        form.addRow("Checking words:", self.challenge)
        self.retries = QSpinBox()
        self.retries.setRange(-1, 20)
        self.retries.setSpecialValueText("unlimited")
        self.retries.setToolTip(
            "When the game checks words: rebuilds allowed after a rejected play"
        )
        form.addRow("Tries after a rejected word:", self.retries)
        self.doublers = QComboBox()
        self.doublers.addItem("Multiply (two doublers = x4)", DoublerMode.MULTIPLY.value)
        self.doublers.addItem("Add (two doublers = x3)", DoublerMode.ADD.value)
        self.doublers.addItem("Never more than x2", DoublerMode.MAX2.value)
        form.addRow("Several doublers:", self.doublers)
        self.min_patents = QCheckBox("The goal also needs a minimum number of patents")
        form.addRow("", self.min_patents)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setToolTip("The same seed and the same moves give the same game")
        form.addRow("Seed (optional):", self.seed)
        layout.addWidget(rules_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._load(initial)

    def _load(self, setup: GameSetup | None) -> None:
        seats = list(setup.seats) if setup else []
        for seat in range(MAX_PLAYERS):
            if seat < len(seats):
                spec = seats[seat]
            elif seat == 0:
                spec = SeatSetup(PERSON_NAMES[0], "human", 0)
            else:
                spec = SeatSetup(AI_NAMES[(seat - 1) % len(AI_NAMES)], self._levels[2][0], seat)
            self.names[seat].setText(spec.name)
            index = self.kinds[seat].findData(spec.kind)
            self.kinds[seat].setCurrentIndex(max(0, index))
            self.colours[seat].setCurrentIndex(spec.colour % len(SEAT_COLOURS))
        self.count.setValue(len(seats) if seats else 3)
        self._show_rows()
        if setup is None:
            return
        index = self.wordlist.findData(setup.lexicon)
        self.wordlist.setCurrentIndex(max(0, index))
        rules = setup.rules
        self.challenge.setCurrentIndex(self.challenge.findData(rules.challenge.value))
        self.retries.setValue(-1 if rules.retries is None else rules.retries)
        self.doublers.setCurrentIndex(self.doublers.findData(rules.doublers.value))
        self.min_patents.setChecked(rules.goal_min_patents)
        self.seed.setText("" if setup.seed is None else str(setup.seed))

    def _show_rows(self) -> None:
        for seat in range(MAX_PLAYERS):
            visible = seat < self.count.value()
            for widget in (self.names[seat], self.kinds[seat], self.colours[seat]):
                widget.setVisible(visible)

    def problem(self) -> str | None:
        """Why the choice cannot start a game (duplicate colours, empty names), or ``None``."""
        count = self.count.value()
        names = [self.names[s].text().strip() for s in range(count)]
        if any(not name for name in names):
            return "Every player needs a name."
        if len(set(names)) != count:
            return "Two players have the same name."
        colours = [self.colours[s].currentData() for s in range(count)]
        if len(set(colours)) != count:
            return "Two players have the same colour."
        return None

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, "New game", problem)
            return
        super().accept()

    def setup(self) -> GameSetup:
        """The game chosen in the dialog."""
        count = self.count.value()
        seats = tuple(
            SeatSetup(
                self.names[s].text().strip(),
                self.kinds[s].currentData(),
                self.colours[s].currentData(),
            )
            for s in range(count)
        )
        retries = self.retries.value()
        rules = RuleSet(
            challenge=ChallengeMode(self.challenge.currentData()),
            retries=None if retries < 0 else retries,
            doublers=DoublerMode(self.doublers.currentData()),
            goal_min_patents=self.min_patents.isChecked(),
        )
        seed_text = self.seed.text().strip()
        return GameSetup(
            seats,
            lexicon=self.wordlist.currentData(),
            rules=rules,
            seed=int(seed_text) if seed_text else None,
        )

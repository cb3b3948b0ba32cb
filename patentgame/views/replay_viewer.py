"""The replay viewer: step through a game forwards and backwards, every hand face up.

A replay is for looking back, so unlike the table it shows every seat's hand. It is built from a
game (or a record) alone: it replays the actions once, keeps a copy of the game after each one
and the log sentences of its events, and then only switches between them, so stepping backwards
is as quick as stepping forwards. It needs nothing of the main window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.narration import narrate
from patentgame.keeping.saves import WordListLoader, parse_game
from patentgame.model.patent.cards import VOWELS
from patentgame.model.patent.game import Game, Phase
from patentgame.model.patent.replay import fresh_copy, play_through
from patentgame.views import palette as pal
from patentgame.views.painting import paint_card

STYLE = """
QWidget#replay { background: #faf8f3; }
QFrame#seat { background: #ffffff; border: 1px solid #e4e0d8; border-radius: 8px; }
QFrame#seat[current="true"] { border: 2px solid #c8961e; background: #fffbef; }
QLabel#seatName { font-size: 11pt; font-weight: 600; color: #1f1f1f; }
QLabel#seatKind, QLabel#muted { color: #8a8478; }
QLabel#figures { color: #3a3630; }
QLabel#title { font-size: 14pt; font-weight: 600; color: #1f1f1f; }
QLabel#position { color: #3a3630; font-weight: 600; }
QListWidget#log { background: #ffffff; border: 1px solid #e4e0d8; border-radius: 8px; }
QListWidget#log { padding: 0 6px; }
QListWidget#log::item { padding: 5px 0; border-bottom: 1px solid #f0ece3; color: #3a3630; }
QListWidget#log::item:selected { background: #fdf0c8; color: #1f1f1f; }
"""


class CardStrip(QWidget):
    """A row of face-up cards (a hand or the pool), painted like the table's cards."""

    def __init__(self, parent: QWidget | None = None, card_height: int = 40) -> None:
        super().__init__(parent)
        self._letters: list[str] = []
        self._height = card_height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(card_height + 4)

    def set_letters(self, letters: Sequence[str]) -> None:
        """Show these letters as cards, left to right."""
        self._letters = list(letters)
        self.setAccessibleName(" ".join(self._letters) or "no cards")
        self.setToolTip(" ".join(self._letters))
        self.update()

    def letters(self) -> list[str]:
        """The letters shown, left to right."""
        return list(self._letters)

    def sizeHint(self) -> QSize:
        return QSize(int(7 * self._height * 0.8), self._height + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        height = float(self._height)
        width = height * 0.72
        gap = height * 0.1
        for index, letter in enumerate(self._letters):
            rect = QRectF(2 + index * (width + gap), 2, width, height)
            paint_card(painter, rect, letter, vowel=letter in VOWELS)
        if not self._letters:
            painter.setPen(pal.CARD_EDGE)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, "no cards")


class _SeatPanel(QFrame):
    """One seat's name, money, stock, patents, score and hand."""

    def __init__(self, name: str, kind: str, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setHorizontalSpacing(10)
        layout.setVerticalSpacing(4)
        swatch = QLabel()
        swatch.setFixedSize(12, 12)
        swatch.setStyleSheet(f"background: {pal.seat_colour(colour).name()}; border-radius: 6px;")
        title = QLabel(name)
        title.setObjectName("seatName")
        who = "person" if kind == "human" else kind.removeprefix("ai:") + " computer"
        subtitle = QLabel(who)
        subtitle.setObjectName("seatKind")
        header = QHBoxLayout()
        header.setSpacing(8)
        header.addWidget(swatch)
        header.addWidget(title)
        header.addWidget(subtitle)
        header.addStretch(1)
        self.figures = QLabel()
        self.figures.setObjectName("figures")
        header.addWidget(self.figures)
        layout.addLayout(header, 0, 0, 1, 2)
        self.hand = CardStrip(card_height=38)
        layout.addWidget(self.hand, 1, 0, 1, 2)
        self.patents = QLabel()
        self.patents.setObjectName("muted")
        layout.addWidget(self.patents, 2, 0, 1, 2)

    def show_state(self, game: Game, seat: int) -> None:
        self.figures.setText(
            f"${game.money(seat)}  ·  {game.stock(seat)} stock  ·  score {game.score(seat)}"
        )
        self.hand.set_letters([game.letter(card) for card in game.hand(seat)])
        patents = game.patents_of(seat)
        self.patents.setText(
            f"Patents: {' '.join(patents)}  (worth ${game.patent_value(seat)})"
            if patents
            else "Patents: none"
        )
        current = not game.game_over and seat in game.to_act
        if self.property("current") != current:
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)


class ReplayViewer(QWidget):
    """Steps through a game: first, previous turn, previous, next, next turn, last, a slider.

    Args:
        game: the game to show (finished or not); its actions are replayed from the setup.
        title: the window title and heading.
        parent: the owning widget, if any.
    """

    def __init__(self, game: Game, title: str = "Replay", parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replay")
        self.setWindowTitle(title)
        self.setStyleSheet(STYLE)
        self.resize(1000, 660)
        self._states, self._lines = self._replay(game)
        # Positions where a turn begins: the deal, and each state whose turn count went up.
        self._turn_starts = [0] + [
            i for i in range(1, len(self._states))
            if self._states[i].turns > self._states[i - 1].turns
        ]  # fmt: skip

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        heading = QLabel(title)
        heading.setObjectName("title")
        outer.addWidget(heading)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(8)
        self.seats = [
            _SeatPanel(player.name, player.kind, seat) for seat, player in enumerate(game.players)
        ]
        for panel in self.seats:
            table_layout.addWidget(panel)
        pool_row = QHBoxLayout()
        pool_label = QLabel("Pool")
        pool_label.setObjectName("seatName")
        pool_row.addWidget(pool_label)
        self.pool = CardStrip(card_height=38)
        self.pool.setMaximumWidth(160)
        pool_row.addWidget(self.pool)
        self.piles = QLabel()
        self.piles.setObjectName("muted")
        pool_row.addWidget(self.piles, 1)
        table_layout.addLayout(pool_row)
        table_layout.addStretch(1)
        splitter.addWidget(table)

        self.log = QListWidget()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        for line in self._lines:
            self.log.addItem(QListWidgetItem(line))
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        outer.addWidget(splitter, 1)

        controls = QHBoxLayout()
        controls.setSpacing(6)
        self.first_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipBackward, "First: the deal", "Home", self.first
        )
        self.prev_turn_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekBackward, "Previous turn", "PgUp", self.previous_turn
        )
        self.prev_button = self._button(
            QStyle.StandardPixmap.SP_ArrowLeft, "Previous action", "Left", self.previous
        )
        self.next_button = self._button(
            QStyle.StandardPixmap.SP_ArrowRight, "Next action", "Right", self.next
        )
        self.next_turn_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekForward, "Next turn", "PgDown", self.next_turn
        )
        self.last_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipForward, "Last: the end", "End", self.last
        )
        for button in (self.first_button, self.prev_turn_button, self.prev_button):
            controls.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self._states) - 1)
        self.slider.setPageStep(max(1, len(self._states) // 10))
        self.slider.setAccessibleName("Position in the game")
        controls.addWidget(self.slider, 1)
        for button in (self.next_button, self.next_turn_button, self.last_button):
            controls.addWidget(button)
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.position_label.setMinimumWidth(170)
        self.position_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        controls.addWidget(self.position_label)
        outer.addLayout(controls)

        self.slider.valueChanged.connect(self._show)
        self.log.currentRowChanged.connect(self._log_row_chosen)
        self._show(0)

    @classmethod
    def from_record_text(
        cls, text: str, load_wordlist: WordListLoader, title: str = "Replay"
    ) -> ReplayViewer:
        """A viewer for a stored record.

        Raises:
            SaveFileError: the record is damaged or its word list is missing.
        """
        loaded = parse_game(text, "This game", load_wordlist, Path())
        return cls(loaded.game, title)

    # ------------------------------------------------------------- the steps

    @staticmethod
    def _replay(game: Game) -> tuple[list[Game], list[str]]:
        names = [player.name for player in game.players]
        fresh = fresh_copy(game)
        start = names[fresh.start]
        states = [fresh.copy()]
        lines = [f"The cards are dealt; {start} starts."]
        for step in play_through(fresh, game.actions):
            after_build = step.phase_before is Phase.DISCARD
            sentences = [
                narrate(event, names, step.game.letter, after_build=after_build)
                for event in step.events
            ]
            text = " ".join(s for s in sentences if s) or type(step.action).__name__
            states.append(step.game.copy())
            lines.append(text)
        return states, lines

    @property
    def position(self) -> int:
        """How many actions have been applied in the state shown (0 = the deal)."""
        return self.slider.value()

    @property
    def steps(self) -> int:
        """How many actions the game has."""
        return len(self._states) - 1

    def state(self) -> Game:
        """The game as shown now (a copy: changing it changes nothing here)."""
        return self._states[self.position].copy()

    def first(self) -> None:
        self.slider.setValue(0)

    def last(self) -> None:
        self.slider.setValue(self.steps)

    def next(self) -> None:
        self.slider.setValue(min(self.steps, self.position + 1))

    def previous(self) -> None:
        self.slider.setValue(max(0, self.position - 1))

    def next_turn(self) -> None:
        """To the start of the next turn (or the end)."""
        later = [i for i in self._turn_starts if i > self.position]
        self.slider.setValue(later[0] if later else self.steps)

    def previous_turn(self) -> None:
        """To the start of this turn, or of the one before when already there."""
        earlier = [i for i in self._turn_starts if i < self.position]
        self.slider.setValue(earlier[-1] if earlier else 0)

    # ----------------------------------------------------------------- paint

    def _button(
        self, icon: QStyle.StandardPixmap, tip: str, key: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "")
        button.setToolTip(f"{tip} ({key})")
        button.setAccessibleName(tip)
        button.setFixedWidth(40)
        button.clicked.connect(slot)
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.activated.connect(slot)
        return button

    def _log_row_chosen(self, row: int) -> None:
        if row >= 0 and row != self.position:
            self.slider.setValue(row)

    def _show(self, position: int) -> None:
        game = self._states[position]
        for seat, panel in enumerate(self.seats):
            panel.show_state(game, seat)
        self.pool.set_letters([game.letter(card) for card in game.pool])
        pending = game.pending_play
        on_table = f"On the table: {' + '.join(game.spell(pending))}\n" if pending else ""
        self.piles.setText(
            on_table
            + f"Deck {game.deck_count}  ·  discard pile {len(game.discard_pile)}"
            + f"  ·  goal ${game.goal}"
            + ("  ·  final round" if game.final_round else "")
        )
        if game.game_over:
            names = [game.players[s].name for s in game.winners]
            where = "Game over: " + " and ".join(names) + (" win" if len(names) > 1 else " wins")
        elif game.phase is Phase.BUILD:
            where = f"Turn {game.turns + 1}"
        else:
            where = f"Turn {game.turns + 1}, {game.phase.value}"
        self.position_label.setText(f"{where}  ·  {position}/{self.steps}")
        self.log.blockSignals(True)
        self.log.setCurrentRow(position)
        self.log.blockSignals(False)
        self.log.scrollToItem(self.log.item(position), QAbstractItemView.ScrollHint.EnsureVisible)
        at_start, at_end = position == 0, position == self.steps
        for button in (self.first_button, self.prev_button, self.prev_turn_button):
            button.setEnabled(not at_start)
        for button in (self.last_button, self.next_button, self.next_turn_button):
            button.setEnabled(not at_end)

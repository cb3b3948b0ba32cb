"""The replay viewer: step through a game of any family forwards and backwards.

A replay is for looking back, so unlike the table it shows every seat's hand. The viewer is the
same for every family: the buttons, the slider, the keys and the log. What a position looks like
is the family's replay panel (the registry's part ``replay_panel``: the patent game's is
:class:`~patentgame.views.patent.replay_panel.PatentReplayPanel`), which replays the actions
once, keeps the game after each and the log sentences of its events, and then only switches
between them, so stepping backwards is as quick as stepping forwards. It needs nothing of the
main window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.keeping.saves import LexiconLoader, parse_game
from patentgame.model.games import Recorded, Themed
from patentgame.views import palette as pal
from patentgame.views import themes, window_looks
from patentgame.views.parts import REPLAY_PANEL
from patentgame.views.themes import Theme
from patentgame.views.window_keys import close_with_keys

if TYPE_CHECKING:
    from patentgame.model.games import KeptGame


class ReplayPanel(Protocol):
    """What the viewer asks of a family's replay panel: a widget made from the game and its
    record's optional keys (``panel(game, extra)``), whose log tells the computer players'
    explanations as the table did."""

    #: One log line per position: the deal, then what each action did.
    lines: list[str]
    #: Positions where a turn begins.
    turn_starts: list[int]

    @property
    def positions(self) -> int: ...

    def state(self, position: int) -> KeptGame: ...

    def show_position(self, position: int) -> str:
        """Show ``position``; where that is in the game, in words (``"Turn 3"``)."""
        ...


def replay_style(t: Theme) -> str:
    """The viewer's page, seats and log in the theme's paper colours (issue 31: the viewer
    stayed light in the dark and high-contrast themes)."""
    return f"""
QWidget#replay {{ background: {t.paper}; }}
QFrame#seat {{ background: {t.paper_panel}; border: {t.border}px solid {t.paper_border};
  border-radius: 8px; }}
QFrame#seat[current="true"] {{ border: {t.border + 1}px solid {t.chart_line};
  background: {t.paper_panel}; }}
QLabel#seatName {{ font-size: 11pt; font-weight: 600; color: {t.paper_text}; }}
QLabel#seatKind, QLabel#muted {{ color: {t.paper_muted}; }}
QLabel#figures {{ color: {t.paper_text}; }}
QLabel#title {{ font-size: 14pt; font-weight: 600; color: {t.paper_text}; }}
QLabel#position {{ color: {t.paper_text}; font-weight: 600; }}
QListView#log {{ background: {t.paper_panel}; border: {t.border}px solid {t.paper_border};
  border-radius: 8px; }}
QListView#log {{ padding: 0 6px; }}
QListView#log::item {{ padding: 5px 0; border-bottom: 1px solid {t.paper_border};
  color: {t.paper_text}; }}
QListView#log::item:selected {{ background: {t.paper_selection};
  color: {t.paper_selection_text}; }}
"""


#: The ink of a step button's icon while it cannot step (at the deal, at the end).
GREYED_INK = QColor("#a39d92")


def _with_greyed_copy(icon: QIcon, side: int = 32) -> QIcon:
    """``icon`` with its own greyed picture for the disabled state: a theme's generated
    disabled picture was blank on a light desktop, so the back buttons at the deal looked
    empty, not unavailable."""
    normal = icon.pixmap(side, side)
    greyed = QPixmap(normal.size())
    greyed.fill(Qt.GlobalColor.transparent)
    painter = QPainter(greyed)
    painter.drawPixmap(0, 0, normal)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(greyed.rect(), GREYED_INK)
    painter.end()
    made = QIcon(normal)
    made.addPixmap(greyed, QIcon.Mode.Disabled)
    return made


class ReplayViewer(QWidget):
    """Steps through a game: first, previous turn, previous, next, next turn, last, a slider.

    Args:
        game: the game to show (finished or not); its actions are replayed from the setup. Or
            another program's game its family imported (``family.import_text``: a GCG file),
            which the family's panel shows as the import replayed it.
        title: the window title and heading.
        parent: the owning widget, if any.
        extra: the optional keys of the game's record (the computer players' explanations,
            which the family's panel tells with the actions).
        family: the game's family; by default the one its record names (an imported game
            has no record, so it must be given).
        note: a sentence under the heading (why an imported game is only for viewing).
    """

    def __init__(
        self,
        game: KeptGame | families.Imported,
        title: str = "",
        parent: QWidget | None = None,
        extra: Mapping[str, object] | None = None,
        *,
        family: families.Family | None = None,
        note: str = "",
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        title = title or self.tr("Replay")
        self.setObjectName("replay")
        self.setWindowTitle(title)
        self.setStyleSheet(replay_style(themes.theme(pal.THEME_KEY)))
        window_looks.fit_screen(self, 1000, 660)
        if family is None:
            if not isinstance(game, Recorded):
                raise TypeError("an imported game is shown with its family")
            family = families.of_document(game.record().to_json()) or families.DEFAULT
        self.panel: ReplayPanel = family.part(REPLAY_PANEL)(game, extra)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        heading = QLabel(title)
        heading.setObjectName("title")
        outer.addWidget(heading)
        self.note = QLabel(note)
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        outer.addWidget(self.note)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(panel_type_widget(self.panel))

        self.log = ReplayLog(self.panel.lines)
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        outer.addWidget(splitter, 1)

        controls = QHBoxLayout()
        controls.setSpacing(6)
        self.first_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipBackward,
            self.tr("First: the deal"),
            "Home",
            self.first,
        )
        self.prev_turn_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekBackward,
            self.tr("Previous turn"),
            "PgUp",
            self.previous_turn,
        )
        self.prev_button = self._button(
            QStyle.StandardPixmap.SP_ArrowLeft, self.tr("Previous action"), "Left", self.previous
        )
        self.next_button = self._button(
            QStyle.StandardPixmap.SP_ArrowRight, self.tr("Next action"), "Right", self.next
        )
        self.next_turn_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekForward,
            self.tr("Next turn"),
            "PgDown",
            self.next_turn,
        )
        self.last_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("Last: the end"), "End", self.last
        )
        for button in (self.first_button, self.prev_turn_button, self.prev_button):
            controls.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.panel.positions - 1)
        self.slider.setPageStep(max(1, self.panel.positions // 10))
        self.slider.setAccessibleName(self.tr("Position in the game"))
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
        self.review_button = QPushButton(self.tr("Review…"))
        self.review_button.setToolTip(
            self.tr("The coach's review: each turn beside the expert's choice")
        )
        self.review_button.clicked.connect(self.open_review)
        controls.addWidget(self.review_button)
        outer.addLayout(controls)
        self.game = game
        self.review_window: QWidget | None = None

        self.slider.valueChanged.connect(self._show)
        self.log.currentRowChanged.connect(self._log_row_chosen)
        self._show(0)
        close_with_keys(self)

    @classmethod
    def from_record_text(
        cls, text: str, load_lexicon: LexiconLoader, title: str = ""
    ) -> ReplayViewer:
        """A viewer for a stored record of any family.

        Raises:
            SaveFileError: the record is damaged or its word list is missing.
        """
        loaded = parse_game(text, None, load_lexicon, Path())
        return cls(loaded.game, title, extra=loaded.record.extra)

    def open_review(self) -> None:
        """Open the coach's review of this game (its finished turns)."""
        from patentgame.views.review_window import open_review

        game = self.game
        opened = open_review(
            game.record() if isinstance(game, Recorded) else game,
            game.lexicon if isinstance(game, Recorded) else None,
            self.tr("Review: {title}").format(title=self.windowTitle()),
            theme_words=game.theme_words if isinstance(game, Themed) else None,
        )
        if isinstance(opened, str):
            self.position_label.setText(opened)
        else:
            self.review_window = opened

    # ------------------------------------------------------------- the steps

    @property
    def position(self) -> int:
        """How many actions have been applied in the state shown (0 = the deal)."""
        return self.slider.value()

    @property
    def steps(self) -> int:
        """How many actions the game has."""
        return self.panel.positions - 1

    def state(self) -> KeptGame:
        """The game as shown now (a copy: changing it changes nothing here)."""
        return self.panel.state(self.position)

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
        later = [i for i in self.panel.turn_starts if i > self.position]
        self.slider.setValue(later[0] if later else self.steps)

    def previous_turn(self) -> None:
        """To the start of this turn, or of the one before when already there."""
        earlier = [i for i in self.panel.turn_starts if i < self.position]
        self.slider.setValue(earlier[-1] if earlier else 0)

    # ----------------------------------------------------------------- paint

    def _button(
        self, icon: QStyle.StandardPixmap, tip: str, key: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = QPushButton(_with_greyed_copy(self.style().standardIcon(icon)), "")
        shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        button.setToolTip(f"{tip} ({shown})")
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
        where = self.panel.show_position(position)
        self.position_label.setText(f"{where}  ·  {position}/{self.steps}")
        self.log.blockSignals(True)
        self.log.setCurrentRow(position)
        self.log.blockSignals(False)
        at_start, at_end = position == 0, position == self.steps
        for button in (self.first_button, self.prev_button, self.prev_turn_button):
            button.setEnabled(not at_start)
        for button in (self.last_button, self.next_button, self.next_turn_button):
            button.setEnabled(not at_end)


class ReplayLog(QListView):
    """The log beside the position: one line per position, the current one selected.

    Its lines are one model of plain strings, laid out in batches while the viewer is idle: a
    game of tens of thousands of positions opens at once and holds no item object per line.
    """

    #: The row a person chose (a click, the arrow keys).
    currentRowChanged = Signal(int)

    def __init__(self, lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(200)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.lines = QStringListModel(lines, self)
        self.setModel(self.lines)
        self.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.currentRowChanged.emit(current.row())
        )

    def count(self) -> int:
        """How many lines the log has."""
        return self.lines.rowCount()

    def text(self, row: int) -> str:
        """The text of line ``row``."""
        return str(self.lines.data(self.lines.index(row)))

    def currentRow(self) -> int:
        """The selected line (as QListWidget names it)."""
        return self.currentIndex().row()

    def setCurrentRow(self, row: int) -> None:
        """Select line ``row`` and scroll it into view."""
        index = self.lines.index(row)
        self.setCurrentIndex(index)
        self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)


def panel_type_widget(panel: ReplayPanel) -> QWidget:
    """The family's panel as the widget it is (the registry names widget classes only)."""
    if not isinstance(panel, QWidget):
        raise TypeError("a replay panel must be a widget")
    return panel

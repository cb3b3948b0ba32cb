"""The History window: every finished game, newest first; any of them opens in a replay.

It reads the games from a :class:`~patentgame.keeping.stats.StatsStore` and needs a way to load the
word list a game was checked against (its record names the list), because a replay re-checks
every challenged word exactly as the game did.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.controller.game_model import shown_name
from patentgame.keeping.saves import LexiconLoader, SaveFileError, parse_game
from patentgame.keeping.stats import StatsError, StatsStore, StoredGame
from patentgame.model.games import Themed
from patentgame.views import window_looks
from patentgame.views.game_names import game_name
from patentgame.views.list_table import list_table
from patentgame.views.messages import tell
from patentgame.views.opponent_names import opponent_label
from patentgame.views.replay_viewer import ReplayViewer
from patentgame.views.window_keys import close_with_keys
from patentgame.wording import QT_TRANSLATE_NOOP

#: The table's headings (translated when shown, context ``HistoryWindow``).
COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryWindow", "Finished"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Players"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Winner"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Scores"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Word list"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Turns"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Game"),
)
#: The column of the word list, which takes the room left.
WORD_LIST = 4
#: The column of the turns, counted right-aligned.
TURNS = 5
#: The column of the game's name ("Эрудит"), which the replay's title repeats.
GAME = 6


def lexicon_label(lexicon_id: str) -> str:
    """The label players know a built-in word list by, or its id for other lists."""
    try:
        from patentgame.model.lexicon import builtin_lists
        from patentgame.model.list_texts import shown

        labels = {info.id: shown(info.label) for info in builtin_lists()}
    except (OSError, ValueError, KeyError):  # a missing manifest must not hide the history
        return lexicon_id
    return labels.get(lexicon_id, lexicon_id)


def _player_text(game: StoredGame) -> str:
    try:
        family = families.family(game.family)
    except KeyError:  # a game a newer app stored: its players by their ids
        family = families.PATENT
    parts = []
    for seat in game.seats:
        kind = seat.kind
        name = shown_name(seat.name)  # "You" in the language spoken, as on the table
        parts.append(name if kind == "human" else f"{name} ({opponent_label(kind, family)})")
    return ", ".join(parts)


class HistoryWindow(QWidget):
    """Past games in a table; Replay (or a double click) opens the selected one.

    Args:
        store: the open statistics.
        load_lexicon: finds a word list by id (``Lexicon.load`` with the data folder).
        parent: the owning widget, if any.
    """

    def __init__(
        self, store: StatsStore, load_lexicon: LexiconLoader, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.load_lexicon = load_lexicon
        self.viewers: list[ReplayViewer] = []
        #: The review windows opened from here (kept so they stay open).
        self.reviews: list[QWidget] = []
        self.setObjectName("history")
        self.setWindowTitle(self.tr("Game history"))
        window_looks.follow(self)
        window_looks.fit_screen(self, 900, 520)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        header = QHBoxLayout()
        title = QLabel(self.tr("Game history"))
        title.setObjectName("title")
        header.addWidget(title)
        header.addStretch(1)
        player_label = QLabel(self.tr("&Player:"))
        self.player_box = QComboBox()
        self.player_box.setMinimumWidth(160)
        player_label.setBuddy(self.player_box)
        header.addWidget(player_label)
        header.addWidget(self.player_box)
        layout.addLayout(header)

        headings = [self.tr(column) for column in COLUMNS]
        self.table = list_table(headings)
        # The word list's name is the long, least needed text (in Russian above all): it takes
        # the room the others leave, elided, with the whole name on hover; every other column
        # keeps its contents' width, so the players and the game stay readable.
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(WORD_LIST, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)
        turns_header = QTableWidgetItem(headings[TURNS])
        turns_header.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setHorizontalHeaderItem(TURNS, turns_header)
        layout.addWidget(self.table, 1)

        footer = QHBoxLayout()
        self.count_label = QLabel()
        self.count_label.setObjectName("count")
        footer.addWidget(self.count_label)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        footer.addWidget(self.status, 1)
        self.review_button = QPushButton(self.tr("Re&view…"))
        self.review_button.setToolTip(
            self.tr("The coach's review: each turn beside the expert's choice")
        )
        footer.addWidget(self.review_button)
        self.replay_button = QPushButton(self.tr("&Replay…"))
        self.replay_button.setDefault(True)
        footer.addWidget(self.replay_button)
        layout.addLayout(footer)

        self.player_box.currentIndexChanged.connect(self._fill)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_replay(row))
        self.replay_button.clicked.connect(lambda: self.open_replay(self.table.currentRow()))
        self.review_button.clicked.connect(lambda: self.open_review(self.table.currentRow()))
        self.refresh()
        close_with_keys(self)

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        self.setStyleSheet(window_looks.history_style(*window_looks.current()))

    def refresh(self) -> None:
        """Reload the players and games (after a game was stored); a damaged or busy
        statistics file is said in one sentence below the (empty) list."""
        try:
            self._refresh()
        except StatsError as error:
            self.show_problem(error)

    def show_problem(self, error: StatsError) -> None:
        """Say why the games cannot be listed."""
        self.player_box.blockSignals(False)
        self.table.setRowCount(0)
        self.count_label.clear()
        self.status.setText(tell(error.problem))
        self._selection_changed()

    def _refresh(self) -> None:
        chosen = self.player_box.currentData()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItem(self.tr("All players"), None)
        for profile in self.store.profiles():
            self.player_box.addItem(profile.name, profile.id)
        self.player_box.setCurrentIndex(max(0, self.player_box.findData(chosen)))
        self.player_box.blockSignals(False)
        self._fill()

    def _fill(self) -> None:
        profile_id = self.player_box.currentData()
        try:
            games = self.store.games(profile_id)
        except StatsError as error:
            self.show_problem(error)
            return
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            winners = ", ".join(shown_name(seat.name) for seat in game.winners) or "-"
            scores = " – ".join(str(seat.score) for seat in game.seats)
            cells = (
                QLocale().toString(
                    QDateTime.fromSecsSinceEpoch(int(game.finished_at.timestamp())),
                    QLocale.FormatType.ShortFormat,
                ),
                _player_text(game),
                winners,
                scores,
                lexicon_label(game.lexicon_id),
                str(game.turns),
                game_name(game.family, game.rule_set),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.id)
                if column == TURNS:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                elif column == WORD_LIST:
                    item.setToolTip(text)  # the whole name where the column elides it
                self.table.setItem(row, column, item)
        self.count_label.setText(
            self.tr("%n game(s)", "", len(games)) if games else self.tr("No finished games yet")
        )
        self.status.clear()
        if games:
            self.table.selectRow(0)
        self._selection_changed()

    def _selection_changed(self) -> None:
        chosen = self.table.currentRow() >= 0 and self.table.rowCount() > 0
        self.replay_button.setEnabled(chosen)
        self.review_button.setEnabled(chosen)

    def game_id_at(self, row: int) -> int | None:
        """The stored game shown in ``row``."""
        item = self.table.item(row, 0)
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def open_replay(self, row: int) -> ReplayViewer | None:
        """Open the game in ``row`` in a replay viewer; a problem is shown in the window."""
        game_id = self.game_id_at(row)
        if game_id is None:
            return None
        game, players, finished = (self.table.item(row, column) for column in (GAME, 1, 0))
        title = (
            f"{game.text()}: {players.text()} · {finished.text()}"
            if game and players and finished
            else self.tr("Replay")
        )
        try:
            viewer = ReplayViewer.from_record_text(
                self.store.game_record(game_id), self.load_lexicon, title
            )
        except (SaveFileError, StatsError) as error:
            self.status.setText(tell(error.problem))
            return None
        except KeyError:
            self.status.setText(self.tr("This game is no longer in the history."))
            return None
        self.status.clear()
        self.viewers = [v for v in self.viewers if v.isVisible()]
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def open_review(self, row: int) -> QWidget | None:
        """Open the coach's review of the game in ``row``; a problem is shown in the window."""
        from patentgame.views.review_window import open_review

        game_id = self.game_id_at(row)
        if game_id is None:
            return None
        try:
            loaded = parse_game(
                self.store.game_record(game_id), "This game", self.load_lexicon, Path()
            )
        except SaveFileError as error:
            self.status.setText(str(error))
            return None
        except KeyError:
            self.status.setText(self.tr("This game is no longer in the history."))
            return None
        players = self.table.item(row, 1)
        title = self.tr("Review: {players}").format(players=players.text() if players else "")
        game = loaded.game
        theme_words = game.theme_words if isinstance(game, Themed) else None
        opened = open_review(loaded.record, loaded.game.lexicon, title, theme_words=theme_words)
        if isinstance(opened, str):
            self.status.setText(opened)
            return None
        self.status.clear()
        self.reviews = [w for w in self.reviews if w.isVisible()] + [opened]
        return opened

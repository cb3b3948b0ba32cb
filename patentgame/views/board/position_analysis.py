"""`PositionAnalysis`: every legal play of a board position, best first, as Quackle's move list.

The replay viewer's board panel shows it under the board (Every play): for the position shown,
the rack of the player to move (a GCG file's: the rack its line names), every legal placement
the engine's move generator finds, each with its score, its equity (score + the value of the
tiles kept - the danger of the lanes it opens, as ``ai:expert`` counts it) and the tiles kept,
best equity first (:func:`~patentgame.model.board.ai.analysis.every_play`). A click on a play
opens the meanings of every word it makes.

A crowded board with a blank can have thousands of plays: the list is a model/view table (one
view, rows drawn as they scroll into sight), and the plays are found on a worker thread, the
answer for a position no longer shown dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.model.board.ai.analysis import AnalysedPlay
from patentgame.views.word_meanings import MeaningPopup, meaning_html

if TYPE_CHECKING:
    from patentgame.model.board.generator import MoveGenerator

Index = QModelIndex | QPersistentModelIndex


class PlayList(QAbstractTableModel):
    """The plays of one position as table rows: rank, play, score, equity, tiles kept."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plays: list[AnalysedPlay] = []
        self._headings = (
            self.tr("#"),
            self.tr("Play"),
            self.tr("Score"),
            self.tr("Equity"),
            self.tr("Keeps"),
        )

    def set_plays(self, plays: Sequence[AnalysedPlay]) -> None:
        self.beginResetModel()
        self.plays = list(plays)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.plays)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headings)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headings[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        play = self.plays[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(index.row() + 1)
            if column == 1:
                return f"{play.where} {play.word}"
            if column == 2:
                return str(play.score)
            if column == 3:
                return f"{play.equity:.1f}"
            return " ".join(tile.upper() for tile in play.leave) or "-"
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return ", ".join(play.words)
        return None


#: What the panel asks for a position: the position as (the game at it, the seat to move,
#: its rack), or a sentence saying why there is no play to list.
Position = Callable[[], "tuple[Any, int, tuple[str, ...]] | str"]


class PositionAnalysis(QWidget):
    """The move list of the position shown (see the module's docstring)."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = list(names)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.plays = PlayList(self)
        self.view = QTableView()
        self.view.setModel(self.plays)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setAccessibleName(self.tr("Every legal play of the position"))
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)
        layout.addWidget(self.view, 1)
        self.popup = MeaningPopup(self)
        #: A newer position supersedes the one being worked out: its answer is dropped.
        self.worker = Background("position analysis", self)
        self._generators: dict[tuple[object, object], MoveGenerator] = {}

    def analyse(self, position: Position) -> None:
        """List the plays of ``position`` (found on the worker)."""
        self.plays.set_plays(())
        self.popup.hide()
        self.heading.setText(self.tr("Finding every legal play..."))
        generators = self._generators

        def work(_cancelled: Cancelled) -> object:
            from patentgame.model.board.ai.analysis import every_play
            from patentgame.model.board.generator import MoveGenerator

            found = position()
            if isinstance(found, str):
                return found
            game, seat, rack = found
            key = (game.rules, game.lexicon)
            generator = generators.get(key)
            if generator is None:
                generator = generators[key] = MoveGenerator(game.rules, game.lexicon)
            plays = every_play(generator, game.letters, game.blanks, rack, game.bag_count)
            return seat, rack, plays

        self.worker.run("position", work, self._found, self._not_found)

    def _not_found(self, _failure: Failure) -> None:
        """A fault of ours (the app's log has it) must not take the viewer down."""
        self.heading.setText(self.tr("The plays of this position could not be found."))

    def _found(self, result: object) -> None:
        if isinstance(result, str):
            self.heading.setText(result)
            return
        seat, rack, plays = cast(tuple[int, str, Sequence[AnalysedPlay]], result)
        self.plays.set_plays(plays)
        self.heading.setText(
            self.tr(
                "%n legal play(s) for {name}'s rack {rack}, best equity first; click a play "
                "for the meanings of its words.",
                "",
                len(plays),
            ).format(
                name=self._names[seat] if 0 <= seat < len(self._names) else "",
                rack=" ".join(tile.upper() for tile in rack),
            )
        )
        if plays:
            self.view.scrollToTop()

    def _clicked(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        play = self.plays.plays[index.row()]
        html = "<hr>".join(meaning_html(word) for word in play.words)
        rect = self.view.visualRect(index)
        self.popup.show_html(html, self.view.viewport().mapToGlobal(rect.bottomLeft()))

    def shutdown(self) -> None:
        self.worker.shutdown(2000)


class AnalysisSection(QWidget):
    """The summary's part for a finished board game: Every play of each position opens the
    game in the replay viewer with the move list shown, at the start."""

    def __init__(self, game: Any, extra: dict[str, object], owner: QWidget) -> None:
        super().__init__()
        from PySide6.QtWidgets import QHBoxLayout, QPushButton

        # The viewer belongs to the main window: it stays open after the summary closes.
        self._game, self._extra, self._owner = game, extra, owner
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton(self.tr("Every play of each position..."))
        self.button.setToolTip(
            self.tr(
                "The game in the replay viewer, with every legal play of the position shown, "
                "best first"
            )
        )
        self.button.clicked.connect(lambda _=False: self.open_analysis())
        layout.addWidget(self.button)
        layout.addStretch(1)

    def open_analysis(self) -> QWidget:
        """Open the game in the replay viewer with its move list on."""
        from patentgame.views.replay_viewer import ReplayViewer

        viewer = ReplayViewer(
            self._game, self.tr("Every play of each position"), self._owner, extra=self._extra
        )
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.panel.analyse_button.setChecked(True)  # type: ignore[attr-defined]
        viewer.show()
        viewer.raise_()
        return viewer

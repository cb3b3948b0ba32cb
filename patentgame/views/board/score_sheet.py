"""`ScoreSheet`: the board table's score sheet, one row a line of the game's history.

Each row says who, where, what (the words a play made, as a GCG score sheet writes them: a
blank's letter in lower case), the line's points and the new total. A click on a play's row
opens its words' meanings from the offline dictionary of the list's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from patentgame.controller.board.game_model import BoardGameModel
from patentgame.controller.board.narration import shown_word
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import position_name
from patentgame.model.board.moves import Exchange, Place
from patentgame.model.board.rules import RULE_SETS
from patentgame.model.board.scoring import ScoredWord
from patentgame.views.word_meanings import MeaningPopup


def tiles_text(tiles: tuple[str, ...]) -> str:
    """Tiles as the table names them: capitals, a blank as ``?``."""
    return " ".join(tile.upper() for tile in tiles)


class ScoreSheet(QTableWidget):
    """The score sheet beside the board.

    Args:
        model: the board game's model.
        question_open: whether the challenge bar asks about the last play now (its meanings
            then wait for the verdict: they would tell whether the words are valid).
        parent: the table.

    Signals:
        remark(text, milliseconds): a passing remark for the status bar.
    """

    remark = Signal(str, int)

    def __init__(
        self, model: BoardGameModel, question_open: Callable[[], bool], parent: QWidget
    ) -> None:
        super().__init__(0, 5, parent)
        self._model = model
        self._question_open = question_open
        #: The seat whose own exchanges show their tiles (-1: nobody's).
        self.viewer = -1
        self.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Where"),
                self.tr("Move"),
                self.tr("Score"),
                self.tr("Total"),
            ]
        )
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.cellClicked.connect(self._clicked)
        self.meanings: MeaningPopup | None = None
        #: The rows shown, and the font and width they were laid out for (see show_history).
        self._shown: list[tuple[str, str, str, str, str]] = []
        self._look: tuple[str, int] = ("", -1)
        #: The history's lines those rows were written from, and for whom (the viewer, whose
        #: own exchanges show their tiles, and the names shown).
        self._entries: list[Entry] = []
        self._people: tuple[int, tuple[str, ...]] = (-2, ())
        #: Whether the sheet shows its end, and keeps it in view as it grows or the table lays
        #: it out again (the sheet gets its height after the lines are written: the newest
        #: line was left half hidden); a person who scrolls up to an old line stays there.
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._note_place)
        bar.rangeChanged.connect(self._keep_end)

    def show_history(self, viewer: int) -> None:
        """One row a line of the game's history, the last in view (and kept in view while
        the sheet is laid out again, unless the person scrolled up); ``viewer``'s own
        exchanges show their tiles.

        The table refreshes several times a turn, and the whole sheet written and laid out
        again took 0.4 s with 70 lines and 6.6 s with 260 (each item set resizes the columns
        that follow their contents: ``benchmarks/table_refresh.py``). So only the lines whose
        text changed are written and laid out again (every line when the text's size or the
        sheet's width changed), and a line of the history met before keeps its text."""
        self.viewer = viewer
        model = self._model
        history = model.state.history
        names = tuple(model.shown_name(seat) for seat in range(len(model.state.seats)))
        same_people = (viewer, names) == self._people
        rows = [
            self._shown[row]
            if same_people and row < len(self._entries) and self._entries[row] is entry
            else self._row_cells(entry)
            for row, entry in enumerate(history)
        ]
        self._entries, self._people = list(history), (viewer, names)
        look = (self.font().key(), self.viewport().width())
        if rows == self._shown and look == self._look:
            return
        written = rows != self._shown
        self.setRowCount(len(rows))
        changed = []
        for row, cells in enumerate(rows):
            if row < len(self._shown) and self._shown[row] == cells:
                continue
            changed.append(row)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.setItem(row, column, item)
        # A long move (many cross-words) wraps in its cell instead of ending in "...": each
        # row as tall as its text, every row when the text's size or the width changed.
        if look != self._look:
            self.resizeRowsToContents()
        else:
            for row in changed:
                self.resizeRowToContents(row)
        self._shown, self._look = rows, look
        if rows and written:  # a new line, or the last one changed: the end comes into view
            self._following = True
            self.scrollToBottom()

    def _row_cells(self, entry: Entry) -> tuple[str, str, str, str, str]:
        """The texts of a line of the history: who, where, what, its points, the total."""
        where, what = self._entry_text(entry)
        return (
            self._model.shown_name(entry.seat),
            where,
            what,
            f"{entry.score:+d}" if entry.kind is not EntryKind.PLAY else str(entry.score),
            str(entry.total),
        )

    def _note_place(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    def _keep_end(self, _minimum: int, maximum: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(maximum)

    def fit(self, width: int) -> None:
        """Drop the "Where" column when the words would not fit beside it (large text in a
        narrow side column): the log still says where each word went."""
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        titles = [self.horizontalHeaderItem(column) for column in (0, 1, 3, 4)]
        others = sum(metrics.horizontalAdvance(t.text()) + 16 for t in titles if t is not None)
        word_room = QFontMetrics(self.font()).horizontalAdvance("WORDIER")
        self.setColumnHidden(1, others + word_room > width - 8)

    def _clicked(self, row: int, column: int) -> None:
        """A click on a play's row opens the meanings of the words it made; a play the
        challenge bar asks about waits for the people's answer."""
        model = self._model
        if not model.has_game:
            return
        game = model.state
        history = game.history
        if not 0 <= row < len(history):
            return
        entry = history[row]
        if entry.kind is not EntryKind.PLAY or entry.play is None or not entry.play.words:
            return
        words = [word.word for word in entry.play.words]
        if row == len(history) - 1 and self._question_open():
            self.remark.emit(
                self.tr("The meaning of {word} shows after the challenge's verdict.").format(
                    word=shown_word(words[0])
                ),
                4000,
            )
            return
        item = self.item(row, column)
        rect = self.visualItemRect(item) if item is not None else None
        spot = rect.bottomLeft() if rect is not None else self.rect().center()
        at = self.viewport().mapToGlobal(spot)
        if self.meanings is None:
            self.meanings = MeaningPopup(self.parentWidget())
        self.meanings.show_words(words, at, RULE_SETS[game.rules.rule_set].language)

    def _entry_text(self, entry: Entry) -> tuple[str, str]:
        """The "Where" and "Move" cells of a line of the history."""
        if entry.kind is EntryKind.PLAY and entry.play is not None and entry.play.words:
            main = entry.play.words[0]
            where = position_name(main.squares[0], main.across)
            laid = entry.move if isinstance(entry.move, Place) else None
            return where, ", ".join(self._sheet_word(word, laid) for word in entry.play.words)
        if entry.kind is EntryKind.EXCHANGE:
            tiles = entry.move.tiles if isinstance(entry.move, Exchange) else ()
            if entry.seat == self.viewer:  # the person's own exchange: its tiles
                return "", self.tr("exchanged %n tile(s): {tiles}", "", len(tiles)).format(
                    tiles=tiles_text(tiles)
                )
            # Another player's tiles stay theirs: only how many.
            return "", self.tr("exchanged %n tile(s)", "", len(tiles))
        texts = {
            EntryKind.PASS: self.tr("passed"),
            EntryKind.WITHDRAWN: self.tr("play withdrawn"),
            EntryKind.CHALLENGE_BONUS: self.tr("wrong challenge"),
            EntryKind.LOST_TURN: self.tr("lost turn"),
            EntryKind.RESIGN: self.tr("resigned"),
            EntryKind.END_RACK: self.tr("tiles at the end"),
            EntryKind.TIMEOUT: self.tr("time ran out"),
            EntryKind.TIME_PENALTY: self.tr("over time"),
        }
        return "", texts.get(entry.kind, "")

    def _sheet_word(self, word: ScoredWord, place: Place | None) -> str:
        """A word of a play as a score sheet writes it (GCG's way): capitals, a blank's letter
        in lower case."""
        game = self._model.state
        laid = {tile.square: tile for tile in place.tiles} if place is not None else {}
        letters = []
        for square in word.squares:
            tile = laid.get(square)
            if tile is not None:
                letter, blank = tile.letter, tile.blank
            else:  # a tile of an earlier play: on the board since
                letter, blank = game.letters[square], game.blanks[square]
            letters.append(letter.lower() if blank else letter.upper())
        return "".join(letters) or shown_word(word.word)

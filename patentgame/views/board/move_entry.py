"""`MoveEntry`: how the person puts a move together on the board table.

Tiles go down by dragging them (rack to board, board to board, back to the rack), by clicking
a tile and then a square, or by clicking a square and typing: the typing cursor walks on across
or down (a second click on its square turns it), the arrows move it, Backspace takes the last
tile back, Shift or ``?`` types the blank as a letter. A blank asks for its letter. The move
lies in the table's :class:`~patentgame.controller.board.draft.Draft` until it is played.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from patentgame.model.board.layout import CENTRE, SIZE
from patentgame.model.board.moves import Place
from patentgame.model.board.tiles import BLANK
from patentgame.views.board.blank_picker import pick_blank

if TYPE_CHECKING:
    from patentgame.views.board.table import BoardTable

#: The arrows: the step of the cursor (rows, columns) and whether it then types across.
_ARROWS = {
    Qt.Key.Key_Right: (0, 1, True),
    Qt.Key.Key_Left: (0, -1, True),
    Qt.Key.Key_Down: (1, 0, False),
    Qt.Key.Key_Up: (-1, 0, False),
}


class MoveEntry(QObject):
    """The clicks, drags and keys that lay the person's tiles on one board table."""

    def __init__(self, table: BoardTable) -> None:
        super().__init__(table)
        self._table = table
        self._rng = random.Random()
        table.board.square_clicked.connect(self._square_clicked)
        table.board.tile_dropped.connect(self._dropped_on_board)
        table.rack.tile_clicked.connect(self._rack_clicked)
        table.rack.tile_dropped.connect(self._dropped_on_rack)

    def key(self, event: QKeyEvent) -> bool:
        """A key of the person's turn: the draft's own (Backspace, the arrows, Space, a
        letter); False for a key it does not take."""
        table = self._table
        draft = table.draft
        key = event.key()
        text = event.text().lower()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        game = table.game_model.state
        if key == Qt.Key.Key_Backspace:
            draft.step_back()
            table.show_draft()
        elif key in tuple(_ARROWS):
            self._move_cursor(Qt.Key(key))
        elif key == Qt.Key.Key_Space and draft.cursor >= 0:
            draft.across = not draft.across
            table.show_draft()
        elif text and not modifiers & ~Qt.KeyboardModifier.ShiftModifier:
            blank = bool(modifiers & Qt.KeyboardModifier.ShiftModifier) or text == BLANK
            if text == BLANK or game.rules.tiles.knows(text):
                if draft.cursor < 0 and not any(game.letters) and not draft.placed:
                    draft.cursor = CENTRE  # the first word starts on the star
                self._type(text, blank)
        else:
            return False
        return True

    def recall(self) -> None:
        """Every tile back to the rack; leave exchange mode."""
        table = self._table
        table.draft.recall()
        table.draft.chosen = set()
        table.exchange_mode = False
        table.selected = -1
        if table.game_model.has_game:
            table.show_draft()

    def shuffle(self) -> None:
        """The rack's tiles in a new order (Shuffle)."""
        table = self._table
        if table.viewer >= 0 and not table.game_model.is_over:
            table.draft.shuffle(self._rng)
            table.show_draft()

    def sort(self) -> None:
        """The rack's tiles in the alphabet's order (Sort)."""
        table = self._table
        if table.viewer >= 0 and not table.game_model.is_over:
            table.draft.sort(table.game_model.state.rules.tiles.alphabet)
            table.show_draft()

    def exchange(self) -> None:
        """Choose tiles to exchange: the rack's clicks choose, Play exchanges them."""
        table = self._table
        if not table.my_turn():
            return
        table.draft.recall()
        table.exchange_mode = not table.exchange_mode
        table.draft.chosen = set()
        table.selected = -1
        table.show_draft()

    def lay(self, place: Place) -> None:
        """Put ``place``'s tiles on the board as the person's draft (a word taken back, the
        picture's best play)."""
        draft = self._table.draft
        for tile in place.tiles:
            index = draft.index_for(BLANK if tile.blank else tile.letter)
            if index is not None:
                draft.put(index, tile.square, tile.letter)
        self._table.show_draft()

    def _type(self, letter: str, blank: bool) -> None:
        """A typed letter goes on the cursor's square (Shift or ``?``: the blank as it)."""
        table = self._table
        draft = table.draft
        square = draft.cursor
        game = table.game_model.state
        if square < 0:
            # Said, not swallowed: the word ran to the board's edge, or nowhere was chosen.
            if draft.placed:
                refusal = self.tr("The board ends here: no square left for {letter}.")
            else:
                refusal = self.tr("Click a square first: {letter} goes where you click.")
            QApplication.beep()
            text = refusal.format(letter=letter.upper())
            table.fit.show_preview(text)
            table.status_message.emit(text, 4000)
            return
        if game.letters[square] or square in draft.placed:
            return
        if blank or letter == BLANK:
            index = next((i for i in draft.free() if draft.rack[i] == BLANK), None)
        else:
            index = draft.index_for(letter)
        if index is None:
            table.status_message.emit(
                self.tr("No {letter} on your rack.").format(letter=letter.upper()), 3000
            )
            return
        if not self._put(index, square, None if letter == BLANK else letter):
            return
        draft.advance(game.letters)
        table.show_draft()

    def _move_cursor(self, key: Qt.Key) -> None:
        draft = self._table.draft
        cursor = draft.cursor if draft.cursor >= 0 else CENTRE
        row, column = divmod(cursor, SIZE)
        rows, columns, across = _ARROWS[key]
        draft.across = across
        row = min(SIZE - 1, max(0, row + rows))
        column = min(SIZE - 1, max(0, column + columns))
        draft.cursor = row * SIZE + column
        self._table.show_draft()

    def _rack_clicked(self, index: int) -> None:
        table = self._table
        if table.viewer < 0:
            return
        if table.exchange_mode:
            table.draft.chosen ^= {index}
        else:
            table.selected = -1 if table.selected == index else index
        table.show_draft()

    def _square_clicked(self, square: int) -> None:
        table = self._table
        if not table.my_turn():
            return
        draft = table.draft
        game = table.game_model.state
        if square in draft.placed:
            draft.take_back(square)
            draft.cursor = square
        elif table.selected >= 0 and not game.letters[square]:
            self._put(table.selected, square)
            table.selected = -1
        elif not game.letters[square]:
            if draft.cursor == square:
                draft.across = not draft.across
            draft.cursor = square
        table.show_draft()

    def _put(self, index: int, square: int, letter: str | None = None) -> bool:
        """Put rack tile ``index`` on ``square``; a blank asks for its letter first."""
        draft = self._table.draft
        if draft.rack[index] == BLANK and not letter:
            letter = self.ask_blank_letter()
            if not letter:
                return False
        return draft.put(index, square, letter)

    def ask_blank_letter(self) -> str:
        """Ask which letter a blank stands for (the game's own alphabet, as a grid of letters);
        "" when cancelled."""
        table = self._table
        # The window's child, not the table's: the felt's light label colours stay on the felt.
        chosen = pick_blank(table.game_model.state.rules.tiles.alphabet, table.window())
        table.setFocus()
        return chosen

    def _dropped_on_board(self, kind: str, number: int, square: int) -> None:
        table = self._table
        draft = table.draft
        if not table.my_turn() or table.game_model.state.letters[square]:
            return
        if kind == "rack":
            self._put(number, square)
        elif kind == "board" and number in draft.placed and square not in draft.placed:
            index, letter = draft.placed.pop(number)
            draft.placed[square] = (index, letter)
        table.selected = -1
        table.show_draft()

    def _dropped_on_rack(self, kind: str, number: int, index: int) -> None:
        draft = self._table.draft
        if kind == "board":
            draft.take_back(number)
        elif kind == "rack":
            draft.move_tile(number, index)
        self._table.show_draft()

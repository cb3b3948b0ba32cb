"""The board games' panel of the replay viewer: the board and every rack face up, the scores.

It replays the game once from its record (the engine's own setup and ``play``), keeps a copy of
the game after each move and the log sentences of its events, and shows the position asked for.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from patentgame.controller.board.narration import narrate
from patentgame.controller.game_model import NOTES_KEY, read_notes
from patentgame.model.board import events as ev
from patentgame.model.board.game import BoardGame
from patentgame.model.board.replay import set_up
from patentgame.model.games import KeptGame
from patentgame.views.board.board_view import BoardView


class BoardReplayPanel(QWidget):
    """Every position of a board game, one at a time."""

    def __init__(
        self,
        game: KeptGame,
        extra: Mapping[str, object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not isinstance(game, BoardGame):
            raise TypeError("a board replay panel shows board games")
        self._states, self._last, self.lines, self.turn_starts = self._replay(game)
        # The computer players' explanations, kept with the record, under their moves.
        names = [seat.name for seat in game.seats]
        for index, (seat, text) in read_notes((extra or {}).get(NOTES_KEY)).items():
            if index + 1 < len(self.lines) and 0 <= seat < len(names):
                self.lines[index + 1] += f"\n{names[seat]}: {text}"
        layout = QVBoxLayout(self)
        self.board = BoardView(self)
        self.board.interactive = False
        self.board.ink = QColor("#3a2f25")  # the coordinates, on the viewer's light page
        self.board.setAcceptDrops(False)
        layout.addWidget(self.board, 1)
        self.racks = QLabel(self)
        self.racks.setWordWrap(True)
        layout.addWidget(self.racks)

    @staticmethod
    def _replay(
        game: BoardGame,
    ) -> tuple[list[BoardGame], list[tuple[int, ...]], list[str], list[int]]:
        names = [seat.name for seat in game.seats]
        fresh = set_up(game.record(), game.lexicon)
        states, last = [fresh.copy()], [()]
        lines = [narrate(fresh.opening_events()[0], names)]
        turn_starts = [0]
        squares: tuple[int, ...] = ()
        for move in game.actions:
            turns = fresh.turns
            events = fresh.play(move)
            for event in events:
                if isinstance(event, ev.TilesPlaced):
                    squares = tuple(tile.square for tile in event.tiles)
                elif isinstance(event, ev.PlayWithdrawn):
                    squares = ()
            text = " ".join(filter(None, (narrate(event, names) for event in events)))
            states.append(fresh.copy())
            last.append(squares)
            lines.append(text or type(move).__name__)
            if fresh.turns != turns:
                turn_starts.append(len(states) - 1)
        return states, last, lines, turn_starts

    @property
    def positions(self) -> int:
        return len(self._states)

    def state(self, position: int) -> BoardGame:
        return self._states[position].copy()

    def show_position(self, position: int) -> str:
        game = self._states[position]
        values = game.rules.tiles.values()
        self.board.show_board(game.letters, game.blanks, values, self._last[position])
        rows = [
            f"<b>{seat.name}</b> {game.score(index)} &nbsp; "
            + " ".join(tile.upper() for tile in game.rack(index))
            for index, seat in enumerate(game.seats)
        ]
        rows.append(self.tr("Bag: %n tile(s)", "", game.bag_count))
        self.racks.setText("<br>".join(rows))
        if game.game_over:
            names = ", ".join(game.seats[seat].name for seat in game.winners)
            return self.tr("Game over: {names}").format(names=names)
        return self.tr("Turn {number}").format(number=game.turns + 1)

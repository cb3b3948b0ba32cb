"""The board games' panel of the replay viewer: the board and every rack face up, the scores.

It replays the game once from its record (the engine's own setup and ``play``), keeps a copy of
the game after each move and the log sentences of its events, and shows the position asked for.
A GCG file (File > Open) comes already replayed, a position per line of the file: its racks are
only the tiles its players wrote down, so the panel shows the scores and the rack each line
names rather than racks the engine filled in.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from patentgame.controller.board.narration import narrate
from patentgame.controller.game_model import NOTES_KEY, read_notes
from patentgame.model.board import events as ev
from patentgame.model.board.game import BoardGame
from patentgame.model.board.gcg import GcgGame
from patentgame.model.board.replay import set_up
from patentgame.model.games import KeptGame
from patentgame.views.board.board_view import BoardView


class BoardReplayPanel(QWidget):
    """Every position of a board game, one at a time."""

    def __init__(
        self,
        game: KeptGame | GcgGame,
        extra: Mapping[str, object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        #: The rack each position's next line names (a GCG file's), shown instead of the
        #: engine's racks; empty for a game of the house, whose racks are all known.
        self._file_racks: list[str] = []
        if isinstance(game, GcgGame):
            self._states, self._last, self.lines, self.turn_starts = self._from_gcg(game)
            game = game.game
        elif isinstance(game, BoardGame):
            self._states, self._last, self.lines, self.turn_starts = self._replay(game)
        else:
            raise TypeError("a board replay panel shows board games")
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

    def _from_gcg(
        self, imported: GcgGame
    ) -> tuple[list[BoardGame], list[tuple[int, ...]], list[str], list[int]]:
        """The positions of a GCG file as :func:`gcg.read` kept them, one per line."""
        if imported.opening is None:
            raise ValueError("the GCG game was read without its steps")
        names = list(imported.names)
        opening = imported.opening
        states, last = [opening.copy()], [()]
        lines = [narrate(opening.opening_events()[0], names)]
        turn_starts = [0]
        squares: tuple[int, ...] = ()
        for step in imported.steps:
            turns = states[-1].turns
            for event in step.events:
                if isinstance(event, ev.TilesPlaced):
                    squares = tuple(tile.square for tile in event.tiles)
                elif isinstance(event, ev.PlayWithdrawn):
                    squares = ()
            text = " ".join(filter(None, (narrate(event, names) for event in step.events)))
            if step.line.kind is None:
                seat = imported.nicks.index(step.line.nick)
                text = self.tr("{name} loses %n point(s) on time.", "", -step.line.score).format(
                    name=names[seat]
                )
            states.append(step.after)
            last.append(squares)
            lines.append(text)
            if step.after.turns != turns:
                turn_starts.append(len(states) - 1)
        self._file_racks = self._racks_named(imported)
        return states, last, lines, turn_starts

    @staticmethod
    def _racks_named(imported: GcgGame) -> list[str]:
        """Before each position's next line: who is to move and the rack the file gives them."""
        racks = []
        for step in imported.steps:
            racks.append(f"{step.line.nick}: {step.line.rack}" if step.line.rack else "")
        return [*racks, ""]

    @property
    def positions(self) -> int:
        return len(self._states)

    def state(self, position: int) -> BoardGame:
        return self._states[position].copy()

    def show_position(self, position: int) -> str:
        game = self._states[position]
        values = game.rules.tiles.values()
        self.board.show_board(game.letters, game.blanks, values, self._last[position])
        if self._file_racks:
            rows = [
                f"<b>{seat.name}</b> {game.score(index)}" for index, seat in enumerate(game.seats)
            ]
            if self._file_racks[position]:
                rows.append(
                    self.tr("Next, as the file writes it: {rack}").format(
                        rack=self._file_racks[position]
                    )
                )
        else:
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

"""The board games' panel of the replay viewer: the board and every rack face up, the scores.

It replays the game once from its record (the engine's own setup and ``play``) and keeps, per
position, only what it draws (the board, the scores, the racks, the bag) and the log sentence
of its events; a part that did not change is shared with the position before, so a long game's
thousands of positions hold a board each only where a play changed it, and memory grows with
the moves, not with the moves times the game. The game itself at a position (:meth:`state`) is
replayed again when asked for.

A GCG file (File > Open) comes already read: the panel steps through its lines
(:meth:`GcgGame.replayed`). Its racks are only the tiles its players wrote down, so the panel
shows the scores (time penalties counted) and the rack each line names rather than racks the
engine filled in; it says nothing of a draw for the start, which a file does not record, and
shows each line's ``#note`` under it in the log.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from patentgame.controller.board.narration import narrate
from patentgame.controller.game_model import NOTES_KEY, read_notes, shown_name
from patentgame.model.board import events as ev
from patentgame.model.board.game import BoardGame
from patentgame.model.board.gcg import GcgGame, GcgLine, winners_of
from patentgame.model.board.history import EntryKind
from patentgame.model.board.phases import Phase
from patentgame.model.board.replay import set_up
from patentgame.model.board.tiles import BLANK
from patentgame.model.games import KeptGame
from patentgame.model.problems import shorten
from patentgame.model.seats import named_you, you_seats
from patentgame.views import palette as pal
from patentgame.views import themes
from patentgame.views.board.board_view import BoardView
from patentgame.views.board.position_analysis import PositionAnalysis

#: The longest note the log shows of a GCG line (the file keeps it whole).
NOTE_SHOWN = 2000


@dataclass(frozen=True, slots=True)
class Shown:
    """What the panel draws of one position (only that: never the game itself).

    Attributes:
        letters: Each square's letter. blanks: whether it is a blank.
        last: The squares of the last play, marked on the board.
        scores: Each seat's score (a GCG file's time penalties counted).
        racks: Each seat's rack; empty for a GCG file, whose racks are its lines'.
        bag: Tiles in the bag.
        turns: Finished turns.
        over: Whether the game is over. winners: its winners then.
    """

    letters: tuple[str, ...]
    blanks: tuple[bool, ...]
    last: tuple[int, ...]
    scores: tuple[int, ...]
    racks: tuple[tuple[str, ...], ...]
    bag: int
    turns: int
    over: bool
    winners: tuple[int, ...]


Board = tuple[tuple[str, ...], tuple[bool, ...], tuple[int, ...]]


class Positions:
    """What the panel draws of every position, kept by column: each board once (a new one
    only where a play changed it), the numbers in arrays, the racks shared while they stay
    the same. A position costs a few bytes, so a file of 50,000 lines is drawn from a few MB.
    """

    def __init__(self, seats: int, *, with_racks: bool = True) -> None:
        self._boards: list[Board] = []
        self._board = array("I")
        self._scores = [array("i") for _ in range(seats)]
        self._turns = array("I")
        self._bag = array("I")
        self._racks: list[tuple[tuple[str, ...], ...]] | None = [] if with_racks else None
        self._winners: dict[int, tuple[int, ...]] = {}  # the positions of a game over

    def add(
        self,
        game: BoardGame,
        last: tuple[int, ...],
        scores: Sequence[int] | None = None,
        winners: tuple[int, ...] | None = None,
    ) -> None:
        """Add the position ``game`` is in (``scores`` and ``winners`` instead of its own:
        a GCG file's, with time penalties)."""
        board = (game.letters, game.blanks, last)
        if not self._boards or self._boards[-1] != board:
            self._boards.append(board)
        self._board.append(len(self._boards) - 1)
        for seat, score in enumerate(game.scores if scores is None else scores):
            self._scores[seat].append(score)
        self._turns.append(game.turns)
        self._bag.append(game.bag_count)
        if game.game_over:
            self._winners[len(self._turns) - 1] = game.winners if winners is None else winners
        if self._racks is not None:
            racks = tuple(game.rack(seat) for seat in range(len(self._scores)))
            if self._racks and self._racks[-1] == racks:
                racks = self._racks[-1]  # shared with the position before
            self._racks.append(racks)

    def __len__(self) -> int:
        return len(self._turns)

    def turns(self, position: int) -> int:
        return self._turns[position]

    def __getitem__(self, position: int) -> Shown:
        letters, blanks, last = self._boards[self._board[position]]
        over = position in self._winners
        return Shown(
            letters=letters,
            blanks=blanks,
            last=last,
            scores=tuple(column[position] for column in self._scores),
            racks=() if self._racks is None else self._racks[position],
            bag=self._bag[position],
            turns=self._turns[position],
            over=over,
            winners=self._winners.get(position, ()),
        )


class BoardReplayPanel(QWidget):
    """Every position of a board game, one at a time."""

    def __init__(
        self,
        game: KeptGame | GcgGame,
        extra: Mapping[str, object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._source = game
        if isinstance(game, GcgGame):
            self._positions, self.lines, self.turn_starts = self._from_gcg(game)
            names = list(game.names)
        elif isinstance(game, BoardGame):
            self._positions, self.lines, self.turn_starts = self._replay(game)
            # As the table shows them: a player named "You" is "Вы" in Russian.
            names = [shown_name(seat.name) for seat in game.seats]
        else:
            raise TypeError("a board replay panel shows board games")
        self._names = names
        # The computer players' explanations, kept with the record, under their moves.
        for index, (seat, text) in read_notes((extra or {}).get(NOTES_KEY)).items():
            if index + 1 < len(self.lines) and 0 <= seat < len(names):
                self.lines[index + 1] += f"\n{names[seat]}: {text}"
        layout = QVBoxLayout(self)
        self.board = BoardView(self)
        self.board.interactive = False
        # The coordinates, on the viewer's page (light or dark with the theme).
        self.board.ink = QColor(themes.theme(pal.THEME_KEY).paper_text)
        self.board.setAcceptDrops(False)
        layout.addWidget(self.board, 1)
        self.racks = QLabel(self)
        self.racks.setWordWrap(False)
        # The same height at every step, whatever a step's text: the board never moves.
        self.racks.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.racks.setText("<br>".join(["&nbsp;"] * (len(names) + 1)))
        self.racks.setFixedHeight(self.racks.sizeHint().height())
        layout.addWidget(self.racks)
        # Every legal play of the position shown, on demand (issue 32.3).
        self.analyse_button = QPushButton(self.tr("Every play of this position"))
        self.analyse_button.setCheckable(True)
        self.analyse_button.setToolTip(
            self.tr(
                "List every legal play of the rack to move, with its score, equity and the "
                "tiles it keeps, best first"
            )
        )
        self.analyse_button.toggled.connect(self._analysis_toggled)
        layout.addWidget(self.analyse_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.analysis = PositionAnalysis(names, self)
        self.analysis.hide()
        layout.addWidget(self.analysis, 1)
        self._shown = 0

    # ------------------------------------------------------------ positions

    @staticmethod
    def _replay(game: BoardGame) -> tuple[Positions, list[str], list[int]]:
        names = [seat.name for seat in game.seats]
        you = you_seats(game.players)  # addressed as the game's own log addressed them
        fresh = set_up(game.record(), game.lexicon)
        positions = Positions(len(names))
        positions.add(fresh, ())
        lines = [narrate(fresh.opening_events()[0], names, you)]
        turn_starts = [0]
        squares: tuple[int, ...] = ()
        for move in game.actions:
            turns = fresh.turns
            events = fresh.play(move)
            squares = _last_squares(events, squares)
            text = " ".join(filter(None, (narrate(event, names, you) for event in events)))
            positions.add(fresh, squares)
            lines.append(text or type(move).__name__)
            if fresh.turns != turns:
                turn_starts.append(len(positions) - 1)
        return positions, lines, turn_starts

    def _from_gcg(self, imported: GcgGame) -> tuple[Positions, list[str], list[int]]:
        """The positions of a GCG file, one per line, as its lines are played again."""
        names = list(imported.names)
        opening = imported.opening
        positions = Positions(len(names), with_racks=False)
        positions.add(opening, ())
        # A file does not say how the start was drawn: only who began.
        lines = [
            self._with_note(narrate(opening.opening_events()[1], names, named_you(names)), imported)
        ]
        turn_starts = [0]
        squares: tuple[int, ...] = ()
        for step in imported.replayed():
            turns = positions.turns(len(positions) - 1)
            squares = _last_squares(step.events, squares)
            totals = step.totals()
            positions.add(step.after, squares, totals, winners_of(step.after, totals))
            lines.append(self._with_note(self._told(step.line, step.events, imported), step.line))
            if step.after.turns != turns:
                turn_starts.append(len(positions) - 1)
        return positions, lines, turn_starts

    def _told(self, line: GcgLine, events: Sequence[object], imported: GcgGame) -> str:
        """The log sentence of one line of a file: its events told, and what the file says
        that the events do not (a time penalty, end-of-game points, the pass accepting a play
        that went out)."""
        seat = imported.nicks.index(line.nick)
        name = imported.names[seat]
        you = named_you(imported.names)
        told = [narrate(event, imported.names, you) for event in events]
        if line.kind is None:
            told = [self.tr("{name} loses %n point(s) on time.", "", -line.score).format(name=name)]
        elif line.kind is EntryKind.END_RACK:
            if line.score >= 0:
                points = self.tr("{name} gains %n point(s) from the tiles left.", "", line.score)
            else:
                points = self.tr("{name} loses %n point(s) for the tiles left.", "", -line.score)
            told.insert(0, points.format(name=name))
        elif line.kind is EntryKind.PASS and not any(isinstance(e, ev.Passed) for e in events):
            told.insert(0, narrate(ev.Passed(seat), imported.names, you))
        return " ".join(filter(None, told))

    def _with_note(self, text: str, noted: GcgLine | GcgGame) -> str:
        """``text`` with the file's note on it, if it has one."""
        note = noted.note if isinstance(noted, GcgLine) else noted.opening_note
        if not note:
            return text
        shortened = shorten(" ".join(note.split()), NOTE_SHOWN)
        return f"{text}\n" + self.tr("Note: {text}").format(text=shortened)

    @property
    def positions(self) -> int:
        return len(self._positions)

    def state(self, position: int) -> BoardGame:
        """The game at ``position``, played again up to it (a new game each time)."""
        source = self._source
        if isinstance(source, GcgGame):
            if position == 0:
                return source.opening.copy()
            for index, step in enumerate(source.replayed(), start=1):
                if index == position:
                    return step.after.copy()
            raise IndexError(position)
        assert isinstance(source, BoardGame)
        fresh = set_up(source.record(), source.lexicon)
        for move in source.actions[:position]:
            fresh.play(move)
        return fresh

    def _analysis_toggled(self, on: bool) -> None:
        self.analysis.setVisible(on)
        if on:
            self._analyse(self._shown)

    def _analyse(self, position: int) -> None:
        """List the plays of ``position`` in the analysis (worked out on its worker)."""
        source = self._source
        state = self.state
        gone = self.tr("The game is over: there is no play to list.")
        went_out = self.tr(
            "The last play went out: the next player may only accept or challenge it."
        )
        if isinstance(source, GcgGame):
            line = source.lines[position] if position < len(source.lines) else None
            if line is None or not line.rack:
                self.analysis.analyse(lambda: self.tr("The file names no rack for this move."))
                return
            seat = source.nicks.index(line.nick)
            rack = tuple(BLANK if letter == "?" else letter.lower() for letter in line.rack)
            self.analysis.analyse(lambda: (state(position), seat, rack))
            return

        def found() -> tuple[BoardGame, int, tuple[str, ...]] | str:
            game = state(position)
            if game.game_over:
                return gone
            if game.phase is not Phase.PLAY:
                return went_out
            return game, game.current, game.rack(game.current)

        self.analysis.analyse(found)

    def show_position(self, position: int) -> str:
        self._shown = position
        if self.analysis.isVisible() or self.analyse_button.isChecked():
            self._analyse(position)
        seen = self._positions[position]
        game = self._source.opening if isinstance(self._source, GcgGame) else self._source
        assert isinstance(game, BoardGame)  # a board game's record or .gcg file
        values = game.rules.tiles.values()
        self.board.show_board(seen.letters, seen.blanks, values, seen.last)
        rows = [f"<b>{name}</b> {seen.scores[index]}" for index, name in enumerate(self._names)]
        if isinstance(self._source, GcgGame):
            named = _named_rack(self._source.lines, position)
            rows.append(
                self.tr("Next, as the file writes it: {rack}").format(rack=named)
                if named
                else "&nbsp;"
            )
        else:
            rows = [
                f"{row} &nbsp; " + " ".join(tile.upper() for tile in seen.racks[index])
                for index, row in enumerate(rows)
            ]
            rows.append(self.tr("Bag: %n tile(s)", "", seen.bag))
        self.racks.setText("<br>".join(rows))
        if seen.over:
            names = ", ".join(self._names[seat] for seat in seen.winners)
            return self.tr("Game over: {names}").format(names=names)
        return self.tr("Turn {number}").format(number=seen.turns + 1)


def _last_squares(events: Sequence[object], squares: tuple[int, ...]) -> tuple[int, ...]:
    """The squares of the last play after ``events`` (none once it was withdrawn)."""
    for event in events:
        if isinstance(event, ev.TilesPlaced):
            squares = tuple(tile.square for tile in event.tiles)
        elif isinstance(event, ev.PlayWithdrawn):
            squares = ()
    return squares


def _named_rack(lines: Sequence[GcgLine], index: int) -> str:
    """Who moves on a file's line ``index`` and the rack it names ("" when it names none, or
    there is no such line)."""
    if index >= len(lines) or not lines[index].rack:
        return ""
    return f"{lines[index].nick}: {lines[index].rack}"

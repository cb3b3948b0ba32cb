"""`BoardTable`: the crossword-board games' table (Scrabble, Эрудит, Скрэббл, Wocable).

The board in the middle, the rack and the turn's buttons under it, and beside it the players,
the bag and the unseen tiles, the score sheet and the log. A move is put together on the board
(:class:`~patentgame.controller.board.draft.Draft`) by dragging tiles, by clicking a tile and a
square, or by clicking a square and typing; the preview under the board says what it would
score and which words it makes, or why the engine refuses it. Questions to the people (the
challenge bar after a play) and the hand-over of a shared screen are the house's shared parts.
"""

from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.board import cues as board_cues
from patentgame.controller.board.coach import BoardDecisions
from patentgame.controller.board.draft import Draft
from patentgame.controller.board.game_model import BoardGameModel
from patentgame.controller.board.hints import HintAsker
from patentgame.controller.board.narration import reason_text, shown_word
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.model.board import events as ev
from patentgame.model.board.history import EntryKind
from patentgame.model.board.layout import CENTRE, SIZE, position_name
from patentgame.model.board.moves import Challenge, Pass, Place, Resign
from patentgame.model.board.phases import Phase
from patentgame.model.board.rules import RULE_SETS
from patentgame.model.board.tiles import BLANK
from patentgame.model.review import Option
from patentgame.model.seats import said_of
from patentgame.views import palette as pal
from patentgame.views.board.blank_picker import pick_blank
from patentgame.views.board.board_view import (
    BASE_CELL,
    LEAST_CELL,
    RACK_TO_CELL,
    BoardView,
    RackView,
)
from patentgame.views.board.clock_face import clock_face
from patentgame.views.choice_coach import ChoiceCoach
from patentgame.views.family_table import (
    FamilyTable,
    SeatSummary,
    Summary,
    TableAction,
    TableServices,
)
from patentgame.views.painting import paint_felt
from patentgame.views.themes import Theme, button_style, px
from patentgame.views.widget_layout import layout_of
from patentgame.views.word_meanings import MeaningPopup

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.board.ai.hints import ExchangeAdvice
    from patentgame.model.board.game import BoardGame
    from patentgame.model.lexicon import WordList
    from patentgame.views.board.tutorial import BoardGuide

RIM = 10.0
#: The least width of the column beside the board at 100 % (it grows with the zoom), and the
#: widest it becomes on a large window (the board and the column then stand in the middle).
SIDE_WIDTH = 340
SIDE_MOST = 520


def tiles_text(tiles: tuple[str, ...]) -> str:
    """Tiles as the table names them: capitals, a blank as ``?``."""
    return " ".join(tile.upper() for tile in tiles)


_STYLE = """
QPushButton { color: #2b1d0e; font-size: 14px; font-weight: bold; padding: 5px 12px;
  border: 1px solid #6b4a1f; border-radius: 8px;
  background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #fbe7b0, stop:1 #d9a84e); }
QPushButton:hover { background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #fff2cc, stop:1 #e6b85e); }
QPushButton:disabled { color: #7d7466; background: #cfc6b0; border-color: #9b9180; }
QPushButton:checked { background: #f2c14e; border: 2px solid #fff4d6; }
QPushButton#primary { background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #8fe0a8, stop:1 #3c9b5c); color: #082012; border-color: #1d5b32; }
QPushButton#primary:disabled { color: #7d7466; background: #cfc6b0; border-color: #9b9180; }
QLabel { color: #f5f0e1; }
QLabel#muted { color: #c9dccb; }
QTableWidget { background: #fffaf0; color: #2a1d0e; gridline-color: #d8cba8; font-size: 12px; }
"""


def board_style(t: Theme, zoom: int = 100) -> str:
    """The board table's style sheet in theme ``t`` with text at ``zoom`` percent."""
    return button_style(t, zoom) + (
        f"QLabel {{ color: {t.text_on_felt}; }}\n"
        f"QLabel#muted {{ color: {t.muted_on_felt}; }}\n"
        f"QTableWidget {{ background: {t.paper_panel}; color: {t.paper_text};"
        f" gridline-color: {t.paper_border}; font-size: {px(12, zoom)}px; }}\n"
        f"QHeaderView::section {{ background: {t.paper_header}; color: {t.paper_header_text};"
        f" font-size: {px(12, zoom)}px; }}\n"
    )


class BoardTable(FamilyTable):
    """The whole table of a board game. Its own state is the draft (the move being put
    together, the rack's order), the exchange mode and the questions put to the people."""

    offers_take_back = True
    bar_may_wrap = True

    def __init__(
        self,
        game_model: BoardGameModel,
        flow: TurnFlow,
        services: TableServices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(game_model, flow, services, parent)
        self.game_model = game_model
        self.draft = Draft()
        self.viewer = -1
        self.selected = -1
        self.exchange_mode = False
        self.thinking_seat = -1
        self._rng = random.Random()
        #: A word taken back while the racks were hidden (the others answered at the bar): its
        #: tiles go back on the board as a draft once its player has taken the device.
        self._taken_back_draft: tuple[int, Place] | None = None
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: BoardGuide | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_STYLE)
        self._build()
        flow.viewer_changed.connect(self._show_rack_of)
        game_model.state_changed.connect(self.refresh)
        game_model.event_occurred.connect(self._on_event)
        game_model.game_started.connect(self._on_game_started)
        # The game clock stands still while the hand-over screen, a question or a dialog is up.
        clock = game_model.clock
        clock.set_hold_check(self._clock_held)
        clock.ticked.connect(self._show_players)
        application = QApplication.instance()
        if isinstance(application, QApplication):
            application.focusChanged.connect(clock.focus_moved)

    # -- building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        # The board takes the table's height (issue 31): the rack, the buttons and the move's
        # preview stand at the top of the column beside it, above the players, the score sheet
        # and the log, so a question, a long preview or a new line never moves the board or
        # the rack, and the board is as large as the window's height allows.
        outer = QHBoxLayout(self)
        outer.setContentsMargins(int(RIM) + 6, int(RIM) + 4, int(RIM) + 6, int(RIM) + 4)
        outer.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(6)
        self.board = BoardView(self)
        outer.addStretch(1)
        outer.addWidget(self.board, 0, Qt.AlignmentFlag.AlignVCenter)
        self.preview = QLabel(self)
        self.preview.setObjectName("preview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        rack_row = QHBoxLayout()
        self.rack = RackView(self)
        rack_row.addWidget(self.rack, 1)
        left.addLayout(rack_row)
        self.play_button = self._button(self.tr("Play"), "primary", self.play)
        self.recall_button = self._button(self.tr("Recall"), "", self.recall)
        self.shuffle_button = self._button(self.tr("Shuffle"), "", self.shuffle)
        self.sort_button = self._button(self.tr("Sort"), "", self.sort)
        self.exchange_button = self._button(self.tr("Exchange..."), "", self.exchange)
        self.pass_button = self._button(self.tr("Pass"), "", self.pass_turn)
        self.resign_button = self._button(self.tr("Resign"), "", self.resign)
        self.hint_button = self._button(self.tr("Hint"), "", self.hint)
        self.take_back_button = self._button(self.tr("Take back"), "", self.take_back)
        self.take_back_button.setToolTip(
            self.tr("Your last word back to your rack, before the next player acts (Ctrl+Z)")
        )
        self.hint_button.setToolTip(
            self.tr("Each press tells more of the best play: its size and score, some tiles, all")
        )
        self.hints = HintAsker(self.game_model.family, self)
        self.hints.answered.connect(self._hint_answered)
        self.hints.failed.connect(lambda _tag, message: self.status_message.emit(message, 5000))
        self._hint_step = 0
        self._hint_text = ""
        self._hint_position = -1
        self.action_buttons = (
            self.play_button,
            self.recall_button,
            self.shuffle_button,
            self.sort_button,
            self.exchange_button,
            self.pass_button,
            self.resign_button,
            self.hint_button,
            self.take_back_button,
        )
        # The buttons stand aside while a challenge question is open (the turn waits for its
        # answer), so that the question's row does not squeeze the board at large text.
        self.button_panel = QWidget(self)
        self.button_grid = QGridLayout(self.button_panel)
        self.button_grid.setContentsMargins(0, 0, 0, 0)
        self.button_grid.setSpacing(6)
        self._lay_out_buttons(len(self.action_buttons))
        left.addWidget(self.button_panel)
        left.addWidget(self.preview)
        left.addWidget(self.challenge_bar)

        side = left
        self.players = QLabel(self)
        self.players.setTextFormat(Qt.TextFormat.RichText)
        # A name "(thinking...)" wraps in its cell: at 200 % on a laptop it ran 28 px past the
        # side column.
        self.players.setWordWrap(True)
        self.players.setStyleSheet("font-size: 14px;")
        side.addWidget(self.players)
        self.bag_label = QLabel(self)
        self.bag_label.setStyleSheet("font-size: 13px; font-weight: bold;")
        side.addWidget(self.bag_label)
        self.unseen_label = QLabel(self)
        self.unseen_label.setObjectName("muted")
        self.unseen_label.setWordWrap(True)
        side.addWidget(self.unseen_label)
        sheet_title = QLabel(self.tr("Score sheet"), self)
        sheet_title.setStyleSheet("font-weight: bold;")
        side.addWidget(sheet_title)
        self.score_sheet = QTableWidget(0, 5, self)
        self.score_sheet.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Where"),
                self.tr("Move"),
                self.tr("Score"),
                self.tr("Total"),
            ]
        )
        self.score_sheet.verticalHeader().setVisible(False)
        self.score_sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.score_sheet.setWordWrap(True)
        self.score_sheet.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.score_sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.score_sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        side.addWidget(self.score_sheet, 3)
        # A click on a play's row opens its words' meanings.
        self.score_sheet.cellClicked.connect(self._sheet_clicked)
        self._meanings: MeaningPopup | None = None
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        side.addWidget(self.log, 2)
        # The coach's best plays after the person's turn, above the log (issue 32.1).
        self.coach = ChoiceCoach(
            self, side, side.indexOf(self.log), BoardDecisions(), self.show_coach_play,
            money=False,
        )  # fmt: skip
        holder = QWidget(self)
        holder.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        holder.setFixedWidth(SIDE_WIDTH)
        outer.addWidget(holder, 0, Qt.AlignmentFlag.AlignVCenter)
        outer.addStretch(1)
        self._side = holder
        #: The side column (the guided game's card lies over its foot).
        self.side_column = holder
        holder.installEventFilter(self)
        #: The side column's least width (wider with larger text, see `restyle`).
        self._side_least = SIDE_WIDTH

        self.board.square_clicked.connect(self._square_clicked)
        self.board.tile_dropped.connect(self._dropped_on_board)
        self.rack.tile_clicked.connect(self._rack_clicked)
        self.rack.tile_dropped.connect(self._dropped_on_rack)

    def _button(self, text: str, name: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if name:
            button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())  # type: ignore[operator]
        return button

    def _clock_held(self) -> bool:
        """Whether the game clock stands still now: the hand-over screen hides the table, the
        people are asked about a play, or a modal dialog is open."""
        return (
            self.questions.screen_up
            or self.challenge_bar.asking
            or QApplication.activeModalWidget() is not None
        )

    # -- what the main window asks ---------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        super().apply(settings)
        self.log.setVisible(settings.show_log)
        self.coach.apply(settings)

    def stop_thinking(self) -> None:
        """The coach's worker may be reviewing a turn, the hint's working one out: both are
        waited for now."""
        self.coach.shutdown()
        self.hints.shutdown()

    def summary_section(self) -> QWidget | None:
        """Every play of each position of the finished game (issue 32.3), in the replay
        viewer."""
        from patentgame.views.board.position_analysis import AnalysisSection

        model = self.game_model
        if not model.has_game:
            return None
        return AnalysisSection(model.state, model.record_extra(), self.window())

    def show_coach_play(self, option: Option) -> None:
        """The coach's Show: ``option``'s play laid out on the board as a draft to look at
        (never played); the next change of the table puts the person's own draft back."""
        model = self.game_model
        place = option.action
        if not model.has_game or not isinstance(place, Place):
            return
        game = model.state
        shown = {
            tile.square: (tile.letter, tile.blank)
            for tile in place.tiles
            if not game.letters[tile.square]
        }
        values = game.rules.tiles.values()
        self.board.show_board(game.letters, game.blanks, values, model.last_squares, shown)

    def game_actions(self) -> tuple[TableAction, ...]:
        return (
            TableAction("board_play", self.tr("&Play the tiles"), self.play, "Ctrl+Return"),
            TableAction("board_recall", self.tr("&Recall the tiles"), self.recall),
            TableAction("board_shuffle", self.tr("S&huffle the rack"), self.shuffle, "Ctrl+H"),
            TableAction("board_exchange", self.tr("&Exchange tiles..."), self.exchange, "Ctrl+E"),
            TableAction("board_pass", self.tr("P&ass"), self.pass_turn, "Ctrl+P"),
        )

    def reset(self) -> None:
        super().reset()
        self.draft = Draft()
        self.exchange_mode = False
        self.selected = -1

    def settle(self) -> None:
        self.board.update()

    def set_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        self._show_players()

    def status_text(self) -> str:
        model = self.game_model
        if not model.has_game:
            return ""
        game = model.state
        if game.game_over:
            return self.tr("Game over")
        return self.tr(
            "Turn {number} · {name} to play · %n tile(s) in the bag", "", game.bag_count
        ).format(number=game.turns + 1, name=model.shown_name(game.current))

    def ready_for_screenshot(self) -> bool:
        model = self.game_model
        if not model.has_game or model.is_over:
            return False
        if self.challenge_bar.asking:
            self.challenge_bar.accept()
            return False
        if self.questions.screen_up:
            self.questions.take_the_device()
            return False
        return self.viewer >= 0 and model.state.current == self.viewer

    def pose_for_screenshot(self) -> None:
        """Lay the person's best first placement the simple finder sees, unplayed (a preview)."""
        from patentgame.model.board.simple_moves import placements
        from patentgame.model.lexicon import Lexicon

        game = self.game_model.state
        lexicon = self.game_model.lexicon
        if not isinstance(lexicon, Lexicon):  # a list that cannot be walked: no preview
            return
        found = list(
            placements(
                game.letters, game.blanks, game.rack(self.viewer), game.rules, lexicon, self.viewer
            )
        )[:200]
        if not found:
            return
        best = max(found, key=lambda move: game.score_of(move).score)
        self.draft.recall()
        for tile in best.tiles:
            index = self.draft.index_for(BLANK if tile.blank else tile.letter)
            if index is not None:
                self.draft.put(index, tile.square, tile.letter)
        self._show_draft()

    def summary(self) -> Summary:
        model = self.game_model
        game = model.state
        adjust = Counter[int]()
        for entry in game.history:
            if entry.kind in (EntryKind.END_RACK, EntryKind.TIME_PENALTY):
                adjust[entry.seat] += entry.score
        order = sorted(range(model.seats), key=lambda s: -game.score(s))
        seats = []
        for seat in order:
            rank = 1 + sum(
                1 for other in range(model.seats) if game.score(other) > game.score(seat)
            )
            before = game.score(seat) - adjust[seat]
            breakdown = self.tr("{played} from the board, {adjust:+d} at the end").format(
                played=before, adjust=adjust[seat]
            )
            best = model.best_play(seat)
            highlights: tuple[tuple[str, str], ...] = ()
            if best is not None:
                words = ", ".join(shown_word(word) for word in best.words)
                highlights = (
                    (
                        self.tr("Best play"),
                        self.tr("{words}: %n point(s)", "", best.score).format(words=words),
                    ),
                )
            seats.append(
                SeatSummary(
                    seat=seat,
                    name=model.shown_name(seat),
                    rank=rank,
                    score=game.score(seat),
                    breakdown=breakdown,
                    highlights=highlights,
                    winner=seat in game.winners,
                    colour=model.colour(seat),
                    person=model.is_human(seat),
                )
            )
        winners = [model.shown_name(seat) for seat in game.winners]
        if len(winners) == 1 and game.winners[0] in model.you():
            heading = self.tr("You win!")
        elif len(winners) == 1:
            heading = self.tr("{name} wins!").format(name=winners[0])
        else:
            heading = self.tr("A draw: {names}").format(names=", ".join(winners))
        if game.rules.game_minutes:
            explanation = self.tr(
                "Points from the board, then the tiles left on the racks and the time over at "
                "the end."
            )
        else:
            explanation = self.tr(
                "Points from the board, then the tiles left on the racks at the end."
            )
        return Summary(heading, tuple(seats), explanation)

    def _fit_to_width(self) -> None:
        """Give the board the room first (issue 31): its squares are `BASE_CELL` pixels at
        the zoom, or less when the table's height (or its width beside the column) is
        smaller, never below `LEAST_CELL` (at the zoom, up to 125 %: the table then scrolls
        in the window); the column beside it takes what is left, up to a readable width, and the
        two stand together in the middle of the felt. The buttons take as many rows as their
        text needs in that column."""
        zoom = self.settings.zoom
        margins = layout_of(self).contentsMargins()
        spacing = layout_of(self).spacing()
        high = self.height() - margins.top() - margins.bottom()
        wide = self.width() - margins.left() - margins.right() - spacing
        squares = SIZE + 0.9
        least_side = round(LEAST_CELL * squares * min(zoom, 125) / 100)
        side_least = self._side_least
        board_side = min(high, round(BASE_CELL * squares * zoom / 100), wide - side_least)
        board_side = max(least_side, board_side)
        self.board.setFixedSize(board_side, board_side)
        cell = self.board.cell()
        self.rack.largest = cell * RACK_TO_CELL
        self.rack.setFixedHeight(max(px(40, zoom), round(cell * RACK_TO_CELL * 1.12 + 10)))
        side = max(side_least, min(px(SIDE_MOST, zoom), wide - board_side))
        self._side.setFixedWidth(side)
        # The column is as tall as the board (both stand in the middle of a tall window),
        # or the table's whole height when its rows need more (then a question or a longer
        # line below the rack changes neither its place nor the board's).
        column = max(min(high, px(560, zoom)), board_side)
        least = self._column_least(side)
        side_height = column if least <= column else max(high, least)
        self._side.setFixedHeight(side_height)
        # A column taller than the board (the table may scroll): the board stands at the top,
        # beside the rack, where the window shows it whole.
        taller = side_height > board_side
        where = Qt.AlignmentFlag.AlignTop if taller else Qt.AlignmentFlag.AlignVCenter
        layout_of(self).setAlignment(self.board, where)
        self.fit_least()
        self._fit_score_sheet(side)
        self._fit_preview_height(side)
        self._show_preview(self.preview.text())
        shown = [button for button in self.action_buttons if not button.isHidden()]
        if not shown:
            return
        gap = self.button_grid.spacing()
        room = side
        widths = [button.sizeHint().width() for button in shown]

        def row_width(per_row: int) -> int:  # the grid's columns take their widest button
            columns = [max(widths[column::per_row]) for column in range(per_row)]
            return sum(columns) + gap * (per_row - 1)

        per_row = 1
        for rows in range(1, len(shown) + 1):
            per_row = -(-len(shown) // rows)  # balanced rows: 3 + 3 + 2, not 4 + 4 + 0
            if row_width(per_row) <= room:
                break
        if per_row != self._buttons_per_row:
            self._lay_out_buttons(per_row)

    def least_size(self) -> QSize:
        """The board at its least squares beside the column at its least width (and as tall
        as the column's rows need)."""
        zoom = self.settings.zoom
        margins = layout_of(self).contentsMargins()
        side = round(LEAST_CELL * (SIZE + 0.9) * min(zoom, 125) / 100)
        column = self._column_least()
        return QSize(
            side + self._side_least + margins.left() + margins.right() + layout_of(self).spacing(),
            max(side, column) + margins.top() + margins.bottom(),
        )

    def _column_least(self, width: int | None = None) -> int:
        """The least height of the column beside the board, the same whether the buttons or
        the challenge question stand under the rack (room for the taller of the two is kept:
        a question then neither moves the board nor grows the table), with the lines its
        wrapping labels take at its width (which a layout's least leaves out)."""
        layout = layout_of(self._side)
        least = layout.minimumSize().height()
        spacing = layout.spacing()
        bar, panel = self.challenge_bar, self.button_panel
        shown = sum(
            widget.minimumSizeHint().height() + spacing
            for widget in (bar, panel)
            if widget.isVisibleTo(self._side)
        )
        question = max(
            3 * (self.play_button.sizeHint().height() + spacing), bar.minimumSizeHint().height()
        )
        least += max(panel.minimumSizeHint().height(), question) - shown + 2 * spacing
        width = self._side.width() if width is None else width
        for label in (self.players, self.unseen_label):
            if label.isVisibleTo(self._side) and label.text():
                least += max(0, label.heightForWidth(width) - label.minimumSizeHint().height())
        return least

    def _fit_preview_height(self, width: int) -> None:
        """The preview keeps room for three lines whatever it says (a two-line Russian
        sentence or none at all moves nothing under it)."""
        font = QFont(self.preview.font())
        font.setPixelSize(px(15, self.settings.zoom))
        font.setBold(True)
        self.preview.setFixedHeight(QFontMetrics(font).lineSpacing() * 3 + 6)

    def _show_preview(self, text: str) -> None:
        """Say ``text`` under the buttons, a little smaller when its three lines would not
        hold it in the column (plain text; rich text at its zoomed size)."""
        self.preview.setText(text)
        size = px(15, self.settings.zoom)
        if text and not text.lstrip().startswith("<"):
            width = self._side.width() - 8
            height = self.preview.height()
            flags = int(Qt.TextFlag.TextWordWrap.value)
            font = QFont(self.preview.font())
            font.setBold(True)
            while size > 9:
                font.setPixelSize(size)
                needed = QFontMetrics(font).boundingRect(0, 0, width, 10 * height, flags, text)
                if needed.height() <= height and needed.width() <= width:
                    break
                size -= 1
        style = f"font-size: {size}px; font-weight: bold;"
        if style != self.preview.styleSheet():
            self.preview.setStyleSheet(style)

    def _fit_score_sheet(self, width: int) -> None:
        """The score sheet drops its "Where" column when the words would not fit beside it
        (large text in a narrow side column): the log still says where each word went."""
        sheet = self.score_sheet
        header = sheet.horizontalHeader()
        metrics = header.fontMetrics()
        titles = [sheet.horizontalHeaderItem(column) for column in (0, 1, 3, 4)]
        others = sum(metrics.horizontalAdvance(t.text()) + 16 for t in titles if t is not None)
        word_room = QFontMetrics(sheet.font()).horizontalAdvance("WORDIER")
        sheet.setColumnHidden(1, others + word_room > width - 8)

    def _lay_out_buttons(self, per_row: int) -> None:
        """The shown action buttons in rows of ``per_row`` (more rows when large text or a
        narrow window needs them; Resign, shown in Wocable only, leaves no gap where it is
        hidden). The table is laid out again at once, so no frame shows squeezed rows."""
        self._buttons_per_row = per_row
        for button in self.action_buttons:
            self.button_grid.removeWidget(button)
        shown = [button for button in self.action_buttons if not button.isHidden()]
        for index, button in enumerate(shown):
            self.button_grid.addWidget(button, *divmod(index, per_row))
        for column in range(len(self.action_buttons) + 1):
            self.button_grid.setColumnStretch(column, 0)
        self.button_grid.setColumnStretch(per_row, 1)
        self.button_panel.updateGeometry()
        table_layout = self.layout()
        if table_layout is not None:
            table_layout.activate()

    def pieces_in_hand(self) -> QWidget:
        return self.rack

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the colours of ``theme`` and text at ``zoom`` percent (View > Theme, Zoom): the
        buttons as on every table, the labels on the felt and the score sheet on its paper;
        the side column widens a little with the text (the board fits what is left)."""
        self.setStyleSheet(board_style(theme, zoom))
        self.preview.setStyleSheet(f"font-size: {px(15, zoom)}px; font-weight: bold;")
        self.preview.ensurePolished()
        self.players.setStyleSheet(f"font-size: {px(14, zoom)}px;")
        self.bag_label.setStyleSheet(f"font-size: {px(13, zoom)}px; font-weight: bold;")
        self._side_least = px(SIDE_WIDTH, zoom)
        for widget in self._side.findChildren(QWidget):
            widget.ensurePolished()  # the buttons' new heights count in the column's below
        self._fit_to_width()
        if self.game_model.has_game:
            self.refresh()

    # -- following the game ----------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self.draft = Draft()
        self._taken_back_draft = None
        self.exchange_mode = False
        self.selected = -1
        rules = self.game_model.state.rules
        self.resign_button.setVisible(rules.resign_allowed)
        self._lay_out_buttons(self._buttons_per_row)
        self._fit_to_width()

    def _on_event(self, event: object, text: str) -> None:
        if isinstance(event, ev.ChallengeResolved):
            self.status_message.emit(text, 6000)

    def _show_rack_of(self, seat: int) -> None:
        self.viewer = seat
        self.draft = Draft()
        self.exchange_mode = False
        self.selected = -1
        self.refresh()
        waiting = self._taken_back_draft
        if waiting is not None and waiting[0] == seat:
            self._taken_back_draft = None
            self._lay_draft(waiting[1])

    def _lay_draft(self, place: Place) -> None:
        """Put ``place``'s tiles on the board again as the person's draft."""
        for tile in place.tiles:
            index = self.draft.index_for(BLANK if tile.blank else tile.letter)
            if index is not None:
                self.draft.put(index, tile.square, tile.letter)
        self._show_draft()

    def refresh(self) -> None:
        model = self.game_model
        if not model.has_game:
            return
        game = model.state
        if self.viewer >= 0:
            self.draft.load(game.rack(self.viewer))
        if not self._my_turn():
            # The typing cursor goes with the turn: the next one starts without it (it stood
            # on a square the opponent's word then filled).
            self.draft.cursor = -1
        if self._hint_position != self._hint_tag():
            self._hint_position = self._hint_tag()
            self._hint_step, self._hint_text = 0, ""
        self._show_players()
        self._show_bag()
        self._show_score_sheet()
        self._show_draft()
        self._enable()

    def _my_turn(self) -> bool:
        model = self.game_model
        return (
            model.has_game
            and not model.is_over
            and self.viewer >= 0
            and model.state.current == self.viewer
            and not self.challenge_bar.asking
        )

    def _enable(self) -> None:
        self.button_panel.setVisible(not self.challenge_bar.asking)
        mine = self._my_turn()
        game = self.game_model.state
        final = game.phase is Phase.FINAL_PASS
        self.play_button.setEnabled(
            mine and not final and (bool(self.draft.placed) or self.exchange_mode)
        )
        self.recall_button.setEnabled(mine and (bool(self.draft.placed) or self.exchange_mode))
        rack_shown = self.viewer >= 0 and not self.game_model.is_over
        self.shuffle_button.setEnabled(rack_shown)
        self.sort_button.setEnabled(rack_shown)
        self.exchange_button.setEnabled(mine and not final)
        self.pass_button.setEnabled(mine)
        self.resign_button.setEnabled(mine)
        self.hint_button.setEnabled(
            mine and not final and self.hints.available and self._hint_step < 3
        )
        self.take_back_button.setEnabled(self.can_take_back())
        self.play_button.setText(
            self.tr("Exchange %n tile(s)", "", len(self.draft.chosen))
            if self.exchange_mode
            else self.tr("Play")
        )

    def _show_players(self) -> None:
        model = self.game_model
        if not model.has_game:
            return
        game = model.state
        rows = []
        for seat in range(model.seats):
            colour = pal.seat_colour(model.colour(seat)).name()
            turn = "&#9654; " if seat == game.current and not game.game_over else ""
            thinking = self.tr(" (thinking...)") if seat == self.thinking_seat else ""
            tiles = self.tr("%n tile(s)", "", len(game.rack(seat)))
            rows.append(
                f'<tr><td><span style="color:{colour}">&#9679;</span> {turn}'
                f"<b>{html.escape(model.shown_name(seat))}</b>"
                f"{thinking}</td><td align=right><b>{game.score(seat)}</b></td>"
                f"<td align=right style='color:#c9dccb'>&nbsp;{tiles}</td>"
                f"{self._clock_cell(seat)}</tr>"
            )
        self.players.setText("<table width=100%>" + "".join(rows) + "</table>")

    def _clock_cell(self, seat: int) -> str:
        """The plaque's clock (a game on a clock): bold while it runs, red over time."""
        face = clock_face(self.game_model, seat)
        if face is None:
            return ""
        colour = "#ff8a80" if face.over else "#f5f0e1"
        text = f"<b>{face.text}</b>" if face.running else face.text
        return f"<td align=right style='color:{colour}'>&nbsp;{text}</td>"

    def clock_text(self, seat: int) -> str:
        """What ``seat``'s plaque shows of the clock ("" without one)."""
        face = clock_face(self.game_model, seat)
        return "" if face is None else face.text

    def _show_bag(self) -> None:
        model = self.game_model
        game = model.state
        self.bag_label.setText(self.tr("Bag: %n tile(s)", "", game.bag_count))
        unseen = game.tiles_in_play()
        unseen.subtract(
            BLANK if blank else letter
            for letter, blank in zip(game.letters, game.blanks, strict=True)
            if letter
        )
        if self.viewer >= 0:
            unseen.subtract(game.rack(self.viewer))
        order = {tile: index for index, tile in enumerate((*game.rules.tiles.alphabet, BLANK))}
        parts = [
            f"{tile.upper()}{'' if count == 1 else count}"
            for tile, count in sorted((+unseen).items(), key=lambda item: order.get(item[0], 99))
        ]
        self.unseen_label.setText(
            self.tr("Unseen (%n): ", "", sum((+unseen).values())) + " ".join(parts)
        )

    def _show_score_sheet(self) -> None:
        model = self.game_model
        history = model.state.history
        sheet = self.score_sheet
        sheet.setRowCount(len(history))
        for row, entry in enumerate(history):
            where, what = self._entry_text(entry)
            cells = (
                model.shown_name(entry.seat),
                where,
                what,
                f"{entry.score:+d}" if entry.kind is not EntryKind.PLAY else str(entry.score),
                str(entry.total),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                sheet.setItem(row, column, item)
        # A long move (many cross-words) wraps in its cell instead of ending in "...".
        sheet.resizeRowsToContents()
        if history:
            sheet.scrollToBottom()

    def _sheet_clicked(self, row: int, column: int) -> None:
        """A click on a play's row of the score sheet opens the meanings of the words it made,
        from the offline dictionary of the list's language; a play the challenge bar asks about
        waits for the people's answer (its meanings would tell whether the words are valid)."""
        model = self.game_model
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
        if row == len(history) - 1 and self.challenge_bar.asking:
            self.status_message.emit(
                self.tr("The meaning of {word} shows after the challenge's verdict.").format(
                    word=shown_word(words[0])
                ),
                4000,
            )
            return
        item = self.score_sheet.item(row, column)
        rect = self.score_sheet.visualItemRect(item) if item is not None else None
        spot = rect.bottomLeft() if rect is not None else self.score_sheet.rect().center()
        at = self.score_sheet.viewport().mapToGlobal(spot)
        if self._meanings is None:
            self._meanings = MeaningPopup(self)
        self._meanings.show_words(words, at, RULE_SETS[game.rules.rule_set].language)

    def _entry_text(self, entry: object) -> tuple[str, str]:
        from patentgame.model.board.history import Entry

        assert isinstance(entry, Entry)
        if entry.kind is EntryKind.PLAY and entry.play is not None and entry.play.words:
            main = entry.play.words[0]
            where = position_name(main.squares[0], main.across)
            words = entry.play.words
            return where, ", ".join(self._sheet_word(word, entry.move) for word in words)
        if entry.kind is EntryKind.EXCHANGE:
            tiles: tuple[str, ...] = getattr(entry.move, "tiles", ())
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

    def _sheet_word(self, word: object, move: object) -> str:
        """A word of a play as a score sheet writes it (GCG's way): capitals, a blank's letter
        in lower case."""
        game = self.game_model.state
        laid = {tile.square: tile for tile in getattr(move, "tiles", ())}
        letters = []
        for square in getattr(word, "squares", ()):
            tile = laid.get(square)
            if tile is not None:
                letter, blank = tile.letter, tile.blank
            else:  # a tile of an earlier play: on the board since
                letter, blank = game.letters[square], game.blanks[square]
            letters.append(letter.lower() if blank else letter.upper())
        return "".join(letters) or shown_word(getattr(word, "word", ""))

    def _show_draft(self) -> None:
        model = self.game_model
        game = model.state
        values = game.rules.tiles.values()
        drafted = {
            square: (letter, self.draft.is_blank(square))
            for square, (_, letter) in self.draft.placed.items()
        }
        mine = self._my_turn()
        self.board.interactive = mine
        self.board.show_board(
            game.letters,
            game.blanks,
            values,
            model.last_squares,
            drafted,
            self.draft.cursor if mine else -1,
            self.draft.across,
        )
        if self.viewer < 0:
            hidden = self.tr("Game over") if game.game_over else self.tr("The racks are hidden")
            self.rack.show_rack([], set(), set(), -1, values, hidden)
        else:
            used = {index for index, _ in self.draft.placed.values()}
            self.rack.show_rack(self.draft.rack, used, self.draft.chosen, self.selected, values)
        self._show_preview(self._preview_text())
        self._enable()

    def _preview_text(self) -> str:
        model = self.game_model
        game = model.state
        if game.game_over:
            return self.tr("The game is over.")
        if self.challenge_bar.asking and game.pending is not None:
            return self._question_text(game.pending.seat)
        if self.viewer < 0 or game.current != self.viewer:
            if self.thinking_seat >= 0:
                return self.tr("{name} is thinking...").format(
                    name=model.shown_name(self.thinking_seat)
                )
            if game.current in model.you():
                return self.tr("Your turn.")
            return self.tr("{name} to play.").format(name=model.shown_name(game.current))
        if game.phase is Phase.FINAL_PASS:
            return self.tr("The last play went out: pass to accept it, or challenge it.")
        if self.exchange_mode:
            return self.tr("Click the tiles to exchange, then press Exchange (Esc: cancel).")
        if self._hint_text and (not self.draft.placed or self._hint_step == 2):
            return self._hint_text  # some tiles of the best play: the rest is to be found
        if not self.draft.placed:
            if self.draft.across:
                return self.tr(
                    "Your turn: drag tiles to the board, or click a square and type "
                    "(click it again: down)."
                )
            return self.tr(
                "Your turn: drag tiles to the board, or click a square and type "
                "(click it again: across)."
            )
        move = self.draft.move(self.viewer)
        reason = game.why_illegal(move)
        if reason is not None:
            return reason_text(reason)
        scored = game.score_of(move)
        words = ", ".join(shown_word(word.word) for word in scored.words)
        if scored.bingo:
            return self.tr(
                "{words} +{bonus} for the whole rack: %n point(s)", "", scored.score
            ).format(words=words, bonus=game.rules.bingo_bonus)
        return self.tr("{words}: %n point(s)", "", scored.score).format(words=words)

    def _question_text(self, seat: int) -> str:
        """The prompt while a play may be challenged: whose play, and its words."""
        history = self.game_model.state.history
        entry = history[-1] if history else None
        play = getattr(entry, "play", None)
        if entry is None or entry.seat != seat or play is None or not play.words:
            return self.tr("Challenge the last play, or accept it.")
        words = ", ".join(shown_word(word.word) for word in play.words)
        if len(play.words) == 1:
            text = self.tr("{name} played {words}. Is it a word? Challenge or accept.")
        else:
            text = self.tr("{name} played {words}. Are they all words? Challenge or accept.")
        return text.format(name=self.game_model.shown_name(seat), words=words)

    # -- putting tiles down ----------------------------------------------------------------------
    def _rack_clicked(self, index: int) -> None:
        if self.viewer < 0:
            return
        if self.exchange_mode:
            self.draft.chosen ^= {index}
        else:
            self.selected = -1 if self.selected == index else index
        self._show_draft()

    def _square_clicked(self, square: int) -> None:
        if not self._my_turn():
            return
        game = self.game_model.state
        if square in self.draft.placed:
            self.draft.take_back(square)
            self.draft.cursor = square
        elif self.selected >= 0 and not game.letters[square]:
            self._put(self.selected, square)
            self.selected = -1
        elif not game.letters[square]:
            if self.draft.cursor == square:
                self.draft.across = not self.draft.across
            self.draft.cursor = square
        self._show_draft()

    def _put(self, index: int, square: int, letter: str | None = None) -> bool:
        """Put rack tile ``index`` on ``square``; a blank asks for its letter first."""
        tile = self.draft.rack[index]
        if tile == BLANK and not letter:
            letter = self.ask_blank_letter()
            if not letter:
                return False
        return self.draft.put(index, square, letter)

    def ask_blank_letter(self) -> str:
        """Ask which letter a blank stands for (the game's own alphabet, as a grid of letters);
        "" when cancelled."""
        # The window's child, not the table's: the felt's light label colours stay on the felt.
        chosen = pick_blank(self.game_model.state.rules.tiles.alphabet, self.window())
        self.setFocus()
        return chosen

    def _dropped_on_board(self, kind: str, number: int, square: int) -> None:
        if not self._my_turn() or self.game_model.state.letters[square]:
            return
        if kind == "rack":
            self._put(number, square)
        elif kind == "board" and number in self.draft.placed and square not in self.draft.placed:
            index, letter = self.draft.placed.pop(number)
            self.draft.placed[square] = (index, letter)
        self.selected = -1
        self._show_draft()

    def _dropped_on_rack(self, kind: str, number: int, index: int) -> None:
        if kind == "board":
            self.draft.take_back(number)
        elif kind == "rack":
            self.draft.move_tile(number, index)
        self._show_draft()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().lower()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if self.challenge_bar.asking and key in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Escape,
            Qt.Key.Key_C,
        ):
            self.challenge_bar.keyPressEvent(event)
            return
        if self.challenge_bar.showing_verdict and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.challenge_bar.keyPressEvent(event)
            return
        if not self._my_turn():
            super().keyPressEvent(event)
            return
        game = self.game_model.state
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play()
        elif key == Qt.Key.Key_Escape:
            self.recall()
        elif key == Qt.Key.Key_Backspace:
            self.draft.step_back()
            self._show_draft()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_cursor(key)
        elif key == Qt.Key.Key_Space and self.draft.cursor >= 0:
            self.draft.across = not self.draft.across
            self._show_draft()
        elif text and not modifiers & ~Qt.KeyboardModifier.ShiftModifier:
            blank = bool(modifiers & Qt.KeyboardModifier.ShiftModifier) or text == BLANK
            if text == BLANK or game.rules.tiles.knows(text):
                if self.draft.cursor < 0 and not any(game.letters) and not self.draft.placed:
                    self.draft.cursor = CENTRE  # the first word starts on the star
                self._type(text, blank)
        else:
            super().keyPressEvent(event)

    def _type(self, letter: str, blank: bool) -> None:
        """A typed letter goes on the cursor's square (Shift or ``?``: the blank as it)."""
        square = self.draft.cursor
        game = self.game_model.state
        if square < 0:
            # Said, not swallowed: the word ran to the board's edge, or nowhere was chosen.
            if self.draft.placed:
                refusal = self.tr("The board ends here: no square left for {letter}.")
            else:
                refusal = self.tr("Click a square first: {letter} goes where you click.")
            QApplication.beep()
            text = refusal.format(letter=letter.upper())
            self._show_preview(text)
            self.status_message.emit(text, 4000)
            return
        if game.letters[square] or square in self.draft.placed:
            return
        if blank or letter == BLANK:
            index = next((i for i in self.draft.free() if self.draft.rack[i] == BLANK), None)
        else:
            index = self.draft.index_for(letter)
        if index is None:
            self.status_message.emit(
                self.tr("No {letter} on your rack.").format(letter=letter.upper()), 3000
            )
            return
        if not self._put(index, square, None if letter == BLANK else letter):
            return
        self.draft.advance(game.letters)
        self._show_draft()

    def _move_cursor(self, key: int) -> None:
        from patentgame.model.board.layout import SIZE

        cursor = self.draft.cursor if self.draft.cursor >= 0 else CENTRE
        row, column = divmod(cursor, SIZE)
        step = {
            Qt.Key.Key_Right: (0, 1, True),
            Qt.Key.Key_Left: (0, -1, True),
            Qt.Key.Key_Down: (1, 0, False),
            Qt.Key.Key_Up: (-1, 0, False),
        }[Qt.Key(key)]
        self.draft.across = step[2]
        row = min(SIZE - 1, max(0, row + step[0]))
        column = min(SIZE - 1, max(0, column + step[1]))
        self.draft.cursor = row * SIZE + column
        self._show_draft()

    # -- the turn's actions ----------------------------------------------------------------------
    def _submit(self, move: object) -> bool:
        game = self.game_model.state
        reason = game.why_illegal(move)  # type: ignore[arg-type]
        if reason is not None:
            text = reason_text(reason)
            self._show_preview(text)
            self.status_message.emit(text, 4000)
            return False
        self.game_model.submit(move)  # type: ignore[arg-type]
        return True

    def play(self) -> None:
        """Play the tiles on the board (or, in exchange mode, exchange the chosen tiles)."""
        if not self._my_turn():
            return
        if self.exchange_mode:
            if self._submit(self.draft.exchange(self.viewer)):
                self.exchange_mode = False
            return
        move = self.draft.move(self.viewer)
        self._submit(move)

    def recall(self) -> None:
        """Every tile back to the rack; leave exchange mode."""
        self.draft.recall()
        self.draft.chosen = set()
        self.exchange_mode = False
        self.selected = -1
        if self.game_model.has_game:
            self._show_draft()

    def shuffle(self) -> None:
        if self.viewer >= 0 and not self.game_model.is_over:
            self.draft.shuffle(self._rng)
            self._show_draft()

    def sort(self) -> None:
        if self.viewer >= 0 and not self.game_model.is_over:
            self.draft.sort(self.game_model.state.rules.tiles.alphabet)
            self._show_draft()

    def exchange(self) -> None:
        """Choose tiles to exchange: the rack's clicks choose, Play exchanges them."""
        if not self._my_turn():
            return
        self.draft.recall()
        self.exchange_mode = not self.exchange_mode
        self.draft.chosen = set()
        self.selected = -1
        self._show_draft()

    def pass_turn(self) -> None:
        if self._my_turn():
            self.recall()
            self._submit(Pass(self.viewer))

    def resign(self) -> None:
        if not self._my_turn():
            return
        if not self.services.ask(self.tr("Resign"), self.tr("Resign this game? You lose it.")):
            return
        self._submit(Resign(self.viewer))

    # -- hints -----------------------------------------------------------------------------------
    # -- take-backs ------------------------------------------------------------------------------
    def can_take_back(self) -> bool:
        """Whether the person at the screen may take back their last word now (a game of people
        only; nobody has acted since, the challenge bar may still be asking)."""
        if self.questions.screen_up:
            return False
        return self.game_model.can_take_back(self._taker())

    def _taker(self) -> int:
        """Who may take back now: the person whose rack is shown, or (the rack hidden while
        the others answer at the bar) the one who just played."""
        model = self.game_model
        if self.viewer >= 0 or not model.has_game:
            return self.viewer
        pending = model.state.pending
        return pending.seat if pending is not None else -1

    def take_back(self) -> None:
        """Take back the person's last word: the game goes back to before it (the others'
        question at the bar goes too) and its tiles lie on the board again as a draft."""
        if not self.can_take_back():
            self.status_message.emit(
                self.tr(
                    "Nothing to take back: only your last word, before the next player acts, "
                    "in a game of people alone."
                ),
                5000,
            )
            return
        seat = self._taker()
        self.questions.withdraw()  # the others answered on the device: the next hand is handed
        # Hot-seat, taken back while the others answered: whoever holds the device now may not
        # be its player, so the rack and the draft wait for the hand-over the flow asks for.
        self._taken_back_draft = (seat, self.game_model.take_back())
        if self.flow.viewer == seat:
            self._show_rack_of(seat)
        self._enable()
        self.setFocus()
        self.status_message.emit(self.tr("Taken back."), 4000)

    def _hint_tag(self) -> int:
        """The position a hint is about: the move count and the seat."""
        return self.game_model.state.action_count * 8 + max(0, self.viewer)

    def hint(self) -> None:
        """The next step of the hint about the best play, worked out on a worker thread."""
        if not self._my_turn() or not self.hints.available:
            return
        self._hint_step = min(3, self._hint_step + 1)
        self._hint_text = self.tr("Looking for the best play...")
        self._show_preview(self._hint_text)
        self.hint_button.setEnabled(False)
        state = self.game_model.state
        self.hints.ask(
            self.game_model.lexicon,
            state.perspective(self.viewer),
            self._hint_step,
            self._hint_tag(),
        )

    def _hint_answered(self, tag: int, hint: object) -> None:
        if not self.game_model.has_game or tag != self._hint_tag():
            return  # the position moved on
        # The record keeps what was shown: a game the Hint played is not rated (issue 32.8).
        self.game_model.note_hint(max(0, self.viewer), self._hint_step)
        # Loaded by the hint's worker already (the table does not import the AI to start).
        from patentgame.model.board.ai.hints import ExchangeAdvice, Hint

        if isinstance(hint, ExchangeAdvice):  # no placement: the exchange advice
            self._hint_text = self._exchange_advice_text(hint)
        elif isinstance(hint, Hint):
            tiles = hint.tiles_used
            self._hint_text = self.tr(
                "Hint: the best play puts down %n tile(s) for {score} points.", "", tiles
            ).format(score=hint.score)
            if hint.shown:
                self.draft.recall()
                for tile in hint.shown:
                    index = self.draft.index_for(BLANK if tile.blank else tile.letter)
                    if index is not None:
                        self.draft.put(index, tile.square, tile.letter)
        self._show_draft()

    def _exchange_advice_text(self, advice: ExchangeAdvice) -> str:
        """The hint without a placement (the coach's ``ExchangeAdvice``): which tiles to
        exchange and which to keep."""
        given, kept = advice.give, advice.keep
        if not given:
            return self.tr("No play fits on the board, and no exchange is allowed now: pass.")
        give = tiles_text(given)
        if not kept:
            return self.tr("No play fits on the board: exchange every tile ({give}).").format(
                give=give
            )
        return self.tr("No play fits on the board: exchange {give}, keep {keep}.").format(
            give=give, keep=tiles_text(kept)
        )

    # -- the guided first game -------------------------------------------------------------------
    def tutorial_lexicon_id(self) -> str | None:
        """The word list of the guided game's rule set (:attr:`tutorial_variant`)."""
        from patentgame.model.board.rules import rules_for

        return rules_for(self.tutorial_variant or "scrabble-en").lexicon_id

    def tutorial_game(self, lexicon: WordList, person: str) -> BoardGame | None:
        """The guided first game of the rule set chosen (:attr:`tutorial_variant`)."""
        from patentgame.model.board import tutorial

        script = tutorial.script_for(self.tutorial_variant or "scrabble-en")
        return tutorial.new_game(script, lexicon, person, "Ada")

    def guide_tutorial(self, ai: AiRunner) -> None:
        """Show the guide's card and let it lead the guided game on this table."""
        from patentgame.views.board.tutorial import BoardGuide

        if self.tutorial_guide is not None:
            self.tutorial_guide.stop()
        self.tutorial_guide = BoardGuide(self, ai)

    # -- challenges ------------------------------------------------------------------------------
    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """The first challenger challenges; when nobody does and the play went out, the
        person to move accepted it: that is their pass, which ends the game."""
        challengers = [seat for seat, challenged in decisions.items() if challenged]
        game = self.game_model.state
        if challengers:
            self.game_model.submit(Challenge(challengers[0]))
        elif game.phase is Phase.FINAL_PASS and game.current in decisions:
            self.game_model.submit(Pass(game.current))

    def questions_changed(self) -> None:
        """The clock stands still while a question or the hand-over screen is up; the
        buttons stand aside while the bar asks."""
        self.game_model.clock.recheck()
        if self.game_model.has_game:
            self._show_draft()

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        return (
            said_of(
                name,
                self.tr("Only you should look now. The other racks stay hidden."),
                self.tr("Only {name} should look now. The other racks stay hidden."),
            ),
            said_of(
                name,
                self.tr("Show my tiles  (Enter)"),
                self.tr("I am {name}: show my tiles  (Enter)"),
            ),
        )

    def handed_over(self, seat: int) -> None:
        self.game_model.clock.recheck()

    def cue_name(self, event: object) -> str | None:
        return board_cues.cue_name(event)

    # -- painting --------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._side and event.type() == QEvent.Type.LayoutRequest:
            # A row of the column changed its size (a new style sheet is worked through
            # lazily, a label wraps): the column's height and the table's least size follow.
            QTimer.singleShot(0, self, self._fit_to_width)
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_width()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), RIM)
        painter.end()
        if not self.has_drawn:
            self.has_drawn = True
            QTimer.singleShot(0, self.first_drawn.emit)

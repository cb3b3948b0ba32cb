"""`BoardTable`: the crossword-board games' table (Scrabble, Эрудит, Скрэббл, Wocable).

The board in the middle, the rack and the turn's buttons under it, and beside it the players,
the bag and the unseen tiles, the score sheet and the log. A move is put together on the board
(:class:`~patentgame.controller.board.draft.Draft`) by dragging tiles, by clicking a tile and a
square, or by clicking a square and typing; the preview under the board says what it would
score and which words it makes, or why the engine refuses it. Questions to the people (the
challenge bar after a play) and the hand-over of a shared screen are the house's shared parts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.board import cues as board_cues
from patentgame.controller.board.coach import BoardDecisions
from patentgame.controller.board.draft import Draft
from patentgame.controller.board.game_model import BoardGameModel
from patentgame.controller.board.narration import reason_text
from patentgame.model.board import events as ev
from patentgame.model.board.moves import Challenge, Pass, Place, Resign
from patentgame.model.board.phases import Phase
from patentgame.model.review import Option
from patentgame.views.board.board_fit import SIDE_WIDTH, BoardFit
from patentgame.views.board.board_view import (
    BoardView,
    RackView,
)
from patentgame.views.board.guided_game import BoardGuidedGame
from patentgame.views.board.hint_steps import HintSteps
from patentgame.views.board.move_entry import MoveEntry
from patentgame.views.board.score_sheet import ScoreSheet
from patentgame.views.board.standings import Standings
from patentgame.views.board.table_words import BoardTableWords
from patentgame.views.board.turn_buttons import TurnButtons
from patentgame.views.choice_coach import ChoiceCoach
from patentgame.views.family_table import (
    FamilyTable,
    Summary,
    TableAction,
)
from patentgame.views.themes import Theme, button_style, px, wooden_buttons

if TYPE_CHECKING:
    from patentgame.views.board.tutorial import BoardGuide

RIM = 10.0


_STYLE = (
    wooden_buttons("5px 12px")
    + """
QPushButton:checked { background: #f2c14e; border: 2px solid #fff4d6; }
QLabel { color: #f5f0e1; }
QLabel#muted { color: #c9dccb; }
QTableWidget { background: #fffaf0; color: #2a1d0e; gridline-color: #d8cba8; font-size: 12px; }
"""
)


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

    game_model: BoardGameModel
    offers_take_back = True
    bar_may_wrap = True
    felt_rim = RIM

    def build(self) -> None:
        """The play area, the family's parts and its own state (see the class)."""
        game_model = self.game_model
        self.draft = Draft()
        self.viewer = -1
        self.selected = -1
        self.exchange_mode = False
        self.thinking_seat = -1
        self.words = BoardTableWords(game_model, self)
        self.guided_game = BoardGuidedGame(self)
        #: A word taken back while the racks were hidden (the others answered at the bar): its
        #: tiles go back on the board as a draft once its player has taken the device.
        self._taken_back_draft: tuple[int, Place] | None = None
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: BoardGuide | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_STYLE)
        self._build()
        self.flow.viewer_changed.connect(self._show_rack_of)
        game_model.state_changed.connect(self.refresh)
        game_model.event_occurred.connect(self._on_event)
        game_model.game_started.connect(self._on_game_started)
        # The game clock stands still while the hand-over screen, a question or a dialog is up.
        clock = game_model.clock
        clock.set_hold_check(self.questions.waits_on_people)
        clock.ticked.connect(lambda: self.standings.show_players(self.thinking_seat))
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
        #: The clicks, drags and keys that lay the person's tiles, and the rack's own actions.
        self.entry = MoveEntry(self)
        left.addLayout(rack_row)
        #: The Hint's steps about the position now.
        self.hints = HintSteps(self)
        # The buttons stand aside while a challenge question is open (the turn waits for its
        # answer), so that the question's row does not squeeze the board at large text.
        self.buttons = TurnButtons(
            {
                "play": self.play,
                "recall": self.entry.recall,
                "shuffle": self.entry.shuffle,
                "sort": self.entry.sort,
                "exchange": self.entry.exchange,
                "pass": self.pass_turn,
                "resign": self.resign,
                "hint": self.hints.request,
                "take_back": self.take_back,
            },
            self.layout,
            self,
        )
        buttons = self.buttons
        self.play_button, self.recall_button = buttons.play, buttons.recall
        self.shuffle_button, self.sort_button = buttons.shuffle, buttons.sort
        self.exchange_button, self.pass_button = buttons.exchange, buttons.pass_turn
        self.resign_button, self.hint_button = buttons.resign, buttons.hint
        self.take_back_button = buttons.take_back
        self.button_panel = buttons
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
        # A click on a play's row opens its words' meanings.
        self.score_sheet = ScoreSheet(self.game_model, lambda: self.challenge_bar.asking, self)
        self.score_sheet.remark.connect(self.status_message)
        side.addWidget(self.score_sheet, 3)
        self.standings = Standings(self.game_model, self.players, self.bag_label, self.unseen_label)
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
        #: The side column (the guided game's card lies over its foot).
        self.side_column = holder
        #: The sizes of the board and its column for the table's room and the zoom.
        self.fit = BoardFit(self)
        buttons.lay_out(len(buttons.all))
        self.settings_followers.append(self.coach)
        self.workers += (self.coach, self.hints.asker)

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
            TableAction("board_recall", self.tr("&Recall the tiles"), self.entry.recall),
            TableAction(
                "board_shuffle", self.tr("S&huffle the rack"), self.entry.shuffle, "Ctrl+H"
            ),
            TableAction(
                "board_exchange", self.tr("&Exchange tiles..."), self.entry.exchange, "Ctrl+E"
            ),
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
        self.standings.show_players(seat)

    def status_text(self) -> str:
        return self.words.status()

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
        self.entry.lay(best)

    def summary(self) -> Summary:
        return self.words.summary()

    def least_size(self) -> QSize:
        return self.fit.least_size()

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
        self.fit.side_least = px(SIDE_WIDTH, zoom)
        for widget in self.side_column.findChildren(QWidget):
            widget.ensurePolished()  # the buttons' new heights count in the column's below
        self.fit.fit()
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
        self.buttons.lay_out()
        self.fit.fit()

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
            self.entry.lay(waiting[1])

    def refresh(self) -> None:
        model = self.game_model
        if not model.has_game:
            return
        game = model.state
        if self.viewer >= 0:
            self.draft.load(game.rack(self.viewer))
        if not self.my_turn():
            # The typing cursor goes with the turn: the next one starts without it (it stood
            # on a square the opponent's word then filled).
            self.draft.cursor = -1
        self.hints.follow()
        self.standings.show_players(self.thinking_seat)
        self.standings.show_bag(self.viewer)
        self.score_sheet.show_history(self.viewer)
        self.show_draft()
        self._enable()

    def my_turn(self) -> bool:
        model = self.game_model
        return (
            model.has_game
            and not model.is_over
            and self.viewer >= 0
            and model.state.current == self.viewer
            and not self.challenge_bar.asking
        )

    def _enable(self) -> None:
        self.buttons.setVisible(not self.challenge_bar.asking)
        self.buttons.enable(
            mine=self.my_turn(),
            final=self.game_model.state.phase is Phase.FINAL_PASS,
            drafted=bool(self.draft.placed),
            exchanging=self.exchange_mode,
            chosen=len(self.draft.chosen),
            rack_shown=self.viewer >= 0 and not self.game_model.is_over,
            hint_left=self.hints.available and self.hints.step < 3,
            take_back=self.can_take_back(),
        )

    def show_draft(self) -> None:
        model = self.game_model
        game = model.state
        values = game.rules.tiles.values()
        drafted = {
            square: (letter, self.draft.is_blank(square))
            for square, (_, letter) in self.draft.placed.items()
        }
        mine = self.my_turn()
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
        self.fit.show_preview(
            self.words.preview(
                self.draft,
                self.viewer,
                asking=self.challenge_bar.asking,
                thinking_seat=self.thinking_seat,
                exchanging=self.exchange_mode,
                hint=self.hints.text,
                hint_step=self.hints.step,
            )
        )
        self._enable()

    # -- putting tiles down ----------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
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
        if not self.my_turn():
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play()
        elif key == Qt.Key.Key_Escape:
            self.entry.recall()
        elif not self.entry.key(event):
            super().keyPressEvent(event)

    # -- the turn's actions ----------------------------------------------------------------------
    def _submit(self, move: object) -> bool:
        game = self.game_model.state
        reason = game.why_illegal(move)  # type: ignore[arg-type]
        if reason is not None:
            text = reason_text(reason)
            self.fit.show_preview(text)
            self.status_message.emit(text, 4000)
            return False
        self.game_model.submit(move)  # type: ignore[arg-type]
        return True

    def play(self) -> None:
        """Play the tiles on the board (or, in exchange mode, exchange the chosen tiles)."""
        if not self.my_turn():
            return
        if self.exchange_mode:
            if self._submit(self.draft.exchange(self.viewer)):
                self.exchange_mode = False
            return
        move = self.draft.move(self.viewer)
        self._submit(move)

    def pass_turn(self) -> None:
        if self.my_turn():
            self.entry.recall()
            self._submit(Pass(self.viewer))

    def resign(self) -> None:
        if not self.my_turn():
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
            self.show_draft()

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        return self.words.hand_over(name)

    def handed_over(self, seat: int) -> None:
        self.game_model.clock.recheck()

    def cue_name(self, event: object) -> str | None:
        return board_cues.cue_name(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit.fit()

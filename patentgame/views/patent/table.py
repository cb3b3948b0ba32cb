"""`PatentTable`: the patent game's tabletop with everything on it, and the person's clicks,
drags and keys.

The table asks the engine (through :class:`PatentGameModel`'s reading side) before it offers
anything: Play is enabled only when the drafted play is legal, a patent glows only when it can
be bought, and a refused action is explained in words. It also holds what only the patent game
has around the table: the draft of the word being built, the challenge question (a bar on the
table, never a dialog: a game against computers must not wait on a window nobody asked for), the
Q power's replace dialog and the Game menu's entries (:meth:`PatentTable.game_actions`).

The rows of the table keep their heights whatever shows in them (buttons come and go with the
step of the turn), so nothing jumps; on a small window the log folds away before the cards
shrink.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import AnyGameModel
from patentgame.controller.patent import cues as patent_cues
from patentgame.controller.patent.draft import DraftController, DraftStatus
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.patent.patent_grid_model import PatentGridModel, PatentRole
from patentgame.controller.patent.player_table_model import PlayerRow, PlayerTableModel
from patentgame.controller.roles import CardRole
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.model.patent import events as ev
from patentgame.model.patent.actions import Action, Build, Buy, Respond
from patentgame.model.patent.game import PatentGame, Phase
from patentgame.model.patent.rules import ChallengeMode
from patentgame.model.patent.scoring import MAX_WORD
from patentgame.views import palette as pal
from patentgame.views.accessibility import describe_rows
from patentgame.views.card_row import CardRowView
from patentgame.views.family_table import FamilyTable, Summary, TableAction, TableServices
from patentgame.views.game_log import LogTab
from patentgame.views.overlays import paint_ribbon
from patentgame.views.painting import paint_felt
from patentgame.views.patent.patent_grid import PER_ROW, PatentGridView
from patentgame.views.patent.piles import PilesView
from patentgame.views.patent.questions import PatentQuestions
from patentgame.views.patent.replace_zone import ReplaceZone
from patentgame.views.patent.scoreboard import Scoreboard
from patentgame.views.patent.table_words import Question, Step, TableWords, short_names
from patentgame.views.text_fit import fitting_pixels, set_fitting_rich_text
from patentgame.views.themes import FELT, button_style

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.lexicon import WordList
    from patentgame.views.patent.tutorial import TutorialGuide
    from patentgame.views.themes import Theme

RIM = 14
#: Heights of the rows whose contents come and go with the step of the turn: they never change,
#: so the hand and the word rows stay where they are.
PROMPT_HEIGHT = 24
PREVIEW_HEIGHT = 40
ACTIONS_HEIGHT = 38
#: Width of the column of power buttons beside the word rows (and of the space that balances
#: it on the other side, so the word stays centred).
POWERS_WIDTH = 150
#: The pieces' heights at 100 % where the table has room (they grow with View > Zoom, issue 31):
#: a card of the hand, a card of the pool and of the word rows, a row of patents. From 150 %
#: the hand keeps nine tenths of its size (the table scrolls in a small window rather).
HAND_CARD = 130
ROW_CARD = 104
PATENT_ROW = 84
HAND_KEEPS = 0.9
#: The narrowest a patent's cell may be for the plaques to stand beside the table: its power
#: label ("swap a card") keeps 10 pixels on one line (at 1280 x 800 the plaques beside the log
#: left cells of 69 pixels and labels of 9).
PATENT_CELL_LEAST = 76
#: Below this table width the log folds away (a button unfolds it), before the cards shrink.
FOLD_LOG_BELOW = 1180


class PatentTable(FamilyTable):
    """The whole table. Holds no game state of its own beyond the draft, the discard-instead
    mode and the questions put to the people (the challenge bar, the hand-over screen)."""

    questions: PatentQuestions  # made by make_questions: the hot-seat verdict and story
    offers_take_back = True

    def __init__(
        self,
        game_model: PatentGameModel,
        flow: TurnFlow,
        services: TableServices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(game_model, flow, services, parent)
        self.game_model = game_model
        self.words = TableWords(game_model, self)
        self.draft = DraftController(game_model, self)
        flow.viewer_changed.connect(self._show_hand_of)
        self.discard_mode = False
        self.thinking_seat = -1
        #: A play taken back while its player did not hold the device (see _show_hand_of).
        self._taken_back_play: Build | None = None
        self._log_unfolded = False
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: TutorialGuide | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(button_style(FELT))  # the felt at 100 %: View > Theme, Zoom restyle
        draft = self.draft
        self.player_model = PlayerTableModel(self)
        self.patent_model = PatentGridModel(self)
        mark = self.mark_of
        self.scoreboard = Scoreboard(self.player_model, mark, self._goal)
        heading = QCoreApplication.translate("Accessibility", "The players:")
        describe_rows(self.player_model, self.scoreboard, heading)  # a painted view, in words
        self.patents = PatentGridView(self.patent_model, mark)
        self.piles = PilesView()
        self.pool_view = CardRowView(draft.pool_model, 3, mark, "")
        self.replace_zone = ReplaceZone()
        self.prompt = QLabel()
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setFixedHeight(PROMPT_HEIGHT)
        self.word_views = (
            CardRowView(draft.word_models[0], 12, mark, self._build_placeholder()),
            CardRowView(
                draft.word_models[1],
                12,
                mark,
                self.tr("Second word (V patent): press Space to type here"),
            ),
        )
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        self.preview.setFixedHeight(PREVIEW_HEIGHT)
        self.hand_view = CardRowView(draft.hand_model, 7, mark, "")
        self.log.setMinimumWidth(170)
        self.log.setMaximumWidth(300)
        for widget, name in (
            (self.hand_view, self.tr("Your hand")),
            (self.pool_view, self.tr("The pool")),
            (self.word_views[0], self.tr("The word you are building")),
            (self.word_views[1], self.tr("Your second word")),
            (self.patents, self.tr("The patents")),
            (self.scoreboard, self.tr("The players")),
            (self.log, self.tr("Game log")),
            (self.piles, self.tr("Deck and discard pile")),
        ):
            widget.setAccessibleName(name)
        self._build_buttons()
        from patentgame.views.coach_panel import CoachPanel

        self.coach_panel = CoachPanel()
        self._layout()
        self._set_prompt_size(17)
        # The announcements are made when first needed: a first start shows none, and making
        # them costs a millisecond of it.
        self.final_round_text = ""
        self._connect()
        from patentgame.views.patent.coach_table import TableCoach

        #: Hints, the best plays after a turn, word meanings and the computers' reasons.
        self.coach = TableCoach(self)
        from patentgame.views.motion.patent_motion import PatentMotion

        #: Cards travelling, coins flying, patents flipping (none under reduced motion).
        self.motion = PatentMotion(self)
        from patentgame.views.patent.keyboard_path import set_keyboard_path

        #: The ring round the table while it has the keyboard; Tab walks the buttons after it.
        self.focus_ring = set_keyboard_path(self)

    # -- construction -----------------------------------------------------------------------------
    def _build_placeholder(self) -> str:
        return self.tr("Build a word: drag, click or type letters")

    def _button(self, text: str, tip: str, name: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if name:
            button.setObjectName(name)
        return button

    def _build_buttons(self) -> None:
        self.play_button = self._button(
            self.tr("Play  (Enter)"), self.tr("Play the word in the word row"), "primary"
        )
        self.clear_button = self._button(self.tr("Clear  (Esc)"), self.tr("Take every card back"))
        self.hint_button = self._button(
            self.tr("Hint"),
            self.tr("A hint in three steps: the length, letters in place, the whole play (Ctrl+H)"),
        )
        self.discard_button = self._button(
            self.tr("Discard instead..."), self.tr("Swap cards instead of building (Ctrl+D)")
        )
        self.discard_button.setCheckable(True)
        self.confirm_discard_button = self._button(
            self.tr("Pass  (Enter)"),
            self.tr("Discard the marked cards and draw back to 7"),
            "primary",
        )
        self.buy_button = self._button(
            self.tr("Buy  (Enter)"), self.tr("Buy the chosen patent"), "primary"
        )
        self.skip_buy_button = self._button(
            self.tr("Buy nothing  (Esc)"), self.tr("End the purchase step")
        )
        self.done_button = self._button(
            self.tr("Keep all  (Enter)"), self.tr("Discard the marked cards"), "primary"
        )
        self.penalty_button = self._button(
            self.tr("Discard this card  (Enter)"),
            self.tr("The penalty: discard exactly one card"),
            "primary",
        )
        self.s_button = self._button(
            self.tr("+S  (+)"), self.tr("Z patent: add an S to the end of this word"), "power"
        )
        self.s_button.setCheckable(True)
        self.y_button = self._button(
            self.tr("Y: vowel"),
            self.tr("Declare the Y a vowel or a consonant (Ctrl+Y)"),
            "power",
        )
        self.word_switch = self._button(
            self.tr("2nd word  (Space)"), self.tr("V patent: type into the other word"), "power"
        )
        self.word_switch.setCheckable(True)
        self.take_back_button = self._button(
            self.tr("Take back  (Ctrl+Z)"),
            self.tr("Undo your last action of this turn, until new cards or answers are seen"),
        )
        for button in (self.s_button, self.y_button, self.word_switch):
            button.setFixedWidth(POWERS_WIDTH)
        # On a narrow window the log folds into a tab (and unfolds from it); the small button
        # above the log folds it again.
        self.log_tab = LogTab(self.tr("Game log"))
        self.log_tab.setToolTip(self.tr("Show the game log"))
        self.log_tab.clicked.connect(self._toggle_log_fold)
        self.log_fold = QToolButton()
        self.log_fold.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_fold.setObjectName("fold")
        self.log_fold.setText("▸")
        self.log_fold.setToolTip(self.tr("Fold the game log away"))
        self.log_fold.setStyleSheet(
            "QToolButton#fold { color: #c9dccb; background: transparent; border: none;"
            " font-size: 15px; font-weight: bold; padding: 0 4px; }"
        )
        self.log_fold.clicked.connect(self._toggle_log_fold)

    def _fixed_row(self, height: int, *widgets: QWidget) -> tuple[QWidget, QHBoxLayout]:
        """A row of a fixed height whose widgets come and go (it never collapses)."""
        row = QWidget()
        row.setFixedHeight(height)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addStretch(1)
        for widget in widgets:
            layout.addWidget(widget)
        layout.addStretch(1)
        return row, layout

    def _layout(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(RIM + 8, RIM + 6, RIM + 8, RIM + 6)
        outer.setSpacing(10)
        left = QVBoxLayout()
        left.setSpacing(4)
        left.addWidget(self.scoreboard)
        self.banner_space = QWidget()
        self.banner_space.setFixedHeight(0)
        left.addWidget(self.banner_space)
        # Above the patents and below the hand, what the pieces at their zoomed size leave of
        # the felt's height (the rows' large stretch gives these only what the rows leave).
        left.addStretch(1)
        patents_row = QHBoxLayout()
        patents_row.addStretch(1)
        patents_row.addWidget(self.patents, 100)
        patents_row.addStretch(1)
        left.addLayout(patents_row, 600)
        band = QHBoxLayout()
        band.addWidget(self.piles)
        band.addStretch(1)
        band.addWidget(self.pool_view, 4)
        band.addWidget(self.replace_zone)
        band.addStretch(1)
        left.addLayout(band, 300)
        left.addWidget(self.prompt)
        # The word rows, with the power buttons beside them (a column of the same width on
        # the other side keeps the word centred): they come and go without moving a row.
        words = QHBoxLayout()
        words.setSpacing(6)
        words.addStretch(1)
        balance = QWidget()
        balance.setFixedWidth(POWERS_WIDTH)
        self.powers_balance = balance
        words.addWidget(balance)
        rows = QVBoxLayout()
        rows.setSpacing(4)
        for view in self.word_views:
            rows.addWidget(view, 1)
        words.addLayout(rows, 100)
        self.powers_column = QWidget()
        self.powers_column.setFixedWidth(POWERS_WIDTH)
        powers = QVBoxLayout(self.powers_column)
        powers.setContentsMargins(0, 0, 0, 0)
        powers.setSpacing(4)
        powers.addStretch(1)
        for button in (self.s_button, self.y_button, self.word_switch):
            powers.addWidget(button)
        powers.addStretch(1)
        words.addWidget(self.powers_column)
        words.addStretch(1)
        left.addLayout(words, 300)
        left.addWidget(self.preview)
        # The buttons of each step and the challenge question share one row of a fixed height.
        self.actions_row, self.actions_layout = self._fixed_row(
            ACTIONS_HEIGHT, *self._action_row_buttons(), self.challenge_bar
        )
        left.addWidget(self.actions_row)
        left.addWidget(self.hand_view, 400)
        left.addStretch(1)
        self.left_layout = left
        outer.addLayout(left, 1)
        side = QVBoxLayout()
        title_row = QHBoxLayout()
        self.log_title = QLabel(self.tr("Game log"))
        self.log_title.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: 13px; font-weight: bold;"
        )
        title_row.addWidget(self.log_title)
        title_row.addStretch(1)
        title_row.addWidget(self.log_fold)
        side.addLayout(title_row)
        side.addWidget(self.coach_panel)
        side.addWidget(self.log, 1)
        side.addWidget(self.log_tab, 1)
        outer.addLayout(side)
        #: The log's column (the guided game's panel takes its place above the log in it).
        self.side_layout = side
        for widget in (self.piles, self.replace_zone, self.scoreboard):
            widget.setSizePolicy(
                widget.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Preferred
            )
        # The Q zone keeps its place when it hides, so the pool never slides sideways.
        policy = self.replace_zone.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.replace_zone.setSizePolicy(policy)
        self.scoreboard.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scoreboard.setFixedHeight(84)
        # On a short window the rows give way in this order, and never below these heights:
        # the patents stay legible, the word rows (two with the V patent) shrink first.
        self.patents.setMinimumHeight(2 * 52)
        for view in self.word_views:
            view.setMinimumHeight(44)
            # As wide as their mat (twelve cards): the power buttons stay at its edge.
            view.widest_in_cards = 12
        self.pool_view.setMinimumHeight(48)
        self._size_pieces()

    def _connect(self) -> None:
        model, draft = self.game_model, self.draft
        model.state_changed.connect(self.refresh)
        draft.changed.connect(self.refresh)
        model.event_occurred.connect(self._on_event)
        self.hand_view.clicked.connect(self._hand_clicked)
        self.pool_view.clicked.connect(self._pool_clicked)
        self.word_views[0].clicked.connect(lambda index: self._word_clicked(0, index))
        self.word_views[1].clicked.connect(lambda index: self._word_clicked(1, index))
        self.patents.clicked.connect(self._patent_clicked)
        self.replace_zone.replace_requested.connect(self.replace_card)
        # A button's clicked(bool) would land in a slot's first parameter: every button goes
        # through a slot without parameters.
        self.play_button.clicked.connect(lambda: self.play())
        self.clear_button.clicked.connect(lambda: self.clear())
        self.hint_button.clicked.connect(lambda: self.hint())
        self.discard_button.toggled.connect(self.set_discard_mode)
        self.confirm_discard_button.clicked.connect(lambda: self.discard())
        self.buy_button.clicked.connect(lambda: self.confirm_purchase())
        self.skip_buy_button.clicked.connect(lambda: self.skip_buy())
        self.done_button.clicked.connect(lambda: self.discard())
        self.penalty_button.clicked.connect(lambda: self.discard())
        self.s_button.clicked.connect(lambda: self.toggle_s())
        self.y_button.clicked.connect(lambda: self.toggle_y())
        self.word_switch.clicked.connect(lambda: self.next_word())
        self.take_back_button.clicked.connect(lambda: self.take_back())
        model.taken_back.connect(self._after_take_back)

    def make_questions(self, game_model: AnyGameModel, flow: TurnFlow) -> PatentQuestions:
        """The kit's questions, with the verdict read in hot-seat and the hand-over's story."""
        return PatentQuestions(self, game_model, flow, self.services.ai.set_paused)

    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """Each person's answer, challengers first (the one who counts is decided by seat
        order, not click order)."""
        model = self.game_model
        for seat, challenge in sorted(decisions.items(), key=lambda item: not item[1]):
            if model.has_game and seat in model.state.to_act:
                model.submit(Respond(seat, challenge))

    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        """What became of the play just answered, if anything; the screen's own button."""
        return self.questions.told_reason(name), ""

    def cue_name(self, event: object) -> str | None:
        return patent_cues.cue_name(event)

    # -- what the main window asks of a family's table --------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Motion, the pace of animations, and the challenge question's time limit."""
        super().apply(settings)
        speed = settings.animation_speed
        for view in (self.hand_view, self.pool_view, *self.word_views):
            view.set_animation_speed(speed)
        self.patents.set_animation_speed(speed)
        self.scoreboard.set_animation_speed(speed)
        self.motion.apply(settings)
        self._fold_log_to_width()
        self.coach.apply(settings)
        if self.game_model.has_game:
            self.refresh()

    def game_actions(self) -> tuple[TableAction, ...]:
        return (
            TableAction("play", self.tr("&Play the word  (Enter)"), self.play),
            TableAction("clear", self.tr("&Clear the word  (Esc)"), self.clear),
            TableAction("hint", self.tr("&Hint"), self.hint, "Ctrl+H"),
            TableAction(
                "discard",
                self.tr("&Discard instead of building"),
                lambda: self.set_discard_mode(not self.discard_mode),
                "Ctrl+D",
            ),
            TableAction(
                "replace", self.tr("&Replace a card (Q patent)..."), self.replace_dialog, "Ctrl+R"
            ),
            TableAction("flip_y", self.tr("Flip &Y vowel/consonant"), self.toggle_y, "Ctrl+Y"),
            TableAction("add_s", self.tr("Add &S (Z patent)  (+)"), self.toggle_s),
            TableAction("next_word", self.tr("Second &word (V patent)  (Space)"), self.next_word),
        )

    def tutorial_game(self, lexicon: WordList, person: str) -> PatentGame:
        """The guided first game (a fixed deal against Ada, not rated)."""
        from patentgame.model.patent import tutorial

        return tutorial.new_game(lexicon, person, "Ada")

    def guide_tutorial(self, ai: AiRunner) -> None:
        """Show the guide's panel and let it lead the guided game on this table."""
        from patentgame.views.patent.tutorial import TutorialGuide

        self.tutorial_guide = TutorialGuide(self, ai)

    def reset(self) -> None:
        """A game was started or opened: no discard mode, banner, question, hand-over, verdict,
        announcement or old log: nothing of the game before shows on the new one."""
        self.thinking_seat = -1
        self.discard_mode = False
        self._taken_back_play = None
        self.discard_button.blockSignals(True)
        self.discard_button.setChecked(False)
        self.discard_button.blockSignals(False)
        self.final_round_text = ""
        self.settle()
        super().reset()
        self._fold_log_to_width()  # the plaques beside the log: one per player

    def status_text(self) -> str:
        return self.words.status()

    def summary(self) -> Summary:
        """The winner, each seat's score and how it was made, best word and best turn."""
        return self.words.summary()

    def summary_section(self) -> QWidget | None:
        """The coach's part of the summary: the game's words with meanings, the hints taken,
        and the button that opens the game's review."""
        if not self.game_model.can_search_words():
            return None
        from patentgame.views.patent.coach_summary import CoachSummary

        return CoachSummary(self.game_model)

    def ready_for_screenshot(self) -> bool:
        model = self.game_model
        if model.is_over:
            return True
        state = model.state
        if (
            state.phase is Phase.BUILD
            and model.is_human(state.current)
            and self.draft.viewer == state.current
        ):
            return True
        if self.challenge_bar.asking:  # a person is asked: accept for the picture
            self.challenge_bar.accept_button.click()
        return False

    def pose_for_screenshot(self) -> None:
        self.lay_best_word(max_letters=5)  # a full-looking hand, and the preview showing
        self.settle()

    # -- the Q power ------------------------------------------------------------------------------
    def replace_dialog(self) -> None:
        """Keyboard way to use the Q power: pick the card to swap from a list."""
        model, seat = self.game_model, self.draft.viewer
        state = model.state if model.has_game else None
        if state is None or seat is None or state.current != seat or not state.can_replace:
            self.status_message.emit(
                self.tr("You cannot replace a card now (Q patent, start of turn)."), 4000
            )
            return
        cards = [
            (c, self.tr("{letter} (your hand)").format(letter=state.letter(c)))
            for c in state.hand(seat)
        ]
        cards += [
            (c, self.tr("{letter} (pool)").format(letter=state.letter(c))) for c in state.pool
        ]
        labels = [label for _, label in cards]
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(
            self.window(), self.tr("Replace a card"), self.tr("Card to swap:"), labels, 0, False
        )
        if ok and label in labels:
            self.replace_card(cards[labels.index(label)][0])

    # -- helpers ----------------------------------------------------------------------------------
    def mark_of(self, seat: int) -> tuple[int, str]:
        """Colour index and short name of ``seat`` (for owner marks): as many letters as tell
        it from every other seat's, so Babbage and Ben own "Ba" and "Be", not two Bs."""
        model = self.game_model
        if not model.has_game or not 0 <= seat < model.seats:
            return seat, ""
        return model.colour(seat), short_names(model.shown_names())[seat]

    def _goal(self) -> int:
        return self.game_model.state.goal if self.game_model.has_game else 1

    def _show_hand_of(self, seat: int) -> None:
        """The turn flow chose whose hand is face up (-1: nobody's); a play taken back while
        the others answered lies in its player's word rows again once they hold the device."""
        self.draft.set_viewer(None if seat < 0 else seat)
        waiting = self._taken_back_play
        if waiting is not None and waiting.seat == seat and self.can_act():
            self._taken_back_play = None
            self.draft.restore(waiting)

    def _is_you(self, seat: int) -> bool:
        return seat in self.game_model.you()

    @property
    def reduced_motion(self) -> bool:
        """Skip floating money and glows (a setting for people who prefer a still table)."""
        return self.settings.reduced_motion

    def can_act(self) -> bool:
        """Whether the face-up hand belongs to the seat the game waits for."""
        model, viewer = self.game_model, self.draft.viewer
        if not model.has_game or viewer is None or model.is_over:
            return False
        state = model.state
        return viewer in state.to_act and state.phase is not Phase.CHALLENGE

    def _phase(self) -> Phase:
        return self.game_model.state.phase

    def _submit(self, action: Action) -> bool:
        refused = self.game_model.submit(action)
        if refused is not None:
            self.toast.announce(refused[:1].upper() + refused[1:].rstrip(".") + ".", 2.5)
            return False
        return True

    # -- take-backs -------------------------------------------------------------------------------
    def can_take_back(self) -> bool:
        if self.questions.screen_up:
            return False
        if self.patents.chosen:
            return True  # the patent chosen but not bought yet
        return self.game_model.can_take_back(
            self._taker(), whole_turns=self.settings.take_back_turns
        )

    def _taker(self) -> int | None:
        """Who may take back now: the person whose hand is shown, or (every hand hidden while
        the others answer at the bar, in hot-seat) the one whose play they answer."""
        viewer = self.draft.viewer
        model = self.game_model
        if viewer is not None or not model.has_game or not self.challenge_bar.asking:
            return viewer
        build = model.state.pending_play
        return None if build is None else build.seat

    def take_back(self) -> None:
        """Take back the person's last action of this turn; against computers, with the setting
        on, a whole turn (after asking once, since the game then is no longer rated). A patent
        chosen but not bought is let go first."""
        model, viewer = self.game_model, self._taker()
        if self.patents.chosen and not self.questions.screen_up:
            self._choose_patent("")
            self.status_message.emit(self.tr("Taken back: no patent is chosen."), 4000)
            return
        offer = model.take_back_offer(viewer, whole_turns=self.settings.take_back_turns)
        if offer is None or not self.can_take_back():
            self.status_message.emit(self._take_back_refusal(), 6000)
            return
        if offer.whole_turn and model.game.rated:
            agreed = self._agree_to_unrated_game()
            self.window().activateWindow()  # the keyboard comes back to the table
            self.setFocus()
            if not agreed:
                return
        self.questions.withdraw()  # others who answered held the device: it is handed back
        play = model.take_back(offer)
        if play is not None and play.seat == viewer:
            if self.can_act():
                self.draft.restore(play)
            else:
                self._taken_back_play = play  # laid out when its player holds the device
        if offer.whole_turn:
            text = self.tr("Back to the start of your turn. This game is not rated.")
        else:
            text = self.tr("Taken back.")
        self.status_message.emit(text, 4000)

    def _take_back_refusal(self) -> str:
        """Why Take back takes nothing back now, in the person's words."""
        model, viewer = self.game_model, self.draft.viewer
        if self.questions.screen_up:
            return self.tr("Nothing to take back: the next player takes the device first.")
        if not model.has_game or model.is_over:
            return self.tr("Nothing to take back: the game is over.")
        state = model.state
        if viewer is None or viewer != state.current:
            return self.tr("Nothing to take back: only your own actions of your turn can be.")
        if model.game.action_count == model.game.turn_began_at:
            return self.tr("Nothing to take back: you have not acted in this turn yet.")
        return self.tr(
            "Nothing to take back: new cards or answers have been seen since your last action "
            "(the refilled pool, drawn cards, the check of your word)."
        )

    def _agree_to_unrated_game(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self.window(),
            self.tr("Take back a whole turn"),
            self.tr(
                "Going back to the start of your turn undoes cards and answers you have "
                "already seen, so this game will no longer count for your rating.\n\n"
                "Take back the turn?"
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _after_take_back(self, _count: int) -> None:
        """The game went back: questions, verdicts and effects of the later state go away."""
        self.questions.reset()
        self.settle()
        if self.discard_mode:
            self.set_discard_mode(False)

    # -- actions a person takes -------------------------------------------------------------------
    def play(self) -> None:
        """Play the drafted word(s) (Enter)."""
        if not self.can_act() or self._phase() is not Phase.BUILD or self.discard_mode:
            return
        build = self.draft.build()
        if build is None:
            return
        status = self.draft.status()
        if not status.legal:
            self.toast.announce(status.text, 2.5)
            return
        self._submit(build)

    def clear(self) -> None:
        """Take the drafted cards back (Escape)."""
        self.draft.clear()

    def hint(self) -> None:
        """The next step of the coach's hint (Hint, Ctrl+H): see :class:`TableCoach`."""
        self.coach.hint()

    def lay_best_word(self, max_letters: int = MAX_WORD) -> None:
        """Draft the best-paying word the word list allows with the cards at hand."""
        if not self.can_act() or self._phase() is not Phase.BUILD:
            return
        if not self.game_model.can_search_words():
            return
        from patentgame.controller.patent.hints import best_word

        best = best_word(self.game_model, self.draft, max_letters)
        if best is None:
            self.toast.announce(
                self.tr("No word found with these cards: discard some instead."), 2.5
            )
            return
        self.draft.set_words([best])

    def set_discard_mode(self, on: bool) -> None:
        """Switch between building and marking cards to discard instead (Ctrl+D)."""
        self.discard_mode = bool(on) and self.can_act() and self._phase() is Phase.BUILD
        if self.discard_mode:
            self.draft.clear()
        else:
            self.draft.clear_selection()
        self.discard_button.blockSignals(True)
        self.discard_button.setChecked(self.discard_mode)
        self.discard_button.blockSignals(False)
        self.refresh()

    def discard(self) -> None:
        """Discard the marked cards (a discard instead of building, after a build, the penalty)."""
        if not self.can_act():
            return
        phase = self._phase()
        if phase is Phase.BUILD and not self.discard_mode:
            return
        if phase not in (Phase.BUILD, Phase.DISCARD, Phase.PENALTY):
            return
        action = self.draft.discard_action()
        if action is not None and self._submit(action):
            self.set_discard_mode(False)

    def skip_buy(self) -> None:
        """Buy no patent (Escape in the purchase step); with a patent chosen, Escape first lets
        go of the choice."""
        viewer = self.draft.viewer
        if viewer is None or not self.can_act() or self._phase() is not Phase.BUY:
            return
        if self.patents.chosen:
            self._choose_patent("")
            return
        self._submit(Buy(viewer, None))

    def buy(self, letter: str) -> None:
        """Choose ``letter``'s patent to buy (a click or its letter), or say why it cannot be
        bought; the chosen one again buys it.

        A purchase is chosen first and bought on a second press (Enter, the Buy button, or the
        same letter or patent again) because the pool is refilled right after it (RULES.md's
        order): the new cards are news, so a purchase could not be taken back once made. The
        choice can be (Escape, Ctrl+Z, another patent), like a word laid out but not played.
        """
        viewer = self.draft.viewer
        if viewer is None or not self.can_act() or self._phase() is not Phase.BUY:
            return
        if letter == self.patents.chosen:
            self.confirm_purchase()
        elif letter in self.game_model.state.buyable_letters():
            self._choose_patent(letter)
        else:
            self._submit(Buy(viewer, letter))  # refused: the toast says why

    def confirm_purchase(self) -> None:
        """Buy the chosen patent (Enter, or the Buy button)."""
        viewer, letter = self.draft.viewer, self.patents.chosen
        if viewer is None or not letter or not self.can_act() or self._phase() is not Phase.BUY:
            return
        if self._submit(Buy(viewer, letter)):
            self.patents.chosen = ""

    def _choose_patent(self, letter: str) -> None:
        self.patents.chosen = letter
        self.refresh()

    def replace_card(self, card: int) -> None:
        """Use the Q power on ``card``."""
        action = self.draft.replace_action(card)
        if action is not None and self.can_act():
            self._submit(action)

    def toggle_s(self) -> None:
        self.draft.toggle_s(self.draft.active_word)

    def toggle_y(self) -> None:
        """Flip the declaration of the last Y in the word rows."""
        for word in (1, 0):
            letters = self.draft.letters(word)
            index = letters.rfind("Y")
            if index >= 0:
                self.draft.toggle_y(word, index)
                return

    def next_word(self) -> None:
        self.draft.next_word()

    # -- clicks -----------------------------------------------------------------------------------
    def _hand_clicked(self, index: QModelIndex) -> None:
        if not self.can_act():
            return
        card = index.data(CardRole.CARD_ID)
        phase = self._phase()
        if phase in (Phase.DISCARD, Phase.PENALTY) or (phase is Phase.BUILD and self.discard_mode):
            if phase is Phase.PENALTY:
                self.draft.clear_selection()
            self.draft.toggle_selected(card)
        elif phase is Phase.BUILD:
            self.draft.place(card)

    def _pool_clicked(self, index: QModelIndex) -> None:
        if self.can_act() and self._phase() is Phase.BUILD and not self.discard_mode:
            self.draft.place(index.data(CardRole.CARD_ID))

    def _word_clicked(self, word: int, index: QModelIndex) -> None:
        if not self.can_act() or self._phase() is not Phase.BUILD:
            return  # the play on the table (waiting for answers, or bought after) stays put
        view = self.word_views[word]
        y_badge = index.data(CardRole.Y_ROLE) and view.last_press_fraction() > 0.72
        if y_badge:
            self.draft.toggle_y(word, index.row())
        else:
            self.draft.remove(word, index.row())

    def _patent_clicked(self, index: QModelIndex) -> None:
        letter = index.data(PatentRole.LETTER)
        if self.can_act() and self._phase() is Phase.BUY:
            self.buy(letter)

    # -- keys -------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        questions = self.questions
        if questions.screen_up:
            questions.screen.keyPressEvent(event)
            return
        if questions.waiting:
            questions.bar.keyPressEvent(event)
            return
        key = event.key()
        text = event.text().upper()
        letter = text if len(text) == 1 and "A" <= text <= "Z" else ""
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if not self.can_act() or not plain:
            super().keyPressEvent(event)
            return
        phase = self._phase()
        if phase is Phase.BUILD and not self.discard_mode:
            if letter:
                if not self.draft.type_letter(letter):
                    self.toast.announce(
                        self.tr("No free {letter} card in your hand or the pool.").format(
                            letter=letter
                        ),
                        1.5,
                    )
            elif key == Qt.Key.Key_Backspace:
                self.draft.backspace()
            elif enter:
                self.play()
            elif key == Qt.Key.Key_Escape:
                self.clear()
            elif key == Qt.Key.Key_Space:
                self.next_word()
            elif text in ("+", "="):
                self.toggle_s()
            else:
                super().keyPressEvent(event)
            return
        if phase is Phase.BUY:
            if letter:
                self.buy(letter)
            elif enter:
                self.confirm_purchase()
            elif key == Qt.Key.Key_Escape:
                self.skip_buy()
            return
        # marking cards: discard instead, after a build, or the penalty
        if letter:
            if phase is Phase.PENALTY:
                self.draft.clear_selection()
            self.draft.select_letter(letter)
        elif enter:
            self.discard()
        elif key == Qt.Key.Key_Escape:
            if phase is Phase.BUILD:
                self.set_discard_mode(False)
            else:
                self.draft.clear_selection()
        else:
            super().keyPressEvent(event)

    # -- following the game -----------------------------------------------------------------------
    def _on_event(self, event: object, text: str) -> None:
        if not isinstance(event, ev.Event):
            return
        model = self.game_model
        if self.reduced_motion and not isinstance(
            event, ev.FinalRoundStarted | ev.ChallengeResolved | ev.PlayRejected
        ):
            return
        if isinstance(event, ev.WordScored):
            if event.stock:
                earned = self.tr("+${money} +%n stock", "", event.stock).format(money=event.money)
            else:
                earned = self.tr("+${money}").format(money=event.money)
            self.scoreboard.float_text(event.seat, earned)
        elif isinstance(event, ev.RoyaltyPaid):
            self.scoreboard.float_text(
                event.owner,
                self.tr("+${amount} royalty ({letter})").format(
                    amount=event.amount, letter=event.letter
                ),
            )
        elif isinstance(event, ev.PatentBought):
            self.patents.flash(event.letter)
            self.scoreboard.float_text(
                event.seat, self.tr("bought {letter}").format(letter=event.letter)
            )
        elif isinstance(event, ev.PoolRefilled):
            self.pool_view.flash(list(event.cards))
        elif isinstance(event, ev.CardsDrawn) and event.seat == self.draft.viewer:
            self.hand_view.flash(list(event.cards))
        elif isinstance(event, ev.CardReplaced):
            self.pool_view.flash([event.new])
            if event.seat == self.draft.viewer:
                self.hand_view.flash([event.new])
        elif isinstance(event, ev.DeckReshuffled):
            self.toast.announce(
                self.tr("The deck is empty: %n discarded card(s) are reshuffled.", "", event.cards),
                2.5,
            )
        elif isinstance(event, ev.FinalRoundStarted):
            if self._is_you(event.seat):
                self.final_round_text = self.tr(
                    "FINAL ROUND - you reached ${value} in patents"
                ).format(value=event.patent_value)
                news = self.tr(
                    "Final round! You hold patents worth ${value}. Everyone gets the same number "
                    "of turns."
                )
            else:
                self.final_round_text = self.tr(
                    "FINAL ROUND - {name} reached ${value} in patents"
                ).format(name=model.shown_name(event.seat), value=event.patent_value)
                news = self.tr(
                    "Final round! {name} holds patents worth ${value}. Everyone gets the same "
                    "number of turns."
                )
            self.toast.announce(
                news.format(name=model.shown_name(event.seat), value=event.patent_value), 4.0
            )
            self.refresh()
        elif isinstance(event, ev.ChallengeResolved):
            self.toast.announce(text, 4.5)
        elif (
            isinstance(event, ev.PlayRejected) and model.state.rules.challenge is ChallengeMode.AUTO
        ):
            if event.seat == self.draft.viewer:
                bad = ", ".join(event.invalid_words)
                if event.penalty:
                    news = self.tr("{words}: not in the word list. Discard one card as a penalty.")
                else:
                    news = self.tr("{words}: not in the word list. Try again or discard.")
                self.toast.announce(news.format(words=bad), 3.0)
            else:
                self.toast.announce(text, 3.0)

    def stop_thinking(self) -> None:
        """The coach's worker may be playing the master's guesses out: it stops now."""
        self.coach.runner.shutdown()

    def settle(self) -> None:
        """End every brief effect at once (floating money, glows, announcements)."""
        self.scoreboard.clear_effects()
        self.patents.clear_effects()
        for view in (self.hand_view, self.pool_view, *self.word_views):
            view.clear_effects()
        if self._toast is not None:
            self._toast.hide()
        self.motion.layer.settle()

    def set_thinking(self, seat: int) -> None:
        """Show that the computer player at ``seat`` is thinking (-1: nobody)."""
        self.thinking_seat = seat
        self.refresh()

    def refresh(self) -> None:
        """Bring every part of the table in line with the game and the draft."""
        model, draft = self.game_model, self.draft
        if not model.has_game:
            self._refresh_without_game()
            return
        state = model.state
        viewer = draft.viewer
        seats = range(model.seats)
        current = state.current
        over = state.game_over
        winners = set(state.winners) if over else set()
        self.player_model.set_rows(
            [
                PlayerRow(
                    seat=s,
                    name=model.shown_name(s),
                    kind=model.kind(s),
                    money=state.money(s),
                    stock=state.stock(s),
                    patents="".join(sorted(state.patents_of(s))),
                    patent_value=state.patent_value(s),
                    score=state.score(s),
                    to_goal=max(0, state.goal - state.patent_value(s)),
                    is_current=not over and s == current,
                    hand_count=len(state.hand(s)),
                    is_winner=s in winners,
                )
                for s in seats
            ]
        )
        my_turn = self.can_act()
        phase = state.phase
        buying = my_turn and phase is Phase.BUY
        self.patents.buying = buying
        if not buying:
            self.patents.chosen = ""  # bought, taken back, or the turn moved on
        self.patent_model.update(
            state.owners,
            state.buyable_letters() if buying else (),
            state.money(current),
            model.shown_names(),
        )
        pile = state.discard_pile
        self.piles.set_piles(state.deck_count, len(pile), state.letter(pile[-1]) if pile else "")
        powers = draft.powers() if my_turn else frozenset()
        building = my_turn and phase is Phase.BUILD and not self.discard_mode
        marking = my_turn and (
            phase in (Phase.DISCARD, Phase.PENALTY) or (phase is Phase.BUILD and self.discard_mode)
        )
        self.replace_zone.setVisible(
            building and viewer is not None and viewer == current and state.can_replace
        )
        # A V owner's second row stays in place between turns, so the rows never jump.
        owns_v = viewer is not None and "V" in state.powers_of(viewer) and not over
        self.word_views[1].setVisible(owns_v)
        self.word_views[0].placeholder = self._build_placeholder() if building else ""
        self.word_views[1].placeholder = (
            self.tr("Second word (V patent): press Space to type here") if building else ""
        )
        for view in self.word_views:
            view.setAcceptDrops(building)
            view.interactive = building
        self.hand_view.interactive = my_turn
        self.pool_view.interactive = building
        self.hand_view.setDragEnabled(building)
        self.pool_view.setDragEnabled(building)
        self.s_button.setVisible(building and "Z" in powers)
        self.s_button.setChecked(draft.has_s(draft.active_word))
        has_y = "Y" in draft.letters(0) + draft.letters(1)
        self.y_button.setVisible(building and has_y)
        if has_y:
            roles = [e.y_role for m in draft.word_models for e in m.entries() if e.y_role]
            vowel = (roles[-1] if roles else "vowel") == "vowel"
            self.y_button.setText(self.tr("Y: vowel  ⇄") if vowel else self.tr("Y: consonant  ⇄"))
        self.word_switch.setVisible(building and "V" in powers)
        self.word_switch.setChecked(draft.active_word == 1)
        self.play_button.setVisible(building)
        self.clear_button.setVisible(building)
        self.hint_button.setVisible(building and model.can_search_words() and self.coach.hints_on)
        self.discard_button.setVisible(my_turn and phase is Phase.BUILD)
        self.confirm_discard_button.setVisible(
            my_turn and phase is Phase.BUILD and self.discard_mode
        )
        count = len(draft.selected())
        self.confirm_discard_button.setText(
            self.tr("Discard %n and draw  (Enter)", "", count)
            if count
            else self.tr("Pass  (Enter)")
        )
        chosen = self.patents.chosen
        self.buy_button.setVisible(buying and bool(chosen))
        if chosen:
            self.buy_button.setText(
                self.tr("Buy {letter} for ${cost}  (Enter)").format(
                    letter=chosen, cost=self.patent_model.index_of(chosen).data(PatentRole.COST)
                )
            )
        self.skip_buy_button.setVisible(buying)
        self.done_button.setVisible(my_turn and phase is Phase.DISCARD)
        self.done_button.setText(
            self.tr("Discard %n  (Enter)", "", count) if count else self.tr("Keep all  (Enter)")
        )
        self.penalty_button.setVisible(my_turn and phase is Phase.PENALTY)
        self.penalty_button.setEnabled(count == 1)
        bar = self.challenge_bar
        self.challenge_bar.setVisible(bar.asking or bar.showing_verdict)
        self.take_back_button.setVisible(self.can_take_back())
        status = draft.status() if building else None
        self.play_button.setEnabled(bool(status and status.legal))
        self._set_preview(status, marking, buying)
        question = Question(
            asking=bar.asking,
            hot_seat=self.flow.hot_seat,
            verdict=self.questions.shown_verdict(),
            thinking=self.thinking_seat,
        )
        self._show_prompt(self.words.prompt(Step(my_turn, building, marking, buying), question))
        self.banner_space.setFixedHeight(30 if state.final_round and not over else 0)
        if state.final_round and not self.final_round_text:
            self.final_round_text = self.tr("FINAL ROUND")
        self.update()

    def _refresh_without_game(self) -> None:
        """No game yet (or the question whether to resume one is open): an empty table."""
        self._show_prompt(
            self.tr("No game yet: start one from the File menu (Ctrl+Shift+N plays at once).")
        )
        self.preview.setText("")
        for button in self._all_buttons():
            button.hide()
        self.challenge_bar.hide()
        self.replace_zone.hide()
        self.word_views[1].hide()
        self.word_views[0].placeholder = ""
        self.update()

    def _action_row_buttons(self) -> tuple[QPushButton, ...]:
        """The buttons in the row under the word (each shows in its own step of the turn)."""
        return (
            self.play_button,
            self.clear_button,
            self.hint_button,
            self.discard_button,
            self.confirm_discard_button,
            self.buy_button,
            self.skip_buy_button,
            self.done_button,
            self.penalty_button,
            self.take_back_button,
        )

    def _all_buttons(self) -> tuple[QPushButton, ...]:
        return (*self._action_row_buttons(), self.s_button, self.y_button, self.word_switch)

    def _set_preview(self, status: DraftStatus | None, marking: bool, buying: bool) -> None:
        muted = pal.MUTED_ON_FELT.name()
        if isinstance(status, DraftStatus):
            if status.legal:
                second = status.royalties
                auto = self.game_model.state.rules.challenge is ChallengeMode.AUTO
                warn = ""
                if auto and status.not_in_list:
                    warn = self.tr("{words}: not in the word list").format(
                        words=", ".join(status.not_in_list)
                    )
                html = (
                    f'<span style="color:{pal.TEXT_ON_FELT.name()}; font-size:{self._px(17)}px;'
                    ' font-weight:bold">'
                    f"{_escape(status.text)}</span>"
                    f'<br><span style="color:{muted}; font-size:{self._px(13)}px">'
                    f"{_escape(second)}</span>"
                )
                if warn:
                    html += (
                        f'<span style="color:{pal.WARNING_ON_FELT.name()};'
                        f' font-size:{self._px(13)}px">'
                        f"  ·  {_escape(warn)}</span>"
                    )
            else:
                warn_colour = pal.WARNING_ON_FELT.name()
                text = _escape(status.text)
                size = self._px(14)
                html = f'<span style="color:{warn_colour}; font-size:{size}px">{text}</span>'
            self.preview.setText(html)
            return
        text = ""
        if marking:
            text = self.tr(
                "Click cards (or type their letters) to mark them; a marked card rises and is "
                "crossed out."
            )
        elif buying and self.patents.chosen:
            text = self.tr(
                "Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: "
                "choose again."
            ).format(letter=self.patents.chosen)
        elif buying:
            text = self.tr(
                "You can buy: {letters}. Click a glowing patent or type its letter, then press "
                "Enter."
            )
            text = text.format(letters=", ".join(self.game_model.state.buyable_letters()))
        elif self.challenge_bar.asking:
            text = self.words.challenge_terms(self.flow.hot_seat)
        if text:
            set_fitting_rich_text(
                self.preview,
                text,
                lambda size: (
                    f'<span style="color:{muted}; font-size:{size}px">{_escape(text)}</span>'
                ),
                self._px(14),
            )
        else:
            self.preview.setText("")

    # -- the log on a small window ----------------------------------------------------------------
    def _fold_log_to_width(self) -> None:
        """Show the log beside the table when there is room (and the setting wants it); on a
        narrow window fold it into a tab, so the cards keep their size."""
        wanted = self.settings.show_log
        roomy = self.width() >= FOLD_LOG_BELOW
        shown = wanted and (roomy or self._log_unfolded)
        self.log.setVisible(shown)
        self.log_title.setVisible(shown)
        self.log_fold.setVisible(shown and not roomy)
        self.log_tab.setVisible(wanted and not shown)
        if shown:
            self.coach.log_unfolded()
        # A narrow window gets a narrower log.
        self.log.setMaximumWidth(self._px(300 if self.width() >= 1500 else 230))
        # The plaques go beside the table only where the rows keep room for a hand of large
        # cards and a question's buttons beside them.
        # (A plaque needs 300 pixels at the zoom for its words; the log beside it takes as
        # many.)
        left = self.width() - self._px(300) - 2 * (RIM + 8) - 10
        patents = left - 2 * 10  # the grid's share of the row, less its side stretches
        aside = shown and roomy and left >= self._px(600) and patents >= PATENT_CELL_LEAST * PER_ROW
        if aside:
            self.log.setMaximumWidth(self._px(300))
        self._place_scoreboard(aside)

    def _place_scoreboard(self, aside: bool) -> None:
        """The players' plaques above the log, one under the other, while the log stands
        beside the table (issue 31: the rows of cards get the table's height); along the top
        of the table while the log is folded."""
        board = self.scoreboard
        seats = max(1, self.player_model.rowCount())
        if aside:
            width = self._px(300)
            board.setFixedSize(width, seats * self._px(72) + (seats - 1) * 10)
        else:
            board.setMinimumWidth(0)
            board.setMaximumWidth(16777215)
            board.setFixedHeight(self._px(84))
        if aside == board.stacked:
            return
        board.stacked = aside
        self.left_layout.removeWidget(board)
        self.side_layout.removeWidget(board)
        if aside:
            self.side_layout.insertWidget(0, board)
        else:
            self.left_layout.insertWidget(0, board)
        board.update()

    def _toggle_log_fold(self) -> None:
        self._log_unfolded = not self.log.isVisible()
        self._fold_log_to_width()

    def _set_prompt_size(self, pixels: int) -> None:
        self._prompt_pixels = pixels
        self._fit_prompt()

    def _show_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self._fit_prompt()

    def _fit_prompt(self) -> None:
        """The prompt at its zoomed size, or smaller when a long sentence would be cut."""
        size = fitting_pixels(
            self.prompt, self.prompt.text(), self._px(self._prompt_pixels), bold=True
        )
        style = f"color: {pal.TEXT_ON_FELT.name()}; font-size: {size}px; font-weight: bold;"
        if style != self.prompt.styleSheet():
            self.prompt.setStyleSheet(style)

    def _size_pieces(self) -> None:
        """The pieces at their size for the zoom (issue 31): each row is at most as tall as
        its cards at the zoom and at least its least height at the zoom; the hand keeps nine
        tenths of its size, so zooming in always makes it larger (the table scrolls in a
        window too small for it)."""
        zoom = self.settings.zoom / 100
        hand = self.hand_view
        hand.max_card_height = round(HAND_CARD * zoom)
        # Six tenths at 100 % (a 1024 x 640 window holds the rows), nine tenths from 150 %.
        keeps = 0.6 + (HAND_KEEPS - 0.6) * min(1.0, max(0.0, (zoom - 1) / 0.5))
        hand.setMinimumHeight(round(keeps * HAND_CARD * zoom + 6))
        hand.setMaximumHeight(round(HAND_CARD * zoom + 6))
        for view, least in ((self.pool_view, 48), *((v, 44) for v in self.word_views)):
            view.max_card_height = round(ROW_CARD * zoom)
            view.setMinimumHeight(self._px(least))
            view.setMaximumHeight(round(ROW_CARD * zoom + 6))
        # What stands beside the pool and the word rows is no taller than they are.
        pool_most = round(ROW_CARD * zoom + 6)
        for widget in (self.piles, self.replace_zone):
            widget.setMaximumHeight(pool_most)
        # Room for both word rows, the second shown or not (the V patent's row then opens
        # without moving the hand).
        words_most = sum(v.maximumHeight() for v in self.word_views) + 4
        for column in (self.powers_column, self.powers_balance):
            column.setMaximumHeight(max(words_most + 4, column.minimumSizeHint().height()))
        self.patents.setMinimumHeight(self._px(2 * 52))
        self.patents.setMaximumHeight(round(2 * PATENT_ROW * zoom))
        # Cells a little wider than tall, the grid in the middle of the table.
        self.patents.setMaximumWidth(round(13 * PATENT_ROW * 1.6 * zoom))

    def _px(self, pixels: float) -> int:
        """``pixels`` at the zoom of View > Zoom."""
        return max(1, round(pixels * self.settings.zoom / 100))

    def least_size(self) -> QSize:
        """The layout's least height, and a width that holds the step's buttons whole: at 200 %
        in Russian they needed 1,100 pixels of a 1280-pixel window and were cut ("грать
        (Ent"); the table scrolls sideways rather than cutting a word."""
        least = super().least_size()
        row = self.actions_row
        shown = [w for w in (*self._action_row_buttons(), self.challenge_bar) if w.isVisibleTo(row)]
        if not shown or row.width() <= 0:
            return least
        spacing = self.actions_layout.spacing()
        needed = sum(w.sizeHint().width() for w in shown) + spacing * (len(shown) + 1)
        beside = max(0, self.width() - row.width())  # the margins and the log's column
        return QSize(needed + beside, least.height())

    def pieces_in_hand(self) -> QWidget:
        return self.hand_view

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the colours of ``theme`` and text at ``zoom`` percent (View > Theme, Zoom):
        the rows that hold text grow with it, so nothing is clipped."""
        self.setStyleSheet(button_style(theme, zoom))
        self.prompt.setFixedHeight(self._px(PROMPT_HEIGHT))
        self.preview.setFixedHeight(self._px(PREVIEW_HEIGHT))
        self.actions_row.setFixedHeight(self._px(ACTIONS_HEIGHT))
        for widget in (self.powers_column, self.powers_balance):
            widget.setFixedWidth(self._px(POWERS_WIDTH))
        for button in (self.s_button, self.y_button, self.word_switch):
            button.setFixedWidth(self._px(POWERS_WIDTH))
        self._size_pieces()
        self.log_title.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: {self._px(13)}px; font-weight: bold;"
        )
        self._set_prompt_size(17 if self.width() >= 1200 else 15)
        self._fold_log_to_width()
        if self.game_model.has_game:
            self.refresh()

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), RIM)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.game_model.has_game:
            self._paint_mat(painter)
            self._paint_rack(painter)
        if self.banner_space.height() > 0:
            area = self.banner_space.geometry()
            paint_ribbon(
                painter,
                QRectF(area).adjusted(40, 2, -40, -2),
                self.final_round_text or self.tr("FINAL ROUND"),
            )
        painter.end()
        if not self.has_drawn:
            self.has_drawn = True
            QTimer.singleShot(0, self.first_drawn.emit)  # after the children paint too

    def _paint_mat(self, painter: QPainter) -> None:
        """A darker inset strip of felt where words are laid out."""
        views = [v for v in self.word_views if v.isVisible()]
        if not views:
            return
        area = QRectF(views[0].geometry())
        for view in views[1:]:
            area = area.united(QRectF(view.geometry()))
        size = views[0].card_size()
        width = min(area.width(), size.width() * 12 + 40)
        mat = QRectF(0, 0, width, area.height())
        mat.moveCenter(area.center())
        painter.setPen(QPen(QColor(255, 255, 255, 28), 1.5))
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(mat, 16, 16)

    def _paint_rack(self, painter: QPainter) -> None:
        """A wooden ledge the hand stands on."""
        view = self.hand_view
        if not view.isVisible():
            return
        size = view.card_size()
        count = max(7, view.model().rowCount())
        width = min(view.width(), size.width() * count + 60)
        geometry = QRectF(view.geometry())
        height = max(10.0, size.height() * 0.16)
        rack = QRectF(0, 0, width, height)
        rack.moveCenter(geometry.center())
        rack.moveBottom(geometry.bottom() + 4)
        gradient = QLinearGradient(rack.topLeft(), rack.bottomLeft())
        gradient.setColorAt(0, pal.WOOD_LIGHT.lighter(125))
        gradient.setColorAt(0.45, pal.WOOD_LIGHT)
        gradient.setColorAt(1, pal.WOOD_DARK)
        painter.setPen(QPen(QColor(40, 20, 8, 160), 1))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rack, 5, 5)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Piles and the Q zone grow with the table, as the card rows do.
        side = max(120, int(self.height() * 0.19))
        self.piles.setFixedWidth(side)
        self.replace_zone.setFixedWidth(max(110, int(side * 0.85)))
        self._set_prompt_size(17 if self.width() >= 1200 else 15)
        self._fold_log_to_width()

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        super().mousePressEvent(event)


def _escape(text: str) -> str:
    """Plain words for rich text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

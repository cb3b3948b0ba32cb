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

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import AnyGameModel
from patentgame.controller.patent import cues as patent_cues
from patentgame.controller.patent.draft import DraftController
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.patent.patent_grid_model import PatentGridModel, PatentRole
from patentgame.controller.patent.player_table_model import PlayerRow, PlayerTableModel
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.model.patent.actions import Action, Respond
from patentgame.model.patent.game import Phase
from patentgame.views.accessibility import describe_rows
from patentgame.views.family_table import FamilyTable, Summary, TableAction
from patentgame.views.folding_row import FoldingRow
from patentgame.views.in_view import Scrolled, bring_into_view, give_view_back
from patentgame.views.overlays import paint_ribbon
from patentgame.views.patent.card_row import CardRowView
from patentgame.views.patent.felt_pieces import paint_hand_ledge, paint_word_mat
from patentgame.views.patent.guided_game import PatentGuidedGame
from patentgame.views.patent.hand_handling import HandHandling
from patentgame.views.patent.log_column import LogColumn
from patentgame.views.patent.patent_grid import PatentGridView
from patentgame.views.patent.piles import PilesView
from patentgame.views.patent.questions import PatentQuestions
from patentgame.views.patent.replace_zone import ReplaceZone
from patentgame.views.patent.scoreboard import Scoreboard
from patentgame.views.patent.table_news import TableNews
from patentgame.views.patent.table_words import Question, Step, TableWords, short_names
from patentgame.views.patent.take_backs import TakeBacks
from patentgame.views.patent.turn_actions import TurnActions
from patentgame.views.patent.turn_buttons import POWERS_WIDTH, TurnButtons
from patentgame.views.patent.turn_lines import TurnLines
from patentgame.views.themes import FELT, button_style, px

if TYPE_CHECKING:
    from patentgame.views.patent.tutorial import TutorialGuide
    from patentgame.views.themes import Theme

RIM = 14
#: Heights of the rows whose contents come and go with the step of the turn: they never change,
#: so the hand and the word rows stay where they are.
ACTIONS_HEIGHT = 38
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

    game_model: PatentGameModel
    questions: PatentQuestions  # made by make_questions: the hot-seat verdict and story
    offers_take_back = True
    felt_rim = RIM
    log_follows_setting = False  # it folds away on a narrow window (LogColumn)
    bar_may_wrap = True  # in the row of the turn, which folds (200 % in Russian)

    def build(self) -> None:
        """The play area, the family's parts and its own state (see the class)."""
        game_model = self.game_model
        self.words = TableWords(game_model, self)
        self.draft = DraftController(game_model, self)
        self.flow.viewer_changed.connect(self._show_hand_of)
        #: Cards are marked to discard instead of building a word.
        self.discard_mode = False
        self.thinking_seat = -1
        #: Whether the buying step brought the patents into view, and where the view was.
        self._patents_shown = False
        self._buying_view: Scrolled | None = None
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: TutorialGuide | None = None
        self.guided_game = PatentGuidedGame(self)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(button_style(FELT))  # the felt at 100 %: View > Theme, Zoom restyle
        model, draft = game_model, self.draft
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
        #: The prompt above the word rows and the preview below them.
        self.lines = TurnLines(self)
        self.prompt, self.preview = self.lines.prompt, self.lines.preview
        self.word_views = (
            CardRowView(draft.word_models[0], 12, mark, self._build_placeholder()),
            CardRowView(
                draft.word_models[1],
                12,
                mark,
                self.tr("Second word (V patent): press Space to type here"),
            ),
        )
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
        #: The person's actions, and the buttons of the turn that call them.
        self.turn = TurnActions(self)
        self.buttons = TurnButtons(self.turn, self.take_back, self)
        self._name_buttons()
        #: The log's folding and the players' plaques beside it.
        self.log_column = LogColumn(self, RIM)
        self.log_tab, self.log_fold = self.log_column.tab, self.log_column.fold
        self.log_title = self.log_column.title
        from patentgame.views.patent.coach_panel import PatentCoachPanel

        self.coach_panel = PatentCoachPanel()
        self._layout()
        self.lines.set_prompt_size(17)
        model.state_changed.connect(self.refresh)
        draft.changed.connect(self.refresh)
        #: The game's events on the table: floating money, flashes, announcements.
        self.news = TableNews(self)
        #: The clicks and keys on the cards.
        self.hands = HandHandling(self)
        self.take_backs = TakeBacks(self)
        self.replace_zone.replace_requested.connect(self.turn.replace_card)
        from patentgame.views.patent.coach_table import TableCoach

        #: Hints, the best plays after a turn, word meanings and the computers' reasons.
        self.coach = TableCoach(self)
        self.workers.append(self.coach.runner)
        from patentgame.views.patent.motion import PatentMotion

        #: Cards travelling, coins flying, patents flipping (none under reduced motion).
        self.motion = PatentMotion(self)
        from patentgame.views.patent.keyboard_path import set_keyboard_path

        #: The ring round the table while it has the keyboard; Tab walks the buttons after it.
        self.focus_ring = set_keyboard_path(self)

    # -- construction -----------------------------------------------------------------------------
    def _build_placeholder(self) -> str:
        return self.tr("Build a word: drag, click or type letters")

    def _name_buttons(self) -> None:
        """The buttons of the turn by the names the table's parts and tests know them by."""
        buttons = self.buttons
        self.play_button, self.clear_button = buttons.play, buttons.clear
        self.hint_button, self.discard_button = buttons.hint, buttons.discard
        self.confirm_discard_button, self.buy_button = buttons.confirm_discard, buttons.buy
        self.skip_buy_button, self.done_button = buttons.skip_buy, buttons.done
        self.penalty_button, self.take_back_button = buttons.penalty, buttons.take_back
        self.s_button, self.y_button = buttons.add_s, buttons.flip_y
        self.word_switch = buttons.word_switch

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
        for button in self.buttons.powers():
            powers.addWidget(button)
        powers.addStretch(1)
        words.addWidget(self.powers_column)
        words.addStretch(1)
        left.addLayout(words, 300)
        left.addWidget(self.preview)
        # The buttons of each step and the challenge question share one row of a fixed height.
        # They fold into lines where the column is too narrow for them (200 % in Russian).
        self.actions_row = FoldingRow(
            (*self.buttons.action_row(), self.challenge_bar),
            self.buttons.steps(),
            line_height=ACTIONS_HEIGHT,
        )
        self.actions_layout = self.actions_row.first_line
        left.addWidget(self.actions_row)
        left.addWidget(self.hand_view, 400)
        left.addStretch(1)
        self.left_layout = left
        outer.addLayout(left, 1)
        side = QVBoxLayout()
        title_row = QHBoxLayout()
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

    def make_questions(self, game_model: AnyGameModel, flow: TurnFlow) -> PatentQuestions:
        """The kit's questions, with the verdict read in hot-seat and the hand-over's story."""
        return PatentQuestions(
            self, game_model, flow, self.services.ai.set_paused, may_wrap=self.bar_may_wrap
        )

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
        self.log_column.fit()
        self.coach.apply(settings)
        if self.game_model.has_game:
            self.refresh()

    def game_actions(self) -> tuple[TableAction, ...]:
        actions = self.turn
        return (
            TableAction("play", self.tr("&Play the word  (Enter)"), actions.play),
            TableAction("clear", self.tr("&Clear the word  (Esc)"), actions.clear),
            TableAction("hint", self.tr("&Hint"), actions.hint, "Ctrl+H"),
            TableAction(
                "discard",
                self.tr("&Discard instead of building"),
                lambda: actions.set_discard_mode(not self.discard_mode),
                "Ctrl+D",
            ),
            TableAction(
                "replace",
                self.tr("&Replace a card (Q patent)..."),
                actions.replace_dialog,
                "Ctrl+R",
            ),
            TableAction("flip_y", self.tr("Flip &Y vowel/consonant"), actions.toggle_y, "Ctrl+Y"),
            TableAction("add_s", self.tr("Add &S (Z patent)  (+)"), actions.toggle_s),
            TableAction(
                "next_word", self.tr("Second &word (V patent)  (Space)"), actions.next_word
            ),
        )

    def reset(self) -> None:
        """A game was started or opened: no discard mode, banner, question, hand-over, verdict,
        announcement or old log: nothing of the game before shows on the new one."""
        self.thinking_seat = -1
        self.discard_mode = False
        self.take_backs.waiting_play = None
        self.discard_button.blockSignals(True)
        self.discard_button.setChecked(False)
        self.discard_button.blockSignals(False)
        self.news.final_round_text = ""
        self.settle()
        super().reset()
        self.log_column.fit()  # the plaques beside the log: one per player

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
        self.turn.lay_best_word(max_letters=5)  # a full-looking hand, and the preview showing
        self.settle()

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
        self.take_backs.hand_shown(seat)

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

    def phase(self) -> Phase:
        return self.game_model.state.phase

    def submit(self, action: Action) -> bool:
        refused = self.game_model.submit(action)
        if refused is not None:
            self.toast.announce(refused[:1].upper() + refused[1:].rstrip(".") + ".", 2.5)
            return False
        return True

    # -- take-backs -------------------------------------------------------------------------------
    def can_take_back(self) -> bool:
        return self.take_backs.possible()

    def take_back(self) -> None:
        """Take back the person's last action of this turn (see :class:`TakeBacks`)."""
        self.take_backs.take_back()

    # -- keys -------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        questions = self.questions
        if questions.screen_up:
            questions.screen.keyPressEvent(event)
            return
        if questions.waiting:
            questions.bar.keyPressEvent(event)
            return
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if not self.can_act() or not plain or not self.hands.key(event):
            super().keyPressEvent(event)

    # -- following the game -----------------------------------------------------------------------
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
                    stock=state.ledger.stock(s),
                    patents="".join(sorted(state.ledger.patents_of(s))),
                    patent_value=state.ledger.patent_value(s),
                    score=state.score(s),
                    to_goal=max(0, state.goal - state.ledger.patent_value(s)),
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
        pile = state.cards.discard_pile
        self.piles.set_piles(
            state.cards.deck_count, len(pile), state.letter(pile[-1]) if pile else ""
        )
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
        self.actions_row.fold()
        status = draft.status() if building else None
        self.play_button.setEnabled(bool(status and status.legal))
        self.lines.show_preview(status, marking, buying)
        question = Question(
            asking=bar.asking,
            hot_seat=self.flow.hot_seat,
            verdict=self.questions.shown_verdict(),
            thinking=self.thinking_seat,
        )
        self.lines.show_prompt(
            self.words.prompt(Step(my_turn, building, marking, buying), question)
        )
        self.banner_space.setFixedHeight(30 if state.final_round and not over else 0)
        if state.final_round and not self.news.final_round_text:
            self.news.final_round_text = self.tr("FINAL ROUND")
        self._show_the_patents(buying)
        self.update()

    def _show_the_patents(self, buying: bool) -> None:
        """In a table larger than its window (200 % on a laptop), the buying step brings the
        patents into view, and the next step gives the view back (to the hand that discards
        next), unless the person scrolled: the prompt said "click a glowing patent" while
        the window showed the hand, the patents above it out of sight."""
        if buying and not self._patents_shown:
            self._patents_shown = True
            moved = bring_into_view(self.actions_row)  # Buy nothing stays in view too
            self._buying_view = bring_into_view(self.patents, moved)
        elif not buying and self._patents_shown:
            self._patents_shown = False
            give_view_back(self._buying_view)
            self._buying_view = None

    def _refresh_without_game(self) -> None:
        """No game yet (or the question whether to resume one is open): an empty table."""
        self.lines.show_prompt(
            self.tr("No game yet: start one from the File menu (Ctrl+Shift+N plays at once).")
        )
        self.preview.setText("")
        for button in (*self.buttons.action_row(), *self.buttons.powers()):
            button.hide()
        self.challenge_bar.hide()
        self.replace_zone.hide()
        self.word_views[1].hide()
        self.word_views[0].placeholder = ""
        self.update()

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
            view.setMinimumHeight(px(least, self.settings.zoom))
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
        self.patents.setMinimumHeight(px(2 * 52, self.settings.zoom))
        self.patents.setMaximumHeight(round(2 * PATENT_ROW * zoom))
        # Cells a little wider than tall, the grid in the middle of the table.
        self.patents.setMaximumWidth(round(13 * PATENT_ROW * 1.6 * zoom))

    def least_size(self) -> QSize:
        """The layout's least height, and a width that holds the step's widest button whole
        (the others fold into lines beside and below it: `FoldingRow`). At 200 % in Russian
        the buttons in one line needed 1,400 pixels, and the table scrolled sideways."""
        least = super().least_size()
        row = self.actions_row
        if row.width() <= 0:
            return least
        beside = max(0, self.width() - row.width())  # the margins and the log's column
        return QSize(row.widest_widget() + beside, least.height())

    def pieces_in_hand(self) -> QWidget:
        return self.hand_view

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the colours of ``theme`` and text at ``zoom`` percent (View > Theme, Zoom):
        the rows that hold text grow with it, so nothing is clipped."""
        self.setStyleSheet(button_style(theme, zoom))
        self.actions_row.set_line_height(px(ACTIONS_HEIGHT, self.settings.zoom))
        for widget in (self.powers_column, self.powers_balance):
            widget.setFixedWidth(px(POWERS_WIDTH, self.settings.zoom))
        for button in self.buttons.powers():
            button.setFixedWidth(px(POWERS_WIDTH, self.settings.zoom))
        self._size_pieces()
        self.log_column.restyle()
        self.lines.restyle()
        self.log_column.fit()
        if self.game_model.has_game:
            self.refresh()

    # -- painting ---------------------------------------------------------------------------------
    def paint_on_felt(self, painter: QPainter) -> None:
        """The mat under the words, the hand's ledge and the final round's ribbon."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.game_model.has_game:
            paint_word_mat(painter, self.word_views)
            paint_hand_ledge(painter, self.hand_view)
        if self.banner_space.height() > 0:
            area = self.banner_space.geometry()
            paint_ribbon(
                painter,
                QRectF(area).adjusted(40, 2, -40, -2),
                self.news.final_round_text or self.tr("FINAL ROUND"),
            )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Piles and the Q zone grow with the table, as the card rows do.
        side = max(120, int(self.height() * 0.19))
        self.piles.setFixedWidth(side)
        self.replace_zone.setFixedWidth(max(110, int(side * 0.85)))
        self.lines.fit_width()
        self.log_column.fit()

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        super().mousePressEvent(event)

"""`BuyWordTable`: BuyWord's table on the felt.

From the top: the players (money, tiles, who holds the die), the die and the bag, what the
table asks now, the tiles on offer (the set drawn with its price, or the draft's display) with
Buy and Discard (or the auction's bid), the word being built with its live price and the
engine's refusal, the hand on its wooden ledge, and the buttons of the step. The log runs down
the right. Words are built by clicking tiles of the hand or typing their letters; a wild tile
takes the letter typed for it, or the one chosen beside the word.

The table changes the game only through the model's ``submit``; computers think on the AI
runner's threads. In hot-seat play a hand shows only after its owner took the device.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import (
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.buyword import cues as buyword_cues
from patentgame.controller.buyword.coach import BuyWordDecisions
from patentgame.controller.buyword.game_model import BuyWordGameModel
from patentgame.controller.buyword.narration import money
from patentgame.keeping.settings import Settings
from patentgame.model.buyword import events as ev
from patentgame.model.buyword.actions import (
    Action,
    Respond,
    Sell,
)
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import Checking
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.model.review import Option
from patentgame.model.seats import said_of
from patentgame.views.buyword.die_view import DieView
from patentgame.views.buyword.felt import TABLE_STYLE, paint_ledge, paint_mat, table_style
from patentgame.views.buyword.guided_game import BuyWordGuidedGame
from patentgame.views.buyword.round_view import RoundView
from patentgame.views.buyword.row_fit import SIDE_WIDTH, RowFit
from patentgame.views.buyword.seat_plaque import SeatPlaque
from patentgame.views.buyword.step_buttons import StepButtons
from patentgame.views.buyword.table_words import BuyWordTableWords, refusal
from patentgame.views.buyword.tile_row import TileRow
from patentgame.views.buyword.turn_steps import TurnSteps
from patentgame.views.buyword.word_building import WordBuilding
from patentgame.views.choice_coach import ChoiceCoach
from patentgame.views.family_table import FamilyTable, Summary, TableAction
from patentgame.views.folding_label import FoldingLabel
from patentgame.views.text_fit import FoldingOneLineLabel, OneLineLabel
from patentgame.views.themes import Theme, px

if TYPE_CHECKING:
    from patentgame.keeping.stats.store import StatsStore
    from patentgame.views.buyword.tutorial import BuyWordGuide

RIM = 14
NOTE_COLOUR = "#b9c9bd"


class BuyWordTable(FamilyTable):
    """The whole table. Holds no game state of its own beyond the word being built, the tiles
    marked for discarding, and the questions put to the people."""

    game_model: BuyWordGameModel
    offers_take_back = True
    #: Under the hand the question has room for two lines ("Always accept" on the second).
    bar_may_wrap = True
    log_marks_every_line = True
    log_note_tint = NOTE_COLOUR
    felt_rim = RIM

    def build(self) -> None:
        """The play area, the family's parts and its own state (see the class)."""
        game_model = self.game_model
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: BuyWordGuide | None = None
        self.guided_game = BuyWordGuidedGame(self)
        self.words = BuyWordTableWords(game_model, self)
        #: The word being built: hand tiles in order; the wild's letter.
        self.word: list[int] = []
        self.wild_letter = ""
        #: Hand tiles marked to discard down to 8 letters.
        self.marked: set[int] = set()
        self.thinking_seat = -1
        self._statistics: Callable[[], StatsStore | None] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(TABLE_STYLE)
        self._build()
        self.flow.viewer_changed.connect(lambda _seat: self.refresh())
        game_model.state_changed.connect(self.refresh)
        game_model.event_occurred.connect(self._on_event)

    # -- construction -----------------------------------------------------------------------------
    def _build(self) -> None:
        self.plaques = [SeatPlaque() for _ in range(4)]
        self.die = DieView()
        self.bag_label = QLabel()
        self.bag_label.setObjectName("bag")
        self.bag_label.setWordWrap(True)  # a solo game's goal is a long third line
        self.prompt = QLabel()
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.offer_caption = OneLineLabel()
        self.offer_caption.setObjectName("caption")
        self.offer_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.offer_row = TileRow()
        self.offer_row.setAccessibleName(self.tr("The tiles on offer"))
        self.offer_price = OneLineLabel()
        self.offer_price.setObjectName("price")
        self.offer_price.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.word_row = TileRow(self.tr("Click tiles of your hand, or type, to build a word"))
        self.word_row.setAccessibleName(self.tr("The word you are building"))
        self.wild_choice = QComboBox()
        self.wild_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.wild_choice.setAccessibleName(self.tr("The letter the wild tile stands for"))
        self.preview = FoldingOneLineLabel()
        self.preview.setObjectName("price")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fault = FoldingLabel()
        self.fault.setObjectName("fault")
        self.fault.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_caption = OneLineLabel()
        self.hand_caption.setObjectName("caption")
        self.hand_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_row = TileRow()
        self.hand_row.setAccessibleName(self.tr("Your hand"))
        #: The person's actions of each step, and the word being built.
        self.steps = TurnSteps(self)
        self.building = WordBuilding(self)
        steps = self.steps
        self.button_row = StepButtons(
            {
                "roll": steps.roll,
                "buy": steps.buy,
                "decline": steps.decline,
                "bid": steps.bid,
                "pass": steps.pass_auction,
                "sell": steps.sell,
                "clear": steps.clear,
                "stop_selling": steps.stop_selling,
                "take_back": self.take_back,
                "discard": steps.discard,
            },
            steps.choose,
        )
        row = self.button_row
        self.roll_button, self.count_buttons = row.roll, row.counts
        self.buy_button, self.decline_button = row.buy, row.decline
        self.bid_amount, self.bid_button, self.pass_button = (
            row.bid_amount,
            row.bid,
            row.pass_auction,
        )
        self.sell_button, self.clear_button, self.stop_button = row.sell, row.clear, row.stop
        self.take_back_button, self.discard_button = row.take_back, row.discard
        self.challenge_bar.hide()
        self.log.setMinimumWidth(190)
        self.log.setAccessibleName(self.tr("Game log"))
        self._layout()

    def _layout(self) -> None:
        # The tiles take the room first (issue 31): the offer, the word and the hand stand in
        # the middle of the felt, one under the other, at their size for the zoom; the
        # players' plaques, the die and the bag stand beside them, above the log.
        outer = QHBoxLayout(self)
        outer.setContentsMargins(RIM + 10, RIM + 8, RIM + 10, RIM + 8)
        outer.setSpacing(14)
        main = QVBoxLayout()
        main.setSpacing(6)
        self.main_column = main
        # Above the rows, room that centres them on a tall window: worked out from the rows'
        # own heights (`_centre_rows`), so a question or a message below never moves a tile.
        self.top_space = QWidget()
        self.top_space.setFixedHeight(0)
        main.addWidget(self.top_space)
        main.addWidget(self.prompt)
        main.addWidget(self.offer_caption)
        main.addWidget(self.offer_row)
        main.addWidget(self.offer_price)
        main.addWidget(self.word_row)
        preview_line = QHBoxLayout()
        # The price takes the row's width beside the wild's choice (its text is centred in it
        # and shrinks only when that width cannot hold it).
        preview_line.addWidget(self.preview, 1)
        preview_line.addSpacing(12)
        preview_line.addWidget(self.wild_choice)
        self.preview_line = QWidget()
        self.preview_line.setLayout(preview_line)
        preview_line.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.preview_line)
        main.addWidget(self.fault)
        main.addWidget(self.hand_row)
        main.addWidget(self.hand_caption)
        main.addWidget(self.button_row)  # the step's buttons (see StepButtons)
        main.addWidget(self.challenge_bar)
        main.addStretch(1)
        outer.addLayout(main, 1)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(8)
        plaques = QGridLayout()
        plaques.setSpacing(8)
        for index, plaque in enumerate(self.plaques):
            plaques.addWidget(plaque, *divmod(index, 2))
        side.addLayout(plaques)
        die_row = QHBoxLayout()
        die_row.addWidget(self.die)
        die_row.addSpacing(10)
        die_row.addWidget(self.bag_label, 1)
        side.addLayout(die_row)
        side.addWidget(self.log, 1)
        # The coach's best plays after the person's selling, above the log (issue 32.1).
        self.coach = ChoiceCoach(
            self, side, side.indexOf(self.log), BuyWordDecisions(), self.show_coach_play,
            money=True,
        )  # fmt: skip
        for widget in (self.fault, self.preview, self.wild_choice, self.word_row):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # its row stays, empty or not
            widget.setSizePolicy(policy)
        self.side_column = QWidget()
        self.side_column.setLayout(side)
        self.side_column.setFixedWidth(SIDE_WIDTH)
        outer.addWidget(self.side_column)
        self.rows = RowFit(self)
        self.round_view = RoundView(self)
        self.settings_followers.append(self.coach)
        self.workers.append(self.coach)

    # -- what the main window asks ----------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        super().apply(settings)
        self.die.speed = settings.animation_speed

    def show_coach_play(self, option: Option) -> None:
        """The coach's Show: the word of ``option``'s sale laid out on the word row, to look at
        (not sold; the next change of the table puts the person's own word back)."""
        sale = option.action
        if not isinstance(sale, Sell):
            return
        wilds = {tile: sale.wild or "" for tile in sale.tiles if is_wild(tile)}
        self.word_row.show_tiles(sale.tiles, wild_letters=wilds)
        self.word_row.setVisible(True)

    def game_actions(self) -> tuple[TableAction, ...]:
        return (
            TableAction("roll", self.tr("&Roll the die  (Enter)"), self.steps.roll),
            TableAction("buy", self.tr("&Buy the set  (B)"), self.steps.buy),
            TableAction("decline", self.tr("&Discard the set  (D)"), self.steps.decline),
            TableAction("sell", self.tr("&Sell the word  (Enter)"), self.steps.sell),
            TableAction("clear", self.tr("&Clear the word  (Esc)"), self.steps.clear),
            TableAction("stop_selling", self.tr("D&one selling  (Space)"), self.steps.stop_selling),
            TableAction("discard", self.tr("Discard the &marked tiles"), self.steps.discard),
        )

    def reset(self) -> None:
        self.building.offer_wild_letters(self.building.alphabet())
        self.word, self.wild_letter, self.marked = [], "", set()
        self.thinking_seat = -1
        self.challenge_bar.hide()
        self.fault.clear()
        self.settle()
        super().reset()

    def status_text(self) -> str:
        return self.words.status()

    def use_statistics(self, source: Callable[[], StatsStore | None]) -> None:
        """Read the statistics through ``source`` (the keeping of games gives it): the summary
        of a game alone shows the person's best alone."""
        self._statistics = source

    def summary(self) -> Summary:
        return self.words.summary(self._best_alone())

    def _best_alone(self) -> tuple[int, int] | None:
        """The person's best money alone and their games alone, from the statistics (this
        game included once it is recorded); ``None`` when unknown."""
        model = self.game_model
        store = self._statistics() if self._statistics is not None else None
        if store is None or model.seats != 1 or not model.is_human(0):
            return None
        name = " ".join(model.name(0).split()).lower()
        profile = next((p for p in store.profiles() if p.name.lower() == name), None)
        if profile is None:
            return None
        from patentgame.keeping.stats.buyword import figures as buyword_figures

        figures = store.figures(buyword_figures, profile.id)
        return (figures.solo_best, figures.solo_games) if figures.solo_games else None

    def settle(self) -> None:
        self.die.settle()

    def set_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        self._show_prompt()

    def ready_for_screenshot(self) -> bool:
        model = self.game_model
        if not model.has_game or model.is_over:
            return model.has_game
        self.questions.take_the_device()
        if self.challenge_bar.asking:
            self.challenge_bar.accept()
        return self.can_act()

    def pose_for_screenshot(self) -> None:
        """Lay the best word of the hand in the word row, when selling, for the picture."""
        self.settle()
        if not self.can_act() or self.game_model.state.phase is not Phase.SELL:
            return
        from patentgame.model.buyword.search import WordFinder, is_walkable

        lexicon = self.game_model.lexicon
        if not is_walkable(lexicon):
            return  # a plain word set cannot search: the picture shows the hand only
        hand = self.game_model.state.hand(self.acting_seat())
        letters = "".join(letter_of(t) for t in hand if not is_wild(t))
        wilds = sum(1 for t in hand if is_wild(t))
        found = WordFinder(lexicon).find(letters, min(wilds, 1))
        if found:
            for letter in found[0].word:
                self.building.type_letter(letter)

    def pieces_in_hand(self) -> QWidget:
        return self.hand_row

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the colours of ``theme`` and text at ``zoom`` percent (View > Theme, Zoom)."""
        self.setStyleSheet(table_style(theme, zoom))
        self.prompt.setStyleSheet(f"font-size: {px(17, zoom)}px; font-weight: bold;")
        self.rows.show_prompt(self.prompt.text())
        self.button_row.setFixedHeight(px(46, zoom))
        self.rows.fit_buttons()
        self.die.setFixedSize(px(64, zoom), px(64, zoom))
        self.rows.reserve_rows()
        for row in (self.offer_row, self.word_row):
            row.set_zoom(zoom)
        # From 150 % the hand keeps nine tenths of its tiles' size (issue 31).
        self.hand_row.set_zoom(zoom, keeps=0.9 if zoom >= 150 else 0.0)
        for plaque in self.plaques:
            plaque.restyle(theme, zoom)
        self.rows.fit_side()
        if self.game_model.has_game:
            self.refresh()

    # -- who acts ---------------------------------------------------------------------------------
    def acting_seat(self) -> int:
        """The seat of the person looking at the table (-1: nobody's hand is shown)."""
        viewer = self.flow.viewer
        return -1 if viewer is None else viewer

    def can_act(self) -> bool:
        """Whether the person looking at the table may act now."""
        model = self.game_model
        if not model.has_game or model.is_over:
            return False
        if self.questions.screen_up:
            return False
        viewer = self.flow.viewer
        return viewer is not None and viewer in model.state.to_act

    def phase(self) -> Phase:
        return self.game_model.state.phase

    def submit(self, action: Action) -> bool:
        """Play the person's ``action``, or show why the engine would refuse it (in the
        person's language: the engine names a reason, the table words it)."""
        reason = self.game_model.state.why_illegal(action)
        if reason is not None:
            self.fault.setText(refusal(reason))
            return False
        self.fault.clear()
        return self.game_model.submit(action) is None

    # -- take-backs -------------------------------------------------------------------------------
    def can_take_back(self) -> bool:
        """Whether the person at the screen may take back their last action now."""
        if self.questions.screen_up:
            return False
        return self.game_model.can_take_back(self.flow.viewer)

    def take_back(self) -> None:
        """Take back the person's last action (Edit > Take back, Ctrl+Z, the button), or say
        why nothing can be: free until something new is seen, as in the other families. A word
        taken back lies in the word row again."""
        if not self.can_take_back():
            self.status_message.emit(self._take_back_refusal(), 6000)
            return
        action = self.game_model.take_back()
        self.marked = set()
        if isinstance(action, Sell):
            self.word, self.wild_letter = list(action.tiles), action.wild or ""
        self.fault.clear()
        self.refresh()
        self.status_message.emit(self.tr("Taken back."), 4000)

    def _take_back_refusal(self) -> str:
        return self.nothing_to_take_back() or self.tr(
            "Nothing to take back: only your own last actions can be, until something new is "
            "seen (the die, drawn tiles, a word's check) or another player acts."
        )

    # -- keys -------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().upper()
        if self.challenge_bar.asking:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.challenge_bar.accept()
                return
            if text == "C" and self.challenge_bar.challenge():
                return
        if not self.game_model.has_game:
            super().keyPressEvent(event)
            return
        if not self.steps.key(event):
            super().keyPressEvent(event)

    # -- questions --------------------------------------------------------------------------------
    def hand_over_words(self, seat: int, name: str) -> tuple[str, str]:
        return (
            said_of(
                name,
                self.tr("Only you should look now. The other players' tiles stay hidden."),
                self.tr("Only {name} should look now. The other players' tiles stay hidden."),
            ),
            said_of(
                name,
                self.tr("Show my tiles  (Enter)"),
                self.tr("I am {name}: show my tiles  (Enter)"),
            ),
        )

    def handed_over(self, seat: int) -> None:
        self.refresh()

    def questions_changed(self) -> None:
        """The bar shows while it asks."""
        self.challenge_bar.setVisible(self.challenge_bar.asking)

    def answer_question(self, decisions: Mapping[int, bool]) -> None:
        """Each person's answer, while the word still awaits answers."""
        for seat, challenge in decisions.items():
            if self.game_model.state.phase is not Phase.CHALLENGE:
                break
            if seat in self.game_model.state.to_act:
                self.submit(Respond(seat, challenge))

    def cue_name(self, event: object) -> str | None:
        return buyword_cues.cue_name(event)

    # -- the story --------------------------------------------------------------------------------
    def _on_event(self, event: object, text: str) -> None:
        if isinstance(event, ev.DieRolled):
            self.die.throw(event.face, reduced_motion=self.settings.reduced_motion)
        elif isinstance(event, ev.WordSold):
            self.toast.announce(
                self.tr("{name} sold {word} for {price}").format(
                    name=self.game_model.shown_name(event.seat),
                    word=event.word,
                    price=money(event.price),
                ),
                2.0,
            )
        elif isinstance(event, ev.ChallengeResolved | ev.LastRound):
            self.toast.announce(text, 3.0)

    # -- showing the game -------------------------------------------------------------------------
    def refresh(self) -> None:
        model = self.game_model
        if not model.has_game:
            for widget in (self.button_row, self.wild_choice):
                widget.hide()
            return
        game = model.state
        shown = self.acting_seat()
        hand = game.hand(shown) if shown >= 0 else ()
        self.word = [tile for tile in self.word if tile in hand]
        self.marked = {tile for tile in self.marked if tile in hand}
        if game.phase is not Phase.SELL or not self.can_act():
            self.word, self.wild_letter = [], ""
        if game.phase is not Phase.DISCARD:
            self.marked = set()
        self.round_view.show_seats()
        self.round_view.show_offer()
        self.building.show_word()
        if shown >= 0:
            self.hand_row.show_tiles(
                hand,
                dimmed=frozenset(self.word),
                marked=frozenset(self.marked),
            )
            letters = sum(1 for tile in hand if not is_wild(tile))
            wilds = len(hand) - letters
            owner = self.tr("Your hand") if len(model.humans()) == 1 else model.shown_name(shown)
            self.hand_caption.setText(
                self.tr(
                    "{owner}: {letters} and {wilds}; keep at most 8 letters after a round"
                ).format(
                    owner=owner,
                    letters=self.tr("%n letter(s)", "", letters),
                    wilds=self.tr("%n wild tile(s)", "", wilds),
                )
            )
            self.hand_row.placeholder = self.tr("No tiles")
        else:
            self.hand_row.show_tiles(())
            self.hand_row.placeholder = self.tr(
                "The hands are hidden until a person takes the device."
            )
            self.hand_caption.setText("")
        self._show_buttons()
        self._show_prompt()
        if game.phase is Phase.CHALLENGE:
            QTimer.singleShot(0, self, self.questions.ask_open)
        elif self.challenge_bar.asking:
            self.challenge_bar.close_question()
            self.challenge_bar.hide()
        self.update()

    def _show_buttons(self) -> None:
        """The step's buttons, and which rows take clicks and drags."""
        model = self.game_model
        game = model.state
        phase = game.phase
        acting = self.can_act()
        seat = self.acting_seat()
        self.button_row.show_step(
            game,
            seat,
            acting=acting,
            can_take_back=self.can_take_back(),
            word=bool(self.word),
            marked_enough=acting
            and phase is Phase.DISCARD
            and len(self.marked) >= model.must_discard(seat),
        )
        self.rows.fit_buttons()
        self.hand_row.enabled_clicks = acting and phase in (Phase.SELL, Phase.DISCARD)
        for row in (self.hand_row, self.word_row):
            row.set_drags(acting and phase is Phase.SELL)
        self.offer_row.enabled_clicks = acting and phase is Phase.DRAFT

    def _show_prompt(self) -> None:
        """What the table asks now, or whose turn it is."""
        if not self.game_model.has_game:
            self.rows.show_prompt("")
            return
        viewer = self.flow.viewer if self.can_act() else None
        self.rows.show_prompt(self.words.prompt(viewer, self.thinking_seat))
        if self.game_model.state.rules.checking is Checking.CHALLENGE:
            self.prompt.setToolTip(self.tr("Players may challenge the words offered for sale."))

    # -- painting ---------------------------------------------------------------------------------
    def paint_on_felt(self, painter: QPainter) -> None:
        """The mats under the offer and the word, and the ledge the hand stands on."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.game_model.has_game:
            if self.offer_row.tiles:
                paint_mat(painter, self.offer_row)
            if self.word_row.isVisible():
                paint_mat(painter, self.word_row)
            paint_ledge(painter, self.hand_row)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rows.fit()

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

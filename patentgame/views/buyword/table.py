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

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.buyword import cues as buyword_cues
from patentgame.controller.buyword.coach import BuyWordDecisions
from patentgame.controller.buyword.game_model import BuyWordGameModel
from patentgame.controller.buyword.narration import money
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.model.buyword import events as ev
from patentgame.model.buyword.actions import (
    Action,
    Bid,
    Buy,
    Choose,
    Decline,
    Discard,
    Pass,
    Respond,
    Roll,
    Sell,
    StopSelling,
    Take,
)
from patentgame.model.buyword.die import MAX_COUNT, MIN_COUNT
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import SOLO_YARDSTICK, Checking
from patentgame.model.buyword.tiles import is_wild, letter_of, pips_of_tiles, price
from patentgame.model.review import Option
from patentgame.model.seats import said_of
from patentgame.views.button_lines import MOST_LINES, line_breaks, lines_needed
from patentgame.views.buyword.die_view import DieView
from patentgame.views.buyword.felt import TABLE_STYLE, paint_ledge, paint_mat, table_style
from patentgame.views.buyword.seat_plaque import SeatPlaque
from patentgame.views.buyword.table_words import BuyWordTableWords, refusal
from patentgame.views.buyword.tile_row import TileRow
from patentgame.views.choice_coach import ChoiceCoach
from patentgame.views.family_table import FamilyTable, Summary, TableAction, TableServices
from patentgame.views.folding_label import FoldingLabel
from patentgame.views.painting import paint_felt
from patentgame.views.text_fit import FoldingOneLineLabel, OneLineLabel, fitting_pixels
from patentgame.views.themes import Theme, px
from patentgame.views.widget_layout import layout_of

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.keeping.stats.store import StatsStore
    from patentgame.model.buyword.game import BuyWordGame
    from patentgame.model.lexicon import WordList
    from patentgame.views.buyword.tutorial import BuyWordGuide

RIM = 14
#: The width of the column of plaques and the log at 100 % (it grows with the zoom).
SIDE_WIDTH = 320
NOTE_COLOUR = "#b9c9bd"
#: The letters typed and offered for a wild before a game is on the table (its tiles then say).
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class BuyWordTable(FamilyTable):
    """The whole table. Holds no game state of its own beyond the word being built, the tiles
    marked for discarding, and the questions put to the people."""

    offers_take_back = True
    #: Under the hand the question has room for two lines ("Always accept" on the second).
    bar_may_wrap = True
    log_marks_every_line = True
    log_note_tint = NOTE_COLOUR

    def __init__(
        self,
        game_model: BuyWordGameModel,
        flow: TurnFlow,
        services: TableServices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(game_model, flow, services, parent)
        self.game_model = game_model
        #: The guide of the guided first game, while it runs.
        self.tutorial_guide: BuyWordGuide | None = None
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
        flow.viewer_changed.connect(lambda _seat: self.refresh())
        game_model.state_changed.connect(self.refresh)
        game_model.event_occurred.connect(self._on_event)

    # -- construction -----------------------------------------------------------------------------
    def _button(self, text: str, slot: Callable[[], object], name: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if name:
            button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())
        return button

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
        self.offer_row.clicked.connect(self._offer_clicked)
        self.offer_price = OneLineLabel()
        self.offer_price.setObjectName("price")
        self.offer_price.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.word_row = TileRow(self.tr("Click tiles of your hand, or type, to build a word"))
        self.word_row.setAccessibleName(self.tr("The word you are building"))
        self.word_row.clicked.connect(self._word_clicked)
        self.word_row.dropped.connect(self._dropped_on_word)
        self.wild_choice = QComboBox()
        self._wild_letters = ""
        self._offer_wild_letters(LETTERS)
        self.wild_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.wild_choice.setAccessibleName(self.tr("The letter the wild tile stands for"))
        self.wild_choice.currentIndexChanged.connect(self._wild_chosen)
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
        self.hand_row.clicked.connect(self._hand_clicked)
        self.hand_row.dropped.connect(self._dropped_on_hand)
        self.roll_button = self._button(self.tr("Roll the die  (Enter)"), self.roll, "primary")
        self.count_buttons = {
            count: self._button(str(count), functools.partial(self.choose, count))
            for count in range(MIN_COUNT, MAX_COUNT + 1)
        }
        self.buy_button = self._button(self.tr("Buy  (B)"), self.buy, "primary")
        self.decline_button = self._button(self.tr("Discard the set  (D)"), self.decline)
        self.bid_amount = QSpinBox()
        self.bid_amount.setPrefix("$")
        self.bid_amount.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.bid_amount.setAccessibleName(self.tr("Your bid"))
        self.bid_button = self._button(self.tr("Bid  (Enter)"), self.bid, "primary")
        self.pass_button = self._button(self.tr("Pass  (Space)"), self.pass_auction)
        self.sell_button = self._button(self.tr("Sell  (Enter)"), self.sell, "primary")
        self.clear_button = self._button(self.tr("Clear  (Esc)"), self.clear)
        self.stop_button = self._button(self.tr("Done selling  (Space)"), self.stop_selling)
        self.take_back_button = self._button(self.tr("Take back  (Ctrl+Z)"), self.take_back)
        self.take_back_button.setToolTip(
            self.tr("Undo your last action, until something new is seen or another player acts")
        )
        self.discard_button = self._button(
            self.tr("Discard the marked tiles  (Enter)"), self.discard, "primary"
        )
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
        # The step's buttons: one line, or more where a step's buttons need more than the
        # column's width (Spanish at 1024 x 640, Russian at 200 %); the row keeps the height
        # the widest step needs, so a step with more buttons moves no tile.
        buttons = QVBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)  # the row's fixed height is all the buttons'
        buttons.setSpacing(6)
        self.button_lines = tuple(QHBoxLayout() for _ in range(MOST_LINES))
        for line in self.button_lines:
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(6)
            line.addStretch(1)
            line.addStretch(1)
            buttons.addLayout(line)
        buttons.addStretch(1)
        for widget in self._step_buttons():
            self.button_lines[0].insertWidget(self.button_lines[0].count() - 1, widget)
        #: The index of each line's first button among the shown ones (``()``: one line).
        self._breaks: tuple[int, ...] = ()
        self._shown: list[QWidget] = []
        self.button_row = QWidget()
        self.button_row.setLayout(buttons)
        self.button_row.setFixedHeight(46)
        main.addWidget(self.button_row)
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

    # -- what the main window asks ----------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        super().apply(settings)
        self.die.speed = settings.animation_speed
        self.log.setVisible(settings.show_log)
        self.coach.apply(settings)

    def stop_thinking(self) -> None:
        """The coach's worker may be reviewing a turn: it is waited for now."""
        self.coach.shutdown()

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
            TableAction("roll", self.tr("&Roll the die  (Enter)"), self.roll),
            TableAction("buy", self.tr("&Buy the set  (B)"), self.buy),
            TableAction("decline", self.tr("&Discard the set  (D)"), self.decline),
            TableAction("sell", self.tr("&Sell the word  (Enter)"), self.sell),
            TableAction("clear", self.tr("&Clear the word  (Esc)"), self.clear),
            TableAction("stop_selling", self.tr("D&one selling  (Space)"), self.stop_selling),
            TableAction("discard", self.tr("Discard the &marked tiles"), self.discard),
        )

    def _alphabet(self) -> str:
        """The letters of the game's tiles (A to Z, the Russian or the Polish alphabet)."""
        model = self.game_model
        return model.state.tile_set.alphabet if model.has_game else LETTERS

    def _offer_wild_letters(self, alphabet: str) -> None:
        """Let the wild tile stand for each letter of ``alphabet`` (refilled when it changes)."""
        if alphabet == self._wild_letters:
            return
        self._wild_letters = alphabet
        self.wild_choice.blockSignals(True)
        self.wild_choice.clear()
        self.wild_choice.addItem(self.tr("Wild = ?"), "")
        for letter in alphabet:
            self.wild_choice.addItem(self.tr("Wild = {letter}").format(letter=letter), letter)
        self.wild_choice.blockSignals(False)

    def reset(self) -> None:
        self._offer_wild_letters(self._alphabet())
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
        self._refresh_prompt()

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
        hand = self.game_model.state.hand(self._acting_seat())
        letters = "".join(letter_of(t) for t in hand if not is_wild(t))
        wilds = sum(1 for t in hand if is_wild(t))
        found = WordFinder(lexicon).find(letters, min(wilds, 1))
        if found:
            for letter in found[0].word:
                self.type_letter(letter)

    def pieces_in_hand(self) -> QWidget:
        return self.hand_row

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Take the colours of ``theme`` and text at ``zoom`` percent (View > Theme, Zoom)."""
        self.setStyleSheet(table_style(theme, zoom))
        self.prompt.setStyleSheet(f"font-size: {px(17, zoom)}px; font-weight: bold;")
        self._show_prompt(self.prompt.text())
        self.button_row.setFixedHeight(px(46, zoom))
        self._fit_buttons()
        self.die.setFixedSize(px(64, zoom), px(64, zoom))
        self._reserve_rows()
        for row in (self.offer_row, self.word_row):
            row.set_zoom(zoom)
        # From 150 % the hand keeps nine tenths of its tiles' size (issue 31).
        self.hand_row.set_zoom(zoom, keeps=0.9 if zoom >= 150 else 0.0)
        for plaque in self.plaques:
            plaque.restyle(theme, zoom)
        self._fit_side()
        if self.game_model.has_game:
            self.refresh()

    # -- who acts ---------------------------------------------------------------------------------
    def _viewer(self) -> int | None:
        return self.flow.viewer

    def _acting_seat(self) -> int:
        viewer = self._viewer()
        return -1 if viewer is None else viewer

    def can_act(self) -> bool:
        """Whether the person looking at the table may act now."""
        model = self.game_model
        if not model.has_game or model.is_over:
            return False
        if self.questions.screen_up:
            return False
        viewer = self._viewer()
        return viewer is not None and viewer in model.state.to_act

    def _phase(self) -> Phase:
        return self.game_model.state.phase

    def _submit(self, action: Action) -> bool:
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
        return self.game_model.can_take_back(self._viewer())

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
        model = self.game_model
        if self.questions.screen_up:
            return self.tr("Nothing to take back: the next player takes the device first.")
        if not model.has_game or model.is_over:
            return self.tr("Nothing to take back: the game is over.")
        return self.tr(
            "Nothing to take back: only your own last actions can be, until something new is "
            "seen (the die, drawn tiles, a word's check) or another player acts."
        )

    # -- the guided first game -------------------------------------------------------------------
    def tutorial_game(self, lexicon: WordList, person: str) -> BuyWordGame | None:
        """The guided first game (a fixed deal and die against Ada, not rated)."""
        from patentgame.model.buyword import tutorial

        return tutorial.new_game(lexicon, person, "Ada")

    def guide_tutorial(self, ai: AiRunner) -> None:
        """Show the guide's card and let it lead the guided game on this table."""
        from patentgame.views.buyword.tutorial import BuyWordGuide

        if self.tutorial_guide is not None:
            self.tutorial_guide.stop()
        self.tutorial_guide = BuyWordGuide(self, ai)

    # -- the steps --------------------------------------------------------------------------------
    def roll(self) -> None:
        if self.can_act() and self._phase() is Phase.ROLL:
            self._submit(Roll(self._acting_seat()))

    def choose(self, count: int) -> None:
        if self.can_act() and self._phase() is Phase.CHOOSE:
            self._submit(Choose(self._acting_seat(), count))

    def buy(self) -> None:
        if self.can_act() and self._phase() is Phase.BUY:
            self._submit(Buy(self._acting_seat()))

    def decline(self) -> None:
        if self.can_act() and self._phase() is Phase.BUY:
            self._submit(Decline(self._acting_seat()))

    def take(self, tile: int) -> None:
        if self.can_act() and self._phase() is Phase.DRAFT:
            self._submit(Take(self._acting_seat(), tile))

    def bid(self) -> None:
        if self.can_act() and self._phase() is Phase.AUCTION:
            self._submit(Bid(self._acting_seat(), self.bid_amount.value()))

    def pass_auction(self) -> None:
        if self.can_act() and self._phase() is Phase.AUCTION:
            self._submit(Pass(self._acting_seat()))

    def sell(self) -> None:
        if not (self.can_act() and self._phase() is Phase.SELL and self.word):
            return
        seat = self._acting_seat()
        wild = self.wild_letter if any(is_wild(tile) for tile in self.word) else None
        action = Sell(seat, tuple(self.word), wild or None)
        reason = self.game_model.state.why_illegal(action)
        if reason is not None:
            self.fault.setText(refusal(reason))
            return
        self.word, self.wild_letter = [], ""
        self._submit(action)

    def clear(self) -> None:
        self.word, self.wild_letter = [], ""
        self.fault.clear()
        self.refresh()

    def stop_selling(self) -> None:
        if self.can_act() and self._phase() is Phase.SELL:
            self.word, self.wild_letter = [], ""
            self._submit(StopSelling(self._acting_seat()))

    def discard(self) -> None:
        if not (self.can_act() and self._phase() is Phase.DISCARD):
            return
        seat = self._acting_seat()
        hand = self.game_model.state.hand(seat)
        action = Discard(seat, tuple(tile for tile in hand if tile in self.marked))
        reason = self.game_model.state.why_illegal(action)
        if reason is not None:
            self.fault.setText(refusal(reason))
            return
        self.marked = set()
        self._submit(action)

    def type_letter(self, letter: str) -> None:
        """A letter typed: in selling, the next tile of the word (a wild takes the letter when
        the hand has no such tile left); in discarding, mark or unmark a tile of it; in a
        draft, take a tile of it from the display."""
        if not self.can_act():
            return
        letter = letter.upper()
        phase = self._phase()
        seat = self._acting_seat()
        hand = self.game_model.state.hand(seat)
        if phase is Phase.SELL:
            free = [tile for tile in hand if tile not in self.word]
            match = next((t for t in free if not is_wild(t) and letter_of(t) == letter), None)
            if match is None and not any(is_wild(t) for t in self.word):
                match = next((t for t in free if is_wild(t)), None)
                if match is not None:
                    self.wild_letter = letter
            if match is None:
                self.fault.setText(self.tr("No {letter} left in your hand.").format(letter=letter))
                return
            self.word.append(match)
            self.fault.clear()
            self.refresh()
        elif phase is Phase.DISCARD:
            unmarked = [t for t in hand if not is_wild(t) and letter_of(t) == letter]
            target = next((t for t in unmarked if t not in self.marked), None)
            if target is None:
                target = next((t for t in unmarked if t in self.marked), None)
            if target is not None:
                self.marked ^= {target}
                self.refresh()
        elif phase is Phase.DRAFT:
            tile = next((t for t in self.game_model.state.display if letter_of(t) == letter), None)
            if tile is not None:
                self.take(tile)

    def _hand_clicked(self, index: int) -> None:
        if not self.can_act() or index >= len(self.hand_row.tiles):
            return
        tile = self.hand_row.tiles[index]
        phase = self._phase()
        if phase is Phase.SELL:
            if tile in self.word:
                self.word.remove(tile)
            else:
                self.word.append(tile)
            self.fault.clear()
            self.refresh()
        elif phase is Phase.DISCARD and not is_wild(tile):
            self.marked ^= {tile}
            self.refresh()

    def _word_clicked(self, index: int) -> None:
        if 0 <= index < len(self.word):
            del self.word[index]
            self.refresh()

    def _dropped_on_word(self, tile: int, index: int) -> None:
        """A tile dragged onto the word: from the hand it joins the word there; from the word
        it moves along it."""
        if not (self.can_act() and self._phase() is Phase.SELL):
            return
        if tile not in self.game_model.state.hand(self._acting_seat()):
            return
        if tile in self.word:
            old = self.word.index(tile)
            del self.word[old]
            index -= old < index
        self.word.insert(max(0, min(index, len(self.word))), tile)
        self.fault.clear()
        self.refresh()

    def _dropped_on_hand(self, tile: int, _index: int) -> None:
        """A tile of the word dragged back to the hand leaves the word."""
        if tile in self.word:
            self.word.remove(tile)
            self.refresh()

    def _offer_clicked(self, index: int) -> None:
        if self._phase() is Phase.DRAFT and index < len(self.offer_row.tiles):
            self.take(self.offer_row.tiles[index])

    def _wild_chosen(self, _index: int) -> None:
        self.wild_letter = self.wild_choice.currentData() or ""
        self._refresh_word()

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
        phase = self._phase()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if phase is Phase.ROLL and enter:
            self.roll()
        elif phase is Phase.CHOOSE and text in {str(c) for c in self.count_buttons}:
            self.choose(int(text))
        elif phase is Phase.BUY and (enter or text == "B"):
            self.buy()
        elif phase is Phase.BUY and text == "D":
            self.decline()
        elif phase is Phase.AUCTION and enter:
            self.bid()
        elif phase is Phase.AUCTION and key == Qt.Key.Key_Space:
            self.pass_auction()
        elif phase is Phase.AUCTION and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.bid_amount.stepBy(1 if key == Qt.Key.Key_Up else -1)
        elif phase is Phase.SELL and enter:
            self.sell()
        elif phase is Phase.SELL and key == Qt.Key.Key_Escape:
            self.clear()
        elif phase is Phase.SELL and key == Qt.Key.Key_Backspace:
            if self.word:
                self.word.pop()
                self.refresh()
        elif phase is Phase.SELL and key == Qt.Key.Key_Space:
            self.stop_selling()
        elif phase is Phase.DISCARD and enter:
            self.discard()
        elif len(text) == 1 and text in self._alphabet():
            self.type_letter(text)
        else:
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
                self._submit(Respond(seat, challenge))

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
        viewer = self._viewer()
        shown = viewer if viewer is not None else -1
        hand = game.hand(shown) if shown >= 0 else ()
        self.word = [tile for tile in self.word if tile in hand]
        self.marked = {tile for tile in self.marked if tile in hand}
        if game.phase is not Phase.SELL or not self.can_act():
            self.word, self.wild_letter = [], ""
        if game.phase is not Phase.DISCARD:
            self.marked = set()
        self._refresh_seats()
        self._refresh_offer()
        self._refresh_word()
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
        self._refresh_buttons()
        self._refresh_prompt()
        if game.phase is Phase.CHALLENGE:
            QTimer.singleShot(0, self, self.questions.ask_open)
        elif self.challenge_bar.asking:
            self.challenge_bar.close_question()
            self.challenge_bar.hide()
        self.update()

    def _refresh_seats(self) -> None:
        model = self.game_model
        game = model.state
        for seat, plaque in enumerate(self.plaques):
            plaque.setVisible(seat < model.seats)
            if seat < model.seats:
                plaque.show_seat(model, seat)
        self.die.show_face(game.die, game.count if game.die == 0 else 0)
        text = self.tr("Round {round}\n%n tile(s) in the bag", "", game.bag_count).format(
            round=game.round
        )
        if model.seats == 1:  # alone, the game is measured against the rules' yardstick
            low, high = SOLO_YARDSTICK
            text += "\n" + self.tr("Goal alone: {low}-{high}").format(
                low=money(low), high=money(high)
            )
        self.bag_label.setText(text)

    def _refresh_offer(self) -> None:
        model = self.game_model
        game = model.state
        phase = game.phase
        if phase is Phase.DRAFT:
            self.offer_row.show_tiles(game.display)
            self.offer_caption.setText(self.tr("The display: each player takes a tile in turn"))
            taken = game.drafted(game.current) if game.current >= 0 else ()
            self.offer_price.setText(
                self.tr("{name} has taken {tiles}: {price} so far").format(
                    name=model.shown_name(game.current),
                    tiles=" ".join(letter_of(t) for t in taken) or "-",
                    price=money(price(pips_of_tiles(taken))),
                )
            )
            return
        tiles = game.on_offer if phase in (Phase.BUY, Phase.AUCTION) else ()
        self.offer_row.show_tiles(tiles)
        if tiles:
            owner = game.current
            pips = pips_of_tiles(tiles)
            if phase is not Phase.BUY:
                caption = self.tr("Up for auction")
            elif owner in model.you():  # the log's "you": the person alone, or named You
                caption = self.tr("Drawn for you")
            else:
                caption = self.tr("Drawn for {name}").format(name=model.shown_name(owner))
            self.offer_caption.setText(caption)
            self.offer_price.setText(
                self.tr("%n pip(s): the set costs {price}", "", pips).format(
                    price=money(price(pips))
                )
            )
        else:
            self.offer_caption.setText("")
            self.offer_price.setText("")

    def _refresh_word(self) -> None:
        model = self.game_model
        if not model.has_game:
            return
        uses_wild = any(is_wild(tile) for tile in self.word)
        letters = {tile: self.wild_letter for tile in self.word if is_wild(tile)}
        self.word_row.show_tiles(self.word, wild_letters=letters)
        self.wild_choice.blockSignals(True)
        self.wild_choice.setCurrentIndex(max(0, self.wild_choice.findData(self.wild_letter)))
        self.wild_choice.blockSignals(False)
        selling = self.can_act() and model.state.phase is Phase.SELL
        self.wild_choice.setVisible(selling and uses_wild)
        self.word_row.setVisible(selling or model.state.phase is Phase.SELL)
        if not (selling and self.word):
            self.preview.setText("")
            return
        seat = self._acting_seat()
        preview = model.preview_sale(seat, tuple(self.word), self.wild_letter or None)
        if preview.fault is None:
            self.preview.setStyleSheet("")
            self.preview.setText(
                self.tr("{word}: %n pip(s), sells for {price}", "", preview.pips).format(
                    word=preview.word, price=money(preview.price)
                )
            )
        else:
            self.preview.setText(
                self.tr("{word}: %n pip(s), {price} - {why}", "", preview.pips).format(
                    word=preview.word, price=money(preview.price), why=refusal(preview.fault)
                )
            )

    def _refresh_buttons(self) -> None:
        model = self.game_model
        game = model.state
        phase = game.phase
        acting = self.can_act()
        visible = {
            self.roll_button: phase is Phase.ROLL,
            self.buy_button: phase is Phase.BUY,
            self.decline_button: phase is Phase.BUY,
            self.bid_amount: phase is Phase.AUCTION,
            self.bid_button: phase is Phase.AUCTION,
            self.pass_button: phase is Phase.AUCTION,
            self.sell_button: phase is Phase.SELL,
            self.clear_button: phase is Phase.SELL,
            self.stop_button: phase is Phase.SELL,
            self.discard_button: phase is Phase.DISCARD,
        }
        for button in self.count_buttons.values():
            visible[button] = phase is Phase.CHOOSE
        for widget, show in visible.items():
            widget.setVisible(show and acting)
        can_take_back = self.can_take_back()
        self.take_back_button.setVisible(can_take_back)
        self.button_row.setVisible((acting and phase is not Phase.CHALLENGE) or can_take_back)
        self._fit_buttons()
        if acting and phase is Phase.BUY:
            seat = self._acting_seat()
            self.buy_button.setEnabled(game.why_illegal(Buy(seat)) is None)
        if acting and phase is Phase.AUCTION:
            seat = self._acting_seat()
            self.bid_amount.setRange(game.high_bid + 1, max(game.high_bid + 1, game.money(seat)))
            if self.bid_amount.value() <= game.high_bid:
                self.bid_amount.setValue(game.high_bid + 1)
            self.bid_button.setEnabled(game.why_illegal(Bid(seat, game.high_bid + 1)) is None)
        if acting and phase is Phase.SELL:
            self.sell_button.setEnabled(bool(self.word))
            self.clear_button.setEnabled(bool(self.word))
        if acting and phase is Phase.DISCARD:
            self.discard_button.setEnabled(
                len(self.marked) >= model.must_discard(self._acting_seat())
            )
        self.hand_row.enabled_clicks = acting and phase in (Phase.SELL, Phase.DISCARD)
        for row in (self.hand_row, self.word_row):
            row.set_drags(acting and phase is Phase.SELL)
        self.offer_row.enabled_clicks = acting and phase is Phase.DRAFT

    def _refresh_prompt(self) -> None:
        if not self.game_model.has_game:
            self._show_prompt("")
            return
        viewer = self._viewer() if self.can_act() else None
        self._show_prompt(self.words.prompt(viewer, self.thinking_seat))
        if self.game_model.state.rules.checking is Checking.CHALLENGE:
            self.prompt.setToolTip(self.tr("Players may challenge the words offered for sale."))

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), RIM)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.game_model.has_game:
            if self.offer_row.tiles:
                paint_mat(painter, self.offer_row)
            if self.word_row.isVisible():
                paint_mat(painter, self.word_row)
            paint_ledge(painter, self.hand_row)
        painter.end()
        if not self.has_drawn:
            self.has_drawn = True
            QTimer.singleShot(0, self.first_drawn.emit)

    def _show_prompt(self, text: str) -> None:
        """The prompt at its zoomed size, or smaller when two lines would not hold it."""
        self.prompt.setText(text)
        size = fitting_pixels(self.prompt, text, px(17, self.settings.zoom), bold=True)
        style = f"font-size: {size}px; font-weight: bold;"
        if style != self.prompt.styleSheet():
            self.prompt.setStyleSheet(style)

    def _line(self, pixels: int, *, bold: bool = False) -> int:
        """The height of one line of text of ``pixels`` at the zoom."""
        font = QFont(self.font())
        font.setPixelSize(px(pixels, self.settings.zoom))
        font.setBold(bold)
        return QFontMetrics(font).lineSpacing() + 4

    def _reserve_rows(self) -> None:
        """Every row that holds a passing text keeps its height, said or not (issue 31): the
        prompt two lines, the captions, the price, the preview and the refusal one each."""
        self.prompt.setFixedHeight(2 * self._line(17, bold=True))
        for label, pixels in (
            (self.offer_caption, 13),
            (self.hand_caption, 13),
            (self.offer_price, 16),
            (self.fault, 14),
        ):
            label.setFixedHeight(self._line(pixels, bold=True))
            if isinstance(label, OneLineLabel):
                label.set_pixels(px(pixels, self.settings.zoom), bold=pixels == 16)
        self.preview_line.setFixedHeight(
            max(self._line(16, bold=True), self.wild_choice.sizeHint().height())
        )
        self.preview.set_pixels(px(16, self.settings.zoom), bold=True)

    def _step_buttons(self) -> tuple[QWidget, ...]:
        """Every button of the button row, in its order."""
        return (
            self.roll_button,
            *self.count_buttons.values(),
            self.buy_button,
            self.decline_button,
            self.bid_amount,
            self.bid_button,
            self.pass_button,
            self.sell_button,
            self.clear_button,
            self.stop_button,
            self.discard_button,
            self.take_back_button,
        )

    def _steps(self) -> tuple[tuple[QWidget, ...], ...]:
        """The buttons each step shows together (Take back may stand beside any of them)."""
        return (
            (self.roll_button,),
            tuple(self.count_buttons.values()),
            (self.buy_button, self.decline_button),
            (self.bid_amount, self.bid_button, self.pass_button),
            (self.sell_button, self.clear_button, self.stop_button),
            (self.discard_button,),
        )

    @staticmethod
    def _widths(widgets: Sequence[QWidget]) -> list[int]:
        return [widget.sizeHint().width() for widget in widgets]

    def _fit_buttons(self) -> None:
        """The row's height for its widest step at the main column's width (one line, or as
        many as `line_breaks` needs), and the shown buttons folded into balanced lines: a word
        of a button is never cut (Spanish at 1024 x 640, Russian at 200 %)."""
        outer = layout_of(self)
        margins = outer.contentsMargins()
        room = self.width() - margins.left() - margins.right() - self.side_column.width()
        room -= outer.spacing() if self.side_column.isVisibleTo(self) else 0
        if room <= 0:
            return
        zoom = self.settings.zoom
        spacing = self.button_lines[0].spacing()
        back = (self.take_back_button,)
        lines = max(
            lines_needed(self._widths((*step, *back)), spacing, room) for step in self._steps()
        )
        line = max(px(40, zoom), self.take_back_button.sizeHint().height())
        self.button_row.setFixedHeight(px(46, zoom) if lines == 1 else lines * (line + 6) - 6)
        shown = [w for w in self._step_buttons() if not w.isHidden()]
        breaks = line_breaks(self._widths(shown), spacing, room)
        if (breaks, shown) == (self._breaks, self._shown):
            return  # the lines hold the buttons they should: no new layout
        self._breaks, self._shown = breaks, shown
        for widget in self._step_buttons():
            for button_line in self.button_lines:
                button_line.removeWidget(widget)
        bounds = (0, *breaks)
        for widget in self._step_buttons():
            index = shown.index(widget) if widget in shown else 0
            button_line = self.button_lines[sum(1 for bound in bounds[1:] if index >= bound)]
            button_line.insertWidget(button_line.count() - 1, widget)

    def _centre_rows(self) -> None:
        """The rows in the middle of the felt's height when it has room for them whole (the
        room above them comes from their own heights, never from a question shown below)."""
        main = self.main_column
        margins = layout_of(self).contentsMargins()
        high = self.height() - margins.top() - margins.bottom()
        rows = (
            self.prompt,
            self.offer_caption,
            self.offer_row,
            self.offer_price,
            self.word_row,
            self.preview_line,
            self.fault,
            self.hand_row,
            self.hand_caption,
            self.button_row,
        )
        content = sum(
            widget.maximumHeight() if isinstance(widget, TileRow) else widget.height()
            for widget in rows
        )
        content += main.spacing() * len(rows)
        top = max(0, (high - content) // 2)
        if top != self.top_space.height():
            self.top_space.setFixedHeight(top)

    def _fit_side(self) -> None:
        """The column of plaques and the log: its width at the zoom, never more than two
        fifths of the table (the tiles keep the rest)."""
        zoom = self.settings.zoom
        wanted = max(px(SIDE_WIDTH, zoom), min(px(SIDE_WIDTH * 3 // 2, zoom), self.width() // 5))
        width = max(px(220, zoom), min(wanted, self.width() * 2 // 5))
        self.side_column.setFixedWidth(width)
        self.log.setMaximumWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_side()
        self._reserve_rows()
        self._fit_buttons()
        self._centre_rows()

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

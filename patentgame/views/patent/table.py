"""`GameTable`: the patent game's tabletop with everything on it, and the person's clicks,
drags and keys.

The table asks the engine (through :class:`PatentGameModel`'s reading side) before it offers
anything: Play is enabled only when the drafted play is legal, a patent glows only when it can
be bought, and a refused action is explained in words. It also holds what only the patent game
has around the table: the draft of the word being built, the challenge question, the Q power's
replace dialog and the Game menu's entries (:meth:`GameTable.game_actions`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QRectF, QSize, Qt, QTimer
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
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.patent.draft import DraftController, DraftStatus
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.patent.patent_grid_model import PatentGridModel, PatentRole
from patentgame.controller.patent.player_table_model import PlayerRow, PlayerTableModel
from patentgame.controller.roles import CardRole
from patentgame.controller.turn_flow import TurnFlow
from patentgame.keeping.settings import Settings
from patentgame.model.patent import events as ev
from patentgame.model.patent.actions import Action, Buy, Respond
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode
from patentgame.model.patent.scoring import MAX_WORD
from patentgame.views import palette as pal
from patentgame.views.card_row import CardRowView
from patentgame.views.family_table import FamilyTable, Summary, TableAction
from patentgame.views.overlays import HandoverScreen, Toast, paint_ribbon
from patentgame.views.painting import paint_felt
from patentgame.views.patent.patent_grid import PatentGridView
from patentgame.views.patent.piles import PilesView
from patentgame.views.patent.replace_zone import ReplaceZone
from patentgame.views.patent.scoreboard import Scoreboard

if TYPE_CHECKING:
    from patentgame.views.challenge_dialog import ChallengeDialog

RIM = 14

_BUTTON_STYLE = """
QPushButton { color: #2b1d0e; font-size: 14px; font-weight: bold; padding: 6px 16px;
  border: 1px solid #6b4a1f; border-radius: 8px;
  background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #fbe7b0, stop:1 #d9a84e); }
QPushButton:hover { background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #fff2cc, stop:1 #e6b85e); }
QPushButton:pressed { background: #c99a3e; }
QPushButton:disabled { color: #7d7466; background: #cfc6b0; border-color: #9b9180; }
QPushButton:checked { background: #f2c14e; border: 2px solid #fff4d6; }
QPushButton#primary { background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #8fe0a8, stop:1 #3c9b5c);
  color: #082012; border-color: #1d5b32; }
QPushButton#primary:disabled { color: #7d7466; background: #cfc6b0; border-color: #9b9180; }
QPushButton#power { background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 #c9ecea, stop:1 #6fb9b5);
  border-color: #2f8f8a; font-size: 13px; padding: 4px 10px; }
QPushButton#power:checked { background: #2f8f8a; color: white; }
"""


class GameTable(FamilyTable):
    """The whole table. Holds no game state of its own beyond the draft and the discard-instead
    mode."""

    def __init__(
        self,
        game_model: PatentGameModel,
        flow: TurnFlow,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game_model = game_model
        self.draft = DraftController(game_model, self)
        self.flow = flow
        flow.viewer_changed.connect(self._show_hand_of)
        self.discard_mode = False
        self.thinking_seat = -1
        self.challenge_dialog: ChallengeDialog | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_BUTTON_STYLE)
        draft = self.draft
        self.player_model = PlayerTableModel(self)
        self.patent_model = PatentGridModel(self)
        mark = self.mark_of
        self.scoreboard = Scoreboard(self.player_model, mark, self._goal)
        self.patents = PatentGridView(self.patent_model, mark)
        self.piles = PilesView()
        self.pool_view = CardRowView(draft.pool_model, 3, mark, "")
        self.replace_zone = ReplaceZone()
        self.prompt = QLabel()
        self.prompt.setStyleSheet(
            f"color: {pal.TEXT_ON_FELT.name()}; font-size: 17px; font-weight: bold;"
        )
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.word_views = (
            CardRowView(
                draft.word_models[0], 12, mark, "Build a word: drag, click or type letters"
            ),
            CardRowView(
                draft.word_models[1], 12, mark, "Second word (V patent): press Space to type here"
            ),
        )
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        self.preview.setMinimumHeight(40)
        self.hand_view = CardRowView(draft.hand_model, 7, mark, "")
        self.log.setMinimumWidth(210)
        self.log.setMaximumWidth(300)
        for widget, name in (
            (self.hand_view, "Your hand"),
            (self.pool_view, "The pool"),
            (self.word_views[0], "The word you are building"),
            (self.word_views[1], "Your second word"),
            (self.patents, "The patents"),
            (self.scoreboard, "The players"),
            (self.log, "Game log"),
            (self.piles, "Deck and discard pile"),
        ):
            widget.setAccessibleName(name)
        self._build_buttons()
        self._layout()
        # The hand-over screen and the announcements are made when first needed: a first start
        # shows neither, and making them costs a millisecond of it.
        self._handover_screen: HandoverScreen | None = None
        self._toast: Toast | None = None
        self.final_round_text = ""
        self._connect()

    # -- construction -----------------------------------------------------------------------------
    def _button(self, text: str, tip: str, name: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if name:
            button.setObjectName(name)
        return button

    def _build_buttons(self) -> None:
        self.play_button = self._button("Play  (Enter)", "Play the word in the word row", "primary")
        self.clear_button = self._button("Clear  (Esc)", "Take every card back")
        self.hint_button = self._button("Hint", "Put a good word in the word row (Ctrl+H)")
        self.discard_button = self._button(
            "Discard instead...", "Swap cards instead of building (Ctrl+D)"
        )
        self.discard_button.setCheckable(True)
        self.confirm_discard_button = self._button(
            "Pass  (Enter)", "Discard the marked cards and draw back to 7", "primary"
        )
        self.skip_buy_button = self._button("Buy nothing  (Esc)", "End the purchase step")
        self.done_button = self._button("Keep all  (Enter)", "Discard the marked cards", "primary")
        self.penalty_button = self._button(
            "Discard this card  (Enter)", "The penalty: discard exactly one card", "primary"
        )
        self.s_button = self._button(
            "+S  (+)", "Z patent: add an S to the end of this word", "power"
        )
        self.s_button.setCheckable(True)
        self.y_button = self._button(
            "Y: vowel", "Declare the Y a vowel or a consonant (Ctrl+Y)", "power"
        )
        self.word_switch = self._button(
            "2nd word  (Space)", "V patent: type into the other word", "power"
        )
        self.word_switch.setCheckable(True)

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
        left.addWidget(self.patents, 6)
        band = QHBoxLayout()
        band.addWidget(self.piles)
        band.addStretch(1)
        band.addWidget(self.pool_view, 4)
        band.addWidget(self.replace_zone)
        band.addStretch(1)
        left.addLayout(band, 3)
        left.addWidget(self.prompt)
        for view in self.word_views:
            left.addWidget(view, 3)
        powers = QHBoxLayout()
        powers.addStretch(1)
        for button in (self.s_button, self.y_button, self.word_switch):
            powers.addWidget(button)
        powers.addStretch(1)
        left.addLayout(powers)
        left.addWidget(self.preview)
        actions = QHBoxLayout()
        actions.addStretch(1)
        for button in self._action_row_buttons():
            actions.addWidget(button)
        actions.addStretch(1)
        left.addLayout(actions)
        left.addWidget(self.hand_view, 4)
        outer.addLayout(left, 1)
        side = QVBoxLayout()
        title = QLabel("Game log")
        title.setStyleSheet(
            f"color: {pal.MUTED_ON_FELT.name()}; font-size: 13px; font-weight: bold;"
        )
        side.addWidget(title)
        side.addWidget(self.log, 1)
        outer.addLayout(side)
        for widget in (self.piles, self.replace_zone, self.scoreboard):
            widget.setSizePolicy(
                widget.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Preferred
            )
        self.scoreboard.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scoreboard.setFixedHeight(84)

    def _connect(self) -> None:
        model, draft = self.game_model, self.draft
        model.state_changed.connect(self.refresh)
        draft.changed.connect(self.refresh)
        model.event_occurred.connect(self._on_event)
        model.log_replaced.connect(self._replace_log)
        model.game_started.connect(self.settle)
        self.hand_view.clicked.connect(self._hand_clicked)
        self.pool_view.clicked.connect(self._pool_clicked)
        self.word_views[0].clicked.connect(lambda index: self._word_clicked(0, index))
        self.word_views[1].clicked.connect(lambda index: self._word_clicked(1, index))
        self.patents.clicked.connect(self._patent_clicked)
        self.replace_zone.replace_requested.connect(self.replace_card)
        self.play_button.clicked.connect(self.play)
        self.clear_button.clicked.connect(self.clear)
        # clicked(bool) would land in hint(max_letters): the checked flag, False, is 0 letters.
        self.hint_button.clicked.connect(self._hint_clicked)
        self.discard_button.toggled.connect(self.set_discard_mode)
        self.confirm_discard_button.clicked.connect(self.discard)
        self.skip_buy_button.clicked.connect(self.skip_buy)
        self.done_button.clicked.connect(self.discard)
        self.penalty_button.clicked.connect(self.discard)
        self.s_button.clicked.connect(self.toggle_s)
        self.y_button.clicked.connect(self.toggle_y)
        self.word_switch.clicked.connect(self.next_word)
        self.flow.handover_requested.connect(self._handover)
        model.event_occurred.connect(self._ask_for_challenges)

    @property
    def handover(self) -> HandoverScreen:
        """The screen that hides every hand until the next person takes the device."""
        if self._handover_screen is None:
            self._handover_screen = HandoverScreen(self)
            self._handover_screen.confirmed.connect(self._handover_confirmed)
        return self._handover_screen

    @property
    def toast(self) -> Toast:
        """The short announcement that fades away by itself."""
        if self._toast is None:
            self._toast = Toast(self)
            self._toast.set_animation_speed(self.settings.animation_speed)
        return self._toast

    # -- what the main window asks of a family's table --------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Motion, the pace of animations, and the challenge question's time limit."""
        super().apply(settings)
        speed = settings.animation_speed
        for view in (self.hand_view, self.pool_view, *self.word_views):
            view.set_animation_speed(speed)
        self.patents.set_animation_speed(speed)
        self.scoreboard.set_animation_speed(speed)
        if self._toast is not None:
            self._toast.set_animation_speed(speed)

    def game_actions(self) -> tuple[TableAction, ...]:
        return (
            TableAction("play", "&Play the word  (Enter)", self.play),
            TableAction("clear", "&Clear the word  (Esc)", self.clear),
            TableAction("hint", "&Hint", self.hint, "Ctrl+H"),
            TableAction(
                "discard",
                "&Discard instead of building",
                lambda: self.set_discard_mode(not self.discard_mode),
                "Ctrl+D",
            ),
            TableAction("replace", "&Replace a card (Q patent)...", self.replace_dialog, "Ctrl+R"),
            TableAction("flip_y", "Flip &Y vowel/consonant", self.toggle_y, "Ctrl+Y"),
            TableAction("add_s", "Add &S (Z patent)  (+)", self.toggle_s),
            TableAction("next_word", "Second &word (V patent)  (Space)", self.next_word),
        )

    def reset(self) -> None:
        """A game was started or opened: no discard mode, banner, question or old log."""
        self._close_challenge()
        self.discard_mode = False
        self.final_round_text = ""
        super().reset()

    def status_text(self) -> str:
        state = self.game_model.state
        mode = (
            "players challenge words"
            if state.rules.challenge is ChallengeMode.MANUAL
            else "the game checks words"
        )
        return (
            f"Word list: {state.lexicon_id}  ·  {mode}  ·  goal ${state.goal}"
            f"  ·  turn {state.turns + 1}"
        )

    def summary(self) -> Summary:
        """Ranking, score breakdown and best words (money, stock, patents: RULES.md)."""
        model = self.game_model
        state = model.state
        winners = state.winners
        ranked = sorted(range(model.seats), key=lambda s: (-state.score(s), -state.patent_value(s)))
        rows = []
        rank = 0
        previous: tuple[int, int] | None = None
        for row, seat in enumerate(ranked):
            key = (state.score(seat), state.patent_value(seat))
            if key != previous:
                rank = row + 1
                previous = key
            best = model.best_word(seat)
            best_text = (
                f"{best[0]} (${best[1]}" + (f" + {best[2]} stock)" if best[2] else ")")
                if best
                else "-"
            )
            rows.append(
                (
                    str(rank),
                    model.name(seat) + (" ★" if seat in winners else ""),
                    f"${state.money(seat)}",
                    str(state.stock(seat)),
                    " ".join(sorted(state.patents_of(seat))) or "-",
                    f"${state.patent_value(seat)}",
                    str(state.score(seat)),
                    best_text,
                )
            )
        return Summary(
            ("Rank", "Player", "Money", "Stock", "Patents", "Patent value", "Score", "Best word"),
            tuple(rows),
            frozenset({0, 2, 3, 5, 6}),
            "Score = money + stock + value of patents. Worth over the turns:",
        )

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
        if self.challenge_dialog is not None:  # a person is asked: accept for the picture
            self.challenge_dialog.accept_button.click()
        return False

    def pose_for_screenshot(self) -> None:
        self.hint(max_letters=5)  # a full-looking hand, and the preview showing
        self.settle()

    # -- challenges -------------------------------------------------------------------------------
    def _ask_for_challenges(self, event: object, _text: str) -> None:
        """A play awaits challenges: ask the people among the responders."""
        if not isinstance(event, ev.ChallengeRequested):
            return
        model = self.game_model
        humans = [(seat, model.name(seat)) for seat in event.responders if model.is_human(seat)]
        if not humans:
            return
        computer_builder = not model.is_human(event.builder)
        if computer_builder and self.settings.accept_computer_words:
            accept_all = {seat: False for seat, _ in humans}
            QTimer.singleShot(0, self, lambda: self._on_decided(accept_all))
            return
        from patentgame.views.challenge_dialog import ChallengeDialog

        pending = model.state.pending_play
        words = list(model.state.spell(pending)) if pending else []
        dialog = ChallengeDialog(
            model.name(event.builder),
            words,
            humans,
            self.settings.challenge_timeout,
            self.window(),
            offer_always_accept=computer_builder,
        )
        dialog.decided.connect(self._on_decided)
        dialog.always_accept.toggled.connect(self._always_accept)
        self.challenge_dialog = dialog
        dialog.open()

    def _always_accept(self, on: bool) -> None:
        self.settings_wanted.emit(replace(self.settings, accept_computer_words=on))

    def _on_decided(self, decisions: dict[int, bool]) -> None:
        self.challenge_dialog = None
        model = self.game_model
        # Challengers first, so the one who counts is decided by seat order, not click order.
        for seat, challenge in sorted(decisions.items(), key=lambda item: not item[1]):
            if model.has_game and seat in model.state.to_act:
                model.submit(Respond(seat, challenge))
        self.window().activateWindow()
        self.setFocus()

    def _close_challenge(self) -> None:
        dialog = self.challenge_dialog
        if dialog is not None:
            dialog.blockSignals(True)
            dialog.close()
        self.challenge_dialog = None

    def replace_dialog(self) -> None:
        """Keyboard way to use the Q power: pick the card to swap from a list."""
        model, seat = self.game_model, self.draft.viewer
        state = model.state if model.has_game else None
        if state is None or seat is None or state.current != seat or not state.can_replace:
            self.status_message.emit(
                "You cannot replace a card now (Q patent, start of turn).", 4000
            )
            return
        cards = [(c, f"{state.letter(c)} (your hand)") for c in state.hand(seat)]
        cards += [(c, f"{state.letter(c)} (pool)") for c in state.pool]
        labels = [label for _, label in cards]
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(
            self.window(), "Replace a card", "Card to swap:", labels, 0, False
        )
        if ok and label in labels:
            self.replace_card(cards[labels.index(label)][0])

    # -- helpers ----------------------------------------------------------------------------------
    def mark_of(self, seat: int) -> tuple[int, str]:
        """Colour index and initial of ``seat`` (for owner marks)."""
        if not self.game_model.has_game or not 0 <= seat < self.game_model.seats:
            return seat, ""
        return self.game_model.colour(seat), self.game_model.name(seat)[:1]

    def _goal(self) -> int:
        return self.game_model.state.goal if self.game_model.has_game else 1

    def _show_hand_of(self, seat: int) -> None:
        """The turn flow chose whose hand is face up (-1: nobody's)."""
        self.draft.set_viewer(None if seat < 0 else seat)

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
            self.toast.announce(refused[:1].upper() + refused[1:] + ".", 2.5)
            return False
        return True

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

    def hint(self, max_letters: int = MAX_WORD) -> None:
        """Draft the best-paying word the word list allows with the cards at hand."""
        if not self.can_act() or self._phase() is not Phase.BUILD:
            return
        if not self.game_model.can_search_words():
            return
        from patentgame.controller.patent.hints import best_word

        best = best_word(self.game_model, self.draft, max_letters)
        if best is None:
            self.toast.announce("No word found with these cards: discard some instead.", 2.5)
            return
        self.draft.set_words([best])

    def _hint_clicked(self) -> None:
        self.hint()

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
        """Buy no patent (Escape in the purchase step)."""
        viewer = self.draft.viewer
        if viewer is not None and self.can_act() and self._phase() is Phase.BUY:
            self._submit(Buy(viewer, None))

    def buy(self, letter: str) -> None:
        """Buy ``letter``'s patent, or say why not."""
        viewer = self.draft.viewer
        if viewer is not None and self.can_act() and self._phase() is Phase.BUY:
            self._submit(Buy(viewer, letter))

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
        if self._handover_screen is not None and self._handover_screen.isVisible():
            self._handover_screen.keyPressEvent(event)
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
                    self.toast.announce(f"No free {letter} card in your hand or the pool.", 1.5)
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

    # -- hand-over --------------------------------------------------------------------------------
    def _handover(self, seat: int) -> None:
        model = self.game_model
        reason = ""
        if model.state.phase is not Phase.BUILD:
            reason = f"{model.name(seat)} continues the turn after the challenge."
        self.handover.ask(seat, model.name(seat), model.colour(seat), reason)

    def _handover_confirmed(self, seat: int) -> None:
        self.flow.acknowledge(seat)
        self.setFocus()

    # -- following the game -----------------------------------------------------------------------
    def _on_event(self, event: object, text: str) -> None:
        if not isinstance(event, ev.Event):
            return
        model = self.game_model
        strong = isinstance(
            event, ev.TurnStarted | ev.ChallengeResolved | ev.FinalRoundStarted | ev.GameOver
        )
        seat = _seat_of(event)
        colour = ""
        if 0 <= seat < model.seats:
            colour = pal.seat_colour(model.colour(seat)).name()
        self.log.add(text, strong=strong, marker=colour)
        if self.reduced_motion and not isinstance(
            event, ev.FinalRoundStarted | ev.ChallengeResolved | ev.PlayRejected
        ):
            return
        if isinstance(event, ev.WordScored):
            earned = f"+${event.money}" + (f" +{event.stock} stock" if event.stock else "")
            self.scoreboard.float_text(event.seat, earned)
        elif isinstance(event, ev.RoyaltyPaid):
            self.scoreboard.float_text(event.owner, f"+${event.amount} royalty ({event.letter})")
        elif isinstance(event, ev.PatentBought):
            self.patents.flash(event.letter)
            self.scoreboard.float_text(event.seat, f"bought {event.letter}")
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
                f"The deck is empty: {event.cards} discarded cards are reshuffled.", 2.5
            )
        elif isinstance(event, ev.FinalRoundStarted):
            self.final_round_text = (
                f"FINAL ROUND - {model.name(event.seat)} reached ${event.patent_value} in patents"
            )
            self.toast.announce(
                f"Final round! {model.name(event.seat)} holds patents worth "
                f"${event.patent_value}. Everyone gets the same number of turns.",
                4.0,
            )
            self.refresh()
        elif isinstance(event, ev.ChallengeResolved):
            if event.valid:
                payer = "the bank" if event.payer is None else model.name(event.payer)
                verdict = (
                    f"{model.name(event.challenger)} challenged, but the play is valid. "
                    f"{payer} pays {model.name(event.builder)} $1."
                )
            else:
                bad = ", ".join(event.invalid_words)
                verdict = (
                    f"{model.name(event.challenger)} challenged: {bad} is not in the word list. "
                    f"{model.name(event.builder)} takes the cards back and discards one card."
                )
            self.toast.announce(verdict, 4.5)
        elif (
            isinstance(event, ev.PlayRejected) and model.state.rules.challenge is ChallengeMode.AUTO
        ):
            bad = ", ".join(event.invalid_words)
            more = " Discard one card as a penalty." if event.penalty else " Try again or discard."
            self.toast.announce(f"{bad} is not in the word list.{more}", 3.0)

    def settle(self) -> None:
        """End every brief effect at once (floating money, glows, announcements)."""
        self.scoreboard.clear_effects()
        self.patents.clear_effects()
        for view in (self.hand_view, self.pool_view, *self.word_views):
            view.clear_effects()
        if self._toast is not None:
            self._toast.hide()

    def _replace_log(self, lines: list[str]) -> None:
        self.log.clear()
        for line in lines:
            self.log.add(line, strong=line.startswith(("Turn ", "Final round", "Game over")))

    def set_thinking(self, seat: int) -> None:
        """Show that the computer player at ``seat`` is thinking (-1: nobody)."""
        self.thinking_seat = seat
        self.refresh()

    def refresh(self) -> None:
        """Bring every part of the table in line with the game and the draft."""
        model, draft = self.game_model, self.draft
        if not model.has_game:
            self.prompt.setText("Start a game from the Game menu.")
            for button in self._all_buttons():
                button.hide()
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
                    name=model.name(s),
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
        self.patent_model.update(
            state.owners,
            state.buyable_letters() if buying else (),
            state.money(current),
            model.names(),
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
        self.word_views[1].setVisible("V" in powers and building)
        self.word_views[0].placeholder = (
            "Build a word: drag, click or type letters" if building else ""
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
            role = roles[-1] if roles else "vowel"
            self.y_button.setText(f"Y counts as a {role}: flip  (Ctrl+Y)")
        self.word_switch.setVisible(building and "V" in powers)
        self.word_switch.setChecked(draft.active_word == 1)
        self.play_button.setVisible(building)
        self.clear_button.setVisible(building)
        self.hint_button.setVisible(building and model.can_search_words())
        self.discard_button.setVisible(my_turn and phase is Phase.BUILD)
        self.confirm_discard_button.setVisible(
            my_turn and phase is Phase.BUILD and self.discard_mode
        )
        count = len(draft.selected())
        self.confirm_discard_button.setText(
            f"Discard {count} and draw  (Enter)" if count else "Pass  (Enter)"
        )
        self.skip_buy_button.setVisible(buying)
        self.done_button.setVisible(my_turn and phase is Phase.DISCARD)
        self.done_button.setText(f"Discard {count}  (Enter)" if count else "Keep all  (Enter)")
        self.penalty_button.setVisible(my_turn and phase is Phase.PENALTY)
        self.penalty_button.setEnabled(count == 1)
        status = draft.status() if building else None
        self.play_button.setEnabled(bool(status and status.legal))
        self._set_preview(status, marking, buying)
        self.prompt.setText(self._prompt_text(my_turn, phase, building, marking, buying))
        self.banner_space.setFixedHeight(30 if state.final_round and not over else 0)
        if state.final_round and not self.final_round_text:
            self.final_round_text = "FINAL ROUND"
        self.update()

    def _action_row_buttons(self) -> tuple[QPushButton, ...]:
        """The buttons in the row under the word (each shows in its own step of the turn)."""
        return (
            self.play_button,
            self.clear_button,
            self.hint_button,
            self.discard_button,
            self.confirm_discard_button,
            self.skip_buy_button,
            self.done_button,
            self.penalty_button,
        )

    def _all_buttons(self) -> tuple[QPushButton, ...]:
        return (*self._action_row_buttons(), self.s_button, self.y_button, self.word_switch)

    def _set_preview(self, status: DraftStatus | None, marking: bool, buying: bool) -> None:
        muted = pal.MUTED_ON_FELT.name()
        if isinstance(status, DraftStatus):
            if status.legal:
                html = (
                    '<span style="color:#fff4d6; font-size:17px; font-weight:bold">'
                    f"{status.text}</span>"
                    f'<br><span style="color:{muted}; font-size:13px">{status.royalties}</span>'
                )
                auto = self.game_model.state.rules.challenge is ChallengeMode.AUTO
                if auto and status.not_in_list:
                    html += (
                        f'<br><span style="color:{pal.WARNING_ON_FELT.name()}">'
                        f"{', '.join(status.not_in_list)}: not in the word list</span>"
                    )
            else:
                warn = pal.WARNING_ON_FELT.name()
                html = f'<span style="color:{warn}; font-size:14px">{status.text}</span>'
            self.preview.setText(html)
            return
        if marking:
            self.preview.setText(
                f'<span style="color:{muted}; font-size:14px">Click cards (or type their letters) '
                "to mark them; marked cards rise.</span>"
            )
        elif buying:
            letters = ", ".join(self.game_model.state.buyable_letters())
            self.preview.setText(
                f'<span style="color:{muted}; font-size:14px">You can buy: {letters}. Click a '
                "glowing patent or type its letter.</span>"
            )
        else:
            self.preview.setText("")

    def _prompt_text(
        self, my_turn: bool, phase: Phase, building: bool, marking: bool, buying: bool
    ) -> str:
        model = self.game_model
        state = model.state
        if state.game_over:
            names = " and ".join(model.name(s) for s in state.winners)
            return f"Game over: {names} won."
        if phase is Phase.CHALLENGE:
            pending = state.pending_play
            builder = pending.seat if pending else state.current
            words = ", ".join(state.spell(pending)) if pending else ""
            return f"{model.name(builder)} played {words}: waiting for challenges..."
        name = model.name(state.current)
        if not my_turn:
            if self.thinking_seat >= 0 and not model.is_human(state.current):
                return f"{name} is thinking..."
            return f"{name}'s turn"
        if building:
            retries = state.retries_left
            rules = state.rules
            extra = ""
            if (
                rules.challenge is ChallengeMode.AUTO
                and retries is not None
                and rules.retries is not None
                and retries < rules.retries
            ):
                extra = f" ({retries} {'try' if retries == 1 else 'tries'} left)"
            return f"{name}, build a word - or discard instead{extra}"
        if buying:
            return f"{name}, buy a patent?"
        if phase is Phase.PENALTY:
            return f"{name}: penalty - discard one card"
        if phase is Phase.DISCARD:
            return f"{name}: discard any cards you do not want, then press Enter"
        if marking:
            return f"{name}: mark the cards to discard (none = pass)"
        return name

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
                self.final_round_text or "FINAL ROUND",
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
        gradient.setColorAt(0, QColor("#b07a45"))
        gradient.setColorAt(0.45, QColor("#8a5a32"))
        gradient.setColorAt(1, QColor("#4a2c16"))
        painter.setPen(QPen(QColor(40, 20, 8, 160), 1))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rack, 5, 5)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Piles and the Q zone grow with the table, as the card rows do.
        side = max(150, int(self.height() * 0.19))
        self.piles.setFixedWidth(side)
        self.replace_zone.setFixedWidth(max(130, int(side * 0.85)))
        if self._handover_screen is not None and self._handover_screen.isVisible():
            self._handover_screen.setGeometry(self.rect())

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        super().mousePressEvent(event)


def _seat_of(event: ev.Event) -> int:
    """The seat an event is about, for the log's colour mark (-1: nobody's)."""
    if isinstance(event, ev.RoyaltyPaid):
        return event.owner
    if isinstance(event, ev.ChallengeRequested | ev.ChallengeResolved):
        return event.builder
    if isinstance(event, ev.PoolRefilled | ev.DeckReshuffled | ev.GameOver):
        return -1
    return event.seat

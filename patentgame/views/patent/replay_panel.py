"""The patent game's panel of the replay viewer: every seat's hand face up, money and patents.

The replay viewer (:mod:`patentgame.views.replay_viewer`) is the same for every family: it steps
through positions and shows the log. This panel is the patent game's part: it replays the game
once through the engine's one loop (:func:`~patentgame.model.patent.replay.play_through`),
keeps a copy of the game after each action and the log sentence of its events, and shows the
position asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import (
    NOTES_KEY,
    PROBLEMS_KEY,
    note_text,
    problem_text,
    read_notes,
    read_problems,
    shown_name,
)
from patentgame.controller.patent.narration import narrate
from patentgame.model.games import KeptGame
from patentgame.model.patent.cards import VOWELS
from patentgame.model.patent.game import PatentGame, Phase
from patentgame.model.patent.replay import fresh_copy, play_through
from patentgame.model.seats import said_of, you_seats
from patentgame.views import palette as pal
from patentgame.views.new_game_dialog import level_word
from patentgame.views.painting import paint_card
from patentgame.wording import QT_TRANSLATE_NOOP


class CardStrip(QWidget):
    """A row of face-up cards (a hand or the pool), painted like the table's cards."""

    def __init__(self, parent: QWidget | None = None, card_height: int = 40) -> None:
        super().__init__(parent)
        self._letters: list[str] = []
        self._height = card_height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(card_height + 4)

    def set_letters(self, letters: Sequence[str]) -> None:
        """Show these letters as cards, left to right."""
        self._letters = list(letters)
        self.setAccessibleName(" ".join(self._letters) or self.tr("no cards"))
        self.setToolTip(" ".join(self._letters))
        self.update()

    def letters(self) -> list[str]:
        """The letters shown, left to right."""
        return list(self._letters)

    def sizeHint(self) -> QSize:
        return QSize(int(7 * self._height * 0.8), self._height + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        height = float(self._height)
        width = height * 0.72
        gap = height * 0.1
        for index, letter in enumerate(self._letters):
            rect = QRectF(2 + index * (width + gap), 2, width, height)
            paint_card(painter, rect, letter, vowel=letter in VOWELS)
        if not self._letters:
            painter.setPen(pal.CARD_EDGE)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, self.tr("no cards"))


#: What each phase is called after the turn's number ("Turn 4, buy").
PHASE_WORDS = {
    Phase.BUILD: QT_TRANSLATE_NOOP("Phases", "build"),
    Phase.CHALLENGE: QT_TRANSLATE_NOOP("Phases", "challenge"),
    Phase.BUY: QT_TRANSLATE_NOOP("Phases", "buy"),
    Phase.DISCARD: QT_TRANSLATE_NOOP("Phases", "discard"),
    Phase.PENALTY: QT_TRANSLATE_NOOP("Phases", "penalty"),
    Phase.OVER: QT_TRANSLATE_NOOP("Phases", "over"),
}


class _SeatPanel(QFrame):
    """One seat's name, money, stock, patents, score and hand."""

    def __init__(self, name: str, kind: str, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setHorizontalSpacing(10)
        layout.setVerticalSpacing(4)
        swatch = QLabel()
        swatch.setFixedSize(12, 12)
        swatch.setStyleSheet(f"background: {pal.seat_colour(colour).name()}; border-radius: 6px;")
        title = QLabel(name)
        title.setObjectName("seatName")
        if kind == "human":
            who = self.tr("person")
        else:
            who = self.tr("{level} computer").format(level=level_word(kind))
        subtitle = QLabel(who)
        subtitle.setObjectName("seatKind")
        header = QHBoxLayout()
        header.setSpacing(8)
        header.addWidget(swatch)
        header.addWidget(title)
        header.addWidget(subtitle)
        header.addStretch(1)
        self.figures = QLabel()
        self.figures.setObjectName("figures")
        header.addWidget(self.figures)
        layout.addLayout(header, 0, 0, 1, 2)
        self.hand = CardStrip(card_height=38)
        layout.addWidget(self.hand, 1, 0, 1, 2)
        self.patents = QLabel()
        self.patents.setObjectName("muted")
        layout.addWidget(self.patents, 2, 0, 1, 2)

    def show_state(self, game: PatentGame, seat: int) -> None:
        self.figures.setText(
            self.tr("${money}  ·  %n stock  ·  score {score}", "", game.ledger.stock(seat)).format(
                money=game.money(seat), score=game.score(seat)
            )
        )
        self.hand.set_letters([game.letter(card) for card in game.hand(seat)])
        patents = game.ledger.patents_of(seat)
        self.patents.setText(
            self.tr("Patents: {letters}  (worth ${value})").format(
                letters=" ".join(patents), value=game.ledger.patent_value(seat)
            )
            if patents
            else self.tr("Patents: none")
        )
        current = not game.game_over and seat in game.to_act
        if self.property("current") != current:
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)


class PatentReplayPanel(QWidget):
    """The seats and the pool of a patent game at each position of a replay.

    Args:
        game: the game to show (finished or not); its actions are replayed from the setup.
        extra: the optional keys of its record: the computer players' explanations and
            failures are told with the actions, as the table's log told them.
        parent: the owning widget, if any.
    """

    def __init__(
        self,
        game: KeptGame,
        extra: Mapping[str, object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not isinstance(game, PatentGame):
            raise TypeError("the patent game's replay panel shows patent games")
        self._states, self.lines = self._replay(game, extra or {})
        #: Positions where a turn begins: the deal, and each state whose turn count went up.
        self.turn_starts = [0] + [
            i for i in range(1, len(self._states))
            if self._states[i].turns > self._states[i - 1].turns
        ]  # fmt: skip
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.seats = [
            # As the table shows them: a player named "You" is "Вы" in Russian.
            _SeatPanel(shown_name(player.name), player.kind, seat)
            for seat, player in enumerate(game.players)
        ]
        for panel in self.seats:
            layout.addWidget(panel)
        pool_row = QHBoxLayout()
        pool_label = QLabel(self.tr("Pool"))
        pool_label.setObjectName("seatName")
        pool_row.addWidget(pool_label)
        self.pool = CardStrip(card_height=38)
        self.pool.setMaximumWidth(160)
        pool_row.addWidget(self.pool)
        self.piles = QLabel()
        self.piles.setObjectName("muted")
        pool_row.addWidget(self.piles, 1)
        layout.addLayout(pool_row)
        layout.addStretch(1)

    @staticmethod
    def _replay(
        game: PatentGame, extra: Mapping[str, object]
    ) -> tuple[list[PatentGame], list[str]]:
        names = [shown_name(player.name) for player in game.players]
        notes = read_notes(extra.get(NOTES_KEY))
        problems = read_problems(extra.get(PROBLEMS_KEY))

        def told(index: int, text: str) -> str:
            """Action ``index``'s line: the failures before it, its explanation after it."""
            before = [(s, m) for s, m in problems.get(index, ()) if 0 <= s < len(names)]
            lines = [problem_text(names[seat], message) for seat, message in before]
            lines.append(text)
            seat, explanation = notes.get(index, (-1, ""))
            if explanation and 0 <= seat < len(names):
                lines.append(note_text(names[seat], explanation))
            return "\n".join(lines)

        fresh = fresh_copy(game)
        you = you_seats(game.players)  # addressed as the game's own log addressed them
        states = [fresh.copy()]
        lines = [
            said_of(
                names[fresh.start],
                QCoreApplication.translate("PatentReplayPanel", "The cards are dealt; you start."),
                QCoreApplication.translate(
                    "PatentReplayPanel", "The cards are dealt; {name} starts."
                ),
                addressed=fresh.start in you,
            )
        ]
        for step in play_through(fresh, game.actions):
            sentences = [
                narrate(
                    event,
                    names,
                    step.game.letter,
                    after_build=step.phase_before is Phase.DISCARD,
                    after_challenge=step.phase_before is Phase.CHALLENGE,
                    you=you,
                )
                for event in step.events
            ]
            text = " ".join(s for s in sentences if s) or type(step.action).__name__
            states.append(step.game.copy())
            lines.append(told(step.index, text))
        return states, lines

    @property
    def positions(self) -> int:
        """How many positions there are: the deal and one after each action."""
        return len(self._states)

    def state(self, position: int) -> PatentGame:
        """The game at ``position`` (a copy: changing it changes nothing here)."""
        return self._states[position].copy()

    def show_position(self, position: int) -> str:
        """Show the game at ``position``; returns where that is in the game, in words."""
        game = self._states[position]
        for seat, panel in enumerate(self.seats):
            panel.show_state(game, seat)
        self.pool.set_letters([game.letter(card) for card in game.pool])
        pending = game.pending_play
        piles = (
            self.tr("Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}  ·  final round")
            if game.final_round
            else self.tr("Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}")
        ).format(deck=game.cards.deck_count, discards=len(game.cards.discard_pile), goal=game.goal)
        if pending:
            table = self.tr("On the table: {words}").format(words=" + ".join(game.spell(pending)))
            piles = table + "\n" + piles
        self.piles.setText(piles)
        if game.game_over:
            names = [game.players[s].name for s in game.winners]
            if len(names) > 1:
                return self.tr("Game over: {names} win").format(
                    names=self.tr("{first} and {second}").format(
                        first=", ".join(names[:-1]), second=names[-1]
                    )
                )
            if not names:
                return self.tr("Game over")
            return said_of(
                names[0],
                self.tr("Game over: you win"),
                self.tr("Game over: {name} wins"),
                addressed=game.winners[0] in you_seats(game.players),
            )
        turn = self.tr("Turn {turn}").format(turn=game.turns + 1)
        if game.phase is Phase.BUILD:
            return turn
        phase = QCoreApplication.translate("Phases", PHASE_WORDS[game.phase])
        return self.tr("{turn}, {phase}").format(turn=turn, phase=phase)

"""BuyWord's panel of the replay viewer: every seat's money and hand, the die, the bag and
the tiles on offer, at any position of a game.

The replay viewer is the same for every family; this panel replays the game once through the
engine (from its record's setup, every action validated), keeps a copy after each action and
the log sentences of its events, and shows the position asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from patentgame.controller.buyword.narration import BuyWordNarration, money
from patentgame.controller.game_model import shown_name
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.replay import set_up
from patentgame.model.games import KeptGame
from patentgame.model.seats import said_of, you_seats
from patentgame.views.buyword.tile_row import TileRow


class _SeatPanel(QFrame):
    """One seat: name, money, and the hand's tiles."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.name = QLabel(name)
        self.name.setObjectName("seatName")
        self.name.setMinimumWidth(110)
        self.money = QLabel()
        self.money.setObjectName("figures")
        self.money.setMinimumWidth(70)
        self.hand = TileRow()
        self.hand.enabled_clicks = False
        self.hand.setMinimumHeight(48)
        self.hand.setStyleSheet("background: #2f7d4f; border-radius: 8px;")
        layout.addWidget(self.name)
        layout.addWidget(self.money)
        layout.addWidget(self.hand, 1)

    def show_state(self, game: BuyWordGame, seat: int) -> None:
        self.money.setText(money(game.money(seat)))
        self.hand.show_tiles(game.hand(seat))
        self.setProperty("current", not game.game_over and seat in game.to_act)
        self.style().unpolish(self)
        self.style().polish(self)


class BuyWordReplayPanel(QWidget):
    """Every seat, the die, the bag and the tiles on offer at one position of the game."""

    def __init__(self, game: KeptGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if not isinstance(game, BuyWordGame):
            raise TypeError("BuyWord's replay panel shows BuyWord games")
        self._states, self.lines = self._replay(game)
        #: Positions where a round begins.
        self.turn_starts = [0] + [
            i
            for i in range(1, len(self._states))
            if self._states[i].round > self._states[i - 1].round
        ]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        # As the table shows them: a player named "You" is "Вы" in Russian.
        self.seats = [_SeatPanel(shown_name(player.name)) for player in game.players]
        for panel in self.seats:
            layout.addWidget(panel)
        offer_row = QHBoxLayout()
        self.offer_label = QLabel()
        self.offer_label.setObjectName("seatName")
        offer_row.addWidget(self.offer_label)
        self.offer = TileRow()
        self.offer.enabled_clicks = False
        self.offer.setMinimumHeight(48)
        self.offer.setStyleSheet("background: #2f7d4f; border-radius: 8px;")
        offer_row.addWidget(self.offer, 1)
        layout.addLayout(offer_row)
        self.table = QLabel()
        self.table.setObjectName("muted")
        layout.addWidget(self.table)
        layout.addStretch(1)

    @staticmethod
    def _replay(game: BuyWordGame) -> tuple[list[BuyWordGame], list[str]]:
        names = [player.name for player in game.players]
        fresh = set_up(game.record(), game.lexicon, game.theme_words)
        you = you_seats(game.players)  # addressed as the game's own log addressed them
        teller = BuyWordNarration(names, you)
        states = [fresh.copy()]
        lines = [
            said_of(
                names[fresh.leader],
                QCoreApplication.translate(
                    "BuyWordReplayPanel", "The wild tiles are dealt; you hold the die."
                ),
                QCoreApplication.translate(
                    "BuyWordReplayPanel", "The wild tiles are dealt; {name} holds the die."
                ),
                addressed=fresh.leader in you,
            )
        ]
        for action in game.actions:
            events = fresh.play(action)
            text = " ".join(s for s in (teller.tell(event) for event in events) if s)
            states.append(fresh.copy())
            lines.append(text or type(action).__name__)
        return states, lines

    @property
    def positions(self) -> int:
        return len(self._states)

    def state(self, position: int) -> BuyWordGame:
        return self._states[position].copy()

    def show_position(self, position: int) -> str:
        game = self._states[position]
        for seat, panel in enumerate(self.seats):
            panel.show_state(game, seat)
        tiles = game.display if game.phase is Phase.DRAFT else game.on_offer
        self.offer_label.setText(
            QCoreApplication.translate("BuyWordReplayPanel", "On offer") if tiles else ""
        )
        self.offer.show_tiles(tiles)
        self.table.setText(
            self.tr("%n tile(s) in the bag", "", game.bag_count)
            + (
                "  -  " + QCoreApplication.translate("BuyWordReplayPanel", "last round")
                if game.final_round
                else ""
            )
        )
        if game.game_over:
            names = [game.players[s].name for s in game.winners]
            if len(names) == 1:
                return said_of(
                    names[0],
                    QCoreApplication.translate("BuyWordReplayPanel", "Game over: you win"),
                    QCoreApplication.translate("BuyWordReplayPanel", "Game over: {name} wins"),
                    addressed=game.winners[0] in you_seats(game.players),
                )
            return QCoreApplication.translate(
                "BuyWordReplayPanel", "Game over: {names} share the win"
            ).format(names=", ".join(names))
        return QCoreApplication.translate("BuyWordReplayPanel", "Round {round}").format(
            round=game.round
        )

"""`Perspective`: what one seat may see of a game, for AI players and per-seat views.

It holds its own hand and the public state, never another hand or the deck order, so a player
built on it cannot cheat even by accident. Letters are known only for visible cards: its own hand,
the pool, the discard pile and any play on the table. `Game.perspective` makes one; this module
knows nothing of the game, so the engine imports it and not the other way round.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.patents import patents_owned, powers_owned, value_owned
from patentgame.model.patent.phases import Phase
from patentgame.model.patent.rules import RuleSet
from patentgame.model.seats import SeatView


@dataclass(frozen=True, slots=True)
class Perspective(SeatView[RuleSet]):
    """One seat's view of the table at one moment."""

    phase: Phase
    current: int
    start: int
    to_act: tuple[int, ...]
    turns: int
    final_round: bool
    goal: int
    own_hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    pool: tuple[int, ...]
    money_by_seat: tuple[int, ...]
    stock_by_seat: tuple[int, ...]
    owners: Mapping[str, int]
    deck_count: int
    discard_pile: tuple[int, ...]
    pending_play: Build | None
    last_play: Build | None
    retries_left: int | None
    can_replace: bool
    letters: Mapping[int, str]  # letters of the visible cards only
    #: Whether the game's last turn offers the optional discard after a build (a rule of the
    #: game, known to every seat: a player that plays the game on must play it the same way).
    last_turn_discard: bool = True

    # The same reading names as `Game`, limited to what this seat may see.

    def letter(self, card: int) -> str:
        """The letter of a visible card.

        Raises:
            KeyError: the card is hidden from this seat.
        """
        return self.letters[card]

    def hand(self, seat: int | None = None) -> tuple[int, ...]:
        """This seat's own hand. Another seat's hand is hidden.

        Raises:
            PermissionError: asked for another seat's hand.
        """
        if seat is not None and seat != self.seat:
            raise PermissionError("another player's hand is hidden")
        return self.own_hand

    def hand_letters(self) -> str:
        """The letters of this seat's hand, in hand order."""
        return "".join(self.letters[card] for card in self.own_hand)

    def pool_letters(self) -> str:
        return "".join(self.letters[card] for card in self.pool)

    def hand_size(self, seat: int) -> int:
        return self.hand_sizes[seat]

    def money(self, seat: int) -> int:
        return self.money_by_seat[seat]

    def stock(self, seat: int) -> int:
        return self.stock_by_seat[seat]

    def owner(self, letter: str) -> int | None:
        return self.owners.get(letter)

    def patents_of(self, seat: int) -> tuple[str, ...]:
        return patents_owned(self.owners, seat)

    def powers_of(self, seat: int) -> frozenset[str]:
        return powers_owned(self.owners, seat)

    def patent_value(self, seat: int) -> int:
        return value_owned(self.owners, seat)

    def score(self, seat: int) -> int:
        return self.money_by_seat[seat] + self.stock_by_seat[seat] + self.patent_value(seat)

    @property
    def players_count(self) -> int:
        return len(self.players)

    def buyable_letters(self) -> tuple[str, ...]:
        """Patents this seat may buy now (its BUY phase)."""
        if self.phase is not Phase.BUY or self.last_play is None or self.current != self.seat:
            return ()
        played = {self.letters[card] for card in self.last_play.real_cards()}
        return legality.buyable(played, self.owners, self.money_by_seat[self.seat])

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """Why this seat's ``action`` would be refused now, judged from what the seat sees.

        It is the engine's own check (`legality.action_error`), so it agrees with
        `Game.why_illegal` for the seat's actions.
        """
        if action.seat != self.seat and self.phase is not Phase.OVER:
            return IllegalReason.NOT_YOUR_TURN
        return legality.action_error(self, action)

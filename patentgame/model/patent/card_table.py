"""`CardTable`: the patent game's cards: the letter on each, and where they are (the deck,
the discard pile, the hands and the pool), and the drawing that moves them (with the
reshuffle when the deck runs out).

A card that leaves a hand or the pool during a turn leaves a hole (:data:`HOLE`) in its place,
which the end of the turn fills in order: players see their hand keep its order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from patentgame.model import randomness
from patentgame.model.patent.cards import DECK_SIZE, HAND_SIZE, POOL_SIZE
from patentgame.model.patent.events import CardsDrawn, DeckReshuffled, Event, PoolRefilled
from patentgame.model.randomness import RandomState

__all__ = ["HOLE", "CardTable"]

HOLE = -1  # an empty place in a hand or the pool, filled by the next draw


class CardTable:
    """The cards' letters, the deck (its top card last), the discard pile, each hand and the
    pool."""

    __slots__ = ("_deck", "_deck_order", "_discard", "_hands", "_pool", "_rng_state")

    def __init__(
        self,
        deck_order: str,
        deck: Sequence[int],
        discard: Sequence[int],
        hands: Sequence[Sequence[int]],
        pool: Sequence[int],
        rng_state: RandomState,
    ) -> None:
        self._deck_order = deck_order  # card ``i`` has letter ``deck_order[i]``
        self._deck = list(deck)
        self._discard = list(discard)
        self._hands = [list(hand) for hand in hands]
        self._pool = list(pool)
        self._rng_state = rng_state  # later reshuffles draw from it

    @classmethod
    def dealt(cls, deck_order: str, seats: int, rng_state: RandomState) -> CardTable:
        """Cards dealt: 7 to each hand, then 3 to the pool, from the top of the deck."""
        deck = list(range(DECK_SIZE - 1, -1, -1))
        hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(seats)]
        pool = [deck.pop() for _ in range(POOL_SIZE)]
        return cls(deck_order, deck, [], hands, pool, rng_state)

    def copy(self) -> CardTable:
        return CardTable(
            self._deck_order, self._deck, self._discard, self._hands, self._pool, self._rng_state
        )

    def state_key(self) -> tuple[object, ...]:
        """Everything on the table, comparable (for the game's equality)."""
        return (
            self._rng_state,
            tuple(self._deck),
            tuple(self._discard),
            tuple(tuple(hand) for hand in self._hands),
            tuple(self._pool),
        )

    # ---------------------------------------------------------------- reading

    @property
    def deck_order(self) -> str:
        """The initial deck order: card ``i`` has letter ``deck_order[i]``."""
        return self._deck_order

    def letter(self, card: int) -> str:
        """The letter of ``card``."""
        return self._deck_order[card]

    def hand(self, seat: int, placed: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """``seat``'s cards in hand order, those ``placed`` on the table excluded."""
        return tuple(c for c in self._hands[seat] if c != HOLE and c not in placed)

    def pool(self, placed: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """The face-up pool, the cards ``placed`` on the table excluded."""
        return tuple(c for c in self._pool if c != HOLE and c not in placed)

    def has_cards(self, seat: int) -> bool:
        """Whether ``seat`` still holds a card (then it may discard)."""
        return any(c != HOLE for c in self._hands[seat])

    @property
    def deck_count(self) -> int:
        return len(self._deck)

    @property
    def discard_pile(self) -> tuple[int, ...]:
        """The discard pile, oldest first. It is public: played and discarded cards are seen."""
        return tuple(self._discard)

    @property
    def rng_state(self) -> RandomState:
        return self._rng_state

    # --------------------------------------------------------------- moving

    def draw(self, events: list[Event]) -> int | None:
        """The top card of the deck, reshuffling the discard pile into a new deck when empty."""
        if not self._deck:
            if not self._discard:
                return None
            pile = self._discard
            _, self._rng_state = randomness.drawing(self._rng_state, lambda rng: rng.shuffle(pile))
            self._deck = pile
            self._discard = []
            events.append(DeckReshuffled(len(pile)))
        return self._deck.pop()

    def replace(self, seat: int, card: int, events: list[Event]) -> tuple[int, bool]:
        """The Q power: ``card`` (from ``seat``'s hand or the pool) goes to the discard pile and
        the top card takes its place. Returns the new card (``HOLE`` when none is left) and
        whether it went to the pool."""
        place = self._pool if card in self._pool else self._hands[seat]
        index = place.index(card)
        self._discard.append(card)
        new = self.draw(events)
        place[index] = HOLE if new is None else new
        return place[index], place is self._pool

    def play_out(self, seat: int, cards: Iterable[int]) -> None:
        """Cards of an accepted play leave ``seat``'s hand and the pool, leaving holes."""
        real = set(cards)
        self._hands[seat] = [HOLE if c in real else c for c in self._hands[seat]]
        self._pool = [HOLE if c in real else c for c in self._pool]

    def discard(self, seat: int, cards: Sequence[int]) -> None:
        """``seat`` discards ``cards`` from its hand, leaving holes."""
        chosen = set(cards)
        self._hands[seat] = [HOLE if c in chosen else c for c in self._hands[seat]]
        self._discard.extend(cards)

    def to_discard_pile(self, cards: Iterable[int]) -> None:
        """Cards already out of the hands (a play's) go to the discard pile."""
        self._discard.extend(cards)

    def refill_pool(self, events: list[Event]) -> None:
        """Fill the pool's holes from the deck, in order; close the ones it cannot fill."""
        refill = []
        for index, card in enumerate(self._pool):
            if card == HOLE:
                new = self.draw(events)
                if new is not None:
                    self._pool[index] = new
                    refill.append(new)
        self._pool = [card for card in self._pool if card != HOLE]
        if refill:
            events.append(PoolRefilled(tuple(refill)))

    def draw_back(self, seat: int, events: list[Event]) -> None:
        """Fill the hand's empty places in order, then up to 7 cards."""
        hand = self._hands[seat]
        drawn = []
        for index, card in enumerate(hand):
            if card == HOLE:
                new = self.draw(events)
                if new is None:
                    break
                hand[index] = new
                drawn.append(new)
        live = [card for card in hand if card != HOLE]
        while len(live) < HAND_SIZE:
            new = self.draw(events)
            if new is None:
                break
            live.append(new)
            drawn.append(new)
        self._hands[seat] = live
        if drawn:
            events.append(CardsDrawn(seat, tuple(drawn)))

    def leave_holes(self, seat: int, played: int) -> None:
        """An imagined game after a build: the ``played`` cards' places in ``seat``'s hand and
        the pool's missing cards are holes the end of the turn fills."""
        self._hands[seat] += [HOLE] * played
        self._pool += [HOLE] * (POOL_SIZE - len(self._pool))

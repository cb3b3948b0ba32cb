"""`Rounds`: BuyWord's rounds, and the steps from one decision to the next.

A round is the die's throw, the buying (a set each, a draft, or auctions), the selling (with
its challenges in the challenge variant) and the discards down to the hand limit. Each action
a player takes is followed by every step nobody has to decide (draws, sets nobody can pay
for, the next seller, the next round, the end of the game) until someone must act again;
:meth:`Rounds.apply` runs them and says what happened.

The game (:class:`~patentgame.model.buyword.game.BuyWordGame`) checks the action and keeps
the setup and the history; the :class:`~patentgame.model.buyword.ledger.Ledger` moves tiles
and money. This module holds what the rules decide between the two, which is why the state of
the round being played lives here.

A round is BuyWord's turn: the phase, the current seat, the rounds finished and the winners are
kept as every family playing in turns keeps them (:class:`TableTurns`), so the game reads them
as the patent and board games do. Like the patent game's challenges, a word offered in the
challenge variant waits for several seats at once: :attr:`Rounds.to_act` names them, while the
current seat stays the seller's.
"""

from __future__ import annotations

import random

from patentgame.model.buyword import die
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
from patentgame.model.buyword.auction import Auction
from patentgame.model.buyword.events import (
    AuctionStarted,
    ChallengeResolved,
    CountChosen,
    DieRolled,
    DisplayLaid,
    Event,
    GameOver,
    LastRound,
    Responded,
    RoundStarted,
    SellingEnded,
    SetBought,
    SetDeclined,
    TilesDiscarded,
    TilesDrawn,
    TileTaken,
    WordOffered,
    WordRefused,
    WordSold,
)
from patentgame.model.buyword.ledger import Ledger
from patentgame.model.buyword.legality import Table, checks_words, spell, word_fault
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import CHALLENGE_FEE, HAND_LIMIT, BuyWordRules
from patentgame.model.buyword.scoring import winners
from patentgame.model.buyword.tiles import is_wild, pips_of_tiles, price
from patentgame.model.table_game import TableTurns, clockwise, slot_names

__all__ = ["Rounds"]


class Rounds(TableTurns[Phase]):
    """The round being played (its die, its sets, its sales) and the steps that move the game
    on; the ledger it moves tiles and money on is the game's. The current seat is the one to
    act (the seller while the others answer their word, the leader once the game is over);
    the turns are the rounds finished."""

    __slots__ = (
        "_auction",
        "_auction_index",
        "_buyer_index",
        "_count",
        "_display",
        "_drafted",
        "_face",
        "_final",
        "_leader",
        "_ledger",
        "_number",
        "_offer",
        "_on_offer",
        "_picks",
        "_responses",
        "_rng",
        "_rules",
        "_seats",
        "_seller_index",
        "_to_act",
    )

    _face: int | None  # the die's face this round, None before the throw
    _count: int  # tiles each player gets this round (0 before the count is known)
    _auction: Auction
    _on_offer: tuple[int, ...]  # the set the buyer decides on, or the set being auctioned
    _buyer_index: int  # position in the round's order of the player buying (or drawing)
    _display: list[int]
    _drafted: list[list[int]]
    _picks: list[int]  # draft: the seats still to take a tile, in order
    _auction_index: int
    _seller_index: int
    _offer: Sell | None  # challenge variant: the word on offer
    _responses: dict[int, bool]
    _to_act: tuple[int, ...]  # the current seat, or the seats answering a word on offer

    def __init__(
        self, rules: BuyWordRules, seats: int, rng: random.Random, ledger: Ledger, leader: int
    ) -> None:
        """The game's first round, its leader to roll."""
        self._rules = rules
        self._seats = seats
        self._rng = rng
        self._ledger = ledger
        self._number = 0
        self._turns = 0
        self._leader = leader
        self._final = False
        self._winners = ()
        self._start()

    def copy(self, ledger: Ledger) -> Rounds:
        """An independent copy working on ``ledger`` (the copied game's), with the same
        generator state."""
        other = Rounds.__new__(Rounds)
        for name in slot_names(Rounds):
            setattr(other, name, getattr(self, name))
        other._ledger = ledger
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        other._rng = rng
        other._auction = self._auction.copy()
        other._display = self._display.copy()
        other._drafted = [tiles.copy() for tiles in self._drafted]
        other._picks = self._picks.copy()
        other._responses = dict(self._responses)
        return other

    # ---------------------------------------------------------------- reading

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (several only while a word awaits challenges)."""
        return self._to_act

    @property
    def number(self) -> int:
        """The round being played, from 1."""
        return self._number

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def face(self) -> int | None:
        return self._face

    @property
    def count(self) -> int:
        return self._count

    @property
    def final(self) -> bool:
        return self._final

    @property
    def on_offer(self) -> tuple[int, ...]:
        return self._on_offer

    @property
    def display(self) -> tuple[int, ...]:
        return tuple(self._display)

    def drafted(self, seat: int) -> tuple[int, ...]:
        return tuple(self._drafted[seat])

    @property
    def auction(self) -> Auction:
        return self._auction

    @property
    def offer(self) -> Sell | None:
        """Challenge variant: the word on offer, awaiting answers."""
        return self._offer

    def order(self) -> tuple[int, ...]:
        """This round's seats from the leader going left (clockwise)."""
        return clockwise(self._leader, self._seats)

    def tiles_in_play(self) -> list[int]:
        """The tiles between the bag and a hand: the set offered, the display, drafted ones."""
        return [*self._on_offer, *self._display, *(t for tiles in self._drafted for t in tiles)]

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action, table: Table) -> list[Event]:
        """Apply a legal ``action`` and every automatic step after it; ``table`` is the game,
        whose word lists judge the words sold."""
        events: list[Event] = []
        if isinstance(action, Roll):
            self._roll(events)
        elif isinstance(action, Choose):
            events.append(CountChosen(action.seat, action.count))
            self._set_count(action.count, events)
        elif isinstance(action, Take):
            self._take(action, events)
        elif isinstance(action, Buy):
            self._buy(action.seat, events)
        elif isinstance(action, Decline):
            self._ledger.set_aside(self._on_offer)
            events.append(SetDeclined(action.seat, self._on_offer, forced=False))
            self._buyer_index += 1
            self._offer_set(events)
        elif isinstance(action, (Bid, Pass)):
            self._bid_or_pass(action, events)
        elif isinstance(action, Sell):
            self._sell(action, table, events)
        elif isinstance(action, StopSelling):
            events.append(SellingEnded(action.seat))
            self._next_seller(events)
        elif isinstance(action, Respond):
            self._respond(action, table, events)
        elif isinstance(action, Discard):
            self._ledger.discard(action.seat, action.tiles)
            events.append(TilesDiscarded(action.seat, action.tiles))
            self._next_discarder(events)
        return events

    # ------------------------------------------------------------- the round

    def _await(self, phase: Phase, seat: int) -> None:
        """The game waits in ``phase`` for ``seat`` alone, whose step of the round it is."""
        self._phase = phase
        self._current = seat
        self._to_act = (seat,)

    def _start(self) -> list[Event]:
        self._number += 1
        self._face = None
        self._count = 0
        self._on_offer = ()
        self._buyer_index = 0
        self._display = []
        self._drafted = [[] for _ in range(self._seats)]
        self._picks = []
        self._auction_index = 0
        self._auction = Auction()
        self._seller_index = 0
        self._offer = None
        self._responses = {}
        self._await(Phase.ROLL, self._leader)
        return [RoundStarted(self._number, self._leader)]

    def _roll(self, events: list[Event]) -> None:
        face = die.roll(self._rng)
        self._face = face
        events.append(DieRolled(self._leader, face))
        if face == die.CHOICE:
            self._await(Phase.CHOOSE, self._leader)
        else:
            self._set_count(face, events)

    def _set_count(self, count: int, events: list[Event]) -> None:
        self._count = count
        needed = count * self._seats
        if self._ledger.bag_count < needed:
            # The bag cannot supply the round: its last tiles leave the game, nobody buys.
            last = self._ledger.empty_bag()
            self._final = True
            events.append(LastRound(count, needed, last))
            self._begin_selling(events)
        elif self._rules.draft:
            self._display = list(self._ledger.draw(needed))
            events.append(DisplayLaid(tuple(self._display)))
            self._picks = list(self.order()) * count
            self._await(Phase.DRAFT, self._picks[0])
        elif self._rules.auction:
            self._auction_index = 0
            self._next_auction(events)
        else:
            self._buyer_index = 0
            self._offer_set(events)

    # ----------------------------------------------------------- buying

    def _offer_set(self, events: list[Event]) -> None:
        """Offer the next player in order their set; skip those who cannot pay for it."""
        order = self.order()
        while self._buyer_index < len(order):
            seat = order[self._buyer_index]
            if self._rules.draft:
                tiles = tuple(self._drafted[seat])
                self._drafted[seat] = []
            else:
                tiles = self._ledger.draw(self._count)
                events.append(TilesDrawn(seat, tiles, price(pips_of_tiles(tiles))))
            self._on_offer = tiles
            if price(pips_of_tiles(tiles)) <= self._ledger.money(seat):
                self._await(Phase.BUY, seat)
                return
            self._ledger.set_aside(tiles)
            events.append(SetDeclined(seat, tiles, forced=True))
            self._buyer_index += 1
        self._on_offer = ()
        self._begin_selling(events)

    def _buy(self, seat: int, events: list[Event]) -> None:
        tiles = self._on_offer
        cost = price(pips_of_tiles(tiles))
        self._ledger.buy(seat, tiles, cost)
        events.append(SetBought(seat, tiles, cost))
        self._buyer_index += 1
        self._offer_set(events)

    def _take(self, action: Take, events: list[Event]) -> None:
        self._display.remove(action.tile)
        self._drafted[action.seat].append(action.tile)
        events.append(TileTaken(action.seat, action.tile))
        self._picks.pop(0)
        if self._picks:
            self._await(Phase.DRAFT, self._picks[0])
        else:
            self._buyer_index = 0
            self._offer_set(events)

    # ---------------------------------------------------------- auctions

    def _next_auction(self, events: list[Event]) -> None:
        """Draw the next player's set and open its auction (or move on to selling)."""
        order = self.order()
        while self._auction_index < len(order):
            seat = order[self._auction_index]
            tiles = self._ledger.draw(self._count)
            events.append(TilesDrawn(seat, tiles, price(pips_of_tiles(tiles))))
            self._on_offer = tiles
            bidders = self._auction.open(seat, self._seats, lambda s: self._ledger.money(s) > 0)
            if bidders:
                events.append(AuctionStarted(seat, tiles, bidders))
                self._await(Phase.AUCTION, bidders[0])
                return
            self._ledger.set_aside(tiles)
            events.append(SetDeclined(seat, tiles, forced=True))
            self._auction_index += 1
        self._on_offer = ()
        self._begin_selling(events)

    def _bid_or_pass(self, action: Bid | Pass, events: list[Event]) -> None:
        money = self._ledger.money
        if isinstance(action, Bid):
            happened, following = self._auction.bid(action.seat, action.amount, money)
        else:
            happened, following = self._auction.pass_(action.seat, money)
        events.extend(happened)
        if following is not None:
            self._await(Phase.AUCTION, following)
        else:
            self._close_auction(events)

    def _close_auction(self, events: list[Event]) -> None:
        tiles = self._on_offer
        winner = self._auction.high_bidder
        if winner is None:
            self._ledger.set_aside(tiles)
            drawer = self.order()[self._auction_index]
            events.append(SetDeclined(drawer, tiles, forced=True))
        else:
            self._ledger.buy(winner, tiles, self._auction.high_bid)
            events.append(SetBought(winner, tiles, self._auction.high_bid))
        self._auction_index += 1
        self._next_auction(events)

    # ----------------------------------------------------------- selling

    def _begin_selling(self, events: list[Event]) -> None:
        self._seller_index = -1
        self._next_seller(events)

    def _can_sell(self, seat: int) -> bool:
        hand = self._ledger.hand(seat)
        wilds = sum(1 for tile in hand if is_wild(tile))
        return len(hand) - wilds + min(wilds, 1) >= self._rules.min_word

    def _next_seller(self, events: list[Event]) -> None:
        order = self.order()
        self._seller_index += 1
        while self._seller_index < len(order):
            seat = order[self._seller_index]
            if self._can_sell(seat):
                self._await(Phase.SELL, seat)
                return
            self._seller_index += 1
        self._begin_discards(events)

    def _sell(self, action: Sell, table: Table, events: list[Event]) -> None:
        if checks_words(table):
            self._complete_sale(action, events)
            return
        others = tuple(seat for seat in self.order() if seat != action.seat)
        self._offer = action
        self._responses = {}
        self._phase = Phase.CHALLENGE
        self._to_act = others  # the current seat stays the seller's while they answer
        events.append(
            WordOffered(action.seat, spell(action.tiles, action.wild), action.tiles, others)
        )

    def _complete_sale(self, action: Sell, events: list[Event]) -> None:
        seat = action.seat
        pips = pips_of_tiles(action.tiles)
        value = price(pips)
        self._ledger.sell(seat, action.tiles, value)
        events.append(WordSold(seat, spell(action.tiles, action.wild), action.tiles, pips, value))
        self._await(Phase.SELL, seat)
        if not self._can_sell(seat):
            events.append(SellingEnded(seat))
            self._next_seller(events)

    def _respond(self, action: Respond, table: Table, events: list[Event]) -> None:
        """An answer to the word on offer; once all are in, the first challenger clockwise
        from the seller (if any) has the word checked."""
        self._responses[action.seat] = action.challenge
        events.append(Responded(action.seat, action.challenge))
        self._to_act = tuple(seat for seat in self._to_act if seat != action.seat)
        if self._to_act:
            return
        offer = self._offer
        assert offer is not None
        self._offer = None
        seller = offer.seat
        word = spell(offer.tiles, offer.wild)
        challenger = next(
            (
                seat
                for seat in clockwise(seller, self._seats, including_first=False)
                if self._responses.get(seat)
            ),
            None,
        )
        if challenger is None:
            self._complete_sale(offer, events)
        elif word_fault(table, word) is None:
            payer = self._ledger.pay_fee(challenger, seller)
            events.append(ChallengeResolved(seller, challenger, word, True, payer, CHALLENGE_FEE))
            self._complete_sale(offer, events)
        else:
            events.append(ChallengeResolved(seller, challenger, word, False, None, 0))
            events.append(WordRefused(seller, word, offer.tiles))
            events.append(SellingEnded(seller))
            self._next_seller(events)

    # -------------------------------------------------------- discarding

    def _begin_discards(self, events: list[Event]) -> None:
        if self._final:
            self._end_game(events)
            return
        self._seller_index = -1
        self._next_discarder(events)

    def _next_discarder(self, events: list[Event]) -> None:
        order = self.order()
        self._seller_index += 1
        while self._seller_index < len(order):
            seat = order[self._seller_index]
            if self._ledger.letters_held(seat) > HAND_LIMIT:
                self._await(Phase.DISCARD, seat)
                return
            self._seller_index += 1
        self._turns += 1
        self._leader = (self._leader + 1) % self._seats
        events.extend(self._start())

    def _end_game(self, events: list[Event]) -> None:
        balances = self._ledger.balances()
        self._winners = winners(list(balances))
        self._turns += 1
        self._phase = Phase.OVER
        self._current = self._leader
        self._to_act = ()
        events.append(GameOver(self._winners, balances))

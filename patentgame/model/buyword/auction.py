"""`Auction`: the bidding for one set (BuyWord's auction variant).

The set's drawer bids first, then the table clockwise; a seat passes for good, and a seat
that cannot top the high bid passes by itself. It is its own object because it is the one
part of a round with a state of its own (who still bids, the high bid), which the views and
the computer players read.
"""

from __future__ import annotations

from collections.abc import Callable

from patentgame.model.buyword.events import BidMade, BidPassed, Event
from patentgame.model.table_game import clockwise

__all__ = ["Auction"]


class Auction:
    """Who still bids for the set on offer, and the high bid so far."""

    __slots__ = ("_bidders", "_high_bid", "_high_bidder")

    def __init__(self) -> None:
        self._bidders: list[int] = []  # still bidding, in bidding order
        self._high_bid = 0
        self._high_bidder: int | None = None

    def copy(self) -> Auction:
        other = Auction()
        other._bidders = self._bidders.copy()
        other._high_bid = self._high_bid
        other._high_bidder = self._high_bidder
        return other

    @property
    def bidders(self) -> tuple[int, ...]:
        """The seats still bidding."""
        return tuple(self._bidders)

    @property
    def high_bid(self) -> int:
        """The highest bid for the set on offer (0 before the first bid)."""
        return self._high_bid

    @property
    def high_bidder(self) -> int | None:
        return self._high_bidder

    def open(self, drawer: int, seats: int, can_bid: Callable[[int], bool]) -> tuple[int, ...]:
        """Start the bidding for ``drawer``'s set among the seats that ``can_bid`` (have any
        money), from the drawer clockwise. Returns them (none: nobody can buy the set)."""
        self._bidders = [seat for seat in clockwise(drawer, seats) if can_bid(seat)]
        self._high_bid = 0
        self._high_bidder = None
        return tuple(self._bidders)

    def bid(
        self, seat: int, amount: int, money: Callable[[int], int]
    ) -> tuple[list[Event], int | None]:
        """``seat`` bids ``amount``. Returns what happened and who bids next (``None``: the
        auction is over), as :meth:`_next_after` finds them."""
        self._high_bid = amount
        self._high_bidder = seat
        events, following = self._next_after(self._bidders.index(seat), money)
        return [BidMade(seat, amount), *events], following

    def pass_(self, seat: int, money: Callable[[int], int]) -> tuple[list[Event], int | None]:
        """``seat`` passes for good. Returns what happened and who bids next."""
        index = self._bidders.index(seat)
        self._bidders.pop(index)
        events, following = self._next_after(index - 1, money)
        return [BidPassed(seat), *events], following

    def _next_after(
        self, after: int, money: Callable[[int], int]
    ) -> tuple[list[Event], int | None]:
        """The next seat still bidding after position ``after`` (``None`` once only the high
        bidder is left), passing for each seat on the way that cannot top the high bid: it
        has no choice to make."""
        events: list[Event] = []
        while True:
            if all(seat == self._high_bidder for seat in self._bidders):
                return events, None
            count = len(self._bidders)
            seat = next(
                self._bidders[(after + step) % count]
                for step in range(1, count + 1)
                if self._bidders[(after + step) % count] != self._high_bidder
            )
            if money(seat) > self._high_bid:
                return events, seat
            index = self._bidders.index(seat)
            self._bidders.pop(index)
            events.append(BidPassed(seat))
            after = index - 1

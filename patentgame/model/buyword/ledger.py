"""`Ledger`: where every BuyWord tile and every dollar is.

The round's steps (:mod:`patentgame.model.buyword.rounds`) decide what happens; the ledger
only moves tiles and money, so that the game's books always balance: every tile is once in
the bag, a hand, a set in play, the sold words, the tiles out of the game or the box, and
every dollar a player has is $200 less what they spent plus what they earned and the fees.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from patentgame.model.buyword.rules import CHALLENGE_FEE, STARTING_MONEY
from patentgame.model.buyword.tiles import WILD_TILES, is_wild, letter_of

__all__ = ["Ledger"]


class Ledger:
    """The bag, the hands, the money and the piles of a BuyWord game."""

    __slots__ = (
        "_bag",
        "_earned",
        "_fees",
        "_hands",
        "_money",
        "_out",
        "_sold",
        "_spent",
        "_unused_wilds",
    )

    _bag: list[int]  # the next tile drawn is the last element
    _hands: list[list[int]]  # in the order the tiles arrived; wilds included
    _money: list[int]
    _spent: list[int]  # paid for sets, per seat
    _earned: list[int]  # received for words, per seat
    _fees: list[int]  # challenge fees received minus paid, per seat
    _sold: list[int]  # tiles of sold words
    _out: list[int]  # tiles out of the game otherwise: declined, discarded, the bag's last
    _unused_wilds: tuple[int, ...]

    def __init__(self, bag: Sequence[int], seats: int, wilds: int, first_wild: int) -> None:
        """The table at the start: the bag in drawing order, ``wilds`` wild tiles dealt to each
        of ``seats`` players from ``first_wild`` on (the others stay in the box), $200 each."""
        self._bag = list(reversed(bag))
        self._hands = [
            list(range(first_wild + s * wilds, first_wild + (s + 1) * wilds)) for s in range(seats)
        ]
        self._unused_wilds = tuple(range(first_wild + seats * wilds, first_wild + WILD_TILES))
        self._money = [STARTING_MONEY] * seats
        self._spent = [0] * seats
        self._earned = [0] * seats
        self._fees = [0] * seats
        self._sold = []
        self._out = []

    def copy(self) -> Ledger:
        """An independent copy, for a game copied to try actions on."""
        other = Ledger.__new__(Ledger)
        other._bag = self._bag.copy()
        other._hands = [hand.copy() for hand in self._hands]
        other._money = self._money.copy()
        other._spent = self._spent.copy()
        other._earned = self._earned.copy()
        other._fees = self._fees.copy()
        other._sold = self._sold.copy()
        other._out = self._out.copy()
        other._unused_wilds = self._unused_wilds
        return other

    # ---------------------------------------------------------------- reading

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    def bag_letters(self) -> Counter[str]:
        """The letters left in the bag, not their order: a player who counts knows this."""
        return Counter(letter_of(tile) for tile in self._bag)

    def hand(self, seat: int) -> tuple[int, ...]:
        """The tiles ``seat`` holds, wild tiles included."""
        return tuple(self._hands[seat])

    def letters_held(self, seat: int) -> int:
        """How many letter tiles ``seat`` holds, wilds not counted (the hand limit's count)."""
        return sum(1 for tile in self._hands[seat] if not is_wild(tile))

    def money(self, seat: int) -> int:
        return self._money[seat]

    def balances(self) -> tuple[int, ...]:
        """Every seat's money, in seat order."""
        return tuple(self._money)

    def spent(self, seat: int) -> int:
        """Dollars ``seat`` paid for sets so far."""
        return self._spent[seat]

    def earned(self, seat: int) -> int:
        """Dollars ``seat`` received for words so far."""
        return self._earned[seat]

    def fees(self, seat: int) -> int:
        """Challenge fees ``seat`` received, less those it paid."""
        return self._fees[seat]

    @property
    def sold(self) -> tuple[int, ...]:
        """The tiles of the words sold."""
        return tuple(self._sold)

    @property
    def out(self) -> tuple[int, ...]:
        """Tiles out of the game unsold: declined sets, discards and the bag's last tiles."""
        return tuple(self._out)

    @property
    def unused_wilds(self) -> tuple[int, ...]:
        """Wild tiles nobody was dealt (they stay in the box)."""
        return self._unused_wilds

    # --------------------------------------------------------------- moving

    def draw(self, count: int) -> tuple[int, ...]:
        """The next ``count`` tiles from the bag, in drawing order."""
        return tuple(self._bag.pop() for _ in range(count))

    def empty_bag(self) -> tuple[int, ...]:
        """Take the bag's last tiles out of the game (a round it cannot supply) and name them."""
        last = tuple(reversed(self._bag))
        self._out.extend(last)
        self._bag.clear()
        return last

    def set_aside(self, tiles: Iterable[int]) -> None:
        """Put tiles out of the game unsold (a set declined or that nobody could pay for)."""
        self._out.extend(tiles)

    def buy(self, seat: int, tiles: Iterable[int], cost: int) -> None:
        """``seat`` pays ``cost`` for ``tiles``, which join its hand."""
        self._money[seat] -= cost
        self._spent[seat] += cost
        self._hands[seat].extend(tiles)

    def sell(self, seat: int, tiles: Iterable[int], value: int) -> None:
        """``seat`` sells a word of ``tiles`` from its hand for ``value``."""
        hand = self._hands[seat]
        for tile in tiles:
            hand.remove(tile)
            self._sold.append(tile)
        self._money[seat] += value
        self._earned[seat] += value

    def discard(self, seat: int, tiles: Iterable[int]) -> None:
        """``seat`` discards ``tiles`` from its hand, out of the game."""
        hand = self._hands[seat]
        for tile in tiles:
            hand.remove(tile)
            self._out.append(tile)

    def pay_fee(self, challenger: int, seller: int) -> int | None:
        """A challenge lost by ``challenger``: the fee goes to ``seller``, paid by the
        challenger when they can afford it, by the bank otherwise. Returns who paid
        (``None`` for the bank)."""
        payer = challenger if self._money[challenger] >= CHALLENGE_FEE else None
        if payer is not None:
            self._money[payer] -= CHALLENGE_FEE
            self._fees[payer] -= CHALLENGE_FEE
        self._money[seller] += CHALLENGE_FEE
        self._fees[seller] += CHALLENGE_FEE
        return payer

    def all_tiles(self, in_play: Iterable[int]) -> list[int]:
        """Every tile once: bag, ``in_play`` (sets offered, the display, drafted tiles), hands,
        sold, out and the box (for the invariant that none is lost or doubled)."""
        tiles = list(self._bag) + list(in_play)
        for hand in self._hands:
            tiles += hand
        return tiles + self._sold + self._out + list(self._unused_wilds)

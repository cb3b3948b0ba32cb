"""`Perspective`: what one seat may see of a BuyWord game, for computer players and the table.

Every tile reaches a hand face up (a drawn set is shown before it is bought, a drafted tile is
taken from the display, a sold word is laid out), so hands and the bag's letters are public:
a player who counts knows them. Only the order of the bag is hidden, and a perspective never
holds it, so a player built on it cannot cheat even by accident.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model.buyword.actions import Action
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.legality import SalePreview, WordList, preview_sale, why_illegal
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.buyword.tiles import (
    ENGLISH,
    TileSet,
    is_wild,
    letter_of,
    pips_of_tiles,
    price,
)
from patentgame.model.seats import SeatView
from patentgame.model.table_game import clockwise

if TYPE_CHECKING:
    from patentgame.model.buyword.game import BuyWordGame


@dataclass(frozen=True, slots=True)
class Perspective(SeatView[BuyWordRules]):
    """One seat's view of the table at one moment."""

    lexicon: WordList
    theme_words: WordList | None
    phase: Phase
    round: int
    leader: int
    order: tuple[int, ...]
    die: int | None
    count: int
    final_round: bool
    to_act: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    money_by_seat: tuple[int, ...]
    spent_by_seat: tuple[int, ...]
    earned_by_seat: tuple[int, ...]
    bag_count: int
    bag_letters: Mapping[str, int]
    on_offer: tuple[int, ...]
    display: tuple[int, ...]
    drafted: tuple[tuple[int, ...], ...]
    high_bid: int
    high_bidder: int | None
    bidders: tuple[int, ...]
    offered_word: tuple[int, str] | None
    tile_set: TileSet = ENGLISH

    @classmethod
    def of(cls, game: BuyWordGame, seat: int) -> Perspective:
        """The view of ``game`` from ``seat``."""
        seats = range(game.seats)
        return cls(
            seat=seat,
            players=game.players,
            rules=game.rules,
            lexicon_id=game.lexicon_id,
            lexicon=game.lexicon,
            theme_words=game.theme_words,
            phase=game.phase,
            round=game.round,
            leader=game.leader,
            order=clockwise(game.leader, game.seats),
            die=game.die,
            count=game.count,
            final_round=game.final_round,
            to_act=game.to_act,
            hands=tuple(game.hand(s) for s in seats),
            money_by_seat=tuple(game.money(s) for s in seats),
            spent_by_seat=tuple(game.ledger.spent(s) for s in seats),
            earned_by_seat=tuple(game.ledger.earned(s) for s in seats),
            bag_count=game.bag_count,
            bag_letters=MappingProxyType(dict(game.ledger.bag_letters())),
            on_offer=game.on_offer,
            display=game.display,
            drafted=tuple(game.drafted(s) for s in seats),
            high_bid=game.high_bid,
            high_bidder=game.high_bidder,
            bidders=game.auction.bidders,
            offered_word=game.offered_word,
            tile_set=game.tile_set,
        )

    # The `Table` protocol of legality.py, so that the same rules answer here as in the game.

    @property
    def seats(self) -> int:
        return len(self.players)

    def hand(self, seat: int) -> tuple[int, ...]:
        return self.hands[seat]

    def money(self, seat: int) -> int:
        return self.money_by_seat[seat]

    # Conveniences for players and the table.

    @property
    def own_hand(self) -> tuple[int, ...]:
        return self.hands[self.seat]

    @property
    def own_money(self) -> int:
        return self.money_by_seat[self.seat]

    @property
    def offer_price(self) -> int:
        """What the set on offer costs at its usual price: its pips squared (0 when none)."""
        return price(pips_of_tiles(self.on_offer))

    def letters(self, seat: int | None = None) -> str:
        """The letter tiles of ``seat``'s hand (this seat's by default) as capitals, wilds left
        out."""
        hand = self.hands[self.seat if seat is None else seat]
        return "".join(letter_of(tile) for tile in hand if not is_wild(tile))

    def wilds(self, seat: int | None = None) -> int:
        """How many wild tiles ``seat`` (this seat by default) holds."""
        hand = self.hands[self.seat if seat is None else seat]
        return sum(1 for tile in hand if is_wild(tile))

    def unseen_letters(self) -> Counter[str]:
        """The bag's letters as a counter (what the next draws come from)."""
        return Counter(self.bag_letters)

    @property
    def alone(self) -> bool:
        """Whether this is a game for one player."""
        return len(self.players) == 1

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """Why the game would refuse ``action`` now, or ``None`` when it would accept it."""
        return why_illegal(self, action)

    def preview_sale(self, tiles: Sequence[int], wild: str | None = None) -> SalePreview:
        """What selling ``tiles`` from this seat's hand would spell and fetch, and whether the
        game would take it now (the table's live price)."""
        return preview_sale(self, self.seat, tiles, wild)

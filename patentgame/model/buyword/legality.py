"""Whether an action is allowed now, and why not: shared by `Game` and `Perspective`.

Both expose the same public state (the `Table` protocol), so a computer player asks exactly
the question the engine will ask, and the table enables its buttons by the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

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
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import HAND_LIMIT, BuyWordRules, Checking
from patentgame.model.buyword.tiles import (
    WILD,
    TileSet,
    is_wild,
    letter_of,
    pips_of_tiles,
    price,
)


@dataclass(frozen=True, slots=True)
class SalePreview:
    """What tiles laid out for sale would spell and fetch, for the table's live price.

    Attributes:
        word: The word the tiles spell (``*`` for a wild whose letter is not given yet).
        pips: The tiles' pips.
        price: What the word would sell for: pips squared.
        fault: Why the sale would be refused now (``None``: it would be accepted, or offered
            to the others' challenges in the challenge variant).
    """

    word: str
    pips: int
    price: int
    fault: IllegalReason | None


class WordList(Protocol):
    """What the engine needs of a word list: membership of a lowercase word."""

    def __contains__(self, word: object, /) -> bool: ...


class Table(Protocol):
    """The public state legality depends on."""

    @property
    def rules(self) -> BuyWordRules: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> tuple[int, ...]: ...
    @property
    def seats(self) -> int: ...
    @property
    def lexicon(self) -> WordList: ...
    @property
    def tile_set(self) -> TileSet: ...
    @property
    def theme_words(self) -> WordList | None: ...
    @property
    def on_offer(self) -> tuple[int, ...]: ...
    @property
    def display(self) -> tuple[int, ...]: ...
    @property
    def high_bid(self) -> int: ...
    @property
    def offered_word(self) -> tuple[int, str] | None: ...
    def hand(self, seat: int) -> tuple[int, ...]: ...
    def money(self, seat: int) -> int: ...


#: The action kinds each phase accepts.
_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.ROLL: (Roll,),
    Phase.CHOOSE: (Choose,),
    Phase.DRAFT: (Take,),
    Phase.BUY: (Buy, Decline),
    Phase.AUCTION: (Bid, Pass),
    Phase.SELL: (Sell, StopSelling),
    Phase.CHALLENGE: (Respond,),
    Phase.DISCARD: (Discard,),
    Phase.OVER: (),
}


def spell(tiles: Sequence[int], wild: str | None) -> str:
    """The word ``tiles`` spell, in capitals, the wild tile standing for ``wild``.

    >>> spell((10, 0, 108), "T")
    'CAT'
    """
    return "".join((wild or WILD) if is_wild(tile) else letter_of(tile) for tile in tiles)


def checks_words(table: Table) -> bool:
    """Whether the game itself refuses words not in the list (always when playing alone)."""
    return table.rules.checking is Checking.AUTO or table.seats == 1


def word_fault(table: Table, word: str) -> IllegalReason | None:
    """Why ``word`` may not be sold in this game's lists, or ``None`` when it may."""
    lowered = word.lower()
    if lowered not in table.lexicon:
        return IllegalReason.NOT_A_WORD
    theme = table.theme_words
    if theme is not None and lowered not in theme:
        return IllegalReason.NOT_IN_THEME
    return None


def sale_fault(
    table: Table, seat: int, tiles: Sequence[int], wild: str | None
) -> IllegalReason | None:
    """Why selling ``tiles`` is refused, the word check aside."""
    hand = set(table.hand(seat))
    if not all(map(table.tile_set.holds, tiles)):
        return IllegalReason.UNKNOWN_TILE
    if len(set(tiles)) != len(tiles):
        return IllegalReason.DUPLICATE_TILE
    if any(tile not in hand for tile in tiles):
        return IllegalReason.TILE_NOT_IN_HAND
    if len(tiles) < table.rules.min_word:
        return IllegalReason.TOO_SHORT
    wilds = sum(1 for tile in tiles if is_wild(tile))
    if wilds > 1:
        return IllegalReason.TOO_MANY_WILDS
    if wilds and wild is None:
        return IllegalReason.WILD_LETTER_MISSING
    if not wilds and wild is not None:
        return IllegalReason.WILD_LETTER_WITHOUT_WILD
    if wild is not None and (len(wild) != 1 or wild not in table.tile_set.counts):
        return IllegalReason.BAD_WILD_LETTER
    return None


def why_illegal(table: Table, action: Action) -> IllegalReason | None:
    """Why ``action`` is refused now, or ``None`` when it is legal."""
    phase = table.phase
    if phase is Phase.OVER:
        return IllegalReason.GAME_OVER
    if isinstance(action, Respond) and phase is Phase.CHALLENGE:
        offered = table.offered_word
        if offered is not None and offered[0] == action.seat:
            return IllegalReason.SELLER_CANNOT_RESPOND
    if action.seat not in table.to_act:
        return IllegalReason.NOT_YOUR_TURN
    if not isinstance(action, _PHASE_ACTIONS[phase]):
        return IllegalReason.WRONG_PHASE
    seat = action.seat
    if isinstance(action, Choose):
        if not MIN_COUNT <= action.count <= MAX_COUNT:
            return IllegalReason.BAD_COUNT
    elif isinstance(action, Take):
        if action.tile not in table.display:
            return IllegalReason.NOT_ON_DISPLAY
    elif isinstance(action, Buy):
        if price(pips_of_tiles(table.on_offer)) > table.money(seat):
            return IllegalReason.CANNOT_AFFORD
    elif isinstance(action, Bid):
        if action.amount <= table.high_bid:
            return IllegalReason.BID_TOO_LOW
        if action.amount > table.money(seat):
            return IllegalReason.CANNOT_AFFORD
    elif isinstance(action, Sell):
        fault = sale_fault(table, seat, action.tiles, action.wild)
        if fault is None and checks_words(table):
            fault = word_fault(table, spell(action.tiles, action.wild))
        return fault
    elif isinstance(action, Discard):
        return discard_fault(table.hand(seat), action.tiles, table.tile_set)
    return None


def preview_sale(table: Table, seat: int, tiles: Sequence[int], wild: str | None) -> SalePreview:
    """The word, pips, price and legality of selling ``tiles`` now (see `SalePreview`).

    >>> from patentgame.model.buyword.actions import Buy, Choose, Roll
    >>> from patentgame.model.buyword.game import BuyWordGame, PlayerSpec, bag_starting_with
    >>> game = BuyWordGame.new([PlayerSpec("Ann")], {"cat"}, bag=bag_starting_with("CAT"), seed=2)
    >>> for action in (Roll(0), Choose(0, 3), Buy(0)):
    ...     _ = game.play(action)
    >>> preview_sale(game, 0, (10, 0, 91), None)
    SalePreview(word='CAT', pips=4, price=16, fault=None)
    >>> preview_sale(game, 0, (10, 108, 109), "A").fault
    <IllegalReason.TOO_MANY_WILDS: 'too_many_wilds'>
    """
    known = [tile for tile in tiles if table.tile_set.holds(tile)]
    pips = pips_of_tiles(known)
    return SalePreview(
        spell(known, wild), pips, price(pips), why_illegal(table, Sell(seat, tuple(tiles), wild))
    )


def discard_fault(
    hand: Sequence[int], tiles: Sequence[int], tile_set: TileSet
) -> IllegalReason | None:
    """Why discarding ``tiles`` (of ``tile_set``) from ``hand`` does not bring it down to the
    limit correctly."""
    held = set(hand)
    if not all(map(tile_set.holds, tiles)):
        return IllegalReason.UNKNOWN_TILE
    if len(set(tiles)) != len(tiles):
        return IllegalReason.DUPLICATE_TILE
    if any(tile not in held for tile in tiles):
        return IllegalReason.TILE_NOT_IN_HAND
    if any(is_wild(tile) for tile in tiles):
        return IllegalReason.WILD_NOT_DISCARDED
    letters = sum(1 for tile in hand if not is_wild(tile))
    if letters - len(tiles) > HAND_LIMIT:
        return IllegalReason.TOO_MANY_KEPT
    return None

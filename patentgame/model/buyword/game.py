"""`Game`: the phase machine of BuyWord.

State changes only through :meth:`Game.play`, which validates the action, applies it and every
automatic step after it (draws, sets nobody can pay for, the end of the bag, the passing of the
die, the end of the game) and reports them all as events. Every random step (the bag's order,
the die, the first leader) comes from the game's own seeded generator, so the setup and the
actions are the whole game (``docs/buyword-record.md``).

>>> words = {"cat", "act", "at", "ta"}
>>> game = BuyWordGame.new([PlayerSpec("Ann")], words, bag="CATS" + "E" * 12, seed=1)
Traceback (most recent call last):
    ...
ValueError: 'bag' must hold exactly the 108 letter tiles
>>> game = BuyWordGame.new([PlayerSpec("Ann")], words, bag=bag_starting_with("CATXQ"), seed=2)
>>> game.phase, game.to_act, game.money(0), len(game.hand(0))
(<Phase.ROLL: 'roll'>, (0,), 200, 8)
>>> [type(event).__name__ for event in game.play(Roll(0))], game.die
(['DieRolled'], 0)
>>> game.phase, game.to_act
(<Phase.CHOOSE: 'choose'>, (0,))
>>> game.play(Choose(0, 2))[-1]
TilesDrawn(seat=0, tiles=(10, 0), price=9)
>>> _ = game.play(Buy(0))
>>> game.phase, game.money(0)
(<Phase.SELL: 'sell'>, 191)
>>> for event in game.play(Sell(0, (10, 0, 108), wild="T")):
...     print(event)
WordSold(seat=0, word='CAT', tiles=(10, 0, 108), pips=4, price=16)
SellingEnded(seat=0)
RoundStarted(number=2, leader=0)
>>> game.money(0), game.phase
(207, <Phase.ROLL: 'roll'>)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

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
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.events import (
    AuctionStarted,
    BidMade,
    BidPassed,
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
from patentgame.model.buyword.legality import (
    WordList,
    checks_words,
    spell,
    why_illegal,
    word_fault,
)
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.record import Record
from patentgame.model.buyword.rules import (
    CHALLENGE_FEE,
    HAND_LIMIT,
    STARTING_MONEY,
    BuyWordRules,
)
from patentgame.model.buyword.scoring import winners
from patentgame.model.buyword.tiles import (
    ENGLISH,
    WILD_TILES,
    TileSet,
    is_wild,
    letter_of,
    pips_of_tiles,
    price,
    tile_set_of,
)
from patentgame.model.errors import IllegalActionError
from patentgame.model.json_types import JsonObject
from patentgame.model.lexicon import DEFAULT_LIST
from patentgame.model.seats import PlayerSpec

if TYPE_CHECKING:
    from patentgame.model.buyword.perspective import Perspective

__all__ = ["NEWS", "BuyWordGame", "PlayerSpec", "bag_starting_with"]

#: Events that bring news to the table: an action that caused one can no longer be taken back
#: freely (see :attr:`Game.settled_actions`). A set bought or declined, a tile taken from the
#: display, a bid passed, a word offered for answers, tiles discarded bring none.
NEWS = (
    RoundStarted,
    DieRolled,
    LastRound,
    DisplayLaid,
    TilesDrawn,
    AuctionStarted,
    BidMade,
    Responded,
    ChallengeResolved,
    WordRefused,
    WordSold,
    GameOver,
)


def bag_starting_with(top: str, tile_set: TileSet = ENGLISH) -> str:
    """A standard bag of ``tile_set`` whose first draws spell ``top``, the rest alphabetical
    (for examples and tests).

    >>> bag_starting_with("ZOO")[:5]
    'ZOOAA'
    """
    rest = list(tile_set.canonical_bag)
    for letter in top:
        rest.remove(letter)
    return top + "".join(rest)


class BuyWordGame:
    """A BuyWord game in progress: setup, the actions so far, and the state they lead to."""

    __slots__ = (
        "_actions",
        "_auction_index",
        "_bag",
        "_bag_order",
        "_bidders",
        "_buyer_index",
        "_count",
        "_display",
        "_drafted",
        "_earned",
        "_face",
        "_fees",
        "_final",
        "_first_leader",
        "_hands",
        "_high_bid",
        "_high_bidder",
        "_leader",
        "_lexicon_id",
        "_money",
        "_offer",
        "_on_offer",
        "_out",
        "_phase",
        "_picks",
        "_players",
        "_responses",
        "_rng",
        "_round",
        "_rules",
        "_seed",
        "_seller_index",
        "_settled",
        "_sold",
        "_spent",
        "_theme_words",
        "_tile_set",
        "_to_act",
        "_unused_wilds",
        "_winners",
        "_words",
    )

    _players: tuple[PlayerSpec, ...]
    _rules: BuyWordRules
    _words: WordList
    _theme_words: WordList | None
    _lexicon_id: str
    _tile_set: TileSet
    _seed: int
    _bag_order: str
    _first_leader: int
    _rng: random.Random
    _actions: list[Action]
    _bag: list[int]  # the next tile drawn is the last element
    _hands: list[list[int]]  # in the order the tiles arrived; wilds included
    _money: list[int]
    _spent: list[int]  # paid for sets, per seat
    _earned: list[int]  # received for words, per seat
    _fees: list[int]  # challenge fees received minus paid, per seat
    _sold: list[int]  # tiles of sold words
    _out: list[int]  # tiles out of the game otherwise: declined, discarded, the bag's last
    _unused_wilds: tuple[int, ...]
    _phase: Phase
    _to_act: tuple[int, ...]
    _round: int
    _leader: int
    _face: int | None
    _count: int
    _final: bool
    _on_offer: tuple[int, ...]  # the set the buyer decides on, or the set being auctioned
    _buyer_index: int  # position in the round's order of the player buying (or drawing)
    _display: list[int]
    _drafted: list[list[int]]
    _picks: list[int]  # draft: the seats still to take a tile, in order
    _auction_index: int
    _bidders: list[int]  # auction: still bidding, in bidding order
    _high_bid: int
    _high_bidder: int | None
    _seller_index: int
    _offer: Sell | None  # challenge variant: the word on offer
    _responses: dict[int, bool]
    _winners: tuple[int, ...]
    _settled: int  # actions before this index revealed something or were another seat's

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        players: Sequence[PlayerSpec],
        words: WordList,
        rules: BuyWordRules | None = None,
        *,
        seed: int = 0,
        bag: str | None = None,
        leader: int | None = None,
        lexicon_id: str = DEFAULT_LIST,
        theme_words: WordList | None = None,
        tile_set: TileSet | None = None,
    ) -> BuyWordGame:
        """Set up a game: wilds dealt, $200 each, the bag shuffled, the first leader to roll.

        Args:
            players: 1 to 4 seats, in clockwise order.
            words: The game's word list (anything answering ``"word" in words``).
            rules: The options; the published game by default.
            seed: Seeds the bag's order, the die and the first leader.
            bag: The bag's 108 letters in drawing order, instead of shuffling (tests, examples).
            leader: The first leader's seat, instead of choosing one at random.
            lexicon_id: The word list's id, kept for the record.
            theme_words: The theme's word list when ``rules.theme`` is set.
            tile_set: The tiles; by default those of the word list's language (English for a
                plain set of words), as a record's ``tiles`` key names them.

        Raises:
            ValueError: an impossible setup (player count, bag, leader, a missing theme list,
                a word list in a language BuyWord has no tiles for).
        """
        tiles = tile_set if tile_set is not None else tile_set_of(words)
        rules = rules or BuyWordRules()
        rules.check(len(players))
        if rules.theme is not None and theme_words is None:
            raise ValueError(f"the theme {rules.theme!r} needs its word list")
        if bag is not None and not tiles.is_standard_bag(bag):
            raise ValueError("'bag' must hold exactly the 108 letter tiles")
        if leader is not None and not 0 <= leader < len(players):
            raise ValueError("'leader' must be the seat of one of the players")
        game = cls.__new__(cls)
        game._players = tuple(players)
        game._rules = rules
        game._words = words
        game._theme_words = theme_words if rules.theme is not None else None
        game._lexicon_id = lexicon_id
        game._tile_set = tiles
        game._seed = seed
        rng = random.Random(seed)
        # The shuffle and the first leader are always drawn, even when given: the die's throws
        # then follow from the seed alone, so a record naming its bag and leader replays.
        letters = list(tiles.canonical_bag)
        rng.shuffle(letters)
        drawn_leader = rng.randrange(len(players))
        game._bag_order = "".join(letters) if bag is None else bag
        game._first_leader = drawn_leader if leader is None else leader
        game._rng = rng
        game._actions = []
        game._settled = 0
        game._bag = tiles.tiles_in_order(game._bag_order)[::-1]
        n = len(players)
        wilds = rules.wilds_for(n)
        first_wild = tiles.first_wild
        game._hands = [
            list(range(first_wild + s * wilds, first_wild + (s + 1) * wilds)) for s in range(n)
        ]
        game._unused_wilds = tuple(range(first_wild + n * wilds, first_wild + WILD_TILES))
        game._money = [STARTING_MONEY] * n
        game._spent = [0] * n
        game._earned = [0] * n
        game._fees = [0] * n
        game._sold = []
        game._out = []
        game._round = 0
        game._leader = game._first_leader
        game._final = False
        game._winners = ()
        game._reset_round_state()
        game._start_round()
        return game

    def _reset_round_state(self) -> None:
        self._face = None
        self._count = 0
        self._on_offer = ()
        self._buyer_index = 0
        self._display = []
        self._drafted = [[] for _ in self._players]
        self._picks = []
        self._auction_index = 0
        self._bidders = []
        self._high_bid = 0
        self._high_bidder = None
        self._seller_index = 0
        self._offer = None
        self._responses = {}

    def copy(self) -> BuyWordGame:
        """An independent copy (same seed state, same history) to try actions on."""
        other = BuyWordGame.__new__(BuyWordGame)
        for name in BuyWordGame.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(item) if isinstance(item, list) else item for item in value]
            elif isinstance(value, dict):
                value = dict(value)
            elif isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                value = rng
            setattr(other, name, value)
        return other

    # ------------------------------------------------------------ the public state

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        return self._players

    @property
    def seats(self) -> int:
        """The number of players."""
        return len(self._players)

    @property
    def rules(self) -> BuyWordRules:
        return self._rules

    @property
    def lexicon(self) -> WordList:
        """The game's word list, which every word sold must be in."""
        return self._words

    @property
    def theme_words(self) -> WordList | None:
        return self._theme_words

    @property
    def lexicon_id(self) -> str:
        """The id of the game's word list."""
        return self._lexicon_id

    @property
    def tile_set(self) -> TileSet:
        """The game's tiles: those of its word list's language."""
        return self._tile_set

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (several only while a word awaits challenges)."""
        return self._to_act

    @property
    def current(self) -> int:
        """The seat whose step of the round it is: the one to act, the seller while the others
        answer the word they offered (challenge variant), the leader once the game is over."""
        if self._offer is not None:
            return self._offer.seat
        return self._to_act[0] if self._to_act else self._leader

    @property
    def turns(self) -> int:
        """Finished rounds: a round is BuyWord's turn, in which every player buys and sells."""
        return self._round if self.game_over else self._round - 1

    @property
    def game_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def round(self) -> int:
        """The round being played, from 1."""
        return self._round

    @property
    def leader(self) -> int:
        """The seat holding the die this round."""
        return self._leader

    @property
    def first_leader(self) -> int:
        return self._first_leader

    @property
    def die(self) -> int | None:
        """The face thrown this round (0 = "choice"), or ``None`` before the throw."""
        return self._face

    @property
    def count(self) -> int:
        """Tiles each player gets this round, once known (0 before)."""
        return self._count

    @property
    def final_round(self) -> bool:
        """Whether the bag ran short this round, so the game ends after its selling."""
        return self._final

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    def bag_letters(self) -> Counter[str]:
        """The letters left in the bag, not their order: a player who counts knows this."""
        return Counter(letter_of(tile) for tile in self._bag)

    def hand(self, seat: int) -> tuple[int, ...]:
        """The tiles ``seat`` holds, wild tiles included."""
        return tuple(self._hands[seat])

    def money(self, seat: int) -> int:
        return self._money[seat]

    def score(self, seat: int) -> int:
        """What ``seat`` has to show for the game: its money (the most money wins)."""
        return self._money[seat]

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
    def on_offer(self) -> tuple[int, ...]:
        """The set the buyer decides on now, or the set being auctioned."""
        return self._on_offer

    @property
    def display(self) -> tuple[int, ...]:
        """Draft variant: the face-up tiles still to be taken."""
        return tuple(self._display)

    def drafted(self, seat: int) -> tuple[int, ...]:
        """Draft variant: the tiles ``seat`` has taken this round, not yet bought."""
        return tuple(self._drafted[seat])

    @property
    def high_bid(self) -> int:
        """Auction variant: the highest bid for the set on offer (0 before the first bid)."""
        return self._high_bid

    @property
    def high_bidder(self) -> int | None:
        return self._high_bidder

    @property
    def bidders(self) -> tuple[int, ...]:
        """Auction variant: the seats still bidding."""
        return tuple(self._bidders)

    @property
    def offered_word(self) -> tuple[int, str] | None:
        """Challenge variant: the seller and the word awaiting answers."""
        if self._offer is None:
            return None
        return self._offer.seat, spell(self._offer.tiles, self._offer.wild)

    @property
    def sold_tiles(self) -> tuple[int, ...]:
        return tuple(self._sold)

    @property
    def out_tiles(self) -> tuple[int, ...]:
        """Tiles out of the game unsold: declined sets, discards and the bag's last tiles."""
        return tuple(self._out)

    @property
    def unused_wilds(self) -> tuple[int, ...]:
        """Wild tiles nobody was dealt (they stay in the box)."""
        return self._unused_wilds

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the most money once the game is over (empty before)."""
        return self._winners

    @property
    def settled_actions(self) -> int:
        """How many of the first actions can no longer be taken back freely: each of them, or
        one after it, brought news (the die, drawn tiles, the display, a word's check or the
        answers to it, a new round) or was followed by another player's action. The actions
        after them are one player's own and revealed nothing (see
        :mod:`patentgame.model.buyword.takeback`)."""
        return self._settled

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def action_count(self) -> int:
        return len(self._actions)

    def order(self) -> tuple[int, ...]:
        """This round's seats from the leader going left (clockwise)."""
        n = len(self._players)
        return tuple((self._leader + step) % n for step in range(n))

    def perspective(self, seat: int) -> Perspective:
        """What ``seat`` may see now (everything but the order of the bag)."""
        from patentgame.model.buyword.perspective import Perspective

        return Perspective.of(self, seat)

    def record(self) -> Record:
        """The record of this game so far (``docs/buyword-record.md``), its bag and first
        leader written."""
        return Record(
            players=self._players,
            rules=self._rules,
            lexicon_id=self._lexicon_id,
            tiles=self._tile_set.language,
            leader=self._first_leader,
            bag=self._bag_order,
            seed=self._seed,
            actions=tuple(self._actions),
        )

    def summary(self) -> JsonObject:
        """The state as plain JSON data, for ``patentgame replay`` and bug reports."""
        return {
            "game": "buyword",
            "round": self._round,
            "phase": self._phase.value,
            "leader": self._leader,
            "die": self._face,
            "count": self._count,
            "to_act": list(self._to_act),
            "bag": len(self._bag),
            "players": [
                {
                    "name": spec.name,
                    "kind": spec.kind,
                    "money": self._money[seat],
                    "hand": "".join(letter_of(tile) for tile in self._hands[seat]),
                    "spent": self._spent[seat],
                    "earned": self._earned[seat],
                }
                for seat, spec in enumerate(self._players)
            ],
            "game_over": self.game_over,
            "winners": list(self._winners),
            "actions": len(self._actions),
        }

    # ------------------------------------------------------------------ acting

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """Why ``action`` would be refused now, or ``None`` when it is legal."""
        return why_illegal(self, action)

    def play(self, action: Action) -> tuple[Event, ...]:
        """Validate and apply ``action`` with every automatic step after it.

        Returns:
            What happened, in order.

        Raises:
            IllegalActionError: the action is not allowed now; its ``reason`` says why.
        """
        reason = why_illegal(self, action)
        if reason is not None:
            raise IllegalActionError(reason, action)
        if self._settled < len(self._actions) and self._actions[-1].seat != action.seat:
            self._settled = len(self._actions)  # another player acts on what stands
        self._actions.append(action)
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
            self._out.extend(self._on_offer)
            events.append(SetDeclined(action.seat, self._on_offer, forced=False))
            self._next_buyer(events)
        elif isinstance(action, Bid):
            self._bid(action, events)
        elif isinstance(action, Pass):
            self._pass(action.seat, events)
        elif isinstance(action, Sell):
            self._sell(action, events)
        elif isinstance(action, StopSelling):
            events.append(SellingEnded(action.seat))
            self._next_seller(events)
        elif isinstance(action, Respond):
            self._respond(action, events)
        elif isinstance(action, Discard):
            self._discard(action, events)
        if any(isinstance(event, NEWS) for event in events):
            self._settled = len(self._actions)
        return tuple(events)

    # ------------------------------------------------------------- the round

    def _start_round(self) -> list[Event]:
        self._round += 1
        self._reset_round_state()
        self._phase = Phase.ROLL
        self._to_act = (self._leader,)
        return [RoundStarted(self._round, self._leader)]

    def _roll(self, events: list[Event]) -> None:
        face = die.roll(self._rng)
        self._face = face
        events.append(DieRolled(self._leader, face))
        if face == die.CHOICE:
            self._phase = Phase.CHOOSE
            self._to_act = (self._leader,)
        else:
            self._set_count(face, events)

    def _set_count(self, count: int, events: list[Event]) -> None:
        self._count = count
        needed = count * len(self._players)
        if len(self._bag) < needed:
            # The bag cannot supply the round: its last tiles leave the game, nobody buys.
            last = tuple(reversed(self._bag))
            self._out.extend(last)
            self._bag.clear()
            self._final = True
            events.append(LastRound(count, needed, last))
            self._begin_selling(events)
        elif self._rules.draft:
            self._display = self._draw(needed)
            events.append(DisplayLaid(tuple(self._display)))
            self._picks = list(self.order()) * count
            self._phase = Phase.DRAFT
            self._to_act = (self._picks[0],)
        elif self._rules.auction:
            self._auction_index = 0
            self._next_auction(events)
        else:
            self._buyer_index = 0
            self._offer_set(events)

    def _draw(self, count: int) -> list[int]:
        return [self._bag.pop() for _ in range(count)]

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
                tiles = tuple(self._draw(self._count))
                events.append(TilesDrawn(seat, tiles, price(pips_of_tiles(tiles))))
            self._on_offer = tiles
            if price(pips_of_tiles(tiles)) <= self._money[seat]:
                self._phase = Phase.BUY
                self._to_act = (seat,)
                return
            self._out.extend(tiles)
            events.append(SetDeclined(seat, tiles, forced=True))
            self._buyer_index += 1
        self._on_offer = ()
        self._begin_selling(events)

    def _buy(self, seat: int, events: list[Event]) -> None:
        tiles = self._on_offer
        cost = price(pips_of_tiles(tiles))
        self._pay(seat, cost)
        self._hands[seat].extend(tiles)
        events.append(SetBought(seat, tiles, cost))
        self._next_buyer(events)

    def _pay(self, seat: int, cost: int) -> None:
        self._money[seat] -= cost
        self._spent[seat] += cost

    def _next_buyer(self, events: list[Event]) -> None:
        self._buyer_index += 1
        self._offer_set(events)

    def _take(self, action: Take, events: list[Event]) -> None:
        self._display.remove(action.tile)
        self._drafted[action.seat].append(action.tile)
        events.append(TileTaken(action.seat, action.tile))
        self._picks.pop(0)
        if self._picks:
            self._to_act = (self._picks[0],)
        else:
            self._buyer_index = 0
            self._offer_set(events)

    # ---------------------------------------------------------- auctions

    def _next_auction(self, events: list[Event]) -> None:
        """Draw the next player's set and open its auction (or move on to selling)."""
        order = self.order()
        while self._auction_index < len(order):
            seat = order[self._auction_index]
            tiles = tuple(self._draw(self._count))
            events.append(TilesDrawn(seat, tiles, price(pips_of_tiles(tiles))))
            self._on_offer = tiles
            n = len(order)
            bidders = [(seat + step) % n for step in range(n)]
            self._bidders = [each for each in bidders if self._money[each] > 0]
            self._high_bid = 0
            self._high_bidder = None
            if self._bidders:
                events.append(AuctionStarted(seat, tiles, tuple(self._bidders)))
                self._phase = Phase.AUCTION
                self._to_act = (self._bidders[0],)
                return
            self._out.extend(tiles)
            events.append(SetDeclined(seat, tiles, forced=True))
            self._auction_index += 1
        self._on_offer = ()
        self._begin_selling(events)

    def _bid(self, action: Bid, events: list[Event]) -> None:
        self._high_bid = action.amount
        self._high_bidder = action.seat
        events.append(BidMade(action.seat, action.amount))
        self._next_bidder(self._bidders.index(action.seat), events)

    def _pass(self, seat: int, events: list[Event]) -> None:
        index = self._bidders.index(seat)
        self._bidders.pop(index)
        events.append(BidPassed(seat))
        self._next_bidder(index - 1, events)

    def _next_bidder(self, after: int, events: list[Event]) -> None:
        """The next seat still bidding after position ``after``, or the end of the auction.

        A seat that cannot top the high bid passes by itself: it has no choice to make.
        """
        while True:
            others = [seat for seat in self._bidders if seat != self._high_bidder]
            if not others:
                self._close_auction(events)
                return
            count = len(self._bidders)
            seat = next(
                self._bidders[(after + step) % count]
                for step in range(1, count + 1)
                if self._bidders[(after + step) % count] != self._high_bidder
            )
            if self._money[seat] > self._high_bid:
                self._to_act = (seat,)
                return
            index = self._bidders.index(seat)
            self._bidders.pop(index)
            events.append(BidPassed(seat))
            after = index - 1

    def _close_auction(self, events: list[Event]) -> None:
        tiles = self._on_offer
        winner = self._high_bidder
        if winner is None:
            self._out.extend(tiles)
            drawer = self.order()[self._auction_index]
            events.append(SetDeclined(drawer, tiles, forced=True))
        else:
            self._pay(winner, self._high_bid)
            self._hands[winner].extend(tiles)
            events.append(SetBought(winner, tiles, self._high_bid))
        self._auction_index += 1
        self._next_auction(events)

    # ----------------------------------------------------------- selling

    def _begin_selling(self, events: list[Event]) -> None:
        self._seller_index = -1
        self._next_seller(events)

    def _can_sell(self, seat: int) -> bool:
        hand = self._hands[seat]
        wilds = sum(1 for tile in hand if is_wild(tile))
        return len(hand) - wilds + min(wilds, 1) >= self._rules.min_word

    def _next_seller(self, events: list[Event]) -> None:
        order = self.order()
        self._seller_index += 1
        while self._seller_index < len(order):
            seat = order[self._seller_index]
            if self._can_sell(seat):
                self._phase = Phase.SELL
                self._to_act = (seat,)
                return
            self._seller_index += 1
        self._begin_discards(events)

    def _sell(self, action: Sell, events: list[Event]) -> None:
        if checks_words(self):
            self._complete_sale(action, events)
            return
        others = tuple(seat for seat in self.order() if seat != action.seat)
        self._offer = action
        self._responses = {}
        self._phase = Phase.CHALLENGE
        self._to_act = others
        events.append(
            WordOffered(action.seat, spell(action.tiles, action.wild), action.tiles, others)
        )

    def _complete_sale(self, action: Sell, events: list[Event]) -> None:
        seat = action.seat
        pips = pips_of_tiles(action.tiles)
        value = price(pips)
        hand = self._hands[seat]
        for tile in action.tiles:
            hand.remove(tile)
        self._sold.extend(action.tiles)
        self._money[seat] += value
        self._earned[seat] += value
        events.append(WordSold(seat, spell(action.tiles, action.wild), action.tiles, pips, value))
        self._phase = Phase.SELL
        self._to_act = (seat,)
        if not self._can_sell(seat):
            events.append(SellingEnded(seat))
            self._next_seller(events)

    def _respond(self, action: Respond, events: list[Event]) -> None:
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
        n = len(self._players)
        clockwise = [(seller + step) % n for step in range(1, n)]
        challenger = next((seat for seat in clockwise if self._responses.get(seat)), None)
        if challenger is None:
            self._complete_sale(offer, events)
            return
        if word_fault(self, word) is None:
            payer: int | None = challenger if self._money[challenger] >= CHALLENGE_FEE else None
            if payer is not None:
                self._money[payer] -= CHALLENGE_FEE
                self._fees[payer] -= CHALLENGE_FEE
            self._money[seller] += CHALLENGE_FEE
            self._fees[seller] += CHALLENGE_FEE
            events.append(ChallengeResolved(seller, challenger, word, True, payer, CHALLENGE_FEE))
            self._complete_sale(offer, events)
            return
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

    def _letters_held(self, seat: int) -> int:
        return sum(1 for tile in self._hands[seat] if not is_wild(tile))

    def _next_discarder(self, events: list[Event]) -> None:
        order = self.order()
        self._seller_index += 1
        while self._seller_index < len(order):
            seat = order[self._seller_index]
            if self._letters_held(seat) > HAND_LIMIT:
                self._phase = Phase.DISCARD
                self._to_act = (seat,)
                return
            self._seller_index += 1
        self._leader = (self._leader + 1) % len(self._players)
        events.extend(self._start_round())

    def _discard(self, action: Discard, events: list[Event]) -> None:
        hand = self._hands[action.seat]
        for tile in action.tiles:
            hand.remove(tile)
        self._out.extend(action.tiles)
        events.append(TilesDiscarded(action.seat, action.tiles))
        self._next_discarder(events)

    def _end_game(self, events: list[Event]) -> None:
        self._winners = winners(self._money)
        self._phase = Phase.OVER
        self._to_act = ()
        events.append(GameOver(self._winners, tuple(self._money)))

    # ------------------------------------------------------------ checking

    def all_tiles(self) -> list[int]:
        """Every tile once: bag, hands, sets in play, sold, out and unused (for invariants)."""
        tiles = list(self._bag) + list(self._on_offer) + list(self._display)
        for seat in range(len(self._players)):
            tiles += self._hands[seat] + self._drafted[seat]
        return tiles + self._sold + self._out + list(self._unused_wilds)

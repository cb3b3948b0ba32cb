"""`Game`: the phase machine of BuyWord.

State changes only through :meth:`Game.play`, which validates the action, applies it and every
automatic step after it (draws, sets nobody can pay for, the end of the bag, the passing of the
die, the end of the game) and reports them all as events. Every random step (the bag's order,
the die, the first leader) comes from the game's own seeded generator, so the setup and the
actions are the whole game (``docs/buyword-record.md``).

>>> from patentgame.model.buyword.actions import Buy, Choose, Roll, Sell
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
from collections.abc import Sequence
from typing import TYPE_CHECKING

from patentgame.model.buyword.actions import Action
from patentgame.model.buyword.auction import Auction
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.events import (
    AuctionStarted,
    BidMade,
    ChallengeResolved,
    DieRolled,
    DisplayLaid,
    Event,
    GameOver,
    LastRound,
    Responded,
    RoundStarted,
    TilesDrawn,
    WordRefused,
    WordSold,
)
from patentgame.model.buyword.ledger import Ledger
from patentgame.model.buyword.legality import WordList, spell, why_illegal
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.record import Record
from patentgame.model.buyword.rounds import Rounds
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.buyword.tiles import ENGLISH, TileSet, letter_of, tile_set_of
from patentgame.model.errors import IllegalActionError
from patentgame.model.json_types import JsonObject
from patentgame.model.lexicon import DEFAULT_LIST
from patentgame.model.seats import PlayerSpec
from patentgame.model.table_game import TurnTakingGame

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


class BuyWordGame(TurnTakingGame[Action, BuyWordRules, Phase]):
    """A BuyWord game in progress: setup, the actions so far, and the state they lead to.

    The game checks each action and keeps the setup and the history; the round's steps are
    :class:`~patentgame.model.buyword.rounds.Rounds`' and the tiles and money are on the
    :class:`~patentgame.model.buyword.ledger.Ledger`. What the views and players read is here.
    The phase, the current seat, the turns (rounds) finished and the winners are read from the
    rounds as every game playing in turns reads them (:class:`TurnTakingGame`).
    """

    __slots__ = (
        "_bag_order",
        "_first_leader",
        "_ledger",
        "_settled",
        "_theme_words",
        "_tile_set",
    )

    _theme_words: WordList | None
    _tile_set: TileSet
    _bag_order: str
    _first_leader: int
    _ledger: Ledger
    _turns: Rounds
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
        game._lexicon = words
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
        game._actions = []
        game._settled = 0
        n = len(players)
        game._ledger = Ledger(
            tiles.tiles_in_order(game._bag_order), n, rules.wilds_for(n), tiles.first_wild
        )
        game._turns = Rounds(rules, n, rng, game._ledger, game._first_leader)
        return game

    def copy(self) -> BuyWordGame:
        """An independent copy (same generator state, same history) to try actions on."""
        other = BuyWordGame.__new__(BuyWordGame)
        for name in BuyWordGame._fields():
            setattr(other, name, getattr(self, name))
        other._actions = self._actions.copy()
        other._ledger = self._ledger.copy()
        other._turns = self._turns.copy(other._ledger)
        return other

    # ------------------------------------------------------------ the public state

    @property
    def seats(self) -> int:
        """The number of players."""
        return len(self._players)

    @property
    def theme_words(self) -> WordList | None:
        return self._theme_words

    @property
    def tile_set(self) -> TileSet:
        """The game's tiles: those of its word list's language."""
        return self._tile_set

    @property
    def ledger(self) -> Ledger:
        """Where every tile and dollar is: the bag, the hands, the money and its breakdown,
        the tiles sold and out of the game (read it; only the game's actions change it)."""
        return self._ledger

    @property
    def auction(self) -> Auction:
        """Auction variant: who still bids for the set on offer, and the high bid."""
        return self._turns.auction

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (several only while a word awaits challenges)."""
        return self._turns.to_act

    @property
    def game_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def round(self) -> int:
        """The round being played, from 1."""
        return self._turns.number

    @property
    def leader(self) -> int:
        """The seat holding the die this round."""
        return self._turns.leader

    @property
    def die(self) -> int | None:
        """The face thrown this round (0 = "choice"), or ``None`` before the throw."""
        return self._turns.face

    @property
    def count(self) -> int:
        """Tiles each player gets this round, once known (0 before)."""
        return self._turns.count

    @property
    def final_round(self) -> bool:
        """Whether the bag ran short this round, so the game ends after its selling."""
        return self._turns.final

    @property
    def bag_count(self) -> int:
        return self._ledger.bag_count

    def hand(self, seat: int) -> tuple[int, ...]:
        """The tiles ``seat`` holds, wild tiles included."""
        return self._ledger.hand(seat)

    def money(self, seat: int) -> int:
        return self._ledger.money(seat)

    def spent(self, seat: int) -> int:
        """Dollars ``seat`` paid for sets so far."""
        return self._ledger.spent(seat)

    def earned(self, seat: int) -> int:
        """Dollars ``seat`` received for words so far."""
        return self._ledger.earned(seat)

    def score(self, seat: int) -> int:
        """What ``seat`` has to show for the game: its money (the most money wins)."""
        return self._ledger.money(seat)

    @property
    def on_offer(self) -> tuple[int, ...]:
        """The set the buyer decides on now, or the set being auctioned."""
        return self._turns.on_offer

    @property
    def display(self) -> tuple[int, ...]:
        """Draft variant: the face-up tiles still to be taken."""
        return self._turns.display

    def drafted(self, seat: int) -> tuple[int, ...]:
        """Draft variant: the tiles ``seat`` has taken this round, not yet bought."""
        return self._turns.drafted(seat)

    @property
    def high_bid(self) -> int:
        """Auction variant: the highest bid for the set on offer (0 before the first bid)."""
        return self._turns.auction.high_bid

    @property
    def high_bidder(self) -> int | None:
        return self._turns.auction.high_bidder

    @property
    def offered_word(self) -> tuple[int, str] | None:
        """Challenge variant: the seller and the word awaiting answers."""
        offer = self._turns.offer
        if offer is None:
            return None
        return offer.seat, spell(offer.tiles, offer.wild)

    @property
    def settled_actions(self) -> int:
        """How many of the first actions can no longer be taken back freely: each of them, or
        one after it, brought news (the die, drawn tiles, the display, a word's check or the
        answers to it, a new round) or was followed by another player's action. The actions
        after them are one player's own and revealed nothing (see
        :mod:`patentgame.model.buyword.takeback`)."""
        return self._settled

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
            "round": self.round,
            "phase": self.phase.value,
            "leader": self.leader,
            "die": self.die,
            "count": self.count,
            "to_act": list(self.to_act),
            "bag": self.bag_count,
            "players": [
                {
                    "name": spec.name,
                    "kind": spec.kind,
                    "money": self._ledger.money(seat),
                    "hand": "".join(letter_of(tile) for tile in self._ledger.hand(seat)),
                    "spent": self._ledger.spent(seat),
                    "earned": self._ledger.earned(seat),
                }
                for seat, spec in enumerate(self._players)
            ],
            "game_over": self.game_over,
            "winners": list(self.winners),
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
        events = self._turns.apply(action, self)
        if any(isinstance(event, NEWS) for event in events):
            self._settled = len(self._actions)
        return tuple(events)

    def all_tiles(self) -> list[int]:
        """Every tile once: bag, hands, sets in play, sold, out and unused (for invariants)."""
        return self._ledger.all_tiles(self._turns.tiles_in_play())

"""`BuyWordGameModel`: BuyWord behind the house's game model, and what its views may read.

The views read the game through :attr:`BuyWordGameModel.state`, the engine's reading side
(:class:`BuyWordGameView`, never ``play()``), and change it only through
:meth:`~patentgame.controller.game_model.GameModel.submit`. The model also keeps each seat's
best sale and how many words it sold, told again when a saved game is opened.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple, Protocol

from patentgame import families
from patentgame.controller.buyword.narration import BuyWordNarration
from patentgame.controller.game_model import (
    GameModel,
    LogLine,
    scores_of,
)
from patentgame.controller.setup import GameSetup
from patentgame.model.buyword import events as ev
from patentgame.model.buyword.actions import (
    Action,
    Decline,
    Discard,
    Pass,
    Respond,
    StopSelling,
    Take,
)
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.legality import SalePreview
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import HAND_LIMIT, BuyWordRules
from patentgame.model.buyword.tiles import TileSet, is_wild
from patentgame.model.games import GameReading
from patentgame.model.lexicon import WordList
from patentgame.model.seats import PlayerSpec, you_seats

if TYPE_CHECKING:
    from patentgame.model.buyword.perspective import Perspective


class BuyWordGameView(GameReading[Phase, BuyWordRules], Protocol):
    """What the views may read of a BuyWord game: the engine's reading side, never ``play()``.

    ``Game`` has all of it; see there for what each name means.
    """

    @property
    def tile_set(self) -> TileSet: ...
    @property
    def round(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def die(self) -> int | None: ...
    @property
    def count(self) -> int: ...
    @property
    def bag_count(self) -> int: ...
    @property
    def on_offer(self) -> tuple[int, ...]: ...
    @property
    def display(self) -> tuple[int, ...]: ...
    @property
    def high_bid(self) -> int: ...
    @property
    def high_bidder(self) -> int | None: ...
    @property
    def offered_word(self) -> tuple[int, str] | None: ...
    def hand(self, seat: int) -> tuple[int, ...]: ...
    def drafted(self, seat: int) -> tuple[int, ...]: ...
    def money(self, seat: int) -> int: ...
    def spent(self, seat: int) -> int: ...
    def earned(self, seat: int) -> int: ...
    def why_illegal(self, action: Action) -> IllegalReason | None: ...
    def perspective(self, seat: int) -> Perspective: ...


class Sale(NamedTuple):
    """A word sold: the word (the wild's letter in lower case), its pips, its price, the
    round."""

    word: str
    pips: int
    price: int
    round: int


class BuyWordGameModel(GameModel[BuyWordGame, Action]):
    """The live BuyWord game: its setup, narration, retelling and the views' reading side."""

    family = families.BUYWORD

    #: Per seat: the dearest word sold and the words sold; the round being played; the teller
    #: of the game's events (:meth:`forget` sets them up).
    _best: dict[int, Sale]
    _sales: dict[int, int]
    _round: int
    _narration: BuyWordNarration | None

    # -- the reading side -----------------------------------------------------------------------
    @property
    def state(self) -> BuyWordGameView:
        """The game as the views may read it."""
        return self.game

    def preview_sale(self, seat: int, tiles: tuple[int, ...], wild: str | None) -> SalePreview:
        """What selling ``tiles`` from ``seat``'s hand would spell and fetch now (the live
        price), with the engine's own verdict."""
        return self.game.perspective(seat).preview_sale(tiles, wild)

    def best_sale(self, seat: int) -> Sale | None:
        """The dearest word ``seat`` sold, if any."""
        return self._best.get(seat)

    def words_sold(self, seat: int) -> int:
        return self._sales.get(seat, 0)

    def letters_held(self, seat: int) -> int:
        """Letter tiles (wilds left out) in ``seat``'s hand: the limit of 8 counts these."""
        return sum(1 for tile in self.game.hand(seat) if not is_wild(tile))

    def must_discard(self, seat: int) -> int:
        """How many letter tiles ``seat`` must put out now (0 unless it is their discard)."""
        game = self.game
        if game.phase is not Phase.DISCARD or seat not in game.to_act:
            return 0
        return max(0, self.letters_held(seat) - HAND_LIMIT)

    def review_theme_words(self) -> WordList | None:
        """The theme's word list of a theme game (the review offers its words only)."""
        return self.game.theme_words if self.has_game else None

    # -- take-backs -----------------------------------------------------------------------------
    def can_take_back(self, seat: int | None) -> bool:
        """Whether ``seat`` may take back its last action now: its own, since anything new
        was seen (``model/buyword/takeback.py``)."""
        from patentgame.model.buyword import takeback

        if seat is None or not self.has_game:
            return False
        return takeback.free_take_backs(self.game, seat) > 0

    def take_back(self) -> Action:
        """Take back the last action (after :meth:`can_take_back` said yes) and return it, so
        the table can lay a word taken back in the word row again."""
        from patentgame.model.buyword import takeback

        game = self.game
        last = game.actions[-1]
        self.rewind(takeback.taken_back(game, 1), 1)
        return last

    # -- the family's parts of the game model ---------------------------------------------------
    def make_game(self, setup: GameSetup, lexicon: WordList, seed: int) -> BuyWordGame:
        specs = [PlayerSpec(seat.name, seat.kind) for seat in setup.seats]
        rules = setup.rules if isinstance(setup.rules, BuyWordRules) else BuyWordRules()
        theme_words = None
        if rules.theme is not None:
            from patentgame.model.errors import LexiconError
            from patentgame.model.lexicon import Lexicon

            try:
                theme_words = Lexicon.load(rules.theme)
            except LexiconError as error:
                raise ValueError(str(error)) from None
        return BuyWordGame.new(
            specs, lexicon, rules, seed=seed, lexicon_id=setup.lexicon_id, theme_words=theme_words
        )

    def narration(self, game: BuyWordGame | None = None) -> BuyWordNarration:
        """The teller of this game's events (made again for each game: names and "you")."""
        players = (game or self.game).players
        if self._narration is None:
            self._narration = BuyWordNarration([p.name for p in players], you_seats(players))
        return self._narration

    def you(self) -> frozenset[int]:
        """The seats every sentence addresses as "you"."""
        return you_seats(self.game.players) if self.has_game else frozenset()

    def narrate(self, event: object, before: object) -> str:
        return self.narration().tell(event)

    def mark(self, event: object) -> tuple[int, bool]:
        strong = isinstance(
            event, ev.RoundStarted | ev.ChallengeResolved | ev.LastRound | ev.GameOver
        )
        return seat_of(event), strong

    def opening(self, game: BuyWordGame) -> tuple[object, str]:
        opening = ev.RoundStarted(max(1, game.round), game.leader)
        return opening, self.narration(game).tell(opening)

    def retell(self, game: BuyWordGame) -> list[LogLine]:
        from patentgame.model.buyword.replay import set_up
        from patentgame.model.errors import IllegalActionError

        fresh = set_up(game.record(), game.lexicon, game.theme_words)
        teller = self.narration(game)
        opening = ev.RoundStarted(max(1, fresh.round), fresh.leader)
        self.follow(opening)
        log = [LogLine(teller.tell(opening), *self.mark(opening))]
        for index, action in enumerate(game.actions):
            turns = fresh.turns
            try:
                events = fresh.play(action)
            except IllegalActionError as error:
                raise ValueError(error.reason.describe()) from None
            lines = []
            for event in events:
                text = teller.tell(event)
                if text:
                    lines.append(LogLine(text, *self.mark(event)))
                self.follow(event)
            if fresh.turns != turns:
                self.story.worth.append(scores_of(fresh))
            log += self.story.told(index, lines)
        return log

    def follow(self, event: object) -> None:
        if isinstance(event, ev.RoundStarted):
            self._round = event.number
        elif isinstance(event, ev.WordSold):
            from patentgame.controller.buyword.narration import sold_word

            self._sales[event.seat] = self._sales.get(event.seat, 0) + 1
            best = self._best.get(event.seat)
            if best is None or event.price > best.price:
                word = sold_word(event.word, event.tiles)
                self._best[event.seat] = Sale(word, event.pips, event.price, self._round)

    def forget(self) -> None:
        self._best, self._sales, self._round = {}, {}, 0
        self._narration = None

    def humblest_actions(self, seat: int) -> Iterator[Action]:
        game = self.game
        phase = game.phase
        if phase is Phase.BUY:
            yield Decline(seat)
        elif phase is Phase.AUCTION:
            yield Pass(seat)
        elif phase is Phase.SELL:
            yield StopSelling(seat)
        elif phase is Phase.CHALLENGE:
            yield Respond(seat, False)
        elif phase is Phase.DRAFT:
            yield from (Take(seat, tile) for tile in game.display[:1])
        elif phase is Phase.DISCARD:
            letters = [tile for tile in game.hand(seat) if not is_wild(tile)]
            yield Discard(seat, tuple(letters[HAND_LIMIT:]))
        from patentgame.model.buyword.actions import Choose, Roll

        yield from (Roll(seat), Choose(seat, 3))


def seat_of(event: object) -> int:
    """The seat an event is about, for the log's colour mark (-1: nobody's)."""
    if isinstance(event, ev.RoundStarted):
        return event.leader
    if isinstance(event, ev.ChallengeResolved):
        return event.seller
    return event.seat if isinstance(event, ev.Seated) else -1

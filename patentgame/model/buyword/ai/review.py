"""A BuyWord game reviewed beside the expert: each decision against the best option of the
same moment, valued in money.

A *turn* of the review is one decision point of a player:

- **buy or decline** the set drawn for them (a set they cannot pay for leaves no choice and is
  not reviewed);
- **sell** a word, or **stop** selling for the round (each sale is a decision of its own);
- **discard** down to 8 letter tiles.

Rolling the die, naming a count, drafting, bidding and answering a challenge are not reviewed.

The expert's choice is the option worth most on the expert's own scale (``ai:expert``'s
:class:`~patentgame.model.buyword.ai.economy.Economy` and
:class:`~patentgame.model.buyword.ai.plans.Planner`): the *money equity* of a hand is the value
of its best plan, the dollars of the words it can sell now plus what the tiles it keeps are
worth for the rounds left (nothing in the last round). An option is worth the dollars it
earns now (a word's price; a set's price as a loss) plus the money equity of the hand it
leaves:

- buy: the equity of the hand with the set, less the set's price; decline: the hand's equity;
- sell a word: its price plus the equity of the hand without its tiles (the expert's options
  are the dearest words it combines into plans, ``Planner.pairs`` of them); stop: what the
  hand is worth kept, without selling (down to 8 letter tiles the expert's way);
- discard: what the tiles kept are worth (the expert drops the tiles worth least).

What the player could see is what the expert is given: their own hand and money, the set on
offer, the rounds left by the bag's count (hands are public in BuyWord, the bag's order never
is). The choice made is valued the same way and joins the options, so the best is never worth
less; a word refused after a challenge earned nothing, as stopping.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from patentgame.model.buyword.actions import Action, Buy, Decline, Discard, Sell, StopSelling
from patentgame.model.buyword.ai.levels import STYLES
from patentgame.model.buyword.ai.plans import Planner
from patentgame.model.buyword.ai.players import rounds_left
from patentgame.model.buyword.events import WordRefused
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.perspective import Perspective
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.record import Record
from patentgame.model.buyword.replay import set_up
from patentgame.model.buyword.search import WalkableWords, WordFinder, tiles_for
from patentgame.model.buyword.tiles import is_wild, letter_of, pips_of_tiles, price
from patentgame.model.record import replaying
from patentgame.model.review import (
    GameReview,
    Kind,
    Option,
    Token,
    TurnReview,
    Unit,
    check,
)

#: The phases whose decisions are reviewed.
REVIEWED = (Phase.BUY, Phase.SELL, Phase.DISCARD)


class BuyWordReviewer:
    """Reviews BuyWord games with the expert's economy and the game's word list.

    Args:
        lexicon: The game's word list (a ``Lexicon`` the word search can walk).
    """

    def __init__(self, lexicon: WalkableWords) -> None:
        style = STYLES["ai:expert"]
        finder = WordFinder(lexicon)
        # The expert's figures with the pips, vowels and ease of the list's tiles (issue 35).
        self.economy = style.economy.for_tiles(finder.tile_set)
        self.planner = Planner(finder, self.economy, shortlist=style.shortlist)
        self._equities: dict[tuple[object, ...], float] = {}

    def review_record(
        self,
        record: Record,
        lexicon: WordList,
        seats: Sequence[int] | None = None,
        cancelled: Token | None = None,
        theme_words: WordList | None = None,
    ) -> GameReview:
        """The review of ``record``'s decisions (of ``seats`` only, if given).

        Raises:
            RecordError: the record does not replay.
            Cancelled: ``cancelled()`` said so between two decisions.
        """
        game = set_up(record, lexicon, theme_words)
        self._equities.clear()  # a theme's words or another list: hands are valued afresh
        wanted = tuple(range(game.seats)) if seats is None else tuple(seats)
        turns: list[TurnReview] = []
        sale: tuple[int, Perspective] | None = None  # the last sale reviewed, and its view
        for index, action in enumerate(record.actions):
            seat = action.seat
            view = game.perspective(seat) if game.phase in REVIEWED else None
            with replaying(index):
                events = game.play(action)
            if view is not None and seat in wanted:
                check(cancelled)
                turn = self.review_turn(view, action, index)
                if turn is not None:
                    turns.append(turn)
                    if isinstance(action, Sell):
                        sale = (len(turns) - 1, view)
            refused = [event.seat for event in events if isinstance(event, WordRefused)]
            if sale is not None and refused:
                number, sold_from = sale
                if turns[number].seat in refused:
                    turns[number] = self._refused(turns[number], sold_from)
                sale = None
        return GameReview("buyword", Unit.MONEY, game.players, wanted, tuple(turns), game.game_over)

    def review_turn(self, view: Perspective, action: Action, index: int) -> TurnReview | None:
        """The decision of ``action`` from ``view`` beside the expert's options; ``None`` when
        it was no choice (a set the player could not pay for)."""
        if view.phase is Phase.BUY:
            options = self._buying(view)
        elif view.phase is Phase.SELL:
            options = self._selling(view)
        else:
            options = self._discarding(view)
        if len(options) < 2 and not isinstance(action, (Sell, Discard)):
            return None
        made = self._made(view, action)
        return TurnReview.judged(view.seat, view.round - 1, index, made, options)

    def review_decision(
        self, view: Perspective, action: Action, index: int, *, refused: bool = False
    ) -> TurnReview | None:
        """One decision as the table's coach sees it once settled: ``refused``, a word the
        challenge turned down (it earned nothing, as stopping)."""
        turn = self.review_turn(view, action, index)
        if turn is not None and refused and isinstance(action, Sell):
            turn = self._refused(turn, view)
        return turn

    # ------------------------------------------------------------ equity

    def equity(self, letters: Counter[str], wilds: int, view: Perspective) -> float:
        """The money equity of a hand: its best plan's sales and what it keeps (each hand
        worked out once per moment of the game: many options leave the same hand)."""
        left = rounds_left(view)
        key = (tuple(sorted((+letters).items())), wilds, left, view.rules.min_word)
        found = self._equities.get(key)
        if found is None:
            plan = self.planner.best_plan(
                letters, wilds, left, min_length=view.rules.min_word, theme=view.theme_words
            )
            found = self._equities[key] = plan.value
        return found

    def kept_worth(self, letters: Counter[str], wilds: int, view: Perspective) -> float:
        """What a hand is worth kept without selling, down to 8 letter tiles the expert's way."""
        kept, _ = self.economy.tighten(+letters)
        return self.economy.keep_value(kept, wilds, rounds_left(view))

    # ------------------------------------------------------------ options

    def _buying(self, view: Perspective) -> list[Option]:
        letters, wilds = _counts(view.own_hand)
        offer = view.on_offer
        cost = price(pips_of_tiles(offer))
        decline = Option(
            Kind.DECLINE,
            Decline(view.seat),
            self.equity(letters, wilds, view),
            tiles=_letters(offer),
            kept=_letters(view.own_hand),
        )
        if cost > view.own_money:
            return [decline]
        more, more_wilds = _counts((*view.own_hand, *offer))
        buy = Option(
            Kind.BUY,
            Buy(view.seat),
            self.equity(more, more_wilds, view) - cost,
            points=-cost,
            tiles=_letters(offer),
            kept=_letters((*view.own_hand, *offer)),
        )
        return [buy, decline]

    def _selling(self, view: Perspective) -> list[Option]:
        hand = view.own_hand
        letters, wilds = _counts(hand)
        stop = Option(
            Kind.STOP,
            StopSelling(view.seat),
            self.kept_worth(letters, wilds, view),
            kept=_letters(hand),
        )
        options = [stop]
        offers = self.planner.offers(
            letters, wilds, min_length=view.rules.min_word, theme=view.theme_words
        )
        for offer in offers[: self.planner.pairs]:
            tiles = tiles_for(offer.word, offer.wild, hand)
            if tiles is not None:
                options.append(self._sale(view, Sell(view.seat, tiles, offer.wild), offer.word))
        return options

    def _sale(self, view: Perspective, action: Sell, word: str) -> Option:
        """Selling ``action``'s tiles: the word's price and the equity of the hand left."""
        left = list(view.own_hand)
        for tile in action.tiles:
            left.remove(tile)
        letters, wilds = _counts(left)
        earned = price(pips_of_tiles(action.tiles))
        return Option(
            Kind.SELL,
            action,
            earned + self.equity(letters, wilds, view),
            points=earned,
            words=(word,),
            kept=_letters(left),
        )

    def _discarding(self, view: Perspective) -> list[Option]:
        letters, _ = _counts(view.own_hand)
        _, dropped = self.economy.tighten(letters)
        spare = [tile for tile in view.own_hand if not is_wild(tile)]
        tiles: list[int] = []
        for letter in dropped:
            tile = next(t for t in spare if letter_of(t) == letter and t not in tiles)
            tiles.append(tile)
        return [self._discard(view, Discard(view.seat, tuple(tiles)))]

    def _discard(self, view: Perspective, action: Discard) -> Option:
        left = [tile for tile in view.own_hand if tile not in action.tiles]
        letters, wilds = _counts(left)
        value = self.economy.keep_value(letters, wilds, rounds_left(view))
        return Option(
            Kind.DISCARD, action, value, tiles=_letters(action.tiles), kept=_letters(left)
        )

    def _made(self, view: Perspective, action: Action) -> Option:
        """The choice made, valued as the options are."""
        if isinstance(action, Sell):
            word = view.preview_sale(action.tiles, action.wild).word
            return self._sale(view, action, word)
        if isinstance(action, Discard):
            return self._discard(view, action)
        if isinstance(action, Buy):
            return self._buying(view)[0]
        if isinstance(action, Decline):
            return self._buying(view)[-1]
        letters, wilds = _counts(view.own_hand)
        return Option(
            Kind.STOP, action, self.kept_worth(letters, wilds, view), kept=_letters(view.own_hand)
        )

    def _refused(self, turn: TurnReview, view: Perspective) -> TurnReview:
        """A sale refused after a challenge earned nothing: the seller kept the tiles and sells
        no more this round, as if they had stopped (an option, so the best is worth as much)."""
        made = turn.made
        letters, wilds = _counts(view.own_hand)
        value = self.kept_worth(letters, wilds, view)
        refused = Option(
            made.kind,
            made.action,
            value,
            0,
            made.words,
            kept=_letters(view.own_hand),
            withdrawn=True,
        )
        best = turn.best if turn.best.value >= refused.value else refused
        return TurnReview(turn.seat, turn.turn, turn.action_index, refused, best, turn.top)


def _counts(tiles: Sequence[int]) -> tuple[Counter[str], int]:
    """Tiles as letter counts and a number of wilds."""
    letters = Counter(letter_of(tile) for tile in tiles if not is_wild(tile))
    return letters, sum(1 for tile in tiles if is_wild(tile))


def _letters(tiles: Sequence[int]) -> tuple[str, ...]:
    """Tiles as letters (``*`` a wild)."""
    return tuple(letter_of(tile) for tile in tiles)

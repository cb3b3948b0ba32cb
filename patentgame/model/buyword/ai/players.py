"""BuyWord's computer players: a random baseline, the greedy baseline, and the four levels.

Every player answers whatever its seat must decide now (``view.phase``): roll the die, name a
count after a "choice" throw, take a tile from the display, buy or decline its set, bid, sell a
word or stop, answer a challenge, or discard down to 8 letter tiles. The levels differ the way
people differ (see ``levels.py``): the words they know, how likely they are to notice a long or
rare word, and how much of the economy they weigh.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from patentgame.model.ai import Budget, Decision, SafePlayer, noticing
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
from patentgame.model.buyword.ai.economy import Economy
from patentgame.model.buyword.ai.plans import Offer, Plan, Planner
from patentgame.model.buyword.die import MAX_COUNT, MIN_COUNT
from patentgame.model.buyword.legality import WordList, word_fault
from patentgame.model.buyword.perspective import Perspective
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import HAND_LIMIT
from patentgame.model.buyword.search import WordFinder, tiles_for
from patentgame.model.buyword.tiles import (
    is_wild,
    letter_of,
    pips_of_tiles,
    price,
)
from patentgame.wording import QT_TRANSLATE_NOOP

#: Tiles each player is expected to get per round (the die's 2-5, "choice" taken as 2).
EXPECTED_COUNT = 3.0


def hand_counts(view: Perspective, extra: Sequence[int] = ()) -> tuple[Counter[str], int]:
    """The seat's letters (and ``extra`` tiles) as a counter, and its wild tiles."""
    tiles = [*view.own_hand, *extra]
    letters = Counter(letter_of(tile) for tile in tiles if not is_wild(tile))
    return letters, sum(1 for tile in tiles if is_wild(tile))


def rounds_left(view: Perspective) -> float:
    """Rounds still to come in which tiles kept now may be sold (0 in the last round)."""
    if view.final_round:
        return 0.0
    return view.bag_count / (len(view.players) * EXPECTED_COUNT)


def letters_text(tiles: Sequence[int]) -> str:
    """Tiles as a person reads them: ``E, R, *``."""
    return ", ".join(letter_of(tile) for tile in tiles)


class BasePlayer(SafePlayer[Perspective, Action]):
    """Dispatch on what the seat must decide, and the decisions every player makes alike."""

    def __init__(self, finder: WordFinder) -> None:
        super().__init__()
        self.finder = finder

    def decide(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        phase = view.phase
        if phase is Phase.ROLL:
            decision: Decision[Action] = Decision(
                Roll(view.seat), QT_TRANSLATE_NOOP("Explanations", "rolled the die")
            )
        elif phase is Phase.CHOOSE:
            decision = self.choose_count(view, rng)
        elif phase is Phase.DRAFT:
            decision = self.take(view, rng)
        elif phase is Phase.BUY:
            decision = self.buy(view, rng, budget)
        elif phase is Phase.AUCTION:
            decision = self.bid(view, rng, budget)
        elif phase is Phase.SELL:
            decision = self.sell(view, rng, budget)
        elif phase is Phase.CHALLENGE:
            decision = self.respond(view, rng)
        elif phase is Phase.DISCARD:
            decision = self.discard(view, rng)
        else:
            raise ValueError("the game is over")
        return decision

    def safe_decision(self, view: Perspective) -> Decision[Action]:
        return fallback(view)

    # Each decision; the baselines and levels override what they do differently.

    def choose_count(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        return Decision(
            Choose(view.seat, MAX_COUNT), QT_TRANSLATE_NOOP("Explanations", "took the most tiles")
        )

    def take(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        tile = max(view.display, key=lambda tile: (pips_of_tiles((tile,)), -tile))
        return Decision(
            Take(view.seat, tile),
            QT_TRANSLATE_NOOP("Explanations", "took {letter}: the most pips").format(
                letter=letter_of(tile)
            ),
        )

    def buy(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        tiles = view.on_offer
        cost = price(pips_of_tiles(tiles))
        return Decision(
            Buy(view.seat),
            QT_TRANSLATE_NOOP("Explanations", "bought {tiles} for ${cost}").format(
                tiles=letters_text(tiles), cost=cost
            ),
        )

    def bid(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        """Bid up to the set's usual price, never more."""
        amount = view.high_bid + 1
        if amount <= price(pips_of_tiles(view.on_offer)) and amount <= view.own_money:
            return Decision(
                Bid(view.seat, amount),
                QT_TRANSLATE_NOOP("Explanations", "bid ${amount}: below the set's price").format(
                    amount=amount
                ),
            )
        return Decision(
            Pass(view.seat),
            QT_TRANSLATE_NOOP("Explanations", "passed: the bidding passed the set's price"),
        )

    def sell(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        letters, wilds = hand_counts(view)
        planner = Planner(self.finder, Economy().for_tiles(self.finder.tile_set))
        offers = planner.offers(
            letters, wilds, min_length=view.rules.min_word, theme=view.theme_words, limit=1
        )
        if not offers:
            return Decision(
                StopSelling(view.seat), QT_TRANSLATE_NOOP("Explanations", "no word in the hand")
            )
        return sale(
            view, offers[0], QT_TRANSLATE_NOOP("Explanations", "the dearest word in the hand")
        )

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Challenge a word the game's lists refuse; never bluff."""
        assert view.offered_word is not None
        word = view.offered_word[1]
        if word_fault(view, word) is not None:
            return challenged(view, word)
        return accepted(view, word)

    def discard(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Keep the tiles with the most pips."""
        letters = [tile for tile in view.own_hand if not is_wild(tile)]
        letters.sort(key=lambda tile: (pips_of_tiles((tile,)), tile))
        tiles = tuple(letters[: len(letters) - HAND_LIMIT])
        return Decision(
            Discard(view.seat, tiles),
            QT_TRANSLATE_NOOP("Explanations", "discarded {tiles}").format(
                tiles=letters_text(tiles)
            ),
        )


def challenged(view: Perspective, word: str) -> Decision[Action]:
    """Challenge the word on offer: the game's lists refuse it."""
    return Decision(
        Respond(view.seat, True),
        QT_TRANSLATE_NOOP("Explanations", "challenged {word}: not a word").format(word=word),
    )


def accepted(view: Perspective, word: str) -> Decision[Action]:
    """Accept the word on offer."""
    return Decision(
        Respond(view.seat, False),
        QT_TRANSLATE_NOOP("Explanations", "accepted {word}").format(word=word),
    )


def sale(view: Perspective, offer: Offer, why: str) -> Decision[Action]:
    """The decision to sell ``offer`` from the seat's hand."""
    tiles = tiles_for(offer.word, offer.wild, view.own_hand)
    if tiles is None:  # the plan was made for another hand: a bug, caught by the safety net
        return Decision(
            StopSelling(view.seat), QT_TRANSLATE_NOOP("Explanations", "no word in the hand")
        )
    return Decision(
        Sell(view.seat, tiles, offer.wild),
        QT_TRANSLATE_NOOP("Explanations", "sold {word} for ${price}: {why}").format(
            word=offer.describe(), price=offer.price, why=why
        ),
    )


def fallback(view: Perspective) -> Decision[Action]:
    """A legal action for any phase, used only if a player's own choice was refused."""
    seat = view.seat
    action: Action
    if view.phase is Phase.ROLL:
        action = Roll(seat)
    elif view.phase is Phase.CHOOSE:
        action = Choose(seat, MIN_COUNT)
    elif view.phase is Phase.DRAFT:
        action = Take(seat, view.display[0])
    elif view.phase is Phase.BUY:
        action = Decline(seat)
    elif view.phase is Phase.AUCTION:
        action = Pass(seat)
    elif view.phase is Phase.CHALLENGE:
        action = Respond(seat, False)
    elif view.phase is Phase.DISCARD:
        letters = [tile for tile in view.own_hand if not is_wild(tile)]
        action = Discard(seat, tuple(letters[HAND_LIMIT:]))
    else:
        action = StopSelling(seat)
    return Decision(action, QT_TRANSLATE_NOOP("Explanations", "passed"))


class RandomPlayer(BasePlayer):
    """A legal baseline: any count, any set, any word it finds, any discard, by chance."""

    player_id = "ai:random"

    def choose_count(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        count = rng.randint(MIN_COUNT, MAX_COUNT)
        return Decision(
            Choose(view.seat, count),
            QT_TRANSLATE_NOOP("Explanations", "named {count} by chance").format(count=count),
        )

    def take(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        tile = rng.choice(view.display)
        return Decision(
            Take(view.seat, tile),
            QT_TRANSLATE_NOOP("Explanations", "took {letter} by chance").format(
                letter=letter_of(tile)
            ),
        )

    def buy(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        if rng.random() < 0.5:
            return super().buy(view, rng, budget)
        return Decision(
            Decline(view.seat),
            QT_TRANSLATE_NOOP("Explanations", "declined {tiles} by chance").format(
                tiles=letters_text(view.on_offer)
            ),
        )

    def bid(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        amount = view.high_bid + rng.randint(1, 10)
        if rng.random() < 0.5 and amount <= view.own_money:
            return Decision(
                Bid(view.seat, amount),
                QT_TRANSLATE_NOOP("Explanations", "bid ${amount} by chance").format(amount=amount),
            )
        return Decision(Pass(view.seat), QT_TRANSLATE_NOOP("Explanations", "passed by chance"))

    def sell(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        if rng.random() < 0.4:
            return Decision(
                StopSelling(view.seat),
                QT_TRANSLATE_NOOP("Explanations", "stopped selling by chance"),
            )
        letters, wilds = hand_counts(view)
        planner = Planner(self.finder, Economy().for_tiles(self.finder.tile_set))
        offers = planner.offers(
            letters, wilds, min_length=view.rules.min_word, theme=view.theme_words, limit=20
        )
        if rng.random() < 0.1:
            # Unchecked words are tried now and then: the engine must refuse them cleanly.
            hand = list(view.own_hand)
            rng.shuffle(hand)
            size = rng.randint(view.rules.min_word, max(view.rules.min_word, len(hand)))
            tiles = tuple(hand[:size])
            wilds_in = [tile for tile in tiles if is_wild(tile)]
            wild = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") if wilds_in else None
            action = Sell(view.seat, tiles, wild)
            if len(wilds_in) <= 1 and view.why_illegal(action) is None:
                return Decision(
                    action, QT_TRANSLATE_NOOP("Explanations", "offered a jumble by chance")
                )
        if not offers:
            return Decision(
                StopSelling(view.seat), QT_TRANSLATE_NOOP("Explanations", "no word in the hand")
            )
        return sale(view, rng.choice(offers), QT_TRANSLATE_NOOP("Explanations", "by chance"))

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        challenge = rng.random() < 0.5
        return Decision(
            Respond(view.seat, challenge),
            QT_TRANSLATE_NOOP("Explanations", "challenged")
            if challenge
            else QT_TRANSLATE_NOOP("Explanations", "accepted"),
        )

    def discard(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        letters = [tile for tile in view.own_hand if not is_wild(tile)]
        extra = len(letters) - HAND_LIMIT
        tiles = tuple(rng.sample(letters, rng.randint(extra, len(letters))))
        return Decision(
            Discard(view.seat, tiles),
            QT_TRANSLATE_NOOP("Explanations", "discarded {count} tiles by chance").format(
                count=len(tiles)
            ),
        )


class GreedyPlayer(BasePlayer):
    """The baseline to beat: the most tiles on "choice", buys every set it can pay for, sells
    the dearest word whenever it has one, keeps the tiles with the most pips."""

    player_id = "ai:greedy"


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays. See ``levels.py`` for the four levels people choose.

    Attributes:
        everyday_words: Knows only everyday words (``en-common`` within the game's list).
        see_by_length: Chance to notice a word of 2, 3, ... 13 or more letters in a hand.
        see_rare: Chance to notice a word that is not an everyday word.
        shortlist: Words considered per decision, dearest first.
        economics: ``"plan"`` weighs every choice by the money now plus the worth of what it
            keeps (`Economy`); ``"simple"`` buys sets up to ``budget`` dollars, and sells its
            dearest word once it is ``sell_at`` pips or more (or the hand is too full).
        budget: The dearest set a ``"simple"`` player buys.
        sell_at: Pips a ``"simple"`` player waits for before selling.
        count: What the player names after a "choice" throw (0: what its economy advises).
        temperature: Among plans within ``near_best`` dollars of the best, one is picked with
            weight ``exp(-shortfall / temperature)``; 0 always takes the best.
        near_best: See ``temperature``.
        miss_invalid: Chance to let an invalid word pass unchallenged.
        challenge_rare: Chance to challenge a valid word that is not an everyday word.
        economy: The player's figures of worth.
    """

    everyday_words: bool
    see_by_length: tuple[float, ...] = (1.0,) * 12
    see_rare: float = 1.0
    shortlist: int = 30
    economics: Literal["plan", "simple"] = "plan"
    budget: int = 36
    sell_at: int = 8
    count: int = 0
    temperature: float = 0.0
    near_best: float = 0.0
    miss_invalid: float = 0.0
    challenge_rare: float = 0.0
    economy: Economy = field(default_factory=Economy)


class LevelPlayer(BasePlayer):
    """A level people choose: beginner, casual, strong or expert, as set by its `Style`."""

    def __init__(
        self,
        player_id: str,
        style: Style,
        finder: WordFinder,
        everyday: WordList,
    ) -> None:
        super().__init__(finder)
        self.player_id = player_id
        # The style's figures, with the pips, vowels and ease of the game's tiles.
        style = replace(style, economy=style.economy.for_tiles(finder.tile_set))
        self.style = style
        self.everyday = everyday
        known = everyday if style.everyday_words else None
        self.planner = Planner(finder, style.economy, known, shortlist=style.shortlist)
        self._auction: tuple[object, float] = (None, 0.0)

    # -------------------------------------------------------------- seeing

    def _sees(self, rng: random.Random) -> Callable[[str], bool] | None:
        """Whether this player notices a word now: long and rare words are easier to miss."""
        by_length = self.style.see_by_length
        longest = len(by_length) + 1  # the last chance counts for longer words too
        return noticing(
            by_length, self.style.see_rare, self.everyday, rng, shortest=2, longest=longest
        )

    def _plan(self, view: Perspective, rng: random.Random, extra: Sequence[int] = ()) -> Plan:
        letters, wilds = hand_counts(view, extra)
        return self.planner.best_plan(
            letters,
            wilds,
            rounds_left(view),
            min_length=view.rules.min_word,
            theme=view.theme_words,
            sees=self._sees(rng),
        )

    # ------------------------------------------------------------ the die

    def choose_count(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        style = self.style
        if style.count:
            return Decision(
                Choose(view.seat, style.count),
                QT_TRANSLATE_NOOP("Explanations", "named {count}, as usual").format(
                    count=style.count
                ),
            )
        count = best_count(view, style.economy)
        return Decision(
            Choose(view.seat, count),
            QT_TRANSLATE_NOOP(
                "Explanations", "named {count}: the most worth for the price, by the bag"
            ).format(count=count),
        )

    # ------------------------------------------------------------ buying

    def take(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Take the tile that adds most to the hand for what it adds to the set's price."""
        economy = self.style.economy
        letters, wilds = hand_counts(view, view.drafted[view.seat])
        left = rounds_left(view)
        base = economy.keep_value(letters, wilds, left)
        held = pips_of_tiles(view.drafted[view.seat])

        def gain(tile: int) -> float:
            if is_wild(tile):  # never on the display, but a tile is a tile
                return 0.0
            letter = letter_of(tile)
            letters[letter] += 1
            worth = economy.keep_value(letters, wilds, left) - base
            letters[letter] -= 1
            pips = economy.pips[letter]
            return worth - (price(held + pips) - price(held))

        tile = max(view.display, key=lambda tile: (gain(tile), -tile))
        return Decision(
            Take(view.seat, tile),
            QT_TRANSLATE_NOOP("Explanations", "took {letter}: it fits the hand best").format(
                letter=letter_of(tile)
            ),
        )

    def buy(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        tiles = view.on_offer
        cost = price(pips_of_tiles(tiles))
        shown = letters_text(tiles)
        if self.style.economics == "simple":
            if cost <= self.style.budget:
                return Decision(
                    Buy(view.seat),
                    QT_TRANSLATE_NOOP(
                        "Explanations", "bought {tiles} for ${cost}: cheap enough"
                    ).format(tiles=shown, cost=cost),
                )
            return Decision(
                Decline(view.seat),
                QT_TRANSLATE_NOOP("Explanations", "declined {tiles}: ${cost} is too dear").format(
                    tiles=shown, cost=cost
                ),
            )
        with_set = self._plan(view, rng, tiles)
        without = self._plan(view, rng)
        gain = with_set.value - cost - without.value
        if gain > 0:
            return Decision(
                Buy(view.seat),
                QT_TRANSLATE_NOOP(
                    "Explanations", "bought {tiles} for ${cost}: worth ${worth} to the hand"
                ).format(tiles=shown, cost=cost, worth=f"{cost + gain:.0f}"),
            )
        return Decision(
            Decline(view.seat),
            QT_TRANSLATE_NOOP(
                "Explanations", "declined {tiles}: worth ${worth} to the hand, costs ${cost}"
            ).format(tiles=shown, worth=f"{max(0.0, cost + gain):.0f}", cost=cost),
        )

    def bid(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        tiles = view.on_offer
        if self.style.economics == "simple":
            worth = float(min(self.style.budget, price(pips_of_tiles(tiles))))
        else:
            # Bids rise a dollar at a time while the set and the hand stay the same: the
            # set's worth is worked out once per auction.
            key = (view.round, tiles, view.own_hand)
            if self._auction[0] != key:
                gain = self._plan(view, rng, tiles).value - self._plan(view, rng).value
                self._auction = (key, gain)
            worth = self._auction[1]
        amount = view.high_bid + 1
        if amount <= worth and amount <= view.own_money:
            return Decision(
                Bid(view.seat, amount),
                QT_TRANSLATE_NOOP(
                    "Explanations", "bid ${amount}: the set is worth ${worth}"
                ).format(amount=amount, worth=f"{worth:.0f}"),
            )
        return Decision(
            Pass(view.seat),
            QT_TRANSLATE_NOOP("Explanations", "passed: the set is worth ${worth}").format(
                worth=f"{max(0.0, worth):.0f}"
            ),
        )

    # ----------------------------------------------------------- selling

    def sell(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        style = self.style
        if style.economics == "simple":
            return self._sell_simply(view, rng)
        plan = self._pick(view, rng, budget)
        if not plan.words:
            if view.final_round:
                return Decision(
                    StopSelling(view.seat),
                    QT_TRANSLATE_NOOP("Explanations", "no more words to sell"),
                )
            return Decision(
                StopSelling(view.seat),
                QT_TRANSLATE_NOOP("Explanations", "kept the tiles for a longer word"),
            )
        why = (
            QT_TRANSLATE_NOOP("Explanations", "the last round")
            if view.final_round
            else QT_TRANSLATE_NOOP("Explanations", "worth more sold than kept")
        )
        return sale(view, plan.words[0], why)

    def _sell_simply(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        letters, wilds = hand_counts(view)
        offers = self.planner.offers(
            letters,
            wilds,
            min_length=view.rules.min_word,
            theme=view.theme_words,
            sees=self._sees(rng),
            limit=1,
        )
        if not offers:
            return Decision(
                StopSelling(view.seat), QT_TRANSLATE_NOOP("Explanations", "saw no word in the hand")
            )
        offer = offers[0]
        full = sum(letters.values()) > HAND_LIMIT
        if offer.pips >= self.style.sell_at or full or view.final_round:
            why = (
                QT_TRANSLATE_NOOP("Explanations", "the hand is full")
                if full and offer.pips < self.style.sell_at
                else QT_TRANSLATE_NOOP("Explanations", "a good word")
            )
            return sale(view, offer, why)
        return Decision(
            StopSelling(view.seat),
            QT_TRANSLATE_NOOP("Explanations", "waited: {word} is not worth enough yet").format(
                word=offer.word
            ),
        )

    def _pick(self, view: Perspective, rng: random.Random, budget: Budget) -> Plan:
        """The best plan, or one of the near-best by weighted chance (those found in time)."""
        style = self.style
        letters, wilds = hand_counts(view)
        offers = self.planner.offers(
            letters,
            wilds,
            min_length=view.rules.min_word,
            theme=view.theme_words,
            sees=self._sees(rng),
        )
        left = rounds_left(view)
        best = self.planner.best_plan(letters, wilds, left, offers=offers)
        if style.temperature <= 0 or not offers:
            return best
        near = [best]
        for offer in offers:
            if budget.exhausted():
                break
            plan = self.planner.best_plan(letters, wilds, left, offers=[offer])
            if plan.words and plan is not best and plan.value >= best.value - style.near_best:
                near.append(plan)
        weights = [math.exp((plan.value - best.value) / style.temperature) for plan in near]
        return rng.choices(near, weights)[0]

    # ------------------------------------------------------- the others

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Challenge invalid words, though weaker levels miss some and doubt rare ones."""
        assert view.offered_word is not None
        style = self.style
        word = view.offered_word[1]
        if word_fault(view, word) is not None and rng.random() >= style.miss_invalid:
            return challenged(view, word)
        rare = style.challenge_rare > 0 and word.lower() not in self.everyday
        if rare and rng.random() < style.challenge_rare:
            return Decision(
                Respond(view.seat, True),
                QT_TRANSLATE_NOOP("Explanations", "challenged {word}: never heard of it").format(
                    word=word
                ),
            )
        return accepted(view, word)

    def discard(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        letters, _ = hand_counts(view)
        _, dropped = self.style.economy.tighten(letters)
        tiles: list[int] = []
        spare = [tile for tile in view.own_hand if not is_wild(tile)]
        for letter in dropped:
            tile = next(tile for tile in spare if letter_of(tile) == letter and tile not in tiles)
            tiles.append(tile)
        return Decision(
            Discard(view.seat, tuple(tiles)),
            QT_TRANSLATE_NOOP("Explanations", "discarded {tiles}: least worth keeping").format(
                tiles=", ".join(dropped)
            ),
        )


def best_count(view: Perspective, economy: Economy) -> int:
    """The count worth most to name after a "choice" throw, by the bag's letters.

    A set of ``k`` tiles is worth the sum of its tiles' worth and costs its pips squared, on
    average ``k * E[p**2] + k * (k - 1) * E[p]**2``; the count with the best difference wins.
    """
    bag = view.bag_letters
    total = sum(bag.values())
    if not total:
        return MIN_COUNT
    scale = min(1.0, rounds_left(view) / economy.horizon)
    pips = economy.pips
    mean = sum(pips[letter] * n for letter, n in bag.items()) / total
    square = sum(pips[letter] ** 2 * n for letter, n in bag.items()) / total
    worth = sum(economy.tile_worth(letter) * n for letter, n in bag.items()) / total * scale
    room = max(0, HAND_LIMIT + 4 - sum(hand_counts(view)[0].values()))

    def value(count: int) -> float:
        useful = min(count, room)
        return useful * worth - (count * square + count * (count - 1) * mean * mean)

    return max(range(MIN_COUNT, MAX_COUNT + 1), key=lambda count: (value(count), -count))


__all__ = ["GreedyPlayer", "LevelPlayer", "RandomPlayer", "Style"]

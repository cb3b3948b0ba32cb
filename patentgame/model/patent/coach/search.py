"""The coach's search: the best plays of a position by the expert's value, and why each is good.

The expert itself lays out only the 60 words that could earn most now, which is right for a
player with 150 ms to answer but can miss a short word that makes a valuable patent buyable.
The coach wants the best plays by the expert's whole value, so it searches wider, and exactly:

1. it lays out the expert's own shortlist and pairs, so it always finds what the expert finds;
2. it gives every other spellable word an upper bound of its value (what it could earn, plus
   the most the cards kept, the pool left and a patent could add) and lays words out best bound
   first, stopping when no word left could enter the top plays;
3. with the V patent it also pairs the best single words by value, not only by earnings.

Every value is the expert's (`play_worth`), less the value of passing, so a pass is worth 0.
A cancellation token is asked every few layouts; a cancelled search raises `Cancelled`.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Sequence

from patentgame.model import review
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Build, Discard, SlotKind
from patentgame.model.patent.ai.evaluation import (
    DRAW_VALUE,
    LETTER_KEEP,
    Outlook,
    PlayWorth,
    leave_value,
    play_worth,
    worst_cards,
)
from patentgame.model.patent.ai.levels import STYLES
from patentgame.model.patent.ai.moves import MoveGenerator, Play
from patentgame.model.patent.coach.advice import Candidate, PatentOffer, Royalty
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.scoring import royalties, score_play
from patentgame.model.patent.words import WordSource

#: The expert's style (step 11 of the ladder, ``ai:expert``): its weights, shortlist and pairs
#: are the coach's.
EXPERT = STYLES[11]

#: Layouts between two looks at the cancellation token (a layout takes about 50 microseconds).
CHECK_EVERY = 16

#: A gain far beyond any real one: a patent's worth at the best and the worst standing.
_FAR = 1e9


class Cancelled(review.Cancelled):
    """The caller cancelled the analysis (its token said so): the result would be stale (the
    house's review window stops on any family's)."""


Token = Callable[[], bool]


class Search:
    """One position's plays, found and valued on the expert's scale.

    Args:
        view: The seat's view at the start of its turn (``BUILD`` phase, its own turn).
        words: The game's words.
        outlook: The expert's outlook of ``view``.
        cancelled: Asked every few layouts; ``True`` stops the search with `Cancelled`.
    """

    def __init__(
        self,
        view: Perspective,
        words: WordSource,
        outlook: Outlook,
        cancelled: Token | None = None,
    ) -> None:
        self.view = view
        self.outlook = outlook
        self.generator = MoveGenerator(view, words)
        self.cancelled = cancelled
        self.pass_total = discard_worth(view, outlook, ()).total
        #: Every play valued, by its build: (value, play, worth).
        self.valued: dict[Build, tuple[float, Play, PlayWorth]] = {}
        self._layouts = 0

    # ----------------------------------------------------------------- search

    def run(self, keep: int) -> list[tuple[float, Play, PlayWorth]]:
        """Every play valued, best first; the ``keep`` best single words are exact."""
        generator = self.generator
        words = generator.spellable()
        self.check()
        shortlist = generator.shortlist(words, EXPERT.shortlist)
        expert_singles = self._lay_out(shortlist)
        self._best_of_the_rest(words, set(shortlist), keep)
        if "V" in generator.powers:
            pairs = generator.pairs(expert_singles, EXPERT.pairs)
            singles = [play for _, play, _ in self.ranked() if len(play.words) == 1]
            pairs += generator.pairs(singles[: EXPERT.pairs], EXPERT.pairs)
            self.check()
            for play in pairs:
                self._value(play)
        return self.ranked()

    def ranked(self) -> list[tuple[float, Play, PlayWorth]]:
        """The plays valued so far, best first (ties: the most earned, then the words)."""
        return sorted(
            self.valued.values(), key=lambda item: (-item[0], -item[1].gain, item[1].words)
        )

    def check(self) -> None:
        """Raise `Cancelled` if the token says so."""
        if self.cancelled is not None and self.cancelled():
            raise Cancelled

    def _lay_out(self, words: Iterable[str]) -> list[Play]:
        plays = []
        for word in words:
            play = self._layout(word)
            if play is not None:
                plays.append(play)
                self._value(play)
        return plays

    def _layout(self, word: str) -> Play | None:
        self._layouts += 1
        if self._layouts % CHECK_EVERY == 0:
            self.check()
        return self.generator.play_of((word,))

    def _best_of_the_rest(self, words: Sequence[str], done: set[str], keep: int) -> None:
        """Lay out the other words, best bound first, until none could enter the top ``keep``."""
        top = [value for value, play, _ in self.valued.values() if len(play.words) == 1]
        heapq.heapify(top)
        while len(top) > keep:
            heapq.heappop(top)
        bound = self._bound_of()
        rest = sorted(
            ((bound(word), word) for word in words if word not in done),
            key=lambda item: -item[0],
        )
        for limit, word in rest:
            if len(top) >= keep and limit < top[0]:
                break
            play = self._layout(word)
            if play is None:
                continue
            value = self._value(play)
            if len(top) < keep:
                heapq.heappush(top, value)
            elif value > top[0]:
                heapq.heapreplace(top, value)

    def _bound_of(self) -> Callable[[str], float]:
        """An upper bound of any single word's value, without laying it out.

        Earnings are at most the generator's bound; royalties only cost; the cards kept are at
        most every card's best of its keep value and a fresh card's; the pool left at most the
        cards it holds that are a burden; a patent at most its worth at the best standing.
        """
        view, outlook, generator = self.view, self.outlook, self.generator
        weights = outlook.weights
        kept = weights.leave * sum(
            max(0.0, LETTER_KEEP[view.letter(card)], DRAW_VALUE) for card in view.own_hand
        )
        pool = weights.pool * outlook.share
        pool *= sum(max(0.0, -LETTER_KEEP[view.letter(card)]) for card in view.pool)
        money = view.money(view.seat)
        patents = {
            letter: max(
                outlook.patent_worth(letter, _FAR, money),
                outlook.patent_worth(letter, -_FAR, money),
            )
            for letter in PATENT_COST
            if letter not in view.owners
        }
        base = self.pass_total

        def bound(word: str) -> float:
            earned = generator.bound(word)
            patent = max(
                (
                    patents[letter]
                    for letter in set(word.upper())
                    if letter in patents and PATENT_COST[letter] <= money + earned
                ),
                default=0.0,
            )
            return earned + kept + pool + max(0.0, patent) - base

        return bound

    def _value(self, play: Play) -> float:
        known = self.valued.get(play.build)
        if known is not None:
            return known[0]
        worth = self.worth_of(play)
        value = worth.total - self.pass_total
        self.valued[play.build] = (value, play, worth)
        return value

    def worth_of(self, play: Play) -> PlayWorth:
        """The expert's value of ``play``, term by term."""
        return play_worth(self.view, self.outlook, play)

    # ------------------------------------------------------------ candidates

    def candidate(self, play: Play, worth: PlayWorth, in_word_list: bool = True) -> Candidate:
        """``play`` with everything a person wants to know about it."""
        view = self.view
        seat = view.seat
        build = play.build
        spelled = legality.spell(build, view.letter)
        earnings = score_play(spelled, view.powers_of(seat), view.rules.doublers)
        powers = {letter for earned in earnings for letter in earned.doublers if letter != "Q"}
        if len(build.words) == 2:
            powers.add("V")
        slots = [slot.kind for word in build.words for slot in word]
        if SlotKind.COPY in slots:
            powers.add("X")
        if SlotKind.ADDED_S in slots:
            powers.add("Z")
        letters = [view.letter(card) for card in build.real_cards()]
        paid = royalties(letters, view.owners, seat)
        money = view.money(seat) + play.money
        offers = [
            PatentOffer(
                letter, PATENT_COST[letter], self.outlook.patent_worth(letter, play.gain, money)
            )
            for letter in play.letters
            if letter not in view.owners and PATENT_COST[letter] <= money
        ]
        offers.sort(key=lambda offer: (-offer.worth, -offer.cost, offer.letter))
        return Candidate(
            action=build,
            words=play.words,
            money=play.money,
            stock=play.stock,
            doublers=tuple(earned.doublers for earned in earnings),
            powers=frozenset(powers),
            royalties=tuple(
                Royalty(owner, letter, dollars)
                for owner, per_letter in sorted(paid.items())
                for letter, dollars in sorted(per_letter.items())
            ),
            patents=tuple(offers),
            pool_cards=play.pool_cards,
            worth=worth,
            value=worth.total - self.pass_total,
            in_word_list=in_word_list,
        )

    def discard_candidate(self, cards: Sequence[int]) -> Candidate:
        """Discarding ``cards`` (none: a pass) instead of building, on the same scale."""
        worth = discard_worth(self.view, self.outlook, cards)
        return Candidate(
            action=Discard(self.view.seat, tuple(cards)),
            words=(),
            money=0,
            stock=0,
            doublers=(),
            powers=frozenset(),
            royalties=(),
            patents=(),
            pool_cards=frozenset(),
            worth=worth,
            value=worth.total - self.pass_total,
        )

    def no_word(self) -> Candidate:
        """The expert's discard when no word can be laid out: the cards least worth keeping."""
        view = self.view
        letters = {card: view.letter(card) for card in view.own_hand}
        cards = worst_cards(letters, view.own_hand, bias=1.0) or list(view.own_hand)
        return self.discard_candidate(cards)


def discard_worth(view: Perspective, outlook: Outlook, cards: Sequence[int]) -> PlayWorth:
    """What discarding ``cards`` instead of building is worth, in the terms of `play_worth`.

    Nothing is earned and nothing bought; the cards kept and the fresh ones drawn for those
    discarded are valued as after a play, and the whole pool is left to the next player.
    """
    weights = outlook.weights
    gone = set(cards)
    kept = [view.letter(card) for card in view.own_hand if card not in gone]
    pool = sum(LETTER_KEEP[view.letter(card)] for card in view.pool)
    return PlayWorth(
        earned=0,
        royalties=0.0,
        cards_kept=weights.leave * (leave_value(kept) + DRAW_VALUE * len(gone)),
        pool_left=0.0 - weights.pool * outlook.share * pool,
        patent=0.0,
        patent_letter=None,
    )


def priced(view: Perspective, build: Build) -> Play:
    """A build as made (its Y declarations kept), priced like the move generator's plays."""
    seat = view.seat
    spelled = legality.spell(build, view.letter)
    earnings = score_play(spelled, view.powers_of(seat), view.rules.doublers)
    real = build.real_cards()
    letters = [view.letter(card) for card in real]
    paid = royalties(letters, view.owners, seat)
    hand = set(view.own_hand)
    return Play(
        build=build,
        words=tuple(word.letters for word in spelled),
        money=sum(earned.money for earned in earnings),
        stock=sum(earned.stock for earned in earnings),
        royalty=sum(sum(per.values()) for per in paid.values()),
        hand_cards=frozenset(card for card in real if card in hand),
        pool_cards=frozenset(card for card in real if card not in hand),
        letters=frozenset(letters),
    )

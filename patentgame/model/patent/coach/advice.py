"""What the coach tells: candidate plays with their reasons, hints, and reviews of turns and games.

Every figure is data (seats, letters, dollars), never prose: the table and ``patentgame review``
make the sentences, in the reader's language. Values are on one scale, the expert's: dollars of
final score more than keeping every card (a pass), so a pass is worth 0, a play worth 8.0 is
about $8 of final score better than passing, and one play's share of another is meaningful.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from patentgame.model.patent.actions import Build, Discard, SlotKind
from patentgame.model.patent.ai.evaluation import PlayWorth
from patentgame.model.review import biggest, running_totals
from patentgame.model.seats import PlayerSpec


@dataclass(frozen=True, slots=True)
class Royalty:
    """Dollars a play hands to another player's patent.

    Attributes:
        owner: The seat that receives them.
        letter: The patent's letter.
        dollars: One per real card of that letter.
    """

    owner: int
    letter: str
    dollars: int


@dataclass(frozen=True, slots=True)
class PatentOffer:
    """A patent a play makes buyable (its letter is on a real card, unowned and affordable).

    Attributes:
        letter: The patent's letter.
        cost: Its price, which is also its value at the end.
        worth: What the expert expects it to bring beyond its price: royalties from the
            opponents, its power's extra earnings, the race to the goal (negative when buying it
            would end the game while behind).
    """

    letter: str
    cost: int
    worth: float


@dataclass(frozen=True, slots=True)
class Candidate:
    """One thing the seat could do at the start of its turn, valued by the expert.

    Most candidates are builds; a discard appears only when no word can be laid out, or as the
    play a person made.

    Attributes:
        action: The build (or discard) itself; legal in the position analysed.
        words: The words in capitals, as placed (empty for a discard).
        money: Money the words earn, doublers included.
        stock: Stock the words earn.
        doublers: For each word, what doubled it: ``"Q"`` for the letter, ``"B"``, ``"J"``,
            ``"K"`` for the powers.
        powers: The builder's patent powers the play uses (B, J, K, V, X, Z).
        royalties: Dollars it hands to other players' patents, by owner and letter.
        patents: The patents it makes buyable, the most worth first.
        pool_cards: The cards it takes from the pool (the others are from the hand).
        worth: The expert's value term by term (dollars of final score, not relative to a pass).
        value: The expert's value less that of passing: the one scale the coach compares on.
        in_word_list: Whether every word is in the game's word list (a person's play may not
            be; a suggestion always is).
    """

    action: Build | Discard
    words: tuple[str, ...]
    money: int
    stock: int
    doublers: tuple[tuple[str, ...], ...]
    powers: frozenset[str]
    royalties: tuple[Royalty, ...]
    patents: tuple[PatentOffer, ...]
    pool_cards: frozenset[int]
    worth: PlayWorth
    value: float
    in_word_list: bool = True

    @property
    def is_build(self) -> bool:
        """Whether this is a build (a discard is not)."""
        return isinstance(self.action, Build)

    @property
    def lengths(self) -> tuple[int, ...]:
        """Letters of each word."""
        return tuple(len(word) for word in self.words)

    @property
    def royalty_total(self) -> int:
        """Dollars handed to other players' patents in all."""
        return sum(royalty.dollars for royalty in self.royalties)

    @property
    def best_patent(self) -> PatentOffer | None:
        """The patent worth buying after this play (the expert's pick), if any is."""
        if self.patents and self.patents[0].worth > 0:
            return self.patents[0]
        return None


class Source(enum.Enum):
    """Where a letter of a play comes from."""

    HAND = "hand"
    POOL = "pool"
    COPY = "copy"  # the X copy of a card used elsewhere in the play
    ADDED_S = "added_s"  # the Z-added S, which needs no card


@dataclass(frozen=True, slots=True)
class LetterInPlace:
    """One letter of a play, where it goes: hint step 2 shows some of these.

    Attributes:
        word: Which word of the play (0, or 1 for a V play's second word).
        position: The letter's place in that word, from 0.
        letter: The letter.
        card: The card that fills the place (``None`` for the Z-added S).
        source: Whether the card is in the hand, the pool, the X copy or the added S.
    """

    word: int
    position: int
    letter: str
    card: int | None
    source: Source


@dataclass(frozen=True, slots=True)
class Hints:
    """The three graduated hints of the best play.

    Attributes:
        lengths: Step 1: letters of each word of the best play.
        money: Step 1: what it earns...
        stock: ...in money and stock.
        letters: Step 2: some of its letters in place (about a third of each word's, the first
            letter always among them).
        play: Step 3: the whole play.
    """

    lengths: tuple[int, ...]
    money: int
    stock: int
    letters: tuple[LetterInPlace, ...]
    play: Candidate


#: How many of the coach's best builds a second opinion weighs.
OPINION_PLAYS = 4


@dataclass(frozen=True, slots=True)
class Opinion:
    """A second opinion on the coach's best builds: the master's, which plays each out on the
    same guesses of the hidden cards (see `patentgame.model.patent.ai.master`).

    The coach's values stay the expert's; an opinion is shown beside them, with how sure it is:
    the guesses it rests on and each build's chance to win in them.

    Attributes:
        choice: The index in ``plays`` of the build preferred.
        chances: For each build, its mean outcome on the guesses it was played out on, roughly
            its chance to win (``None``: never played out).
        guesses: How many guesses the preferred build was played out on.
        plays: The builds weighed, in the coach's order (the coach fills them in; a judge
            answers about the builds it was given).
    """

    choice: int
    chances: tuple[float | None, ...]
    guesses: int
    plays: tuple[Candidate, ...] = ()

    @property
    def preferred(self) -> Candidate | None:
        """The build preferred (``None`` before the coach filled in the plays)."""
        return self.plays[self.choice] if 0 <= self.choice < len(self.plays) else None

    @property
    def agrees(self) -> bool:
        """Whether the build preferred is the first of those weighed (the expert's choice)."""
        return self.choice == 0

    @property
    def gain(self) -> float | None:
        """How much more often the preferred build wins than the first, in the guesses (0 when
        they are the same build; ``None`` when either was not played out)."""
        mine, first = self.chances[self.choice], self.chances[0] if self.chances else None
        if mine is None or first is None:
            return None
        return mine - first


@dataclass(frozen=True, slots=True)
class Analysis:
    """The best plays of one seat at the start of its turn, as that seat sees the table.

    Attributes:
        seat: The seat analysed.
        turn: Turns finished before this one (the game's ``turns``).
        candidates: The best plays, best first (at most the coach's ``top``). Empty only when
            the seat has no card to play.
        searched: How many plays were valued to find them.
        opinion: The second opinion (a stronger, slower player's, when the coach has one) on
            its best builds; ``None`` without one, when it had no time or fewer than two builds
            were found.
    """

    seat: int
    turn: int
    candidates: tuple[Candidate, ...]
    searched: int
    opinion: Opinion | None = None

    @property
    def second_choice(self) -> int | None:
        """The index in ``candidates`` of the build the second opinion prefers, or ``None``."""
        preferred = self.opinion.preferred if self.opinion is not None else None
        return self.candidates.index(preferred) if preferred is not None else None

    @property
    def opinion_plays(self) -> tuple[Candidate, ...]:
        """The builds a second opinion weighs: the builds among the best few, in order."""
        return tuple(c for c in self.candidates[:OPINION_PLAYS] if c.is_build)

    @property
    def best(self) -> Candidate | None:
        """The expert's choice."""
        return self.candidates[0] if self.candidates else None

    @property
    def hints(self) -> Hints | None:
        """The hints of the best play; ``None`` when no word can be laid out."""
        best = self.best
        if best is None or not isinstance(best.action, Build):
            return None
        return Hints(best.lengths, best.money, best.stock, letters_shown(best), best)


def letters_in_place(candidate: Candidate) -> tuple[LetterInPlace, ...]:
    """Every letter of a build, where it goes and which card fills it."""
    action = candidate.action
    if not isinstance(action, Build):
        return ()
    out = []
    for w, word in enumerate(action.words):
        for p, slot in enumerate(word):
            letter = candidate.words[w][p]
            if slot.kind is SlotKind.ADDED_S:
                source = Source.ADDED_S
            elif slot.kind is SlotKind.COPY:
                source = Source.COPY
            else:
                source = Source.POOL if slot.card in candidate.pool_cards else Source.HAND
            out.append(LetterInPlace(w, p, letter, slot.card, source))
    return tuple(out)


def letters_shown(candidate: Candidate) -> tuple[LetterInPlace, ...]:
    """Hint step 2: every third letter of each word, from the first (CAT: C; PLANETS: P, N, S).

    Spread out, the letters give away the word's shape without spelling it.
    """
    return tuple(place for place in letters_in_place(candidate) if place.position % 3 == 0)


@dataclass(frozen=True, slots=True)
class PurchaseReview:
    """The purchase after a turn's build, beside the expert's.

    Attributes:
        offered: The patents that were in reach, each with the expert's worth, most first.
        bought: The letter bought, or ``None``.
        best: The expert's purchase: the patent worth most, or ``None`` when none is worth
            buying (buying would end the game while behind, or nothing is in reach).
    """

    offered: tuple[PatentOffer, ...]
    bought: str | None
    best: str | None

    def worth_of(self, letter: str | None) -> float:
        """The expert's worth of buying ``letter`` (0 for buying nothing)."""
        return next((offer.worth for offer in self.offered if offer.letter == letter), 0.0)

    @property
    def given_up(self) -> float:
        """What the purchase made gave up against the expert's (0 when it is as good)."""
        return max(0.0, self.worth_of(self.best) - self.worth_of(self.bought))


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One turn: the play made beside the best plays from the same position.

    Attributes:
        seat: Whose turn.
        turn: Turns finished before it.
        action_index: Index in the record's actions of the turn's decision (its build or
            discard), for a replay viewer to show the position.
        top: The best plays, best first (three unless fewer were found).
        best: The best play: the expert's choice, or the play made when the search found
            nothing better.
        made: The play made (its build, or its discard), valued the same way.
        rejected: Words of the turn that the game refused (a challenge, the automatic check).
        purchase: The purchase beside the expert's; ``None`` when no patent was in reach.
        opinion: The second opinion on the turn's best builds, when the coach has one and
            there was time.
        penalty: Whether the turn ended with the penalty card of a refused word (``made`` is
            then that card as a discard: no play the seat chose).
    """

    seat: int
    turn: int
    action_index: int
    top: tuple[Candidate, ...]
    best: Candidate
    made: Candidate
    rejected: tuple[str, ...]
    purchase: PurchaseReview | None
    opinion: Opinion | None = None
    penalty: bool = False

    @property
    def given_up(self) -> float:
        """Value the play made gave up against the best play (never negative)."""
        return max(0.0, self.best.value - self.made.value)

    @property
    def total_given_up(self) -> float:
        """Value given up by the play and the purchase together."""
        return self.given_up + (self.purchase.given_up if self.purchase else 0.0)

    @property
    def share(self) -> float | None:
        """The play made's share of the best play's value, 0 to 1.

        ``None`` when the best play is worth no more than passing, where a share means nothing.
        """
        best = self.best.value
        if best <= 0:
            return None
        return min(1.0, max(0.0, self.made.value / best))

    @property
    def found_best(self) -> bool:
        """Whether the play made is as good as the best."""
        return self.given_up == 0.0


@dataclass(frozen=True, slots=True)
class GameReview:
    """Every reviewed turn of a game, the value given up over the game, the biggest misses.

    Attributes:
        players: The game's seats.
        seats: The seats reviewed.
        turns: Each reviewed turn, in the order played.
        game_over: Whether the game is finished (a saved game may not be).
    """

    players: tuple[PlayerSpec, ...]
    seats: tuple[int, ...]
    turns: tuple[TurnReview, ...]
    game_over: bool

    @property
    def series(self) -> Mapping[int, tuple[float, ...]]:
        """For each reviewed seat, the value it had given up after each of its turns (the
        running total: the chart's line)."""
        return running_totals(self.seats, self.turns)

    def given_up(self, seat: int) -> float:
        """The value ``seat`` gave up over the game."""
        line = self.series.get(seat, ())
        return line[-1] if line else 0.0

    @property
    def biggest_misses(self) -> tuple[TurnReview, ...]:
        """The three turns that gave up most (fewer when fewer gave up anything)."""
        return biggest(self.turns)

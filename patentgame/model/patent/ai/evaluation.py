"""How the computer players value what a turn leaves behind: cards kept, patents, the race.

Money and stock earned now are exact (the move generator prices plays with the engine's own
scoring). Everything else here is an estimate of the future in the same unit, dollars of final
score, so the expert can add the parts of a turn together:

- a patent costs nothing in score (money becomes patent value at par), so what it is worth is the
  royalties the opponents are expected to pay for its letter over the turns likely left, the
  power's extra earnings over our own turns left, and its effect on the race to the goal;
- the cards kept in the hand are worth what they add to next turn's word;
- ending the game is worth a lot when we lead and costs a lot when we trail.

The constants below were measured or fitted by self-play (see ``docs/ai.md``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType

from patentgame.model.ai import tuned_figures
from patentgame.model.patent.ai.moves import Play
from patentgame.model.patent.cards import DISTRIBUTION, VOWELS
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.perspective import Perspective

#: Cards of each letter played per turn by a player who plays the best word every turn, measured
#: over self-play games of the greedy player (see docs/ai.md). A patent owner earns $1 per card.
PLAY_RATE: Mapping[str, float] = MappingProxyType(
    {
        "A": 0.61, "B": 0.14, "C": 0.13, "D": 0.27, "E": 0.81, "F": 0.12, "G": 0.20, "H": 0.25,
        "I": 0.62, "J": 0.04, "K": 0.06, "L": 0.29, "M": 0.13, "N": 0.40, "O": 0.52, "P": 0.14,
        "Q": 0.05, "R": 0.41, "S": 0.41, "T": 0.40, "U": 0.25, "V": 0.12, "W": 0.11, "X": 0.05,
        "Y": 0.12, "Z": 0.04,
    }
)  # fmt: skip

#: What each power adds to its owner's earnings per own turn (money + stock), measured by
#: searching self-play positions with and without the power (see docs/ai.md). Q's replacement
#: cannot be measured that way; its figure is an estimate.
POWER_RATE: Mapping[str, float] = MappingProxyType(
    {"B": 2.03, "J": 4.07, "K": 0.86, "Q": 0.5, "V": 0.15, "X": 1.52, "Z": 1.16}
)

#: How much a letter in the hand helps the next word, in dollars; a duplicate is worth less.
LETTER_KEEP: Mapping[str, float] = MappingProxyType(
    {
        "A": 0.6, "B": -0.3, "C": 0.1, "D": 0.3, "E": 1.0, "F": -0.4, "G": -0.1, "H": 0.1,
        "I": 0.4, "J": -1.5, "K": -0.8, "L": 0.5, "M": 0.0, "N": 0.6, "O": 0.2, "P": 0.0,
        "Q": -1.5, "R": 0.8, "S": 1.4, "T": 0.7, "U": -0.5, "V": -1.4, "W": -0.9, "X": -0.3,
        "Y": -0.4, "Z": -0.6,
    }
)  # fmt: skip

#: Expected keep value of an unknown card, over the 102 cards.
DRAW_VALUE = sum(LETTER_KEEP[letter] * n for letter, n in DISTRIBUTION.items()) / 102

#: What one player's last turn may bring at most, as a rule, in dollars of score: a lead over a
#: seat still to play must be more than this for ending the game to be safe.
LAST_TURN = 9.0


@dataclass(frozen=True, slots=True)
class Weights:
    """The expert's weights, fitted by self-play against the greedy and strong players.

    Attributes:
        royalty: Cost of each dollar our play hands to an opponent (1.0 in a two-player game
            means a dollar to them is as bad as a dollar less for us).
        leave: Weight of the value of the cards kept.
        income: Weight of the royalties a patent is expected to earn.
        power: Weight of a power's expected extra earnings.
        race: Dollars per dollar of patent value bought while leading (negative while trailing).
        end: Value of ending the game while leading (its negative while trailing).
        pace: Patent value the leader is expected to buy per turn, for the turns-left estimate.
        pool: Cost of each dollar of keep value our play leaves in the pool for the next player.
    """

    royalty: float = 0.5
    leave: float = 1.0
    income: float = 1.2
    power: float = 0.8
    race: float = 0.1
    end: float = 30.0
    pace: float = 5.0
    pool: float = 0.15

    @classmethod
    def parse(cls, text: str) -> Weights:
        """Weights from ``"royalty=0.8,leave=0.5"`` (the others keep their defaults).

        Raises:
            ValueError: an unknown name or a value that is not a number (`tuned_figures`).
        """
        values = tuned_figures(text, {field.name: float for field in fields(cls)})
        return cls(**values)


def leave_value(letters: Iterable[str]) -> float:
    """What keeping ``letters`` in the hand is worth for the next word.

    Each letter has its keep value; a second card of a letter is worth less (two Es are fine,
    two Vs are a burden), and a hand with too few or too many vowels loses value.

    >>> leave_value("ERS") > leave_value("VVU")
    True
    """
    seen: dict[str, int] = {}
    total = 0.0
    vowels = 0
    count = 0
    for letter in letters:
        n = seen.get(letter, 0)
        seen[letter] = n + 1
        total += LETTER_KEEP[letter] - 0.7 * n
        vowels += letter in VOWELS
        count += 1
    if count:
        # About two vowels in five cards spell best; drift from that costs.
        total -= 0.6 * abs(vowels - 0.4 * count)
    return total


def worst_cards(letters: Mapping[int, str], keep: Iterable[int], bias: float = 0.0) -> list[int]:
    """Cards of ``keep`` worth discarding: those whose removal raises the leave by more than a
    fresh card is worth, worst first. ``bias`` makes discarding more (positive) or less eager.
    """
    kept = list(keep)
    out: list[int] = []
    while kept:
        current = leave_value(letters[card] for card in kept)
        best_gain, best_card = 0.0, -1
        for card in kept:
            rest = leave_value(letters[c] for c in kept if c != card)
            gain = rest + DRAW_VALUE + bias - current
            if gain > best_gain:
                best_gain, best_card = gain, card
        if best_card < 0:
            break
        kept.remove(best_card)
        out.append(best_card)
    return out


class Outlook:
    """One seat's estimate of the game ahead: turns left, the standings, what patents are worth."""

    def __init__(self, view: Perspective, weights: Weights) -> None:
        self.view = view
        self.weights = weights
        self.seat = view.seat
        seats = range(view.players_count)
        self.opponents = [s for s in seats if s != view.seat]
        self.patent_values = [view.patent_value(s) for s in seats]
        self.scores = [view.score(s) for s in seats]
        self.turns_left = self._own_turns_left()
        #: How much a dollar to one opponent hurts us: less with more players, as the others
        #: did not get it.
        self.share = 1.0 if len(self.opponents) == 1 else 0.6

    def _own_turns_left(self) -> float:
        """Our turns likely left, this one included."""
        view = self.view
        if view.final_round:
            return 1.0
        leader = max(self.patent_values)
        return max(1.0, (view.goal - leader) / self.weights.pace + 1.0)

    def lead(self, gain: float = 0.0) -> float:
        """Our score (plus ``gain``) minus the best opponent's score."""
        best = max(self.scores[s] for s in self.opponents)
        return self.scores[self.seat] + gain - best

    def royalty_cost(self, paid: int) -> float:
        """What handing ``paid`` dollars of royalties to opponents costs us."""
        return self.weights.royalty * self.share * paid

    def patent_worth(self, letter: str, gain: float, money_after: int) -> float:
        """What buying ``letter`` now is worth to us beyond its price (which is score-neutral).

        Args:
            letter: The patent.
            gain: What this turn's play earns (for the standings if the game ends).
            money_after: Our money after the play, before buying.
        """
        w = self.weights
        turns = self.turns_left
        opponent_turns = turns * len(self.opponents)
        worth = w.income * PLAY_RATE[letter] * opponent_turns
        worth += w.power * POWER_RATE.get(letter, 0.0) * turns
        cost = PATENT_COST[letter]
        lead = self.lead(gain)
        view = self.view
        value_after = self.patent_values[self.seat] + cost
        enough = len(view.patents_of(self.seat)) + 1 >= view.rules.min_patents_for(
            view.players_count
        )
        if not view.final_round and value_after >= view.goal and enough:
            worth += w.end if self._ends_ahead(gain) else -w.end
        else:
            worth += w.race * cost * (1.0 if lead > 0 else -1.0)
        del money_after
        return worth

    def _ends_ahead(self, gain: float) -> bool:
        """Whether ending the game now (with ``gain`` earned) should leave us the winner: ahead
        of every seat that has had its last turn, and of every seat still to play by more than
        its last turn may bring. Judged seat by seat: a lead of $4 over a seat that is done,
        with only a seat $39 behind still to play, wins (the best opponent's lead against every
        seat's turns called that a loss)."""
        mine = self.scores[self.seat] + gain
        after = set(self._seats_after_us())
        return all(
            mine - self.scores[seat] > (LAST_TURN if seat in after else 0.0)
            for seat in self.opponents
        )

    def _seats_after_us(self) -> list[int]:
        """Seats still to play in the final round if it started on our turn."""
        n = self.view.players_count
        out = []
        seat = (self.seat + 1) % n
        while seat != self.view.start:
            out.append(seat)
            seat = (seat + 1) % n
        return out


@dataclass(frozen=True, slots=True)
class PlayWorth:
    """What a play is worth to the expert, term by term, in dollars of final score.

    The expert adds these terms to choose its play; the coach shows them to say why a play is
    good. ``total`` adds them in the expert's own order, so it is exactly the value the expert
    compares.

    Attributes:
        earned: Money and stock the play earns now.
        royalties: Minus what the royalties it hands to opponents cost us.
        cards_kept: What the cards left in the hand (and the fresh cards drawn for those
            played) are worth for the next words.
        pool_left: Minus what the pool cards it leaves are worth to the next player.
        patent: What the best patent the play makes buyable is worth beyond its price (0 when
            none is worth buying).
        patent_letter: That patent's letter, or ``None``.
    """

    earned: int
    royalties: float
    cards_kept: float
    pool_left: float
    patent: float
    patent_letter: str | None

    @property
    def total(self) -> float:
        """The value the expert compares plays by."""
        return self.earned + self.royalties + self.cards_kept + self.pool_left + self.patent


def play_worth(view: Perspective, outlook: Outlook, play: Play) -> PlayWorth:
    """The expert's value of ``play`` in ``view``, term by term (see `PlayWorth`)."""
    weights = outlook.weights
    kept = [view.letter(card) for card in view.own_hand if card not in play.hand_cards]
    left = [view.letter(card) for card in view.pool if card not in play.pool_cards]
    money = view.money(view.seat) + play.money
    best, best_letter = 0.0, None
    for letter in sorted(play.letters):
        if letter in view.owners or PATENT_COST[letter] > money:
            continue
        worth = outlook.patent_worth(letter, play.gain, money)
        if worth > best:
            best, best_letter = worth, letter
    return PlayWorth(
        earned=play.gain,
        royalties=0.0 - outlook.royalty_cost(play.royalty),
        cards_kept=weights.leave * (leave_value(kept) + DRAW_VALUE * len(play.hand_cards)),
        pool_left=0.0 - weights.pool * outlook.share * sum(LETTER_KEEP[letter] for letter in left),
        patent=best,
        patent_letter=best_letter,
    )

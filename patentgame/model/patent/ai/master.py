"""The master: the expert's candidates, played out on guesses of the hidden cards.

The expert values a play by estimates (what the cards kept are worth, what a patent will earn);
the master checks its best few plays by simulation, as Quackle does for Scrabble. For each
candidate it deals several guesses of the hidden cards (``sampling.py``), plays the candidate,
lets the expert play every seat through the opponents' replies and the master's own next turn,
and scores the position reached (``outcome``). The candidate with the best mean outcome is
played. The same guesses serve every candidate (common random numbers), so candidates are
compared on the same deals and the comparison needs fewer of them. The purchase after a build
is chosen the same way, from buying nothing and each patent in reach.

Candidates that fall clearly behind are dropped after each round of guesses, and the search
stops when its budget runs out: a time limit of its own (``Lookahead.seconds``), the caller's
`Budget`, or the number of guesses. The other decisions (challenges, discards, the penalty)
are the expert's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.ai import Budget, Decision
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Action, Buy
from patentgame.model.patent.ai.evaluation import PLAY_RATE, POWER_RATE, leave_value
from patentgame.model.patent.ai.players import LevelPlayer, Style, patent_reason, play_reason
from patentgame.model.patent.ai.sampling import imagine
from patentgame.model.patent.events import TurnEnded
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.words import RememberedWords, WordSource, word_source
from patentgame.wording import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Lookahead:
    """How much the master simulates.

    Attributes:
        candidates: The expert's best plays that are simulated.
        margin: Only plays within this many dollars of the expert's best are candidates.
        guesses: Most guesses of the hidden cards per candidate.
        first_round: Guesses every candidate gets before any is dropped.
        drop: A candidate is dropped when its mean is this many standard errors below the best.
        switch: The expert's favourite is kept unless another candidate beats it by this many
            standard errors (the simulation is noisy; the expert's choice is a good prior).
        endgame: With this many own turns left or fewer (estimated), the guesses are played
            to the end of the game, and the outcome is the win itself.
        seconds: The master's own time limit per decision (the caller's budget may be shorter).
        turns: Own turns each guess is played through: this one and the next.
        tiebreak: See `outcome`.
    """

    candidates: int = 4
    margin: float = 8.0
    guesses: int = 24
    first_round: int = 6
    drop: float = 2.0
    switch: float = 1.0
    endgame: float = 3.0
    seconds: float = 0.8
    turns: int = 2
    tiebreak: float = 0.0


@dataclass(frozen=True, slots=True)
class Weighing:
    """What the play-outs of a decision's candidates came to.

    Attributes:
        outcomes: For each candidate, its outcome on each guess it was played on, in the order
            of the guesses (all candidates share the first guesses; a dropped one stops).
        alive: The candidates still in the running when the play-outs stopped.
        choice: The candidate to play (see `_choice`): the first unless another beat it
            clearly on the same guesses.
    """

    outcomes: list[list[float]]
    alive: list[int]
    choice: int

    def chance(self, index: int) -> float | None:
        """Candidate ``index``'s mean outcome, roughly its chance to win (``None``: never
        played out, as when the time ran out before the first guess)."""
        played = self.outcomes[index]
        return _mean(played) if played else None


class MasterPlayer(LevelPlayer):
    """The expert with a look-ahead for its plays and purchases (see the module's note)."""

    def __init__(
        self,
        player_id: str,
        style: Style,
        words: Lexicon | WordSource,
        everyday: Lexicon | WordSource,
        lexicon: Lexicon,
        lookahead: Lookahead | None = None,
    ) -> None:
        super().__init__(player_id, style, words, everyday)
        self.lexicon = lexicon
        self.lookahead = lookahead or Lookahead()
        #: The rollout player for every seat: the expert, remembering the racks it searched
        #: (each guess is played out once per candidate, so the opponents' racks come back).
        remembered = RememberedWords(word_source(words))
        self.rollout = LevelPlayer("ai:expert", style, remembered, everyday)
        #: Decisions whose search the time limit or a cancel cut short (figures for the lab).
        self.cut_short = 0
        self._budget = Budget()

    def choose(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        self._budget = budget  # the purchase is simulated within the same budget
        return super().choose(view, rng, budget)

    def build_turn(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        plays = self.search(view, rng, budget)
        if view.can_replace and self.style.replace:
            decision = self._replace(view, plays)
            if decision is not None:
                return decision
        if not plays:
            return self.no_word(view)
        valued = sorted(self.valued(view, plays), key=lambda item: -item[0])
        settings = self.lookahead
        best = valued[0][0]
        candidates = [play for value, play in valued if value >= best - settings.margin]
        candidates = candidates[: settings.candidates]
        chosen = self._simulate(view, [play.build for play in candidates], rng, budget)
        play = candidates[chosen]
        return Decision(play.build, play_reason(play))

    def buy(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        letters = view.buyable_letters()
        expert = super().buy(view, rng)
        if not letters:
            return expert
        options: list[Action] = [expert.action]
        options += [Buy(view.seat, letter) for letter in (None, *letters)]
        options = list(dict.fromkeys(options))  # the expert's choice first, once
        chosen = options[self._simulate(view, options, rng, self._budget)]
        if chosen == expert.action:
            return expert
        assert isinstance(chosen, Buy)
        if chosen.letter is None:
            return Decision(
                chosen,
                QT_TRANSLATE_NOOP("Explanations", "bought nothing: it plays out better without"),
            )
        return Decision(chosen, patent_reason(chosen.letter))

    # ------------------------------------------------------------- simulation

    def _simulate(
        self, view: Perspective, actions: Sequence[Action], rng: random.Random, budget: Budget
    ) -> int:
        """The index of the action of ``actions`` to play: the first (the expert's favourite)
        unless another does clearly better on the same guesses of the hidden cards."""
        if len(actions) < 2:
            return 0
        return self.weigh(view, actions, rng, budget).choice

    def weigh(
        self, view: Perspective, actions: Sequence[Action], rng: random.Random, budget: Budget
    ) -> Weighing:
        """Play each of ``actions`` (``view``'s seat's, the expert's favourite first) out on the
        same guesses of the hidden cards until one stands alone, the guesses run out or the
        time does; what each came to. The coach asks this for its second opinion."""
        settings = self.lookahead
        started = time.perf_counter()
        seed = rng.randrange(2**31)
        to_end = turns_left(view.goal, view.final_round, _patent_values(view)) <= settings.endgame
        alive = list(range(len(actions)))
        outcomes: list[list[float]] = [[] for _ in actions]
        spent: list[float] = []  # how long each play-out took
        for guess in range(settings.guesses):
            world = imagine(view, self.lexicon, random.Random(seed + guess))
            results = []
            for index in alive:
                if self._out_of_time(started, budget, max(spent, default=0.0)):
                    # Only whole guesses count: every candidate is judged on the same deals.
                    self.cut_short += 1
                    return Weighing(outcomes, alive, _choice(outcomes, alive, settings.switch))
                began = time.perf_counter()
                results.append(self._play_out(world, actions[index], view.seat, to_end))
                spent.append(time.perf_counter() - began)
            for index, result in zip(alive, results, strict=True):
                outcomes[index].append(result)
            if guess + 1 >= settings.first_round:
                alive = _survivors(alive, outcomes, settings.drop)
                if len(alive) == 1:
                    break
        return Weighing(outcomes, alive, _choice(outcomes, alive, settings.switch))

    def _out_of_time(self, started: float, budget: Budget, next_play_out: float = 0.0) -> bool:
        """Whether to stop: the caller cancelled or its time is up, or, when the caller set a
        time limit (the app does; the lab and tests do not, so that games replay from their
        seeds), the next play-out (``next_play_out`` seconds: the longest so far) would end
        after the master's own limit. A play-out is not interrupted once begun, so it must not
        begin when it would overrun: on a busy machine a play-out takes a tenth of a second or
        more, and the decision's time would pass the limit by that much."""
        if budget.exhausted():
            return True
        elapsed = time.perf_counter() - started
        return budget.seconds is not None and elapsed + next_play_out >= self.lookahead.seconds

    def _play_out(self, world: PatentGame, action: Action, seat: int, to_end: bool) -> float:
        """Play ``action`` on a copy of ``world``, then the expert for every seat until
        ``seat`` has finished its next turn, or to the end of the game with ``to_end``;
        the outcome for ``seat``."""
        game = world.copy()
        turns = self.lookahead.turns
        rng = random.Random(0)
        budget = Budget()
        events = game.play(action)
        while True:
            turns -= sum(
                1 for event in events if isinstance(event, TurnEnded) and event.seat == seat
            )
            if game.game_over or (turns <= 0 and not to_end):
                break
            actor = game.to_act[0]
            decision = self.rollout.choose(game.perspective(actor), rng, budget)
            events = game.play(decision.action)
        return outcome(game, seat, self.lookahead.tiebreak)


#: The calibration of `outcome`: the chance that a seat that has just ended its turn wins, from
#: its lead in score, in royalty income and in powers, by logistic regression on positions of
#: games between two experts (``benchmarks/ai.py --calibrate`` refits them). The master was
#: measured with these values; a refit on 300 games (5,740 positions) gave SCALE 5.2, POWER 1.1
#: and INCOME -0.3, so the income weight is not settled (docs/ai.md).
SCALE = 4.34  # dollars of lead per logit, per square root of the turns left
INCOME = 0.94  # per expected dollar of royalties over the turns left
POWER = 1.24  # per expected dollar of a power's extra earnings over the turns left
#: Weight of the hand's keep value at the end of a play-out (the expert's own weight): a play
#: that scores now but leaves the next hand poor is paid for after the play-out's horizon.
LEAVE = 1.0


def turns_left(goal: int, final_round: bool, values: Sequence[int], pace: float = 5.0) -> float:
    """Own turns likely left, the expert's estimate: the leader's patent value grows by
    ``pace`` a turn until it reaches ``goal``."""
    if final_round:
        return 1.0
    return max(1.0, (goal - max(values)) / pace + 1.0)


def outcome(game: PatentGame, seat: int, tiebreak: float = 0.0) -> float:
    """How good ``game`` is for ``seat``: 1 won, 0.5 shared, 0 lost once it is over; before
    that, the chance of a win from ``seat``'s lead over the best other seat in *equity*.

    Equity is the score plus what the seat's patents will bring before the end: royalties
    (``PLAY_RATE`` per opponent turn) and powers (``POWER_RATE`` per own turn) over the turns
    likely left; plus what its hand is worth for its next word (``leave_value``, as the
    expert values the cards it keeps). The lead's scale grows with the square root of the
    turns left: a lead of $10 with one turn to go is safer than with six. The constants are
    fitted (``SCALE``).

    ``tiebreak`` adds that much per $100 of lead, so that among moves that all win (or all
    lose) for sure the larger lead still counts.
    """
    seats = range(len(game.players))
    if game.game_over:
        margin = game.score(seat) - max(game.score(s) for s in seats if s != seat)
        shared = len(game.winners) > 1
        chance = (0.5 if shared else 1.0) if seat in game.winners else 0.0
        return chance + tiebreak * margin / 100.0
    turns = turns_left(game.goal, game.final_round, [game.ledger.patent_value(s) for s in seats])
    others = len(game.players) - 1
    equity = [_equity(game, s, turns, others) for s in seats]
    lead = equity[seat] - max(equity[s] for s in seats if s != seat)
    return 1.0 / (1.0 + math.exp(-lead / (SCALE * math.sqrt(turns)))) + tiebreak * lead / 100.0


def _equity(game: PatentGame, seat: int, turns: float, others: int) -> float:
    value = float(game.score(seat)) + LEAVE * leave_value(map(game.letter, game.hand(seat)))
    for letter in game.ledger.patents_of(seat):
        value += (
            INCOME * PLAY_RATE[letter] * turns * others
            + POWER * POWER_RATE.get(letter, 0.0) * turns
        )
    return value


def _patent_values(view: Perspective) -> list[int]:
    return [view.patent_value(seat) for seat in range(view.players_count)]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else -math.inf


def _choice(outcomes: list[list[float]], alive: list[int], switch: float) -> int:
    """The candidate to play: the best mean of those still in the running, if it beats the
    first candidate (the expert's favourite) by more than ``switch`` standard errors on the
    same guesses; otherwise the first."""
    best = max(alive, key=lambda index: (_mean(outcomes[index]), -index))
    if best == 0:
        return 0
    first = outcomes[0]
    differences = [a - b for a, b in zip(outcomes[best], first[: len(outcomes[best])], strict=True)]
    if len(differences) >= 2 and _mean(differences) > switch * _error(differences):
        return best
    return 0


def _survivors(alive: list[int], outcomes: list[list[float]], drop: float) -> list[int]:
    """The candidates not clearly behind the best: each is compared with the best on the same
    guesses, and dropped when its mean difference is more than ``drop`` standard errors below
    zero. The first candidate (the expert's favourite) always stays, as the reference."""
    best = max(alive, key=lambda index: _mean(outcomes[index]))
    kept = []
    for index in alive:
        differences = [a - b for a, b in zip(outcomes[index], outcomes[best], strict=True)]
        if index in (0, best) or _mean(differences) >= -drop * _error(differences):
            kept.append(index)
    return kept


def _error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values``."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)

"""The master (``ai:master``): the expert's best plays, simulated against guesses of the
opponent's rack, as Quackle's Championship Player and Macondo do.

The expert values a play by its score, the tiles it keeps and the lanes it opens; the master
checks its best few by playing them out:

- **Simulation** (bag of 7 tiles or more). For each guess of the hidden tiles, the next
  opponent's rack is drawn from the tiles this seat has not seen (the bag and the other racks
  together: :attr:`~patentgame.model.board.perspective.BoardPerspective.unseen`, never a hidden
  rack). Each candidate is played, the opponent answers with the play the expert's equity
  favours with that rack, and the candidate is worth its score + the value of the tiles it
  keeps - the opponent's reply (score + the value of the tiles they keep): two plies and the
  leave. Every candidate meets the same guesses (common random numbers), so they are compared on
  the same deals; after each round the ones clearly behind are dropped.
- **Inference.** The opponent's last play says something of what they kept: a rack that
  would have given them a much better play than the one they made is less likely than one
  with which their play was the best. Guessed leaves are weighted by a choice model (the
  opponent picks a play with a chance growing as ``exp(equity / TEMPERATURE)``): the weight of
  a leave is the chance that, holding the tiles played plus that leave, they would have made
  the play they made. Racks are drawn through those weights.
- **Pre-endgame** (1 to 6 tiles in the bag). Each guess is played to the end of the game
  (every seat playing the move that earns most at once), the candidate worth the final margin
  over the best opponent. (The lab may weigh the wins near a tie too, ``win_weight``: see
  :func:`winning`; measured, it gained nothing, so the default is the margin alone.)
- **Endgame.** Two players: the racks are known; the expert's search, with more time. Three
  or four: how the unseen tiles are split among the opponents is unknown, so guesses of that
  split are played to the end as in the pre-endgame.

The opponent's replies are found without generating every move again: a candidate changes
only the lines through its tiles and the first empty squares beyond their runs of tiles, so
the opponent's moves on the other lines are those of the position before (found once per
guess) and only the changed lines are searched (:func:`changed_lines`).

It stops when its work runs out: without a budget (the lab, tests) a count of moves generated,
so a game replays the same from its seed; with one (the table), also the caller's budget and a
time of its own. Whatever stops it, it plays the best candidate so far.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from patentgame.model.board.ai.decision import BoardDecision, Deadline, Motive, Why, decided
from patentgame.model.board.ai.endgame import EndgameSearch
from patentgame.model.board.ai.equity import Valued, best_exchange, exchange_limit, leave_weight
from patentgame.model.board.ai.equity import rank as rank_by_equity
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.leaves import LeaveModel
from patentgame.model.board.ai.players import LevelPlayer, Style
from patentgame.model.board.generator import Candidate, MoveGenerator
from patentgame.model.board.layout import SIZE, SQUARES
from patentgame.model.board.moves import Exchange, Pass
from patentgame.model.board.perspective import BoardPerspective, SeenPlay
from patentgame.model.board.rules import EndBonus
from patentgame.model.board.tile_graph import PrefixLexicon

#: What one guess deals: the opponent's rack (two plies) or every hidden rack and the bag.
_Dealt = TypeVar("_Dealt")
#: Each hidden seat's guessed rack.
_Racks = dict[int, tuple[str, ...]]

#: Points of equity per factor e in the opponent's choice model (inference): a play 10 points
#: below their best is made about a third as often as the best.
TEMPERATURE = 10.0


@dataclass(frozen=True, slots=True)
class Simulation:
    """How much the master simulates.

    Attributes:
        candidates: The expert's best placements simulated (and the best exchange, when it is
            within ``margin`` of them).
        margin: Only placements within this many points of the expert's best are candidates.
        guesses: Most guesses of the hidden tiles per decision.
        first_round: Guesses every candidate gets before any is dropped.
        round: Guesses per later round.
        drop: A candidate is dropped when its mean is this many standard errors below the best.
        switch: The expert's favourite is played unless another candidate beats it by this
            many standard errors on the same guesses.
        inferences: Leaves guessed for the opponent's last play (inference).
        pre_endgame_candidates: Candidates played to the end in the pre-endgame and the endgame
            of three or four players.
        work: Most moves generated per decision without a budget (the lab, tests: so a game
            replays the same); about the work of ``seconds`` of CPU on the development machine.
        seconds: The master's own limit per decision with a budget (thread CPU time).
        endgame_seconds: The two-player endgame search's time with a budget.
        endgame_generations: The two-player endgame search's generations without one.
        win_weight: What winning is worth in a play-out's outcome, in points of margin
            (:func:`winning`). 0, the margin alone: 100 changed the master's pre-endgame move
            in about one game in twenty and the result of one game in 400, and the
            pre-endgame yardstick rated it no better (docs/board-ai.md, "Master").
    """

    candidates: int = 10
    margin: float = 30.0
    guesses: int = 400
    first_round: int = 6
    round: int = 4
    drop: float = 2.5
    switch: float = 1.0
    inferences: int = 24
    pre_endgame_candidates: int = 8
    work: int = 100_000
    seconds: float = 2.5
    endgame_seconds: float = 1.5
    endgame_generations: int = 400
    win_weight: float = 0.0


#: How the master values a rack and a play (the expert's style: equity with the fitted leave
#: values and a point per triple-word lane; the endgame searched).
MASTER_STYLE = Style(leave=1.0, danger=1.0, exchanges=True, endgame="search")


class _OutOfWork(Exception):
    """The decision's work or time ran out."""


@dataclass(slots=True)
class _Work:
    """What a decision may still spend: moves generated, its own CPU time, the caller's budget."""

    limit: int
    seconds: float | None
    budget: Deadline | None
    spent: int = 0
    started: float = field(default_factory=time.thread_time)

    def charge(self, moves: int) -> None:
        """Count a generation that found ``moves`` moves. Measured on the development machine
        (27 decisions, least squares): about 18 us of CPU per move found (made, then valued)
        and 2.7 ms more per generation (its cross-checks), so a unit is about 18 us."""
        self.spent += moves + 150

    def out(self) -> bool:
        if self.spent >= self.limit:
            return True
        if self.seconds is not None and time.thread_time() - self.started >= self.seconds:
            return True
        return self.budget is not None and self.budget.exhausted()


@dataclass(slots=True)
class Weighed:
    """A candidate and the outcomes of its guesses so far (one per guess, in guess order):
    ``move`` None is the best exchange; ``static`` its equity by the expert's ranking."""

    move: Candidate | None  # None: the best exchange
    static: float
    outcomes: list[float] = field(default_factory=list)
    alive: bool = True

    @property
    def mean(self) -> float:
        return sum(self.outcomes) / len(self.outcomes) if self.outcomes else -math.inf


@dataclass(slots=True)
class _Guess:
    """One guess of the hidden tiles: the next opponent's rack and the bag's order after it
    (the other racks' tiles among it, for three and four players)."""

    rack: tuple[str, ...]
    bag: list[str]
    #: The opponent's placements on the position before the candidates, by equity, with
    #: each one's line (found when the first candidate meets this guess).
    before: list[tuple[float, tuple[int, int], Valued]] | None = None


class MasterPlayer(LevelPlayer):
    """``ai:master`` (see the module docstring)."""

    def __init__(self, lexicon: PrefixLexicon, simulation: Simulation | None = None) -> None:
        super().__init__("ai:master", MASTER_STYLE, lexicon)
        self.simulation = simulation or Simulation()
        self.last_guesses = 0  # guesses the last decision's simulation played (for the lab)
        self.last_work = 0  # the work it spent (moves found, and 150 a generation)

    # -------------------------------------------------------------- choose

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        due = self.before_play(view, rng)
        if due is not None:
            return due
        sim = self.simulation
        model = leave_model(view.rules)
        found = self.candidates(view)
        if not found:
            return self.no_play(view, model)
        work = _Work(sim.work, sim.seconds if budget is not None else None, budget)
        work.charge(len(found))
        self.last_guesses = 0
        self.last_work = 0
        if view.bag_count == 0 and len(view.scores) == 2:
            return self._two_player_endgame(view, budget)
        valued = self.ranked(view, found)
        try:
            if view.bag_count == 0 or view.bag_count < view.rules.rack_size:
                return self._play_out(view, found, valued, rng, work)
            return self._simulate(view, valued, model, rng, work)
        finally:
            self.last_work = work.spent

    def _two_player_endgame(self, view: BoardPerspective, budget: Deadline | None) -> BoardDecision:
        sim = self.simulation
        search = EndgameSearch(
            self.generator(view.rules),
            seconds=sim.endgame_seconds if budget is not None else None,
            budget=budget,
            max_generations=sim.endgame_generations,
        )
        plan = search.best(view.letters, view.blanks, view.rack, tuple(view.unseen.elements()))
        if plan.move is None:
            return decided(Pass(view.seat), Why(Motive.ENDGAME, equity=plan.spread))
        move = plan.move
        return decided(
            move.place(view.seat),
            Why(
                Motive.GOES_OUT if len(move.codes) == len(view.rack) else Motive.ENDGAME,
                score=move.score,
                equity=plan.spread,
                leave=move.leave(view.rack),
                words=move.words(view.letters),
            ),
        )

    # ---------------------------------------------------------- simulation

    def weigh(
        self,
        view: BoardPerspective,
        valued: Sequence[Valued],
        rng: random.Random,
        budget: Deadline | None = None,
        *,
        exchange: bool = True,
        extra: Sequence[Candidate] = (),
    ) -> list[Weighed]:
        """The candidates of ``view`` (the best of ``valued``, the best exchange when it is
        close, and ``extra``) simulated on the same guesses until the work runs out: the
        coach's second opinion and :meth:`choose` both ask this."""
        sim = self.simulation
        work = _Work(sim.work, sim.seconds if budget is not None else None, budget)
        model = leave_model(view.rules)
        return self._weigh(view, valued, model, rng, work, exchange, extra)

    def weigh_more(
        self,
        view: BoardPerspective,
        move: Candidate,
        rng: random.Random,
        guesses: int,
        budget: Deadline | None = None,
    ) -> Weighed:
        """One more candidate simulated on the first ``guesses`` guesses that :meth:`weigh`
        made from a generator in the same state as ``rng`` (the same seed): the play a person
        made, compared after the others were weighed while they thought. Fewer outcomes when
        the work runs out."""
        sim = self.simulation
        work = _Work(sim.work, sim.seconds if budget is not None else None, budget)
        model = leave_model(view.rules)
        entry = Weighed(move, -math.inf)
        guesser = _Guesser(self, view, model, rng, work, _next_seat(view))
        try:
            for _ in range(guesses):
                guess = guesser.next()
                entry.outcomes.append(self._two_plies(view, entry, guess, model, None, work))
        except _OutOfWork:
            pass
        return entry

    def _simulate(
        self,
        view: BoardPerspective,
        valued: Sequence[Valued],
        model: LeaveModel,
        rng: random.Random,
        work: _Work,
    ) -> BoardDecision:
        entries = self._weigh(view, valued, model, rng, work, True, ())
        best = _choice(entries, self.simulation.switch)
        if best.move is None:
            limit = exchange_limit(view.bag_count, view.rack, view.rules.exchange_min_bag)
            found = best_exchange(view.rack, model, limit)
            assert found is not None
            return decided(
                Exchange(view.seat, found[0]),
                Why(
                    Motive.EXCHANGE,
                    equity=round(best.mean, 2),
                    leave=found[1],
                    leave_value=round(found[2], 2),
                ),
            )
        return self._placed(view, best, valued)

    def _weigh(
        self,
        view: BoardPerspective,
        valued: Sequence[Valued],
        model: LeaveModel,
        rng: random.Random,
        work: _Work,
        exchange: bool,
        extra: Sequence[Candidate],
    ) -> list[Weighed]:
        sim = self.simulation
        top = valued[0].equity
        entries = [
            Weighed(entry.candidate, entry.equity)
            for entry in valued[: sim.candidates]
            if entry.equity >= top - sim.margin
        ]
        known = {entry.move for entry in entries}
        for move in extra:
            if move not in known:
                static = next((v.equity for v in valued if v.candidate == move), -math.inf)
                entries.append(Weighed(move, static))
        limit = exchange_limit(view.bag_count, view.rack, view.rules.exchange_min_bag)
        swap = best_exchange(view.rack, model, limit) if limit and exchange else None
        weight = leave_weight(view.bag_count, view.rules.rack_size)
        if swap is not None and weight * swap[2] >= top - sim.margin:
            entries.append(Weighed(None, weight * swap[2]))
        if len(entries) == 1 and not extra:
            return entries
        opponent = _next_seat(view)
        guesses = _Guesser(self, view, model, rng, work, opponent)
        self._race(
            entries,
            guesses.next,
            lambda entry, guess: self._two_plies(view, entry, guess, model, swap, work),
        )
        return entries

    def _race(
        self,
        entries: Sequence[Weighed],
        deal: Callable[[], _Dealt],
        outcome: Callable[[Weighed, _Dealt], float],
    ) -> None:
        """Rounds of guesses, each played for every candidate still in the race; after each
        round the clearly worse are dropped, and the race ends early when one is left or the
        work budget is spent. The same loop serves the two-ply simulation and the play-outs
        of the pre-endgame."""
        sim = self.simulation
        played = 0
        try:
            while played < sim.guesses:
                size = sim.first_round if played == 0 else sim.round
                for _ in range(size):
                    guess = deal()
                    for entry in entries:
                        if entry.alive:
                            entry.outcomes.append(outcome(entry, guess))
                    played += 1
                self.last_guesses = played
                _drop(entries, sim.drop)
                if sum(entry.alive for entry in entries) == 1:
                    break
        except _OutOfWork:
            # A guess left half played is dropped, so every candidate rests on the same ones.
            self.last_guesses = played
            for entry in entries:
                del entry.outcomes[played:]

    def _two_plies(
        self,
        view: BoardPerspective,
        entry: Weighed,
        guess: _Guess,
        model: LeaveModel,
        swap: tuple[tuple[str, ...], tuple[str, ...], float] | None,
        work: _Work,
    ) -> float:
        """A candidate on one guess: its score and leave less the opponent's best reply."""
        rules = view.rules
        before = self._before(view, guess, work)
        move = entry.move
        if move is None:  # the exchange: the board stays, so the reply is the best before
            assert swap is not None
            mine = leave_weight(view.bag_count, rules.rack_size) * swap[2]
            return mine - (before[0][0] if before else 0.0)
        kept = move.leave(view.rack)
        mine = move.score + leave_weight(view.bag_count, rules.rack_size) * model.value(kept)
        if work.out():
            raise _OutOfWork
        letters, blanks = list(view.letters), list(view.blanks)
        for tile in move.tiles:
            letters[tile.square] = tile.letter
            blanks[tile.square] = tile.blank
        drawn = min(len(move.codes), view.bag_count)
        bag_after = view.bag_count - drawn
        if view.first_move or rules.blank_swap:
            lines: frozenset[tuple[int, int]] | None = None
        else:
            lines = changed_lines(letters, move.squares)
        found = self.generator(rules).generate(letters, blanks, guess.rack, lines)
        work.charge(len(found))
        reply = _best_equity(found, guess.rack, bag_after, model, rules.rack_size)
        if lines is not None:
            taken = set(move.squares)
            for equity, line, old in before:
                if equity <= reply:
                    break
                if line in lines or not taken.isdisjoint(old.candidate.squares):
                    continue
                reply = equity
                break
        return mine - (reply if reply > -math.inf else 0.0)

    def _before(
        self, view: BoardPerspective, guess: _Guess, work: _Work
    ) -> list[tuple[float, tuple[int, int], Valued]]:
        """The opponent's placements with the guessed rack on the board as it is, by equity."""
        if guess.before is None:
            rules = view.rules
            found = self.generator(rules).generate(view.letters, view.blanks, guess.rack)
            work.charge(len(found))
            ranked = rank_by_equity(
                found,
                guess.rack,
                view.letters,
                view.bag_count,
                leave_model(rules),
                rack_size=rules.rack_size,
            )
            # The best few hundred are enough: a reply is looked for among them only while
            # it beats the best move of the changed lines.
            guess.before = [
                (entry.equity, _line(entry.candidate), entry) for entry in ranked[:_BEFORE_KEPT]
            ]
        return guess.before

    def _placed(
        self,
        view: BoardPerspective,
        best: Weighed,
        valued: Sequence[Valued],
        expected: float | None = None,
    ) -> BoardDecision:
        move = best.move
        assert move is not None
        entry = next((v for v in valued if v.candidate == move), None)
        if expected is None:
            expected = best.mean if best.outcomes else best.static
        if len(move.codes) == view.rules.rack_size:
            motive = Motive.BINGO
        elif view.bag_count == 0 and len(move.codes) == len(view.rack):
            motive = Motive.GOES_OUT
        else:
            motive = Motive.BEST_EQUITY
        return decided(
            move.place(view.seat),
            Why(
                motive,
                score=move.score,
                equity=round(expected, 2),
                leave=move.leave(view.rack),
                leave_value=round(entry.leave_value, 2) if entry is not None else 0.0,
                danger=entry.danger if entry is not None else 0.0,
                words=move.words(view.letters),
            ),
        )

    # ----------------------------------------------- pre-endgame and endgame

    def _play_out(
        self,
        view: BoardPerspective,
        found: Sequence[Candidate],
        valued: Sequence[Valued],
        rng: random.Random,
        work: _Work,
    ) -> BoardDecision:
        """Bag of 1 to 6 tiles, or empty with three or four players: each candidate played to
        the end on guesses of the hidden racks."""
        sim = self.simulation
        generator = self.generator(view.rules)
        unseen = tuple(view.unseen.elements())
        gain = EndgameSearch(generator)
        if view.bag_count == 0:
            order = sorted(found, key=lambda move: -gain.gain(move, view.rack, unseen))
        else:
            order = [entry.candidate for entry in valued]
        entries = [Weighed(move, 0.0) for move in order[: sim.pre_endgame_candidates]]
        if len(entries) > 1:
            game = _Playout(generator, view, work)
            guesses = _Guesser(self, view, leave_model(view.rules), rng, work, _next_seat(view))

            margins: dict[int, list[float]] = {id(entry): [] for entry in entries}

            def outcome(
                entry: Weighed, dealt: tuple[dict[int, tuple[str, ...]], list[str]]
            ) -> float:
                assert entry.move is not None
                racks, bag = dealt
                found = game.margin(entry.move, racks, bag)
                margins[id(entry)].append(found)
                return winning(found, sim.win_weight)

            self._race(entries, guesses.deal, outcome)
        best = _choice(entries, self.simulation.switch)
        if not best.outcomes:
            return self._placed(view, best, valued)
        # What the play is said to expect: its mean margin (its outcomes weigh the wins too).
        played = margins[id(best)][: len(best.outcomes)]
        return self._placed(view, best, valued, sum(played) / len(played))


#: The opponent's best placements kept per guess on the position before the candidates.
_BEFORE_KEPT = 300

#: Points a play-out's final margin may be off by: its moves are those that earn most at once,
#: not the endgame search's (which earns 2 to 6 points more an endgame:
#: ``benchmarks/board_endgame.py``).
PLAYOUT_ERROR = 10.0


def winning(margin: float, weight: float) -> float:
    """A play-out's outcome from its final margin over the best opponent: the margin, plus
    ``weight`` (:attr:`Simulation.win_weight`) times the chance that the game is won with it
    (a margin known to about ``PLAYOUT_ERROR`` points). Far from a tie it is the margin; near
    one, with a weight of 100, each point counts about five times, so the master prefers the
    play that wins more often to one that wins by more on average. That is the measure that
    counts, but the play-outs' greedy moves misjudge the margins near a tie, and weighing the
    wins gained nothing measurable: the default weight is 0, the margin alone."""
    return margin + weight * 0.5 * (1.0 + math.erf(margin / (PLAYOUT_ERROR * math.sqrt(2.0))))


def _best_equity(
    found: Sequence[Candidate],
    rack: Sequence[str],
    bag_count: int,
    model: LeaveModel,
    rack_size: int,
) -> float:
    """The best equity (score + leave value, no danger) among ``found``, or -inf: what
    :func:`~patentgame.model.board.ai.equity.rank` puts first, without ranking the rest."""
    if not found:
        return -math.inf
    weight = leave_weight(bag_count, rack_size)
    if not weight:
        return float(found[0].score)
    letters = found[0].letters
    held: dict[str, int] = {}
    for tile in rack:
        held[tile] = held.get(tile, 0) + 1
    values: dict[tuple[int, ...], float] = {}
    best = -math.inf
    for move in found:
        key = tuple(sorted(code & 127 for code in move.codes))
        value = values.get(key)
        if value is None:
            counts = dict(held)
            for code in key:
                tile = "?" if code & 1 else letters[code >> 1]
                counts[tile] -= 1
            value = values[key] = weight * model.value_of_counts(counts)
        equity = move.score + value
        if equity > best:
            best = equity
    return best


def _next_seat(view: BoardPerspective) -> int:
    """The seat after ``view.seat`` that still holds tiles (the next to move, as a rule)."""
    seats = len(view.scores)
    for step in range(1, seats):
        seat = (view.seat + step) % seats
        if view.rack_sizes[seat]:
            return seat
    return (view.seat + 1) % seats


def _line(move: Candidate) -> tuple[int, int]:
    """The line of a move's main word: ``(1, row)`` across, ``(0, column)`` down."""
    row, column = divmod(move.first_square, SIZE)
    return (1, row) if move.across else (0, column)


def changed_lines(letters: Sequence[str], squares: Sequence[int]) -> frozenset[tuple[int, int]]:
    """The lines whose moves change when tiles are put on ``squares`` (``letters`` is the board
    with them): for each new tile, its row and column, and the lines through the first empty
    squares beyond the runs of tiles it joins, up, down, left and right (their cross-checks
    and anchors change). No move on another line touches a changed square or word."""
    lines: set[tuple[int, int]] = set()
    for square in squares:
        row, column = divmod(square, SIZE)
        lines.add((1, row))
        lines.add((0, column))
        for step, across in ((-SIZE, 1), (SIZE, 1), (-1, 0), (1, 0)):
            at = square
            while True:
                nxt = at + step
                if step in (-1, 1) and nxt // SIZE != at // SIZE:
                    break
                if not 0 <= nxt < SQUARES:
                    break
                at = nxt
                if not letters[at]:
                    r, c = divmod(at, SIZE)
                    lines.add((1, r) if across else (0, c))
                    break
    return frozenset(lines)


def _drop(entries: Sequence[Weighed], errors: float) -> None:
    """Drop the candidates whose mean is ``errors`` standard errors below the best's."""
    alive = [entry for entry in entries if entry.alive and entry.outcomes]
    if len(alive) < 2:
        return
    leader = max(alive, key=lambda entry: entry.mean)
    for entry in alive:
        if entry is leader:
            continue
        spread = [a - b for a, b in zip(leader.outcomes, entry.outcomes, strict=False)]
        if len(spread) < 2:
            continue
        mean = sum(spread) / len(spread)
        variance = sum((x - mean) ** 2 for x in spread) / (len(spread) - 1)
        error = math.sqrt(variance / len(spread)) or 1e-9
        if mean > errors * error:
            entry.alive = False


def _choice(entries: Sequence[Weighed], switch: float) -> Weighed:
    """The candidate to play. The expert's favourite (the first) stays unless another one,
    simulated on as many guesses, beats it on those guesses by ``switch`` standard errors of
    the difference: with a few dozen guesses a simulation is noisy, and the static ranking is
    a good prior (the patent game's master decides so too). A favourite dropped as clearly
    worse gives way to the best mean of those simulated longest. Without guesses: the
    favourite."""
    most = max(len(entry.outcomes) for entry in entries)
    favourite = entries[0]
    if most == 0:
        return favourite
    final = [entry for entry in entries if len(entry.outcomes) == most]
    best = max(final, key=lambda entry: entry.mean)
    if best is favourite or all(entry is not favourite for entry in final):
        return best
    spread = [a - b for a, b in zip(best.outcomes, favourite.outcomes, strict=True)]
    if len(spread) < 2:
        return favourite
    mean = sum(spread) / len(spread)
    variance = sum((x - mean) ** 2 for x in spread) / (len(spread) - 1)
    error = math.sqrt(variance / len(spread))
    return best if mean > switch * error else favourite


# ------------------------------------------------------------------- guesses


class _Guesser:
    """Guesses of the hidden tiles from what ``view.seat`` has seen, the next opponent's rack
    weighted by inference from their last play."""

    def __init__(
        self,
        player: MasterPlayer,
        view: BoardPerspective,
        model: LeaveModel,
        rng: random.Random,
        work: _Work,
        opponent: int,
    ) -> None:
        self.view, self.rng, self.opponent = view, rng, opponent
        self.unseen = sorted(view.unseen.elements())
        self.leaves: list[tuple[str, ...]] = []
        self.weights: list[float] = []
        seen = view.last_play
        if seen is not None and seen.seat == opponent and seen.kept_count > 0:
            self._infer(player, seen, model, work)

    def _infer(self, player: MasterPlayer, seen: SeenPlay, model: LeaveModel, work: _Work) -> None:
        """Weigh guessed leaves of the opponent's last play by how likely the play was with
        each (see the module docstring). Leaves are drawn from the tiles unseen now: what the
        opponent kept is on their rack, which is among them."""
        view, rng = self.view, self.rng
        size = min(seen.kept_count, view.rack_sizes[self.opponent])
        if size <= 0 or size > len(self.unseen):
            return
        letters, blanks = list(view.letters), list(view.blanks)
        for tile in seen.tiles:
            letters[tile.square] = ""
            blanks[tile.square] = False
        played = [tile.rack_tile for tile in seen.tiles]
        squares = frozenset(tile.square for tile in seen.tiles)
        generator = player.generator(view.rules)
        bag_then = view.bag_count + len(seen.tiles)
        tried: dict[tuple[str, ...], float] = {}
        for _ in range(player.simulation.inferences):
            if work.out():
                break
            leave = tuple(sorted(rng.sample(self.unseen, size)))
            weight = tried.get(leave)
            if weight is None:
                rack = tuple(played) + leave
                found = generator.generate(letters, blanks, rack)
                work.charge(len(found))
                weight = tried[leave] = _likelihood(
                    found, rack, letters, bag_then, model, squares, view.rules.rack_size
                )
            self.leaves.append(leave)
            self.weights.append(weight)
        if not any(self.weights):
            self.leaves, self.weights = [], []

    def _rack(self) -> tuple[tuple[str, ...], list[str]]:
        """The opponent's guessed rack and the rest of the unseen tiles, shuffled."""
        rng, size = self.rng, self.view.rack_sizes[self.opponent]
        pool = list(self.unseen)
        held: list[str] = []
        if self.leaves:
            leave = rng.choices(self.leaves, self.weights)[0]
            for tile in leave:
                pool.remove(tile)
            held = list(leave)
        rng.shuffle(pool)
        more = max(0, min(size - len(held), len(pool)))
        held += pool[:more]
        return tuple(held), pool[more:]

    def next(self) -> _Guess:
        rack, rest = self._rack()
        return _Guess(rack, rest)

    def deal(self) -> tuple[dict[int, tuple[str, ...]], list[str]]:
        """Every other seat's guessed rack (the next opponent's inferred) and the bag."""
        view = self.view
        rack, rest = self._rack()
        racks = {self.opponent: rack}
        for seat, count in enumerate(view.rack_sizes):
            if seat in (view.seat, self.opponent):
                continue
            racks[seat] = tuple(rest[:count])
            rest = rest[count:]
        return racks, rest[: view.bag_count]


def _likelihood(
    found: Sequence[Candidate],
    rack: tuple[str, ...],
    letters: Sequence[str],
    bag_count: int,
    model: LeaveModel,
    squares: frozenset[int],
    rack_size: int,
) -> float:
    """The chance that a player holding ``rack`` made the play on ``squares``, under the
    choice model (a play's chance grows as ``exp(equity / TEMPERATURE)``)."""
    if not found:
        return 0.0
    ranked = rank_by_equity(found, rack, letters, bag_count, model, rack_size=rack_size)
    top = ranked[0].equity
    total = 0.0
    made = None
    for entry in ranked:
        share = math.exp((entry.equity - top) / TEMPERATURE)
        total += share
        if made is None and frozenset(entry.candidate.squares) == squares:
            made = share
        if share < 1e-4 and made is not None:
            break
    if made is None:
        return 0.0
    return made / total


# ------------------------------------------------------------------ play-outs


#: Moves by score a play-out weighs with the bag empty (and every move that goes out).
_PLAYOUT_LOOK = 40


class _Playout:
    """Plays a guess to the end of the game: every seat plays the move that earns most at once
    (going out counts the others' racks), with the bag's tiles drawn in the guess's order."""

    def __init__(self, generator: MoveGenerator, view: BoardPerspective, work: _Work) -> None:
        self.generator, self.view, self.work = generator, view, work
        self.values = {letter: generator.values[i] for i, letter in enumerate(generator.letters)}
        self.values["?"] = 0
        self.cache: dict[tuple[str, str], list[Candidate]] = {}

    def _moves(
        self, letters: list[str], blanks: list[bool], rack: tuple[str, ...]
    ) -> list[Candidate]:
        key = (
            "".join((c.upper() if b else c) or "." for c, b in zip(letters, blanks, strict=True)),
            "".join(sorted(rack)),
        )
        found = self.cache.get(key)
        if found is None:
            if self.work.out():
                raise _OutOfWork
            found = self.generator.generate(letters, blanks, rack)
            self.work.charge(len(found))
            self.cache[key] = found
        return found

    def _points(self, rack: Sequence[str]) -> int:
        return sum(self.values[tile] for tile in rack)

    def margin(self, move: Candidate, others: dict[int, tuple[str, ...]], bag: list[str]) -> float:
        """The seat's final score less the best other final score after ``move`` and the
        play-out (the spread with two players)."""
        view = self.view
        seats = len(view.scores)
        scores = list(view.scores)
        racks: dict[int, tuple[str, ...]] = dict(others)
        letters, blanks = list(view.letters), list(view.blanks)
        bag = list(bag)
        seat = view.seat
        racks[seat] = tuple(view.rack)
        passes = 0
        current: Candidate | None = move
        for _ in range(40):
            rack = racks[seat]
            if current is None and rack:
                current = self._best(self._moves(letters, blanks, rack), rack, racks, seat, bag)
            if current is None:
                passes += 1
                if passes >= 2 * seats:
                    for other in range(seats):
                        scores[other] -= self._points(racks.get(other, ()))
                    break
            else:
                passes = 0
                scores[seat] += current.score
                for tile in current.tiles:
                    letters[tile.square] = tile.letter
                    blanks[tile.square] = tile.blank
                kept = list(current.leave(rack))
                drawn = min(len(current.codes), len(bag))
                kept += bag[:drawn]
                del bag[:drawn]
                racks[seat] = tuple(kept)
                if not kept:
                    self._out(seat, scores, racks)
                    break
            current = None
            seat = (seat + 1) % seats
        mine = scores[view.seat]
        return float(mine - max(s for i, s in enumerate(scores) if i != view.seat))

    def _best(
        self,
        options: list[Candidate],
        rack: tuple[str, ...],
        racks: dict[int, tuple[str, ...]],
        seat: int,
        bag: list[str],
    ) -> Candidate | None:
        """The move that earns most at once: the highest score while the bag has tiles; with
        it empty, going out counts the others' racks twice, and the tiles kept count against
        (among the best-scoring moves and those that go out: the rest cannot win)."""
        if not options or bag:
            return options[0] if options else None
        others = 2 * sum(self._points(r) for s, r in racks.items() if s != seat)
        held = self._points(rack)
        values = self.generator.values
        size = len(rack)
        best, best_gain = None, -math.inf
        for index, move in enumerate(options):
            out = len(move.codes) == size
            if index >= _PLAYOUT_LOOK and not out:
                continue
            if out:
                gain = move.score + others
            else:
                used = sum(values[code >> 1 & 63] for code in move.codes if not code & 1)
                gain = move.score - (held - used)
            if gain > best_gain:
                best, best_gain = move, gain
        return best

    def _out(self, seat: int, scores: list[int], racks: dict[int, tuple[str, ...]]) -> None:
        left = {other: self._points(rack) for other, rack in racks.items() if other != seat}
        if self.view.rules.end_bonus is EndBonus.TOURNAMENT:
            scores[seat] += 2 * sum(left.values())
            return
        scores[seat] += sum(left.values())
        for other, points in left.items():
            scores[other] -= points

"""The self-play lab's template: what every family's lab is built on.

Each game family has a lab of its own (``model/patent/ai/lab.py``, ``model/board/lab.py``,
``model/buyword/ai/lab.py``): its games, its results and its summary's own figures differ. The
skeleton does not, and is written here once:

- **the plan**: each deal is played once per rotation of the seats (:func:`rotations`);
- **the run**: a worker process per core, each preparing what its games share once (the word
  list, the players) and then playing the tasks it is given (:func:`run_lab`);
- **the tally**: finished games, ties, each kind's seats and wins (a tie, or a game alone, is
  no one's win) and decision times, with the family adding its own totals (:func:`tally`);
- **the figures**: win rates with their 95% confidence half-width, means and decision-time
  percentiles, so the labs' figures mean the same in every family's table.
"""

from __future__ import annotations

import functools
import math
import multiprocessing
import os
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, NotRequired, Protocol, Self, TypedDict, TypeVar, cast

from patentgame.model.ai import Budget
from patentgame.model.games import KeptGame
from patentgame.model.seats import PlayerSpec

if TYPE_CHECKING:
    from patentgame.model.lexicon import Lexicon

Task = TypeVar("Task")
Result = TypeVar("Result")
State = TypeVar("State")
Played = TypeVar("Played", bound="LabResult")
Chosen = TypeVar("Chosen")


class LabSummary(TypedDict):
    """The figures every family's lab reports (its ``summarize``), as ``selfplay --json``
    prints them; each family's summary adds its own. Percentages and times are per player id.
    """

    seats: list[str]
    games: int
    unfinished: int
    wins: dict[str, int]
    #: Each player id's share of finished games won (``rate``) and its 95% half-width (``ci95``).
    win_rate: dict[str, dict[str, float]]
    mean_score: dict[str, float]
    #: Each player id's decision-time percentiles (``p50``, ``p95``, ``p99``), in ms.
    decision_ms: dict[str, dict[str, float]]
    #: What the ``selfplay`` command adds: the first seed and the run's wall time.
    seed: NotRequired[int]
    seconds: NotRequired[float]


def rotations(kinds: Sequence[str], games: int) -> Iterator[tuple[int, tuple[str, ...], int]]:
    """``(index, seated kinds, deal)`` of each game of a run: each deal is played once per
    rotation of the seats, so every kind sits in every seat on the same deal and neither the
    deal nor the seat favours anyone. A run of an even number of deals starting at ``deal``
    ``d`` is the same games as those of a longer run (how a long run is made in parts).

    >>> list(rotations(["a", "b"], 3))
    [(0, ('a', 'b'), 0), (1, ('b', 'a'), 0), (2, ('a', 'b'), 1)]
    """
    n = len(kinds)
    for index in range(games):
        deal, turn = divmod(index, n)
        yield index, tuple(kinds[(seat + turn) % n] for seat in range(n)), deal


Rules = TypeVar("Rules")


@dataclass(frozen=True, slots=True)
class Deal(Generic[Rules]):
    """One game of a lab run whose deals rotate the first seat too (see :func:`deals`): which
    kind sits where, the seat that goes first, the seed of the deal, and rules of its own when
    the run mixes rules (a legality run)."""

    index: int
    kinds: tuple[str, ...]
    first: int
    seed: int
    rules: Rules | None = None

    @classmethod
    def plan(cls, kinds: Sequence[str], games: int, seed: int) -> list[Self]:
        """The games of a run: each deal is played once per rotation of the seats.

        >>> [(t.kinds, t.first, t.seed) for t in Deal.plan(["a", "b"], 4, 10)]
        [(('a', 'b'), 0, 10), (('b', 'a'), 0, 10), (('a', 'b'), 1, 11), (('b', 'a'), 1, 11)]
        """
        return [cls(*deal) for deal in deals(kinds, games, seed)]

    def rules_or(self, run_rules: Rules) -> Rules:
        """The rules this game is played by: its own, or else the run's."""
        return run_rules if self.rules is None else self.rules


@dataclass(frozen=True, slots=True, kw_only=True)
class Ending:
    """What every family's finished lab game tells the tally (see :class:`LabResult`): its
    place in the run, who sat where, whether it ended, who won, each decision's duration, the
    decisions a player got wrong and its safety net replaced (should be 0), and the game's
    record when the run keeps them."""

    index: int
    kinds: tuple[str, ...]
    finished: bool
    winners: tuple[int, ...]
    decision_ms: tuple[tuple[float, ...], ...]
    fallbacks: int = 0
    record: str | None = None


def deals(
    kinds: Sequence[str], games: int, seed: int
) -> Iterator[tuple[int, tuple[str, ...], int, int]]:
    """``(index, seated kinds, first seat, seed)`` of each game of a run in which the deal's
    seed and the seat that goes first move on together: each deal is played once per rotation
    of the seats (:func:`rotations`), and the next deal starts at the next seat.

    >>> list(deals(["a", "b"], 4, 10))[1:3]
    [(1, ('b', 'a'), 0, 10), (2, ('a', 'b'), 1, 11)]
    """
    n = len(kinds)
    for index, seated, deal in rotations(kinds, games):
        yield index, seated, deal % n, seed + deal


def lab_seats(kinds: Sequence[str]) -> list[PlayerSpec]:
    """The players of a lab game: each kind by its name and seat number ("expert 2")."""
    return [
        PlayerSpec(f"{kind.removeprefix('ai:')} {seat + 1}", kind)
        for seat, kind in enumerate(kinds)
    ]


def seat_randoms(seed: int, seats: int) -> list[random.Random]:
    """Each seat's own random numbers in a game of ``seed``: a player's draws depend on the
    game and the seat alone, so a game replays whatever the other players do."""
    return [random.Random(seed * 16 + seat) for seat in range(seats)]


def timed(choose: Callable[..., Chosen], *given: object) -> tuple[Chosen, float]:
    """A player's decision, ``choose(*given)``, and the wall-clock milliseconds it took."""
    began = time.perf_counter()
    chosen = choose(*given)
    return chosen, (time.perf_counter() - began) * 1000


class Reasoned(Protocol):
    """A player's decision as the lab logs it (a :class:`~patentgame.model.ai.Decision`)."""

    @property
    def reason(self) -> str: ...


Decided = TypeVar("Decided", bound=Reasoned)
View = TypeVar("View")


def seats_to_act(game: KeptGame, most_actions: int) -> Iterator[int]:
    """The seat that must act at each moment of a lab game, until the game is over or has
    taken ``most_actions`` actions (it is then counted as unfinished)."""
    while not game.game_over and game.action_count < most_actions:
        yield game.to_act[0]


class Decisions:
    """A lab game's decisions as they are made: each seat's own random numbers
    (:func:`seat_randoms`), how long each decision took and, when the run keeps the game's
    record, each decision's reason ("0 ai:expert: bought K ..."), which rides along in it."""

    def __init__(self, kinds: tuple[str, ...], seed: int, keep_reasons: bool) -> None:
        self.kinds = kinds
        self.randoms = seat_randoms(seed, len(kinds))
        self.times: list[list[float]] = [[] for _ in kinds]
        self.reasons: list[str] | None = [] if keep_reasons else None

    def make(
        self,
        seat: int,
        choose: Callable[[View, random.Random, Budget], Decided],
        view: View,
        budget: Budget,
    ) -> tuple[Decided, float]:
        """``seat``'s decision, ``choose(view, its random numbers, budget)``, timed and kept;
        with the milliseconds it took."""
        decision, elapsed = timed(choose, view, self.randoms[seat], budget)
        self.times[seat].append(elapsed)
        if self.reasons is not None:
            self.reasons.append(f"{seat} {self.kinds[seat]}: {decision.reason}")
        return decision, elapsed

    def decision_ms(self) -> tuple[tuple[float, ...], ...]:
        """Each seat's decision times, for :attr:`Ending.decision_ms`."""
        return tuple(tuple(times) for times in self.times)

    def record(self, write: Callable[[list[str]], str]) -> str | None:
        """The game's record when the run keeps it: ``write(reasons)`` (the family's record
        with the reasons as an extra key: replay ignores it, a reviewer reads it)."""
        return None if self.reasons is None else write(self.reasons)


def fallbacks(players: Iterable[object]) -> int:
    """The decisions ``players`` got wrong and their safety net replaced (should be 0)."""
    return sum(getattr(player, "fallbacks", 0) for player in players)


@dataclass(frozen=True, slots=True)
class WordLab(Generic[Rules]):
    """What a worker's games share in a lab played on one word list (the patent game's,
    BuyWord's): the list and its id, the run's rules, whether records are kept and the time
    each decision may take (``None``: no limit, so every game replays)."""

    lexicon: Lexicon
    lexicon_id: str
    rules: Rules
    keep_record: bool
    seconds: float | None = None


def load_word_lab(
    lexicon_id: str,
    rules: Rules,
    keep_record: bool,
    data_dir: str | None = None,
    seconds: float | None = None,
) -> WordLab[Rules]:
    """A worker's :class:`WordLab`: the word list loaded once (an imported one from the
    user's data folder ``data_dir``)."""
    from patentgame.model.lexicon import Lexicon

    lexicon = Lexicon.load(lexicon_id, data_dir=data_dir)
    return WordLab(lexicon, lexicon_id, rules, keep_record, seconds)


def every_core(workers: int | None) -> int:
    """The worker processes a run uses: those asked for, or one per core."""
    return workers or os.cpu_count() or 1


def run_in_workers(
    tasks: Sequence[Task],
    work: Callable[[Task], Result],
    start: Callable[..., None],
    setup: tuple[object, ...],
    workers: int,
) -> Iterator[Result]:
    """Run ``work`` on each of ``tasks`` in ``workers`` processes, yielding results as they
    end; each process first calls ``start(*setup)`` (a game is pure Python and CPU-bound, so
    one process per core). With one worker or one task everything runs here, in order."""
    if workers <= 1 or len(tasks) <= 1:
        start(*setup)
        for task in tasks:
            yield work(task)
        return
    context = multiprocessing.get_context("spawn" if os.name == "nt" else "fork")
    with context.Pool(workers, start, setup) as pool:
        yield from pool.imap_unordered(work, tasks, chunksize=1)


#: What a worker process prepared for its games (see :func:`run_lab`).
_PREPARED: list[object] = []


def _prepare_here(prepare: Callable[..., object], *setup: object) -> None:
    _PREPARED[:] = [prepare(*setup)]


def _play_here(play: Callable[[Task, State], Result], task: Task) -> Result:
    # The one State this process prepared (run_lab gives play and prepare together).
    return play(task, cast(State, _PREPARED[0]))


def run_lab(
    tasks: Sequence[Task],
    play: Callable[[Task, State], Result],
    prepare: Callable[..., State],
    setup: tuple[object, ...],
    workers: int,
) -> Iterator[Result]:
    """A family's run: each worker process calls ``prepare(*setup)`` once (the word list,
    the rules, the players its games share), then ``play(task, prepared)`` for each task it
    is given; results are yielded as games end. ``play`` and ``prepare`` are module-level
    functions (a worker process finds them by name)."""
    yield from run_in_workers(
        tasks,
        functools.partial(_play_here, play),
        functools.partial(_prepare_here, prepare),
        setup,
        workers,
    )


class LabResult(Protocol):
    """What the tally reads of any family's finished game."""

    @property
    def kinds(self) -> tuple[str, ...]: ...

    @property
    def finished(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def decision_ms(self) -> tuple[tuple[float, ...], ...]: ...


@dataclass
class Tally:
    """One player kind's games of a run: seats taken, games won, decision times, and the
    family's own totals (``sums``: score, money, turns...) and time lists (``lists``)."""

    seats: int = 0
    wins: int = 0
    times: list[float] = field(default_factory=list)
    sums: Counter[str] = field(default_factory=Counter)
    lists: dict[str, list[float]] = field(default_factory=dict)

    def mean(self, key: str, per: int | None = None) -> float:
        """The mean of the family's total ``key`` per seat (or per ``per``)."""
        return mean(self.sums[key], self.seats if per is None else per)


@dataclass(frozen=True)
class Tallied(Generic[Played]):
    """A run's tally: each kind's, the finished games and the ties among them."""

    tallies: dict[str, Tally]
    finished: list[Played]
    ties: int

    @property
    def games(self) -> int:
        return len(self.finished)

    def wins(self) -> dict[str, int]:
        return {kind: tally.wins for kind, tally in self.tallies.items()}

    def win_rates(self) -> dict[str, dict[str, float]]:
        return {kind: win_rate(tally.wins, self.games) for kind, tally in self.tallies.items()}

    def means(self, key: str) -> dict[str, float]:
        """Each kind's mean of the family's total ``key`` per seat."""
        return {kind: tally.mean(key) for kind, tally in self.tallies.items()}

    def decision_ms(self, key: str | None = None) -> dict[str, dict[str, float]]:
        """Each kind's decision-time percentiles (or those of the family's list ``key``)."""
        return {
            kind: percentiles(tally.times if key is None else tally.lists.get(key, []))
            for kind, tally in self.tallies.items()
        }


def tally(
    kinds: Sequence[str],
    results: Sequence[Played],
    count: Callable[[Tally, Played, int], None],
    has_winner: Callable[[Played], bool] = lambda _result: True,
) -> Tallied[Played]:
    """Tally the finished games of ``results`` for each kind of ``kinds``: every seat taken,
    every decision time, a game with one winner as that kind's win (counted once, should the
    kind sit twice; a tie is no one's, nor a game ``has_winner`` says has none: BuyWord alone),
    and the family's own totals, which ``count(tally, result, seat)`` adds for each seat."""
    tallies = {kind: Tally() for kind in dict.fromkeys(kinds)}
    finished = [result for result in results if result.finished]
    ties = 0
    for result in finished:
        if len(result.winners) > 1:
            ties += 1
        one = len(result.winners) == 1 and has_winner(result)
        winner = result.kinds[result.winners[0]] if one else None
        counted: set[str] = set()
        for seat, kind in enumerate(result.kinds):
            kept = tallies[kind]
            kept.seats += 1
            if result.decision_ms:
                kept.times.extend(result.decision_ms[seat])
            count(kept, result, seat)
            if kind == winner and kind not in counted:
                kept.wins += 1
                counted.add(kind)
    return Tallied(tallies, finished, ties)


def mean(total: float, count: int) -> float:
    """``total / count`` rounded to hundredths; 0 for no count."""
    return round(total / count, 2) if count else 0.0


def win_rate(wins: int, games: int) -> dict[str, float]:
    """The share of ``games`` won and the half-width of its 95% confidence interval.

    >>> win_rate(60, 100)
    {'rate': 0.6, 'ci95': 0.096}
    """
    if not games:
        return {"rate": 0.0, "ci95": 0.0}
    share = wins / games
    return {
        "rate": round(share, 4),
        "ci95": round(1.96 * math.sqrt(share * (1 - share) / games), 4),
    }


def percentiles(times: Sequence[float]) -> dict[str, float]:
    """The p50, p95, p99 and max of ``times`` (nearest rank), rounded to hundredths."""
    if not times:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(times)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)

    return {"p50": at(0.5), "p95": at(0.95), "p99": at(0.99), "max": round(ordered[-1], 2)}

"""The self-play lab: seeded games between computer players, and what they tell about strength.

Strength is a win rate over many seeded games, so the lab plays games in groups that deal the
same deck once per rotation of the seats: every player kind plays every seat, and the start
player moves round too, so neither the deal nor the seat favours anyone (NOTES.md). Its
skeleton is the lab template's (`patentgame.model.lab`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import NotRequired

from patentgame.model import lab as template
from patentgame.model.ai import Budget
from patentgame.model.json_types import JsonObject
from patentgame.model.lab import LabSummary
from patentgame.model.lexicon import WordList
from patentgame.model.patent.ai.levels import PatentPlayer, create_player
from patentgame.model.patent.events import TurnEnded
from patentgame.model.patent.game import PatentGame, Phase
from patentgame.model.patent.record import dumps
from patentgame.model.patent.rules import RuleSet

#: A game still running after this many actions is stopped and counted as unfinished.
MAX_ACTIONS = 4000


class GameTask(template.Deal[RuleSet]):
    """A patent game of a lab run: its deal, under the run's rules or its own."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class GameResult(template.Ending):
    """How a patent game ended: each seat's score, money, stock and turns."""

    scores: tuple[int, ...]
    money: tuple[int, ...]  # money received over the game (final money + patents bought)
    stock: tuple[int, ...]
    turns: tuple[int, ...]
    #: The decisions at the start of a turn (the word search), a part of ``decision_ms``.
    build_ms: tuple[tuple[float, ...], ...] = ()


#: The games of a run (see :meth:`~patentgame.model.lab.Deal.plan`).
plan = GameTask.plan


def play_game(
    task: GameTask,
    lexicon: WordList,
    rules: RuleSet,
    *,
    lexicon_id: str = "en-enable",
    keep_record: bool = False,
    seconds: float | None = None,
    players: Mapping[str, PatentPlayer] | None = None,
) -> GameResult:
    """Play one game of ``task`` to the end. ``players`` may give a ready player for a kind (a
    test's master with a shorter look-ahead); the others are made by `create_player`.

    With no time limit (``seconds`` ``None``) a game is reproducible from its seed. With one,
    each decision gets ``seconds`` as the app gives them (``AiRunner.think_seconds``), and a
    player that thinks against the clock (the master) plays as it would in the app.
    """
    kinds = task.kinds
    n = len(kinds)
    ready = players or {}
    seated = [ready.get(kind) or create_player(kind, lexicon) for kind in kinds]
    rules = task.rules_or(rules)
    game = PatentGame.new(
        template.lab_seats(kinds),
        lexicon,
        rules,
        seed=task.seed,
        start=task.first,
        lexicon_id=lexicon_id,
    )
    decisions = template.Decisions(kinds, task.seed, keep_record)
    builds: list[list[float]] = [[] for _ in range(n)]
    turns = [0] * n
    budget = Budget()
    for seat in template.seats_to_act(game, MAX_ACTIONS):
        view = game.perspective(seat)
        if seconds is not None:
            budget = Budget(seconds=seconds)
        decision, elapsed = decisions.make(seat, seated[seat].choose, view, budget)
        if view.phase is Phase.BUILD:
            builds[seat].append(elapsed)
        for event in game.play(decision.action):
            if isinstance(event, TurnEnded):
                turns[event.seat] += 1
    seats = range(n)
    return GameResult(
        index=task.index,
        kinds=kinds,
        finished=game.game_over,
        winners=game.winners,
        scores=tuple(game.score(s) for s in seats),
        money=tuple(game.money(s) + game.ledger.patent_value(s) for s in seats),
        stock=tuple(game.ledger.stock(s) for s in seats),
        turns=tuple(turns),
        decision_ms=decisions.decision_ms(),
        build_ms=tuple(tuple(t) for t in builds),
        fallbacks=template.fallbacks(seated),
        record=decisions.record(lambda reasons: dumps(game.record().with_extra(decisions=reasons))),
    )


# ------------------------------------------------------------------ running


def _play_task(task: GameTask, prepared: template.WordLab[RuleSet]) -> GameResult:
    return play_game(
        task,
        prepared.lexicon,
        prepared.rules,
        lexicon_id=prepared.lexicon_id,
        keep_record=prepared.keep_record,
        seconds=prepared.seconds,
    )


def run(
    tasks: Sequence[GameTask],
    *,
    rules: RuleSet,
    lexicon_id: str = "en-enable",
    workers: int | None = None,
    keep_records: bool = False,
    data_dir: str | None = None,
    seconds: float | None = None,
) -> Iterator[GameResult]:
    """Play ``tasks`` on ``workers`` processes (default: every core), yielding games as they end.

    ``data_dir`` is the user's data folder, where imported word lists live; ``seconds`` the
    time each decision may take (see `play_game`).
    """
    setup = (lexicon_id, rules, keep_records, data_dir, seconds)
    cores = template.every_core(workers)
    yield from template.run_lab(tasks, _play_task, template.load_word_lab, setup, cores)


# ----------------------------------------------------------------- summary


def _count(kept: template.Tally, result: GameResult, seat: int) -> None:
    kept.sums["score"] += result.scores[seat]
    kept.sums["money"] += result.money[seat]
    kept.sums["stock"] += result.stock[seat]
    kept.sums["turns"] += result.turns[seat]
    if result.build_ms:
        kept.lists.setdefault("build", []).extend(result.build_ms[seat])


class PatentLabSummary(LabSummary):
    """The patent game's lab figures (see :class:`LabSummary`)."""

    fallbacks: int
    ties: int
    money_per_turn: dict[str, float]
    stock_per_turn: dict[str, float]
    turns_per_game: float
    build_ms: dict[str, dict[str, float]]
    #: The rules played, as a record writes them (when `summarize` is given them).
    rules: NotRequired[JsonObject]


def summarize(
    kinds: Sequence[str], results: Sequence[GameResult], rules: RuleSet | None = None
) -> PatentLabSummary:
    """The lab's figures: wins, ties, means per player id and decision-time percentiles, and
    the ``rules`` played when given (as a record writes them).

    A game with several winners is a tie and counts as no player's win. ``win_rate`` is the
    share of finished games a kind won, with the half-width of its 95% confidence interval.
    """
    tallied = template.tally(kinds, results, _count)
    games, tallies = tallied.games, tallied.tallies
    out: PatentLabSummary = {
        "seats": list(kinds),
        "games": games,
        "unfinished": len(results) - games,
        "fallbacks": sum(result.fallbacks for result in results),
        "ties": tallied.ties,
        "wins": tallied.wins(),
        "win_rate": tallied.win_rates(),
        "mean_score": tallied.means("score"),
        "money_per_turn": {k: t.mean("money", t.sums["turns"]) for k, t in tallies.items()},
        "stock_per_turn": {k: t.mean("stock", t.sums["turns"]) for k, t in tallies.items()},
        "turns_per_game": template.mean(sum(t.sums["turns"] for t in tallies.values()), games),
        "decision_ms": tallied.decision_ms(),
        "build_ms": tallied.decision_ms("build"),
    }
    if rules is not None:
        out["rules"] = rules.to_json()
    return out

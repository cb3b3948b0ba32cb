"""The BuyWord self-play lab: seeded games between computer players, and what they measure.

Strength in a game for several is a win rate over many seeded games. As in the patent game's
lab, each bag is played once per rotation of the seats (every player kind sits in every seat
and leads first in turn), so neither the bag nor the seat favours anyone. A game alone is
measured by its final money, which ``mean_score`` reports for every table size. Its skeleton is the
lab template's (`patentgame.model.lab`).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NotRequired

from patentgame.model import lab as template
from patentgame.model.ai import Budget
from patentgame.model.buyword.ai.levels import create_player
from patentgame.model.buyword.events import WordSold
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.record import dumps
from patentgame.model.buyword.rules import SOLO_YARDSTICK, BuyWordRules
from patentgame.model.errors import IllegalActionError
from patentgame.model.json_types import JsonObject
from patentgame.model.lab import LabSummary

#: A game still running after this many actions is stopped and counted as unfinished (a real
#: game takes a few hundred).
MAX_ACTIONS = 5000


class GameTask(template.Deal[BuyWordRules]):
    """A BuyWord game of a lab run: its bag and its leader, under the run's rules or its own."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class GameResult(template.Ending):
    """How a BuyWord game ended: each seat's money and words sold, the rounds played."""

    money: tuple[int, ...]
    words: tuple[int, ...]  # words sold
    rounds: int
    refused: int = 0  # actions the engine refused (should be 0)


#: The games of a run (see :meth:`~patentgame.model.lab.Deal.plan`).
plan = GameTask.plan


def play_game(
    task: GameTask,
    lexicon: WordList,
    rules: BuyWordRules,
    *,
    lexicon_id: str = "en-enable",
    keep_record: bool = False,
    everyday: WordList | None = None,
    theme_words: WordList | None = None,
    seconds: float | None = None,
) -> GameResult:
    """Play one game of ``task`` to the end: with no time limit (``seconds`` ``None``) it is
    reproducible; with one, each decision gets ``seconds`` as the app gives them. (BuyWord's
    players decide at once, so a limit changes none of their decisions.)"""
    kinds = task.kinds
    n = len(kinds)
    rules = task.rules_or(rules)
    players = [create_player(kind, lexicon, everyday) for kind in kinds]
    game = BuyWordGame.new(
        template.lab_seats(kinds),
        lexicon,
        rules,
        seed=task.seed,
        leader=task.first,
        lexicon_id=lexicon_id,
        theme_words=theme_words,
    )
    decisions = template.Decisions(kinds, task.seed, keep_record)
    words = [0] * n
    refused = 0
    for seat in template.seats_to_act(game, MAX_ACTIONS):
        budget = Budget(seconds=seconds)  # no limit (None): the game replays
        decision, _ = decisions.make(seat, players[seat].choose, game.perspective(seat), budget)
        try:
            events = game.play(decision.action)
        except IllegalActionError:
            refused += 1
            break
        for event in events:
            if isinstance(event, WordSold):
                words[event.seat] += 1
    seats = range(n)
    return GameResult(
        index=task.index,
        kinds=kinds,
        finished=game.game_over,
        winners=game.winners,
        money=tuple(game.money(s) for s in seats),
        words=tuple(words),
        rounds=game.round,
        decision_ms=decisions.decision_ms(),
        fallbacks=template.fallbacks(players),
        refused=refused,
        record=decisions.record(lambda reasons: dumps(game.record().with_extra(decisions=reasons))),
    )


# ------------------------------------------------------------------ running


def _play_task(task: GameTask, prepared: template.WordLab[BuyWordRules]) -> GameResult:
    from patentgame.model.lexicon import Lexicon

    rules = task.rules_or(prepared.rules)
    theme = None if rules.theme is None else Lexicon.load(rules.theme)
    return play_game(
        task,
        prepared.lexicon,
        prepared.rules,
        lexicon_id=prepared.lexicon_id,
        keep_record=prepared.keep_record,
        theme_words=theme,
        seconds=prepared.seconds,
    )


def run(
    tasks: Sequence[GameTask],
    *,
    rules: BuyWordRules,
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


def _is_alone(result: GameResult) -> bool:
    return len(result.kinds) == 1


def _count(kept: template.Tally, result: GameResult, seat: int) -> None:
    kept.sums["money"] += result.money[seat]
    kept.sums["words"] += result.words[seat]
    if _is_alone(result) and result.money[seat] >= SOLO_YARDSTICK[1]:
        kept.sums["yardstick"] += 1  # a game alone at or above the yardstick's top


class BuyWordLabSummary(LabSummary):
    """BuyWord's lab figures (see :class:`LabSummary`); ``mean_score`` is the final money."""

    game: str
    fallbacks: int
    refused: int
    ties: int
    score_ci95: dict[str, float]
    words_per_game: dict[str, float]
    rounds_per_game: float
    #: Alone: the share of games that reached the yardstick's top.
    yardstick_top_share: NotRequired[dict[str, float]]
    #: The rules played, as a record writes them (when `summarize` is given them).
    rules: NotRequired[JsonObject]


def summarize(
    kinds: Sequence[str], results: Sequence[GameResult], rules: BuyWordRules | None = None
) -> BuyWordLabSummary:
    """The lab's figures: wins, ties, mean money per player id and decision-time percentiles,
    and the ``rules`` played when given (as a record writes them).

    ``mean_score`` is the mean final money of each player id, in games alone too. A game with
    several winners is a tie and counts as no player's win; a game alone has no wins.
    """
    tallied = template.tally(
        kinds, results, _count, has_winner=lambda result: not _is_alone(result)
    )
    games = tallied.games
    out: BuyWordLabSummary = {
        "game": "buyword",
        "seats": list(kinds),
        "games": games,
        "unfinished": len(results) - games,
        "fallbacks": sum(result.fallbacks for result in results),
        "refused": sum(result.refused for result in results),
        "ties": tallied.ties,
        "wins": tallied.wins(),
        "win_rate": tallied.win_rates(),
        "mean_score": tallied.means("money"),
        "score_ci95": _score_ci(kinds, tallied.finished),
        "words_per_game": tallied.means("words"),
        "rounds_per_game": template.mean(sum(result.rounds for result in tallied.finished), games),
        "decision_ms": tallied.decision_ms(),
    }
    if len(kinds) == 1:
        kind = kinds[0]
        out["yardstick_top_share"] = {kind: tallied.tallies[kind].mean("yardstick")}
    if rules is not None:
        out["rules"] = rules.to_json()
    return out


def _score_ci(kinds: Sequence[str], results: Sequence[GameResult]) -> dict[str, float]:
    """Half-width of the 95% confidence interval of each kind's mean money."""
    out = {}
    for kind in dict.fromkeys(kinds):
        values = [
            money
            for result in results
            for seat_kind, money in zip(result.kinds, result.money, strict=True)
            if seat_kind == kind
        ]
        if len(values) < 2:
            out[kind] = 0.0
            continue
        average = sum(values) / len(values)
        var = sum((value - average) ** 2 for value in values) / (len(values) - 1)
        out[kind] = round(1.96 * math.sqrt(var / len(values)), 2)
    return out

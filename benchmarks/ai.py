"""Benchmark of the computer players: decision times per level, the ladder, the master.

    .venv/bin/python benchmarks/ai.py [--games 20]
    .venv/bin/python benchmarks/ai.py --ladder [--games 1000] [--seed 1] [--workers 2]
    .venv/bin/python benchmarks/ai.py --master [--games 1000] [--seed 1] [--workers 2]
    .venv/bin/python benchmarks/ai.py --hand-lean [--games 80] [--seed 500]

Without options: per player id, the p50, p95 and p99 of its decision time over seeded games
against the greedy player (one process, so the figures are one core's), then the wall time of
whole 4-player games between four experts. The targets of issue 4: expert p95 <= 150 ms and
p99 <= 400 ms, every other level p95 <= 30 ms, a 4-player expert game under 5 s.

``--ladder`` plays every step of the ladder against the step below (``--games`` two-player
games each, seats and start player rotated) and prints the ladder's table: each step's win rate
with its 95% half-width, the Elo gap it implies, the step's Elo estimate (step 1 = 500) and its
decision p95; then the ratings as ``levels.py`` holds them. ``--master`` plays the master
against the expert and prints the same figures for that pair (issue 21's targets: 60-75% per
step, the master >= 55% with a decision p95 <= 1 s).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# The checkout's own code, even where the environment has another copy installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.ai import Budget
from patentgame.model.lab import percentiles
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Build
from patentgame.model.patent.ai.lab import GameTask, plan, play_game, summarize
from patentgame.model.patent.ai.moves import MoveGenerator
from patentgame.model.patent.ai.players import _search
from patentgame.model.patent.rules import RuleSet

#: The time the app gives each computer decision (``AiRunner.think_seconds``).
THINK_SECONDS = 2.0

#: The players timed: the baselines, every step of the ladder, the master.
LEVEL_IDS = (
    "ai:random", "ai:greedy", "ai:level-1", "ai:level-2", "ai:beginner", "ai:level-4",
    "ai:level-5", "ai:casual", "ai:level-7", "ai:level-8", "ai:level-9", "ai:strong",
    "ai:expert", "ai:master",
)  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per level (default 20)")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument(
        "--rates", action="store_true", help="measure the PLAY_RATE and POWER_RATE constants"
    )
    parser.add_argument("--fit", action="store_true", help="fit the expert's weights by self-play")
    parser.add_argument("--opponent", default="ai:strong", help="opponent of --fit")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of --fit")
    parser.add_argument(
        "--legality",
        action="store_true",
        help="play --games games of random seats, levels and rule options; count mistakes",
    )
    parser.add_argument(
        "--ladder", action="store_true", help="play each step against the step below"
    )
    parser.add_argument("--master", action="store_true", help="play the master against the expert")
    parser.add_argument(
        "--calibrate",
        action="store_true",
        help="fit the constants of the master's outcome on expert-vs-expert games",
    )
    parser.add_argument(
        "--hand-lean",
        action="store_true",
        help="measure how the other hands lean from the unseen letters (sampling.HAND_LEAN)",
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    args = parser.parse_args()
    if args.ladder or args.master:
        ladder(args.games, args.seed, args.workers, args.master, args.json)
        return
    if args.calibrate:
        calibrate(args.games, args.seed, args.workers)
        return
    if args.hand_lean:
        hand_lean(args.games, args.seed, args.workers)
        return
    if args.legality:
        legality_run(args.games, args.seed)
        return
    if args.fit:
        fit(args.games, args.seed, args.opponent, args.rounds)
        return
    if args.rates:
        measure_rates(args.games, args.seed)
        return
    lexicon = Lexicon.load("en-enable")
    rules = RuleSet()
    print(f"decision time per level, {args.games} two-player games each against ai:greedy")
    print("all: every decision; build: the decisions at the start of a turn (the word search)")
    print(
        f"{'player':<14}{'decisions':>10}{'all p50':>9}{'all p95':>9}{'all p99':>9}"
        f"{'builds':>8}{'build p50':>10}{'build p95':>10}{'build p99':>10}{'max ms':>9}"
    )
    for kind in LEVEL_IDS:
        every, builds = _timed_games(kind, args.games, args.seed, lexicon, rules)
        all_ms, build_ms = percentiles(every), percentiles(builds)
        print(
            f"{kind:<14}{len(every):>10}{all_ms['p50']:>9.2f}{all_ms['p95']:>9.2f}"
            f"{all_ms['p99']:>9.2f}{len(builds):>8}{build_ms['p50']:>10.2f}"
            f"{build_ms['p95']:>10.2f}{build_ms['p99']:>10.2f}{all_ms['max']:>9.2f}"
        )
    print()
    walls = []
    for index in range(5):
        task = GameTask(index, ("ai:expert",) * 4, index % 4, args.seed + index)
        began = time.perf_counter()
        result = play_game(task, lexicon, rules)
        walls.append(time.perf_counter() - began)
        assert result.finished
    print(
        f"4-player expert game: mean {statistics.mean(walls):.2f} s, "
        f"max {max(walls):.2f} s over {len(walls)} games"
    )


def _timed_games(
    kind: str, games: int, seed: int, lexicon: Lexicon, rules: RuleSet
) -> tuple[list[float], list[float]]:
    """Decision times of ``kind`` (ms) over seeded games against the greedy player: every
    decision, and the decisions made in the BUILD phase (where the word search runs)."""
    import random

    from patentgame.model.patent.ai import create_player
    from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec

    other = "ai:greedy" if kind != "ai:greedy" else "ai:random"
    every: list[float] = []
    builds: list[float] = []
    for task in plan([kind, other], games, seed):
        players = [create_player(k, lexicon) for k in task.kinds]
        specs = [PlayerSpec(str(seat), k) for seat, k in enumerate(task.kinds)]
        game = PatentGame.new(specs, lexicon, rules, seed=task.seed, start=task.start)
        rng = random.Random(task.seed)
        while not game.game_over:
            seat = game.to_act[0]
            view = game.perspective(seat)
            began = time.perf_counter()
            # The app's clock: only the master thinks against it.
            decision = players[seat].choose(view, rng, Budget(seconds=THINK_SECONDS))
            elapsed = (time.perf_counter() - began) * 1000
            if task.kinds[seat] == kind:
                every.append(elapsed)
                if view.phase is Phase.BUILD:
                    builds.append(elapsed)
            game.play(decision.action)
    return every, builds


def measure_rates(games: int, seed: int) -> None:
    """Measure the constants of ``evaluation.py`` by self-play of the greedy player.

    PLAY_RATE: cards of each letter played per turn. POWER_RATE: for each power, how much more
    the best play of a position earns (money + stock) when its builder owns the power too.
    """
    import dataclasses
    import random
    from collections import Counter
    from types import MappingProxyType

    from patentgame.model.patent.ai import create_player
    from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec

    lexicon = Lexicon.load("en-enable")
    played: Counter[str] = Counter()
    gains: dict[str, list[int]] = {power: [] for power in "BJKQVXZ"}
    turns = 0
    for index in range(games):
        players = [create_player("ai:greedy", lexicon) for _ in range(2)]
        game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], lexicon, seed=seed + index)
        rng = random.Random(index)
        while not game.game_over:
            seat = game.to_act[0]
            view = game.perspective(seat)
            if game.phase is Phase.BUILD:
                turns += 1
                base = _best(MoveGenerator(view, lexicon))
                for power in gains:
                    if power in view.owners:
                        continue
                    owners = dict(view.owners)
                    owners[power] = seat
                    other = dataclasses.replace(view, owners=MappingProxyType(owners))
                    generator = MoveGenerator(other, lexicon)
                    gains[power].append(_best(generator) - base)
            decision = players[seat].choose(view, rng, Budget())
            game.play(decision.action)
        for action in game.actions:
            if isinstance(action, Build):
                played.update(game.letter(card) for card in action.real_cards())
    print(f"{turns} turns of {games} greedy games")
    print("PLAY_RATE", {letter: round(played[letter] / turns, 2) for letter in sorted(played)})
    print(
        "POWER_RATE",
        {power: round(statistics.mean(values), 2) for power, values in gains.items() if values},
    )


def _best(generator: MoveGenerator) -> int:
    """What the best play of ``generator``'s position earns (money + stock)."""
    plays = _search(generator, generator.spellable(), 40, 20, Budget())
    return max((play.gain for play in plays), default=0)


def fit(games: int, seed: int, opponent: str, rounds: int) -> None:
    """Fit the expert's weights by self-play: coordinate search on the win rate.

    Every candidate plays the same ``games`` seeded games (common random numbers: the same
    deals and seats) against ``opponent``; a step is kept when it wins more games than the
    current weights. Each weight is tried at half and one and a half times its value.
    """
    import dataclasses

    from patentgame.model.patent.ai.evaluation import Weights
    from patentgame.model.patent.ai.lab import run

    rules = RuleSet()

    def wins(weights: Weights) -> int:
        text = ",".join(f"{f.name}={getattr(weights, f.name)}" for f in dataclasses.fields(weights))
        kind = f"ai:expert@{text}"
        tasks = plan([kind, opponent], games, seed)
        figures = summarize([kind, opponent], list(run(tasks, rules=rules)))
        return int(figures["wins"][kind])

    current = Weights()
    best = wins(current)
    print(f"start {current}: {best}/{games}", flush=True)
    for round_number in range(rounds):
        for field in dataclasses.fields(Weights):
            value = getattr(current, field.name)
            for factor in (0.5, 1.5):
                trial = dataclasses.replace(current, **{field.name: round(value * factor, 3)})
                score = wins(trial)
                kept = score > best
                print(
                    f"round {round_number + 1} {field.name}={getattr(trial, field.name)}: "
                    f"{score}/{games}{'  kept' if kept else ''}",
                    flush=True,
                )
                if kept:
                    current, best = trial, score
                    break
    print(f"fitted {current}: {best}/{games}")


def ladder(games: int, seed: int, workers: int | None, master: bool, json_path: str | None) -> None:
    """Play each step against the step below (or the master against the expert) and print
    the ladder's table."""
    import json
    import math

    from patentgame.model.patent.ai.lab import run
    from patentgame.model.patent.ai.levels import LADDER, MASTER
    from patentgame.model.strength import elo_gap, elo_gap_error

    rules = RuleSet()
    steps = [(MASTER, LADDER[-1])] if master else list(zip(LADDER[1:], LADDER[:-1], strict=True))
    rows = []
    for upper, lower in steps:
        kinds = [upper.id, lower.id]
        began = time.perf_counter()
        # The master thinks against the clock as in the app (AiRunner.think_seconds); the
        # steps have no clock, so their games replay from the seed.
        seconds = THINK_SECONDS if master else None
        tasks = plan(kinds, games, seed)
        results = list(run(tasks, rules=rules, workers=workers, seconds=seconds))
        figures = summarize(kinds, results)
        rate = figures["win_rate"][upper.id]
        played = figures["games"]
        row = {
            "step": upper.step,
            "id": upper.id,
            "name": upper.name,
            "below": lower.id,
            "games": played,
            "ties": figures["ties"],
            "unfinished": figures["unfinished"],
            "fallbacks": figures["fallbacks"],
            "wins": figures["wins"][upper.id],
            "rate": rate["rate"],
            "ci95": rate["ci95"],
            "gap": elo_gap(rate["rate"]),
            "gap_ci95": elo_gap_error(rate["rate"], played),
            "p95_ms": figures["decision_ms"][upper.id]["p95"],
            "build_p95_ms": figures["build_ms"][upper.id]["p95"],
            "below_build_p95_ms": figures["build_ms"][lower.id]["p95"],
            "p99_ms": figures["decision_ms"][upper.id]["p99"],
            "below_p95_ms": figures["decision_ms"][lower.id]["p95"],
            "seconds": round(time.perf_counter() - began, 1),
        }
        rows.append(row)
        print(
            f"{upper.id} vs {lower.id}: {row['rate'] * 100:.1f}% +- {row['ci95'] * 100:.1f} "
            f"({row['seconds']:.0f} s)",
            flush=True,
        )
    base = MASTER.rating if master else LADDER[0].rating
    assert base is not None
    rating = (LADDER[-1].rating or 0.0) if master else base
    spread = 0.0
    print()
    print(f"{games} two-player games per step against the step below, seed {seed}, default rules")
    print()
    print(
        "| step | id | name | win % vs step below | Elo gap | Elo | decision p95 ms | turn p95 ms |"
    )
    print("|---|---|---|---|---|---|---|---|")
    if not master:
        first = LADDER[0]
        p95, build = rows[0]["below_p95_ms"], rows[0]["below_build_p95_ms"]
        print(
            f"| 1 | `{first.id}` | {first.name} | - | - | {rating:.0f} | {p95:.1f} | {build:.1f} |"
        )
    for row in rows:
        rating += row["gap"]
        spread = math.hypot(spread, row["gap_ci95"])
        row["elo"] = rating
        row["elo_ci95"] = spread
        step = row["step"] if row["step"] is not None else "-"
        print(
            f"| {step} | `{row['id']}` | {row['name']} | {row['rate'] * 100:.1f} +- "
            f"{row['ci95'] * 100:.1f} | {row['gap']:+.0f} +- {row['gap_ci95']:.0f} | "
            f"{rating:.0f} +- {spread:.0f} | {row['p95_ms']:.1f} | {row['build_p95_ms']:.1f} |"
        )
    problems = sum(row["unfinished"] + row["fallbacks"] for row in rows)
    print()
    print(f"ties {sum(row['ties'] for row in rows)}, unfinished and fallbacks {problems}")
    print("ratings for levels.py:", ", ".join(f"{row['id']} {row['elo']:.0f}" for row in rows))
    baselines = {} if master else place_baselines(games, seed, workers, rows)
    if json_path:
        with open(json_path, "w", encoding="utf-8") as out:
            document = {"games": games, "seed": seed, "rows": rows, "baselines": baselines}
            json.dump(document, out, indent=1)


def place_baselines(
    games: int, seed: int, workers: int | None, rows: list[dict[str, Any]]
) -> dict[str, float]:
    """Put the lab's baselines on the ladder's scale: the greedy player against steps 8 and 9
    (it falls between them), step 1 against the random player."""
    from patentgame.model.patent.ai.lab import run
    from patentgame.model.patent.ai.levels import LADDER
    from patentgame.model.strength import elo_gap

    elo = {row["id"]: row["elo"] for row in rows}
    elo[LADDER[0].id] = LADDER[0].rating
    pairs = [("ai:greedy", "ai:level-8"), ("ai:greedy", "ai:level-9"), ("ai:level-1", "ai:random")]
    estimates: dict[str, list[float]] = {}
    print()
    for first, second in pairs:
        kinds = [first, second]
        figures = summarize(
            kinds, list(run(plan(kinds, games, seed), rules=RuleSet(), workers=workers))
        )
        rate = figures["win_rate"][first]
        gap = elo_gap(rate["rate"])
        print(f"{first} vs {second}: {rate['rate'] * 100:.1f}% +- {rate['ci95'] * 100:.1f}")
        if first == "ai:greedy":
            estimates.setdefault(first, []).append(elo[second] + gap)
        else:
            estimates.setdefault(second, []).append(elo[first] - gap)
    placed = {kind: sum(values) / len(values) for kind, values in estimates.items()}
    print("baselines:", ", ".join(f"{kind} {rating:.0f}" for kind, rating in placed.items()))
    return placed


def calibrate(games: int, seed: int, workers: int | None) -> None:
    """Fit ``SCALE``, ``INCOME`` and ``POWER`` of ``master.outcome`` by logistic regression.

    ``games`` two-player games between experts are played (on ``workers`` processes) and
    replayed from their records; at the end of every turn the seat that ended it is one
    example: its lead in score, in expected royalty income and in expected power earnings over
    the turns left (each divided by the square root of the turns left, as `outcome` does), and
    whether it went on to win (1, a shared win 0.5, 0). The model has no intercept (the seats
    are alike), so its three coefficients give the scale and the two weights.
    """
    import math

    from patentgame.model.patent.ai.lab import run
    from patentgame.model.patent.ai.master import INCOME, POWER, SCALE, turns_left
    from patentgame.model.patent.events import TurnEnded
    from patentgame.model.patent.record import loads
    from patentgame.model.patent.replay import play_through, set_up

    lexicon = Lexicon.load("en-enable")
    kinds = ["ai:expert", "ai:expert"]
    began = time.perf_counter()
    results = list(
        run(plan(kinds, games, seed), rules=RuleSet(), workers=workers, keep_records=True)
    )
    examples: list[tuple[tuple[float, float, float], float]] = []
    for result in results:
        if not result.finished or result.record is None:
            continue
        record = loads(result.record)
        game = set_up(record, lexicon)
        ended: list[tuple[int, tuple[float, float, float]]] = []
        for step in play_through(game, record.actions):
            for event in step.events:
                if not isinstance(event, TurnEnded) or step.game.game_over:
                    continue
                ended.append((event.seat, _lead_features(step.game, event.seat, turns_left)))
        for seat, features in ended:
            won = 0.0 if seat not in game.winners else 1.0 / len(game.winners)
            examples.append((features, won))
    coefficients = _logistic(examples)
    scale = 1.0 / coefficients[0]
    print(
        f"{len(examples)} positions of {len(results)} expert games "
        f"({time.perf_counter() - began:.0f} s)"
    )
    print(
        f"fitted: SCALE {scale:.2f}, INCOME {coefficients[1] * scale:.2f}, "
        f"POWER {coefficients[2] * scale:.2f}"
    )
    print(f"in master.py: SCALE {SCALE}, INCOME {INCOME}, POWER {POWER}")

    def log_loss(weights: Sequence[float]) -> float:
        chances = [min(1 - 1e-12, max(1e-12, _sigmoid(_dot(weights, x)))) for x, _ in examples]
        return -sum(
            y * math.log(p) + (1 - y) * math.log(1 - p)
            for p, (_, y) in zip(chances, examples, strict=True)
        ) / max(1, len(examples))

    # The constants in use, scored on the same positions: how much the refit would change.
    in_use = (1 / SCALE, INCOME / SCALE, POWER / SCALE)
    print(
        f"mean log loss {log_loss(coefficients):.4f} fitted, {log_loss(in_use):.4f} with "
        f"master.py's constants (a coin: {math.log(2):.4f})"
    )


def hand_lean(games: int, seed: int, workers: int | None) -> None:
    """Measure ``sampling.HAND_LEAN``: how much likelier each letter is in the other player's
    hand than among the letters one cannot see.

    ``games`` two-player games between experts are played and replayed from their records; at
    the start of every turn the seat to play counts the letters of the other hand, and adds each
    unseen letter's share of that hand's size (what a fair deal would give it). A letter's lean
    is the first count over the second.
    """
    from collections import Counter

    from patentgame.model.patent.ai.lab import run
    from patentgame.model.patent.ai.sampling import HAND_LEAN, unseen_letters
    from patentgame.model.patent.events import TurnEnded
    from patentgame.model.patent.game import Phase
    from patentgame.model.patent.record import loads
    from patentgame.model.patent.replay import play_through, set_up

    lexicon = Lexicon.load("en-enable")
    began = time.perf_counter()
    tasks = plan(["ai:expert", "ai:expert"], games, seed)
    held: Counter[str] = Counter()
    fair: dict[str, float] = dict.fromkeys(HAND_LEAN, 0.0)
    positions = 0

    def count(game: Any) -> None:
        nonlocal positions
        seat = game.current
        hand = [game.letter(card) for card in game.hand(1 - seat)]
        unseen = unseen_letters(game.perspective(seat))
        held.update(hand)
        for letter in unseen:
            fair[letter] += len(hand) / len(unseen)
        positions += 1

    for result in run(tasks, rules=RuleSet(), workers=workers, keep_records=True):
        if result.record is None:
            continue
        record = loads(result.record)
        game = set_up(record, lexicon)
        count(game)
        for step in play_through(game, record.actions):
            turn_ended = any(isinstance(event, TurnEnded) for event in step.events)
            if turn_ended and not game.game_over and game.phase is Phase.BUILD:
                count(game)
    print(
        f"{positions} positions of {len(tasks)} expert games ({time.perf_counter() - began:.0f} s)"
    )
    print("letter  lean  in sampling.py  (cards in the other hand / a fair deal's share)")
    for letter in sorted(HAND_LEAN, key=lambda letter: -held[letter] / max(fair[letter], 1e-9)):
        lean = held[letter] / fair[letter] if fair[letter] else 0.0
        print(
            f"{letter:>6}{lean:>6.2f}{HAND_LEAN[letter]:>16.2f}"
            f"  ({held[letter]} / {fair[letter]:.0f})"
        )


def _lead_features(game: Any, seat: int, turns_left: Any) -> tuple[float, float, float]:
    """The lead of ``seat`` over the other seat of a two-player ``game``: in score, in expected
    royalty income and in expected power earnings over the turns left, each divided by the
    square root of the turns left."""
    from patentgame.model.patent.ai.evaluation import PLAY_RATE, POWER_RATE

    seats = range(len(game.players))
    turns = turns_left(game.goal, game.final_round, [game.ledger.patent_value(s) for s in seats])
    other = 1 - seat
    root = turns**0.5

    def income(s: int) -> float:
        return sum(PLAY_RATE[letter] * turns for letter in game.ledger.patents_of(s))

    def power(s: int) -> float:
        return sum(POWER_RATE.get(letter, 0.0) * turns for letter in game.ledger.patents_of(s))

    return (
        (game.score(seat) - game.score(other)) / root,
        (income(seat) - income(other)) / root,
        (power(seat) - power(other)) / root,
    )


def _sigmoid(value: float) -> float:
    import math

    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, value))))


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def _logistic(examples: Sequence[tuple[Sequence[float], float]]) -> list[float]:
    """The coefficients of a logistic regression without intercept, by Newton's method."""
    size = len(examples[0][0])
    beta = [0.0] * size
    for _ in range(30):
        gradient = [0.0] * size
        hessian = [[1e-9 * (i == j) for j in range(size)] for i in range(size)]
        for x, y in examples:
            p = _sigmoid(_dot(beta, x))
            for i in range(size):
                gradient[i] += (y - p) * x[i]
                for j in range(size):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        step = _solve(hessian, gradient)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return beta


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` \\ ``vector`` by Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def legality_run(games: int, seed: int) -> None:
    """Play ``games`` games with 2 to 5 random seats and random rule options, on every core.

    Every action goes through the engine's full validation, so a finished game is a game of
    legal actions; ``fallbacks`` counts choices a player got wrong and had to replace. Seats
    are drawn from every step of the ladder under both its ids and the baselines; the slower
    upper steps (8 to 11) join one game in ten, and the master one game in 250, thinking
    against the app's clock (its moves are the expert's candidates; its games are long).
    """
    import random

    from patentgame.model.patent.ai import PLAYER_IDS
    from patentgame.model.patent.ai.lab import run
    from patentgame.model.patent.ai.levels import MASTER_ID
    from patentgame.model.patent.rules import ChallengeMode, DoublerMode

    upper = {"ai:level-8", "ai:level-9", "ai:strong", "ai:expert"}
    upper |= {"ai:level-10", "ai:level-11"}
    every = [kind for kind in PLAYER_IDS if kind != MASTER_ID]
    cheap = [kind for kind in every if kind not in upper]
    rng = random.Random(seed)
    tasks = []
    for index in range(games):
        seats = rng.randint(2, 5)
        pool = every if index % 10 == 0 else cheap
        kinds = [rng.choice(pool) for _ in range(seats)]
        if index % 250 == 125:
            kinds[rng.randrange(seats)] = MASTER_ID
        rules = RuleSet(
            challenge=rng.choice(list(ChallengeMode)),
            doublers=rng.choice(list(DoublerMode)),
            retries=rng.choice([0, 1, 3, None]),
            goal_min_patents=rng.random() < 0.3,
            q_replace_from_pool=rng.random() < 0.7,
            z_s_counts_toward_minimum=rng.random() < 0.7,
        )
        tasks.append(GameTask(index, tuple(kinds), rng.randrange(seats), seed + index, rules))
    began = time.perf_counter()
    results = list(run(tasks, rules=RuleSet(), seconds=THINK_SECONDS))
    finished = sum(result.finished for result in results)
    fallbacks = sum(result.fallbacks for result in results)
    decisions = sum(len(times) for result in results for times in result.decision_ms)
    seated: dict[str, int] = {}
    for result in results:
        for kind in result.kinds:
            seated[kind] = seated.get(kind, 0) + 1
    print(
        f"{len(results)} games ({finished} finished), {decisions} decisions, "
        f"{fallbacks} fallbacks, every action validated by the engine "
        f"({time.perf_counter() - began:.0f} s)"
    )
    print("seats per player id:", ", ".join(f"{kind} {n}" for kind, n in sorted(seated.items())))


if __name__ == "__main__":
    main()

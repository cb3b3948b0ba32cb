"""Benchmark of the coach: a position's analysis (hints and best plays) and a whole game's review.

    .venv/bin/python benchmarks/coach.py [--games 20] [--seed 300]
    .venv/bin/python benchmarks/coach.py --check --games 100 [--seed 1]

The first form plays seeded two-player games (the expert against the strong player), times the
coach's analysis at the start of every turn (what the table computes off the GUI thread when a
person's turn starts; target p95 <= 150 ms) and then times the review of each whole game (target:
a 25-turn two-player game in <= 5 s). One process, so the figures are one core's.

``--check`` reviews self-play games of mixed levels and challenge modes and checks every
reviewed turn: the best is never worth less than the play made, and every suggested play is
legal in its position (the engine's ``why_illegal``) and made of words in the list.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

# The checkout's own code, even where the environment has another copy installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai import create_player
from patentgame.model.patent.ai.lab import GameTask, percentiles, play_game
from patentgame.model.patent.coach import Coach
from patentgame.model.patent.coach.audit import AuditFigures, audit, self_play_records
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec
from patentgame.model.patent.record import Record, loads
from patentgame.model.patent.rules import RuleSet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--seed", type=int, default=300, help="seed of the first game")
    parser.add_argument("--check", action="store_true", help="check the reviews of --games games")
    args = parser.parse_args()
    lexicon = Lexicon.load("en-enable")
    coach = Coach(lexicon)
    if args.check:
        check(coach, lexicon, args.games, args.seed)
        return
    analysis_ms: list[float] = []
    searched: list[int] = []
    reviews: list[tuple[int, float]] = []
    for index in range(args.games):
        record = _timed_game(coach, lexicon, args.seed + index, analysis_ms, searched)
        began = time.perf_counter()
        review = coach.review_game(record)
        reviews.append((len(review.turns), time.perf_counter() - began))
    times = percentiles(analysis_ms)
    print(f"analysis at the start of a turn: {len(analysis_ms)} positions of {args.games} games")
    print(
        f"  ms p50 {times['p50']:.1f}  p95 {times['p95']:.1f}  p99 {times['p99']:.1f}  "
        f"max {times['max']:.1f}   (target p95 <= 150)"
    )
    print(
        f"  plays valued per position: median {statistics.median(searched):.0f}, "
        f"max {max(searched)}"
    )
    turns = [count for count, _ in reviews]
    seconds = [wall for _, wall in reviews]
    per_turn = sum(seconds) / sum(turns)
    longest = max(reviews)
    print(f"game review: {len(reviews)} games of {min(turns)} to {max(turns)} turns")
    print(
        f"  s per game: mean {statistics.mean(seconds):.2f}, max {max(seconds):.2f}; "
        f"{per_turn * 1000:.0f} ms per turn; the longest game ({longest[0]} turns) "
        f"{longest[1]:.2f} s"
    )
    print(f"  a 25-turn game at this rate: {25 * per_turn:.2f} s   (target <= 5 s)")
    long_games(coach, lexicon, args.games, args.seed)


def long_games(coach: Coach, lexicon: Lexicon, games: int, seed: int) -> None:
    """Review games between two beginners, who score slowly, and report those of 25+ turns."""
    walls = []
    for index in range(games):
        task = GameTask(index, ("ai:beginner", "ai:beginner"), index % 2, seed + index)
        result = play_game(task, lexicon, RuleSet(), keep_record=True)
        assert result.record is not None
        record = loads(result.record)
        began = time.perf_counter()
        review = coach.review_game(record)
        walls.append((len(review.turns), time.perf_counter() - began))
    long = [wall for turns, wall in walls if turns >= 25]
    print(
        f"beginner games: {len(walls)} of {min(walls)[0]} to {max(walls)[0]} turns; "
        f"{len(long)} of 25 turns or more, reviewed in at most "
        f"{max(long, default=0.0):.2f} s   (target <= 5 s)"
    )


def _timed_game(
    coach: Coach, lexicon: Lexicon, seed: int, times: list[float], searched: list[int]
) -> Record:
    """Play one expert-versus-strong game, timing the analysis at every turn's start."""
    kinds = ("ai:expert", "ai:strong") if seed % 2 else ("ai:strong", "ai:expert")
    players = [create_player(kind, lexicon) for kind in kinds]
    specs = [PlayerSpec(kind, kind) for kind in kinds]
    game = PatentGame.new(specs, lexicon, seed=seed, start=seed % 2)
    rngs = [random.Random(seed * 16 + seat) for seat in range(2)]
    budget = Budget()
    started = -1
    while not game.game_over:
        seat = game.to_act[0]
        view = game.perspective(seat)
        if view.phase is Phase.BUILD and game.turns != started:
            started = game.turns
            began = time.perf_counter()
            analysis = coach.analyse(view)
            times.append((time.perf_counter() - began) * 1000)
            searched.append(analysis.searched)
        game.play(players[seat].choose(view, rngs[seat], budget).action)
    return game.record()


def check(coach: Coach, lexicon: Lexicon, games: int, seed: int) -> None:
    """Review ``games`` self-play games and print what the check counted."""
    began = time.perf_counter()

    def progress(figures: AuditFigures) -> None:
        if figures.games % 10 == 0:
            print(f"  {figures.games} games, {figures.turns} turns", flush=True)

    figures = audit(coach, self_play_records(games, seed, lexicon), progress=progress)
    print(
        f"checked {figures.games} games, {figures.turns} turns, {figures.suggestions} suggested "
        f"plays in {time.perf_counter() - began:.0f} s"
    )
    print(f"  best worth less than the play made: {figures.worse_best}")
    print(f"  suggested plays refused by the engine or not in the list: {figures.illegal}")
    print(f"  plays made worth more than every play the search found: {figures.beat_search}")
    print(f"  plays made as good as the best: {figures.found_best}")
    for line in figures.problems[:20]:
        print("  problem:", line)
    print("PASSED" if figures.passed else "FAILED")


if __name__ == "__main__":
    main()

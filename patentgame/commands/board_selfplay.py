"""``patentgame selfplay --game RULESET``: seeded board games between computer players.

    patentgame selfplay --game erudit-ru --seats ai:random,ai:random --games 100 --seed 1

plays the games with every invariant checked (legal moves only, tiles conserved, the record
replays to the same game, scores are the sum of the lines) and prints wins, mean scores, moves
per game and the problems found; ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any


def run(args: argparse.Namespace) -> int:
    """Play the games; exit status 2 with one line for bad arguments, 1 when a game broke."""
    from patentgame.model.board.lab import play
    from patentgame.model.board.players import PLAYER_IDS
    from patentgame.model.board.rules import MAX_SEATS, MIN_SEATS, RULE_SETS, rules_for
    from patentgame.model.errors import LexiconError
    from patentgame.model.lexicon import Lexicon

    if args.game not in RULE_SETS:
        return _fail(f"unknown rule set {args.game!r}; known: {', '.join(RULE_SETS)}")
    kinds = [kind.strip() for kind in args.seats.split(",") if kind.strip()]
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        return _fail(f"--seats needs {MIN_SEATS} to {MAX_SEATS} player ids, got {len(kinds)}")
    unknown = [kind for kind in kinds if kind not in PLAYER_IDS]
    if unknown:
        return _fail(f"unknown board player {unknown[0]!r}; known: {', '.join(PLAYER_IDS)}")
    rules = rules_for(args.game)
    try:
        lexicon = Lexicon.load(rules.lexicon_id, data_dir=getattr(args, "data_dir", None))
    except LexiconError as error:
        return _fail(str(error))
    began = time.perf_counter()
    results = []
    for index in range(args.games):
        _, result = play(rules, kinds, lexicon, args.seed + index)
        results.append(result)
        if not args.quiet:
            print(
                f"\rselfplay {args.game}: {index + 1}/{args.games} games", end="", file=sys.stderr
            )
    if not args.quiet:
        print(file=sys.stderr)
    summary = summarize(args.game, kinds, results)
    summary["seed"] = args.seed
    summary["seconds"] = round(time.perf_counter() - began, 1)
    print(json.dumps(summary, ensure_ascii=False) if args.json else format_table(summary))
    return 1 if summary["problems"] else 0


def summarize(rule_set: str, kinds: list[str], results: list[Any]) -> dict[str, Any]:
    """Wins, draws, mean scores and moves of a run, and every problem found."""
    n = len(results)
    seats = range(len(kinds))
    return {
        "rule_set": rule_set,
        "seats": kinds,
        "games": n,
        "unfinished": sum(not result.finished for result in results),
        "wins": [sum(result.winners == (seat,) for result in results) for seat in seats],
        "draws": sum(len(result.winners) > 1 for result in results),
        "mean_score": [
            round(sum(result.scores[seat] for result in results) / max(n, 1), 1) for seat in seats
        ],
        "moves_per_game": round(sum(result.moves for result in results) / max(n, 1), 1),
        "problems": [
            f"seed {result.seed}: {problem}" for result in results for problem in result.problems
        ],
    }


def format_table(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['rule_set']}: {summary['games']} games, {summary['unfinished']} unfinished, "
        f"{summary['draws']} draws, {summary['moves_per_game']} moves per game, "
        f"{summary['seconds']} s",
    ]
    for seat, kind in enumerate(summary["seats"]):
        lines.append(
            f"  seat {seat + 1} {kind}: {summary['wins'][seat]} wins, "
            f"mean score {summary['mean_score'][seat]}"
        )
    lines.append(f"problems: {len(summary['problems'])}")
    lines.extend(f"  {problem}" for problem in summary["problems"][:20])
    return "\n".join(lines)


def _fail(message: str) -> int:
    print(f"patentgame selfplay: {message}", file=sys.stderr)
    return 2

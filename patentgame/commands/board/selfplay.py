"""The crossword-board games' ``patentgame selfplay --game RULESET``: seeded board games
between computer players (``--game board`` plays the family's first rule set, scrabble-en).

    patentgame selfplay --game scrabble-en --seats ai:expert,ai:greedy --games 1000 --seed 1 \
        --workers 2 --json

plays the games with every invariant checked (legal moves only, tiles conserved, the record
replays to the same game, scores are the sum of the lines), each deal once per rotation of the
seats, and reports as the patent game's lab does: wins, draws, win rates with their 95%
confidence half-width, mean scores, bingos per game, moves per game, decision times per player
id (p50, p95, p99, max; wall clock, and in CPU time, which other processes on shared cores do not
inflate), illegal moves and every problem found. ``--json`` prints one JSON
object. ``--seconds S`` gives each decision S seconds, as the app does (the master then thinks
against the clock, and the games no longer replay from their seeds). ``--save-games DIR``
writes each game's board record in DIR (``game-00012.json``, the
computers' reasons as its ``notes``), which ``patentgame replay`` and ``patentgame review``
read. Exit status 1 when a game broke an invariant.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from patentgame import families
from patentgame.commands.selfplay import TIMES_HEAD, WINS_HEAD, times_cells, wins_cells

if TYPE_CHECKING:
    from patentgame.model.board.lab import BoardLabSummary


def run(args: argparse.Namespace) -> int:
    """Play the games; exit status 2 with one line for bad arguments, 1 when a game broke."""
    from patentgame.commands.output import fail
    from patentgame.commands.selfplay import fail_reason, play_and_keep, refuse_players, report
    from patentgame.model.board.lab import plan, summarize
    from patentgame.model.board.lab import run as run_games
    from patentgame.model.board.players import create_player
    from patentgame.model.board.rules import MAX_SEATS, MIN_SEATS, RULE_SETS, rules_for
    from patentgame.model.errors import LexiconError
    from patentgame.model.lexicon import Lexicon

    rule_set = families.BOARD.rule_sets[0] if args.game == families.BOARD.id else args.game
    if rule_set not in RULE_SETS:
        return fail_reason(f"unknown rule set {rule_set!r}; known: {', '.join(RULE_SETS)}")
    kinds = [kind.strip() for kind in args.seats.split(",") if kind.strip()]
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        return fail_reason(f"--seats needs {MIN_SEATS} to {MAX_SEATS} player ids, got {len(kinds)}")
    rules = rules_for(rule_set)
    data_dir = getattr(args, "data_dir", None)
    try:
        lexicon = Lexicon.load(rules.lexicon_id, data_dir=data_dir)
    except LexiconError as error:
        return fail("selfplay", error.problem)
    refused = refuse_players(kinds, lambda kind: create_player(kind, lexicon))
    if refused is not None:
        return refused
    tasks = plan(kinds, args.games, args.seed)
    played = play_and_keep(
        args,
        lambda keep_records: run_games(
            tasks,
            rules,
            workers=args.workers,
            data_dir=data_dir,
            keep_records=keep_records,
            seconds=getattr(args, "seconds", None),
        ),
        None if args.quiet else _GamesCount(rule_set, len(tasks)),
    )
    if isinstance(played, int):
        return played
    results, began = played
    summary = summarize(kinds, results)
    summary["rule_set"] = rule_set
    summary["seed"] = args.seed
    written = report(args, summary, began, format_table, ascii_only=False)
    return written or (1 if summary["problems"] else 0)


def format_table(summary: BoardLabSummary) -> str:
    """The figures of a run as a plain-text table, one row per player id."""
    lines = [
        f"{summary['rule_set']}: {summary['games']} games, {summary['unfinished']} unfinished, "
        f"{summary['draws']} draws, {summary['moves_per_game']} moves per game, "
        f"{summary['illegal_moves']} illegal moves, {summary['seconds']} s",
        "",
        f"{WINS_HEAD}{'score':>8}{'bingos':>8}{TIMES_HEAD}{'max ms':>9}{'cpu p95':>9}",
    ]
    for kind in summary["wins"]:
        lines.append(
            f"{wins_cells(summary, kind)}{summary['mean_score'][kind]:>8.1f}"
            f"{summary['bingos_per_game'][kind]:>8.2f}{times_cells(summary, kind)}"
            f"{summary['decision_ms'][kind]['max']:>9.2f}"
            f"{summary['decision_cpu_ms'][kind]['p95']:>9.2f}"
        )
    lines.append(f"problems: {len(summary['problems'])}")
    lines.extend(f"  {problem}" for problem in summary["problems"][:20])
    return "\n".join(lines)


class _GamesCount:
    """The board runner's progress on stderr: the rule set and the games played so far."""

    def __init__(self, rule_set: str, total: int) -> None:
        self.rule_set = rule_set
        self.total = total

    def update(self, done: int, seconds: float) -> None:
        print(
            f"\rselfplay {self.rule_set}: {done}/{self.total} games, {seconds:.0f} s",
            end="",
            file=sys.stderr,
        )

    def finish(self) -> None:
        print(file=sys.stderr)

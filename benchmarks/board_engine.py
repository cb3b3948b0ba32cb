"""Board engine speed: scoring a move, a legality check, and loading the Russian nouns list.

Run from the project root: ``python benchmarks/board_engine.py [--positions N]``. Positions come
from seeded random-player games of ``scrabble-en`` and ``erudit-ru`` (every fourth move, so
boards from empty to full); at each, the legal placements the simple finder sees first are
scored with ``BoardGame.score_of`` and checked with ``BoardGame.why_illegal``, each timed over
many repeats (median and p95 per call). The list load is timed in a fresh process each run
(the lexicon cache would hide a second load). Targets (issue 17): scoring <= 50 us, a legality
check <= 200 us, the Russian nouns list load <= 50 ms.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import subprocess
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.moves import Place
from patentgame.model.board.players import RandomPlayer
from patentgame.model.board.rules import rules_for
from patentgame.model.board.simple_moves import placements
from patentgame.model.lexicon import Lexicon

LOAD = (
    "import time; t = time.perf_counter(); "
    "from patentgame.model.lexicon import Lexicon; Lexicon.load({list_id!r}); "
    "print((time.perf_counter() - t) * 1000)"
)
LOAD_ONLY = (
    "from patentgame.model.lexicon import Lexicon; import time; t = time.perf_counter(); "
    "Lexicon.load({list_id!r}); print((time.perf_counter() - t) * 1000)"
)


def positions(rule_set: str, count: int) -> list[tuple[BoardGame, list[Place]]]:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    found: list[tuple[BoardGame, list[Place]]] = []
    seed = 0
    while len(found) < count:
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon, seed=seed)
        player, rng = RandomPlayer(lexicon), random.Random(seed)
        while not game.game_over and len(found) < count:
            seat = game.current
            if len(game.actions) % 4 == 0:
                moves = list(
                    itertools.islice(
                        placements(
                            game.letters, game.blanks, game.rack(seat), rules, lexicon, seat
                        ),
                        5,
                    )
                )
                if moves:
                    found.append((game.copy(), moves))
            game.play(player.choose(game.perspective(seat), rng).move)
        seed += 1
    return found


def per_call_us(call: object, repeat: int = 200) -> float:
    timer = timeit.Timer(call)  # type: ignore[arg-type]
    return min(timer.repeat(3, repeat)) / repeat * 1e6


def measure(rule_set: str, count: int) -> None:
    scoring, legality = [], []
    for game, moves in positions(rule_set, count):
        for move in moves:
            scoring.append(per_call_us(lambda g=game, m=move: g.score_of(m)))
            legality.append(per_call_us(lambda g=game, m=move: g.why_illegal(m)))
    for name, times, target in (("scoring", scoring, 50), ("legality", legality, 200)):
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        verdict = "ok" if p95 <= target else "OVER"
        print(
            f"{rule_set:12} {name:9} median {statistics.median(times):6.1f} us  "
            f"p95 {p95:6.1f} us  max {times[-1]:6.1f} us  ({len(times)} moves; "
            f"target {target} us: {verdict})"
        )


def load_times(list_id: str, runs: int) -> None:
    root = Path(__file__).resolve().parent.parent
    for label, code in (("load", LOAD_ONLY), ("import+load", LOAD)):
        times = sorted(
            float(
                subprocess.run(
                    [sys.executable, "-c", code.format(list_id=list_id)],
                    capture_output=True,
                    text=True,
                    check=True,
                    cwd=root,
                ).stdout
            )
            for _ in range(runs)
        )
        print(
            f"{list_id:12} {label:11} median {statistics.median(times):6.2f} ms  "
            f"max {times[-1]:6.2f} ms  ({runs} fresh processes; target 50 ms for the load)"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=40, help="positions per rule set")
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per list load")
    args = parser.parse_args()
    for rule_set in ("scrabble-en", "erudit-ru"):
        measure(rule_set, args.positions)
    for list_id in ("ru-nouns", "ru-forms"):
        load_times(list_id, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())

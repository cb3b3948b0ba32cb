"""Move generation speed on mid-game boards, English and Russian side by side.

    python benchmarks/board_moves.py [--boards 60] [--repeat 3]

Boards come from seeded greedy-against-greedy games of ``scrabble-en`` (ENABLE) and
``scrabble-ru`` (all Russian word forms, the largest list), taken between the 5th and the 18th
move, so that 15 to 60 tiles are down. On each board the player's rack is timed three ways: as
drawn with any blank turned into a letter, with one blank, and with two. Every generation is
timed ``--repeat`` times and the best is kept (the machine is shared; the best is the least
disturbed), both in wall-clock time and in the process's CPU time (which other processes on the
shared cores do not inflate); the runs of the two languages are interleaved so a busy moment
hits both. The load average is printed before and after.
A warm-up on other boards first fills the word graph's node cache, as a game in progress has it.
Targets (issue 37): CPU p95 <= 4 ms without blanks, <= 40 ms with one, <= 150 ms with two.

The static choice (``static`` columns) is what the expert does before it picks: generation plus
the ranking by equity (leave value, and danger for the shortlist) with the position's bag; its
CPU p95 is compared with the generation's own (target: at most 1.5 times). The generator keeps
the last few boards it read, so the repeats find the board read; ``new board p95`` is the CPU
p95 of each rack's first generation with that memory emptied, ``grown p95`` the same with only
the board before the last move kept (the generator reads the new board from it: the next turn
of a game, a play-out's next move). A last table times the board's reading alone, whole and
from the board before, over the same boards (best of ``--repeat`` times 5).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.ai.equity import rank
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.levels import DANGER
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.generator import MoveGenerator, _changes, _read, _read_from
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.board.tiles import BLANK
from patentgame.model.lexicon import Lexicon

RULE_SETS = ("scrabble-en", "scrabble-ru")
TARGETS = {0: 4.0, 1: 40.0, 2: 150.0}
STATIC_TARGET = 1.5  # static choice p95 / generation p95


#: A board to time: its letters and blanks, the rack, the bag's count, and the board before the
#: last move that changed it (letters, blanks).
Board = tuple[
    tuple[str, ...], tuple[bool, ...], list[str], int, tuple[tuple[str, ...], tuple[bool, ...]]
]


def boards(rule_set: str, count: int, seed: int) -> list[Board]:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    greedy = create_player("ai:greedy", lexicon)
    rng = random.Random(seed)
    found = []
    game_seed = seed
    while len(found) < count:
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon, seed=game_seed)
        game_seed += 1
        pick = rng.randint(5, 18)
        parent = (game.letters, game.blanks)
        while not game.game_over and len(game.actions) <= pick:
            seat = game.current
            if len(game.actions) == pick and len(game.rack(seat)) == rules.rack_size:
                letters = [tile for tile in rules.tiles.alphabet for _ in range(3)]
                rack = [tile if tile != BLANK else rng.choice(letters) for tile in game.rack(seat)]
                found.append((game.letters, game.blanks, rack, game.bag_count, parent))
            before = (game.letters, game.blanks)
            game.play(greedy.choose(game.perspective(seat), rng).move)
            if game.letters != before[0]:
                parent = before
    return found


def time_once(
    generator: MoveGenerator, board: tuple, rack: list[str], repeat: int
) -> tuple[float, float, int, float, float, float]:
    """The best wall time and the best CPU time of ``repeat`` generations (ms), the number of
    moves, the best CPU time of the static choice (generation and ranking, ms), the CPU
    time of a generation on a board the generator has not read yet (ms: it keeps the last few
    boards' cross-checks and anchors, so the repeats, as a player's or a simulation's many
    racks on one board, skip them), and the same with the board before kept (ms)."""
    letters, blanks, bag, parent = board
    wall = cpu = static = float("inf")
    moves = 0
    model = leave_model(generator.rules)
    generator._boards.clear()
    began_cpu = time.process_time()
    generator.generate(letters, blanks, rack)
    new_board = time.process_time() - began_cpu
    generator._boards.clear()
    generator._board(*parent)
    began_cpu = time.process_time()
    generator.generate(letters, blanks, rack)
    grown_board = time.process_time() - began_cpu
    for _ in range(repeat):
        began, began_cpu = time.perf_counter(), time.process_time()
        moves = len(generator.generate(letters, blanks, rack))
        cpu = min(cpu, time.process_time() - began_cpu)
        wall = min(wall, time.perf_counter() - began)
        began_cpu = time.process_time()
        found = generator.generate(letters, blanks, rack)
        rank(found, rack, letters, bag, model, danger_weight=DANGER,
             rack_size=generator.rules.rack_size)  # fmt: skip
        static = min(static, time.process_time() - began_cpu)
    return wall * 1000, cpu * 1000, moves, static * 1000, new_board * 1000, grown_board * 1000


def time_reading(generator: MoveGenerator, found: list[Board], repeat: int) -> list[list[float]]:
    """The CPU time (ms, best of ``repeat``) of reading each board whole, and of reading it from
    the board before (boards not grown from the one before, as after a game's first move, are
    left out of both)."""
    graph, values, blank_values = generator.graph, generator.values, generator.blank_values
    whole: list[float] = []
    grown: list[float] = []
    for letters, blanks, _, _, (old_letters, old_blanks) in found:
        parent = _read(old_letters, old_blanks, graph, values, blank_values)
        changed = _changes(old_letters, old_blanks, letters, blanks)
        if changed is None or parent.board[0]:
            continue
        best_whole = best_grown = float("inf")
        for _ in range(repeat):
            began = time.process_time()
            _read(letters, blanks, graph, values, blank_values)
            best_whole = min(best_whole, time.process_time() - began)
            began = time.process_time()
            _read_from(parent, changed, letters, blanks, graph, values, blank_values)
            best_grown = min(best_grown, time.process_time() - began)
        whole.append(best_whole * 1000)
        grown.append(best_grown * 1000)
    return [whole, grown]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=60, help="mid-game boards per language")
    parser.add_argument("--repeat", type=int, default=3, help="timings per generation (best kept)")
    parser.add_argument("--seed", type=int, default=900, help="seed of the first game")
    args = parser.parse_args()
    generators = {}
    positions = {}
    for rule_set in RULE_SETS:
        rules = rules_for(rule_set)
        generators[rule_set] = MoveGenerator(rules, Lexicon.load(rules.lexicon_id))
        warm = boards(rule_set, 10, args.seed + 10_000)
        for letters, blanks, rack, _, _ in warm:
            generators[rule_set].generate(letters, blanks, rack)
            generators[rule_set].generate(letters, blanks, [*rack[:-1], BLANK])
        positions[rule_set] = boards(rule_set, args.boards, args.seed)
    before = f"{os.getloadavg()[0]:.1f}"
    results: dict[tuple[str, int], list[tuple[float, float, int, float, float, float]]] = {}
    for index in range(args.boards):
        for blanks_in_rack in (0, 1, 2):
            for rule_set in RULE_SETS:
                letters, blanks, rack, bag, parent = positions[rule_set][index]
                trial = list(rack)
                for slot in range(blanks_in_rack):
                    trial[-1 - slot] = BLANK
                results.setdefault((rule_set, blanks_in_rack), []).append(
                    time_once(
                        generators[rule_set], (letters, blanks, bag, parent), trial, args.repeat
                    )
                )
    print(f"move generation, {args.boards} mid-game boards per language, best of {args.repeat}")
    print(f"load average before: {before}, after: {os.getloadavg()[0]:.1f} (2 cores)")
    print(
        f"{'rule set':<12} {'blanks':>6} {'wall p50':>9} {'wall p95':>9} {'cpu p50':>8} "
        f"{'cpu p95':>8} {'cpu max':>8} {'moves p50':>10} {'moves max':>10} "
        f"{'static p50':>10} {'static p95':>10} {'ratio':>5} {'new board p95':>13} "
        f"{'grown p95':>9}  target (p95)"
    )
    for blanks_in_rack in (0, 1, 2):
        for rule_set in RULE_SETS:
            found = results[(rule_set, blanks_in_rack)]
            walls = sorted(entry[0] for entry in found)
            cpus = sorted(entry[1] for entry in found)
            counts = sorted(entry[2] for entry in found)
            statics = sorted(entry[3] for entry in found)
            fresh = sorted(entry[4] for entry in found)
            grown = sorted(entry[5] for entry in found)
            target = TARGETS[blanks_in_rack]
            cpu95, wall95, static95 = _p95(cpus), _p95(walls), _p95(statics)
            ratio = static95 / cpu95
            print(
                f"{rule_set:<12} {blanks_in_rack:>6} {statistics.median(walls):>9.1f} "
                f"{wall95:>9.1f} {statistics.median(cpus):>8.1f} {cpu95:>8.1f} {cpus[-1]:>8.1f} "
                f"{statistics.median(counts):>10.0f} {counts[-1]:>10} "
                f"{statistics.median(statics):>10.1f} {static95:>10.1f} {ratio:>5.2f} "
                f"{_p95(fresh):>13.1f} {_p95(grown):>9.1f}  "
                f"<= {target:.0f} ms: cpu {_verdict(cpu95, target)}, "
                f"wall {_verdict(wall95, target)}; static <= {STATIC_TARGET}x: "
                f"{_verdict(ratio, STATIC_TARGET)}"
            )
    print(f"reading a new board alone, CPU ms, best of {args.repeat * 5}")
    print(
        f"{'rule set':<12} {'boards':>6} {'whole p50':>9} {'whole p95':>9} {'grown p50':>9} "
        f"{'grown p95':>9} {'grown / whole (total)':>21}"
    )
    for rule_set in RULE_SETS:
        whole, grown = time_reading(generators[rule_set], positions[rule_set], args.repeat * 5)
        print(
            f"{rule_set:<12} {len(whole):>6} {statistics.median(whole):>9.2f} "
            f"{_p95(sorted(whole)):>9.2f} {statistics.median(grown):>9.2f} "
            f"{_p95(sorted(grown)):>9.2f} {sum(grown) / sum(whole):>21.2f}"
        )
    return 0


def _verdict(value: float, target: float) -> str:
    return "ok" if value <= target else "OVER"


def _p95(values: list[float]) -> float:
    return values[min(len(values) - 1, int(0.95 * len(values)))]


if __name__ == "__main__":
    sys.exit(main())

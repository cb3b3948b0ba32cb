"""Benchmark of the offline word meanings: file size, load time, lookup time, coverage of play.

Run ``python benchmarks/definitions.py [--games 200] [--seats ai:beginner,...] [--seed 1]``.
It plays seeded self-play games through the lab (the machinery of ``patentgame selfplay``),
replays each saved record to collect every word scored and the player who scored it, and looks
each word up as the game would: the share with a meaning is the coverage. By default the four
levels people play against sit at one table, so every level's vocabulary counts equally; the
coverage is also given per level. Targets (issue 13): the compressed file at most 4 MB, a
lookup at most 2 ms at the 95th percentile, at least 70% of the words played have a meaning.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

# The checkout's own code, even where the environment has another copy installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.definitions import Derivation, Dictionary, shipped_path
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import record
from patentgame.model.patent.ai import lab
from patentgame.model.patent.events import WordScored
from patentgame.model.patent.replay import play_through, set_up
from patentgame.model.patent.rules import RuleSet

PEOPLE_LEVELS = "ai:beginner,ai:casual,ai:strong,ai:expert"
TARGETS = {"bytes": 4 * 1024 * 1024, "p95_ms": 2.0, "coverage": 0.70}
#: Timed in a fresh interpreter: what the first lookup in a running game costs.
FIRST_LOOKUP = """
import time
start = time.perf_counter()
from patentgame.model.definitions import define
imported = time.perf_counter()
define("walked")
done = time.perf_counter()
print((imported - start) * 1000, (done - imported) * 1000)
"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def played_words(seats: list[str], games: int, seed: int, workers: int) -> list[tuple[str, str]]:
    """(word, player id) for every word scored in ``games`` seeded self-play games."""
    tasks = lab.plan(seats, games, seed)
    lexicon = Lexicon.load("en-enable")
    words: list[tuple[str, str]] = []
    results = sorted(
        lab.run(tasks, rules=RuleSet(), workers=workers, keep_records=True),
        key=lambda result: result.index,
    )
    for result in results:
        assert result.record is not None
        game_record = record.loads(result.record)
        for step in play_through(set_up(game_record, lexicon), game_record.actions):
            for event in step.events:
                if isinstance(event, WordScored):
                    words.append((event.word.lower(), result.kinds[event.seat]))
    return words


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="self-play games to play")
    parser.add_argument("--seats", default=PEOPLE_LEVELS, help="player ids, comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes for the games")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    path = shipped_path()
    size = path.stat().st_size
    loads = []
    for _ in range(20):
        gc.collect()
        start = time.perf_counter()
        Dictionary.load(path)
        loads.append((time.perf_counter() - start) * 1000)
    tracemalloc.start()
    dictionary = Dictionary.load(path)
    loaded_memory = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    text_bytes = sum(len(entry.to_line().encode("utf-8")) + 1 for entry in dictionary)
    print(
        f"file {path.name}: {size:,} bytes ({size / 2**20:.2f} MiB, target <= 4 MiB), "
        f"{len(dictionary):,} entries, {dictionary.blocks} blocks, "
        f"{text_bytes / 2**20:.2f} MiB of text uncompressed"
    )
    print(
        f"load: first {loads[0]:.2f} ms, median {statistics.median(loads):.2f} ms, "
        f"memory +{loaded_memory / 2**20:.2f} MiB (the file's bytes and its block index)"
    )
    fresh = subprocess.run(
        [sys.executable, "-c", FIRST_LOOKUP], capture_output=True, text=True, check=True
    )
    imported_ms, first_ms = map(float, fresh.stdout.split())
    print(
        f"fresh process: import of the module with patentgame.model {imported_ms:.1f} ms "
        "(no file read), "
        f"first define() {first_ms:.1f} ms (loads the file)"
    )

    began = time.perf_counter()
    seats = [seat.strip() for seat in args.seats.split(",") if seat.strip()]
    words = played_words(seats, args.games, args.seed, args.workers)
    print(
        f"\n{args.games} self-play games ({', '.join(seats)}, seed {args.seed}) in "
        f"{time.perf_counter() - began:.0f} s: {len(words):,} words played, "
        f"{len(set(w for w, _ in words)):,} different"
    )

    warm = Dictionary.load(path)
    times, cold_times, found = [], [], {}
    for word, _ in words:
        start = time.perf_counter()
        meaning = warm.define(word)
        times.append((time.perf_counter() - start) * 1000)
        found[word] = meaning
    for word in list(found)[:1000]:
        dictionary.forget_blocks()
        start = time.perf_counter()
        dictionary.define(word)
        cold_times.append((time.perf_counter() - start) * 1000)
    print(
        f"lookup of each word played, in play order: p50 {percentile(times, 0.5):.3f} ms, "
        f"p95 {percentile(times, 0.95):.3f} ms, max {max(times):.2f} ms (target p95 <= 2 ms)"
    )
    print(
        f"lookup with no block decoded yet (worst case, {len(cold_times)} words): "
        f"p50 {percentile(cold_times, 0.5):.3f} ms, p95 {percentile(cold_times, 0.95):.3f} ms"
    )

    how: Counter[str] = Counter()
    for word, _ in words:
        meaning = found[word]
        how["no meaning" if meaning is None else meaning.derivation.value] += 1
    covered = sum(1 for word, _ in words if found[word] is not None)
    coverage = covered / len(words)
    print(
        f"\ncoverage: {coverage:.1%} of the words played have a meaning (target >= 70%); "
        f"of different words {sum(m is not None for m in found.values()) / len(found):.1%}"
    )
    order = [Derivation.SAME.value, Derivation.IRREGULAR.value, Derivation.RULE.value]
    print(
        "  first reading: "
        + ", ".join(f"{name} {how[name] / len(words):.1%}" for name in [*order, "no meaning"])
    )
    for seat in dict.fromkeys(seats):
        mine = [word for word, kind in words if kind == seat]
        if mine:
            share = sum(found[word] is not None for word in mine) / len(mine)
            print(f"  {seat:<12} {share:.1%} of {len(mine):,} words")
    missing = sorted({word for word, meaning in found.items() if meaning is None})
    print(f"  without a meaning, e.g.: {', '.join(missing[:: max(1, len(missing) // 12)][:12])}")
    verdicts = [
        ("size", size <= TARGETS["bytes"]),
        ("lookup p95", percentile(times, 0.95) <= TARGETS["p95_ms"]),
        ("coverage", coverage >= TARGETS["coverage"]),
    ]
    print("\ntargets: " + ", ".join(f"{name} {'met' if ok else 'MISSED'}" for name, ok in verdicts))


if __name__ == "__main__":
    main()

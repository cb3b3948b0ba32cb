"""Benchmark of the lexicon: load time, memory, and the playable-word search.

Run ``python benchmarks/lexicon.py [--list en-enable] [--racks 300] [--seed 1]``. Racks are 7 hand
and 3 pool letters dealt from a shuffled deck of the real card distribution. The search is timed
for plain play and with the X (copy) and Z (add an S) powers, beside a brute-force scan of the
whole word list on the first racks, which also checks that both give the same words. Targets on
the development machine (2 cores): load under 50 ms, plain p95 at most 3 ms, both powers p95 at
most 10 ms.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

# The checkout's own code, even where the environment has another copy installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.lexicon import LEXICON_FOLDER, Lexicon
from patentgame.model.patent.cards import CANONICAL_DECK, HAND_SIZE, POOL_SIZE
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD
from patentgame.model.patent.words import WordFinder
from patentgame.resources import resource

MODES = {
    "plain": {},
    "copy": {"copy": True},
    "add_s": {"add_s": True},
    "both": {"copy": True, "add_s": True},
}
TARGETS_MS = {"load": 50.0, "plain": 3.0, "both": 10.0}


def deal_racks(count: int, seed: int) -> list[tuple[str, str]]:
    """``count`` (hand, pool) pairs dealt from freshly shuffled decks."""
    rng = random.Random(seed)
    racks = []
    for _ in range(count):
        cards = rng.sample(CANONICAL_DECK, HAND_SIZE + POOL_SIZE)
        racks.append(("".join(cards[:HAND_SIZE]), "".join(cards[HAND_SIZE:])))
    return racks


def scan(
    words: list[tuple[str, Counter[str]]],
    hand: str,
    pool: str,
    copy: bool = False,
    add_s: bool = False,
) -> set[str]:
    """Brute force: test every word of the list against the letters of the rack."""
    hand, pool = hand.lower(), pool.lower()
    held = Counter(hand + pool)
    found = set()
    for word, need in words:
        options = [(word, need)]
        if add_s and word.endswith("s"):
            without_s = need.copy()
            without_s["s"] -= 1
            options.append((word[:-1], without_s))
        for real, counts in options:
            over = [(letter, n - held[letter]) for letter, n in counts.items() if n > held[letter]]
            if over and not (copy and len(over) == 1 and over[0][1] == 1 and held[over[0][0]]):
                continue
            if any(letter in hand for letter in real):
                found.add(word)
                break
    return found


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", default="en-enable", help="built-in list id")
    parser.add_argument("--racks", type=int, default=300, help="racks to search")
    parser.add_argument("--scan-racks", type=int, default=20, help="racks for the brute force")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # Wall times on a shared machine grow with its load: say what it was, and give CPU times too.
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    manifest = json.loads(resource(LEXICON_FOLDER, "manifest.json").read_text("utf-8"))
    entry = next(e for e in manifest["lists"] if e["id"] == args.list)
    path = resource(LEXICON_FOLDER, entry["dawg"])
    loads = []
    for _ in range(20):
        gc.collect()
        start = time.perf_counter()
        Lexicon.load_path(path)
        loads.append((time.perf_counter() - start) * 1000)
    gc.collect()
    tracemalloc.start()
    lexicon = Lexicon.load_path(path)
    memory = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print(f"list {args.list}: {entry['words']:,} words, file {path.stat().st_size / 1e6:.2f} MB")
    print(
        f"load: first {loads[0]:.2f} ms, median {statistics.median(loads):.2f} ms "
        f"(target < {TARGETS_MS['load']:.0f} ms); memory +{memory / 1e6:.2f} MB"
    )
    start = time.perf_counter()
    probes = ["patent", "royalty", "zzzz", "quixotic", "aardvark"] * 2000
    hits = sum(word in lexicon for word in probes)
    per_probe = (time.perf_counter() - start) / len(probes) * 1e6
    print(f"membership: {per_probe:.2f} us per word ({hits} hits)")

    racks = deal_racks(args.racks, args.seed)
    finder = WordFinder(lexicon)
    print(f"search over {len(racks)} racks of {HAND_SIZE} hand + {POOL_SIZE} pool letters:")
    print(
        f"  {'mode':<6} {'median ms':>9} {'p95 ms':>7} {'max ms':>7} {'p95 cpu ms':>11} "
        f"{'words/rack':>10}"
    )
    for mode, powers in MODES.items():
        times, cpu_times, counts = [], [], []
        for hand, pool in racks:
            start, cpu_start = time.perf_counter(), time.process_time()
            found = finder.words_from(hand, pool, **powers)
            times.append((time.perf_counter() - start) * 1000)
            cpu_times.append((time.process_time() - cpu_start) * 1000)
            counts.append(len(found))
        target = TARGETS_MS.get(mode)
        note = f"  (target p95 <= {target:.0f} ms)" if target else ""
        print(
            f"  {mode:<6} {statistics.median(times):>9.2f} {percentile(times, 0.95):>7.2f} "
            f"{max(times):>7.2f} {percentile(cpu_times, 0.95):>11.2f} "
            f"{statistics.median(counts):>10.0f}{note}"
        )

    words = [(w, Counter(w)) for w in lexicon if MIN_WORD <= len(w) <= MAX_WORD]
    scan_times, mismatches = [], 0
    for hand, pool in racks[: args.scan_racks]:
        for powers in MODES.values():
            start = time.perf_counter()
            expected = scan(words, hand, pool, **powers)
            scan_times.append((time.perf_counter() - start) * 1000)
            mismatches += expected != set(finder.words_from(hand, pool, **powers))
    if not scan_times:
        return
    print(
        f"brute-force scan of the list: median {statistics.median(scan_times):.1f} ms per rack "
        f"over {len(scan_times)} searches; {mismatches} disagreements with the DAWG search"
    )


if __name__ == "__main__":
    main()

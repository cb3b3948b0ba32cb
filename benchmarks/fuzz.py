"""The long fuzz run: hostile records, saved games, settings, statistics, word lists (to import,
and compiled ones damaged) and command lines, by the hundred thousand, and the counts of how
each ended.

Run from the project root (at low priority on a shared machine)::

    nice python benchmarks/fuzz.py --cases 100000 --workers 2
    nice python benchmarks/fuzz.py --cases 5000 --targets gcg   # one target's cases alone
    nice python benchmarks/fuzz.py --cases 3000 --targets socket translation   # some targets
    python benchmarks/fuzz.py --case record:patent 1234     # make and run one case again

Each case is made from its target and number alone (``tests/reliability/fuzzing.py``), so a
failure is reproduced by its number. Cases run in worker processes limited to 1 GB of address
space (``RLIMIT_AS``): a case that needs more fails with ``MemoryError`` and is counted as
``memory``. A case over 5 s is a ``hang`` (an alarm stops it at 15 s; a worker silent for 60 s
is killed and its case counted as a hang). Anything that escapes the app's own handling is a
``traceback``; a problem told badly (several lines, Python internals, too long) a
``bad_message``. The figures printed: cases per target and how they ended, the slowest case,
the workers' peak memory, and every failure's target and number.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

#: Share of the cases each kind of target gets (the records' share is split among families).
WEIGHTS = {
    "record": 25,
    "autosave": 10,
    "settings": 15,
    "stats": 10,
    "wordlist": 15,
    "lexicon": 10,
    "cli": 15,
    "gcg": 10,
    "cli-settings": 5,
    "translation": 5,
    "socket": 5,
}
MEMORY_LIMIT = 1024**3
SILENT_SECONDS = 60.0


def plan(cases: int, first: int, only: list[str] | None = None) -> list[tuple[str, range]]:
    """The cases of a run: each target's numbers, from ``first`` on (``only``: of those
    targets alone, by name or kind: ``gcg``, ``record``, ``record:board``)."""
    from tests.reliability.fuzzing import targets

    names = [name for name in targets() if not only or name in only or name.split(":")[0] in only]
    records = [name for name in names if name.startswith("record:")]
    shares = {name: WEIGHTS[name.split(":")[0]] / (len(records) if name in records else 1)
              for name in names}  # fmt: skip
    total = sum(shares.values())
    planned = []
    left = cases
    for index, name in enumerate(names):
        count = left if index == len(names) - 1 else round(cases * shares[name] / total)
        left -= count
        planned.append((name, range(first, first + count)))
    return planned


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def worker(target: str, start: int, stop: int) -> int:
    """Run cases ``start`` to ``stop`` of ``target``, one JSON line each on stdout."""
    import resource
    import tempfile

    from tests.reliability.fuzzing import run_case

    workdir = Path(tempfile.mkdtemp(prefix="fuzz-"))
    for number in range(start, stop):
        print(json.dumps({"start": number}), flush=True)
        outcome = run_case(target, number, workdir)
        print(
            json.dumps(
                {
                    "number": number,
                    "kind": outcome.kind,
                    "detail": outcome.detail[-600:],
                    "seconds": round(outcome.seconds, 4),
                }
            ),
            flush=True,
        )
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"peak_mb": round(peak_kb / 1024, 1)}), flush=True)
    return 0


class Tally:
    def __init__(self) -> None:
        self.kinds: dict[str, Counter[str]] = defaultdict(Counter)
        self.slowest: tuple[float, str, int] = (0.0, "", -1)
        self.peak_mb = 0.0
        self.failures: list[tuple[str, int, str, str]] = []

    def add(self, target: str, number: int, kind: str, detail: str, seconds: float) -> None:
        self.kinds[target][kind] += 1
        if seconds > self.slowest[0]:
            self.slowest = (seconds, target, number)
        if kind not in ("accepted", "refused"):
            self.failures.append((target, number, kind, detail))


def run_slice(target: str, numbers: range, tally: Tally) -> None:
    """Run ``numbers`` of ``target`` in a worker; a worker that dies or falls silent has its
    current case counted (memory or hang) and a new one goes on from the next case."""
    import select

    position = numbers.start
    while position < numbers.stop:
        command = [
            sys.executable,
            __file__,
            "--worker",
            target,
            str(position),
            str(numbers.stop),
        ]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
            env=env,
            preexec_fn=_limit_memory if os.name == "posix" else None,
        )
        assert process.stdout is not None
        current = position
        began = time.monotonic()
        while True:
            ready, _, _ = select.select([process.stdout], [], [], SILENT_SECONDS)
            if not ready:
                process.kill()
                tally.add(target, current, "hang", "worker silent for 60 s", SILENT_SECONDS)
                position = current + 1
                break
            line = process.stdout.readline()
            if not line:
                process.wait()
                if process.returncode != 0 or position < numbers.stop:
                    seconds = time.monotonic() - began
                    kind = "memory" if process.returncode in (-9, -6, 1) else "traceback"
                    tally.add(target, current, kind, f"worker ended {process.returncode}", seconds)
                    position = current + 1
                break
            event = json.loads(line)
            if "start" in event:
                current = event["start"]
                began = time.monotonic()
            elif "peak_mb" in event:
                tally.peak_mb = max(tally.peak_mb, event["peak_mb"])
                position = numbers.stop
            else:
                tally.add(target, event["number"], event["kind"], event["detail"], event["seconds"])
                position = event["number"] + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=100_000, help="cases in all")
    parser.add_argument("--first", type=int, default=0, help="number of each target's first case")
    parser.add_argument("--workers", type=int, default=2, help="worker processes at once")
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    parser.add_argument(
        "--targets", nargs="+", metavar="TARGET", help="only these targets (gcg, socket, record...)"
    )
    parser.add_argument("--case", nargs=2, metavar=("TARGET", "N"), help="run one case again")
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        target, start, stop = args.worker
        return worker(target, int(start), int(stop))
    if args.case:
        from tests.reliability.fuzzing import make_case, run_case

        target, number = args.case[0], int(args.case[1])
        print(repr(make_case(target, number)[:2000]))
        outcome = run_case(target, number, Path(tempfile.gettempdir()) / "fuzz-case")
        print(outcome.kind, f"{outcome.seconds:.3f} s")
        print(outcome.detail)
        return 0 if not outcome.failed else 1

    from concurrent.futures import ThreadPoolExecutor

    began = time.monotonic()
    tally = Tally()
    slices: list[tuple[str, range]] = []
    for target, numbers in plan(args.cases, args.first, args.targets):
        step = max(1, len(numbers) // (args.workers * 4))
        slices += [
            (target, range(at, min(at + step, numbers.stop)))
            for at in range(numbers.start, numbers.stop, step)
        ]
    with ThreadPoolExecutor(args.workers) as pool:
        list(pool.map(lambda item: run_slice(item[0], item[1], tally), slices))
    seconds = time.monotonic() - began

    kinds = ("accepted", "refused", "traceback", "bad_message", "hang", "memory")
    print(f"{'target':<16}" + "".join(f"{kind:>12}" for kind in ("cases", *kinds)))
    totals: Counter[str] = Counter()
    for target, counts in sorted(tally.kinds.items()):
        cases = sum(counts.values())
        totals.update(counts)
        print(f"{target:<16}{cases:>12}" + "".join(f"{counts[kind]:>12}" for kind in kinds))
    print(f"{'all':<16}{sum(totals.values()):>12}" + "".join(f"{totals[k]:>12}" for k in kinds))
    slowest, slow_target, slow_number = tally.slowest
    print(
        f"slowest case {slowest:.2f} s ({slow_target} {slow_number}); "
        f"peak memory of a worker {tally.peak_mb:.0f} MB; {seconds / 60:.1f} min"
    )
    for target, number, kind, detail in tally.failures[:50]:
        print(f"FAILED {kind}: {target} {number}: {detail[-300:]}")
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "cases": sum(totals.values()),
                    "outcomes": dict(totals),
                    "per_target": {t: dict(c) for t, c in tally.kinds.items()},
                    "slowest_seconds": slowest,
                    "peak_mb": tally.peak_mb,
                    "minutes": round(seconds / 60, 1),
                    "failures": tally.failures,
                },
                indent=2,
            )
        )
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""Sound figures: the cue files, the playback library's import, the device, and the latencies.

Run ``python benchmarks/sound.py``. It prints:

- the size and length of each committed cue;
- the import of ``miniaudio`` in a fresh interpreter (median of ``--runs``), which the game
  pays on the sound service's worker thread at first use, never during start-up;
- the cost of ``SoundService.play()`` on the calling (GUI) thread, and the hop from that call to
  the backend on the worker thread (through a recording sink);
- with a real sound device: the time to open it, and from a cue handed to the device backend to
  the device's callback taking its first frame, for a device already running and for one opened
  again after resting (the sound system's own buffer and the hardware come on top);
- with ``--compare PYTHON``: the import time of other playback libraries installed in the
  interpreter ``PYTHON`` (``PySide6.QtMultimedia`` after ``PySide6.QtWidgets``, ``sounddevice``,
  ``pygame.mixer``, ``miniaudio``), for ``docs/sound.md``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
import wave
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from patentgame.controller.sound import Cue, RecordingSink, SoundService  # noqa: E402
from patentgame.resources.sounds import cue_file  # noqa: E402

#: Modules compared by ``--compare``, each with what the game would have loaded before it.
CANDIDATES = (
    ("miniaudio", "pass"),
    ("PySide6.QtMultimedia", "import PySide6.QtWidgets"),
    ("sounddevice", "pass"),
    ("pygame.mixer", "pass"),
)


def median_ms(values: Sequence[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(values) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms"


def report_cues() -> None:
    total = 0
    for cue in Cue:
        path = cue_file(cue.value)
        with wave.open(str(path), "rb") as reader:
            seconds = reader.getnframes() / reader.getframerate()
        total += path.stat().st_size
        print(f"cue {cue.value}: {seconds * 1000:.0f} ms, {path.stat().st_size / 1000:.1f} kB")
    print(f"cues in all: {total / 1000:.1f} kB")


def import_seconds(python: str, module: str, before: str, runs: int) -> list[float] | None:
    """Seconds to import ``module`` after ``before`` in ``runs`` fresh interpreters."""
    code = (
        f"import time\n{before}\nstarted = time.perf_counter()\nimport {module}\n"
        "print(time.perf_counter() - started)"
    )
    times = []
    for _ in range(runs):
        result = subprocess.run(
            [python, "-c", code], capture_output=True, text=True, check=False, cwd=ROOT
        )
        if result.returncode != 0:
            return None
        times.append(float(result.stdout.split()[-1]))
    return times


def report_service(runs: int) -> None:
    """The GUI thread's cost of play(), and the hop to the backend, with a recording sink."""
    sink = RecordingSink()
    service = SoundService(volume=80, backend_factory=lambda: sink)
    service.warm_up()
    service.wait_until_idle()
    calls = []
    hops = []
    for _ in range(runs):
        asked = time.monotonic()
        started = time.perf_counter()
        service.play(Cue.CARD)
        calls.append(time.perf_counter() - started)
        service.wait_until_idle()
        hops.append(sink.played[-1].at - asked)
        time.sleep(0.26)  # past the repeat gap, so every request sounds
    service.close()
    print(f"SoundService.play() on the calling thread: {median_ms(calls)} [{runs} calls]")
    print(f"play() to the backend on the worker thread: {median_ms(hops)}")


STALL_PROBE = """
import time
from patentgame.controller.sound import SoundService

def longest_gap(seconds, action=None):
    if action:
        action()
    longest, last = 0.0, time.perf_counter()
    end = last + seconds
    while last < end:
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    return longest

quiet = longest_gap(0.6)
service = SoundService()
busy = longest_gap(0.6, service.warm_up)
service.wait_until_idle()
print(quiet, busy, service.backend.name)
service.close()
"""


def report_stall(runs: int) -> None:
    """The longest pause of a busy calling thread while the worker opens the backend.

    The worker loads miniaudio and opens the device holding Python's interpreter lock at times;
    the GUI thread must keep running meanwhile. Measured in fresh interpreters, against the same
    busy loop without sound.
    """
    quiet, busy = [], []
    name = "?"
    for _ in range(runs):
        result = subprocess.run(
            [sys.executable, "-c", STALL_PROBE], capture_output=True, text=True, cwd=ROOT
        )
        if result.returncode != 0:
            print(f"stall while opening: not measured: {result.stderr.strip()[-200:]}")
            return
        first, second, name = result.stdout.split()
        quiet.append(float(first))
        busy.append(float(second))
    print(
        f"longest pause of the calling thread while the backend ({name}) opens: "
        f"{median_ms(busy)}; without sound: {median_ms(quiet)} [{runs} starts]"
    )


def report_device(runs: int) -> None:
    """Opening the real device, and the latency from the backend to the device's callback."""
    started = time.perf_counter()
    try:
        from patentgame.controller.sound.device import IDLE_CLOSE, PERIOD_MS, DeviceBackend
    except ImportError as error:
        print(f"device: not measured: {error}")
        return
    imported = time.perf_counter() - started
    opens = []
    backend = None
    for _ in range(3):
        started = time.perf_counter()
        try:
            backend = DeviceBackend.open()
        except Exception as error:
            print(f"device: none here ({error}); the game would play silently")
            return
        opens.append(time.perf_counter() - started)
        backend.close()
    backend = DeviceBackend.open()
    print(
        f"device: {backend.name}, period {PERIOD_MS} ms; miniaudio import {imported * 1000:.0f} ms"
    )
    print(f"device open: {median_ms(opens)} [3 opens]")
    from patentgame.controller.sound import load_cue

    samples = load_cue(Cue.CARD)
    warm = []
    for _ in range(runs):
        backend.play(Cue.CARD, samples, 100)
        time.sleep(0.3)
        warm.append(backend.mixer.latencies[-1])
    print(f"cue to first frame taken, device running: {median_ms(warm)} [{len(warm)} cues]")
    cold = []
    for _ in range(3):
        backend.close()
        started = time.perf_counter()
        backend.play(Cue.CARD, samples, 100)
        handed = time.perf_counter() - started
        time.sleep(0.3)
        cold.append(handed + backend.mixer.latencies[-1])
    print(f"cue to first frame taken, device resting (opened again): {median_ms(cold)}")
    print(f"(the device rests after {IDLE_CLOSE:.0f} s of silence)")
    backend.close()


def report_candidates(python: str, runs: int) -> None:
    for module, before in CANDIDATES:
        times = import_seconds(python, module, before, runs)
        if times is None:
            print(f"import {module}: not installed in {python}")
        else:
            print(f"import {module} (after {before}): {median_ms(times)} [{runs} starts]")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sound cue, library and device figures.")
    parser.add_argument("--runs", type=int, default=20, help="cues per latency figure")
    parser.add_argument("--starts", type=int, default=7, help="fresh interpreters per import")
    parser.add_argument("--compare", metavar="PYTHON", help="an interpreter with other libraries")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.starts < 1:
        parser.error("--runs and --starts must be at least 1")
    report_cues()
    times = import_seconds(sys.executable, "miniaudio", "pass", args.starts)
    if times is None:
        print("import miniaudio: not installed")
    else:
        print(f"import miniaudio, fresh interpreter: {median_ms(times)} [{args.starts} starts]")
    report_service(args.runs)
    report_stall(args.starts)
    report_device(args.runs)
    if args.compare:
        report_candidates(args.compare, args.starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())

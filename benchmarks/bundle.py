"""Bundle figures: sizes of the Linux packages, and start-up of the bundle beside the source.

Run ``python benchmarks/bundle.py`` after ``python installer/build.py`` (or pass ``--build``).
It prints, against the targets of issue 7:

- the size of the one-folder bundle ``dist/patentgame/`` (target: at most 130 MB with every
  language and list, issue 35; 140 MB before), of the ``.deb`` (at most 60 MB) and of the
  portable ``.tar.gz``;
- how long the game takes from process start to the table drawn, for the bundle and for the
  source (``python -m patentgame``): the app's ``--screenshot`` mode starts a game against two
  computer players, draws the table offscreen, saves it and exits, so its wall time is start to
  table (target: bundle at most 1.5 times the source);
- the same for ``--version``, the bare start of the interpreter and the game's package.

Each time is the median of ``--runs`` starts after one unmeasured warm-up start, so both sides
read their files from the page cache (a first start from a cold disk is slower for both); bundle
and source take turns, so a change of load on the machine hits both alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from installer.project import project_version  # noqa: E402

DIST = ROOT / "dist"
BUNDLE = DIST / "patentgame"
BUNDLE_LIMIT_MB = 130  # issue 35.4: every language and list within 130 MB
DEB_LIMIT_MB = 60
START_RATIO_LIMIT = 1.5


def folder_megabytes(folder: Path) -> float:
    """Megabytes (10^6 bytes) of the regular files under ``folder``; links are not followed."""
    files = (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def bundle_command() -> list[str]:
    """The bundle's executable that prints (the console twin on Windows)."""
    if sys.platform == "win32":
        return [str(BUNDLE / "patentgame-console.exe")]
    if sys.platform == "darwin" and (DIST / "patentgame.app").is_dir():
        return [str(DIST / "patentgame.app" / "Contents" / "MacOS" / "patentgame")]
    return [str(BUNDLE / "patentgame")]


def source_command() -> list[str]:
    """The game from the source tree, with this interpreter."""
    return [sys.executable, "-m", "patentgame"]


def timed_start(command: list[str], mode: str, folder: Path) -> float:
    """Seconds one start takes until the process exits.

    Raises:
        RuntimeError: the start failed; the message holds the last line of its error output.
    """
    args = ["--version"]
    if mode == "table":
        args = ["--data-dir", str(folder / "data"), "--screenshot", str(folder / "table.png")]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    result = subprocess.run(
        [*command, *args], capture_output=True, text=True, env=env, cwd=folder, check=False
    )
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        lines = [line for line in result.stderr.splitlines() if line.strip()] or ["no message"]
        raise RuntimeError(f"exit status {result.returncode}: {lines[-1].strip()}")
    return seconds


def median_starts(commands: Sequence[list[str]], mode: str, runs: int) -> list[float]:
    """Median seconds of ``runs`` starts of each command, after one warm-up start of each.

    The commands take turns, so a change of load on the machine hits all of them alike.
    """
    times: list[list[float]] = [[] for _ in commands]
    with tempfile.TemporaryDirectory(prefix="patentgame-bench-") as name:
        folder = Path(name)
        for command in commands:
            timed_start(command, mode, folder)
        for _ in range(runs):
            for command, measured in zip(commands, times, strict=True):
                measured.append(timed_start(command, mode, folder))
    return [statistics.median(measured) for measured in times]


def report_sizes(version: str) -> None:
    """Print the sizes of the bundle and of the Linux packages beside their limits."""
    bundle = folder_megabytes(BUNDLE)
    verdict = "ok" if bundle <= BUNDLE_LIMIT_MB else "OVER"
    print(f"bundle dist/patentgame/: {bundle:.1f} MB (limit {BUNDLE_LIMIT_MB} MB, {verdict})")
    deb = DIST / f"patentgame_{version}_amd64.deb"
    if deb.is_file():
        size = deb.stat().st_size / 1e6
        verdict = "ok" if size <= DEB_LIMIT_MB else "OVER"
        print(f"package {deb.name}: {size:.1f} MB (limit {DEB_LIMIT_MB} MB, {verdict})")
    tarball = DIST / f"patentgame-{version}-linux-x86_64.tar.gz"
    if tarball.is_file():
        print(f"package {tarball.name}: {tarball.stat().st_size / 1e6:.1f} MB")


def report_starts(runs: int) -> None:
    """Print the median start times of bundle and source, and their ratio, per mode."""
    for mode, label in (("version", "start to --version"), ("table", "start to table drawn")):
        try:
            bundle, source = median_starts([bundle_command(), source_command()], mode, runs)
        except (OSError, RuntimeError) as error:
            print(f"{label}: not measured: {error}")
            continue
        ratio = bundle / source
        line = f"{label}: bundle {bundle:.2f} s, source {source:.2f} s, ratio {ratio:.2f}"
        if mode == "table":
            verdict = "ok" if ratio <= START_RATIO_LIMIT else "OVER"
            line += f" (limit {START_RATIO_LIMIT}, {verdict})"
        print(f"{line} [median of {runs}]")


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures; exit 1 with one line when there is no bundle to measure."""
    parser = argparse.ArgumentParser(description="Sizes and start-up of the packaged game.")
    parser.add_argument("--build", action="store_true", help="run installer/build.py first")
    parser.add_argument("--runs", type=int, default=5, help="measured starts per figure")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.build:
        status = subprocess.run([sys.executable, str(ROOT / "installer" / "build.py")]).returncode
        if status != 0:
            return status
    if not BUNDLE.is_dir():
        print("bundle: dist/patentgame/ does not exist: run python installer/build.py first")
        return 1
    print(f"patentgame {project_version(ROOT)}, {sys.platform}, Python {sys.version.split()[0]}")
    report_sizes(project_version(ROOT))
    report_starts(args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())

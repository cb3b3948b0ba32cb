"""Start-up time: from launching Python to the game table drawn, beside a bare PySide6 window.

Each run is a fresh process. The parent starts the clock when it launches the child and stops it
when the child reports that its window was painted (after ``grab()``, which forces a paint), so
both figures include the interpreter, imports, Qt start-up and the first paint. The target of
issue 5 is a table at most 2.5 times as slow as the bare window.

The table is started the way a player starts it, ``python -m patentgame``, with its real start-up
(settings, the autosave slot and the check for an unfinished game, a new game against the
computer), in a new data folder for each run whose settings say the welcome screen of the very
first start was seen (a first start shows it instead of a game), with ``--startup-probe`` to report
the first drawn table and quit. The ratio of the medians is the verdict; the median of the
ratios of each interleaved pair is printed beside it, as a check on a machine whose speed drifts.

The game's modules are byte-compiled first, as they are in an installed game (pip compiles them
at install time; the bundle ships them compiled): a source tree run with PYTHONDONTWRITEBYTECODE
would otherwise compile every module again at every start.

Wall times on a shared machine drift with its load. ``--instructions`` adds a figure that does
not: the instructions each start executes (up to its exit), counted by valgrind's callgrind
(Debian package ``valgrind``; about a minute). Under valgrind a start runs some 50 times slower,
so a timer meant for after the first frame (the computer player's first thought, when a
computer player begins) may fire before it: the table's count can come out a few percent high.

``--lang ru`` starts the table in that language and also times it against the English table
(interleaved, as above): issue 14 wants a Russian start no more than 5% slower. With
``--instructions`` both are counted by callgrind too, the steadier figure on a busy machine.

    python benchmarks/startup.py [--runs 21] [--instructions] [--lang ru]
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
window = QLabel("hello")
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab()
print("drawn", flush=True)
"""

PACKAGE = """
import patentgame
print("drawn", flush=True)
"""

NOTHING = """
print("drawn", flush=True)
"""


def time_to_drawn(code: str) -> float:
    """Seconds from launching ``python -c code`` to its "drawn" line."""
    return _time_to_drawn([sys.executable, "-c", code])


def table_command(folder: str, lang: str | None = None) -> list[str]:
    """The game's start as a player runs it, probed, with ``folder`` as its (empty) data folder,
    in ``lang`` (``--lang``) when given."""
    command = [sys.executable, "-m", "patentgame", "--data-dir", folder, "--startup-probe"]
    return command + (["--lang", lang] if lang else [])


def welcomed_folder(folder: str) -> str:
    """Make ``folder`` the data folder of someone past the welcome screen: a start then plays a
    new game against the computer, which is what the benchmark measures."""
    config = os.path.join(folder, "config")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "settings.json"), "w", encoding="utf-8") as file:
        file.write('{"format": "patentgame-settings", "version": 2, "welcomed": true}\n')
    return folder


#: The settings of a player whose last game was a board game (Scrabble against the computer):
#: a start then draws the board table.
BOARD_SETTINGS = (
    '{"format": "patentgame-settings", "version": 2, "welcomed": true, "family": "board", '
    '"new_games": {"board": {"seats": ["human", "ai:random"], '
    '"rules": {"rule_set": "scrabble-en"}, "lexicon_id": "en-enable"}}}\n'
)


def board_folder(folder: str) -> str:
    """Make ``folder`` the data folder of someone whose next game is a board game."""
    welcomed_folder(folder)
    with open(os.path.join(folder, "config", "settings.json"), "w", encoding="utf-8") as file:
        file.write(BOARD_SETTINGS)
    return folder


def table_time_to_drawn(lang: str | None = None, board: bool = False) -> float:
    """Seconds from launching ``python -m patentgame --startup-probe`` (in a new data folder,
    past the welcome screen; in ``lang`` when given; with ``board``, one whose next game is
    Scrabble) to its "drawn" line."""
    with tempfile.TemporaryDirectory() as folder:
        made = board_folder(folder) if board else welcomed_folder(folder)
        return _time_to_drawn(table_command(made, lang))


def instructions(command: list[str]) -> int:
    """Instructions ``command`` executes from its start to its exit, counted by callgrind."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            capture_output=True,
            text=True,
            env=env,
        )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or found is None:
        raise SystemExit(f"valgrind failed on {command[1:3]}: {run.stderr[-300:]}")
    return int(found.group(1))


def report_instructions(lang: str | None = None) -> None:
    if shutil.which("valgrind") is None:
        print("instructions        : valgrind is not installed (apt-get install valgrind)")
        return
    bare = instructions([sys.executable, "-c", BARE])
    with tempfile.TemporaryDirectory() as folder:
        table = instructions(table_command(welcomed_folder(folder), "en" if lang else None))
    print(
        f"{'instructions':20}: bare {bare / 1e6:.0f} M, table {table / 1e6:.0f} M, "
        f"ratio {table / bare:.2f}x  (callgrind, start to exit)"
    )
    if lang:
        with tempfile.TemporaryDirectory() as folder:
            other = instructions(table_command(welcomed_folder(folder), lang))
        print(
            f"{'instructions, ' + lang:20}: table {other / 1e6:.0f} M, "
            f"{(other / table - 1) * 100:+.1f}% against English (target <= +5%)"
        )


def _time_to_drawn(command: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    start = time.perf_counter()
    child = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    for line in child.stdout:
        if line.strip() == "drawn":
            elapsed = time.perf_counter() - start
            break
    else:
        child.wait()
        raise SystemExit(f"the child exited with {child.returncode} before drawing")
    child.wait()
    return elapsed


def report_language(lang: str, runs: int) -> None:
    """The table's start in ``lang`` against English, ``runs`` interleaved pairs."""
    english: list[float] = []
    other: list[float] = []
    for _ in range(runs):
        english.append(table_time_to_drawn("en"))
        other.append(table_time_to_drawn(lang))
    english_median, other_median = statistics.median(english), statistics.median(other)
    paired = statistics.median(o / e for o, e in zip(other, english, strict=True))
    change = (other_median / english_median - 1) * 100
    verdict = "met" if change <= 5 else "NOT met"
    print(f"{'table, --lang en':20}: median {english_median * 1000:6.0f} ms")
    print(f"{'table, --lang ' + lang:20}: median {other_median * 1000:6.0f} ms")
    print(
        f"{'language cost':20}: {change:+.1f}%  (target <= +5%: {verdict}); paired "
        f"{(paired - 1) * 100:+.1f}%"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--instructions", action="store_true", help="also count instructions")
    parser.add_argument(
        "--board",
        action="store_true",
        help="also time a start that draws the board table (Scrabble), beside the patent table",
    )
    parser.add_argument(
        "--lang", help="also time the table in this language against English (e.g. ru)"
    )
    args = parser.parse_args()
    import patentgame

    compileall.compile_dir(os.path.dirname(patentgame.__file__), quiet=1)
    bare: list[float] = []
    table: list[float] = []
    time_to_drawn(BARE)  # warm the file cache so the first measured run is not an outlier
    table_time_to_drawn()
    for _ in range(args.runs):  # interleaved, so drift in machine load hits both alike
        bare.append(time_to_drawn(BARE))
        table.append(table_time_to_drawn())
    bare_median, table_median = statistics.median(bare), statistics.median(table)
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(f"runs: {args.runs} each, interleaved, QT_QPA_PLATFORM={platform}")
    for label, runs, median in (
        ("bare PySide6 window", bare, bare_median),
        ("patentgame table", table, table_median),
    ):
        spread = f"min {min(runs) * 1000:.0f}, max {max(runs) * 1000:.0f}"
        print(f"{label:20}: median {median * 1000:6.0f} ms  ({spread})")
    ratio = table_median / bare_median
    paired = statistics.median(t / b for t, b in zip(table, bare, strict=True))
    verdict = "met" if ratio <= 2.5 else "NOT met"
    print(f"{'ratio':20}: {ratio:.2f}x  (target <= 2.5x: {verdict})")
    print(f"{'paired ratio':20}: {paired:.2f}x  (median over the {args.runs} interleaved pairs)")
    # Importing the package alone, beside an interpreter that does nothing.
    package = statistics.median(time_to_drawn(PACKAGE) for _ in range(args.runs))
    nothing = statistics.median(time_to_drawn(NOTHING) for _ in range(args.runs))
    print(f"{'import patentgame':20}: median {(package - nothing) * 1000:6.0f} ms of that")
    if args.board:
        report_board(args.runs)
    if args.lang:
        report_language(args.lang, args.runs)
    if args.instructions:
        report_instructions(args.lang)
    return 0


def report_board(runs: int) -> None:
    """The board table's start beside the patent table's, interleaved (issue 19's target: at
    most 1.2 times the patent table's)."""
    table_time_to_drawn(board=True)  # warm the board's modules and word list in the cache
    patent: list[float] = []
    board: list[float] = []
    for _ in range(runs):
        patent.append(table_time_to_drawn())
        board.append(table_time_to_drawn(board=True))
    for label, found in (("patent table", patent), ("board table", board)):
        spread = f"min {min(found) * 1000:.0f}, max {max(found) * 1000:.0f}"
        print(f"{label:20}: median {statistics.median(found) * 1000:6.0f} ms  ({spread})")
    ratio = statistics.median(board) / statistics.median(patent)
    paired = statistics.median(b / p for b, p in zip(board, patent, strict=True))
    verdict = "met" if ratio <= 1.2 else "NOT met"
    print(f"{'board / patent':20}: {ratio:.2f}x  (target <= 1.2x: {verdict}); paired {paired:.2f}x")


if __name__ == "__main__":
    sys.exit(main())

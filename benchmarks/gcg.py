"""Time and memory of long GCG files and long records (issue 36.7), each in a process of its own.

Run from the project root (at low priority on a shared machine)::

    nice python benchmarks/gcg.py [--lines 54000] [--actions 20000]

Made first, in a temporary folder: a legal GCG file of 1 MB (one play, then a time penalty per
line, as the issue's file: 54,000 lines), a legal patent game record of 20,000 passes, and a
legal board record of 20,000 exchanges (the passes end rule with no scoreless limit, so nothing
ends it). Then each is read the way a person reads it, in a fresh process whose peak resident
memory (``ru_maxrss``) and wall time are printed: ``patentgame replay FILE --json``, ``patentgame
review RECORD`` (text and ``--json``), and the replay viewer (offscreen: File > Open's reading
path, the viewer built and stepped to the end and back). A small real GCG file shows what the
app costs with no long file at all. Targets: every case linear in the file, under 100 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMALL = ROOT / "tests" / "model" / "board" / "gcg" / "vs_frentz.gcg"


def long_gcg(lines: int) -> str:
    """A legal GCG file: one play, then ``lines`` time penalties of a point each."""
    out = ["#character-encoding UTF-8", "#player1 ann Ann", "#player2 bob Bob"]
    out.append(">ann: ACT 8H ACT +10 10")
    totals = {"ann": 10, "bob": 0}
    for index in range(lines):
        nick = ("bob", "ann")[index % 2]
        totals[nick] -= 1
        out.append(f">{nick}: (time) -1 {totals[nick]}")
    return "\n".join(out) + "\n"


def passes_record(actions: int) -> str:
    """A legal patent game record of ``actions`` passes (a discard of no card)."""
    return json.dumps(
        {
            "format": "patentgame-record",
            "version": 1,
            "lexicon": "en-enable",
            "seed": 7,
            "start": 0,
            "players": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}],
            "actions": [{"seat": i % 2, "act": "discard", "cards": []} for i in range(actions)],
        }
    )


def exchanges_record(actions: int) -> str:
    """A legal board record of ``actions`` exchanges of one tile (nothing ends the game)."""
    sys.path.insert(0, str(ROOT))
    from patentgame.model.board.game import BoardGame, Seat
    from patentgame.model.board.moves import Exchange
    from patentgame.model.board.record import dumps, record_of
    from patentgame.model.board.rules import rules_for

    rules = rules_for("scrabble-en", scoreless_limit=0)
    game = BoardGame.new(rules, [Seat("Ann"), Seat("Bob")], {"cat"}, seed=1)
    for _ in range(actions):
        seat = game.current
        game.play(Exchange(seat, game.rack(seat)[:1]))
    return dumps(record_of(game))


def measure_viewer(path: str) -> None:
    """In this process: File > Open's reading of ``path`` and the replay viewer stepped from
    the first position to the last and back."""
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from patentgame import families
    from patentgame.keeping.saves import open_game
    from patentgame.model.lexicon import Lexicon
    from patentgame.views.replay_viewer import ReplayViewer

    if path.endswith(".gcg"):
        found = families.import_file(path, families.playable())
        assert found is not None
        viewer = ReplayViewer(found[1], "replay", family=found[0])
    else:
        loaded = open_game(Path(path), Lexicon.load)
        viewer = ReplayViewer(loaded.game, "replay", extra=loaded.record.extra)
    viewer.show()
    app.processEvents()
    viewer.last()
    app.processEvents()
    viewer.first()
    app.processEvents()
    print(json.dumps({"positions": viewer.steps + 1}))


def run(label: str, command: list[str]) -> None:
    """Run ``command`` in a fresh process; print its wall time and its own peak memory."""
    with tempfile.TemporaryFile() as errors:
        began = time.perf_counter()
        child = subprocess.Popen(
            command,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=errors,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)),
        )
        _, status, usage = os.wait4(child.pid, 0)  # this child's own resource use
        seconds = time.perf_counter() - began
        child.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        said = errors.read().decode(errors="replace")
    peak = usage.ru_maxrss / 1024
    flag = "" if child.returncode == 0 else f"  (exit {child.returncode}: {said[-200:].strip()})"
    print(f"{label:<52} {seconds:7.2f} s   peak {peak:6.0f} MB{flag}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=54_000, help="time lines of the GCG file")
    parser.add_argument("--actions", type=int, default=20_000, help="actions of the records")
    parser.add_argument("--viewer", help=argparse.SUPPRESS)  # a child process: one viewer
    args = parser.parse_args()
    if args.viewer:
        measure_viewer(args.viewer)
        return 0
    folder = Path(tempfile.mkdtemp(prefix="patentgame-gcg-bench-"))
    gcg = folder / "long.gcg"
    text = long_gcg(args.lines)
    while len(text.encode()) > 1024 * 1024:  # the file a person may open: at most 1 MB
        args.lines -= 500
        text = long_gcg(args.lines)
    gcg.write_text(text, "utf-8")
    passes = folder / "passes.json"
    passes.write_text(passes_record(args.actions), "utf-8")
    exchanges = folder / "exchanges.patentgame"
    exchanges.write_text(exchanges_record(args.actions), "utf-8")
    size = gcg.stat().st_size / 1024 / 1024
    print(f"GCG file: {args.lines + 1:,} lines, {size:.2f} MB; records: {args.actions:,} actions")
    print("Each line: a fresh process, its wall time and its own peak resident memory.")
    python = sys.executable
    me = str(Path(__file__).resolve())
    run("replay vs_frentz.gcg --json (a real game)", [python, "-m", "patentgame", "replay",
                                                        str(SMALL), "--json"])  # fmt: skip
    run(f"replay long.gcg --json ({args.lines + 1:,} lines)",
        [python, "-m", "patentgame", "replay", str(gcg), "--json"])  # fmt: skip
    run(f"review passes.json ({args.actions:,} passes), text",
        [python, "-m", "patentgame", "review", str(passes)])  # fmt: skip
    run(f"review passes.json ({args.actions:,} passes), --json",
        [python, "-m", "patentgame", "review", str(passes), "--json"])  # fmt: skip
    run("viewer of vs_frentz.gcg (a real game)", [python, me, "--viewer", str(SMALL)])
    run(f"viewer of long.gcg ({args.lines + 1:,} lines)", [python, me, "--viewer", str(gcg)])
    run(f"viewer of exchanges.patentgame ({args.actions:,} moves)",
        [python, me, "--viewer", str(exchanges)])  # fmt: skip
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

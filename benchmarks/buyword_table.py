"""BuyWord's table: how long the window takes to answer a person's key, and to switch families.

A whole game alone is played on a real main window (offscreen Qt), the person's keys sent to the
table as QTest key clicks (the helper person of the tests: rolls, names 3, buys sets up to $36,
sells the dearest word of 4 pips or more, marks the last letters to discard). Each key is timed
from the press until the table has been painted again (``grab()`` forces the paint), so a figure
holds the engine's action, the log, the refresh of every row and the paint (and, in selling, the
helper person's own word search, some milliseconds: docs/buyword.md). Then the table's own part
alone: ``refresh()`` and a paint of the window, after each step. A last figure is
the time ``MainWindow.use_family`` takes to put BuyWord's table in the window in place of the
patent game's (a New game or Open of the other family).

CPU time of the process is printed beside wall time: on a shared machine the wall figure drifts
with the load, the CPU figure much less.

    python benchmarks/buyword_table.py [--games 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from patentgame import families
    from patentgame.controller.setup import GameSetup, SeatSetup
    from patentgame.controller.translations import install_translations
    from patentgame.model.lexicon import Lexicon
    from patentgame.views.main_window import MainWindow
    from tests.views.buyword_helpers import person_step

    install_translations()
    lexicon = Lexicon.load("en-enable")
    wall: list[float] = []
    cpu: list[float] = []
    switches: list[float] = []
    refresh: list[float] = []
    for game in range(args.games):
        window = MainWindow(lambda _id: lexicon)
        window.set_ai_pace(0)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        start = time.perf_counter()
        window.use_family(families.BUYWORD)
        window.grab()
        switches.append(time.perf_counter() - start)
        setup = GameSetup((SeatSetup("Anna", "human", 0),), family="buyword")
        window.start_game(setup, seed=100 + game)
        while not window.game_model.is_over:
            wall_start, cpu_start = time.perf_counter(), time.process_time()
            if not person_step(window):
                app.processEvents()
                continue
            window.grab()
            wall.append(time.perf_counter() - wall_start)
            cpu.append(time.process_time() - cpu_start)
            refresh_start = time.process_time()
            window.table.refresh()
            window.grab()
            refresh.append(time.process_time() - refresh_start)
        window.close()
        window.deleteLater()
        app.processEvents()
    print(f"games alone: {args.games}, person's keys timed: {len(wall)}")
    for label, values in (("wall", wall), ("cpu", cpu), ("refresh + paint only, cpu", refresh)):
        ms = [value * 1000 for value in values]
        print(
            f"key to painted table ({label}): p50 {statistics.median(ms):.1f} ms, "
            f"p95 {_percentile(ms, 0.95):.1f} ms, max {max(ms):.1f} ms"
        )
    ms = [value * 1000 for value in switches]
    print(
        f"patent table -> BuyWord table (use_family + paint): median {statistics.median(ms):.1f} ms"
    )


if __name__ == "__main__":
    main()

"""Speed of keeping games: autosave after each action, resuming, statistics, the replay viewer.

Run from the project root: ``python benchmarks/saves.py [--games N] [--folder DIR]``. Games are
full-length (default goal) two- and three-player games of the greedy test player. Timed: the
atomic autosave (write, fsync, rename, folder fsync) after every action of a game, the start-up
check of the autosave (parse and replay), storing finished games in the statistics, reading a
profile's figures, opening the statistics (which checks the whole file), and building the
replay viewer offscreen. Targets: autosave p95 under 20 ms
(it runs after every action on the GUI thread), start-up check under 100 ms, figures under 50 ms.
The folder should be on the disk the app would use (default: a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.keeping.saves import Autosave
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.model.patent.game import PatentGame, PlayerSpec
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from tests.recorded_games import WORDS, greedy_action

TABLES = (
    (PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")),
    (PlayerSpec("Ann"), PlayerSpec("Penny", "ai:beginner"), PlayerSpec("Bob")),
)


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (
        f"median {statistics.median(ordered) * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms   "
        f"max {ordered[-1] * 1000:6.2f} ms   (n={len(ordered)})"
    )


def full_game(seed: int, rules: RuleSet) -> PatentGame:
    game = PatentGame.new(TABLES[seed % 2], WORDS, rules, seed=seed, lexicon_id="test-words")
    while not game.game_over:
        game.play(greedy_action(game))
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games stored in the statistics")
    parser.add_argument("--folder", type=Path, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    folder = Path(args.folder or tempfile.mkdtemp(prefix="patentgame-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    manual = RuleSet()
    auto = RuleSet(challenge=ChallengeMode.AUTO)

    started = time.perf_counter()
    games = [full_game(seed, manual if seed % 2 else auto) for seed in range(args.games)]
    longest = max(games, key=lambda g: len(g.actions))
    print(f"played {len(games)} games in {time.perf_counter() - started:.1f} s; longest has "
          f"{len(longest.actions)} actions")  # fmt: skip

    # Autosave after every action of the longest game, as the app does.
    autosave = Autosave(folder)
    autosave.open()
    replayed = PatentGame.new(
        longest.players, WORDS, longest.rules, seed=longest.seed, lexicon_id=longest.lexicon_id
    )
    timings = []
    for action in longest.actions:
        replayed.play(action)
        begin = time.perf_counter()
        autosave.write(replayed)
        timings.append(time.perf_counter() - begin)
    assert autosave.path is not None
    size = os.path.getsize(autosave.path)
    print(f"autosave after each action:  {_ms(timings)}   final file {size / 1024:.1f} KB")

    # The start-up check: read, validate and replay the autosave of a game cut short.
    short = PatentGame.new(
        longest.players, WORDS, longest.rules, seed=longest.seed, lexicon_id="test-words"
    )
    for action in longest.actions[: len(longest.actions) - 5]:
        short.play(action)
    autosave.write(short)
    checks = []
    for _ in range(20):
        begin = time.perf_counter()
        check = autosave.check(lambda _id: WORDS)
        checks.append(time.perf_counter() - begin)
        assert check.offer is not None
    print(f"start-up check (replay):     {_ms(checks)}")
    autosave.close()

    # Statistics: store every game, then read the busiest profile's figures.
    stats_path = folder / "stats.sqlite3"
    stats_path.unlink(missing_ok=True)
    store = StatsStore.open(stats_path)
    adds = []
    start = datetime(2026, 1, 1, 20, 0).astimezone()
    for index, game in enumerate(games):
        begin = time.perf_counter()
        store.add_game(game, start + timedelta(days=index))
        adds.append(time.perf_counter() - begin)
    print(f"store a finished game:       {_ms(adds)}")
    ann = next(p for p in store.profiles() if p.name == "Ann")
    figures_times, listing_times = [], []
    for _ in range(20):
        begin = time.perf_counter()
        store.figures(patent_figures, ann.id)
        figures_times.append(time.perf_counter() - begin)
        begin = time.perf_counter()
        store.games()
        listing_times.append(time.perf_counter() - begin)
    print(f"figures of a profile:        {_ms(figures_times)}")
    print(f"list all games (history):    {_ms(listing_times)}")
    print(f"statistics file {stats_path.stat().st_size / 1024:.0f} KB for {len(games)} games")
    store.close()
    opens = []
    for _ in range(10):  # each open checks the whole file (PRAGMA quick_check) before use
        begin = time.perf_counter()
        StatsStore.open(stats_path).close()
        opens.append(time.perf_counter() - begin)
    print(f"open the statistics (checked): {_ms(opens)}")

    # The replay viewer precomputes one state per action.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from patentgame.views.replay_viewer import ReplayViewer

    builds = []
    for _ in range(5):
        begin = time.perf_counter()
        viewer = ReplayViewer(longest, "bench")
        builds.append(time.perf_counter() - begin)
        viewer.deleteLater()
    app.processEvents()
    print(f"open the replay viewer:      {_ms(builds)}   ({len(longest.actions)} actions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

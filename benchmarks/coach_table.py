"""Benchmark of the coach at the table: how soon hints are ready, and the review window's time.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/coach_table.py [--games 8] [--seed 500]

Plays real games in the real main window (offscreen): a person's seat against the expert, who
thinks on the AI runner's threads as in the app. The person's moves are the greedy player's,
made through the game model once the coach's analysis of the turn has arrived. For every turn
of the person it reports the time from the turn's start (the game model's ``state_changed``)
to the analysis arriving on the GUI thread (:attr:`CoachRunner.latency_ms`): the hints and the
best plays of the turn are shown from it (target p95 <= 150 ms). Then it opens the review
window on two-player games between beginners of 25 turns or more and times it from opening to
the review shown (target <= 5 s for 25 turns).

Between the two, it times the master's second opinion on the person's opening turns (``--turns``
games): from the turn's start to the opinion arriving, the guesses of the hidden cards it rests
on, and how smoothly the GUI thread keeps its 60 Hz timer while the master thinks beside it.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai import create_player
from patentgame.model.patent.ai.lab import GameTask, percentiles, play_game
from patentgame.model.patent.record import loads
from patentgame.model.patent.rules import RuleSet


def hint_latency(games: int, seed: int) -> list[float]:
    """Play ``games`` games at the table; the latency of each of the person's turns, in ms."""
    from patentgame.views.main_window import MainWindow

    lexicon = Lexicon.load("en-enable")
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    window.set_ai_pace(0)
    window.resize(1280, 800)
    window.show()
    table, model = window.table, window.game_model
    runner = table.coach.runner
    latencies: list[float] = []
    runner.analysed.connect(
        lambda _analysis: latencies.append(runner.latency_ms or 0.0)  # type: ignore[arg-type]
    )
    person = create_player("ai:greedy", lexicon)
    for index in range(games):
        setup = GameSetup(
            (SeatSetup("You", "human", 0), SeatSetup("Tycoon", "ai:expert", 1)), rules=RuleSet()
        )
        window.start_game(setup, seed=seed + index)
        rng = random.Random(seed + index)
        deadline = time.monotonic() + 600
        while not model.is_over and time.monotonic() < deadline:
            QApplication.processEvents()
            state = model.state
            if 0 not in state.to_act:
                time.sleep(0.001)
                continue
            if runner.analyse_turns and runner.pending():
                time.sleep(0.001)  # the person looks at the table while the coach thinks
                continue
            view = model.view_for(0)
            model.submit(person.choose(view, rng, Budget()).action)  # type: ignore[arg-type]
        if window.summary_dialog is not None:
            window.summary_dialog.close()
    window.close()
    return latencies


def master_at_the_table(turns: int, seed: int) -> dict[str, list[float]]:
    """The master's opinion on ``turns`` opening turns of a person at the table: the time from
    the turn's start to the opinion arriving, the guesses it rests on, whether it agreed with
    the expert, and the gaps between a 60 Hz timer's ticks on the GUI thread while the master
    thinks (on the coach's worker, sharing Python's lock with the GUI) and then for as long
    with the worker idle, the person still looking at the same table."""
    from PySide6.QtCore import QEventLoop, QTimer

    from patentgame.views.main_window import MainWindow

    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    window.set_ai_pace(0)
    window.resize(1280, 800)
    window.show()
    runner = window.table.coach.runner
    out: dict[str, list[float]] = {
        "latency": [],
        "guesses": [],
        "agrees": [],
        "busy": [],
        "idle": [],
        "missing": [],
    }
    ticks: list[float] = []
    frame = QTimer()
    frame.setInterval(16)
    frame.timeout.connect(lambda: ticks.append(time.perf_counter()))

    def run_until(done: object, seconds: float) -> None:
        """Run the event loop until ``done()``, asked when the coach answers (and every 100 ms
        in case): a poll every few ms would itself wait for Python's lock at every turn and
        measure the benchmark, not the table."""
        loop = QEventLoop()

        def check(*_args: object) -> None:
            if done():  # type: ignore[operator]
                loop.quit()

        poll = QTimer()
        poll.timeout.connect(check)
        poll.start(100)
        runner.analysed.connect(check)
        runner.opinion_formed.connect(check)
        window.game_model.state_changed.connect(check)
        QTimer.singleShot(round(seconds * 1000), loop.quit)
        if not done():  # type: ignore[operator]
            loop.exec()
        poll.stop()
        runner.analysed.disconnect(check)
        runner.opinion_formed.disconnect(check)
        window.game_model.state_changed.disconnect(check)

    def gaps() -> list[float]:
        return [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]

    for index in range(turns):
        setup = GameSetup(
            (SeatSetup("You", "human", 0), SeatSetup("Tycoon", "ai:expert", 1)), rules=RuleSet()
        )
        window.start_game(setup, seed=seed + index)
        run_until(lambda: window.game_model.state.current == 0 and runner.ready(), 30)
        if window.game_model.state.current != 0 or not runner.ready():
            continue  # the computer began: its first turn is not the person's
        ticks.clear()
        frame.start()
        began = time.perf_counter()
        run_until(runner.opinion_ready, 10)
        thought = time.perf_counter() - began
        frame.stop()
        if not runner.opinion_ready():
            out["missing"].append(1.0)
            continue
        out["busy"] += gaps()
        ticks.clear()
        frame.start()
        run_until(lambda: False, thought)
        frame.stop()
        out["idle"] += gaps()
        opinion = runner.analysis.opinion
        out["latency"].append(runner.opinion_latency_ms or 0.0)
        out["guesses"].append(float(opinion.guesses))
        out["agrees"].append(1.0 if opinion.agrees else 0.0)
    window.close()
    return out


def review_times(games: int, seed: int) -> list[tuple[int, float]]:
    """Open the review window on beginners' games; (turns, seconds) of those of 25+ turns."""
    from patentgame.views.review_window import ReviewWindow

    lexicon = Lexicon.load("en-enable")
    out = []
    for index in range(games):
        task = GameTask(index, ("ai:beginner", "ai:beginner"), index % 2, seed + index)
        result = play_game(task, lexicon, RuleSet(), keep_record=True)
        assert result.record is not None
        record = loads(result.record)
        began = time.perf_counter()
        window = ReviewWindow(record, lexicon)
        window.show()
        assert window.wait(120_000)
        wall = time.perf_counter() - began
        assert window.review is not None
        if len(window.review.turns) >= 25:
            out.append((len(window.review.turns), wall))
        window.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="games at the table (default 8)")
    parser.add_argument("--seed", type=int, default=500, help="seed of the first game")
    parser.add_argument(
        "--turns", type=int, default=20, help="opening turns for the master's opinion (20)"
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from patentgame.controller.translations import install_translations

    install_translations()
    latencies = hint_latency(args.games, args.seed)
    figures = percentiles(latencies)
    print(f"hints ready at the table: {len(latencies)} of the person's turns in {args.games} games")
    print(
        f"  ms from the turn's start: p50 {figures['p50']:.1f}  p95 {figures['p95']:.1f}  "
        f"p99 {figures['p99']:.1f}  max {figures['max']:.1f}   (target p95 <= 150)"
    )
    master = master_at_the_table(args.turns, args.seed)
    if master["latency"]:
        latency, guesses = percentiles(master["latency"]), sorted(master["guesses"])
        busy, idle = percentiles(master["busy"]), percentiles(master["idle"])
        print(
            f"the master's opinion on {len(master['latency'])} opening turns of the person "
            f"({len(master['missing'])} without one: too few guesses in its time)"
        )
        print(
            f"  ms from the turn's start: p50 {latency['p50']:.0f}  p95 {latency['p95']:.0f}  "
            f"max {latency['max']:.0f};  guesses: min {guesses[0]:.0f}  "
            f"median {guesses[len(guesses) // 2]:.0f}  max {guesses[-1]:.0f};  "
            f"agrees with the expert {100 * sum(master['agrees']) / len(master['agrees']):.0f}%"
        )
        print(
            f"  GUI thread, gaps between 16 ms ticks while the master thinks: p50 "
            f"{busy['p50']:.1f}  p95 {busy['p95']:.1f}  max {busy['max']:.1f};  "
            f"idle: p50 {idle['p50']:.1f}  p95 {idle['p95']:.1f}  max {idle['max']:.1f}"
        )
    reviews = review_times(args.games, args.seed)
    if reviews:
        longest = max(reviews, key=lambda item: item[1])
        print(
            f"review window, beginners' games of 25+ turns: {len(reviews)}; slowest "
            f"{longest[1]:.2f} s ({longest[0]} turns)   (target <= 5 s for 25 turns)"
        )
    else:
        print("review window: no beginners' game reached 25 turns; raise --games")
    del app


if __name__ == "__main__":
    main()

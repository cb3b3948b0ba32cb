"""Benchmark of the best plays after a turn at the board and BuyWord tables (issue 32.1).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/choice_coach_table.py [--games 4]

Plays real games in the real main window (offscreen): a person's seat (its moves the greedy
player's, made through the game model) against the expert, who thinks on the AI runner's
threads as in the app. For every decision of the person the coach reviews (a board turn,
BuyWord's selling in a round), it times the turn's end to the panel shown: from the state
change that settles the decision (the play can no longer be challenged, the selling is over)
to the review's arrival on the GUI thread, which shows the panel at once
(:attr:`ChoiceCoachRunner.latency_ms`, read after the panel is shown). Target: p95 <= 300 ms.
The computers' words are accepted without asking (Settings), so no question holds the panel.
The person takes ``--think`` seconds (default 1) over each decision the coach follows, as a
person does: the coach works out the expert's options from their view meanwhile, so after the
turn only the move made is left to value.
"""

from __future__ import annotations

import argparse
import dataclasses
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


def latencies(family: str, games: int, seed: int, think: float) -> tuple[list[float], int]:
    """Play ``games`` games of ``family`` at the table; the latency of each reviewed decision
    of the person, in ms, and how many panels showed. The person looks at each decision the
    coach follows for ``think`` seconds before making it."""
    from patentgame.views.main_window import MainWindow

    lexicon = Lexicon.load("en-enable")
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    window.set_ai_pace(0)
    window.update_settings(dataclasses.replace(window.settings, accept_computer_words=True))
    window.resize(1280, 800)
    window.show()
    found: list[float] = []
    shown = [0]
    if family == "board":
        from patentgame.model.board.ai import create_player
        from patentgame.model.board.rules import rules_for

        rules: object = rules_for("scrabble-en")
    else:
        from patentgame.model.buyword.ai.levels import create_player
        from patentgame.model.buyword.rules import BuyWordRules

        rules = BuyWordRules()
    person = create_player("ai:greedy", lexicon)
    for index in range(games):
        setup = GameSetup(
            (SeatSetup("You", "human", 0), SeatSetup("Tycoon", "ai:expert", 1)),
            lexicon_id="en-enable",
            rules=rules,  # type: ignore[arg-type]
            family=family,
        )
        window.start_game(setup, seed=seed + index)
        table, model = window.table, window.game_model
        coach = table.coach  # type: ignore[attr-defined]

        def panel_shown(_review: object, coach: object = coach) -> None:
            # Connected after the table's coach: the panel is up when this runs.
            if coach.panel.isVisible():  # type: ignore[attr-defined]
                shown[0] += 1
                found.append(coach.runner.latency_ms or 0.0)  # type: ignore[attr-defined]

        coach.runner.reviewed.connect(panel_shown)
        rng = random.Random(seed + index)
        seen: dict[int, float] = {}
        deadline = time.monotonic() + 600
        while not model.is_over and time.monotonic() < deadline:
            QApplication.processEvents()
            state = model.state
            if 0 not in state.to_act or getattr(table.challenge_bar, "asking", False):
                time.sleep(0.001)
                continue
            start = coach.runner._starts.get(0)
            if start is not None and start.index == model.action_count():
                began = seen.setdefault(start.index, time.monotonic())
                if time.monotonic() - began < think:
                    time.sleep(0.005)  # the person looks at the table
                    continue
            decision = person.choose(model.view_for(0), rng, Budget())
            action = getattr(decision, "move", None) or decision.action  # type: ignore[attr-defined]
            model.submit(action)
        end = time.monotonic() + 2
        while time.monotonic() < end and coach.runner.worker.active_threads():
            QApplication.processEvents()
            time.sleep(0.001)
        QApplication.processEvents()
        coach.runner.reviewed.disconnect(panel_shown)
        if window.summary_dialog is not None:
            window.summary_dialog.close()
    window.close()
    return found, shown[0]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="seconds the person looks at a turn the coach follows before playing",
    )
    args = parser.parse_args()
    QApplication.instance() or QApplication(sys.argv)
    for family in ("board", "buyword"):
        found, shown = latencies(family, args.games, args.seed, args.think)
        if not found:
            print(f"{family}: no panel shown")
            continue
        print(
            f"{family}: {shown} panels in {args.games} games; turn's end to the panel shown, ms: "
            f"p50 {percentile(found, 0.5):.1f}  p95 {percentile(found, 0.95):.1f}  "
            f"max {max(found):.1f}  (target p95 <= 300)"
        )
        if os.environ.get("BENCH_ALL"):
            print(" ".join(f"{value:.0f}" for value in found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The desktop app, composed as ``patentgame`` composes it, playing on its own until killed.

``python tests/reliability/app_under_kill.py DATA_DIR [FAMILY]`` builds the real main window and
the real keeping of games (autosave after every action, statistics, settings) over ``DATA_DIR``,
answers "yes" to the resume question, and has computer players play game after game of
``FAMILY`` (``patent``, the default; ``board``: Wocable in English; ``buyword``) at full speed,
changing a setting now and then (so the settings file is written too). It prints one line per
event the crash test needs, each flushed before the next action:

- ``ready``: the window is up and the first game (resumed or new) is under way;
- ``recorded SHA``: a finished game was stored in the statistics (SHA: its record's sha256);
- ``notice TEXT``: something the keeping of games told the player.

The crash test (``test_crash.py``) kills it with SIGKILL at random moments.
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from patentgame.app import create_window  # noqa: E402
from patentgame.controller.setup import GameSetup, SeatSetup  # noqa: E402
from patentgame.keeping import paths  # noqa: E402
from patentgame.model import record as envelope  # noqa: E402
from patentgame.model.patent.rules import ChallengeMode, RuleSet  # noqa: E402
from patentgame.model.problems import clean_text  # noqa: E402
from patentgame.views.game_keeping import GameKeeping  # noqa: E402

SETUP = GameSetup(
    (SeatSetup("Ann", "ai:beginner", 0), SeatSetup("Bob", "ai:greedy", 1)),
    lexicon_id="en-enable",
    rules=RuleSet(challenge=ChallengeMode.AUTO, goal=12),
)


def setup_of(family: str) -> GameSetup:
    """The game the app plays again and again: a short one of ``family``."""
    if family == "board":
        from patentgame.model.board.rules import rules_for

        seats = (SeatSetup("Ann", "ai:greedy", 0), SeatSetup("Bob", "ai:random", 1))
        return GameSetup(seats, "en-enable", rules_for("wocable-en"), family="board")
    if family == "buyword":
        from patentgame.model.buyword.rules import BuyWordRules

        seats = (SeatSetup("Ann", "ai:greedy", 0), SeatSetup("Bob", "ai:random", 1))
        return GameSetup(seats, "en-enable", BuyWordRules(), family="buyword")
    return SETUP


def say(line: str) -> None:
    sys.stdout.write(line.replace("\n", " ") + "\n")
    sys.stdout.flush()


def main(data_dir: str, family: str = "patent") -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    paths.set_override(data_dir)
    window = create_window(data_dir)
    window.show()
    keeping = GameKeeping(
        window,
        paths.data_dir(),
        paths.settings_path(),
        ask=lambda _title, _text: True,
        inform=lambda _title, text: say(f"notice {text}"),
    )
    window.set_ai_pace(0)
    resumed = keeping.start()
    setup = setup_of(family)
    actions = 0

    def recorded(_winners: object = None) -> None:
        # Connected after the keeping's own handler: the game is in the statistics now (or
        # kept pending, for the next start to add).
        text = clean_text(envelope.dumps(window.game_model.game.record().to_json()))
        say(f"recorded {hashlib.sha256(text.encode()).hexdigest()}")
        QTimer.singleShot(0, lambda: window.start_game(setup))

    def acted() -> None:
        nonlocal actions
        actions += 1
        if actions % 7 == 0:  # a setting changes: the settings file is written again
            settings = window.settings
            window.update_settings(replace(settings, show_log=not settings.show_log))

    def follow_model() -> None:
        """Hear the window's game model (a new one comes with a game of another family)."""
        model = window.game_model
        model.game_over.connect(recorded)
        model.state_changed.connect(acted)

    follow_model()
    window.family_changed.connect(follow_model)
    if not resumed or window.game_model.is_over:
        window.start_game(setup)
    window.set_ai_pace(0)
    say("ready")
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))

"""The real start of the desktop app, as a player's ``patentgame`` runs it, in a fresh process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def test_the_app_starts_draws_its_table_and_keeps_the_settings(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "patentgame", "--data-dir", str(tmp_path), "--startup-probe"]
    run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["drawn"]
    assert "Traceback" not in run.stderr
    # The window closed as a player closes it: its settings were written for the next start,
    # and the new game against the computer was autosaved.
    settings = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert settings["new_games"]["patent"]["seats"][0] == "human"
    autosave = json.loads((tmp_path / "data" / "current-game.json").read_text())
    assert autosave["format"] == "patentgame-record"

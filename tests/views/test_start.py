"""The real start of the desktop app, as a player's ``patentgame`` runs it, in a fresh process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def _start(data: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "patentgame", "--data-dir", str(data), "--startup-probe"]
    run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["drawn"]
    assert "Traceback" not in run.stderr


def test_the_app_starts_draws_its_table_and_keeps_the_settings(tmp_path: Path) -> None:
    # The very first start shows the welcome screen over an empty table: no game yet.
    _start(tmp_path)
    settings_file = tmp_path / "config" / "settings.json"
    settings = json.loads(settings_file.read_text())
    assert settings["welcomed"] is False
    assert not (tmp_path / "data" / "current-game.json").exists()
    # Once the person has chosen there, a start plays at once. The window closed as a player
    # closes it: its settings were written, and the new game against the computer autosaved.
    settings_file.write_text(json.dumps({**settings, "welcomed": True}))
    _start(tmp_path)
    settings = json.loads(settings_file.read_text())
    assert settings["new_games"]["patent"]["seats"][0] == "human"
    assert settings["welcomed"] is True
    autosave = json.loads((tmp_path / "data" / "current-game.json").read_text())
    assert autosave["format"] == "patentgame-record"

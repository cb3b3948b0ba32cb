"""The autosave under kills at random moments, and two copies of the app started together."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from recorded_games import play_game

from patentgame.keeping.saves import Autosave, record_text

KILLS = 200


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forking writers needs a POSIX system")
def test_autosave_survives_kills_at_random_moments(tmp_path: Path) -> None:
    """A writer process autosaves a growing game without pause and is killed (SIGKILL) at a
    random moment, 200 times: the file must always be a complete record it wrote (or the one
    before), never a torn or empty file."""
    game = play_game(seed=11)
    texts = [record_text(play_game(seed=11, max_actions=n)) for n in range(1, len(game.actions))]
    # Padding makes each write span many blocks, so kills land inside writes and fsyncs too.
    texts = [
        text[:-2] + ', "padding": "' + "p" * (20_000 + 37 * i) + '"}\n'
        for i, text in enumerate(texts)
    ]
    allowed = set(texts)
    target = tmp_path / "current-game.json"
    rng = random.Random(2026)
    killed_mid_run = 0
    interrupted = 0
    for kill in range(KILLS):
        ready_read, ready_write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the writer: claims the slot, then autosaves as fast as it can
            try:
                os.close(ready_read)
                autosave = Autosave(tmp_path)
                autosave.open()
                os.write(ready_write, b"1")
                index = kill
                while True:
                    assert autosave.path is not None
                    autosave.write_text(texts[index % len(texts)])
                    index += 1
            finally:
                os._exit(0)
        os.close(ready_write)
        os.read(ready_read, 1)
        os.close(ready_read)
        time.sleep(rng.uniform(0, 0.004))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        killed_mid_run += os.WIFSIGNALED(status)
        interrupted += any(f".{pid}-" in p.name for p in tmp_path.iterdir())
        if target.exists():
            assert target.read_text() in allowed, f"torn autosave after kill {kill}"
    assert killed_mid_run == KILLS
    assert target.read_text() in allowed
    # A kill that hit a write in progress leaves its temporary file: most kills did.
    assert interrupted >= KILLS // 4
    # The next start sweeps the dead writers' temporary files away.
    after = Autosave(tmp_path)
    after.open()
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []
    after.close()


INSTANCE = """
import json, sys, time
sys.path.insert(0, {tests!r})
from recorded_games import play_game
from patentgame.model.patent.game import PlayerSpec
from patentgame.keeping.saves import Autosave
name = sys.argv[1]
autosave = Autosave(__import__("pathlib").Path(sys.argv[2]))
notice = autosave.open()
game = play_game((PlayerSpec(name), PlayerSpec("Tycoon", "ai:expert")), seed=len(name),
                 max_actions=40)
for n in range(40):
    autosave.write(game)
    time.sleep(0.01)
print(json.dumps({{"path": str(autosave.path), "notice": notice and str(notice)}}))
time.sleep(0.3)
"""


def test_two_instances_started_together_keep_separate_autosaves(tmp_path: Path) -> None:
    script = INSTANCE.format(tests=str(Path(__file__).parents[1]))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, name, str(tmp_path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("Ann", "Bartholomew")
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        results.append(json.loads(out))
    paths = {result["path"] for result in results}
    assert paths == {str(tmp_path / "current-game.json"), str(tmp_path / "current-game-2.json")}
    notices = [result["notice"] for result in results]
    assert notices.count(None) == 1
    assert any(n and "Another patentgame window is open" in n for n in notices)
    for result, name in zip(results, ("Ann", "Bartholomew"), strict=True):
        players = json.loads(Path(result["path"]).read_text())["players"]
        assert players[0]["name"] == name  # each instance's file holds its own game

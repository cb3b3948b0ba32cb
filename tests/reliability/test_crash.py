"""SIGKILL the app and a writer of statistics at random moments; every file must still load and
no stored game may be lost.

Each round starts the real app (``app_under_kill.py``: the main window and the keeping of games
over one data folder, computer players playing game after game, a setting changed now and
then) and, beside it, writer processes that store finished games in the same statistics file.
At a random moment the app is killed; writers are killed and restarted at random moments all
along. Then: the settings load without a notice, the autosave (if any) opens and replays, the
statistics open without a notice and hold every game the app or a writer said it had stored.
The next round starts the app again on the same folder (it resumes the autosaved game).

A plain run does a few rounds; CI's reliability step (``PATENTGAME_LONG_TESTS=1``) does 100.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from patentgame.keeping.saves import STORY_KEYS, parse_game, read_record_file
from patentgame.keeping.settings import load_settings
from patentgame.keeping.stats import StatsStore
from patentgame.model import record as envelope
from patentgame.model.lexicon import Lexicon
from patentgame.model.problems import clean_text

LONG = bool(os.environ.get("PATENTGAME_LONG_TESTS"))
ROUNDS = 100 if LONG else 3
APP = Path(__file__).with_name("app_under_kill.py")

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills need a POSIX system")


def identity(stored: str) -> str:
    """The sha256 of a stored record without the keys of the game's story (the computer players'
    explanations and failures), which the statistics keep beside the actions but outside the
    game's fingerprint: what :func:`fingerprint` gave when the game was stored."""
    document = json.loads(stored)
    for key in STORY_KEYS:
        document.pop(key, None)
    return hashlib.sha256(clean_text(envelope.dumps(document)).encode()).hexdigest()


def fingerprint(game: object) -> str:
    text = clean_text(envelope.dumps(game.record().to_json()))  # type: ignore[attr-defined]
    return hashlib.sha256(text.encode()).hexdigest()


def start_writer(stats: Path, first_seed: int) -> tuple[int, int]:
    """Fork a writer that stores new finished games as fast as it can, writing each game's
    fingerprint to a pipe once it is committed. Returns its pid and the pipe's reading end."""
    from recorded_games import play_game

    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer
        try:
            os.close(read_end)
            store = StatsStore.open(stats)
            seed = first_seed
            while True:
                game = play_game(seed=seed)
                store.add_game(game)
                os.write(write_end, (fingerprint(game) + "\n").encode())
                seed += 1
        finally:
            os._exit(0)
    os.close(write_end)
    return pid, read_end


def drain(read_end: int) -> set[str]:
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    return {line for line in b"".join(chunks).decode().split("\n") if line}


def lines_of(process: subprocess.Popen[str]) -> queue.Queue[str]:
    found: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            found.put(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    return found


def check_files(home: Path, stored: set[str]) -> bool:
    """Every file loads cleanly and holds every stored game; whether a write was cut short."""
    data = home / "data"
    settings = load_settings(home / "config" / "settings.json")
    assert settings.notice is None, settings.notice
    autosave = data / "current-game.json"
    if autosave.exists():  # opens and replays (it raises SaveFileError otherwise)
        parse_game(read_record_file(autosave), autosave.name, Lexicon.load, autosave)
    interrupted = any(p.name.endswith((".tmp", "-journal")) for p in data.iterdir())
    with StatsStore.open(data / "stats.sqlite3") as store:
        assert store.notice is None, store.notice
        kept = {identity(store.game_record(game.id)) for game in store.games()}
    lost = stored - kept
    assert not lost, f"{len(lost)} stored games lost"
    return interrupted


def test_kills_of_the_app_and_a_statistics_writer_lose_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    stats = home / "data" / "stats.sqlite3"
    rng = random.Random(2026)
    stored: set[str] = set()
    app_kills = writer_kills = interrupted = recorded = cut_short = 0
    seed = 10_000
    for _round in range(ROUNDS):
        app = subprocess.Popen(
            [sys.executable, str(APP), str(home)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        )
        events = lines_of(app)
        assert events.get(timeout=120) == "ready"
        deadline = time.monotonic() + rng.uniform(0.05, 2.5)
        while time.monotonic() < deadline:
            pid, pipe = start_writer(stats, seed)
            time.sleep(max(0.0, min(rng.uniform(0.0, 0.4), deadline - time.monotonic())))
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            writer_kills += 1
            cut_short += stats.with_name(stats.name + "-journal").exists()
            written = drain(pipe)
            stored |= written
            seed += len(written) + 1
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=60)
        app_kills += 1
        time.sleep(0.05)  # the reader thread takes the last lines
        while not events.empty():
            line = events.get()
            assert not line.startswith("notice"), line  # a kill never leaves damage to tell
            if line.startswith("recorded "):
                stored.add(line.split()[1])
                recorded += 1
        interrupted += check_files(home, stored)
    print(
        f"\ncrash test: {app_kills} app kills, {writer_kills} writer kills, "
        f"{len(stored)} games stored ({recorded} by the app), none lost; "
        f"kills cut short {cut_short} statistics transactions and {interrupted} app writes"
    )
    assert app_kills == ROUNDS and writer_kills >= ROUNDS
    assert recorded > 0 and len(stored) > recorded

"""SIGKILL the app and a writer of statistics at random moments; every file must still load and
no stored game may be lost.

Each round starts the real app once for each game family (``app_under_kill.py``: the main
window and the keeping of games, computer players playing game after game of the patent game,
Wocable on the board, or BuyWord, a setting changed now and then), each over a data folder of
its own, and, beside them, writer processes that store finished games of that family in the
same statistics files. At a random moment each app is killed; writers are killed and restarted
at random moments all along, taking the families in turn. Then, for each family: the settings
load without a notice, the autosave (if any) opens and replays, the statistics open without a
notice and hold every game the app or a writer said it had stored (or keep it pending, for the
next start to add). The next round starts the apps again on the same folders (each resumes its
autosaved game).

A plain run does two rounds; CI's reliability step (``PATENTGAME_LONG_TESTS=1``) does 100: at
least 100 kills of each family's app and of each family's statistics writer, with the figures
of each family printed.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import random
import select
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
ROUNDS = 100 if LONG else 2
APP = Path(__file__).with_name("app_under_kill.py")
FAMILIES = ("patent", "board", "buyword")
#: Finished games of the board and BuyWord families for their writers to store again and again
#: under new names (the fuzz suite's seeds: real games played by the labs).
WRITER_SEEDS = {
    "board": Path(__file__).with_name("seeds") / "board" / "wocable-en-seed4.json",
    "buyword": Path(__file__).with_name("seeds") / "buyword" / "2-players-seed1.json",
}

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


def finished_game(family: str, number: int) -> object:
    """A finished game of ``family`` no writer stored before: a played patent game, or a seed
    game of the other families with its players named after ``number``."""
    if family == "patent":
        from recorded_games import play_game

        return play_game(seed=number)
    from patentgame.keeping.saves import read_game_record

    document = json.loads(WRITER_SEEDS[family].read_text("utf-8"))
    for seat, player in enumerate(document["players"]):
        player["name"] = f"Writer {number}-{seat}"
    kind, record = read_game_record(document)
    return kind.replay(record, Lexicon.load(record.lexicon_id))


def start_writer(stats: Path, family: str, first_seed: int) -> tuple[int, int]:
    """Fork a writer that stores new finished games of ``family`` as fast as it can, writing
    each game's fingerprint to a pipe once it is committed. Returns its pid and the pipe's
    reading end."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer
        try:
            os.close(read_end)
            store = StatsStore.open(stats)
            seed = first_seed
            while True:
                game = finished_game(family, seed)
                store.add_game(game)  # type: ignore[arg-type]
                os.write(write_end, (fingerprint(game) + "\n").encode())
                seed += 1
        finally:
            os._exit(0)
    os.close(write_end)
    return pid, read_end


def drain(read_end: int, first: bytes = b"") -> set[str]:
    chunks = [first]
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
    # A finished game the statistics could not take (busy past the wait) is kept pending.
    for path in (
        sorted((data / "pending").glob("*.patentgame")) if (data / "pending").is_dir() else []
    ):
        kept.add(
            fingerprint(parse_game(read_record_file(path), path.name, Lexicon.load, path).game)
        )
    lost = stored - kept
    assert not lost, f"{len(lost)} stored games lost"
    return interrupted


class Family:
    """One family's app, writers and figures over the rounds."""

    def __init__(self, name: str, home: Path, first_seed: int) -> None:
        self.name = name
        self.home = home
        self.stats = home / "data" / "stats.sqlite3"
        self.seed = first_seed
        self.stored: set[str] = set()
        self.app_kills = self.writer_kills = self.recorded = 0
        #: Games the writers committed (the app's are counted in ``recorded``).
        self.by_writers = 0
        self.cut_short = self.interrupted = 0
        self.app: subprocess.Popen[str] | None = None
        self.events: queue.Queue[str] | None = None
        #: The app's lines read before it was killed.
        self._heard: list[str] = []

    def start_app(self) -> None:
        self.app = subprocess.Popen(
            [sys.executable, str(APP), str(self.home), self.name],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        )
        self.events = lines_of(self.app)

    def wait_ready(self) -> None:
        assert self.events is not None and self.events.get(timeout=120) == "ready"

    def kill_a_writer(self, seconds: float) -> None:
        """Start a writer, let it store games for ``seconds``, kill it. Until a writer of the
        family has committed a game, the next one is first given time to commit one: playing
        a game out takes longer than 0.3 s on a loaded machine (the suite runs on every core),
        and a short run then had no writer's game to check."""
        pid, pipe = start_writer(self.stats, self.name, self.seed)
        first = b""
        if not self.by_writers:
            ready, _, _ = select.select([pipe], [], [], 120)
            if ready:
                first = os.read(pipe, 65536)
        time.sleep(seconds)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        self.writer_kills += 1
        self.cut_short += self.stats.with_name(self.stats.name + "-journal").exists()
        written = drain(pipe, first)
        self.by_writers += len(written)
        self.stored |= written
        self.seed += len(written) + 1

    def has_recorded(self) -> bool:
        """Whether the app has recorded a game, in this round or before (its lines read so
        far are kept for :meth:`kill_app`)."""
        assert self.events is not None
        while not self.events.empty():
            self._heard.append(self.events.get())
        return self.recorded > 0 or any(line.startswith("recorded ") for line in self._heard)

    def kill_app(self) -> None:
        assert self.app is not None and self.events is not None
        self.app.send_signal(signal.SIGKILL)
        self.app.wait(timeout=60)
        self.app_kills += 1
        time.sleep(0.05)  # the reader thread takes the last lines
        while not self.events.empty():
            self._heard.append(self.events.get())
        for line in self._heard:
            assert not line.startswith("notice"), line  # a kill never leaves damage to tell
            if line.startswith("recorded "):
                self.stored.add(line.split()[1])
                self.recorded += 1
        self._heard.clear()
        self.app = None
        self.interrupted += check_files(self.home, self.stored)

    def figures(self) -> str:
        return (
            f"{self.name}: {self.app_kills} app kills, {self.writer_kills} writer kills, "
            f"{len(self.stored)} games stored ({self.recorded} by the app), none lost; "
            f"kills cut short {self.cut_short} statistics transactions and {self.interrupted} "
            "app writes"
        )


def test_kills_of_every_familys_app_and_statistics_writers_lose_nothing(tmp_path: Path) -> None:
    rng = random.Random(2026)
    for name in ("board", "buyword"):
        Lexicon.load("en-enable")  # loaded once, before the writers fork
        finished_game(name, 0)  # the seed replays, here first
    families = [
        Family(name, tmp_path / name, 10_000 * (index + 1)) for index, name in enumerate(FAMILIES)
    ]
    began = time.monotonic()
    turn = 0  # the families take the writers in turn, round after round
    for _round in range(ROUNDS):
        for family in families:
            family.start_app()
        for family in families:
            family.wait_ready()
        deadlines = {family.name: time.monotonic() + rng.uniform(0.05, 1.2) for family in families}
        alive = list(families)
        writers_this_round = 0
        while alive:
            family = families[turn % len(families)]
            turn += 1
            writers_this_round += 1
            family.kill_a_writer(rng.uniform(0.0, 0.3))
            every_writer = writers_this_round >= len(families)
            for running in list(alive):
                # Each app dies at its moment, once every family's writer was killed this round.
                # Until some app has recorded a game, the apps are given time to (a loaded
                # machine took longer than the deadline, and a short run had none to check).
                recorded = any(f.recorded for f in families) or running.has_recorded()
                late = time.monotonic() >= deadlines[running.name] + (0 if recorded else 60)
                if every_writer and late:
                    running.kill_app()
                    alive.remove(running)
    minutes = (time.monotonic() - began) / 60
    print("\ncrash test, " + f"{ROUNDS} rounds in {minutes:.1f} min:")
    for family in families:
        print("  " + family.figures())
    for family in families:
        assert family.app_kills == ROUNDS and family.writer_kills >= ROUNDS, family.figures()
        assert len(family.stored) > family.recorded, family.figures()
    assert sum(family.recorded for family in families) > 0

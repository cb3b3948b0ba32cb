"""One running game per person, with real processes: the app started twice (offscreen) shows one
window, the second start hands its saved game to the first and ends; a socket left by a crash
does not stop the next start."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from patentgame.controller.single_instance import instance_name, message_files
from patentgame.keeping.app_log import LOG_NAME

ROOT = Path(__file__).resolve().parents[2]
SAVED_GAME = ROOT / "tests" / "keeping" / "fixtures" / "unfinished-v1.patentgame"
SHOWN = "INFO patentgame: main window shown"


class Starts:
    """Starts of the app on one data folder and one runtime folder (no real user's game is
    touched), each stopped at the end of the test."""

    def __init__(self, folder: Path) -> None:
        self.data = folder / "games"
        # A short folder: a socket's path may hold about 100 characters only.
        runtime = Path(tempfile.mkdtemp(prefix="pg-"))
        self.env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_RUNTIME_DIR": str(runtime),
        }
        self.runtime = runtime
        self.started: list[subprocess.Popen[str]] = []

    def start(self, *args: str, **env: str) -> subprocess.Popen[str]:
        command = [sys.executable, "-m", "patentgame", "--data-dir", str(self.data), *args]
        process = subprocess.Popen(
            command,
            env={**self.env, **env},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.started.append(process)
        return process

    @property
    def log(self) -> str:
        path = self.data / "data" / LOG_NAME
        return path.read_text("utf-8") if path.exists() else ""

    def lines_of(self, process: subprocess.Popen[str]) -> list[str]:
        return [line for line in self.log.splitlines() if f"[{process.pid}]" in line]

    def wait_for(self, process: subprocess.Popen[str], text: str, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if any(text in line for line in self.lines_of(process)):
                return
            if process.poll() is not None:
                break
            time.sleep(0.1)
        raise AssertionError(f"{process.pid} never logged {text!r}:\n{self.log}")

    def stop_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=30)
        shutil.rmtree(self.runtime, ignore_errors=True)


@pytest.fixture
def starts(tmp_path: Path) -> Iterator[Starts]:
    kept = Starts(tmp_path)
    try:
        yield kept
    finally:
        kept.stop_all()


def test_a_second_start_brings_the_first_forward_with_its_saved_game(starts: Starts) -> None:
    first = starts.start()
    starts.wait_for(first, SHOWN)
    second = starts.start(str(SAVED_GAME))
    output, errors = second.communicate(timeout=60)
    assert second.returncode == 0, errors
    assert "patentgame is running already: its window comes to the front." in output
    starts.wait_for(first, f"opened the saved game {SAVED_GAME}")
    assert first.poll() is None  # the first plays on
    # One window: the second start never made one, and said it handed over.
    assert starts.log.count(SHOWN) == 1
    assert any("handed it 1 file(s)" in line for line in starts.lines_of(second))
    assert any("a later start asked for the window" in line for line in starts.lines_of(first))


def test_a_socket_left_by_a_crash_does_not_block_the_next_start(starts: Starts) -> None:
    crashed = starts.start()
    starts.wait_for(crashed, "serving later starts")
    crashed.send_signal(signal.SIGKILL)
    crashed.wait(timeout=30)
    sockets = list(starts.runtime.glob("patentgame-*.socket"))
    assert len(sockets) == 1  # left behind: nobody removed it
    after = starts.start()
    starts.wait_for(after, SHOWN)
    assert after.poll() is None
    # ... and the new first serves later starts through it.
    later = starts.start()
    output, _errors = later.communicate(timeout=60)
    assert later.returncode == 0 and "running already" in output
    assert not any(SHOWN in line for line in starts.lines_of(later))


def test_names_are_per_user_and_per_data_folder() -> None:
    assert instance_name(None, "anna") != instance_name(None, "boris")
    assert instance_name("/games/a", "anna") != instance_name(None, "anna")
    assert instance_name("/games/a", "anna").startswith("patentgame-anna-")
    assert instance_name("/games/a", "anna", ":0") != instance_name("/games/a", "anna", ":1")


def test_a_start_on_another_display_shows_its_own_window(starts: Starts) -> None:
    """Issue 33.19: a game running on one display does not swallow a start on another, where
    its window could never come forward; on the same display the later start hands over."""
    first = starts.start(DISPLAY=":70")
    starts.wait_for(first, "serving later starts")
    other = starts.start(DISPLAY=":71")
    starts.wait_for(other, SHOWN)
    assert other.poll() is None
    same = starts.start(DISPLAY=":70")
    output, _errors = same.communicate(timeout=60)
    assert same.returncode == 0 and "running already" in output


def test_a_start_with_a_fresh_home_folder_shows_its_own_window(starts: Starts) -> None:
    """Issue 33.19: same login name and runtime folder, no --data-dir, but another home folder
    (so other standard data folders): the new home's start is a game of its own."""
    homes = [starts.runtime / "home-a", starts.runtime / "home-b"]
    started = []
    for home in homes:
        env = {
            k: v
            for k, v in starts.env.items()
            if not k.startswith("XDG_") or k == "XDG_RUNTIME_DIR"
        }
        command = [sys.executable, "-m", "patentgame"]
        process = subprocess.Popen(
            command,
            env={**env, "HOME": str(home)},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        starts.started.append(process)
        started.append(process)
        log = home / ".local" / "share" / "patentgame" / LOG_NAME
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None:
            if log.exists() and SHOWN in log.read_text("utf-8"):
                break
            time.sleep(0.1)
        assert process.poll() is None, process.communicate()[0]
        assert SHOWN in log.read_text("utf-8")


def test_a_message_that_is_not_ours_opens_nothing() -> None:
    assert message_files(b'{"files": ["/a.patentgame", 3, ""]}') == ["/a.patentgame"]
    assert message_files(b"GET / HTTP/1.0") is None
    assert message_files(b'["/a.patentgame"]') is None

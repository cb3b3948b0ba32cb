"""The device side: the mixer, silence without a device, and real playback through a sound server.

The last test starts a private PulseAudio server with a null sink (a virtual sound card: what it
plays can be recorded from its monitor) and checks that a cue played by the game arrives there.
It needs Debian's ``pulseaudio`` and ``pulseaudio-utils`` (bootstrap.py installs them for tests)
and is skipped without them.
"""

from __future__ import annotations

import array
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from patentgame.controller.sound.device import Mixer

ROOT = Path(__file__).resolve().parents[2]


def samples(*values: int) -> array.array[int]:
    return array.array("h", values)


def test_the_mixer_passes_one_cue_through_in_blocks_then_goes_quiet() -> None:
    mixer = Mixer()
    assert mixer.block(4) == b"" and not mixer.busy
    mixer.add(samples(1, 2, 3, 4, 5, 6))
    assert mixer.busy
    assert list(mixer.block(4)) == [1, 2, 3, 4]
    assert list(mixer.block(4)) == [5, 6]  # shorter: the device fills the rest with silence
    assert mixer.block(4) == b"" and not mixer.busy
    assert len(mixer.latencies) == 1


def test_the_mixer_sums_overlapping_cues_and_clips_at_full_scale() -> None:
    mixer = Mixer()
    mixer.add(samples(100, 30000, -30000, 7))
    mixer.add(samples(1, 30000, -30000))
    assert list(mixer.block(8)) == [101, 32767, -32768, 7]
    assert mixer.block(8) == b""


def test_clearing_the_mixer_cuts_every_cue() -> None:
    mixer = Mixer()
    mixer.add(samples(*range(10)))
    assert list(mixer.block(3)) == [0, 1, 2]
    mixer.clear()
    assert mixer.block(3) == b"" and not mixer.busy
    mixer.add(samples(9))
    assert list(mixer.block(3)) == [9]


def run_python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **env},
        timeout=60,
        check=False,
    )


PLAY_EVERY_CUE = """
from PySide6.QtCore import QCoreApplication
from patentgame.controller.sound import Cue, SoundService
app = QCoreApplication([])
service = SoundService(volume=100)
for cue in Cue:
    service.play(cue)
assert service.wait_until_idle()
backend = service.backend
print(type(backend).__name__, getattr(backend, "reason", backend.name))
service.close()
"""


def test_without_a_sound_device_the_game_plays_silently_and_says_nothing(tmp_path: Path) -> None:
    # No sound server to reach, and an ALSA set-up without a card: as on CI or a server.
    empty = tmp_path / "asound.conf"
    empty.write_text("")
    no_device = {"PULSE_SERVER": f"unix:{tmp_path}/none", "ALSA_CONFIG_PATH": str(empty)}
    result = run_python(PLAY_EVERY_CUE, {**no_device, "PATENTGAME_SOUND": ""})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["NullBackend", "Silence.NO_DEVICE"]
    assert result.stderr == ""


def test_without_the_playback_library_the_game_plays_silently() -> None:
    result = run_python(
        "import sys; sys.modules['miniaudio'] = None\n" + PLAY_EVERY_CUE, {"PATENTGAME_SOUND": ""}
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["NullBackend", "Silence.NO_LIBRARY"]
    assert result.stderr == ""


def wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.fixture
def sound_server(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private PulseAudio server with one null sink, ``table``; yields its client environment."""
    server, recorder = shutil.which("pulseaudio"), shutil.which("parec")
    if server is None or recorder is None or shutil.which("pactl") is None:
        pytest.skip("PulseAudio is not installed (Debian pulseaudio, pulseaudio-utils)")
    socket = tmp_path / "native"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path)}
    env.pop("PULSE_SERVER", None)
    process = subprocess.Popen(
        [
            server,
            "--daemonize=no",
            "-n",  # no default configuration: only the modules below
            "--exit-idle-time=-1",
            "--use-pid-file=no",
            "--load=module-null-sink sink_name=table",
            f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = {"PULSE_SERVER": f"unix:{socket}", "HOME": str(tmp_path)}

    def answers() -> bool:
        info = subprocess.run(
            ["pactl", "info"], env={**os.environ, **client}, capture_output=True, check=False
        )
        return info.returncode == 0 or process.poll() is not None

    try:
        if not wait_for(answers, 15) or process.poll() is not None:
            pytest.skip("the PulseAudio server did not start here")
        yield client
    finally:
        process.terminate()
        process.wait(10)


def test_a_cue_reaches_a_real_sound_server(sound_server: dict[str, str], tmp_path: Path) -> None:
    recording = tmp_path / "heard.raw"
    env = {**os.environ, **sound_server}
    with recording.open("wb") as sink:
        recorder = subprocess.Popen(
            ["parec", "--device=table.monitor", "--raw", "--format=s16le", "--channels=1"],
            env={**env, "PULSE_LATENCY_MSEC": "20"},
            stdout=sink,
        )
        try:
            # parec writes in chunks: wait for the first, so the coin falls in a later one.
            assert wait_for(lambda: recording.stat().st_size > 0, 10), "the recorder hears nothing"
            code = PLAY_EVERY_CUE.replace("for cue in Cue:", "for cue in [Cue.COIN]:")
            code = code.replace("service.close()", "import time; time.sleep(0.6); service.close()")
            result = run_python(code, {**sound_server, "PATENTGAME_SOUND": ""})
            after = recording.stat().st_size
            wait_for(lambda: recording.stat().st_size > after + 88200, 10)  # 1 s more comes
        finally:
            recorder.send_signal(signal.SIGINT)
            recorder.wait(10)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["DeviceBackend", "PulseAudio"]
    heard = array.array("h")
    data = recording.read_bytes()
    heard.frombytes(data[: len(data) // 2 * 2])
    assert max(abs(value) for value in heard) > 8000  # the coin (peak 0.6 of full scale) rang

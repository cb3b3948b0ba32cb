"""The real sound device, through miniaudio (chosen by measurement: see ``docs/sound.md``).

Imported only by :func:`patentgame.controller.sound.backends.open_backend`, on the service's
worker thread, so neither miniaudio's import (about 70 ms) nor the device's opening touches the
start of the game.

One playback device is opened in the cues' own format (mono, 16-bit, 44.1 kHz; miniaudio converts
to whatever the system wants). Its callback runs on miniaudio's audio thread and asks a
:class:`Mixer` for each block; the mixer sums the cues now sounding, so a royalty can ring over a
card. After a few seconds of silence the device is closed, so an idle game keeps no audio
stream (nor its callback, which needs Python's interpreter lock) running; the next cue opens it
again in a few milliseconds, on the worker thread.
"""

from __future__ import annotations

import array
import ctypes
import sys
import time
from collections import deque
from collections.abc import Generator
from typing import Any

import miniaudio

from patentgame.controller.sound.cues import Cue
from patentgame.resources.sounds import CHANNELS, SAMPLE_RATE

#: Milliseconds of sound per device callback. Short enough that a cue starts promptly, long
#: enough that a GUI thread holding the interpreter lock for a moment does not starve the device.
PERIOD_MS = 20
#: Seconds of silence after which the device is closed.
IDLE_CLOSE = 3.0
#: The name the sound server shows for the game's stream (e.g. in a volume mixer).
APP_NAME = "Patent Game"


class DeviceUnavailable(Exception):
    """No sound device could be opened (no sound card, no sound server)."""


class _Voice:
    """One cue sounding: its samples and how far it has got."""

    __slots__ = ("position", "queued_at", "samples")

    def __init__(self, samples: array.array[int]) -> None:
        self.samples = samples
        self.position = 0
        self.queued_at = time.perf_counter()

    def take(self, frames: int) -> array.array[int]:
        part = self.samples[self.position : self.position + frames]
        self.position += frames
        return part

    @property
    def done(self) -> bool:
        return self.position >= len(self.samples)


class Mixer:
    """Sums the cues now sounding into the blocks the device asks for.

    :meth:`add` and :meth:`clear` are called from the worker thread, :meth:`block` from the
    audio thread; they meet only through a deque, whose appends and pops are atomic.
    """

    def __init__(self) -> None:
        self._incoming: deque[_Voice | None] = deque()
        self._voices: list[_Voice] = []
        #: Seconds from :meth:`add` to the block holding the cue's first frame (the last 64),
        #: for ``benchmarks/sound.py``. The device's own buffer comes on top.
        self.latencies: deque[float] = deque(maxlen=64)
        self.last_sound = time.monotonic()

    def add(self, samples: array.array[int]) -> None:
        """Start ``samples`` with the next block."""
        self._incoming.append(_Voice(samples))

    def clear(self) -> None:
        """Cut everything sounding, from the next block on."""
        self._incoming.append(None)

    @property
    def busy(self) -> bool:
        """Whether a cue is sounding or about to."""
        return bool(self._voices or self._incoming)

    def block(self, frames: int) -> array.array[int] | bytes:
        """The next ``frames`` samples: the sum of the voices, clipped to 16 bits.

        Shorter than asked (down to empty) when the voices end; the device fills the rest with
        silence.
        """
        while self._incoming:
            voice = self._incoming.popleft()
            if voice is None:
                self._voices.clear()
            else:
                self._voices.append(voice)
        voices = self._voices
        if not voices:
            return b""
        now = time.perf_counter()
        for voice in voices:
            if voice.position == 0:
                self.latencies.append(now - voice.queued_at)
        if len(voices) == 1:
            chunk = voices[0].take(frames)
        else:
            sums = [0] * frames
            longest = 0
            for voice in voices:
                part = voice.take(frames)
                longest = max(longest, len(part))
                for index, value in enumerate(part):
                    sums[index] += value
            chunk = array.array(
                "h", (32767 if v > 32767 else -32768 if v < -32768 else v for v in sums[:longest])
            )
        self._voices = [voice for voice in voices if not voice.done]
        self.last_sound = time.monotonic()
        return chunk


def _stream(mixer: Mixer) -> Generator[array.array[int] | bytes, int, None]:
    """The generator miniaudio's callback sends the wanted frame count to."""
    frames = yield b""
    while True:
        frames = yield mixer.block(frames)


_alsa_handler: Any = None


def _quiet_alsa() -> None:
    """Stop libasound printing its errors to the terminal while devices are probed.

    Without a sound card, ALSA writes some thirty lines to stderr for each device opened; the
    game handles the failure itself (it plays silently), so the lines are noise for a player.
    """
    global _alsa_handler
    if _alsa_handler is not None or not sys.platform.startswith("linux"):
        return
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    _alsa_handler = handler_type(lambda *_: None)  # kept: ALSA holds a pointer to it
    alsa.snd_lib_error_set_handler(_alsa_handler)


def _open_device() -> miniaudio.PlaybackDevice:
    """A playback device in the cues' format.

    Raises:
        DeviceUnavailable: miniaudio found no device, or only its silent "null" backend.
    """
    _quiet_alsa()
    try:
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=CHANNELS,
            sample_rate=SAMPLE_RATE,
            buffersize_msec=PERIOD_MS,
            app_name=APP_NAME,
        )
    except miniaudio.MiniaudioError as error:
        raise DeviceUnavailable(str(error)) from error
    if device.backend.lower() == "null":
        device.close()
        raise DeviceUnavailable("only miniaudio's null backend is available")
    return device


class DeviceBackend:
    """Plays cues on the system's sound device. Called from the service's worker thread only."""

    def __init__(self, device: miniaudio.PlaybackDevice) -> None:
        self._device: miniaudio.PlaybackDevice | None = device
        self.name: str = device.backend
        self.mixer = Mixer()
        #: How many times the device could not be opened again after an idle close.
        self.failures = 0

    @classmethod
    def open(cls) -> DeviceBackend:
        """Open the default playback device.

        Raises:
            DeviceUnavailable: there is none.
        """
        return cls(_open_device())

    def play(self, cue: Cue, samples: array.array[int], volume: int) -> None:
        """Mix ``samples`` in from the next block; open and start the device if it rests."""
        device = self._device
        if device is None:
            try:
                device = self._device = _open_device()
            except DeviceUnavailable:
                self.failures += 1  # unplugged, or the server went away: this cue is lost
                return
        self.mixer.add(samples)
        if not device.running:
            try:
                device.start(_stream_started(self.mixer))
            except miniaudio.MiniaudioError:
                self.failures += 1
                self._release()

    def stop(self) -> None:
        """Cut what sounds."""
        self.mixer.clear()

    def maintain(self) -> None:
        """Close the device after :data:`IDLE_CLOSE` seconds of silence."""
        if self._device is None or self.mixer.busy:
            return
        if time.monotonic() - self.mixer.last_sound >= IDLE_CLOSE:
            self._release()

    def close(self) -> None:
        """Close the device."""
        self._release()

    @property
    def device_open(self) -> bool:
        """Whether the device is open now (it rests closed when idle)."""
        return self._device is not None

    def _release(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()
        self.mixer = _fresh_after(self.mixer)


def _stream_started(mixer: Mixer) -> Generator[array.array[int] | bytes, int, None]:
    stream = _stream(mixer)
    next(stream)
    return stream


def _fresh_after(old: Mixer) -> Mixer:
    """A new mixer for a device opened again, keeping the latency record."""
    mixer = Mixer()
    mixer.latencies = old.latencies
    return mixer

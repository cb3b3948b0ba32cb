"""Where the service's cues go: the sound device, nowhere, or a recording kept for tests.

Every backend takes cues whose volume is already applied, from the service's own worker thread,
never from the GUI thread, and never raises: a device that fails goes quiet, and the game plays
on. :func:`open_backend` picks the real device when there is one and falls back to
:class:`NullBackend` otherwise (CI, a server, a machine without sound).
"""

from __future__ import annotations

import array
import os
import threading
import time
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from patentgame.controller.sound.cues import Cue

#: Set to ``off`` (or ``0``/``no``/``false``) to keep the game silent without touching a device.
SOUND_ENVIRONMENT = "PATENTGAME_SOUND"


class Silence(Enum):
    """Why a :class:`NullBackend` plays nothing (the settings can say it in words)."""

    NO_LIBRARY = "no-library"  # the playback library is not installed
    NO_DEVICE = "no-device"  # no sound device or sound server answered
    SWITCHED_OFF = "switched-off"  # PATENTGAME_SOUND=off


class Backend(Protocol):
    """What the sound service plays through."""

    @property
    def name(self) -> str:
        """Which backend this is: the device's sound system (``PulseAudio``, ``WASAPI``...),
        ``null`` or ``recording``."""
        ...

    def play(self, cue: Cue, samples: array.array[int], volume: int) -> None:
        """Start ``samples`` (``cue`` at ``volume``, already applied) now, over what sounds."""
        ...

    def stop(self) -> None:
        """Cut every cue now sounding (mute)."""
        ...

    def maintain(self) -> None:
        """Called when the service has been idle a while: release what idling does not need."""
        ...

    def close(self) -> None:
        """Release the device for good."""
        ...


class NullBackend:
    """Plays nothing, quietly: the game on a machine without sound."""

    name = "null"

    def __init__(self, reason: Silence) -> None:
        self.reason = reason

    def play(self, cue: Cue, samples: array.array[int], volume: int) -> None:
        """Nothing to do."""

    def stop(self) -> None:
        """Nothing to do."""

    def maintain(self) -> None:
        """Nothing to do."""

    def close(self) -> None:
        """Nothing to do."""


@dataclass(frozen=True, slots=True)
class PlayedCue:
    """One cue a :class:`RecordingSink` received."""

    cue: Cue
    volume: int
    samples: array.array[int]
    at: float  # time.monotonic() on arrival


class RecordingSink:
    """Keeps what it is given instead of sounding it: the real service's output, for tests."""

    name = "recording"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._played: list[PlayedCue] = []
        self.stops = 0
        self.closed = False

    @property
    def played(self) -> list[PlayedCue]:
        """What was played so far, oldest first."""
        with self._lock:
            return list(self._played)

    @property
    def cues(self) -> list[Cue]:
        """The cues played so far, oldest first."""
        return [played.cue for played in self.played]

    def play(self, cue: Cue, samples: array.array[int], volume: int) -> None:
        """Record the cue, its volume and its samples."""
        with self._lock:
            self._played.append(PlayedCue(cue, volume, samples, time.monotonic()))

    def stop(self) -> None:
        """Count the stop."""
        with self._lock:
            self.stops += 1

    def maintain(self) -> None:
        """Nothing to release."""

    def close(self) -> None:
        """Note that the service let go."""
        self.closed = True


def sound_switched_off(environment: dict[str, str] | None = None) -> bool:
    """Whether :data:`SOUND_ENVIRONMENT` asks for silence."""
    value = (environment if environment is not None else os.environ).get(SOUND_ENVIRONMENT, "")
    return value.strip().lower() in {"off", "0", "no", "false"}


def open_backend() -> Backend:
    """The sound device when there is one, else a :class:`NullBackend` saying why not.

    Slow (it loads the playback library and opens the device: see ``docs/sound.md``), so the
    service calls it on its worker thread, after the window is up.
    """
    if sound_switched_off():
        return NullBackend(Silence.SWITCHED_OFF)
    try:
        from patentgame.controller.sound.device import DeviceBackend, DeviceUnavailable
    except ImportError:  # miniaudio (or the cffi it needs) is missing
        return NullBackend(Silence.NO_LIBRARY)
    try:
        return DeviceBackend.open()
    except DeviceUnavailable:
        return NullBackend(Silence.NO_DEVICE)

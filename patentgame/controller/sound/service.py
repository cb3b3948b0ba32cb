"""`SoundService`: the game's sound, with a volume and a mute, never in the GUI thread's way.

:meth:`SoundService.play` only puts a request on a queue (a few microseconds). A worker thread
of the service's own does the rest: it opens the backend on first use (loading the playback
library after the window is up, never during start-up), reads and levels the cue, spaces out the
cues of one burst of events so a turn sounds as card, word, coins rather than one crash, and
hands the cue to the backend, whose device mixes it in on its own audio thread.
"""

from __future__ import annotations

import array
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from patentgame.controller.sound.backends import Backend, NullBackend, Silence, open_backend
from patentgame.controller.sound.cues import Cue, CueFileError, cue_named, load_cue

_log = logging.getLogger(__name__)

#: The volume a new player hears (0-100).
DEFAULT_VOLUME = 70
#: Seconds between the starts of cues asked for together (one engine batch of events).
STAGGER = 0.07
#: A cue asked for again within this many seconds of its last start is not repeated (two
#: royalties in one play ring once).
REPEAT_GAP = 0.25
#: A cue that could not start within this many seconds of being asked for is dropped: late
#: sound is worse than none.
MAX_LAG = 0.5
#: Seconds the worker waits for work before letting the backend rest (close an idle device).
MAINTAIN_EVERY = 1.0


def gain_for(volume: int) -> float:
    """Amplitude factor for a 0-100 volume: squared, so the slider's steps sound even.

    >>> gain_for(100), gain_for(50), gain_for(0)
    (1.0, 0.25, 0.0)
    """
    volume = min(100, max(0, volume))
    return (volume / 100) ** 2


def at_volume(samples: array.array[int], volume: int) -> array.array[int]:
    """``samples`` scaled to ``volume`` (0-100); at 100 the same samples."""
    if volume >= 100:
        return samples
    gain = gain_for(volume)
    return array.array("h", (int(value * gain) for value in samples))


@dataclass(frozen=True, slots=True)
class _Request:
    cue: Cue
    volume: int
    asked_at: float


class _Stop:
    """A request to cut what sounds (muting)."""


_QUIT = object()


class SoundService(QObject):
    """Plays cues for the table. Safe to call from any thread; every call returns at once.

    Args:
        volume: 0-100, where the player left it.
        muted: whether the player muted the game.
        backend_factory: makes the backend, on the worker thread at first use. The default
            opens the sound device, or a silent backend when there is none; tests pass a
            :class:`~patentgame.controller.sound.backends.RecordingSink`.
    """

    volume_changed = Signal(int)
    muted_changed = Signal(bool)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        backend_factory: Callable[[], Backend] = open_backend,
    ) -> None:
        super().__init__(parent)
        self._volume = min(100, max(0, volume))
        self._muted = muted
        self._factory = backend_factory
        self._queue: queue.Queue[_Request | _Stop | object] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._backend: Backend | None = None
        self._closed = False
        # Worker-only state.
        self._samples: dict[Cue, array.array[int]] = {}
        self._scaled: dict[Cue, array.array[int]] = {}  # at self._scaled_volume
        self._scaled_volume = -1
        self._last_start: dict[Cue, float] = {}
        self._next_start = 0.0

    # --- what the table and the settings use -----------------------------------------------

    @property
    def volume(self) -> int:
        """The volume, 0-100."""
        return self._volume

    def set_volume(self, volume: int) -> None:
        """Set the volume (clamped to 0-100) for the cues asked for from now on."""
        volume = min(100, max(0, int(volume)))
        if volume != self._volume:
            self._volume = volume
            self.volume_changed.emit(volume)

    @property
    def muted(self) -> bool:
        """Whether the game is muted."""
        return self._muted

    def set_muted(self, muted: bool) -> None:
        """Mute (cutting what sounds now) or unmute."""
        muted = bool(muted)
        if muted == self._muted:
            return
        self._muted = muted
        if muted and self._worker is not None:
            self._queue.put(_Stop())
        self.muted_changed.emit(muted)

    def toggle_muted(self) -> None:
        """Mute if sounding, sound if muted (View > Mute, Ctrl+M)."""
        self.set_muted(not self._muted)

    def play(self, cue: Cue) -> None:
        """Sound ``cue`` soon, at the current volume; nothing when muted or at volume 0."""
        if self._muted or self._volume == 0 or self._closed:
            return
        self._ensure_worker()
        self._queue.put(_Request(cue, self._volume, time.monotonic()))

    def play_named(self, name: str | None) -> None:
        """Sound the cue a family's ``cue_name(event)`` named (``None``: a silent event)."""
        cue = cue_named(name)
        if cue is not None:
            self.play(cue)

    def warm_up(self) -> None:
        """Open the backend now, on the worker thread (call it once the window is drawn), so
        the first cue is not late."""
        if not self._closed:
            self._ensure_worker()

    @property
    def backend(self) -> Backend | None:
        """The backend, once the worker has opened it (``None`` before)."""
        return self._backend

    def wait_until_idle(self, timeout: float = 5.0) -> bool:
        """Block until every cue asked for so far has been handed to the backend.

        For tests and for a tidy shutdown; returns ``False`` if ``timeout`` seconds passed first.
        """
        if self._worker is None:
            return True
        done = threading.Event()
        self._queue.put(done)
        return done.wait(timeout)

    def close(self) -> None:
        """Stop the worker and release the device (on quitting)."""
        if self._closed:
            return
        self._closed = True
        worker = self._worker
        if worker is not None:
            self._queue.put(_QUIT)
            worker.join(timeout=2.0)

    # --- the worker thread -------------------------------------------------------------------

    def _ensure_worker(self) -> None:
        if self._worker is not None:
            return
        with self._start_lock:
            if self._worker is None:
                worker = threading.Thread(target=self._run, name="patentgame-sound", daemon=True)
                worker.start()
                self._worker = worker

    def _run(self) -> None:
        try:
            backend = self._factory()
        except Exception:  # a broken device library must not take the game down
            _log.exception("the sound backend could not be opened; the game plays silently")
            backend = NullBackend(Silence.NO_DEVICE)
        self._backend = backend
        while True:
            try:
                item = self._queue.get(timeout=MAINTAIN_EVERY)
            except queue.Empty:
                backend.maintain()
                continue
            if item is _QUIT:
                break
            if isinstance(item, threading.Event):
                item.set()
            elif isinstance(item, _Stop):
                backend.stop()
            elif isinstance(item, _Request):
                self._start(backend, item)
        backend.close()

    def _start(self, backend: Backend, request: _Request) -> None:
        if self._muted:
            return
        now = time.monotonic()
        last = self._last_start.get(request.cue)
        if last is not None and now - last < REPEAT_GAP:
            return
        start = max(now, self._next_start)
        if start - request.asked_at > MAX_LAG:
            return
        samples = self._leveled(request.cue, request.volume)
        if samples is None:
            return
        if start > now:
            time.sleep(start - now)
        self._last_start[request.cue] = start
        self._next_start = start + STAGGER
        try:
            backend.play(request.cue, samples, request.volume)
        except Exception:  # the backend promised not to raise; a bug there must not crash
            _log.exception("the sound backend failed to play %s", request.cue.value)

    def _leveled(self, cue: Cue, volume: int) -> array.array[int] | None:
        if volume != self._scaled_volume:  # one volume cached: dragging a slider adds nothing
            self._scaled.clear()
            self._scaled_volume = volume
        scaled = self._scaled.get(cue)
        if scaled is not None:
            return scaled
        samples = self._samples.get(cue)
        if samples is None:
            try:
                samples = self._samples[cue] = load_cue(cue)
            except CueFileError as error:
                _log.warning("sound cue not played: %s", error)
                return None
        scaled = self._scaled[cue] = at_volume(samples, volume)
        return scaled

"""The game's sound: the house's cues, and a service that plays them off the GUI thread.

QtCore at most (the service is a ``QObject`` for its signals); the device library (miniaudio) is
imported only on the service's worker thread, at first use. The table's sound
(``views/table_sound.py``) hands each event's cue, as its family names it, to
:meth:`SoundService.play_named`; the settings keep :attr:`SoundService.volume` and
:attr:`SoundService.muted`. See ``docs/sound.md``.
"""

from __future__ import annotations

from patentgame.controller.sound.backends import (
    Backend,
    NullBackend,
    PlayedCue,
    RecordingSink,
    Silence,
    open_backend,
)
from patentgame.controller.sound.cues import Cue, cue_named, load_cue
from patentgame.controller.sound.service import DEFAULT_VOLUME, SoundService, gain_for

__all__ = [
    "DEFAULT_VOLUME",
    "Backend",
    "Cue",
    "NullBackend",
    "PlayedCue",
    "RecordingSink",
    "Silence",
    "SoundService",
    "cue_named",
    "gain_for",
    "load_cue",
    "open_backend",
]

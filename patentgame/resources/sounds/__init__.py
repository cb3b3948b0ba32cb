"""The game's sound cues: one small WAV file per cue (mono, 16-bit, 44.1 kHz).

Made by this project: ``build.py`` beside this module synthesises every cue in plain Python, and
its output is committed, so a player never runs it. Rebuild after changing a recipe with
``python -m patentgame.resources.sounds.build``; a test fails while the committed files differ
from a fresh build. The player side is :mod:`patentgame.controller.sound`.
"""

from __future__ import annotations

from pathlib import Path

#: This package's folder, where the ``<cue>.wav`` files sit.
FOLDER = Path(__file__).resolve().parent
#: Format of every cue file (the mixer relies on all cues sharing it).
SAMPLE_RATE = 44_100
CHANNELS = 1
SAMPLE_WIDTH = 2  # bytes: signed 16-bit


def cue_file(name: str) -> Path:
    """The file of the cue called ``name`` (``"coin"`` gives ``.../sounds/coin.wav``)."""
    return FOLDER / f"{name}.wav"

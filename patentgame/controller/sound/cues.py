"""Which cue an engine event sounds, and the cues' samples. Pure Python: no Qt, no device.

The table's sound (``views/table_sound.py``) asks the family's cues (``controller/<family>/
cues.py``, by name) for each event of ``GameModel.event_occurred`` and plays the :class:`Cue`.
Most events are silent (a turn starting, a purchase declined); the ones a player should hear
map to one of the eight cues the project synthesises (``patentgame/resources/sounds/build.py``).
"""

from __future__ import annotations

import array
import sys
import wave
from enum import StrEnum
from pathlib import Path

from patentgame.controller.patent.cues import cue_name
from patentgame.model.patent import events as ev  # noqa: F401  (the doctest's events)
from patentgame.resources.sounds import CHANNELS, SAMPLE_RATE, SAMPLE_WIDTH, cue_file


class Cue(StrEnum):
    """A short sound; its value is the stem of its file in ``patentgame/resources/sounds``."""

    CARD = "card"  # cards placed, drawn, discarded, replaced; the pool refilled
    WORD = "word"  # a word accepted and scored
    COIN = "coin"  # a dollar changed hands over a challenge that failed
    ROYALTY = "royalty"  # the bank paid a patent owner
    PATENT = "patent"  # a patent bought
    CHALLENGE = "challenge"  # a player challenged a play
    FINAL_ROUND = "final_round"  # someone reached the goal: the final round begins
    WIN = "win"  # the game is over


def cue_for(event: object) -> Cue | None:
    """The cue that sounds for a patent-game ``event``, or ``None`` for a silent one (each
    family declares its own cues by name: ``controller/<family>/cues.py``; the table's sound
    asks the family's, see ``views/table_sound.py``).

    >>> cue_for(ev.RoyaltyPaid(owner=1, builder=0, letter="E", amount=1))
    <Cue.ROYALTY: 'royalty'>
    >>> cue_for(ev.TurnStarted(seat=0, turn=3)) is None
    True
    """
    name = cue_name(event)
    return None if name is None else Cue(name)


class CueFileError(ValueError):
    """A cue file is missing or not in the one format the mixer plays."""


def load_cue(cue: Cue, path: Path | None = None) -> array.array[int]:
    """The signed 16-bit mono samples of ``cue`` (from its shipped file unless ``path``).

    Raises:
        CueFileError: the file cannot be read, or its format is not mono 16-bit 44.1 kHz.
    """
    path = path or cue_file(cue.value)
    try:
        with wave.open(str(path), "rb") as reader:
            shape = (reader.getnchannels(), reader.getsampwidth(), reader.getframerate())
            expected = (CHANNELS, SAMPLE_WIDTH, SAMPLE_RATE)
            if shape != expected:
                raise CueFileError(f"{path.name}: (channels, width, rate) {shape}, not {expected}")
            data = reader.readframes(reader.getnframes())
    except (OSError, EOFError, wave.Error) as error:
        raise CueFileError(f"{path.name}: {error}") from error
    samples = array.array("h")
    samples.frombytes(data)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples

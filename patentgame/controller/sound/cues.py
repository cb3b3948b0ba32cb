"""The house's cues and their samples. Pure Python: no Qt, no device.

The table's sound (``views/table_sound.py``) asks the family's cues (``controller/<family>/
cues.py``: ``cue_name(event)``) for each event of ``GameModel.event_occurred`` and plays the
:class:`Cue` of that name. Most events are silent (a turn starting, a purchase declined); the
ones a player should hear name one of the eight cues the project synthesises
(``patentgame/resources/sounds/build.py``). Which event sounds which cue is the family's, never
this module's: it names no game.
"""

from __future__ import annotations

import array
import sys
import wave
from enum import StrEnum
from pathlib import Path

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


def cue_named(name: str | None) -> Cue | None:
    """The cue a family's ``cue_name(event)`` names (``None``: a silent event).

    >>> cue_named("royalty")
    <Cue.ROYALTY: 'royalty'>
    >>> cue_named(None) is None
    True

    Raises:
        ValueError: no cue has that name (a family named a file the house does not ship).
    """
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

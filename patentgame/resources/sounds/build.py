"""Synthesise the game's sound cues and write them as WAV files beside this module.

Usage (development time; players never run it, the results are committed)::

    python -m patentgame.resources.sounds.build           # rewrite the committed cues
    python -m patentgame.resources.sounds.build --check   # exit 1 if a committed cue is stale
    python -m patentgame.resources.sounds.build --out DIR # write them elsewhere

Every cue is modelled on something on a family table (a card laid on wood, brass coins, a wooden
knock, a soft bell, a marimba) from a few physical ingredients: damped sine partials (a struck
bar, plate or bell rings at a handful of frequencies that die away at their own rates) and short
bursts of filtered noise (the contact of paper, felt or a mallet). Only the standard library is
used, and all noise comes from seeded generators, so a build writes the same bytes every time on
the same platform (``math.sin``/``math.exp`` come from the C library; another one may round a
last bit differently, which ``--check`` would then report).

Loudness: each cue is scaled so that its loudest 50 ms carry the same power, then capped so its
peak stays at or below :data:`PEAK_CAP`; two cues can overlap without reaching full scale.
"""

from __future__ import annotations

import argparse
import array
import io
import math
import random
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

from patentgame.resources.sounds import CHANNELS, FOLDER, SAMPLE_RATE, SAMPLE_WIDTH

#: Power of the loudest 50 ms window of every cue, as an RMS fraction of full scale.
TARGET_RMS = 0.13
#: No cue peaks above this fraction of full scale.
PEAK_CAP = 0.6
#: Every cue ends with a fade this long, so it stops at silence without a click.
FADE_OUT = 0.012

Samples = list[float]
Partial = tuple[float, float, float]  # frequency ratio, amplitude, decay time constant (s)


def frame_count(seconds: float) -> int:
    """Frames in ``seconds`` of sound."""
    return round(seconds * SAMPLE_RATE)


# --- ingredients --------------------------------------------------------------------------------


def _attack(index: int, attack_frames: int) -> float:
    """A raised-cosine onset: a soft mallet, not a click."""
    if index >= attack_frames:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * index / attack_frames)


def ring(
    frequency: float,
    seconds: float,
    decay: float,
    *,
    attack: float = 0.002,
    glide: float = 0.0,
    glide_time: float = 0.02,
) -> Samples:
    """A damped sine: one mode of something struck.

    Args:
        frequency: Hz once settled.
        seconds: length of the returned samples.
        decay: time constant of the exponential decay, in seconds.
        attack: seconds of the raised-cosine onset.
        glide: the pitch starts ``1 + glide`` times higher and settles within ``glide_time``
            (a thump on wood drops in pitch as it dies).
        glide_time: time constant of that drop, in seconds.
    """
    count = frame_count(seconds)
    attack_frames = max(1, frame_count(attack))
    phase = 0.0
    out: Samples = []
    for index in range(count):
        t = index / SAMPLE_RATE
        current = frequency * (1.0 + glide * math.exp(-t / glide_time)) if glide else frequency
        out.append(math.sin(phase) * math.exp(-t / decay) * _attack(index, attack_frames))
        phase += 2.0 * math.pi * current / SAMPLE_RATE
    return out


def burst(
    seconds: float,
    decay: float,
    *,
    seed: int,
    low_pass: float,
    high_pass: float = 0.0,
    attack: float = 0.0005,
) -> Samples:
    """A burst of band-limited noise: paper, felt or a mallet touching a surface.

    The noise is white from ``random.Random(seed)``, then smoothed by a one-pole low-pass at
    ``low_pass`` Hz; ``high_pass`` (Hz, 0 for none) takes away the rumble below it.
    """
    rng = random.Random(seed)
    count = frame_count(seconds)
    attack_frames = max(1, frame_count(attack))
    low_coefficient = 1.0 - math.exp(-2.0 * math.pi * low_pass / SAMPLE_RATE)
    high_coefficient = (
        1.0 - math.exp(-2.0 * math.pi * high_pass / SAMPLE_RATE) if high_pass else 0.0
    )
    smooth = 0.0
    rumble = 0.0
    out: Samples = []
    for index in range(count):
        smooth += low_coefficient * (rng.uniform(-1.0, 1.0) - smooth)
        rumble += high_coefficient * (smooth - rumble)
        envelope = math.exp(-index / SAMPLE_RATE / decay) * _attack(index, attack_frames)
        out.append((smooth - rumble) * envelope)
    return out


def struck(
    frequency: float, partials: Iterable[Partial], seconds: float, **ring_args: float
) -> Samples:
    """Several damped partials of one struck object, summed."""
    out = [0.0] * frame_count(seconds)
    for ratio, amplitude, decay in partials:
        for index, value in enumerate(ring(frequency * ratio, seconds, decay, **ring_args)):
            out[index] += amplitude * value
    return out


def place(track: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``track`` from ``at`` seconds on (what overruns the track is cut)."""
    start = frame_count(at)
    for index, value in enumerate(sound[: max(0, len(track) - start)]):
        track[start + index] += gain * value


# --- voices -------------------------------------------------------------------------------------


def marimba(frequency: float, seconds: float, *, decay: float, seed: int) -> Samples:
    """A rosewood bar: the fundamental, the bar's 4th and 10th partials, a felt mallet's touch."""
    tone = struck(
        frequency,
        ((1.0, 1.0, decay), (3.93, 0.16, decay * 0.18), (9.2, 0.035, decay * 0.07)),
        seconds,
        attack=0.0015,
    )
    place(tone, burst(0.02, 0.004, seed=seed, low_pass=2500.0, high_pass=200.0), 0.0, 0.5)
    return tone


def clink(frequency: float, seconds: float, *, seed: int) -> Samples:
    """A brass coin touching another: a thin disc's inharmonic modes and a tiny contact tick."""
    tone = struck(
        frequency,
        ((1.0, 1.0, 0.11), (1.72, 0.55, 0.075), (2.33, 0.35, 0.05), (3.16, 0.16, 0.03)),
        seconds,
        attack=0.0008,
    )
    tick = burst(0.01, 0.0015, seed=seed, low_pass=7000.0, high_pass=1500.0)
    place(tone, tick, 0.0, 0.9)
    return tone


def bell(frequency: float, seconds: float, *, decay: float) -> Samples:
    """A small hand bell struck softly: hum, prime, minor third, fifth and nominal partials."""
    return struck(
        frequency,
        (
            (0.5, 0.3, decay * 1.4),
            (1.0, 1.0, decay),
            (1.19, 0.45, decay * 0.75),
            (1.5, 0.25, decay * 0.6),
            (2.0, 0.3, decay * 0.45),
            (2.52, 0.12, decay * 0.3),
            (3.0, 0.06, decay * 0.22),
        ),
        seconds,
        attack=0.003,
    )


def knock(seconds: float, *, seed: int) -> Samples:
    """A knuckle on a wooden table top: low damped modes that drop in pitch, a dull contact."""
    tone = struck(
        190.0,
        ((1.0, 1.0, 0.03), (2.4, 0.45, 0.016), (5.8, 0.15, 0.007)),
        seconds,
        attack=0.001,
        glide=0.25,
        glide_time=0.015,
    )
    place(tone, burst(seconds, 0.006, seed=seed, low_pass=1400.0, high_pass=80.0), 0.0, 1.4)
    return tone


def stamp(seconds: float, *, seed: int) -> Samples:
    """A rubber stamp pressed onto paper on wood: a low thud with a short papery press."""
    tone = ring(110.0, seconds, 0.05, attack=0.002, glide=0.5, glide_time=0.012)
    place(tone, burst(seconds, 0.012, seed=seed, low_pass=900.0, high_pass=60.0), 0.0, 1.6)
    return tone


# --- the cues -----------------------------------------------------------------------------------


def card() -> Samples:
    """A card slid a little and laid on the table: a soft papery swish, then a light tap."""
    track = [0.0] * frame_count(0.15)
    swish = burst(0.05, 0.014, seed=11, low_pass=3200.0, high_pass=700.0, attack=0.02)
    place(track, swish, 0.0, 0.35)
    place(track, burst(0.1, 0.007, seed=12, low_pass=2600.0, high_pass=250.0), 0.028, 1.0)
    place(track, ring(180.0, 0.1, 0.018, glide=0.3), 0.028, 0.45)
    return track


def word() -> Samples:
    """Word accepted: two marimba notes rising a fourth, G5 then C6."""
    track = [0.0] * frame_count(0.3)
    place(track, marimba(783.99, 0.3, decay=0.11, seed=21), 0.0, 0.75)
    place(track, marimba(1046.5, 0.23, decay=0.12, seed=22), 0.07, 1.0)
    return track


def coin() -> Samples:
    """One brass coin set down on another, and the small second touch as it settles."""
    track = [0.0] * frame_count(0.3)
    place(track, clink(2100.0, 0.3, seed=31), 0.0, 1.0)
    place(track, clink(2173.0, 0.22, seed=32), 0.075, 0.35)
    return track


def royalty() -> Samples:
    """Royalties coming in: a few coins dropping one after another onto a small pile."""
    track = [0.0] * frame_count(0.45)
    for at, frequency, gain, seed in (
        (0.0, 1950.0, 0.85, 41),
        (0.085, 2250.0, 0.7, 42),
        (0.16, 2050.0, 0.9, 43),
        (0.225, 2190.0, 0.3, 44),
    ):
        place(track, clink(frequency, 0.45 - at, seed=seed), at, gain)
    return track


def patent() -> Samples:
    """A patent bought: the stamp on the deed, then a bright bell arpeggio, C6 E6 G6."""
    track = [0.0] * frame_count(0.6)
    place(track, stamp(0.2, seed=51), 0.0, 1.0)
    for at, frequency, gain in ((0.07, 1046.5, 0.5), (0.12, 1318.5, 0.42), (0.17, 1568.0, 0.42)):
        place(track, bell(frequency, 0.6 - at, decay=0.22), at, gain)
    return track


def challenge() -> Samples:
    """A challenge: two knocks on the table, the second a little firmer."""
    track = [0.0] * frame_count(0.3)
    place(track, knock(0.17, seed=61), 0.0, 0.8)
    place(track, knock(0.17, seed=62), 0.13, 1.0)
    return track


def final_round() -> Samples:
    """The final round begins: one soft bell, C5, left to ring out."""
    track = [0.0] * frame_count(1.0)
    place(track, bell(523.25, 1.0, decay=0.45), 0.0, 1.0)
    _fade(track, 0.3)
    return track


def win() -> Samples:
    """The game is won: a marimba arpeggio up C5 E5 G5 C6, the top note doubled by a bell."""
    track = [0.0] * frame_count(1.0)
    for at, frequency, seed in ((0.0, 523.25, 81), (0.11, 659.26, 82), (0.22, 783.99, 83)):
        place(track, marimba(frequency, 0.5, decay=0.2, seed=seed), at, 0.8)
    place(track, marimba(1046.5, 0.67, decay=0.3, seed=84), 0.33, 1.0)
    place(track, bell(1046.5, 0.67, decay=0.3), 0.33, 0.35)
    _fade(track, 0.25)
    return track


#: Every cue by name, in the order of the docs. The names are the files' stems and the values
#: of :class:`patentgame.controller.sound.Cue`.
RECIPES: dict[str, Callable[[], Samples]] = {
    "card": card,
    "word": word,
    "coin": coin,
    "royalty": royalty,
    "patent": patent,
    "challenge": challenge,
    "final_round": final_round,
    "win": win,
}


# --- finishing and writing ----------------------------------------------------------------------


def _fade(track: Samples, seconds: float) -> None:
    """Fade the last ``seconds`` of ``track`` to silence along a raised cosine."""
    count = min(len(track), frame_count(seconds))
    start = len(track) - count
    for offset in range(count):
        track[start + offset] *= 0.5 + 0.5 * math.cos(math.pi * (offset + 1) / count)


def loudest_window_rms(track: Samples, window: float = 0.05) -> float:
    """RMS of the loudest ``window`` seconds of ``track`` (steps of 5 ms)."""
    size = min(len(track), frame_count(window))
    step = frame_count(0.005)
    running = [0.0]
    for value in track:
        running.append(running[-1] + value * value)
    loudest = max(
        running[start + size] - running[start] for start in range(0, len(track) - size + 1, step)
    )
    return math.sqrt(loudest / size)


def finish(track: Samples) -> array.array[int]:
    """Level, fade out and quantise a cue to signed 16-bit samples."""
    _fade(track, FADE_OUT)
    peak = max(abs(value) for value in track)
    gain = min(TARGET_RMS / loudest_window_rms(track), PEAK_CAP / peak)
    return array.array("h", (math.floor(value * gain * 32767.0 + 0.5) for value in track))


def wav_bytes(samples: array.array[int]) -> bytes:
    """The samples as a WAV file (little-endian, whatever the machine's byte order)."""
    if sys.byteorder == "big":
        samples = array.array("h", samples)
        samples.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(CHANNELS)
        writer.setsampwidth(SAMPLE_WIDTH)
        writer.setframerate(SAMPLE_RATE)
        writer.writeframes(samples.tobytes())
    return buffer.getvalue()


def build(names: Iterable[str] = RECIPES) -> dict[str, bytes]:
    """Each named cue's WAV file, as bytes."""
    return {name: wav_bytes(finish(RECIPES[name]())) for name in names}


def main(argv: list[str] | None = None) -> int:
    """Write the cues, or with ``--check`` report those that differ from the committed files."""
    parser = argparse.ArgumentParser(description="Synthesise the game's sound cues.")
    parser.add_argument("--out", type=Path, default=FOLDER, help="folder to write into")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    built = build()
    if args.check:
        stale = [n for n, data in built.items() if _read(args.out / f"{n}.wav") != data]
        for name in stale:
            print(f"{name}.wav differs from a fresh build")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in built.items():
        (args.out / f"{name}.wav").write_bytes(data)
        seconds = (len(data) - 44) / (SAMPLE_RATE * SAMPLE_WIDTH * CHANNELS)
        print(f"{name}.wav: {seconds * 1000:.0f} ms, {len(data) / 1000:.1f} kB")
    return 0


def _read(path: Path) -> bytes | None:
    return path.read_bytes() if path.is_file() else None


if __name__ == "__main__":
    sys.exit(main())

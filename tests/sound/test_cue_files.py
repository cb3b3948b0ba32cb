"""The committed cue files: a fresh build gives the same bytes, and each cue is fit to play."""

from __future__ import annotations

import array
import math
import wave
from pathlib import Path

import pytest

from patentgame.controller.sound import Cue, load_cue
from patentgame.controller.sound.cues import CueFileError
from patentgame.resources.sounds import FOLDER, SAMPLE_RATE, cue_file
from patentgame.resources.sounds.build import RECIPES, build, main

FULL_SCALE = 32768
#: The cues heard on almost every turn stay this short; the rare, big moments may ring longer.
FREQUENT = {Cue.CARD, Cue.WORD, Cue.COIN, Cue.CHALLENGE}


def test_every_cue_has_a_recipe_and_a_committed_file() -> None:
    names = {cue.value for cue in Cue}
    assert set(RECIPES) == names
    assert {path.stem for path in FOLDER.glob("*.wav")} == names


def test_the_committed_files_equal_a_fresh_build() -> None:
    built = build()
    stale = [name for name, data in built.items() if cue_file(name).read_bytes() != data]
    assert not stale, f"rebuild with python -m patentgame.resources.sounds.build: {stale}"


def test_the_check_mode_reports_a_stale_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--out", str(tmp_path)]) == 0
    assert main(["--out", str(tmp_path), "--check"]) == 0
    (tmp_path / "coin.wav").write_bytes(b"RIFF")
    capsys.readouterr()
    assert main(["--out", str(tmp_path), "--check"]) == 1
    assert capsys.readouterr().out == "coin.wav differs from a fresh build\n"


@pytest.mark.parametrize("cue", list(Cue))
def test_each_cue_is_short_mono_unclipped_and_audible(cue: Cue) -> None:
    with wave.open(str(cue_file(cue.value)), "rb") as reader:
        assert (reader.getnchannels(), reader.getsampwidth()) == (1, 2)
        assert reader.getframerate() == SAMPLE_RATE
        seconds = reader.getnframes() / SAMPLE_RATE
    assert seconds <= (0.3 if cue in FREQUENT else 1.0)
    samples = load_cue(cue)
    peak = max(abs(value) for value in samples) / FULL_SCALE
    assert peak < 1.0
    assert peak <= 0.61  # headroom: two cues overlapping stay below full scale
    window = SAMPLE_RATE // 20
    loudest = max(
        math.sqrt(sum(v * v for v in samples[start : start + window]) / window) / FULL_SCALE
        for start in range(0, len(samples) - window, window // 4)
    )
    assert loudest > 0.05  # not silent: its loudest 50 ms is above -26 dBFS
    # It starts and ends at silence, so it neither clicks in nor out.
    assert abs(samples[0]) < 0.01 * FULL_SCALE
    assert abs(samples[-1]) < 0.001 * FULL_SCALE


def test_a_cue_file_in_another_format_is_refused_in_one_line(tmp_path: Path) -> None:
    stereo = tmp_path / "stereo.wav"
    with wave.open(str(stereo), "wb") as writer:
        writer.setnchannels(2)
        writer.setsampwidth(2)
        writer.setframerate(SAMPLE_RATE)
        writer.writeframes(array.array("h", [0] * 200).tobytes())
    with pytest.raises(
        CueFileError, match=r"stereo\.wav: \(channels, width, rate\) \(2, 2, 44100\)"
    ):
        load_cue(Cue.CARD, stereo)
    with pytest.raises(CueFileError, match=r"missing\.wav"):
        load_cue(Cue.CARD, tmp_path / "missing.wav")
    (tmp_path / "broken.wav").write_bytes(b"not a wave file")
    with pytest.raises(CueFileError, match=r"broken\.wav"):
        load_cue(Cue.CARD, tmp_path / "broken.wav")

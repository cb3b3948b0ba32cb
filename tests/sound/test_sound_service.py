"""`SoundService` with a recording sink: volume applied, silence when muted, never blocking."""

from __future__ import annotations

import itertools
import threading

import pytest

from patentgame.controller.patent.cues import cue_name
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.sound import (
    Cue,
    NullBackend,
    RecordingSink,
    Silence,
    SoundService,
    load_cue,
)
from patentgame.controller.sound.service import REPEAT_GAP, STAGGER
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Respond
from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
from patentgame.model.patent.rules import RuleSet


def recording_service(**options: object) -> tuple[SoundService, RecordingSink]:
    sink = RecordingSink()
    service = SoundService(backend_factory=lambda: sink, **options)  # type: ignore[arg-type]
    return service, sink


def peak(samples: object) -> int:
    return max(abs(value) for value in samples)  # type: ignore[attr-defined]


def test_the_sink_receives_the_cue_at_full_volume_unchanged(qapp: object) -> None:
    service, sink = recording_service(volume=100)
    service.play(Cue.COIN)
    assert service.wait_until_idle()
    (played,) = sink.played
    assert (played.cue, played.volume) == (Cue.COIN, 100)
    assert played.samples == load_cue(Cue.COIN)
    service.close()
    assert sink.closed


def test_the_volume_scales_the_samples_a_quarter_at_half(qapp: object) -> None:
    service, sink = recording_service(volume=50)
    service.play(Cue.ROYALTY)
    service.set_volume(20)
    service.play(Cue.PATENT)
    assert service.wait_until_idle()
    royalty, patent = sink.played
    assert royalty.volume == 50 and patent.volume == 20
    assert len(royalty.samples) == len(load_cue(Cue.ROYALTY))
    assert abs(peak(royalty.samples) - peak(load_cue(Cue.ROYALTY)) * 0.25) <= 1
    assert abs(peak(patent.samples) - peak(load_cue(Cue.PATENT)) * 0.04) <= 1
    service.close()


def test_a_cue_asked_for_just_before_muting_is_dropped(qapp: object) -> None:
    release = threading.Event()
    sink = RecordingSink()
    service = SoundService(backend_factory=lambda: (release.wait(10), sink)[1])
    service.play(Cue.WIN)  # still queued: the backend is not open yet
    service.set_muted(True)
    release.set()
    assert service.wait_until_idle()
    assert sink.played == []
    service.close()


def test_nothing_sounds_when_muted_or_at_volume_zero(qapp: object) -> None:
    service, sink = recording_service(muted=True)
    service.play(Cue.WIN)
    service.set_muted(False)
    service.set_volume(0)
    service.play(Cue.WIN)
    assert service.wait_until_idle()
    assert sink.played == []
    service.set_volume(70)
    service.play(Cue.WIN)
    assert service.wait_until_idle()
    assert sink.cues == [Cue.WIN]
    service.close()


def test_muting_cuts_what_sounds_and_unmuting_sounds_again(qapp: object) -> None:
    service, sink = recording_service()
    changes: list[bool] = []
    service.muted_changed.connect(changes.append)
    service.play(Cue.FINAL_ROUND)
    assert service.wait_until_idle()  # the bell rings...
    service.toggle_muted()  # ...and is cut
    service.play(Cue.CARD)
    assert service.wait_until_idle()
    assert sink.cues == [Cue.FINAL_ROUND] and sink.stops == 1
    service.toggle_muted()
    service.play(Cue.CARD)
    assert service.wait_until_idle()
    assert sink.cues == [Cue.FINAL_ROUND, Cue.CARD]
    assert changes == [True, False]
    service.close()


def test_the_volume_is_kept_within_0_to_100_and_changes_are_signalled(qapp: object) -> None:
    service, _ = recording_service(volume=130)
    assert service.volume == 100
    seen: list[int] = []
    service.volume_changed.connect(seen.append)
    service.set_volume(-5)
    service.set_volume(0)
    service.set_volume(55)
    assert (service.volume, seen) == (55, [0, 55])
    service.close()


def test_cues_asked_together_start_in_order_spaced_and_repeats_ring_once(qapp: object) -> None:
    service, sink = recording_service()
    for cue in (Cue.CARD, Cue.WORD, Cue.WORD, Cue.ROYALTY, Cue.ROYALTY, Cue.ROYALTY):
        service.play(cue)
    assert service.wait_until_idle()
    played = sink.played
    assert [p.cue for p in played] == [Cue.CARD, Cue.WORD, Cue.ROYALTY]
    gaps = [later.at - earlier.at for earlier, later in itertools.pairwise(played)]
    assert all(gap >= STAGGER * 0.9 for gap in gaps)
    assert REPEAT_GAP > STAGGER  # so a repeat inside one burst is caught
    service.close()


def test_play_returns_before_the_backend_is_even_open(qapp: object) -> None:
    # The backend factory waits until the test lets it go: had play() waited for the device,
    # the test would hang here instead of reaching the assertions.
    release = threading.Event()
    sink = RecordingSink()

    def slow_device() -> RecordingSink:
        release.wait(10)
        return sink

    service = SoundService(backend_factory=slow_device)
    service.play(Cue.CARD)
    assert service.backend is None and sink.played == []
    release.set()
    assert service.wait_until_idle()
    assert sink.cues == [Cue.CARD]
    service.close()


def test_a_backend_that_cannot_open_leaves_the_game_silent_not_broken(qapp: object) -> None:
    def broken() -> RecordingSink:
        raise RuntimeError("the sound library crashed")

    service = SoundService(backend_factory=broken)
    service.play(Cue.COIN)
    assert service.wait_until_idle()
    assert isinstance(service.backend, NullBackend)
    assert service.backend.reason is Silence.NO_DEVICE
    service.close()
    service.play(Cue.COIN)  # after close: ignored, no error


def test_a_played_game_sounds_its_events_through_event_occurred(qapp: object) -> None:
    from tests.model.patent.scenario import build

    lexicon = Lexicon.load("en-enable")
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob")],
        lexicon,
        RuleSet(),
        deck=deck_starting_with("CATRSEO" + "LLLLPPW" + "NDI"),
        start=0,
    )
    model = PatentGameModel()
    model.adopt(game, None, lexicon)
    service, sink = recording_service()
    model.event_occurred.connect(lambda event, _text: service.play_named(cue_name(event)))
    assert model.submit(build(0, [0, 1, 2])) is None  # Ann lays CAT; Bob may challenge
    assert service.wait_until_idle()
    assert sink.cues == [Cue.CARD]
    assert model.submit(Respond(1, True)) is None  # Bob challenges; CAT stands
    assert service.wait_until_idle()
    assert sink.cues == [Cue.CARD, Cue.CHALLENGE, Cue.COIN, Cue.WORD]
    service.close()


@pytest.mark.parametrize("value", ["off", "OFF", "0", "no", "false"])
def test_the_environment_can_switch_sound_off(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from patentgame.controller.sound import open_backend

    monkeypatch.setenv("PATENTGAME_SOUND", value)
    backend = open_backend()
    assert isinstance(backend, NullBackend) and backend.reason is Silence.SWITCHED_OFF

"""Each family names its events about one seat (``events.Seated``): the log marks a line with
that seat's colour by reading ``seat`` from those events, without probing for the attribute.
An event class with a ``seat`` left out of ``Seated`` would lose its colour mark."""

from __future__ import annotations

import dataclasses
import typing
from types import ModuleType

import pytest

from patentgame.model.board import events as board_events
from patentgame.model.buyword import events as buyword_events
from patentgame.model.patent import events as patent_events


@pytest.mark.parametrize("events", [board_events, buyword_events, patent_events])
def test_seated_holds_every_event_with_a_seat(events: ModuleType) -> None:
    every = typing.get_args(events.Event)
    with_seat = {
        kind for kind in every if "seat" in {field.name for field in dataclasses.fields(kind)}
    }
    assert set(typing.get_args(events.Seated)) == with_seat
    for kind in with_seat:
        assert typing.get_type_hints(kind)["seat"] is int


def test_the_log_mark_reads_the_seat_of_seated_events() -> None:
    from patentgame.controller.buyword.game_model import seat_of as buyword_seat
    from patentgame.controller.patent.game_model import seat_of as patent_seat

    assert patent_seat(patent_events.TurnEnded(2)) == 2
    assert buyword_seat(buyword_events.BidPassed(1)) == 1
    assert patent_seat(object()) == -1

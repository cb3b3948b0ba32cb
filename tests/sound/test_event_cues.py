"""Which cue each kind of the patent game's engine events sounds (its ``cue_name``, which the
table's sound plays)."""

from __future__ import annotations

import typing

import pytest

from patentgame.controller.patent.cues import cue_name
from patentgame.controller.sound import Cue, cue_named
from patentgame.model.patent import events as ev

#: One example of every event kind, with the cue it must sound (None: silent).
EXAMPLES: list[tuple[object, Cue | None]] = [
    (ev.TurnStarted(seat=0, turn=4), None),
    (ev.CardReplaced(seat=0, old=16, new=40, from_pool=True), Cue.CARD),
    (ev.PlayPlaced(seat=0, words=("CAT",)), Cue.CARD),
    (ev.ChallengeRequested(builder=0, responders=(1, 2)), None),
    (ev.Responded(seat=1, challenge=False), None),
    (ev.Responded(seat=1, challenge=True), Cue.CHALLENGE),
    (ev.ChallengeResolved(0, 1, valid=True, invalid_words=(), payer=1), Cue.COIN),
    (ev.ChallengeResolved(0, 1, valid=True, invalid_words=(), payer=None), Cue.COIN),
    (ev.ChallengeResolved(0, 1, valid=False, invalid_words=("CTA",), payer=None), None),
    (ev.PlayRejected(seat=0, invalid_words=("CTA",), retries_left=2, penalty=False), None),
    (ev.WordScored(0, "CAT", money=3, stock=0, multiplier=1, doublers=()), Cue.WORD),
    (ev.RoyaltyPaid(owner=1, builder=0, letter="E", amount=1), Cue.ROYALTY),
    (ev.PatentBought(seat=0, letter="E", cost=5), Cue.PATENT),
    (ev.PurchaseDeclined(seat=0), None),
    (ev.FinalRoundStarted(seat=0, patent_value=60), Cue.FINAL_ROUND),
    (ev.PoolRefilled(cards=(3, 4)), Cue.CARD),
    (ev.CardsDiscarded(seat=0, cards=(5,), penalty=False), Cue.CARD),
    (ev.CardsDrawn(seat=0, cards=(6, 7)), Cue.CARD),
    (ev.DeckReshuffled(cards=30), Cue.CARD),
    (ev.TurnEnded(seat=0), None),
    (ev.GameOver(winners=(1,), scores=(40, 55)), Cue.WIN),
]


@pytest.mark.parametrize(("event", "cue"), EXAMPLES, ids=lambda x: type(x).__name__)
def test_each_event_kind_sounds_its_cue(event: object, cue: Cue | None) -> None:
    assert cue_named(cue_name(event)) == cue


def test_every_event_kind_of_the_engine_is_decided() -> None:
    # A new kind of event fails here until someone decides whether it sounds.
    kinds = set(typing.get_args(ev.Event))
    assert kinds == {type(event) for event, _ in EXAMPLES}


def test_every_cue_is_sounded_by_some_event() -> None:
    assert {cue for _, cue in EXAMPLES} - {None} == set(Cue)


def test_things_that_are_not_events_are_silent() -> None:
    assert cue_name("WordScored") is None
    assert cue_name(None) is None

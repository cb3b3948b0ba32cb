"""Each family names the cue of each kind of its engine's events (issue 30.2: the board games
and BuyWord were silent); a new kind of event fails here until someone decides whether it
sounds, and every name is one of the house's cue files."""

from __future__ import annotations

import typing
from collections.abc import Callable

import pytest

from patentgame.controller.board.cues import cue_name as board_cue
from patentgame.controller.buyword.cues import cue_name as buyword_cue
from patentgame.controller.sound import Cue
from patentgame.model.board import events as b
from patentgame.model.buyword import events as w

BOARD: list[tuple[object, str | None]] = [
    (b.StartDrawn(rounds=(), start=0), None),
    (b.TurnStarted(seat=0, turn=1), None),
    (b.TilesPlaced(0, (), (), 12, False, ()), "word"),
    (b.TilesPlaced(0, (), (), 74, True, ()), "royalty"),
    (b.TilesDrawn(seat=0, tiles=("a",)), "card"),
    (b.TilesExchanged(seat=0, count=3), "card"),
    (b.Passed(seat=0), None),
    (b.ChallengeResolved(1, 0, True, ("EE",)), "challenge"),
    (b.PlayWithdrawn(seat=0, score=4), "card"),
    (b.ChallengeBonus(seat=0, points=5), "coin"),
    (b.TurnLost(seat=1), None),
    (b.Resigned(seat=1), None),
    (b.TimedOut(seat=1), None),
    (b.TimePenalty(seat=1, minutes=1, points=10), None),
    (b.GameEnded(b.EndReason.WENT_OUT, (0, 0), (10, 8), (0,)), "win"),
]

BUYWORD: list[tuple[object, str | None]] = [
    (w.RoundStarted(number=1, leader=0), None),
    (w.DieRolled(seat=0, face=3), "card"),
    (w.CountChosen(seat=0, count=2), None),
    (w.LastRound(count=3, needed=6, tiles=5), "final_round"),
    (w.DisplayLaid(tiles=(1, 2)), None),
    (w.TileTaken(seat=0, tile=1), "card"),
    (w.TilesDrawn(seat=0, tiles=(1, 2), price=9), "card"),
    (w.SetBought(seat=0, tiles=(1, 2), price=9), "coin"),
    (w.SetDeclined(seat=0, tiles=(1, 2), forced=False), None),
    (w.AuctionStarted(seat=0, tiles=(1, 2), bidders=(1,)), None),
    (w.BidMade(seat=1, amount=10), "coin"),
    (w.BidPassed(seat=1), None),
    (w.WordOffered(seat=0, word="CAT", tiles=(1, 2, 3), responders=(1,)), None),
    (w.Responded(seat=1, challenge=False), None),
    (w.Responded(seat=1, challenge=True), "challenge"),
    (w.ChallengeResolved(0, 1, "CAT", True, 1, 1), "coin"),
    (w.ChallengeResolved(0, 1, "CTA", False, None, 0), None),
    (w.WordRefused(seat=0, word="CTA", tiles=(1, 2, 3)), None),
    (w.WordSold(seat=0, word="CAT", tiles=(1, 2, 3), pips=5, price=25), "word"),
    (w.SellingEnded(seat=0), None),
    (w.TilesDiscarded(seat=0, tiles=(1,)), "card"),
    (w.GameOver(winners=(0,), money=(210, 190)), "win"),
]

FAMILIES = [(board_cue, BOARD, b.Event), (buyword_cue, BUYWORD, w.Event)]


@pytest.mark.parametrize(("cue_name", "examples", "kinds"), FAMILIES, ids=["board", "buyword"])
def test_each_event_kind_is_decided_and_sounds_a_cue_file(
    cue_name: Callable[[object], str | None],
    examples: list[tuple[object, str | None]],
    kinds: object,
) -> None:
    assert {type(event) for event, _ in examples} == set(typing.get_args(kinds))
    for event, expected in examples:
        assert cue_name(event) == expected, event
    assert {name for _, name in examples} - {None} <= {cue.value for cue in Cue}

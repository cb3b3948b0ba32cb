"""The families' acts on one base (model/acts.py): each writes and reads its record's object as
RECORD.md, docs/board-record.md and docs/buyword-record.md say, and refuses a bad one in the
same words as before the base was shared (issue 30)."""

from __future__ import annotations

import doctest
from collections.abc import Callable

import pytest

from patentgame.model import acts, errors
from patentgame.model.board import moves
from patentgame.model.board.reasons import Refusal
from patentgame.model.buyword import actions as buyword
from patentgame.model.buyword.errors import IllegalReason as BuyWordReason
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.patent import actions as patent
from patentgame.model.patent.errors import IllegalReason as PatentReason

WRITTEN: list[tuple[acts.Act, JsonObject]] = [
    (moves.Place.across(0, "H8", "cAt"), {"seat": 0, "act": "place", "tiles": [
        {"at": "H8", "letter": "c"}, {"at": "I8", "letter": "a", "blank": True},
        {"at": "J8", "letter": "t"}]}),
    (moves.Place(1, (moves.Tile(0, "d"),), (moves.Swap(5, "e"),)), {"seat": 1, "act": "place",
        "tiles": [{"at": "A1", "letter": "d"}], "swaps": [{"at": "F1", "letter": "e"}]}),
    (moves.Exchange(1, ("a", "?")), {"seat": 1, "act": "exchange", "tiles": ["a", "?"]}),
    (moves.Timeout(2), {"seat": 2, "act": "timeout"}),
    (buyword.Choose(0, 3), {"seat": 0, "act": "choose", "count": 3}),
    (buyword.Sell(1, (4, 5)), {"seat": 1, "act": "sell", "tiles": [4, 5]}),
    (buyword.Sell(1, (4,), "Q"), {"seat": 1, "act": "sell", "tiles": [4], "wild": "Q"}),
    (buyword.Respond(2, False), {"seat": 2, "act": "accept"}),
    (buyword.StopSelling(0), {"seat": 0, "act": "stop_selling"}),
    (patent.Discard(0), {"seat": 0, "act": "discard", "cards": []}),
    (patent.Buy(1, None), {"seat": 1, "act": "buy", "letter": None}),
    (patent.Respond(1, True), {"seat": 1, "act": "challenge"}),
    (patent.Build(0, ((patent.Slot.card_of(3), patent.Slot.added_s()),)),
        {"seat": 0, "act": "build", "words": [[{"card": 3}, {"s": True}]]}),
]  # fmt: skip


@pytest.mark.parametrize(("act", "written"), WRITTEN)
def test_an_act_writes_its_object_in_the_order_of_its_record(
    act: acts.Act, written: JsonObject
) -> None:
    assert list(act.to_json().items()) == list(written.items())


READERS = {
    moves.__name__: moves.move_from_json,
    buyword.__name__: buyword.action_from_json,
    patent.__name__: patent.action_from_json,
}


@pytest.mark.parametrize(("act", "written"), WRITTEN)
def test_an_act_reads_back_from_its_object(act: acts.Act, written: JsonObject) -> None:
    read = READERS[type(act).__module__]
    assert read(written) == act


REFUSED = [
    (moves.move_from_json, [], "a move must be an object"),
    (moves.move_from_json, {"seat": True, "act": "pass"}, "a move needs 'seat' as a whole number"),
    (moves.move_from_json, {"seat": 0, "act": "play"}, "unknown act 'play'"),
    (moves.move_from_json, {"seat": 0, "act": "pass", "tiles": []},
        "unknown key 'tiles' in a pass move"),
    (moves.move_from_json, {"seat": 0, "act": "place", "swaps": []}, "'tiles' must be a list"),
    (buyword.action_from_json, {"seat": 0, "act": "bid"},
        "an action needs 'amount' as a whole number"),
    (buyword.action_from_json, {"seat": 0, "act": "accept", "challenge": True},
        "unknown key 'challenge' in a accept action"),
    (buyword.action_from_json, {"seat": 0, "act": "discard", "tiles": [True]},
        "'tiles' must be a list of tile numbers"),
    (patent.action_from_json, {"act": "buy"}, "an action needs 'seat' as a whole number"),
    (patent.action_from_json, {"seat": 0, "act": 3}, "unknown act 3"),
    (patent.action_from_json, {"seat": 0, "act": "discard", "cards": None},
        "'cards' of a discard must be a list of card ids"),
    (patent.action_from_json, {"seat": 0, "act": "buy"},
        "a buy needs 'letter' (a capital letter or null)"),
]  # fmt: skip


@pytest.mark.parametrize(("read", "data", "reason"), REFUSED)
def test_a_bad_act_is_refused_in_its_familys_words(
    read: Callable[[object], acts.Act], data: object, reason: str
) -> None:
    with pytest.raises(RecordError) as refused:
        read(data)
    assert refused.value.detail == reason


def test_the_examples_of_the_shared_acts_hold() -> None:
    failures, _ = doctest.testmod(acts, optionflags=doctest.ELLIPSIS)
    assert failures == 0


@pytest.mark.parametrize("reasons", [Refusal, BuyWordReason, PatentReason])
def test_every_reason_names_its_token_and_its_sentence(reasons: type[errors.Refusal]) -> None:
    """Each family's refusals are the house's Refusal: a member is its token and its English
    sentence, side by side (issue 30: no family keeps a table of its own beside the enum)."""
    tokens = [reason.value for reason in reasons]
    assert all(isinstance(token, str) and token for token in tokens)
    assert len(set(tokens)) == len(tokens)
    assert all(reason.describe() and not reason.describe().endswith(".") for reason in reasons)
    assert reasons.GAME_OVER.describe() == "the game is over"

"""BuyWord records: written, read back from .patentgame files, replayed, refused when bad."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from patentgame.model.buyword.actions import Buy, Sell
from patentgame.model.buyword.record import (
    FORMAT,
    Record,
    dumps,
    from_json,
    is_buyword_record,
    load,
    loads,
)
from patentgame.model.buyword.replay import replay, replay_record
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec
from tests.model.buyword.scenario import new_game, start_round, tiles_of, words


def played() -> Any:
    game = new_game(2, "CATDOG", BuyWordRules(checking=Checking.CHALLENGE, min_word=3))
    start_round(game, 3)
    game.play(Buy(0))
    game.play(Buy(1))
    game.play(Sell(0, tiles_of(game, 0, "C*T"), "O"))
    return game


def test_a_game_written_to_a_patentgame_file_replays_to_the_same_state(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "a.patentgame"
    path.write_text(dumps(game.record().with_extra(saved_at="2026-12-01T10:00:00+01:00")), "utf-8")
    assert len(path.read_text("utf-8").splitlines()) == 2 + len(game.actions)  # one per line
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == FORMAT and is_buyword_record(data)
    assert data["rules"] == {"min_word": 3, "checking": "challenge"}
    assert data["actions"][-1] == {
        "seat": 0,
        "act": "sell",
        "tiles": list(tiles_of_sale(game)),
        "wild": "O",
    }
    record = load(path)
    assert record.extra["saved_at"] == "2026-12-01T10:00:00+01:00"
    again = replay(record, words())
    assert again.summary() == game.summary() and again.phase.value == "challenge"
    assert loads(dumps(record)) == record


def tiles_of_sale(game: Any) -> tuple[int, ...]:
    return game.actions[-1].tiles  # type: ignore[no-any-return]


def test_replay_stops_after_the_actions_asked_for() -> None:
    record = played().record()
    assert replay(record, words(), until=1).phase.value == "choose"
    assert replay(record, words(), until=2).phase.value == "buy"
    assert replay(record, words(), until=0).action_count == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "patentgame-record"}, "'format' must be"),
        ({"version": 2}, "unsupported record version"),
        ({"players": []}, "1 to 4 seats"),
        ({"rules": {"colour": "red"}}, "unknown rule 'colour'"),
        ({"rules": {"min_word": 4}}, "'min_word' must be 2 or 3"),
        ({"rules": {"draft": True, "auction": True}}, "cannot be played together"),
        ({"rules": {"auction": True}, "players": [{"name": "Ann"}]}, "two players"),
        ({"bag": "CAT"}, "'bag' must be 108 capital letters"),
        ({"leader": 5}, "'leader' must be the seat"),
        ({"seed": "x"}, "'seed' must be a whole number"),
        ({"actions": [{"seat": 0, "act": "fly"}]}, "action 0: unknown act 'fly'"),
        ({"actions": [{"seat": 0, "act": "sell", "tiles": "abc"}]}, "'tiles' must be a list"),
        ({"actions": [{"seat": 0, "act": "buy", "extra": 1}]}, "unknown key 'extra'"),
    ],
)
def test_a_bad_record_is_refused_with_one_line_saying_where(
    change: dict[str, Any], message: str
) -> None:
    data = played().record().to_json() | change
    with pytest.raises(RecordError, match=message):
        from_json(data)


def test_an_illegal_action_in_a_record_names_its_index_and_reason() -> None:
    data = played().record().to_json()
    data["actions"].insert(1, {"seat": 1, "act": "buy"})
    with pytest.raises(RecordError, match=r"action 1 is illegal: not_your_turn"):
        replay(from_json(data), words())


def test_text_that_is_not_a_record_is_refused(tmp_path: Path) -> None:
    for text in (
        "not json",
        "[1, 2]",
        '{"format": "patentgame-buyword-record", "version": 1, "seed": 1' + "0" * 5000 + "}",
    ):
        with pytest.raises(RecordError):
            loads(text)
    with pytest.raises(RecordError, match=r"missing\.patentgame does not exist"):
        load(tmp_path / "missing.patentgame")


def test_a_theme_record_needs_its_word_list_to_replay() -> None:
    record = Record(players=(PlayerSpec("Ann"),), rules=BuyWordRules(theme="animals"))
    with pytest.raises(RecordError, match="needs its word list"):
        replay(record, words())
    assert replay(record, words(), theme_words={"cat"}).rules.theme == "animals"


def test_the_registry_s_replay_loads_the_theme_s_word_list() -> None:
    record = Record(players=(PlayerSpec("Ann"),), rules=BuyWordRules(theme="en-common"), seed=4)
    game = replay_record(record, words())
    assert game.theme_words is Lexicon.load("en-common")
    asked: list[str] = []

    def animals(lexicon_id: str) -> set[str]:
        asked.append(lexicon_id)
        if lexicon_id != "animals":
            raise LexiconError(f"there is no word list {lexicon_id!r}")
        return {"cat", "dog"}

    themed = Record(players=(PlayerSpec("Ann"),), rules=BuyWordRules(theme="animals"))
    assert replay_record(themed, words(), load_lexicon=animals).theme_words == {"cat", "dog"}
    assert asked == ["animals"]
    with pytest.raises(RecordError, match="the theme's word list cannot be loaded"):
        replay_record(themed, words())  # the built-in lists have no "animals"


def test_the_registry_s_replay_refuses_another_family_s_record() -> None:
    from patentgame.model.patent.record import Record as PatentRecord

    with pytest.raises(RecordError, match="not a record of a BuyWord game"):
        replay_record(PatentRecord(players=(PlayerSpec("Ann"), PlayerSpec("Bob"))), words())

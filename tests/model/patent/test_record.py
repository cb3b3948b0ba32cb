"""RECORD.md: the record format, card ids, dealing, actions, phases and the summary."""

from __future__ import annotations

import json
from typing import Any

import pytest

from patentgame.model.patent import (
    Build,
    Buy,
    Discard,
    PlayerSpec,
    RecordError,
    Respond,
    RuleSet,
    Slot,
)
from patentgame.model.patent.actions import Replace, YRole, action_from_json
from patentgame.model.patent.game import deck_starting_with
from patentgame.model.patent.record import Record, dumps, from_json, loads
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import ChallengeMode, DoublerMode

DECK = deck_starting_with("CATSDOG" + "LLLLPPW" + "EEO" + "RNIU")


def record_json(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "patentgame-record",
        "version": 1,
        "rules": {"challenge": "auto", "retries": 3},
        "lexicon": "en-enable",
        "players": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai:expert"}],
        "start": 0,
        "deck": DECK,
        "seed": 7,
        "actions": [],
    }
    data.update(changes)
    return data


def test_the_example_record_of_record_md_reads() -> None:
    record = from_json(
        record_json(actions=[{"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1},
                                                                     {"card": 2}]]}])
    )  # fmt: skip
    assert record.rules == RuleSet(challenge=ChallengeMode.AUTO, retries=3)
    assert record.players == (PlayerSpec("Ann"), PlayerSpec("Bot", "ai:expert"))
    assert record.actions == (Build(0, ((Slot.card_of(0), Slot.card_of(1), Slot.card_of(2)),)),)
    game = replay(record, {"cat"})
    assert game.money(0) == 1


def test_absent_rules_take_their_defaults_and_every_option_reads() -> None:
    assert from_json(record_json(rules={})).rules == RuleSet()
    data = record_json(
        rules={
            "challenge": "manual",
            "retries": None,
            "doublers": "max2",
            "goal_min_patents": True,
            "q_replace_from_pool": False,
            "z_s_counts_toward_minimum": False,
            "goal": 30,
        }
    )
    assert from_json(data).rules == RuleSet(
        ChallengeMode.MANUAL, None, DoublerMode.MAX2, True, False, False, 30
    )


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "other"}, "format"),
        ({"version": 2}, "version"),
        ({"rules": {"challenge": "sometimes"}}, "challenge"),
        ({"rules": {"retries": -1}}, "retries"),
        ({"rules": {"speed": 1}}, "unknown rule"),
        ({"players": [{"name": "solo"}]}, "players"),
        ({"players": [{"name": str(i)} for i in range(6)]}, "players"),
        ({"players": [{"name": "a"}, {"name": "b", "kind": "robot"}]}, "kind"),
        ({"start": 2}, "start"),
        ({"deck": "A" * 102}, "deck"),
        ({"deck": DECK[:-1]}, "deck"),
        ({"seed": "x"}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"actions": {}}, "actions"),
        ({"actions": [{"seat": 0, "act": "fly"}]}, "action 0"),
        ({"actions": [{"seat": 0, "act": "build", "words": [[{"card": 0, "copy": 1}]]}]}, "slot"),
        ({"actions": [{"seat": 0, "act": "build", "words": [[{"s": True, "y": "vowel"}]]}]}, "S"),
        ({"actions": [{"seat": 0, "act": "build", "words": [[{"card": 0, "y": "maybe"}]]}]}, "y"),
        ({"actions": [{"seat": 0, "act": "buy", "letter": "k"}]}, "letter"),
        ({"actions": [{"seat": 0, "act": "buy"}]}, "letter"),
        ({"actions": [{"seat": 0, "act": "discard", "cards": [True]}]}, "cards"),
        ({"actions": [{"seat": "0", "act": "discard", "cards": []}]}, "seat"),
        ({"actions": [{"seat": 0, "act": "accept", "why": 1}]}, "unknown key"),
    ],
)
def test_a_record_that_breaks_the_format_is_refused_with_a_reason(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(RecordError, match=message):
        from_json(record_json(**changes))


def test_not_json_is_refused() -> None:
    with pytest.raises(RecordError, match="JSON"):
        loads("{not json")
    with pytest.raises(RecordError, match="object"):
        loads("[1, 2]")
    with pytest.raises(RecordError):
        loads("[" * 100000)


def test_start_absent_means_the_cut_from_the_seed_decides() -> None:
    data = record_json()
    del data["start"]
    game = replay(from_json(data), set())
    again = replay(from_json(data), set())
    assert game.start == again.start
    starts = {replay(from_json({**data, "seed": s}), set()).start for s in range(30)}
    assert starts == {0, 1}


def test_deck_absent_means_the_seed_shuffles_and_the_save_writes_the_deck() -> None:
    data = record_json()
    del data["deck"]
    game = replay(from_json(data), set())
    saved = game.record().to_json()
    assert saved["deck"] == game.cards.deck_order and len(saved["deck"]) == 102
    assert saved["start"] == game.start


def test_seed_defaults_to_zero() -> None:
    data = record_json()
    del data["seed"]
    assert from_json(data).seed == 0


def test_card_ids_are_positions_in_the_initial_deck() -> None:
    game = replay(from_json(record_json()), set())
    assert all(game.letter(i) == DECK[i] for i in range(102))
    assert game.hand(0) == tuple(range(7)) and game.hand(1) == tuple(range(7, 14))
    assert game.pool == (14, 15, 16)


def test_the_pool_is_refilled_before_the_hand_and_cards_go_to_the_places_left() -> None:
    actions = [
        {"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1}, {"card": 2},
                                               {"card": 14}]]},
        {"seat": 0, "act": "discard", "cards": []},
    ]  # fmt: skip
    game = replay(from_json(record_json(actions=actions)), {"cate"})
    assert game.pool == (17, 15, 16)  # card 17 took the place of card 14
    assert game.hand(0) == (18, 19, 20, 3, 4, 5, 6)


def test_slots_copy_s_and_y_round_trip() -> None:
    data = {
        "seat": 1,
        "act": "build",
        "words": [
            [{"card": 3}, {"copy": 3, "y": "consonant"}, {"card": 4, "y": "vowel"}, {"s": True}]
        ],
    }
    action = action_from_json(data)
    assert action == Build(
        1,
        ((Slot.card_of(3), Slot.copy_of(3, YRole.CONSONANT), Slot.card_of(4, YRole.VOWEL),
          Slot.added_s()),),
    )  # fmt: skip
    assert action.to_json() == data


@pytest.mark.parametrize(
    "action",
    [
        Replace(0, 5),
        Discard(1, ()),
        Discard(0, (1, 2)),
        Respond(1, True),
        Respond(2, False),
        Buy(0, "K"),
        Buy(0, None),
    ],
)
def test_every_act_round_trips(action: Any) -> None:
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


def test_act_names_are_those_of_record_md() -> None:
    assert Respond(1, True).to_json()["act"] == "challenge"
    assert Respond(1, False).to_json()["act"] == "accept"
    assert Buy(0, None).to_json() == {"seat": 0, "act": "buy", "letter": None}


def test_an_illegal_action_names_its_index_and_reason() -> None:
    actions = [
        {"seat": 0, "act": "discard", "cards": []},
        {"seat": 0, "act": "discard", "cards": []},
    ]
    with pytest.raises(RecordError, match="action 1 is illegal: not_your_turn"):
        replay(from_json(record_json(actions=actions)), set())


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ([{"card": 0}, {"card": 1}], "too_short"),
        ([{"card": 0}, {"card": 1}, {"card": 50}], "card_not_available"),
        ([{"card": 0}, {"card": 0}, {"card": 1}], "card_used_twice"),
        ([{"card": 14}, {"card": 15}, {"card": 16}], "no_hand_card"),
        ([{"card": 0}, {"card": 1}, {"card": 2}, {"s": True}], "no_z_patent"),
        ([{"card": 0}, {"card": 1}, {"copy": 1}, {"card": 2}], "no_x_patent"),
    ],
)
def test_a_build_breaking_a_rule_of_form_is_illegal_not_rejected(
    word: list[Any], reason: str
) -> None:
    actions = [{"seat": 0, "act": "build", "words": [word]}]
    with pytest.raises(RecordError, match=f"action 0 is illegal: {reason}"):
        replay(from_json(record_json(actions=actions)), {"cat"})


def test_two_words_without_v_is_illegal() -> None:
    words = [[{"card": 0}, {"card": 1}, {"card": 2}], [{"card": 4}, {"card": 5}, {"card": 6}]]
    actions = [{"seat": 0, "act": "build", "words": words}]
    with pytest.raises(RecordError, match="no_v_patent"):
        replay(from_json(record_json(actions=actions)), {"cat", "dog"})


def test_until_applies_only_the_first_actions() -> None:
    actions = [{"seat": 0, "act": "discard", "cards": []}, {"seat": 1, "act": "discard",
                                                            "cards": []}]  # fmt: skip
    record = from_json(record_json(actions=actions))
    assert replay(record, set(), until=1).turns == 1
    assert replay(record, set(), until=0).turns == 0
    assert replay(record, set()).turns == 2


def test_phase_names_of_the_summary() -> None:
    manual = record_json(rules={"challenge": "manual"})
    actions = [{"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1}, {"card": 2}]]}]
    game = replay(from_json({**manual, "actions": actions}), {"cat"})
    summary = game.summary()
    assert summary["phase"] == "challenge" and summary["to_act"] == [1]
    game.play(Respond(1, True))
    assert game.summary()["phase"] == "discard"
    assert {phase.value for phase in type(game.phase)} == {
        "build", "challenge", "buy", "discard", "penalty", "over"
    }  # fmt: skip


def test_summary_has_every_key_of_record_md() -> None:
    actions = [
        {"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1}, {"card": 2},
                                               {"card": 14}]]},
        {"seat": 0, "act": "discard", "cards": [3]},
    ]  # fmt: skip
    summary = replay(from_json(record_json(actions=actions)), {"cate"}).summary()
    assert summary == {
        "phase": "build",
        "to_act": [1],
        "current": 1,
        "start": 0,
        "turns": 1,
        "final_round": False,
        "game_over": False,
        "deck": DECK,
        "deck_count": 102 - 17 - 1 - 4,
        "discard_count": 5,
        "pool": [15, 16, 17],
        "patents": {},
        "players": [
            {"name": "Ann", "money": 2, "stock": 0, "patents": [], "patent_value": 0,
             "hand": [4, 5, 6, 18, 19, 20, 21], "score": 2},
            {"name": "Bot", "money": 0, "stock": 0, "patents": [], "patent_value": 0,
             "hand": list(range(7, 14)), "score": 0},
        ],
        "winners": [],
    }  # fmt: skip


def test_dumps_and_loads_round_trip_and_keep_extra_keys() -> None:
    data = record_json(rules={"challenge": "auto"}, saved_at="2026-11-29T20:00:00", actions=[
        {"seat": 0, "act": "discard", "cards": [1]}])  # fmt: skip
    record = from_json(data)
    assert record.extra == {"saved_at": "2026-11-29T20:00:00"}
    text = dumps(record)
    assert loads(text) == record
    assert json.loads(text) == data


def test_record_of_a_game_replays_to_an_equal_game() -> None:
    record = from_json(record_json(actions=[{"seat": 0, "act": "discard", "cards": [1, 2]}]))
    game = replay(record, set())
    assert replay(loads(dumps(game.record())), set()) == game
    assert Record(players=game.players).actions == ()

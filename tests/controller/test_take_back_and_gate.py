"""The game model's take-backs (signals, the log told again, the play returned) and its gate."""

from __future__ import annotations

import pytest

from patentgame.controller.patent.game_model import PatentGameModel, TakeBack
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Action, Build, Discard, Respond, Slot
from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
from patentgame.model.patent.rules import RuleSet


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


def _model(enable: Lexicon) -> PatentGameModel:
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual")],
        enable,
        RuleSet(),
        deck=deck_starting_with("CATRSEO" + "LLLLPPW" + "NDI"),
        start=0,
    )
    model = PatentGameModel()
    model.adopt(game, None, enable)
    return model


CAT = Build(0, ((Slot.card_of(0), Slot.card_of(1), Slot.card_of(2)),))


def test_a_free_take_back_returns_the_play_and_tells_the_log_again(
    qapp: object, enable: Lexicon
) -> None:
    model = _model(enable)
    signals: list[object] = []
    model.taken_back.connect(lambda count: signals.append(("taken_back", count)))
    model.log_replaced.connect(lambda lines: signals.append(("log", len(lines))))
    model.state_changed.connect(lambda: signals.append("state"))
    assert model.submit(CAT) is None
    offer = model.take_back_offer(0)
    assert offer == TakeBack(1, whole_turn=False)
    assert model.take_back(offer) == CAT
    assert signals[-3:] == [("log", 1), ("taken_back", 1), "state"]
    assert model.action_count() == 0 and model.log() == ("Turn 1: your turn.",)


def test_a_take_back_tells_the_log_again_with_the_explanations_that_stay(
    qapp: object, enable: Lexicon
) -> None:
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual")],
        enable,
        RuleSet(),
        deck=deck_starting_with("CATRSEO" + "LLLLPPW" + "NDI"),
        start=1,
    )
    model = PatentGameModel()
    model.adopt(game, None, enable)
    assert model.submit(Discard(1, ()), note=(1, "nothing worth building")) is None
    model.report_problem(1, "ValueError: a test of the log")
    before = model.log_lines()
    assert [line.text for line in before if line.note or line.problem] == [
        "Bot: nothing worth building",
        "Bot had a problem: ValueError: a test of the log",
    ]
    assert model.submit(CAT) is None
    assert model.submit(Respond(1, challenge=False), note=(1, "CAT is a word")) is None
    assert model.take_back_offer(0) is None  # Bot's answer is news
    assert model.take_back(TakeBack(2, whole_turn=True)) is None
    assert model.log_lines() == before  # told again as it was, colours and explanations
    assert model.record_extra() == {
        "notes": [[0, 1, "nothing worth building"]],
        "problems": [[1, 1, "ValueError: a test of the log"]],
    }


def test_a_whole_turn_returns_no_play_and_unrates(qapp: object, enable: Lexicon) -> None:
    model = _model(enable)
    model.submit(CAT)
    model.submit(Respond(1, challenge=False))
    model.submit(Discard(0, ()))
    assert model.take_back_offer(0) is None  # cards were drawn: nothing free
    offer = model.take_back_offer(0, whole_turns=True)
    assert offer == TakeBack(3, whole_turn=True)
    assert model.take_back(offer) is None  # the turn starts afresh
    assert model.action_count() == 0 and not model.game.rated


def test_the_gate_refuses_with_its_reason(qapp: object, enable: Lexicon) -> None:
    model = _model(enable)
    refusals: list[str] = []
    model.action_refused.connect(refusals.append)

    def only_passes(action: Action) -> str | None:
        return None if isinstance(action, Discard) else "Not in this lesson."

    model.set_gate(only_passes)
    assert model.submit(CAT) == "Not in this lesson."
    assert refusals == ["Not in this lesson."] and model.action_count() == 0
    assert model.submit(Discard(0, ())) is None
    model.set_gate(None)
    lll = Build(1, ((Slot.card_of(7), Slot.card_of(8), Slot.card_of(9)),))
    assert model.submit(lll) is None  # no gate: any legal action is played

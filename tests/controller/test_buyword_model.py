"""BuyWord's game model: the log in whole sentences, the same story told again when a game is
opened, a legal humble action for a failed computer in every step, and computers playing on the
runner's threads while the GUI thread stays free."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QCoreApplication

from patentgame.controller.ai_runner import AiRunner
from patentgame.controller.buyword.game_model import BuyWordGameModel
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.ai import Budget
from patentgame.model.buyword.actions import Buy, Choose, Roll, Sell
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


def _model(game: BuyWordGame, enable: Lexicon) -> BuyWordGameModel:
    model = BuyWordGameModel()
    model.adopt(game, None, enable)
    return model


def test_the_log_tells_a_round_in_whole_sentences(qapp: object, enable: Lexicon) -> None:
    game = BuyWordGame.new([PlayerSpec("Ann")], enable, bag=bag_starting_with("CATXQ"), seed=2)
    model = _model(game, enable)
    for action in (Roll(0), Choose(0, 2), Buy(0), Sell(0, (10, 0, 108), "T")):
        assert model.submit(action) is None
    assert model.log() == (  # the person alone is "you"
        "Round 1: you hold the die.",
        "You rolled CHOICE: name how many tiles each player draws.",
        "You named 2: each player draws 2 tiles.",
        "You drew C A (3 pips, $9).",
        "You bought C A for $9.",
        "You sold CAt (t wild) (4 pips) for $16.",
        "Round 2: you hold the die.",
    )
    assert model.best_sale(0) == ("CAt", 4, 16, 1) and model.words_sold(0) == 1
    refused: list[str] = []
    model.action_refused.connect(refused.append)
    assert model.submit(Roll(0)) is None
    assert model.submit(Roll(0)) == "this kind of action is not allowed now"
    assert refused == ["this kind of action is not allowed now"]


def test_an_opened_game_tells_the_same_story(qapp: object, enable: Lexicon) -> None:
    rules = BuyWordRules(checking=Checking.CHALLENGE)
    game = BuyWordGame.new(
        [PlayerSpec("Ann", "ai:strong"), PlayerSpec("Bo", "ai:casual")], enable, rules, seed=9
    )
    model = _model(game, enable)
    players = [model.family.make_player(p.kind, enable) for p in game.players]
    rng = random.Random(1)
    while not game.game_over and game.action_count < 400:
        seat = game.to_act[0]
        decision = players[seat].choose(game.perspective(seat), rng, Budget())
        assert model.submit(decision.action, note=(seat, decision.reason)) is None
    again = _model(BuyWordGame.new(game.players, enable, rules, seed=9), enable)
    copy = game.copy()
    again.adopt(copy, None, enable, model.record_extra())
    assert again.log() == model.log()
    assert [again.best_sale(s) for s in range(2)] == [model.best_sale(s) for s in range(2)]
    assert any(line.startswith("Ann: ") for line in again.log())
    assert any(line.startswith("Bo sold ") for line in again.log())  # computers by name


def test_a_failed_computer_always_has_a_legal_humble_action(qapp: object, enable: Lexicon) -> None:
    for rules in (BuyWordRules(), BuyWordRules(draft=True), BuyWordRules(auction=True),
                  BuyWordRules(checking=Checking.CHALLENGE)):  # fmt: skip
        game = BuyWordGame.new(
            [PlayerSpec("A", "ai:random"), PlayerSpec("B", "ai:random")], enable, rules, seed=4
        )
        model = _model(game, enable)
        steps = 0
        while not game.game_over and steps < 2000:
            seat = game.to_act[0]
            action = model.fallback_action(seat)
            assert action is not None and game.why_illegal(action) is None, (rules, game.phase)
            assert model.submit(action) is None
            steps += 1
        assert game.game_over, rules
        assert model.fallback_action(0) is None


def test_computers_think_off_the_gui_thread(qtbot: object, enable: Lexicon) -> None:
    model = BuyWordGameModel()
    runner = AiRunner(model)
    runner.pace_ms = 0
    threads: set[int] = set()
    maker = runner._player_maker

    def watched(seat: int):  # type: ignore[no-untyped-def]
        make = maker(seat)

        def player():  # type: ignore[no-untyped-def]
            threads.add(threading.get_ident())
            return make()

        return player

    runner._player_maker = watched  # type: ignore[method-assign]
    setup = GameSetup(
        (SeatSetup("Tycoon", "ai:expert", 0), SeatSetup("Sam", "ai:casual", 1)), family="buyword"
    )
    model.start(setup, enable, seed=3)
    qtbot.waitUntil(lambda: model.is_over, timeout=120_000)  # type: ignore[attr-defined]
    assert threads and threading.get_ident() not in threads
    assert QCoreApplication.instance() is not None
    runner.shutdown()


def test_a_word_offered_in_the_challenge_variant_is_a_question_to_the_others(
    qapp: object,
) -> None:
    from patentgame.controller.game_model import OpenQuestion
    from patentgame.model.buyword.actions import Respond

    rules = BuyWordRules(checking=Checking.CHALLENGE)
    players = [PlayerSpec("Ann"), PlayerSpec("Bo")]
    game = BuyWordGame.new(players, {"cat"}, rules, bag=bag_starting_with("CATXQ"), leader=0)
    model = BuyWordGameModel()
    model.adopt(game, None, {"cat"})
    for action in (Roll(0), Choose(0, 2), Buy(0), Buy(1)):
        assert model.submit(action) is None
    assert model.open_question() is None  # Ann is to sell
    assert model.submit(Sell(0, (10, 0, 108), "T")) is None  # CAt, awaiting Bo's answer
    assert model.open_question() == OpenQuestion(0, (1,))
    assert model.submit(Respond(1, False)) is None
    assert model.open_question() is None

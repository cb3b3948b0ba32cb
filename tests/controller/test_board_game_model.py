"""The board games' game model: moves through submit, the story told, best plays, retelling."""

from __future__ import annotations

from patentgame.controller.board.game_model import BoardGameModel
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.moves import Challenge, Pass, Place
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from tests.controller.board_helpers import ann_and_bob


def _model(qapp: object) -> BoardGameModel:
    return ann_and_bob()


def test_a_withdrawn_phony_is_no_best_play_and_the_story_retells_the_same(qapp: object) -> None:
    model = _model(qapp)
    assert model.log() == ("Ann drew the tile nearest to the start of the alphabet and begins.",)
    assert model.submit(Place.across(0, "H8", "ee")) is None
    assert model.best_play(0) is not None and model.best_play(0).score == 4  # type: ignore[union-attr]
    assert model.submit(Challenge(1)) is None
    assert model.best_play(0) is None and model.plays(0) == 0
    assert model.last_squares == ()
    assert "Bob challenges Ann: EE is not in the word list." in model.log()
    assert model.submit(Pass(1)) is None
    assert model.submit(Place.across(0, "H8", "cat")) is None
    best = model.best_play(0)
    assert best is not None and best.words == ("cat",) and best.score == 10
    told = model.log()
    again = BoardGameModel()
    again.adopt(model.game, None, model.lexicon)  # an opened game: its story retold
    assert again.log() == told
    assert again.best_play(0) is not None and again.worth_history() == model.worth_history()


def test_a_refused_move_is_explained_and_changes_nothing(qapp: object) -> None:
    model = _model(qapp)
    refused: list[str] = []
    model.action_refused.connect(refused.append)
    assert model.submit(Place.across(0, "A1", "cat")) is not None
    assert refused and model.game.action_count == 0
    assert model.fallback_action(0) == Pass(0) and model.fallback_action(1) is None


def test_the_person_alone_against_a_computer_is_you_in_every_sentence(qapp: object) -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(
        rules, [Seat("Ann"), Seat("Ada", "ai:casual")], lexicon, seed=1,
        bag=bag_starting_with("cateeeo", rules.tiles), start=0,
    )  # fmt: skip
    model = BoardGameModel()
    model.adopt(game, None, lexicon)
    assert model.log() == ("You drew the tile nearest to the start of the alphabet and begin.",)
    assert model.submit(Place.across(0, "H8", "ee")) is None
    assert model.submit(Challenge(1)) is None
    assert model.submit(Pass(1)) is None
    assert model.submit(Place.across(0, "H8", "cat")) is None
    told = model.log()
    assert "Ada challenges you: EE is not in the word list." in told
    assert "You play CAT at 8H for 10 points." in told
    assert "Turn 2: Ada to play." in told
    assert not any("You plays" in line or "You passes" in line for line in told)
    again = BoardGameModel()
    again.adopt(model.game, None, model.lexicon)
    assert again.log() == told

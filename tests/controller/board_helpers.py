"""A board game model with a game of the tests' own on it: Ann and Bob, Ann to start with
C A T E E E O on her rack."""

from __future__ import annotations

from patentgame.controller.board.game_model import BoardGameModel
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def ann_and_bob(**options: object) -> BoardGameModel:
    """Scrabble (English) with ``options`` changed, on a fresh model (needs a QApplication)."""
    rules = rules_for("scrabble-en", **options)
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(
        rules, [Seat("Ann"), Seat("Bob")], lexicon, seed=1,
        bag=bag_starting_with("cateeeo", rules.tiles), start=0,
    )  # fmt: skip
    model = BoardGameModel()
    model.adopt(game, None, lexicon)
    return model

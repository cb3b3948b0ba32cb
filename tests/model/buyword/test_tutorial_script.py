"""BuyWord's guided first game: the fixed bag and seed played through the engine, every lesson
reached in order (the die shows a choice face first, then a 5)."""

from __future__ import annotations

from patentgame.model.buyword import tutorial
from patentgame.model.buyword.actions import Buy, Choose, Decline, Discard, Roll, Sell, StopSelling
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.model.lexicon import Lexicon


def _tutor(game: BuyWordGame) -> None:
    while (action := tutorial.tutor_action(game)) is not None:
        game.play(action)


def _play(game: BuyWordGame, action: object) -> None:
    assert tutorial.allows(game, action), (tutorial.lesson(game), action)  # type: ignore[arg-type]
    game.play(action)  # type: ignore[arg-type]


def test_the_script_plays_through_every_lesson() -> None:
    game = tutorial.new_game(Lexicon.load("en-enable"), "Anna")
    assert tutorial.is_guided(game) and tutorial.lesson(game) == "roll"
    _play(game, Roll(0))
    assert game.die == 0 and tutorial.lesson(game) == "choose"  # the choice face
    assert not tutorial.allows(game, Choose(0, 4))
    _play(game, Choose(0, tutorial.COUNT))
    assert tutorial.lesson(game) == "buy" and not tutorial.allows(game, Decline(0))
    _play(game, Buy(0))
    _tutor(game)
    assert tutorial.lesson(game) == "sell"
    hand = game.hand(0)
    wild = next(tile for tile in hand if is_wild(tile))
    x, e = (next(t for t in hand if not is_wild(t) and letter_of(t) == c) for c in "XE")
    assert not tutorial.allows(game, Sell(0, (e, x)))  # EX: a word, but no wild in it
    assert not tutorial.allows(game, StopSelling(0))
    money = game.money(0)
    _play(game, Sell(0, (wild, x), tutorial.WILD_FOR))
    assert game.money(0) == money + 25
    _play(game, StopSelling(0))
    _tutor(game)  # sells CAT, rolls a 5, buys
    assert game.round == 2 and game.die == 5 and tutorial.lesson(game) == "buy_again"
    _play(game, Buy(0))
    _tutor(game)
    assert tutorial.lesson(game) == "keep"
    _play(game, StopSelling(0))
    assert tutorial.lesson(game) == "limit"
    letters = [tile for tile in game.hand(0) if not is_wild(tile)]
    assert len(letters) == 9
    _play(game, Discard(0, (letters[0],)))
    _tutor(game)
    assert game.round == 3 and tutorial.lesson(game) == "done"
    assert tutorial.tutor_action(game) is None

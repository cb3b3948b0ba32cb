"""The board games' guided first games (Scrabble, Эрудит): the fixed bag and the script played
through the engine with the real word lists, every lesson reached in order."""

from __future__ import annotations

import pytest

from patentgame.model.board import tutorial
from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Challenge, Exchange, Pass, Place
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon


def _start(rule_set: str) -> tuple[tutorial.Script, BoardGame]:
    script = tutorial.script_for(rule_set)
    return script, tutorial.new_game(script, Lexicon.load(rules_for(rule_set).lexicon_id))


def _play(game: BoardGame, move: object) -> None:
    assert tutorial.allows(game, move), (tutorial.lesson(game), move)  # type: ignore[arg-type]
    game.play(move)  # type: ignore[arg-type]


def _tutor(game: BoardGame) -> None:
    move = tutorial.tutor_move(game)
    assert move is not None
    game.play(move)


@pytest.mark.parametrize("rule_set", ["scrabble-en", "erudit-ru"])
@pytest.mark.parametrize("challenge", [True, False])
def test_the_script_plays_through_every_lesson(rule_set: str, challenge: bool) -> None:
    script, game = _start(rule_set)
    assert tutorial.is_guided(game) and tutorial.lesson(game) == "place"
    assert "".join(game.rack(tutorial.PERSON)) == script.head[:7]
    assert not tutorial.allows(game, Pass(tutorial.PERSON))
    _play(game, tutorial.place(0, script.first))
    _tutor(game)
    assert tutorial.lesson(game) == "premium"
    assert not tutorial.allows(game, Pass(tutorial.PERSON))
    before = game.score(0)
    _play(game, tutorial.place(0, script.premium))
    assert game.score(0) - before >= 28  # the letter on the triple letter square
    _tutor(game)
    assert tutorial.lesson(game) == "bingo"
    assert sorted(game.rack(0)) == sorted(script.word(script.bingo).lower())
    start, direction, letters = script.bingo
    backwards = tutorial.place(0, (start, direction, letters[::-1]))  # the same squares
    assert game.why_illegal(backwards) is None
    assert letters[::-1] in tutorial.bingo_faults(game, backwards)
    assert not tutorial.allows(game, backwards)  # the tutor would not challenge it
    before = game.score(0)
    _play(game, tutorial.place(0, script.bingo))
    assert game.score(0) - before >= game.rules.bingo_bonus
    _tutor(game)  # the non-word
    assert tutorial.lesson(game) == "challenge"
    words = tutorial.pending_words(game)
    assert words == (script.non_word,) and script.non_word not in game.lexicon
    assert not tutorial.allows(game, Exchange(0, game.rack(0)[:1]))
    if challenge:
        _play(game, Challenge(0))
        assert not tutorial.pending_words(game)
    accepted = not challenge
    assert tutorial.lesson(game, accepted=accepted) == "exchange"
    assert not tutorial.allows(game, Pass(0), accepted=accepted)
    _play_accepted(game, Exchange(0, game.rack(0)[:3]), accepted)
    assert tutorial.lesson(game, accepted=accepted) == "done"
    assert tutorial.tutor_move(game) is None  # the tutor plays by itself now


def _play_accepted(game: BoardGame, move: Exchange, accepted: bool) -> None:
    assert tutorial.allows(game, move, accepted=accepted)
    game.play(move)


def test_the_non_word_fits_wherever_the_bingo_went() -> None:
    """Another bingo of the same rack (RATINES at D10): the tutor's non-word still goes down."""
    script, game = _start("scrabble-en")
    for move in (tutorial.place(0, script.first), None, tutorial.place(0, script.premium), None):
        _tutor(game) if move is None else _play(game, move)
    other = Place.across(0, "D10", "ratines")
    _play(game, other)
    move = tutorial.tutor_move(game)
    assert isinstance(move, Place) and game.why_illegal(move) is None
    game.play(move)
    assert script.non_word in tutorial.pending_words(game)[0]

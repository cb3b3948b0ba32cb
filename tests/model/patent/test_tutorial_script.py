"""The guided first game's deal and script, played through the engine with the real word list."""

from __future__ import annotations

import pytest

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import Build, Buy, Discard, Phase, Respond, legality
from patentgame.model.patent.events import RoyaltyPaid
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.tutorial import (
    PERSON,
    TUTOR,
    Lesson,
    allows,
    lesson,
    new_game,
    tutor_action,
)
from tests.model.patent.scenario import pick


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.load("en-enable")


def _tutor_plays(game: PatentGame) -> list[object]:
    events: list[object] = []
    while (action := tutor_action(game)) is not None:
        assert allows(game, action)
        events += game.play(action)
    return events


def _play(game: PatentGame, action: object) -> list[object]:
    assert allows(game, action), (lesson(game), action)
    return list(game.play(action))  # type: ignore[arg-type]


@pytest.mark.parametrize("challenge_violet", [False, True])
@pytest.mark.parametrize("challenge_tolie", [True, False])
def test_the_script_plays_through_every_lesson(
    lexicon: Lexicon, challenge_violet: bool, challenge_tolie: bool
) -> None:
    game = new_game(lexicon, "Anna", "Ada")
    assert lesson(game) is Lesson.BUILD and not game.rated
    # Only RAVEN is accepted, whichever way it is laid out.
    assert not allows(game, Build(PERSON, (tuple(game.hand(PERSON)[:0]),)))
    other = Build(PERSON, (tuple(_slots(game, "RAVE")),))
    assert not allows(game, other)
    _play(game, Build(PERSON, (tuple(_slots(game, "RAVEn")),)))
    _tutor_plays(game)  # the tutor accepts
    assert lesson(game) is Lesson.BUY and game.buyable_letters() == ("V",)
    assert not allows(game, Buy(PERSON, None))
    _play(game, Buy(PERSON, "V"))
    assert lesson(game) is Lesson.KEEP
    assert not allows(game, Discard(PERSON, (game.hand(PERSON)[0],)))
    _play(game, Discard(PERSON, ()))
    _tutor_plays(game)  # VIOLET
    assert lesson(game) is Lesson.ACCEPT and game.to_act == (PERSON,)
    assert legality.words_of(game.turn.pending_play, game.letter) == ("VIOLET",)  # type: ignore[arg-type]
    events = _play(game, Respond(PERSON, challenge_violet))
    assert RoyaltyPaid(PERSON, TUTOR, "V", 1) in events
    _tutor_plays(game)  # buys L, keeps the U, draws
    assert game.ledger.owner("L") == TUTOR and game.current == PERSON
    assert lesson(game) is Lesson.POWER
    assert "".join(sorted(game.letter(c) for c in game.hand(PERSON))) == "DGILOST"
    one_word = Build(PERSON, (tuple(_slots(game, "GOLD")),))
    assert not allows(game, one_word)
    _play(game, Build(PERSON, (tuple(_slots(game, "GOLD")), tuple(_slots(game, "SIT")))))
    _tutor_plays(game)  # the tutor accepts both words
    assert lesson(game) is Lesson.FINISH
    assert game.money(PERSON) >= 3 and game.phase is Phase.BUY
    _play(game, Buy(PERSON, "G"))
    assert game.current == TUTOR  # both words used every card: no discard step, a new hand
    _tutor_plays(game)  # TOLIE
    assert lesson(game) is Lesson.CHALLENGE
    assert legality.words_of(game.turn.pending_play, game.letter) == ("TOLIE",)  # type: ignore[arg-type]
    _play(game, Respond(PERSON, challenge_tolie))
    assert lesson(game) is Lesson.DONE
    assert game.phase is (Phase.PENALTY if challenge_tolie else Phase.DISCARD)
    assert tutor_action(game) is None  # from here the computer player plays by itself


def _slots(game: PatentGame, spec: str) -> list[object]:
    from patentgame.model.patent import Slot

    return [Slot.card_of(card) for card in pick(game, spec, PERSON)]

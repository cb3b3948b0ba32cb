"""Scoring: seed 002's worked examples (ЩУКА 15 / 35 / 45), premiums, cross words, bingo, blanks."""

from __future__ import annotations

from patentgame.model.board.layout import square
from patentgame.model.board.moves import Place, Tile
from patentgame.model.board.scoring import score_play
from patentgame.model.board.tiles import ENGLISH, RUSSIAN
from tests.model.board.helpers import stacked


def _shchuka(first: str) -> int:
    start = square(first)
    tiles = [Tile(start + i, letter) for i, letter in enumerate("щука")]
    return score_play([""] * 225, [False] * 225, tiles, RUSSIAN.values()).score


def test_shchuka_plain_on_a_triple_letter_and_on_a_triple_word() -> None:
    assert _shchuka("A5") == 15  # 10 + 2 + 2 + 1 on plain squares
    assert _shchuka("B6") == 35  # Щ on a triple letter: 30 + 5
    assert _shchuka("H1") == 45  # Щ on a triple word: 15 x 3


def test_shchuka_as_the_first_word_of_an_erudit_game_is_doubled_by_the_star() -> None:
    game = stacked("erudit-ru", "щукаеоо", ["щука"])
    events = game.play(Place.across(0, "H8", "щука"))
    assert game.score(0) == 30
    assert any(getattr(event, "score", None) == 30 for event in events)


def test_premiums_count_only_under_the_tiles_of_the_move() -> None:
    game = stacked("scrabble-en", "catsxyz" + "ooooooo", ["cat", "cats", "to"])
    game.play(Place.across(0, "H8", "cat"))  # C on the star: (3+1+1) x 2
    assert game.score(0) == 10
    game.play(Place.down(1, "J7", "o"))  # makes TO down, J8's T is already there
    assert game.score(1) == 2  # 1 + 1: no premium on J7 (plain) and none again on J8


def test_every_word_formed_scores_and_a_bingo_adds_fifty() -> None:
    letters = [""] * 225
    blanks = [False] * 225
    for offset, letter in enumerate("at"):
        letters[square("H8") + offset] = letter
    tiles = [Tile(square("H7"), "b"), Tile(square("I7"), "e")]  # BE across, BA and ET down
    play = score_play(letters, blanks, tiles, ENGLISH.values())
    assert [word.word for word in play.words] == ["be", "ba", "et"]
    # BE: G7/H7? H7 plain, I7 double letter (1x2): 3 + 2 = 5; BA 3 + 1; ET 2 + 1.
    assert [word.score for word in play.words] == [5, 4, 3]
    seven = [Tile(square("A1") + i, letter) for i, letter in enumerate("abcdefg")]
    bingo = score_play([""] * 225, [False] * 225, seven, ENGLISH.values())
    assert bingo.bingo and bingo.score == (1 + 3 + 3 + 2 * 2 + 1 + 4 + 2) * 3 + 50


def test_a_blank_scores_nothing_unless_the_option_scores_its_letter() -> None:
    tiles = [Tile(square("A5"), "щ", blank=True)] + [
        Tile(square("A5") + i, letter) for i, letter in enumerate("ука", start=1)
    ]
    plain = score_play([""] * 225, [False] * 225, tiles, RUSSIAN.values())
    as_letter = score_play(
        [""] * 225, [False] * 225, tiles, RUSSIAN.values(), blank_scores_letter=True
    )
    assert (plain.score, as_letter.score) == (5, 15)

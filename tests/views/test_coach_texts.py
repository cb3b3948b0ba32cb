"""The master's opinion in the coach's words: how sure it is, and a decided game said plainly.

(The panel showing it after a real turn is in ``test_coach_at_the_table.py``.)
"""

from __future__ import annotations

from dataclasses import replace

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import PatentGame, PlayerSpec
from patentgame.model.patent.coach import Candidate, Coach, Opinion
from patentgame.model.patent.game import deck_starting_with
from patentgame.views.patent.coach_texts import opinion_text

ENABLE = Lexicon.load("en-enable")


def _plays() -> tuple[Candidate, ...]:
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob")],
        ENABLE,
        deck=deck_starting_with("PLANETS" + "BCDFGHK" + "OIU"),
        start=0,
    )
    plays = Coach(ENABLE).analyse(game.perspective(0)).opinion_plays
    assert len(plays) >= 2
    return plays


def test_the_opinion_says_its_guesses_its_choice_and_the_chances(qapp: object) -> None:
    plays = _plays()
    first, second = (" + ".join(play.words) for play in plays[:2])
    agrees = Opinion(0, (0.58, 0.51), 12, plays[:2])
    assert opinion_text(agrees) == (
        "The master played the best plays out on 12 guesses of the hidden cards and agrees: "
        f"{first} has a 58% chance to win."
    )
    prefers = Opinion(1, (0.54, 0.61), 1, plays[:2])
    text = opinion_text(prefers, made=plays[1])
    assert text.startswith("The master played the best plays out on 1 guess of the hidden")
    assert f"prefers {second}: a 61% chance to win, against 54% for {first}." in text
    assert text.endswith("You found the master's choice.")
    assert "You found" not in opinion_text(prefers, made=plays[0])


def test_a_decided_game_is_said_plainly_and_no_opinion_says_nothing(qapp: object) -> None:
    plays = _plays()
    lost = Opinion(0, (0.0, 0.001), 24, plays[:2])
    assert opinion_text(lost).endswith("hidden cards: none of them wins.")
    won = Opinion(1, (0.999, 1.0), 24, plays[:2])
    assert opinion_text(won).endswith("hidden cards: every one of them wins.")
    assert opinion_text(None) == ""
    assert opinion_text(replace(lost, plays=())) == ""  # a judge's answer before the coach's

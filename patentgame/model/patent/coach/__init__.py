"""The coach: the best plays of a position and why, graduated hints, turns and games reviewed.

Pure Python like the rest of the engine; the table calls it off the GUI thread, and
``patentgame review`` prints a game's review. See ``docs/coach.md``.

>>> from patentgame.model.lexicon import Lexicon
>>> from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
>>> lexicon = Lexicon.load("en-enable")
>>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], lexicon,
...                 deck=deck_starting_with("PLANETS" + "AAAAAAA" + "OIU"), start=0)
>>> hints = Coach(lexicon).analyse(game.perspective(0)).hints
>>> hints.lengths, hints.money, hints.stock
((9,), 6, 3)
>>> [(place.position, place.letter) for place in hints.letters]
[(0, 'P'), (3, 'S'), (6, 'I')]
"""

from __future__ import annotations

from patentgame.model.patent.coach.advice import (
    Analysis,
    Candidate,
    GameReview,
    Hints,
    LetterInPlace,
    Opinion,
    PatentOffer,
    PurchaseReview,
    Royalty,
    Source,
    TurnReview,
    letters_in_place,
)
from patentgame.model.patent.coach.coach import Coach, SecondOpinion
from patentgame.model.patent.coach.search import Cancelled

__all__ = [
    "Analysis",
    "Cancelled",
    "Candidate",
    "Coach",
    "GameReview",
    "Hints",
    "LetterInPlace",
    "Opinion",
    "PatentOffer",
    "PurchaseReview",
    "Royalty",
    "SecondOpinion",
    "Source",
    "TurnReview",
    "letters_in_place",
]

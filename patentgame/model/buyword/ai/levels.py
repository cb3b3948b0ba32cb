"""The player ids, the four levels people choose, and `create_player`, for BuyWord.

The ids are the patent game's (``ai:random``, ``ai:greedy``, ``ai:beginner`` ... ``ai:expert``)
and so are the names people see, so an opponent is the same person in either game. Ids are
stored in records and never reused.

The levels differ the way people differ, never by random blunders or illegal moves: the
beginner and casual players know everyday words only (``en-common`` within the game's list;
``ru-everyday`` and ``pl-everyday`` in Russian and Polish games, the board games' vocabularies),
miss long words, buy sets below a price they are used to and sell once a word looks good; the
strong player knows the whole list but misses some rare and long words, and weighs what each
choice keeps; the expert sees every word and weighs a set's price against the words it makes
likely, with figures measured by self-play.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import fields, replace
from types import MappingProxyType
from typing import TypeAlias

from patentgame.model.ai import Player, lab_id, tuned_figures
from patentgame.model.buyword.actions import Action
from patentgame.model.buyword.ai.economy import Economy
from patentgame.model.buyword.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer, Style
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.perspective import Perspective
from patentgame.model.buyword.search import WordFinder, is_walkable
from patentgame.model.strength import Level, fixed_ratings

#: A BuyWord computer player: the house's AI protocol over a seat's view and BuyWord's actions.
BuyWordPlayer: TypeAlias = Player[Perspective, Action]

#: The list weaker levels draw their vocabulary from in English games (see `everyday_words`).
EVERYDAY_LIST = "en-common"


LEVELS: tuple[Level, ...] = (
    Level(
        "ai:beginner",
        "Penny",
        "Knows everyday words, misses long ones, buys cheap sets, sells a word once she sees one.",
        900.0,
    ),
    Level(
        "ai:casual",
        "Sam",
        "Knows everyday words, spots most good ones, and waits for a longer word before selling.",
        1200.0,
    ),
    Level(
        "ai:strong",
        "Morgan",
        "Knows most words, even rare ones, and weighs what each set adds to the hand.",
        1450.0,
    ),
    Level(
        "ai:expert",
        "Tycoon",
        "Sees every word and weighs each set's price against the words it makes likely.",
        1750.0,
    ),
)

#: Baselines for the self-play lab; not offered to people.
BASELINES = ("ai:random", "ai:greedy")
#: The baselines' places on the same scale.
BASELINE_RATINGS: Mapping[str, float] = MappingProxyType({"ai:random": 400.0, "ai:greedy": 700.0})
#: Every computer player's fixed rating, from the levels' (the statistics' ruler).
RATINGS: Mapping[str, float] = fixed_ratings(LEVELS, BASELINE_RATINGS)

#: Every id `create_player` knows.
PLAYER_IDS: tuple[str, ...] = BASELINES + tuple(level.id for level in LEVELS)

STYLES: dict[str, Style] = {
    "ai:beginner": Style(
        everyday_words=True,
        see_by_length=(1.0, 0.95, 0.9, 0.7, 0.5, 0.3, 0.15, 0.08, 0.05, 0.05, 0.05, 0.05),
        shortlist=15,
        economics="simple",
        budget=25,
        sell_at=5,
        count=3,
        miss_invalid=0.3,
        challenge_rare=0.1,
    ),
    "ai:casual": Style(
        everyday_words=True,
        see_by_length=(1.0, 1.0, 1.0, 0.95, 0.85, 0.7, 0.55, 0.4, 0.3, 0.3, 0.3, 0.3),
        shortlist=20,
        economics="simple",
        budget=36,
        sell_at=8,
        count=2,
        miss_invalid=0.1,
        challenge_rare=0.04,
    ),
    "ai:strong": Style(
        everyday_words=False,
        see_by_length=(1.0, 1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.5, 0.5, 0.5, 0.5),
        see_rare=0.5,
        shortlist=25,
        temperature=4.0,
        near_best=6.0,
        economy=Economy(word_pips=9.0, balance=2.0),
    ),
    "ai:expert": Style(everyday_words=False, shortlist=40),
}


def level_of(player_id: str) -> Level | None:
    """The level with ``player_id``, or ``None`` for a baseline or an unknown id."""
    return next((level for level in LEVELS if level.id == player_id), None)


def create_player(
    player_id: str, lexicon: object, everyday: WordList | None = None
) -> BuyWordPlayer:
    """A computer player for ``player_id``, playing with the game's word list ``lexicon``.

    For the self-play lab, ``"ai:expert@word_pips=12,wild=8"`` makes an expert with some of its
    `Economy` figures changed.

    Args:
        player_id: One of `PLAYER_IDS`, optionally with ``@figures``.
        lexicon: The game's `Lexicon` (a compiled word list the search can walk).
        everyday: The everyday vocabulary of the weaker levels (by default that of the list's
            language: `everyday_words`).

    Raises:
        ValueError: an unknown id or figure (the message lists the known ids), or a word list
            the search cannot walk.
    """
    base, tuning = lab_id(player_id)
    if not is_walkable(lexicon):
        raise ValueError(f"{player_id} needs a Lexicon (a word list that can search words)")
    finder = WordFinder(lexicon)
    if base == "ai:random":
        player: BuyWordPlayer = RandomPlayer(finder)
    elif base == "ai:greedy":
        player = GreedyPlayer(finder)
    elif base in STYLES:
        style = STYLES[base]
        if tuning:
            figures = tuned_figures(tuning, {figure.name: float for figure in fields(Economy)})
            style = replace(style, economy=style.economy.with_values(**figures))
        known = everyday or everyday_words(finder.tile_set.language)
        player = LevelPlayer(player_id, style, finder, known)
    else:
        raise ValueError(f"unknown player {player_id!r}; known: {', '.join(PLAYER_IDS)}")
    if tuning and base not in STYLES:
        raise ValueError(f"{base} has no figures to tune")
    return player


@functools.cache
def everyday_words(language: str) -> WordList:
    """The everyday vocabulary of a language: ``en-common`` for English, else the everyday
    vocabulary the board games' lower levels know (``ru-everyday``, ``pl-everyday``), shared
    with them; loaded once (a list is never changed)."""
    from patentgame.model.board.ai.everyday import EVERYDAY, FOLDER
    from patentgame.model.lexicon import Lexicon

    name = EVERYDAY.get(language, EVERYDAY_LIST)
    return Lexicon.load_path(FOLDER / name) if name.endswith(".dawg") else Lexicon.load(name)

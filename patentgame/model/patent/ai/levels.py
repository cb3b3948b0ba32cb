"""The player ids, the four levels people choose, and `create_player`.

Ids are stable and never reused: they are stored in game records. ``ai:random`` and
``ai:greedy`` are baselines for the self-play lab; the four levels are what a person picks in
the new-game dialog, each with a friendly name and one line on how it plays.

The levels differ the way people differ, never by random blunders or illegal moves: the
beginner and casual players know everyday words only (``en-common`` within the game's list) and
often miss long words; the casual player also weighs royalties and throws away awkward
letters; the strong player knows the whole list but misses some rare and very long words, and
weighs royalties, patents and the cards kept; the expert sees every word and adds the race to
the goal, the powers' future value, the pool it leaves and when to end the game, with weights
fitted by self-play.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeAlias

from patentgame.model.ai import Player
from patentgame.model.lexicon import Lexicon, WordList
from patentgame.model.patent.actions import Action
from patentgame.model.patent.ai.evaluation import Weights
from patentgame.model.patent.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer, Style
from patentgame.model.patent.perspective import Perspective
from patentgame.wording import QT_TRANSLATE_NOOP

#: A computer player of the patent game: it sees a `Perspective` and answers with an `Action`.
PatentPlayer: TypeAlias = Player[Perspective, Action]

#: The list weaker levels draw their vocabulary from.
EVERYDAY_LIST = "en-common"


@dataclass(frozen=True, slots=True)
class Level:
    """A level a person can choose for a computer opponent.

    Attributes:
        id: Stable id stored in records, e.g. ``"ai:expert"``.
        name: Friendly name shown in the new-game dialog.
        description: One line on how it plays (in English, marked for lupdate: the views
            show its translation, context ``Levels``).
    """

    id: str
    name: str
    description: str


LEVELS: tuple[Level, ...] = (
    Level(
        "ai:beginner",
        "Penny",
        QT_TRANSLATE_NOOP(
            "Levels", "Knows everyday words, often misses long ones and buys the patents she likes."
        ),
    ),
    Level(
        "ai:casual",
        "Sam",
        QT_TRANSLATE_NOOP(
            "Levels",
            "Knows everyday words, spots most good ones, buys the dearest patent and tidies "
            "his hand.",
        ),
    ),
    Level(
        "ai:strong",
        "Morgan",
        QT_TRANSLATE_NOOP(
            "Levels",
            "Knows most words, even rare ones, and weighs royalties, patents and the cards kept.",
        ),
    ),
    Level(
        "ai:expert",
        "Tycoon",
        QT_TRANSLATE_NOOP(
            "Levels",
            "Plays the whole turn: every word, royalty flows, powers and when to end the game.",
        ),
    ),
)

#: Baselines for the self-play lab; not offered to people.
BASELINES = ("ai:random", "ai:greedy")

#: Every id `create_player` knows.
PLAYER_IDS: tuple[str, ...] = BASELINES + tuple(level.id for level in LEVELS)

STYLES: dict[str, Style] = {
    "ai:beginner": Style(
        everyday_words=True,
        see_by_length=(0.95, 0.9, 0.7, 0.5, 0.3, 0.15, 0.08, 0.05, 0.05, 0.05),
        shortlist=40,
        pairs=6,
        near_best=3.0,
        temperature=1.5,
        economics="simple",
        buying="liked",
        discard_bias=None,
        replace=False,
        miss_invalid=0.3,
        challenge_rare=0.1,
    ),
    "ai:casual": Style(
        everyday_words=True,
        see_by_length=(1.0, 1.0, 0.95, 0.85, 0.7, 0.55, 0.4, 0.3, 0.3, 0.3),
        shortlist=40,
        pairs=10,
        near_best=2.0,
        temperature=0.8,
        economics="simple",
        buying="dearest",
        discard_bias=-0.5,
        miss_invalid=0.1,
        challenge_rare=0.04,
    ),
    "ai:strong": Style(
        everyday_words=False,
        see_by_length=(1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.5, 0.5, 0.5),
        see_rare=0.5,
        shortlist=30,
        pairs=12,
        # The strong player's economics: the expert's before fitting, without the race, the
        # end of the game or the pool, and with little weight on the powers.
        weights=Weights(royalty=1.0, income=0.8, power=0.3, race=0.0, end=0.0, pool=0.0),
    ),
    "ai:expert": Style(everyday_words=False, shortlist=60, pairs=25),
}


def level_of(player_id: str) -> Level | None:
    """The level with ``player_id``, or ``None`` for a baseline or an unknown id."""
    return next((level for level in LEVELS if level.id == player_id), None)


def create_player(player_id: str, lexicon: WordList) -> PatentPlayer:
    """A computer player for ``player_id``, playing with the game's word list ``lexicon``.

    For the self-play lab, ``"ai:expert@royalty=0.8,leave=0.5"`` makes an expert with some
    weights changed (see `Weights`); the weights are how the expert was fitted.

    Raises:
        ValueError: an unknown id or weight (the message lists the known ids), or a word list
            that is not a `Lexicon`.
    """
    base, _, tuning = player_id.partition("@")
    if not isinstance(lexicon, Lexicon):
        # A plain set of words can check a play but cannot search for one.
        raise ValueError(f"{player_id} needs a Lexicon (a word list that can search words)")
    if base == "ai:random":
        player: PatentPlayer = RandomPlayer(lexicon)
    elif base == "ai:greedy":
        player = GreedyPlayer(lexicon)
    elif base in STYLES:
        style = STYLES[base]
        if tuning:
            style = replace(style, weights=_tuned(style.weights, tuning))
        player = LevelPlayer(player_id, style, lexicon, _everyday())
    else:
        raise ValueError(f"unknown player {player_id!r}; known: {', '.join(PLAYER_IDS)}")
    if tuning and base not in STYLES:
        raise ValueError(f"{base} has no weights to tune")
    return player


def _tuned(weights: Weights, text: str) -> Weights:
    changed = Weights.parse(text)
    values = {
        name: getattr(changed, name) for name in Weights.__dataclass_fields__ if f"{name}=" in text
    }
    return replace(weights, **values)


def _everyday() -> Lexicon:
    return Lexicon.load(EVERYDAY_LIST)

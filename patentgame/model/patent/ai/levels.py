"""The player ids, the strength ladder people climb, and `create_player`.

Ids are stable and never reused: they are stored in game records. ``ai:random`` and
``ai:greedy`` are baselines for the self-play lab. People choose from `LEVELS`: the steps of
the ladder, weakest first, then the master above the ladder and "match my level".

The ladder has eleven steps, ``ai:level-1`` to ``ai:level-11``, each beating the step below in
about two games of three (60-75% over 1,000 games; see ``docs/ai.md`` and
``benchmarks/ai.py --ladder``). The four players the game first had keep their ids as their
steps' own: ``ai:beginner`` is step 3 (``ai:level-3`` is its alias), ``ai:casual`` step 6,
``ai:strong`` step 10 and ``ai:expert`` step 11. A record may name a step either way.

The steps differ the way people differ, never by random blunders or illegal moves: the words
they know (everyday words, or the whole list with some rare words missed), how often they see a
long word, whether they take the best play or one of the near-best by weighted chance, and how
much of the economy they weigh (royalties, the patents' powers, the cards kept). Below the
beginner, players see few long words and choose loosely; between the casual and the strong
player, the weight a step gives the powers rises (the powers decide most games).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TypeAlias

from patentgame.model.ai import Player, lab_id
from patentgame.model.lexicon import Lexicon, WordList
from patentgame.model.patent.actions import Action
from patentgame.model.patent.ai.evaluation import Weights
from patentgame.model.patent.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer, Style
from patentgame.model.patent.perspective import Perspective
from patentgame.model.strength import Level, fixed_ratings, ladder_step
from patentgame.wording import QT_TRANSLATE_NOOP

#: A computer player of the patent game: it sees a `Perspective` and answers with an `Action`.
PatentPlayer: TypeAlias = Player[Perspective, Action]

#: The list weaker levels draw their vocabulary from.
EVERYDAY_LIST = "en-common"

#: The id of "match my level": not a player, but a choice the app resolves to a step when a
#: game starts (`ladder.match_level`), so records name the step that played.
MATCH_ID = "ai:match"

#: The id of the master, the look-ahead player above the ladder.
MASTER_ID = "ai:master"


#: The ladder, weakest first. Ratings are the Elo estimates of ``benchmarks/ai.py --ladder``
#: (1,000 games per step against the step below), anchored at step 1 = 500.
LADDER: tuple[Level, ...] = (
    ladder_step(1, None, QT_TRANSLATE_NOOP("Levels", "Pip"), 500.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows short everyday words, rarely sees a long one and picks loosely among his "
        "plays."
    )),
    ladder_step(2, None, QT_TRANSLATE_NOOP("Levels", "Robin"), 635.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, sometimes sees a long one, and buys the patents she "
        "likes."
    )),
    ladder_step(3, "ai:beginner", QT_TRANSLATE_NOOP("Levels", "Penny"), 726.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, often misses long ones and buys the patents she likes."
    )),
    ladder_step(4, None, QT_TRANSLATE_NOOP("Levels", "Theo"), 821.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, sees more long ones and buys the dearest patent."
    )),
    ladder_step(5, None, QT_TRANSLATE_NOOP("Levels", "Lena"), 918.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, sees most long ones, buys the dearest patent and throws "
        "away awkward letters."
    )),
    ladder_step(6, "ai:casual", QT_TRANSLATE_NOOP("Levels", "Sam"), 1042.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, spots most good ones, buys the dearest patent and tidies "
        "his hand."
    )),
    ladder_step(7, None, QT_TRANSLATE_NOOP("Levels", "Nora"), 1152.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words and always plays the best she sees."
    )),
    ladder_step(8, None, QT_TRANSLATE_NOOP("Levels", "Felix"), 1256.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words and weighs royalties, the patents' income and the cards "
        "he keeps."
    )),
    ladder_step(9, None, QT_TRANSLATE_NOOP("Levels", "Iris"), 1396.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows everyday words, sees long ones, and starts to value the patents' powers."
    )),
    ladder_step(10, "ai:strong", QT_TRANSLATE_NOOP("Levels", "Morgan"), 1543.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Knows most words, even rare ones, and weighs royalties, patents and the cards "
        "kept."
    )),
    ladder_step(11, "ai:expert", QT_TRANSLATE_NOOP("Levels", "Tycoon"), 1690.0, QT_TRANSLATE_NOOP(
        "Levels",
        "Plays the whole turn: every word, royalty flows, powers and when to end the "
        "game."
    )),
)  # fmt: skip

#: The master: the expert's best plays and purchases played out on guesses of the hidden cards.
#: Its rating is the expert's plus the gap of 1,000 games against it (55.0% +- 3.1, +35 Elo,
#: docs/ai.md).
MASTER = Level(
    MASTER_ID,
    QT_TRANSLATE_NOOP("Levels", "Magnate"),
    QT_TRANSLATE_NOOP(
        "Levels",
        "Thinks ahead: plays its best ideas out against your likely replies before it moves.",
    ),
    1725.0,
)

#: "Match my level": the app picks the step that fits the person's recent results.
MATCH = Level(
    MATCH_ID,
    QT_TRANSLATE_NOOP("Levels", "Match my level"),
    QT_TRANSLATE_NOOP(
        "Levels", "Picks the step that fits your recent results, so every game is a close one."
    ),
)

#: What a person chooses from, in this order: the adaptive choice, the ladder, the master.
LEVELS: tuple[Level, ...] = (MATCH, *LADDER, MASTER)

#: Baselines for the self-play lab; not offered to people.
BASELINES = ("ai:random", "ai:greedy")

#: The baselines' places on the ladder's scale (``benchmarks/ai.py --ladder``): the greedy
#: player against the steps around it, the random player against step 1.
BASELINE_RATINGS = {"ai:random": -227.0, "ai:greedy": 1248.0}

#: Every computer player's fixed rating (aliases included): the steps', the master's and the
#: baselines', the statistics' ruler. Each is kept in one place, its ``Level``.
RATINGS: Mapping[str, float] = fixed_ratings((*LADDER, MASTER), BASELINE_RATINGS)

_STEP_OF_ALIAS = {alias: level for level in LADDER for alias in level.aliases}

#: Every id `create_player` knows (``ai:match`` is a choice, not a player).
PLAYER_IDS: tuple[str, ...] = (
    BASELINES + tuple(level.id for level in LADDER) + tuple(_STEP_OF_ALIAS) + (MASTER_ID,)
)

#: How each step plays (see `Style`), by step.
STYLES: dict[int, Style] = {
    1: Style(
        everyday_words=True,
        see_by_length=(0.85, 0.7, 0.35, 0.15, 0.07, 0.03, 0.02, 0.02, 0.02, 0.02),
        shortlist=15,
        pairs=2,
        near_best=5.0,
        temperature=3.5,
        economics="simple",
        buying="liked",
        discard_bias=None,
        replace=False,
        miss_invalid=0.6,
        challenge_rare=0.2,
    ),
    2: Style(
        everyday_words=True,
        see_by_length=(0.9, 0.8, 0.51, 0.31, 0.16, 0.06, 0.03, 0.02, 0.02, 0.02),
        shortlist=21,
        pairs=3,
        near_best=3.95,
        temperature=2.4,
        economics="simple",
        buying="liked",
        discard_bias=None,
        replace=False,
        miss_invalid=0.48,
        challenge_rare=0.14,
    ),
    3: Style(
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
    4: Style(
        everyday_words=True,
        see_by_length=(0.98, 0.95, 0.8, 0.65, 0.45, 0.3, 0.2, 0.15, 0.15, 0.15),
        shortlist=40,
        pairs=8,
        near_best=2.5,
        temperature=1.2,
        economics="simple",
        buying="dearest",
        discard_bias=None,
        replace=False,
        miss_invalid=0.2,
        challenge_rare=0.07,
    ),
    5: Style(
        everyday_words=True,
        see_by_length=(0.99, 0.97, 0.84, 0.7, 0.52, 0.36, 0.25, 0.18, 0.18, 0.18),
        shortlist=40,
        pairs=9,
        near_best=2.3,
        temperature=1.1,
        economics="simple",
        buying="dearest",
        discard_bias=-1.0,
        replace=False,
        miss_invalid=0.17,
        challenge_rare=0.06,
    ),
    6: Style(
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
    7: Style(
        everyday_words=True,
        see_by_length=(1.0, 1.0, 0.95, 0.85, 0.7, 0.55, 0.4, 0.3, 0.3, 0.3),
        shortlist=40,
        pairs=10,
        economics="simple",
        buying="dearest",
        discard_bias=-0.5,
        miss_invalid=0.1,
        challenge_rare=0.04,
    ),
    8: Style(
        everyday_words=True,
        see_by_length=(1.0, 1.0, 0.98, 0.92, 0.8, 0.65, 0.5, 0.4, 0.4, 0.4),
        shortlist=35,
        pairs=11,
        weights=Weights(royalty=1.0, income=0.8, power=0.02, race=0.0, end=0.0, pool=0.0),
        miss_invalid=0.05,
        challenge_rare=0.02,
    ),
    9: Style(
        everyday_words=True,
        see_by_length=(1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.5, 0.5, 0.5),
        shortlist=30,
        pairs=12,
        weights=Weights(royalty=1.0, income=0.8, power=0.08, race=0.0, end=0.0, pool=0.0),
    ),
    10: Style(
        everyday_words=False,
        see_by_length=(1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.5, 0.5, 0.5),
        see_rare=0.5,
        shortlist=30,
        pairs=12,
        # The strong player's economics: the expert's before fitting, without the race, the
        # end of the game or the pool, and with little weight on the powers.
        weights=Weights(royalty=1.0, income=0.8, power=0.15, race=0.0, end=0.0, pool=0.0),
    ),
    11: Style(everyday_words=False, shortlist=60, pairs=25),
}

assert sorted(STYLES) == [level.step for level in LADDER]


def level_of(player_id: str) -> Level | None:
    """The level with ``player_id`` (or an alias of it), or ``None`` for a baseline or an
    unknown id."""
    if player_id in _STEP_OF_ALIAS:
        return _STEP_OF_ALIAS[player_id]
    return next((level for level in LEVELS if level.id == player_id), None)


def create_player(player_id: str, lexicon: WordList) -> PatentPlayer:
    """A computer player for ``player_id``, playing with the game's word list ``lexicon``.

    For the self-play lab, ``"ai:expert@royalty=0.8,leave=0.5"`` makes an expert with some
    weights changed (see `Weights`); the weights are how the expert was fitted. Any step can be
    tuned this way.

    Raises:
        ValueError: an unknown id or weight (the message lists the known ids), or a word list
            that is not a `Lexicon`.
    """
    base, tuning = lab_id(player_id)
    if not isinstance(lexicon, Lexicon):
        # A plain set of words can check a play but cannot search for one.
        raise ValueError(f"{player_id} needs a Lexicon (a word list that can search words)")
    level = level_of(base)
    if base == "ai:random":
        player: PatentPlayer = RandomPlayer(lexicon)
    elif base == "ai:greedy":
        player = GreedyPlayer(lexicon)
    elif base == MASTER_ID:
        from patentgame.model.patent.ai.master import MasterPlayer

        player = MasterPlayer(player_id, _tuned(STYLES[11], tuning), lexicon, _everyday(), lexicon)
    elif level is not None and level.step is not None:
        player = LevelPlayer(player_id, _tuned(STYLES[level.step], tuning), lexicon, _everyday())
    else:
        known = ", ".join(PLAYER_IDS)
        raise ValueError(f"unknown player {player_id!r}; known: {known}")
    if tuning and base in BASELINES:
        raise ValueError(f"{base} has no weights to tune")
    return player


def _tuned(style: Style, text: str) -> Style:
    """``style`` with the weights named in ``text`` (``"royalty=0.8,leave=0.5"``) changed."""
    if not text:
        return style
    changed = Weights.parse(text)
    values = {
        name: getattr(changed, name) for name in Weights.__dataclass_fields__ if f"{name}=" in text
    }
    return replace(style, weights=replace(style.weights, **values))


def _everyday() -> Lexicon:
    return Lexicon.load(EVERYDAY_LIST)

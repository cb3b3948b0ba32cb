"""The board players' ids, the ladder people climb, and :func:`create_player`.

Ids are stable and never reused: they are stored in records. ``ai:random`` and ``ai:greedy`` are
baselines for the lab. People choose from :data:`LEVELS`: "match my level", then the steps of
the ladder, weakest first.

The ladder has eleven steps, ``ai:level-1`` to ``ai:level-11``, each meant to beat the step
below in 60-75% of its games (docs/board-ai.md, "The ladder", says what was measured). The four
players the board games first had keep their ids as their steps' own: ``ai:beginner`` is step 3
(``ai:level-3`` its alias), ``ai:casual`` step 6, ``ai:strong`` step 10 and ``ai:expert`` step
11, as in the patent game, so a step is the same person (the same name) in every game; a
record may name a step either way. The master (``ai:master``, another branch) goes above the
ladder, last.

The steps differ the way people differ (Woogles' bots are built so), never by random blunders
or illegal moves: the words they know (everyday words, or the whole list with rare words
missed), how often they see a long word, how loosely they pick among their near-best plays,
how much they value the tiles they keep, whether they exchange a bad rack, whether they play
the end of the game well, and how often they let a phony pass.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from patentgame.model.ai import lab_id, tuned_figures
from patentgame.model.board.ai.decision import BoardPlayer
from patentgame.model.board.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer, Style
from patentgame.model.board.tile_graph import PrefixLexicon
from patentgame.model.json_types import changed
from patentgame.model.strength import MATCH as MATCH_ID
from patentgame.model.strength import Level, fixed_ratings, ladder_step
from patentgame.wording import QT_TRANSLATE_NOOP

#: The ladder, weakest first. Ratings: Elo estimates from the ladder's games with these dials,
#: each pair's 500 games of ``scrabble-en`` and its 500 of ``erudit-ru`` pooled
#: (``benchmarks/board_ladder.py``; docs/board-ai.md, "The ladder", says which games), step 1
#: anchored at 500 as in the patent game.
LADDER: tuple[Level, ...] = (
    ladder_step(1, None, QT_TRANSLATE_NOOP("Levels", "Pip"), 500.0, QT_TRANSLATE_NOOP(
        "Levels", "Plays short everyday words, seldom sees a longer one and picks loosely."
    )),
    ladder_step(2, None, QT_TRANSLATE_NOOP("Levels", "Robin"), 641.0, QT_TRANSLATE_NOOP(
        "Levels", "Plays everyday words, mostly short ones, and picks what scores well now."
    )),
    ladder_step(3, "ai:beginner", QT_TRANSLATE_NOOP("Levels", "Penny"), 735.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words, seldom sees a long one and plays what scores well now."
    )),
    ladder_step(4, None, QT_TRANSLATE_NOOP("Levels", "Theo"), 840.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words, sees more long ones and starts to keep good tiles."
    )),
    ladder_step(5, None, QT_TRANSLATE_NOOP("Levels", "Lena"), 919.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words, keeps good tiles and exchanges a hopeless rack."
    )),
    ladder_step(6, "ai:casual", QT_TRANSLATE_NOOP("Levels", "Sam"), 1013.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words, keeps a handy rack and exchanges a bad one."
    )),
    ladder_step(7, None, QT_TRANSLATE_NOOP("Levels", "Nora"), 1102.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words, spots more long ones and keeps a better rack."
    )),
    ladder_step(8, None, QT_TRANSLATE_NOOP("Levels", "Felix"), 1233.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows everyday words and a few rare ones, and always plays the best he sees."
    )),
    ladder_step(9, None, QT_TRANSLATE_NOOP("Levels", "Iris"), 1313.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows some rare words too, weighs the tiles kept and keeps lanes shut."
    )),
    ladder_step(10, "ai:strong", QT_TRANSLATE_NOOP("Levels", "Morgan"), 1412.0, QT_TRANSLATE_NOOP(
        "Levels", "Knows most words, weighs the tiles kept and keeps triple-word lanes shut."
    )),
    ladder_step(11, "ai:expert", QT_TRANSLATE_NOOP("Levels", "Tycoon"), 1504.0, QT_TRANSLATE_NOOP(
        "Levels", "Sees every word, values the tiles kept by self-play and searches the endgame."
    )),
)  # fmt: skip

#: "Match my level": the app seats the step that fits the person's recent results.
MATCH = Level(
    MATCH_ID,
    QT_TRANSLATE_NOOP("Levels", "Match my level"),
    QT_TRANSLATE_NOOP(
        "Levels", "Picks the step that fits your recent results, so every game is a close one."
    ),
)

#: The id of the master, the simulating player above the expert (``ai/master.py``).
MASTER_ID = "ai:master"
#: The master: the expert's best plays simulated against guesses of the opponent's rack. Off
#: the ladder's dials (it is no :class:`Style`), it stands last, above the expert.
MASTER = Level(
    MASTER_ID,
    QT_TRANSLATE_NOOP("Levels", "Magnate"),
    QT_TRANSLATE_NOOP(
        "Levels",
        "Plays its best ideas out against the racks you are likely to hold and searches the "
        "last moves.",
    ),
    # The expert's plus the gap of its 600 games against the expert on main (400 of
    # scrabble-en, 50.4%; 200 of erudit-ru, 57.5%; pooled 52.75%: +19 +- 28; docs/board-ai.md,
    # "Master").
    1504.0 + 19.0,
)

#: What a person chooses from, in this order: the adaptive choice, the ladder, then the master.
LEVELS: tuple[Level, ...] = (MATCH, *LADDER, MASTER)
#: Baselines for the self-play lab; not offered to people.
BASELINES = ("ai:random", "ai:greedy")
#: The baselines' places on the same scale (docs/board-ai.md, "The ladder"): the greedy player
#: from the expert's 1,000 games against it, the random player from step 1's games against it.
BASELINE_RATINGS: Mapping[str, float] = MappingProxyType({"ai:random": -176.0, "ai:greedy": 1376.0})
#: Every computer player's fixed rating (aliases included), from the levels' (the statistics'
#: ruler).
RATINGS: Mapping[str, float] = fixed_ratings((*LADDER, MASTER), BASELINE_RATINGS)

_STEP_OF_ID = {player_id: level for level in LADDER for player_id in (level.id, *level.aliases)}
#: Every id :func:`create_player` knows: the baselines, the steps, the master, then the steps'
#: aliases.
PLAYER_IDS: tuple[str, ...] = (
    BASELINES
    + tuple(level.id for level in LADDER)
    + (MASTER_ID,)
    + tuple(alias for level in LADDER for alias in level.aliases)
)

#: Points per triple-word lane opened, fitted by self-play (docs/board-ai.md).
DANGER = 1.0

#: How each step plays (see :class:`Style`), by step.
STYLES: dict[int, Style] = {
    1: Style(
        everyday=True,
        see_by_length=(0.85, 0.75, 0.5, 0.25, 0.1, 0.03, 0.01, 0.0),
        near_best=15.0,
        temperature=6.5,
        miss_phony=0.5,
    ),
    2: Style(
        everyday=True,
        see_by_length=(0.95, 0.9, 0.7, 0.45, 0.2, 0.08, 0.03, 0.01),
        near_best=12.0,
        temperature=5.0,
        miss_phony=0.4,
    ),
    3: Style(
        everyday=True,
        see_by_length=(1.0, 0.95, 0.8, 0.55, 0.3, 0.12, 0.05, 0.02),
        see_rare=0.3,
        near_best=10.0,
        temperature=4.0,
        miss_phony=0.3,
    ),
    4: Style(
        everyday=True,
        see_by_length=(1.0, 0.96, 0.84, 0.63, 0.38, 0.18, 0.08, 0.04),
        leave=0.2,
        near_best=8.5,
        temperature=3.2,
        miss_phony=0.2,
    ),
    5: Style(
        everyday=True,
        see_by_length=(1.0, 0.98, 0.9, 0.72, 0.47, 0.24, 0.12, 0.06),
        leave=0.25,
        near_best=7.0,
        temperature=2.8,
        exchanges=True,
        miss_phony=0.17,
    ),
    6: Style(
        everyday=True,
        see_by_length=(1.0, 1.0, 0.92, 0.78, 0.52, 0.28, 0.15, 0.07),
        leave=0.35,
        near_best=6.0,
        temperature=2.5,
        exchanges=True,
        endgame="greedy",
        miss_phony=0.15,
    ),
    7: Style(
        everyday=True,
        see_by_length=(1.0, 1.0, 0.95, 0.85, 0.6, 0.35, 0.2, 0.1),
        leave=0.5,
        near_best=4.0,
        temperature=1.6,
        exchanges=True,
        endgame="greedy",
        miss_phony=0.1,
    ),
    8: Style(
        see_by_length=(1.0, 1.0, 0.97, 0.88, 0.68, 0.45, 0.3, 0.2),
        see_rare=0.15,
        leave=0.8,
        exchanges=True,
        endgame="greedy",
        miss_phony=0.05,
    ),
    9: Style(
        see_by_length=(1.0, 1.0, 1.0, 0.95, 0.85, 0.7, 0.5, 0.4),
        see_rare=0.3,
        leave=1.0,
        danger=DANGER,
        exchanges=True,
        endgame="greedy",
    ),
    10: Style(
        see_by_length=(1.0, 1.0, 1.0, 1.0, 0.95, 0.85, 0.7, 0.6),
        see_rare=0.7,
        leave=1.0,
        danger=DANGER,
        exchanges=True,
        endgame="greedy",
    ),
    11: Style(leave=1.0, danger=DANGER, exchanges=True, endgame="search"),
}

assert sorted(STYLES) == [level.step for level in LADDER]

#: Steps that play a notch looser in one language, to keep the ladder's gaps there: in Russian,
#: steps 3 to 6 stood closer together than in English (Theo beat Penny in 58.6% of 500
#: ``erudit-ru`` games, 67.4% in English), so Robin and Penny pick a little more loosely among
#: their near-best plays there (docs/board-ai.md, "The ladder": their 500-game runs).
LANGUAGE_STYLES: dict[str, dict[int, Style]] = {
    "ru": {
        2: changed(STYLES[2], {"temperature": 5.6, "near_best": 13.0}),
        3: changed(STYLES[3], {"temperature": 4.3, "near_best": 10.5}),
    },
}


def level_of(player_id: str) -> Level | None:
    """The step with ``player_id`` (its own id or an alias), or ``None`` for a baseline,
    "match my level" or an unknown id."""
    return _STEP_OF_ID.get(player_id)


def create_player(player_id: str, lexicon: PrefixLexicon) -> BoardPlayer:
    """The board player of ``player_id``, playing with the game's word list ``lexicon``.

    For the lab, ``"ai:expert@leave=0.5,danger=4"`` changes fields of a level's :class:`Style`
    (numbers only), which is how the weights were fitted.

    Raises:
        ValueError: an unknown id or field (the message lists the known ids).
    """
    base, tuning = lab_id(player_id)
    if base == "ai:random" and not tuning:
        return RandomPlayer(lexicon)
    if base == "ai:greedy" and not tuning:
        return GreedyPlayer(lexicon)
    if base == MASTER_ID:
        from patentgame.model.board.ai.master import MasterPlayer, Simulation

        simulation = changed(Simulation(), tuned_figures(tuning, _SIMULATION_FIELDS))
        return MasterPlayer(lexicon, simulation)
    level = level_of(base)
    if level is None or level.step is None:
        raise ValueError(f"unknown board player {player_id!r}; known: {', '.join(PLAYER_IDS)}")
    step = level.step
    style = STYLES[step]
    by_language = {
        language: styles[step] for language, styles in LANGUAGE_STYLES.items() if step in styles
    }
    if tuning:  # the lab's changes hold in every language
        style = changed(style, tuned_figures(tuning, _STYLE_FIELDS))
        by_language = {}
    return LevelPlayer(player_id, style, lexicon, by_language)


#: The master's fields the lab may change (``"ai:master@candidates=8,work=200000"``).
_SIMULATION_FIELDS = {
    "candidates": int, "margin": float, "guesses": int, "first_round": int, "round": int,
    "drop": float, "switch": float, "inferences": int, "pre_endgame_candidates": int, "work": int,
    "seconds": float, "endgame_seconds": float, "endgame_generations": int, "win_weight": float,
}  # fmt: skip


#: The fields of a level's `Style` that the lab may tune (``"ai:expert@leave=0.5"``).
_STYLE_FIELDS = dict.fromkeys(
    ("see_rare", "leave", "danger", "near_best", "temperature", "miss_phony", "endgame_seconds"),
    float,
)

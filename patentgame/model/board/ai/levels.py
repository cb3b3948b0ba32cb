"""The board players' ids, the four levels people choose, and :func:`create_player`.

Ids are the patent game's (stored in records, never reused): ``ai:random`` and ``ai:greedy`` are
baselines for the lab; ``ai:beginner``, ``ai:casual``, ``ai:strong`` and ``ai:expert`` are the
levels. They differ the way people differ (Woogles' bots are built so), never by random
blunders or illegal moves:

- **beginner**: everyday words only; sees most short words but seldom a long one; values a move
  by its score and picks among the near-best by weighted chance; exchanges only when it cannot
  play; often lets a phony pass.
- **casual**: everyday words; sees more long words; counts half the value of the tiles it keeps
  and exchanges a bad rack; picks among plays close to its best; goes out when it pays.
- **strong**: the whole list, but misses some rare and long words; equity (score + leave) and
  the danger of opening triple-word lanes; always its best; goes out when it pays.
- **expert**: sees every word; equity with the fitted leave values and danger; searches the
  endgame when the bag is empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from patentgame.model.board.ai.decision import BoardPlayer
from patentgame.model.board.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer, Style
from patentgame.model.board.tile_graph import PrefixLexicon
from patentgame.model.strength import fixed_ratings
from patentgame.wording import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Level:
    """A level a person can choose for a computer opponent (what the registry's ``levels``
    part lists and the new-game dialog shows).

    Attributes:
        id: Stable id stored in records, e.g. ``"ai:expert"``.
        name: Friendly name: the patent game's person of the same id, so an opponent is the
            same person in every game.
        description: One line on how it plays the board games.
        rating: Its fixed rating, the statistics' ruler (provisional: see
            :data:`PROVISIONAL`); the one place it is kept.
        aliases: Other ids records may use for it (none yet).
    """

    id: str
    name: str
    description: str
    rating: float | None = None
    aliases: tuple[str, ...] = ()
    #: Off any ladder ("match my level" is the patent game's).
    step: int | None = None


#: Said of every level: its rating (``Level.rating``) is the patent game's person's, copied
#: (rounded, on the ladder's scale of its day), because no self-play has measured the board
#: levels against each other yet. The board lab (``model/board/lab.py``) is to measure them.
PROVISIONAL = "Its rating is provisional: copied from the patent game's ladder, not yet measured."

#: The levels a person chooses, weakest first.
LEVELS: tuple[Level, ...] = (
    Level(
        "ai:beginner",
        "Penny",
        "Knows everyday words, seldom sees a long one and plays what scores well now. "
        + PROVISIONAL,
        800.0,
    ),
    Level(
        "ai:casual",
        "Sam",
        "Knows everyday words, keeps a handy rack and exchanges a bad one. " + PROVISIONAL,
        1100.0,
    ),
    Level(
        "ai:strong",
        "Morgan",
        "Knows most words, weighs the tiles kept and keeps triple-word lanes shut. " + PROVISIONAL,
        1400.0,
    ),
    Level(
        "ai:expert",
        "Tycoon",
        "Sees every word, values the tiles kept by self-play and searches the endgame. "
        + PROVISIONAL,
        1700.0,
    ),
)
#: The id of the master, the simulating player above the expert (``ai/master.py``).
MASTER_ID = "ai:master"
#: The master: the expert's best plays simulated against guesses of the opponent's rack.
MASTER = Level(
    MASTER_ID,
    QT_TRANSLATE_NOOP("Levels", "Magnate"),
    QT_TRANSLATE_NOOP(
        "Levels",
        "Plays its best ideas out against the racks you are likely to hold and searches the "
        "last moves. Its rating is provisional: not yet measured.",
    ),
    # The expert's plus the patent game's master-over-expert gap (+35), until its match
    # against the expert measures it (docs/board-ai.md, "Master").
    1735.0,
)
LEVELS = (*LEVELS, MASTER)
#: Baselines for the self-play lab; not offered to people.
BASELINES = ("ai:random", "ai:greedy")
#: The baselines' places on the same scale (provisional too).
BASELINE_RATINGS: Mapping[str, float] = MappingProxyType({"ai:random": 400.0, "ai:greedy": 1250.0})
#: Every computer player's fixed rating, from the levels' (the statistics' ruler).
RATINGS: Mapping[str, float] = fixed_ratings(LEVELS, BASELINE_RATINGS)
#: Every id :func:`create_player` knows.
PLAYER_IDS: tuple[str, ...] = BASELINES + tuple(level.id for level in LEVELS)

#: Points per triple-word lane opened, fitted by self-play (docs/board-ai.md).
DANGER = 1.0

STYLES: dict[str, Style] = {
    "ai:beginner": Style(
        everyday=True,
        see_by_length=(1.0, 0.95, 0.8, 0.55, 0.3, 0.12, 0.05, 0.02),
        see_rare=0.3,
        near_best=10.0,
        temperature=4.0,
        miss_phony=0.3,
    ),
    "ai:casual": Style(
        everyday=True,
        see_by_length=(1.0, 1.0, 0.95, 0.85, 0.6, 0.35, 0.2, 0.1),
        see_rare=0.6,
        leave=0.5,
        near_best=5.0,
        temperature=2.0,
        exchanges=True,
        endgame="greedy",
        miss_phony=0.1,
    ),
    "ai:strong": Style(
        see_by_length=(1.0, 1.0, 1.0, 1.0, 0.95, 0.85, 0.7, 0.6),
        see_rare=0.7,
        leave=1.0,
        danger=DANGER,
        exchanges=True,
        endgame="greedy",
    ),
    "ai:expert": Style(leave=1.0, danger=DANGER, exchanges=True, endgame="search"),
}


def create_player(player_id: str, lexicon: PrefixLexicon) -> BoardPlayer:
    """The board player of ``player_id``, playing with the game's word list ``lexicon``.

    For the lab, ``"ai:expert@leave=0.5,danger=4"`` changes fields of a level's :class:`Style`
    (numbers only), which is how the weights were fitted.

    Raises:
        ValueError: an unknown id or field (the message lists the known ids).
    """
    base, _, tuning = player_id.partition("@")
    if base == "ai:random" and not tuning:
        return RandomPlayer(lexicon)
    if base == "ai:greedy" and not tuning:
        return GreedyPlayer(lexicon)
    if base == MASTER_ID:
        from patentgame.model.board.ai.master import MasterPlayer, Simulation

        return MasterPlayer(lexicon, replace(Simulation(), **_tuning(tuning, _SIMULATION_FIELDS)))
    style = STYLES.get(base)
    if style is None:
        raise ValueError(f"unknown board player {player_id!r}; known: {', '.join(PLAYER_IDS)}")
    if tuning:
        style = replace(style, **_tuning(tuning))
    return LevelPlayer(player_id, style, lexicon)


#: The master's fields the lab may change (``"ai:master@candidates=8,work=200000"``).
_SIMULATION_FIELDS = {
    "candidates": int, "margin": float, "guesses": int, "first_round": int, "round": int,
    "drop": float, "switch": float, "inferences": int, "pre_endgame_candidates": int, "work": int,
    "seconds": float, "endgame_seconds": float, "endgame_generations": int,
}  # fmt: skip


def _tuning(text: str, fields: dict[str, type] | None = None) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    if not text:
        return changes
    numeric: dict[str, type] = fields or dict.fromkeys(
        ("see_rare", "leave", "danger", "near_best", "temperature", "miss_phony",
         "endgame_seconds"), float,
    )  # fmt: skip
    for part in text.split(","):
        name, _, value = part.partition("=")
        if name.strip() not in numeric:
            raise ValueError(f"cannot tune {name.strip()!r}; tunable: {', '.join(sorted(numeric))}")
        try:
            changes[name.strip()] = numeric[name.strip()](value)
        except ValueError:
            raise ValueError(f"{name.strip()} needs a number, not {value!r}") from None
    return changes

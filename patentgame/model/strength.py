"""Strength on one scale: Elo from win rates, the step a rating plays like, and the step that
matches a person.

A family's computer players stand on a ladder of steps, each with an Elo estimate measured by
self-play (the patent game's: ``benchmarks/ai.py --ladder``). A person's rating is measured
against the same fixed ratings (``keeping/stats/rating.py``), so "1180" means "plays like the
step rated nearest 1180". "Match my level" estimates a person from their recent results and
picks the step nearest that estimate, so the next game is a close one.

Pure Python: the statistics and the app use it, and each family gives its own ladder.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple, Protocol

#: Elo's scale: a 400-point gap is odds of 10 to 1.
ELO_SCALE = 400.0

#: The largest Elo gap a win rate is turned into (a rate of 0 or 1 has no finite gap).
MAX_GAP = 1200.0

#: How many recent results "match my level" looks at.
RECENT_GAMES = 12

#: The seat kind "match my level" is stored as in settings; a game never seats it: the app
#: replaces it by the step `match_level` picks when the game starts.
MATCH = "ai:match"

#: How firmly "match my level" holds to a person's long-run rating when recent results pull
#: away from it: the standard deviation of its prior, in Elo points.
PRIOR_SPREAD = 250.0


class Rung(NamedTuple):
    """A computer player on a ladder: its id and its Elo estimate."""

    id: str
    rating: float


class Rated(Protocol):
    """A computer player people choose, with its fixed rating (a family's ``Level``)."""

    @property
    def id(self) -> str: ...

    @property
    def rating(self) -> float | None: ...

    @property
    def aliases(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class Level:
    """A computer player a person can choose, in any family (what the registry's ``levels``
    part lists and the new-game dialog shows).

    Attributes:
        id: Stable id stored in records, e.g. ``"ai:expert"``.
        name: Friendly name: the same person in every game for the same id.
        description: One line on how it plays (in English, marked for lupdate: the views show
            its translation, context ``Levels``).
        rating: Its fixed rating, the statistics' ruler (each family's levels module says how
            it was measured; the one place it is kept), or ``None`` for "match my level".
        aliases: Other ids records may use for it (a named step's ``ai:level-N``).
        step: Its step on the ladder (1 the weakest), or ``None`` off the ladder.
    """

    id: str
    name: str
    description: str
    rating: float | None = None
    aliases: tuple[str, ...] = ()
    step: int | None = None


def ladder_step(step: int, player_id: str | None, name: str, rating: float, text: str) -> Level:
    """The level at ``step`` of a ladder: known as ``ai:level-N``, and by ``player_id`` too
    when the step is a named player's (then ``ai:level-N`` is its alias).

    >>> ladder_step(3, "ai:greedy", "Sam", 900.0, "...").aliases
    ('ai:level-3',)
    """
    numbered = f"ai:level-{step}"
    if player_id is None:
        return Level(numbered, name, text, rating, (), step)
    return Level(player_id, name, text, rating, (numbered,), step)


def fixed_ratings(levels: Iterable[Rated], baselines: Mapping[str, float]) -> Mapping[str, float]:
    """The fixed rating of every computer player id of a family (the statistics' ruler):
    each level's own, under its id and its aliases, and the lab's baselines'. A level's rating
    is kept in one place, its ``Level``; the statistics derive theirs from it here.

    >>> class Step(NamedTuple):
    ...     id: str
    ...     rating: float | None
    ...     aliases: tuple[str, ...] = ()
    >>> dict(fixed_ratings([Step("ai:a", 900.0, ("ai:level-1",)), Step("ai:match", None)],
    ...                    {"ai:random": 400.0}))
    {'ai:random': 400.0, 'ai:a': 900.0, 'ai:level-1': 900.0}
    """
    return MappingProxyType(
        {
            **baselines,
            **{
                player_id: level.rating
                for level in levels
                if level.rating is not None
                for player_id in (level.id, *level.aliases)
            },
        }
    )


def expected(rating: float, opponent: float) -> float:
    """Elo's expected score of ``rating`` against ``opponent`` (0 to 1).

    >>> expected(1200, 1200), round(expected(1300, 1200), 3)
    (0.5, 0.64)
    """
    return float(1.0 / (1.0 + 10.0 ** ((opponent - rating) / ELO_SCALE)))


def elo_gap(rate: float) -> float:
    """The Elo gap that makes ``rate`` the expected score (capped at ``MAX_GAP``).

    >>> round(elo_gap(0.64)), elo_gap(0.5), elo_gap(1.0)
    (100, 0.0, 1200.0)
    """
    if rate <= 0.0:
        return -MAX_GAP
    if rate >= 1.0:
        return MAX_GAP
    gap = ELO_SCALE * math.log10(rate / (1.0 - rate))
    return max(-MAX_GAP, min(MAX_GAP, gap))


def elo_gap_error(rate: float, games: int, z: float = 1.96) -> float:
    """The half-width of the confidence interval of `elo_gap` for a rate measured over
    ``games`` games (the delta method: the rate's standard error times the gap's slope).

    >>> round(elo_gap_error(0.65, 1000))
    23
    """
    if games <= 0 or not 0.0 < rate < 1.0:
        return math.inf
    error = math.sqrt(rate * (1.0 - rate) / games)
    slope = ELO_SCALE / math.log(10.0) / (rate * (1.0 - rate))
    return z * error * slope


def plays_like(rating: float, ladder: Sequence[Rung]) -> Rung:
    """The rung whose rating is nearest ``rating`` (the lower one on a tie).

    >>> ladder = [Rung("a", 500), Rung("b", 700), Rung("c", 900)]
    >>> plays_like(640, ladder).id, plays_like(600, ladder).id, plays_like(2000, ladder).id
    ('b', 'a', 'c')
    """
    if not ladder:
        raise ValueError("an empty ladder")
    return min(ladder, key=lambda rung: (abs(rung.rating - rating), rung.rating))


def estimate(
    results: Iterable[tuple[float, float]],
    prior: float,
    spread: float = PRIOR_SPREAD,
) -> float:
    """The most likely rating of a person with ``results`` (opponent rating, score 1 / 0.5 /
    0), starting from the belief ``prior`` give or take ``spread``.

    The Elo model's likelihood of the results times a normal prior, maximised by Newton's
    method. With no results it is ``prior``; losses pull it down, wins up, and the more
    results the further they can pull.

    >>> estimate([], 1000.0)
    1000.0
    >>> estimate([(1000.0, 0.0)] * 4, 1000.0) < 900 < estimate([(1000.0, 1.0)] * 4, 1000.0) - 200
    True
    """
    games = list(results)
    rating = prior
    scale = math.log(10.0) / ELO_SCALE
    for _ in range(50):
        gradient = (prior - rating) / spread**2
        curvature = 1.0 / spread**2
        for opponent, score in games:
            p = expected(rating, opponent)
            gradient += scale * (score - p)
            curvature += scale * scale * p * (1.0 - p)
        step = gradient / curvature
        rating += step
        if abs(step) < 0.01:
            break
    return rating


def match_level(
    people: Sequence[tuple[float, Sequence[tuple[str, float]]]],
    ratings: Mapping[str, float],
    ladder: Sequence[Rung],
    games: int = RECENT_GAMES,
) -> Rung:
    """The rung "match my level" plays: the step nearest the people's estimated strength.

    Args:
        people: For each person at the table, their long-run rating (the statistics', where the
            estimate starts) and their latest results against other seats, newest first: the
            other seat's kind and the score (1 above it, 0.5 level, 0 below). Results against
            kinds without a rating (people, unknown players) are left out. With several people
            the step matches the mean of their estimates.
        ratings: Every rated computer player's rating by id (aliases included).
        ladder: The steps that may be picked, weakest first.
        games: How many of each person's latest rated results count.

    Raises:
        ValueError: nobody at the table, or an empty ladder.

    >>> ladder = [Rung("a", 800), Rung("b", 1000), Rung("c", 1200)]
    >>> match_level([(1000, [])], {"b": 1000}, ladder).id
    'b'
    >>> match_level([(1000, [("b", 0.0)] * 3)], {"b": 1000}, ladder).id
    'a'
    >>> two = [(1000, [("b", 1.0)] * 3), (1000, [("b", 0.0), ("human", 1.0)] * 3)]
    >>> match_level(two, {"b": 1000}, ladder).id
    'b'
    """
    if not people:
        raise ValueError("nobody to match")
    estimates = []
    for rating, recent in people:
        rated = [(ratings[kind], score) for kind, score in recent if kind in ratings][:games]
        estimates.append(estimate(rated, rating))
    return plays_like(sum(estimates) / len(estimates), ladder)

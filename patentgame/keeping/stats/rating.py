"""A rating against the computer players that moves like Elo.

Each computer level has a fixed rating (each family says its own: ``FamilyStats.ai_ratings``),
so a person's rating measures them against a stable ruler: beating the expert lifts it a lot,
losing to the beginner drops it a lot. Games between people do not move it, since their
strength is unknown to the ruler. A person has one rating per game family.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: The rating a new profile starts with.
START_RATING = 1000.0
#: How far one game can move a rating (the Elo "K factor"), shared among the computer opponents.
K_FACTOR = 32.0


def expected_score(rating: float, opponent: float) -> float:
    """The Elo expectation of a player rated ``rating`` against ``opponent`` (0 to 1).

    >>> expected_score(1000, 1000)
    0.5
    >>> round(expected_score(1000, 1400), 3)
    0.091
    """
    # Bounded, so that no stored rating, however odd, can overflow the power.
    exponent = max(-100.0, min(100.0, (opponent - rating) / 400.0))
    return float(1.0 / (1.0 + 10.0**exponent))


def outcome(mine: tuple[int, int], theirs: tuple[int, int]) -> float:
    """1, 0.5 or 0 for finishing above, level with or below another seat.

    Seats compare by (score, patent value): the rules' tie-break.

    >>> outcome((30, 10), (30, 8)), outcome((30, 8), (30, 8)), outcome((12, 0), (30, 8))
    (1.0, 0.5, 0.0)
    """
    if mine > theirs:
        return 1.0
    return 0.5 if mine == theirs else 0.0


def updated_rating(
    rating: float, results: Sequence[tuple[str, float]], ai_ratings: Mapping[str, float]
) -> float:
    """The rating after one game with ``results``: (computer kind, outcome) per computer opponent,
    measured against ``ai_ratings`` (the family's computer players' fixed ratings).

    One game moves the rating by at most ``K_FACTOR`` in all, however many computers sat at the
    table, so a five-seat game does not count four times. Unknown kinds are ignored.

    >>> expert = {"ai:expert": 1700.0}
    >>> round(updated_rating(1000, [("ai:expert", 1.0)], expert), 1)
    1031.4
    >>> updated_rating(1000.0, [("human", 1.0)], expert)
    1000.0
    """
    rated = [(ai_ratings[kind], score) for kind, score in results if kind in ai_ratings]
    if not rated:
        return rating
    share = K_FACTOR / len(rated)
    return rating + sum(share * (score - expected_score(rating, ai)) for ai, score in rated)

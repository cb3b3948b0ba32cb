"""The end of a BuyWord game: who won, and how a game alone measures up to the yardstick.

Money is the score. Alone, the rules judge the result against a yardstick of $800 to $1,000;
`solo_verdict` names where a result falls (the table words it and adds the personal best).

>>> solo_verdict(750), solo_verdict(800), solo_verdict(1000), solo_verdict(1200)
(<SoloVerdict.BELOW: 'below'>, <SoloVerdict.WITHIN: 'within'>, <SoloVerdict.WITHIN: 'within'>, \
<SoloVerdict.ABOVE: 'above'>)
>>> winners([310, 420, 420])
(1, 2)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from patentgame.model.buyword.rules import SOLO_YARDSTICK


class SoloVerdict(enum.Enum):
    """Where a game alone ends against the rules' yardstick of $800-$1,000."""

    BELOW = "below"
    WITHIN = "within"
    ABOVE = "above"


def solo_verdict(money: int) -> SoloVerdict:
    """How ``money`` at the end of a game alone compares with the yardstick."""
    low, high = SOLO_YARDSTICK
    if money < low:
        return SoloVerdict.BELOW
    if money <= high:
        return SoloVerdict.WITHIN
    return SoloVerdict.ABOVE


def winners(money: Sequence[int]) -> tuple[int, ...]:
    """The seats with the most money; several share a tie."""
    best = max(money)
    return tuple(seat for seat, amount in enumerate(money) if amount == best)

"""`RuleSet`: every option of RULES.md, with the published default of each."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonMapping, JsonObject
from patentgame.model.record import (
    changed_options,
    is_whole_number,
    rule_choice,
    rule_flag,
    rules_object,
)

#: Patent value that triggers the final round, by number of players (RULES.md, End of the game).
GOAL_BY_PLAYERS: Mapping[int, int] = MappingProxyType({2: 45, 3: 34, 4: 26, 5: 21})
#: Patents a player must also hold when ``goal_min_patents`` is on.
MIN_PATENTS_BY_PLAYERS: Mapping[int, int] = MappingProxyType({2: 6, 3: 5, 4: 3, 5: 3})

MIN_PLAYERS = 2
MAX_PLAYERS = 5


class ChallengeMode(enum.Enum):
    """Who checks a word: the other players (``manual``) or the game itself (``auto``)."""

    MANUAL = "manual"
    AUTO = "auto"


class DoublerMode(enum.Enum):
    """How several doublers on one word stack."""

    MULTIPLY = "multiply"  # 2 doublers = x4, 3 = x8
    ADD = "add"  # each adds the base once more: x3, x4
    MAX2 = "max2"  # never more than x2


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The options of RULES.md. The defaults are the published game.

    >>> RuleSet().goal_for(3)
    34
    >>> RuleSet(goal=40).goal_for(3)
    40
    """

    challenge: ChallengeMode = ChallengeMode.MANUAL
    #: Rebuilds allowed after a rejected play in ``auto`` mode; ``None`` is unlimited.
    retries: int | None = 3
    doublers: DoublerMode = DoublerMode.MULTIPLY
    goal_min_patents: bool = False
    q_replace_from_pool: bool = True
    z_s_counts_toward_minimum: bool = True
    #: Overrides the goal table when set.
    goal: int | None = None

    def goal_for(self, players: int) -> int:
        """Patent value that triggers the final round in a game of ``players``."""
        return self.goal if self.goal is not None else GOAL_BY_PLAYERS[players]

    def min_patents_for(self, players: int) -> int:
        """Patents needed besides the goal value (0 unless ``goal_min_patents``)."""
        return MIN_PATENTS_BY_PLAYERS[players] if self.goal_min_patents else 0

    def min_patents_can_matter(self, players: int) -> bool:
        """Whether ``goal_min_patents`` can change when a game of ``players`` ends.

        It matters only when fewer patents than the minimum can already be worth the goal. With
        the published goals they never are (the 5 dearest patents are worth $40, short of $45
        with 2 players; the 2 dearest $18, short of $26 and $21), so the option matters only
        with a custom, lower goal.

        >>> RuleSet().min_patents_can_matter(2), RuleSet(goal=40).min_patents_can_matter(2)
        (False, True)
        """
        from patentgame.model.patent.patents import PATENT_COST

        fewer = MIN_PATENTS_BY_PLAYERS[players] - 1
        dearest = sorted(PATENT_COST.values(), reverse=True)[:fewer]
        return sum(dearest) >= self.goal_for(players)

    def to_json(self) -> JsonObject:
        """The options that differ from the defaults, as the ``rules`` object of a record."""
        return changed_options(self)

    @classmethod
    def from_json(cls, data: object) -> RuleSet:
        """Read the ``rules`` object of a record; absent keys take their defaults.

        Raises:
            RecordError: an unknown key or a value of the wrong kind.
        """
        data = rules_object(data, cls)
        default = cls()
        return cls(
            challenge=rule_choice(ChallengeMode, data, "challenge", default.challenge),
            doublers=rule_choice(DoublerMode, data, "doublers", default.doublers),
            retries=_bound(data, "retries", 0, default.retries),
            goal=_bound(data, "goal", 1, default.goal),
            goal_min_patents=rule_flag(data, "goal_min_patents", default.goal_min_patents),
            q_replace_from_pool=rule_flag(data, "q_replace_from_pool", default.q_replace_from_pool),
            z_s_counts_toward_minimum=rule_flag(
                data, "z_s_counts_toward_minimum", default.z_s_counts_toward_minimum
            ),
        )


def _bound(data: JsonMapping, name: str, least: int, default: int | None) -> int | None:
    """Rule ``name`` of ``data``: a whole number at least ``least``, or null (no bound)."""
    value = data.get(name, default)
    if value is None:
        return None
    if not is_whole_number(value) or value < least:
        raise RecordError(f"rule {name!r} must be a whole number >= {least} or null")
    return value

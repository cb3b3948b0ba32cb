"""The patent game's rules engine. Nothing here imports Qt.

The engine follows the house rules of ``ARCHITECTURE.md``: frozen value types, one phase machine
(:class:`~patentgame.model.patent.game.PatentGame`) whose only way to change is
:meth:`PatentGame.play`, and
every random step drawn from the game's own seeded generator.
"""

from __future__ import annotations

from patentgame.model.errors import IllegalActionError, LexiconError, RecordError
from patentgame.model.patent.actions import (
    Action,
    Build,
    Buy,
    Discard,
    Replace,
    Respond,
    Slot,
    SlotKind,
)
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec
from patentgame.model.patent.rules import RuleSet

__all__ = [
    "Action",
    "Build",
    "Buy",
    "Discard",
    "IllegalActionError",
    "IllegalReason",
    "LexiconError",
    "PatentGame",
    "Phase",
    "PlayerSpec",
    "RecordError",
    "Replace",
    "Respond",
    "RuleSet",
    "Slot",
    "SlotKind",
]

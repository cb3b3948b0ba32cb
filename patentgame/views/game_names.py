"""The names a person sees for the games of the house, in the app's language, from one place.

The registry names each family ("The patent game") and what a list of games calls one of
its games ("Patent game", "BuyWord"); a family with named rule sets names each of them
("Scrabble (English)", "Эрудит"). All of these are marked for translation in one Qt context,
:data:`CONTEXT`, and every window that shows one (the History, the Statistics, the new-game
dialog, Help and its rules, the guided games' entries) takes it from here, so each name is
translated once and reads the same everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from patentgame import families

__all__ = ["CONTEXT", "family_name", "game_name"]

#: The Qt context of every game's name: the registry's and the rule sets'.
CONTEXT = "Families"


def family_name(family: families.Family) -> str:
    """The family's name ("The patent game", "Crossword board games"), as the new-game
    dialog offers it."""
    return QCoreApplication.translate(CONTEXT, family.name)


def game_name(family_id: str, rule_set: str = "") -> str:
    """What a person calls a game of ``family_id`` played by ``rule_set``: the rule set's
    name where the family names its rule sets ("Scrabble (English)", "Эрудит"), else the
    family's kind ("Patent game", "BuyWord"). A family this version does not know (a game a
    later version stored) shows its id."""
    try:
        family = families.family(family_id)
    except KeyError:
        return family_id
    return QCoreApplication.translate(CONTEXT, family.kind_of(rule_set))

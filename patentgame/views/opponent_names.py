"""What the windows call a computer opponent: its level's name and step in its family's ladder.

The Statistics window's figures and the History window's players name the same opponents the
same way, whichever game was played: "Tycoon, step 11", "Magnate", "Greedy".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from patentgame import families
from patentgame.model.seats import HUMAN
from patentgame.wording import QT_TRANSLATE_NOOP

#: Names of the opponents that are not levels people choose (the statistics count games
#: against people under the seat kind ``"human"``).
OTHER_NAMES = {
    "ai:greedy": QT_TRANSLATE_NOOP("StatisticsWindow", "Greedy"),
    "ai:random": QT_TRANSLATE_NOOP("StatisticsWindow", "Random"),
    HUMAN: QT_TRANSLATE_NOOP("StatisticsWindow", "People"),
}


def opponent_label(kind: str, family: families.Family) -> str:
    """What to call an opponent kind of ``family``'s games (``"ai:expert"`` -> ``"Tycoon, step
    11"``); an id the family's levels do not know is shown plainly (``"ai:x-y"`` -> "X y")."""
    for level in family.levels():
        if kind != level.id and kind not in level.aliases:
            continue
        name = QCoreApplication.translate("Levels", level.name)  # "Тайкун" in Russian
        if level.step is None:
            return name
        return QCoreApplication.translate("StatisticsWindow", "{name}, step {step}").format(
            name=name, step=level.step
        )
    if kind in OTHER_NAMES:
        return QCoreApplication.translate("StatisticsWindow", OTHER_NAMES[kind])
    return kind.removeprefix("ai:").replace("-", " ").capitalize()

"""The patent game's rule options in the new-game dialog: every option of the engine's
:class:`~patentgame.model.patent.rules.RuleSet`.

A row that cannot matter for the game being set up is hidden: the tries after a rejected word
when players challenge words, and the minimum number of patents unless the goal is low enough for
fewer patents to reach it (never with the published goals).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox

from patentgame.model.patent.rules import (
    GOAL_BY_PLAYERS,
    MIN_PATENTS_BY_PLAYERS,
    ChallengeMode,
    DoublerMode,
    RuleSet,
)

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions

#: The highest goal one can set: every patent together is worth $110.
MAX_GOAL = 110


#: Qt's translate under the name lupdate looks for (context ``PatentRulesForm``).
translate = QCoreApplication.translate


class PatentRulesForm:
    """The rows of RULES.md's options, added to the dialog's rules form.

    Args:
        form: the new-game dialog's form of rules (the word list and the seed are its own).
    """

    def __init__(self, form: QFormLayout) -> None:
        parent = form.parentWidget()
        self._form = form
        self._seats = 3
        self.challenge = QComboBox(parent)
        self.challenge.addItem(
            translate("PatentRulesForm", "Players challenge words (classic)"),
            ChallengeMode.MANUAL.value,
        )
        self.challenge.addItem(
            translate("PatentRulesForm", "The game checks every word"), ChallengeMode.AUTO.value
        )
        form.addRow(translate("PatentRulesForm", "Checking words:"), self.challenge)
        self.retries = QSpinBox(parent)
        self.retries.setRange(-1, 20)
        self.retries.setSpecialValueText(translate("PatentRulesForm", "unlimited"))
        self.retries.setToolTip(
            translate(
                "PatentRulesForm",
                "When the game checks words: how often a player may build again after a "
                "rejected word; then one card is discarded as a penalty",
            )
        )
        form.addRow(translate("PatentRulesForm", "Tries after a rejected word:"), self.retries)
        self.doublers = QComboBox(parent)
        self.doublers.addItem(
            translate("PatentRulesForm", "Multiply (two doublers = x4)"), DoublerMode.MULTIPLY.value
        )
        self.doublers.addItem(
            translate("PatentRulesForm", "Add (two doublers = x3)"), DoublerMode.ADD.value
        )
        self.doublers.addItem(
            translate("PatentRulesForm", "Never more than x2"), DoublerMode.MAX2.value
        )
        form.addRow(translate("PatentRulesForm", "Several doublers:"), self.doublers)
        self.q_from_pool = QCheckBox(
            translate("PatentRulesForm", "The Q patent may also replace a card of the pool")
        )
        form.addRow("", self.q_from_pool)
        self.z_s_counts = QCheckBox(
            translate("PatentRulesForm", "The Z patent's free S counts toward the 3 letters")
        )
        form.addRow("", self.z_s_counts)
        self.goal = QSpinBox(parent)
        self.goal.setRange(0, MAX_GOAL)
        self.goal.setPrefix("$")
        self.goal.setToolTip(
            translate(
                "PatentRulesForm",
                "Patent value that starts the final round; the usual goal depends on the players",
            )
        )
        form.addRow(translate("PatentRulesForm", "Goal:"), self.goal)
        self.min_patents = QCheckBox(parent)
        form.addRow("", self.min_patents)
        self.challenge.currentIndexChanged.connect(self._show_rows)
        self.goal.valueChanged.connect(self._show_rows)
        self.load(RuleSet())

    def load(self, rules: RuleOptions) -> None:
        """Show ``rules`` (the published rules when they are not the patent game's)."""
        chosen = rules if isinstance(rules, RuleSet) else RuleSet()
        self.challenge.setCurrentIndex(self.challenge.findData(chosen.challenge.value))
        self.retries.setValue(-1 if chosen.retries is None else chosen.retries)
        self.doublers.setCurrentIndex(self.doublers.findData(chosen.doublers.value))
        self.q_from_pool.setChecked(chosen.q_replace_from_pool)
        self.z_s_counts.setChecked(chosen.z_s_counts_toward_minimum)
        self.goal.setValue(0 if chosen.goal is None else chosen.goal)
        self.min_patents.setChecked(chosen.goal_min_patents)
        self._show_rows()

    def set_seats(self, count: int) -> None:
        """The dialog's number of players changed: the usual goal and the minimum follow it."""
        self._seats = count
        self._show_rows()

    def _show_rows(self) -> None:
        seats = self._seats
        self.goal.setSpecialValueText(
            translate("PatentRulesForm", "usual ($%1)").replace("%1", str(GOAL_BY_PLAYERS[seats]))
        )
        # The minimum is 3 to 6 patents: never one, so no plural form is needed in English.
        self.min_patents.setText(
            translate("PatentRulesForm", "The goal also needs at least %1 patents").replace(
                "%1", str(MIN_PATENTS_BY_PLAYERS[seats])
            )
        )
        auto = self.challenge.currentData() == ChallengeMode.AUTO.value
        self._form.setRowVisible(self.retries, auto)
        self._form.setRowVisible(self.min_patents, self._rules().min_patents_can_matter(seats))

    def _rules(self) -> RuleSet:
        retries = self.retries.value()
        goal = self.goal.value()
        return RuleSet(
            challenge=ChallengeMode(self.challenge.currentData()),
            retries=None if retries < 0 else retries,
            doublers=DoublerMode(self.doublers.currentData()),
            goal_min_patents=self.min_patents.isChecked(),
            q_replace_from_pool=self.q_from_pool.isChecked(),
            z_s_counts_toward_minimum=self.z_s_counts.isChecked(),
            goal=goal or None,
        )

    def rules(self) -> RuleSet:
        """The rules chosen. An option whose row is hidden, because it cannot matter in this
        game, keeps its published default."""
        chosen = self._rules()
        if chosen.challenge is ChallengeMode.MANUAL:
            chosen = replace(chosen, retries=RuleSet().retries)
        if not chosen.min_patents_can_matter(self._seats):
            chosen = replace(chosen, goal_min_patents=False)
        return chosen

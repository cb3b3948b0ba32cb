"""The patent game's rule options in the new-game dialog: challenges, retries, doublers, goal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox

from patentgame.model.patent.rules import ChallengeMode, DoublerMode, RuleSet

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions


class PatentRulesForm:
    """The rows of RULES.md's options, added to the dialog's rules form.

    Args:
        form: the new-game dialog's form of rules (the word list and the seed are its own).
    """

    def __init__(self, form: QFormLayout) -> None:
        parent = form.parentWidget()
        self.challenge = QComboBox(parent)
        self.challenge.addItem("Players challenge words (classic)", ChallengeMode.MANUAL.value)
        self.challenge.addItem("The game checks every word", ChallengeMode.AUTO.value)
        form.addRow("Checking words:", self.challenge)
        self.retries = QSpinBox(parent)
        self.retries.setRange(-1, 20)
        self.retries.setSpecialValueText("unlimited")
        self.retries.setToolTip(
            "When the game checks words: rebuilds allowed after a rejected play"
        )
        form.addRow("Tries after a rejected word:", self.retries)
        self.doublers = QComboBox(parent)
        self.doublers.addItem("Multiply (two doublers = x4)", DoublerMode.MULTIPLY.value)
        self.doublers.addItem("Add (two doublers = x3)", DoublerMode.ADD.value)
        self.doublers.addItem("Never more than x2", DoublerMode.MAX2.value)
        form.addRow("Several doublers:", self.doublers)
        self.min_patents = QCheckBox("The goal also needs a minimum number of patents", parent)
        form.addRow("", self.min_patents)
        self.load(RuleSet())

    def load(self, rules: RuleOptions) -> None:
        """Show ``rules`` (the published rules when they are not the patent game's)."""
        chosen = rules if isinstance(rules, RuleSet) else RuleSet()
        self.challenge.setCurrentIndex(self.challenge.findData(chosen.challenge.value))
        self.retries.setValue(-1 if chosen.retries is None else chosen.retries)
        self.doublers.setCurrentIndex(self.doublers.findData(chosen.doublers.value))
        self.min_patents.setChecked(chosen.goal_min_patents)

    def rules(self) -> RuleSet:
        """The rules chosen."""
        retries = self.retries.value()
        return RuleSet(
            challenge=ChallengeMode(self.challenge.currentData()),
            retries=None if retries < 0 else retries,
            doublers=DoublerMode(self.doublers.currentData()),
            goal_min_patents=self.min_patents.isChecked(),
        )

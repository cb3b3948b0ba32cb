"""The patent game's rule options in the new-game dialog: every option of the engine's
:class:`~patentgame.model.patent.rules.RuleSet`.

A row that cannot matter for the game being set up is hidden: the tries after a rejected word
when players challenge words, and the minimum number of patents unless the goal is low enough for
fewer patents to reach it (never with the published goals).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
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


class PatentRulesForm(QObject):
    """The rows of RULES.md's options, added to the dialog's rules form (a ``QObject`` of the
    dialog, so that its texts reach the translation through ``self.tr``, a counting one with
    English plural forms).

    Args:
        form: the new-game dialog's form of rules (the word list and the seed are its own).
    """

    def __init__(self, form: QFormLayout) -> None:
        parent = form.parentWidget()
        super().__init__(parent)
        self._form = form
        self._seats = 3
        #: Never called: the patent game's deck is English whatever the list (views/parts.py).
        self.lexicons_wanted: Callable[[str, str], None] | None = None
        self.challenge = QComboBox(parent)
        self.challenge.addItem(
            self.tr("Players challenge words (classic)"), ChallengeMode.MANUAL.value
        )
        self.challenge.addItem(self.tr("The game checks every word"), ChallengeMode.AUTO.value)
        form.addRow(self.tr("Checking words:"), self.challenge)
        self.retries = QSpinBox(parent)
        self.retries.setRange(-1, 20)
        self.retries.setSpecialValueText(self.tr("unlimited"))
        self.retries.setToolTip(
            self.tr(
                "When the game checks words: how often a player may build again after a "
                "rejected word; then one card is discarded as a penalty"
            )
        )
        form.addRow(self.tr("Tries after a rejected word:"), self.retries)
        self.doublers = QComboBox(parent)
        self.doublers.addItem(self.tr("Multiply (two doublers = x4)"), DoublerMode.MULTIPLY.value)
        self.doublers.addItem(self.tr("Add (two doublers = x3)"), DoublerMode.ADD.value)
        self.doublers.addItem(self.tr("Never more than x2"), DoublerMode.MAX2.value)
        form.addRow(self.tr("Several doublers:"), self.doublers)
        self.q_from_pool = QCheckBox(self.tr("The Q patent may also replace a card of the pool"))
        form.addRow("", self.q_from_pool)
        self.z_s_counts = QCheckBox(self.tr("The Z patent's free S counts toward the 3 letters"))
        form.addRow("", self.z_s_counts)
        self.goal = QSpinBox(parent)
        self.goal.setRange(0, MAX_GOAL)
        self.goal.setPrefix("$")
        self.goal.setToolTip(
            self.tr(
                "Patent value that starts the final round; the usual goal depends on the players"
            )
        )
        form.addRow(self.tr("Goal:"), self.goal)
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
            self.tr("usual ($%1)").replace("%1", str(GOAL_BY_PLAYERS[seats]))
        )
        self.min_patents.setText(
            self.tr("The goal also needs at least %n patent(s)", "", MIN_PATENTS_BY_PLAYERS[seats])
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

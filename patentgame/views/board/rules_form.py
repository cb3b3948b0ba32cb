"""The board games' rows in the new-game dialog: the rule set (Scrabble, Эрудит, Скрэббл,
Wocable English, Wocable Español) and its main options.

Choosing a rule set tells the dialog which word lists fit it (``lexicons_wanted``: its language
and its default list), so an Эрудит game is offered the Russian lists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QSpinBox, QWidget

from patentgame import families
from patentgame.model.board.rules import (
    RULE_SETS,
    BoardRules,
    ChallengeRule,
    EndRule,
    ExchangeOrder,
    rules_for,
)
from patentgame.views.game_names import game_name

#: Scoreless turns in a row that end a game under the option (tournament practice).
SCORELESS_LIMIT = 6
#: The clock's time per move offered first (seed 004 names Wocable's timeout but not its length).
MOVE_SECONDS = 60
#: The clock's time per game offered first (tournament play: 25 minutes a player).
GAME_MINUTES = 25
#: The clock choices' data.
NO_CLOCK, PER_MOVE, PER_GAME = "off", "move", "game"

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions


class BoardRulesForm:
    """The rule set and its options, added to the dialog's rules form.

    Attributes:
        lexicons_wanted: set by the dialog: called with (language, default list id) when the
            rule set changes.
    """

    def __init__(self, form: QFormLayout) -> None:
        parent = form.parentWidget()
        self._form = form
        self.lexicons_wanted: Callable[[str, str], None] | None = None
        self.rule_set = QComboBox(parent)
        for info in RULE_SETS.values():
            self.rule_set.addItem(game_name(families.BOARD.id, info.id), info.id)
        form.addRow(QCoreApplication.translate("BoardRulesForm", "Rule set:"), self.rule_set)
        self.challenge = QComboBox(parent)
        self.challenge.addItem(
            QCoreApplication.translate(
                "BoardRulesForm", "Players challenge words (a wrong challenge loses a turn)"
            ),
            ChallengeRule.VOID.value,
        )
        self.challenge.addItem(
            QCoreApplication.translate(
                "BoardRulesForm", "Players challenge words (a wrong challenge gives 5 points)"
            ),
            ChallengeRule.POINTS.value,
        )
        self.challenge.addItem(
            QCoreApplication.translate("BoardRulesForm", "The game checks every word"),
            ChallengeRule.AUTOMATIC.value,
        )
        form.addRow(QCoreApplication.translate("BoardRulesForm", "Checking words:"), self.challenge)
        self.long_first = QCheckBox(
            QCoreApplication.translate("BoardRulesForm", "The first word has at least 5 letters"),
            parent,
        )
        form.addRow("", self.long_first)
        self.blank_scores = QCheckBox(
            QCoreApplication.translate("BoardRulesForm", "A blank scores as its letter"), parent
        )
        form.addRow("", self.blank_scores)
        self.yo_as_ye = QCheckBox(
            QCoreApplication.translate("BoardRulesForm", "Е may be played for Ё (ЕЛКА for ЁЛКА)"),
            parent,
        )
        form.addRow("", self.yo_as_ye)
        self.return_first = QCheckBox(
            QCoreApplication.translate(
                "BoardRulesForm", "Exchanged tiles go back into the bag before new ones are drawn"
            ),
            parent,
        )
        form.addRow("", self.return_first)
        self.scoreless_end = QCheckBox(
            QCoreApplication.translate(
                "BoardRulesForm", "The game ends after six turns in a row without a score"
            ),
            parent,
        )
        form.addRow("", self.scoreless_end)
        self._add_clock(form)
        self.rule_set.currentIndexChanged.connect(self._rule_set_chosen)
        self.load(rules_for("scrabble-en"))

    def _add_clock(self, form: QFormLayout) -> None:
        """The clock: off, a time per move (a player whose time runs out leaves the game), or a
        time per game (points off for time over); beside it, on the same row, the time of the
        clock chosen."""
        row = QWidget(form.parentWidget())
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        self.clock = QComboBox(row)
        self.clock.addItem(QCoreApplication.translate("BoardRulesForm", "No clock"), NO_CLOCK)
        self.clock.addItem(
            QCoreApplication.translate(
                "BoardRulesForm", "A time per move (run out: you leave the game)"
            ),
            PER_MOVE,
        )
        self.clock.addItem(
            QCoreApplication.translate(
                "BoardRulesForm", "A time per game (10 points off per minute over)"
            ),
            PER_GAME,
        )
        self.move_seconds = QSpinBox(row)
        self.move_seconds.setRange(5, 1000)
        self.move_seconds.setValue(MOVE_SECONDS)
        self.move_seconds.setSuffix(QCoreApplication.translate("BoardRulesForm", " s"))
        self.move_seconds.setAccessibleName(
            QCoreApplication.translate("BoardRulesForm", "Time per move:")
        )
        self.game_minutes = QSpinBox(row)
        self.game_minutes.setRange(1, 1000)
        self.game_minutes.setValue(GAME_MINUTES)
        self.game_minutes.setSuffix(QCoreApplication.translate("BoardRulesForm", " min"))
        self.game_minutes.setAccessibleName(
            QCoreApplication.translate("BoardRulesForm", "Time per game:")
        )
        line.addWidget(self.clock, 1)
        line.addWidget(self.move_seconds)
        line.addWidget(self.game_minutes)
        form.addRow(QCoreApplication.translate("BoardRulesForm", "Clock:"), row)
        self.clock.currentIndexChanged.connect(self._show_clock_time)
        self._show_clock_time()

    def _show_clock_time(self) -> None:
        chosen = self.clock.currentData()
        self.move_seconds.setVisible(chosen == PER_MOVE)
        self.game_minutes.setVisible(chosen == PER_GAME)

    def _rule_set_chosen(self) -> None:
        rules = rules_for(self.rule_set.currentData())
        self._show_options(rules)
        if self.lexicons_wanted is not None:
            self.lexicons_wanted(RULE_SETS[rules.rule_set].language, rules.lexicon_id)

    def _show_options(self, rules: BoardRules) -> None:
        self.challenge.setCurrentIndex(self.challenge.findData(rules.challenge.value))
        self.long_first.setChecked(rules.first_word_min >= 5)
        self.blank_scores.setChecked(rules.blank_scores_letter)
        # Ё and Е are Russian letters; a game ended by scoreless turns has no need of the limit.
        self._form.setRowVisible(self.yo_as_ye, rules.tiles.language == "ru")
        self.yo_as_ye.setChecked(rules.yo_as_ye)
        self.return_first.setChecked(rules.exchange_order is ExchangeOrder.RETURN_FIRST)
        self._form.setRowVisible(self.scoreless_end, rules.end_rule is EndRule.PASSES)
        self.scoreless_end.setChecked(rules.scoreless_limit > 0)
        if rules.move_seconds:
            self.move_seconds.setValue(rules.move_seconds)
        if rules.game_minutes:
            self.game_minutes.setValue(rules.game_minutes)
        chosen = PER_MOVE if rules.move_seconds else PER_GAME if rules.game_minutes else NO_CLOCK
        self.clock.setCurrentIndex(self.clock.findData(chosen))
        self._show_clock_time()

    def load(self, rules: RuleOptions) -> None:
        """Show ``rules`` (Scrabble's when they are not a board game's)."""
        chosen = rules if isinstance(rules, BoardRules) else rules_for("scrabble-en")
        self.rule_set.blockSignals(True)
        self.rule_set.setCurrentIndex(max(0, self.rule_set.findData(chosen.rule_set)))
        self.rule_set.blockSignals(False)
        self._show_options(chosen)
        if self.lexicons_wanted is not None:
            self.lexicons_wanted(RULE_SETS[chosen.rule_set].language, chosen.lexicon_id)

    def set_seats(self, count: int) -> None:
        """No option of the board games depends on the number of players."""

    def rules(self) -> BoardRules:
        """The rules chosen (the dialog's word list goes into them when the game starts)."""
        base = rules_for(self.rule_set.currentData())
        return base.replace(
            challenge=ChallengeRule(self.challenge.currentData()),
            first_word_min=5 if self.long_first.isChecked() else min(base.first_word_min, 2),
            blank_scores_letter=self.blank_scores.isChecked(),
            yo_as_ye=self.yo_as_ye.isChecked() and base.tiles.language == "ru",
            exchange_order=(
                ExchangeOrder.RETURN_FIRST
                if self.return_first.isChecked()
                else ExchangeOrder.DRAW_FIRST
            ),
            scoreless_limit=SCORELESS_LIMIT if self.scoreless_end.isChecked() else 0,
            move_seconds=self.move_seconds.value() if self.clock.currentData() == PER_MOVE else 0,
            game_minutes=self.game_minutes.value() if self.clock.currentData() == PER_GAME else 0,
        )

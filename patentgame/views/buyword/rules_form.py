"""BuyWord's rule options in the new-game dialog: every option of
:class:`~patentgame.model.buyword.rules.BuyWordRules` (BUYWORD_RULES.md).

The draft and the auction are alternatives (one choice of how tiles are bought); the auction
needs two players, so it is offered only then. A theme is a built-in word list every sold word
must also be in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QFormLayout

from patentgame.model.buyword.rules import BuyWordRules, Checking

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions

#: How tiles are bought: the published blind draw, or a variant.
PLAIN, DRAFT, AUCTION = "plain", "draft", "auction"


def theme_choices() -> list[tuple[str, str]]:
    """(id, label) of the built-in English lists a theme may be."""
    try:
        from patentgame.model.lexicon import builtin_lists
        from patentgame.model.list_texts import shown

        return [(info.id, shown(info.label)) for info in builtin_lists() if info.language == "en"]
    except Exception:  # the list of lists must never stop a game from being set up
        return []


class BuyWordRulesForm:
    """The rows of BuyWord's options, added to the dialog's rules form."""

    def __init__(self, form: QFormLayout) -> None:
        parent = form.parentWidget()
        self._form = form
        self._seats = 1
        #: Never called: a list's language picks BuyWord's tiles (views/parts.py).
        self.lexicons_wanted: Callable[[str, str], None] | None = None
        self.min_word = QComboBox(parent)
        self.min_word.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "2 letters (published rules)"), 2
        )
        self.min_word.addItem(QCoreApplication.translate("BuyWordRulesForm", "3 letters"), 3)
        form.addRow(QCoreApplication.translate("BuyWordRulesForm", "Shortest word:"), self.min_word)
        self.checking = QComboBox(parent)
        self.checking.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "The game checks every word"),
            Checking.AUTO.value,
        )
        self.checking.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "Players challenge words"),
            Checking.CHALLENGE.value,
        )
        form.addRow(
            QCoreApplication.translate("BuyWordRulesForm", "Checking words:"), self.checking
        )
        self.buying = QComboBox(parent)
        self.buying.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "Blind draws (published rules)"), PLAIN
        )
        self.buying.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "Draft from a face-up display"), DRAFT
        )
        self.buying.addItem(
            QCoreApplication.translate("BuyWordRulesForm", "Auction each set"), AUCTION
        )
        form.addRow(QCoreApplication.translate("BuyWordRulesForm", "Buying tiles:"), self.buying)
        self.theme = QComboBox(parent)
        self.theme.addItem(QCoreApplication.translate("BuyWordRulesForm", "No word theme"), "")
        for list_id, label in theme_choices():
            self.theme.addItem(
                QCoreApplication.translate("BuyWordRulesForm", "Words also in: {list}").format(
                    list=label
                ),
                list_id,
            )
        form.addRow(QCoreApplication.translate("BuyWordRulesForm", "Word theme:"), self.theme)
        self.load(BuyWordRules())

    def load(self, rules: RuleOptions) -> None:
        """Show ``rules`` (the published rules when they are not BuyWord's)."""
        chosen = rules if isinstance(rules, BuyWordRules) else BuyWordRules()
        self.min_word.setCurrentIndex(max(0, self.min_word.findData(chosen.min_word)))
        self.checking.setCurrentIndex(max(0, self.checking.findData(chosen.checking.value)))
        buying = DRAFT if chosen.draft else AUCTION if chosen.auction else PLAIN
        self.buying.setCurrentIndex(max(0, self.buying.findData(buying)))
        self.theme.setCurrentIndex(max(0, self.theme.findData(chosen.theme or "")))
        self._show_rows()

    def set_seats(self, count: int) -> None:
        """The number of players changed: the auction and the challenges need two."""
        self._seats = count
        self._show_rows()

    def _show_rows(self) -> None:
        alone = self._seats < 2
        model = self.buying.model()
        item = model.item(2) if isinstance(model, QStandardItemModel) else None
        if item is not None:
            item.setEnabled(not alone)
        if alone and self.buying.currentData() == AUCTION:
            self.buying.setCurrentIndex(0)
        self._form.setRowVisible(self.checking, not alone)

    def rules(self) -> BuyWordRules:
        """The rules chosen (alone, words are always checked and nothing is auctioned)."""
        buying = self.buying.currentData()
        alone = self._seats < 2
        return BuyWordRules(
            min_word=int(self.min_word.currentData()),
            checking=Checking.AUTO if alone else Checking(self.checking.currentData()),
            draft=buying == DRAFT,
            auction=buying == AUCTION and not alone,
            theme=self.theme.currentData() or None,
        )

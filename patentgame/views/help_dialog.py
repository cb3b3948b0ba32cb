"""Help: the rules of the game in the app, and the About text (``views.about``) beside them.

The rules shown are those of the family whose table the window shows: each family names its
page in the registry (part ``rules_page``), so this dialog knows no game by name.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.views import window_looks
from patentgame.views.about import about_html
from patentgame.views.game_names import family_name
from patentgame.views.parts import RULES_PAGE


def rules_page(family: families.Family, rules: object = None) -> str:
    """The rules page of ``family``, in the app's language; one sentence when it has none yet.

    A family with named rule sets (part ``rule_set``) is given ``rules``, the rules of the game
    on the table (None without one), so its page tells the rule set being played."""
    if family.has(RULES_PAGE):
        page = family.part(RULES_PAGE)
        return str(page(rules) if family.has("rule_set") else page())
    game = family_name(family)
    text = QCoreApplication.translate(
        "HelpDialog", "The rules of {game} are not in the app yet."
    ).format(game=html.escape(game))
    return f"<p>{text}</p>"


class HelpDialog(QDialog):
    """Two tabs: the rules of ``family`` (the game the window shows, played by ``rules``) and
    the About text."""

    def __init__(
        self,
        tab: int = 0,
        parent: QWidget | None = None,
        family: families.Family = families.DEFAULT,
        rules: object = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("patentgame - help"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.rules = QTextBrowser()
        self.rules.setHtml(rules_page(family, rules))
        self.about = QTextBrowser()
        self.about.setHtml(about_html())
        self.tabs.addTab(self.rules, self.tr("Rules"))
        self.tabs.addTab(self.about, self.tr("About and word lists"))
        self.tabs.setCurrentIndex(tab)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        window_looks.fit_screen(self, 760, 700)

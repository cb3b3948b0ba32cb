"""Help: the rules of the game in the app, and the About text (``views.about``) beside them."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from patentgame.views.about import about_html
from patentgame.views.patent.rules_text import rules_html


class HelpDialog(QDialog):
    """Two tabs: the rules and the About text."""

    def __init__(self, tab: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("patentgame - help"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.rules = QTextBrowser()
        self.rules.setHtml(rules_html())
        self.about = QTextBrowser()
        self.about.setHtml(about_html())
        self.tabs.addTab(self.rules, self.tr("Rules"))
        self.tabs.addTab(self.about, self.tr("About and word lists"))
        self.tabs.setCurrentIndex(tab)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 700)

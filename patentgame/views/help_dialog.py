"""Help: the rules of the game in the app, and the About box with the word lists' credits."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from patentgame import __version__
from patentgame.views.patent.rules_text import rules_html


def about_html() -> str:
    """The About text: version, and every built-in word list with its credit and licence."""
    parts = [
        f"<h2>patentgame {html.escape(__version__)}</h2>",
        "<p>"
        + QCoreApplication.translate("About", "A word game of letters, patents and royalties.")
        + "</p>",
        "<h3>" + QCoreApplication.translate("About", "Word lists") + "</h3>",
        "<p>"
        + QCoreApplication.translate(
            "About",
            "None of these lists is the NWL, Collins or any other proprietary tournament list.",
        )
        + "</p>",
    ]
    try:
        from patentgame.model.lexicon import builtin_lists, licence_text

        lists = builtin_lists()
    except Exception as error:  # the About box must open even with a broken install
        problem = QCoreApplication.translate("About", "The word lists could not be read: {error}")
        return "".join(parts) + "<p>" + html.escape(problem.format(error=error)) + "</p>"
    for info in lists:
        count = QCoreApplication.translate("About", "({count} words)").format(
            count=QLocale().toString(info.words)
        )
        licence = QCoreApplication.translate("About", "Licence:")
        parts.append(
            f"<p><b>{html.escape(info.label)}</b> {html.escape(count)}<br>"
            f"{html.escape(info.credit)}<br><i>{html.escape(licence)}</i> "
            f"{html.escape(info.licence)}</p>"
        )
        if info.notice:
            parts.append(f"<p>{html.escape(info.notice)}</p>")
    parts.append("<h3>" + QCoreApplication.translate("About", "Licence texts") + "</h3>")
    for info in lists:
        try:
            text = licence_text(info.id)
        except Exception:
            continue
        parts.append(f"<h4>{html.escape(info.label)}</h4><pre>{html.escape(text)}</pre>")
    parts.append(_vocabulary_credits())
    return "".join(parts)


def _vocabulary_credits() -> str:
    """The credits of the board games' everyday vocabularies (the words their easier computer
    players know), made from wordfreq's data, with the licence in full."""
    translate = QCoreApplication.translate
    heading = translate("About", "Everyday vocabularies of the board games' computer players")
    try:
        from patentgame.model.board.ai.everyday import credits

        shipped = credits()
    except Exception as error:  # the About box must open even with a broken install
        problem = translate("About", "The vocabularies' credits could not be read: {error}")
        return f"<h3>{html.escape(heading)}</h3><p>{html.escape(problem.format(error=error))}</p>"
    if not shipped:
        return ""
    parts = [f"<h3>{html.escape(heading)}</h3>"]
    for credit in shipped:
        line = translate("About", "{id} ({words} words), made from {source}. Licence: {licence}")
        text = line.format(
            id=credit.id,
            words=QLocale().toString(credit.words),
            source=credit.source,
            licence=credit.licence,
        )
        parts.append(f"<p>{html.escape(text)}</p>")
    parts.append(f"<pre>{html.escape(shipped[0].licence_text)}</pre>")
    return "".join(parts)


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

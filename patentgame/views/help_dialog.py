"""Help: the rules of the game in the app, and the About box with the word lists' credits.

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

from patentgame import __version__, families


def about_html() -> str:
    """The About text: version, and every built-in word list with its credit and licence."""
    parts = [
        f"<h2>patentgame {html.escape(__version__)}</h2>",
        "<p>A word game of letters, patents and royalties.</p>",
        "<h3>Word lists</h3>",
        "<p>None of these lists is the NWL, Collins or any other proprietary tournament list.</p>",
    ]
    try:
        from patentgame.model.lexicon import builtin_lists, licence_text

        lists = builtin_lists()
    except Exception as error:  # the About box must open even with a broken install
        return (
            "".join(parts) + f"<p>The word lists could not be read: {html.escape(str(error))}</p>"
        )
    for info in lists:
        parts.append(
            f"<p><b>{html.escape(info.label)}</b> ({info.words:,} words)<br>"
            f"{html.escape(info.credit)}<br><i>Licence:</i> {html.escape(info.licence)}</p>"
        )
        if info.notice:
            parts.append(f"<p>{html.escape(info.notice)}</p>")
    parts.append("<h3>Licence texts</h3>")
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
            id=credit.id, words=f"{credit.words:,}", source=credit.source, licence=credit.licence
        )
        parts.append(f"<p>{html.escape(text)}</p>")
    parts.append(f"<pre>{html.escape(shipped[0].licence_text)}</pre>")
    return "".join(parts)


def rules_page(family: families.Family) -> str:
    """The rules page of ``family``, in the app's language; one sentence when it has none yet."""
    if family.has("rules_page"):
        return str(family.part("rules_page")())
    game = QCoreApplication.translate("Families", family.name)
    text = QCoreApplication.translate(
        "HelpDialog", "The rules of {game} are not in the app yet."
    ).format(game=html.escape(game))
    return f"<p>{text}</p>"


class HelpDialog(QDialog):
    """Two tabs: the rules of ``family`` (the game the window shows) and the About text."""

    def __init__(
        self,
        tab: int = 0,
        parent: QWidget | None = None,
        family: families.Family = families.DEFAULT,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("patentgame - help"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.rules = QTextBrowser()
        self.rules.setHtml(rules_page(family))
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

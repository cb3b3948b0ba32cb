"""Help > About: the version, and every shipped word list and data set with its licence and
credit, read from the data's own manifests (:mod:`patentgame.model.credits`) so the box says
what the shipped files say; then the board games' everyday vocabularies, credited from their
own manifest (:func:`patentgame.model.board.ai.everyday.credits`)."""

from __future__ import annotations

import html

import PySide6
from PySide6.QtCore import QLocale, QObject, qVersion
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from patentgame import __version__
from patentgame.model.credits import Credit, shipped_credits
from patentgame.model.list_texts import shown
from patentgame.views import window_looks


class AboutText(QObject):
    """Writes the About text (a QObject for its ``tr``: Qt's tools find plural sentences there)."""

    def html(self) -> str:
        """The About text: version, Qt, and every shipped data set with its credit, licence
        and notice, then the licences' full texts."""
        title = self.tr("patentgame {version}").format(version=__version__)
        made_with = self.tr("Made with Qt {qt} (PySide6 {pyside}).").format(
            qt=qVersion(), pyside=PySide6.__version__
        )
        tagline = self.tr("A word game of letters, patents and royalties.")
        data_heading = self.tr("Word lists and other data")
        not_proprietary = self.tr(
            "None of these lists is the NWL, Collins or any other proprietary tournament list."
        )
        parts = [
            f"<h2>{html.escape(title)}</h2>",
            f"<p>{html.escape(tagline)}</p>",
            f"<p>{html.escape(made_with)}</p>",
            f"<h3>{html.escape(data_heading)}</h3>",
            f"<p>{html.escape(not_proprietary)}</p>",
        ]
        try:
            credits = shipped_credits()
        except (OSError, ValueError) as error:  # the About box must open even with a broken install
            problem = self.tr("The word lists' details could not be read: {error}")
            return "".join(parts) + f"<p>{html.escape(problem.format(error=error))}</p>"
        parts.extend(self._credit_html(credit) for credit in credits)
        texts_heading = self.tr("Licence texts")
        parts.append(f"<h3>{html.escape(texts_heading)}</h3>")
        for credit in credits:
            text = credit.licence_texts()
            if text:
                title = html.escape(shown(credit.title))
                parts.append(f"<h4>{title}</h4>{_pre(text)}")
        parts.append(self._vocabulary_html())
        return "".join(parts)

    def _vocabulary_html(self) -> str:
        """The credits of the board games' everyday vocabularies (the words their easier
        computer players know), made from wordfreq's data, with the licence in full. They are
        no word list a person plays with, so their manifest has a shape of its own."""
        heading = self.tr("Everyday vocabularies of the board games' computer players")
        try:
            from patentgame.model.board.ai.everyday import credits

            shipped = credits()
        except Exception as error:  # the About box must open even with a broken install
            problem = self.tr("The vocabularies' credits could not be read: {error}")
            said = html.escape(problem.format(error=error))
            return f"<h3>{html.escape(heading)}</h3><p>{said}</p>"
        if not shipped:
            return ""
        parts = [f"<h3>{html.escape(heading)}</h3>"]
        for credit in shipped:
            line = self.tr("{id} ({words} words), made from {source}. Licence: {licence}")
            text = line.format(
                id=credit.id,
                words=QLocale().toString(credit.words),
                source=credit.source,
                licence=credit.licence,
            )
            parts.append(f"<p>{html.escape(text)}</p>")
        parts.append(_pre(shipped[0].licence_text))
        return "".join(parts)

    def _credit_html(self, credit: Credit) -> str:
        if credit.words is not None:
            heading = self.tr("{title} (%Ln word(s))", "", credit.words)
            heading = heading.format(title=shown(credit.title))
        else:
            heading = shown(credit.title)
        licence = self.tr("Licence: {licence}").format(licence=shown(credit.licence))
        lines = [
            f"<b>{html.escape(heading)}</b>",
            html.escape(shown(credit.credit)),
            html.escape(licence),
        ]
        text = f"<p>{'<br>'.join(lines)}</p>"
        if credit.notice:
            text += f"<p><i>{html.escape(credit.notice)}</i></p>"
        return text


def _pre(text: str) -> str:
    """A licence's text as written, but wrapped to the box (its long lines made the box
    scroll sideways)."""
    return f'<pre style="white-space: pre-wrap">{html.escape(text)}</pre>'


def about_html() -> str:
    """The About text (see :class:`AboutText`)."""
    return AboutText().html()


class AboutDialog(QDialog):
    """The About box: :func:`about_html` in a browser, and Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About patentgame"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        # Long addresses without spaces wrap too: the box never scrolls sideways.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.browser.setHtml(about_html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        window_looks.fit_screen(self, 720, 640)

"""Word meanings at the table: a played word's meanings from the offline WordNet definitions.

The log, the challenge question, the summary and the game review show a word's meanings when it
is clicked (:class:`MeaningPopup`); the summary lists the game's words with a short meaning
(:func:`short_meaning`). A word the definitions do not know says so plainly: a meaning is never
made up. The reading is :func:`patentgame.model.definitions.define`; the sentences are made
here, translatable (context ``Meanings``).
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QHideEvent, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:  # the definitions are read when a meaning is first asked for, not at start
    from patentgame.model.definitions import Definition, PartOfSpeech, WordForm

#: A word a line of the log or of the review may show: capitals, two letters or more.
WORD = re.compile(r"\b[A-Z]{2,}\b")
#: The link scheme of a word in rich text: ``word:CANDOR``.
WORD_LINK = "word:"


def _part(part: PartOfSpeech) -> str:
    from patentgame.model.definitions import PartOfSpeech

    return {
        PartOfSpeech.NOUN: QCoreApplication.translate("Meanings", "noun"),
        PartOfSpeech.VERB: QCoreApplication.translate("Meanings", "verb"),
        PartOfSpeech.ADJECTIVE: QCoreApplication.translate("Meanings", "adjective"),
        PartOfSpeech.ADVERB: QCoreApplication.translate("Meanings", "adverb"),
    }[part]


def _form(form: WordForm, base: str) -> str:
    from patentgame.model.definitions import WordForm

    texts = {
        WordForm.PLURAL: QCoreApplication.translate("Meanings", "plural of {base}"),
        WordForm.THIRD_PERSON: QCoreApplication.translate("Meanings", "-s form of {base}"),
        WordForm.PAST: QCoreApplication.translate(
            "Meanings", "past tense or past participle of {base}"
        ),
        WordForm.PRESENT_PARTICIPLE: QCoreApplication.translate("Meanings", "-ing form of {base}"),
        WordForm.COMPARATIVE: QCoreApplication.translate("Meanings", "comparative of {base}"),
        WordForm.SUPERLATIVE: QCoreApplication.translate("Meanings", "superlative of {base}"),
        WordForm.INFLECTED: QCoreApplication.translate("Meanings", "a form of {base}"),
    }
    return texts[form].format(base=base.upper())


def lookup(word: str) -> Definition | None:
    """The word's meanings, or ``None`` (also when the definitions file cannot be read: then
    no word has a meaning this run, and the log says why, once)."""
    from patentgame.model.definitions import DefinitionsError, define

    try:
        return define(word)
    except DefinitionsError as error:
        _note_once(error.detail)
        return None


_noted: list[str] = []


def _note_once(detail: str) -> None:
    if not _noted:
        _noted.append(detail)
        logging.getLogger("patentgame.meanings").warning(
            "no word meanings are shown: the definitions file %s", detail
        )


def short_meaning(word: str) -> str | None:
    """The first meaning of ``word``, with its base when it is an inflection."""
    definition = lookup(word)
    if definition is None or not definition.senses:
        return None
    gloss = definition.senses[0].glosses[0]
    if definition.form is not None:
        return f"({_form(definition.form, definition.base)}) {gloss}"
    return gloss


def meaning_html(word: str) -> str:
    """Every reading of ``word`` as rich text, or the honest "no entry" sentence."""
    upper = word.upper()
    definition = lookup(word)
    if definition is None:
        return "<b>{}</b><br>{}".format(
            escape(upper),
            escape(
                QCoreApplication.translate(
                    "Meanings", "No meaning of {word} is in the offline dictionary (WordNet 3.0)."
                ).format(word=upper)
            ),
        )
    parts = [f"<b>{escape(upper)}</b>"]
    for reading in definition.readings:
        if reading.form is not None:
            parts.append(f"<i>{escape(_form(reading.form, reading.base))}</i>")
        for group in reading.senses:
            items = "".join(f"<li>{escape(gloss)}</li>" for gloss in group.glosses)
            parts.append(f"{escape(_part(group.part_of_speech))}<ol>{items}</ol>")
    return "<br>".join(parts)


def escape(text: str) -> str:
    """Plain words for rich text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def linked_words(text: str, colour: str = "#f3dfa2") -> str:
    """Escape ``text`` for rich text, each word in capitals a link (in ``colour``, dotted
    underline) to its meanings."""
    return WORD.sub(
        lambda match: (
            f'<a href="{WORD_LINK}{match.group(0)}" style="color: {colour};'
            f' text-decoration: none; border-bottom: 1px dotted {colour};">{match.group(0)}</a>'
        ),
        escape(text),
    )


class MeaningPopup(QFrame):
    """A small window with a word's meanings (or a computer player's reason) that closes with
    a click elsewhere or Escape, as a tooltip would, but stays while it is read.

    It never takes the keyboard or the mouse from the table: a Qt popup would grab both, so a
    person typing a word or dragging a card while it was open lost the letters and the drag.
    This one is a tool-tip window that is never activated; a click elsewhere closes it and
    still reaches what was clicked, and only Escape is kept (it closes the window).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("meaning")
        self.setStyleSheet(
            "QFrame#meaning { background: #fffaf0; border: 1px solid #9c8a66;"
            " border-radius: 6px; }"
            "QLabel { color: #2b1d0e; font-size: 13px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setMaximumWidth(420)
        self.label.setMinimumWidth(260)
        self.label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.label)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def hideEvent(self, event: QHideEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Close on a press of the mouse outside (the press goes on to its target) or on
        Escape (kept: it was meant for this window); every other key goes where it went."""
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            if not self.geometry().contains(event.globalPosition().toPoint()):
                self.hide()
        elif (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.hide()
            return True
        return False

    def show_html(self, html: str, at: QPoint) -> None:
        """Show ``html`` near the global point ``at``."""
        self.label.setText(html)
        self.adjustSize()
        self.move(at)
        self.show()

    def show_word(self, word: str, at: QPoint) -> None:
        """Show ``word``'s meanings near the global point ``at``."""
        self.show_html(meaning_html(word), at)

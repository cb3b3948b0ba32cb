"""Word meanings at the table: a played word's meanings from the offline dictionaries.

The log, the challenge question, the summary and the game review show a word's meanings when it
is clicked (:class:`MeaningPopup`); the summary lists the game's words with a short meaning
(:func:`short_meaning`); the board games' score sheet opens the meanings of a play's words. A
word the definitions do not know says so plainly: a meaning is never made up. English words are
read by :func:`patentgame.model.definitions.define` (WordNet), the Russian and Spanish lists'
words by :func:`patentgame.model.glossaries.meanings` (Russian Wiktionary; FreeDict's English
glosses); the sentences are made here, translatable (context ``Meanings``).
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
    from patentgame.model.glossaries import Meanings

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


def _source_name(language: str) -> str:
    """The offline dictionary of ``language``'s words, as the "no entry" sentence names it."""
    names = {
        "ru": QCoreApplication.translate("Meanings", "Russian Wiktionary"),
        "es": QCoreApplication.translate("Meanings", "FreeDict Spanish-English"),
    }
    return names.get(language, language)


def lookup_in(word: str, language: str) -> Meanings | None:
    """A Russian or Spanish word's meanings, or ``None`` (also when the file cannot be read:
    the log says why, once)."""
    from patentgame.model.definitions import DefinitionsError
    from patentgame.model.glossaries import meanings

    try:
        return meanings(word, language)
    except DefinitionsError as error:
        _note_once(error.detail)
        return None


def meaning_html(word: str, language: str = "en") -> str:
    """Every reading of ``word`` (a word of a list in ``language``) as rich text, or the honest
    "no entry" sentence; for a language with no offline source, the sentence that says so."""
    if language != "en":
        return _glossary_html(word, language)
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


def _glossary_html(word: str, language: str) -> str:
    """A Russian or Spanish word's meanings as rich text: each lemma (a form names it), its
    glosses numbered, English ones said to be English."""
    from patentgame.model.glossaries import has_meanings

    upper = word.upper()
    if not has_meanings(language):
        sentence = QCoreApplication.translate(
            "Meanings", "The game has no offline source of word meanings for this language."
        )
        return f"<b>{escape(upper)}</b><br>{escape(sentence)}"
    found = lookup_in(word, language)
    if found is None:
        sentence = QCoreApplication.translate(
            "Meanings", "No meaning of {word} is in the offline dictionary ({source})."
        ).format(word=upper, source=_source_name(language))
        return f"<b>{escape(upper)}</b><br>{escape(sentence)}"
    parts = [f"<b>{escape(found.word.upper())}</b>"]
    if found.english_glosses:
        note = QCoreApplication.translate("Meanings", "English glosses (FreeDict)")
        parts.append(f"<i>{escape(note)}</i>")
    for reading in found.readings:
        if reading.lemma != found.word:
            form = QCoreApplication.translate("Meanings", "a form of {base}")
            parts.append(f"<i>{escape(form.format(base=reading.lemma.upper()))}</i>")
        items = "".join(f"<li>{escape(gloss)}</li>" for gloss in reading.glosses)
        parts.append(f"<ol>{items}</ol>")
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

    def show_word(self, word: str, at: QPoint, language: str = "en") -> None:
        """Show ``word``'s meanings (a word of a list in ``language``) near the global point
        ``at``."""
        self.show_html(meaning_html(word, language), at)

    def show_words(self, words: list[str], at: QPoint, language: str = "en") -> None:
        """Show the meanings of each of ``words`` (a play's words), one after another."""
        self.show_html("<hr>".join(meaning_html(word, language) for word in words), at)

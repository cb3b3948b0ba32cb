"""What a person sees in another language: every text of a window, the English left in it, and
the texts that do not fit.

Used by ``tests/views/test_in_russian.py``. On a Russian screen a text counts as "still English"
when it is made only of Latin words, apart from the words a Russian screen shows in Latin on
purpose (:data:`ALWAYS_LATIN`, the players' names, the played words, single letters: the patent
game's cards are Latin letters). Polish and Spanish are written in Latin letters too: there a
text is "still English" when it holds a word of the code's English sentences that the
language's translations never use (:func:`english_only_words`).

Sentences still waiting for their translation are the business of one test only
(``test_every_sentence_is_translated``, which reads the ``.ts``): a text that is an
``unfinished`` message of ``patentgame_<language>.ts`` (its ``{fields}`` and ``%n`` filled with
anything) is set aside here, not reported twice. So when a helper adds a sentence with ``tr()``
and runs ``translations/build.py``, exactly one test names it until its translation is written;
a sentence shown without ``tr()`` at all is in no ``.ts`` and is reported here.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from patentgame.wording import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent.parent

#: Words a Russian screen shows in Latin letters on purpose: the game's and programs' names,
#: keys as printed on keyboards, units and the word lists' own names.
ALWAYS_LATIN = frozenset(
    {
        "patentgame",
        "BuyWord",
        "WordNet",
        "Princeton",
        "University",
        "Enter",
        "Esc",
        "Escape",
        "Ctrl",
        "Shift",
        "Alt",
        "Tab",
        "Space",
        "Backspace",
        "Delete",
        "Home",
        "End",
        "PgUp",
        "PgDown",
        "F1",
        "F11",
        "Qt",
        "PySide6",
        "JSON",
        "GCG",
        "ENABLE",
        "SCOWL",
        "Open",
        "English",
        "Common",
        "Collins",
        "TWL",
        "SOWPODS",
        "OK",
    }
) | frozenset(  # and each language's name in itself, as Settings > Language lists them
    word for name in LANGUAGES.values() for word in re.findall(r"[A-Za-z][A-Za-z']*", name)
)

_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_CYRILLIC = re.compile(r"[\u0400-\u04FF]")
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Seen:
    """One text a person sees: where (widget class and object name) and what."""

    where: str
    text: str


def plain(text: str) -> str:
    """``text`` as read on screen: no rich-text tags, entities decoded, no & marks."""
    return (
        html.unescape(_TAG.sub(" ", text)).replace("&&", "\0").replace("&", "").replace("\0", "&")
    )


def _name(widget: QWidget | QAction) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}"


def visible_texts(root: QWidget) -> list[Seen]:
    """Every text shown by ``root`` and its visible children: labels, buttons, tabs, group
    titles, combo entries, placeholders, tooltips, window titles, and the entries of every
    menu of a menu bar (menus are read whether or not they are open)."""
    seen: list[Seen] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        where = _name(widget)
        if widget.isWindow() and widget.windowTitle():
            seen.append(Seen(where + " title", widget.windowTitle()))
        if widget.toolTip():
            seen.append(Seen(where + " tooltip", widget.toolTip()))
        if isinstance(widget, (QLabel, QAbstractButton)):
            seen.append(Seen(where, widget.text()))
        elif isinstance(widget, QGroupBox):
            seen.append(Seen(where, widget.title()))
        elif isinstance(widget, QTabWidget):
            seen.extend(Seen(where + " tab", widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QComboBox):
            seen.extend(Seen(where + " entry", widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QLineEdit):
            seen.append(Seen(where + " placeholder", widget.placeholderText()))
        elif isinstance(widget, QTextBrowser):
            seen.extend(Seen(where, text) for text in _paragraphs(widget.toHtml()))
        elif isinstance(widget, QTableWidget):
            seen.extend(_table_texts(widget, where))
        elif isinstance(widget, QListWidget):
            seen.extend(Seen(where + " item", widget.item(i).text()) for i in range(widget.count()))
        if isinstance(widget, QMenu):
            seen.extend(_menu_texts(widget))
    return [item for item in seen if plain(item.text).strip()]


def _paragraphs(document: str) -> list[str]:
    """The paragraphs, headings, list items and table cells of a rich text, each one text;
    ``<pre>`` blocks (licence texts, quoted as written) are left out, wrapped ones too (Qt
    writes those as paragraphs in a monospace font)."""
    body = re.sub(r"<pre.*?</pre>", " ", document, flags=re.DOTALL | re.IGNORECASE)
    body = re.sub(
        r"<span style=\"[^\"]*font-family:'monospace'[^\"]*\">.*?</span>",
        " ",
        body,
        flags=re.DOTALL | re.IGNORECASE,
    )
    body = re.sub(r"<head.*?</head>", " ", body, flags=re.DOTALL | re.IGNORECASE)
    blocks = re.split(r"<(?:p|h[1-6]|li|td|th|tr|br)\b[^>]*>", body, flags=re.IGNORECASE)
    return [text for text in (plain(block).strip() for block in blocks) if text]


def _table_texts(table: QTableWidget, where: str) -> Iterable[Seen]:
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        if header is not None:
            yield Seen(where + " heading", header.text())
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is not None:
                yield Seen(where + " cell", item.text())


def _menu_texts(menu: QMenu) -> Iterable[Seen]:
    yield Seen(f"menu {menu.title()}", menu.title())
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield Seen(f"menu {plain(menu.title())}", action.text())
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            yield Seen(f"menu {plain(menu.title())} tooltip", action.toolTip())


def is_latin_only(text: str, allowed: frozenset[str]) -> bool:
    """Whether ``text`` is made only of Latin words (none of them ``allowed``), with no
    Cyrillic at all: English a Russian reader would meet."""
    shown = plain(text)
    if _CYRILLIC.search(shown) or shown.strip() in LANGUAGES.values():
        return False  # Settings > Language names each language in itself ("Español")
    words = [word for word in _LATIN_WORD.findall(shown) if len(word) > 1]
    return any(
        word not in allowed and word.upper() not in allowed and word not in ALWAYS_LATIN
        for word in words
    )


#: Languages written in Cyrillic: there any text without Cyrillic made of Latin words is English.
CYRILLIC_LANGUAGES = frozenset({"ru"})

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")


@cache
def english_only_words(language: str, source: Path | None = None) -> frozenset[str]:
    """The words (lower case) of the code's English sentences that no translation of
    ``patentgame_<language>.ts`` uses: for a language written in Latin letters (Polish,
    Spanish), a shown text holding one of them is English left ("the", "game", "buy"), while
    the words a translation keeps (patent, Scrabble, Enter, the computers' names) are not."""
    tree = ElementTree.parse(source or ROOT / "translations" / f"patentgame_{language}.ts")
    english: set[str] = set()
    native: set[str] = set()
    for message in tree.iter("message"):
        english.update(_words(message.findtext("source", "")))
        translation = message.find("translation")
        if translation is not None and translation.get("type") != "unfinished":
            for text in [translation.text or "", *(f.text or "" for f in translation)]:
                native.update(_words(text))
    return frozenset(english - native)


def _words(text: str) -> set[str]:
    """The words of a sentence as written in a .ts (tags and {fields} left out), lower case."""
    bare = re.sub(r"\{[^}]*\}|%\w+|&(?:[a-z]+;)?", " ", _TAG.sub(" ", text))
    return {word.lower() for word in _WORD.findall(bare) if len(word) > 1}


def is_english_among(text: str, language: str, allowed: frozenset[str]) -> bool:
    """Whether ``text`` holds a word only the English of the code uses, for a language in
    Latin letters (none of ``allowed``, the names and played words, counts)."""
    shown = plain(text)
    foreign = english_only_words(language)
    return any(
        word.lower() in foreign
        and word not in allowed
        and word.upper() not in allowed
        and word not in ALWAYS_LATIN
        for word in _WORD.findall(shown)
        if len(word) > 1
    )


def unfinished_sentences(language: str, source: Path | None = None) -> list[re.Pattern[str]]:
    """The ``unfinished`` messages of ``patentgame_<language>.ts`` (or of ``source``), each as
    a pattern of the texts it makes (its fields and counts match anything)."""
    tree = ElementTree.parse(source or ROOT / "translations" / f"patentgame_{language}.ts")
    patterns = []
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") != "unfinished":
            continue
        source = plain(message.findtext("source", ""))
        parts = re.split(r"(\{[^}]*\}|%n|%[0-9])", source)
        body = "".join(".*" if index % 2 else re.escape(part) for index, part in enumerate(parts))
        patterns.append(re.compile(body, re.DOTALL))
    return patterns


def english_left(
    texts: Iterable[Seen], allowed: frozenset[str], language: str = "ru", source: Path | None = None
) -> list[Seen]:
    """The texts of ``texts`` still in English that no unfinished message explains."""
    waiting = unfinished_sentences(language, source)
    cyrillic = language in CYRILLIC_LANGUAGES
    return [
        item
        for item in texts
        if (
            is_latin_only(item.text, allowed)
            if cyrillic
            else is_english_among(item.text, language, allowed)
        )
        and not any(pattern.fullmatch(plain(item.text).strip()) for pattern in waiting)
        and not any(pattern.fullmatch(plain(item.text)) for pattern in waiting)
    ]


def clipped(root: QWidget) -> list[str]:
    """The visible labels and buttons of ``root`` whose text needs more room than they have:
    a one-line label narrower than its text, a wrapping label shorter than its wrapped text,
    a button narrower than its text and frame (Qt draws such texts cut off)."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 1:
            continue
        if isinstance(widget, QLabel) and widget.text():
            found.extend(_clipped_label(widget))
        elif isinstance(widget, QAbstractButton) and widget.text():
            needed = widget.sizeHint().width()
            if needed > widget.width() + 1:
                found.append(
                    f"{_name(widget)} {plain(widget.text())!r}: needs {needed} px, "
                    f"has {widget.width()}"
                )
    return found


def _clipped_label(label: QLabel) -> list[str]:
    pixmap = label.pixmap()
    if pixmap is not None and not pixmap.isNull():
        return []
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            return [
                f"{_name(label)} {plain(label.text())[:60]!r}: wrapped it needs {needed} px "
                f"of height, has {label.height()}"
            ]
        return []
    needed = label.sizeHint().width()  # the text's width and the label's margins
    if needed > label.width() + 1:
        return [
            f"{_name(label)} {plain(label.text())[:60]!r}: needs {needed} px, has {label.width()}"
        ]
    return []

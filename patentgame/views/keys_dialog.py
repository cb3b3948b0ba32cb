"""Help > Keys: every key of the game, so the whole game is played without a mouse.

The table's keys are written here; the menus' shortcuts are read from the menus themselves, so
the list never forgets one a menu gains.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def table_keys() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """(heading, ((keys, what they do), ...)) for the table, step by step."""
    tr = QCoreApplication.translate
    return (
        (
            tr("Keys", "Building a word"),
            (
                (tr("Keys", "A to Z"), tr("Keys", "Lay a card of that letter (hand or pool)")),
                (tr("Keys", "Backspace"), tr("Keys", "Take back the last card laid")),
                (tr("Keys", "Enter"), tr("Keys", "Play the word")),
                (tr("Keys", "Esc"), tr("Keys", "Clear the word")),
                (tr("Keys", "Space"), tr("Keys", "Type into the second word (V patent)")),
                (tr("Keys", "+"), tr("Keys", "Add an S to the word (Z patent)")),
            ),
        ),
        (
            tr("Keys", "Discarding"),
            (
                (tr("Keys", "A to Z"), tr("Keys", "Mark a card of that letter")),
                (tr("Keys", "Enter"), tr("Keys", "Discard the marked cards")),
                (tr("Keys", "Esc"), tr("Keys", "Unmark every card, or stop discarding")),
            ),
        ),
        (
            tr("Keys", "Buying a patent"),
            (
                (tr("Keys", "A to Z"), tr("Keys", "Buy the patent of that letter")),
                (tr("Keys", "Esc"), tr("Keys", "Buy nothing")),
            ),
        ),
        (
            tr("Keys", "A word is played"),
            (
                (tr("Keys", "Enter or Esc"), tr("Keys", "Accept the word")),
                (tr("Keys", "C"), tr("Keys", "Challenge the word")),
                (tr("Keys", "Enter"), tr("Keys", "Go on after the verdict")),
            ),
        ),
        (
            tr("Keys", "Passing the device"),
            ((tr("Keys", "Enter or Space"), tr("Keys", "Show your hand")),),
        ),
    )


def menu_keys(actions: Iterable[QAction]) -> tuple[tuple[str, str], ...]:
    """(shortcut, menu entry) of every menu entry that has a shortcut."""
    found = []
    for action in actions:
        shortcut = action.shortcut()
        if shortcut.isEmpty():
            continue
        text = action.text().replace("&", "").split("  (")[0].rstrip(".")
        found.append((shortcut.toString(QKeySequence.SequenceFormat.NativeText), text))
    return tuple(found)


def keys_html(actions: Iterable[QAction]) -> str:
    """The whole list as rich text: the table's keys, then the menus'."""
    tr = QCoreApplication.translate
    sections = [*table_keys(), (tr("Keys", "Menus"), menu_keys(actions))]
    parts = [f"<h2>{html.escape(tr('Keys', 'Playing with the keyboard'))}</h2>"]
    for heading, rows in sections:
        parts.append(f"<h3>{html.escape(heading)}</h3><table cellpadding='3'>")
        for keys, what in rows:
            parts.append(
                f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(what)}</td></tr>"
            )
        parts.append("</table>")
    return "".join(parts)


class KeysDialog(QDialog):
    """The list of keys, readable by a screen reader (a text browser takes the focus)."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keys"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("Keys"))
        self.text.setHtml(keys_html(actions))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 620)
        self.text.setFocus()

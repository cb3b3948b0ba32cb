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

from patentgame.views import window_looks


def table_keys() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """(heading, ((keys, what they do), ...)) for the table, step by step."""
    return (
        (
            QCoreApplication.translate("Keys", "Building a word"),
            (
                (
                    QCoreApplication.translate("Keys", "A to Z"),
                    QCoreApplication.translate("Keys", "Lay a card of that letter (hand or pool)"),
                ),
                (
                    QCoreApplication.translate("Keys", "Backspace"),
                    QCoreApplication.translate("Keys", "Take back the last card laid"),
                ),
                (
                    QCoreApplication.translate("Keys", "Enter"),
                    QCoreApplication.translate("Keys", "Play the word"),
                ),
                (
                    QCoreApplication.translate("Keys", "Esc"),
                    QCoreApplication.translate("Keys", "Clear the word"),
                ),
                (
                    QCoreApplication.translate("Keys", "Space"),
                    QCoreApplication.translate("Keys", "Type into the second word (V patent)"),
                ),
                (
                    QCoreApplication.translate("Keys", "+"),
                    QCoreApplication.translate("Keys", "Add an S to the word (Z patent)"),
                ),
            ),
        ),
        (
            QCoreApplication.translate("Keys", "Discarding"),
            (
                (
                    QCoreApplication.translate("Keys", "A to Z"),
                    QCoreApplication.translate("Keys", "Mark a card of that letter"),
                ),
                (
                    QCoreApplication.translate("Keys", "Enter"),
                    QCoreApplication.translate("Keys", "Discard the marked cards"),
                ),
                (
                    QCoreApplication.translate("Keys", "Esc"),
                    QCoreApplication.translate("Keys", "Unmark every card, or stop discarding"),
                ),
            ),
        ),
        (
            QCoreApplication.translate("Keys", "Buying a patent"),
            (
                (
                    QCoreApplication.translate("Keys", "A to Z"),
                    QCoreApplication.translate("Keys", "Buy the patent of that letter"),
                ),
                (
                    QCoreApplication.translate("Keys", "Esc"),
                    QCoreApplication.translate("Keys", "Buy nothing"),
                ),
            ),
        ),
        (
            QCoreApplication.translate("Keys", "A word is played"),
            (
                (
                    QCoreApplication.translate("Keys", "Enter or Esc"),
                    QCoreApplication.translate("Keys", "Accept the word"),
                ),
                (
                    QCoreApplication.translate("Keys", "C"),
                    QCoreApplication.translate("Keys", "Challenge the word"),
                ),
                (
                    QCoreApplication.translate("Keys", "Enter"),
                    QCoreApplication.translate("Keys", "Go on after the verdict"),
                ),
            ),
        ),
        (
            QCoreApplication.translate("Keys", "Passing the device"),
            (
                (
                    QCoreApplication.translate("Keys", "Enter or Space"),
                    QCoreApplication.translate("Keys", "Show your hand"),
                ),
            ),
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
    sections = [*table_keys(), (QCoreApplication.translate("Keys", "Menus"), menu_keys(actions))]
    # Outside the f-string: lupdate does not read a call inside one (the title stayed English).
    title = QCoreApplication.translate("Keys", "Playing with the keyboard")
    parts = [f"<h2>{html.escape(title)}</h2>"]
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
        window_looks.fit_screen(self, 560, 620)
        self.text.setFocus()

"""The keys that close a window of its own (Statistics, Game history, a replay): Escape, and
the platform's Close key (Ctrl+W; Cmd+W on macOS)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


def close_with_keys(window: QWidget) -> None:
    """Let Escape and Ctrl+W (the platform's Close) close ``window``."""
    keys = [QKeySequence(Qt.Key.Key_Escape), QKeySequence("Ctrl+W")]
    keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Close) if k not in keys]
    for key in keys:
        shortcut = QShortcut(key, window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(window.close)

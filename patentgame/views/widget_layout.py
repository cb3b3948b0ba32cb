"""A widget's own layout, for code that set it up and sizes by it.

Qt's ``QWidget.layout()`` may answer ``None``; the tables and dialogs that measure their rows
made their layouts themselves, so a missing one is a mistake in the code, said at once rather
than as an attribute error of ``None`` somewhere later.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def layout_of(widget: QWidget) -> QLayout:
    """``widget``'s layout, which its code set up."""
    layout = widget.layout()
    if layout is None:
        raise RuntimeError(f"{type(widget).__name__} has no layout")
    return layout

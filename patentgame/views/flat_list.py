"""`set_up_flat_list`: a ``QListView`` made into a flat piece of the table (a card row, the
patent grid), drawn straight on the felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QListView, QWidget


def set_up_flat_list(view: QListView, *, wrapping: bool) -> None:
    """Items of one size flowing left to right (onto more rows when ``wrapping``), with no
    frame, scroll bars, keyboard focus or background of its own.

    Call it first thing in the view's constructor: the viewport made here is one Python knows
    (see the note on viewports in ``views/__init__.py``).
    """
    view.setViewport(QWidget())
    view.setFlow(QListView.Flow.LeftToRight)
    view.setWrapping(wrapping)
    view.setUniformItemSizes(True)
    view.setMovement(QListView.Movement.Static)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setMouseTracking(True)
    view.viewport().setAutoFillBackground(False)
    view.setStyleSheet("QListView { background: transparent; border: none; }")

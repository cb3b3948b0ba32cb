"""`Glows`: things on the table that glow for a moment after they arrive (cards, patents)."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable

from PySide6.QtCore import QObject, QTimer


class Glows:
    """Glows that fade out over ``seconds``; while any is left, ``repaint`` runs 25 times a
    second so the view can draw them."""

    def __init__(self, parent: QObject, seconds: float, repaint: Callable[[], None]) -> None:
        self._base_seconds = seconds
        self._seconds = seconds
        self._repaint = repaint
        self._started: dict[Hashable, float] = {}
        self._timer = QTimer(parent)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._tick)

    @property
    def seconds(self) -> float:
        """How long a glow lasts now."""
        return self._seconds

    def set_speed(self, factor: float) -> None:
        """Glow ``factor`` times as fast as at the usual pace (the animation speed setting)."""
        self._seconds = self._base_seconds / factor

    def start(self, keys: Iterable[Hashable]) -> None:
        """Make each of ``keys`` glow from now."""
        now = time.monotonic()
        for key in keys:
            self._started[key] = now
        self._timer.start()

    def clear(self) -> None:
        """Put every glow out at once (the caller repaints)."""
        self._started.clear()

    def of(self, key: Hashable) -> float:
        """How strongly ``key`` glows now: 1 just started, 0 not at all."""
        started = self._started.get(key)
        if started is None:
            return 0.0
        return max(0.0, 1.0 - (time.monotonic() - started) / self._seconds)

    def _tick(self) -> None:
        now = time.monotonic()
        self._started = {k: t for k, t in self._started.items() if now - t < self._seconds}
        if not self._started:
            self._timer.stop()
        self._repaint()

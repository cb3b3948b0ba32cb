"""The progress bar every family's ``patentgame selfplay`` runner draws on stderr."""

from __future__ import annotations

from typing import TextIO


class ProgressBar:
    """A one-line progress bar redrawn in place on a terminal (or a stream of lines in a log)."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.width = width
        self.shown = -1

    def update(self, done: int, seconds: float) -> None:
        percent = done * 100 // max(self.total, 1)
        if percent == self.shown and done != self.total:
            return
        self.shown = percent
        filled = self.width * done // max(self.total, 1)
        rate = done / seconds if seconds > 0 else 0.0
        left = (self.total - done) / rate if rate else 0.0
        line = (
            f"\rselfplay [{'#' * filled}{'.' * (self.width - filled)}] "
            f"{done}/{self.total} games, {seconds:.0f} s, about {left:.0f} s left "
        )
        try:
            self.stream.write(line)
            self.stream.flush()
        except (OSError, ValueError):  # a progress bar nobody can see is no reason to stop
            pass

    def finish(self) -> None:
        try:
            self.stream.write("\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass

"""`BoardClock`: the game clock of a board game, measured here and never in the engine.

The clock measures the move in progress: from the moment a seat is to move until its move is
played, without the stretches when the clock is held (the hand-over screen is up, a question or
a modal dialog is open: the table says when, through :meth:`BoardClock.set_hold_check`). The
game model hands the measured time to the engine with the move (the record keeps it), so the
time per game is the sum of a seat's recorded moves plus the move in progress.

Under a time per move, a person whose time runs out is told by :attr:`BoardClock.ran_out`; the
game model plays the ``timeout`` act for them. Computer players' time is measured too.

>>> from patentgame.model.board.rules import rules_for
>>> clock = BoardClock()
>>> clock.begin(rules_for("wocable-en", move_seconds=30), seat=1, used=12_000)
>>> clock.seat, clock.move_ms(), clock.running
(1, 12000, False)
>>> clock.recheck(); clock.running, clock.move_ms() >= 12_000
(True, True)
>>> clock.stop(); clock.running, clock.take()
(False, None)
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from patentgame.model.board.clock import SECOND_MS
from patentgame.model.board.rules import BoardRules

#: How often the clock looks at itself: its shown seconds, whether it is held, a time run out.
TICK_MS = 100


def _now_ms() -> float:
    return time.monotonic() * 1000


class BoardClock(QObject):
    """The clock of the move in progress.

    Signals:
        ticked(): the time shown changed (a second passed, or the clock stopped or went on):
            read the clocks again.
        ran_out(seat): ``seat``'s time per move ran out (told once per move).
    """

    ticked = Signal()
    ran_out = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules: BoardRules | None = None
        self._seat = -1
        #: Milliseconds of the move counted before the current running stretch.
        self._banked = 0.0
        #: When the current running stretch began (None: the clock is held or stopped).
        self._since: float | None = None
        self._held = False
        self._hold_check: Callable[[], bool] | None = None
        self._told = False
        self._shown = -1
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    # -- reading --------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The seat whose move is being timed (-1: none)."""
        return self._seat

    @property
    def active(self) -> bool:
        """Whether a move is being timed (a game on a clock, not over)."""
        return self._seat >= 0

    @property
    def running(self) -> bool:
        """Whether time is passing now (a move timed and the clock not held)."""
        return self._since is not None

    @property
    def held(self) -> bool:
        return self._held

    def move_ms(self) -> int:
        """Milliseconds the move in progress has taken so far (0 when no move is timed)."""
        if not self.active:
            return 0
        since = self._since
        return int(self._banked + (_now_ms() - since if since is not None else 0))

    # -- driving --------------------------------------------------------------------------------
    def begin(self, rules: BoardRules, seat: int, used: int = 0) -> None:
        """Time ``seat``'s move from ``used`` milliseconds (a resumed game's move goes on where
        it stood); no clock without the rules' clock or a seat to move.

        The clock begins held: it runs from the next :meth:`recheck` (the game model's, once
        the table has shown the new state and put up what holds it, such as the hand-over
        screen; or the next tick), so no time passes before the player can see the board."""
        self._rules = rules
        if not rules.clock_on or seat < 0:
            self.stop()
            return
        self._seat = seat
        self._banked = float(max(0, used))
        self._told = False
        self._since = None
        self._held = True
        self._timer.start()
        self.ticked.emit()

    def stop(self) -> None:
        """No move is timed any more (the game is over, or has no clock)."""
        self._seat = -1
        self._banked = 0.0
        self._since = None
        self._timer.stop()
        self.ticked.emit()

    def take(self) -> int | None:
        """The time of the move being played now, in milliseconds (None: no move is timed).
        The clock goes on until the game model begins the next move."""
        return self.move_ms() if self.active else None

    def set_hold_check(self, check: Callable[[], bool] | None) -> None:
        """Let ``check`` say when the clock is held (the table: its hand-over screen, its
        questions and any modal dialog are up)."""
        self._hold_check = check
        self.recheck()

    def recheck(self) -> None:
        """Hold the clock or let it run on, as the hold check says now (call when something
        that holds it appeared or went; the clock also looks every tick)."""
        if not self.active:
            return
        held = bool(self._hold_check is not None and self._hold_check())
        if held and self._since is not None:
            self._banked += _now_ms() - self._since
            self._since = None
        elif not held and self._since is None:
            self._since = _now_ms()
        if held != self._held:
            self._held = held
            self.ticked.emit()

    def focus_moved(self, _old: object, _new: object) -> None:
        """The application's focus moved (a modal dialog opened or closed): look again."""
        self.recheck()

    def _tick(self) -> None:
        self.recheck()
        rules = self._rules
        if rules is None or not self.active:
            return
        used = self.move_ms()
        # Told only while the clock runs: a resumed move already over its time is told when
        # the player has the board before them, not behind the hand-over screen.
        limit = rules.move_seconds * SECOND_MS
        if limit and self.running and not self._told and used >= limit:
            self._told = True
            self.ran_out.emit(self._seat)
            return
        shown = used // SECOND_MS
        if shown != self._shown:
            self._shown = shown
            self.ticked.emit()

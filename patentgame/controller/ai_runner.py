"""`AiRunner`: computer players think on a thread pool and act at a pace people can follow.

Each request is tagged with the game it was made for and the number of actions played by then.
A result whose tag no longer matches (someone acted meanwhile, a new game started) is dropped,
so a slow AI can never act on a table that has moved on; and the moment the table moves on, the
request's cancel hook (its `Budget`'s ``cancelled``) is set, so a player that thinks long (the
master) stops thinking about a position nobody will ask about again. Actions go through
:meth:`GameModel.submit`, exactly like a person's, with the computer's explanation for the log.

When the game asks several seats at once (the answers to a challenge), the computers answer
after the people: a computer's call shown first would tell the people the answer.

The runner is the same for every family: the family (``GameModel.family``) makes its players,
and the model gives each the view of its seat.
"""

from __future__ import annotations

import functools
import random
import threading
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from patentgame.controller.background import Background, Cancelled, Failure
from patentgame.controller.game_model import AnyGameModel
from patentgame.model.randomness import thinking_seed

if TYPE_CHECKING:  # the AI package is imported on a worker, when a computer first thinks
    from patentgame.model.ai import Decision, Player

#: A computer player of whichever family (its view and its actions are the family's own).
AnyPlayer: TypeAlias = "Player[object, object]"


#: Tags of different games differ by this much (no game has that many actions).
_GAME_STRIDE = 1_000_000


class AiRunner(QObject):
    """Asks the computer players to act whenever the game waits for one of them.

    Signals:
        thinking(seat): an AI started thinking.
        acted(seat, reason): an AI's action was played; ``reason`` is its explanation.
        failed(seat, message): an AI raised or proposed an illegal action; the game model's
            log already tells it (:meth:`GameModel.report_problem`), and a safe action follows.
    """

    thinking = Signal(int)
    acted = Signal(int, str)
    failed = Signal(int, str)

    def __init__(self, game_model: AnyGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = game_model
        #: The computers think here; requests are tagged (position tag, seat).
        self.worker = Background("computer players", self, threads=2)
        self._players: dict[int, AnyPlayer] = {}
        self._players_lock = threading.Lock()
        self._generation = 0
        self._closed = False
        self._asked: set[tuple[int, int]] = set()
        self._clocks: dict[tuple[int, int], QElapsedTimer] = {}
        self.pace_ms = 900
        self.think_seconds = 2.0
        self._paused = False
        self._held: frozenset[int] = frozenset()
        game_model.game_started.connect(self._on_new_game)
        game_model.taken_back.connect(self._on_taken_back)
        game_model.state_changed.connect(self.poke)

    @property
    def cancelled_requests(self) -> int:
        """Requests cancelled because the table moved on while they thought."""
        return self.worker.cancelled_count

    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold the AIs (while a dialog waits for a person, or a hand-over screen is up)."""
        self._paused = paused
        if not paused:
            self._later(0, self.poke)

    def hold(self, seats: frozenset[int]) -> None:
        """Leave the computer players at ``seats`` alone: something else plays them (the
        guided first game plays its computer by script). An empty set gives them back."""
        self._held = frozenset(seats)
        if not seats:
            self._later(0, self.poke)

    def _later(self, delay: int, call: Callable[[], None]) -> None:
        """Run ``call`` after ``delay`` ms on a timer owned by this runner, so nothing fires
        after the runner (and its window) are gone, or after :meth:`shutdown`."""
        QTimer.singleShot(delay, self, lambda: None if self._closed else call())

    def busy(self) -> bool:
        """Whether a request is outstanding."""
        return bool(self._asked)

    def _on_new_game(self) -> None:
        self._held = frozenset()
        self._generation += 1
        self._cancel_stale()
        self._players.clear()
        self._asked.clear()
        self._clocks.clear()

    def _on_taken_back(self, _count: int) -> None:
        """A take-back: whatever was being thought out was for a state that is gone (the tags
        could match again once as many actions are played), so it is dropped."""
        self._generation += 1
        self._cancel_stale()
        self._asked.clear()
        self._clocks.clear()

    def _player_maker(self, seat: int) -> Callable[[], AnyPlayer]:
        """A function that returns ``seat``'s AI player, creating it once (on a worker)."""
        kind, lexicon, players, lock = (
            self._model.kind(seat),
            self._model.lexicon,
            self._players,
            self._players_lock,
        )
        family = self._model.family

        def make() -> AnyPlayer:
            with lock:
                if seat not in players:
                    player: AnyPlayer = family.make_player(kind, lexicon)
                    players[seat] = player
                return players[seat]

        return make

    def poke(self) -> None:
        """Start thinking for every AI seat the game now waits for."""
        model = self._model
        if not self._closed and model.has_game:
            self._cancel_stale(self._current_tag())
        if self._closed or self._paused or not model.has_game or model.is_over:
            return
        tag = self._current_tag()
        to_act = model.game.to_act
        if any(model.is_human(seat) for seat in to_act):
            return  # the people answer first; the next action asks the computers again
        for seat in to_act:
            if model.is_human(seat) or seat in self._held or (tag, seat) in self._asked:
                continue
            if not self._known(seat):
                self._report(seat, f"cannot create the computer player {model.kind(seat)!r}")
                self._asked.add((tag, seat))
                delay = self.pace_ms
                self._later(delay, functools.partial(self._fall_back_if, tag, seat))
                continue
            player = self._player_maker(seat)
            self._asked.add((tag, seat))
            clock = QElapsedTimer()
            clock.start()
            self._clocks[(tag, seat)] = clock
            seed = thinking_seed(model.game.seed, model.action_count(), seat)
            self.thinking.emit(seat)
            # Think a moment later, within the pace: the table is drawn first and the GUI thread
            # does not share the interpreter with a search while it paints. The pace still
            # counts from now, so the move shows at the same time.
            self.worker.run(
                (tag, seat),
                _thinking(player, model.view_for(seat), seed, self.think_seconds),
                functools.partial(self._answered, tag, seat),
                functools.partial(self._failed_job, tag, seat),
                start_after_ms=min(self.pace_ms // 3, 250),
            )

    def _known(self, seat: int) -> bool:
        """Whether ``seat``'s kind names an AI of the family (without importing the AI)."""
        return self._model.kind(seat) in self._model.family.player_ids

    def _cancel_stale(self, tag: int | None = None) -> None:
        """Set the cancel hook of every request made for another position than ``tag``
        (every request, with ``None``)."""

        def same_position(key: Hashable) -> bool:
            return isinstance(key, tuple) and key[0] == tag

        self.worker.cancel(None if tag is None else same_position)

    def _answered(self, tag: int, seat: int, answer: tuple[object, str]) -> None:
        self._on_done(tag, seat, *answer)

    def _failed_job(self, tag: int, seat: int, failure: Failure) -> None:
        self._on_failed(tag, seat, failure.summary)

    def _on_done(self, tag: int, seat: int, action: object, reason: str) -> None:
        clock = self._clocks.pop((tag, seat), None)
        if not self._is_current(tag):
            self._asked.discard((tag, seat))
            return
        elapsed = clock.elapsed() if clock is not None else 0
        delay = max(0, self.pace_ms - elapsed)
        self._later(delay, lambda: self._apply(tag, seat, action, reason))

    def _apply(self, tag: int, seat: int, action: object, reason: str) -> None:
        self._asked.discard((tag, seat))
        if self._paused:
            self._later(50, lambda: self._apply_later(tag, seat, action, reason))
            return
        if not self._is_current(tag):
            self.poke()
            return
        refused = self._model.submit(action, note=(seat, reason))
        if refused is not None:
            self._report(seat, f"{self._model.name(seat)} tried an illegal action: {refused}")
            self._fall_back(seat)
            return
        self.acted.emit(seat, reason)

    def _fall_back(self, seat: int) -> None:
        """Play the humblest legal action for a failed computer player: the game goes on."""
        if not self._model.has_game or self._model.is_over:
            return
        action = self._model.fallback_action(seat)
        if action is None:
            return
        safe = QCoreApplication.translate("AiRunner", "(played safe after an error)")
        if self._model.submit(action, note=(seat, safe)) is None:
            self.acted.emit(seat, safe)

    def _apply_later(self, tag: int, seat: int, action: object, reason: str) -> None:
        self._asked.add((tag, seat))
        self._apply(tag, seat, action, reason)

    def _fall_back_if(self, tag: int, seat: int) -> None:
        self._asked.discard((tag, seat))
        if self._is_current(tag) and not self._paused:
            self._fall_back(seat)

    def _on_failed(self, tag: int, seat: int, message: str) -> None:
        self._asked.discard((tag, seat))
        self._clocks.pop((tag, seat), None)
        if self._is_current(tag):
            self._report(seat, message)
            self._fall_back(seat)

    def _report(self, seat: int, message: str) -> None:
        """A computer player failed: the log tells it (and keeps it with the record), and
        whoever watches hears of it."""
        self._model.report_problem(seat, message)
        self.failed.emit(seat, message)

    def _current_tag(self) -> int:
        """The tag of a request made now: which game (a new game may start while an AI thinks)
        and how many actions it has seen."""
        return self._generation * _GAME_STRIDE + self._model.action_count()

    def _is_current(self, tag: int) -> bool:
        return self._model.has_game and self._current_tag() == tag

    def shutdown(self) -> None:
        """Cancel outstanding thinking and wait for the threads (on quitting)."""
        self._closed = True
        self.worker.shutdown(3000)


def _thinking(
    player: Callable[[], AnyPlayer], view: object, seed: int, seconds: float
) -> Callable[[Cancelled], tuple[object, str]]:
    """The job of one computer's decision: the player is made on the worker (importing the AI
    must not hold up the window), and thinks within ``seconds`` unless cancelled."""

    def think(cancelled: Cancelled) -> tuple[object, str]:
        from patentgame.model.ai import Budget

        budget = Budget(seconds=seconds, cancelled=cancelled)
        decision: Decision[object] = player().choose(view, random.Random(seed), budget)
        return decision.action, str(decision.reason)

    return think

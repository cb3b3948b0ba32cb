"""`TurnFlow`: whose hand may be face up, and when the device must be handed over.

With one person at the table their hand is always theirs to see. With two or more (hot-seat),
a hand is shown only after its owner has confirmed on the hand-over screen, and no hand is shown
while others decide on a challenge or while a computer player is on turn.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from patentgame.controller.draft import DraftController
from patentgame.controller.game_model import GameModel


class TurnFlow(QObject):
    """Decides the viewer seat and asks for hand-over screens.

    Signals:
        handover_requested(seat): hide everything and ask for the device to go to ``seat``.
        viewer_changed(seat): the hand of ``seat`` is now face up (-1: no hand is).
    """

    handover_requested = Signal(int)
    viewer_changed = Signal(int)

    def __init__(self, game_model: GameModel, draft: DraftController, parent: Any = None) -> None:
        super().__init__(parent)
        self._model = game_model
        self._draft = draft
        self._revealed: int | None = None
        self._waiting_for: int | None = None
        game_model.game_started.connect(self._on_new_game)
        game_model.state_changed.connect(self.update)

    @property
    def hot_seat(self) -> bool:
        """Whether two or more people share the device."""
        return self._model.has_game and len(self._model.humans()) >= 2

    @property
    def waiting_for(self) -> int | None:
        """The seat a hand-over screen waits for, if one is up."""
        return self._waiting_for

    def wanted_viewer(self) -> int | None:
        """The seat whose hand should be face up now, ignoring hand-overs."""
        from patentgame.model.patent.game import Phase

        model = self._model
        if not model.has_game:
            return None
        humans = model.humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if model.is_over:
            return None
        if model.phase is Phase.CHALLENGE:
            if any(model.is_human(seat) for seat in model.to_act):
                # Others hold the device to decide: the builder must take it back afterwards.
                self._revealed = None
            return None
        current = model.current
        return current if model.is_human(current) else None

    def _on_new_game(self) -> None:
        self._revealed = None
        self._waiting_for = None
        self.update()

    def update(self) -> None:
        """Follow the game: reveal, hide or ask for a hand-over."""
        wanted = self.wanted_viewer()
        if wanted is None:
            self._waiting_for = None
            self._set_viewer(None)
            return
        if not self.hot_seat or wanted == self._revealed:
            self._waiting_for = None
            self._revealed = wanted
            self._set_viewer(wanted)
            return
        self._set_viewer(None)
        if self._waiting_for != wanted:
            self._waiting_for = wanted
            self.handover_requested.emit(wanted)

    def acknowledge(self, seat: int) -> None:
        """The person at ``seat`` confirmed the hand-over: show their hand."""
        if seat != self._waiting_for:
            return
        self._waiting_for = None
        self._revealed = seat
        self._set_viewer(seat)

    def _set_viewer(self, seat: int | None) -> None:
        if self._draft.viewer != seat:
            self._draft.set_viewer(seat)
            self.viewer_changed.emit(-1 if seat is None else seat)

"""`TurnFlow`: whose hand may be face up, and when the device must be handed over.

With one person at the table their hand is always theirs to see. With two or more (hot-seat),
a hand is shown only after its owner has confirmed on the hand-over screen, and no hand is shown
while others answer the current player's play (a challenge) or while a computer player is on
turn. It is the same in every family: it reads only who is to act, and says through
:attr:`TurnFlow.viewer_changed` whose hand the family's table may show.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from patentgame.controller.game_model import AnyGameModel


class TurnFlow(QObject):
    """Decides the viewer seat and asks for hand-over screens.

    Signals:
        handover_requested(seat): hide everything and ask for the device to go to ``seat``.
        viewer_changed(seat): the hand of ``seat`` is now face up (-1: no hand is).
    """

    handover_requested = Signal(int)
    viewer_changed = Signal(int)

    def __init__(self, game_model: AnyGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = game_model
        self._viewer: int | None = None
        self._revealed: int | None = None
        self._waiting_for: int | None = None
        game_model.game_started.connect(self._on_new_game)
        game_model.state_changed.connect(self.update)

    @property
    def hot_seat(self) -> bool:
        """Whether two or more people share the device."""
        return self._model.has_game and len(self._model.humans()) >= 2

    @property
    def viewer(self) -> int | None:
        """The seat whose hand is face up, or ``None`` when every hand is hidden."""
        return self._viewer

    @property
    def waiting_for(self) -> int | None:
        """The seat a hand-over screen waits for, if one is up."""
        return self._waiting_for

    def wanted_viewer(self) -> int | None:
        """The seat whose hand should be face up now, ignoring hand-overs."""
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
        game = model.game
        current = game.current
        if current not in game.to_act:
            # Others answer the current player's play (a challenge).
            if any(model.is_human(seat) for seat in game.to_act):
                # Others hold the device to decide: the player must take it back afterwards.
                self._revealed = None
            return None
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

    def device_passed_on(self) -> None:
        """Others held the device meanwhile (they answered a question at the bar): the next
        hand shown needs its owner's hand-over, even the hand shown last. Nothing changes now;
        the game's next change asks for the hand-over."""
        if self.hot_seat:
            self._revealed = None

    def acknowledge(self, seat: int) -> None:
        """The person at ``seat`` confirmed the hand-over: show their hand."""
        if seat != self._waiting_for:
            return
        self._waiting_for = None
        self._revealed = seat
        self._set_viewer(seat)

    def _set_viewer(self, seat: int | None) -> None:
        if self._viewer != seat:
            self._viewer = seat
            self.viewer_changed.emit(-1 if seat is None else seat)

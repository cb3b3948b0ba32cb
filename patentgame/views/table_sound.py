"""`TableSound`: the game's sounds wired to the table, the settings and View > Mute.

Every engine event the game model reports sounds the cue its family declares for it (by name:
``controller/<family>/cues.py``; most events have none), except while the hot-seat hand-over
screen hides the hands: the next person is fetched in silence. The window's one sound follows
the family on the table (:meth:`TableSound.follow`). The volume and mute are settings; no
sound device is not an error (the service plays into a silent backend).

The service (and the sound modules) are made after the window's first frame
(:meth:`TableSound.warm_up`), never during start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from patentgame.controller.game_model import AnyGameModel
from patentgame.controller.turn_flow import TurnFlow

#: A family's cues: the name of the cue an engine event sounds (``None``: silent).
CueNames = Callable[[object], "str | None"]

if TYPE_CHECKING:
    from patentgame.controller.sound import Backend, SoundService


class TableSound(QObject):
    """The sound of one window's table.

    Args:
        backend_factory: the sound device (``None``: the default), or a test's recording sink.
    """

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        backend_factory: Callable[[], Backend] | None = None,
    ) -> None:
        super().__init__(parent)
        self.flow: TurnFlow | None = None
        self._model: AnyGameModel | None = None
        self._cues: CueNames = _silent
        self._factory = backend_factory
        self._service: SoundService | None = None
        self._volume = 70
        self._muted = False
        #: The window has been drawn (see :meth:`warm_up`).
        self._ready = False

    def follow(self, game_model: AnyGameModel, flow: TurnFlow, cues: CueNames) -> None:
        """Sound ``game_model``'s events with the family's ``cues`` from now on (a family's
        table took the window); ``flow`` knows when the hand-over screen is up."""
        if self._model is not None:
            self._model.event_occurred.disconnect(self._on_event)
        self._model, self.flow, self._cues = game_model, flow, cues
        game_model.event_occurred.connect(self._on_event)

    @property
    def service(self) -> SoundService:
        """The sound service, made at first use."""
        if self._service is None:
            from patentgame.controller.sound import SoundService, open_backend

            self._service = SoundService(
                self,
                volume=self._volume,
                muted=self._muted,
                backend_factory=self._factory or open_backend,
            )
        return self._service

    def use_backend(self, backend_factory: Callable[[], Backend]) -> None:
        """Play through another backend from now on (a test's recording sink)."""
        self._ready = True
        if self._service is not None:
            self._service.close()
            self._service = None
        self._factory = backend_factory

    def set_volume(self, volume: int) -> None:
        self._volume = volume
        if self._service is not None:
            self._service.set_volume(volume)

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        if self._service is not None:
            self._service.set_muted(muted)

    def warm_up(self) -> None:
        """Open the device after the first frame, so the first cue is on time (the events
        before it, a game dealt while the window opens, sound nothing)."""
        self._ready = True
        QTimer.singleShot(0, lambda: self.service.warm_up())

    @property
    def silent_now(self) -> bool:
        """Whether the hand-over screen is up (the table sounds nothing then)."""
        return self.flow is not None and self.flow.waiting_for is not None

    def _on_event(self, event: object, _text: str) -> None:
        if not self._ready or self.silent_now or self._muted:
            return
        name = self._cues(event)
        if name is not None:
            self.service.play_named(name)

    def close(self) -> None:
        """Stop the sound worker (the window is closing)."""
        if self._service is not None:
            self._service.close()


def _silent(_event: object) -> str | None:
    """No family followed yet: nothing sounds."""
    return None

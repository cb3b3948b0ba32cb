"""`HintSteps`: the board table's Hint, told in three steps of the best play.

Each press tells more (its size and score, some tiles laid as a draft, all of them); the
coach works the hint out on a worker (:class:`~patentgame.controller.board.hints.HintAsker`),
and an answer about a position the game has left is dropped. Each step shown is kept in the
game's record (a game the Hint played is not rated).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.controller.board.hints import HintAsker
from patentgame.model.board.tiles import BLANK
from patentgame.views.board.score_sheet import tiles_text

if TYPE_CHECKING:
    from patentgame.model.board.ai.hints import ExchangeAdvice
    from patentgame.views.board.table import BoardTable


class HintSteps(QObject):
    """The hint's steps at one board table: the step shown, its sentence, and the position
    they are about."""

    def __init__(self, table: BoardTable) -> None:
        super().__init__(table)
        self._table = table
        self.asker = HintAsker(table.game_model.family, self)
        self.asker.answered.connect(self._answered)
        self.asker.failed.connect(lambda _tag, message: table.status_message.emit(message, 5000))
        #: The step shown for the position now (0: none yet), and what it says.
        self.step = 0
        self.text = ""
        self._position = -1

    @property
    def available(self) -> bool:
        """Whether the family's coach gives hints."""
        return self.asker.available

    def _tag(self) -> int:
        """The position a hint is about: the move count and the seat."""
        table = self._table
        return table.game_model.state.action_count * 8 + max(0, table.viewer)

    def follow(self) -> None:
        """The game changed: a hint about another position is forgotten."""
        if self._position != self._tag():
            self._position = self._tag()
            self.step, self.text = 0, ""

    def request(self) -> None:
        """The next step of the hint (Hint), worked out on the worker while the preview says
        it is being looked for; only in the person's turn."""
        table = self._table
        if not table.my_turn() or not self.available:
            return
        self.step = min(3, self.step + 1)
        self.text = self.tr("Looking for the best play...")
        table.fit.show_preview(self.text)
        table.hint_button.setEnabled(False)
        model = table.game_model
        self.asker.ask(model.lexicon, model.state.perspective(table.viewer), self.step, self._tag())

    def _answered(self, tag: int, hint: object) -> None:
        table = self._table
        if not table.game_model.has_game or tag != self._tag():
            return  # the position moved on
        # The record keeps what was shown: a game the Hint played is not rated (issue 32.8).
        table.game_model.note_hint(max(0, table.viewer), self.step)
        # Loaded by the hint's worker already (the table does not import the AI to start).
        from patentgame.model.board.ai.hints import ExchangeAdvice, Hint

        if isinstance(hint, ExchangeAdvice):  # no placement: the exchange advice
            self.text = self._exchange_advice_text(hint)
        elif isinstance(hint, Hint):
            tiles = hint.tiles_used
            self.text = self.tr(
                "Hint: the best play puts down %n tile(s) for {score} points.", "", tiles
            ).format(score=hint.score)
            if hint.shown:
                draft = table.draft
                draft.recall()
                for tile in hint.shown:
                    index = draft.index_for(BLANK if tile.blank else tile.letter)
                    if index is not None:
                        draft.put(index, tile.square, tile.letter)
        table.show_draft()

    def _exchange_advice_text(self, advice: ExchangeAdvice) -> str:
        """The hint without a placement (the coach's ``ExchangeAdvice``): which tiles to
        exchange and which to keep."""
        given, kept = advice.give, advice.keep
        if not given:
            return self.tr("No play fits on the board, and no exchange is allowed now: pass.")
        give = tiles_text(given)
        if not kept:
            return self.tr("No play fits on the board: exchange every tile ({give}).").format(
                give=give
            )
        return self.tr("No play fits on the board: exchange {give}, keep {keep}.").format(
            give=give, keep=tiles_text(kept)
        )

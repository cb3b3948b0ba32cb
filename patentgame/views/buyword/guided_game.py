"""`BuyWordGuidedGame`: BuyWord's guided first game (Help > Guided first game: BuyWord), as the
window starts it on BuyWord's table."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.buyword.game import BuyWordGame
    from patentgame.model.lexicon import WordList
    from patentgame.views.buyword.table import BuyWordTable


class BuyWordGuidedGame:
    """A fixed deal and die against Ada (not rated), and the guide's card that leads it."""

    def __init__(self, table: BuyWordTable) -> None:
        self._table = table

    def lexicon_id(self, variant: str) -> str | None:
        """The family's own word list."""
        return None

    def new_game(self, variant: str, lexicon: WordList, person: str) -> BuyWordGame | None:
        """The guided first game."""
        from patentgame.model.buyword import tutorial

        return tutorial.new_game(lexicon, person, "Ada")

    def lead(self, ai: AiRunner) -> None:
        """Show the guide's card and let it lead the guided game on the table."""
        from patentgame.views.buyword.tutorial import BuyWordGuide

        table = self._table
        if table.tutorial_guide is not None:
            table.tutorial_guide.stop()
        table.tutorial_guide = BuyWordGuide(table, ai)

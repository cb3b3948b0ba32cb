"""`PatentGuidedGame`: the patent game's guided first game (Help > Guided first game), as the
window starts it on the patent table."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.lexicon import WordList
    from patentgame.model.patent.game import PatentGame
    from patentgame.views.patent.table import PatentTable


class PatentGuidedGame:
    """A fixed deal against Ada (not rated), and the guide's panel that leads it."""

    def __init__(self, table: PatentTable) -> None:
        self._table = table

    def lexicon_id(self, variant: str) -> str | None:
        """The family's own word list."""
        return None

    def new_game(self, variant: str, lexicon: WordList, person: str) -> PatentGame:
        """The guided first game."""
        from patentgame.model.patent import tutorial

        return tutorial.new_game(lexicon, person, "Ada")

    def lead(self, ai: AiRunner) -> None:
        """Show the guide's panel and let it lead the guided game on the table."""
        from patentgame.views.patent.tutorial import TutorialGuide

        self._table.tutorial_guide = TutorialGuide(self._table, ai)

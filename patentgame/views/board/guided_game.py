"""`BoardGuidedGame`: the board games' guided first game (Help > Guided first game: Scrabble,
Эрудит, Wocable), as the window starts it on the board table."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.model.board.game import BoardGame
    from patentgame.model.lexicon import WordList
    from patentgame.views.board.table import BoardTable

#: The rule set of the guided game when none is named.
DEFAULT_RULE_SET = "scrabble-en"


class BoardGuidedGame:
    """A rule set's scripted first game against Ada, and the guide's card that leads it."""

    def __init__(self, table: BoardTable) -> None:
        self._table = table

    def lexicon_id(self, variant: str) -> str | None:
        """The word list of the guided game's rule set ``variant``."""
        from patentgame.model.board.rules import rules_for

        return rules_for(variant or DEFAULT_RULE_SET).lexicon_id

    def new_game(self, variant: str, lexicon: WordList, person: str) -> BoardGame | None:
        """The guided first game of the rule set ``variant``."""
        from patentgame.model.board import tutorial

        script = tutorial.script_for(variant or DEFAULT_RULE_SET)
        return tutorial.new_game(script, lexicon, person, "Ada")

    def lead(self, ai: AiRunner) -> None:
        """Show the guide's card and let it lead the guided game on the table."""
        from patentgame.views.board.tutorial import BoardGuide

        table = self._table
        if table.tutorial_guide is not None:
            table.tutorial_guide.stop()
        table.tutorial_guide = BoardGuide(table, ai)

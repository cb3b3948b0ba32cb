"""The crossword-board games (Scrabble, Эрудит, Wocable): engine, rules, records and GCG.

The house's registry (``patentgame.families.BOARD``) names the parts: the rules
(:class:`~patentgame.model.board.rules.BoardRules`, :data:`~patentgame.model.board.rules.RULE_SETS`
with ids, names, languages, seat range 2-4), records (:mod:`patentgame.model.board.record`,
docs/board-record.md), their replay (:mod:`patentgame.model.board.replay`), GCG import
(:mod:`patentgame.model.board.gcg`) and the computer players
(:mod:`patentgame.model.board.players`). :func:`new_game` starts a game of a named rule set.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from patentgame.model.json_types import JsonObject

if TYPE_CHECKING:
    from patentgame.model.board.game import BoardGame, Seat
    from patentgame.model.board.legality import WordList


def new_game(
    rule_set: str,
    seats: Sequence[Seat],
    seed: int = 0,
    options: JsonObject | None = None,
    lexicon: WordList | None = None,
) -> BoardGame:
    """A new game of ``rule_set`` with rule ``options`` changed; the rule set's word list is
    loaded unless ``lexicon`` is given.

    Raises:
        ValueError: an unknown rule set or option, or not 2 to 4 seats.
        LexiconError: the word list cannot be loaded.

    >>> from patentgame.model.board.game import Seat
    >>> game = new_game("wocable-es", [Seat("Ana"), Seat("Beto")], seed=3)
    >>> game.rules.lexicon_id, len(game.rack(0)), game.bag_count
    ('es-forms', 7, 86)
    """
    from patentgame.model.board.game import BoardGame
    from patentgame.model.board.rules import rules_for
    from patentgame.model.lexicon import Lexicon

    try:
        rules = rules_for(rule_set, **(options or {}))
    except TypeError as error:
        raise ValueError(f"unknown rule option: {error}") from None
    if lexicon is None:
        lexicon = Lexicon.load(rules.lexicon_id)
    return BoardGame.new(rules, seats, lexicon, seed=seed)

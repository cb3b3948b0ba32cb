"""The everyday vocabulary of the lower levels: the words a casual player of a language knows.

Woogles' weaker bots play from a common-word list; ours do the same where an honest list of
everyday words exists:

- English: ``en-common`` (SCOWL size 60, the words of mid-size dictionaries), intersected with
  the game's list: a move's words must be in both.
- Russian and Spanish: no frequency list is shipped yet (the built-in lists carry no word
  frequencies), so the lower levels there use the game's own list and are weakened by
  findability alone (long and rare words missed by chance; rarity is then judged by length).

:func:`everyday_list` says which list, if any, a rule set's lower levels use.
"""

from __future__ import annotations

from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import PrefixLexicon

#: The everyday list of each language that has one.
EVERYDAY_LISTS = {"en": "en-common"}


def everyday_list(rules: BoardRules) -> str | None:
    """The id of the everyday list for the rules' language, or None when there is none."""
    return EVERYDAY_LISTS.get(rules.tiles.language)


def load_everyday(rules: BoardRules) -> PrefixLexicon | None:
    """The everyday list for the rules' language, loaded (shared with every other user)."""
    list_id = everyday_list(rules)
    if list_id is None:
        return None
    from patentgame.model.lexicon import Lexicon

    return Lexicon.load(list_id)

"""The everyday vocabulary of the lower levels: the words a casual player of a language knows.

Woogles' weaker bots play from a common-word list; ours do the same in every language:

- English: ``en-common`` (SCOWL size 60, the words of mid-size dictionaries), a built-in list.
- Russian and Spanish: ``ru-everyday`` and ``es-everyday``, the words of the game's lists that
  occur at least once per million words of running text by the word-frequency data of wordfreq
  (CC BY-SA 4.0), built by ``python wordlists/everyday.py`` into the ``vocabulary`` folder
  beside this module (its licence and manifest lie there).

A move's every word must be in the everyday vocabulary for a beginner or a casual player to
play it; the strong player knows every word but notices rare ones (outside it) less often.
"""

from __future__ import annotations

import threading
from pathlib import Path

from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import PrefixLexicon

#: The everyday vocabulary of each language: a built-in list id, or a file of ``vocabulary/``.
EVERYDAY = {"en": "en-common", "ru": "ru-everyday.dawg", "es": "es-everyday.dawg"}
FOLDER = Path(__file__).resolve().parent / "vocabulary"

_LOADED: dict[str, PrefixLexicon] = {}
_LOCK = threading.Lock()


def everyday_list(rules: BoardRules) -> str | None:
    """The everyday vocabulary's name for the rules' language, or None when there is none."""
    return EVERYDAY.get(rules.tiles.language)


def load_everyday(rules: BoardRules) -> PrefixLexicon | None:
    """The everyday vocabulary for the rules' language, loaded once and shared."""
    name = everyday_list(rules)
    if name is None:
        return None
    with _LOCK:
        found = _LOADED.get(name)
    if found is not None:
        return found
    from patentgame.model.lexicon import Lexicon

    found = Lexicon.load_path(FOLDER / name) if name.endswith(".dawg") else Lexicon.load(name)
    with _LOCK:
        return _LOADED.setdefault(name, found)

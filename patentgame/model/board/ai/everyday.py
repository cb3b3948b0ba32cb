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

import json
import threading
from dataclasses import dataclass
from pathlib import Path

from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import PrefixLexicon

#: The everyday vocabulary of each language: a built-in list id, or a file of ``vocabulary/``.
EVERYDAY = {
    "en": "en-common",
    "ru": "ru-everyday.dawg",
    "es": "es-everyday.dawg",
    "pl": "pl-everyday.dawg",  # BuyWord's Polish players (no board game is played in Polish)
}
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


@dataclass(frozen=True, slots=True)
class VocabularyCredit:
    """What Help > About says of a shipped everyday vocabulary (from its manifest).

    Attributes:
        id: The vocabulary's id (``ru-everyday``).
        language: Its language code.
        words: How many words it holds.
        source: The data it was made from, with its version.
        licence: The data's licence, by name.
        licence_text: The licence file beside the vocabularies, in full.
    """

    id: str
    language: str
    words: int
    source: str
    licence: str
    licence_text: str


def credits() -> tuple[VocabularyCredit, ...]:
    """The credits of the shipped everyday vocabularies, as their manifest records them.

    >>> [(credit.id, credit.licence) for credit in credits()][2]
    ('pl-everyday', 'CC BY-SA 4.0')

    Raises:
        OSError, ValueError, KeyError: the manifest or the licence file is missing or damaged.
    """
    manifest = json.loads((FOLDER / "manifest.json").read_text("utf-8"))
    licence_text = (FOLDER / manifest["licence_file"]).read_text("utf-8")
    source = ", ".join(name.split("-py")[0].replace("-", " ", 1) for name in manifest["source"])
    return tuple(
        VocabularyCredit(
            name, entry["language"], entry["words"], source, manifest["licence"], licence_text
        )
        for name, entry in manifest["lists"].items()
    )

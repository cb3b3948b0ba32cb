"""Whose data the game ships, under which licence: what Help > About names.

The facts come from the manifests the data builds write beside the data they make
(``resources/<folder>/manifest.json``: the word lists' by ``wordlists/build.py``, the word
meanings' by ``wordlists/definitions.py``; ``glossaries.json``, the Russian and Spanish words'
meanings, by ``wordlists/glossaries.py``), the same builds that keep ``wordlists/SOURCES.md``.
Nothing here names a list or a licence itself, so the About box says whatever the shipped data
says: a data set that arrives later with its own manifest (a ``credit`` and a ``licence``) is
credited without a change here.

Two shapes of manifest are read: one holding ``lists`` (each with ``label``, ``licence``,
``credit``, ``notice``, ``words``, ``licence_files``), and one describing a single data file
with those keys at the top (its title from ``label`` or ``source.label``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from patentgame.model.json_types import JsonObject, get_str
from patentgame.resources import FOLDER

MANIFEST_NAME = "manifest.json"
#: The manifest of the word meanings beyond English: one data set per language, under
#: ``languages`` (written by ``wordlists/glossaries.py``).
GLOSSARIES_NAME = "glossaries.json"


@dataclass(frozen=True, slots=True)
class Credit:
    """One shipped data set and what its licence asks of us.

    Attributes:
        title: what the data set is called (a word list's label).
        licence: the licence's name.
        credit: the credit line the licence asks for.
        notice: a notice that must be shown as well ("" when none).
        words: how many words a word list holds (``None`` for other data).
        licence_files: the full licence texts shipped beside the data.
    """

    title: str
    licence: str
    credit: str
    notice: str = ""
    words: int | None = None
    licence_files: tuple[Path, ...] = ()

    def licence_texts(self) -> str:
        """The full licence texts, one after another (those that can be read)."""
        texts = []
        for path in self.licence_files:
            try:
                texts.append(path.read_text("utf-8"))
            except OSError:
                continue
        return "\n\n".join(texts)


def shipped_credits(resources: Path = FOLDER) -> tuple[Credit, ...]:
    """Every credited data set under ``resources``, word lists first (as their manifest orders
    them), then the other data sets by folder name.

    Raises:
        OSError, ValueError: a manifest cannot be read or is not JSON (a broken install).
    """
    lists: list[Credit] = []
    others: list[Credit] = []
    for manifest in sorted(resources.glob(f"*/{MANIFEST_NAME}")):
        data = json.loads(manifest.read_text("utf-8"))
        if not isinstance(data, dict):
            continue
        folder = manifest.parent
        if isinstance(data.get("lists"), list):
            lists.extend(_credit(entry, folder) for entry in data["lists"] if _credited(entry))
        elif _credited(data):
            others.append(_credit(data, folder))
    for manifest in sorted(resources.glob(f"*/{GLOSSARIES_NAME}")):
        data = json.loads(manifest.read_text("utf-8"))
        languages = data.get("languages") if isinstance(data, dict) else None
        if isinstance(languages, dict):
            others.extend(
                _credit(entry, manifest.parent) for entry in languages.values() if _credited(entry)
            )
    return (*lists, *others)


def _credited(entry: object) -> bool:
    return isinstance(entry, dict) and all(
        isinstance(entry.get(key), str) and entry[key] for key in ("licence", "credit")
    )


def _credit(entry: JsonObject, folder: Path) -> Credit:
    source = entry.get("source")
    title = entry.get("label") or (source.get("label") if isinstance(source, dict) else None)
    words = entry.get("words")
    files = entry.get("licence_files")
    names = files if isinstance(files, list) else []
    return Credit(
        title=str(title or folder.name),
        licence=get_str(entry, "licence"),
        credit=get_str(entry, "credit"),
        notice=str(entry.get("notice") or ""),
        words=words if isinstance(words, int) and not isinstance(words, bool) else None,
        licence_files=tuple(folder / name for name in names if isinstance(name, str)),
    )

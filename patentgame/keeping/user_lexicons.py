"""Load a word list by id, built-in or imported into the user's data folder.

The command line and the desktop app both name word lists by id (a record's ``lexicon``). Built-in
lists need no folder at all; an imported list lives in the user's data folder (``paths``), so the
folder is looked at, and created, only when the id is not a built-in one.
"""

from __future__ import annotations

import os
from pathlib import Path

from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import Lexicon, builtin_lists


def load_lexicon(lexicon_id: str, data_dir: str | os.PathLike[str] | None = None) -> Lexicon:
    """The lexicon of ``lexicon_id``; ``data_dir`` is the ``--data-dir`` override, if any.

    Raises:
        LexiconError: no such list, or its file cannot be read.
    """
    if lexicon_id in {info.id for info in builtin_lists()}:
        return Lexicon.load(lexicon_id)
    return Lexicon.load(lexicon_id, data_dir=user_data_folder(data_dir))


def user_data_folder(data_dir: str | os.PathLike[str] | None = None) -> Path | None:
    """The user's data folder (under ``data_dir`` when given: ``DIR/data``, where the app
    imports lists with ``--data-dir DIR``), or ``None`` if there is none. Only read here, so a
    read-only folder still gives its lists."""
    from patentgame.keeping import paths

    try:
        if data_dir:
            paths.set_override(data_dir)
        folder = paths.data_location()
    except (OSError, ValueError):  # an unusable data folder only means no imported lists
        return None
    return folder if folder.is_dir() else None


__all__ = ["LexiconError", "load_lexicon", "user_data_folder"]

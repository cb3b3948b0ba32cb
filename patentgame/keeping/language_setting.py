"""The Language setting, read before anything else: every sentence of a run is made in it.

The command line reads it before its parser is made (``--help`` speaks the language), for every
command, ``--version`` included, and before the keeping of settings
(:mod:`patentgame.keeping.settings`, which loads the game families) is imported. So it reads
the one setting alone, through the one reading path with the settings' own limits: a fifo, a
device, a folder, a file over :data:`MAX_SETTINGS_BYTES` or JSON nested too deeply in place of
the settings is refused before it can hang the start or fill the memory. Any problem means the
system's language, silently: the keeping floor reads the whole file later, keeps a bad one
aside and tells the player why.
"""

from __future__ import annotations

from pathlib import Path

from patentgame.model import reading
from patentgame.model.errors import FileReadError
from patentgame.wording import LANGUAGES, SYSTEM

#: A settings file is a few kilobytes; one larger than this is not ours.
MAX_SETTINGS_BYTES = 1024 * 1024


def language_setting(settings_file: Path) -> str:
    """The Language setting of ``settings_file``: a language code, or :data:`SYSTEM` when the
    file or the setting is missing or bad.

    >>> language_setting(Path("no-such-folder/settings.json"))
    'system'
    """
    try:
        document = reading.read_json(settings_file, MAX_SETTINGS_BYTES, allow_broken_text=True)
    except FileReadError:
        return SYSTEM
    value = document.get("language", SYSTEM) if isinstance(document, dict) else SYSTEM
    return value if isinstance(value, str) and value in LANGUAGES else SYSTEM

"""The one module that knows where the user's files live.

Saves, the autosave, statistics and imported word lists go to the *data* folder; settings go to
the *config* folder. Both come from ``appdirs`` for the app name ``patentgame``, unless the app
was started with ``--data-dir DIR``: then :func:`set_override` is called once and every folder
lives under ``DIR`` (portable use, and tests that must never touch the real home folder).

Folders are created on demand, and a folder that cannot be created or written raises
:class:`~patentgame.keeping.atomic.StorageError` with a problem the app can tell the player.
:func:`data_location` and :func:`config_location` name the folders without making or checking
them, for reading: a read-only data folder still offers its autosaved game and imported lists.
"""

from __future__ import annotations

import os
from pathlib import Path

import appdirs

from patentgame.keeping.atomic import StorageError, explain_os_error
from patentgame.model.problems import Fault, Problem

APP_NAME = "patentgame"

#: File names inside the folders, kept here so every module agrees on them.
AUTOSAVE_NAME = "current-game.json"
STATS_NAME = "stats.sqlite3"
SETTINGS_NAME = "settings.json"
SAVE_SUFFIX = ".patentgame"
#: The folder (in the data folder) of finished games the statistics could not take yet.
PENDING_FOLDER = "pending"

_override: Path | None = None


def set_override(folder: str | os.PathLike[str] | None) -> None:
    """Keep every folder under ``folder`` (from ``--data-dir``); ``None`` restores the defaults."""
    global _override
    _override = None if folder is None else Path(folder).expanduser().absolute()


def override() -> Path | None:
    """The ``--data-dir`` folder, or ``None`` when the user's standard folders are used."""
    return _override


def data_location() -> Path:
    """Where the data folder is, whether or not it exists or can be written."""
    if _override is not None:
        return _override / "data"
    return Path(appdirs.user_data_dir(APP_NAME, False))


def config_location() -> Path:
    """Where the config folder is, whether or not it exists or can be written."""
    if _override is not None:
        return _override / "config"
    return Path(appdirs.user_config_dir(APP_NAME, False))


def ensure_folder(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed and check that we can write into it.

    Raises:
        StorageError: the folder cannot be created (for example a file is in the way) or is not
            writable.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise explain_os_error(error, folder, "make") from None
    except ValueError:  # a NUL character in the name
        raise StorageError(Problem(Fault.IN_THE_WAY, file=str(folder)), folder) from None
    if not folder.is_dir():
        raise StorageError(Problem(Fault.IN_THE_WAY, file=str(folder)), folder)
    if not os.access(folder, os.W_OK):
        raise StorageError(Problem(Fault.FOLDER_READ_ONLY, file=str(folder)), folder)
    return folder


def data_dir() -> Path:
    """The data folder (saves, autosave, statistics, imported word lists), created on demand."""
    return ensure_folder(data_location())


def config_dir() -> Path:
    """The config folder (settings), created on demand."""
    return ensure_folder(config_location())


def autosave_path() -> Path:
    """Where the game in progress is autosaved."""
    return data_dir() / AUTOSAVE_NAME


def stats_path() -> Path:
    """The statistics database."""
    return data_dir() / STATS_NAME


def settings_location() -> Path:
    """Where the settings file is, without creating its folder (to read it if it is there)."""
    return config_location() / SETTINGS_NAME


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_NAME


def saves_dir() -> Path:
    """The default folder offered by File > Save As: a ``saves`` folder in the data folder."""
    return ensure_folder(data_dir() / "saves")

"""Facts about the project the packages repeat: its version, names and record types.

The version is read from ``pyproject.toml`` (the one place it is written), not from the installed
package metadata, so a build from a fresh checkout names its files correctly. The names below are
written again in the desktop entry, the Inno Setup script and the Info.plist (formats that cannot
import Python); a test holds those files to these values.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

#: Reverse-DNS id for macOS bundles, the Windows AppUserModelID and the Linux desktop entry.
APP_ID = "io.github.patentgame.patentgame"
#: Name the menus, the Start menu and Finder show.
DISPLAY_NAME = "Patent Game"
#: File extension of saved games (every game family's), and its MIME type on Linux.
DOCUMENT_EXTENSION = "patentgame"
DOCUMENT_MIME = "application/x-patentgame"
#: The crossword-board games' text records, imported and exported; a format other programs
#: (Quackle, Macondo, Woogles) share, so the game offers to open it without claiming it.
GCG_EXTENSION = "gcg"
GCG_MIME = "text/x-gcg"


def _project(root: Path) -> dict[str, Any]:
    with (root / "pyproject.toml").open("rb") as stream:
        project: dict[str, Any] = tomllib.load(stream)["project"]
    return project


def project_version(root: Path) -> str:
    """The version of ``pyproject.toml`` under ``root``."""
    return str(_project(root)["version"])

"""Data files of the app (compiled word lists, images, translations).

This folder is a package so that setuptools ships it. Its files sit beside this module as plain
files wherever the game runs: a source tree, an installed wheel, the PyInstaller bundle (which
collects them into the same relative place). So a path is all the app needs; going through
``importlib.resources`` instead would load ``zipfile`` and ``tempfile`` for nothing at every start
(about 15 ms).
"""

from __future__ import annotations

from pathlib import Path

#: This package's folder.
FOLDER = Path(__file__).resolve().parent


def resource(*parts: str) -> Path:
    """The path of a shipped data file, e.g. ``resource("lexicon", "manifest.json")``."""
    return FOLDER.joinpath(*parts)

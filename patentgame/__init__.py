"""The patent game: build words from letter cards, buy patents on letters, collect royalties."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("patentgame")
except PackageNotFoundError:  # running from a source tree or a frozen bundle without metadata
    __version__ = "0.1.0"

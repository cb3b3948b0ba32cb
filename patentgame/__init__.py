"""The patent game: build words from letter cards, buy patents on letters, collect royalties."""

from __future__ import annotations

#: The version, kept equal to pyproject.toml's by a test. A constant, not a package-metadata
#: lookup, because that lookup costs 50-90 ms of every start and is missing in a frozen bundle.
__version__ = "0.1.0"

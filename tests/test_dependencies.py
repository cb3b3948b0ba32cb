"""Dependencies the game relies on being sound."""

from __future__ import annotations

import sys

import PySide6


def test_pyside6_is_not_the_release_that_loses_references_to_none() -> None:
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a void method;
    # a table repainted for a few minutes aborts the interpreter. pyproject.toml excludes it.
    if sys.version_info < (3, 12):
        assert not PySide6.__version__.startswith("6.12.0")

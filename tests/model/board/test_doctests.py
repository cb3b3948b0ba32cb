"""The examples in the board package's docstrings run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import patentgame.model.board as board

MODULES = [board.__name__] + [
    info.name for info in pkgutil.walk_packages(board.__path__, prefix=f"{board.__name__}.")
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0

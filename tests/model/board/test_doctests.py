"""The examples in the board package's docstrings run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import patentgame.model.board as board

MODULES = [board.__name__] + [
    f"{board.__name__}.{info.name}" for info in pkgutil.iter_modules(board.__path__)
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0

"""The examples in the BuyWord engine's docstrings run and still say what the code does."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import patentgame.model.buyword as package

PREFIX = f"{package.__name__}."
MODULES = [
    package.__name__,
    *sorted(i.name for i in pkgutil.walk_packages(package.__path__, PREFIX)),
]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_module_hold(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0

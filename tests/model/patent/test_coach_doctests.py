"""The examples of the coach's docstrings and of docs/coach.md run and still say what it does."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import patentgame.model.patent.coach as package

PREFIX = f"{package.__name__}."
MODULES = [
    package.__name__,
    *sorted(i.name for i in pkgutil.walk_packages(package.__path__, PREFIX)),
]
GUIDE = Path(__file__).resolve().parents[3] / "docs" / "coach.md"


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_module_hold(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0


def test_the_examples_of_the_guide_hold() -> None:
    failures, tried = doctest.testfile(str(GUIDE), module_relative=False)
    assert tried > 10 and failures == 0

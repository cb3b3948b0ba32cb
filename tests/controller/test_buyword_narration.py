"""BuyWord's log sentences that depend on a count read right at every count, zero included."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from patentgame.controller.buyword.narration import narrate
from patentgame.controller.translations import install_translations
from patentgame.model.buyword import events as ev


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert install_translations(request.param)
    yield request.param
    install_translations("en")


def test_the_last_round_tells_an_empty_bag_without_a_count_of_zero(language: str) -> None:
    """Found at the end of a real game in Russian: "последние 0 фишек выходят из игры"."""
    empty = narrate(ev.LastRound(3, 6, ()), ("Anna", "Ben"))
    two = narrate(ev.LastRound(3, 6, (4, 5)), ("Anna", "Ben"))
    assert "0" not in empty
    assert "2" in two
    if language == "en":
        assert empty.startswith("The bag is empty: nobody buys this round")
        assert "its last 2 tiles leave the game" in two
    else:
        assert empty.startswith("Мешок пуст")
        assert "последние 2 фишки выходят из игры" in two

"""The window tells problems in the language of the app: the notices of the keeping floor go
through :func:`patentgame.views.messages.tell` and Qt's Russian translation."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from patentgame.controller.translations import install_translations
from patentgame.model.problems import Fault, Problem
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.messages import tell
from tests.views.table_helpers import make_window


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    """The Russian translations for this test (as ``--lang ru``), English again after it."""
    assert install_translations("ru")
    yield
    install_translations("en")


def test_start_up_and_open_notices_are_russian(qtbot: QtBot, tmp_path: Path, russian: None) -> None:
    settings_file = tmp_path / "settings.json"
    settings_file.write_text('{"family": ', encoding="utf-8")
    told: list[tuple[str, str]] = []
    window = make_window(qtbot)
    keeping = GameKeeping(
        window,
        tmp_path,
        settings_file,
        ask=lambda *_: True,
        inform=lambda title, text: told.append((title, text)),
    )
    keeping.start(offer_resume=False)
    damaged = tmp_path / "damaged.patentgame"
    damaged.write_text('{"actions": [', encoding="utf-8")
    assert keeping.open_file(damaged) is False
    keeping.close()
    assert told[0][0] == "Настройки"
    assert told[0][1].startswith(
        "Настройки не удалось прочитать, поэтому действуют настройки по умолчанию. Файл "
        "settings.json повреждён: ошибка JSON в строке 1. Файл сохранён как settings.json."
    )
    assert told[-1] == ("Открыть", "Файл damaged.patentgame повреждён: ошибка JSON в строке 1.")


@pytest.mark.parametrize(
    ("count", "windows"), [(1, "1 окно"), (2, "2 окна"), (11, "11 окон"), (22, "22 окна")]
)
def test_counting_notices_take_russian_plural_forms(
    russian: None, count: int, windows: str
) -> None:
    told = tell(Problem(Fault.AUTOSAVE_NO_SLOT, count=count))
    assert told == (
        f"Уже открыто {windows} patentgame; это окно не будет сохранять свою партию автоматически."
    )

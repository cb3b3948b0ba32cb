"""New game says what each game is played in, in the person's language (issue 35.3): the
patent game's deck and patents are English (there is no other edition); a board game follows
the list its rule set plays."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from patentgame.controller.translations import install_translations
from patentgame.views.new_game_dialog import NewGameDialog


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert install_translations("ru")
    yield
    install_translations("en")


def _choose_game(dialog: NewGameDialog, family: str, rule_set: str = "") -> str:
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(family))
    if rule_set:
        form = dialog.rules_form
        form.rule_set.setCurrentIndex(form.rule_set.findData(rule_set))  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert dialog.played_in.isVisibleTo(dialog)
    return dialog.played_in.text()


def test_new_game_says_what_each_game_is_played_in(qtbot: object) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    assert "played in English words" in _choose_game(dialog, "patent")
    assert _choose_game(dialog, "board", "erudit-ru") == "The words of this game are Russian."
    assert _choose_game(dialog, "board", "wocable-es") == "The words of this game are Spanish."
    assert _choose_game(dialog, "buyword") == "The words of this game are English."


def test_in_russian_new_game_says_it_in_russian(qtbot: object, russian: None) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    patent = _choose_game(dialog, "patent")
    assert "английскими словами" in patent and "English" not in patent
    assert _choose_game(dialog, "board", "erudit-ru") == "Слова этой игры — русские."


def test_in_polish_new_game_says_it_in_polish(qtbot: object, qapp: QApplication) -> None:
    assert install_translations("pl")
    try:
        dialog = NewGameDialog(None)
        qtbot.addWidget(dialog)  # type: ignore[attr-defined]
        dialog.show()
        patent = _choose_game(dialog, "patent")
        erudit = _choose_game(dialog, "board", "erudit-ru")
        wocable = _choose_game(dialog, "board", "wocable-es")
    finally:
        install_translations("en")
    assert "angielskimi słowami" in patent and "English" not in patent
    assert erudit == "Słowa tej gry są rosyjskie."
    assert wocable == "Słowa tej gry są hiszpańskie."

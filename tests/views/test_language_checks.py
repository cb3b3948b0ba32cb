"""The checks of tests/views/test_in_russian.py find what they look for: English left on a
Russian screen, texts cut off, and sentences that only wait for their translation."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.views.language_checks import (
    Seen,
    clipped,
    english_left,
    is_english_among,
    is_latin_only,
    visible_texts,
)


def test_english_is_found_and_allowed_words_are_not() -> None:
    assert is_latin_only("Buy a patent?", frozenset())
    assert not is_latin_only("Купить патент?", frozenset())
    assert not is_latin_only("RAVEN принесёт $3", frozenset())
    assert not is_latin_only("RAVEN", frozenset({"RAVEN"}))
    assert not is_latin_only("Ctrl+Z", frozenset())
    assert not is_latin_only("$4  ·  7", frozenset())
    assert is_latin_only("Anna: played RAVEN", frozenset({"Anna", "RAVEN"}))


def test_english_is_found_on_a_polish_screen_written_in_latin_letters_too() -> None:
    """Polish has no Cyrillic to tell it from English: a word of the code's English that no
    Polish translation uses gives English away; Polish words, the words Polish keeps (patent,
    Enter), names and played words do not."""
    assert is_english_among("Buy a patent?", "pl", frozenset())
    assert is_english_among("Kupić patent? Choose one", "pl", frozenset())
    assert not is_english_among("Kupić patent?", "pl", frozenset())
    assert not is_english_among("Zagraj  (Enter)", "pl", frozenset())
    assert not is_english_among("Układasz RAVEN za 12 punktów.", "pl", frozenset({"RAVEN"}))
    assert not is_english_among("Koniec gry: wygrywa Tycoon", "pl", frozenset())
    assert is_english_among("Anna: played RAVEN", "pl", frozenset({"Anna", "RAVEN"}))


def test_a_sentence_waiting_for_its_translation_is_set_aside(tmp_path: Path) -> None:
    ts = tmp_path / "patentgame_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="ru"><context>'
        "<name>PilesView</name>"
        '<message><source>Deck: {deck} cards.</source><translation type="unfinished"/></message>'
        "<message><source>Discard pile</source><translation>Сброс</translation></message>"
        "</context></TS>",
        encoding="utf-8",
    )
    seen = [Seen("a", "Deck: 12 cards."), Seen("b", "Discard pile: 3 cards."), Seen("c", "Сброс")]
    assert english_left(seen, frozenset(), source=ts) == [Seen("b", "Discard pile: 3 cards.")]


def test_a_label_and_a_button_too_narrow_for_their_text_are_cut_off(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    narrow = QLabel("Сбросить отмеченные карты и добрать до 7")
    narrow.setFixedWidth(60)
    wrapped = QLabel("Составьте слово или сбросьте карты " * 6)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 20)
    button = QPushButton("Ничего не покупать  (Esc)")
    button.setFixedWidth(50)
    roomy = QLabel("Ход 5")
    for widget in (narrow, wrapped, button, roomy):
        layout.addWidget(widget)
    window.show()
    found = clipped(window)
    assert len(found) == 3, found
    assert not any("Ход 5" in line for line in found)
    assert {item.text for item in visible_texts(window)} >= {"Ход 5"}

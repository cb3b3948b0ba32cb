"""A board game's words have meanings at the table (issue 32.6): a click on a play's row of the
score sheet opens the meanings of its words, from the dictionary of the list's language (Russian
Wiktionary for Эрудит, FreeDict's English glosses for Wocable Español, WordNet for Scrabble)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from patentgame.views.board.table import BoardTable
from tests.views.table_helpers import click_at
from tests.views.test_board_table import board_table, square_point, type_text


def play_word(table: BoardTable, qtbot: object, word: str) -> None:
    """Type ``word`` from the centre square and press Play."""
    click_at(table.board, square_point(table, 112))
    type_text(table.board, word)
    click_at(table.play_button, table.play_button.rect().center())
    QApplication.processEvents()


def click_move_cell(table: BoardTable, row: int) -> None:
    """A click on the Move cell of the score sheet's row ``row``, where a person clicks."""
    sheet = table.score_sheet
    rect = sheet.visualItemRect(sheet.item(row, 2))
    click_at(sheet.viewport(), rect.center())
    QApplication.processEvents()


def popup_text(table: BoardTable) -> str:
    popup = table.score_sheet.meanings
    assert popup is not None and popup.isVisible()
    return popup.label.text()


def test_an_erudit_play_shows_its_russian_meaning_after_the_challenge(qtbot: object) -> None:
    window = board_table(qtbot, "кот?еее", "erudit-ru")
    table = window.table
    assert isinstance(table, BoardTable)
    messages: list[str] = []
    table.status_message.connect(lambda text, _ms: messages.append(text))
    play_word(table, qtbot, "кот")
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=3000)  # type: ignore[attr-defined]
    assert table.score_sheet.item(0, 2).text() == "КОТ"
    click_move_cell(table, 0)  # under challenge: the meaning would say the word is valid
    assert messages[-1] == "The meaning of КОТ shows after the challenge's verdict."
    assert table.score_sheet.meanings is None or not table.score_sheet.meanings.isVisible()
    accept = table.challenge_bar.accept_button
    click_at(accept, accept.rect().center())
    click_move_cell(table, 0)
    text = popup_text(table)
    assert "<b>КОТ</b>" in text and "(зоол.) самец кошки" in text


def test_a_wocable_espanol_play_shows_english_glosses(qtbot: object) -> None:
    window = board_table(qtbot, "casaeio", "wocable-es")
    table = window.table
    assert isinstance(table, BoardTable)
    play_word(table, qtbot, "casa")
    assert table.score_sheet.item(0, 2).text() == "CASA"
    click_move_cell(table, 0)  # Wocable checks words itself: no challenge to wait for
    text = popup_text(table)
    assert "<b>CASA</b>" in text and "English glosses (FreeDict)" in text
    assert "<li>house</li>" in text


def test_a_word_without_a_meaning_says_so_in_one_sentence(qtbot: object) -> None:
    window = board_table(qtbot, "aseoiuu", "wocable-es")
    table = window.table
    assert isinstance(table, BoardTable)
    play_word(table, qtbot, "aseo")  # a word of es-forms that FreeDict lacks
    assert table.score_sheet.item(0, 2).text() == "ASEO"
    click_move_cell(table, 0)
    assert popup_text(table) == (
        "<b>ASEO</b><br>No meaning of ASEO is in the offline dictionary (FreeDict Spanish-English)."
    )


def test_a_scrabble_play_shows_its_wordnet_meaning(qtbot: object) -> None:
    window = board_table(qtbot, "cat?eee", "scrabble-en")
    table = window.table
    assert isinstance(table, BoardTable)
    play_word(table, qtbot, "cat")
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=3000)  # type: ignore[attr-defined]
    accept = table.challenge_bar.accept_button
    click_at(accept, accept.rect().center())
    click_move_cell(table, 0)
    assert "feline mammal" in popup_text(table)

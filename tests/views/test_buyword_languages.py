"""BuyWord in Russian and Polish words at the table (issue 35.2): New game offers the lists, and
a whole game alone is played with the keyboard in Polish letters."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from patentgame.model.buyword.tiles import POLISH, letter_of
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.buyword_helpers import play_until_over
from tests.views.menu_helpers import choose, leave_the_game_when_asked
from tests.views.table_helpers import make_window, when_dialog_opens


def test_new_game_offers_buyword_the_russian_and_polish_lists(qtbot: object) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
    lists = [dialog.lexicon_choice.itemData(i) for i in range(dialog.lexicon_choice.count())]
    assert {"en-enable", "ru-forms", "pl-forms"} <= set(lists)
    assert "es-forms" not in lists  # BuyWord has no Spanish tiles
    shown = dialog.lexicon_choice.itemText(lists.index("pl-forms"))
    assert shown.startswith("Open Polish, all word forms (sjp.pl)") and "4,008,100" in shown
    dialog.lexicon_choice.setCurrentIndex(lists.index("pl-forms"))
    assert dialog.setup().lexicon_id == "pl-forms"


def _new_polish_game_alone(window: MainWindow) -> None:
    """File > New game..., BuyWord, the Polish list, one person, Start."""

    def fill(dialog: NewGameDialog) -> None:
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
        dialog.lexicon_choice.setCurrentIndex(dialog.lexicon_choice.findData("pl-forms"))
        dialog.count.setValue(1)
        dialog.names[0].setText("Ola")
        dialog.seed.setText("35")
        start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    when_dialog_opens(NewGameDialog, fill)
    stop_leaving = leave_the_game_when_asked()
    choose(window, "file", "new")
    stop_leaving()


def test_a_whole_polish_game_alone_typed_in_polish_letters(qtbot: object) -> None:
    window = make_window(qtbot)
    _new_polish_game_alone(window)
    table = window.table
    assert isinstance(table, BuyWordTable)
    game = window.game_model.game
    assert game.lexicon_id == "pl-forms" and game.tile_set is POLISH
    offered = [table.wild_choice.itemData(i) for i in range(table.wild_choice.count())]
    assert offered == ["", *POLISH.alphabet]  # the wild may be Ą or Ż, never Q
    steps = play_until_over(window, qtbot)
    assert window.game_model.is_over and steps > 30
    sold = [event for event in game.record().actions if type(event).__name__ == "Sell"]
    assert sold, "the person sold no word"
    letters = {letter_of(tile) for action in sold for tile in action.tiles}  # type: ignore[attr-defined]
    assert letters <= set(POLISH.alphabet) | {"*"}
    assert any(not letter.isascii() for letter in letters)  # typed as a Polish keyboard does
    assert game.money(0) > 0


def test_help_shows_the_russian_and_polish_tiles(qtbot: object) -> None:
    from patentgame.model.buyword.tiles import RUSSIAN
    from tests.views.test_buyword_help import _read_help

    window = make_window(qtbot)
    _new_polish_game_alone(window)
    page = _read_help(window, "F1")
    assert "Tiles for Russian and Polish words" in page
    assert "a wild tile stands for any letter of the game's alphabet" in page
    for tiles in (RUSSIAN, POLISH):
        half = (len(tiles.alphabet) + 1) // 2
        first, second = tiles.alphabet[:half], tiles.alphabet[half:]
        assert "letter " + " ".join(first) in page
        assert "tiles " + " ".join(str(tiles.counts[letter]) for letter in first) in page
        assert "pips " + " ".join(str(tiles.pips[letter]) for letter in second) in page


def _ink_pixels(tile: int, qtbot: object) -> tuple[int, int]:
    """How many pixels of a tile drawn alone carry the vowels' ink, and the consonants'."""
    from patentgame.views import palette as pal
    from patentgame.views.buyword.tile_row import TileRow

    row = TileRow()
    qtbot.addWidget(row)  # type: ignore[attr-defined]
    row.resize(200, 120)
    row.show_tiles([tile])
    image = row.grab().toImage()
    colours = [image.pixel(x, y) for x in range(image.width()) for y in range(image.height())]
    return colours.count(pal.VOWEL_INK.rgb()), colours.count(pal.CONSONANT_INK.rgb())


def test_vowels_of_every_alphabet_are_drawn_in_the_vowels_ink(qtbot: object) -> None:
    from patentgame.model.buyword.tiles import ENGLISH, RUSSIAN

    for tiles, vowel, consonant in ((ENGLISH, "E", "T"), (RUSSIAN, "Ы", "Ж"), (POLISH, "Ó", "Ł")):
        first = {letter: tiles.first + tiles.letters.index(letter) for letter in (vowel, consonant)}
        vowel_ink, _ = _ink_pixels(first[vowel], qtbot)
        consonant_vowel_ink, consonant_ink = _ink_pixels(first[consonant], qtbot)
        assert vowel_ink > 20 and consonant_vowel_ink == 0 and consonant_ink > 20, tiles.language

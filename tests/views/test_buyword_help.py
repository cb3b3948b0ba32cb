"""Help > Rules follows the game on the table: BuyWord's rules, with the engine's own figures,
while BuyWord is played; the patent game's again once a patent game is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget

from patentgame import families
from patentgame.model.buyword import die
from patentgame.model.buyword.rules import (
    HAND_LIMIT,
    SOLO_YARDSTICK,
    STARTING_MONEY,
    WILDS_BY_PLAYERS,
)
from patentgame.model.buyword.tiles import LETTER_COUNTS, LETTER_PIPS, WILD_PIPS, WILD_TILES
from patentgame.views.buyword.rules_text import BuyWordRulesPage
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.help_dialog import HelpDialog
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.menu_helpers import choose, when_modal_opens
from tests.views.table_helpers import make_window, shot, when_dialog_opens

#: A sentence only the patent game's rules page says.
PATENT_SENTENCE = "Only the owner of the patent has its power."


def _new_game(window: MainWindow, family: str, seats: list[tuple[str, str]]) -> None:
    """File > New game..., choose the game and the seats, press Start."""

    def fill(dialog: NewGameDialog) -> None:
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(family))
        dialog.count.setValue(len(seats))
        for seat, (name, kind) in enumerate(seats):
            dialog.names[seat].setText(name)
            dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
        start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    when_dialog_opens(NewGameDialog, fill)
    choose(window, "file", "new")


def _read_help(window: MainWindow, open_it: str, picture: str = "") -> str:
    """Open Help > Rules by F1 on the table or by the Help menu, read the page as a person
    reads it (whitespace folded), take its pictures, close it with Escape."""
    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, HelpDialog)
        assert dialog.tabs.currentWidget() is dialog.rules
        seen.append(" ".join(dialog.rules.toPlainText().split()))
        if picture:
            dialog.resize(760, 900)
            shot(dialog, picture)
            bar = dialog.rules.verticalScrollBar()
            for step, name in ((2, "middle"), (1, "end")):
                bar.setValue(bar.maximum() // step)
                shot(dialog, f"{picture}-{name}")
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal_opens(read_and_close)
    if open_it == "F1":
        QTest.keyClick(window.table, Qt.Key.Key_F1)
    else:
        choose(window, "help", "rules")
    assert seen, "Help > Rules did not open"
    return seen[0]


def _figures_from_the_engine() -> list[str]:
    """What the BuyWord page must show, made from the engine's constants."""
    letters = sorted(LETTER_COUNTS)
    low, high = SOLO_YARDSTICK
    seats = sorted(WILDS_BY_PLAYERS)
    faces = " ".join("choice" if face == die.CHOICE else str(face) for face in die.FACES)
    return [
        "letter " + " ".join(letters[:13]),
        "tiles " + " ".join(str(LETTER_COUNTS[letter]) for letter in letters[:13]),
        "pips " + " ".join(str(LETTER_PIPS[letter]) for letter in letters[13:]),
        f"The bag holds {sum(LETTER_COUNTS.values())} letter tiles.",
        f"There are also {WILD_TILES} wild tiles.",
        f"A wild tile carries {WILD_PIPS} pip and stands for any letter",
        f"Each player starts with ${STARTING_MONEY}.",
        "players " + " ".join(str(n) for n in seats),
        "wild tiles each " + " ".join(str(WILDS_BY_PLAYERS[n]) for n in seats),
        "the die's faces " + faces,
        f"the leader names any number from {die.MIN_COUNT} to {die.MAX_COUNT}",
        "A set costs its pips squared",
        "price $1 $4 $9 $16",
        "$400",  # 5 tiles of the dearest letters: 20 pips
        "the tiles of CAT carry 4 pips: bought as a set they cost $16",
        "uses at most one wild tile",
        f"each player holding more than {HAND_LIMIT} letter tiles discards",
        "Wild tiles do not count",
        "when the bag holds fewer tiles than the round needs",
        "players with equal money share the win",
        f"Alone, you play the same rounds with {WILDS_BY_PLAYERS[1]} wild tiles.",
        f"ending with ${low:,} to ${high:,} is a good game",
        "These tiles are our own, not the published game's.",
        "so take it as a guide, not a promise",
        "Players challenge words",
        "Draft from a face-up display",
        "Auction each set",
        "Word theme: every word sold must also be in the theme's word list",
    ]


def test_help_shows_the_rules_of_the_game_on_the_table(qtbot: object) -> None:
    window = make_window(qtbot)
    assert PATENT_SENTENCE in _read_help(window, "F1")

    _new_game(window, "buyword", [("Anna", "human")])
    assert isinstance(window.table, BuyWordTable) and window.game_model.has_game
    for how in ("F1", "menu"):
        page = _read_help(window, how, "help-buyword-rules" if how == "F1" else "")
        missing = [figure for figure in _figures_from_the_engine() if figure not in page]
        assert not missing, how
        assert page.startswith("How to play BuyWord")
        assert PATENT_SENTENCE not in page

    _new_game(window, "patent", [("Anna", "human"), ("Sam", "ai:casual")])
    assert window.family is families.PATENT and window.game_model.has_game
    for how in ("F1", "menu"):
        page = _read_help(window, how)
        assert PATENT_SENTENCE in page
        assert "BuyWord" not in page


def test_the_tile_label_says_where_the_tiles_come_from(qtbot: object) -> None:
    from patentgame.model.buyword.tiles import TileSetOrigin

    page = BuyWordRulesPage()
    derived = page.tile_set_label(TileSetOrigin.DERIVED)
    published = page.tile_set_label(TileSetOrigin.PUBLISHED)
    assert "our own" in derived and "published game's tiles" in published
    assert page.yardstick_label(TileSetOrigin.PUBLISHED) == ""
    assert "guide, not a promise" in page.yardstick_label(TileSetOrigin.DERIVED)

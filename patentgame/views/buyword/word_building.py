"""`WordBuilding`: BuyWord's selling row, the word being built from the hand.

Words are built by clicking tiles of the hand, typing their letters or dragging them onto the
word (and along it, or back to the hand); a wild tile takes the letter typed for it, or the one
chosen beside the word. In the discard step the same clicks and letters mark the tiles to give
up, and in a draft a letter takes a tile of the display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.controller.buyword.narration import money
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.views.buyword.table_words import refusal

if TYPE_CHECKING:
    from patentgame.views.buyword.table import BuyWordTable

#: The letters typed and offered for a wild before a game is on the table (its tiles then say).
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class WordBuilding(QObject):
    """The word row, the wild's letter and the price beside them, at one BuyWord table."""

    def __init__(self, table: BuyWordTable) -> None:
        super().__init__(table)
        self._table = table
        self._wild_letters = ""
        self.offer_wild_letters(LETTERS)
        table.word_row.clicked.connect(self._word_clicked)
        table.word_row.dropped.connect(self._dropped_on_word)
        table.hand_row.clicked.connect(self._hand_clicked)
        table.hand_row.dropped.connect(self._dropped_on_hand)
        table.offer_row.clicked.connect(self._offer_clicked)
        table.wild_choice.currentIndexChanged.connect(self._wild_chosen)

    def alphabet(self) -> str:
        """The letters of the game's tiles (A to Z, the Russian or the Polish alphabet)."""
        model = self._table.game_model
        return model.state.tile_set.alphabet if model.has_game else LETTERS

    def offer_wild_letters(self, alphabet: str) -> None:
        """Let the wild tile stand for each letter of ``alphabet`` (refilled when it changes)."""
        if alphabet == self._wild_letters:
            return
        self._wild_letters = alphabet
        choice = self._table.wild_choice
        choice.blockSignals(True)
        choice.clear()
        choice.addItem(self.tr("Wild = ?"), "")
        for letter in alphabet:
            choice.addItem(self.tr("Wild = {letter}").format(letter=letter), letter)
        choice.blockSignals(False)

    def type_letter(self, letter: str) -> None:
        """A letter typed: in selling, the next tile of the word (a wild takes the letter when
        the hand has no such tile left); in discarding, mark or unmark a tile of it; in a
        draft, take a tile of it from the display."""
        table = self._table
        if not table.can_act():
            return
        letter = letter.upper()
        phase = table.phase()
        hand = table.game_model.state.hand(table.acting_seat())
        if phase is Phase.SELL:
            free = [tile for tile in hand if tile not in table.word]
            match = next((t for t in free if not is_wild(t) and letter_of(t) == letter), None)
            if match is None and not any(is_wild(t) for t in table.word):
                match = next((t for t in free if is_wild(t)), None)
                if match is not None:
                    table.wild_letter = letter
            if match is None:
                table.fault.setText(self.tr("No {letter} left in your hand.").format(letter=letter))
                return
            table.word.append(match)
            table.fault.clear()
            table.refresh()
        elif phase is Phase.DISCARD:
            unmarked = [t for t in hand if not is_wild(t) and letter_of(t) == letter]
            target = next((t for t in unmarked if t not in table.marked), None)
            if target is None:
                target = next((t for t in unmarked if t in table.marked), None)
            if target is not None:
                table.marked ^= {target}
                table.refresh()
        elif phase is Phase.DRAFT:
            display = table.game_model.state.display
            tile = next((t for t in display if letter_of(t) == letter), None)
            if tile is not None:
                table.steps.take(tile)

    def show_word(self) -> None:
        """The word row, the wild's choice and the word's price (or why it cannot sell)."""
        table = self._table
        model = table.game_model
        if not model.has_game:
            return
        word, wild_letter = table.word, table.wild_letter
        uses_wild = any(is_wild(tile) for tile in word)
        letters = {tile: wild_letter for tile in word if is_wild(tile)}
        table.word_row.show_tiles(word, wild_letters=letters)
        choice = table.wild_choice
        choice.blockSignals(True)
        choice.setCurrentIndex(max(0, choice.findData(wild_letter)))
        choice.blockSignals(False)
        selling = table.can_act() and model.state.phase is Phase.SELL
        choice.setVisible(selling and uses_wild)
        table.word_row.setVisible(selling or model.state.phase is Phase.SELL)
        preview = table.preview
        if not (selling and word):
            preview.setText("")
            return
        sale = model.preview_sale(table.acting_seat(), tuple(word), wild_letter or None)
        if sale.fault is None:
            preview.setStyleSheet("")
            preview.setText(
                self.tr("{word}: %n pip(s), sells for {price}", "", sale.pips).format(
                    word=sale.word, price=money(sale.price)
                )
            )
        else:
            preview.setText(
                self.tr("{word}: %n pip(s), {price} - {why}", "", sale.pips).format(
                    word=sale.word, price=money(sale.price), why=refusal(sale.fault)
                )
            )

    def _hand_clicked(self, index: int) -> None:
        table = self._table
        if not table.can_act() or index >= len(table.hand_row.tiles):
            return
        tile = table.hand_row.tiles[index]
        phase = table.phase()
        if phase is Phase.SELL:
            if tile in table.word:
                table.word.remove(tile)
            else:
                table.word.append(tile)
            table.fault.clear()
            table.refresh()
        elif phase is Phase.DISCARD and not is_wild(tile):
            table.marked ^= {tile}
            table.refresh()

    def _word_clicked(self, index: int) -> None:
        table = self._table
        if 0 <= index < len(table.word):
            del table.word[index]
            table.refresh()

    def _dropped_on_word(self, tile: int, index: int) -> None:
        """A tile dragged onto the word: from the hand it joins the word there; from the word
        it moves along it."""
        table = self._table
        if not (table.can_act() and table.phase() is Phase.SELL):
            return
        if tile not in table.game_model.state.hand(table.acting_seat()):
            return
        word = table.word
        if tile in word:
            old = word.index(tile)
            del word[old]
            index -= old < index
        word.insert(max(0, min(index, len(word))), tile)
        table.fault.clear()
        table.refresh()

    def _dropped_on_hand(self, tile: int, _index: int) -> None:
        """A tile of the word dragged back to the hand leaves the word."""
        table = self._table
        if tile in table.word:
            table.word.remove(tile)
            table.refresh()

    def _offer_clicked(self, index: int) -> None:
        table = self._table
        if table.phase() is Phase.DRAFT and index < len(table.offer_row.tiles):
            table.steps.take(table.offer_row.tiles[index])

    def _wild_chosen(self, _index: int) -> None:
        self._table.wild_letter = self._table.wild_choice.currentData() or ""
        self.show_word()

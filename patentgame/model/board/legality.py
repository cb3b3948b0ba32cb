"""Whether a placement keeps the rules of the board, as a pure function of the position.

The engine, a seat's perspective and a move generator ask the same question, so it lives here,
apart from the game: the board's flat lists, the rack, the rules and the word list go in, a
:class:`Refusal` (or None) comes out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from patentgame.model.board.layout import CENTRE, SIZE, SQUARES
from patentgame.model.board.moves import Place
from patentgame.model.board.reasons import Refusal
from patentgame.model.board.rules import BoardRules, ChallengeRule
from patentgame.model.board.scoring import word_squares
from patentgame.model.board.tiles import BLANK


class WordList(Protocol):
    """What the engine needs of a word list: membership of a lowercase word."""

    def __contains__(self, word: object, /) -> bool: ...


def place_refusal(
    move: Place,
    letters: Sequence[str],
    blanks: Sequence[bool],
    rack: Sequence[str],
    rules: BoardRules,
    lexicon: WordList | None,
) -> Refusal | None:
    """Why ``move`` cannot be played on this board from this rack, or None when it can.

    Words are checked against ``lexicon`` only under automatic checking; otherwise a word not in
    the list is a matter for a challenge, not a refusal.
    """
    tiles = move.tiles
    if not tiles:
        return Refusal.NO_TILES
    tile_set = rules.tiles
    squares = [tile.square for tile in tiles]
    for tile in tiles:
        if not 0 <= tile.square < SQUARES:
            return Refusal.OFF_BOARD
        if not tile_set.knows(tile.letter):
            return Refusal.UNKNOWN_LETTER
    if move.swaps:
        refusal = _swap_refusal(move, letters, blanks, rules)
        if refusal is not None:
            return refusal
    needed = Counter(tile.rack_tile for tile in tiles)
    needed.update(swap.letter for swap in move.swaps)
    held = Counter(rack)
    held[BLANK] += len(move.swaps)
    if any(count > held[tile] for tile, count in needed.items()):
        return Refusal.NOT_ON_RACK
    if len(set(squares)) != len(squares):
        return Refusal.SQUARE_TWICE
    if any(letters[square] for square in squares):
        return Refusal.SQUARE_TAKEN
    rows = {square // SIZE for square in squares}
    columns = {square % SIZE for square in squares}
    if len(rows) > 1 and len(columns) > 1:
        return Refusal.NOT_IN_LINE
    step = 1 if len(rows) == 1 else SIZE
    placed = set(squares)
    for index in range(min(squares), max(squares) + 1, step):
        if index not in placed and not letters[index]:
            return Refusal.GAP
    first_move = not any(letters)
    found = word_squares(tiles, letters)
    if first_move:
        if CENTRE not in placed:
            return Refusal.FIRST_OFF_CENTRE
        if not found or len(found[0][0]) < max(rules.first_word_min, 2):
            return Refusal.FIRST_TOO_SHORT
    elif not any(letters[index] for span, _ in found for index in span if index not in placed):
        return Refusal.NOT_CONNECTED
    if not found:
        return Refusal.ONE_LETTER
    by_square = {tile.square: tile.letter for tile in tiles}
    words = ["".join(by_square.get(index) or letters[index] for index in span) for span, _ in found]
    if tile_set.digraphs:
        for (span, _), word in zip(found, words, strict=True):
            tiles_of_word = tuple(by_square.get(index) or letters[index] for index in span)
            if tile_set.spell(word) != tiles_of_word:
                return Refusal.DIGRAPH_SPLIT
    automatic = rules.challenge is ChallengeRule.AUTOMATIC and lexicon is not None
    if automatic and any(word not in lexicon for word in words):  # type: ignore[operator]
        return Refusal.WORD_NOT_IN_LIST
    return None


def _swap_refusal(
    move: Place, letters: Sequence[str], blanks: Sequence[bool], rules: BoardRules
) -> Refusal | None:
    if not rules.blank_swap:
        return Refusal.SWAP_NOT_ALLOWED
    seen = set()
    for swap in move.swaps:
        if not 0 <= swap.square < SQUARES or not blanks[swap.square] or swap.square in seen:
            return Refusal.SWAP_NOT_A_BLANK
        seen.add(swap.square)
        if letters[swap.square] != swap.letter:
            return Refusal.SWAP_WRONG_LETTER
    if sum(tile.blank for tile in move.tiles) < len(move.swaps):
        return Refusal.SWAP_BLANK_NOT_PLAYED
    return None


def words_of(move: Place, letters: Sequence[str]) -> tuple[str, ...]:
    """The words a (legal) placement makes, main word first."""
    by_square = {tile.square: tile.letter for tile in move.tiles}
    return tuple(
        "".join(by_square.get(index) or letters[index] for index in span)
        for span, _ in word_squares(move.tiles, letters)
    )

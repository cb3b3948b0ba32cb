"""Scoring: the words a placement makes and what each earns.

Pure functions over the board's flat lists (``letters[square]`` is ``""`` for an empty square,
``blanks[square]`` is true for a blank), so the engine, a move generator and the views share one
count. Letter premiums first, then word premiums; premiums count only under the tiles of this
move; every word formed scores; playing a whole rack adds the bingo bonus (BOARD_RULES.md).

Seed 002's worked example ЩУКА (Щ 10, У 2, К 2, А 1) is 15 on plain squares (35 with Щ on a
triple letter, 45 on a triple word: see the tests):

>>> from patentgame.model.board.tiles import RUSSIAN
>>> letters, blanks = [""] * 225, [False] * 225
>>> play = score_play(letters, blanks, [Tile(s, c) for s, c in zip(range(60, 64), "щука")],
...                   RUSSIAN.values())
>>> play.score, [word.word for word in play.words]
(15, ['щука'])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from patentgame.model.board.layout import LETTER_MULTIPLIER, SIZE, WORD_MULTIPLIER
from patentgame.model.board.moves import Tile


@dataclass(frozen=True, slots=True)
class ScoredWord:
    """One word a play made: its letters, squares (in reading order), direction and points."""

    word: str
    squares: tuple[int, ...]
    across: bool
    score: int


@dataclass(frozen=True, slots=True)
class ScoredPlay:
    """Every word of a play (the main word first), the bingo, and the total."""

    words: tuple[ScoredWord, ...]
    bingo: bool
    score: int
    across: bool


def _span(occupied: Sequence[str], placed: Mapping[int, Tile], start: int, across: bool) -> range:
    """The squares of the word through ``start`` in one direction (just ``start`` if alone)."""
    step = 1 if across else SIZE
    row_start = start - start % SIZE
    first = start
    while True:
        before = first - step
        if before < 0 or (across and before < row_start):
            break
        if not occupied[before] and before not in placed:
            break
        first = before
    last = start
    while True:
        after = last + step
        if after >= SIZE * SIZE or (across and after >= row_start + SIZE):
            break
        if not occupied[after] and after not in placed:
            break
        last = after
    return range(first, last + 1, step)


def play_direction(tiles: Sequence[Tile], letters: Sequence[str]) -> bool:
    """Whether a play's main word goes across: the line of its tiles, or for one tile the
    direction in which it makes a word (across when it makes one both ways)."""
    if len(tiles) > 1:
        return tiles[0].square // SIZE == tiles[1].square // SIZE
    only = tiles[0].square
    placed = {only: tiles[0]}
    return (
        len(_span(letters, placed, only, True)) > 1 or len(_span(letters, placed, only, False)) == 1
    )


def word_squares(tiles: Sequence[Tile], letters: Sequence[str]) -> list[tuple[range, bool]]:
    """The squares of every word of two or more letters a play makes, main word first."""
    placed = {tile.square: tile for tile in tiles}
    across = play_direction(tiles, letters)
    found: list[tuple[range, bool]] = []
    main = _span(letters, placed, tiles[0].square, across)
    if len(main) > 1:
        found.append((main, across))
    for tile in tiles:
        cross = _span(letters, placed, tile.square, not across)
        if len(cross) > 1:
            found.append((cross, not across))
    return found


def score_play(
    letters: Sequence[str],
    blanks: Sequence[bool],
    tiles: Sequence[Tile],
    values: Mapping[str, int],
    *,
    blank_scores_letter: bool = False,
    rack_size: int = 7,
    bingo_bonus: int = 50,
) -> ScoredPlay:
    """Score a placement on a board (the tiles are not on it yet).

    Args:
        letters: Each square's letter, ``""`` when empty.
        blanks: Whether each square's tile is a blank.
        tiles: The tiles placed (assumed legal: in one line, on empty squares).
        values: Points of each letter.
        blank_scores_letter: A blank scores as its letter (seed 002's variant).
        rack_size: Tiles that make a bingo.
        bingo_bonus: Points for a bingo.
    """
    placed = {tile.square: tile for tile in tiles}
    scored = []
    across = play_direction(tiles, letters)
    for squares, word_across in word_squares(tiles, letters):
        total = 0
        multiplier = 1
        text = []
        for index in squares:
            tile = placed.get(index)
            if tile is None:
                letter = letters[index]
                text.append(letter)
                if blank_scores_letter or not blanks[index]:
                    total += values[letter]
                continue
            text.append(tile.letter)
            if blank_scores_letter or not tile.blank:
                total += values[tile.letter] * LETTER_MULTIPLIER[index]
            multiplier *= WORD_MULTIPLIER[index]
        scored.append(ScoredWord("".join(text), tuple(squares), word_across, total * multiplier))
    bingo = len(tiles) == rack_size
    score = sum(word.score for word in scored) + (bingo_bonus if bingo else 0)
    return ScoredPlay(tuple(scored), bingo, score, across)


def rack_value(rack: Sequence[str], values: Mapping[str, int]) -> int:
    """Points of the tiles on a rack (blanks 0): what is added and subtracted at the end."""
    return sum(values[tile] for tile in rack)

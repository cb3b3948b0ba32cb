"""A simple, correct finder of legal placements: enough for random players and tests.

It walks each row and column from every square a word may start on, placing rack tiles on empty
squares and reading board tiles on occupied ones, pruned by the word list's prefixes (the DAWG)
and by each placed tile's cross word. Every placement it yields is checked once more by
:func:`~patentgame.model.board.legality.place_refusal`, so it yields only legal moves. It is
not the fast anchor-based generator of the computer players (issue 18): it makes no attempt to
find moves in score order or quickly, and a line's order can be shuffled so that a random player
sees a varied sample first.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Protocol

from patentgame.model.board.layout import CENTRE, SIZE
from patentgame.model.board.legality import place_refusal
from patentgame.model.board.moves import Place, Tile
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tiles import BLANK


class PrefixLexicon(Protocol):
    """A word list that can be walked by prefixes (:class:`~patentgame.model.lexicon.Lexicon`)."""

    ROOT: int

    def __contains__(self, word: object, /) -> bool: ...

    def follow(self, node: int, letters: str) -> int | None: ...

    def ends_word(self, node: int) -> bool: ...


def placements(
    letters: Sequence[str],
    blanks: Sequence[bool],
    rack: Sequence[str],
    rules: BoardRules,
    lexicon: PrefixLexicon,
    seat: int = 0,
    *,
    rng: random.Random | None = None,
) -> Iterator[Place]:
    """Legal placements of ``rack`` on the board (each once per direction it reads in).

    Args:
        letters: Each square's letter, ``""`` when empty.
        blanks: Whether each square's tile is a blank.
        rack: The mover's tiles (``?`` a blank).
        rules: The game's rules.
        lexicon: The word list, walked by prefixes.
        seat: The seat the moves are for.
        rng: When given, lines and starting squares are tried in a shuffled order.
    """
    first_move = not any(letters)
    alphabet = rules.tiles.alphabet
    held = Counter(rack)
    cross_cache: dict[tuple[int, bool], tuple[str, str] | None] = {}
    lines = [(index, across) for index in range(SIZE) for across in (True, False)]
    if rng is not None:
        rng.shuffle(lines)

    def cross_word(square: int, across: bool) -> tuple[str, str] | None:
        # The letters before and after ``square`` in the other direction, or None when alone.
        key = (square, across)
        if key in cross_cache:
            return cross_cache[key]
        step = SIZE if across else 1
        row_start = square - square % SIZE
        before: list[str] = []
        index = square - step
        while index >= 0 and (across or index >= row_start) and letters[index]:
            before.append(letters[index])
            index -= step
        after: list[str] = []
        index = square + step
        while index < SIZE * SIZE and (across or index < row_start + SIZE) and letters[index]:
            after.append(letters[index])
            index += step
        found = ("".join(reversed(before)), "".join(after)) if before or after else None
        cross_cache[key] = found
        return found

    def walk(
        squares: list[int],
        across: bool,
        placed: list[Tile],
        i: int,
        node: int,
        length: int,
        touched: bool,
    ) -> Iterator[Place]:
        if i == SIZE or not letters[squares[i]]:
            # The word may end here.
            if (
                placed
                and length >= 2
                and lexicon.ends_word(node)
                and (touched or (first_move and any(t.square == CENTRE for t in placed)))
                and (not first_move or length >= rules.first_word_min)
            ):
                move = Place(seat, tuple(placed))
                if place_refusal(move, letters, blanks, rack, rules, lexicon) is None:
                    yield move
            if i == SIZE or len(placed) == len(rack):
                return
            square = squares[i]
            cross = cross_word(square, across)
            for tile in list(held):
                if not held[tile]:
                    continue
                held[tile] -= 1
                for letter in alphabet if tile == BLANK else (tile,):
                    if cross is not None and cross[0] + letter + cross[1] not in lexicon:
                        continue
                    child = lexicon.follow(node, letter)
                    if child is None:
                        continue
                    placed.append(Tile(square, letter, tile == BLANK))
                    yield from walk(
                        squares,
                        across,
                        placed,
                        i + 1,
                        child,
                        length + 1,
                        touched or cross is not None,
                    )
                    placed.pop()
                held[tile] += 1
            return
        child = lexicon.follow(node, letters[squares[i]])
        if child is not None:
            yield from walk(squares, across, placed, i + 1, child, length + 1, True)

    for line, across in lines:
        squares = (
            [line * SIZE + i for i in range(SIZE)]
            if across
            else [i * SIZE + line for i in range(SIZE)]
        )
        starts = [i for i in range(SIZE) if i == 0 or not letters[squares[i - 1]]]
        if rng is not None:
            rng.shuffle(starts)
        for start in starts:
            yield from walk(squares, across, [], start, lexicon.ROOT, 0, False)

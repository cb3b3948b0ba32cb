"""A slow, obviously complete enumerator of legal placements, to check the move generator.

It shares nothing with the generator but the engine's own rules: for every row and column, from
every square a word may start on, it lays every sequence of rack tiles along the empty squares
(a blank as every letter) and reads the board's tiles between them, cutting a sequence short
only when no word of the list starts with the letters so far. Each candidate is then judged by
the engine itself: :func:`place_refusal` for the rules of the board, :func:`words_of` plus
membership for the words, :func:`score_play` for the score. No anchors, no cross-checks, no
incremental scores.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from patentgame.model.board.layout import SIZE
from patentgame.model.board.legality import place_refusal, words_of
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.moves import Place, Tile
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.scoring import score_play
from patentgame.model.board.tiles import BLANK
from patentgame.model.lexicon import Lexicon

#: A placement as a set of (square, letter, blank), with its score.
Found = dict[frozenset[tuple[int, str, bool]], int]


def all_placements(
    letters: Sequence[str],
    blanks: Sequence[bool],
    rack: Sequence[str],
    rules: BoardRules,
    lexicon: Lexicon,
) -> Found:
    """Every legal placement of ``rack`` whose words are all in ``lexicon`` as ``rules`` read
    it (Эрудит's Е played for Ё: the engine's own reading), with its score."""
    words = words_of_rules(lexicon, rules)
    alphabet = rules.tiles.alphabet
    values = rules.tiles.values()
    found: Found = {}
    held = Counter(rack)

    def judge(placed: list[Tile]) -> None:
        move = Place(0, tuple(placed))
        if place_refusal(move, letters, blanks, rack, rules, None) is not None:
            return
        if not all(word in words for word in words_of(move, letters)):
            return
        key = frozenset((tile.square, tile.letter, tile.blank) for tile in placed)
        score = score_play(
            letters,
            blanks,
            move.tiles,
            values,
            blank_scores_letter=rules.blank_scores_letter,
            rack_size=rules.rack_size,
            bingo_bonus=rules.bingo_bonus,
        ).score
        assert found.setdefault(key, score) == score
        found[key] = score

    def walk(squares: list[int], i: int, node: int, placed: list[Tile]) -> None:
        if i == SIZE or not letters[squares[i]]:
            if placed:
                judge(placed)
            if i == SIZE:
                return
            for tile in list(held):
                if not held[tile]:
                    continue
                held[tile] -= 1
                for letter in alphabet if tile == BLANK else (tile,):
                    child = words.follow(letter, node)
                    if child is not None:
                        placed.append(Tile(squares[i], letter, tile == BLANK))
                        walk(squares, i + 1, child, placed)
                        placed.pop()
                held[tile] += 1
            return
        child = words.follow(letters[squares[i]], node)
        if child is not None:
            walk(squares, i + 1, child, placed)

    for line in range(SIZE):
        for across in (True, False):
            squares = [line * SIZE + i if across else i * SIZE + line for i in range(SIZE)]
            for start in range(SIZE):
                if start == 0 or not letters[squares[start - 1]]:
                    walk(squares, start, words.ROOT, [])
    return found

"""The move generator: every legal placement of a rack, blanks included, each with its score.

Appel and Jacobson's algorithm ("The World's Fastest Scrabble Program", 1988) over the shared
DAWG, seen one tile at a time through :class:`~patentgame.model.board.tile_graph.TileGraph`:

1. **Cross-checks.** For every empty square with tiles above or below it (for moves across; left
   or right for moves down), the set of tiles that make a word with them, as a bit mask, and the
   points of those tiles (the cross word's score without the new tile).
2. **Anchors.** A move must cover an empty square next to a tile (the centre on the first move).
3. **Left parts.** From each anchor, the part of the word left of it is either the tiles already
   on the board just left of the anchor, or any prefix of a word the rack can spell, laid on the
   empty squares left of the anchor that are not anchors themselves; so each move is found once,
   from the leftmost anchor it covers. The rack's prefixes do not depend on the anchor, so they
   are walked once per generation and each anchor takes those that fit (:class:`_LeftParts`).
4. **Extending right.** From the end of the left part, rack tiles go on empty squares (only tiles
   the square's cross-check allows, and only where a word can go on) and board tiles are read,
   and a word is recorded wherever it may end: the DAWG says a word ends and the next square is
   empty or off the board. Each tile's next square is judged before the search goes on to it,
   since most tiles lead nowhere and a call that finds so costs more than the test.

Moves down are found the same way on the board read column by column. A one-tile move that makes
words both ways is recorded once (as across). A blank tries every tile the word and the square
allow. Scores are summed on the way (letter premiums, word premiums, every cross word, the bingo),
so they equal :func:`~patentgame.model.board.scoring.score_play` (a test compares both, and every
move with a brute-force enumerator, on hundreds of positions from real and self-played games).

The moves come out in the same order as the plain algorithm's (the players take the first of
equal scores), which a test checks against that algorithm kept in ``tests/model/board``.

Steps 1 and 2 depend on the board alone, so a generator keeps them for the last few boards it
read: a player and its hints, and a simulating player trying many racks on one board, read
each board once. A new board that is a kept one with a move's tiles laid (the next turn, a
play-out's next move, a blank swapped) is read from it: only the new tiles' lines and the
cross-checks at the ends of their runs change. Python's cycle collector waits while the moves
are made (:mod:`~patentgame.model.board.collection`).

Why not a GADDAG: it finds the same moves with less wasted work, but it is a second word-list
file about five times the DAWG's size per list (the Russian word forms alone would add tens of
megabytes to the 140 MB bundle budget, which is full). Speed: ``benchmarks/board_moves.py``.

The blank-swap option (seed 002's variant, off by default) adds moves that take a blank from the
board; the generator finds those too when the rules allow them (see :meth:`generate`).

>>> from patentgame.model.board.rules import rules_for
>>> from patentgame.model.lexicon import Lexicon
>>> generator = MoveGenerator(rules_for("scrabble-en"), Lexicon.load("en-enable"))
>>> moves = generator.generate([""] * 225, [False] * 225, "cat")
>>> len(moves), moves[0].score, sorted({move.word([""] * 225) for move in moves})
(20, 10, ['act', 'at', 'cat', 'ta'])
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from itertools import combinations, compress
from operator import itemgetter, mul, ne, or_
from typing import NamedTuple

from patentgame.model.board.collection import collection_paused
from patentgame.model.board.layout import LETTER_MULTIPLIER, SIZE, SQUARES, WORD_MULTIPLIER
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.moves import Place, Swap, Tile
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.scoring import word_squares
from patentgame.model.board.tile_graph import MASK, WORD, PrefixLexicon, TileGraph, tile_graph
from patentgame.model.board.tiles import BLANK

# A square of the board read column by column ("down" coordinates: cell = column * 15 + row).
_DOWN_SQUARE = tuple((cell % SIZE) * SIZE + cell // SIZE for cell in range(SQUARES))
_ACROSS_SQUARE = tuple(range(SQUARES))
_PASSES = (
    (1, _ACROSS_SQUARE, LETTER_MULTIPLIER, WORD_MULTIPLIER),
    (
        0,
        _DOWN_SQUARE,
        tuple(LETTER_MULTIPLIER[square] for square in _DOWN_SQUARE),
        tuple(WORD_MULTIPLIER[square] for square in _DOWN_SQUARE),
    ),
)


class Candidate(NamedTuple):
    """One legal placement found by the generator.

    Attributes:
        score: What it scores now (every word, premiums, the bingo).
        codes: Its tiles, each ``square << 7 | tile << 1 | blank`` (``tile`` indexes
            ``letters``), in reading order.
        letters: The tile set's letters (shared by all candidates of a generator).
        span: The main word: ``first square << 5 | length << 1 | across``.
        swaps: Blanks taken from the board (the blank-swap option), as ``(square, letter)``.
    """

    score: int
    codes: tuple[int, ...]
    letters: tuple[str, ...]
    span: int
    swaps: tuple[tuple[int, str], ...] = ()

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles put down, as the engine's :class:`Tile` values."""
        letters = self.letters
        return tuple(
            Tile(code >> 7, letters[code >> 1 & 63], bool(code & 1)) for code in self.codes
        )

    @property
    def squares(self) -> tuple[int, ...]:
        return tuple(code >> 7 for code in self.codes)

    @property
    def used(self) -> tuple[str, ...]:
        """The rack tiles the move uses (``?`` for a blank), swapped letters included."""
        letters = self.letters
        used = [BLANK if code & 1 else letters[code >> 1 & 63] for code in self.codes]
        if self.swaps:
            # The swapped letters leave the rack; as many blanks come back than are played.
            for _, letter in self.swaps:
                used.remove(BLANK)
                used.append(letter)
        return tuple(used)

    def leave(self, rack: Sequence[str]) -> tuple[str, ...]:
        """The tiles left on ``rack`` after this move."""
        left = list(rack)
        for tile in self.used:
            left.remove(tile)
        return tuple(left)

    def place(self, seat: int) -> Place:
        """The move for ``BoardGame.play``."""
        return Place(seat, self.tiles, tuple(Swap(square, letter) for square, letter in self.swaps))

    @property
    def across(self) -> bool:
        """Whether the main word reads across."""
        return bool(self.span & 1)

    @property
    def length(self) -> int:
        """Tiles in the main word (a digraph tile counts once)."""
        return self.span >> 1 & 15

    @property
    def first_square(self) -> int:
        """The square of the main word's first tile."""
        return self.span >> 5

    def main_squares(self) -> range:
        """The squares of the main word, in reading order."""
        step = 1 if self.span & 1 else SIZE
        first = self.span >> 5
        return range(first, first + (self.span >> 1 & 15) * step, step)

    def word(self, letters: Sequence[str]) -> str:
        """The main word the move makes on a board whose squares hold ``letters``."""
        by_square = {code >> 7: self.letters[code >> 1 & 63] for code in self.codes}
        return "".join(by_square.get(index) or letters[index] for index in self.main_squares())

    def words(self, letters: Sequence[str]) -> tuple[str, ...]:
        """Every word the move makes, main word first (as ``BoardGame.words_of``)."""
        by_square = {code >> 7: self.letters[code >> 1 & 63] for code in self.codes}
        return tuple(
            "".join(by_square.get(index) or letters[index] for index in span)
            for span, _ in word_squares(self.tiles, letters)
        )


class MoveGenerator:
    """Finds every legal placement for one rule set and word list (see the module docstring).

    A generator is cheap to keep and safe to share between players of a game: it holds only
    the rules, the tile values and the shared :class:`TileGraph`.
    """

    def __init__(self, rules: BoardRules, lexicon: PrefixLexicon) -> None:
        self.rules = rules
        self.graph: TileGraph = tile_graph(words_of_rules(lexicon, rules), rules.tiles)
        tiles = rules.tiles
        self.letters = self.graph.letters
        self.values = [tiles.value(letter) for letter in self.letters]
        self.blank_values = self.values if rules.blank_scores_letter else [0] * len(self.letters)
        self._boards: dict[tuple[tuple[str, ...], tuple[bool, ...]], _Read] = {}

    def generate(
        self,
        letters: Sequence[str],
        blanks: Sequence[bool],
        rack: Sequence[str],
        lines: Collection[tuple[int, int]] | None = None,
    ) -> list[Candidate]:
        """Every legal placement of ``rack`` on the board, best score first.

        Args:
            letters: Each square's letter (``""`` when empty), as ``BoardGame.letters``.
            blanks: Whether each square's tile is a blank.
            rack: The mover's tiles (``?`` a blank).
            lines: Only the moves whose main word lies on these lines, each ``(1, row)`` for a
                row (moves across) or ``(0, column)`` for a column (moves down); all lines when
                ``None``. A player that wants one random move need not find them all.

        Every word a move makes is in the word list, so under every challenge rule the moves
        are legal and none can be challenged off. With the blank-swap option, moves that take
        a blank from the board (putting the matching rack letter in its place) are included.

        Raises:
            ValueError: a board or rack tile is not a tile of the rule set.
        """
        with collection_paused():  # tens of thousands of candidates: see collection.py
            found = self._raw(letters, blanks, rack, lines)
            if self.rules.blank_swap:
                found.extend(self._with_swaps(letters, blanks, rack, lines))
            found.sort(key=itemgetter(0), reverse=True)  # stable: equal scores keep their order
        return found

    def _board(self, letters: Sequence[str], blanks: Sequence[bool]) -> _Board:
        """What the search needs of a board (see :func:`_read`), kept for the last few
        boards used: the players, the hints and a simulating player generate many racks on one,
        and a search's next boards grow from it."""
        key = (tuple(letters), tuple(blanks))
        found = self._boards.pop(key, None)  # put back last: the least recently used go first
        if found is None:
            found = self._read_new(*key)
            if len(self._boards) >= _BOARDS_KEPT:
                self._boards.pop(next(iter(self._boards)), None)
        self._boards[key] = found
        return found.board

    def _read_new(self, letters: tuple[str, ...], blanks: tuple[bool, ...]) -> _Read:
        """A board not kept, read from a kept board it grew from when there is one (the next
        turn of a game, a play-out's next move, a blank swap tried), else whole: a few new
        tiles change only their lines and the cross-checks at the ends of their runs."""
        filled = SQUARES - letters.count("")
        # A copy: another thread sharing the generator may change the kept boards meanwhile.
        for (old_letters, old_blanks), kept in reversed(list(self._boards.items())):
            if kept.board[0] or not 0 <= filled - kept.filled <= _CHANGES_FOLLOWED:
                continue  # an empty board's reading has the centre line alone
            changed = _changes(old_letters, old_blanks, letters, blanks)
            if changed is not None:
                # Used again: its other children, an endgame search's next moves, follow.
                old_key = (old_letters, old_blanks)
                if self._boards.pop(old_key, None) is not None:
                    self._boards[old_key] = kept
                return _read_from(
                    kept, changed, letters, blanks, self.graph, self.values, self.blank_values
                )
        return _read(letters, blanks, self.graph, self.values, self.blank_values)

    def _with_swaps(
        self,
        letters: Sequence[str],
        blanks: Sequence[bool],
        rack: Sequence[str],
        lines: Collection[tuple[int, int]] | None,
    ) -> Iterator[Candidate]:
        """Moves that take blanks from the board: the letters go in their place (and now score
        as real tiles), the blanks join the rack, and at least as many blanks must be played."""
        swappable = [
            square for square in range(SQUARES) if blanks[square] and letters[square] in rack
        ]
        for count in range(1, len(swappable) + 1):
            for chosen in combinations(swappable, count):
                left = list(rack)
                try:
                    for square in chosen:
                        left.remove(letters[square])
                except ValueError:
                    continue  # the rack holds the letter fewer times than blanks stand for it
                board_blanks = list(blanks)
                for square in chosen:
                    board_blanks[square] = False
                swaps = tuple((square, letters[square]) for square in chosen)
                for candidate in self._raw(letters, board_blanks, left + [BLANK] * count, lines):
                    if sum(code & 1 for code in candidate.codes) >= count:
                        yield candidate._replace(swaps=swaps)

    def _raw(
        self,
        letters: Sequence[str],
        blanks: Sequence[bool],
        rack: Sequence[str],
        lines: Collection[tuple[int, int]] | None,
    ) -> list[Candidate]:
        graph = self.graph
        index = graph.index
        count = len(self.letters)
        full = (1 << count) - 1
        values, blank_values = self.values, self.blank_values
        first, board_lines = self._board(letters, blanks)
        counts = [0] * count
        wild = 0
        for tile_name in rack:
            if tile_name == BLANK:
                wild += 1
                continue
            tile = index.get(tile_name)
            if tile is None:
                raise ValueError(f"{tile_name!r} is not a tile of the {graph.tiles.id} set")
            counts[tile] += 1
        have = 0
        for tile, held in enumerate(counts):
            if held:
                have |= 1 << tile
        rack_tiles = len(rack)
        if not rack_tiles:
            return []
        min_length = max(2, self.rules.first_word_min) if first else 2
        rack_size = self.rules.rack_size
        bingo_bonus = self.rules.bingo_bonus
        nodes = graph._nodes
        expand = graph._expand
        root = graph.root
        alphabet = self.letters
        out: list[Candidate] = []
        placed: list[int] = []
        new = tuple.__new__  # a NamedTuple made without its Python-level __new__: many are made
        left_parts = _LeftParts(graph, counts, have, wild, full, values, blank_values)

        def search_line(
            across: int,
            row: list[int],
            anchors: list[int],
            is_anchor: list[bool],
            row_mask: list[int],
            row_cross: list[int],
            row_values: list[int],
            row_letter: Sequence[int],
            row_word: Sequence[int],
            row_square: Sequence[int],
            square_codes: list[int],
        ) -> None:
            # Every move of one line (a row, or a column read as a row) covering an anchor.

            def extend(
                pos: int,
                allowed: int,
                kids: dict[int, int],
                start: int,
                main: int,
                multiplier: int,
                cross: int,
                have: int,
                wild: int,
                single: bool,
                counts: list[int],
            ) -> None:
                # Lay each tile of ``allowed`` (the tiles the node ``kids`` belongs to may go on
                # with, the square's cross-check and the rack allow) on the empty square ``pos``,
                # read the board's tiles after it, record a word that ends there and go on.
                # The next square is judged here, before the call: most tiles lead nowhere, and
                # a call that finds so costs more than the test.
                lm = row_letter[pos]
                wm = row_word[pos]
                cs = row_cross[pos]
                code = row_square[pos] << 7
                multiplier *= wm
                while allowed:
                    low = allowed & -allowed
                    allowed ^= low
                    tile = low.bit_length() - 1
                    child = kids[tile]
                    info = nodes.get(child) or expand(child)
                    end = pos + 1
                    through = 0
                    while row[end] >= 0:
                        child = info.get(row[end])  # type: ignore[assignment]
                        if child is None:
                            break
                        info = nodes.get(child) or expand(child)
                        through += row_values[end]
                        end += 1
                    else:
                        # info[-2] is the node's WORD, info[-1] its MASK (tile_graph.py);
                        # literals, as a global's look-up costs more here
                        ends = (
                            info[-2] and end - start >= min_length and (single or len(placed) > 0)
                        )
                        follow = info[-1] & row_mask[end]
                        if not ends and not follow:
                            continue
                        if have & low:
                            held = counts[tile] - 1
                            counts[tile] = held
                            value = values[tile] * lm
                            placed.append(code | tile << 1)
                            total = main + value + through
                            crossed = cross + (cs + value) * wm if cs >= 0 else cross
                            if ends:
                                score = total * multiplier + crossed
                                if len(placed) == rack_size:
                                    score += bingo_bonus
                                span = row_square[start] << 5 | (end - start) << 1 | across
                                out.append(
                                    new(Candidate, (score, tuple(placed), alphabet, span, ()))
                                )
                            left_have = have if held else have ^ low
                            go_on = follow if wild else follow & left_have
                            if go_on:
                                extend(
                                    end, go_on, info, start, total, multiplier, crossed,
                                    left_have, wild, single, counts,
                                )  # fmt: skip
                            placed.pop()
                            counts[tile] = held + 1
                        if wild:
                            value = blank_values[tile] * lm
                            placed.append(code | tile << 1 | 1)
                            total = main + value + through
                            crossed = cross + (cs + value) * wm if cs >= 0 else cross
                            if ends:
                                score = total * multiplier + crossed
                                if len(placed) == rack_size:
                                    score += bingo_bonus
                                span = row_square[start] << 5 | (end - start) << 1 | across
                                out.append(
                                    new(Candidate, (score, tuple(placed), alphabet, span, ()))
                                )
                            go_on = follow if wild > 1 else follow & have
                            if go_on:
                                extend(
                                    end, go_on, info, start, total, multiplier, crossed,
                                    have, wild - 1, single, counts,
                                )  # fmt: skip
                            placed.pop()

            for anchor in anchors:
                mask = row_mask[anchor]
                # A one-tile move down that also makes a word across was found across.
                single = bool(across) or row_cross[anchor] < 0
                if anchor > 0 and row[anchor - 1] >= 0:
                    start = anchor - 1
                    while start > 0 and row[start - 1] >= 0:
                        start -= 1
                    node: int | None = root
                    main = 0
                    for pos in range(start, anchor):
                        info = nodes.get(node) or expand(node)  # type: ignore[arg-type]
                        node = info.get(row[pos])
                        if node is None:
                            break
                        main += row_values[pos]
                    if node is not None:
                        info = nodes.get(node) or expand(node)
                        allowed = info[-1] & mask & (full if wild else have)
                        if allowed:
                            placed.clear()
                            extend(
                                anchor, allowed, info, start, main, 1, 0, have, wild, single,
                                counts,
                            )  # fmt: skip
                    continue
                limit = 0
                pos = anchor - 1
                while pos >= 0 and row[pos] < 0 and not is_anchor[pos]:
                    limit += 1
                    pos -= 1
                multipliers = [1]  # the word multiplier of the squares from anchor - depth
                for pos in range(anchor - 1, anchor - 1 - limit, -1):
                    multipliers.append(multipliers[-1] * row_word[pos])
                for (
                    depth,
                    follow,
                    kids,
                    part_have,
                    part_wild,
                    codes,
                    points,
                    left,
                ) in left_parts.fitting(min(limit, rack_tiles - 1), mask):
                    start = anchor - depth
                    if depth:
                        placed[:] = map(or_, square_codes[start:anchor], codes)
                        main = sum(map(mul, points, row_letter[start:anchor]))
                    else:
                        placed.clear()
                        main = 0
                    extend(
                        anchor, follow & mask, kids, start, main, multipliers[depth], 0, part_have,
                        part_wild, single, left,
                    )  # fmt: skip

        for across, number, *line in board_lines:
            if lines is None or (across, number) in lines:
                search_line(across, *line)  # type: ignore[arg-type]
        return out


#: Boards whose preparation a generator keeps (the least recently used forgotten first): a
#: simulating player's shortlist of candidates, each candidate's board met again for every
#: rack drawn, and an endgame search's positions, whose next boards are read from them. A
#: board read takes about 120 kB, so a generator keeps some 2 MB at most.
_BOARDS_KEPT = 16

#: Most squares a new board may differ by from a kept board and still be read from it: a move's
#: seven tiles and a blank swapped (a board further from every kept one is read whole).
_CHANGES_FOLLOWED = 8

#: One line of a board as the search reads it: (1 across or 0 down, the line's number, its
#: tiles (-1 empty, one more -1 past the edge), its anchors, whether each square is an anchor,
#: its cross-check masks (0 past the edge), cross-word points (-1: none), tile values, letter
#: and word multipliers, squares, and each square shifted as a tile code wants it).
_Line = tuple[
    int, int, list[int], list[int], list[bool], list[int], list[int], list[int],
    Sequence[int], Sequence[int], Sequence[int], list[int],
]  # fmt: skip
#: A prepared board: whether it is empty (the first move), and the lines that have anchors.
_Board = tuple[bool, tuple[_Line, ...]]
#: One pass's reading plan: (1 across or 0 down, each cell's square, its letter and word
#: multipliers), as in ``_PASSES``.
_Pass = tuple[int, Sequence[int], Sequence[int], Sequence[int]]


class _Cells(NamedTuple):
    """A board in one pass's coordinates (cell = line * 15 + position): each cell's tile (-1
    empty) and points, and each empty cell's cross-check mask and cross-word points (see
    :func:`_cross_checks`)."""

    tiles: list[int]
    values: list[int]
    masks: list[int]
    scores: list[int]


class _Read(NamedTuple):
    """A board read: what the search needs (``board``), and what reading a board grown from
    it needs: the whole board in both passes' coordinates, lines without anchors included,
    and how many squares hold a tile."""

    board: _Board
    cells: tuple[_Cells, _Cells]
    filled: int


def _read(
    letters: Sequence[str],
    blanks: Sequence[bool],
    graph: TileGraph,
    values: list[int],
    blank_values: list[int],
) -> _Read:
    """The board read for the search: its tiles, cross-checks and anchors, line by line, across
    first (they depend on the board alone, not on the rack)."""
    full = (1 << len(graph.letters)) - 1
    board = [-1] * SQUARES
    board_values = [0] * SQUARES
    for square, letter in enumerate(letters):
        if letter:
            board[square], board_values[square] = _tile(
                letter, blanks[square], graph, values, blank_values
            )
    first = all(tile < 0 for tile in board)
    found: list[_Line] = []
    passes: list[_Cells] = []
    for plan in _PASSES:
        square_of = plan[1]
        tiles = [board[square] for square in square_of]
        tile_values = [board_values[square] for square in square_of]
        cells = _Cells(tiles, tile_values, *_cross_checks(tiles, tile_values, graph, full))
        passes.append(cells)
        for number in range(SIZE):
            line = _line(first, plan, number, cells)
            if line is not None:
                found.append(line)
    return _Read((first, tuple(found)), (passes[0], passes[1]), SQUARES - board.count(-1))


def _changes(
    old_letters: Sequence[str],
    old_blanks: Sequence[bool],
    letters: Sequence[str],
    blanks: Sequence[bool],
) -> list[int] | None:
    """The squares a board differs by from an older one, when it grew from it as a game does:
    tiles laid on empty squares, and blanks on the board turned into their letters (the
    blank-swap option), at most ``_CHANGES_FOLLOWED`` squares; ``None`` otherwise."""
    laid = list(compress(range(SQUARES), map(ne, old_letters, letters)))
    if len(laid) > _CHANGES_FOLLOWED or any(old_letters[square] for square in laid):
        return None
    changed = sorted({*laid, *compress(range(SQUARES), map(ne, old_blanks, blanks))})
    if not changed or len(changed) > _CHANGES_FOLLOWED:
        return None
    if not all(letters[square] for square in changed):
        return None
    return changed


def _read_from(
    parent: _Read,
    changed: Sequence[int],
    letters: Sequence[str],
    blanks: Sequence[bool],
    graph: TileGraph,
    values: list[int],
    blank_values: list[int],
) -> _Read:
    """The board read from ``parent``, a board read that differs from it only on the squares
    ``changed``, each empty there or holding the same letter (see :func:`_changes`); equal to
    :func:`_read` in every value.

    A square's tile changes, in each pass, the line holding it (tiles, points, anchors next to
    it) and the cross-checks of the empty squares whose cross word runs through it: the first
    empty square beyond its run of tiles at each end, in the other direction. Every other line
    is the parent's, left out again when it has no anchors."""
    full = (1 << len(graph.letters)) - 1
    laid = [
        (square, *_tile(letters[square], blanks[square], graph, values, blank_values))
        for square in changed
    ]
    kept = {(line[0], line[1]): line for line in parent.board[1]}
    found: list[_Line] = []
    passes: list[_Cells] = []
    for plan, old in zip(_PASSES, parent.cells, strict=True):
        square_of = plan[1]
        cells = _Cells(old.tiles.copy(), old.values.copy(), old.masks.copy(), old.scores.copy())
        tiles, tile_values, masks, scores = cells
        touched = []
        for square, tile, value in laid:
            cell = square_of[square]  # reading column by column is its own inverse
            tiles[cell], tile_values[cell], masks[cell], scores[cell] = tile, value, full, -1
            touched.append(cell)
        ends = set()
        for cell in touched:
            above = cell - SIZE
            while above >= 0 and tiles[above] >= 0:
                above -= SIZE
            if above >= 0:
                ends.add(above)
            below = cell + SIZE
            while below < SQUARES and tiles[below] >= 0:
                below += SIZE
            if below < SQUARES:
                ends.add(below)
        for cell in ends:
            masks[cell], scores[cell] = _cross_check(tiles, tile_values, cell, graph)
        passes.append(cells)
        redone = {cell // SIZE for cell in touched} | {cell // SIZE for cell in ends}
        for number in range(SIZE):
            if number in redone:
                line = _line(False, plan, number, cells)
            else:
                line = kept.get((plan[0], number))
            if line is not None:
                found.append(line)
    before = parent.cells[0].tiles  # across: cell = square
    filled = parent.filled + sum(before[square] < 0 for square in changed)
    return _Read((False, tuple(found)), (passes[0], passes[1]), filled)


def _tile(
    letter: str, blank: bool, graph: TileGraph, values: list[int], blank_values: list[int]
) -> tuple[int, int]:
    """A board tile's index in the tile set and its points."""
    tile = graph.index.get(letter)
    if tile is None:
        raise ValueError(f"{letter!r} is not a tile of the {graph.tiles.id} set")
    return tile, blank_values[tile] if blank else values[tile]


def _line(first: bool, plan: _Pass, number: int, cells: _Cells) -> _Line | None:
    """One line as the search reads it, or ``None`` when it has no anchor (no move is made on
    it): on the first move the centre line alone, with the centre as its anchor."""
    across, square_of, letter_mult, word_mult = plan
    base = number * SIZE
    row = cells.tiles[base : base + SIZE]
    cross_score = cells.scores[base : base + SIZE]
    if first:
        if number != SIZE // 2:
            return None
        anchors = [SIZE // 2]
    else:
        anchors = [
            pos
            for pos in range(SIZE)
            if row[pos] < 0
            and (
                cross_score[pos] >= 0
                or (pos > 0 and row[pos - 1] >= 0)
                or (pos < SIZE - 1 and row[pos + 1] >= 0)
            )
        ]
    if not anchors:
        return None
    is_anchor = [False] * SIZE
    for pos in anchors:
        is_anchor[pos] = True
    row_square = square_of[base : base + SIZE]
    return (
        across,
        number,
        [*row, -1],  # past the edge: no tile, and no tile may follow
        anchors,
        is_anchor,
        [*cells.masks[base : base + SIZE], 0],
        cross_score,
        cells.values[base : base + SIZE],
        letter_mult[base : base + SIZE],
        word_mult[base : base + SIZE],
        row_square,
        [square << 7 for square in row_square],
    )


def _cross_checks(
    cells: list[int], cell_values: list[int], graph: TileGraph, full: int
) -> tuple[list[int], list[int]]:
    """For each empty cell (in one pass's coordinates), the tiles allowed by the word they make
    with the tiles in the neighbouring lines, and that word's points without the new tile (-1
    when the cell has no such neighbour: every tile is allowed and no cross word is made)."""
    masks = [full] * SQUARES
    scores = [-1] * SQUARES
    for cell in range(SQUARES):
        if cells[cell] >= 0:
            continue
        above = cell - SIZE
        below = cell + SIZE
        if (above < 0 or cells[above] < 0) and (below >= SQUARES or cells[below] < 0):
            continue
        masks[cell], scores[cell] = _cross_check(cells, cell_values, cell, graph)
    return masks, scores


def _cross_check(
    cells: list[int], cell_values: list[int], cell: int, graph: TileGraph
) -> tuple[int, int]:
    """One empty cell's cross-check mask and cross-word points (see :func:`_cross_checks`),
    when a tile stands above or below it."""
    nodes = graph._nodes
    expand = graph._expand
    top = cell
    while top - SIZE >= 0 and cells[top - SIZE] >= 0:
        top -= SIZE
    bottom = cell
    while bottom + SIZE < SQUARES and cells[bottom + SIZE] >= 0:
        bottom += SIZE
    score = 0
    node: int | None = graph.root
    for other in range(top, cell, SIZE):
        score += cell_values[other]
        if node is not None:
            node = (nodes.get(node) or expand(node)).get(cells[other])
    suffix = [cells[other] for other in range(cell + SIZE, bottom + 1, SIZE)]
    for other in range(cell + SIZE, bottom + 1, SIZE):
        score += cell_values[other]
    mask = 0
    if node is not None:
        info = nodes.get(node) or expand(node)
        children = info[MASK]
        while children:
            low = children & -children
            children ^= low
            tile = low.bit_length() - 1
            current: int | None = info[tile]
            for next_tile in suffix:
                current = (nodes.get(current) or expand(current)).get(next_tile)  # type: ignore[arg-type]
                if current is None:
                    break
            if current is not None and (nodes.get(current) or expand(current))[WORD]:
                mask |= 1 << tile
    return mask, score


#: A left part: (its tiles, the tiles that may follow it with the rack left, the children of
#: its node, the rack mask left, the blanks left, each tile's ``tile << 1 | blank`` in reading
#: order, each tile's points, the count of each tile left on the rack).
_LeftPart = tuple[int, int, dict[int, int], int, int, tuple[int, ...], tuple[int, ...], list[int]]


class _LeftParts:
    """The left parts a rack can spell, found once per generation and shared by every anchor.

    A left part (the prefix laid on empty squares left of an anchor) depends only on the rack
    and the word list, not on the anchor: the old search re-walked the same prefixes from every
    anchor, which cost as much as extending them. Here the prefixes are walked once, in the
    order the per-anchor search met them (depth first, tiles in index order, a rack tile before
    a blank), so the moves still come out in the same order; each anchor keeps those no longer
    than the empty squares before it and whose next tile can stand on the anchor's square.
    """

    __slots__ = (
        "_blank_values",
        "_by_limit",
        "_chosen",
        "_counts",
        "_entries",
        "_full",
        "_graph",
        "_start",
        "_values",
        "_walked",
    )

    def __init__(
        self,
        graph: TileGraph,
        counts: list[int],
        have: int,
        wild: int,
        full: int,
        values: list[int],
        blank_values: list[int],
    ) -> None:
        self._graph = graph
        self._counts = counts
        self._full = full
        self._values = values
        self._blank_values = blank_values
        self._entries: list[_LeftPart] = []
        self._walked = -1
        self._start = (have, wild)
        self._by_limit: dict[int, list[_LeftPart]] = {}
        self._chosen: dict[tuple[int, int], list[_LeftPart]] = {}

    def fitting(self, limit: int, mask: int) -> list[_LeftPart]:
        """The left parts of at most ``limit`` tiles after which a tile of ``mask`` may come,
        in search order."""
        key = (limit, mask)
        found = self._chosen.get(key)
        if found is None:
            if limit > self._walked:
                self._walk(limit)
            short = self._by_limit.get(limit)
            if short is None:
                short = self._by_limit[limit] = [
                    entry for entry in self._entries if entry[0] <= limit
                ]
            found = self._chosen[key] = [entry for entry in short if entry[1] & mask]
        return found

    def _walk(self, limit: int) -> None:
        """Find every left part of up to ``limit`` tiles (again, when a deeper one is needed)."""
        graph = self._graph
        nodes, expand = graph._nodes, graph._expand
        counts, full = self._counts, self._full
        values, blank_values = self._values, self._blank_values
        entries: list[_LeftPart] = []
        left: list[int] = []
        points: list[int] = []

        def walk(node: int, have: int, wild: int) -> None:
            depth = len(left)
            info = nodes.get(node) or expand(node)
            entries.append(
                (
                    depth,
                    info[-1] & (full if wild else have),
                    info,
                    have,
                    wild,
                    tuple(left),
                    tuple(points),
                    counts.copy(),  # each part's own rack, which the extension changes and restores
                )
            )
            if depth == limit:
                return
            allowed = info[-1] if wild else info[-1] & have
            kids = info
            while allowed:
                low = allowed & -allowed
                allowed ^= low
                tile = low.bit_length() - 1
                child = kids[tile]
                if have & low:
                    held = counts[tile] - 1
                    counts[tile] = held
                    left.append(tile << 1)
                    points.append(values[tile])
                    walk(child, have if held else have ^ low, wild)
                    left.pop()
                    points.pop()
                    counts[tile] = held + 1
                if wild:
                    left.append(tile << 1 | 1)
                    points.append(blank_values[tile])
                    walk(child, have, wild - 1)
                    left.pop()
                    points.pop()

        walk(graph.root, *self._start)
        self._entries = entries
        self._walked = limit
        self._by_limit.clear()
        self._chosen.clear()

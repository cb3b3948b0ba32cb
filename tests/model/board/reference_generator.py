"""The move generator as it was before issue 37.3 made it faster: the reference its moves are
compared with, in full and in order.

Appel and Jacobson's algorithm in its plainest form: from every anchor the left parts are
walked again, every square is a call, a blank tries every letter where a rack tile could go.
The brute-force enumerator (``brute_force.py``) checks that the moves are the legal ones; this
one checks that the faster generator finds them in the same order too, which the players'
choices among equal scores depend on, on many more positions (it is fast enough for that).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from itertools import combinations
from operator import itemgetter

from patentgame.model.board.generator import Candidate
from patentgame.model.board.layout import LETTER_MULTIPLIER, SIZE, SQUARES, WORD_MULTIPLIER
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import NodeInfo, PrefixLexicon, TileGraph, tile_graph
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


class ReferenceGenerator:
    """Every legal placement for one rule set and word list, as the engine's generator found
    them before issue 37.3 (see the module docstring)."""

    def __init__(self, rules: BoardRules, lexicon: PrefixLexicon) -> None:
        self.rules = rules
        self.graph: TileGraph = tile_graph(words_of_rules(lexicon, rules), rules.tiles)
        tiles = rules.tiles
        self.letters = self.graph.letters
        self.values = [tiles.value(letter) for letter in self.letters]
        self.blank_values = self.values if rules.blank_scores_letter else [0] * len(self.letters)

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
        found = self._raw(letters, blanks, rack, lines)
        if self.rules.blank_swap:
            found.extend(self._with_swaps(letters, blanks, rack, lines))
        found.sort(key=itemgetter(0), reverse=True)  # stable: equal scores keep their order
        return found

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
        board = [-1] * SQUARES
        board_values = [0] * SQUARES
        for square, letter in enumerate(letters):
            if letter:
                tile = index.get(letter)
                if tile is None:
                    raise ValueError(f"{letter!r} is not a tile of the {graph.tiles.id} set")
                board[square] = tile
                board_values[square] = blank_values[tile] if blanks[square] else values[tile]
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
        first = all(tile < 0 for tile in board)
        min_length = max(2, self.rules.first_word_min) if first else 2
        rack_size = self.rules.rack_size
        bingo_bonus = self.rules.bingo_bonus
        nodes, expand = _node_infos(graph)
        root = graph.root
        alphabet = self.letters
        out: list[Candidate] = []
        placed: list[int] = []
        new = tuple.__new__  # a NamedTuple made without its Python-level __new__: many are made

        def search_line(
            row: list[int],
            anchors: list[int],
            across: int,
            row_mask: list[int],
            row_cross: list[int],
            row_values: list[int],
            row_letter: Sequence[int],
            row_word: Sequence[int],
            row_square: Sequence[int],
        ) -> None:
            # Every move of one line (a row, or a column read as a row) covering an anchor.
            is_anchor = [False] * SIZE
            for pos in anchors:
                is_anchor[pos] = True

            def extend(
                pos: int,
                node: int,
                start: int,
                main: int,
                multiplier: int,
                cross: int,
                have: int,
                wild: int,
                anchor: int,
            ) -> None:
                info = nodes.get(node) or expand(node)
                if pos == SIZE or row[pos] < 0:
                    if (
                        info[2]
                        and pos > anchor
                        and pos - start >= min_length
                        and (across or len(placed) > 1 or row_cross[anchor] < 0)
                    ):
                        score = main * multiplier + cross
                        if len(placed) == rack_size:
                            score += bingo_bonus
                        span = row_square[start] << 5 | (pos - start) << 1 | across
                        out.append(new(Candidate, (score, tuple(placed), alphabet, span, ())))
                    if pos == SIZE:
                        return
                    allowed = info[0] & row_mask[pos]
                    if not wild:
                        allowed &= have
                    if not allowed:
                        return
                    kids = info[1]
                    lm = row_letter[pos]
                    wm = row_word[pos]
                    cs = row_cross[pos]
                    code = row_square[pos] << 7
                    while allowed:
                        low = allowed & -allowed
                        allowed ^= low
                        tile = low.bit_length() - 1
                        child = kids[tile]
                        if have & low:
                            held = counts[tile] - 1
                            counts[tile] = held
                            value = values[tile] * lm
                            placed.append(code | tile << 1)
                            extend(
                                pos + 1,
                                child,
                                start,
                                main + value,
                                multiplier * wm,
                                cross + (cs + value) * wm if cs >= 0 else cross,
                                have if held else have ^ low,
                                wild,
                                anchor,
                            )
                            placed.pop()
                            counts[tile] = held + 1
                        if wild:
                            value = blank_values[tile] * lm
                            placed.append(code | tile << 1 | 1)
                            extend(
                                pos + 1,
                                child,
                                start,
                                main + value,
                                multiplier * wm,
                                cross + (cs + value) * wm if cs >= 0 else cross,
                                have,
                                wild - 1,
                                anchor,
                            )
                            placed.pop()
                    return
                through = info[1].get(row[pos])
                if through is not None:
                    extend(
                        pos + 1,
                        through,
                        start,
                        main + row_values[pos],
                        multiplier,
                        cross,
                        have,
                        wild,
                        anchor,
                    )

            left: list[int] = []  # tile << 1 | blank of the left part, in reading order

            def left_parts(node: int, limit: int, have: int, wild: int, anchor: int) -> None:
                # Extend right from this left part, then try every longer one.
                depth = len(left)
                info = nodes.get(node) or expand(node)
                # Most left parts cannot go on through the anchor's square: skip those before
                # laying them out (with blanks, nine in ten).
                if info[0] & row_mask[anchor] & (full if wild else have):
                    start = anchor - depth
                    main = 0
                    multiplier = 1
                    placed.clear()
                    for offset, part in enumerate(left):
                        pos = start + offset
                        tile = part >> 1
                        main += (blank_values if part & 1 else values)[tile] * row_letter[pos]
                        multiplier *= row_word[pos]
                        placed.append(row_square[pos] << 7 | part)
                    extend(anchor, node, start, main, multiplier, 0, have, wild, anchor)
                if depth == limit:
                    return
                allowed = info[0] if wild else info[0] & have
                kids = info[1]
                while allowed:
                    low = allowed & -allowed
                    allowed ^= low
                    tile = low.bit_length() - 1
                    child = kids[tile]
                    if have & low:
                        held = counts[tile] - 1
                        counts[tile] = held
                        left.append(tile << 1)
                        left_parts(child, limit, have if held else have ^ low, wild, anchor)
                        left.pop()
                        counts[tile] = held + 1
                    if wild:
                        left.append(tile << 1 | 1)
                        left_parts(child, limit, have, wild - 1, anchor)
                        left.pop()

            for anchor in anchors:
                if anchor > 0 and row[anchor - 1] >= 0:
                    start = anchor - 1
                    while start > 0 and row[start - 1] >= 0:
                        start -= 1
                    node: int | None = root
                    main = 0
                    for pos in range(start, anchor):
                        info = nodes.get(node) or expand(node)  # type: ignore[arg-type]
                        node = info[1].get(row[pos])
                        if node is None:
                            break
                        main += row_values[pos]
                    if node is not None:
                        placed.clear()
                        extend(anchor, node, start, main, 1, 0, have, wild, anchor)
                    continue
                limit = 0
                pos = anchor - 1
                while pos >= 0 and row[pos] < 0 and not is_anchor[pos]:
                    limit += 1
                    pos -= 1
                left.clear()
                left_parts(root, min(limit, rack_tiles - 1), have, wild, anchor)

        for across, square_of, letter_mult, word_mult in _PASSES:  # across: 1, down: 0
            cells = [board[square] for square in square_of]
            cell_values = [board_values[square] for square in square_of]
            cross_mask, cross_score = _cross_checks(cells, cell_values, graph, full)
            for line in range(SIZE):
                if lines is not None and (across, line) not in lines:
                    continue
                base = line * SIZE
                row = cells[base : base + SIZE]
                if first:
                    if line != SIZE // 2:
                        continue
                    anchors = [SIZE // 2]
                else:
                    anchors = [
                        pos
                        for pos in range(SIZE)
                        if row[pos] < 0
                        and (
                            cross_score[base + pos] >= 0
                            or (pos > 0 and row[pos - 1] >= 0)
                            or (pos < SIZE - 1 and row[pos + 1] >= 0)
                        )
                    ]
                if not anchors:
                    continue
                search_line(
                    row,
                    anchors,
                    across,
                    cross_mask[base : base + SIZE],
                    cross_score[base : base + SIZE],
                    cell_values[base : base + SIZE],
                    letter_mult[base : base + SIZE],
                    word_mult[base : base + SIZE],
                    square_of[base : base + SIZE],
                )
        return out


def _cross_checks(
    cells: list[int], cell_values: list[int], graph: TileGraph, full: int
) -> tuple[list[int], list[int]]:
    """For each empty cell (in one pass's coordinates), the tiles allowed by the word they make
    with the tiles in the neighbouring lines, and that word's points without the new tile (-1
    when the cell has no such neighbour: every tile is allowed and no cross word is made)."""
    masks = [full] * SQUARES
    scores = [-1] * SQUARES
    nodes, expand = _node_infos(graph)
    for cell in range(SQUARES):
        if cells[cell] >= 0:
            continue
        above = cell - SIZE
        below = cell + SIZE
        if (above < 0 or cells[above] < 0) and (below >= SQUARES or cells[below] < 0):
            continue
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
                node = (nodes.get(node) or expand(node))[1].get(cells[other])
        suffix = [cells[other] for other in range(cell + SIZE, bottom + 1, SIZE)]
        for other in range(cell + SIZE, bottom + 1, SIZE):
            score += cell_values[other]
        mask = 0
        if node is not None:
            for tile, child in (nodes.get(node) or expand(node))[1].items():
                current: int | None = child
                for next_tile in suffix:
                    current = (nodes.get(current) or expand(current))[1].get(next_tile)  # type: ignore[arg-type]
                    if current is None:
                        break
                if current is not None and (nodes.get(current) or expand(current))[2]:
                    mask |= 1 << tile
        masks[cell] = mask
        scores[cell] = score
    return masks, scores


_INFOS: dict[int, tuple[TileGraph, dict[int, NodeInfo]]] = {}


def _node_infos(graph: TileGraph) -> tuple[dict[int, NodeInfo], Callable[[int], NodeInfo]]:
    """The graph's nodes in the shape this algorithm was written for (``TileGraph.node``'s
    tuples; the graph itself now keeps one dict per node), cached per graph as the graph
    caches its own."""
    found = _INFOS.get(id(graph))
    if found is None or found[0] is not graph:
        found = _INFOS[id(graph)] = (graph, {})
    nodes = found[1]

    def expand(node: int) -> NodeInfo:
        info = nodes[node] = graph.node(node)
        return info

    return nodes, expand

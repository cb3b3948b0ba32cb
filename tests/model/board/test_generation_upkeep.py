"""What the move generator keeps between searches, and what it asks of Python's collector
(issue 37.3): the word graph's expanded nodes out of the cycle collector's sight, the last
boards read kept for the next racks (and a new board read from the kept board it grew from),
and collection paused while it searches."""

from __future__ import annotations

import gc
import itertools
from collections.abc import Iterator

from patentgame.model.board.collection import collection_paused
from patentgame.model.board.generator import (
    _BOARDS_KEPT,
    Candidate,
    MoveGenerator,
    _changes,
    _Read,
    _read,
    _read_from,
)
from patentgame.model.board.rules import rules_for
from patentgame.model.board.tile_graph import TileGraph
from patentgame.model.lexicon import Lexicon
from tests.model.board.positions import Position, gcg_positions, selfplay_positions


def _tracked() -> int:
    gc.collect()
    return len(gc.get_objects())


def test_the_word_graphs_nodes_are_not_walked_by_the_cycle_collector() -> None:
    # Every full collection walks every object the collector tracks; a game expands tens of
    # thousands of nodes, which were tuples holding a dict, tracked for good.
    lexicon = Lexicon.load("en-enable")
    graph = TileGraph(lexicon, rules_for("scrabble-en").tiles)
    words = list(itertools.islice(iter(lexicon), 0, 60_000, 20))
    before = _tracked()
    for word in words:
        assert graph.walk(word) is not None and graph.is_word(word)
    grown = _tracked() - before
    assert len(graph._nodes) > 5_000
    assert grown < 50, f"{grown} more objects for the collector after {len(graph._nodes)} nodes"


def _listed(moves: list[Candidate]) -> list[tuple[int, tuple[int, ...], int]]:
    return [(move.score, move.codes, move.span) for move in moves]


def test_a_generator_that_kept_other_boards_finds_each_boards_moves_as_a_new_one() -> None:
    # More boards than a generator keeps, read in turn and again in reverse with other racks:
    # every list equals that of a generator meeting the board for the first time.
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    positions = list(itertools.islice(gcg_positions(), 4, None, 5))[: _BOARDS_KEPT + 4]
    shared = MoveGenerator(rules, lexicon)
    racks = [position.rack for position in positions]
    for position, rack in [
        *zip(positions, racks, strict=True),
        *zip(positions[::-1], racks, strict=True),
    ]:
        fresh = MoveGenerator(rules, lexicon)
        assert _listed(shared.generate(position.letters, position.blanks, rack)) == _listed(
            fresh.generate(position.letters, position.blanks, rack)
        ), position.name


def test_a_board_used_again_is_kept_while_the_boards_between_are_forgotten() -> None:
    # An endgame search reads each position's next boards from it, a simulation each
    # candidate's board for every rack: a board in use stays, the least recently used go.
    rules = rules_for("scrabble-en")
    generator = MoveGenerator(rules, Lexicon.load(rules.lexicon_id))
    used, *others = [(p.letters, p.blanks) for p in itertools.islice(gcg_positions(), 1, 80, 3)]
    generator.generate(*used, "aeinrst")
    for board in others:
        generator.generate(*board, "aeinrst")
        assert used in generator._boards and len(generator._boards) <= _BOARDS_KEPT
        generator.generate(*used, "dglopuy")
    assert others[0] not in generator._boards


def test_collection_is_paused_while_searching_and_left_as_it_was_found() -> None:
    was = gc.isenabled()
    try:
        for enabled in (True, False):  # off: the desktop app, which collects on its GUI thread
            gc.enable() if enabled else gc.disable()
            with collection_paused():
                assert not gc.isenabled()
                with collection_paused():
                    assert not gc.isenabled()
                assert not gc.isenabled()
            assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


#: Self-played games, every position in turn: English, Russian with the blank swap (the
#: greedy player swaps blanks in these games), Spanish with the CH/LL/RR tiles.
_GAMES: tuple[tuple[str, dict[str, object]], ...] = (
    ("scrabble-en", {}),
    ("erudit-ru", {"blank_swap": True}),
    ("wocable-es", {}),
)


def _games() -> Iterator[list[Position]]:
    for rule_set, options in _GAMES:
        yield list(selfplay_positions(rule_set, 3, every=1, seed=11, **options))


def test_a_board_read_from_the_board_before_it_equals_the_board_read_whole() -> None:
    # Each position of the games (and of the seven GCG games) read from the one before (itself
    # read so, along the game), and each position with blanks on the board read again with
    # them taken (the blank swap): every value the search reads, and the cells kept for the
    # next board, as a whole reading.
    grown = swapped = taken_back = 0
    for positions in [*_games(), list(gcg_positions())]:
        rules = positions[0].rules
        generator = MoveGenerator(rules, Lexicon.load(rules.lexicon_id))
        graph, values, blank_values = generator.graph, generator.values, generator.blank_values
        old: Position | None = None
        old_read: _Read | None = None
        for position in positions:
            letters, blanks = position.letters, position.blanks
            whole = _read(letters, blanks, graph, values, blank_values)
            read = whole
            if old is not None and old_read is not None and not old_read.board[0]:
                changed = _changes(old.letters, old.blanks, letters, blanks)
                if changed is not None:
                    read = _read_from(
                        old_read, changed, letters, blanks, graph, values, blank_values
                    )
                    assert read == whole, position.name
                    grown += 1
                    swapped += any(old.letters[square] for square in changed)
            if any(blanks) and not read.board[0]:
                none = (False,) * len(blanks)
                changed = _changes(letters, blanks, letters, none)
                assert changed is not None
                assert _read_from(read, changed, letters, none, graph, values, blank_values) == (
                    _read(letters, none, graph, values, blank_values)
                ), position.name
                taken_back += 1
            old, old_read = position, read
    assert grown >= 300 and taken_back >= 100
    assert swapped >= 1, "no blank swapped in the games"


def test_a_generator_finds_the_same_moves_with_and_without_the_board_before_kept() -> None:
    # One generator along each game reads every new board from the one before it, kept; a
    # new generator for every position reads it whole. The whole lists, in order, are equal.
    grown = 0
    for positions in _games():
        rules = positions[0].rules
        lexicon = Lexicon.load(rules.lexicon_id)
        along = MoveGenerator(rules, lexicon)
        before: set[int] = set()
        for position in positions:
            letters, blanks, rack = position.letters, position.blanks, position.rack
            fresh = MoveGenerator(rules, lexicon).generate(letters, blanks, rack)
            assert along.generate(letters, blanks, rack) == fresh, position.name
            # A board read from the one before shares the lines its new tiles left alone.
            lines = {id(line) for line in along._boards[(letters, blanks)].board[1]}
            grown += bool(lines & before)
            before = lines
    assert grown >= 150

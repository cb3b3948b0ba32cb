"""What the move generator keeps between searches, and what it asks of Python's collector
(issue 37.3): the word graph's expanded nodes out of the cycle collector's sight, the last
boards read kept for the next racks, and collection paused while it searches."""

from __future__ import annotations

import gc
import itertools

from patentgame.model.board.collection import collection_paused
from patentgame.model.board.generator import _BOARDS_KEPT, Candidate, MoveGenerator
from patentgame.model.board.rules import rules_for
from patentgame.model.board.tile_graph import TileGraph
from patentgame.model.lexicon import Lexicon
from tests.model.board.positions import gcg_positions


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

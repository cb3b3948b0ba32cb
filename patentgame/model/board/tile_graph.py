"""The word list walked one tile at a time, as the move generator needs it.

The shared :class:`~patentgame.model.lexicon.Lexicon` is a DAWG over UTF-8 bytes: an English
letter is one step, a Cyrillic letter or Ñ two, a Spanish digraph tile (CH, LL, RR) two letters.
A :class:`TileGraph` turns that into a graph over the tiles of one :class:`TileSet`: a node's
children are numbered by tile (the index of the letter in ``tiles.alphabet``) and a node knows
the bit mask of its children, so a search can intersect it with a rack and a cross-check in one
operation. A node is expanded through the lexicon's one walking API (``children`` of a DAWG
node give its whole letters, ``follow`` spells a digraph tile, ``is_word`` says whether a word
ends) on first use and kept, so a game's searches share the work.

Spanish with digraph tiles has one more rule: a word is spelled with a digraph tile wherever its
letters allow one (``tiles.spell``), so a single C tile may not be followed by an H tile, nor a
single L by an L or LL tile, nor a single R by an R or RR tile. A graph node therefore carries,
beside the DAWG node, which of those single tiles it was reached by (two low bits), and such a
node has fewer children.

>>> from patentgame.model.board.tiles import RUSSIAN
>>> from patentgame.model.lexicon import Lexicon
>>> graph = TileGraph(Lexicon.load("ru-nouns"), RUSSIAN)
>>> graph.walk("ёж") is not None, graph.is_word("ёж"), graph.is_word("ёжж")
(True, True, False)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from typing import Protocol

from patentgame.model.board.tiles import TileSet

#: A node of the graph: (mask of its children's tiles, children by tile, whether a word ends).
NodeInfo = tuple[int, dict[int, int], bool]

#: The keys of a node's own dict (``TileGraph._nodes``) beside its children by tile (0 up): the
#: mask of its children's tiles, and 1 where a word ends (else 0). One dict of numbers per node,
#: not a tuple holding a dict: Python's cycle collector never looks at such a dict again, but
#: walks a tuple holding one at every full collection, and a game expands tens of thousands of
#: nodes (34 ms a collection after a few moves' work in English and Russian; issue 37.3).
MASK = -1
WORD = -2


class PrefixLexicon(Protocol):
    """A word list walked letter by letter: the shared lexicon's one walking API
    (:class:`~patentgame.model.lexicon.Lexicon`'s ``ROOT``, ``follow``, ``children`` and
    ``is_word``)."""

    ROOT: int

    def __contains__(self, word: object, /) -> bool: ...

    def follow(self, prefix: str, node: int = ..., /) -> int | None: ...

    def children(self, node: int = ..., /) -> Iterator[tuple[str, int]]: ...

    def is_word(self, node: int | None, /) -> bool: ...


class TileGraph:
    """A lexicon's DAWG as a graph over one tile set's tiles (see the module's docstring).

    Attributes:
        tiles: The tile set.
        letters: The tiles in index order (``tiles.alphabet``).
        index: Each tile's index.
        root: The node of the empty word.
    """

    __slots__ = (
        "_codes",
        "_forbidden",
        "_lexicon",
        "_multi",
        "_nodes",
        "_single",
        "index",
        "letters",
        "root",
        "tiles",
    )

    def __init__(self, lexicon: PrefixLexicon, tiles: TileSet) -> None:
        self.tiles = tiles
        self.letters: tuple[str, ...] = tiles.alphabet
        self.index = {letter: position for position, letter in enumerate(self.letters)}
        self._lexicon = lexicon
        # A tile of one letter is a child the lexicon lists; a tile of several (a Spanish
        # digraph) is followed letter by letter.
        self._multi = tuple(
            (position, letter) for position, letter in enumerate(self.letters) if len(letter) > 1
        )
        self.root = lexicon.ROOT << 2
        self._nodes: dict[int, dict[int, int]] = {}  # each node's children, MASK and WORD
        # Which single tiles set a flag, and which tiles each flag forbids next.
        self._single = [0] * len(self.letters)
        self._forbidden = [0, 0, 0, 0]
        if tiles.digraphs:
            for flag, (single, digraph) in enumerate((("c", "ch"), ("l", "ll"), ("r", "rr")), 1):
                if digraph not in self.index or single not in self.index:
                    continue
                self._single[self.index[single]] = flag
                follower = digraph[1]
                self._forbidden[flag] = sum(
                    1 << position
                    for position, letter in enumerate(self.letters)
                    if letter.startswith(follower)
                )

    def node(self, node: int) -> NodeInfo:
        """The children mask, children and end-of-word flag of ``node``."""
        found = self._nodes.get(node) or self._expand(node)
        kids = {tile: child for tile, child in found.items() if tile >= 0}
        return found[MASK], kids, bool(found[WORD])

    def _expand(self, node: int) -> dict[int, int]:
        """The node's children by tile, with its MASK and WORD, made and kept on first use."""
        dawg_node, flag = node >> 2, node & 3
        kids: dict[int, int] = {}
        forbidden = self._forbidden[flag]
        lexicon, index, single = self._lexicon, self.index, self._single
        for letter, child in lexicon.children(dawg_node):
            position = index.get(letter)
            if position is not None and not forbidden >> position & 1:
                kids[position] = child << 2 | single[position]
        for position, letters in self._multi:
            if not forbidden >> position & 1:
                found = lexicon.follow(letters, dawg_node)
                if found is not None:
                    kids[position] = found << 2 | single[position]
        mask = 0
        for position in kids:
            mask |= 1 << position
        kids[MASK] = mask
        kids[WORD] = 1 if lexicon.is_word(dawg_node) else 0
        self._nodes[node] = kids  # one dict store: atomic, so threads may share the graph
        return kids

    def walk(self, tiles: str | Sequence[str], node: int | None = None) -> int | None:
        """The node reached by spelling ``tiles`` (a word is spelled by ``tiles.spell``, a
        sequence names its tiles) from ``node`` (the root), or None when no word goes on so."""
        spelled = self.tiles.spell(tiles) if isinstance(tiles, str) else tuple(tiles)
        if spelled is None:
            return None
        current = self.root if node is None else node
        for tile in spelled:
            position = self.index.get(tile)
            if position is None:
                return None
            child = (self._nodes.get(current) or self._expand(current)).get(position)
            if child is None:
                return None
            current = child
        return current

    def is_word(self, word: str) -> bool:
        """Whether ``word`` (spelled by ``tiles.spell``) is in the list."""
        node = self.walk(word)
        return node is not None and (self._nodes.get(node) or self._expand(node))[WORD] == 1


_LOCK = threading.Lock()
_GRAPHS: dict[tuple[int, str], tuple[PrefixLexicon, TileGraph]] = {}


def tile_graph(lexicon: PrefixLexicon, tiles: TileSet) -> TileGraph:
    """The shared graph of ``lexicon`` over ``tiles`` (made once per pair: loaded lexicons are
    shared, so every player and hint of a game walks the same expanded nodes)."""
    key = (id(lexicon), tiles.id)
    with _LOCK:
        found = _GRAPHS.get(key)
    if found is not None and found[0] is lexicon:
        return found[1]
    graph = TileGraph(lexicon, tiles)
    with _LOCK:
        _GRAPHS[key] = (lexicon, graph)
    return graph

"""`Draft`: the move a person is putting together on the board before playing it.

The rack's tiles keep their places (the person's order: shuffled, sorted or dragged); a tile put
on a square leaves a gap on the rack until it comes back. The draft knows nothing of Qt: the
table turns clicks, drags and keys into its calls and shows what it holds.

>>> draft = Draft(("c", "a", "t", "?", "e", "e", "e"))
>>> draft.put(0, 112), draft.put(1, 113), draft.put(3, 114, "t")
(True, True, True)
>>> [(t.square, t.letter, t.blank) for t in draft.move(0).tiles]
[(112, 'c', False), (113, 'a', False), (114, 't', True)]
>>> draft.recall(); draft.placed
{}
"""

from __future__ import annotations

import random

from patentgame.model.board.layout import SIZE, SQUARES
from patentgame.model.board.moves import Exchange, Place, Tile
from patentgame.model.board.tiles import BLANK


class Draft:
    """The rack in the person's order and the tiles put on the board this turn.

    Attributes:
        rack: the rack's tiles in the order shown (``?`` a blank).
        placed: square -> (rack index, letter): tiles put on the board, not played yet.
        cursor: the square typing goes to (-1: none), and ``across`` its direction.
        chosen: rack indexes chosen for an exchange.
    """

    def __init__(self, rack: tuple[str, ...] = ()) -> None:
        self.rack: list[str] = list(rack)
        self.placed: dict[int, tuple[int, str]] = {}
        self.cursor = -1
        self.across = True
        self.chosen: set[int] = set()

    def load(self, rack: tuple[str, ...]) -> None:
        """A new rack (a new turn, or the view of another seat): keep the person's order of
        the tiles that stay, new ones at the end; drop what was placed."""
        order = list(self.rack)
        kept: list[str] = []
        left = list(rack)
        for tile in order:
            if tile in left:
                left.remove(tile)
                kept.append(tile)
        self.rack = kept + left
        self.placed = {}
        self.chosen = set()

    def free(self) -> list[int]:
        """Rack indexes whose tile is still on the rack."""
        used = {index for index, _ in self.placed.values()}
        return [index for index in range(len(self.rack)) if index not in used]

    def is_free(self, index: int) -> bool:
        return 0 <= index < len(self.rack) and index in self.free()

    def put(self, index: int, square: int, letter: str | None = None) -> bool:
        """Put rack tile ``index`` on ``square`` (a blank as ``letter``); False when it cannot
        go (a used tile, a square off the board, a blank without its letter)."""
        if not self.is_free(index) or not 0 <= square < SQUARES or square in self.placed:
            return False
        tile = self.rack[index]
        if tile == BLANK:
            if not letter:
                return False
            self.placed[square] = (index, letter)
        else:
            self.placed[square] = (index, tile)
        return True

    def take_back(self, square: int) -> int | None:
        """Return the tile on ``square`` to the rack; its rack index, or None."""
        entry = self.placed.pop(square, None)
        return None if entry is None else entry[0]

    def recall(self) -> None:
        """Every placed tile back to the rack."""
        self.placed = {}

    def index_for(self, letter: str) -> int | None:
        """The free rack tile a typed ``letter`` takes: the letter itself, else a blank."""
        free = self.free()
        for index in free:
            if self.rack[index] == letter:
                return index
        for index in free:
            if self.rack[index] == BLANK:
                return index
        return None

    def is_blank(self, square: int) -> bool:
        entry = self.placed.get(square)
        return entry is not None and self.rack[entry[0]] == BLANK

    def move(self, seat: int) -> Place:
        """The placement the draft holds, tiles in board order."""
        tiles = tuple(
            Tile(square, letter, self.rack[index] == BLANK)
            for square, (index, letter) in sorted(self.placed.items())
        )
        return Place(seat, tiles)

    def exchange(self, seat: int) -> Exchange:
        """The exchange of the chosen tiles."""
        return Exchange(seat, tuple(self.rack[index] for index in sorted(self.chosen)))

    def shuffle(self, rng: random.Random) -> None:
        """A new order of the rack (placed tiles come back first)."""
        self.recall()
        self.chosen = set()
        rng.shuffle(self.rack)

    def sort(self, alphabet: tuple[str, ...]) -> None:
        """The rack in the alphabet's order, blanks last (placed tiles come back first)."""
        self.recall()
        self.chosen = set()
        rank = {letter: number for number, letter in enumerate(alphabet)}
        self.rack.sort(key=lambda tile: rank.get(tile, len(rank)))

    def move_tile(self, index: int, to: int) -> None:
        """Move rack tile ``index`` to position ``to`` (dragging along the rack)."""
        if not self.is_free(index) or not 0 <= to < len(self.rack):
            return
        self.recall()
        tile = self.rack.pop(index)
        self.rack.insert(to, tile)

    def advance(self, letters: tuple[str, ...]) -> None:
        """Move the cursor past the square just filled and past tiles already on the board."""
        if self.cursor < 0:
            return
        row, column = divmod(self.cursor, SIZE)
        while True:
            if self.across:
                column += 1
            else:
                row += 1
            if column >= SIZE or row >= SIZE:
                self.cursor = -1
                return
            square = row * SIZE + column
            if not letters[square] and square not in self.placed:
                self.cursor = square
                return

    def step_back(self) -> int | None:
        """Backspace: the last placed tile on the cursor's line before it returns to the rack;
        the cursor goes to its square. The rack index, or None."""
        if not self.placed:
            return None
        before = [
            square
            for square in self.placed
            if self.cursor < 0
            or (square < self.cursor and (self.across or square % SIZE == self.cursor % SIZE))
        ]
        square = max(before) if before else max(self.placed)
        self.cursor = square
        return self.take_back(square)

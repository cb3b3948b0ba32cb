"""Moves: every choice a player of a board game makes, as frozen values with their JSON form.

A :class:`Place` names each tile it puts down (square, letter, whether it is a blank); the words
it makes follow from the board, so a move is small, hashable and quick to build for a search.

>>> move = Place.across(0, "H8", "cat")
>>> [square_name(tile.square) for tile in move.tiles], move.tiles[0].letter
(['H8', 'I8', 'J8'], 'c')
>>> move_from_json(move.to_json()) == move
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.acts import Act, ActObject, by_name, optional, read_act
from patentgame.model.board.layout import SIZE, SQUARES, square, square_name
from patentgame.model.board.tiles import BLANK
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.record import shown


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile put on the board: its square, its letter, and whether it is a blank."""

    square: int
    letter: str
    blank: bool = False

    @property
    def rack_tile(self) -> str:
        """The tile that leaves the rack: the letter, or :data:`BLANK`."""
        return BLANK if self.blank else self.letter

    def to_json(self) -> JsonObject:
        out: JsonObject = {"at": square_name(self.square), "letter": self.letter}
        if self.blank:
            out["blank"] = True
        return out


@dataclass(frozen=True, slots=True)
class Swap:
    """The blank-swap option: a real ``letter`` tile from the rack replaces the blank standing
    for that letter on ``square``, and the blank joins the mover's tiles for this move."""

    square: int
    letter: str

    def to_json(self) -> JsonObject:
        return {"at": square_name(self.square), "letter": self.letter}


@dataclass(frozen=True, slots=True)
class Place(Act):
    """Tiles put on the board in one row or column."""

    ACT = "place"

    tiles: tuple[Tile, ...]
    swaps: tuple[Swap, ...] = optional(())

    @classmethod
    def across(cls, seat: int, start: str, letters: str, blanks: str = "") -> Place:
        """Tiles from ``start`` rightwards, one per letter; a ``"."`` skips a square (a tile
        already there). ``blanks``: the positions (``"01"``...) of ``letters`` that are blanks,
        or upper case in ``letters`` marks a blank (GCG's convention is the reverse).

        >>> Place.across(1, "A1", "d.g").tiles[1].square
        2
        """
        return cls._line(seat, start, letters, 1, blanks)

    @classmethod
    def down(cls, seat: int, start: str, letters: str, blanks: str = "") -> Place:
        """Like :meth:`across`, downwards."""
        return cls._line(seat, start, letters, SIZE, blanks)

    @classmethod
    def _line(cls, seat: int, start: str, letters: str, step: int, blanks: str) -> Place:
        first = square(start)
        tiles = []
        for index, letter in enumerate(letters):
            if letter == ".":
                continue
            blank = str(index) in blanks or letter.isupper()
            tiles.append(Tile(first + index * step, letter.lower(), blank))
        return cls(seat, tuple(tiles))

    @classmethod
    def read(cls, found: ActObject) -> Place:
        tiles = tuple(_tile(entry) for entry in found.entries("tiles"))
        swaps = tuple(_swap(entry) for entry in found.entries("swaps", optional=True))
        return cls(found.seat, tiles, swaps)


@dataclass(frozen=True, slots=True)
class Exchange(Act):
    """Tiles from the rack back into the bag for as many new ones, instead of a play."""

    ACT = "exchange"

    tiles: tuple[str, ...]

    @classmethod
    def read(cls, found: ActObject) -> Exchange:
        given = found.entries("tiles")
        letters = tuple(tile for tile in given if isinstance(tile, str) and 0 < len(tile) <= 2)
        if len(letters) != len(given):
            raise RecordError('\'tiles\' of an exchange must list tiles such as "a" or "?"')
        return cls(found.seat, letters)


@dataclass(frozen=True, slots=True)
class Pass(Act):
    """No play. Right after a play that went out, the next player's pass accepts it."""

    ACT = "pass"


@dataclass(frozen=True, slots=True)
class Challenge(Act):
    """An opponent challenges the play just made."""

    ACT = "challenge"


@dataclass(frozen=True, slots=True)
class Resign(Act):
    """A player leaves the game and loses; with three or four players the others play on."""

    ACT = "resign"


@dataclass(frozen=True, slots=True)
class Timeout(Act):
    """The player to move let their time per move run out and has left the game (Wocable,
    seed 004), as if they resigned. The controller measures the time; the engine only
    accepts this act under a time per move."""

    ACT = "timeout"


Move: TypeAlias = Place | Exchange | Pass | Challenge | Resign | Timeout

#: The moves by the ``act`` of their objects.
_MOVES: Mapping[str, type[Move]] = by_name(Place, Exchange, Pass, Challenge, Resign, Timeout)


def move_from_json(data: object) -> Move:
    """Read one move object of a board record.

    Raises:
        RecordError: the object is not a move of docs/board-record.md.
    """
    return read_act(data, _MOVES, "move")


def _square(data: JsonObject) -> int:
    at = data.get("at")
    if not isinstance(at, str):
        raise RecordError("a tile needs 'at', a square such as \"H8\"")
    try:
        index = square(at)
    except ValueError:
        raise RecordError(f"{shown(at)} is not a square of the board") from None
    assert 0 <= index < SQUARES
    return index


def _letter(data: JsonObject) -> str:
    letter = data.get("letter")
    if not isinstance(letter, str) or not 0 < len(letter) <= 2 or letter == BLANK:
        raise RecordError('a tile needs \'letter\', such as "a" or "ch"')
    return letter


def _tile(data: object) -> Tile:
    if not isinstance(data, dict) or set(data) - {"at", "letter", "blank"}:
        raise RecordError('a tile must be {"at": SQUARE, "letter": LETTER[, "blank": true]}')
    blank = data.get("blank", False)
    if not isinstance(blank, bool):
        raise RecordError("'blank' of a tile must be true or false")
    return Tile(_square(data), _letter(data), blank)


def _swap(data: object) -> Swap:
    if not isinstance(data, dict) or set(data) != {"at", "letter"}:
        raise RecordError('a swap must be {"at": SQUARE, "letter": LETTER}')
    return Swap(_square(data), _letter(data))

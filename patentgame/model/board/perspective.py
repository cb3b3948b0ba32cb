"""What one seat of a board game may see: its own rack and the public state, never the bag.

Computer players decide from a perspective, so they cannot peek at the bag's order or the
other racks; ``unseen`` is what a player could count from the board and their own rack.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from patentgame.model.board.history import EntryKind
from patentgame.model.board.legality import WordList, place_refusal, words_of
from patentgame.model.board.moves import Place, Tile
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import Refusal
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tiles import BLANK

if TYPE_CHECKING:
    from patentgame.model.board.game import BoardGame


@dataclass(frozen=True, slots=True)
class SeenPlay:
    """The last turn's placement by another seat, as everyone at the table saw it: the tiles
    put down and how many tiles that seat held before (a count, public), never the tiles it
    kept. The master infers from it what the opponent is likely to hold now.

    Attributes:
        seat: Who played it.
        tiles: The tiles put down (still on the board).
        rack_count: How many tiles the seat held before the play.
    """

    seat: int
    tiles: tuple[Tile, ...]
    rack_count: int

    @property
    def kept_count(self) -> int:
        """How many tiles the seat kept from its rack (the rest of its rack now was drawn)."""
        return self.rack_count - len(self.tiles)


@dataclass(frozen=True, slots=True)
class BoardPerspective:
    """A snapshot of the game as ``seat`` sees it.

    Attributes:
        seat: Whose view this is.
        rules: The game's rules.
        letters: Each square's letter (``""`` when empty).
        blanks: Whether each square's tile is a blank.
        rack: The seat's own tiles.
        rack_sizes: How many tiles each seat holds.
        scores: Every seat's score.
        bag_count: Tiles left in the bag.
        unseen: Tiles not on the board or this rack (bag and the other racks together).
        current: The seat to move.
        phase: Where the game stands.
        can_challenge: Whether this seat may challenge the last play now.
        challengeable: The words of that play (empty when it cannot be challenged), so a
            computer player can judge it as a person reads the board.
        last_play: The last turn, when it was another seat's placement that still stands.
    """

    seat: int
    rules: BoardRules
    letters: tuple[str, ...]
    blanks: tuple[bool, ...]
    rack: tuple[str, ...]
    rack_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    bag_count: int
    unseen: Counter[str]
    current: int
    phase: Phase
    can_challenge: bool
    challengeable: tuple[str, ...] = ()
    last_play: SeenPlay | None = None

    @classmethod
    def of(cls, game: BoardGame, seat: int) -> BoardPerspective:
        unseen = game.tiles_in_play()
        unseen.subtract(
            BLANK if blank else letter
            for letter, blank in zip(game.letters, game.blanks, strict=True)
            if letter
        )
        unseen.subtract(game.rack(seat))
        pending = game.pending
        can_challenge = pending is not None and pending.seat != seat and not game.game_over
        challengeable: tuple[str, ...] = ()
        if can_challenge and pending is not None:
            before = list(game.letters)
            for tile in pending.move.tiles:
                before[tile.square] = ""
            challengeable = words_of(pending.move, before)
        return cls(
            seat=seat,
            rules=game.rules,
            letters=game.letters,
            blanks=game.blanks,
            rack=game.rack(seat),
            rack_sizes=tuple(len(game.rack(other)) for other in range(len(game.seats))),
            scores=game.scores,
            bag_count=game.bag_count,
            unseen=+unseen,
            current=game.current,
            phase=game.phase,
            can_challenge=can_challenge,
            challengeable=challengeable,
            last_play=_last_play(game, seat),
        )

    @property
    def first_move(self) -> bool:
        """Whether the board is still empty."""
        return not any(self.letters)

    def why_illegal(self, move: Place, lexicon: WordList | None = None) -> Refusal | None:
        """Why this seat could not make ``move`` now (turn order aside), or None."""
        return place_refusal(move, self.letters, self.blanks, self.rack, self.rules, lexicon)


#: History lines that are a turn of their own (the others score at a turn's side or the end).
_TURNS = frozenset(
    {EntryKind.PLAY, EntryKind.EXCHANGE, EntryKind.PASS, EntryKind.LOST_TURN, EntryKind.RESIGN}
)


def _last_play(game: BoardGame, seat: int) -> SeenPlay | None:
    """The last turn of the game when it was another seat's placement still on the board."""
    for entry in reversed(game.history):
        if entry.kind is EntryKind.WITHDRAWN:
            return None
        if entry.kind not in _TURNS:
            continue
        move = entry.move
        if entry.kind is not EntryKind.PLAY or entry.seat == seat or not isinstance(move, Place):
            return None
        if move.swaps or any(game.letters[tile.square] != tile.letter for tile in move.tiles):
            return None
        # Only the count of the rack is used: the tiles it held are that seat's secret.
        return SeenPlay(entry.seat, move.tiles, len(entry.rack))
    return None

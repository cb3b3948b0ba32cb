"""Every legal play of a board position, valued as the expert values plays (Quackle's move list).

The move generator finds every legal placement of the rack; each is valued in *equity*: its
score + the value of the tiles kept (the fitted leave values, counted fully while the bag can
refill the rack) - a point per triple-word lane it opens (``ai:expert``'s weight), best first.
``patentgame moves`` prints this list; the replay viewer's analysis panel shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.ai.equity import rank
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.levels import DANGER
from patentgame.model.board.generator import Candidate, MoveGenerator
from patentgame.model.board.layout import position_name
from patentgame.model.board.rules import BoardRules


@dataclass(frozen=True, slots=True)
class AnalysedPlay:
    """One legal play of a position.

    Attributes:
        candidate: The generator's placement (``candidate.place(seat)`` is the move).
        where: Its position in GCG notation (``8H`` across, ``H8`` down).
        word: The main word, the tiles already on the board in parentheses, a blank in lower
            case (``QU(I)Z``).
        gcg: The main word as GCG writes it (a board tile as ``.``).
        words: Every word it makes, the main word first, in capitals.
        score: Its points. equity: score + the leave's value - the lanes' danger.
        leave: The tiles it keeps, in rack order.
    """

    candidate: Candidate
    where: str
    word: str
    gcg: str
    words: tuple[str, ...]
    score: int
    equity: float
    leave: tuple[str, ...]


def every_play(
    generator: MoveGenerator,
    letters: Sequence[str],
    blanks: Sequence[bool],
    rack: Sequence[str],
    bag_count: int,
) -> list[AnalysedPlay]:
    """Every legal placement of ``rack`` on the board (``letters``, ``blanks``), best equity
    first (``bag_count``: the tiles in the bag, which say how much the leave counts)."""
    rules: BoardRules = generator.rules
    found = generator.generate(letters, blanks, rack)
    valued = rank(
        found,
        rack,
        letters,
        max(bag_count, 0),
        leave_model(rules),
        danger_weight=DANGER,
        rack_size=rules.rack_size,
        shortlist=len(found),
    )
    return [
        _analysed(entry.candidate, entry.equity, entry.leave, letters, blanks) for entry in valued
    ]


def _analysed(
    candidate: Candidate,
    equity: float,
    leave: tuple[str, ...],
    letters: Sequence[str],
    blanks: Sequence[bool],
) -> AnalysedPlay:
    placed = {tile.square: tile for tile in candidate.tiles}
    gcg, word = [], []
    for square in candidate.main_squares():
        tile = placed.get(square)
        if tile is None:
            gcg.append(".")
            word.append(f"({letters[square] if blanks[square] else letters[square].upper()})")
        else:
            text = tile.letter if tile.blank else tile.letter.upper()
            gcg.append(text)
            word.append(text)
    return AnalysedPlay(
        candidate=candidate,
        where=position_name(candidate.first_square, candidate.across),
        word="".join(word).replace(")(", ""),
        gcg="".join(gcg),
        words=tuple(each.upper() for each in candidate.words(letters)),
        score=candidate.score,
        equity=equity,
        leave=leave,
    )

"""A board game reviewed beside the expert: each play, exchange or pass against the best option
of the same position, valued in equity.

What the player could see is what the expert is given: the seat's own rack, the board, the
scores and the tiles not seen (:class:`~patentgame.model.board.perspective.BoardPerspective`),
never another rack or the bag's order. A GCG file's position puts the line's rack on the mover
(:meth:`GcgGame.replayed`); a line without a rack is not reviewed (nothing says what the player
held).

The expert's options and their *equity*:

- each placement: its score + the value of the tiles kept (the fitted leave values, counted
  fully while the bag can refill the rack) - a point per triple-word lane it opens, as the
  expert ranks placements (:func:`~patentgame.model.board.ai.equity.rank`);
- the best exchange, when the rules allow one: the value of the tiles kept (it scores nothing);
- a pass, when there is nothing else: the value of the whole rack kept.

With the bag empty and two players the leave means nothing; a placement is worth what it earns
at once: its score, and going out's bonus (twice the tiles left on the other rack, which the
player can count), or less the points of the tiles it keeps (the expert's quick endgame order).
The choice made is valued the same way and joins the options, so the best is never worth less
(a phony that stood counts its score; a play a challenge took back scored nothing: a pass).
Challenges, the pass that accepts a play that went out, resignations and timeouts are not
choices of play and are not reviewed.

**The master's opinion** (the table's after-turn panel: ``BoardReviewer(lexicon,
master_seconds=...)``), as the patent game's coach asks its master: while the bag holds a rack's
worth, :meth:`BoardReviewer.prepare` (run as the turn starts, while the person thinks) has the
master (``ai/master.py``) simulate the expert's best placements and its best exchange, each
played against guesses of the opponent's rack and the opponent's best reply taken off, on the
same guesses seeded by the position, within the time given. After the turn, a play made that is
not among them is simulated alone on the same guesses. Their values are then the simulated
ones, put on the expert's scale (the mean gap between the two taken off, so the differences are
the simulation's), and the options not simulated are left out. A play made that the master
cannot simulate (another exchange, a pass, a phony), or too few guesses in the time, leave the
expert's values.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from patentgame.model.ai import Budget
from patentgame.model.board.ai.endgame import EndgameSearch
from patentgame.model.board.ai.equity import best_exchange, exchange_limit, leave_weight
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.levels import create_player
from patentgame.model.board.ai.master import MasterPlayer, Simulation, Weighed
from patentgame.model.board.ai.players import LevelPlayer
from patentgame.model.board.game import BoardGame
from patentgame.model.board.gcg import GcgGame
from patentgame.model.board.generator import Candidate
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import position_name
from patentgame.model.board.moves import Exchange, Move, Pass, Place
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.phases import Phase
from patentgame.model.board.record import BoardRecord
from patentgame.model.board.replay import set_up
from patentgame.model.board.tile_graph import PrefixLexicon
from patentgame.model.board.tiles import BLANK
from patentgame.model.record import replaying
from patentgame.model.review import (
    GameReview,
    Kind,
    Option,
    Token,
    TurnReview,
    Unit,
    check,
)

#: Placements kept as options, best first: the expert's own shortlist, whose lanes it counts.
SHORTLIST = 40
#: The expert's best placements the master simulates for the after-turn panel.
MASTER_OPTIONS = 6
#: An opinion resting on fewer guesses is not given (a busy machine may allow only a few).
FEWEST_GUESSES = 4


@dataclass(frozen=True, slots=True)
class Prepared:
    """The expert's options from a view, worked out before the move is known."""

    view: BoardPerspective
    found: tuple[Candidate, ...]
    options: tuple[Option, ...]
    endgame: bool
    #: The master's simulation of the best options (the panel's reviewer only) and how many
    #: guesses every candidate still in the running was played on.
    weighed: tuple[Weighed, ...] = ()
    guesses: int = 0


@dataclass(frozen=True, slots=True)
class _Position:
    """A decision to review: the mover's view before it, the move made and what it scored."""

    view: BoardPerspective
    move: Move
    action_index: int
    turn: int
    score: int
    words: tuple[str, ...]
    where: str
    withdrawn: bool


class BoardReviewer:
    """Reviews board games with the expert's eyes (``ai:expert``'s equity) and the game's list.

    Args:
        lexicon: The game's word list (its rules name it), which the move generator walks.
    """

    def __init__(self, lexicon: PrefixLexicon, master_seconds: float | None = None) -> None:
        player = create_player("ai:expert", lexicon)
        assert isinstance(player, LevelPlayer)
        self.player = player
        #: The master, for a turn's review at the table (see the module docstring).
        self.master: MasterPlayer | None = None
        if master_seconds:
            simulation = replace(
                Simulation(), candidates=MASTER_OPTIONS, margin=float("inf"), seconds=master_seconds
            )
            self.master = MasterPlayer(lexicon, simulation)
        self.master_seconds = master_seconds

    # -------------------------------------------------------------- games

    def review_record(
        self,
        record: BoardRecord,
        seats: Sequence[int] | None = None,
        cancelled: Token | None = None,
    ) -> GameReview:
        """The review of ``record``'s plays, exchanges and passes (of ``seats`` only, if
        given).

        Raises:
            RecordError: the record does not replay.
            Cancelled: ``cancelled()`` said so between two turns.
        """
        game = set_up(record, self.player.lexicon)
        positions = _record_positions(record, game)
        return self._review(game, positions, seats, cancelled, skipped=0)

    def review_gcg(
        self, gcg: GcgGame, seats: Sequence[int] | None = None, cancelled: Token | None = None
    ) -> GameReview:
        """The review of a GCG file's plays, exchanges and passes that name their rack."""
        skipped = [0]
        positions = _gcg_positions(gcg, skipped)
        return self._review(gcg.game, positions, seats, cancelled, skipped)

    def _review(
        self,
        game: BoardGame,
        positions: Iterator[_Position],
        seats: Sequence[int] | None,
        cancelled: Token | None,
        skipped: int | list[int],
    ) -> GameReview:
        wanted = tuple(range(len(game.seats))) if seats is None else tuple(seats)
        turns = []
        for position in positions:
            if position.view.seat not in wanted:
                continue
            check(cancelled)
            turns.append(self.review_turn(position))
        return GameReview(
            "board",
            Unit.EQUITY,
            tuple(game.seats),
            wanted,
            tuple(turns),
            game.game_over,
            skipped if isinstance(skipped, int) else skipped[0],
        )

    # -------------------------------------------------------------- turns

    def prepare(self, view: BoardPerspective) -> Prepared:
        """The expert's options from ``view``, which do not depend on the move made: the
        table works them out as the turn starts, while the person thinks."""
        found = self.player.candidates(view)
        endgame = view.bag_count == 0 and len(view.scores) == 2
        options = self._placements(view, found, endgame)
        if not endgame:
            model = leave_model(view.rules)
            weight = leave_weight(view.bag_count, view.rules.rack_size)
            limit = exchange_limit(view.bag_count, view.rack, view.rules.exchange_min_bag)
            exchange = best_exchange(view.rack, model, limit) if limit else None
            if exchange is not None:
                given, kept, value = exchange
                options.append(
                    Option(
                        Kind.EXCHANGE,
                        Exchange(view.seat, given),
                        weight * value,
                        tiles=given,
                        kept=kept,
                    )
                )
        if not options:
            options.append(self._pass(view, endgame))
        weighed: tuple[Weighed, ...] = ()
        guesses = 0
        if self.master is not None and view.bag_count >= view.rules.rack_size and found:
            # While the person thinks: the master weighs the best options, so after the turn
            # only the play made may be left to simulate (on the same guesses).
            valued = self.player.ranked(view, found)
            rng = random.Random(position_seed(view))
            budget = Budget(seconds=self.master_seconds)
            weighed = tuple(self.master.weigh(view, valued, rng, budget))
            guesses = self.master.last_guesses
        return Prepared(view, tuple(found), tuple(options), endgame, weighed, guesses)

    def review_turn(self, position: _Position, prepared: Prepared | None = None) -> TurnReview:
        """One decision: the expert's options from the mover's view (``prepared`` from it
        before, if given), and the move made."""
        view = position.view
        if prepared is None or prepared.view != view:
            prepared = self.prepare(view)
        made = self._made(view, position, list(prepared.found), prepared.endgame)
        options: Sequence[Option] = prepared.options
        if self.master is not None and view.bag_count >= view.rules.rack_size:
            opinion = self._master_opinion(view, prepared, made)
            if opinion is not None:
                options, made = opinion
        return TurnReview.judged(view.seat, position.turn, position.action_index, made, options)

    def _master_opinion(
        self, view: BoardPerspective, prepared: Prepared, made: Option
    ) -> tuple[list[Option], Option] | None:
        """The options and the play made valued by the master's simulation (see the module
        docstring), or None when it has no opinion."""
        master = self.master
        assert master is not None
        if prepared.guesses < FEWEST_GUESSES:
            return None
        made_move = None
        if made.kind is Kind.PLAY and not made.withdrawn:
            made_move = _matching(prepared.found, made.action)
            if made_move is None:
                return None
        elif made.kind is not Kind.EXCHANGE:
            return None
        # The candidates still in the running at the end (a dropped one rests on fewer
        # guesses), and the play made whatever became of it.
        entries = [
            entry
            for entry in prepared.weighed
            if len(entry.outcomes) == prepared.guesses
            or (entry.outcomes and made_move is not None and entry.move == made_move)
        ]
        if made_move is not None and all(entry.move != made_move for entry in entries):
            rng = random.Random(position_seed(view))
            budget = Budget(seconds=self.master_seconds)
            extra = master.weigh_more(view, made_move, rng, prepared.guesses, budget)
            if len(extra.outcomes) < FEWEST_GUESSES:
                return None
            entries.append(extra)
        # Every candidate on the same guesses: the first ones all of them were played on.
        count = min(len(entry.outcomes) for entry in entries)
        means = {id(entry): sum(entry.outcomes[:count]) / count for entry in entries}
        statics = {id(entry): entry.static for entry in entries if entry.static > -math.inf}
        # Put the simulated values on the expert's scale: the differences stay the master's.
        offset = sum(means[key] - statics[key] for key in statics) / max(1, len(statics))
        exchange = next((o for o in prepared.options if o.kind is Kind.EXCHANGE), None)
        by_option: list[Option] = []
        new_made: Option | None = None
        for entry in entries:
            option = exchange if entry.move is None else self._option(view, entry.move, 0.0)
            if option is None:
                continue
            valued_option = replace(option, value=round(means[id(entry)] - offset, 2))
            by_option.append(valued_option)
            if (made_move is not None and entry.move == made_move) or (
                made_move is None and entry.move is None and made.same_choice(option)
            ):
                new_made = valued_option
        if new_made is None:
            return None
        return by_option, new_made

    def review_move(
        self,
        view: BoardPerspective,
        move: Move,
        action_index: int,
        turn: int,
        after: Sequence[Entry],
        prepared: Prepared | None = None,
    ) -> TurnReview:
        """The decision of ``move`` from ``view`` (the mover's view before it), as the table's
        coach sees it once the play is settled: ``after`` are the history's entries since,
        whose withdrawal by a challenge makes the play a pass; ``prepared``, the options
        worked out as the turn started."""
        position = _position(view, move, action_index, turn, after)
        if any(entry.kind is EntryKind.WITHDRAWN for entry in after):
            position = _withdrawn(position)
        return self.review_turn(position, prepared)

    def _placements(
        self, view: BoardPerspective, found: Sequence[Candidate], endgame: bool
    ) -> list[Option]:
        """The best placements, valued: the expert's shortlist (the move made is valued on
        its own, so nothing below the shortlist is needed)."""
        if endgame:
            search = EndgameSearch(self.player.generator(view.rules))
            other = tuple(view.unseen.elements())
            gains = sorted(
                ((search.gain(candidate, view.rack, other), candidate) for candidate in found),
                key=lambda pair: -pair[0],
            )
            return [self._option(view, candidate, gain) for gain, candidate in gains[:SHORTLIST]]
        return [
            self._option(view, entry.candidate, entry.equity)
            for entry in self.player.ranked(view, list(found))[:SHORTLIST]
        ]

    @staticmethod
    def _option(view: BoardPerspective, candidate: Candidate, value: float) -> Option:
        return Option(
            Kind.PLAY,
            candidate.place(view.seat),
            value,
            points=candidate.score,
            words=tuple(word.upper() for word in candidate.words(view.letters)),
            where=position_name(candidate.first_square, candidate.across),
            kept=candidate.leave(view.rack),
        )

    def _pass(self, view: BoardPerspective, endgame: bool) -> Option:
        """A pass: the whole rack kept."""
        return Option(
            Kind.PASS, Pass(view.seat), self._kept_value(view, view.rack, endgame), kept=view.rack
        )

    def _kept_value(self, view: BoardPerspective, kept: Sequence[str], endgame: bool) -> float:
        """What the tiles kept are worth with nothing scored: their leave value (weighted by
        the bag), or in the endgame the points they may be stuck with."""
        if endgame:
            value = view.rules.tiles.value
            return -float(sum(value(tile) for tile in kept))
        weight = leave_weight(view.bag_count, view.rules.rack_size)
        return weight * leave_model(view.rules).value(kept)

    def _made(
        self, view: BoardPerspective, position: _Position, found: list[Candidate], endgame: bool
    ) -> Option:
        """The move made, valued as the options are."""
        move = position.move
        if isinstance(move, Exchange):
            kept = _without(view.rack, move.tiles)
            return Option(
                Kind.EXCHANGE,
                move,
                self._kept_value(view, kept, endgame),
                tiles=move.tiles,
                kept=kept,
            )
        if isinstance(move, Pass) or not isinstance(move, Place):
            return self._pass(view, endgame)
        used = [tile.rack_tile for tile in move.tiles]
        used += [swap.letter for swap in move.swaps]
        for _ in move.swaps:
            used.remove(BLANK)
        kept = _without(view.rack, used)
        if position.withdrawn:
            value = self._kept_value(view, view.rack, endgame)
            return Option(
                Kind.PLAY,
                move,
                value,
                0,
                position.words,
                position.where,
                kept=view.rack,
                withdrawn=True,
            )
        tiles = frozenset(move.tiles)
        match = next(
            (c for c in found if not c.swaps and frozenset(c.tiles) == tiles and not move.swaps),
            None,
        )
        if match is not None:
            return self._placements(view, [match], endgame)[0]
        # Not among the expert's placements (a phony that stood, a blank swapped): its score
        # and the tiles it kept, the lanes it opens not counted.
        if endgame:
            points = view.rules.tiles.value
            if kept:
                value = float(position.score) - sum(points(tile) for tile in kept)
            else:  # went out: twice the tiles left on the other rack
                value = float(position.score) + 2 * sum(map(points, view.unseen.elements()))
        else:
            value = position.score + self._kept_value(view, kept, endgame)
        return Option(
            Kind.PLAY, move, value, position.score, position.words, position.where, kept=kept
        )


def _matching(found: Sequence[Candidate], move: object) -> Candidate | None:
    """The generator's candidate of the placement ``move``, if it found it."""
    if not isinstance(move, Place) or move.swaps:
        return None
    tiles = frozenset(move.tiles)
    return next((c for c in found if not c.swaps and frozenset(c.tiles) == tiles), None)


def position_seed(view: BoardPerspective) -> int:
    """A seed for the master's guesses of ``view``'s position (its seat, board and rack), so
    the same position gets the same opinion whenever the machine has the same time."""
    board = "".join(letter or "." for letter in view.letters)
    text = f"{view.seat}|{board}|{sorted(view.rack)}|{view.bag_count}"
    return zlib.crc32(text.encode("utf-8"))


def _without(rack: Sequence[str], tiles: Sequence[str]) -> tuple[str, ...]:
    """``rack`` less ``tiles`` (those it does not hold are ignored), in rack order."""
    left = list(rack)
    for tile in tiles:
        if tile in left:
            left.remove(tile)
    return tuple(left)


# ------------------------------------------------------------------ positions

#: The moves that are choices of play.
_CHOICES = (Place, Exchange, Pass)


def _record_positions(record: BoardRecord, game: BoardGame) -> Iterator[_Position]:
    """Each play, exchange or pass of ``record``, replayed in ``game`` from its start.

    Raises:
        RecordError: a move is illegal.
    """

    pending: list[_Position] = []
    turns = [0] * len(game.seats)
    for index, move in enumerate(record.moves):
        choice = (
            isinstance(move, _CHOICES) and game.phase is Phase.PLAY and move.seat == game.current
        )
        view = game.perspective(move.seat) if choice else None
        before = len(game.history)
        with replaying(index, "move"):
            game.play(move, time=record.time_of(index))
        new = game.history[before:]
        if any(entry.kind is EntryKind.WITHDRAWN for entry in new) and pending:
            pending[-1] = _withdrawn(pending[-1])
        if view is not None:
            yield from pending
            pending = [_position(view, move, index, turns[move.seat], new)]
            turns[move.seat] += 1
    yield from pending


def _gcg_positions(gcg: GcgGame, skipped: list[int]) -> Iterator[_Position]:
    """Each play, exchange or pass of a GCG file that names its rack, from the mover's view
    with that rack."""
    before = gcg.opening.copy()
    pending: list[_Position] = []
    turns = [0, 0]
    for index, step in enumerate(gcg.replayed()):
        line = step.line
        seat = gcg.nicks.index(line.nick)
        new = step.after.history[len(before.history) :]
        moves = [entry.move for entry in new if entry.seat == seat and entry.move is not None]
        if any(entry.kind is EntryKind.WITHDRAWN for entry in new) and pending:
            pending[-1] = _withdrawn(pending[-1])
        choice = (
            line.kind in (EntryKind.PLAY, EntryKind.EXCHANGE, EntryKind.PASS)
            and before.phase is Phase.PLAY
            and moves
            and isinstance(moves[0], _CHOICES)
        )
        if choice:
            if line.rack:
                position = before.copy()
                position.set_rack(seat, [tile for tile in _gcg_rack(line.rack)])
                view = position.perspective(seat)
                yield from pending
                pending = [_position(view, moves[0], index, turns[seat], new)]
            else:
                skipped[0] += 1
            turns[seat] += 1
        before = step.after.copy()
    yield from pending


def _gcg_rack(rack: str) -> list[str]:
    """A GCG rack's tiles (``?`` a blank)."""
    return [BLANK if letter == "?" else letter.lower() for letter in rack]


def _position(
    view: BoardPerspective, move: Move, index: int, turn: int, new: Sequence[Entry]
) -> _Position:
    """The decision of ``move`` from ``view``, with what the history says it scored."""
    entry = next((e for e in new if e.move == move and e.kind is EntryKind.PLAY), None)
    score = entry.score if entry is not None else 0
    words: tuple[str, ...] = ()
    where = ""
    if entry is not None and entry.play is not None and entry.play.words:
        words = tuple(word.word.upper() for word in entry.play.words)
        main = entry.play.words[0]
        where = position_name(main.squares[0], main.across)
    return _Position(view, move, index, turn, score, words, where, False)


def _withdrawn(position: _Position) -> _Position:
    """The same decision, its play taken back by a challenge."""
    return _Position(
        position.view,
        position.move,
        position.action_index,
        position.turn,
        0,
        position.words,
        position.where,
        True,
    )

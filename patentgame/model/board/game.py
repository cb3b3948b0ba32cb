"""``BoardGame``: one crossword-board game (Scrabble, Эрудит, Wocable) from setup to the end.

State changes only through :meth:`BoardGame.play`, which checks the move (a :class:`Refusal`
names why one is refused), applies it and every automatic step after it (scoring, drawing,
challenges' consequences, lost turns, the end and its adjustments) and reports them as events.
All randomness (who starts, the bag's order, the shuffle after an exchange) comes from the game's
own ``random.Random(seed)``, so the setup and the moves are the whole game.

>>> from patentgame.model.board.rules import rules_for
>>> game = BoardGame.new(rules_for("scrabble-en"), [Seat("Ann"), Seat("Bob")], {"cat", "cats"},
...                      seed=1, bag=bag_starting_with("cat?eee", "english"), start=0)
>>> game.rack(0)
('c', 'a', 't', '?', 'e', 'e', 'e')
>>> events = game.play(Place.across(0, "H8", "cat"))
>>> game.score(0), game.letter_at("J8"), game.to_act
(10, 't', (1,))
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from patentgame.model.board.clock import MAX_MOVE_MS, minutes_over, time_penalty
from patentgame.model.board.events import (
    ChallengeBonus,
    ChallengeResolved,
    EndReason,
    Event,
    GameEnded,
    Passed,
    PlayWithdrawn,
    Resigned,
    StartDrawn,
    TilesDrawn,
    TilesExchanged,
    TilesPlaced,
    TimedOut,
    TimePenalty,
    TurnLost,
    TurnStarted,
)
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import SQUARES, square
from patentgame.model.board.legality import WordList, place_refusal, words_of
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.moves import (
    Challenge,
    Exchange,
    Move,
    Pass,
    Place,
    Resign,
    Timeout,
)
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import IllegalMoveError, Refusal
from patentgame.model.board.record import BoardRecord, record_of
from patentgame.model.board.rules import (
    MAX_SEATS,
    MIN_SEATS,
    BoardRules,
    ChallengeRule,
    EndBonus,
    EndRule,
    ExchangeOrder,
)
from patentgame.model.board.scoring import ScoredPlay, rack_value, score_play
from patentgame.model.board.tiles import BLANK, TILE_SETS, TileSet
from patentgame.model.json_types import JsonObject, JsonValue
from patentgame.model.randomness import RandomState
from patentgame.model.seats import PlayerSpec

if TYPE_CHECKING:
    from patentgame.model.board.perspective import BoardPerspective


#: A place at the table: a name and a kind (``"human"`` or an AI id such as ``"ai:random"``);
#: the house's :class:`~patentgame.model.seats.PlayerSpec`, the same in every game.
Seat = PlayerSpec


@dataclass(frozen=True, slots=True)
class PendingPlay:
    """The last play, while an opponent may still challenge it, with what undoing it needs."""

    seat: int
    move: Place
    drawn: tuple[str, ...]
    score: int
    passes_before: int
    scoreless_before: int


def bag_starting_with(first: str, tiles: str | TileSet) -> tuple[str, ...]:
    """A full bag whose first draws are the letters of ``first`` (``?`` a blank), the rest in
    alphabetical order: handy for examples and tests.

    >>> bag_starting_with("щука", "russian")[:5]
    ('щ', 'у', 'к', 'а', 'а')
    """
    tile_set = TILE_SETS[tiles] if isinstance(tiles, str) else tiles
    head: list[str] = []
    for index, part in enumerate(first.split(BLANK)):
        if index:
            head.append(BLANK)
        spelled = tile_set.spell(part)
        if spelled is None:
            raise ValueError(f"{part!r} holds a letter that is not in the {tile_set.id} set")
        head.extend(spelled)
    rest = tile_set.bag()
    for tile in head:
        rest.remove(tile)
    return tuple(head + rest)


class BoardGame:
    """A board game in progress: setup, the moves so far, and the state they lead to."""

    __slots__ = (
        "_actions",
        "_bag",
        "_bag_order",
        "_blanks",
        "_current",
        "_end_reason",
        "_history",
        "_letters",
        "_lexicon",
        "_lost_turns",
        "_passes_row",
        "_pending",
        "_phase",
        "_racks",
        "_resigned",
        "_rng_state",
        "_rules",
        "_scoreless_row",
        "_scores",
        "_seats",
        "_seed",
        "_start",
        "_start_rounds",
        "_times",
        "_turns",
        "_values",
        "_winners",
    )

    _rules: BoardRules
    _lexicon: WordList
    _seats: tuple[Seat, ...]
    _seed: int
    _rng_state: RandomState
    _start: int
    _start_rounds: tuple[tuple[tuple[int, str], ...], ...]
    _bag_order: tuple[str, ...]
    _bag: list[str]  # the next tile drawn is the last element
    _racks: list[list[str]]
    _letters: list[str]
    _blanks: list[bool]
    _scores: list[int]
    _current: int
    _phase: Phase
    _turns: int
    _passes_row: int
    _scoreless_row: int
    _lost_turns: list[int]
    _resigned: list[bool]
    _pending: PendingPlay | None
    _actions: list[Move]
    _times: list[int | None]
    _history: list[Entry]
    _winners: tuple[int, ...]
    _end_reason: EndReason | None
    _values: dict[str, int]

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        rules: BoardRules,
        seats: Sequence[Seat],
        lexicon: WordList,
        *,
        seed: int = 0,
        bag: Sequence[str] | None = None,
        start: int | None = None,
    ) -> BoardGame:
        """Set up a game: draw for the start, shuffle the bag, deal each seat a rack.

        The generator always draws for the start and shuffles, whether or not ``start`` and
        ``bag`` are given, so a saved game (which records both) replays with the same shuffles
        after exchanges.

        Args:
            rules: The rules (see :func:`~patentgame.model.board.rules.rules_for`).
            seats: 2 to 4 seats, in playing order.
            lexicon: The word list challenges and automatic checking consult.
            seed: Seed of every random step.
            bag: The bag in drawing order (first drawn first), instead of the shuffle.
            start: The start seat, instead of the draw.

        Raises:
            ValueError: not 2 to 4 seats, a bag that is not the rule set's tiles, a bad start.
        """
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise ValueError(f"a board game needs {MIN_SEATS} to {MAX_SEATS} players")
        tile_set = rules.tiles
        if bag is not None and Counter(bag) != tile_set.counts():
            raise ValueError(f"the bag must hold exactly the {tile_set.size} tiles of the set")
        if start is not None and not 0 <= start < len(seats):
            raise ValueError("the start seat must be one of the players")
        rng = random.Random(seed)
        rounds, drawn_start = _draw_for_start(tile_set, len(seats), rng)
        shuffled = tile_set.bag()
        rng.shuffle(shuffled)
        game = cls.__new__(cls)
        game._rules = rules
        game._lexicon = words_of_rules(lexicon, rules)
        game._seats = tuple(seats)
        game._seed = seed
        game._rng_state = rng.getstate()
        game._start = drawn_start if start is None else start
        game._start_rounds = rounds
        game._bag_order = tuple(shuffled if bag is None else bag)
        game._bag = list(reversed(game._bag_order))
        game._values = tile_set.values()
        n = len(seats)
        game._racks = [[] for _ in range(n)]
        for step in range(n):
            seat = (game._start + step) % n
            game._racks[seat] = [
                game._bag.pop() for _ in range(min(rules.rack_size, len(game._bag)))
            ]
        game._letters = [""] * SQUARES
        game._blanks = [False] * SQUARES
        game._scores = [0] * n
        game._current = game._start
        game._phase = Phase.PLAY
        game._turns = 0
        game._passes_row = 0
        game._scoreless_row = 0
        game._lost_turns = [0] * n
        game._resigned = [False] * n
        game._pending = None
        game._actions = []
        game._times = []
        game._history = []
        game._winners = ()
        game._end_reason = None
        return game

    def opening_events(self) -> tuple[Event, ...]:
        """The events of the setup, for a log: the draw for the start and the first turn."""
        return (StartDrawn(self._start_rounds, self._start), TurnStarted(self._start, 0))

    # ------------------------------------------------------------ public state

    @property
    def rules(self) -> BoardRules:
        return self._rules

    @property
    def lexicon(self) -> WordList:
        """The word list challenges and automatic checking consult."""
        return self._lexicon

    @property
    def lexicon_id(self) -> str:
        """The id of the word list (the rules name it)."""
        return self._rules.lexicon_id

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats, as the house names them in every game."""
        return self._seats

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def start(self) -> int:
        return self._start

    @property
    def bag_order(self) -> tuple[str, ...]:
        """The bag as set up, in drawing order (first drawn first)."""
        return self._bag_order

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def current(self) -> int:
        """The seat whose turn it is (after a play that went out: the seat that may accept it)."""
        return self._current

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seat that moves now (empty once the game is over). Opponents may challenge a
        pending play out of turn."""
        return () if self._phase is Phase.OVER else (self._current,)

    @property
    def game_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def turns(self) -> int:
        """Finished turns (plays, exchanges, passes, lost turns)."""
        return self._turns

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (more than one on a draw)."""
        return self._winners

    @property
    def end_reason(self) -> EndReason | None:
        return self._end_reason

    @property
    def pending(self) -> PendingPlay | None:
        """The play an opponent may challenge now, if any."""
        return self._pending

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    def rack(self, seat: int) -> tuple[str, ...]:
        """The tiles on ``seat``'s rack (``?`` for a blank), in the order they were drawn."""
        return tuple(self._racks[seat])

    def score(self, seat: int) -> int:
        return self._scores[seat]

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    def resigned(self, seat: int) -> bool:
        return self._resigned[seat]

    @property
    def letters(self) -> tuple[str, ...]:
        """Each square's letter (``""`` when empty), square 0 = A1, row by row."""
        return tuple(self._letters)

    @property
    def blanks(self) -> tuple[bool, ...]:
        """Whether each square's tile is a blank."""
        return tuple(self._blanks)

    def letter_at(self, name: str) -> str:
        """The letter on the square named ``name`` (``"H8"``), ``""`` when empty."""
        return self._letters[square(name)]

    @property
    def actions(self) -> tuple[Move, ...]:
        """Every move played so far."""
        return tuple(self._actions)

    @property
    def times(self) -> tuple[int | None, ...]:
        """Each move's time in milliseconds, as the controller measured it (None: not timed)."""
        return tuple(self._times)

    def time_used(self, seat: int) -> int:
        """Milliseconds ``seat`` used on its moves so far (the moves that carry a time)."""
        return sum(
            time or 0
            for move, time in zip(self._actions, self._times, strict=True)
            if move.seat == seat
        )

    @property
    def action_count(self) -> int:
        """Moves played so far."""
        return len(self._actions)

    def record(self, **extra: JsonValue) -> BoardRecord:
        """The record of the game so far (docs/board-record.md), its start and bag written."""
        return record_of(self, **extra)

    @property
    def history(self) -> tuple[Entry, ...]:
        """One entry per scored line: plays, exchanges, passes, withdrawn plays, challenge
        bonuses, lost turns and end-of-game rack points (the lines of a GCG file)."""
        return tuple(self._history)

    def tiles_in_play(self) -> Counter[str]:
        """Every tile of the game, wherever it is (board blanks as ``?``): always the full set."""
        counts: Counter[str] = Counter(self._bag)
        for rack in self._racks:
            counts.update(rack)
        counts.update(
            BLANK if self._blanks[index] else letter
            for index, letter in enumerate(self._letters)
            if letter
        )
        return counts

    # --------------------------------------------------------------- checking

    def why_illegal(self, move: Move) -> Refusal | None:
        """Why ``move`` is refused now, or None when it is legal."""
        if self._phase is Phase.OVER:
            return Refusal.GAME_OVER
        seat = move.seat
        if not 0 <= seat < len(self._seats):
            return Refusal.NOT_A_SEAT
        if self._resigned[seat]:
            return Refusal.RESIGNED
        if isinstance(move, Resign):
            return None if self._rules.resign_allowed else Refusal.NO_RESIGNING
        if isinstance(move, Timeout):
            if not self._rules.move_seconds:
                return Refusal.NO_MOVE_CLOCK
            return None if seat == self._current else Refusal.NOT_YOUR_TURN
        if isinstance(move, Challenge):
            if self._rules.challenge is ChallengeRule.AUTOMATIC:
                return Refusal.NO_CHALLENGES
            if self._pending is None:
                return Refusal.NOTHING_TO_CHALLENGE
            if self._pending.seat == seat:
                return Refusal.OWN_PLAY
            return None
        if seat != self._current:
            return Refusal.NOT_YOUR_TURN
        if isinstance(move, Pass):
            return None
        if self._phase is Phase.FINAL_PASS:
            return Refusal.AWAITING_FINAL_PASS
        if isinstance(move, Exchange):
            return self._exchange_refusal(move)
        return place_refusal(
            move, self._letters, self._blanks, self._racks[seat], self._rules, self._lexicon
        )

    def _exchange_refusal(self, move: Exchange) -> Refusal | None:
        if not move.tiles:
            return Refusal.EXCHANGE_NOTHING
        held = Counter(self._racks[move.seat])
        if any(count > held[tile] for tile, count in Counter(move.tiles).items()):
            return Refusal.NOT_ON_RACK
        least = self._rules.exchange_min_bag
        if len(self._bag) < max(len(move.tiles), least if least is not None else 0):
            return Refusal.BAG_TOO_SMALL
        return None

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def score_of(self, move: Place) -> ScoredPlay:
        """What a placement would score now (for a legal one: checked with :meth:`why_illegal`)."""
        return score_play(
            self._letters,
            self._blanks,
            move.tiles,
            self._values,
            blank_scores_letter=self._rules.blank_scores_letter,
            rack_size=self._rules.rack_size,
            bingo_bonus=self._rules.bingo_bonus,
        )

    def words_of(self, move: Place) -> tuple[str, ...]:
        """The words a legal placement makes now, main word first."""
        return words_of(move, self._letters)

    # ---------------------------------------------------------------- playing

    def play(self, move: Move, *, time: int | None = None) -> tuple[Event, ...]:
        """Check and apply ``move`` and every automatic step after it.

        Args:
            move: The move.
            time: Milliseconds its mover used on it, as the controller measured it (the engine
                never reads a clock): the record keeps it, and a time per game counts it.

        Raises:
            IllegalMoveError: the move is illegal now (its ``reason`` says why).
            ValueError: ``time`` is not a whole number of milliseconds from 0 to a day.
        """
        if time is not None and (
            not isinstance(time, int) or isinstance(time, bool) or not 0 <= time <= MAX_MOVE_MS
        ):
            raise ValueError(f"a move's time must be 0 to {MAX_MOVE_MS} milliseconds")
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        return self.apply_unchecked(move, time=time)

    def apply_unchecked(self, move: Move, *, time: int | None = None) -> tuple[Event, ...]:
        """Apply a move known to be legal, without checking it: for searches on copies, where
        the move generator guarantees legality. A wrong move here corrupts the copy."""
        events: list[Event] = []
        self._actions.append(move)
        self._times.append(time)
        if isinstance(move, Place):
            self._place(move, events)
        elif isinstance(move, Pass):
            self._pass(move, events)
        elif isinstance(move, Exchange):
            self._exchange(move, events)
        elif isinstance(move, Challenge):
            self._challenge(move, events)
        else:
            self._resign(move, events)
        return tuple(events)

    def _place(self, move: Place, events: list[Event]) -> None:
        seat = move.seat
        self._pending = None
        rack = self._racks[seat]
        before = tuple(rack)
        for swap in move.swaps:
            rack.remove(swap.letter)
            rack.append(BLANK)
            self._blanks[swap.square] = False
        scored = self.score_of(move)
        for tile in move.tiles:
            rack.remove(tile.rack_tile)
            self._letters[tile.square] = tile.letter
            self._blanks[tile.square] = tile.blank
        self._scores[seat] += scored.score
        events.append(
            TilesPlaced(seat, move.tiles, scored.words, scored.score, scored.bingo, move.swaps)
        )
        drawn = self._draw(seat, self._rules.rack_size - len(rack))
        if drawn:
            events.append(TilesDrawn(seat, drawn))
        self._history.append(
            Entry(seat, EntryKind.PLAY, before, scored.score, self._scores[seat], move, scored)
        )
        passes, scoreless = self._passes_row, self._scoreless_row
        self._passes_row = 0
        self._scoreless_row = scoreless + 1 if scored.score == 0 else 0
        if self._rules.challenge is not ChallengeRule.AUTOMATIC:
            self._pending = PendingPlay(seat, move, drawn, scored.score, passes, scoreless)
        if not rack and not self._bag:
            if self._pending is None:
                self._turns += 1
                self._finish(EndReason.WENT_OUT, seat, events)
                return
            # Opponents may still challenge the last play: the next seat accepts it by passing.
            self._turns += 1
            self._phase = Phase.FINAL_PASS
            self._current = self._next_active(seat)
            return
        self._end_turn(events)

    def _draw(self, seat: int, count: int) -> tuple[str, ...]:
        bag = self._bag
        drawn = tuple(bag.pop() for _ in range(min(count, len(bag))))
        self._racks[seat].extend(drawn)
        return drawn

    def _pass(self, move: Pass, events: list[Event]) -> None:
        if self._phase is Phase.FINAL_PASS:
            pending = self._pending
            assert pending is not None
            self._pending = None
            self._finish(EndReason.WENT_OUT, pending.seat, events)
            return
        self._pending = None
        seat = move.seat
        self._history.append(
            Entry(seat, EntryKind.PASS, self.rack(seat), 0, self._scores[seat], move)
        )
        events.append(Passed(seat))
        self._passes_row += 1
        self._scoreless_row += 1
        self._end_turn(events)

    def _exchange(self, move: Exchange, events: list[Event]) -> None:
        self._pending = None
        seat = move.seat
        rack = self._racks[seat]
        before = tuple(rack)
        for tile in move.tiles:
            rack.remove(tile)
        if self._rules.exchange_order is ExchangeOrder.DRAW_FIRST:
            drawn = self._draw(seat, len(move.tiles))
            self._return_to_bag(move.tiles)
        else:
            self._return_to_bag(move.tiles)
            drawn = self._draw(seat, len(move.tiles))
        events.append(TilesExchanged(seat, len(move.tiles)))
        events.append(TilesDrawn(seat, drawn))
        self._history.append(Entry(seat, EntryKind.EXCHANGE, before, 0, self._scores[seat], move))
        self._passes_row = 0
        self._scoreless_row += 1
        self._end_turn(events)

    def _return_to_bag(self, tiles: Sequence[str]) -> None:
        """Put exchanged ``tiles`` back and mix the bag with the game's generator."""
        self._bag.extend(tiles)
        rng = random.Random()
        rng.setstate(self._rng_state)
        rng.shuffle(self._bag)
        self._rng_state = rng.getstate()

    def _challenge(self, move: Challenge, events: list[Event]) -> None:
        pending = self._pending
        assert pending is not None
        self._pending = None
        challenger, seat = move.seat, pending.seat
        words = words_of(pending.move, self._letters_without(pending.move))
        invalid = tuple(word for word in words if word not in self._lexicon)
        events.append(ChallengeResolved(challenger, seat, bool(invalid), invalid))
        final = self._phase is Phase.FINAL_PASS
        if invalid:
            self._withdraw(pending, events)
            self._passes_row = pending.passes_before + 1
            self._scoreless_row = pending.scoreless_before + 1
            if final:
                self._phase = Phase.PLAY
                events.append(TurnStarted(self._current, self._turns))
            self._check_stalemate(events)
            return
        if self._rules.challenge is ChallengeRule.POINTS:
            bonus = self._rules.challenge_bonus
            self._scores[seat] += bonus
            events.append(ChallengeBonus(seat, bonus))
            self._history.append(
                Entry(
                    seat,
                    EntryKind.CHALLENGE_BONUS,
                    self.rack(seat),
                    bonus,
                    self._scores[seat],
                    move,
                )
            )
        if final:
            self._finish(EndReason.WENT_OUT, seat, events)
            return
        if self._rules.challenge is ChallengeRule.VOID:
            self._lost_turns[challenger] += 1
            if challenger == self._current:
                self._lose_current_turn(events)

    def _letters_without(self, move: Place) -> list[str]:
        """The board as it was before ``move`` (its tiles are on it now)."""
        letters = self._letters.copy()
        for tile in move.tiles:
            letters[tile.square] = ""
        return letters

    def _withdraw(self, pending: PendingPlay, events: list[Event]) -> None:
        """Take a challenged play back: tiles to the rack, drawn tiles to the top of the bag."""
        seat = pending.seat
        rack = self._racks[seat]
        for drawn in pending.drawn:
            rack.remove(drawn)
        self._bag.extend(reversed(pending.drawn))
        for tile in pending.move.tiles:
            self._letters[tile.square] = ""
            self._blanks[tile.square] = False
            rack.append(tile.rack_tile)
        for swap in pending.move.swaps:
            rack.remove(BLANK)
            rack.append(swap.letter)
            self._blanks[swap.square] = True
        self._scores[seat] -= pending.score
        events.append(PlayWithdrawn(seat, pending.score))
        self._history.append(
            Entry(
                seat,
                EntryKind.WITHDRAWN,
                self.rack(seat),
                -pending.score,
                self._scores[seat],
                pending.move,
            )
        )

    def _resign(self, move: Resign | Timeout, events: list[Event]) -> None:
        """The player leaves the game: resigning, or their time per move ran out (seed 004: a
        player who does not move in time has left the game)."""
        seat = move.seat
        self._resigned[seat] = True
        if self._pending is not None and self._pending.seat == seat:
            self._pending = None
        if isinstance(move, Timeout):
            events.append(TimedOut(seat))
            kind = EntryKind.TIMEOUT
        else:
            events.append(Resigned(seat))
            kind = EntryKind.RESIGN
        self._history.append(Entry(seat, kind, self.rack(seat), 0, self._scores[seat], move))
        active = self._active()
        if len(active) == 1:
            self._finish(EndReason.RESIGNATION, None, events)
            return
        if seat != self._current:
            return
        if self._phase is Phase.FINAL_PASS and self._pending is not None:
            pending = self._pending
            self._pending = None
            self._finish(EndReason.WENT_OUT, pending.seat, events)
            return
        self._advance(events)

    # ------------------------------------------------------------ turn order

    def _active(self) -> list[int]:
        return [seat for seat in range(len(self._seats)) if not self._resigned[seat]]

    def _next_active(self, seat: int) -> int:
        n = len(self._seats)
        for step in range(1, n + 1):
            following = (seat + step) % n
            if not self._resigned[following]:
                return following
        return seat

    def _end_turn(self, events: list[Event]) -> None:
        self._turns += 1
        if self._check_stalemate(events):
            return
        self._advance(events)

    def _check_stalemate(self, events: list[Event]) -> bool:
        """End the game when nobody can or will play on (the rule set's end by passes)."""
        rules = self._rules
        if rules.end_rule is EndRule.PASSES:
            if self._passes_row >= 2 * len(self._active()):
                self._finish(EndReason.PASSES, None, events)
                return True
            if rules.scoreless_limit and self._scoreless_row >= rules.scoreless_limit:
                self._finish(EndReason.SCORELESS, None, events)
                return True
        elif self._scoreless_row >= rules.scoreless_turns:
            self._finish(EndReason.SCORELESS, None, events)
            return True
        return False

    def _advance(self, events: list[Event]) -> None:
        """Give the turn to the next active seat, skipping turns lost to wrong challenges."""
        self._current = self._next_active(self._current)
        if self._lost_turns[self._current]:
            self._lose_current_turn(events)  # which ends that turn and moves on again
            return
        events.append(TurnStarted(self._current, self._turns))

    def _lose_current_turn(self, events: list[Event]) -> None:
        seat = self._current
        self._lost_turns[seat] -= 1
        events.append(TurnLost(seat))
        self._history.append(
            Entry(seat, EntryKind.LOST_TURN, self.rack(seat), 0, self._scores[seat], None)
        )
        self._passes_row += 1
        self._scoreless_row += 1
        self._end_turn(events)

    def _finish(self, reason: EndReason, out: int | None, events: list[Event]) -> None:
        rules = self._rules
        active = self._active()
        adjustments = [0] * len(self._seats)
        values = self._values
        if reason is EndReason.WENT_OUT and out is not None:
            others = [seat for seat in active if seat != out]
            left = sum(rack_value(self._racks[seat], values) for seat in others)
            if rules.end_bonus is EndBonus.TOURNAMENT:
                adjustments[out] = 2 * left
            else:
                adjustments[out] = left
                for seat in others:
                    adjustments[seat] = -rack_value(self._racks[seat], values)
            if adjustments[out]:
                self._add_end_entry(out, adjustments[out], others)
            for seat in others:
                if adjustments[seat]:
                    self._add_end_entry(seat, adjustments[seat], [seat])
        elif reason in (EndReason.PASSES, EndReason.SCORELESS):
            for seat in active:
                adjustments[seat] = -rack_value(self._racks[seat], values)
                if adjustments[seat]:
                    self._add_end_entry(seat, adjustments[seat], [seat])
        penalties = self._time_penalties(events)
        for seat, points in enumerate(penalties):
            adjustments[seat] += points
        self._phase = Phase.OVER
        self._pending = None
        self._end_reason = reason
        if active:
            best = max(self._scores[seat] for seat in active)
            self._winners = tuple(seat for seat in active if self._scores[seat] == best)
        events.append(
            GameEnded(
                reason, tuple(adjustments), tuple(self._scores), self._winners, tuple(penalties)
            )
        )

    def _time_penalties(self, events: list[Event]) -> list[int]:
        """Under a time per game: each player over it loses the rules' points per minute or part
        of a minute over (tournament practice), counted from the moves' times. Returns each
        seat's points off (negative), or an empty list without a time per game."""
        rules = self._rules
        if not rules.game_minutes:
            return []
        penalties = [0] * len(self._seats)
        for seat in range(len(self._seats)):
            used = self.time_used(seat)
            points = time_penalty(rules, used)
            if not points:
                continue
            penalties[seat] = -points
            events.append(TimePenalty(seat, minutes_over(rules, used), points))
            self._scores[seat] -= points
            self._history.append(
                Entry(
                    seat,
                    EntryKind.TIME_PENALTY,
                    self.rack(seat),
                    -points,
                    self._scores[seat],
                )
            )
        return penalties

    def _add_end_entry(self, seat: int, points: int, counted: Iterable[int]) -> None:
        self._scores[seat] += points
        counted_tiles = tuple(tile for other in counted for tile in self._racks[other])
        self._history.append(
            Entry(
                seat,
                EntryKind.END_RACK,
                self.rack(seat),
                points,
                self._scores[seat],
                None,
                None,
                counted_tiles,
            )
        )

    # ------------------------------------------------------ setup for analysis

    def set_rack(self, seat: int, tiles: Sequence[str], *, fill: bool = False) -> None:
        """Give ``seat`` exactly ``tiles`` (an analysis position: a GCG line's rack, the
        ``moves`` command's ``--rack``). Not a move: it is not recorded.

        The seat's rack goes back to the bag and the named tiles come out of it; a tile that is
        on another rack instead is taken from it, which gets one from the bag in exchange while
        the bag has any (that rack was only partly known). With ``fill``, a rack shorter
        than a full one is filled from the top of the bag.

        Raises:
            ValueError: a named tile is not in the game outside the board.
        """
        self._bag[:0] = self._racks[seat]  # to the bottom: the next draws do not change
        self._racks[seat] = []
        rack: list[str] = []
        for tile in tiles:
            if tile in self._bag:
                self._bag.reverse()
                self._bag.remove(tile)
                self._bag.reverse()
                rack.append(tile)
                continue
            holder = next((s for s, r in enumerate(self._racks) if tile in r and s != seat), None)
            if holder is None:
                raise ValueError(f"no {tile!r} tile is left to put on the rack")
            self._racks[holder].remove(tile)
            if self._bag:  # the other rack was only partly known: it gets a tile back
                self._racks[holder].append(self._bag.pop())
            rack.append(tile)
        self._racks[seat] = rack
        if fill:
            self._draw(seat, self._rules.rack_size - len(rack))

    def stack_draws(self, tiles: Sequence[str], *, mover: int) -> None:
        """Make ``tiles`` the next tiles drawn, in order (an analysis position, like
        :meth:`set_rack`: a GCG file names the rack a player ended the game with, which the
        tiles drawn on their last turn made). Not a move: it is not recorded.

        Each tile comes out of the bag, or off a rack other than ``mover``'s, which gets one
        from the bag in exchange while the bag has any.

        Raises:
            ValueError: a named tile is neither in the bag nor on another seat's rack.
        """
        taken: list[str] = []
        try:
            for tile in tiles:
                if tile in self._bag:
                    self._bag.remove(tile)
                    taken.append(tile)
                    continue
                holder = next(
                    (s for s, r in enumerate(self._racks) if s != mover and tile in r), None
                )
                if holder is None:
                    raise ValueError("a tile to draw is not left in the bag or on another rack")
                self._racks[holder].remove(tile)
                if self._bag:
                    self._racks[holder].append(self._bag.pop(0))
                taken.append(tile)
        finally:
            self._bag.extend(reversed(taken))  # the last element is drawn first

    # ------------------------------------------------------ copies and views

    def copy(self) -> BoardGame:
        """An independent copy for search (setup values and the word list are shared)."""
        other = BoardGame.__new__(BoardGame)
        for name in BoardGame.__slots__:
            setattr(other, name, getattr(self, name))
        other._bag = self._bag.copy()
        other._racks = [rack.copy() for rack in self._racks]
        other._letters = self._letters.copy()
        other._blanks = self._blanks.copy()
        other._scores = self._scores.copy()
        other._lost_turns = self._lost_turns.copy()
        other._resigned = self._resigned.copy()
        other._actions = self._actions.copy()
        other._times = self._times.copy()
        other._history = self._history.copy()
        return other

    def perspective(self, seat: int) -> BoardPerspective:
        """What ``seat`` may see: its own rack and the public state, never the bag's order."""
        from patentgame.model.board.perspective import BoardPerspective

        return BoardPerspective.of(self, seat)

    def summary(self) -> JsonObject:
        """The state as JSON (what ``patentgame replay`` prints for a board record)."""
        return {
            "rule_set": self._rules.rule_set,
            "phase": self._phase.value,
            "to_act": list(self.to_act),
            "turns": self._turns,
            "game_over": self.game_over,
            "end_reason": None if self._end_reason is None else self._end_reason.value,
            "bag_count": len(self._bag),
            "board": board_rows(self._letters, self._blanks),
            "players": [
                {
                    "name": seat.name,
                    "kind": seat.kind,
                    "score": self._scores[index],
                    "rack": sorted(self._racks[index]),
                    "resigned": self._resigned[index],
                }
                for index, seat in enumerate(self._seats)
            ],
            "winners": list(self._winners),
        }

    def _state_key(self) -> tuple[object, ...]:
        return tuple(
            tuple(value) if isinstance(value, list) else value
            for value in (getattr(self, name) for name in BoardGame.__slots__)
        )

    def __eq__(self, other: object) -> bool:
        """Two games are equal when setup, moves and every part of the state are equal."""
        if not isinstance(other, BoardGame):
            return NotImplemented
        return self._state_key() == other._state_key()

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

    def __repr__(self) -> str:
        names = ", ".join(seat.name for seat in self._seats)
        state = f"turn {self._turns + 1}, {self._phase.value}"
        return f"<BoardGame {self._rules.rule_set} {names}: {state}>"


def board_rows(letters: Sequence[str], blanks: Sequence[bool]) -> list[str]:
    """The board as 15 strings: ``.`` for an empty square, capitals for tiles, lower case for
    blanks (GCG's convention). A Spanish digraph tile is written as its two letters, so such a
    row is longer than 15 characters."""
    rows = []
    for row in range(15):
        cells = []
        for index in range(row * 15, row * 15 + 15):
            letter = letters[index]
            if not letter:
                cells.append(".")
            else:
                cells.append(letter if blanks[index] else letter.upper())
        rows.append("".join(cells))
    return rows


def _draw_for_start(
    tile_set: TileSet, seats: int, rng: random.Random
) -> tuple[tuple[tuple[tuple[int, str], ...], ...], int]:
    """Each seat draws a tile; nearest to the alphabet's start begins (a blank first); tied seats
    draw again; the tiles go back each time."""
    contenders = list(range(seats))
    rounds = []
    while True:
        drawn = rng.sample(tile_set.bag(), len(contenders))
        this_round = tuple(zip(contenders, drawn, strict=True))
        rounds.append(this_round)
        best = min(tile_set.start_rank(tile) for tile in drawn)
        contenders = [seat for seat, tile in this_round if tile_set.start_rank(tile) == best]
        if len(contenders) == 1:
            return tuple(rounds), contenders[0]

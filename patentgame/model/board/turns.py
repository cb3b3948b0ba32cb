"""`Turns`: a board game's turns, and the steps from one move to the next decision.

A turn is a play, an exchange, a pass, a challenge of the last play, a resignation or a
timeout; after it come the draws, the withdrawal of a play found wrong, the turns lost to wrong
challenges, the end by passes or scoreless turns, and the end-of-game accounting of racks and
time. :meth:`Turns.apply` runs them and says what happened.

The game (:class:`~patentgame.model.board.game.BoardGame`) checks the move and keeps the
setup and the history of moves; this module holds what is on the table (the bag, the racks,
the board, the scores) and what the rules decide between moves, which is why the state of
the position lives here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from patentgame.model.board.ending import settle
from patentgame.model.board.events import (
    ChallengeBonus,
    ChallengeResolved,
    EndReason,
    Event,
    GameEnded,
    Passed,
    PlayWithdrawn,
    Resigned,
    TilesDrawn,
    TilesExchanged,
    TilesPlaced,
    TimedOut,
    TurnLost,
    TurnStarted,
)
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import SQUARES
from patentgame.model.board.legality import WordList, place_refusal, words_of
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
from patentgame.model.board.reasons import Refusal
from patentgame.model.board.rules import (
    BoardRules,
    ChallengeRule,
    EndRule,
    ExchangeOrder,
)
from patentgame.model.board.scoring import ScoredPlay, score_play
from patentgame.model.board.tiles import BLANK
from patentgame.model.table_game import (
    TableTurns,
    clockwise,
    next_in_play,
    seats_in_play,
    slot_names,
)

__all__ = ["PendingPlay", "Turns"]


@dataclass(frozen=True, slots=True)
class PendingPlay:
    """The last play, while an opponent may still challenge it, with what undoing it needs."""

    seat: int
    move: Place
    drawn: tuple[str, ...]
    score: int
    passes_before: int
    scoreless_before: int


class Turns(TableTurns[Phase]):
    """The position (bag, racks, board, scores), the turn being played, and the steps that
    move the game on. The phase, the current seat (after a play that went out: the seat that
    may accept it), the turns finished (plays, exchanges, passes, lost turns) and the winners
    (more than one on a draw) are kept as every family playing in turns keeps them
    (:class:`TableTurns`)."""

    __slots__ = (
        "_bag",
        "_blanks",
        "_end_reason",
        "_history",
        "_letters",
        "_lexicon",
        "_lost_turns",
        "_passes_row",
        "_pending",
        "_racks",
        "_resigned",
        "_rng_state",
        "_rules",
        "_scoreless_row",
        "_scores",
        "_seat_count",
        "_time_used",
        "_values",
    )

    _pending: PendingPlay | None
    _end_reason: EndReason | None

    def __init__(
        self,
        rules: BoardRules,
        lexicon: WordList,
        seats: int,
        start: int,
        bag_order: Sequence[str],
        rng_state: tuple[object, ...],
    ) -> None:
        """The position at the start: each seat's rack drawn in turn from ``start``, the
        board empty, ``start`` to play."""
        self._rules = rules
        self._lexicon = lexicon
        self._seat_count = seats
        self._rng_state = rng_state
        self._values = rules.tiles.values()
        self._bag = list(reversed(bag_order))
        self._racks: list[list[str]] = [[] for _ in range(seats)]
        for seat in clockwise(start, seats):
            self._racks[seat] = [
                self._bag.pop() for _ in range(min(rules.rack_size, len(self._bag)))
            ]
        self._letters = [""] * SQUARES
        self._blanks = [False] * SQUARES
        self._scores = [0] * seats
        self._current = start
        self._phase = Phase.PLAY
        self._turns = 0
        self._passes_row = 0
        self._scoreless_row = 0
        self._lost_turns = [0] * seats
        self._resigned = [False] * seats
        self._pending = None
        self._history: list[Entry] = []
        self._winners = ()
        self._end_reason = None
        self._time_used = [0] * seats

    def copy(self) -> Turns:
        """An independent copy (the rules, the word list and the tile values are shared)."""
        other = Turns.__new__(Turns)
        for name in slot_names(Turns):
            value = getattr(self, name)
            if isinstance(value, list):
                value = [item.copy() if isinstance(item, list) else item for item in value]
            setattr(other, name, value)
        return other

    def state_key(self) -> tuple[object, ...]:
        """Every part of the position and the turn, comparable (for the game's equality)."""
        return tuple(
            tuple(tuple(v) if isinstance(v, list) else v for v in value)
            if isinstance(value, list)
            else value
            for value in (getattr(self, name) for name in slot_names(Turns))
        )

    # ---------------------------------------------------------------- reading

    @property
    def end_reason(self) -> EndReason | None:
        return self._end_reason

    @property
    def pending(self) -> PendingPlay | None:
        return self._pending

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    def rack(self, seat: int) -> tuple[str, ...]:
        return tuple(self._racks[seat])

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    def resigned(self, seat: int) -> bool:
        return self._resigned[seat]

    @property
    def letters(self) -> tuple[str, ...]:
        return tuple(self._letters)

    @property
    def blanks(self) -> tuple[bool, ...]:
        return tuple(self._blanks)

    @property
    def history(self) -> tuple[Entry, ...]:
        return tuple(self._history)

    def time_used(self, seat: int) -> int:
        """Milliseconds ``seat`` used on its moves so far (the moves that carry a time)."""
        return self._time_used[seat]

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` is refused now, or None when it is legal."""
        if self._phase is Phase.OVER:
            return Refusal.GAME_OVER
        seat = move.seat
        if not 0 <= seat < self._seat_count:
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

    def words_not_in_list(self, move: Place) -> tuple[str, ...]:
        """The words a legal placement makes now that the word list lacks (what a challenge
        would find)."""
        return tuple(word for word in self.words_of(move) if word not in self._lexicon)

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

    # ---------------------------------------------------------------- acting

    def apply(self, move: Move, time: int | None) -> list[Event]:
        """Apply a legal ``move``, which took its mover ``time`` milliseconds (``None``: not
        timed), and every automatic step after it."""
        events: list[Event] = []
        if time:
            self._time_used[move.seat] += time
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
        return events

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
            self._current = next_in_play(seat, self._resigned)
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
        active = seats_in_play(self._resigned)
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

    def _end_turn(self, events: list[Event]) -> None:
        self._turns += 1
        if self._check_stalemate(events):
            return
        self._advance(events)

    def _check_stalemate(self, events: list[Event]) -> bool:
        """End the game when nobody can or will play on (the rule set's end by passes)."""
        rules = self._rules
        if rules.end_rule is EndRule.PASSES:
            if self._passes_row >= 2 * len(seats_in_play(self._resigned)):
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
        self._current = next_in_play(self._current, self._resigned)
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
        """The game ends: the racks and the time are accounted for, the best score wins."""
        active = seats_in_play(self._resigned)
        end = settle(
            reason,
            out,
            active,
            self._racks,
            self._scores,
            self._values,
            self._rules,
            self.time_used,
        )
        self._scores = list(end.scores)
        self._history.extend(end.entries)
        events.extend(end.time_events)
        self._phase = Phase.OVER
        self._pending = None
        self._end_reason = reason
        if active:
            best = max(self._scores[seat] for seat in active)
            self._winners = tuple(seat for seat in active if self._scores[seat] == best)
        events.append(GameEnded(reason, end.adjustments, end.scores, self._winners, end.penalties))

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

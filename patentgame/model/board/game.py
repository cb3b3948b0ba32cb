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
from collections.abc import Sequence
from typing import TYPE_CHECKING

from patentgame.model.board.clock import MAX_MOVE_MS
from patentgame.model.board.events import EndReason, Event, StartDrawn, TurnStarted
from patentgame.model.board.history import Entry
from patentgame.model.board.layout import square
from patentgame.model.board.legality import WordList, words_of
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.moves import Move, Place
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import IllegalMoveError, Refusal
from patentgame.model.board.record import BoardRecord, record_of
from patentgame.model.board.rules import MAX_SEATS, MIN_SEATS, BoardRules
from patentgame.model.board.scoring import ScoredPlay
from patentgame.model.board.tiles import BLANK, TILE_SETS, TileSet
from patentgame.model.board.turns import PendingPlay as PendingPlay  # re-exported
from patentgame.model.board.turns import Turns
from patentgame.model.json_types import JsonObject, JsonValue
from patentgame.model.randomness import RandomState
from patentgame.model.seats import PlayerSpec
from patentgame.model.table_game import StateEquality, TurnTakingGame

if TYPE_CHECKING:
    from patentgame.model.board.perspective import BoardPerspective


#: A place at the table: a name and a kind (``"human"`` or an AI id such as ``"ai:random"``);
#: the house's :class:`~patentgame.model.seats.PlayerSpec`, the same in every game.
Seat = PlayerSpec


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


class BoardGame(StateEquality, TurnTakingGame[Move, BoardRules, Phase]):
    """A board game in progress: setup, the moves so far, and the state they lead to.

    The game checks each move and keeps the setup and the moves with their times; the position
    and the steps between moves are :class:`~patentgame.model.board.turns.Turns`'. What the
    views and players read is here.
    """

    __slots__ = ("_bag_order", "_start", "_start_rounds", "_times")

    _rules: BoardRules
    _lexicon: WordList
    _seats: tuple[Seat, ...]
    _seed: int
    _rng_state: RandomState
    _start: int
    _start_rounds: tuple[tuple[tuple[int, str], ...], ...]
    _bag_order: tuple[str, ...]
    _times: list[int | None]
    _turns: Turns

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
        game._lexicon_id = rules.lexicon_id
        game._players = tuple(seats)
        game._seed = seed
        game._start = drawn_start if start is None else start
        game._start_rounds = rounds
        game._bag_order = tuple(shuffled if bag is None else bag)
        game._actions = []
        game._times = []
        game._turns = Turns(
            rules, game._lexicon, len(seats), game._start, game._bag_order, rng.getstate()
        )
        return game

    def opening_events(self) -> tuple[Event, ...]:
        """The events of the setup, for a log: the draw for the start and the first turn."""
        return (StartDrawn(self._start_rounds, self._start), TurnStarted(self._start, 0))

    # ------------------------------------------------------------ public state

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._players

    @property
    def start(self) -> int:
        return self._start

    @property
    def bag_order(self) -> tuple[str, ...]:
        """The bag as set up, in drawing order (first drawn first)."""
        return self._bag_order

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seat that moves now (empty once the game is over). Opponents may challenge a
        pending play out of turn."""
        return () if self.phase is Phase.OVER else (self.current,)

    @property
    def game_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def end_reason(self) -> EndReason | None:
        return self._turns.end_reason

    @property
    def pending(self) -> PendingPlay | None:
        """The play an opponent may challenge now, if any."""
        return self._turns.pending

    @property
    def bag_count(self) -> int:
        return self._turns.bag_count

    def rack(self, seat: int) -> tuple[str, ...]:
        """The tiles on ``seat``'s rack (``?`` for a blank), in the order they were drawn."""
        return self._turns.rack(seat)

    def score(self, seat: int) -> int:
        return self._turns.scores[seat]

    @property
    def scores(self) -> tuple[int, ...]:
        return self._turns.scores

    def resigned(self, seat: int) -> bool:
        return self._turns.resigned(seat)

    @property
    def letters(self) -> tuple[str, ...]:
        """Each square's letter (``""`` when empty), square 0 = A1, row by row."""
        return self._turns.letters

    @property
    def blanks(self) -> tuple[bool, ...]:
        """Whether each square's tile is a blank."""
        return self._turns.blanks

    def letter_at(self, name: str) -> str:
        """The letter on the square named ``name`` (``"H8"``), ``""`` when empty."""
        return self._turns.letters[square(name)]

    @property
    def times(self) -> tuple[int | None, ...]:
        """Each move's time in milliseconds, as the controller measured it (None: not timed)."""
        return tuple(self._times)

    def time_used(self, seat: int) -> int:
        """Milliseconds ``seat`` used on its moves so far (the moves that carry a time)."""
        return self._turns.time_used(seat)

    def record(self, **extra: JsonValue) -> BoardRecord:
        """The record of the game so far (docs/board-record.md), its start and bag written."""
        return record_of(self, **extra)

    @property
    def history(self) -> tuple[Entry, ...]:
        """One entry per scored line: plays, exchanges, passes, withdrawn plays, challenge
        bonuses, lost turns and end-of-game rack points (the lines of a GCG file)."""
        return self._turns.history

    def tiles_in_play(self) -> Counter[str]:
        """Every tile of the game, wherever it is (board blanks as ``?``): always the full set."""
        return self._turns.tiles_in_play()

    # --------------------------------------------------------------- checking

    def why_illegal(self, move: Move) -> Refusal | None:
        """Why ``move`` is refused now, or None when it is legal."""
        return self._turns.refusal(move)

    def score_of(self, move: Place) -> ScoredPlay:
        """What a placement would score now (for a legal one: checked with :meth:`why_illegal`)."""
        return self._turns.score_of(move)

    def words_of(self, move: Place) -> tuple[str, ...]:
        """The words a legal placement makes now, main word first."""
        return words_of(move, self._turns.letters)

    def words_not_in_list(self, move: Place) -> tuple[str, ...]:
        """The words a legal placement makes now that the word list lacks (what a challenge
        would find; a guided game's tutor never challenges, so its lesson checks)."""
        return self._turns.words_not_in_list(move)

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
        self._actions.append(move)
        self._times.append(time)
        return tuple(self._turns.apply(move, time))

    # ------------------------------------------------------ setup for analysis

    def set_rack(self, seat: int, tiles: Sequence[str], *, fill: bool = False) -> None:
        """Give ``seat`` exactly ``tiles`` (an analysis position: a GCG line's rack, the
        ``moves`` command's ``--rack``); see :meth:`Turns.set_rack`. Not a move: it is not
        recorded.

        Raises:
            ValueError: a named tile is not in the game outside the board.
        """
        self._turns.set_rack(seat, tiles, fill=fill)

    def stack_draws(self, tiles: Sequence[str], *, mover: int) -> None:
        """Make ``tiles`` the next tiles drawn, in order (an analysis position, like
        :meth:`set_rack`); see :meth:`Turns.stack_draws`. Not a move: it is not recorded.

        Raises:
            ValueError: a named tile is neither in the bag nor on another seat's rack.
        """
        self._turns.stack_draws(tiles, mover=mover)

    # ------------------------------------------------------ copies and views

    def copy(self) -> BoardGame:
        """An independent copy for search (setup values and the word list are shared)."""
        other = BoardGame.__new__(BoardGame)
        for name in BoardGame._fields():
            setattr(other, name, getattr(self, name))
        other._actions = self._actions.copy()
        other._times = self._times.copy()
        other._turns = self._turns.copy()
        return other

    def perspective(self, seat: int) -> BoardPerspective:
        """What ``seat`` may see: its own rack and the public state, never the bag's order."""
        from patentgame.model.board.perspective import BoardPerspective

        return BoardPerspective.of(self, seat)

    def summary(self) -> JsonObject:
        """The state as JSON (what ``patentgame replay`` prints for a board record)."""
        end_reason = self.end_reason
        return {
            "rule_set": self._rules.rule_set,
            "phase": self.phase.value,
            "to_act": list(self.to_act),
            "turns": self.turns,
            "game_over": self.game_over,
            "end_reason": None if end_reason is None else end_reason.value,
            "bag_count": self.bag_count,
            "board": board_rows(self.letters, self.blanks),
            "players": [
                {
                    "name": seat.name,
                    "kind": seat.kind,
                    "score": self.score(index),
                    "rack": sorted(self.rack(index)),
                    "resigned": self.resigned(index),
                }
                for index, seat in enumerate(self._players)
            ],
            "winners": list(self.winners),
        }

    def _state_key(self) -> tuple[object, ...]:
        return (
            self._rules,
            self._players,
            self._seed,
            self._start,
            self._start_rounds,
            self._bag_order,
            tuple(self._actions),
            tuple(self._times),
            self._turns.state_key(),
        )

    def __repr__(self) -> str:
        names = ", ".join(seat.name for seat in self._players)
        state = f"turn {self.turns + 1}, {self.phase.value}"
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

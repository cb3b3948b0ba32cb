"""`BoardGameModel`: the crossword-board games behind the house's game model.

The views read the game through :attr:`BoardGameModel.state` (the engine's ``BoardGame``, whose
reading side they use; they never call ``play()``) and change it only through
:meth:`~patentgame.controller.game_model.GameModel.submit`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject

from patentgame import families
from patentgame.controller.board.clock import BoardClock
from patentgame.controller.board.narration import narrate
from patentgame.controller.game_model import GameModel, LogLine, OpenQuestion, scores_of
from patentgame.controller.setup import GameSetup
from patentgame.model.board import events as ev
from patentgame.model.board.clock import MAX_MOVE_MS
from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Move, Pass, Place, Timeout
from patentgame.model.board.rules import BoardRules, ChallengeRule, rules_for
from patentgame.model.lexicon import WordList
from patentgame.model.seats import PlayerSpec, you_seats

#: The key of the clock's move in progress in a saved record's optional keys:
#: ``{"seat": SEAT, "moves": MOVES PLAYED, "time": MILLISECONDS}`` (docs/board-record.md).
CLOCK_KEY = "clock"


def resumed_time(value: object, game: BoardGame) -> int:
    """The milliseconds the move in progress had taken when ``game`` was saved, from its
    record's ``clock`` key; 0 when the key is missing, malformed, or about another moment of
    the game (a file is not to be trusted)."""
    if not isinstance(value, dict):
        return 0
    seat, moves, time = value.get("seat"), value.get("moves"), value.get("time")
    if not all(type(item) is int for item in (seat, moves, time)):
        return 0
    if seat != game.current or moves != game.action_count or game.game_over:
        return 0
    assert isinstance(time, int)
    return min(max(0, time), MAX_MOVE_MS)


class BestPlay:
    """A seat's best play so far: its words, points and turn number."""

    __slots__ = ("score", "turn", "words")

    def __init__(self, words: tuple[str, ...], score: int, turn: int) -> None:
        self.words, self.score, self.turn = words, score, turn


class BoardGameModel(GameModel[BoardGame, Move]):
    """The live board game: its setup, narration, retelling and best plays."""

    family = families.BOARD

    #: Per seat, its plays that stood, in order; the number of the turn being played
    #: (:meth:`forget` sets them up).
    _stood: dict[int, list[BestPlay]]
    _turn: int
    #: The squares of the last play on the board (the table highlights them).
    last_squares: tuple[int, ...]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The game clock (a rule option): times the move in progress.
        self.clock = BoardClock(self)
        self.clock.ran_out.connect(self._time_ran_out)

    @property
    def state(self) -> BoardGame:
        """The game as the views read it (never to be played on: submit moves instead)."""
        return self.game

    def best_play(self, seat: int) -> BestPlay | None:
        """The play of ``seat`` that scored most among those that stood (the first of equals)."""
        stood = self._stood.get(seat)
        if not stood:
            return None
        return max(stood, key=lambda play: play.score)

    def plays(self, seat: int) -> int:
        """How many plays of ``seat`` stood on the board."""
        return len(self._stood.get(seat, ()))

    def open_question(self) -> OpenQuestion | None:
        """The play just made, while the people at the other seats may challenge it (every
        rule set but the automatic check's)."""
        if not self.has_game:
            return None
        game = self.game
        pending = game.pending
        if pending is None or game.rules.challenge is ChallengeRule.AUTOMATIC:
            return None
        people = tuple(
            seat for seat in self.humans() if seat != pending.seat and not game.resigned(seat)
        )
        return OpenQuestion(pending.seat, people)

    def can_take_back(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last placement now (``model/board/takeback.py``:
        nobody acted since, and only people play)."""
        from patentgame.model.board import takeback

        return self.has_game and seat >= 0 and takeback.can_take_back(self.game, seat)

    def take_back(self) -> Place:
        """Take back the last placement (check :meth:`can_take_back` first): the game goes on
        from the record without it. Returns the placement, so its tiles can go back on the
        board as the person's draft.

        Raises:
            ValueError: the game has no move to take back.
        """
        from patentgame.model.board import takeback

        game = self.game
        last = game.actions[-1]
        if not isinstance(last, Place):
            raise ValueError("only a placement is taken back")
        earlier = takeback.taken_back(game)
        # The person goes on with the move's time as it stood when they played it.
        self.clock.begin(earlier.rules, earlier.current, game.times[-1] or 0)
        self.rewind(earlier, 1)
        self.clock.recheck()
        return last

    # -- the clock ----------------------------------------------------------------------------
    def play_action(self, game: BoardGame, action: Move) -> Sequence[object]:
        """Play ``action`` with the time its mover took (the clock's move in progress; a move
        of another seat, a challenge out of turn, is not timed); then time the next move."""
        clock = self.clock
        timed = clock.active and action.seat == clock.seat
        events = game.play(action, time=clock.take() if timed else None)
        if game.game_over:
            clock.stop()
        elif timed or game.current != clock.seat:
            clock.begin(game.rules, game.current)
        return events

    def adopt(
        self,
        game: BoardGame,
        setup: GameSetup | None,
        lexicon: WordList,
        extra: Mapping[str, object] | None = None,
    ) -> None:
        """Take over ``game``; a resumed game's clock goes on where the move in progress
        stood when it was saved (its record's ``clock`` key)."""
        used = resumed_time((extra or {}).get(CLOCK_KEY), game)
        if game.game_over:
            self.clock.stop()
        else:
            self.clock.begin(game.rules, game.current, used)
        super().adopt(game, setup, lexicon, extra)
        self.clock.recheck()  # the table has shown the game: the clock runs unless held

    def submit(self, action: Move, *, note: tuple[int, str] | None = None) -> str | None:
        """The house's :meth:`GameModel.submit`; then the clock of the next move runs, unless
        what the table put up holds it."""
        refused = super().submit(action, note=note)
        self.clock.recheck()
        return refused

    def record_extra(self) -> dict[str, object]:
        """The house's optional keys, and the clock's move in progress (``clock``)."""
        extra = super().record_extra()
        clock = self.clock
        if self.has_game and clock.active:
            extra[CLOCK_KEY] = {
                "seat": clock.seat,
                "moves": self.game.action_count,
                "time": clock.move_ms(),
            }
        return extra

    def keeps_running_time(self) -> bool:
        return self.has_game and self.clock.active

    def _time_ran_out(self, seat: int) -> None:
        """A person's time per move ran out: they have left the game (seed 004). A computer
        player's time is measured, but it is never timed out (it is quick, and its thinking
        may be under way)."""
        if not self.has_game or self.is_over or not self.is_human(seat):
            return
        if self.game.current == seat:
            self.submit(Timeout(seat))

    # -- the family's parts of the game model ---------------------------------------------------
    def make_game(self, setup: GameSetup, lexicon: WordList, seed: int) -> BoardGame:
        rules = setup.rules if isinstance(setup.rules, BoardRules) else rules_for("scrabble-en")
        if setup.lexicon_id and setup.lexicon_id != rules.lexicon_id:
            rules = rules.replace(lexicon_id=setup.lexicon_id)
        seats = [PlayerSpec(seat.name, seat.kind) for seat in setup.seats]
        return BoardGame.new(rules, seats, lexicon, seed=seed)

    def you(self) -> frozenset[int]:
        """The seats the log addresses as "you" (:func:`~patentgame.model.seats.you_seats`)."""
        return you_seats(self.game.players) if self.has_game else frozenset()

    def narrate(self, event: object, before: object) -> str:
        return narrate(event, self.names(), self.you())

    def mark(self, event: object) -> tuple[int, bool]:
        strong = isinstance(event, ev.TurnStarted | ev.ChallengeResolved | ev.GameEnded)
        if isinstance(event, ev.ChallengeResolved):
            return event.challenged, strong
        if isinstance(event, ev.StartDrawn):
            return event.start, True
        return (event.seat if isinstance(event, ev.Seated) else -1), strong

    def opening(self, game: BoardGame) -> tuple[object, str]:
        drawn = game.opening_events()[0]
        return drawn, narrate(drawn, self.names(), you_seats(game.players))

    def retell(self, game: BoardGame) -> list[LogLine]:
        from patentgame.model.board.replay import set_up

        fresh = set_up(game.record(), game.lexicon)
        log: list[LogLine] = []
        first = fresh.opening_events()[0]
        self.follow(first)
        you = you_seats(game.players)
        log.append(LogLine(narrate(first, self.names(), you), *self.mark(first)))
        for index, move in enumerate(game.actions):
            turns = fresh.turns
            lines = []
            for event in fresh.play(move, time=game.times[index]):
                text = narrate(event, self.names(), you)
                self.follow(event)
                if text:
                    lines.append(LogLine(text, *self.mark(event)))
            if fresh.turns != turns:
                self.story.worth.append(scores_of(fresh))
            log += self.story.told(index, lines)
        return log

    def follow(self, event: object) -> None:
        if isinstance(event, ev.TurnStarted):
            self._turn = event.turn + 1
        elif isinstance(event, ev.TilesPlaced):
            self.last_squares = tuple(tile.square for tile in event.tiles)
            words = tuple(word.word for word in event.words)
            self._stood.setdefault(event.seat, []).append(
                BestPlay(words, event.score, max(1, self._turn))
            )
        elif isinstance(event, ev.PlayWithdrawn):
            self.last_squares = ()
            stood = self._stood.get(event.seat)
            if stood:
                stood.pop()  # a withdrawn play is no one's best

    def forget(self) -> None:
        self._stood, self._turn = {}, 0
        self.last_squares = ()

    def humblest_actions(self, seat: int) -> tuple[Move, ...]:
        return (Pass(seat),)

"""`GameModel`: the live game of any family behind signals, and the only caller of its ``play()``.

Views and the AI runner never change the engine's game: they submit actions through
:meth:`GameModel.submit`, which the engine validates (once: ``play()`` refuses an illegal
action with its reason). After every action each engine event goes out as one
:attr:`GameModel.event_occurred` with a sentence for the log, then :attr:`state_changed` tells
every view to read the game again. Each family's controller (``controller/<family>/``)
subclasses this base with what only it knows: how to set a game up, tell its events in words,
retell an opened game and read its state (one typed protocol, ``state``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.controller.story import MAX_NOTE as MAX_NOTE
from patentgame.controller.story import NOTES_KEY as NOTES_KEY
from patentgame.controller.story import PROBLEMS_KEY as PROBLEMS_KEY
from patentgame.controller.story import GameStory
from patentgame.controller.story import LogLine as LogLine
from patentgame.controller.story import note_text as note_text
from patentgame.controller.story import problem_text as problem_text
from patentgame.controller.story import read_notes as read_notes
from patentgame.controller.story import read_problems as read_problems
from patentgame.controller.translations import refusal_text
from patentgame.families import Family
from patentgame.keeping import hint_ledger
from patentgame.model.errors import IllegalActionError
from patentgame.model.lexicon import WordList
from patentgame.model.seats import is_you_name

if TYPE_CHECKING:
    from patentgame.model.games import PlayedGame

ActionT = TypeVar("ActionT")
#: A family's game (its actions are ``ActionT``; the bound is what the house reads of any).
GameT = TypeVar("GameT", bound="PlayedGame[Any]")


class OpenQuestion(NamedTuple):
    """A play the people may challenge now: the one question every family's table puts at its
    challenge bar (``views/questions.py``), read from the game by :meth:`GameModel.open_question`.

    Attributes:
        builder: whose play it is.
        people: the people who answer it (computers answer after them, by themselves).
    """

    builder: int
    people: tuple[int, ...]


def shown_name(name: str) -> str:
    """How a player's name is shown on the table: a player named "You" (the name the settings
    give the person at first, and the one that makes the log say "you") or "Вы" is shown in
    the language spoken; a record keeps the name as chosen, and every other name is shown as
    it is.
    """
    if is_you_name(name):
        return QCoreApplication.translate("Seats", "You", "a player named You, on the table")
    return name


def listed_names(
    seats: Sequence[int], names: Sequence[str], you: Collection[int], you_word: str
) -> str:
    """The players of ``seats`` in one phrase, "You, Ada and Ben": the seats told as "you"
    first, as ``you_word`` (the caller's own "You" or "you", capitalised as its sentence
    needs), the others by ``names``."""
    ordered = sorted(seats, key=lambda seat: seat not in you)
    people = [you_word if seat in you else names[seat] for seat in ordered]
    if len(people) <= 1:
        return "".join(people)
    return QCoreApplication.translate("Seats", "{others} and {last}").format(
        others=", ".join(people[:-1]), last=people[-1]
    )


def scores_of(game: PlayedGame[Any]) -> tuple[int, ...]:
    """Every seat's score now, in seat order (the story notes them after each turn)."""
    return tuple(game.score(seat) for seat in range(len(game.players)))


def first_legal(game: PlayedGame[ActionT], candidates: Iterable[ActionT]) -> ActionT | None:
    """The first of ``candidates`` that ``game`` allows now, if any: a family's
    :meth:`GameModel.fallback_action` lists the humblest actions in the order it prefers them."""
    return next((action for action in candidates if game.why_illegal(action) is None), None)


class GameModel(QObject, Generic[GameT, ActionT]):
    """Owns the live game; says what happened.

    Signals carry plain Python values so they cross threads and reach tests unchanged.

    Signals:
        game_started(): a game was started or opened; everything showing a game starts over.
        state_changed(): an action was played; read the game again.
        event_occurred(event, text): one engine event and its sentence for the log ("" for
            events too small to tell).
        line_added(line): a :class:`LogLine` joined the game's story (an event's sentence, or a
            computer player's explanation right after the first line of its action).
        log_replaced(lines): a game was started or opened: the whole log so far, as
            :class:`LogLine` values (colours, emphasis and explanations as they were).
        action_refused(text): an action was refused; why, in words.
        game_over(winners): the game just ended (before the last ``state_changed``).
        taken_back(count): the game went back ``count`` actions (a take-back); the log was
            told again (``log_replaced``) and ``state_changed`` follows. Work begun for the
            later state (a computer's thinking, a question to a person) no longer applies.
    """

    game_started = Signal()
    state_changed = Signal()
    event_occurred = Signal(object, str)
    line_added = Signal(object)
    log_replaced = Signal(list)
    action_refused = Signal(str)
    game_over = Signal(list)
    taken_back = Signal(int)

    #: The family this controller plays; each family's subclass sets it.
    family: Family

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: GameT | None = None
        self._setup: GameSetup | None = None
        self._lexicon: WordList | None = None
        #: The game's story: its log, the computer players' explanations and failures, the
        #: hints shown and the scores over the turns (a family's ``retell`` tells with it).
        self.story = GameStory(self.name)
        self._gate: Callable[[ActionT], str | None] | None = None
        self.forget()  # the family's account starts as a new game's

    # -- what each family says ----------------------------------------------------------------
    def review_theme_words(self) -> WordList | None:
        """The second word list the coach's review reads the game with (BuyWord's theme
        variant); ``None`` for none."""
        return None

    def open_question(self) -> OpenQuestion | None:
        """The play the people may challenge now, if any. While the seats to act are others
        than the current one, they answer its play (``TurnOrder``: the patent game's manual
        checking, BuyWord's challenge variant); a family whose players challenge out of turn
        (the board games) says so itself."""
        if not self.has_game:
            return None
        game = self.game
        if not game.to_act or game.current in game.to_act:
            return None
        return OpenQuestion(game.current, tuple(s for s in game.to_act if self.is_human(s)))

    def make_game(self, setup: GameSetup, lexicon: WordList, seed: int) -> GameT:
        """A new game of ``setup`` (the family's engine).

        Raises:
            ValueError: the setup is impossible (too few seats, ...).
        """
        raise NotImplementedError

    def narrate(self, event: object, before: object) -> str:
        """The log sentence for ``event`` ("" for none); ``before`` is :meth:`moment` as it was
        before the action that caused it."""
        raise NotImplementedError

    def mark(self, event: object) -> tuple[int, bool]:
        """Whose colour marks ``event``'s line in the log (-1: nobody's), and whether it
        stands out (a turn's start, a verdict, the end)."""
        return -1, False

    def moment(self) -> object:
        """What the narration needs to know of the game before an action (the patent game: its
        phase, since an empty discard after a build keeps the hand while before one it passes)."""
        return None

    def opening(self, game: GameT) -> tuple[object, str]:
        """The event that opens the log of a game no action was played in (the engine reports
        none when it sets a game up), and its sentence."""
        raise NotImplementedError

    def retell(self, game: GameT) -> list[LogLine]:
        """The log of an opened game, replayed from its setup (:meth:`follow` sees each event;
        the story's ``told`` puts each action's lines together with its explanation).

        Raises:
            ValueError: the game's record no longer replays.
        """
        raise NotImplementedError

    def follow(self, event: object) -> None:
        """Keep the family's own account of the game (best words, ...) as events happen."""

    def forget(self) -> None:
        """A game starts: drop the account :meth:`follow` kept (also how it starts when the
        model is made, so a family sets its account up here alone)."""

    def fallback_action(self, seat: int) -> ActionT | None:
        """The humblest legal action for ``seat`` (a pass and the like), played when a computer
        player fails, so a game never stalls; ``None`` when ``seat`` need not act (or nothing
        it could do is legal). The first of :meth:`humblest_actions` the game allows."""
        game = self.game
        if seat not in game.to_act:
            return None
        return first_legal(game, self.humblest_actions(seat))

    def humblest_actions(self, seat: int) -> Iterable[ActionT]:
        """The family's humblest actions for ``seat``, who must act now, most humble first (a
        decline, a pass, the least discard): :meth:`fallback_action` plays the first legal."""
        raise NotImplementedError

    def play_action(self, game: GameT, action: ActionT) -> Sequence[object]:
        """Play ``action`` in ``game`` (the engine's ``play()``, which checks it). A family that
        hands the engine more than the action says so here (the board games' clock: the time
        the move took)."""
        return game.play(action)

    def keeps_running_time(self) -> bool:
        """Whether :meth:`record_extra` holds time that runs on between actions (a game
        clock's current move), so the keeping of games saves it once more at exit."""
        return False

    def view_for(self, seat: int) -> object:
        """A snapshot of what ``seat`` may see, safe to hand to a computer player on another
        thread: the engine's own perspective of that seat."""
        return self.game.perspective(seat)

    # -- starting -----------------------------------------------------------------------------
    def start(self, setup: GameSetup, lexicon: WordList, *, seed: int | None = None) -> None:
        """Start a new game of ``setup`` checked against ``lexicon``.

        Raises:
            ValueError: the setup is impossible (the game in progress is kept).
        """
        from patentgame.model.randomness import new_seed

        chosen = seed if seed is not None else setup.seed
        game = self.make_game(setup, lexicon, new_seed() if chosen is None else chosen)
        self.adopt(game, setup, lexicon)

    def adopt(
        self,
        game: GameT,
        setup: GameSetup | None,
        lexicon: WordList,
        extra: Mapping[str, object] | None = None,
    ) -> None:
        """Take over an existing ``game``: a new one, or one loaded from a record, whose
        optional keys (``extra``, as :meth:`record_extra` wrote them) hold the computer
        players' explanations and failures, so its log is told as it was."""
        if setup is None:
            setup = GameSetup(
                tuple(SeatSetup(p.name, p.kind, i) for i, p in enumerate(game.players)),
                lexicon_id=game.lexicon_id,
                rules=game.rules,
                seed=game.seed,
                family=self.family.id,
            )
        self._game, self._setup, self._lexicon = game, setup, lexicon
        story = self.story
        story.worth = [tuple(0 for _ in game.players)]
        story.load(extra or {}, game.action_count, len(game.players))
        self.forget()
        self.game_started.emit()
        if game.action_count:
            try:
                story.lines = self._retold(game)
            except ValueError as error:  # a record the engine no longer accepts
                text = QCoreApplication.translate(
                    "GameModel", "(The story of this game cannot be retold: {error})"
                ).format(error=error)
                story.lines = [LogLine(text)]
                story.worth = [tuple(0 for _ in game.players)]
                self.forget()
            self.log_replaced.emit(list(story.lines))
        else:
            # A new game reports nothing yet; the log still opens with whose turn it is.
            event, text = self.opening(game)
            self.follow(event)
            seat, strong = self.mark(event)
            story.lines.append(LogLine(text, seat, strong))
            self.log_replaced.emit(list(story.lines))
            self.event_occurred.emit(event, text)
        self.state_changed.emit()

    # -- reading what every family has --------------------------------------------------------
    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> GameT:
        """The live game, for the composition root and the keeping of games (saving, records).
        Views read a family's ``state`` instead, and never call ``play()``."""
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    @property
    def setup(self) -> GameSetup:
        if self._setup is None:
            raise RuntimeError("no game has been started")
        return self._setup

    @property
    def lexicon(self) -> WordList:
        """The word list the game is checked against."""
        if self._lexicon is None:
            raise RuntimeError("no game has been started")
        return self._lexicon

    @property
    def seats(self) -> int:
        return len(self.game.players)

    def name(self, seat: int) -> str:
        return self.game.players[seat].name

    def shown_name(self, seat: int) -> str:
        """The name on ``seat``'s plaque (:func:`shown_name`)."""
        return shown_name(self.name(seat))

    def shown_names(self) -> tuple[str, ...]:
        """Every seat's name as the table shows it (:func:`shown_name`)."""
        return tuple(shown_name(name) for name in self.names())

    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.game.players)

    def kind(self, seat: int) -> str:
        return self.game.players[seat].kind

    def is_human(self, seat: int) -> bool:
        return self.game.players[seat].is_human

    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.seats) if self.is_human(s))

    def colour(self, seat: int) -> int:
        """Colour index chosen for ``seat``."""
        seats = self.setup.seats
        return seats[seat].colour if seat < len(seats) else seat

    @property
    def is_over(self) -> bool:
        return self.game.game_over

    def action_count(self) -> int:
        """How many actions have been played: a tag that changes with every state change."""
        return self.game.action_count

    def worth_history(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's score at the start and after each finished turn."""
        return tuple(self.story.worth)

    def log(self) -> tuple[str, ...]:
        """The game's story so far, one sentence a line."""
        return tuple(line.text for line in self.story.lines)

    def log_lines(self) -> tuple[LogLine, ...]:
        """The game's story with each line's colour, emphasis and kind."""
        return tuple(self.story.lines)

    def notes(self) -> dict[int, tuple[int, str]]:
        """The computer players' explanations: action index -> (seat, text)."""
        return dict(self.story.notes)

    def record_extra(self) -> dict[str, object]:
        """Optional keys a saved record carries beside the actions, so that a resumed or
        opened game (or its replay) tells its story as it was: the computer players'
        explanations (``notes``) and failures (``problems``), and the hints shown."""
        return self.story.record_extra()

    # -- hints, in every family ---------------------------------------------------------------
    def note_hint(self, seat: int, step: int) -> None:
        """``seat`` was shown hint ``step`` (1 to 3; 3 shows the whole play) now; the record
        keeps it (:mod:`patentgame.keeping.hint_ledger`), so the count survives a save, and a
        game the Hint played (:func:`~patentgame.keeping.hint_ledger.leaned_on_hints`) moves
        no rating."""
        if self.has_game:
            self.story.hints.append((self.game.action_count, seat, step))

    def hints_used(self, seat: int) -> int:
        """How many hints ``seat`` took in this game: one per decision, however many of its
        steps were opened."""
        return hint_ledger.hints_taken(self.story.hints, seat)

    def whole_plays_shown(self, seat: int) -> int:
        """On how many decisions the Hint showed ``seat`` the whole play (its last step)."""
        return hint_ledger.whole_plays_shown(self.story.hints, seat)

    # -- changing -----------------------------------------------------------------------------
    def submit(self, action: ActionT, *, note: tuple[int, str] | None = None) -> str | None:
        """Play ``action`` if the engine allows it; return why not (in words) otherwise.

        People and computer players both come through here, so every action is checked the
        same way: by the engine's ``play()``, once. ``note`` is a computer player's seat and
        its explanation of the action: the log shows it right under the action's first line,
        so it stays with its turn, and saved games keep it (:meth:`record_extra`).
        """
        game = self._game
        if game is None:
            return "no game is running"
        if self._gate is not None:
            refusal = self._gate(action)
            if refusal is not None:
                self.action_refused.emit(refusal)
                return refusal
        before = self.moment()
        turns = game.turns
        index = game.action_count
        try:
            events = self.play_action(game, action)
        except IllegalActionError as error:
            text = refusal_text(error.reason)
            self.action_refused.emit(text)
            return text
        if note is not None and note[1]:
            self.story.notes[index] = note
        self._dispatch(index, events, before)
        if game.turns != turns:
            self.story.worth.append(scores_of(game))
        if game.game_over:
            self.game_over.emit(list(game.winners))
        self.state_changed.emit()
        return None

    def report_problem(self, seat: int, message: str) -> None:
        """A computer player at ``seat`` failed (``message`` says how); it is told in the log,
        before the action played in its place, and kept with the record like the
        explanations, so a resumed game still shows it."""
        if self._game is None or not 0 <= seat < len(self._game.players):
            return
        problem = (seat, message[:MAX_NOTE])
        self.story.problems.setdefault(self._game.action_count, []).append(problem)
        self._add_line(self.story.problem_line(problem))

    def set_gate(self, gate: Callable[[ActionT], str | None] | None) -> None:
        """Let ``gate`` refuse legal actions too, with its reason in words (the guided first
        game allows only the step it teaches); ``None`` lets every legal action through."""
        self._gate = gate

    def rewind(self, game: GameT, count: int) -> None:
        """Go on from ``game``: the game in progress as it was ``count`` actions ago (a
        take-back, replayed from the record by the family's engine). The log and the scores
        over the turns are told again from the record, the way a resumed game's are: with the
        computer players' explanations of the actions that stay (those of the actions taken
        back go with them)."""
        self._game = game
        self.story.worth = [tuple(0 for _ in game.players)]
        self.story.trim(game.action_count)
        self.forget()
        self.story.lines = self._retold(game)
        self.log_replaced.emit(list(self.story.lines))
        self.taken_back.emit(count)
        self.state_changed.emit()

    def _dispatch(self, index: int, events: Sequence[object], before: object) -> None:
        pending = self.story.note_line(index)
        for event in events:
            text = self.narrate(event, before)
            self.follow(event)
            if text:
                seat, strong = self.mark(event)
                self._add_line(LogLine(text, seat, strong))
            self.event_occurred.emit(event, text)
            if text and pending is not None:
                self._add_line(pending)
                pending = None
        if pending is not None:
            self._add_line(pending)

    def _add_line(self, line: LogLine) -> None:
        self.story.lines.append(line)
        self.line_added.emit(line)

    def _retold(self, game: GameT) -> list[LogLine]:
        """:meth:`retell`, and the failures that came after the last action."""
        return self.retell(game) + self.story.problem_lines(game.action_count)


#: A game model of whichever family: what the shared parts (the AI runner, the hand-over of a
#: shared screen, the main window) hold, reading only what every family has.
AnyGameModel = GameModel[Any, Any]

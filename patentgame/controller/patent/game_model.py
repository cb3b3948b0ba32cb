"""`PatentGameModel`: the patent game behind the house's game model, and what its views may read.

The views read the game through one typed protocol, :class:`PatentGameView`: the reading side of
the engine's ``Game``, without ``play()``. They get it as :attr:`PatentGameModel.state` and
change the game only through :meth:`~patentgame.controller.game_model.GameModel.submit`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import NamedTuple, Protocol

from patentgame import families
from patentgame.controller.game_model import (
    GameModel,
    LogLine,
    scores_of,
)
from patentgame.controller.patent.narration import narrate
from patentgame.controller.setup import GameSetup
from patentgame.model.games import GameReading
from patentgame.model.lexicon import Lexicon, WordList
from patentgame.model.patent import events as ev
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build, Buy, Discard, Respond
from patentgame.model.patent.card_table import CardTable
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec, PlayPreview
from patentgame.model.patent.ledger import Ledger
from patentgame.model.patent.rules import RuleSet
from patentgame.model.patent.turns import Turns
from patentgame.model.seats import you_seats


class PatentGameView(GameReading[Phase, RuleSet], Protocol):
    """What the views may read of a patent game: the engine's reading side, never ``play()``.

    ``PatentGame`` has all of it; see there for what each name means. The piles are read on
    ``cards``, money, stock and patents on ``ledger``, the turn's retries on ``turn``.
    """

    @property
    def turns(self) -> int: ...
    @property
    def goal(self) -> int: ...
    @property
    def can_replace(self) -> bool: ...
    @property
    def pool(self) -> tuple[int, ...]: ...
    @property
    def owners(self) -> Mapping[str, int]: ...
    @property
    def pending_play(self) -> Build | None: ...
    @property
    def last_play(self) -> Build | None: ...
    @property
    def cards(self) -> CardTable: ...
    @property
    def ledger(self) -> Ledger: ...
    @property
    def turn(self) -> Turns: ...
    def letter(self, card: int) -> str: ...
    def hand(self, seat: int) -> tuple[int, ...]: ...
    def money(self, seat: int) -> int: ...
    def powers_of(self, seat: int) -> frozenset[str]: ...
    def score(self, seat: int) -> int: ...
    def buyable_letters(self) -> tuple[str, ...]: ...
    def why_illegal(self, action: Action) -> IllegalReason | None: ...
    def preview(self, build: Build) -> PlayPreview | IllegalReason: ...
    def spell(self, build: Build) -> tuple[str, ...]: ...


class TakeBack(NamedTuple):
    """What a press of Take back would do.

    Attributes:
        actions: how many actions it takes back.
        whole_turn: it goes back past what was revealed, to the start of the person's own turn
            (in a game against computers only; the game is then no longer rated).
    """

    actions: int
    whole_turn: bool


class PatentGameModel(GameModel[PatentGame, Action]):
    """The live patent game: its setup, narration, retelling and the views' reading side."""

    family = families.PATENT

    #: Per seat: the best word (word, money, stock, turn number) and the best turn
    #: (words, money, stock, turn number); the seat and number of the turn being played, its
    #: words and its challenge bonus (:meth:`forget` sets them up).
    _best: dict[int, tuple[str, int, int, int]]
    _best_turn: dict[int, tuple[tuple[str, ...], int, int, int]]
    _turn: tuple[int, int]
    _turn_words: list[ev.WordScored]
    _turn_bonus: int

    # -- the reading side -----------------------------------------------------------------------
    @property
    def state(self) -> PatentGameView:
        """The game as the views may read it."""
        return self.game

    def can_search_words(self) -> bool:
        """Whether the game's word list can search the words a rack spells (hints need it; a
        plain set of words in a test cannot)."""
        return self.has_game and isinstance(self.lexicon, Lexicon)

    def best_word(self, seat: int) -> tuple[str, int, int, int] | None:
        """The word that earned ``seat`` most: (word, money, stock, turn number), if any."""
        return self._best.get(seat)

    def best_turn(self, seat: int) -> tuple[tuple[str, ...], int, int, int] | None:
        """The turn that earned ``seat`` most (its words, and the $1 of a challenge its play
        withstood): (words, money, stock, turn number), if any."""
        return self._best_turn.get(seat)

    # -- take-backs -----------------------------------------------------------------------------
    def can_take_back(self, seat: int | None, *, whole_turns: bool = False) -> bool:
        """Whether ``seat`` may take something back now (a quick check, for the controls)."""
        from patentgame.model.patent import takeback

        if seat is None or not self.has_game:
            return False
        game = self.game
        if takeback.free_take_backs(game, seat):
            return True
        return whole_turns and takeback.can_take_back_whole_turn(game, seat)

    def take_back_offer(self, seat: int | None, *, whole_turns: bool = False) -> TakeBack | None:
        """What ``seat`` may take back now: its last action when that revealed nothing, else
        (``whole_turns``, against computers only) back to the start of its own turn."""
        from patentgame.model.patent import takeback

        if seat is None or not self.has_game:
            return None
        game = self.game
        if takeback.free_take_backs(game, seat):
            return TakeBack(1, whole_turn=False)
        target = takeback.whole_turn_target(game, seat) if whole_turns else None
        if target is None:
            return None
        return TakeBack(game.action_count - target, whole_turn=True)

    def take_back(self, offer: TakeBack) -> Build | None:
        """Take back what ``offer`` says (from :meth:`take_back_offer`); a whole turn makes the
        game unrated. Returns the person's own play when that alone was taken back, so its
        words can go back to the word row (after a whole turn the turn starts afresh)."""
        from patentgame.model.patent import takeback

        game = self.game
        play = None if offer.whole_turn else takeback.build_taken_back(game, offer.actions)
        rated = False if offer.whole_turn else None
        earlier = takeback.taken_back(game, offer.actions, rated=rated)
        self.rewind(earlier, offer.actions)
        return play

    # -- the family's parts of the game model ---------------------------------------------------
    def make_game(self, setup: GameSetup, lexicon: WordList, seed: int) -> PatentGame:
        specs = [PlayerSpec(seat.name, seat.kind) for seat in setup.seats]
        rules = setup.rules if isinstance(setup.rules, RuleSet) else RuleSet()
        # The app's games skip the discard on the last turn, where it can change nothing.
        return PatentGame.new(
            specs,
            lexicon,
            rules,
            seed=seed,
            lexicon_id=setup.lexicon_id,
            last_turn_discard=False,
        )

    def moment(self) -> Phase | None:
        return self.game.phase if self.has_game else None

    def you(self) -> frozenset[int]:
        """The seats every sentence addresses as "you" (the person playing alone)."""
        return you_seats(self.game.players) if self.has_game else frozenset()

    def narrate(self, event: object, before: object) -> str:
        if not isinstance(event, ev.Event):
            return ""
        return narrate(
            event,
            self.names(),
            self.game.letter,
            after_build=before is Phase.DISCARD,
            after_challenge=before is Phase.CHALLENGE,
            you=self.you(),
        )

    def mark(self, event: object) -> tuple[int, bool]:
        strong = isinstance(
            event, ev.TurnStarted | ev.ChallengeResolved | ev.FinalRoundStarted | ev.GameOver
        )
        return seat_of(event), strong

    def opening(self, game: PatentGame) -> tuple[object, str]:
        opening = ev.TurnStarted(game.current, game.turns)
        return opening, narrate(opening, self.names(), game.letter, you=you_seats(game.players))

    def retell(self, game: PatentGame) -> list[LogLine]:
        from patentgame.model.patent.replay import play_through, set_up

        fresh = set_up(game.record(), game.lexicon)
        names, you = self.names(), you_seats(game.players)
        opening = ev.TurnStarted(fresh.current, 0)
        self.follow(opening)
        log = [LogLine(narrate(opening, names, fresh.letter, you=you), *self.mark(opening))]
        for step in play_through(fresh, game.actions):
            after_build = step.phase_before is Phase.DISCARD
            after_challenge = step.phase_before is Phase.CHALLENGE
            lines = []
            for event in step.events:
                text = narrate(
                    event,
                    names,
                    fresh.letter,
                    after_build=after_build,
                    after_challenge=after_challenge,
                    you=you,
                )
                if text:
                    lines.append(LogLine(text, *self.mark(event)))
                self.follow(event)
                if isinstance(event, ev.TurnEnded):
                    self.story.worth.append(scores_of(fresh))
            log += self.story.told(step.index, lines)
        return log

    def follow(self, event: object) -> None:
        if isinstance(event, ev.TurnStarted):
            self._turn = (event.seat, event.turn + 1)
            self._turn_words, self._turn_bonus = [], 0
        elif isinstance(event, ev.WordScored):
            number = self._turn[1]
            best = self._best.get(event.seat)
            if best is None or event.money + event.stock > best[1] + best[2]:
                self._best[event.seat] = (event.word, event.money, event.stock, number)
            self._turn_words.append(event)
        elif isinstance(event, ev.ChallengeResolved) and event.valid:
            self._turn_bonus += 1
        elif isinstance(event, ev.TurnEnded) and self._turn_words:
            seat, number = self._turn
            money = sum(word.money for word in self._turn_words) + self._turn_bonus
            stock = sum(word.stock for word in self._turn_words)
            best_turn = self._best_turn.get(seat)
            if best_turn is None or money + stock > best_turn[1] + best_turn[2]:
                words = tuple(word.word for word in self._turn_words)
                self._best_turn[seat] = (words, money, stock, number)

    def forget(self) -> None:
        self._best, self._best_turn = {}, {}
        self._turn, self._turn_words, self._turn_bonus = (-1, 0), [], 0

    def humblest_actions(self, seat: int) -> Iterator[Action]:
        game = self.game
        phase = game.phase
        if phase is Phase.CHALLENGE:
            yield Respond(seat, False)
        elif phase is Phase.BUY:
            yield Buy(seat, None)
        elif phase is Phase.PENALTY:
            yield from (Discard(seat, (card,)) for card in game.hand(seat)[:1])
        else:
            yield Discard(seat, ())
        yield from legality.legal_actions(game)


def seat_of(event: object) -> int:
    """The seat an event is about, for the log's colour mark (-1: nobody's)."""
    if isinstance(event, ev.RoyaltyPaid):
        return event.owner
    if isinstance(event, ev.ChallengeRequested | ev.ChallengeResolved):
        return event.builder
    return event.seat if isinstance(event, ev.Seated) else -1

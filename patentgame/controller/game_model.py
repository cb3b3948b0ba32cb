"""`GameModel`: the live game behind signals. The only caller of ``Game.play()``.

Views and the AI runner never touch the engine's :class:`Game`: they read through this object's
query methods and change the game only through :meth:`GameModel.submit`. After every action each
engine event is re-emitted as a typed signal and as one :attr:`event_occurred` with a sentence
for the log, then :attr:`state_changed` tells every view to refresh.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from patentgame.controller.narration import narrate
from patentgame.controller.setup import GameSetup
from patentgame.model.errors import IllegalActionError
from patentgame.model.patent import events as ev
from patentgame.model.patent.actions import Action, Build
from patentgame.model.patent.errors import IllegalReason, describe
from patentgame.model.patent.patents import PATENT_COST

if TYPE_CHECKING:
    from patentgame.model.patent.game import Game, Phase


class GameModel(QObject):
    """Owns the live game; emits what happened.

    Signals carry plain Python values so they cross threads and reach tests unchanged.
    """

    game_started = Signal()
    state_changed = Signal()
    turn_started = Signal(int, int)  # seat, finished turns
    hand_changed = Signal(int)  # seat
    pool_changed = Signal()
    play_placed = Signal(int, list)  # seat, words
    challenge_requested = Signal(int, list)  # builder, responders
    challenge_resolved = Signal(
        int, int, bool, list, object
    )  # builder, challenger, valid, bad, payer
    play_rejected = Signal(int, list, bool)  # seat, invalid words, penalty
    word_scored = Signal(int, str, int, int, int, list)  # seat, word, money, stock, x, doublers
    royalty_paid = Signal(int, int, str, int)  # owner, builder, letter, amount
    patent_bought = Signal(int, str, int)  # seat, letter, cost
    final_round_started = Signal(int)  # seat
    deck_reshuffled = Signal(int)  # cards
    card_replaced = Signal(int, int, int)  # seat, old card, new card
    game_over = Signal(list)  # winners
    event_occurred = Signal(object, str)  # engine event, sentence for the log
    log_replaced = Signal(list)  # every sentence so far (a game was opened mid-way)
    action_refused = Signal(str)  # why, in words

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._setup: GameSetup | None = None
        self._wordlist: Any = None
        self._worth: list[tuple[int, ...]] = []
        self._best: dict[int, tuple[str, int, int]] = {}
        self._log: list[str] = []

    # -- starting ---------------------------------------------------------------------------------
    def start(self, setup: GameSetup, wordlist: Any, *, seed: int | None = None) -> None:
        """Start a new game of ``setup`` checked against ``wordlist``."""
        from patentgame.model.patent.game import Game, PlayerSpec

        specs = [PlayerSpec(seat.name, seat.kind) for seat in setup.seats]
        chosen = seed if seed is not None else setup.seed
        if chosen is None:
            import random

            chosen = random.SystemRandom().randrange(2**31)
        game = Game.new(specs, wordlist, setup.rules, seed=chosen, lexicon_id=setup.lexicon)
        self.adopt(game, setup, wordlist)

    def adopt(self, game: Game, setup: GameSetup | None, wordlist: Any) -> None:
        """Take over an existing ``game`` (a new one, or one loaded from a record)."""
        from patentgame.controller.setup import SeatSetup

        if setup is None:
            setup = GameSetup(
                tuple(SeatSetup(p.name, p.kind, i) for i, p in enumerate(game.players)),
                lexicon=game.lexicon_id,
                rules=game.rules,
                seed=game.seed,
            )
        self._game, self._setup, self._wordlist = game, setup, wordlist
        self._worth = [tuple(0 for _ in game.players)]
        self._best = {}
        self._log = []
        self.game_started.emit()
        if game.actions and self._retell(game):
            self.log_replaced.emit(list(self._log))
        else:
            # Game.new() reports nothing; the log still opens with whose turn it is.
            opening = ev.TurnStarted(game.current, game.turns)
            text = narrate(opening, self.names(), game.letter)
            self._log.append(text)
            self.event_occurred.emit(opening, text)
        self.state_changed.emit()

    def _retell(self, game: Game) -> bool:
        """Replay an opened game's actions on a fresh copy, to rebuild its log, the worth of
        every seat over the turns and the best words. False when that is not possible."""
        from patentgame.model.patent.game import Phase
        from patentgame.model.patent.replay import replay

        try:
            fresh = replay(game.record(), game.lexicon, until=0)
            names = self.names()
            opening = ev.TurnStarted(fresh.current, 0)
            self._log.append(narrate(opening, names, fresh.letter))
            for action in game.actions:
                after_build = fresh.phase is Phase.DISCARD
                for event in fresh.play(action):
                    text = narrate(event, names, fresh.letter, after_build=after_build)
                    if text:
                        self._log.append(text)
                    if isinstance(event, ev.WordScored):
                        self._note_best(event)
                    elif isinstance(event, ev.TurnEnded):
                        scores = tuple(fresh.score(s) for s in range(len(game.players)))
                        self._worth.append(scores)
        except (ValueError, KeyError) as error:  # a record the engine no longer accepts
            self._log = [f"(The story of this game cannot be retold: {error})"]
            self._worth = [tuple(0 for _ in game.players)]
            self._best = {}
            return True
        return True

    def _note_best(self, event: ev.WordScored) -> None:
        best = self._best.get(event.seat)
        if best is None or event.money + event.stock > best[1] + best[2]:
            self._best[event.seat] = (event.word, event.money, event.stock)

    # -- reading ----------------------------------------------------------------------------------
    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> Game:
        """The live game, for the composition root (saving, records). Views must not use it."""
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    @property
    def setup(self) -> GameSetup:
        if self._setup is None:
            raise RuntimeError("no game has been started")
        return self._setup

    @property
    def wordlist(self) -> Any:
        return self._wordlist

    @property
    def seats(self) -> int:
        return len(self.game.players)

    def name(self, seat: int) -> str:
        return self.game.players[seat].name

    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.game.players)

    def kind(self, seat: int) -> str:
        return self.game.players[seat].kind

    def is_human(self, seat: int) -> bool:
        return self.kind(seat) == "human"

    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.seats) if self.is_human(s))

    def colour(self, seat: int) -> int:
        """Colour index chosen for ``seat``."""
        seats = self.setup.seats
        return seats[seat].colour if seat < len(seats) else seat

    @property
    def phase(self) -> Phase:
        return self.game.phase

    @property
    def current(self) -> int:
        return self.game.current

    @property
    def to_act(self) -> tuple[int, ...]:
        return tuple(self.game.to_act)

    @property
    def turns(self) -> int:
        return self.game.turns

    @property
    def final_round(self) -> bool:
        return self.game.final_round

    @property
    def is_over(self) -> bool:
        return self.game.game_over

    @property
    def goal(self) -> int:
        return self.game.goal

    def hand(self, seat: int) -> tuple[int, ...]:
        return tuple(self.game.hand(seat))

    def pool(self) -> tuple[int, ...]:
        return tuple(self.game.pool)

    def letter(self, card: int) -> str:
        return self.game.letter(card)

    @property
    def deck_count(self) -> int:
        return self.game.deck_count

    @property
    def discard_count(self) -> int:
        return len(self.game.discard_pile)

    def top_discard(self) -> str:
        """Letter on top of the discard pile, or "" when it is empty."""
        pile = self.game.discard_pile
        return self.game.letter(pile[-1]) if pile else ""

    def money(self, seat: int) -> int:
        return self.game.money(seat)

    def stock(self, seat: int) -> int:
        return self.game.stock(seat)

    def patents_of(self, seat: int) -> tuple[str, ...]:
        return tuple(self.game.patents_of(seat))

    def owners(self) -> dict[str, int]:
        """Owner seat of every owned patent letter."""
        out: dict[str, int] = {}
        for seat in range(self.seats):
            for letter in self.game.patents_of(seat):
                out[letter] = seat
        return out

    def patent_value(self, seat: int) -> int:
        return self.game.patent_value(seat)

    def score(self, seat: int) -> int:
        return self.game.score(seat)

    def winners(self) -> tuple[int, ...]:
        return tuple(self.game.winners)

    def powers_of(self, seat: int) -> frozenset[str]:
        return frozenset(self.game.powers_of(seat))

    def can_replace(self, seat: int) -> bool:
        """Whether ``seat`` may use the Q power now."""
        return self.game.current == seat and self.game.can_replace

    def buyable_letters(self) -> tuple[str, ...]:
        from patentgame.model.patent.game import Phase

        if self.game.phase is not Phase.BUY:
            return ()
        return tuple(self.game.buyable_letters())

    @property
    def pending_play(self) -> Build | None:
        return self.game.pending_play

    @property
    def last_play(self) -> Build | None:
        return self.game.last_play

    @property
    def retries_left(self) -> int | None:
        return self.game.retries_left

    @property
    def rules(self) -> Any:
        return self.game.rules

    def reason(self, action: Action) -> IllegalReason | None:
        """Why the engine refuses ``action`` now, or ``None`` when it is legal."""
        return self.game.why_illegal(action)

    def why_illegal(self, action: Action) -> str | None:
        """The engine's reason against ``action`` in words, or ``None`` when it is legal."""
        reason = self.game.why_illegal(action)
        return None if reason is None else describe(reason)

    def preview(self, build: Build) -> Any:
        """What ``build`` would earn (``PlayPreview``) or why it is illegal (``IllegalReason``)."""
        return self.game.preview(build)

    def spell(self, build: Build) -> tuple[str, ...]:
        return tuple(self.game.spell(build))

    def perspective(self, seat: int) -> Any:
        """A snapshot of what ``seat`` may see, safe to hand to another thread."""
        return self.game.copy().perspective(seat)

    def fallback_action(self, seat: int) -> Action | None:
        """The humblest legal action for ``seat`` (pass, accept, buy nothing, keep all), used
        when a computer player fails, so a game never stalls."""
        from patentgame.model.patent.actions import Buy, Discard, Respond
        from patentgame.model.patent.game import Phase

        game = self.game
        if seat not in game.to_act:
            return None
        phase = game.phase
        candidates: list[Action] = []
        if phase is Phase.CHALLENGE:
            candidates.append(Respond(seat, False))
        elif phase is Phase.BUY:
            candidates.append(Buy(seat, None))
        elif phase is Phase.PENALTY:
            candidates += [Discard(seat, (card,)) for card in game.hand(seat)[:1]]
        else:
            candidates.append(Discard(seat, ()))
        for action in candidates:
            if game.why_illegal(action) is None:
                return action
        return next(iter(game.legal_actions()), None)

    def action_count(self) -> int:
        """How many actions have been played: a tag that changes with every state change."""
        return len(self.game.actions)

    def worth_history(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's score at the start and after each finished turn."""
        return tuple(self._worth)

    def best_word(self, seat: int) -> tuple[str, int, int] | None:
        """The word that earned ``seat`` most (word, money, stock), if any."""
        return self._best.get(seat)

    def log(self) -> tuple[str, ...]:
        return tuple(self._log)

    # -- changing ---------------------------------------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """Play ``action`` if the engine allows it; return why not (in words) otherwise.

        Humans and AIs both come through here, so every action is checked the same way.
        """
        if self._game is None:
            return "no game is running"
        reason = self._game.why_illegal(action)
        if reason is not None:
            text = describe(reason)
            self.action_refused.emit(text)
            return text
        from patentgame.model.patent.game import Phase

        after_build = self._game.phase is Phase.DISCARD
        try:
            events = self._game.play(action)
        except IllegalActionError as error:  # why_illegal and play disagree: report, not crash
            text = describe(error.reason)
            self.action_refused.emit(text)
            return text
        self._dispatch(events, after_build=after_build)
        self.state_changed.emit()
        return None

    def _dispatch(self, events: Sequence[ev.Event], *, after_build: bool = False) -> None:
        names = self.names()
        game = self.game
        for event in events:
            text = narrate(event, names, game.letter, after_build=after_build)
            if text:
                self._log.append(text)
            self._emit_typed(event)
            self.event_occurred.emit(event, text)

    def _emit_typed(self, event: ev.Event) -> None:
        if isinstance(event, ev.TurnStarted):
            self.turn_started.emit(event.seat, event.turn)
        elif isinstance(event, ev.PlayPlaced):
            self.play_placed.emit(event.seat, list(event.words))
        elif isinstance(event, ev.ChallengeRequested):
            self.challenge_requested.emit(event.builder, list(event.responders))
        elif isinstance(event, ev.ChallengeResolved):
            self.challenge_resolved.emit(
                event.builder,
                event.challenger,
                event.valid,
                list(event.invalid_words),
                event.payer,
            )
        elif isinstance(event, ev.PlayRejected):
            self.play_rejected.emit(event.seat, list(event.invalid_words), event.penalty)
        elif isinstance(event, ev.WordScored):
            self._note_best(event)
            self.word_scored.emit(
                event.seat,
                event.word,
                event.money,
                event.stock,
                event.multiplier,
                list(event.doublers),
            )
        elif isinstance(event, ev.RoyaltyPaid):
            self.royalty_paid.emit(event.owner, event.builder, event.letter, event.amount)
        elif isinstance(event, ev.PatentBought):
            self.patent_bought.emit(event.seat, event.letter, event.cost)
        elif isinstance(event, ev.FinalRoundStarted):
            self.final_round_started.emit(event.seat)
        elif isinstance(event, ev.DeckReshuffled):
            self.deck_reshuffled.emit(event.cards)
        elif isinstance(event, ev.CardReplaced):
            self.card_replaced.emit(event.seat, event.old, event.new)
            self.hand_changed.emit(event.seat)
            self.pool_changed.emit()
        elif isinstance(event, ev.PoolRefilled):
            self.pool_changed.emit()
        elif isinstance(event, ev.CardsDrawn | ev.CardsDiscarded):
            self.hand_changed.emit(event.seat)
        elif isinstance(event, ev.TurnEnded):
            self._worth.append(tuple(self.game.score(s) for s in range(self.seats)))
        elif isinstance(event, ev.GameOver):
            self.game_over.emit(list(event.winners))


def patent_cost(letter: str) -> int:
    """Cost of ``letter``'s patent (re-exported for views, which must not import the engine)."""
    return PATENT_COST[letter]

"""`Turns`: the patent game's turns, and the steps from one decision to the next.

A turn is a build (or a replacement, or a discard), the challenges to a placed play, the
scoring and royalties of an accepted one, the purchase of a patent, the optional discard and
the draw back to seven cards; the end of the final round ends the game. Each action is
followed by every step nobody has to decide until someone must act again;
:meth:`Turns.apply` runs them and says what happened.

The game (:class:`~patentgame.model.patent.game.PatentGame`) checks the action and keeps the
setup and the history; the :class:`~patentgame.model.patent.card_table.CardTable` moves cards
and the :class:`~patentgame.model.patent.ledger.Ledger` keeps the money and patents. This
module holds what the rules decide between them, which is why the state of the turn being
played lives here.
"""

from __future__ import annotations

from collections.abc import Iterable

from patentgame.model.lexicon import WordList
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build, Buy, Discard, Replace, Respond
from patentgame.model.patent.card_table import CardTable
from patentgame.model.patent.events import (
    CardReplaced,
    CardsDiscarded,
    ChallengeRequested,
    ChallengeResolved,
    Event,
    FinalRoundStarted,
    GameOver,
    PatentBought,
    PlayPlaced,
    PlayRejected,
    PurchaseDeclined,
    Responded,
    RoyaltyPaid,
    TurnEnded,
    TurnStarted,
    WordScored,
)
from patentgame.model.patent.ledger import Ledger
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.phases import Phase
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.model.patent.scoring import SpelledWord, royalties, score_play, winners
from patentgame.model.table_game import TableTurns, clockwise, slot_names

__all__ = ["Turns"]


class Turns(TableTurns[Phase]):
    """The turn being played and the steps that move the game on; the cards and the books
    it works on are the game's. The phase, the current seat, the turns finished and the
    winners are kept as every family playing in turns keeps them (:class:`TableTurns`)."""

    __slots__ = (
        "_acted",
        "_cards",
        "_final_round",
        "_last_play",
        "_last_turn_discard",
        "_ledger",
        "_lexicon",
        "_on_table",
        "_pending",
        "_played",
        "_responses",
        "_retries_left",
        "_rules",
        "_seats",
        "_start",
        "_to_act",
        "_turn_began",
    )

    _to_act: tuple[int, ...]
    _acted: bool  # the current player has replaced, built or discarded this turn
    _retries_left: int | None
    _pending: Build | None  # a placed play awaiting challenges
    _on_table: frozenset[int]  # the pending play's real cards
    _responses: dict[int, bool]
    _last_play: Build | None  # the accepted play of this turn
    _turn_began: int  # actions played when the current turn began
    _played: int  # actions applied so far

    def __init__(
        self,
        rules: RuleSet,
        seats: int,
        start: int,
        lexicon: WordList,
        cards: CardTable,
        ledger: Ledger,
        *,
        last_turn_discard: bool,
    ) -> None:
        """The turns of a game whose first turn is ``start``'s (call :meth:`begin` or
        :meth:`resume` next)."""
        self._rules = rules
        self._seats = seats
        self._start = start
        self._lexicon = lexicon
        self._cards = cards
        self._ledger = ledger
        self._last_turn_discard = last_turn_discard
        self._turns = 0
        self._played = 0
        self._final_round = False
        self._winners = ()

    def begin(self) -> None:
        """The game's first turn starts."""
        self._start_turn(self._start, [])

    def resume(
        self,
        phase: Phase,
        current: int,
        to_act: tuple[int, ...],
        turns: int,
        *,
        final_round: bool,
        can_replace: bool,
        retries_left: int | None,
        last_play: Build | None,
    ) -> None:
        """Pick up a turn seen from outside (an imagined game), at its start or its purchase."""
        self._phase = phase
        self._current = current
        self._to_act = to_act
        self._turns = turns
        self._final_round = final_round
        self._acted = phase is Phase.BUY or not can_replace
        self._retries_left = retries_left
        self._pending = None
        self._on_table = frozenset()
        self._responses = {}
        self._last_play = last_play
        self._turn_began = 0
        self._played = 0

    def copy(self, cards: CardTable, ledger: Ledger) -> Turns:
        """An independent copy working on ``cards`` and ``ledger`` (the copied game's)."""
        other = Turns.__new__(Turns)
        for name in slot_names(Turns):
            setattr(other, name, getattr(self, name))
        other._cards = cards
        other._ledger = ledger
        other._responses = self._responses.copy()
        return other

    def state_key(self) -> tuple[object, ...]:
        """The turn's state, comparable (for the game's equality)."""
        return (
            self._phase,
            self._current,
            self._to_act,
            self._turns,
            self._final_round,
            self._acted,
            self._retries_left,
            self._pending,
            tuple(sorted(self._responses.items())),
            self._last_play,
            self._winners,
        )

    # ---------------------------------------------------------------- reading

    @property
    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    @property
    def final_round(self) -> bool:
        return self._final_round

    @property
    def pending_play(self) -> Build | None:
        return self._pending

    @property
    def on_table(self) -> frozenset[int]:
        """The cards of the play awaiting challenges (out of the hands and the pool meanwhile)."""
        return self._on_table

    @property
    def last_play(self) -> Build | None:
        return self._last_play

    @property
    def retries_left(self) -> int | None:
        """Rebuilds left this turn after rejected plays (auto mode); ``None`` is unlimited."""
        return self._retries_left

    @property
    def last_turn_discard(self) -> bool:
        """Whether the game's last turn still offers the optional discard after a build."""
        return self._last_turn_discard

    @property
    def began_at(self) -> int:
        """How many actions had been played when the current turn began."""
        return self._turn_began

    @property
    def is_last(self) -> bool:
        """Whether the current turn is the game's last: the final round is on and the next
        player is the start player."""
        return (
            self._final_round
            and self._phase is not Phase.OVER
            and (self._current + 1) % self._seats == self._start
        )

    @property
    def can_replace(self) -> bool:
        """Whether the current player may still use the Q power this turn."""
        return (
            self._phase is Phase.BUILD
            and not self._acted
            and self._ledger.owner("Q") == self._current
        )

    def buyable_letters_for(self, seat: int) -> tuple[str, ...]:
        """Patents ``seat`` could buy after this turn's accepted play (empty without one)."""
        if self._last_play is None:
            return ()
        money = self._ledger.money(seat)
        return legality.buyable(self._played_letters(), self._ledger.owners, money)

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal ``action`` and every automatic step after it."""
        self._played += 1
        events: list[Event] = []
        if isinstance(action, Build):
            self._build(action, events)
        elif isinstance(action, Respond):
            self._respond(action, events)
        elif isinstance(action, Buy):
            self._buy(action, events)
        elif isinstance(action, Discard):
            self._discard(action, events)
        else:
            self._replace(action, events)
        return events

    def _replace(self, action: Replace, events: list[Event]) -> None:
        self._acted = True
        new, to_pool = self._cards.replace(action.seat, action.card, events)
        events.append(CardReplaced(action.seat, action.card, new, to_pool))

    def _build(self, build: Build, events: list[Event]) -> None:
        self._acted = True
        spelled = legality.spell(build, self._cards.letter)
        words = tuple(word.letters for word in spelled)
        events.append(PlayPlaced(build.seat, words))
        if self._rules.challenge is ChallengeMode.MANUAL:
            responders = clockwise(build.seat, self._seats, including_first=False)
            self._phase = Phase.CHALLENGE
            self._pending = build
            self._on_table = frozenset(build.real_cards())
            self._responses = {}
            self._to_act = responders
            events.append(ChallengeRequested(build.seat, responders))
            return
        invalid = self._invalid_words(words)
        if not invalid:
            self._accept(build, events, spelled)
            return
        retries = self._retries_left
        if retries is None or retries > 0:
            self._retries_left = None if retries is None else retries - 1
            events.append(PlayRejected(build.seat, invalid, self._retries_left, penalty=False))
        else:
            events.append(PlayRejected(build.seat, invalid, 0, penalty=True))
            self._phase = Phase.PENALTY

    def _respond(self, action: Respond, events: list[Event]) -> None:
        """An answer to the placed play; once all are in, the first challenger clockwise from
        the builder (if any) has its words checked."""
        self._responses[action.seat] = action.challenge
        self._to_act = tuple(seat for seat in self._to_act if seat != action.seat)
        events.append(Responded(action.seat, action.challenge))
        if self._to_act:
            return
        build = self._pending
        assert build is not None
        builder = build.seat
        challengers = [
            seat
            for seat in clockwise(builder, self._seats, including_first=False)
            if self._responses.get(seat)
        ]
        self._pending = None
        self._on_table = frozenset()
        self._responses = {}
        self._to_act = (builder,)
        if not challengers:
            self._accept(build, events)
            return
        challenger = challengers[0]
        spelled = legality.spell(build, self._cards.letter)
        invalid = self._invalid_words(word.letters for word in spelled)
        if invalid:
            events.append(ChallengeResolved(builder, challenger, False, invalid, None))
            events.append(PlayRejected(builder, invalid, 0, penalty=True))
            self._phase = Phase.PENALTY
            return
        payer = self._ledger.pay_challenge(challenger, builder)
        events.append(ChallengeResolved(builder, challenger, True, (), payer))
        self._accept(build, events)

    def _accept(
        self,
        build: Build,
        events: list[Event],
        spelled: tuple[SpelledWord, ...] | None = None,
    ) -> None:
        """Score an accepted play, pay royalties, then offer the purchase."""
        seat = build.seat
        self._cards.play_out(seat, build.real_cards())
        if spelled is None:
            spelled = legality.spell(build, self._cards.letter)
        earnings = score_play(spelled, self._ledger.powers_of(seat), self._rules.doublers)
        for word, earned in zip(spelled, earnings, strict=True):
            self._ledger.earn(seat, earned.money, earned.stock)
            events.append(
                WordScored(
                    seat,
                    word.letters,
                    earned.money,
                    earned.stock,
                    earned.multiplier,
                    earned.doublers,
                )
            )
        letters = [self._cards.letter(card) for card in build.real_cards()]
        for owner, per_letter in royalties(letters, self._ledger.owners, seat).items():
            for letter, amount in per_letter.items():
                self._ledger.earn(owner, amount)
                events.append(RoyaltyPaid(owner, seat, letter, amount))
        self._last_play = build
        if self.buyable_letters_for(seat):
            self._phase = Phase.BUY
            self._to_act = (seat,)
        else:
            self._after_buy(events)

    def _buy(self, action: Buy, events: list[Event]) -> None:
        seat = action.seat
        letter = action.letter
        if letter is None:
            events.append(PurchaseDeclined(seat))
        else:
            cost = PATENT_COST[letter]
            self._ledger.buy_patent(seat, letter, cost)
            events.append(PatentBought(seat, letter, cost))
            value = self._ledger.patent_value(seat)
            owned = len(self._ledger.patents_of(seat))
            enough = owned >= self._rules.min_patents_for(self._seats)
            if not self._final_round and value >= self._rules.goal_for(self._seats) and enough:
                self._final_round = True
                events.append(FinalRoundStarted(seat, value))
        self._after_buy(events)

    def _after_buy(self, events: list[Event]) -> None:
        """Refill the pool, discard the played cards, then the optional discard or the draw."""
        seat = self._current
        self._cards.refill_pool(events)
        assert self._last_play is not None
        self._cards.to_discard_pile(self._last_play.real_cards())
        skip = not self._last_turn_discard and self.is_last
        if self._cards.has_cards(seat) and not skip:
            self._phase = Phase.DISCARD
            self._to_act = (seat,)
        else:
            self._cards.draw_back(seat, events)
            self._end_turn(events)

    def _discard(self, action: Discard, events: list[Event]) -> None:
        seat = action.seat
        penalty = self._phase is Phase.PENALTY
        self._acted = True
        self._cards.discard(seat, action.cards)
        events.append(CardsDiscarded(seat, action.cards, penalty))
        self._cards.draw_back(seat, events)
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        seat = self._current
        events.append(TurnEnded(seat))
        self._turns += 1
        following = (seat + 1) % self._seats
        if self._final_round and following == self._start:
            self._phase = Phase.OVER
            self._to_act = ()
            self._last_play = None
            seats = range(self._seats)
            scores = tuple(self._ledger.score(s) for s in seats)
            self._winners = winners(scores, [self._ledger.patent_value(s) for s in seats])
            events.append(GameOver(self._winners, scores))
            return
        self._start_turn(following, events)

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self._phase = Phase.BUILD
        self._current = seat
        self._to_act = (seat,)
        self._acted = False
        self._turn_began = self._played
        self._retries_left = self._rules.retries
        self._pending = None
        self._on_table = frozenset()
        self._responses = {}
        self._last_play = None
        events.append(TurnStarted(seat, self._turns))

    def _played_letters(self) -> set[str]:
        assert self._last_play is not None
        return {self._cards.letter(card) for card in self._last_play.real_cards()}

    def _invalid_words(self, words: Iterable[str]) -> tuple[str, ...]:
        return tuple(word for word in words if word.lower() not in self._lexicon)

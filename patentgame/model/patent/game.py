"""`Game`: the phase machine of the patent game.

State changes only through :meth:`Game.play`, which validates the action, applies it and every
automatic step that follows (scoring, royalties, refills, draws, reshuffles, the end of the turn)
and reports them as events. All randomness comes from the game's own seeded generator, so the
setup and the list of actions are the whole game (RECORD.md).

>>> from patentgame.model.patent.actions import Slot
>>> words = {"cat", "act"}
>>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], words, deck=DEMO_DECK, start=0)
>>> game.phase, game.to_act, [game.letter(card) for card in game.hand(0)]
(<Phase.BUILD: 'build'>, (0,), ['C', 'A', 'T', 'E', 'E', 'E', 'E'])
>>> events = game.play(Build(0, ((Slot.card_of(0), Slot.card_of(1), Slot.card_of(2)),)))
>>> game.phase, game.to_act
(<Phase.CHALLENGE: 'challenge'>, (1,))
>>> _ = game.play(Respond(1, challenge=False))
>>> game.money(0), game.phase
(1, <Phase.DISCARD: 'discard'>)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model import randomness
from patentgame.model.errors import LexiconError
from patentgame.model.json_types import JsonObject
from patentgame.model.lexicon import DEFAULT_LIST, WordList, spells_a_to_z
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build, Buy, Discard, Replace, Respond
from patentgame.model.patent.cards import (
    CANONICAL_DECK,
    DECK_SIZE,
    HAND_SIZE,
    POOL_SIZE,
    cut_for_start,
    is_standard_deck,
    shuffled_deck,
)
from patentgame.model.patent.errors import IllegalActionError, IllegalReason
from patentgame.model.patent.events import (
    CardReplaced,
    CardsDiscarded,
    CardsDrawn,
    ChallengeRequested,
    ChallengeResolved,
    DeckReshuffled,
    Event,
    FinalRoundStarted,
    GameOver,
    PatentBought,
    PlayPlaced,
    PlayRejected,
    PoolRefilled,
    PurchaseDeclined,
    Responded,
    RoyaltyPaid,
    TurnEnded,
    TurnStarted,
    WordScored,
)
from patentgame.model.patent.patents import PATENT_COST, patents_owned, powers_owned, value_owned
from patentgame.model.patent.phases import Phase as Phase  # re-exported: Phase is part of this API
from patentgame.model.patent.rules import MAX_PLAYERS, MIN_PLAYERS, ChallengeMode, RuleSet
from patentgame.model.patent.scoring import (
    SpelledWord,
    WordEarnings,
    final_score,
    royalties,
    score_play,
    winners,
)
from patentgame.model.problems import Fault, Problem
from patentgame.model.randomness import RandomState
from patentgame.model.seats import PlayerSpec as PlayerSpec  # re-exported: part of this API

if TYPE_CHECKING:
    # Imported where used: a new game's start needs neither (neither imports this module).
    from patentgame.model.patent.perspective import Perspective
    from patentgame.model.patent.record import Record


def deck_starting_with(top: str) -> str:
    """A standard deck whose top cards spell ``top``, the rest in alphabetical order.

    Handy for examples and tests: with two players, seat 0 is dealt ``top[:7]``.

    >>> deck_starting_with("CAT")[:5]
    'CATAA'
    """
    rest = list(CANONICAL_DECK)
    for letter in top:
        rest.remove(letter)
    return top + "".join(rest)


DEMO_DECK = deck_starting_with("CATEEEE")

#: Events that bring news to the table, or end a turn: an action that caused one can no longer
#: be taken back freely (see :attr:`Game.settled_actions`). A placed play awaiting its
#: challenges, or a purchase that needs no new pool card, brings none.
_NEWS = (
    CardsDrawn,
    PoolRefilled,
    CardReplaced,
    DeckReshuffled,
    Responded,
    ChallengeResolved,
    PlayRejected,
    WordScored,
    TurnEnded,
)

HOLE = -1  # an empty place in a hand or the pool, filled by the next draw


@dataclass(frozen=True, slots=True)
class PlayPreview:
    """What a well-formed build would earn if accepted, for the "what this play earns" display."""

    words: tuple[str, ...]
    earnings: tuple[WordEarnings, ...]
    royalties: dict[int, dict[str, int]]
    in_wordlist: tuple[bool, ...]

    @property
    def money(self) -> int:
        return sum(e.money for e in self.earnings)

    @property
    def stock(self) -> int:
        return sum(e.stock for e in self.earnings)


class PatentGame:
    """A game in progress: setup, the actions so far, and the state they lead to."""

    __slots__ = (
        "_acted",
        "_actions",
        "_current",
        "_deck",
        "_deck_order",
        "_discard",
        "_final_round",
        "_hands",
        "_last_play",
        "_last_turn_discard",
        "_lexicon",
        "_lexicon_id",
        "_money",
        "_on_table",
        "_owners",
        "_pending",
        "_phase",
        "_players",
        "_pool",
        "_rated",
        "_responses",
        "_retries_left",
        "_rng_state",
        "_rules",
        "_seed",
        "_settled",
        "_start",
        "_stock",
        "_to_act",
        "_turn_began",
        "_turns",
        "_winners",
    )

    _players: tuple[PlayerSpec, ...]
    _rules: RuleSet
    _lexicon: WordList
    _lexicon_id: str
    _seed: int
    _deck_order: str
    _start: int
    _rng_state: RandomState
    _actions: list[Action]
    _deck: list[int]  # the draw pile; its top card is the last element
    _discard: list[int]
    _hands: list[list[int]]  # hand order, with HOLE for a card that left this turn
    _pool: list[int]
    _money: list[int]
    _stock: list[int]
    _owners: dict[str, int]
    _phase: Phase
    _current: int
    _to_act: tuple[int, ...]
    _turns: int
    _final_round: bool
    _acted: bool  # the current player has replaced, built or discarded this turn
    _retries_left: int | None
    _pending: Build | None  # a placed play awaiting challenges
    _on_table: frozenset[int]  # the pending play's real cards
    _responses: dict[int, bool]
    _last_play: Build | None  # the accepted play of this turn
    _winners: tuple[int, ...]
    _rated: bool  # counts for the players' ratings (RECORD.md's optional ``rated`` key)
    _last_turn_discard: bool  # the game's last turn offers the optional discard (v1 records)
    _settled: int  # actions before this index revealed something or ended a turn
    _turn_began: int  # actions played when the current turn began

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        players: Sequence[PlayerSpec],
        lexicon: WordList,
        rules: RuleSet | None = None,
        *,
        seed: int = 0,
        deck: str | None = None,
        start: int | None = None,
        lexicon_id: str = DEFAULT_LIST,
        rated: bool = True,
        last_turn_discard: bool = True,
    ) -> PatentGame:
        """Set up a game: cut for the start player, shuffle, deal 7 cards each and 3 to the pool.

        The generator always draws the cut, then the shuffle, whether or not ``start`` and
        ``deck`` are given, so a saved game (which records both) replays with the same reshuffles.

        ``rated`` false marks a game that does not count for ratings. ``last_turn_discard``
        false skips the optional discard after a build on the game's last turn, where it can
        change nothing (the app's games); true keeps the phases of RECORD.md v1, which every
        record without the key was played under.

        Raises:
            ValueError: not 2 to 5 players, a deck that is not the 102 cards, a bad start seat.
            LexiconError: the word list spells words with letters other than A to Z, which no
                hand of cards can spell (a ``ValueError`` too).
        """
        if not spells_a_to_z(lexicon):
            raise LexiconError(Problem(Fault.LEXICON_NOT_A_TO_Z, lexicon=lexicon_id))
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if deck is not None and not is_standard_deck(deck):
            raise ValueError("the deck must hold exactly the 102 cards of the letter factory")
        if start is not None and not 0 <= start < len(players):
            raise ValueError("the start seat must be one of the players")
        rng = randomness.generator(seed)
        cut = cut_for_start(len(players), rng)
        shuffled = shuffled_deck(rng)
        game = cls.__new__(cls)
        game._players = tuple(players)
        game._rules = rules if rules is not None else RuleSet()
        game._lexicon = lexicon
        game._lexicon_id = lexicon_id
        game._seed = seed
        game._deck_order = deck if deck is not None else shuffled
        game._start = start if start is not None else cut
        game._rng_state = rng.getstate()
        game._actions = []
        game._deck = list(range(DECK_SIZE - 1, -1, -1))
        game._discard = []
        game._hands = [[game._deck.pop() for _ in range(HAND_SIZE)] for _ in players]
        game._pool = [game._deck.pop() for _ in range(POOL_SIZE)]
        game._money = [0] * len(players)
        game._stock = [0] * len(players)
        game._owners = {}
        game._turns = 0
        game._final_round = False
        game._winners = ()
        game._rated = rated
        game._last_turn_discard = last_turn_discard
        game._settled = 0
        game._start_turn(game._start, [])
        return game

    # ------------------------------------------------------------ public state

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        return self._players

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def lexicon(self) -> WordList:
        """The word list the game is checked against."""
        return self._lexicon

    @property
    def lexicon_id(self) -> str:
        """Id of the word list the game is checked against (the record's ``lexicon``)."""
        return self._lexicon_id

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def rated(self) -> bool:
        """Whether the game counts for the players' ratings."""
        return self._rated

    @property
    def last_turn_discard(self) -> bool:
        """Whether the game's last turn still offers the optional discard after a build."""
        return self._last_turn_discard

    @property
    def is_last_turn(self) -> bool:
        """Whether the current turn is the game's last: the final round is on and the next
        player is the start player."""
        return (
            self._final_round
            and self._phase is not Phase.OVER
            and (self._current + 1) % len(self._players) == self._start
        )

    @property
    def turn_began_at(self) -> int:
        """How many actions had been played when the current turn began."""
        return self._turn_began

    @property
    def settled_actions(self) -> int:
        """How many of the first actions can no longer be taken back freely: each of them, or
        one after it, revealed something (drawn cards, a refilled pool, a replacement card, an
        answer to a challenge or the automatic check) or ended a turn. The actions after them
        are the current player's, in the current turn, and revealed nothing.

        >>> from patentgame.model.patent.actions import Slot
        >>> seats = [PlayerSpec("Ann"), PlayerSpec("Bob")]
        >>> game = PatentGame.new(seats, {"cat"}, deck=DEMO_DECK, start=0)
        >>> _ = game.play(Build(0, ((Slot.card_of(0), Slot.card_of(1), Slot.card_of(2)),)))
        >>> game.action_count, game.settled_actions  # the play awaits its challenges
        (1, 0)
        >>> _ = game.play(Respond(1, challenge=False))
        >>> game.action_count, game.settled_actions  # Bob's answer is news
        (2, 2)
        """
        return self._settled

    @property
    def deck_order(self) -> str:
        """The initial deck order: card ``i`` has letter ``deck_order[i]``."""
        return self._deck_order

    def letter(self, card: int) -> str:
        """The letter of ``card``."""
        return self._deck_order[card]

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self._current

    @property
    def start(self) -> int:
        return self._start

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats that may act now (the responders, clockwise from the builder, in a challenge)."""
        return self._to_act

    @property
    def turns(self) -> int:
        """Finished turns."""
        return self._turns

    @property
    def final_round(self) -> bool:
        return self._final_round

    @property
    def game_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def goal(self) -> int:
        """Patent value that triggers the final round."""
        return self._rules.goal_for(len(self._players))

    @property
    def retries_left(self) -> int | None:
        """Rebuilds left this turn after rejected plays (auto mode); ``None`` is unlimited."""
        return self._retries_left

    @property
    def can_replace(self) -> bool:
        """Whether the current player may still use the Q power this turn."""
        return (
            self._phase is Phase.BUILD
            and not self._acted
            and self._owners.get("Q") == self._current
        )

    def hand(self, seat: int) -> tuple[int, ...]:
        """Cards in ``seat``'s hand, in hand order (cards placed on the table excluded)."""
        on_table = self._on_table
        return tuple(c for c in self._hands[seat] if c != HOLE and c not in on_table)

    @property
    def pool(self) -> tuple[int, ...]:
        """Face-up pool cards (cards placed on the table excluded)."""
        on_table = self._on_table
        return tuple(c for c in self._pool if c != HOLE and c not in on_table)

    @property
    def deck_count(self) -> int:
        return len(self._deck)

    @property
    def discard_pile(self) -> tuple[int, ...]:
        """The discard pile, oldest first. It is public: played and discarded cards are seen."""
        return tuple(self._discard)

    def money(self, seat: int) -> int:
        return self._money[seat]

    def stock(self, seat: int) -> int:
        return self._stock[seat]

    def owner(self, letter: str) -> int | None:
        """The seat owning ``letter``'s patent, if any."""
        return self._owners.get(letter)

    @property
    def owners(self) -> dict[str, int]:
        """Every owned patent letter and its owner's seat (a copy)."""
        return dict(self._owners)

    def patents_of(self, seat: int) -> tuple[str, ...]:
        """Letters of ``seat``'s patents, alphabetically."""
        return patents_owned(self._owners, seat)

    def powers_of(self, seat: int) -> frozenset[str]:
        """Letters of the patents with a special power that ``seat`` owns."""
        return powers_owned(self._owners, seat)

    def patent_value(self, seat: int) -> int:
        return value_owned(self._owners, seat)

    def score(self, seat: int) -> int:
        """Money + stock + patent value."""
        return final_score(self._money[seat], self._stock[seat], self.patents_of(seat))

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning seats once the game is over (empty before)."""
        return self._winners

    @property
    def pending_play(self) -> Build | None:
        """The play placed and awaiting challenges (CHALLENGE phase)."""
        return self._pending

    @property
    def last_play(self) -> Build | None:
        """This turn's accepted play, while its turn lasts (BUY and DISCARD phases)."""
        return self._last_play

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action played so far."""
        return tuple(self._actions)

    @property
    def action_count(self) -> int:
        return len(self._actions)

    def buyable_letters(self) -> tuple[str, ...]:
        """Patents the current player may buy now (BUY phase), alphabetically."""
        if self._phase is not Phase.BUY or self._last_play is None:
            return ()
        return legality.buyable(self._played_letters(), self._owners, self._money[self._current])

    # --------------------------------------------------------------- checking

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """Why ``action`` is refused now, or ``None`` when it is legal."""
        return legality.action_error(self, action)

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def legal_actions(self) -> Iterator[Action]:
        """Every legal action now except builds (there are too many; the AI searches them).

        Discards are every subset of the hand (the empty one is a pass); the penalty is one card.
        """
        phase = self._phase
        seat = self._current
        if phase is Phase.CHALLENGE:
            for responder in self._to_act:
                yield Respond(responder, challenge=False)
                yield Respond(responder, challenge=True)
            return
        if phase is Phase.BUY:
            yield Buy(seat, None)
            for letter in self.buyable_letters():
                yield Buy(seat, letter)
            return
        if phase is Phase.PENALTY:
            for card in self.hand(seat):
                yield Discard(seat, (card,))
            return
        if phase is Phase.BUILD and self.can_replace:
            places = self.hand(seat) + (self.pool if self._rules.q_replace_from_pool else ())
            for card in places:
                yield Replace(seat, card)
        if phase in (Phase.BUILD, Phase.DISCARD):
            hand = self.hand(seat)
            for size in range(len(hand) + 1):
                for cards in itertools.combinations(hand, size):
                    yield Discard(seat, cards)

    def spell(self, build: Build) -> tuple[str, ...]:
        """The words a build spells, in capitals (for a build whose cards all exist)."""
        return tuple(word.letters for word in legality.spell(build, self.letter))

    def preview(self, build: Build) -> PlayPreview | IllegalReason:
        """What ``build`` would earn and pay in royalties, or why it is illegal now."""
        reason = self.why_illegal(build)
        if reason is not None:
            return reason
        spelled = legality.spell(build, self.letter)
        earnings = score_play(spelled, self.powers_of(build.seat), self._rules.doublers)
        letters = [self.letter(card) for card in build.real_cards()]
        return PlayPreview(
            words=tuple(word.letters for word in spelled),
            earnings=earnings,
            royalties=royalties(letters, self._owners, build.seat),
            in_wordlist=tuple(word.letters.lower() in self._lexicon for word in spelled),
        )

    # ---------------------------------------------------------------- playing

    def play(self, action: Action) -> tuple[Event, ...]:
        """Validate and apply ``action`` and every automatic step after it.

        Raises:
            IllegalActionError: the action is illegal now (the reason says why).
        """
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason, action)
        events: list[Event] = []
        self._actions.append(action)
        if isinstance(action, Build):
            self._build(action, events)
        elif isinstance(action, Respond):
            self._respond(action, events)
        elif isinstance(action, Buy):
            self._buy(action, events)
        elif isinstance(action, Discard):
            self._discard_cards(action, events)
        else:
            self._replace(action, events)
        if any(isinstance(event, _NEWS) for event in events):
            self._settled = len(self._actions)
        return tuple(events)

    def _replace(self, action: Replace, events: list[Event]) -> None:
        self._acted = True
        card = action.card
        place = self._pool if card in self._pool else self._hands[action.seat]
        index = place.index(card)
        self._discard.append(card)
        new = self._draw(events)
        place[index] = HOLE if new is None else new
        events.append(
            CardReplaced(action.seat, card, HOLE if new is None else new, place is self._pool)
        )

    def _build(self, build: Build, events: list[Event]) -> None:
        self._acted = True
        spelled = legality.spell(build, self.letter)
        words = tuple(word.letters for word in spelled)
        events.append(PlayPlaced(build.seat, words))
        if self._rules.challenge is ChallengeMode.MANUAL:
            n = len(self._players)
            responders = tuple((build.seat + step) % n for step in range(1, n))
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
        self._responses[action.seat] = action.challenge
        self._to_act = tuple(seat for seat in self._to_act if seat != action.seat)
        events.append(Responded(action.seat, action.challenge))
        if self._to_act:
            return
        build = self._pending
        assert build is not None
        builder = build.seat
        n = len(self._players)
        challengers = [
            seat
            for seat in ((builder + step) % n for step in range(1, n))
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
        invalid = self._invalid_words(self.spell(build))
        if invalid:
            events.append(ChallengeResolved(builder, challenger, False, invalid, None))
            events.append(PlayRejected(builder, invalid, 0, penalty=True))
            self._phase = Phase.PENALTY
            return
        payer: int | None = challenger if self._money[challenger] > 0 else None
        if payer is not None:
            self._money[payer] -= 1
        self._money[builder] += 1
        events.append(ChallengeResolved(builder, challenger, True, (), payer))
        self._accept(build, events)

    def _accept(
        self, build: Build, events: list[Event], spelled: tuple[SpelledWord, ...] | None = None
    ) -> None:
        """Score an accepted play, pay royalties, then offer the purchase."""
        seat = build.seat
        real = set(build.real_cards())
        self._hands[seat] = [HOLE if c in real else c for c in self._hands[seat]]
        self._pool = [HOLE if c in real else c for c in self._pool]
        if spelled is None:
            spelled = legality.spell(build, self.letter)
        earnings = score_play(spelled, self.powers_of(seat), self._rules.doublers)
        for word, earned in zip(spelled, earnings, strict=True):
            self._money[seat] += earned.money
            self._stock[seat] += earned.stock
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
        deck = self._deck_order
        letters = [deck[card] for card in build.real_cards()]
        for owner, per_letter in royalties(letters, self._owners, seat).items():
            for letter, amount in per_letter.items():
                self._money[owner] += amount
                events.append(RoyaltyPaid(owner, seat, letter, amount))
        self._last_play = build
        if self.buyable_letters_for(seat):
            self._phase = Phase.BUY
            self._to_act = (seat,)
        else:
            self._after_buy(events)

    def buyable_letters_for(self, seat: int) -> tuple[str, ...]:
        """Patents ``seat`` could buy after this turn's accepted play (empty without one)."""
        if self._last_play is None:
            return ()
        return legality.buyable(self._played_letters(), self._owners, self._money[seat])

    def _buy(self, action: Buy, events: list[Event]) -> None:
        seat = action.seat
        letter = action.letter
        if letter is None:
            events.append(PurchaseDeclined(seat))
        else:
            cost = PATENT_COST[letter]
            self._owners[letter] = seat
            self._money[seat] -= cost
            events.append(PatentBought(seat, letter, cost))
            value = self.patent_value(seat)
            enough = len(self.patents_of(seat)) >= self._rules.min_patents_for(len(self._players))
            if not self._final_round and value >= self.goal and enough:
                self._final_round = True
                events.append(FinalRoundStarted(seat, value))
        self._after_buy(events)

    def _after_buy(self, events: list[Event]) -> None:
        """Refill the pool, discard the played cards, then the optional discard or the draw."""
        seat = self._current
        refill = []
        for index, card in enumerate(self._pool):
            if card == HOLE:
                new = self._draw(events)
                if new is not None:
                    self._pool[index] = new
                    refill.append(new)
        self._pool = [card for card in self._pool if card != HOLE]
        if refill:
            events.append(PoolRefilled(tuple(refill)))
        assert self._last_play is not None
        self._discard.extend(self._last_play.real_cards())
        skip = not self._last_turn_discard and self.is_last_turn
        if self._live_hand(seat) and not skip:
            self._phase = Phase.DISCARD
            self._to_act = (seat,)
        else:
            self._draw_back(seat, events)
            self._end_turn(events)

    def _discard_cards(self, action: Discard, events: list[Event]) -> None:
        seat = action.seat
        penalty = self._phase is Phase.PENALTY
        self._acted = True
        chosen = set(action.cards)
        self._hands[seat] = [HOLE if c in chosen else c for c in self._hands[seat]]
        self._discard.extend(action.cards)
        events.append(CardsDiscarded(seat, action.cards, penalty))
        self._draw_back(seat, events)
        self._end_turn(events)

    def _draw(self, events: list[Event]) -> int | None:
        """The top card of the deck, reshuffling the discard pile into a new deck when empty."""
        if not self._deck:
            if not self._discard:
                return None
            pile = self._discard
            _, self._rng_state = randomness.drawing(self._rng_state, lambda rng: rng.shuffle(pile))
            self._deck = pile
            self._discard = []
            events.append(DeckReshuffled(len(pile)))
        return self._deck.pop()

    def _draw_back(self, seat: int, events: list[Event]) -> None:
        """Fill the hand's empty places in order, then up to 7 cards."""
        hand = self._hands[seat]
        drawn = []
        for index, card in enumerate(hand):
            if card == HOLE:
                new = self._draw(events)
                if new is None:
                    break
                hand[index] = new
                drawn.append(new)
        live = [card for card in hand if card != HOLE]
        while len(live) < HAND_SIZE:
            new = self._draw(events)
            if new is None:
                break
            live.append(new)
            drawn.append(new)
        self._hands[seat] = live
        if drawn:
            events.append(CardsDrawn(seat, tuple(drawn)))

    def _end_turn(self, events: list[Event]) -> None:
        seat = self._current
        events.append(TurnEnded(seat))
        self._turns += 1
        following = (seat + 1) % len(self._players)
        if self._final_round and following == self._start:
            self._phase = Phase.OVER
            self._to_act = ()
            self._last_play = None
            seats = range(len(self._players))
            scores = tuple(self.score(s) for s in seats)
            self._winners = winners(scores, [self.patent_value(s) for s in seats])
            events.append(GameOver(self._winners, scores))
            return
        self._start_turn(following, events)

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self._phase = Phase.BUILD
        self._current = seat
        self._to_act = (seat,)
        self._acted = False
        self._turn_began = len(self._actions)
        self._retries_left = self._rules.retries
        self._pending = None
        self._on_table = frozenset()
        self._responses = {}
        self._last_play = None
        events.append(TurnStarted(seat, self._turns))

    # ---------------------------------------------------------------- helpers

    def _live_hand(self, seat: int) -> set[int]:
        return {c for c in self._hands[seat] if c != HOLE}

    def _played_letters(self) -> set[str]:
        assert self._last_play is not None
        return {self.letter(card) for card in self._last_play.real_cards()}

    def _invalid_words(self, words: Iterable[str]) -> tuple[str, ...]:
        return tuple(word for word in words if word.lower() not in self._lexicon)

    # ------------------------------------------------------ copies and views

    @classmethod
    def imagined(
        cls,
        view: Perspective,
        lexicon: WordList,
        deck_order: str,
        hands: Sequence[Sequence[int]],
        deck: Sequence[int],
        seed: int,
    ) -> PatentGame:
        """A game in the position ``view`` shows, with its hidden cards placed as guessed.

        A player that looks ahead cannot see the other hands or the deck, so it plays its
        guesses out on games like this one: ``deck_order`` gives every card a letter (the
        visible ones as ``view`` shows them), ``hands`` every seat's hand (``view``'s seat's
        own as it is), ``deck`` the draw pile (its top card last). Later reshuffles draw from
        ``seed``. The game has no history: its record starts here and does not replay.

        Only the start of a turn and the purchase after a build can be imagined (a challenge
        in progress depends on answers a seat does not see).

        Raises:
            ValueError: ``view`` is in another phase, or the cards do not add up to the deck.
        """
        if view.phase not in (Phase.BUILD, Phase.BUY):
            raise ValueError(f"a game cannot be imagined in its {view.phase.value} phase")
        if not is_standard_deck(deck_order):
            raise ValueError("the deck must hold exactly the 102 cards of the letter factory")
        placed = [*itertools.chain.from_iterable(hands), *view.pool, *view.discard_pile, *deck]
        if view.last_play is not None:
            placed += view.last_play.real_cards()
        if sorted(placed) != list(range(DECK_SIZE)):
            raise ValueError("the hands, pool, piles and play must hold every card once")
        game = cls.__new__(cls)
        game._players = view.players
        game._rules = view.rules
        game._lexicon = lexicon
        game._lexicon_id = view.lexicon_id
        game._seed = seed
        game._deck_order = deck_order
        game._start = view.start
        game._rng_state = randomness.generator(seed).getstate()
        game._actions = []
        game._deck = list(deck)
        game._discard = list(view.discard_pile)
        game._hands = [list(hand) for hand in hands]
        game._pool = list(view.pool)
        if view.phase is Phase.BUY:
            # The played cards left holes that the end of the turn fills.
            game._hands[view.current] += [HOLE] * (HAND_SIZE - len(view.own_hand))
            game._pool += [HOLE] * (POOL_SIZE - len(view.pool))
        game._money = list(view.money_by_seat)
        game._stock = list(view.stock_by_seat)
        game._owners = dict(view.owners)
        game._phase = view.phase
        game._current = view.current
        game._to_act = view.to_act
        game._turns = view.turns
        game._final_round = view.final_round
        game._acted = view.phase is Phase.BUY or not view.can_replace
        game._retries_left = view.retries_left
        game._pending = None
        game._on_table = frozenset()
        game._responses = {}
        game._last_play = view.last_play
        game._winners = ()
        game._rated = False  # a guess, never a game anyone is rated on
        game._last_turn_discard = view.last_turn_discard
        game._settled = 0  # no history: nothing before this position can be taken back
        game._turn_began = 0
        return game

    def copy(self) -> PatentGame:
        """An independent copy (the word list and setup values are shared: they never change)."""
        other = PatentGame.__new__(PatentGame)
        other._players = self._players
        other._rules = self._rules
        other._lexicon = self._lexicon
        other._lexicon_id = self._lexicon_id
        other._seed = self._seed
        other._deck_order = self._deck_order
        other._start = self._start
        other._rng_state = self._rng_state
        other._actions = self._actions.copy()
        other._deck = self._deck.copy()
        other._discard = self._discard.copy()
        other._hands = [hand.copy() for hand in self._hands]
        other._pool = self._pool.copy()
        other._money = self._money.copy()
        other._stock = self._stock.copy()
        other._owners = self._owners.copy()
        other._phase = self._phase
        other._current = self._current
        other._to_act = self._to_act
        other._turns = self._turns
        other._final_round = self._final_round
        other._acted = self._acted
        other._retries_left = self._retries_left
        other._pending = self._pending
        other._on_table = self._on_table
        other._responses = self._responses.copy()
        other._last_play = self._last_play
        other._winners = self._winners
        other._rated = self._rated
        other._last_turn_discard = self._last_turn_discard
        other._settled = self._settled
        other._turn_began = self._turn_began
        return other

    def perspective(self, seat: int) -> Perspective:
        """What ``seat`` may see: its own hand and the public state, never the deck order.

        Letters are known only for visible cards: its own hand, the pool, the discard pile and
        any play on the table.
        """
        from patentgame.model.patent.perspective import Perspective

        seats = range(len(self._players))
        visible = set(self.hand(seat)) | set(self.pool) | set(self._discard)
        for play in (self._pending, self._last_play):
            if play is not None:
                visible.update(play.real_cards())
        return Perspective(
            seat=seat,
            players=self._players,
            rules=self._rules,
            lexicon_id=self._lexicon_id,
            phase=self._phase,
            current=self._current,
            start=self._start,
            to_act=self._to_act,
            turns=self._turns,
            final_round=self._final_round,
            goal=self.goal,
            own_hand=self.hand(seat),
            hand_sizes=tuple(len(self.hand(s)) for s in seats),
            pool=self.pool,
            money_by_seat=tuple(self._money),
            stock_by_seat=tuple(self._stock),
            owners=MappingProxyType(dict(self._owners)),
            deck_count=len(self._deck),
            discard_pile=tuple(self._discard),
            pending_play=self._pending,
            last_play=self._last_play,
            retries_left=self._retries_left,
            can_replace=self.can_replace,
            letters=MappingProxyType({card: self._deck_order[card] for card in visible}),
            last_turn_discard=self._last_turn_discard,
        )

    @classmethod
    def from_record(cls, record: Record, lexicon: WordList) -> PatentGame:
        """The game of ``record`` as set up, before any action.

        Raises:
            ValueError: the setup is impossible (see :meth:`new`).
        """
        return cls.new(
            record.players,
            lexicon,
            record.rules,
            seed=record.seed,
            deck=record.deck,
            start=record.start,
            lexicon_id=record.lexicon_id,
            rated=record.rated,
            last_turn_discard=record.last_turn_discard,
        )

    def record(self) -> Record:
        """The game record of this game so far (deck and start always written)."""
        from patentgame.model.patent.record import Record

        return Record(
            rules=self._rules,
            lexicon_id=self._lexicon_id,
            players=self._players,
            start=self._start,
            deck=self._deck_order,
            seed=self._seed,
            actions=tuple(self._actions),
            rated=self._rated,
            last_turn_discard=self._last_turn_discard,
        )

    def summary(self) -> JsonObject:
        """The summary object of RECORD.md (what ``patentgame replay`` prints)."""
        seats = range(len(self._players))
        return {
            "phase": self._phase.value,
            "to_act": list(self._to_act),
            "current": self._current,
            "start": self._start,
            "turns": self._turns,
            "final_round": self._final_round,
            "game_over": self.game_over,
            "deck": self._deck_order,
            "deck_count": len(self._deck),
            "discard_count": len(self._discard),
            "pool": sorted(self.pool),
            "patents": {letter: self._owners[letter] for letter in sorted(self._owners)},
            "players": [
                {
                    "name": self._players[seat].name,
                    "money": self._money[seat],
                    "stock": self._stock[seat],
                    "patents": list(self.patents_of(seat)),
                    "patent_value": self.patent_value(seat),
                    "hand": sorted(self.hand(seat)),
                    "score": self.score(seat),
                }
                for seat in seats
            ],
            "winners": list(self._winners),
        }

    def _state_key(self) -> tuple[object, ...]:
        return (
            self._players,
            self._rules,
            self._lexicon_id,
            self._seed,
            self._rated,
            self._last_turn_discard,
            self._deck_order,
            self._start,
            self._rng_state,
            tuple(self._actions),
            tuple(self._deck),
            tuple(self._discard),
            tuple(tuple(hand) for hand in self._hands),
            tuple(self._pool),
            tuple(self._money),
            tuple(self._stock),
            tuple(sorted(self._owners.items())),
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

    def __eq__(self, other: object) -> bool:
        """Two games are equal when setup, actions and every part of the state are equal."""
        if not isinstance(other, PatentGame):
            return NotImplemented
        return self._state_key() == other._state_key()

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

    def __repr__(self) -> str:
        names = ", ".join(player.name for player in self._players)
        return f"<Game {names}: turn {self._turns + 1}, {self._phase.value}, seat {self._current}>"

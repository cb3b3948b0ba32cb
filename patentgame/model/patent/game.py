"""`Game`: the phase machine of the patent game.

State changes only through :meth:`Game.play`, which validates the action, applies it and every
automatic step that follows (scoring, royalties, refills, draws, reshuffles, the end of the turn)
and reports them as events. All randomness comes from the game's own seeded generator, so the
setup and the list of actions are the whole game (RECORD.md).

>>> from patentgame.model.patent.actions import Respond, Slot
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
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from patentgame.model import randomness
from patentgame.model.errors import LexiconError
from patentgame.model.json_types import JsonObject
from patentgame.model.lexicon import DEFAULT_LIST, WordList, spells_a_to_z
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build
from patentgame.model.patent.card_table import HOLE as HOLE  # re-exported: part of this API
from patentgame.model.patent.card_table import CardTable
from patentgame.model.patent.cards import (
    CANONICAL_DECK,
    DECK_SIZE,
    HAND_SIZE,
    cut_for_start,
    is_standard_deck,
    shuffled_deck,
)
from patentgame.model.patent.errors import IllegalActionError, IllegalReason
from patentgame.model.patent.events import (
    CardReplaced,
    CardsDrawn,
    ChallengeResolved,
    DeckReshuffled,
    Event,
    PlayRejected,
    PoolRefilled,
    Responded,
    TurnEnded,
    WordScored,
)
from patentgame.model.patent.ledger import Ledger
from patentgame.model.patent.phases import Phase as Phase  # re-exported: Phase is part of this API
from patentgame.model.patent.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet
from patentgame.model.patent.scoring import WordEarnings, royalties, score_play
from patentgame.model.patent.turns import Turns
from patentgame.model.problems import Fault, Problem
from patentgame.model.seats import PlayerSpec as PlayerSpec  # re-exported: part of this API
from patentgame.model.table_game import StateEquality, TurnTakingGame

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


class PatentGame(StateEquality, TurnTakingGame[Action, RuleSet, Phase]):
    """A game in progress: setup, the actions so far, and the state they lead to.

    The game checks each action and keeps the setup and the history; the turn's steps are
    :class:`~patentgame.model.patent.turns.Turns`', the cards are on the
    :class:`~patentgame.model.patent.card_table.CardTable` and the money and patents in the
    :class:`~patentgame.model.patent.ledger.Ledger`. What the views and players read is here.
    """

    __slots__ = (
        "_cards",
        "_last_turn_discard",
        "_ledger",
        "_rated",
        "_settled",
        "_start",
    )

    _start: int
    _cards: CardTable
    _ledger: Ledger
    _turns: Turns
    _rated: bool  # counts for the players' ratings (RECORD.md's optional ``rated`` key)
    _last_turn_discard: bool  # the game's last turn offers the optional discard (v1 records)
    _settled: int  # actions before this index revealed something or ended a turn

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
        game = cls._set_up(
            players,
            lexicon,
            rules if rules is not None else RuleSet(),
            seed=seed,
            start=start if start is not None else cut,
            lexicon_id=lexicon_id,
            rated=rated,
            last_turn_discard=last_turn_discard,
            cards=CardTable.dealt(
                deck if deck is not None else shuffled, len(players), rng.getstate()
            ),
            ledger=Ledger.empty(len(players)),
        )
        game._turns.begin()
        return game

    @classmethod
    def _set_up(
        cls,
        players: Sequence[PlayerSpec],
        lexicon: WordList,
        rules: RuleSet,
        *,
        seed: int,
        start: int,
        lexicon_id: str,
        rated: bool,
        last_turn_discard: bool,
        cards: CardTable,
        ledger: Ledger,
    ) -> PatentGame:
        """A game with no actions yet, on ``cards`` and ``ledger``; its turns still to begin
        (a new game) or to resume (an imagined one)."""
        game = cls.__new__(cls)
        game._players = tuple(players)
        game._rules = rules
        game._lexicon = lexicon
        game._lexicon_id = lexicon_id
        game._seed = seed
        game._start = start
        game._rated = rated
        game._last_turn_discard = last_turn_discard
        game._actions = []
        game._settled = 0  # no history: nothing before this position can be taken back
        game._cards = cards
        game._ledger = ledger
        game._turns = Turns(
            rules,
            len(players),
            start,
            lexicon,
            cards,
            ledger,
            last_turn_discard=last_turn_discard,
        )
        return game

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
        rng_state = randomness.generator(seed).getstate()
        cards = CardTable(deck_order, deck, view.discard_pile, hands, view.pool, rng_state)
        if view.phase is Phase.BUY:
            # The played cards left holes that the end of the turn fills.
            cards.leave_holes(view.current, HAND_SIZE - len(view.own_hand))
        game = cls._set_up(
            view.players,
            lexicon,
            view.rules,
            seed=seed,
            start=view.start,
            lexicon_id=view.lexicon_id,
            rated=False,  # a guess, never a game anyone is rated on
            last_turn_discard=view.last_turn_discard,
            cards=cards,
            ledger=Ledger(view.money_by_seat, view.stock_by_seat, view.owners),
        )
        game._turns.resume(
            view.phase,
            view.current,
            view.to_act,
            view.turns,
            final_round=view.final_round,
            can_replace=view.can_replace,
            retries_left=view.retries_left,
            last_play=view.last_play,
        )
        return game

    def copy(self) -> PatentGame:
        """An independent copy (the word list and setup values are shared: they never change)."""
        other = PatentGame.__new__(PatentGame)
        for name in PatentGame._fields():
            setattr(other, name, getattr(self, name))
        other._actions = self._actions.copy()
        other._cards = self._cards.copy()
        other._ledger = self._ledger.copy()
        other._turns = self._turns.copy(other._cards, other._ledger)
        return other

    # ------------------------------------------------------------ public state

    @property
    def rated(self) -> bool:
        """Whether the game counts for the players' ratings."""
        return self._rated

    @property
    def cards(self) -> CardTable:
        """The cards: their letters, the deck, the discard pile, the hands and the pool (read
        it; only the game's actions change it)."""
        return self._cards

    @property
    def ledger(self) -> Ledger:
        """Each player's money, stock and patents (read it; only actions change it)."""
        return self._ledger

    @property
    def turn(self) -> Turns:
        """The turn being played: its play awaiting challenges, its retries, whether it is the
        game's last (read it; only actions change it)."""
        return self._turns

    @property
    def settled_actions(self) -> int:
        """How many of the first actions can no longer be taken back freely: each of them, or
        one after it, revealed something (drawn cards, a refilled pool, a replacement card, an
        answer to a challenge or the automatic check) or ended a turn. The actions after them
        are the current player's, in the current turn, and revealed nothing.

        >>> from patentgame.model.patent.actions import Respond, Slot
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
    def turn_began_at(self) -> int:
        """How many actions had been played when the current turn began."""
        return self._turns.began_at

    def letter(self, card: int) -> str:
        """The letter of ``card``."""
        return self._cards.letter(card)

    @property
    def start(self) -> int:
        return self._start

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats that may act now (the responders, clockwise from the builder, in a challenge)."""
        return self._turns.to_act

    @property
    def final_round(self) -> bool:
        return self._turns.final_round

    @property
    def game_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def goal(self) -> int:
        """Patent value that triggers the final round."""
        return self._rules.goal_for(len(self._players))

    @property
    def can_replace(self) -> bool:
        """Whether the current player may still use the Q power this turn."""
        return self._turns.can_replace

    def hand(self, seat: int) -> tuple[int, ...]:
        """Cards in ``seat``'s hand, in hand order (cards placed on the table excluded)."""
        return self._cards.hand(seat, self._turns.on_table)

    @property
    def pool(self) -> tuple[int, ...]:
        """Face-up pool cards (cards placed on the table excluded)."""
        return self._cards.pool(self._turns.on_table)

    def money(self, seat: int) -> int:
        return self._ledger.money(seat)

    @property
    def owners(self) -> dict[str, int]:
        """Every owned patent letter and its owner's seat (a copy)."""
        return self._ledger.owners

    def powers_of(self, seat: int) -> frozenset[str]:
        """Letters of the patents with a special power that ``seat`` owns."""
        return self._ledger.powers_of(seat)

    def score(self, seat: int) -> int:
        """Money + stock + patent value."""
        return self._ledger.score(seat)

    @property
    def pending_play(self) -> Build | None:
        """The play placed and awaiting challenges (CHALLENGE phase)."""
        return self._turns.pending_play

    @property
    def last_play(self) -> Build | None:
        """This turn's accepted play, while its turn lasts (BUY and DISCARD phases)."""
        return self._turns.last_play

    def buyable_letters(self) -> tuple[str, ...]:
        """Patents the current player may buy now (BUY phase), alphabetically."""
        if self.phase is not Phase.BUY:
            return ()
        return self._turns.buyable_letters_for(self.current)

    # --------------------------------------------------------------- checking

    def why_illegal(self, action: Action) -> IllegalReason | None:
        """Why ``action`` is refused now, or ``None`` when it is legal."""
        return legality.action_error(self, action)

    def spell(self, build: Build) -> tuple[str, ...]:
        """The words a build spells, in capitals (for a build whose cards all exist)."""
        return legality.words_of(build, self.letter)

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
            royalties=royalties(letters, self._ledger.owners, build.seat),
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
        self._actions.append(action)
        events = self._turns.apply(action)
        if any(isinstance(event, _NEWS) for event in events):
            self._settled = len(self._actions)
        return tuple(events)

    # ------------------------------------------------------ copies and views

    def perspective(self, seat: int) -> Perspective:
        """What ``seat`` may see: its own hand and the public state, never the deck order.

        Letters are known only for visible cards: its own hand, the pool, the discard pile and
        any play on the table.
        """
        from patentgame.model.patent.perspective import Perspective

        seats = range(len(self._players))
        ledger = self._ledger
        visible = set(self.hand(seat)) | set(self.pool) | set(self._cards.discard_pile)
        for play in (self._turns.pending_play, self.last_play):
            if play is not None:
                visible.update(play.real_cards())
        return Perspective(
            seat=seat,
            players=self._players,
            rules=self._rules,
            lexicon_id=self._lexicon_id,
            phase=self.phase,
            current=self.current,
            start=self._start,
            to_act=self.to_act,
            turns=self.turns,
            final_round=self.final_round,
            goal=self.goal,
            own_hand=self.hand(seat),
            hand_sizes=tuple(len(self.hand(s)) for s in seats),
            pool=self.pool,
            money_by_seat=tuple(ledger.money(s) for s in seats),
            stock_by_seat=tuple(ledger.stock(s) for s in seats),
            owners=MappingProxyType(ledger.owners),
            deck_count=self._cards.deck_count,
            discard_pile=self._cards.discard_pile,
            pending_play=self._turns.pending_play,
            last_play=self.last_play,
            retries_left=self._turns.retries_left,
            can_replace=self.can_replace,
            letters=MappingProxyType({card: self.letter(card) for card in visible}),
            last_turn_discard=self._last_turn_discard,
        )

    def record(self) -> Record:
        """The game record of this game so far (deck and start always written)."""
        from patentgame.model.patent.record import Record

        return Record(
            rules=self._rules,
            lexicon_id=self._lexicon_id,
            players=self._players,
            start=self._start,
            deck=self._cards.deck_order,
            seed=self._seed,
            actions=tuple(self._actions),
            rated=self._rated,
            last_turn_discard=self._last_turn_discard,
        )

    def summary(self) -> JsonObject:
        """The summary object of RECORD.md (what ``patentgame replay`` prints)."""
        seats = range(len(self._players))
        ledger = self._ledger
        owners = ledger.owners
        return {
            "phase": self.phase.value,
            "to_act": list(self.to_act),
            "current": self.current,
            "start": self._start,
            "turns": self.turns,
            "final_round": self.final_round,
            "game_over": self.game_over,
            "deck": self._cards.deck_order,
            "deck_count": self._cards.deck_count,
            "discard_count": len(self._cards.discard_pile),
            "pool": sorted(self.pool),
            "patents": {letter: owners[letter] for letter in sorted(owners)},
            "players": [
                {
                    "name": self._players[seat].name,
                    "money": ledger.money(seat),
                    "stock": ledger.stock(seat),
                    "patents": list(ledger.patents_of(seat)),
                    "patent_value": ledger.patent_value(seat),
                    "hand": sorted(self.hand(seat)),
                    "score": ledger.score(seat),
                }
                for seat in seats
            ],
            "winners": list(self.winners),
        }

    def _state_key(self) -> tuple[object, ...]:
        return (
            self._players,
            self._rules,
            self._lexicon_id,
            self._seed,
            self._rated,
            self._last_turn_discard,
            self._cards.deck_order,
            self._start,
            tuple(self._actions),
            self._cards.state_key(),
            self._ledger.state_key(),
            self._turns.state_key(),
        )

    def __repr__(self) -> str:
        names = ", ".join(player.name for player in self._players)
        return f"<Game {names}: turn {self.turns + 1}, {self.phase.value}, seat {self.current}>"

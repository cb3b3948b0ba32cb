"""The rules of form for each kind of action, shared by `Game` and `Perspective`.

Only what a seat can see decides whether its action is legal: its own hand, the pool, the patents
and the phase. Membership in the word list is never a question of legality (RECORD.md): it is left
to challenges and the automatic check.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Protocol

from patentgame.model.games import TurnOrder
from patentgame.model.patent.actions import (
    Action,
    Build,
    Buy,
    Discard,
    Replace,
    Respond,
    SlotKind,
    YRole,
)
from patentgame.model.patent.cards import DECK_SIZE, VOWELS
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.phases import Phase
from patentgame.model.patent.rules import RuleSet
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD, SpelledWord


class Table(TurnOrder[Phase], Protocol):
    """What the rules of form read: a `Game`, or one seat's `Perspective` of it."""

    @property
    def rules(self) -> RuleSet: ...
    @property
    def pool(self) -> tuple[int, ...]: ...
    @property
    def owners(self) -> Mapping[str, int]: ...
    @property
    def can_replace(self) -> bool: ...
    @property
    def last_play(self) -> Build | None: ...
    def hand(self, seat: int) -> tuple[int, ...]: ...
    def money(self, seat: int) -> int: ...
    def powers_of(self, seat: int) -> frozenset[str]: ...
    def letter(self, card: int) -> str: ...
    def buyable_letters(self) -> tuple[str, ...]: ...


def action_error(table: Table, action: Action) -> IllegalReason | None:
    """Why ``action`` is refused at ``table`` now, or ``None`` when it is legal.

    One function for the engine and for a seat's perspective, so that what a player (or an AI)
    is told it may do is exactly what the engine accepts.
    """
    phase = table.phase
    if phase is Phase.OVER:
        return IllegalReason.GAME_OVER
    seat = action.seat
    if isinstance(action, Respond):
        if phase is not Phase.CHALLENGE:
            return IllegalReason.WRONG_PHASE
        if seat == table.current:
            return IllegalReason.BUILDER_CANNOT_RESPOND
        return None if seat in table.to_act else IllegalReason.NOT_YOUR_TURN
    if seat != table.current or seat not in table.to_act:
        return IllegalReason.NOT_YOUR_TURN
    if isinstance(action, Build):
        if phase is not Phase.BUILD:
            return IllegalReason.WRONG_PHASE
        return build_error(
            action, table.hand(seat), table.pool, table.powers_of(seat), table.letter, table.rules
        )
    if isinstance(action, Discard):
        if phase not in (Phase.BUILD, Phase.DISCARD, Phase.PENALTY):
            return IllegalReason.WRONG_PHASE
        return discard_error(action.cards, table.hand(seat), penalty=phase is Phase.PENALTY)
    if isinstance(action, Buy):
        play = table.last_play
        if phase is not Phase.BUY or play is None:
            return IllegalReason.WRONG_PHASE
        played = {table.letter(card) for card in play.real_cards()}
        return buy_error(action.letter, played, table.owners, table.money(seat))
    if isinstance(action, Replace):
        return replace_error(table, action.card)
    return IllegalReason.WRONG_PHASE


def legal_actions(table: Table) -> Iterator[Action]:
    """Every legal action now except builds (there are too many; the AI searches them).

    Discards are every subset of the hand (the empty one is a pass); the penalty is one card.
    """
    phase = table.phase
    seat = table.current
    if phase is Phase.CHALLENGE:
        for responder in table.to_act:
            yield Respond(responder, challenge=False)
            yield Respond(responder, challenge=True)
        return
    if phase is Phase.BUY:
        yield Buy(seat, None)
        for letter in table.buyable_letters():
            yield Buy(seat, letter)
        return
    if phase is Phase.PENALTY:
        for card in table.hand(seat):
            yield Discard(seat, (card,))
        return
    if phase is Phase.BUILD and table.can_replace:
        places = table.hand(seat) + (table.pool if table.rules.q_replace_from_pool else ())
        for card in places:
            yield Replace(seat, card)
    if phase in (Phase.BUILD, Phase.DISCARD):
        hand = table.hand(seat)
        for size in range(len(hand) + 1):
            for cards in itertools.combinations(hand, size):
                yield Discard(seat, cards)


def replace_error(table: Table, card: int) -> IllegalReason | None:
    """Why the current player may not replace ``card`` with the Q power now, if so."""
    if table.phase is not Phase.BUILD:
        return IllegalReason.WRONG_PHASE
    if table.owners.get("Q") != table.current:
        return IllegalReason.NO_Q_PATENT
    if not table.can_replace:
        return IllegalReason.NOT_FIRST_ACTION
    if not 0 <= card < DECK_SIZE:
        return IllegalReason.UNKNOWN_CARD
    if card in table.hand(table.current):
        return None
    if card in table.pool:
        return None if table.rules.q_replace_from_pool else IllegalReason.POOL_REPLACE_NOT_ALLOWED
    return IllegalReason.CARD_NOT_AVAILABLE


def build_error(
    build: Build,
    hand: Collection[int],
    pool: Collection[int],
    powers: Collection[str],
    letter_of: Callable[[int], str],
    rules: RuleSet,
) -> IllegalReason | None:
    """Why ``build`` breaks a rule of form for the builder holding ``hand``, if it does.

    ``powers`` are the letters of the builder's patents; ``letter_of`` gives a card's letter.
    """
    words = build.words
    if not words or any(not word for word in words):
        return IllegalReason.NO_WORD
    if len(words) > 2:
        return IllegalReason.TOO_MANY_WORDS
    if len(words) == 2 and "V" not in powers:
        return IllegalReason.NO_V_PATENT
    real: list[int] = []
    copies: list[int] = []
    added_s = 0
    for word in words:
        last = len(word) - 1
        for position, slot in enumerate(word):
            if slot.kind is SlotKind.ADDED_S:
                if "Z" not in powers:
                    return IllegalReason.NO_Z_PATENT
                if position != last:
                    return IllegalReason.S_NOT_LAST
                added_s += 1
                continue
            card = slot.card
            if card is None or not 0 <= card < DECK_SIZE:
                return IllegalReason.UNKNOWN_CARD
            if slot.kind is SlotKind.COPY:
                copies.append(card)
                continue
            if card not in hand and card not in pool:
                return IllegalReason.CARD_NOT_AVAILABLE
            real.append(card)
    if len(set(real)) != len(real):
        return IllegalReason.CARD_USED_TWICE
    if added_s > 1:
        return IllegalReason.TOO_MANY_S
    if copies:
        if "X" not in powers:
            return IllegalReason.NO_X_PATENT
        if len(copies) > 1:
            return IllegalReason.TOO_MANY_COPIES
        if copies[0] not in real:
            return IllegalReason.COPY_OF_UNUSED_CARD
        if len(real) < 3:
            return IllegalReason.X_NEEDS_THREE_CARDS
    for word in words:
        for slot in word:
            if slot.y is not None and (slot.card is None or letter_of(slot.card) != "Y"):
                return IllegalReason.Y_ON_NON_Y
        counted = sum(
            1
            for slot in word
            if slot.kind is not SlotKind.ADDED_S or rules.z_s_counts_toward_minimum
        )
        if counted < MIN_WORD:
            return IllegalReason.TOO_SHORT
        if len(word) > MAX_WORD:
            return IllegalReason.TOO_LONG
        if not any(slot.kind is SlotKind.CARD and slot.card in hand for slot in word):
            return IllegalReason.NO_HAND_CARD
    return None


def words_of(build: Build, letter_of: Callable[[int], str]) -> tuple[str, ...]:
    """The words a (well-formed) build spells, in capitals."""
    return tuple(word.letters for word in spell(build, letter_of))


def spell(build: Build, letter_of: Callable[[int], str]) -> tuple[SpelledWord, ...]:
    """The words of a (well-formed) build, with each letter's vowel flag for the B, J, K powers."""
    spelled = []
    for word in build.words:
        letters = []
        vowels = []
        for slot in word:
            if slot.kind is SlotKind.ADDED_S or slot.card is None:
                letters.append("S")
                vowels.append(False)
                continue
            letter = letter_of(slot.card)
            letters.append(letter)
            if letter == "Y":
                vowels.append(slot.y is not YRole.CONSONANT)
            else:
                vowels.append(letter in VOWELS)
        spelled.append(SpelledWord("".join(letters), tuple(vowels)))
    return tuple(spelled)


def discard_error(
    cards: Iterable[int], hand: Collection[int], *, penalty: bool
) -> IllegalReason | None:
    """Why discarding ``cards`` from ``hand`` is refused, if it is."""
    chosen = list(cards)
    if len(set(chosen)) != len(chosen):
        return IllegalReason.DUPLICATE_CARD
    if any(card not in hand for card in chosen):
        return IllegalReason.CARD_NOT_IN_HAND
    if penalty and len(chosen) != 1:
        return IllegalReason.PENALTY_IS_ONE_CARD
    return None


def buy_error(
    letter: str | None,
    played_letters: Collection[str],
    owners: Mapping[str, int],
    money: int,
) -> IllegalReason | None:
    """Why buying ``letter`` (``None``: nothing) after a play of ``played_letters`` is refused."""
    if letter is None:
        return None
    if letter not in PATENT_COST:
        return IllegalReason.BAD_LETTER
    if letter in owners:
        return IllegalReason.PATENT_OWNED
    if letter not in played_letters:
        return IllegalReason.LETTER_NOT_PLAYED
    if PATENT_COST[letter] > money:
        return IllegalReason.CANNOT_AFFORD
    return None


def buyable(
    played_letters: Iterable[str], owners: Mapping[str, int], money: int
) -> tuple[str, ...]:
    """The patents a builder may buy after a play of ``played_letters``, alphabetically."""
    return tuple(
        sorted(
            {
                letter
                for letter in played_letters
                if letter not in owners and PATENT_COST[letter] <= money
            }
        )
    )

"""The rules of form for each kind of action, shared by `Game` and `Perspective`.

Only what a seat can see decides whether its action is legal: its own hand, the pool, the patents
and the phase. Membership in the word list is never a question of legality (RECORD.md): it is left
to challenges and the automatic check.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping

from patentgame.model.actions import Build, SlotKind, YRole
from patentgame.model.cards import DECK_SIZE, VOWELS
from patentgame.model.errors import IllegalReason
from patentgame.model.patents import PATENT_COST
from patentgame.model.rules import RuleSet
from patentgame.model.scoring import MAX_WORD, MIN_WORD, SpelledWord


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

"""Helpers to set up exact game situations from an explicit deck (RECORD.md: card i = deck[i]).

With two players, seat 0 is dealt cards 0-6, seat 1 cards 7-13 and the pool cards 14-16; the next
cards of the deck refill the pool first, then the hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from patentgame.model.patent import (
    Build,
    Buy,
    Discard,
    PatentGame,
    PlayerSpec,
    Respond,
    RuleSet,
    Slot,
)
from patentgame.model.patent.actions import Action, YRole
from patentgame.model.patent.game import deck_starting_with
from patentgame.model.patent.rules import ChallengeMode

AUTO = RuleSet(challenge=ChallengeMode.AUTO)
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


def new_game(
    top: str,
    words: Iterable[str] = (),
    *,
    players: int = 2,
    rules: RuleSet = AUTO,
    start: int = 0,
    seed: int = 0,
) -> PatentGame:
    """A game whose deck starts with ``top`` (the rest alphabetical), checked against ``words``."""
    return PatentGame.new(
        [PlayerSpec(name) for name in NAMES[:players]],
        {word.lower() for word in words},
        rules,
        deck=deck_starting_with(top),
        start=start,
        seed=seed,
    )


def word(*slots: int | Slot) -> tuple[Slot, ...]:
    """A word from card ids (real cards) and ready-made slots."""
    return tuple(Slot.card_of(s) if isinstance(s, int) else s for s in slots)


def build(seat: int, *words: Sequence[int | Slot]) -> Build:
    """A build of one or more words given as card ids or slots."""
    return Build(seat, tuple(word(*w) for w in words))


def vowel_y(card: int) -> Slot:
    return Slot.card_of(card, YRole.VOWEL)


def consonant_y(card: int) -> Slot:
    return Slot.card_of(card, YRole.CONSONANT)


def play_all(game: PatentGame, *actions: Action) -> None:
    for action in actions:
        game.play(action)


def pass_turn(game: PatentGame) -> None:
    """The current player discards nothing instead of building."""
    game.play(Discard(game.current, ()))


def letters(game: PatentGame, cards: Iterable[int]) -> str:
    return "".join(game.letter(card) for card in cards)


def buy_patent_first_turn(letter: str, filler: str = "AAA") -> tuple[str, list[Action]]:
    """A deck top and actions with which seat 0 buys ``letter``'s $2 patent on turn 1.

    Seat 0 plays ``letter + filler`` (4 letters: $2) with cards 0-3, buys, keeps its other cards,
    then seat 1 passes. Returns (top of deck for seats 0-1 and the pool, actions).
    """
    assert len(filler) == 3
    top = letter + filler + "EEE" + "EEEEEEE" + "OOO"
    actions: list[Action] = [
        build(0, [0, 1, 2, 3]),
        Buy(0, letter),
        Discard(0, ()),
        Discard(1, ()),
    ]
    return top, actions


FILLERS = ("AAA", "EEE", "III", "OOO", "UUU")


def owning(
    patents: str,
    hand: str,
    pool: str = "OOO",
    *,
    words: Iterable[str] = (),
    rules: RuleSet = AUTO,
    seat1: str = "LLLLPPW",
    later: str = "",
) -> PatentGame:
    """A 2-player game at seat 0's turn, seat 0 owning the $2 ``patents`` and holding ``hand``.

    Seat 0 buys one patent a turn by playing the letter and three filler cards ($2), while seat 1
    passes. ``hand`` lists the final hand in hand order; ``later`` the deck cards after it.
    """
    assert len(hand) == 7 and len(pool) == 3 and len(seat1) == 7
    plays = [letter + FILLERS[i] for i, letter in enumerate(patents)]
    if not plays:
        top = hand + seat1 + pool + later
    else:
        keep = hand[4:]
        top = plays[0] + keep + seat1 + pool + "".join(plays[1:]) + hand[:4] + later
    all_words = set(words) | {play.lower() for play in plays}
    game = new_game(top, all_words, rules=rules)
    for letter in patents:
        played = game.hand(0)[:4]
        game.play(build(0, played))
        if rules.challenge is ChallengeMode.MANUAL:
            game.play(Respond(1, challenge=False))
        game.play(Buy(0, letter))
        game.play(Discard(0, ()))
        game.play(Discard(1, ()))
    assert letters(game, game.hand(0)) == hand, letters(game, game.hand(0))
    return game


def pick(game: PatentGame, spec: str, seat: int | None = None) -> list[int]:
    """Card ids for ``spec``: capitals from the seat's hand, small letters from the pool.

    >>> # pick(game, "CAt") -> [C from the hand, A from the hand, T from the pool]
    """
    seat = game.current if seat is None else seat
    hand = list(game.hand(seat))
    pool = list(game.pool)
    out = []
    for char in spec:
        source = hand if char.isupper() else pool
        card = next(c for c in source if game.letter(c) == char.upper())
        source.remove(card)
        out.append(card)
    return out

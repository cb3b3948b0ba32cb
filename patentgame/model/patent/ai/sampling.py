"""Guessing the hidden cards: games consistent with what one seat has seen.

A seat sees its own hand, the pool, the discard pile and any play on the table; the other hands
and the deck are hidden. Every card of the letter factory that the seat does not see is in one
of them, so the letters it has not seen are the distribution less the letters it sees. A guess
(a *determinization*) deals those letters at random to the hidden places: each other hand gets
as many cards as it holds, the rest is the deck in a random order. The look-ahead player plays
its candidate moves out on several such guesses and keeps the move that does best on average.

The other hands are not a fair sample of the unseen letters, though: players keep their good
cards and play or discard the poor ones, so a hand holds more S, T, N and R and fewer Q, Z and Y
than the deck. A guess deals each other hand with the letters weighted by `HAND_LEAN`, measured
in games between experts; the deck gets the rest in a fair random order.

What the seat saw earlier and no longer sees (a rejected play that went back to its builder's
hand, the discard pile before a reshuffle) is not used.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from types import MappingProxyType

from patentgame.model.lexicon import WordList
from patentgame.model.patent.cards import DECK_SIZE, DISTRIBUTION
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.perspective import Perspective

#: How much likelier a letter is in another player's hand than among the cards one cannot see:
#: the letter's share of the opponent's hand at the start of a turn over its share of the unseen
#: letters, in 80 games between two experts (1,591 positions). The expert keeps S, T, N, R and E
#: and lets go of Q, Z, Y and W. ``benchmarks/ai.py --hand-lean --games 80 --seed 500`` measures
#: it again on other games (1,604 positions: S 1.28, T 1.24, R 1.16, N 1.14 ... M 0.76, Q 0.72);
#: the two agree within their noise (a rare letter's figure rests on about 100 cards).
HAND_LEAN: Mapping[str, float] = MappingProxyType(
    {
        "A": 0.93, "B": 0.91, "C": 0.89, "D": 0.92, "E": 1.07, "F": 0.87, "G": 0.90, "H": 0.95,
        "I": 0.91, "J": 0.98, "K": 0.80, "L": 1.00, "M": 0.83, "N": 1.19, "O": 0.89, "P": 0.91,
        "Q": 0.75, "R": 1.13, "S": 1.32, "T": 1.26, "U": 0.88, "V": 0.88, "W": 0.79, "X": 0.95,
        "Y": 0.78, "Z": 0.77,
    }
)  # fmt: skip


def visible_cards(view: Perspective) -> list[int]:
    """Ids of the cards ``view``'s seat sees: its hand, the pool, the discard pile and any play
    on the table."""
    cards = [*view.own_hand, *view.pool, *view.discard_pile]
    for play in (view.pending_play, view.last_play):
        if play is not None:
            cards += play.real_cards()
    return cards


def unseen_letters(view: Perspective) -> list[str]:
    """The letters of the cards ``view``'s seat cannot see, alphabetically: the 102 cards'
    letters less those of every visible card."""
    left = Counter(DISTRIBUTION)
    left.subtract(view.letter(card) for card in visible_cards(view))
    return sorted(left.elements())


def hidden_cards(view: Perspective) -> list[int]:
    """Ids of the cards ``view``'s seat cannot see: the other hands and the deck."""
    seen = set(visible_cards(view))
    return [card for card in range(DECK_SIZE) if card not in seen]


def imagine(
    view: Perspective,
    lexicon: WordList,
    rng: random.Random,
    lean: Mapping[str, float] | None = HAND_LEAN,
) -> PatentGame:
    """A game in ``view``'s position with the hidden cards dealt at random from the unseen
    letters (see the module's note), the other hands weighted by ``lean`` (``None``: a fair
    deal). Its later reshuffles draw from ``rng`` too.

    Raises:
        ValueError: ``view`` is not at the start of a turn or at a purchase.
    """
    cards = hidden_cards(view)
    letters = unseen_letters(view)
    rng.shuffle(letters)
    order = {card: view.letter(card) for card in visible_cards(view)}
    order.update(zip(cards, letters, strict=True))
    deck_order = "".join(order[card] for card in range(DECK_SIZE))
    if lean is None:
        rng.shuffle(cards)
    else:
        cards = _leaning_order(cards, {card: lean[order[card]] for card in cards}, rng)
    hands: list[tuple[int, ...]] = []
    taken = 0
    for seat in range(view.players_count):
        if seat == view.seat:
            hands.append(view.own_hand)
            continue
        size = view.hand_size(seat)
        hands.append(tuple(cards[taken : taken + size]))
        taken += size
    deck = cards[taken:]
    if lean is not None:
        rng.shuffle(deck)  # only the hands lean; the deck's order is fair
    return PatentGame.imagined(view, lexicon, deck_order, hands, deck, rng.randrange(2**31))


def _leaning_order(cards: list[int], weights: Mapping[int, float], rng: random.Random) -> list[int]:
    """``cards`` in a random order where a card of weight w comes early w times as readily:
    each prefix is a sample without replacement in proportion to the weights (each card's key
    is an exponential draw of rate w; the smallest keys come first)."""
    keys = {card: -math.log(1.0 - rng.random()) / weights[card] for card in cards}
    return sorted(cards, key=keys.__getitem__)

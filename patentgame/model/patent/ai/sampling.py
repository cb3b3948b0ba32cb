"""Guessing the hidden cards: games consistent with what one seat has seen.

A seat sees its own hand, the pool, the discard pile and any play on the table; the other hands
and the deck are hidden. Every card of the letter factory that the seat does not see is in one
of them, so the letters it has not seen are the distribution less the letters it sees. A guess
(a *determinization*) deals those letters at random to the hidden places: each other hand gets
as many cards as it holds, the rest is the deck in a random order. The look-ahead player plays
its candidate moves out on several such guesses and keeps the move that does best on average.

What the seat saw earlier and no longer sees (a rejected play that went back to its builder's
hand, the discard pile before a reshuffle) is not used: the guesses are uniform over the unseen
letters.
"""

from __future__ import annotations

import random
from collections import Counter

from patentgame.model.lexicon import WordList
from patentgame.model.patent.cards import DECK_SIZE, DISTRIBUTION
from patentgame.model.patent.game import Game
from patentgame.model.patent.perspective import Perspective


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


def imagine(view: Perspective, lexicon: WordList, rng: random.Random) -> Game:
    """A game in ``view``'s position with the hidden cards dealt at random from the unseen
    letters (see the module's note). Its later reshuffles draw from ``rng`` too.

    Raises:
        ValueError: ``view`` is not at the start of a turn or at a purchase.
    """
    cards = hidden_cards(view)
    letters = unseen_letters(view)
    rng.shuffle(letters)
    order = {card: view.letter(card) for card in visible_cards(view)}
    order.update(zip(cards, letters, strict=True))
    deck_order = "".join(order[card] for card in range(DECK_SIZE))
    rng.shuffle(cards)
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
    return Game.imagined(view, lexicon, deck_order, hands, deck, rng.randrange(2**31))

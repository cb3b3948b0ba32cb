"""The tile set, the word search and a seat's perspective."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from patentgame.model.buyword.actions import Buy, Sell
from patentgame.model.buyword.ai.economy import LETTER_EASE, derive_ease
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.perspective import Perspective
from patentgame.model.buyword.search import WordFinder, tiles_for
from patentgame.model.buyword.tiles import (
    CANONICAL_BAG,
    LETTER_COUNTS,
    LETTER_PIPS,
    LETTER_TILES,
    WILD_TILES,
    derive_tile_set,
    pips_of_letters,
)
from patentgame.model.lexicon import Lexicon
from tests.model.buyword.scenario import new_game, start_round, words


def test_the_set_has_108_letter_tiles_of_1_to_4_pips_and_9_wilds() -> None:
    assert sum(LETTER_COUNTS.values()) == LETTER_TILES == 108 and WILD_TILES == 9
    assert set(LETTER_COUNTS) == set(LETTER_PIPS) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert set(LETTER_PIPS.values()) == {1, 2, 3, 4}
    assert all(count >= 1 for count in LETTER_COUNTS.values())
    assert len(CANONICAL_BAG) == 108


def test_the_set_is_what_its_documented_derivation_gives_from_the_everyday_list() -> None:
    frequency: Counter[str] = Counter()
    for word in Lexicon.load("en-common"):
        frequency.update(word)
    counts, pips = derive_tile_set(frequency)
    assert counts == dict(LETTER_COUNTS)
    assert pips == dict(LETTER_PIPS)


def test_the_letter_ease_is_what_its_documented_derivation_gives() -> None:
    assert derive_ease(Lexicon.load("en-common")) == dict(LETTER_EASE)


def brute_force(
    lexicon: Lexicon, letters: str, wilds: int, min_length: int
) -> set[tuple[str, str]]:
    """Every word of the list the hand can spell, by checking each word (the slow, sure way)."""
    held = Counter(letters.lower())
    found = set()
    for word in lexicon:
        if len(word) < min_length:
            continue
        short = Counter(word) - held
        missing = sum(short.values())
        if missing == 0:
            found.add((word.upper(), ""))
        elif missing == 1 and wilds:
            found.add((word.upper(), next(iter(short)).upper()))
    return found


@pytest.mark.parametrize("seed", range(6))
def test_the_search_finds_exactly_the_words_a_brute_force_scan_finds(seed: int) -> None:
    rng = random.Random(seed)
    lexicon = words()
    letters = "".join(rng.sample(CANONICAL_BAG, rng.randint(3, 10)))
    wilds = rng.choice([0, 1, 2])
    min_length = rng.choice([2, 3])
    found = WordFinder(lexicon).find(letters, wilds, min_length=min_length)
    assert {(f.word, f.wild or "") for f in found} == brute_force(
        lexicon, letters, wilds, min_length
    )
    for each in found:
        assert each.pips == pips_of_letters(each.letters_used()) + (1 if each.wild else 0)
    keys = [(-f.pips, -len(f.word), f.word) for f in found]
    assert keys == sorted(keys)


def test_a_found_word_is_laid_out_on_the_hand_s_tiles() -> None:
    game = new_game(1, "QIZ")
    start_round(game, 3)
    game.play(Buy(0))
    found = WordFinder(words()).find("QIZ", 8)[0]
    assert (found.word, found.wild, found.pips, found.price) == ("QUIZ", "U", 10, 100)
    tiles = tiles_for(found.word, found.wild, game.hand(0))
    assert tiles is not None and game.why_illegal(Sell(0, tiles, found.wild)) is None
    assert tiles_for("QUIZ", None, game.hand(0)) is None
    assert tiles_for("QUIZZ", "Z", game.hand(0)) is None


def test_a_perspective_shows_everything_but_the_order_of_the_bag() -> None:
    game = new_game(2, "CATDOG")
    start_round(game, 3)
    view = game.perspective(1)
    assert isinstance(view, Perspective)
    assert view.bag_count == game.bag_count and view.bag_letters == dict(game.ledger.bag_letters())
    assert view.hands == (game.hand(0), game.hand(1)) and view.on_offer == game.on_offer
    assert view.offer_price == (2 + 1 + 1) ** 2
    values = [getattr(view, field.name) for field in dataclasses.fields(view)]
    order = [letter for letter in game.record().bag or ""][6:]
    assert not any(
        isinstance(value, str | tuple | list) and list(value) == order for value in values
    )
    assert view.why_illegal(Buy(1)) is IllegalReason.NOT_YOUR_TURN
    assert game.perspective(0).why_illegal(Buy(0)) is None
    assert view.letters(0) == "" and view.wilds(0) == 4 and not view.alone

"""The patent game's word search against brute force: every word a rack spells, X and Z included.

The search reads ``dawg_python``'s internal arrays, so the brute-force comparison here is what
notices a reader change: it uses the committed gzipped text, not the DAWG, and an index of words
by their set of letters, so each rack only looks at the words it could possibly spell.
"""

from __future__ import annotations

import gzip
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.cards import CANONICAL_DECK, HAND_SIZE, POOL_SIZE
from patentgame.model.patent.words import RememberedWords, WordFinder

WORDLISTS = Path(__file__).resolve().parents[3] / "wordlists"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


class BruteForce:
    """Every playable word of a rack, found by checking candidate words letter by letter.

    Words are indexed by the bit mask of their distinct letters; a rack can only spell words
    whose mask is a subset of its own (plus S with ``add_s``), and there are at most a few
    thousand such subsets, so each rack costs milliseconds instead of a scan of the whole list.
    """

    def __init__(self, words: list[str]) -> None:
        self.by_mask: dict[int, list[str]] = {}
        bits = {letter: 1 << index for index, letter in enumerate(ALPHABET)}
        for word in words:
            if 3 <= len(word) <= 12:
                mask = 0
                for letter in set(word):
                    mask |= bits[letter]
                self.by_mask.setdefault(mask, []).append(word)

    def words_from(self, hand: str, pool: str, copy: bool, add_s: bool) -> set[str]:
        hand, pool = hand.lower(), pool.lower()
        held = Counter(hand + pool)
        allowed = _mask(hand + pool + ("s" if add_s else ""))
        found = set()
        sub = allowed
        while True:  # every subset of the allowed letters
            for word in self.by_mask.get(sub, ()):
                if _playable(word, Counter(word), held, hand, copy, add_s):
                    found.add(word)
            if sub == 0:
                break
            sub = (sub - 1) & allowed
        return found


def _mask(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= 1 << (ord(letter) - 97)
    return mask


def _playable(
    word: str, need: Counter[str], held: Counter[str], hand: str, copy: bool, add_s: bool
) -> bool:
    """The definition, spelled out: the real letters fit the rack (one letter may be one over
    with ``copy``), an added S may end the word, and some real letter is in the hand."""
    options = [(word, need)]
    if add_s and word.endswith("s"):
        without_s = need.copy()
        without_s["s"] -= 1
        options.append((word[:-1], without_s))
    for real, counts in options:
        over = {letter: n - held[letter] for letter, n in counts.items() if n > held[letter]}
        if over:
            if not copy or len(over) != 1:
                continue
            ((letter, excess),) = over.items()
            if excess != 1 or held[letter] == 0:
                continue
        if any(letter in hand for letter in real):
            return True
    return False


def _racks(count: int, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    racks = []
    for _ in range(count):
        cards = rng.sample(CANONICAL_DECK, HAND_SIZE + POOL_SIZE)
        racks.append(("".join(cards[:HAND_SIZE]), "".join(cards[HAND_SIZE:])))
    return racks


@pytest.fixture(scope="module")
def enable() -> WordFinder:
    return WordFinder(Lexicon.load("en-enable"))


@pytest.fixture(scope="module")
def enable_words() -> list[str]:
    with gzip.open(WORDLISTS / "en-enable.txt.gz", "rt", encoding="utf-8") as text:
        return text.read().splitlines()


@pytest.fixture(scope="module")
def brute(enable_words: list[str]) -> BruteForce:
    return BruteForce(enable_words)


# --- the search against brute force -----------------------------------------------------------

POWERS = [(False, False), (True, False), (False, True), (True, True)]


@pytest.mark.parametrize(("copy", "add_s"), POWERS, ids=["plain", "copy", "add_s", "both"])
def test_search_equals_brute_force_on_dealt_racks(
    enable: WordFinder, brute: BruteForce, copy: bool, add_s: bool
) -> None:
    for hand, pool in _racks(150, seed=3 + 10 * copy + 20 * add_s):
        expected = brute.words_from(hand, pool, copy, add_s)
        found = enable.words_from(hand, pool, copy=copy, add_s=add_s)
        assert set(found) == expected, (hand, pool, copy, add_s)
        assert len(found) == len(expected)


def test_search_equals_brute_force_on_the_largest_list() -> None:
    # The largest DAWG has the longest offsets between units: check the walk there too.
    with gzip.open(WORDLISTS / "en-large.txt.gz", "rt", encoding="utf-8") as text:
        brute = BruteForce(text.read().splitlines())
    large = WordFinder(Lexicon.load("en-large"))
    for index, (hand, pool) in enumerate(_racks(60, seed=11)):
        copy, add_s = POWERS[index % 4]
        found = large.words_from(hand, pool, copy=copy, add_s=add_s)
        assert set(found) == brute.words_from(hand, pool, copy, add_s), (hand, pool, copy, add_s)


@settings(max_examples=150, deadline=None)
@given(
    hand=st.text(ALPHABET, min_size=0, max_size=8),
    pool=st.text(ALPHABET, min_size=0, max_size=4),
    copy=st.booleans(),
    add_s=st.booleans(),
)
def test_search_equals_brute_force_on_any_letters(
    enable: WordFinder, brute: BruteForce, hand: str, pool: str, copy: bool, add_s: bool
) -> None:
    found = enable.words_from(hand.upper(), pool, copy=copy, add_s=add_s)
    assert set(found) == brute.words_from(hand, pool, copy, add_s)


def test_results_are_longest_first_then_alphabetical(enable: WordFinder) -> None:
    found = enable.words_from("RETAINS", "OLB")
    assert found == sorted(found, key=lambda word: (-len(word), word))
    assert all(3 <= len(word) <= 12 and word == word.lower() for word in found)
    assert "bloaters" in found


def test_a_word_needs_a_hand_letter(enable: WordFinder) -> None:
    # CAT lies in the pool: without a hand letter it is not playable, with one it is.
    assert "cat" not in enable.words_from("xyz", "cat")
    assert "cat" in enable.words_from("t", "ca")
    # A copy of a pool letter is no hand card either.
    assert "tat" not in enable.words_from("xyz", "tac", copy=True)
    assert "tat" in enable.words_from("a", "tc", copy=True)
    # Nor is an added S.
    assert "cats" not in enable.words_from("xyz", "cat", add_s=True)
    assert "cats" in enable.words_from("a", "ct", add_s=True)


def test_powers_add_exactly_what_they_allow(enable: WordFinder) -> None:
    assert "odd" not in enable.words_from("od")
    assert enable.words_from("od", copy=True) == ["odd"]
    # A copy is one extra letter, once: "adds" needs a copied D and an S it does not have.
    assert "adds" not in enable.words_from("ad", copy=True)
    assert "adds" in enable.words_from("ad", copy=True, add_s=True)
    assert "dads" not in enable.words_from("ad", add_s=True)


def test_hand_and_pool_may_be_lists_of_letters(enable: WordFinder) -> None:
    assert enable.words_from(["T", "A"], ["C"]) == enable.words_from("ta", "c")


def test_no_hand_no_words(enable: WordFinder) -> None:
    assert enable.words_from("", "cat") == []


@pytest.mark.parametrize(("hand", "pool"), [("ca t", ""), ("cat", "é"), ("c4t", ""), ("cat", "-")])
def test_letters_outside_a_to_z_are_refused(enable: WordFinder, hand: str, pool: str) -> None:
    with pytest.raises(LexiconError, match="only letters A to Z"):
        enable.words_from(hand, pool)


def test_remembered_words_answer_as_the_search_does(enable: WordFinder) -> None:
    remembered = RememberedWords(enable, size=3)
    racks = [("tac", ""), ("CAT", ""), ("t", "ca"), ("od", ""), ("ad", "s"), ("zzq", "")]
    for hand, pool in racks * 2:
        for copy in (False, True):
            expected = enable.words_from(hand, pool, copy=copy, add_s=copy)
            assert remembered.words_from(hand, pool, copy=copy, add_s=copy) == expected
    # A rack in another order or case is the same rack; the memory never passes its size.
    assert remembered.words_from("act") is remembered.words_from(["T", "c", "A"])
    assert len(remembered._memory) <= 3
    assert ("cat" in remembered) and ("tac" not in remembered)
    with pytest.raises(LexiconError):
        remembered.words_from("c4t")

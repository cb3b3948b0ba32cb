"""The move generator finds exactly the legal placements, with the engine's scores.

The suite compares the generator with the brute-force enumerator (``brute_force.py``) on a
sample of positions; ``BOARD_EXACT=all`` compares every position of :func:`all_positions`
(over 200: every play of the seven GCG games, and self-played Russian, Spanish and English
positions with blanks), which takes some minutes:

    BOARD_EXACT=all .venv/bin/python -m pytest -q tests/model/board/test_generator.py
"""

from __future__ import annotations

import functools
import itertools
import os
import random
from collections.abc import Iterator

import pytest

from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.generator import Candidate, MoveGenerator
from patentgame.model.board.legality import place_refusal, words_of
from patentgame.model.board.rules import ChallengeRule, rules_for
from patentgame.model.board.tiles import BLANK
from patentgame.model.lexicon import Lexicon
from tests.model.board.brute_force import all_placements
from tests.model.board.positions import Position, gcg_positions, selfplay_positions
from tests.model.board.reference_generator import ReferenceGenerator


def all_positions() -> Iterator[Position]:
    yield from gcg_positions()
    yield from itertools.islice(selfplay_positions("erudit-ru", 3, every=2), 12)
    yield from itertools.islice(selfplay_positions("scrabble-ru", 2, every=3), 8)
    yield from itertools.islice(selfplay_positions("scrabble-ru", 2, every=4, blanks=1), 6)
    yield from itertools.islice(selfplay_positions("wocable-es", 2, every=3), 8)
    yield from itertools.islice(selfplay_positions("wocable-es", 2, every=4, blanks=1), 6)
    yield from itertools.islice(selfplay_positions("wocable-es", 1, every=3, tiles=_plain()), 4)
    yield from itertools.islice(selfplay_positions("wocable-en", 1, every=5, blanks=2), 3)
    yield from itertools.islice(
        selfplay_positions("erudit-ru", 1, every=3, blank_scores_letter=True, blanks=1), 3
    )
    yield from itertools.islice(selfplay_positions("scrabble-ru", 1, first_word_min=5), 2)


def _plain() -> object:
    from patentgame.model.board.tiles import SPANISH_PLAIN

    return SPANISH_PLAIN


def sample_positions() -> list[Position]:
    """A quick, varied sample: English GCG positions (one with a blank), Cyrillic, ё and the
    Spanish digraph tiles, blanks included, and one rack with two blanks.

    The two-blank rack is an early Wocable position: brute force tries every pair of letters
    for the blanks on every placement, and on the crowded mid-game GCG board it once chose
    (noah_vs_mishu play 22) it took over three minutes, the longest test of the default run.
    That board is still compared under ``BOARD_EXACT=all``."""
    gcg = list(gcg_positions())
    chosen = [gcg[index] for index in (3, 23, 40, 77, 160)]
    chosen += list(itertools.islice(selfplay_positions("wocable-en", 1, every=5, blanks=2), 1))
    chosen += list(itertools.islice(selfplay_positions("erudit-ru", 1, every=4), 1, 3))
    chosen += list(itertools.islice(selfplay_positions("scrabble-ru", 1, every=7, blanks=1), 2, 3))
    chosen += list(itertools.islice(selfplay_positions("wocable-es", 1, every=5, seed=3), 2))
    return chosen


def _key(candidate: Candidate) -> frozenset[tuple[int, str, bool]]:
    return frozenset((tile.square, tile.letter, tile.blank) for tile in candidate.tiles)


def _check_exact(position: Position) -> None:
    lexicon = Lexicon.load(position.rules.lexicon_id)
    found = MoveGenerator(position.rules, lexicon).generate(
        position.letters, position.blanks, position.rack
    )
    got = {_key(candidate): candidate.score for candidate in found}
    assert len(got) == len(found), f"{position.name}: a move was found twice"
    want = all_placements(position.letters, position.blanks, position.rack, position.rules, lexicon)
    missing = set(want) - set(got)
    extra = set(got) - set(want)
    assert not missing and not extra, (
        f"{position.name} {position.rack}: missing {sorted(missing, key=len)[:3]}, "
        f"extra {sorted(extra, key=len)[:3]}"
    )
    wrong = {key: (got[key], want[key]) for key in got if got[key] != want[key]}
    assert not wrong, f"{position.name}: scores differ {list(wrong.items())[:3]}"


EXACT = list(all_positions()) if os.environ.get("BOARD_EXACT") == "all" else sample_positions()


@pytest.mark.parametrize("position", EXACT, ids=[position.name for position in EXACT])
def test_the_generator_finds_exactly_what_brute_force_finds(position: Position) -> None:
    _check_exact(position)


def test_the_quick_sample_has_racks_with_one_and_two_blanks_in_three_alphabets() -> None:
    blanks = {position.rack.count(BLANK) for position in sample_positions()}
    assert {0, 1, 2} <= blanks
    assert {position.rules.tiles.id for position in sample_positions()} >= {
        "english",
        "russian",
        "spanish",
    }


def test_the_full_comparison_covers_over_200_positions_with_blanks_and_cyrillic() -> None:
    positions = list(all_positions())
    assert len(positions) >= 200
    assert sum("?" in position.rack for position in positions) >= 20
    assert {position.rules.tiles.id for position in positions} >= {
        "english",
        "russian",
        "spanish",
        "spanish-plain",
    }


def test_every_move_is_legal_and_scores_as_the_engine_counts_it() -> None:
    for position in itertools.islice(gcg_positions(), 0, None, 25):
        rules = position.rules.replace(challenge=ChallengeRule.AUTOMATIC)
        lexicon = Lexicon.load(rules.lexicon_id)
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon)
        game._turns._letters = list(position.letters)
        game._turns._blanks = list(position.blanks)
        found = MoveGenerator(rules, lexicon).generate(
            position.letters, position.blanks, position.rack
        )
        assert found == sorted(found, key=lambda candidate: -candidate.score)
        for candidate in found:
            move = candidate.place(0)
            assert place_refusal(move, position.letters, position.blanks, position.rack, rules,
                                 lexicon) is None  # fmt: skip
            assert game.score_of(move).score == candidate.score
            assert candidate.words(position.letters) == words_of(move, position.letters)
            assert candidate.word(position.letters) == candidate.words(position.letters)[0]
            assert sorted(candidate.leave(position.rack) + candidate.used) == sorted(position.rack)


def test_a_first_move_covers_the_centre_and_honours_the_five_letter_rule() -> None:
    rules = rules_for("erudit-ru", first_word_min=5)
    lexicon = Lexicon.load(rules.lexicon_id)
    found = MoveGenerator(rules, lexicon).generate([""] * 225, [False] * 225, tuple("щукаоне"))
    assert found and all(candidate.length >= 5 for candidate in found)
    assert all(112 in candidate.main_squares() for candidate in found)
    assert "щука" not in {candidate.word([""] * 225) for candidate in found}
    shorter = MoveGenerator(rules_for("erudit-ru"), lexicon).generate(
        [""] * 225, [False] * 225, tuple("щука")
    )
    assert (
        max(candidate.score for candidate in shorter if candidate.word([""] * 225) == "щука") == 30
    )


def test_spanish_digraph_tiles_are_never_split() -> None:
    rules = rules_for("wocable-es")
    lexicon = Lexicon.load(rules.lexicon_id)
    found = MoveGenerator(rules, lexicon).generate(
        [""] * 225, [False] * 225, ("c", "h", "ch", "o", "rr", "o", "l")
    )
    words = {candidate.word([""] * 225): candidate for candidate in found}
    assert "chorro" in words
    tiles = [tile.letter for tile in words["chorro"].tiles]
    assert tiles == ["ch", "o", "rr", "o"]
    # "c" then "h" as two tiles would split the CH digraph: never generated.
    for candidate in found:
        letters = [tile.letter for tile in candidate.tiles]
        assert all(not (a == "c" and b == "h") for a, b in itertools.pairwise(letters))


def test_blank_swap_moves_take_a_blank_and_play_it() -> None:
    rules = rules_for("erudit-ru", blank_swap=True)
    lexicon = Lexicon.load(rules.lexicon_id)
    letters = [""] * 225
    blanks = [False] * 225
    for square, letter in zip((112, 113, 114), "кот", strict=True):
        letters[square] = letter
    blanks[114] = True  # the т is a blank
    rack = ("т", "а", "а", "л", "е", "с", "к")
    found = MoveGenerator(rules, lexicon).generate(letters, blanks, rack)
    swaps = [candidate for candidate in found if candidate.swaps]
    plain = MoveGenerator(rules_for("erudit-ru"), lexicon).generate(letters, blanks, rack)
    assert swaps and len(found) == len(plain) + len(swaps)
    for candidate in swaps:
        assert candidate.swaps == ((114, "т"),)
        assert sum(tile.blank for tile in candidate.tiles) >= 1
        move = candidate.place(0)
        assert place_refusal(move, letters, blanks, rack, rules, lexicon) is None
        assert sorted(candidate.leave(rack) + candidate.used) == sorted(rack)


def _random_positions() -> Iterator[Position]:
    """Boards of seeded self-played games of every tile set, each with a random rack drawn from
    the tile set (none, one or two blanks), the first move and rule options included."""
    rng = random.Random(37)
    cases = (
        ("scrabble-en", {}),
        ("erudit-ru", {}),
        ("scrabble-ru", {}),
        ("wocable-es", {}),
        ("wocable-en", {"blank_scores_letter": True}),
        ("erudit-ru", {"blank_swap": True}),
        ("scrabble-ru", {"first_word_min": 5}),
    )
    for rule_set, options in cases:
        for position in itertools.islice(
            selfplay_positions(rule_set, 2, every=4, seed=rng.randrange(1000), **options), 12
        ):
            bag = [tile for tile, count in position.rules.tiles.counts().items()
                   for _ in range(count) if tile != BLANK]  # fmt: skip
            rack = rng.sample(bag, 7)
            for slot in range(rng.choice((0, 0, 1, 1, 2))):
                rack[slot] = BLANK
            if position.rules.blank_swap:
                # A rack holding letters that stand on the board as blanks, to swap them.
                pairs = zip(position.letters, position.blanks, strict=True)
                on_board = [letter for letter, blank in pairs if blank][:2]
                for slot, letter in enumerate(on_board, 1):
                    rack[-slot] = letter
            yield Position(position.name, position.rules, position.letters, position.blanks,
                           tuple(rack))  # fmt: skip


@functools.cache
def random_positions() -> list[Position]:
    """The random positions, made once per test process when a test first asks (some 18 s of
    self-play: at import, every process that collected this module paid it, tests run or not)."""
    return list(_random_positions())


def test_the_random_positions_cover_every_tile_set_blanks_and_the_rule_options() -> None:
    positions = random_positions()
    assert len(positions) >= 70
    assert {position.rules.tiles.id for position in positions} >= {"english", "russian", "spanish"}
    assert sum(position.rack.count(BLANK) == 2 for position in positions) >= 10
    assert any(not any(position.letters) for position in positions)


def test_the_generator_lists_the_reference_generators_moves_in_its_order() -> None:
    """The whole list, not only the set: every move's tiles, squares, main word and score, in
    the same order (the players pick the first of equal scores and equities, so the order is
    part of what they decide), on boards and racks drawn at random."""
    swapped = 0
    for position in random_positions():
        lexicon = Lexicon.load(position.rules.lexicon_id)
        got = MoveGenerator(position.rules, lexicon).generate(
            position.letters, position.blanks, position.rack
        )
        want = ReferenceGenerator(position.rules, lexicon).generate(
            position.letters, position.blanks, position.rack
        )
        assert got == want, f"{position.name} {position.rack}: the move lists differ"
        swapped += sum(1 for candidate in got if candidate.swaps)
    assert swapped, "no position offered a blank to swap"

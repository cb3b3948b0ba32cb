"""The board's premium squares, square by square, and the tile sets of BOARD_RULES.md."""

from __future__ import annotations

import pytest

from patentgame.model.board.layout import (
    CENTRE,
    LETTER_MULTIPLIER,
    PREMIUMS,
    SQUARES,
    WORD_MULTIPLIER,
    Premium,
    position,
    position_name,
    square,
    square_name,
)
from patentgame.model.board.tiles import BLANK, ENGLISH, RUSSIAN, SPANISH, SPANISH_PLAIN

# The classic board, listed square by square (not derived from the engine's map).
TRIPLE_WORD = "A1 H1 O1 A8 O8 A15 H15 O15"
DOUBLE_WORD = "B2 C3 D4 E5 K5 L4 M3 N2 B14 C13 D12 E11 K11 L12 M13 N14"
TRIPLE_LETTER = "F2 J2 B6 F6 J6 N6 B10 F10 J10 N10 F14 J14"
DOUBLE_LETTER = "D1 L1 G3 I3 A4 H4 O4 C7 G7 I7 M7 D8 L8 C9 G9 I9 M9 A12 H12 O12 G13 I13 D15 L15"


def test_every_square_has_the_premium_of_the_classic_board() -> None:
    expected = {index: Premium.NONE for index in range(SQUARES)}
    for names, premium in (
        (TRIPLE_WORD, Premium.TRIPLE_WORD),
        (DOUBLE_WORD, Premium.DOUBLE_WORD),
        (TRIPLE_LETTER, Premium.TRIPLE_LETTER),
        (DOUBLE_LETTER, Premium.DOUBLE_LETTER),
    ):
        for name in names.split():
            expected[square(name)] = premium
    expected[CENTRE] = Premium.STAR
    for index in range(SQUARES):
        assert PREMIUMS[index] is expected[index], square_name(index)
    assert len(TRIPLE_WORD.split()) == 8 and len(DOUBLE_WORD.split()) + 1 == 17
    assert len(TRIPLE_LETTER.split()) == 12 and len(DOUBLE_LETTER.split()) == 24


def test_multipliers_follow_the_premiums() -> None:
    assert WORD_MULTIPLIER[square("A1")] == 3 and LETTER_MULTIPLIER[square("A1")] == 1
    assert WORD_MULTIPLIER[CENTRE] == 2
    assert LETTER_MULTIPLIER[square("B6")] == 3 and LETTER_MULTIPLIER[square("D1")] == 2
    assert sum(m == 1 for m in WORD_MULTIPLIER) == SQUARES - 25


@pytest.mark.parametrize(
    ("name", "first", "across"),
    [("8H", "H8", True), ("H8", "H8", False), ("15a", "A15", True), ("o1", "O1", False)],
)
def test_gcg_positions(name: str, first: str, across: bool) -> None:
    assert position(name) == (square(first), across)
    assert position_name(square(first), across) == name.upper()


@pytest.mark.parametrize("name", ["P1", "0A", "A16", "", "H 8", "88"])
def test_bad_squares_are_refused(name: str) -> None:
    with pytest.raises(ValueError):
        square(name)


def test_english_tiles_are_seed_001s() -> None:
    counts = ENGLISH.counts()
    assert ENGLISH.size == 100 and counts[BLANK] == 2
    assert (counts["e"], counts["a"], counts["i"], counts["o"], counts["z"]) == (12, 9, 9, 8, 1)
    values = {1: "aeilnorstu", 2: "dg", 3: "bcmp", 4: "fhvwy", 5: "k", 8: "jx", 10: "qz"}
    for value, letters in values.items():
        assert all(ENGLISH.value(letter) == value for letter in letters)
    assert sum(ENGLISH.value(t) * n for t, n in counts.items()) == 187


def test_russian_tiles_are_seed_002s_table() -> None:
    counts = RUSSIAN.counts()
    assert sum(counts.values()) - counts[BLANK] == 103 and counts[BLANK] == 2
    table = {
        "а": (8, 1),
        "о": (10, 1),
        "ё": (1, 3),
        "й": (1, 4),
        "ф": (1, 10),
        "щ": (1, 10),
        "ъ": (1, 10),
        "ы": (2, 4),
        "э": (1, 8),
        "ю": (1, 8),
        "я": (2, 3),
        "ш": (1, 8),
    }
    for letter, (count, value) in table.items():
        assert (counts[letter], RUSSIAN.value(letter)) == (count, value)
    assert len(RUSSIAN.alphabet) == 33


def test_spanish_set_has_digraph_tiles_and_n_with_tilde() -> None:
    counts = SPANISH.counts()
    assert SPANISH.size == 100
    assert (counts["ch"], counts["ll"], counts["rr"], counts["ñ"]) == (1, 1, 1, 1)
    assert (SPANISH.value("ch"), SPANISH.value("ll"), SPANISH.value("ñ")) == (5, 8, 8)
    assert "k" not in counts and "w" not in counts
    assert SPANISH.spell("llorar") == ("ll", "o", "r", "a", "r")
    assert SPANISH_PLAIN.size == 97 and SPANISH_PLAIN.spell("chorro") == tuple("chorro")


def test_the_start_draw_ranks_the_blank_before_the_first_letter() -> None:
    assert RUSSIAN.start_rank(BLANK) < RUSSIAN.start_rank("а") < RUSSIAN.start_rank("б")
    assert RUSSIAN.start_rank("е") < RUSSIAN.start_rank("ё") < RUSSIAN.start_rank("ж")

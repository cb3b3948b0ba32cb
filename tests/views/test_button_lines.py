"""Where a row of buttons folds: the fewest lines, balanced, in order, never a button cut."""

from __future__ import annotations

from patentgame.views.button_lines import line_breaks, lines_needed


def test_buttons_that_fit_stay_on_one_line() -> None:
    assert line_breaks([100, 120, 80], 6, 312) == ()
    assert lines_needed([100, 120, 80], 6, 312) == 1


def test_one_pixel_short_folds_into_two_balanced_lines() -> None:
    # 100 + 120 + 80 + two spacings = 312: at 311 the row folds, the widest line as short as can be
    assert line_breaks([100, 120, 80], 6, 311) == (1,)  # 100 | 206, not 226 | 80
    assert line_breaks([100, 120, 200], 6, 311) == (2,)
    assert line_breaks([200, 120, 100], 6, 311) == (1,)


def test_a_long_label_takes_a_line_of_its_own_on_a_third_line() -> None:
    # Found at 200 % in Russian: Sell, Clear, "Закончить продажу  (Пробел)", Take back in 800 px
    widths = [300, 290, 558, 420]
    assert lines_needed(widths, 6, 800) == 3
    breaks = line_breaks(widths, 6, 800)
    assert breaks == (2, 3)  # Sell and Clear; Stop selling alone; Take back


def test_no_more_than_three_lines_even_when_they_cannot_hold_the_buttons() -> None:
    assert lines_needed([500] * 5, 6, 400) == 3


def test_no_buttons_need_one_line() -> None:
    assert line_breaks([], 6, 100) == ()

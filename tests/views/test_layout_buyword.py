"""Issue 31 for BuyWord: the tiles get the room first, grow with the zoom, stand in the middle
of the felt, and stay where they are while a question, a prompt or a message comes and goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from tests.views.layout_helpers import (
    SCREENS,
    ZOOMS,
    family_window,
    on_table,
    overlaps,
    piece_size,
    settle,
)
from tests.views.table_helpers import shot
from tests.views.test_zoom import clipped


def test_the_tiles_grow_with_the_zoom_on_a_full_hd_window(qtbot: object) -> None:
    """The hand's tiles were 96 px at every zoom (about 45 px once drawn at 200 %): they are
    now their base size times the zoom, as far as the room allows."""
    sizes = {}
    for zoom in ZOOMS:
        window = family_window(qtbot, "buyword", (1920, 1080), zoom)
        sizes[zoom] = piece_size(window, "buyword")
        shot(window, f"layout-buyword-1920x1080-{zoom}")
        window.close()
    print("BuyWord tile at 100/150/200 %:", sizes)
    assert sizes[150] >= 1.3 * sizes[100], sizes
    assert sizes[200] >= 1.6 * sizes[100], sizes


def test_at_100_percent_the_rows_stand_in_the_middle_of_the_felt(qtbot: object) -> None:
    """At 100 % the table was mostly empty felt under the plaques: the players now stand
    beside the rows, and the rows in the middle of the felt's height."""
    window = family_window(qtbot, "buyword", (1920, 1080))
    table = window.table
    rows = on_table(table.prompt, table).united(  # type: ignore[attr-defined]
        on_table(table.button_row, table)  # type: ignore[attr-defined]
    )
    above, below = rows.top(), table.height() - rows.bottom()
    assert abs(above - below) < 0.15 * table.height(), (above, below)
    plaque = on_table(table.plaques[0], table)  # type: ignore[attr-defined]
    assert plaque.left() > rows.right()  # beside the rows, above the log


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("size", SCREENS)
def test_no_part_of_the_buyword_table_overlaps_another_or_cuts_a_word(
    qtbot: object, size: tuple[int, int], zoom: int
) -> None:
    window = family_window(qtbot, "buyword", size, zoom)
    table = window.table
    shot(window, f"layout-buyword-{size[0]}x{size[1]}-{zoom}")
    problems = overlaps(table) + clipped(table)
    assert not problems, "\n".join(problems)
    assert (window.width(), window.height()) == size


def _where(table: object) -> list[QRect | QRectF]:
    rows = (table.offer_row, table.word_row, table.hand_row)  # type: ignore[attr-defined]
    hand = table.hand_row  # type: ignore[attr-defined]
    tiles = [hand.tile_rect(index) for index in range(len(hand.tiles))]
    return [*(on_table(row, table) for row in rows), *tiles]


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_tiles_stay_put_while_bars_and_messages_come_and_go(qtbot: object, zoom: int) -> None:
    window = family_window(qtbot, "buyword", (1366, 768), zoom)
    table = window.table
    before = _where(table)
    assert len(before) > 3  # the hand's tiles are on the table
    table.challenge_bar.ask(  # type: ignore[attr-defined]
        [(0, "Ann")], 15, alone=True, offer_always_accept=True
    )
    table.challenge_bar.show()  # type: ignore[attr-defined]
    settle(qtbot)
    shot(window, f"layout-buyword-challenge-{zoom}")
    assert _where(table) == before, "the challenge bar moved them"
    table.challenge_bar.close_question()  # type: ignore[attr-defined]
    table.challenge_bar.hide()  # type: ignore[attr-defined]
    long = (
        "Ты держишь кубик: брось его (Enter), потом выбери, сколько фишек купить, "
        "и построй слово из фишек руки."
    )
    table.rows.show_prompt(long)  # type: ignore[attr-defined]
    table.fault.setText("В руке нет буквы Щ.")  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.prompt.text() == long  # type: ignore[attr-defined]
    assert _where(table) == before, "a long prompt or a refusal moved them"
    table.status_message.emit("Ада купила 3 фишки за $9.", 5000)  # type: ignore[attr-defined]
    settle(qtbot)
    assert window.statusBar().currentMessage()
    assert _where(table) == before, "a status message moved them"
    assert not clipped(table), clipped(table)


@pytest.mark.parametrize(("size", "zoom"), [((1024, 640), 100), ((1366, 768), 200)])
def test_the_empty_word_row_s_words_lie_on_its_mat(
    qtbot: object, size: tuple[int, int], zoom: int
) -> None:
    """The words of the empty word row ran past the ends of its mat (a mat of five tiles)."""
    from patentgame.views.buyword.felt import mat_rect

    window = family_window(qtbot, "buyword", size, zoom)
    row = window.table.word_row  # type: ignore[attr-defined]
    assert row.placeholder and not row.tiles  # no word begun
    mat = mat_rect(row)
    words = row.placeholder_width()
    shot(window, f"layout-buyword-empty-word-row-{size[0]}x{size[1]}-{zoom}")
    print(f"{size} {zoom} %: words {words:.0f} px, mat {mat.width():.0f} px")
    assert mat.width() >= words + 20, (mat.width(), words)

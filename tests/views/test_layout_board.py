"""Issue 31 for the board games: the board gets the room first, grows with the zoom, and stays
where it is while a question, a long preview or a status message comes and goes."""

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


def test_the_board_grows_with_the_zoom_on_a_full_hd_window(qtbot: object) -> None:
    """At 200 % the board dropped from about 560 to 340 pixels (squares 55, 53, 48 px at
    100, 150, 200 %): its squares now follow the zoom, as far as the window's height allows."""
    sizes = {}
    for zoom in ZOOMS:
        window = family_window(qtbot, "board", (1920, 1080), zoom)
        sizes[zoom] = piece_size(window, "board")
        shot(window, f"layout-board-1920x1080-{zoom}")
        window.close()
    print("board square at 100/150/200 %:", sizes)
    assert sizes[150] >= 1.3 * sizes[100], sizes
    assert sizes[200] >= 1.6 * sizes[100], sizes


def test_on_a_laptop_the_board_is_readable_and_the_rack_no_giant(qtbot: object) -> None:
    """At 1024 x 640 and 100 % the board was 360 px (squares of 23.8) and the rack's tiles 2.3
    times a square: a square is now at least 28 px, a tile at most 1.5 squares."""
    window = family_window(qtbot, "board", (1024, 640))
    table = window.table
    square = table.board.cell()  # type: ignore[attr-defined]
    tile = table.rack.tile_rect(0).width()  # type: ignore[attr-defined]
    print(f"1024x640 100 %: square {square:.1f} px, rack tile {tile:.1f} px")
    assert square >= 28
    assert tile <= 1.5 * square
    # The window's least size is still a laptop's: nothing forced it larger.
    assert (window.width(), window.height()) == (1024, 640)


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("size", SCREENS)
def test_no_part_of_the_board_table_overlaps_another_or_cuts_a_word(
    qtbot: object, size: tuple[int, int], zoom: int
) -> None:
    window = family_window(qtbot, "board", size, zoom)
    table = window.table
    shot(window, f"layout-board-{size[0]}x{size[1]}-{zoom}")
    problems = overlaps(table) + clipped(table)
    assert not problems, "\n".join(problems)
    # The window never grows past the laptop's size it was given: the table scrolls in it.
    assert (window.width(), window.height()) == size


def _where(table: object) -> list[QRect | QRectF]:
    board, rack = table.board, table.rack  # type: ignore[attr-defined]
    return [
        on_table(board, table),  # type: ignore[arg-type]
        on_table(rack, table),  # type: ignore[arg-type]
        board.square_rect(112),
        *(rack.tile_rect(index) for index in range(len(rack.tiles))),
    ]


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_board_and_the_rack_stay_put_while_bars_and_messages_come_and_go(
    qtbot: object, zoom: int
) -> None:
    """The board moved about 20 px when the challenge bar appeared or the prompt wrapped to
    two lines, so a drag aimed at a square landed on another."""
    window = family_window(qtbot, "board", (1366, 768), zoom)
    table = window.table
    before = _where(table)
    table.challenge_bar.ask(  # type: ignore[attr-defined]
        [(0, "Ann")], 15, alone=True, offer_always_accept=True
    )
    table.refresh()  # as the table does when the game asks  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.challenge_bar.isVisible()  # type: ignore[attr-defined]
    shot(window, f"layout-board-challenge-{zoom}")
    assert _where(table) == before, "the challenge bar moved them"
    table.challenge_bar.close_question()  # type: ignore[attr-defined]
    table.refresh()  # type: ignore[attr-defined]
    long = (
        "Твой ход: перетащи фишки на доску или щёлкни клетку и набирай буквы "
        "(щёлкни ещё раз: вниз). " * 2
    )
    table.fit.show_preview(long)  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.preview.text() == long  # type: ignore[attr-defined]
    assert _where(table) == before, "a long preview moved them"
    said = "Кузя сходил: ЩУКА на 8H, 30 очков. Твой ход."
    table.status_message.emit(said, 5000)  # type: ignore[attr-defined]
    settle(qtbot)
    assert window.statusBar().currentMessage()
    assert _where(table) == before, "a status message moved them"
    assert not clipped(table), clipped(table)

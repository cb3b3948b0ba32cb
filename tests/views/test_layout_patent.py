"""Issue 31 for the patent game: the cards get the room first, grow with the zoom, and stay
where they are while a question, a two-line prompt or a status message comes and goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

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


def test_the_hand_grows_with_the_zoom_on_a_full_hd_window(qtbot: object) -> None:
    """A card of the hand was 136, 117 and 97 px wide at 100, 150 and 200 %: it shrank as the
    rows of text grew. Cards are now their base size times the zoom, as the room allows."""
    sizes = {}
    for zoom in ZOOMS:
        window = family_window(qtbot, "patent", (1920, 1080), zoom)
        sizes[zoom] = piece_size(window, "patent")
        shot(window, f"layout-patent-1920x1080-{zoom}")
        window.close()
    print("hand card at 100/150/200 %:", sizes)
    assert sizes[150] >= 1.3 * sizes[100], sizes
    assert sizes[200] >= 1.6 * sizes[100], sizes


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("size", SCREENS)
def test_no_part_of_the_patent_table_overlaps_another_or_cuts_a_word(
    qtbot: object, size: tuple[int, int], zoom: int
) -> None:
    """At 1024 x 640 and 200 % the rows of patents covered the players' money, a button read
    ")iscard instead..": nothing overlaps, nothing is cut, and the window keeps its size (the
    table scrolls in it)."""
    window = family_window(qtbot, "patent", size, zoom)
    table = window.table
    shot(window, f"layout-patent-{size[0]}x{size[1]}-{zoom}")
    problems = overlaps(table) + clipped(table)
    assert not problems, "\n".join(problems)
    assert (window.width(), window.height()) == size


def _where(table: object) -> list[QRect]:
    hand = table.hand_view  # type: ignore[attr-defined]
    rows = [on_table(view, table) for view in table.word_views]  # type: ignore[attr-defined]
    cards = [hand.visualRect(hand.model().index(row, 0)) for row in range(hand.model().rowCount())]
    return [on_table(hand, table), *rows, on_table(table.patents, table), *cards]  # type: ignore[attr-defined]


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_hand_and_the_words_stay_put_while_bars_and_messages_come_and_go(
    qtbot: object, zoom: int
) -> None:
    window = family_window(qtbot, "patent", (1366, 768), zoom)
    table = window.table
    before = _where(table)
    assert len(before) > 4  # the hand's cards are on the table
    table.challenge_bar.ask(  # type: ignore[attr-defined]
        [(0, "Ann")], 15, alone=True, offer_always_accept=True
    )
    table.refresh()  # as the table does when the game asks  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.challenge_bar.isVisible()  # type: ignore[attr-defined]
    shot(window, f"layout-patent-challenge-{zoom}")
    assert _where(table) == before, "the challenge bar moved them"
    table.challenge_bar.close_question()  # type: ignore[attr-defined]
    table.refresh()  # type: ignore[attr-defined]
    long = (
        "Собери слово из карт руки и пула: перетащи их в строку слова или набери буквы, "
        "потом нажми «Играть» (Enter) или «Сбросить» (Esc)."
    )
    table._show_prompt(long)  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.prompt.text() == long  # type: ignore[attr-defined]
    assert _where(table) == before, "a long prompt moved them"
    table.status_message.emit("Ада купила патент Q за $2.", 5000)  # type: ignore[attr-defined]
    settle(qtbot)
    assert window.statusBar().currentMessage()
    assert _where(table) == before, "a status message moved them"
    assert not clipped(table), clipped(table)

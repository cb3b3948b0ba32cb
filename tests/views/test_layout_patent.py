"""Issue 31 for the patent game: the cards get the room first, grow with the zoom, and stay
where they are while a question, a two-line prompt or a status message comes and goes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.views.layout_helpers import (
    SCREENS,
    ZOOMS,
    family_window,
    on_table,
    overlaps,
    piece_size,
    settle,
    setup_of,
    zoom_by_keys,
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
    table.lines.show_prompt(long)  # type: ignore[attr-defined]
    settle(qtbot)
    assert table.prompt.text() == long  # type: ignore[attr-defined]
    assert _where(table) == before, "a long prompt moved them"
    table.status_message.emit("Ада купила патент Q за $2.", 5000)  # type: ignore[attr-defined]
    settle(qtbot)
    assert window.statusBar().currentMessage()
    assert _where(table) == before, "a status message moved them"
    assert not clipped(table), clipped(table)


def _playing(qtbot: object) -> object:
    """A 1366 x 768 window where the person plays first (seed 5 deals Ann the first turn)."""
    window = family_window(qtbot, "patent", (1366, 768))
    window.start_game(replace(setup_of("patent"), seed=5))
    settle(qtbot)
    assert window.table.ready_for_screenshot()  # type: ignore[attr-defined]
    return window


def test_the_hand_stays_put_under_the_pointer_and_centres_when_it_leaves(qtbot: object) -> None:
    """The hand re-centred after each click, so the next card slid under the pointer: while
    the pointer is on the hand, the cards left of a card taken stay where they were."""
    window = _playing(qtbot)
    table = window.table
    hand = table.hand_view  # type: ignore[attr-defined]
    model = hand.model()
    assert model.rowCount() >= 3

    def card(row: int) -> QRect:
        rect = hand.visualRect(model.index(row, 0))
        return QRect(hand.viewport().mapTo(table, rect.topLeft()), rect.size())

    first = card(0)
    target = hand.visualRect(model.index(2, 0)).center()
    QTest.mouseMove(hand.viewport(), target)
    settle(qtbot)
    assert hand.underMouse()
    QTest.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=target)
    settle(qtbot)
    assert model.rowCount() < 7 or table.draft.word_models[0].rowCount() == 1  # type: ignore[attr-defined]
    assert card(0) == first  # nothing slid
    QTest.mouseMove(table.patents.viewport(), QPoint(5, 5))  # type: ignore[attr-defined]
    settle(qtbot)
    # The pointer gone, the hand stands in the middle of its row again.
    count = model.rowCount()
    used = count * hand.card_size().width()
    assert hand.viewportMargins().left() == max(0, (hand.width() - used) // 2)
    assert card(0) != first


def test_a_dragged_card_opens_a_gap_where_it_will_land(qtbot: object) -> None:
    window = _playing(qtbot)
    table = window.table
    hand = table.hand_view  # type: ignore[attr-defined]
    word = table.word_views[0]  # type: ignore[attr-defined]
    model = hand.model()
    mime = model.mimeData([model.index(0, 0)])
    first = hand.visualRect(model.index(1, 0))
    point = QPointF(first.center().x() - 2, first.center().y())
    actions = Qt.DropAction.MoveAction
    enter = QDragEnterEvent(
        point.toPoint(), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(hand.viewport(), enter)
    move = QDragMoveEvent(
        point.toPoint(), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(hand.viewport(), move)
    settle(qtbot)
    assert hand.drop_gap == 1  # before the second card
    half = hand.card_size().width() / 2
    assert hand.gap_shift(0) == -half and hand.gap_shift(1) == half
    shot(window, "layout-patent-drag-gap")
    QApplication.sendEvent(hand.viewport(), QDragLeaveEvent())
    assert hand.drop_gap == -1 and hand.gap_shift(0) == 0
    assert word.drop_gap == -1


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_terms_under_a_challenge_question_are_read_whole_at_200_percent(
    qtbot: object, size: tuple[int, int]
) -> None:
    """Under the question, what a challenge costs and wins, set a little smaller where its
    row is short: measured by the plain text, its last line was cut at 200 % on a 1280 x 800
    window (the label's rich text wraps a few pixels sooner); the label's own layout now has
    the last word."""
    from tests.views.table_helpers import MANUAL, adopt, make_window, when_ready
    from tests.views.test_challenges import ANNA_AND_BEN, TOP

    window = make_window(qtbot, size)
    zoom_by_keys(window, 200)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # type: ignore[attr-defined]
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot)
    assert table.challenge_bar.asking  # type: ignore[attr-defined]
    preview = table.preview  # type: ignore[attr-defined]
    assert "may challenge" in preview.text()
    shot(window, f"layout-patent-challenge-terms-{size[0]}x{size[1]}-200")
    assert preview.heightForWidth(preview.width()) <= preview.height(), preview.text()
    assert not clipped(table), clipped(table)

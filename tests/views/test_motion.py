"""Motion on the table: cards travel, coins fly, a bought patent flips; each flight ends within
400 ms, never stands in the way of a click, and none starts under reduced motion."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.controller.setup import SeatSetup
from patentgame.views.motion import LONGEST_MS, flight_ms
from tests.views.table_helpers import adopt, choose, click_card, make_window, shot

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def test_no_flight_is_longer_than_400_ms_at_any_speed() -> None:
    assert flight_ms(1.0) == 300
    assert flight_ms(0.25) == LONGEST_MS == 400
    assert flight_ms(2.0) == 150


def test_a_played_word_flies_to_the_discards_and_lands_within_400_ms(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_ai_pace(900)  # the computer waits: its moves would land Ann's flights at once
    adopt(window, TOP, ANN_VS_BOT)
    layer = window.table.motion.layer
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    QTest.keyClick(window.table, "d")  # buy the D patent: it flips over
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    QApplication.processEvents()
    assert [flight.start == flight.end for flight in layer.flights].count(True) == 1
    qtbot.waitUntil(lambda: not layer.moving, timeout=1500)  # type: ignore[attr-defined]
    QTest.keyClick(window.table, "s")  # mark the S for a discard
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # the turn ends: CANDOR leaves the row
    assert layer.moving and layer.isVisible()
    discards = window.table.motion._pile(True)
    assert sum(flight.end == discards for flight in layer.flights) == 7  # CANDOR and the S
    started = time.monotonic()
    qtbot.wait(120)  # type: ignore[attr-defined]
    shot(window, "motion-word-to-discards")
    # Input is never blocked: the layer lets clicks through to the table while cards fly.
    assert layer.moving
    assert layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    qtbot.waitUntil(lambda: not layer.moving, timeout=1500)  # type: ignore[attr-defined]
    assert time.monotonic() - started < 1.2  # the machine is shared: generous
    assert not layer.isVisible()
    assert max(layer.lengths) <= LONGEST_MS


def test_drawn_cards_travel_from_the_deck_to_the_hand(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table, layer = window.table, window.table.motion.layer
    QTest.keyClick(window.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # discard
    click_card(table.hand_view, 0)
    click_card(table.hand_view, 1)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(layer.lengths) >= 4, timeout=2000)  # type: ignore[attr-defined]
    deck = table.motion._pile(False)  # where the deck's top card lies on the table
    assert any(flight.start == deck for flight in layer.flights)
    qtbot.waitUntil(lambda: not layer.moving, timeout=1500)  # type: ignore[attr-defined]


def test_reduced_motion_starts_no_flight_at_all(qtbot: object) -> None:
    window = make_window(qtbot)
    choose(window, "view", "reduced_motion")
    assert window.settings.reduced_motion
    adopt(window, TOP, ANN_VS_BOT)
    layer = window.table.motion.layer
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    QTest.keyClick(window.table, "d")
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    qtbot.wait(50)  # type: ignore[attr-defined]
    assert not layer.moving and not layer.isVisible()
    assert layer.lengths == []


def test_a_faster_animation_speed_makes_shorter_flights(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_animation_speed(2.0)
    adopt(window, TOP, ANN_VS_BOT)
    layer = window.table.motion.layer
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    QTest.keyClick(window.table, "d")  # the D patent flips
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    QApplication.processEvents()
    assert layer.lengths and set(layer.lengths) == {150}


def test_at_instant_computer_pace_flights_do_not_pile_up(qtbot: object) -> None:
    """Computers at instant pace act faster than a flight lasts: when an action's first event
    comes, the pictures of the actions before it have landed; only the new one's move."""
    window = make_window(qtbot)  # make_window sets the computer pace to instant
    adopt(window, TOP, ANN_VS_BOT)
    model, layer = window.game_model, window.table.motion.layer
    stale: list[int] = []
    most: list[int] = []
    before: set[int] = set()

    def action_done() -> None:
        nonlocal before
        now = {id(flight) for flight in layer.flights}
        stale.extend(now & before)  # an earlier action's picture still in the air
        most.append(len(layer.flights))
        before = now

    model.state_changed.connect(action_done)
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    QTest.keyClick(window.table, "d")  # buy the D patent
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    QTest.keyClick(window.table, "s")  # mark the S for a discard
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # Ann's turn ends: the computer plays
    assert model.state.current == 1
    qtbot.waitUntil(lambda: model.state.current == 0, timeout=10000)  # type: ignore[attr-defined]
    assert len(most) >= 4 and max(most) > 0
    assert not stale, f"{len(stale)} flights outlived the action after theirs"
    assert layer.cut_short > 0  # the computers were faster than the flights
    qtbot.waitUntil(lambda: not layer.moving, timeout=1500)  # type: ignore[attr-defined]
    assert not layer.isVisible()

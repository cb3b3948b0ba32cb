"""The table's sounds: each event's cue through the real sound service into a recording sink,
none when muted (Ctrl+M) or while the hot-seat hand-over screen is up; the volume a setting."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox, QWidget

from patentgame.controller.setup import SeatSetup
from patentgame.controller.sound import Cue, RecordingSink
from patentgame.keeping.settings import settings_from_json
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import (
    adopt,
    answer_modal,
    choose,
    make_window,
    press_button,
    when_ready,
)

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def recording(window: MainWindow) -> RecordingSink:
    sink = RecordingSink()
    window.sound.use_backend(lambda: sink)
    return sink


def settle(window: MainWindow) -> None:
    QApplication.processEvents()
    assert window.sound.service.wait_until_idle()


def test_a_played_word_sounds_its_cards_and_the_word(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    sink = recording(window)
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    settle(window)
    assert sink.cues[:2] == [Cue.CARD, Cue.WORD], sink.cues
    QTest.keyClick(window.table, "d")  # buy the D patent
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    settle(window)
    assert Cue.PATENT in sink.cues
    assert all(played.volume == 70 for played in sink.played)


def test_ctrl_m_mutes_and_is_remembered(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    sink = recording(window)
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.sound_muted and window.named_actions["mute"].isChecked()
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    settle(window)
    assert sink.cues == []
    kept, _ = settings_from_json(window.settings.to_json())
    assert kept.sound_muted
    QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not window.settings.sound_muted
    QTest.keyClick(window.table, "d")
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought (chosen first)
    settle(window)
    assert sink.cues[0] == Cue.PATENT


def test_the_volume_is_set_in_the_settings_menu(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    sink = recording(window)

    def set_volume(dialog: QWidget) -> None:
        box = dialog.findChild(QSpinBox)
        box.selectAll()
        QTest.keyClicks(box, "35")
        press_button(dialog, "OK")

    answer_modal(set_volume)
    choose(window, "settings", "sound_volume")
    assert window.settings.sound_volume == 35
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    settle(window)
    assert sink.played and all(played.volume == 35 for played in sink.played)


def test_the_hand_over_screen_is_silent(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (
        SeatSetup("Ann", "human", 0),
        SeatSetup("Bot", "ai:greedy", 1),
        SeatSetup("Ben", "human", 2),
    )
    adopt(window, "CATRSEO" + "LLLLPPW" + "EEEEEEE" + "NDI", seats)
    model, table = window.game_model, window.table
    if table.handover.isVisible():  # Ann takes the device
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    sink = recording(window)
    QTest.keyClicks(table, "candor")
    QTest.keyClick(table, Qt.Key.Key_Return)
    settle(window)
    assert Cue.WORD in sink.cues
    QTest.keyClick(table, Qt.Key.Key_Escape)  # buy nothing
    QTest.keyClick(table, Qt.Key.Key_Return)  # keep every card: the turn ends
    qtbot.waitUntil(lambda: model.state.current == 2, timeout=8000)  # type: ignore[attr-defined]
    settle(window)
    assert table.handover.isVisible()  # Ben is fetched
    before = len(sink.cues)
    assert window.sound.silent_now
    qtbot.wait(300)  # type: ignore[attr-defined]
    settle(window)
    assert len(sink.cues) == before  # the screen itself is silent
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Ben takes the device
    assert not window.sound.silent_now
    QTest.keyClicks(table, "eee")  # not a word: no cue
    settle(window)
    assert len(sink.cues) == before

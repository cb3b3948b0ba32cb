"""Every button, menu entry and shortcut of the table, pressed as a person presses it: buttons
with the mouse, menus opened from the menu bar, shortcuts as keys; each test asserts what the
person then sees. (Keys typed on the table itself, letters, Enter, Escape, Backspace, Space and
+, are pressed in ``test_building``, ``test_keyboard`` and ``test_powers``.)"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QMenu,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.model.patent.scenario import owning
from tests.views.table_helpers import (
    AUTO,
    MANUAL,
    adopt,
    answer_modal,
    choose,
    click_card,
    make_window,
    press_button,
    press_escape,
    refocus,
    shot,
    take_the_whole_hint,
    when_ready,
)

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier
ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    QTest.mouseClick(widget, LEFT)
    QApplication.processEvents()


def submenu(window: MainWindow, key: str, title: str) -> QMenu:
    for action in window.menus[key].actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and menu.title().replace("&", "") == title:
            return menu
    raise AssertionError(f"no submenu {title}")


def seat_powers(window: MainWindow, patents: str, hand: str, words: tuple[str, ...]) -> None:
    """Ann owns ``patents`` and holds ``hand`` (two people: she takes the device)."""
    game = owning(patents, hand, words=words)
    window.game_model.adopt(game, None, game.lexicon)
    QApplication.processEvents()
    click(when_ready(window.table.handover).button)  # the hand-over screen's button, with the mouse


def type_into(dialog: QWidget, text: str) -> None:
    """Replace the text of the dialog's field by typing, then press OK."""
    field = dialog.findChild(QSpinBox) or dialog.findChild(QLineEdit)
    assert field is not None
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_A, CTRL)
    QTest.keyClicks(field, text)
    press_button(dialog, "OK")


# -- the action row -------------------------------------------------------------------------------
def test_play_clear_hint_and_discard_buttons(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table, model = window.table, window.game_model
    take_the_whole_hint(table, lambda: click(table.hint_button))
    assert len(table.draft.letters(0)) >= 3
    click(table.clear_button)
    assert table.draft.letters(0) == "" and "Build a word" in table.word_views[0].placeholder
    click(table.discard_button)  # Discard instead...: marking cards
    assert table.discard_button.isChecked() and table.confirm_discard_button.text() == (
        "Pass  (Enter)"
    )
    click_card(table.hand_view, 0)
    click_card(table.hand_view, 1)
    assert table.confirm_discard_button.text() == "Discard 2 and draw  (Enter)"
    click(table.discard_button)  # and back to building
    assert not table.confirm_discard_button.isVisible() and table.play_button.isVisible()
    QTest.keyClicks(table, "cat")
    click(table.play_button)
    assert model.state.money(0) == 1
    qtbot.waitUntil(table.can_act, timeout=5000)
    assert model.state.phase is Phase.DISCARD and table.done_button.text() == "Keep all  (Enter)"
    click_card(table.hand_view, 0)
    assert table.done_button.text() == "Discard 1  (Enter)"
    click(table.done_button)
    assert model.log()[-3:-1] == ("You discard R.", "You draw 4 cards.")


def test_pass_and_buy_nothing_buttons(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, "QUARTET" + "LLLLPPW" + "NDI", ANN_VS_BOT)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "quartet")
    click(table.play_button)
    assert model.state.phase is Phase.BUY and table.skip_buy_button.isVisible()
    shot(window, "buy-step")
    click(table.skip_buy_button)  # Buy nothing (no card is left to discard: the turn ends)
    assert "You buy no patent." in model.log() and not model.state.ledger.patents_of(0)
    qtbot.waitUntil(lambda: model.state.current == 0 and table.can_act(), timeout=10_000)
    click(table.discard_button)
    click(table.confirm_discard_button)  # Pass: nothing marked
    assert "You pass." in model.log()


def test_the_penalty_button(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT, RuleSet(challenge=ChallengeMode.AUTO, retries=0))
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "tca")
    click(table.play_button)
    assert model.state.phase is Phase.PENALTY
    assert table.penalty_button.isVisible() and not table.penalty_button.isEnabled()
    click_card(table.hand_view, 2)
    click(table.penalty_button)
    assert len(model.state.cards.discard_pile) == 1 and model.state.current == 1


def test_power_buttons_and_game_menu_entries(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seat_powers(window, "VZK", "TRAYDOG", ("tray", "trays", "dog"))
    table = window.table
    QTest.keyClicks(table, "tray")
    assert table.y_button.text() == "Y: consonant  ⇄"  # chosen for K's doubling
    click(table.y_button)
    assert table.y_button.text() == "Y: vowel  ⇄"
    choose(window, "game", "flip_y")
    assert table.y_button.text() == "Y: consonant  ⇄"
    QTest.keyClick(window, Qt.Key.Key_Y, CTRL)
    assert table.y_button.text() == "Y: vowel  ⇄"
    click(table.s_button)
    assert table.draft.letters(0) == "TRAYS"
    choose(window, "game", "add_s")
    assert table.draft.letters(0) == "TRAY"
    click(table.word_switch)
    assert table.word_switch.isChecked() and table.draft.active_word == 1
    choose(window, "game", "next_word")
    assert table.draft.active_word == 0
    choose(window, "game", "clear")
    assert table.draft.letters(0) == ""
    QTest.keyClicks(table, "dog")
    money = window.game_model.state.money(0)
    choose(window, "game", "play")
    assert window.game_model.state.money(0) == money + 2  # DOG, doubled by K (one vowel)


def test_replace_a_card_from_the_game_menu_and_by_ctrl_r(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seat_powers(window, "Q", "CATRAEO", ())
    model = window.game_model
    old = model.state.hand(0)
    seen: list[str] = []
    answer_modal(lambda dialog: press_button(dialog, "OK"), seen)  # the first card: C
    choose(window, "game", "replace")
    assert seen == ["Replace a card: "]
    assert old[0] not in model.state.hand(0) and len(model.state.hand(0)) == 7
    refocus(window)
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)  # only once a turn: said, not asked
    assert "cannot replace" in window.statusBar().currentMessage()


def test_hint_and_discard_from_the_game_menu_and_their_keys(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    take_the_whole_hint(table, lambda: choose(window, "game", "hint"))
    assert len(table.draft.letters(0)) >= 3
    QTest.keyClick(table, Qt.Key.Key_Escape)
    QTest.keyClick(window, Qt.Key.Key_H, CTRL)  # the third step again lays the play out again
    assert len(table.draft.letters(0)) >= 3
    choose(window, "game", "discard")
    assert table.discard_mode and table.confirm_discard_button.isVisible()
    QTest.keyClick(window, Qt.Key.Key_D, CTRL)
    assert not table.discard_mode
    QTest.keyClicks(table, "cat")
    QTest.keyClick(window, Qt.Key.Key_Y, CTRL)  # no Y: nothing to flip, nothing breaks
    assert table.draft.letters(0) == "CAT"


# -- the challenge bar and the hand-over ---------------------------------------------------------
def test_challenge_and_accept_buttons(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", seats, MANUAL, start=1)
    bar, model = window.table.challenge_bar, window.game_model
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)
    assert bar.challenge_buttons[0].text() == "Challenge  (C)"
    click(bar.accept_button)
    assert not bar.isVisible() and "You accept." in model.log()
    qtbot.waitUntil(lambda: model.state.current == 0 and window.table.can_act(), timeout=10_000)
    QTest.keyClick(window.table, Qt.Key.Key_D, CTRL)
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # Ann passes; Ada plays again
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)
    click(bar.challenge_buttons[0])
    # The verdict tells the challenge (issue 33.13: no "You challenge." line before it).
    assert any(line.startswith("You challenged Ada: ") for line in model.log())


def test_the_hand_over_button(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1)))
    handover = window.table.handover
    assert handover.isVisible() and handover.button.text() == "I am Anna: show my cards  (Enter)"
    click(when_ready(handover).button)
    assert not handover.isVisible() and window.table.draft.viewer == 0


# -- the log on a small window --------------------------------------------------------------------
def test_the_log_folds_away_on_a_small_window_and_unfolds(qtbot: QtBot) -> None:
    window = make_window(qtbot, (1024, 640))
    window.setMinimumSize(600, 400)
    window.resize(1024, 640)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QApplication.processEvents()
    assert not table.log.isVisible() and table.log_tab.isVisible()
    hand_card = table.hand_view.card_size()
    shot(window, "table-1024x640")
    click(table.log_tab)
    assert table.log.isVisible() and table.log_fold.isVisible()
    click(table.log_fold)
    assert not table.log.isVisible()
    window.resize(1280, 800)
    QApplication.processEvents()
    assert table.log.isVisible() and not table.log_tab.isVisible()
    assert table.hand_view.card_size().height() >= hand_card.height()


# -- the View, Settings and Help menus ------------------------------------------------------------
def test_view_menu(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    speed = submenu(window, "view", "Computer speed")
    for name, pace in (("slow", 1800), ("normal", 900), ("fast", 350), ("instant", 0)):
        choose(window, "view", f"speed_{name}", speed)
        assert window.settings.ai_pace_ms == pace and window.ai.pace_ms == pace
        assert window.named_actions[f"speed_{name}"].isChecked()
    animation = submenu(window, "view", "Animation speed")
    for name, factor in (("slow", 0.5), ("fast", 2.0), ("normal", 1.0)):
        choose(window, "view", f"animation_{name}", animation)
        assert window.settings.animation_speed == factor
    choose(window, "view", "show_log")
    assert not window.table.log.isVisible()
    choose(window, "view", "show_log")
    assert window.table.log.isVisible()
    choose(window, "view", "reduced_motion")
    assert window.settings.reduced_motion
    choose(window, "view", "full_screen")
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert not window.windowState() & Qt.WindowState.WindowFullScreen


def test_settings_menu(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    answer_modal(lambda dialog: type_into(dialog, "5"))
    choose(window, "settings", "challenge_time")
    assert window.settings.challenge_timeout == 5
    choose(window, "settings", "accept_computer_words")
    assert window.settings.accept_computer_words
    choose(window, "settings", "accept_computer_words")
    assert not window.settings.accept_computer_words
    answer_modal(lambda dialog: type_into(dialog, "Zoe"))
    choose(window, "settings", "solo_name")
    refocus(window)
    QTest.keyClick(window, Qt.Key.Key_N, CTRL | SHIFT)  # play against the computer
    assert window.game_model.name(0) == "Zoe"
    # The countdown the setting chose shows in the bar.
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", ANN_VS_BOT, MANUAL, start=1)
    bar = window.table.challenge_bar
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)
    assert bar.countdown.isVisible() and bar.countdown.seconds in (4, 5)


def test_settings_word_lists_entry(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    window.show()
    keeping.start()
    choose(window, "settings", "wordlists")
    assert keeping.wordlists_dialog is not None and keeping.wordlists_dialog.isVisible()
    keeping.close()


def test_help_menu_and_f1(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seen: list[str] = []
    answer_modal(press_escape, seen)
    choose(window, "help", "rules")
    answer_modal(press_escape, seen)
    choose(window, "help", "about")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    answer_modal(press_escape, seen)
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert len(seen) == 3, seen
    assert seen[0].startswith("patentgame - help") and seen[2].startswith("patentgame - help")
    assert seen[1].startswith("About patentgame"), seen


# -- the File menu and its keys -------------------------------------------------------------------
def test_file_menu_and_its_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    window.set_ai_pace(0)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    keeping.start()
    seen: list[str] = []

    def refocus_window() -> None:
        refocus(window)

    choose(window, "file", "solo")
    assert window.game_model.has_game and len(window.game_model.humans()) == 1
    answer_modal(lambda dialog: press_button(dialog, "Cancel"), seen)
    choose(window, "file", "new")
    refocus_window()
    answer_modal(lambda dialog: press_button(dialog, "Cancel"), seen)
    QTest.keyClick(window, Qt.Key.Key_N, CTRL)
    refocus_window()
    answer_modal(press_escape, seen)
    QTest.keyClick(window, Qt.Key.Key_O, CTRL)
    refocus_window()
    answer_modal(press_escape, seen)
    QTest.keyClick(window, Qt.Key.Key_S, CTRL | SHIFT)
    refocus_window()
    assert [title.split(":")[0] for title in seen] == [
        "New game",
        "New game",
        "Open a saved game",
        "Save the game",
    ]
    saved = keeping.save_to(tmp_path / "evening")
    assert saved is not None
    choose(window, "file", "recent_0", window.recent_menu)  # no action yet: nothing to ask
    assert window.statusBar().currentMessage() == "Opened evening.patentgame"
    choose(window, "file", "clear_recent", window.recent_menu)
    assert keeping.recent_files() == [] and not window.recent_menu.isEnabled()
    refocus_window()
    QTest.keyClick(window, Qt.Key.Key_I, CTRL)
    assert keeping.statistics_window is not None and keeping.statistics_window.isVisible()
    refocus_window()
    QTest.keyClick(window, Qt.Key.Key_H, CTRL | SHIFT)
    assert keeping.history_window is not None and keeping.history_window.isVisible()
    refocus_window()
    choose(window, "file", "quit")
    assert not window.isVisible()


def test_ctrl_q_quits(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    QTest.keyClick(window, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()


# -- the end of the game --------------------------------------------------------------------------
def test_the_summary_buttons(qtbot: QtBot) -> None:
    from tests.views.table_helpers import play_until_over

    window = make_window(qtbot)
    quick = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:random", 1)),
        rules=RuleSet(challenge=ChallengeMode.AUTO, goal=8),
        seed=4,
    )
    assert window.start_game(quick)
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    shot(summary, "summary")
    click(summary.again_button)  # Play again: the same seats, a new deal
    assert window.summary_dialog is None
    assert window.game_model.has_game and not window.game_model.is_over
    assert window.game_model.names() == ("Anna", "Ada")
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    click(window.summary_dialog.close_button)
    assert window.summary_dialog is None and window.game_model.is_over


def test_auto_rules_game_is_adopted(qtbot: QtBot) -> None:
    # The helpers' default rules are the automatic check: the table says so in the status.
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT, AUTO)
    assert "the game checks words" in window._status.text()

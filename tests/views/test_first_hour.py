"""The defects a new player met in their first hour (issue 11), each pressed as a person would.

Defect 1 (the Hint button) is guarded in ``test_building.py``
(``test_clicking_the_hint_button_drafts_a_good_word``); defect 3 (computers answering first)
in ``test_challenges.py`` (``test_computers_answer_after_the_people_and_show_nothing_before``).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMenu
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import (
    MANUAL,
    adopt,
    answer_modal,
    answer_modals,
    choose,
    human_step,
    make_window,
    play_until_over,
    press_button,
    press_escape,
    shot,
    start_keeping,
    when_ready,
)

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"
#: A short game one person wins against a weak computer (goal $8: over in a few turns).
QUICK = GameSetup(
    (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:random", 1)),
    rules=RuleSet(challenge=ChallengeMode.AUTO, goal=8),
    seed=4,
)


def _kept_window(qtbot: QtBot, data: Path, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A window with the keeping of games in ``data`` (questions are real message boxes)."""
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    window.set_ai_pace(0)
    window.resize(*size)
    window.keeping = GameKeeping(window, data, data / "settings.json")  # type: ignore[attr-defined]
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    return window


# -- 2: a new game resets every screen of the table ----------------------------------------------
def test_a_new_game_shows_nothing_of_the_game_before(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    adopt(window, TOP, ANNA_AND_BEN, MANUAL)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Anna takes the device
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    QTest.mouseClick(table.challenge_bar.challenge_buttons[1], LEFT)  # Ben challenges
    QTest.keyClick(table, Qt.Key.Key_Return)  # the verdict was read
    assert table.handover.isVisible()
    assert "Anna goes on with the turn" in table.handover._hint.text()
    # File > Play against the computer; the person agrees to leave the game in progress. The new
    # game's computers wait a while, so what shows is the table's reset and not a question about
    # their first word (a computer may start, and at pace 0 it used to play before the look).
    window.set_ai_pace(60_000)
    answer_modal(lambda box: press_button(box, "Yes"))
    choose(window, "file", "solo")
    QApplication.processEvents()
    model = window.game_model
    assert len(model.humans()) == 1
    assert not table.handover.isVisible()
    # The old game's verdict is gone; a question shows only if the new game's computer has
    # already played (it may start, and plays at once at pace 0) and the person is asked.
    bar = table.challenge_bar
    assert not bar.showing_verdict
    asked = model.state.pending_play is not None
    assert bar.isVisible() == bar.asking == asked
    assert table.draft.viewer == 0  # the person's hand is face up at once
    shot(window, "new-game-after-hot-seat")


# -- 4: every sentence reads right for any name, and the person alone is "you" ------------------
def test_the_person_alone_reads_you_in_the_verdict(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    # Anna plays CAT ($1, so she can pay), Ada then plays a good word and Anna challenges it.
    adopt(window, "CATRSEO" + "LEMONAD" + "NDI", seats, MANUAL)
    model, table = window.game_model, window.table
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    while model.state.current == 0:  # the rest of Anna's turn: buy nothing, keep her cards
        if table.can_act():
            buying = model.state.phase is Phase.BUY
            QTest.keyClick(table, Qt.Key.Key_Escape if buying else Qt.Key.Key_Return)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=10_000)
    assert model.state.money(0) >= 1
    QTest.keyClick(table, Qt.Key.Key_C)  # challenge
    verdict = table.toast.text()
    assert verdict.startswith("You challenged Ada: the play is valid; you pay Ada $1."), verdict
    assert "You pays" not in window.table.log.toPlainText()
    assert "You challenged Ada" in window.table.log.toPlainText()


def test_the_summary_says_you_win(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.start_game(QUICK)
    play_until_over(window, qtbot, 30)
    assert window.game_model.state.winners == (0,)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    assert summary.heading.text() == "★  You win!  ★"
    assert window.table.prompt.text() == "Game over. You win!"
    assert "You win!" in window.table.log.toPlainText()
    assert "wins!" not in window.table.log.toPlainText()


# -- 5: starting or opening a game asks before leaving one in progress ----------------------------
def test_leaving_a_game_in_progress_asks_and_keeps_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    start_keeping(window, window.keeping)  # type: ignore[attr-defined]
    assert window.start_game(QUICK)
    human_step(window)
    qtbot.waitUntil(lambda: window.table.can_act() or window.game_model.is_over, timeout=5000)
    before = window.game_model.game.copy()
    asked: list[str] = []
    # Ctrl+Shift+N, answered No: the game goes on untouched.
    answer_modal(lambda box: press_button(box, "No"), asked)
    QTest.keyClick(window, Qt.Key.Key_N, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert asked and "A game is in progress" in asked[0]
    assert window.game_model.game == before
    # File > New game..., set up and answered Yes: the game in progress is kept as a file.
    answer_modals(
        [lambda dialog: press_button(dialog, "Start"), lambda box: press_button(box, "Yes")],
        asked,
    )
    choose(window, "file", "new")
    assert len(asked) == 3 and "A game is in progress" in asked[2]
    assert window.game_model.action_count() == 0 or window.game_model.game != before
    kept = list((tmp_path / "saves").glob("unfinished-*.patentgame"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text())["actions"] == [a.to_json() for a in before.actions]
    assert "kept as" in window.statusBar().currentMessage()


def test_opening_a_file_asks_before_leaving_the_game_in_progress(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _kept_window(qtbot, tmp_path)
    keeping = window.keeping  # type: ignore[attr-defined]
    start_keeping(window, keeping)
    assert window.start_game(QUICK)
    human_step(window)
    keeping.save_to(tmp_path / "evening")
    human_step(window)
    qtbot.waitUntil(lambda: window.table.can_act(), timeout=5000)
    before = window.game_model.game.copy()
    asked: list[str] = []
    answer_modal(lambda box: press_button(box, "No"), asked)
    choose(window, "file", "recent_0", window.recent_menu)
    assert asked and window.game_model.game == before


# -- 6: explanations stay with their action; the log looks the same after a restart --------------
def test_explanations_sit_under_their_own_action(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    setup = GameSetup(
        (
            SeatSetup("Anna", "human", 0),
            SeatSetup("Ada", "ai:greedy", 1),
            SeatSetup("Babbage", "ai:greedy", 2),
        ),
        seed=5,
    )
    assert window.start_game(setup)
    model = window.game_model
    while model.state.turns < 7:
        if not human_step(window):
            qtbot.wait(2)
    lines = model.log_lines()
    notes = [i for i, line in enumerate(lines) if line.note]
    assert len(notes) >= 6
    for index in notes:
        note, above = lines[index], lines[index - 1]
        assert not above.note and above.seat == note.seat, (above, note)
        assert not above.text.startswith("Turn ") or above.seat == note.seat


def test_the_log_looks_the_same_after_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    window.set_challenge_time(0)
    start_keeping(window, window.keeping)  # type: ignore[attr-defined]
    setup = GameSetup((SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1)), seed=12)
    assert window.start_game(setup)
    model = window.game_model
    while model.state.turns < 6:
        if not human_step(window):
            qtbot.wait(2)
    qtbot.waitUntil(window.table.can_act, timeout=5000)
    before_shown, before_lines = window.table.log.shown(), model.log_lines()
    assert any(line.note for line in before_lines)
    window.close()  # the keeping saves and lets go of its autosave
    again = _kept_window(qtbot, tmp_path)
    answer_modal(lambda box: press_button(box, "Yes"))  # Continue the game?
    assert again.keeping.start() is True  # type: ignore[attr-defined]
    assert again.game_model.log_lines() == before_lines
    assert again.table.log.shown() == before_shown  # colours, emphasis and explanations
    shot(again, "log-after-restart")


def test_a_computers_failure_is_told_in_the_log_and_survives_a_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # A save from a later version may name a computer player this one does not have: it
    # cannot be created, plays safe, and the log says so, before and after a restart.
    window = _kept_window(qtbot, tmp_path)
    window.keeping.start()  # type: ignore[attr-defined]
    setup = GameSetup((SeatSetup("Anna", "human", 0), SeatSetup("Zed", "ai:future", 1)), seed=12)
    assert window.start_game(setup)
    model = window.game_model
    while model.state.turns < 3:
        if not human_step(window):
            qtbot.wait(2)
    qtbot.waitUntil(window.table.can_act, timeout=5000)
    failures = [line for line in model.log_lines() if line.problem]
    assert failures and failures[0].text == (
        "Zed had a problem: cannot create the computer player 'ai:future'"
    )
    before_shown, before_lines = window.table.log.shown(), model.log_lines()
    assert "had a problem" in window.table.log.toPlainText()
    window.close()
    again = _kept_window(qtbot, tmp_path)
    answer_modal(lambda box: press_button(box, "Yes"))  # Continue the game?
    assert again.keeping.start() is True  # type: ignore[attr-defined]
    assert again.game_model.log_lines() == before_lines
    assert again.table.log.shown() == before_shown


def test_the_history_replay_shows_the_computers_explanations(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    keeping = window.keeping  # type: ignore[attr-defined]
    start_keeping(window, keeping)
    assert window.start_game(QUICK)
    play_until_over(window, qtbot, 30)
    notes = window.game_model.notes()
    assert notes
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)
    choose(window, "view", "history")
    history = keeping.history_window
    QTest.mouseClick(history.replay_button, LEFT)
    viewer = history.viewers[-1]
    shown = [viewer.log.text(row) for row in range(viewer.log.count())]
    for index, (seat, explanation) in notes.items():
        name = window.game_model.name(seat)
        assert f"{name}: {explanation}" in shown[index + 1].splitlines()  # after the deal
    shot(viewer, "replay-with-explanations")


# -- 7: the wrong texts ---------------------------------------------------------------------------
def test_an_empty_table_says_where_games_start_and_shows_no_zones(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    table = window.table
    assert not window.game_model.has_game
    assert "File menu" in table.prompt.text() and "Game menu" not in table.prompt.text()
    assert not table.replace_zone.isVisible()
    assert not table.word_views[1].isVisible()
    shot(window, "no-game")


def test_the_turns_of_a_finished_game_agree_everywhere(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    start_keeping(window, window.keeping)  # type: ignore[attr-defined]
    assert window.start_game(QUICK)
    play_until_over(window, qtbot, 30)
    turns = window.game_model.state.turns
    status = window._status.text()
    assert f"game over after {turns} turns" in status and f"turn {turns + 1}" not in status
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)
    # A window's shortcut works once the window is active again, as it is for a person.
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_H, CTRL | Qt.KeyboardModifier.ShiftModifier)
    history = window.keeping.history_window  # type: ignore[attr-defined]
    assert history.table.item(0, 5).text() == str(turns)


def test_statistics_never_show_one_word_twice(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    start_keeping(window, window.keeping)  # type: ignore[attr-defined]
    assert window.start_game(QUICK)
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)
    choose(window, "view", "statistics")
    statistics = window.keeping.statistics_window  # type: ignore[attr-defined]
    texts = [tile.value.text() for tile in statistics.panels["patent"].tiles.values()]
    word = statistics.panels["patent"].tiles["word"].value.text()
    assert word != "-" and texts.count(word) == 1
    assert statistics.panels["patent"].tiles["best"].value.text() == str(
        window.game_model.state.score(0)
    )
    assert "Best turn" not in [
        tile.caption.text() for tile in statistics.panels["patent"].tiles.values()
    ]


# -- 8: Statistics, Game history and replays close with Escape or Ctrl+W --------------------------
def test_statistics_history_and_replay_close_with_escape_or_ctrl_w(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _kept_window(qtbot, tmp_path)
    keeping = window.keeping  # type: ignore[attr-defined]
    start_keeping(window, keeping)
    assert window.start_game(QUICK)
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)
    for name, key, held in (
        ("statistics", Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        ("statistics", Qt.Key.Key_W, CTRL),
        ("history", Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        ("history", Qt.Key.Key_W, CTRL),
    ):
        choose(window, "view", name)
        shown = getattr(keeping, f"{name}_window")
        qtbot.waitUntil(shown.isVisible, timeout=2000)
        shown.activateWindow()
        qtbot.waitUntil(shown.isActiveWindow, timeout=2000)
        QTest.keyClick(shown, key, held)
        assert not shown.isVisible(), (name, key)
    choose(window, "view", "history")
    history = keeping.history_window
    QTest.mouseClick(history.replay_button, LEFT)
    for key, held in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_W, CTRL)):
        viewer = history.viewers[-1]
        viewer.activateWindow()
        qtbot.waitUntil(viewer.isActiveWindow, timeout=2000)
        QTest.keyClick(viewer, key, held)
        assert not viewer.isVisible()
        QTest.mouseClick(history.replay_button, LEFT)


# -- 9: nothing jumps; floating texts never cover each other --------------------------------------
def test_the_rows_stay_put_whatever_buttons_show(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "CATRSEO" + "LEMONAD" + "NDI", seats, MANUAL)
    table = window.table
    places: dict[str, tuple[QRect, QRect]] = {}

    def note(step: str) -> None:
        QApplication.processEvents()
        places[step] = (table.hand_view.geometry(), table.word_views[0].geometry())

    model = window.game_model
    note("building")  # Play, Clear, Hint, Discard instead
    QTest.keyClick(table, Qt.Key.Key_D, CTRL)
    note("discarding")  # Discard instead, Pass
    QTest.keyClick(table, Qt.Key.Key_Escape)
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    note("answered by the computer")  # no buttons while Ada answers
    qtbot.waitUntil(table.can_act, timeout=10_000)
    assert model.state.phase in (Phase.BUY, Phase.DISCARD)
    note("after the build")  # Keep all / Buy nothing
    while model.state.current == 0:
        if table.can_act():
            QTest.keyClick(table, Qt.Key.Key_Return)
        qtbot.wait(5)
    note("waiting")  # no buttons at all
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=10_000)
    note("challenge bar")
    assert len(set(places.values())) == 1, places


def test_floating_texts_stay_apart_and_inside_their_plaque(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "QUARTETS" + "LEMONAD" + "NDI", seats)  # a good long word, money to buy
    model, board = window.game_model, window.table.scoreboard
    QTest.keyClicks(window.table, "quartet")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.BUY
    letter = sorted(model.state.buyable_letters())[0]
    QTest.keyClick(window.table, letter.lower())  # chosen
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # bought at once: two texts together
    assert [len(block.lines) for block in board._floats] == [2]
    seen = 0
    for _ in range(60):
        QApplication.processEvents()
        boxes = board.float_boxes()
        for seat, box, _age in boxes:
            assert board.rect().toRectF().contains(box), box
            assert board.plaque_rect(seat).contains(box), box
        for index, (_s, box, _a) in enumerate(boxes):
            for _t, other, _b in boxes[index + 1 :]:
                assert not box.intersects(other)
        seen += bool(boxes)
        qtbot.wait(30)
    assert seen


# -- 10: the file dialogs start in the saves folder -----------------------------------------------
def test_open_and_save_as_start_in_the_saves_folder(qtbot: QtBot, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    start_keeping(window, window.keeping)  # type: ignore[attr-defined]
    assert window.start_game(QUICK)
    saves = tmp_path / "saves"
    seen: list[tuple[Path, str]] = []  # each dialog's folder and the file name it offers

    def look(dialog: object) -> None:
        assert isinstance(dialog, QFileDialog)
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append((Path(dialog.directory().absolutePath()), name.text() if name else "?"))
        press_escape(dialog)

    answer_modal(look)  # type: ignore[arg-type]
    choose(window, "file", "open")
    answer_modal(look)  # type: ignore[arg-type]
    choose(window, "file", "save_as")
    assert seen == [
        (saves, ""),  # no "saves" pre-filled as a file name
        (saves, "game.patentgame"),
    ]


def test_every_menu_is_reachable_from_the_menu_bar(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&Game", "&View", "&Settings", "&Help"]
    assert all(isinstance(window.menus[key], QMenu) for key in window.menus)

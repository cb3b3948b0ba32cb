"""The coach at the table, pressed as a person presses it: the Hint button's three steps, the
best plays after a turn, word meanings and the computers' reasons in the log, the summary's
words, and the game review from the summary, the History window and the replay viewer."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.hint_ledger import HINTS_KEY
from patentgame.keeping.stats import StatsStore
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai.lab import GameTask, play_game
from patentgame.model.patent.game import Phase, PlayerSpec
from patentgame.model.patent.record import loads
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.history_window import HistoryWindow
from patentgame.views.main_window import MainWindow
from patentgame.views.replay_viewer import ReplayViewer
from patentgame.views.review_entry import ReviewEntry
from patentgame.views.review_window import ReviewWindow
from patentgame.views.word_meanings import meaning_html
from tests.views.table_helpers import (
    adopt,
    choose,
    make_window,
    play_until_over,
    shot,
    when_ready,
)

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
#: Ann holds PLANETS, the pool O I U: the coach's best is PULSATION ($6 + 3 stock, then S).
TOP = "PLANETS" + "BCDFGHK" + "OIU"
ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))


def click(widget: object) -> None:
    QTest.mouseClick(widget, LEFT)  # type: ignore[arg-type]


def wait_for_analysis(qtbot: QtBot, window: object) -> None:
    qtbot.waitUntil(lambda: window.table.coach.runner.ready(), timeout=20_000)  # type: ignore[attr-defined]


def test_the_hint_button_gives_three_steps_each_with_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table, model = window.table, window.game_model
    panel = table.coach_panel
    wait_for_analysis(qtbot, window)
    assert not panel.isVisible()

    click(table.hint_button)
    assert panel.isVisible() and panel.title.text() == "Hint 1 of 3"
    body = panel.body.text()
    assert "a word of 9 letters" in body and "$6 and 3 stock" in body
    assert "Hands out no royalties" in body and "buy S ($6)" in body
    assert table.draft.letters(0) == ""  # nothing laid out yet
    shot(window, "coach-hint-1")

    click(table.hint_button)
    assert panel.title.text() == "Hint 2 of 3"
    assert "P _ _ S _ _ I _ _" in panel.body.text() and "From the pool: I." in panel.body.text()
    assert table.draft.letters(0) == ""
    shot(window, "coach-hint-2")

    QTest.keyClick(table, Qt.Key.Key_H, CTRL)  # the same by the key
    assert panel.title.text() == "Hint 3 of 3"
    assert table.draft.letters(0) == "PULSATION"
    assert table.play_button.isEnabled()
    assert "Hints used in this game: 1" in panel.footer.text()  # three steps of one hint
    shot(window, "coach-hint-3")
    assert model.hints_used(0) == 1
    kept = json.loads(json.dumps(model.record_extra()))
    assert [entry[2] for entry in kept[HINTS_KEY]] == [1, 2, 3]

    click(table.play_button)  # the hint goes with the position it was for
    assert not panel.isVisible() or not panel.title.text().startswith("Hint")


def test_a_hint_asked_before_the_analysis_arrives_comes_when_it_does(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    click(table.hint_button)  # at once: the coach may still be thinking
    qtbot.waitUntil(lambda: table.coach_panel.title.text() == "Hint 1 of 3", timeout=20_000)
    assert window.game_model.hints_used(0) == 1


def test_hints_can_be_turned_off_in_settings(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    assert table.hint_button.isVisible()
    choose(window, "settings", "hints")
    assert not window.settings.hints and not table.hint_button.isVisible()
    QTest.keyClick(window, Qt.Key.Key_H, CTRL)
    assert "Hints are off" in window.statusBar().currentMessage()
    assert not table.coach_panel.isVisible() and window.game_model.hints_used(0) == 0
    choose(window, "settings", "hints")
    assert window.settings.hints and table.hint_button.isVisible()


def test_the_hint_count_survives_saving_and_opening(qtbot: QtBot, tmp_path: Path) -> None:
    from patentgame.keeping.saves import save_game
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    wait_for_analysis(qtbot, window)
    click(table.hint_button)
    click(table.hint_button)
    path = tmp_path / "hinted.patentgame"
    save_game(window.game_model.game, path, window.game_model.record_extra())
    adopt(window, TOP, ANN_VS_BOT)  # another game: no hints in it
    assert window.game_model.hints_used(0) == 0
    assert keeping.open_file(path)
    assert window.game_model.hints_used(0) == 1  # two steps of one hint
    assert [entry[2] for entry in window.game_model.record_extra()[HINTS_KEY]] == [1, 2]


def test_after_a_turn_the_best_plays_are_shown_and_one_is_laid_out(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    # The master's opinion is given time enough for its guesses on a busy machine (the app
    # gives it 0.8 s; fewer than four guesses and it says nothing).
    runner = window.table.coach.runner  # type: ignore[attr-defined]
    runner.opinion_seconds = 30
    adopt(window, TOP, ANN_VS_BOT)
    table, model = window.table, window.game_model
    panel = table.coach_panel
    qtbot.waitUntil(runner.opinion_ready, timeout=60_000)  # the person thinks a while
    QTest.keyClicks(table, "planets")
    click(table.play_button)
    assert model.state.phase is Phase.BUY
    QTest.keyClick(table, Qt.Key.Key_Escape)  # buy nothing
    if model.state.phase is Phase.DISCARD:
        QTest.keyClick(table, Qt.Key.Key_Return)  # keep all
    qtbot.waitUntil(lambda: bool(panel.show_buttons), timeout=20_000)
    assert panel.title.text() == "Your best plays were"
    rows = [
        button.parentWidget().findChildren(type(panel.title))[0].text()
        for button in panel.show_buttons
    ]
    assert len(rows) == 3 and "PULSATION" in rows[0]
    footer = panel.footer.text()
    assert "PLANETS" in footer and "% of the best" in footer and "given up" in footer
    assert "the expert would buy S" in footer
    assert "The master played the best plays out on" in footer and "chance to win" in footer
    assert not panel.strip.isVisible()
    click(panel.show_buttons[0])
    assert panel.strip.isVisible() and panel.show_buttons[0].isChecked()
    assert "".join(letter for letter, _ in panel.strip.cards) == "PULSATION"
    assert table.draft.letters(0) == ""  # for looking at: nothing is laid on the table
    shot(window, "coach-after-turn")


def test_a_best_discard_is_listed_by_its_value_alone(qtbot: QtBot) -> None:
    """A hand with no word: the best plays were discards, listed once as "discard 7 cards $0:
    $3.0", which read like a price. A discard earns nothing, so only its value is said."""
    import threading

    # Holds the coach's one worker until released: the person discards before the turn's
    # analysis has come (CI's slower machine did; the review was then lost).
    started, release = threading.Event(), threading.Event()
    window = make_window(qtbot)
    runner = window.table.coach.runner  # type: ignore[attr-defined]

    def hold(_cancelled: object) -> bool:
        started.set()
        return release.wait(30)

    runner.worker.run("held", hold, lambda _answer: None)
    # Only a hold already running keeps the thread: one still waiting (for the table's first
    # frame, or behind the first game's analysis) is cancelled by the new game's start, and the
    # new turn's analysis would then come before the discard.
    qtbot.waitUntil(started.is_set, timeout=20_000)
    adopt(window, "BCDFGHK" + "LMNPQRS" + "TVW", ANN_VS_BOT)
    table = window.table
    panel = table.coach_panel
    assert not runner.ready()
    click(table.discard_button)
    QTest.keyClicks(table, "bcd")
    QTest.keyClick(table, Qt.Key.Key_Return)  # discard three and draw
    release.set()
    qtbot.waitUntil(lambda: bool(panel.show_buttons), timeout=20_000)
    rows = [
        button.parentWidget().findChildren(type(panel.title))[0].text()
        for button in panel.show_buttons
    ]
    discards = [row for row in rows if "discard" in row]
    assert discards, rows
    for row in discards:
        assert "earns" not in row and ": worth about $" in row, row
    assert "discard" in panel.footer.text()  # what the person did, beside the best


def test_the_after_turn_panel_can_be_turned_off(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    choose(window, "settings", "best_plays_after_turn")
    assert not window.settings.best_plays_after_turn
    adopt(window, TOP, ANN_VS_BOT)
    table, model = window.table, window.game_model
    QTest.keyClicks(table, "planets")
    click(table.play_button)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: model.state.current == 1, timeout=5000)
    qtbot.wait(300)
    assert not table.coach_panel.isVisible()


def _log_point(log: object, line: int) -> QPoint:
    """A spot on line ``line`` of the log, in its viewport, away from any word in capitals."""
    rect = log.line_rect(line)  # type: ignore[attr-defined]
    assert rect.isValid(), f"no line {line} in the log"
    for x in range(rect.left() + 2, rect.right(), 3):
        spot = QPoint(x, rect.top() + 4)
        if not log.word_at(spot):  # type: ignore[attr-defined]
            return spot
    raise AssertionError(f"line {line} of the log is all links")


def _word_spot(log: object, lines: list[str], word: str) -> QPoint:
    """Where ``word`` is in the last line of the log holding it, in the log's viewport."""
    line = max(i for i, entry in enumerate(lines) if word in entry)
    log.scrollToItem(log.item(line))  # type: ignore[attr-defined]
    spot = log.word_spot(line, word)  # type: ignore[attr-defined]
    assert spot is not None, f"{word} is not painted on line {line}"
    assert log.word_at(spot) == word  # type: ignore[attr-defined]
    return spot


def click_word_in_log(window: object, word: str) -> None:
    log = window.table.log  # type: ignore[attr-defined]
    spot = _word_spot(log, window.game_model.log(), word)  # type: ignore[attr-defined]
    QTest.mouseClick(log.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, spot)


def test_a_word_in_the_log_opens_its_meanings(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClicks(table, "planets")
    click(table.play_button)
    click_word_in_log(window, "PLANETS")
    popup = table.coach.popup
    assert popup.isVisible()
    assert "PLANETS" in popup.label.text() and "plural of PLANET" in popup.label.text()
    assert "celestial" in popup.label.text()
    shot(popup, "coach-meaning")


def test_a_computer_line_in_the_log_opens_its_reason(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", seats, start=1)
    model, table = window.game_model, window.table
    qtbot.waitUntil(lambda: model.state.current == 0 and table.can_act(), timeout=20_000)
    notes = model.notes()
    assert notes
    lines = model.log_lines()
    line = next(
        i
        for i, entry in enumerate(lines)
        if entry.seat == 1 and not entry.note and not entry.strong
    )
    reason = table.coach.reason_for_line(line)
    assert reason is not None and reason in [entry.text for entry in lines if entry.note]
    log = table.log
    log.scrollToItem(log.item(line))
    spot = _log_point(log, line)
    QTest.mouseClick(log.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, spot)
    popup = table.coach.popup
    assert popup.isVisible() and "Why the computer did that" in popup.label.text()
    assert reason in popup.label.text()
    # A person's line has no reason to show.
    assert table.coach.reason_for_line(0) is None or lines[0].seat == 1
    popup.hide()
    # By the keyboard: Tab to the log, the arrows to the line, Enter for its reason.
    focus_log_by_tab(window)
    walk_log_to(log, line)
    QTest.keyClick(log, Qt.Key.Key_Return)
    assert popup.isVisible() and reason in popup.label.text()
    shot(window, "coach-reason-by-keyboard")


def focus_log_by_tab(window: object) -> None:
    """Press Tab from the table until the log has the keyboard, as a person would."""
    table = window.table  # type: ignore[attr-defined]
    table.setFocus()
    for _ in range(40):
        if table.log.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the log")


def walk_log_to(log: object, line: int) -> None:
    """Home, then Down until line ``line`` is the chosen one."""
    QTest.keyClick(log, Qt.Key.Key_Home)  # type: ignore[arg-type]
    for _ in range(line):
        QTest.keyClick(log, Qt.Key.Key_Down)  # type: ignore[arg-type]
    assert log.currentRow() == line  # type: ignore[attr-defined]
    assert log.item(line).isSelected()  # type: ignore[attr-defined]


def test_enter_on_a_persons_line_opens_its_words_meanings(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClicks(table, "planets")
    click(table.play_button)
    lines = window.game_model.log()
    line = max(i for i, entry in enumerate(lines) if "PLANETS" in entry)
    focus_log_by_tab(window)
    walk_log_to(table.log, line)
    QTest.keyClick(table.log, Qt.Key.Key_Return)
    popup = table.coach.popup
    assert popup.isVisible() and "PLANETS" in popup.label.text()


def test_a_word_without_an_entry_says_so() -> None:
    assert "No meaning of QAID is in the offline dictionary" in meaning_html("qaid")


def _quick_game(window: object, qtbot: QtBot) -> None:
    quick = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1)),
        rules=RuleSet(challenge=ChallengeMode.AUTO, goal=8),
        seed=4,
    )
    assert window.start_game(quick)  # type: ignore[attr-defined]
    play_until_over(window, qtbot, 60)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]


def test_the_summary_lists_the_words_and_opens_the_review(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _quick_game(window, qtbot)
    summary = window.summary_dialog
    from patentgame.views.patent.coach_summary import CoachSummary

    coach = summary.findChild(CoachSummary)
    assert coach is not None and coach.isVisible()
    words = coach.words.text()
    assert "word:" in words  # each word a link to its meanings
    assert coach.hints.text().startswith("You: ") and "hint" in coach.hints.text()
    shot(summary, "coach-summary")
    entry = coach.window().findChild(ReviewEntry)  # the kit's way into the review
    click(entry.review_button)
    review = entry.review_window
    assert isinstance(review, ReviewWindow)
    qtbot.addWidget(review)
    assert review.wait()
    turns = review.review.turns
    assert review.turns.rowCount() == len(turns) > 0
    assert review.turns.item(0, 1).text() in ("Anna", "Ada")
    assert {name for name, _colour, _points in review.chart.series} == {"Anna", "Ada"}
    for turn in turns:
        assert turn.best.value >= turn.made.value - 1e-9
    misses = review.review.biggest_misses
    if misses:
        assert "given up" in review.misses.text()
    for miss in misses:
        purchase = miss.purchase
        if purchase is not None and purchase.bought != purchase.best:
            # A miss given up by the purchase says so (not only "the expert's choice" = the play).
            assert f"expert: {purchase.best or 'nothing'}" in review.misses.text()
    for row in range(len(turns)):
        review.turns.selectRow(row)
        # Every seat's turn is told of that seat: the review never says "You bought" of Ada.
        assert "You bought" not in review.detail.text()
    assert "Turn" in review.detail.text()
    shot(review, "coach-review")


def _played_store(tmp_path: Path, lexicon: Lexicon) -> StatsStore:
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    task = GameTask(0, ("ai:casual", "ai:expert"), 0, 77)
    result = play_game(task, lexicon, RuleSet(goal=20), keep_record=True)
    assert result.record is not None
    store.add_game(replay(loads(result.record), lexicon))
    return store


def test_history_and_the_replay_viewer_open_the_review(qtbot: QtBot, tmp_path: Path) -> None:
    lexicon = Lexicon.load("en-enable")
    store = _played_store(tmp_path, lexicon)
    try:
        history = HistoryWindow(store, lambda _id: lexicon)
        qtbot.addWidget(history)
        history.show()
        assert history.review_button.isEnabled()
        click(history.review_button)
        review = history.reviews[-1]
        qtbot.addWidget(review)
        assert review.wait() and review.turns.rowCount() > 0
        viewer = history.open_replay(0)
        assert isinstance(viewer, ReplayViewer)
        qtbot.addWidget(viewer)
        assert viewer.review_button.isVisible()
        click(viewer.review_button)
        from_viewer = viewer.review_window
        assert isinstance(from_viewer, ReviewWindow)
        qtbot.addWidget(from_viewer)
        assert from_viewer.wait()
        assert from_viewer.turns.rowCount() == review.turns.rowCount()
    finally:
        store.close()


def test_statistics_count_the_hints_taken(qtbot: QtBot, tmp_path: Path) -> None:
    from patentgame.views.statistics_window import StatisticsWindow

    lexicon = Lexicon.load("en-enable")
    task = GameTask(0, ("ai:casual", "ai:expert"), 0, 78)
    result = play_game(task, lexicon, RuleSet(goal=20), keep_record=True)
    assert result.record is not None
    record = loads(result.record)
    # The casual player's seat becomes a person's: the statistics keep people's figures.
    people = (PlayerSpec("Ann", "human"), record.players[1])
    game = replay(dataclasses.replace(record, players=people), lexicon)
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        hints = [[0, 0, 1], [0, 0, 2], [4, 0, 1], [9, 1, 1]]  # Ann: two steps of one, then one
        store.add_game(game, extra={HINTS_KEY: hints})
        again = store.add_game(game, extra={HINTS_KEY: [[0, 0, 1]]})  # the same game: once
        assert len(store.games()) == 1 and again == store.games()[0].id
        assert json.loads(store.game_record(again))[HINTS_KEY][0] == [0, 0, 1]
        (ann,) = store.profiles()
        window = StatisticsWindow(store, ann.id)
        qtbot.addWidget(window)
        assert window.panels["patent"].hints_label.text() == "2 hints taken"


def test_a_word_under_challenge_shows_no_meaning_before_the_verdict(qtbot: QtBot) -> None:
    """An entry would tell the person deciding that the word is valid: no Meaning? button
    beside the question, and the word's link in the log waits for the answer."""
    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(
        window,
        "LLLLPPW" + "CATRSEO" + "NDI",
        seats,
        RuleSet(challenge=ChallengeMode.MANUAL),
        start=1,
    )
    table, model = window.table, window.game_model
    bar = table.challenge_bar
    qtbot.waitUntil(lambda: bar.asking, timeout=20_000)
    (word, *_) = model.state.spell(model.state.pending_play)
    assert bar.isVisible() and not table.coach.meaning_button.isVisible()
    click_word_in_log(window, word)
    popup = table.coach.popup
    assert not popup.isVisible()
    assert window.statusBar().currentMessage() == (
        f"The meaning of {word} shows after the challenge's verdict."
    )
    shot(window, "coach-challenge-no-meaning")
    click(bar.accept_button)  # the answer is given: the word is the game's like any other
    assert not table.coach.meaning_button.isVisible()
    click_word_in_log(window, word)
    assert popup.isVisible() and word in popup.label.text()


ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))


def test_the_verdict_offers_the_challenged_words_meanings(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(
        window, "CATRSEO" + "LLLLPPW" + "NDI", ANNA_AND_BEN, RuleSet(challenge=ChallengeMode.MANUAL)
    )
    table, model = window.table, window.game_model
    bar, button, popup = table.challenge_bar, table.coach.meaning_button, table.coach.popup
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Anna takes the device
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.CHALLENGE and bar.isVisible() and bar.asking
    assert not button.isVisible()  # Ben decides without the dictionary's word on it
    click_word_in_log(window, "CAT")
    assert not popup.isVisible()
    click(bar.challenge_buttons[1])  # Ben challenges: the verdict shows before the hand-over
    assert bar.showing_verdict and button.isVisible()
    shot(window, "coach-verdict-meaning")
    click(button)
    assert popup.isVisible() and "CAT" in popup.label.text() and "feline" in popup.label.text()
    popup.hide()
    click_word_in_log(window, "CAT")  # and the log's link opens now
    assert popup.isVisible()
    popup.hide()
    click(bar.continue_button)  # the device goes back to Anna
    assert not button.isVisible() and table.handover.isVisible()


def plain(label: object) -> str:
    """What a rich-text label reads as, without its markup."""
    document = QTextDocument()
    document.setHtml(label.text())  # type: ignore[attr-defined]
    return document.toPlainText()


def _play_a_turn(window: object, letters: str) -> None:
    """Lay ``letters`` out by the keyboard, play them, buy nothing, keep every card."""
    table, model = window.table, window.game_model  # type: ignore[attr-defined]
    seat = model.state.current
    QTest.keyClicks(table, letters)
    click(table.play_button)
    if model.state.phase is Phase.BUY:
        QTest.keyClick(table, Qt.Key.Key_Escape)  # buy nothing
    if model.state.phase is Phase.DISCARD:
        QTest.keyClick(table, Qt.Key.Key_Return)  # keep all
    assert model.state.current != seat


def test_two_people_on_one_screen_each_see_their_own_best_plays_at_their_next_turn(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", ANNA_AND_BEN)
    table, model = window.table, window.game_model
    coach, panel, handover = table.coach, table.coach_panel, table.handover
    assert handover.isVisible()
    QTest.keyClick(when_ready(handover), Qt.Key.Key_Return)  # Anna takes the device
    _play_a_turn(window, "cat")
    assert handover.isVisible()  # the device goes to Ben
    qtbot.waitUntil(lambda: 0 in coach.waiting_reviews, timeout=20_000)
    assert not panel.isVisible()  # Ben must not see Anna's cards
    QTest.keyClick(when_ready(handover), Qt.Key.Key_Return)  # Ben takes the device
    assert model.state.current == 1 and table.hand_view.isVisible()
    assert not panel.isVisible()  # Anna's review waits for Anna
    _play_a_turn(window, "dill")
    assert handover.isVisible() and not panel.isVisible()
    QTest.keyClick(when_ready(handover), Qt.Key.Key_Return)  # Anna again: her last turn, reviewed
    assert model.state.current == 0 and model.state.phase is Phase.BUILD
    assert panel.isVisible()
    assert panel.title.text() == "Anna, your best plays last turn were"
    assert "You played CAT:" in plain(panel.footer) and len(panel.show_buttons) == 3
    shot(window, "coach-after-turn-hot-seat")
    _play_a_turn(window, "rest")
    assert not panel.isVisible()  # it goes with Anna's turn, before Ben has the device
    QTest.keyClick(when_ready(handover), Qt.Key.Key_Return)  # Ben sees his own, about DILL
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=20_000)
    assert panel.title.text() == "Ben, your best plays last turn were"
    assert "You played DILL:" in plain(panel.footer)


def test_the_summarys_words_follow_the_theme_and_the_zoom(qtbot: QtBot) -> None:
    """The coach's word list had fixed dark ink and fixed sizes: unreadable on the dark theme's
    dark paper, and small at 150 % (found playing at 150 %)."""
    from PySide6.QtGui import QColor, QPalette

    from patentgame.views import themes
    from patentgame.views.patent.coach_summary import CoachSummary
    from tests.views.test_themes import _theme_menu
    from tests.views.test_zoom import _zoom_menu

    window = make_window(qtbot)
    _quick_game(window, qtbot)
    coach = window.summary_dialog.findChild(CoachSummary)  # type: ignore[attr-defined]
    assert coach is not None
    before = coach.words.fontInfo().pixelSize()
    QTest.keyClick(window.summary_dialog, Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    choose(window, "view", "theme_dark", submenu=_theme_menu(window))
    for _ in range(3):
        choose(window, "view", "zoom_in", submenu=_zoom_menu(window))  # type: ignore[arg-type]
    assert window.settings.zoom == 150  # type: ignore[attr-defined]
    _quick_game(window, qtbot)
    coach = window.summary_dialog.findChild(CoachSummary)  # type: ignore[attr-defined]
    assert coach is not None
    coach.words.ensurePolished()
    ink = coach.words.palette().color(QPalette.ColorRole.WindowText)
    assert ink == QColor(themes.DARK.paper_text), ink.name()
    assert themes.DARK.chart_line in coach.words.text()  # the words' links, in the theme's ink
    assert coach.words.fontInfo().pixelSize() >= before * 1.4
    bar = window.summary_dialog.scroll_area.verticalScrollBar()  # type: ignore[attr-defined]
    bar.setValue(bar.maximum())  # the scroll bar dragged to its foot: the coach's words
    assert not coach.visibleRegion().isEmpty()
    shot(window.summary_dialog, "coach-summary-dark-150")  # type: ignore[attr-defined]
    # The review it opens is on the same dark paper, at the same zoom.
    entry = coach.window().findChild(ReviewEntry)  # the kit's way into the review
    click(entry.review_button)
    review = entry.review_window
    assert isinstance(review, ReviewWindow)
    qtbot.addWidget(review)
    assert review.wait()
    review.status.ensurePolished()
    status_ink = review.status.palette().color(QPalette.ColorRole.WindowText)
    assert status_ink == QColor(themes.DARK.paper_muted), status_ink.name()
    paper = review.grab().toImage().pixelColor(4, 4)
    assert paper == QColor(themes.DARK.paper), paper.name()
    assert review.status.fontInfo().pixelSize() >= before * 1.4
    assert themes.DARK.chart_line in review.detail.text()  # the turn's words as links
    shot(review, "coach-review-dark-150")


def test_the_master_waits_for_a_person_who_thinks_and_hands_the_gui_its_lock(
    qtbot: QtBot,
) -> None:
    """The opinion comes while the person looks at the table (after the hints), the worker
    threads let the GUI thread take Python's lock back within half a millisecond, and a turn
    played at once is reviewed without waiting for the master."""
    import sys

    from patentgame.controller.worker_threads import SWITCH_INTERVAL

    window = make_window(qtbot)
    assert sys.getswitchinterval() <= SWITCH_INTERVAL
    runner = window.table.coach.runner  # type: ignore[attr-defined]
    runner.opinion_seconds = 30
    adopt(window, TOP, ANN_VS_BOT)
    table, panel = window.table, window.table.coach_panel
    wait_for_analysis(qtbot, window)
    assert not runner.opinion_ready()  # the hints first; the master waits for the table
    with qtbot.waitSignal(runner.opinion_formed, timeout=60_000):
        pass
    assert runner.analysis.opinion.guesses >= 4
    adopt(window, TOP, ANN_VS_BOT)  # a new game: this time the person plays at once
    QTest.keyClicks(table, "planets")
    click(table.play_button)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    if window.game_model.state.phase is Phase.DISCARD:
        QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(panel.show_buttons), timeout=20_000)
    footer = panel.footer.text()
    assert "PLANETS" in footer and "The master" not in footer


def test_closing_the_window_stops_the_master_at_once(qtbot: QtBot) -> None:
    """The window closes while the master plays its guesses out (given all the time it wants):
    its worker stops with the window instead of running on while Python shuts down."""
    import time

    window = make_window(qtbot)
    runner = window.table.coach.runner  # type: ignore[attr-defined]
    runner.opinion_seconds = 60
    adopt(window, TOP, ANN_VS_BOT)
    wait_for_analysis(qtbot, window)
    qtbot.wait(700)  # past the half second the master waits for the table
    assert runner.worker.active_threads() == 1  # it is thinking
    began = time.perf_counter()
    window.close()
    assert runner.worker.active_threads() == 0
    assert time.perf_counter() - began < 2.0
    assert not runner.opinion_ready()


def test_the_coach_begins_the_first_turn_only_once_the_table_is_drawn(qtbot: QtBot) -> None:
    # Its engine's imports and search would otherwise share the interpreter with the first
    # frame being drawn.
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    adopt(window, TOP, ANN_VS_BOT)  # Ann's turn starts: the coach is asked at once
    runner = window.table.coach.runner  # type: ignore[attr-defined]
    qtbot.wait(300)
    assert runner.pending() and runner.worker.active_threads() == 0
    assert not window.table.has_drawn
    window.show()
    wait_for_analysis(qtbot, window)
    assert window.table.has_drawn

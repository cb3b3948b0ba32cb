"""Pacing and clarity of the first hour: small windows keep every text whole, power texts are
readable, owners with the same initial are told apart, cards marked for a discard are
unmistakable, and the end of the game celebrates with the people's ratings and records."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from patentgame.controller.patent.patent_grid_model import POWER_LABELS
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.stats import START_RATING
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from patentgame.views.painting import power_text_size
from tests.views.table_helpers import (
    MANUAL,
    adopt,
    click_card,
    make_window,
    play_until_over,
    shot,
    start_keeping,
)

CTRL = Qt.KeyboardModifier.ControlModifier
TOP = "CATRSEO" + "LLLLPPW" + "NDI"
ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))


def cut_texts(root: QWidget) -> list[str]:
    """The visible labels and buttons under ``root`` whose text does not fit their room."""
    QApplication.processEvents()  # the layouts take in changed texts
    cut = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height() + 1:
                    cut.append(widget.text())
            elif widget.sizeHint().width() > widget.width() + 1:
                cut.append(widget.text())
        elif (
            isinstance(widget, QAbstractButton)
            and widget.text()
            and widget.sizeHint().width() > widget.width() + 1
        ):
            cut.append(widget.text())
    return cut


def small_window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot, (1024, 640))
    window.setMinimumSize(600, 400)
    window.resize(1024, 640)
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 640)
    return window


def test_every_text_stays_whole_at_1024x640(qtbot: QtBot) -> None:
    window = small_window(qtbot)
    window.set_challenge_time(8)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Babbage", "ai:greedy", 1))
    adopt(window, "CATRSEO" + "LEMONAD" + "NDI", seats, MANUAL)
    table, model = window.table, window.game_model
    assert cut_texts(window) == [], "building"
    QTest.keyClick(table, Qt.Key.Key_D, CTRL)
    click_card(table.hand_view, 0)
    assert cut_texts(window) == [], "discarding instead"
    QTest.keyClick(table, Qt.Key.Key_Escape)
    QTest.keyClicks(table, "cat")
    assert cut_texts(window) == [], "a word drafted"
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(table.can_act, timeout=10_000)
    assert cut_texts(window) == [], model.state.phase
    while model.state.current == 0:
        if table.can_act():
            QTest.keyClick(table, Qt.Key.Key_Return)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=10_000)
    assert cut_texts(window) == [], "the challenge bar"
    # The log folded into its tab: the cards kept the room.
    assert not table.log.isVisible() and table.log_tab.isVisible()
    shot(window, "clarity-1024x640-challenge")


def test_power_texts_are_readable(qtbot: QtBot) -> None:
    for size, smallest in (((1280, 800), 10.0), ((1024, 640), 9.0)):
        window = make_window(qtbot, size)
        window.setMinimumSize(600, 400)
        window.resize(*size)
        adopt(window, TOP, ANN_VS_BOT)
        QApplication.processEvents()
        cell = window.table.patents.cell_size()
        width, height = cell.width() - 6, cell.height() - 7  # the certificate in its cell
        for text in POWER_LABELS.values():
            pixels, wrapped = power_text_size(text, width, height)
            assert pixels >= smallest, (size, text, pixels)
            assert not wrapped or size == (1024, 640), (size, text)
        window.close()


def test_owners_with_the_same_initial_are_told_apart(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seats = (
        SeatSetup("Anna", "human", 0),
        SeatSetup("Babbage", "ai:greedy", 1),
        SeatSetup("Ben", "ai:greedy", 2),
    )
    adopt(window, "CATRSEO" + "LLLLPPW" + "EEIIOOU" + "NDI", seats)
    marks = [window.table.mark_of(seat) for seat in range(3)]
    assert [label for _, label in marks] == ["A", "Ba", "Be"]
    assert len({colour for colour, _ in marks}) == 3


def test_cards_marked_for_a_discard_are_unmistakable(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_D, CTRL)
    click_card(table.hand_view, 0)
    QApplication.processEvents()
    view = table.hand_view
    picture = view.viewport().grab().toImage()

    def colour_at(row: int, down: float) -> QColor:
        rect = view.visualRect(view.model().index(row, 0))
        return picture.pixelColor(QPoint(rect.center().x(), rect.top() + int(rect.height() * down)))

    red = QColor("#b3261e")
    marked, plain = colour_at(0, 0.72), colour_at(1, 0.72)
    assert abs(marked.red() - red.red()) + abs(marked.green() - red.green()) < 40, marked.name()
    assert plain.green() > 150, plain.name()  # the cream face of an unmarked card
    # A marked card stands higher than the others.
    assert table.draft.selected() == (window.game_model.state.hand(0)[0],)
    shot(window, "discard-marks")


def test_the_end_of_a_game_celebrates_with_ratings(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    window.resize(1280, 800)
    window.show()
    start_keeping(window, keeping)
    quick = GameSetup(
        # The ladder's first step, not the random baseline: a win against a player rated
        # more than a thousand points below moves a rating by less than one point.
        (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:level-1", 1)),
        rules=RuleSet(challenge=ChallengeMode.AUTO, goal=8),
        seed=4,
    )
    assert window.start_game(quick)
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    ratings = [
        label.text()
        for label in summary.findChildren(QLabel)
        if label.objectName() in ("rating", "ratingDown")
    ]
    assert len(ratings) == 1 and ratings[0].startswith(f"Rating {START_RATING:.0f} → ")
    assert int(ratings[0].split("(")[1].rstrip(")")) > 0  # a win against the computer
    picture = summary.grab().toImage()
    white = sum(
        1
        for x in range(0, picture.width(), 4)
        for y in range(0, picture.height(), 4)
        if min(picture.pixelColor(x, y).getRgb()[:3]) >= 250
    )
    assert white / ((picture.width() // 4) * (picture.height() // 4)) < 0.01
    shot(summary, "summary-with-rating")
    # A second win with a higher score is a personal record, and the summary says so.
    QTest.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    play_until_over(window, qtbot, 30)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    records = [
        label.text()
        for label in window.summary_dialog.findChildren(QLabel)
        if label.objectName() == "record"
    ]
    first_score = keeping.keeper.stats.games()[1].seats[0].score  # type: ignore[union-attr]
    if window.game_model.state.score(0) > first_score:
        assert "★ New personal best: highest score" in records
    else:
        assert "★ New personal best: highest score" not in records
    keeping.close()


def test_a_game_against_computers_never_waits_on_a_dialog(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seats = (SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "LLLLPPW" + "CATRSEO" + "NDI", seats, MANUAL, start=1)
    bar = window.table.challenge_bar
    qtbot.waitUntil(lambda: bar.asking, timeout=10_000)
    assert QApplication.activeModalWidget() is None
    assert window.settings.challenge_timeout == 8  # a short countdown by default
    assert bar.countdown.isVisible() and 1 <= bar.seconds_left() <= 8
    qtbot.waitUntil(lambda: window.game_model.state.phase is not Phase.CHALLENGE, timeout=12_000)
    assert "You accept." in window.game_model.log()  # accepted by itself, after the people

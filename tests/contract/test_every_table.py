"""The table contract (issue 30.1): what every family's table does, checked for each family
the app can show (``families.playable()``), by pressing what a person presses.

Each test names one promise: a computer's failure is coloured in the log; a play is
challenged and answered at the one challenge bar; the hand-over screen hides the next hand
until a deliberate action; each event with a cue sounds it; a theme change repaints the
pieces; zoom grows them; a game is saved, quit and resumed; a person's last action is taken
back; the summary opens at the end, and the review from it."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionSlider,
    QWidget,
)

from patentgame.controller.setup import SeatSetup
from patentgame.controller.sound import Cue, RecordingSink
from patentgame.model.lexicon import Lexicon
from patentgame.views.challenge_bar import ChallengeBar
from patentgame.views.main_window import MainWindow
from tests.contract.at_the_table import (
    ANNA_AND_BEN,
    ANNA_AND_BOT,
    FAMILY_IDS,
    pieces,
    play_until,
    setup_of,
    step,
)
from tests.views.menu_helpers import choose
from tests.views.table_helpers import (
    answer_modal,
    click_at,
    make_window,
    press_button,
    shot,
    when_ready,
)
from tests.views.table_helpers import choose as choose_in_submenu

#: The log's tint of a computer's failure (the warning colour every family shows it in).
PROBLEM_TINT = "#ffb4a0"

every_family = pytest.mark.parametrize("family", FAMILY_IDS)


def _kept_window(qtbot: object, data: Path) -> MainWindow:
    """A window that keeps its games in ``data`` (as the app's is)."""
    from patentgame.views.game_keeping import GameKeeping

    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.set_ai_pace(0)
    window.resize(1280, 800)
    window.keeping = GameKeeping(window, data, data / "settings.json")  # type: ignore[attr-defined]
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # type: ignore[attr-defined]
    return window


def _submenu(window: MainWindow, title: str) -> object:
    view = window.menus["view"]
    return next(a.menu() for a in view.actions() if a.menu() and title in a.text())


@every_family
def test_a_computers_failure_is_coloured_in_the_log(qtbot: object, family: str) -> None:
    """A computer player that cannot be made (a save from a later version names it) plays safe,
    and the log says so in the warning colour."""
    window = make_window(qtbot)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Zed", "ai:future", 1))
    assert window.start_game(setup_of(family, seats), seed=12)
    model = window.game_model
    play_until(window, qtbot, lambda: any(line.problem for line in model.log_lines()))
    shown = [line for line in window.table.log.shown() if "had a problem" in line[0]]
    assert shown, window.table.log.toPlainText()
    assert all(line[5] == PROBLEM_TINT for line in shown), shown


@every_family
def test_the_challenge_bar_cuts_no_word_on_a_laptop_at_200_percent(
    qtbot: object, family: str
) -> None:
    """Two people, a 1280x800 window, text at 200 % (View > Zoom in by keys): the bar asking
    Ben shows each button whole, folded into lines where the family's column is narrow, in the
    part of the scrolled table the window shows (BuyWord's was below it), and Enter answers it
    and gives the view back."""
    from tests.views.layout_helpers import zoom_by_keys
    from tests.views.test_zoom import clipped

    window = make_window(qtbot, (1280, 800))
    window.set_challenge_time(15)
    zoom_by_keys(window, 200)
    assert window.start_game(setup_of(family, ANNA_AND_BEN, questions=True), seed=5)
    bar = window.table.challenge_bar  # type: ignore[attr-defined]
    scroll = window.table_area.verticalScrollBar()
    where: list[int] = []  # the view between the steps, before the bar asks
    play_until(window, qtbot, lambda: bar.asking or bool(where.append(scroll.value())))
    for _ in range(5):
        qtbot.wait(20)  # type: ignore[attr-defined]  # the layouts take the bar
    assert bar.accept_button.isVisible() and bar.countdown.isVisible()
    assert not clipped(bar), clipped(bar)
    # The table scrolls in a window smaller than its least size: the bar that asks is in view.
    viewport = window.table_area.viewport()
    for button in (*bar.challenge_buttons.values(), bar.accept_button):
        assert viewport.rect().contains(in_viewport(window, button)), button.text()
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert not bar.asking
    assert scroll.value() == where[-1]


def test_a_view_the_person_scrolled_while_the_bar_asked_stays_theirs(qtbot: object) -> None:
    """BuyWord at 200 % in a 1280x800 window, where the bar is brought into view: the person
    scrolls up a line while it asks (a click on the scroll bar's arrow), and
    after the answer the view stays where they put it."""
    from tests.views.layout_helpers import zoom_by_keys

    window = make_window(qtbot, (1280, 800))
    window.set_challenge_time(0)
    zoom_by_keys(window, 200)
    assert window.start_game(setup_of("buyword", ANNA_AND_BEN, questions=True), seed=5)
    bar = window.table.challenge_bar  # type: ignore[attr-defined]
    scroll = window.table_area.verticalScrollBar()
    where: list[int] = []  # the view between the steps, before the bar asks
    play_until(window, qtbot, lambda: bar.asking or bool(where.append(scroll.value())))
    qtbot.waitUntil(lambda: scroll.value() > where[-1])  # type: ignore[attr-defined]
    brought_to = scroll.value()
    option = QStyleOptionSlider()
    scroll.initStyleOption(option)
    arrow = scroll.style().subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSubLine, scroll
    )
    click_at(scroll, arrow.center())  # the arrow up: a line's step
    assert where[-1] < scroll.value() < brought_to
    put = scroll.value()
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert not bar.asking
    QApplication.processEvents()
    # Where they put it, as far as the table, shorter without the question, reaches.
    assert scroll.value() == min(put, scroll.maximum()) > where[-1]


def in_viewport(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in the scrolled table's viewport (what the window shows)."""
    return QRect(widget.mapTo(window.table_area.viewport(), QPoint(0, 0)), widget.size())


@every_family
def test_a_play_is_challenged_and_answered_at_the_one_challenge_bar(
    qtbot: object, family: str
) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(setup_of(family, ANNA_AND_BEN, questions=True), seed=5)
    table = window.table
    bar = table.challenge_bar  # type: ignore[attr-defined]
    # One bar, the kit's question flow's, whichever family.
    assert table.findChildren(ChallengeBar) == [bar]
    assert table.questions.bar is bar  # type: ignore[attr-defined]
    model = window.game_model
    for _ in range(400):
        if bar.asking:
            break
        screen = table.handover  # type: ignore[attr-defined]
        if screen.isVisible():
            QTest.keyClick(when_ready(screen), Qt.Key.Key_Return)
        else:
            step(window, qtbot)
    assert bar.asking and bar.isVisible()
    before, told = model.action_count(), len(model.log())
    button = next(iter(bar.challenge_buttons.values()))
    assert button.text() == "Ben challenges" or "challenge" in button.text().lower()
    click_at(button, button.rect().center())
    QApplication.processEvents()
    assert not bar.asking
    assert model.action_count() > before
    assert len(model.log()) > told  # the verdict is told


@every_family
def test_the_hand_over_screen_hides_the_next_hand_until_a_deliberate_action(
    qtbot: object, family: str
) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(setup_of(family, ANNA_AND_BEN), seed=5)
    table = window.table
    screen = table.handover  # type: ignore[attr-defined]
    if not screen.isVisible():
        play_until(window, qtbot, screen.isVisible)
    assert screen.isVisible() and screen.geometry() == table.rect()
    hand = pieces(window)
    centre = hand.mapTo(table, hand.rect().center())
    seen = table.grab().toImage()
    covered = screen.grab().toImage()
    assert seen.pixelColor(centre) == covered.pixelColor(centre)  # the hand is covered
    when_ready(screen)
    click_at(screen, QPoint(5, 5))  # a stray click on the cover
    QTest.keyClick(screen, Qt.Key.Key_A)  # a stray key
    assert screen.isVisible()
    click_at(screen.button, screen.button.rect().center())
    assert not screen.isVisible()


@every_family
def test_taking_the_device_leaves_a_scrolled_table_where_it_was(qtbot: object, family: str) -> None:
    """At 200 % on a laptop the table scrolls in the window. The hand-over screen had the
    keyboard; hidden, it let Qt pass the focus on, and the scroll area scrolled the table to
    the middle: the rack went half off the top of the window after every hand-over."""
    window = make_window(qtbot, (1280, 800))
    window.set_challenge_time(0)
    for _ in range(6):  # 100 % to 200 %, as a person zooms
        QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.zoom == 200
    assert window.start_game(setup_of(family, ANNA_AND_BEN), seed=5)
    table = window.table
    screen = table.handover  # type: ignore[attr-defined]
    if not screen.isVisible():
        play_until(window, qtbot, screen.isVisible)
    bar = window.table_area.verticalScrollBar()  # type: ignore[attr-defined]
    # The table is taller than the window (its least size follows the zoom a moment later).
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=5000)  # type: ignore[attr-defined]
    before = bar.value()
    when_ready(screen)
    click_at(screen.button, screen.button.rect().center())
    qtbot.wait(100)  # type: ignore[attr-defined]
    assert not screen.isVisible()
    assert bar.value() == before


@every_family
def test_every_event_that_has_a_cue_plays_it(qtbot: object, family: str) -> None:
    window = make_window(qtbot)
    assert window.start_game(setup_of(family, ANNA_AND_BOT), seed=5)
    sink = RecordingSink()
    window.sound.use_backend(lambda: sink)
    model = window.game_model
    start = model.action_count()
    play_until(window, qtbot, lambda: model.action_count() >= start + 12 or model.is_over)
    QApplication.processEvents()
    assert window.sound.service.wait_until_idle()
    played = set(sink.cues)
    assert {Cue.CARD, Cue.WORD} <= played, sink.cues


@every_family
def test_a_theme_change_repaints_the_pieces(qtbot: object, family: str) -> None:
    window = make_window(qtbot)
    assert window.start_game(setup_of(family, ANNA_AND_BOT), seed=5)
    qtbot.waitUntil(window.table.ready_for_screenshot, timeout=20_000)  # type: ignore[attr-defined]
    window.table.settle()
    QApplication.processEvents()
    felt = pieces(window).grab().toImage()
    choose_in_submenu(window, "view", "theme_contrast", submenu=_submenu(window, "Theme"))
    QApplication.processEvents()
    contrast = pieces(window).grab().toImage()
    choose_in_submenu(window, "view", "theme_felt", submenu=_submenu(window, "Theme"))
    QApplication.processEvents()
    assert _differ(felt, contrast), "the pieces kept the felt theme's colours"
    assert not _differ(felt, pieces(window).grab().toImage())


def _differ(one: QImage, other: QImage) -> bool:
    return one.size() != other.size() or one.convertToFormat(
        QImage.Format.Format_RGB32
    ) != other.convertToFormat(QImage.Format.Format_RGB32)


@every_family
def test_zoom_grows_the_pieces(qtbot: object, family: str) -> None:
    window = make_window(qtbot, (1920, 1080))
    assert window.start_game(setup_of(family, ANNA_AND_BOT), seed=5)
    qtbot.waitUntil(window.table.ready_for_screenshot, timeout=20_000)  # type: ignore[attr-defined]
    QApplication.processEvents()
    before = pieces(window).size()
    for _ in range(3):
        choose_in_submenu(window, "view", "zoom_in", submenu=_submenu(window, "Zoom"))
    qtbot.wait(50)  # type: ignore[attr-defined]  # the layouts take the new font
    after = pieces(window).size()
    assert window.settings.zoom > 100
    assert after.width() * after.height() > before.width() * before.height(), (before, after)


def _text_sizes(window: MainWindow) -> dict[tuple[str, str], int]:
    """The pixel size of every text a person reads in ``window`` (labels, buttons, boxes)."""
    sizes = {}
    for widget in window.findChildren(QWidget):
        if isinstance(widget, (QLabel, QAbstractButton)) and widget.isVisible() and widget.text():
            sizes[(type(widget).__name__, widget.text())] = QFontInfo(widget.font()).pixelSize()
    return sizes


def _zoom_by_keys(window: MainWindow, key: Qt.Key, zoom: int) -> None:
    while window.settings.zoom != zoom:
        before = window.settings.zoom
        QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
        assert window.settings.zoom != before, "the zoom went no further"
    QTest.qWait(50)  # the application's new font reaches the widgets by posted events


@every_family
def test_every_text_of_the_table_and_the_hand_over_grows_with_the_zoom(
    qtbot: object, family: str
) -> None:
    """Ctrl++ to 200 % while the hand-over screen is up, then the table with the bar asking,
    then Ctrl+- back to 100 %: every text shown grows by half at least. The hand-over's
    "Pass to Ben" and its hint kept 100 %'s sizes beside a button that grew."""
    window = make_window(qtbot, (1920, 1080))
    window.set_challenge_time(15)
    assert window.start_game(setup_of(family, ANNA_AND_BEN, questions=True), seed=5)
    screen = window.table.handover  # type: ignore[attr-defined]
    play_until(window, qtbot, screen.isVisible)
    small = _text_sizes(window)
    _zoom_by_keys(window, Qt.Key.Key_Plus, 200)
    large = _text_sizes(window)
    shot(window, f"zoom-200-{family}-hand-over")
    assert any(text.startswith("Pass to ") for _kind, text in large.keys() & small.keys())
    assert {
        text: (small[text], large[text])
        for text in small.keys() & large.keys()
        if large[text] < small[text] * 1.5
    } == {}
    QTest.keyClick(when_ready(screen), Qt.Key.Key_Return)
    bar = window.table.challenge_bar  # type: ignore[attr-defined]
    play_until(window, qtbot, lambda: bar.asking)
    large = _text_sizes(window)
    shot(window, f"zoom-200-{family}-asking")
    _zoom_by_keys(window, Qt.Key.Key_Minus, 100)
    small = _text_sizes(window)
    assert bar.asking
    assert {
        text: (small[text], large[text])
        for text in small.keys() & large.keys()
        if large[text] < small[text] * 1.5
    } == {}


@pytest.mark.parametrize("language", ["en", "ru", "es", "pl"])
@every_family
def test_the_hand_over_shows_whole_in_a_laptop_window_at_200_percent(
    qtbot: object, family: str, language: str
) -> None:
    """Two people with names of 20 letters, a 1024x640 window at 200 %, where the table is
    larger than the window and scrolls: the hand-over screen's mark, title, hint and button
    are whole and in the part the window shows, and the status bar cuts neither its message
    nor the game's line. The title ran off the window (not wrapped) and the words were centred
    on the whole table, out of sight; the game's line was wider than the window and left the
    message a column seven lines tall."""
    from patentgame.controller.translations import install_translations
    from tests.views.layout_helpers import zoom_by_keys
    from tests.views.test_zoom import clipped

    assert install_translations(language)
    try:
        window = make_window(qtbot, (1024, 640))
        zoom_by_keys(window, 200)
        seats = (
            SeatSetup("Maximiliano Fernánde", "human", 0),
            SeatSetup("Alessandra Valentina", "human", 1),
        )
        assert window.start_game(setup_of(family, seats), seed=5)
        screen = window.table.handover  # type: ignore[attr-defined]
        play_until(window, qtbot, screen.isVisible)
        qtbot.wait(100)  # type: ignore[attr-defined]  # the window lays the table out again
        shot(window, f"hand-over-1024x640-200-{family}-{language}")
        assert not clipped(screen), clipped(screen)
        assert not clipped(window.statusBar()), clipped(window.statusBar())
        seen = window.table_area.viewport().rect()
        for part in (screen._title, screen._hint, screen.button):
            assert seen.contains(in_viewport(window, part)), part.text()
        mark = screen._mark_room.geometry().translated(
            screen.mapTo(window.table_area.viewport(), QPoint(0, 0))
        )
        assert seen.contains(mark)
    finally:
        install_translations("en")


@every_family
def test_a_game_is_saved_quit_and_resumed(qtbot: object, family: str, tmp_path: Path) -> None:
    window = _kept_window(qtbot, tmp_path)
    window.keeping.start()  # type: ignore[attr-defined]
    window.set_ai_pace(0)
    assert window.start_game(setup_of(family, ANNA_AND_BOT), seed=5)
    model = window.game_model
    play_until(window, qtbot, lambda: model.action_count() >= 4)
    qtbot.waitUntil(lambda: window.table.ready_for_screenshot(), timeout=20_000)  # type: ignore[attr-defined]
    count, lines = model.action_count(), model.log_lines()
    window.close()  # the keeping saves the game in progress
    again = _kept_window(qtbot, tmp_path)
    answer_modal(lambda box: press_button(box, "Yes"))  # Continue the game?
    assert again.keeping.start() is True  # type: ignore[attr-defined]
    assert again.family.id == family
    assert again.game_model.action_count() == count
    assert again.game_model.log_lines() == lines


@every_family
def test_the_persons_last_action_is_taken_back(qtbot: object, family: str) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(setup_of(family, ANNA_AND_BEN), seed=5)
    table = window.table
    model = window.game_model
    deadline = time.monotonic() + 90  # a hang guard
    while time.monotonic() < deadline:
        before = model.action_count()
        step(window, qtbot)
        if model.action_count() > before and table.can_take_back():
            break  # the person acted, and may take it back
    else:
        raise AssertionError("no action of a person could be taken back")
    choose(window, "edit", "take_back")
    assert model.action_count() == before
    assert "Taken back" in window.statusBar().currentMessage()


@every_family
def test_the_summary_opens_at_the_end_and_the_review_from_it(qtbot: object, family: str) -> None:
    from patentgame.views.review_window import ReviewWindow

    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Pip", "ai:random", 0), SeatSetup("Sam", "ai:greedy", 1))
    assert window.start_game(setup_of(family, seats), seed=4)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=180_000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    qtbot.waitUntil(summary.isVisible)  # type: ignore[attr-defined]
    review_buttons = [
        button
        for button in summary.findChildren(QPushButton)
        if button.text().startswith("Review the game")
    ]
    assert len(review_buttons) == 1, [b.text() for b in summary.findChildren(QPushButton)]
    click_at(review_buttons[0], review_buttons[0].rect().center())
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]
    assert reviews
    review = reviews[-1]
    qtbot.addWidget(review)  # type: ignore[attr-defined]
    assert review.wait(120_000), review.status.text()
    assert review.turns.rowCount() > 0


@every_family
def test_the_replay_viewer_names_you_in_the_language_spoken(qtbot: object, family: str) -> None:
    """In Russian, a game of the person the settings name "You": the replay viewer's seats say
    "Вы", as the table does (they said "You" on a Russian page)."""
    from patentgame.controller.translations import install_translations
    from patentgame.views.replay_viewer import ReplayViewer

    assert install_translations("ru")
    try:
        window = make_window(qtbot)
        window.set_challenge_time(0)
        seats = (SeatSetup("You", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
        assert window.start_game(setup_of(family, seats), seed=5)
        model = window.game_model
        play_until(window, qtbot, lambda: model.action_count() >= 4)
        viewer = ReplayViewer(model.game, "Повтор", window)
        viewer.show()
        qtbot.addWidget(viewer)  # type: ignore[attr-defined]
        QApplication.processEvents()
        texts = [label.text() for label in viewer.findChildren(QLabel) if label.isVisible()]
        assert any("Вы" in text for text in texts), texts
        assert not any("You" in text for text in texts), texts
    finally:
        install_translations("en")


@pytest.mark.real_hand_over_guard
@every_family
def test_enter_as_the_countdown_ends_leaves_the_next_hand_hidden(
    qtbot: object, family: str
) -> None:
    """Two people; a play waits at the bar with a countdown of one second. It ends just as
    someone presses Enter to accept: the Enter lands on the hand-over screen in its first
    moment, which keeps it, and no hand shows (played by hand in BuyWord at 200 %; the patent
    game's test of it was the only one)."""
    window = make_window(qtbot)
    window.set_challenge_time(1)
    assert window.start_game(setup_of(family, ANNA_AND_BEN, questions=True), seed=5)
    table = window.table
    bar, screen = table.challenge_bar, table.handover  # type: ignore[attr-defined]
    play_until(window, qtbot, lambda: bar.asking)
    qtbot.waitUntil(screen.isVisible, timeout=5000)  # type: ignore[attr-defined]
    target = QApplication.focusWidget()
    assert target is screen  # the keyboard is the screen's, not the covered table's
    assert target is not None
    QTest.keyClick(target, Qt.Key.Key_Return)  # a moment late
    assert screen.isVisible() and not screen.ready
    assert table.flow.viewer is None  # type: ignore[attr-defined]


@every_family
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_persons_turn_fits_a_laptop_window_across_at_200_percent(
    qtbot: object, family: str, language: str
) -> None:
    """A 1280x800 window zoomed by keys to 200 %, the person's turn, then a question on the
    computer's word: the table is no wider than the window (it may scroll down, not
    sideways) and no button is cut. The patent
    table's buttons of the turn stood in one line of 1,400 pixels in Russian, and the whole
    table scrolled sideways: the log and two columns of patents out of the window."""
    from patentgame.controller.translations import install_translations
    from tests.views.layout_helpers import settle, zoom_by_keys
    from tests.views.test_zoom import clipped

    assert install_translations(language)
    try:
        window = make_window(qtbot, (1280, 800))
        zoom_by_keys(window, 200)
        assert window.start_game(setup_of(family, ANNA_AND_BOT, questions=True), seed=5)
        table = window.table
        model = window.game_model
        persons_turn = table.my_turn if family == "board" else table.can_act  # type: ignore[attr-defined]

        def building() -> bool:  # the patent game's turn begins with building a word
            return family != "patent" or model.state.phase.name == "BUILD"

        play_until(
            window, qtbot, lambda: persons_turn() and building() and model.action_count() > 1
        )
        settle(qtbot)
        shot(window, f"turn-1280x800-200-{family}-{language}")
        bar = window.table_area.horizontalScrollBar()
        assert bar.maximum() == 0, (table.width(), window.table_area.viewport().width())
        # A busy machine lays the board's buttons out a moment after the turn shows.
        qtbot.waitUntil(lambda: not clipped(table), timeout=3000)  # type: ignore[attr-defined]
        assert not clipped(table), clipped(table)
        # The computer's word asked about: its question and buttons fold the same way.
        play_until(window, qtbot, lambda: table.challenge_bar.asking)
        settle(qtbot)
        shot(window, f"question-1280x800-200-{family}-{language}")
        assert bar.maximum() == 0, (table.width(), window.table_area.viewport().width())
        qtbot.waitUntil(lambda: not clipped(table), timeout=3000)  # type: ignore[attr-defined]
        assert not clipped(table), clipped(table)
        window.ai.shutdown()
    finally:
        install_translations("en")


@every_family
def test_a_game_started_in_a_scrolled_table_shows_the_persons_pieces(
    qtbot: object, family: str
) -> None:
    """A 1280x800 window at 200 % scrolls its table; the view was at the top (where the
    welcome screen's title had it): a new game starts with the person's own pieces in view.
    The patent game began with the hand below the window."""
    from tests.views.layout_helpers import settle, zoom_by_keys

    window = make_window(qtbot, (1280, 800))
    zoom_by_keys(window, 200)
    window.first_game()  # the welcome screen, scrolled to its title
    welcome = window.welcome
    assert welcome is not None
    settle(qtbot)
    bar = window.table_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    assert window.start_game(setup_of(family, ANNA_AND_BOT), seed=5)
    viewport = window.table_area.viewport()
    mine = pieces(window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: viewport.rect().contains(in_viewport(window, mine)), timeout=3000
    )
    window.ai.shutdown()

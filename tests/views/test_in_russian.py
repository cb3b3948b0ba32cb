"""The app in each of its translations, as ``patentgame --lang ru`` (or ``pl``) shows it: no
English left on the table, in the menus and in the dialogs, and no translated text cut off at
1024x640 or 1280x800.

Each test runs once per language (the ``speaking`` fixture), walks every visible widget
(``tests/views/language_checks.py``) and saves a picture per screen to $PATENTGAME_SHOTS
(default: ``patentgame-shots`` in the temp folder; names ``ru-*``, ``pl-*``) to look at.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from patentgame import families
from patentgame.controller.setup import GameSetup, SeatSetup, solo_setup
from patentgame.controller.translations import install_translations
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.model.credits import shipped_credits
from patentgame.model.lexicon import builtin_lists
from patentgame.model.patent.events import WordScored
from patentgame.model.patent.replay import fresh_copy, play_through
from patentgame.views.about import AboutDialog
from patentgame.views.help_dialog import HelpDialog
from patentgame.views.history_window import HistoryWindow
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from patentgame.views.problem_report import ProblemReportDialog
from patentgame.views.statistics_window import StatisticsWindow
from patentgame.views.wordlists_dialog import WordListsDialog
from tests.recorded_games import WORDS, play_game
from tests.views.language_checks import Seen, clipped, english_left, visible_texts
from tests.views.table_helpers import answer_modal, choose, human_step, make_window, shot

SIZES = [(1024, 640), (1280, 800)]

#: What each language shows where a test looks for one text: the File menu, the guide's first
#: two titles, and the name a player called "You" is shown by (and its initial on a plaque).
SAID = {
    "ru": {
        "file": "&Файл",
        "welcome": "Добро пожаловать за стол",
        "build": "Составьте слово",
        "you": "Вы",
        "money": "Вы: деньги $",
    },
    "pl": {
        "file": "&Plik",
        "welcome": "Witaj przy stole",
        "build": "Ułóż słowo",
        "you": "Ty",
        "money": "Ty: pieniądze $",
    },
}


@pytest.fixture(params=sorted(SAID))
def speaking(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Each translation in turn for this test (as ``--lang ru``, ``--lang pl``), English again
    after it; the test gets the language's code."""
    language = request.param
    assert install_translations(language)
    yield language
    install_translations("en")


def _report(where: str, left: list[Seen], cut: list[str]) -> str:
    lines = [f"{where}:"]
    lines += [f"  English: {item.where}: {item.text!r}" for item in left]
    lines += [f"  cut off: {line}" for line in cut]
    return "\n".join(lines)


def _played_words(window: MainWindow) -> set[str]:
    """The words played so far and the one in the word row: the patent game's words are
    English, in any language of the app."""
    game = window.game_model.game
    words = {
        event.word
        for step in play_through(fresh_copy(game), game.actions)
        for event in step.events
        if isinstance(event, WordScored)
    }
    drafted = window.table.draft.letters(0) if hasattr(window.table, "draft") else ""
    return {word.upper() for word in words} | ({drafted.upper()} if drafted else set())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_and_menus_speak_the_language_and_fit(
    qtbot: QtBot, speaking: str, size: tuple[int, int]
) -> None:
    window = make_window(qtbot, size)
    assert window.menus["file"].title() == SAID[speaking]["file"]
    assert window.start_game(solo_setup("Аня", "ai:casual"), seed=7)
    from patentgame.app import wait_for_human_turn

    assert wait_for_human_turn(window)
    window.table.pose_for_screenshot()
    QApplication.processEvents()
    shot(window, f"{speaking}-table-{size[0]}x{size[1]}")
    allowed = frozenset(window.game_model.names()) | _played_words(window)
    texts = visible_texts(window)
    for menu in window.menuBar().findChildren(QMenu):
        texts += visible_texts(menu)
    left = english_left(texts, allowed, speaking)
    cut = clipped(window)
    assert not left and not cut, _report("the table", left, cut)
    window.ai.shutdown()


@pytest.mark.parametrize("game", ["erudit-ru", "buyword"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_board_and_buyword_tables_speak_the_language_and_fit(
    qtbot: QtBot, speaking: str, size: tuple[int, int], game: str
) -> None:
    """Эрудит and BuyWord against the computer, after its first moves: the table, the log
    with the computers' explanations (English under every move until they were translated)
    and the score sheet or plaques, translated and uncut."""
    from patentgame.app import screenshot_setup, wait_for_human_turn

    window = make_window(qtbot, size)
    assert window.start_game(screenshot_setup(game), seed=7)  # the computers move first
    assert wait_for_human_turn(window)
    problems: list[str] = []
    _check(window, window, f"{speaking}-{game}-{size[0]}x{size[1]}", problems, speaking)
    assert window.table.log.count() > 0, "the computer's first moves are in the log"
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_the_menus_fit_when_opened(qtbot: QtBot, speaking: str) -> None:
    window = make_window(qtbot, (1024, 640))
    bar = window.menuBar()
    for key, menu in window.menus.items():
        QTest.mouseClick(
            bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
        )
        qtbot.waitUntil(menu.isVisible, timeout=3000)
        shot(menu, f"{speaking}-menu-{key}")
        # A menu is as wide as its longest entry: it is cut only by the screen's edge.
        assert menu.width() <= 1024, f"the {key} menu is {menu.width()} px wide"
        menu.close()
    assert bar.sizeHint().width() <= 1024


def _meaning_words(words: set[str]) -> frozenset[str]:
    """The words of the English meanings of ``words`` the summary shows (WordNet's own English,
    quoted as the dictionary writes it, in every language of the app)."""
    from patentgame.views.word_meanings import short_meaning

    found: set[str] = set()
    for word in words:
        found.update(re.findall(r"[A-Za-z][A-Za-z']*", short_meaning(word) or ""))
    return frozenset(found)


def _test_words(lexicon_id: str) -> frozenset[str]:
    """The word list of the stored games (tests/recorded_games.py)."""
    assert lexicon_id == "test-words", lexicon_id
    return WORDS


def _dialogs(tmp_path: Path) -> Iterator[tuple[str, QWidget]]:
    """Every dialog and window of the app, made as the menus make them."""
    yield "new-game", NewGameDialog(None)
    yield "rules", HelpDialog(0)
    yield "rules-board", HelpDialog(0, family=families.BOARD)
    yield "rules-buyword", HelpDialog(0, family=families.BUYWORD)
    yield "help-about", HelpDialog(1)
    yield "about", AboutDialog()
    log = tmp_path / "patentgame.log"
    log.write_text("2026-11-01 20:00:00 ERROR ValueError: a test line\n", "utf-8")
    yield "report", ProblemReportDialog(log=log)
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    from patentgame.model.patent.game import PlayerSpec

    start = datetime(2026, 11, 1, 20, 0).astimezone()
    table = (PlayerSpec("Аня"), PlayerSpec("Tycoon", "ai:expert"))
    for index in range(3):
        store.add_game(play_game(table, seed=300 + index), start + timedelta(days=index))
    yield "statistics", StatisticsWindow(store)
    history = HistoryWindow(store, _test_words)
    yield "history", history
    viewer = history.open_replay(0)
    assert viewer is not None, history.status.text()
    viewer.last()
    yield "replay", viewer
    yield "word-lists", WordListsDialog(tmp_path)


def _stored_words(folder: Path) -> frozenset[str]:
    """The names and best words of the stored games (shown in Statistics and History), and the
    word lists' and other shipped data's own names, credits and licences (data of each set,
    shown as written: the word lists dialog and Help > About)."""
    store = StatsStore.open(folder / "stats.sqlite3")
    try:
        found = {"Tycoon"}
        for info in builtin_lists():
            for text in (info.label, info.credit, info.licence, info.notice or ""):
                found.update(re.findall(r"[A-Za-z][A-Za-z']*", text))
        for credit in shipped_credits():
            for text in (credit.title, credit.credit, credit.licence, credit.notice):
                found.update(re.findall(r"[A-Za-z][A-Za-z']*", text))
        for game in store.games(None):  # a list's id shows where its label is unknown
            found.update(re.findall(r"[A-Za-z]+", game.lexicon_id))
        for profile in store.profiles():
            figures = store.figures(patent_figures, profile.id)
            found.update(figures.best_word.split() + figures.best_turn.replace("+", " ").split())
        return frozenset(found)
    finally:
        store.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_dialog_speaks_the_language_and_fits(
    qtbot: QtBot, speaking: str, tmp_path: Path, size: tuple[int, int]
) -> None:
    problems = []
    for name, dialog in _dialogs(tmp_path):
        qtbot.addWidget(dialog)
        # A dialog opens at the size it gives itself (at least its layout's), at most the
        # screen's.
        wanted = dialog.size().expandedTo(dialog.sizeHint())
        dialog.resize(min(wanted.width(), size[0]), min(wanted.height(), size[1]))
        dialog.show()
        QApplication.processEvents()
        shot(dialog, f"{speaking}-{name}-{size[0]}x{size[1]}")
        left = english_left(visible_texts(dialog), _stored_words(tmp_path), speaking)
        cut = clipped(dialog)
        if left or cut:
            problems.append(_report(name, left, cut))
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()
    assert not problems, "\n".join(problems)


def _check(
    window: MainWindow,
    root: QWidget,
    name: str,
    problems: list[str],
    language: str,
    also_allowed: frozenset[str] = frozenset(),
) -> None:
    """Walk ``root`` (on ``window``'s table) as a person sees it now in ``language``, and save
    its picture (``name`` starts with the language)."""
    QApplication.processEvents()
    shot(root, name)
    allowed = frozenset(window.game_model.names()) if window.game_model.has_game else frozenset()
    if window.game_model.has_game and window.family.id == "patent":
        played = _played_words(window)  # the board and BuyWord games' words hold Cyrillic
        allowed |= played | _meaning_words(played)
    texts = visible_texts(root)
    if window.game_model.has_game and window.family.id != "patent":
        # The words played in a board or BuyWord game, written in capitals (English ones in
        # an English game: "AT", "GOING" in a computer's reason).
        allowed |= {w for seen in texts for w in re.findall(r"\b[A-Z]{2,}\b", seen.text)}
    left = english_left(texts, allowed | also_allowed, language)
    cut = clipped(root)
    if left or cut:
        problems.append(_report(name, left, cut))


def test_the_welcome_screen_and_the_guide_speak_the_language_and_fit(
    qtbot: QtBot, speaking: str
) -> None:
    window = make_window(qtbot, (1024, 640))
    problems: list[str] = []
    window.first_game()  # a first start: the welcome screen over the empty table
    welcome = window.welcome
    assert welcome is not None and welcome.isVisible()
    _check(window, window, f"{speaking}-welcome-1024x640", problems, speaking)
    QTest.mouseClick(welcome.learn_button, Qt.MouseButton.LeftButton)
    guide = window.table.tutorial_guide
    assert guide is not None and guide.running
    qtbot.waitUntil(guide.panel.isVisible, timeout=3000)
    assert guide.panel.title.text() == SAID[speaking]["welcome"]
    _check(window, window, f"{speaking}-guide-1024x640", problems, speaking)
    QTest.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert guide.panel.title.text() == SAID[speaking]["build"]
    _check(window, window, f"{speaking}-guide-build-1024x640", problems, speaking)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_the_person_the_settings_call_you_is_called_вы_on_the_table(
    qtbot: QtBot, speaking: str, tmp_path: Path
) -> None:
    """The first game from the welcome screen, on a first start, seats the person under the
    settings' first name, "You": the plaque and the window's title say "Вы" in Russian, "Ty"
    in Polish (they said "You" in Russian)."""
    you = SAID[speaking]["you"]
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot, (1280, 800))
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", ask=lambda *_: True, inform=print)
    keeping.start()
    window.first_game()
    welcome = window.welcome
    assert welcome is not None
    QTest.mouseClick(welcome.play_button, Qt.MouseButton.LeftButton)
    assert window.game_model.has_game and window.game_model.name(0) == "You"
    board = window.table.scoreboard
    # What the plaque says under the pointer (read from the plaque: in the whole suite's run
    # the pointer's tooltip did not come within 5 s, though it does when run alone).
    said = board.tooltip_at(board.plaque_rect(0).center())
    assert said.startswith(SAID[speaking]["money"]), said
    assert re.match(rf"patentgame [—–] {you}, ", window.windowTitle()), window.windowTitle()
    assert window.table.mark_of(0)[1] == you[0]  # the plaque's round mark and patents owned
    # File > New game offers the same table: its first name reads "Вы" too; the game started
    # with it keeps the name as "You" (one profile in the statistics whichever language the
    # game spoke) and shows "Вы".
    names: list[str] = []

    def look_and_start(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        names.extend(edit.text() for edit in dialog.names[:2])
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    answer_modal(look_and_start)
    with qtbot.waitSignal(window.game_model.game_started, timeout=5000):
        choose(window, "file", "new")
    assert names == [you, "Ada"]
    assert window.game_model.name(0) == "You" and window.game_model.shown_name(0) == you
    assert window.game_model.you() == frozenset({0})
    window.ai.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_whole_game_translated_questions_and_summary(
    qtbot: QtBot, speaking: str, size: tuple[int, int]
) -> None:
    """A game against two computers that challenge: the question bar, its verdict and the
    summary at the end, each walked when it first shows."""
    window = make_window(qtbot, size)
    window.set_challenge_time(0)
    setup = GameSetup(
        (SeatSetup("Аня", "human", 0), SeatSetup("Ada", "ai:strong", 1),
         SeatSetup("Bo", "ai:beginner", 2)),
        seed=11,
    )  # fmt: skip
    assert window.start_game(setup)
    problems: list[str] = []
    seen: set[str] = set()
    bar = window.table.challenge_bar
    deadline = time.monotonic() + 120
    while not window.game_model.is_over and time.monotonic() < deadline:
        for name, showing in (("question", bar.asking), ("verdict", bar.showing_verdict)):
            if showing and name not in seen:
                seen.add(name)
                _check(window, window, f"{speaking}-{name}-{size[0]}x{size[1]}", problems, speaking)
        if not human_step(window, challenge=len(seen) % 2 == 1):
            qtbot.wait(2)
    assert window.game_model.is_over
    assert "question" in seen
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    assert summary is not None
    summary.resize(min(summary.width(), size[0]), min(summary.height(), size[1]))
    _check(window, summary, f"{speaking}-summary-{size[0]}x{size[1]}", problems, speaking)
    _check(window, window, f"{speaking}-game-over-{size[0]}x{size[1]}", problems, speaking)
    _walk_the_review(window, summary, f"{speaking}-review-{size[0]}x{size[1]}", problems, size)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def _walk_the_review(
    window: MainWindow, summary: QWidget, name: str, problems: list[str], size: tuple[int, int]
) -> None:
    """The coach's review of the game just played, opened from the summary as a person does,
    with its first turn chosen: its table, chart and sentences."""
    from patentgame.views.patent.coach_summary import CoachSummary
    from patentgame.views.review_entry import ReviewEntry
    from patentgame.views.review_window import ReviewWindow

    coach = summary.findChild(CoachSummary)
    assert coach is not None and coach.isVisible()
    entry = coach.window().findChild(ReviewEntry)  # the kit's way into the review
    QTest.mouseClick(entry.review_button, Qt.MouseButton.LeftButton)
    review = entry.review_window
    assert isinstance(review, ReviewWindow)
    assert review.wait()
    review.resize(min(review.width(), size[0]), min(review.height(), size[1]))
    review.turns.selectRow(0)
    language = name.split("-")[0]
    # The expert's words and their English meanings (WordNet's) are shown as well.
    words = {
        word for seen in visible_texts(review) for word in re.findall(r"\b[A-Z]{2,}\b", seen.text)
    }
    _check(window, review, name, problems, language, frozenset(words) | _meaning_words(words))
    review.close()


def test_the_person_called_you_is_вы_in_buyword_s_status_line_too(
    qtbot: QtBot, speaking: str
) -> None:
    """BuyWord's status bar listed the purses as "You $200, Ada $200" in Russian: every line of
    every table that names a player uses the name as the table shows it."""
    from patentgame.views.buyword.table import BuyWordTable
    from tests.views.menu_helpers import leave_the_game_when_asked

    window = make_window(qtbot, (1280, 800))
    window.play_solo()

    def buyword(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
        dialog.names[0].setText(SAID[speaking]["you"])
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    answer_modal(buyword)
    stop_leaving = leave_the_game_when_asked()
    choose(window, "file", "new")
    stop_leaving()
    qtbot.waitUntil(lambda: isinstance(window.table, BuyWordTable), timeout=5000)
    model = window.game_model
    assert model.name(0) == "You"
    qtbot.waitUntil(lambda: "$" in window._status.text(), timeout=5000)
    status = window._status.text()
    assert SAID[speaking]["you"] + " $" in status and "You" not in status, status
    window.ai.shutdown()


def test_the_views_show_players_by_the_names_the_table_shows() -> None:
    """The stored name "You" read "You" in Russian wherever a view took ``model.name(seat)``
    (BuyWord's status line, "Drawn for You", a hot seat's hand-over): views show
    ``shown_name``; the stored name serves only to find the player's statistics."""
    views = Path(__file__).resolve().parents[2] / "patentgame" / "views"
    stored = re.compile(r"\bmodel\.name\(|\bmodel\.names\(\)")
    found = [
        f"{path.relative_to(views)}:{number}: {line.strip()}"
        for path in sorted(views.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if stored.search(line) and "profile" not in line and ".lower()" not in line
    ]
    assert found == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_statistics_chart_s_legend_fits_in_the_language(
    qtbot: QtBot, speaking: str, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The wins chart drew its legend after the longest opponent's name: in Polish "przegrane"
    ran off its right edge after "Tycoon, szczebel 11" (a drawn text no label check sees)."""
    from patentgame.model.patent.game import PlayerSpec
    from patentgame.views.stat_charts import VersusChart

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    start = datetime(2026, 11, 1, 20, 0).astimezone()
    table = (PlayerSpec("Аня"), PlayerSpec("Tycoon", "ai:expert"))
    for index in range(3):
        store.add_game(play_game(table, seed=300 + index), start + timedelta(days=index))
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    wanted = window.size().expandedTo(window.sizeHint())
    window.resize(min(wanted.width(), size[0]), min(wanted.height(), size[1]))
    window.show()
    QApplication.processEvents()
    chart = window.findChild(VersusChart)
    assert chart is not None and chart.isVisible()
    entries = chart.legend_entries()
    assert [text for text, _, _ in entries] != ["won", "drawn", "lost"]
    assert all(start >= 0 and end <= chart.width() for _, start, end in entries), (
        chart.width(),
        entries,
    )
    window.close()


def _keys_of(menu: QWidget) -> list[str]:
    """The accelerator letters (after "&") of the visible entries of ``menu`` (or of a menu
    bar), lower case."""
    keys = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        found = re.search(r"&([^&])", action.text().replace("&&", ""))
        if found:
            keys.append(found.group(1).lower())
    return keys


@pytest.mark.parametrize("game", ["patent", "erudit-ru", "buyword"])
def test_each_menu_s_keys_are_its_own_in_the_language(
    qtbot: QtBot, speaking: str, tmp_path: Path, game: str
) -> None:
    """Alt and a letter opens one menu of the bar, and a letter then picks one entry: with
    every family's entries in the Game menu and the statistics' and word lists' entries, no
    two entries of one menu (nor two menus of the bar) share their underlined letter (in
    Russian the File, View and Settings menus each had two)."""
    from patentgame.app import screenshot_setup, wait_for_human_turn
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot, (1280, 800))
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    if game == "patent":
        assert window.start_game(solo_setup("Anna", "ai:casual"), seed=7)
    else:
        assert window.start_game(screenshot_setup(game), seed=7)
    assert wait_for_human_turn(window)
    bar_keys = _keys_of(window.menuBar())
    shared = {
        menu.title(): [action.text() for action in menu.actions()]
        for menu in window.menuBar().findChildren(QMenu)
        if len(set(keys := _keys_of(menu))) != len(keys)
    }
    window.ai.shutdown()
    assert len(set(bar_keys)) == len(bar_keys), bar_keys
    assert shared == {}


def test_the_whole_guided_game_speaks_the_language_and_fits(qtbot: QtBot, speaking: str) -> None:
    """Every step of the guided first game at 1024x640, walked as a person plays it (the
    same clicks and keys as tests/views/test_tutorial.py): each panel, toast and the table
    under it, translated and uncut."""
    from patentgame.model.patent.game import Phase
    from patentgame.model.patent.tutorial import Lesson
    from tests.views.menu_helpers import wait_for

    window = make_window(qtbot, (1024, 640))
    choose(window, "help", "tutorial")
    table, model = window.table, window.game_model
    guide = table.tutorial_guide
    assert guide is not None and guide.running
    problems: list[str] = []

    def look(step: str) -> None:
        _check(window, window, f"{speaking}-tutorial-{step}", problems, speaking)

    def press(button: QWidget) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def answer(*, challenge: bool) -> None:
        bar = table.challenge_bar
        wait_for(lambda: bar.isVisible() and bar.asking, qtbot)
        look("question-challenge" if challenge else "question-accept")
        press(next(iter(bar.challenge_buttons.values())) if challenge else bar.accept_button)

    look("01-intro")
    press(guide.panel.next_button)
    QTest.keyClicks(table, "raven")
    look("02-build")
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for(lambda: guide.step() is Lesson.BUY, qtbot)
    look("03-buy")
    QTest.keyClicks(table, "v")
    QTest.keyClick(table, Qt.Key.Key_Return)
    look("04-keep")
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for(lambda: model.state.phase is Phase.CHALLENGE, qtbot)
    answer(challenge=False)
    wait_for(lambda: guide.step() == "royalty", qtbot)
    look("06-royalty")
    QTest.keyClick(table, Qt.Key.Key_Return)
    QTest.keyClicks(table, "gold")
    QTest.keyClick(table, Qt.Key.Key_Return)  # one word: refused with the lesson's toast
    look("07-power-toast")
    QTest.keyClick(table, Qt.Key.Key_Space)
    QTest.keyClicks(table, "sit")
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for(lambda: guide.step() is Lesson.FINISH, qtbot)
    look("08-finish")
    QTest.keyClick(table, Qt.Key.Key_Escape)
    wait_for(lambda: model.state.phase is Phase.CHALLENGE, qtbot)
    answer(challenge=True)
    wait_for(lambda: guide.step() is Lesson.DONE, qtbot)
    look("10-done")
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("menu", "entry"),
    [("help", "keys"), ("settings", "sound_volume"), ("settings", "solo_name"),
     ("settings", "challenge_time")],
)  # fmt: skip
def test_the_small_dialogs_of_the_menus_speak_the_language_and_fit(
    qtbot: QtBot, speaking: str, menu: str, entry: str
) -> None:
    """Help > Keys and the questions of the Settings menu, opened through the menu bar at
    1024x640, translated (Qt's own OK and Cancel included) and uncut."""
    window = make_window(qtbot, (1024, 640))
    problems: list[str] = []

    def look_and_close(dialog: QWidget) -> None:
        _check(window, dialog, f"{speaking}-{entry}", problems, speaking)
        assert isinstance(dialog, QDialog)
        dialog.reject()

    answer_modal(look_and_close)
    choose(window, menu, entry)
    assert not problems, "\n".join(problems)


def test_the_hand_over_of_a_hot_seat_game_speaks_the_language_and_fits(
    qtbot: QtBot, speaking: str
) -> None:
    """Two people at one screen: the hand-over screen between their turns."""
    window = make_window(qtbot, (1024, 640))
    setup = GameSetup((SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1)), seed=3)
    assert window.start_game(setup)
    handover = window.table.handover
    qtbot.waitUntil(handover.isVisible, timeout=5000)
    problems: list[str] = []
    _check(window, window, f"{speaking}-handover-1024x640", problems, speaking)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_a_whole_buyword_game_translated_to_its_summary(qtbot: QtBot, speaking: str) -> None:
    """BuyWord against a computer from the first roll to the end, played as a person plays it
    (tests/views/buyword_helpers.py): the summary and the table at the end, at 1024x640."""
    from patentgame.app import screenshot_setup
    from tests.views.buyword_helpers import play_until_over

    window = make_window(qtbot, (1024, 640))
    assert window.start_game(screenshot_setup("buyword"), seed=7)
    play_until_over(window, qtbot)
    assert window.game_model.is_over
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    assert summary is not None
    summary.resize(min(summary.width(), 1024), min(summary.height(), 640))
    problems: list[str] = []
    _check(window, summary, f"{speaking}-buyword-summary-1024x640", problems, speaking)
    _check(window, window, f"{speaking}-buyword-over-1024x640", problems, speaking)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_a_board_game_resigned_speaks_the_language_to_its_summary(
    qtbot: QtBot, speaking: str, tmp_path: Path
) -> None:
    """Wocable (its rules let a player resign) against the computer: the person resigns
    through the button, answers the question (Qt's own Yes and No translated too), and the
    summary and the table at the end are walked at 1024x640."""
    from PySide6.QtWidgets import QMessageBox

    from patentgame.app import screenshot_setup, wait_for_human_turn
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot, (1024, 640))
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", inform=print)
    keeping.start(offer_resume=False)
    assert window.start_game(screenshot_setup("wocable-en"), seed=7)
    assert wait_for_human_turn(window)
    problems: list[str] = []

    def look_and_resign(box: QWidget) -> None:
        _check(window, box, f"{speaking}-resign-question", problems, speaking)
        assert isinstance(box, QMessageBox)
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert yes is not None and yes.text().replace("&", "") not in ("Yes", "")
        QTest.mouseClick(yes, Qt.MouseButton.LeftButton)

    answer_modal(look_and_resign)
    QTest.mouseClick(window.table.resign_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_model.is_over, timeout=5000)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    assert summary is not None
    summary.resize(min(summary.width(), 1024), min(summary.height(), 640))
    _check(window, summary, f"{speaking}-board-summary-1024x640", problems, speaking)
    _check(window, window, f"{speaking}-board-over-1024x640", problems, speaking)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)

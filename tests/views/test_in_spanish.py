"""The app in Spanish (issue 35.1), as ``patentgame --lang es`` shows it: Settings > Language
offers it and the next start speaks it; no English left on the table, in the menus and in the
dialogs, and no Spanish text cut off at 1024x640 or 1280x800.

The screens are those of ``tests/views/test_in_russian.py``. Spanish is written in Latin
letters, so "still English" cannot mean "no Cyrillic" here: a text counts as English when it
holds a word only English has (:data:`ENGLISH_ONLY`: "the", "your", "game", "turn"...), apart
from the players' names, the patent game's English words (in capitals) and the names a screen
shows in English on purpose. Each test saves a picture per screen to $PATENTGAME_SHOTS (default:
``patentgame-shots`` in the temp folder; names ``es-*``) to look at.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import GameSetup, SeatSetup, solo_setup
from patentgame.controller.translations import install_translations
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.language_checks import Seen, clipped, plain, unfinished_sentences, visible_texts
from tests.views.table_helpers import (
    answer_modal,
    choose,
    human_step,
    make_window,
    press_button,
    shot,
)
from tests.views.test_in_russian import _dialogs, _played_words, _report, _stored_words

SIZES = [(1024, 640), (1280, 800)]

#: Words of English that Spanish does not have: one of them on a Spanish screen is English
#: left untranslated (words both languages write alike, "no", "total", "normal", "final",
#: "error", "set", are not here).
ENGLISH_ONLY = frozenset(
    """
    the and of to is are was were be been you your it its this that these those with for from
    by on at or an has have had will would can cannot not yes what which who when where why how
    all any each every more most other than then there their they them he she his her we our
    do does did done only also into out up down off over after before again here now just
    game games word words play plays played player players turn turns card cards tile tiles
    patent patents stock money score scores hint hints pass passes rules settings file open
    save saved new quit help view edit show hide back next start list lists choose buy sell
    discard draw bag rack board round goal win wins won computer level step history statistics
    review replay close cancel import remove language system theme sound keys none nothing
    left right first last best letter letters vowel consonant challenge accept blank exchange
    shuffle recall resign time seconds minutes points point bid auction wild pips price die
    roll hand pool deck penalty royalty royalties name names people person take taken keep
    """.split()
)

_WORD = re.compile(r"[A-Za-zÀ-ÿ']+")


def english_words(text: str, allowed: frozenset[str]) -> list[str]:
    """The words of ``text`` only English has (words in capitals are the patent game's English
    words or abbreviations, and ``allowed`` names players and data shown as written)."""
    return [
        word
        for word in _WORD.findall(plain(text))
        if word.lower() in ENGLISH_ONLY and not word.isupper() and word not in allowed
    ]


#: A word linked to its meanings, and the meaning after it: the offline dictionary (WordNet)
#: is English, as the patent game's words are; the Spanish around it ("plural de IBEX") stays.
_MEANING = re.compile(r"</a>(\s*\([^)<]*\))?[^<]*")
#: A meaning quoted under a word in the review: "<i>VINERY: a farm of grapevines...</i>".
_QUOTED_MEANING = re.compile(r"<i>([A-Z]+:)(\s*\([^)<]*\))?[^<]*</i>")


def _without_meanings(text: str) -> str:
    return _QUOTED_MEANING.sub(r"\1\2", _MEANING.sub(r"</a>\1", text))


def english_left(texts: Iterable[Seen], allowed: frozenset[str]) -> list[Seen]:
    """The texts of ``texts`` still in English that no unfinished Spanish message explains."""
    waiting = unfinished_sentences("es")
    return [
        item
        for item in texts
        if english_words(_without_meanings(item.text), allowed)
        and not any(pattern.fullmatch(plain(item.text).strip()) for pattern in waiting)
    ]


def test_the_check_finds_english_and_passes_spanish() -> None:
    seen = [Seen("a", "Your turn."), Seen("b", "Tu turno."), Seen("c", "Juegas RAVEN por $4.")]
    assert english_left(seen, frozenset()) == [seen[0]]
    assert english_left([Seen("d", "Pip pasa.")], frozenset({"Pip"})) == []


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    """The Spanish translations for this test (as ``--lang es``), English again after it."""
    assert install_translations("es")
    yield
    install_translations("en")


def _check(window: MainWindow, root: QWidget, name: str, problems: list[str]) -> None:
    """Walk ``root`` (on ``window``'s table) as a person sees it now, and save its picture."""
    QApplication.processEvents()
    shot(root, f"es-{name}")
    allowed = frozenset(window.game_model.names()) if window.game_model.has_game else frozenset()
    if window.game_model.has_game and window.family.id == "patent":
        allowed |= _played_words(window)
    left = english_left(visible_texts(root), allowed)
    cut = clipped(root)
    if left or cut:
        problems.append(_report(name, left, cut))


def test_settings_language_offers_español_and_the_next_start_speaks_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Settings > Language > Español, pressed in the menu bar, keeps "es" and says so in both
    languages; the next start on that data folder speaks Spanish, and ``--lang es`` does for one
    run whatever the setting."""
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.test_language_setting import _language_of_a_start

    window = make_window(qtbot)
    data = tmp_path / "data"
    settings_file = data / "config" / "settings.json"
    settings_file.parent.mkdir(parents=True)
    keeping = GameKeeping(window, data, settings_file, ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    assert "Español" in [a.text() for a in window.language_menu.actions()]
    seen: list[str] = []

    def later(dialog: object) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text())
        press_button(dialog, "Later")

    answer_modal(later)
    choose(window, "settings", "language_es", submenu=window.language_menu)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert "El juego hablará Español a partir del próximo arranque." in seen[0]
    assert "The game speaks Español from its next start." in seen[0]
    assert json.loads(settings_file.read_text())["language"] == "es"
    assert window.named_actions["language_es"].isChecked()
    window.ai.shutdown()
    assert _language_of_a_start(data) == "&Archivo"
    assert _language_of_a_start(data, "--lang", "en") == "&File"
    assert _language_of_a_start(tmp_path / "elsewhere", "--lang", "es") == "&Archivo"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_and_menus_speak_spanish_and_fit(
    qtbot: QtBot, spanish: None, size: tuple[int, int]
) -> None:
    from patentgame.app import wait_for_human_turn

    window = make_window(qtbot, size)
    assert window.menus["file"].title() == "&Archivo"
    assert window.start_game(solo_setup("Ana", "ai:casual"), seed=7)
    assert wait_for_human_turn(window)
    window.table.pose_for_screenshot()
    QApplication.processEvents()
    shot(window, f"es-table-{size[0]}x{size[1]}")
    allowed = frozenset(window.game_model.names()) | _played_words(window)
    texts = visible_texts(window)
    for menu in window.menuBar().findChildren(QMenu):
        texts += visible_texts(menu)
    left = english_left(texts, allowed)
    cut = clipped(window) + _log_tab_cut(window)
    assert not left and not cut, _report("the table", left, cut)
    window.ai.shutdown()


def _log_tab_cut(window: MainWindow) -> list[str]:
    """The folded log's tab writes its title upwards, in its own bold 13 px: a title longer
    than the tab is tall is cut ("Registro de la parti")."""
    from PySide6.QtGui import QFont, QFontMetrics

    tab = window.table.log_tab
    font = QFont(tab.font())
    font.setPixelSize(13)
    font.setBold(True)
    needed = QFontMetrics(font).horizontalAdvance("◂  " + tab.text())
    if not tab.isVisible() or needed <= tab.height():
        return []
    return [f"the log's tab {tab.text()!r}: needs {needed} px, has {tab.height()}"]


@pytest.mark.parametrize("game", ["wocable-es", "buyword"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_board_and_buyword_tables_speak_spanish_and_fit(
    qtbot: QtBot, spanish: None, size: tuple[int, int], game: str
) -> None:
    """Wocable (Español) and BuyWord against the computer, after its first moves: the table,
    the log with the computers' explanations and the score sheet or plaques."""
    from patentgame.app import screenshot_setup, wait_for_human_turn

    window = make_window(qtbot, size)
    assert window.start_game(screenshot_setup(game), seed=7)
    assert wait_for_human_turn(window)
    problems: list[str] = []
    _check(window, window, f"{game}-{size[0]}x{size[1]}", problems)
    assert window.table.log.count() > 0, "the computer's first moves are in the log"
    for key, menu in window.menus.items():  # the Game menu is the family's own
        problems += _shared_accelerators(key, [a.text() for a in menu.actions() if a.isVisible()])
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_the_menus_fit_when_opened_and_their_keys_are_unique(
    qtbot: QtBot, spanish: None, tmp_path: Path
) -> None:
    """Each menu opens within the screen, and no two entries of one menu (nor two menus of
    the bar) share an accelerator: Alt and the letter would reach only the first."""
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot, (1024, 640))
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)  # its entries: statistics, history, word lists
    bar = window.menuBar()
    shared = []
    for key, menu in window.menus.items():
        QTest.mouseClick(
            bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
        )
        qtbot.waitUntil(menu.isVisible, timeout=3000)
        shot(menu, f"es-menu-{key}")
        assert menu.width() <= 1024, f"the {key} menu is {menu.width()} px wide"
        menu.close()
        shared += _shared_accelerators(key, [a.text() for a in menu.actions() if a.isVisible()])
        for entry in menu.actions():
            if entry.menu() is not None:
                texts = [a.text() for a in entry.menu().actions()]
                shared += _shared_accelerators(plain(entry.text()), texts)
    titles = [menu.title() for menu in window.menus.values()]
    shared += _shared_accelerators("the menu bar", titles)
    assert bar.sizeHint().width() <= 1024
    assert shared == []


def _shared_accelerators(where: str, texts: list[str]) -> list[str]:
    keys: dict[str, str] = {}
    shared = []
    for text in texts:
        found = re.search(r"&([^&\s])", text.replace("&&", ""))
        if found is None:
            continue
        key = found.group(1).lower()
        if key in keys:
            shared.append(f"{where}: {keys[key]!r} and {text!r} share &{key}")
        keys[key] = text
    return shared


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_dialog_speaks_spanish_and_fits(
    qtbot: QtBot, spanish: None, tmp_path: Path, size: tuple[int, int]
) -> None:
    problems = []
    for name, dialog in _dialogs(tmp_path):
        qtbot.addWidget(dialog)
        wanted = dialog.size().expandedTo(dialog.sizeHint())
        dialog.resize(min(wanted.width(), size[0]), min(wanted.height(), size[1]))
        dialog.show()
        QApplication.processEvents()
        shot(dialog, f"es-{name}-{size[0]}x{size[1]}")
        left = english_left(visible_texts(dialog), _stored_words(tmp_path) | {"Ana"})
        cut = clipped(dialog) + _legend_cut(dialog)
        if left or cut:
            problems.append(_report(name, left, cut))
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()
    assert not problems, "\n".join(problems)


def _legend_cut(root: QWidget) -> list[str]:
    """Statistics' chart of results against each opponent paints its legend (won, drawn,
    lost) under the bars: "perdidas" ran off the chart's edge."""
    from patentgame.views.stat_charts import VersusChart

    return [
        f"the legend's {text!r} ends at {end:.0f} px of {chart.width()}"
        for chart in root.findChildren(VersusChart)
        if chart.isVisible()
        for text, _start, end in chart.legend_entries()
        if end > chart.width()
    ]


def test_the_welcome_screen_and_the_guide_speak_spanish_and_fit(
    qtbot: QtBot, spanish: None
) -> None:
    window = make_window(qtbot, (1024, 640))
    problems: list[str] = []
    window.first_game()
    welcome = window.welcome
    assert welcome is not None and welcome.isVisible()
    _check(window, window, "welcome-1024x640", problems)
    # The keys are the first letters of the Spanish choices: A(prender), J(ugar), C(ontinuar).
    assert welcome.keys.text() == ("Teclas: A, J o C; las flechas y Enter también funcionan.")
    QTest.keyClick(welcome, Qt.Key.Key_A)
    guide = window.table.tutorial_guide
    assert guide is not None and guide.running
    qtbot.waitUntil(guide.panel.isVisible, timeout=3000)
    assert guide.panel.title.text() == "Bienvenida a la mesa"
    _check(window, window, "guide-1024x640", problems)
    QTest.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert guide.panel.title.text() == "Forma una palabra"
    _check(window, window, "guide-build-1024x640", problems)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_the_person_the_settings_call_you_is_called_tú_on_the_table(
    qtbot: QtBot, spanish: None, tmp_path: Path
) -> None:
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
    said = board.tooltip_at(board.plaque_rect(0).center())
    assert said.startswith("Tú: $"), said
    assert window.windowTitle().startswith("patentgame - Tú, ")
    window.ai.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_whole_game_in_spanish_questions_and_summary(
    qtbot: QtBot, spanish: None, size: tuple[int, int]
) -> None:
    """A game against two computers that challenge: the question bar, its verdict and the
    summary at the end, each walked when it first shows."""
    window = make_window(qtbot, size)
    window.set_challenge_time(0)
    setup = GameSetup(
        (SeatSetup("Ana", "human", 0), SeatSetup("Ada", "ai:strong", 1),
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
                _check(window, window, f"{name}-{size[0]}x{size[1]}", problems)
        if not human_step(window, challenge=len(seen) % 2 == 1):
            qtbot.wait(2)
    assert window.game_model.is_over
    assert "question" in seen
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    summary = window.summary_dialog
    assert summary is not None
    summary.resize(min(summary.width(), size[0]), min(summary.height(), size[1]))
    _check(window, summary, f"summary-{size[0]}x{size[1]}", problems)
    _check(window, window, f"game-over-{size[0]}x{size[1]}", problems)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_buyword_names_the_person_called_you_tú(qtbot: QtBot, spanish: None) -> None:
    from patentgame.views.buyword.table import BuyWordTable
    from tests.views.menu_helpers import leave_the_game_when_asked

    window = make_window(qtbot, (1280, 800))
    window.play_solo()

    def buyword(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
        dialog.names[0].setText("Tú")
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    answer_modal(buyword)
    stop_leaving = leave_the_game_when_asked()
    choose(window, "file", "new")
    stop_leaving()
    qtbot.waitUntil(lambda: isinstance(window.table, BuyWordTable), timeout=5000)
    assert window.game_model.name(0) == "You"
    qtbot.waitUntil(lambda: "$" in window._status.text(), timeout=5000)
    status = window._status.text()
    assert "Tú $" in status and "You" not in status, status
    window.ai.shutdown()


def test_the_coach_s_summary_and_review_speak_spanish_and_fit(qtbot: QtBot, spanish: None) -> None:
    """A quick game to its end: the coach's part of the summary and the review it opens (each
    turn beside the expert's choice, the biggest misses), walked at 1024x640."""
    from patentgame.views.patent.coach_summary import CoachSummary
    from patentgame.views.review_entry import ReviewEntry
    from patentgame.views.review_window import ReviewWindow
    from tests.views.test_coach_at_the_table import _quick_game

    window = make_window(qtbot, (1024, 640))
    _quick_game(window, qtbot)
    summary = window.summary_dialog
    assert summary is not None
    coach = summary.findChild(CoachSummary)
    assert coach is not None
    entry = coach.window().findChild(ReviewEntry)  # the kit's way into the review
    QTest.mouseClick(entry.review_button, Qt.MouseButton.LeftButton)
    review = entry.review_window
    assert isinstance(review, ReviewWindow)
    qtbot.addWidget(review)
    assert review.wait()
    review.resize(min(review.width(), 1024), min(review.height(), 640))
    QApplication.processEvents()
    problems: list[str] = []
    _check(window, review, "review-1024x640", problems)
    assert "perdidos" in review.misses.text() or not review.review.biggest_misses
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "options",
    [{"auction": True, "checking": "challenge"}, {"draft": True}, {}],
    ids=["auction-challenge", "draft", "alone"],
)
def test_whole_buyword_games_in_spanish(
    qtbot: QtBot, spanish: None, options: dict[str, object]
) -> None:
    """BuyWord to its end at 1024x640, with an auction and challenged words, with a draft, and
    alone: the table walked at the first sight of each phase and question, then the end."""
    from patentgame.model.buyword.rules import BuyWordRules, Checking
    from tests.views.buyword_helpers import key, person_step
    from tests.views.table_helpers import click_at, when_ready

    rules = BuyWordRules(
        auction=bool(options.get("auction")),
        draft=bool(options.get("draft")),
        checking=Checking.CHALLENGE if options.get("checking") else Checking.AUTO,
    )
    seats = [SeatSetup("Ana", "human", 0)]
    if options:
        seats += [SeatSetup("Sam", "ai:casual", 1), SeatSetup("Bo", "ai:strong", 2)]
    window = make_window(qtbot, (1024, 640))
    assert window.start_game(GameSetup(tuple(seats), family="buyword", rules=rules), seed=5)
    model = window.game_model
    problems: list[str] = []
    seen: set[str] = set()
    deadline = time.monotonic() + 240
    while not model.is_over and time.monotonic() < deadline:
        table = window.table
        asking = table.challenge_bar.asking  # type: ignore[attr-defined]
        sight = "challenge" if asking else str(model.state.phase)
        if sight not in seen and (asking or table.can_act()):  # type: ignore[attr-defined]
            seen.add(sight)
            _check(window, window, f"buyword-{'-'.join(options) or 'alone'}-{sight}", problems)
        if asking:
            key(table, Qt.Key.Key_Return)  # type: ignore[arg-type]
        if table.questions.screen_up:  # type: ignore[attr-defined]
            screen = table.handover  # type: ignore[attr-defined]
            click_at(when_ready(screen).button, screen.button.rect().center())
        if not person_step(window):
            qtbot.wait(5)
    assert model.is_over, "the game ended within the time"
    QApplication.processEvents()
    _check(window, window, f"buyword-{'-'.join(options) or 'alone'}-over", problems)
    summary = window.summary_dialog
    if summary is not None:
        _check(window, summary, f"buyword-{'-'.join(options) or 'alone'}-summary", problems)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_a_board_game_s_exchange_resignation_and_end_in_spanish(
    qtbot: QtBot, spanish: None
) -> None:
    """Wocable (Español) at 1024x640: choosing tiles to exchange, the question before
    resigning (in Spanish, with Qt's own Yes and No in Spanish), and the end of the game."""
    from patentgame.app import screenshot_setup, wait_for_human_turn

    window = make_window(qtbot, (1024, 640))
    assert window.start_game(screenshot_setup("wocable-es"), seed=7)
    assert wait_for_human_turn(window)
    table = window.table
    problems: list[str] = []
    QTest.mouseClick(table.exchange_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    _check(window, window, "wocable-exchange", problems)
    QTest.mouseClick(table.exchange_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    asked: list[str] = []

    def resign(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        asked.append(dialog.text())
        asked.extend(button.text() for button in dialog.buttons())
        shot(dialog, "es-wocable-resign")
        dialog.button(QMessageBox.StandardButton.Yes).click()

    answer_modal(resign)
    QTest.mouseClick(table.resign_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: window.game_model.is_over, timeout=5000)
    assert asked[0] == "¿Abandonar esta partida? La perderás."
    assert {"&Sí", "&No"} <= set(asked[1:]) or {"Sí", "No"} <= set(asked[1:]), asked
    QApplication.processEvents()
    _check(window, window, "wocable-over", problems)
    if window.summary_dialog is not None:
        _check(window, window.summary_dialog, "wocable-summary", problems)
    window.ai.shutdown()
    assert not problems, "\n".join(problems)


def test_people_at_one_device_in_spanish(qtbot: QtBot, spanish: None) -> None:
    """Two people at one screen at 1024x640: the hand-over screen, a challenged word's verdict
    and the hand-over after it, in Spanish and uncut."""
    from tests.views.table_helpers import MANUAL, adopt, when_ready

    window = make_window(qtbot, (1024, 640))
    window.set_challenge_time(0)
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", (SeatSetup("Ana", "human", 0),
          SeatSetup("Ben", "human", 1)), MANUAL)  # fmt: skip
    table = window.table
    problems: list[str] = []
    screen = when_ready(table.handover)  # type: ignore[attr-defined]
    _check(window, window, "handover", problems)
    assert screen.isVisible()
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Ana takes the device
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    _check(window, window, "hotseat-question", problems)
    QTest.mouseClick(table.challenge_bar.challenge_buttons[1], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    _check(window, window, "hotseat-verdict", problems)
    QTest.keyClick(table, Qt.Key.Key_Return)  # the verdict was read
    assert table.handover.isVisible()  # type: ignore[attr-defined]
    _check(window, window, "hotseat-handover-after", problems)
    assert "Ana sigue con el turno." in table.handover._hint.text()  # type: ignore[attr-defined]
    assert not problems, "\n".join(problems)


def test_qt_counts_in_spanish_forms(spanish: None) -> None:
    """The compiled ``patentgame_es.qm`` gives Qt Spanish's two forms: one for exactly 1."""
    from PySide6.QtCore import QCoreApplication

    said = [
        QCoreApplication.translate("Narration", "You draw %n card(s).", "", n) for n in (0, 1, 2)
    ]
    assert said == ["Robas 0 cartas.", "Robas 1 carta.", "Robas 2 cartas."]

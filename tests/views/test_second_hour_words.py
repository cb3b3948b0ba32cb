"""The words the app says, as two new players read them in their second hour (issue 33): a
player named You is spoken to, never of ("You plays", "I am You"); a rejected word is told in
one line, and what the hand-over says after it is true; the status bar's news is read whole."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QWidget

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.controller.translations import install_translations
from patentgame.model.buyword.actions import Roll
from patentgame.model.buyword.game import BuyWordGame as BuyWordGame
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from patentgame.model.seats import PlayerSpec
from patentgame.views.about import AboutDialog
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from patentgame.views.replay_viewer import ReplayViewer
from patentgame.wording import translate_filled
from tests.views.table_helpers import MANUAL, adopt, make_window, shot, when_ready

YOU_AND_BEN = (SeatSetup("You", "human", 0), SeatSetup("Ben", "human", 1))
ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))

#: What no sentence may say of a player named You: a verb for "he" or "she", or "I am You".
WRONG_FOR_YOU = re.compile(
    r"\bYou (plays|passes|exchanges|wins|takes|starts|challenges|holds|is|draws|discards|"
    r"goes|buys|scores|sells|bids)\b|I am You|Pass to You|Only You\b"
)


def _a_person_s_step(window: MainWindow, family: str) -> None:
    """What the person whose hand shows does next, by the table's controls."""
    if family == "board":
        QTest.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    elif family == "buyword":
        from tests.views.buyword_helpers import person_step

        person_step(window)
    else:
        from tests.views.table_helpers import human_step

        human_step(window)


def _screen_words(window: MainWindow) -> str:
    screen = window.table.handover  # type: ignore[attr-defined]
    return " | ".join((screen._title.text(), screen._hint.text(), screen.button.text()))


@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
def test_the_hand_over_speaks_to_a_player_named_you(qtbot: object, family: str) -> None:
    """33.7: at a hot-seat table where one person kept the default name, the hand-over screen
    says "Your turn" and "Show my ..." to them, and names Ben as before."""
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(GameSetup(YOU_AND_BEN, family=family), seed=3)
    screen = window.table.handover  # type: ignore[attr-defined]
    seen: dict[int, str] = {}
    for _ in range(40):
        if len(seen) == 2:
            break
        if screen.isVisible():
            seen[screen.seat] = _screen_words(window)
            QTest.keyClick(when_ready(screen), Qt.Key.Key_Return)
        else:
            _a_person_s_step(window, family)
        QApplication.processEvents()
    assert set(seen) == {0, 1}
    assert not WRONG_FOR_YOU.search(seen[0]), seen[0]
    assert seen[0].startswith("Your turn | ") and " | Show my " in seen[0]
    assert seen[1].startswith("Pass to Ben | ") and " | I am Ben: show my " in seen[1]


def test_the_challenge_button_of_a_player_named_you(qtbot: object) -> None:
    """33.7: Ben plays a word at a hot-seat table; the person named You is asked, and the
    button says "You challenge", not "You challenges"."""
    window = make_window(qtbot)
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", (YOU_AND_BEN[1], YOU_AND_BEN[0]), MANUAL)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Ben takes the device
    QTest.keyClicks(table, "cat")
    QTest.keyClick(table, Qt.Key.Key_Return)
    bar = table.challenge_bar
    assert bar.asking
    assert [button.text() for button in bar.challenge_buttons.values()] == ["You challenge"]


def _lines(viewer: ReplayViewer) -> list[str]:
    return [viewer.log.text(row) for row in range(viewer.log.count())]


def test_the_board_replay_speaks_to_a_player_named_you(qtbot: object) -> None:
    """33.7: a board game of You and Ben, both passing to the end, in the replay viewer: "You
    pass", never "You passes" nor "You wins"."""
    window = make_window(qtbot)
    window.set_challenge_time(0)
    assert window.start_game(GameSetup(YOU_AND_BEN, family="board"), seed=5)
    table = window.table
    for _ in range(8):
        if window.game_model.is_over:
            break
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # type: ignore[attr-defined]
        QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.game_model.is_over
    viewer = ReplayViewer(window.game_model.state, "Replay")
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    QTest.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    told = " ".join(_lines(viewer)) + " " + viewer.position_label.text()
    assert "You pass." in told and "Ben passes." in told
    assert not WRONG_FOR_YOU.search(told), told


def test_the_patent_replay_speaks_to_a_player_named_you(qtbot: object) -> None:
    """33.7: "The cards are dealt; you start.", not "You starts"."""
    from tests.recorded_games import play_game

    game = play_game((PlayerSpec("You"), PlayerSpec("Tycoon", "ai:expert")), seed=7)
    viewer = ReplayViewer(game, "Replay")
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    QTest.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    lines = _lines(viewer)
    told = " ".join(lines) + " " + viewer.position_label.text()
    assert lines[0] in ("The cards are dealt; you start.", "The cards are dealt; Tycoon starts.")
    assert not WRONG_FOR_YOU.search(told), told


def test_the_buyword_replay_speaks_to_a_player_named_you(qtbot: object) -> None:
    """33.7: "you hold the die", not "You holds the die"."""
    game = BuyWordGame.new([PlayerSpec("You")], Lexicon.load("en-enable"), seed=4)
    game.play(Roll(0))
    viewer = ReplayViewer(game, "Replay")
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    lines = _lines(viewer)
    assert lines[0] == "The wild tiles are dealt; you hold the die."
    assert not WRONG_FOR_YOU.search(" ".join(lines)), lines


def _reject_anna_s_word(window: MainWindow) -> None:
    """Anna lays TCE (no word) at a hot-seat table; Ben challenges it by his button and has
    read the verdict."""
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", ANNA_AND_BEN, MANUAL)
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Anna takes the device
    QTest.keyClicks(table, "tce")
    QTest.keyClick(table, Qt.Key.Key_Return)
    bar = table.challenge_bar
    QTest.mouseClick(bar.challenge_buttons[1], Qt.MouseButton.LeftButton)  # Ben challenges
    assert bar.showing_verdict
    QTest.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)


def test_after_a_rejected_word_the_hand_over_says_the_turn_ends(qtbot: object) -> None:
    """33.12: RULES.md: a rejected play costs the builder one card, then the turn ends. The
    hand-over back to Anna says so, not that she "goes on with the turn"."""
    window = make_window(qtbot)
    _reject_anna_s_word(window)
    screen = window.table.handover
    assert screen.isVisible() and screen.seat == 0
    hint = screen._hint.text()
    assert "goes on with the turn" not in hint
    assert hint.endswith("Anna discards one card as the penalty, and the turn ends.")


def test_a_rejected_word_is_one_line_of_the_log(qtbot: object) -> None:
    """33.13: a word challenged and rejected adds one line (the verdict) after the play and the
    question, not five ("Ben challenges.", the verdict, "TCE is not in the word list: the cards
    go back..."). A resumed game tells it the same way."""
    window = make_window(qtbot)
    _reject_anna_s_word(window)
    model = window.game_model
    told = list(model.log())
    placed = told.index("Anna placed TCE.")
    assert told[placed + 1 :] == [
        "Ben may accept or challenge.",
        "Ben challenged Anna: TCE is not in the word list; the play is rejected.",
    ]
    assert [line.text for line in model.retell(model.state)] == told


def _reads_whole(widget: QWidget, text: str, room: QRect) -> bool:
    """Whether ``text``, wrapped in ``room`` of ``widget``, fits there: a person reads it all."""
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = widget.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10**6), flags, text)
    return needed.height() <= room.height() and needed.width() <= room.width()


def test_the_status_bar_shows_a_long_message_whole(qtbot: object) -> None:
    """33.13: in a narrow window, a rejected word's news ("... the cards go back. 2 tries
    left.") and a long message both show whole in the status bar, wrapped, not cut."""
    window = make_window(qtbot, (1024, 640))
    long_names = (
        SeatSetup("Anna Maria Magdalena Lindqvist", "human", 0),
        SeatSetup("Benedikt Alexander Oppenheimer", "human", 1),
    )
    adopt(window, "CATRSEO" + "LLLLPPW" + "NDI", long_names)  # the game checks every word
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    QTest.keyClicks(table, "tce")
    QTest.keyClick(table, Qt.Key.Key_Return)
    news = window.news
    qtbot.waitUntil(lambda: "the cards go back" in news.text(), timeout=5000)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert news.isVisible()
    assert _reads_whole(news, news.text(), news.contentsRect()), news.text()
    long = " ".join(["The cards go back to where they came from."] * 6)
    window.show_status(long, 10_000)
    QApplication.processEvents()
    bar = window.statusBar()
    assert bar.currentMessage() == long
    assert bar.message_height(long) <= bar.message_room().height()
    assert bar.message_height(long) > 2 * bar.fontMetrics().height()  # wrapped, not cut
    assert not news.isVisible()  # the message covers the news, not painted over it
    shot(window, "status-bar-long-message")
    bar.clearMessage()
    QApplication.processEvents()
    assert news.isVisible()


# -- 33.8: the Russian the app speaks -------------------------------------------------------------
@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    """The Russian translations for this test (as ``--lang ru``), English again after it."""
    assert install_translations("ru")
    yield
    install_translations("en")


def test_in_russian_a_penalty_needs_no_gender(qtbot: object, russian: None) -> None:
    """33.8: "Anna должен сбросить" gave Anna a man's verb; a name takes the present tense,
    which has no gender, in the log and on the hand-over after a rejected word."""
    window = make_window(qtbot)
    adopt(
        window,
        "CATRSEO" + "LLLLPPW" + "NDI",
        ANNA_AND_BEN,
        RuleSet(challenge=ChallengeMode.AUTO, retries=0),
    )
    table = window.table
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    QTest.keyClicks(table, "tce")
    QTest.keyClick(table, Qt.Key.Key_Return)
    told = " ".join(window.game_model.log())
    assert "Штраф: Anna сбрасывает одну карту." in told and "должен" not in told
    window2 = make_window(qtbot)
    _reject_anna_s_word(window2)
    hint = window2.table.handover._hint.text()
    assert hint.endswith("Anna сбрасывает одну карту в штраф, и ход заканчивается."), hint


def test_in_russian_money_and_stock_read_naturally(russian: None) -> None:
    """33.8: a computer's explanation said "$4 и акций: 1"."""
    told = translate_filled("Explanations", "played CANDOR: $6 and 1 stock")
    assert told == "играет CANDOR: $6 и акции (+1)"


def test_in_russian_the_welcome_keys_are_the_keys_a_russian_keyboard_types(
    qtbot: object, russian: None
) -> None:
    """33.8: the welcome screen named the Latin keys L, P and O; in Russian its keys are the
    first letters of its Russian choices, and the key «Н» starts the guided game."""
    window = make_window(qtbot, (1024, 640))
    window.first_game()
    welcome = window.welcome
    assert welcome is not None and welcome.isVisible()
    assert welcome.keys.text() == "Клавиши: Н, И или О; стрелки и Enter тоже работают."
    welcome.setFocus()
    cyrillic_en = QKeyEvent(QKeyEvent.Type.KeyPress, 0x41D, Qt.KeyboardModifier.NoModifier, "н")
    QApplication.sendEvent(welcome, cyrillic_en)  # a Russian keyboard's key «Н»
    guide = window.table.tutorial_guide
    assert guide is not None and guide.running
    window.ai.shutdown()


def _shown_texts(widget: QWidget) -> str:
    boxes = widget.findChildren(QComboBox)
    items = [box.itemText(i) for box in boxes for i in range(box.count())]
    labels = [label.text() for label in widget.findChildren(QLabel)]
    return "\n".join(items + labels)


def test_in_russian_names_lists_and_the_seed_are_russian(qtbot: object, russian: None) -> None:
    """33.8: the new-game dialog said "(Tycoon)", "Зерно" and "Open English (ENABLE)"; About
    described the word lists in English. Now the computers' names are written in Russian
    letters, the seed is «Номер раздачи», and the lists are named and described in Russian
    (a licence's own notice stays in its original words)."""
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    shown = _shown_texts(dialog)
    assert "(Тайкун)" in shown and "Tycoon" not in shown
    assert "Номер раздачи (необязательно):" in shown and "Зерно" not in shown
    assert "Открытый английский (ENABLE)" in shown and "Open English" not in shown
    about = AboutDialog()
    qtbot.addWidget(about)  # type: ignore[attr-defined]
    text = about.browser.toPlainText()
    assert "Русские нарицательные существительные (OpenCorpora)" in text
    assert "Русские слова из словаря OpenCorpora" in text
    assert "Open English" not in text and "Russian words from" not in text

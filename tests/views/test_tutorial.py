"""The guided first game, played through as a person plays it: clicks on cards, patents and
buttons, keys on the table, answers in the challenge question."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from patentgame.controller.patent.patent_grid_model import PatentRole
from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from patentgame.model.patent.tutorial import Lesson
from patentgame.views.main_window import MainWindow
from patentgame.views.patent.tutorial import TutorialGuide
from tests.views.menu_helpers import answer_next_box, choose, wait_for
from tests.views.table_helpers import AUTO, adopt, click_at, click_card, make_window, shot


def _guide(window: MainWindow) -> TutorialGuide:
    guide = window.table.tutorial_guide
    assert guide is not None and guide.running
    return guide


def _panel_says(window: MainWindow) -> str:
    panel = _guide(window).panel
    assert panel.isVisible()
    return " ".join((panel.title.text(), panel.body.text(), panel.note.text()))


def _click(button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _click_card_of(view: object, letter: str) -> None:
    model = view.model()  # type: ignore[attr-defined]
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == letter)
    click_card(view, row)  # type: ignore[arg-type]


def _answer(window: MainWindow, qtbot: object, *, challenge: bool) -> None:
    """Answer in the table's challenge bar, as in any game: no dialog, and while the guide
    teaches the question, no countdown and no "always accept" to skip the lesson."""
    bar = window.table.challenge_bar
    wait_for(lambda: bar.isVisible() and bar.asking, qtbot)
    assert QApplication.activeModalWidget() is None
    assert window.settings.challenge_timeout > 0  # the settings keep their countdown ...
    assert not bar.countdown.isVisible() and not bar.always_accept.isVisible()  # ... not here
    shot(window, "tutorial-question")
    button = next(iter(bar.challenge_buttons.values())) if challenge else bar.accept_button
    _click(button)
    assert not bar.asking


def test_the_guided_game_teaches_every_step_with_the_real_controls(qtbot: object) -> None:
    window = make_window(qtbot)
    choose(window, "help", "tutorial")
    table, model = window.table, window.game_model
    guide = _guide(window)
    state = model.state
    assert [state.letter(c) for c in state.hand(0)] == list("RAVELST")
    assert not model.game.rated
    # 1. The table, explained; the table waits for Next.
    assert "Welcome to the table" in _panel_says(window)
    shot(window, "tutorial-01-intro")
    QTest.keyClicks(table, "raven")
    QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    assert "First read the guide, then press Next." in table.toast.text()
    assert model.action_count() == 0
    QTest.keyClick(table, Qt.Key.Key_Escape)
    _click(guide.panel.next_button)
    # 2. Build RAVEN: four clicks in the hand, one in the pool.
    assert "Build RAVEN" in _panel_says(window)
    for letter in "RAVE":
        _click_card_of(table.hand_view, letter)
    _click_card_of(table.pool_view, "N")
    assert "RAVEN earns $3" in table.preview.text()
    shot(window, "tutorial-02-build")
    _click(table.play_button)
    # 3. Buy the V patent: a click on the glowing V.
    wait_for(lambda: guide.step() is Lesson.BUY, qtbot)
    assert "Buy V for $2" in _panel_says(window)
    shot(window, "tutorial-03-buy")
    index = table.patent_model.index_of("V")
    assert index.data(PatentRole.BUYABLE)
    click_at(table.patents.viewport(), table.patents.visualRect(index).center())
    assert model.state.owners == {} and table.patents.chosen == "V"  # chosen (issue 33.4)
    click_at(table.patents.viewport(), table.patents.visualRect(index).center())
    assert model.state.owners == {"V": 0}
    # 4. Keep the other cards: a discard is refused with the lesson's hint.
    assert "keep them all" in _panel_says(window)
    shot(window, "tutorial-04-keep")
    _click_card_of(table.hand_view, "L")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert "Keep all your cards this time" in table.toast.text()
    _click_card_of(table.hand_view, "L")  # unmark it
    QTest.keyClick(table, Qt.Key.Key_Return)
    # 5. Ada plays VIOLET; accept it in the question.
    wait_for(lambda: model.state.phase is Phase.CHALLENGE, qtbot)
    assert "played VIOLET" in _panel_says(window)
    shot(window, "tutorial-05-accept")
    _answer(window, qtbot, challenge=False)
    # 6. The royalty, explained (Enter reads on).
    wait_for(lambda: guide.step() == "royalty", qtbot)
    assert "the bank paid you $1: a royalty" in _panel_says(window)
    assert model.state.money(0) == 1 + 1
    shot(window, "tutorial-06-royalty")
    QTest.keyClick(table, Qt.Key.Key_Return)
    # 7. The V patent's power: two words; one word alone is refused with a hint.
    assert "two words in one turn" in _panel_says(window)
    QTest.keyClicks(table, "gold")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert "build two words" in table.toast.text()
    QTest.keyClick(table, Qt.Key.Key_Space)
    # Two words, one of no list: refused and named (the tutor would have let it stand).
    QTest.keyClicks(table, "tsi")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert "TSI: not in the word list" in table.toast.text()
    assert model.state.phase is Phase.BUILD
    for _ in "tsi":
        QTest.keyClick(table, Qt.Key.Key_Backspace)
    QTest.keyClicks(table, "sit")
    shot(window, "tutorial-07-power")
    QTest.keyClick(table, Qt.Key.Key_Return)
    # 8. End the turn: buy nothing (Escape); Ada's L patent earned her a royalty.
    wait_for(lambda: guide.step() is Lesson.FINISH, qtbot)
    assert "Ada owns the patent of L" in _panel_says(window)
    shot(window, "tutorial-08-finish")
    QTest.keyClick(table, Qt.Key.Key_Escape)
    # 9. Ada plays TOLIE: challenge it.
    wait_for(lambda: model.state.phase is Phase.CHALLENGE, qtbot)
    assert "played TOLIE" in _panel_says(window)
    shot(window, "tutorial-09-challenge")
    _answer(window, qtbot, challenge=True)
    # 10. Done: Ada plays by herself from now on, and the guide closes with Play on.
    wait_for(lambda: guide.step() is Lesson.DONE, qtbot)
    assert "Well spotted" in _panel_says(window)
    shot(window, "tutorial-10-done")
    wait_for(lambda: model.state.current == 0 and model.state.phase is Phase.BUILD, qtbot)
    assert model.state.turns == 4
    _click(guide.panel.next_button)
    assert window.table.tutorial_guide is None
    QTest.keyClicks(table, "cut")  # an ordinary game now: any word may be built
    assert table.play_button.isEnabled()


def test_a_missed_challenge_is_explained_and_a_new_game_ends_the_guide(qtbot: object) -> None:
    window = make_window(qtbot)
    assert window.start_tutorial()
    table, model = window.table, window.game_model
    guide = _guide(window)
    _click(guide.panel.next_button)
    QTest.keyClicks(table, "raven")
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for(lambda: guide.step() is Lesson.BUY, qtbot)
    QTest.keyClick(table, Qt.Key.Key_Escape)  # buying nothing is not this lesson
    assert "buy the V patent" in table.toast.text()
    QTest.keyClick(table, Qt.Key.Key_V)
    QTest.keyClick(table, Qt.Key.Key_Return)  # bought
    QTest.keyClick(table, Qt.Key.Key_Return)  # all cards kept
    _answer(window, qtbot, challenge=True)  # challenging a real word costs $1
    wait_for(lambda: guide.step() == "royalty", qtbot)
    assert "You challenged a real word, so you paid Ada $1." in _panel_says(window)
    _click(guide.panel.next_button)
    QTest.keyClicks(table, "gold ")
    QTest.keyClicks(table, "sit")
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for(lambda: guide.step() is Lesson.FINISH, qtbot)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    _answer(window, qtbot, challenge=False)
    wait_for(lambda: guide.step() is Lesson.DONE, qtbot)
    assert "You accepted TOLIE" in _panel_says(window)
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Yes, seen)  # leave the guided game
    choose(window, "file", "solo")
    wait_for(lambda: bool(seen), qtbot)
    assert "A game is in progress" in seen[0]
    assert window.table.tutorial_guide is None
    assert len(model.names()) == 3 and model.game.rated


def test_closing_the_guide_leaves_an_ordinary_unrated_game(qtbot: object) -> None:
    window = make_window(qtbot)
    window.start_tutorial()
    guide = _guide(window)
    _click(guide.panel.close_button)
    assert window.table.tutorial_guide is None
    QTest.keyClicks(window.table, "vast")
    assert window.table.play_button.isEnabled()
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    model = window.game_model
    wait_for(lambda: model.state.current == 0 and model.state.phase is not Phase.CHALLENGE, qtbot)
    assert not model.game.rated


ANNA_VS_BOT = (SeatSetup("Anna", "human", 0), SeatSetup("Bot", "ai:casual", 1))


def _game_in_progress(window: MainWindow) -> None:
    adopt(window, "ZEBRAOO" + "LLLLPPW" + "NDI", ANNA_VS_BOT, AUTO)
    QTest.keyClicks(window.table, "zebra")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.game_in_progress()


def test_help_guided_first_game_asks_before_leaving_a_game_in_progress(qtbot: object) -> None:
    window = make_window(qtbot)
    _game_in_progress(window)
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    choose(window, "help", "tutorial")
    wait_for(lambda: bool(seen), qtbot)
    assert "A game is in progress" in seen[0]
    assert window.game_model.names() == ("Anna", "Bot") and window.table.tutorial_guide is None
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    choose(window, "help", "tutorial")
    wait_for(lambda: len(seen) == 2, qtbot)
    assert window.game_model.names()[1] == "Ada" and _guide(window).running


def test_the_welcome_screens_choices_ask_before_leaving_a_game_in_progress(
    qtbot: object,
) -> None:
    window = make_window(qtbot)
    _game_in_progress(window)
    played = window.game_model.action_count()
    seen: list[str] = []
    for choice in ("learn", "play"):
        window.show_welcome()  # whatever lies behind it, a choice leaves no game unasked
        welcome = window.welcome
        assert welcome is not None
        button = welcome.learn_button if choice == "learn" else welcome.play_button
        answer_next_box(QMessageBox.StandardButton.No, seen)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        wait_for(lambda shown=welcome: not shown.isVisible(), qtbot)
        assert window.game_model.names() == ("Anna", "Bot")
        assert window.game_model.action_count() == played
    assert len(seen) == 2 and all("A game is in progress" in text for text in seen)
    assert window.table.tutorial_guide is None

"""What two new players met in their second hour at the board games and around the tables
(issue 33.17, 33.18), pressed as they pressed it, and seen as they saw it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from patentgame.views.board.table import BoardTable
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import answer_modal, click_at, make_window, shot, when_ready
from tests.views.test_board_table import (
    board_table,
    press,
    rack_point,
    square_point,
    type_text,
)

ANNA_AND_BEN = (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1))


def _board_game(
    qtbot: object,
    rack: str,
    *,
    seats: tuple[str, ...] = ("Anna", "Ben"),
    ai: bool = False,
    **rules: object,
) -> MainWindow:
    """A window with a board game whose first rack is ``rack`` (Anna to play), the hand-over
    answered; ``ai``: a computer (Ada) plays the second seat; ``rules`` change the English
    rules."""
    from dataclasses import replace

    game_rules = replace(rules_for("scrabble-en"), **rules)
    lexicon = Lexicon.load(game_rules.lexicon_id)
    players = [Seat(name) for name in seats] + ([Seat("Ada", "ai:casual")] if ai else [])
    game = BoardGame.new(
        game_rules, players, lexicon, seed=4,
        bag=bag_starting_with(rack, game_rules.tiles), start=0,
    )  # fmt: skip
    window = make_window(qtbot)
    window.adopt_game(game, lexicon)
    table = window.table
    assert isinstance(table, BoardTable)
    if not ai:
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.viewer == 0)  # type: ignore[attr-defined]
    return window


def _table(window: MainWindow) -> BoardTable:
    table = window.table
    assert isinstance(table, BoardTable)
    return table


# -- 33.17: the typing cursor and its direction ---------------------------------------------------


def test_the_typing_cursor_leaves_with_the_turn(qtbot: object) -> None:
    """Anna clicks the star (the cursor), then passes; Ada (a computer) plays over it. On
    Anna's next turn no cursor stands on Ada's tiles: the new turn starts without one."""
    window = make_window(qtbot)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:casual", 1))
    rules = rules_for("scrabble-en")
    assert window.start_game(
        GameSetup(seats, lexicon_id="en-enable", rules=rules, family="board"), seed=2
    )
    table, model = _table(window), window.game_model
    qtbot.waitUntil(lambda: model.state.current == 0 and table.viewer == 0, timeout=20000)  # type: ignore[attr-defined]
    click_at(table.board, square_point(table, 112))
    assert table.board.cursor_square == 112
    click_at(table.pass_button, table.pass_button.rect().center())
    assert table.board.cursor_square == -1  # Ada's turn: no cursor
    qtbot.waitUntil(lambda: table.challenge_bar.asking, timeout=20000)  # type: ignore[attr-defined]
    assert model.state.letters[112]  # Ada's word covers the star
    press(table, Qt.Key.Key_Return)  # Anna accepts it
    assert model.state.current == 0
    assert table.board.cursor_square == -1 and table.draft.cursor == -1


def test_the_prompt_says_the_way_a_second_click_turns_the_arrow(qtbot: object) -> None:
    """'click it again: down' while typing goes across; once the arrow points down, the prompt
    says a click turns it across."""
    window = board_table(qtbot)
    table = _table(window)
    assert table.preview.text().endswith("(click it again: down).")
    click_at(table.board, square_point(table, 112))
    click_at(table.board, square_point(table, 112))  # again: the arrow points down
    assert table.board.cursor_square == 112 and not table.board.across
    assert table.preview.text().endswith("(click it again: across).")
    click_at(table.board, square_point(table, 112))
    assert table.preview.text().endswith("(click it again: down).")


def test_a_letter_typed_past_the_edge_is_refused_out_loud(qtbot: object) -> None:
    """The cursor on N8 going across: C and A fill N8 and O8; the T has no square. It is not
    swallowed: the preview and the status bar say the board ends there."""
    window = board_table(qtbot)
    table = _table(window)
    click_at(table.board, square_point(table, 7 * 15 + 13))
    type_text(table.board, "cat")
    assert len(table.draft.placed) == 2
    said = "The board ends here: no square left for T."
    assert table.preview.text() == said
    assert window.statusBar().currentMessage() == said


# -- 33.17: the rack's buttons after the game ------------------------------------------------------


def test_shuffle_and_sort_are_off_once_the_game_is_over(qtbot: object) -> None:
    """Anna, against a computer, resigns (the rules allow it): her rack stays in sight, but
    Shuffle and Sort have nothing left to do and are off."""
    from tests.views.table_helpers import press_button

    window = _board_game(qtbot, "cateeee", seats=("Anna",), resign_allowed=True, ai=True)
    table = _table(window)
    assert table.shuffle_button.isEnabled() and table.sort_button.isEnabled()
    answer_modal(lambda dialog: press_button(dialog, "Yes"))
    QTest.mouseClick(table.resign_button, Qt.MouseButton.LeftButton)
    assert window.game_model.is_over and table.viewer == 0
    assert not table.shuffle_button.isEnabled()
    assert not table.sort_button.isEnabled()


# -- 33.17: the blank picker -----------------------------------------------------------------------


def test_the_blank_picker_is_a_grid_of_letters_typed_or_clicked(qtbot: object) -> None:
    """The blank put on the star asks with a prompt and a button per letter: a click on D
    chooses D; the next blank is chosen by typing E; Escape puts it back on the rack."""
    from patentgame.views.board.blank_picker import BlankPicker

    window = board_table(qtbot, rack="??cateo")
    table = _table(window)
    pictures: list[QWidget] = []

    def click_d(dialog: QWidget) -> None:
        assert isinstance(dialog, BlankPicker)
        letters = [b.text() for b in dialog.findChildren(QPushButton) if b.objectName()]
        assert letters[:4] == ["A", "B", "C", "D"] and len(letters) == 26
        shot(dialog, "board-blank-picker")
        pictures.append(dialog)
        QTest.mouseClick(dialog.buttons["d"], Qt.MouseButton.LeftButton)

    answer_modal(click_d)
    click_at(table.rack, rack_point(table, 0))
    click_at(table.board, square_point(table, 112))
    assert pictures and table.draft.placed == {112: (0, "d")} and table.draft.is_blank(112)

    answer_modal(lambda dialog: QTest.keyClick(dialog, Qt.Key.Key_E))
    click_at(table.rack, rack_point(table, 1))
    click_at(table.board, square_point(table, 113))
    assert table.draft.placed[113] == (1, "e")

    press(table.board, Qt.Key.Key_Escape)  # every tile back
    answer_modal(lambda dialog: QTest.keyClick(dialog, Qt.Key.Key_Escape))
    click_at(table.rack, rack_point(table, 0))
    click_at(table.board, square_point(table, 112))
    assert table.draft.placed == {}


# -- 33.17: the preview and the score sheet --------------------------------------------------------


def test_the_preview_shows_the_bingo_bonus(qtbot: object) -> None:
    window = board_table(qtbot, rack="retains")
    table = _table(window)
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "retains")
    assert table.preview.text() == "RETAINS +50 for the whole rack: 66 points"


def _play_typed(window: MainWindow, square: int, letters: str, *, down: bool = False) -> None:
    table = _table(window)
    click_at(table.board, square_point(table, square))
    if down:
        click_at(table.board, square_point(table, square))
    for letter in letters:
        type_text(table.board, letter.lower(), shift=letter.isupper() and letter != letter.lower())
    press(table.board, Qt.Key.Key_Return)


def test_the_score_sheet_writes_blanks_small_and_tells_ones_own_exchange(qtbot: object) -> None:
    """Anna plays CAT with a blank for the T (typed with Shift): the sheet writes CAt, as a
    GCG file does. Ben exchanges two tiles: Anna's sheet says two, Ben's says which."""
    window = _board_game(qtbot, "ca?eeee" + "xyzqvvw" + "lmnopr")
    table = _table(window)
    _play_typed(window, 112, "caT")
    press(table, Qt.Key.Key_Return)  # Ben accepts it at the challenge bar
    assert table.score_sheet.item(0, 2).text() == "CAt"
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Ben takes the device
    assert table.viewer == 1
    QTest.mouseClick(table.exchange_button, Qt.MouseButton.LeftButton)
    for index in (0, 1):
        click_at(table.rack, rack_point(table, index))
    chosen = [table.draft.rack[index].upper() for index in (0, 1)]
    QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Anna again
    assert table.viewer == 0
    assert table.score_sheet.item(1, 2).text() == "exchanged 2 tiles"
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Ben again
    assert table.viewer == 1
    assert table.score_sheet.item(1, 2).text() == "exchanged 2 tiles: " + " ".join(chosen)
    shot(window, "board-score-sheet-own-exchange")


def _game_of_long_moves(turns: int) -> tuple[BoardGame, Lexicon]:
    """A game where each player makes the play of the longest words the simple finder sees
    (the engine decides the challenges itself): long lines on the score sheet. (Its deal,
    seed 16, makes "WADDER, AW, LA, ID, ED, RE": issue 31's wider score sheet held the
    longest line of seed 11's deal on one line.)"""
    import random
    from dataclasses import replace

    from patentgame.model.board.moves import Pass
    from patentgame.model.board.rules import ChallengeRule
    from patentgame.model.board.simple_moves import placements

    rules = replace(rules_for("scrabble-en"), challenge=ChallengeRule.AUTOMATIC)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [Seat("Anna"), Seat("Ben")], lexicon, seed=16, start=0)
    for _ in range(turns):
        seat = game.current
        found = []
        for move in placements(
            game.letters, game.blanks, game.rack(seat), game.rules, lexicon, seat,
            rng=random.Random(3),
        ):  # fmt: skip
            found.append(move)
            if len(found) >= 400:
                break
        if not found:
            game.play(Pass(seat))
            continue
        # The longest line on the sheet: most letters in its words, with their commas.
        best = max(found, key=lambda move: sum(len(w.word) + 2 for w in game.score_of(move).words))
        game.play(best)
    return game, lexicon


def test_a_long_move_is_read_whole_on_the_score_sheet(qtbot: object) -> None:
    """Plays of many cross-words, at large text (View > Zoom in, four times): each cell of
    the sheet holds every word, and its row is tall enough to show them all (wrapped), not
    'TOEA, QUINTETTE, O...'."""
    game, lexicon = _game_of_long_moves(16)
    window = make_window(qtbot, (1280, 800))
    for _ in range(4):
        window.named_actions["zoom_in"].trigger()
    window.adopt_game(game, lexicon)
    table = _table(window)
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    sheet = table.score_sheet
    metrics = QFontMetrics(sheet.font())
    width = sheet.columnWidth(2)
    longest = max(
        (sheet.item(row, 2).text() for row in range(sheet.rowCount())),
        key=metrics.horizontalAdvance,
    )
    assert longest.count(",") >= 2 and metrics.horizontalAdvance(longest) > width
    shot(window, "board-score-sheet-long")
    for row in range(sheet.rowCount()):
        entry = game.history[row]
        text = sheet.item(row, 2).text()
        if entry.play is not None:
            assert text.count(",") == len(entry.play.words) - 1  # every word
        needed = metrics.boundingRect(
            QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, text
        )
        assert sheet.rowHeight(row) >= needed.height(), text
    for row in range(sheet.rowCount()):  # and the whole text on pointing at it
        assert sheet.item(row, 2).toolTip() == sheet.item(row, 2).text()


def _last_line_in_view(sheet: QWidget) -> bool:
    """Whether the sheet's last line shows whole."""
    last = sheet.item(sheet.rowCount() - 1, 2)  # type: ignore[attr-defined]
    rect = sheet.visualItemRect(last)  # type: ignore[attr-defined]
    return rect.top() >= 0 and rect.bottom() < sheet.viewport().height()  # type: ignore[attr-defined]


def test_the_score_sheet_follows_larger_text_and_the_next_line(qtbot: object) -> None:
    """The sheet lays out only the lines that changed (the whole sheet took 0.4 s at 70 lines,
    at each of a turn's refreshes): its newest line shows whole when the device is taken (it
    was left half hidden below the sheet's edge), text made larger after the lines were written
    still fits every row, and the next line of the game shows at the sheet's end."""
    from patentgame.model.board.generator import MoveGenerator
    from patentgame.model.board.moves import Pass

    # Twenty-two plays of the highest score; the last waits at the challenge bar, whose
    # question takes room above the sheet after its lines are written.
    rules = rules_for("erudit-ru")
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [Seat("Аня"), Seat("Боря")], lexicon, seed=7, start=0)
    generator = MoveGenerator(rules, lexicon)
    for _ in range(22):
        seat = game.current
        moves = generator.generate(game.letters, game.blanks, game.rack(seat))
        game.play(moves[0].place(seat) if moves else Pass(seat))
    window = make_window(qtbot, (1280, 800))
    window.adopt_game(game, lexicon)
    table = _table(window)
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert table.challenge_bar.asking
    sheet = table.score_sheet
    bar = sheet.verticalScrollBar()
    assert bar.maximum() > 0 and _last_line_in_view(sheet), (bar.value(), bar.maximum())
    press(table, Qt.Key.Key_Return)  # everyone accepts
    QApplication.processEvents()
    QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)  # Аня takes the device
    for _ in range(4):  # View > Zoom in, four times
        window.named_actions["zoom_in"].trigger()
    QApplication.processEvents()
    metrics = QFontMetrics(sheet.font())
    width = sheet.columnWidth(2)
    for row in range(sheet.rowCount()):
        text = sheet.item(row, 2).text()
        needed = metrics.boundingRect(
            QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, text
        )
        assert sheet.rowHeight(row) >= needed.height(), text
    rows = sheet.rowCount()
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert sheet.rowCount() == rows + 1
    assert sheet.item(rows, 2).text() == "passed"
    assert bar.value() == bar.maximum() and _last_line_in_view(sheet)


@pytest.mark.parametrize(("size", "zoom"), [((1280, 800), 200), ((1024, 640), 150)])
def test_the_challenge_bar_folds_its_buttons_rather_than_cut_their_words(
    qtbot: object, size: tuple[int, int], zoom: int
) -> None:
    """Anna plays CAT on a laptop's window at large text: "Ben challenges", "Everyone accepts
    (Enter)" and the countdown did not fit the board's column and both buttons lost words at
    each end. The accept button and the countdown go under the challenge button instead."""
    from tests.views.layout_helpers import settle, zoom_by_keys
    from tests.views.test_zoom import clipped

    window = _board_game(qtbot, "cateeee" + "xyzqvvw" + "lmnopr")
    window.resize(*size)
    window.set_challenge_time(15)
    zoom_by_keys(window, zoom)
    table = _table(window)
    _play_typed(window, 112, "cat")
    settle(qtbot)
    bar = table.challenge_bar
    assert bar.asking and bar.accept_button.isVisible() and bar.countdown.isVisible()
    shot(window, f"board-challenge-bar-{zoom}")
    assert not clipped(bar), clipped(bar)
    challenge = bar.challenge_buttons[1]
    assert challenge.text() == "Ben challenges"
    below = bar.accept_button.mapTo(bar, QPoint(0, 0)).y()
    assert below >= challenge.mapTo(bar, QPoint(0, 0)).y() + challenge.height()  # under it
    press(table, Qt.Key.Key_Return)  # Ben accepts, as the button says
    assert not bar.asking and window.game_model.state.history[-1].score > 0


# -- 33.17: the hint without a play ----------------------------------------------------------------


def test_the_hint_without_a_play_says_what_to_exchange_and_keep(qtbot: object) -> None:
    """A rack with no vowels and no play on the empty board: the Hint says which tiles to
    give back and which to keep (the computer players' leave values), not only 'exchange'."""
    window = board_table(qtbot, rack="bcdfgks")
    table = _table(window)
    click_at(table.hint_button, table.hint_button.rect().center())
    qtbot.waitUntil(lambda: "exchange" in table.preview.text(), timeout=30000)  # type: ignore[attr-defined]
    text = table.preview.text()
    assert text.startswith("No play fits on the board: exchange "), text
    assert ", keep " in text and "S" in text.split(", keep ")[1], text


# -- 33.17: the countdown of the challenge bar -----------------------------------------------------


def test_a_board_game_counts_fifteen_seconds_to_challenge(qtbot: object) -> None:
    """The default countdown: 15 s at a board game, 8 s at the patent game; the Settings item
    changes the countdown of the game being played alone."""
    from tests.views.table_helpers import choose
    from tests.views.test_every_control import type_into

    window = board_table(qtbot)
    table = _table(window)
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "cat")
    press(table.board, Qt.Key.Key_Return)
    assert table.challenge_bar.asking
    assert table.challenge_bar.seconds_left() == 15
    assert window.settings.challenge_time("patent") == 8
    answer_modal(lambda dialog: type_into(dialog, "20"))
    choose(window, "settings", "challenge_time")
    assert window.settings.challenge_time("board") == 20
    assert window.settings.challenge_time("patent") == 8
    assert QApplication.instance() is not None


# -- 33.18: floating texts, the guide's card, the replay's buttons, About, New game ------------


def test_floating_money_never_covers_a_players_name(qtbot: object) -> None:
    """Anna's long word earns money and she buys a patent at once: the texts rise under her
    name (which stays readable), apart from each other, inside her plaque."""
    from patentgame.model.patent.game import Phase
    from tests.views.table_helpers import adopt

    window = make_window(qtbot)
    seats = (SeatSetup("Anna", "human", 0), SeatSetup("Ada", "ai:greedy", 1))
    adopt(window, "QUARTETS" + "LEMONAD" + "NDI", seats)
    model, board = window.game_model, window.table.scoreboard  # type: ignore[attr-defined]
    QTest.keyClicks(window.table, "quartet")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert model.state.phase is Phase.BUY
    QTest.keyClick(window.table, sorted(model.state.buyable_letters())[0].lower())
    seen = 0
    for _ in range(60):
        QApplication.processEvents()
        boxes = board.float_boxes()
        for seat, box, _age in boxes:
            plaque = board.plaque_rect(seat)
            # The name and the line under it fill the plaque's upper half (_paint_plaque).
            name = plaque.adjusted(0, 0, 0, -plaque.height() * 0.5)
            assert plaque.contains(box) and not box.intersects(name), (box, name)
        for index, (_s, box, _a) in enumerate(boxes):
            for _t, other, _b in boxes[index + 1 :]:
                assert not box.intersects(other)
        if boxes and not seen:
            shot(window.table.scoreboard, "patent-floating-money")  # type: ignore[attr-defined]
        seen += bool(boxes)
        qtbot.wait(30)  # type: ignore[attr-defined]
    assert seen


def test_the_guides_card_leaves_the_log_in_sight(qtbot: object) -> None:
    """Help > Guided first game: the guide's card sits above the log, not over it; the log's
    lines stay readable beside the table."""
    from tests.views.table_helpers import choose

    window = make_window(qtbot)
    choose(window, "help", "tutorial")
    table = window.table
    panel = table.tutorial_guide.panel  # type: ignore[attr-defined]
    qtbot.waitUntil(panel.isVisible)  # type: ignore[attr-defined]
    QApplication.processEvents()
    log = table.log  # type: ignore[attr-defined]
    assert log.isVisible() and log.height() > 100
    assert not panel.geometry().intersects(log.geometry()), (panel.geometry(), log.geometry())
    assert panel.geometry().bottom() <= log.geometry().top()
    assert table.rect().contains(panel.geometry())
    shot(window, "tutorial-guide-above-the-log")


def test_the_replay_viewers_back_buttons_show_greyed_at_the_deal(qtbot: object) -> None:
    """At turn 0 the back buttons are unavailable and look it: a grey icon, not a blank."""
    from PySide6.QtGui import QColor, QIcon

    from patentgame.views.replay_viewer import ReplayViewer

    window = board_table(qtbot)
    table = _table(window)
    click_at(table.board, square_point(table, 112))
    type_text(table.board, "cat")
    press(table.board, Qt.Key.Key_Return)
    press(table, Qt.Key.Key_Return)  # Ben accepts
    viewer = ReplayViewer(window.game_model.state)
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    viewer.show()
    assert viewer.position == 0
    shot(viewer, "replay-at-the-deal")
    for button in (viewer.first_button, viewer.prev_turn_button, viewer.prev_button):
        assert not button.isEnabled()
        icon = button.icon()
        assert icon.availableSizes(QIcon.Mode.Disabled), "no greyed picture of its own"
        image = icon.pixmap(button.iconSize(), QIcon.Mode.Disabled).toImage()
        inked = [
            QColor(image.pixel(x, y))
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() > 128
        ]
        assert len(inked) > 10  # something to see
        assert all(abs(c.red() - c.blue()) < 40 for c in inked)  # grey


def test_about_fits_without_a_sideways_scrollbar(qtbot: object) -> None:
    from PySide6.QtWidgets import QTextBrowser

    from tests.views.table_helpers import choose

    window = make_window(qtbot)
    widths: list[int] = []

    def look(dialog: QWidget) -> None:
        browser = dialog.findChild(QTextBrowser)
        assert browser is not None
        dialog.resize(480, 600)  # a narrow box: the text still wraps to it
        QApplication.processEvents()
        widths.append(browser.horizontalScrollBar().maximum())
        shot(dialog, "about")
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    answer_modal(look)
    choose(window, "help", "about")
    assert widths == [0]


def test_the_new_game_dialog_shrinks_with_fewer_players(qtbot: object) -> None:
    """File > New game, five players, then two: the dialog loses the three rows' height."""
    from PySide6.QtWidgets import QSpinBox

    from tests.views.table_helpers import choose, press_button

    window = make_window(qtbot)
    heights: list[int] = []

    def fill(dialog: QWidget) -> None:
        count = dialog.findChild(QSpinBox)
        assert count is not None
        for number in ("5", "2"):
            count.setFocus()
            count.selectAll()
            QTest.keyClicks(count, number)
            for _ in range(5):
                QApplication.processEvents()
                QTest.qWait(10)
            heights.append(dialog.height())
        shot(dialog, "new-game-two-players")
        press_button(dialog, "Cancel")

    answer_modal(fill)
    choose(window, "file", "new")
    five, two = heights
    assert two < five - 40, heights


def test_buywords_theme_is_the_word_theme(qtbot: object) -> None:
    """BuyWord's rule says 'Word theme' (View > Theme is the look of the table)."""
    from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

    from tests.views.table_helpers import choose, press_button
    from tests.views.test_board_table import choose_in

    window = make_window(qtbot)
    labels: list[str] = []

    def look(dialog: QWidget) -> None:
        choose_in(dialog.game_choice, "buyword")  # type: ignore[attr-defined]
        QApplication.processEvents()
        theme: QComboBox = dialog.rules_form.theme  # type: ignore[attr-defined]
        for form in dialog.findChildren(QFormLayout):
            label = form.labelForField(theme)
            if isinstance(label, QLabel):
                labels.append(label.text())
        labels.append(theme.itemText(0))
        press_button(dialog, "Cancel")

    answer_modal(look)
    choose(window, "file", "new")
    assert labels == ["Word theme:", "No word theme"]


# -- 33.18: games left are kept, a few, and never the lesson ---------------------------------------


def _keeping_window(qtbot: object, data: object) -> MainWindow:
    from pathlib import Path

    from patentgame.views.game_keeping import GameKeeping
    from tests.views.test_game_keeping import Talk

    assert isinstance(data, Path)
    window = make_window(qtbot)
    talk = Talk(answer=True)
    keeping = GameKeeping(window, data, data / "settings.json", ask=talk.ask, inform=talk.inform)
    window.keeping = keeping  # type: ignore[attr-defined]
    keeping.start()
    return window


def test_only_the_last_five_games_left_are_kept(qtbot: object, tmp_path: object) -> None:
    """Eight games left for another one after a move each (File > Play against the
    computer): the saves folder keeps the newest five, the last one left among them."""
    from pathlib import Path

    from tests.views.table_helpers import choose

    assert isinstance(tmp_path, Path)
    window = _keeping_window(qtbot, tmp_path)
    saves = tmp_path / "saves"
    newest: list[str] = []
    for _ in range(8):
        before = set(saves.glob("unfinished-*")) if saves.exists() else set()
        choose(window, "file", "solo")  # leaves the game before for a new one
        after = set(saves.glob("unfinished-*")) if saves.exists() else set()
        newest = [path.name for path in after - before] or newest
        _make_a_move(window, qtbot)
    left = sorted(path.name for path in saves.glob("unfinished-*.patentgame"))
    assert len(left) == 5, left
    assert newest and newest[0] in left
    window.keeping.close()  # type: ignore[attr-defined]


def _make_a_move(window: MainWindow, qtbot: object) -> None:
    """The person discards nothing and draws (Discard, then Enter): the game has begun. A
    computer's word at the challenge bar is accepted first, as a person does who need not wait
    for its countdown."""
    import time

    from tests.contract.at_the_table import answer_questions

    model, table = window.game_model, window.table
    deadline = time.monotonic() + 20
    while not (model.has_game and table.can_act()) and time.monotonic() < deadline:
        if not answer_questions(window):
            qtbot.wait(10)  # type: ignore[attr-defined]
    assert model.has_game and table.can_act(), "the person never had the turn"
    window.named_actions["discard"].trigger()
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.action_count() > 0


def test_the_guided_game_left_is_not_kept(qtbot: object, tmp_path: object) -> None:
    """The guided game, one word into it, left for a game against the computer: no
    unfinished-*.patentgame of the lesson."""
    from pathlib import Path

    from tests.views.table_helpers import choose
    from tests.views.test_tutorial import _click_card_of

    assert isinstance(tmp_path, Path)
    window = _keeping_window(qtbot, tmp_path)
    choose(window, "help", "tutorial")
    table = window.table
    guide = table.tutorial_guide  # type: ignore[attr-defined]
    QTest.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    for letter in "RAVE":
        _click_card_of(table.hand_view, letter)  # type: ignore[attr-defined]
    _click_card_of(table.pool_view, "N")  # type: ignore[attr-defined]
    QTest.mouseClick(table.play_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.game_model.action_count() > 0
    choose(window, "file", "solo")
    saves = tmp_path / "saves"
    assert not (saves.exists() and list(saves.glob("unfinished-*")))
    window.keeping.close()  # type: ignore[attr-defined]

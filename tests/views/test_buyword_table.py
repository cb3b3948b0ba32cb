"""BuyWord's table through its real controls: New game, the die, buying, building and selling
words, discarding, the summary, saving and opening, the replay viewer and the statistics."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.buyword.actions import Roll
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.buyword_helpers import click_tile, key, play_until_over
from tests.views.menu_helpers import choose, leave_the_game_when_asked, visible_texts
from tests.views.table_helpers import click_at, make_window, shot, when_dialog_opens


def _new_game_through_the_dialog(window: MainWindow, seats: list[tuple[str, str]]) -> None:
    """File > New game..., choose BuyWord and the seats, press Start (and leave the game in
    progress, when there is one)."""

    def fill(dialog: NewGameDialog) -> None:
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
        dialog.count.setValue(len(seats))
        for seat, (name, kind) in enumerate(seats):
            dialog.names[seat].setText(name)
            dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
        dialog.seed.setText("11")
        start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    when_dialog_opens(NewGameDialog, fill)
    stop_leaving = leave_the_game_when_asked()
    choose(window, "file", "new")
    stop_leaving()


def test_new_game_offers_buyword_after_the_patent_game(qtbot: object) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    names = [dialog.game_choice.itemText(i) for i in range(dialog.game_choice.count())]
    assert names[0] == "The patent game" and "BuyWord" in names
    assert dialog.game_choice.currentData() == "patent"
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("buyword"))
    assert (dialog.count.minimum(), dialog.count.maximum()) == (1, 4)
    dialog.count.setValue(1)
    assert not dialog.rules_form.checking.isVisibleTo(dialog)  # alone, the game checks
    dialog.count.setValue(2)
    dialog.rules_form.buying.setCurrentIndex(dialog.rules_form.buying.findData("auction"))
    setup = dialog.setup()
    assert setup.family == "buyword" and setup.rules == BuyWordRules(auction=True)
    levels = [dialog.kinds[1].itemData(i) for i in range(dialog.kinds[1].count())]
    assert levels[1:] == ["ai:beginner", "ai:casual", "ai:strong", "ai:expert"]


def test_a_whole_game_alone_from_new_game_to_the_summary(qtbot: object) -> None:
    window = make_window(qtbot)
    _new_game_through_the_dialog(window, [("Anna", "human")])
    assert isinstance(window.table, BuyWordTable)
    assert window.named_actions["roll"] in window.menus["game"].actions()
    steps = play_until_over(window, qtbot)
    model = window.game_model
    assert model.is_over and steps > 30
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    assert summary is not None
    money = model.game.money(0)
    heading = window.table.summary().heading
    assert heading == f"You end with ${money:,}."
    texts = [label.text() for label in summary.findChildren(type(window.table.prompt))]
    assert any("rules' yardstick of $800-$1,000" in text for text in texts)
    assert any("This game's tiles are our own" in text for text in texts)
    assert any(text.startswith("after ") and text.endswith(" rounds alone") for text in texts)
    assert window.table.prompt.text() == "The game is over."
    shot(summary, "buyword-solo-summary")


def test_two_seats_with_a_computer_from_new_game_to_the_summary(qtbot: object) -> None:
    window = make_window(qtbot)
    _new_game_through_the_dialog(window, [("Anna", "human"), ("Sam", "ai:casual")])
    model = window.game_model
    assert model.names() == ("Anna", "Sam")
    steps = play_until_over(window, qtbot)
    assert model.is_over and steps > 20
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.table.summary()
    assert {entry.name for entry in summary.seats} == {"You", "Sam"}
    assert summary.seats[0].score == max(model.game.money(0), model.game.money(1))
    log = "\n".join(model.log())
    assert "Sam bought" in log or "Sam discarded" in log
    assert "You bought" in log or "You discarded" in log
    assert "Sam: " in log  # the computer's explanations


def _adopt(window: MainWindow, top: str, rules: BuyWordRules | None = None) -> BuyWordGame:
    """Put a game alone whose bag starts with ``top`` on the window's table."""
    lexicon = Lexicon.load("en-enable")
    game = BuyWordGame.new(
        [PlayerSpec("Anna")], lexicon, rules or BuyWordRules(), bag=bag_starting_with(top), seed=2
    )
    window.adopt_game(game, lexicon)
    QApplication.processEvents()
    return game


def test_roll_choose_buy_then_build_and_sell_a_word_with_the_wild(qtbot: object) -> None:
    window = make_window(qtbot)
    game = _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    click_at(table.roll_button, table.roll_button.rect().center())
    assert game.phase is Phase.CHOOSE  # seed 2 throws "choice"
    assert "CHOICE" in table.prompt.text()
    click_at(table.count_buttons[2], table.count_buttons[2].rect().center())
    assert table.offer_row.tiles == game.on_offer and len(game.on_offer) == 2
    assert table.offer_price.text() == "3 pips: the set costs $9"
    click_at(table.buy_button, table.buy_button.rect().center())
    assert game.money(0) == 191 and "$191" in table.plaques[0].money.text()
    assert game.phase is Phase.SELL
    # C and A by clicking, T by typing: no T in the hand, so a wild stands for it.
    hand = table.hand_row.tiles
    click_tile(table.hand_row, hand.index(10))  # C
    click_tile(table.hand_row, hand.index(0))  # A
    QTest.keyClicks(table, "t")
    assert table.preview.text() == "CAT: 4 pips, sells for $16"
    assert table.wild_choice.isVisibleTo(table) and table.wild_choice.currentData() == "T"
    key(table, Qt.Key.Key_Backspace)
    assert table.word_row.tiles == (10, 0)
    assert "That is not a word" in table.preview.text() or "CA" in table.preview.text()
    QTest.keyClicks(table, "t")
    key(table, Qt.Key.Key_Return)
    assert game.money(0) == 207
    assert "You sold CAt (t wild) (4 pips) for $16." in window.game_model.log()
    shot(window, "buyword-after-a-sale")


def test_a_word_the_list_refuses_shows_the_engines_reason_and_costs_nothing(
    qtbot: object,
) -> None:
    window = make_window(qtbot)
    game = _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    key(table, Qt.Key.Key_Return)  # roll
    QTest.keyClicks(table, "2b")  # two tiles, bought
    QTest.keyClicks(table, "ac")
    assert "That is not a word of the game's word list" in table.preview.text()
    key(table, Qt.Key.Key_Return)
    assert "That is not a word of the game's word list" in table.fault.text()
    assert game.money(0) == 191 and game.phase is Phase.SELL
    key(table, Qt.Key.Key_Escape)
    assert table.word_row.tiles == ()


def test_the_die_tumbles_briefly_unless_motion_is_reduced(qtbot: object) -> None:
    window = make_window(qtbot)
    _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    key(table, Qt.Key.Key_Return)
    assert table.die.tumbling
    qtbot.waitUntil(lambda: not table.die.tumbling, timeout=2000)  # type: ignore[attr-defined]
    choose(window, "view", "reduced_motion")
    _adopt(window, "CATXQ")
    key(window.table, Qt.Key.Key_Return)
    assert not window.table.die.tumbling  # type: ignore[attr-defined]


def test_a_buyword_game_saved_and_opened_in_a_patent_window_tells_its_story(
    qtbot: object, tmp_path: Path
) -> None:
    from patentgame.keeping.saves import save_game
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot)
    setup = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:casual", 1)),
        family="buyword",
        rules=BuyWordRules(checking=Checking.CHALLENGE),
    )
    assert window.start_game(setup, seed=3)
    model = window.game_model
    while model.action_count() < 12 and not model.is_over:
        from tests.views.buyword_helpers import person_step

        if not person_step(window):
            qtbot.wait(5)  # type: ignore[attr-defined]
    path = save_game(model.game, tmp_path / "g.patentgame", model.record_extra())
    assert json.loads(path.read_text())["format"] == "patentgame-buyword-record"
    log = model.log()
    other = make_window(qtbot)
    assert other.family.id == "patent"
    keeping = GameKeeping(other, tmp_path / "data", ask=lambda *_: True, inform=lambda *_: None)
    keeping.start(offer_resume=False)
    assert keeping.open_file(path)
    assert isinstance(other.table, BuyWordTable)
    assert other.game_model.log()[: len(log)] == log
    assert other.named_actions["sell"] in other.menus["game"].actions()
    assert "play" not in other.named_actions  # the patent game's menu went with its table


def test_the_replay_viewer_steps_through_a_buyword_game(qtbot: object) -> None:
    from patentgame.views.replay_viewer import ReplayViewer

    lexicon = Lexicon.load("en-enable")
    game = BuyWordGame.new([PlayerSpec("Anna")], lexicon, seed=4)
    game.play(Roll(0))
    viewer = ReplayViewer(game, "Replay")
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    assert viewer.panel.positions == game.action_count + 1
    # Anna alone was "you" in her game's log, and is in its replay (issue 33.7: one rule).
    assert viewer.panel.lines[0] == "The wild tiles are dealt; you hold the die."
    QTest.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    assert viewer.position_label.text().startswith("Round 1")
    assert viewer.panel.seats[0].money.text() == "$200"


def test_screenshots_at_three_sizes(qtbot: object) -> None:
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        window = make_window(qtbot, size)
        setup = GameSetup(
            (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:casual", 1)),
            family="buyword",
        )
        assert window.start_game(setup, seed=9)
        model = window.game_model
        table = window.table
        assert isinstance(table, BuyWordTable)
        from tests.views.buyword_helpers import person_step

        while model.state.phase is not Phase.SELL or not table.can_act():
            if not person_step(window):
                qtbot.wait(5)  # type: ignore[attr-defined]
        table.pose_for_screenshot()
        QApplication.processEvents()
        for widget in (table.hand_row, table.word_row, table.prompt, table.button_row):
            assert widget.isVisible() and table.rect().contains(widget.geometry())
        assert table.hand_row.tile_size() >= 34
        shot(window, f"buyword-table-{size[0]}x{size[1]}")
        window.close()


def test_hot_seat_shows_a_hand_only_after_its_owner_took_the_device(qtbot: object) -> None:
    window = make_window(qtbot)
    setup = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Ben", "human", 1)), family="buyword"
    )
    assert window.start_game(setup, seed=6)
    table = window.table
    assert isinstance(table, BuyWordTable)
    model = window.game_model
    confirmed: list[int] = []
    problems: list[str] = []

    def check() -> None:
        shown = table.hand_row.tiles
        if table.questions.screen_up and shown:
            problems.append("a hand shows through the hand-over screen")
        viewer = table.flow.viewer
        if shown and (viewer is None or shown != model.state.hand(viewer)):
            problems.append(f"a hand not the viewer's is shown ({viewer})")
        if shown and (not confirmed or confirmed[-1] != viewer):
            problems.append("a hand is shown before its owner took the device")

    model.state_changed.connect(check)
    QApplication.processEvents()
    screen = table.handover
    assert screen.isVisible() and screen.geometry() == table.rect()
    assert table.hand_row.tiles == () and "Pass to Anna" in visible_texts(screen)
    assert screen.button.text() == "I am Anna: show my tiles  (Enter)"  # tiles, not cards
    screen.confirmed.connect(confirmed.append)
    play_until_over(window, qtbot)
    assert model.is_over and len(set(confirmed)) == 2 and problems == []


def test_a_person_challenges_a_computer_s_word_in_the_challenge_bar(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    setup = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Tycoon", "ai:expert", 1)),
        family="buyword",
        rules=BuyWordRules(checking=Checking.CHALLENGE),
    )
    assert window.start_game(setup, seed=12)
    table = window.table
    assert isinstance(table, BuyWordTable)
    model = window.game_model
    from tests.views.buyword_helpers import person_step

    while not table.challenge_bar.asking and not model.is_over:
        if not person_step(window):
            qtbot.wait(5)  # type: ignore[attr-defined]
    assert table.challenge_bar.isVisible()
    assert table.prompt.text().startswith("Tycoon offers ")
    money = model.game.money(0)
    QTest.keyClicks(table, "c")  # the key the bar names: Challenge (C)
    qtbot.waitUntil(lambda: model.state.phase is not Phase.CHALLENGE, timeout=5000)  # type: ignore[attr-defined]
    log = model.log()
    # The verdict alone tells the challenge (issue 33.13: no "You challenge the word." first).
    assert "You challenge the word." not in log
    assert any(line.endswith("you pay Tycoon $1.") for line in log)  # the expert sells words
    assert model.game.money(0) == money - 1 and not table.challenge_bar.isVisible()


def test_auction_and_draft_are_played_with_their_own_controls(qtbot: object) -> None:
    window = make_window(qtbot)
    setup = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:casual", 1)),
        family="buyword",
        rules=BuyWordRules(auction=True),
    )
    assert window.start_game(setup, seed=5)
    table = window.table
    assert isinstance(table, BuyWordTable)
    model = window.game_model
    from tests.views.buyword_helpers import person_step

    while not (table.can_act() and model.state.phase is Phase.AUCTION):
        if not person_step(window):
            qtbot.wait(5)  # type: ignore[attr-defined]
    assert table.bid_button.isVisible() and table.pass_button.isVisible()
    assert table.offer_row.tiles == model.state.on_offer
    high = model.state.high_bid
    assert table.bid_amount.minimum() == high + 1
    QTest.keyClick(table, Qt.Key.Key_Up)  # a dollar more than the least bid
    key(table, Qt.Key.Key_Return)
    assert f"You bid ${high + 2}." in model.log()
    # The draft: a tile taken from the face-up display by a click.
    setup = GameSetup(
        (SeatSetup("Anna", "human", 0), SeatSetup("Sam", "ai:casual", 1)),
        family="buyword",
        rules=BuyWordRules(draft=True),
    )
    window.may_leave_game = lambda _title: True  # type: ignore[method-assign]
    assert window.start_game(setup, seed=5)
    while not (table.can_act() and model.state.phase is Phase.DRAFT):
        if not person_step(window) or model.state.phase is Phase.DRAFT:
            qtbot.wait(5)  # type: ignore[attr-defined]
    display = table.offer_row.tiles
    assert display == model.state.display and table.offer_caption.text().startswith("The display")
    click_tile(table.offer_row, len(display) - 1)
    from patentgame.model.buyword.tiles import letter_of

    assert f"You took {letter_of(display[-1])}." in model.log()


def test_the_screenshot_command_shows_buyword_s_table(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    target = tmp_path / "buyword.png"
    command = [sys.executable, "-m", "patentgame", "--screenshot", str(target), "--game"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [*command, "buyword", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 800)
    # A tile of the hand: ivory or gold, not the felt's green, low in the middle of the table
    # (the rows stand in the middle of the felt's height since issue 31).
    hand = [image.pixelColor(x, 550) for x in range(150, 850, 10)]
    assert any(c.red() > 200 and c.green() > 180 for c in hand)
    wrong = subprocess.run(
        [*command, "chess"], capture_output=True, text=True, timeout=120, env=env
    )
    assert wrong.returncode == 2 and wrong.stderr.count("\n") == 1
    assert "no game 'chess' (try patent, board, buyword or a rule set" in wrong.stderr


def test_the_statistics_window_shows_buyword_figures(qtbot: object, tmp_path: Path) -> None:
    from dataclasses import replace

    from patentgame import families
    from patentgame.keeping.stats import StatsStore
    from patentgame.views.statistics_window import StatisticsWindow
    from tests.keeping.test_buyword_family import finished_game

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    game = finished_game(BuyWordRules(), ("ai:expert",), 31)
    person = families.BUYWORD.replay(
        replace(game.record(), players=(PlayerSpec("Anna"),)), Lexicon.load()
    )
    store.add_game(person)
    window = StatisticsWindow(store)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    panel = window.panels["buyword"]
    assert panel.isVisible()
    amount = f"${game.money(0):,}"
    assert panel.tiles["alone"].value.text() == amount
    assert panel.tiles["games"].value.text() == "1"
    assert not window.panels["patent"].isVisible()
    store.close()


def _drop(row: object, tile: int, point: object) -> None:
    """What a person's drop delivers to ``row``: a tile dragged from the table, let go at
    ``point`` (QDrag's own loop cannot run offscreen, so the drop comes as its events)."""
    from PySide6.QtCore import QByteArray, QMimeData, QPointF
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    from patentgame.views.buyword.tile_row import TILE_MIME

    mime = QMimeData()
    mime.setData(TILE_MIME, QByteArray(str(tile).encode()))
    at = QPointF(point)  # type: ignore[call-overload]
    enter = QDragEnterEvent(
        at.toPoint(),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(row, enter)  # type: ignore[arg-type]
    assert enter.isAccepted()
    drop = QDropEvent(
        at,
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(row, drop)  # type: ignore[arg-type]
    QApplication.processEvents()


def test_tiles_are_dragged_to_the_word_along_it_and_back_to_the_hand(qtbot: object) -> None:
    window = make_window(qtbot)
    game = _adopt(window, "CATXQ")
    table = window.table
    assert isinstance(table, BuyWordTable)
    key(table, Qt.Key.Key_Return)
    QTest.keyClicks(table, "2b")
    assert game.phase is Phase.SELL and table.word_row.acceptDrops()
    QTest.keyClicks(table, "a")  # A in the word
    c_tile = 10
    _drop(table.word_row, c_tile, table.word_row.tile_rect(0).topLeft())  # C before A
    assert table.word_row.tiles == (10, 0)
    wild = next(t for t in table.hand_row.tiles if t >= 108)
    _drop(table.word_row, wild, table.word_row.tile_rect(1).bottomRight())  # a wild at the end
    table.wild_choice.setCurrentIndex(table.wild_choice.findData("T"))
    assert table.preview.text() == "CAT: 4 pips, sells for $16"
    _drop(table.word_row, c_tile, table.word_row.tile_rect(2).bottomRight())  # C to the end
    assert table.word_row.tiles == (0, wild, 10)
    _drop(table.hand_row, 0, table.hand_row.rect().center())  # A back to the hand
    assert table.word_row.tiles == (wild, 10)
    # Dragging a tile presses and moves: a press and release without moving stays a click.
    click_tile(table.hand_row, table.hand_row.tiles.index(0))
    assert table.word_row.tiles == (wild, 10, 0)


def test_a_shared_win_names_you_first_with_the_verb_for_you(qtbot: object) -> None:
    """A tie in BuyWord reads "You and Sam share the win!" (in Russian "Вы и Sam делите
    победу!", not "Вы, Sam делят победу!"), in the summary's heading and in the log."""
    from patentgame.controller.buyword.narration import narrate
    from patentgame.controller.translations import install_translations
    from patentgame.model.buyword import events as ev

    window = make_window(qtbot)
    _new_game_through_the_dialog(window, [("Anna", "human"), ("Sam", "ai:casual")])
    model = window.game_model
    words = window.table.words
    names = model.names()

    def sentences() -> list[str]:
        return [
            words.shared_win(model, (0, 1), model.humans()),
            words.shared_win(model, (1, 0), model.humans()),
            narrate(ev.GameOver((0, 1), (40, 40)), names, {0}),
            narrate(ev.GameOver((0, 1), (40, 40)), names, ()),
        ]

    assert sentences() == [
        "You and Sam share the win!",
        "You and Sam share the win!",
        "The game is over: you and Sam share the win with $40 each.",
        "The game is over: Anna and Sam share the win with $40 each.",
    ]
    assert install_translations("ru")
    try:
        assert sentences() == [
            "Вы и Sam делите победу!",
            "Вы и Sam делите победу!",
            "Партия окончена: вы и Sam делите победу, у каждого по $40.",
            "Партия окончена: Anna и Sam делят победу, у каждого по $40.",
        ]
    finally:
        install_translations("en")

"""The review window for a board game and a BuyWord game (issue 32.2), opened as a person
opens it: View > Game history, a click on the game, the Review button; and from the replay
viewer's Review button. Before, the history said "Only the patent game can be reviewed."."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from patentgame.model.board.lab import play
from patentgame.model.board.rules import rules_for
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.record import loads
from patentgame.model.buyword.replay import replay
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import Lexicon
from patentgame.views.review_window import ReviewWindow
from tests.views.menu_helpers import choose
from tests.views.table_helpers import click_at, make_window, shot


def board_game() -> Any:
    rules = rules_for("scrabble-en")
    game, _ = play(rules, ("ai:casual", "ai:beginner"), Lexicon.load(rules.lexicon_id), 21)
    return game


def buyword_game() -> Any:
    lexicon = Lexicon.load("en-enable")
    task = GameTask(0, ("ai:casual", "ai:greedy"), 0, 21)
    result = play_game(task, lexicon, BuyWordRules(), keep_record=True)
    assert result.record is not None
    return replay(loads(result.record), lexicon)


def open_history_review(qtbot: Any, tmp_path: Path, game: Any) -> tuple[Any, ReviewWindow]:
    """A window whose statistics hold ``game``; View > Game history, a click on the game, a
    click on Review: the history window and the review it opened, done."""
    from patentgame.views.game_keeping import GameKeeping

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    keeping.start()
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    keeping.keeper.stats.add_game(game)
    choose(window, "view", "history")
    history = keeping.history_window
    assert history is not None and history.table.rowCount() == 1
    click_at(
        history.table.viewport(), history.table.visualItemRect(history.table.item(0, 1)).center()
    )
    assert history.review_button.isEnabled()
    click_at(history.review_button, history.review_button.rect().center())
    assert "cannot be reviewed" not in history.status.text()
    assert history.reviews, history.status.text()
    review = history.reviews[-1]
    qtbot.addWidget(review)
    assert review.wait(60_000), review.status.text()
    return history, review


def check_window(review: ReviewWindow, names: list[str], unit_words: str) -> None:
    """What a person sees: a row per decision with the play and the expert's choice, the
    status naming the scale, the chart's line per player, the misses, a turn's options."""
    turns = review.review.turns
    assert review.turns.rowCount() == len(turns) >= 10
    assert unit_words in review.status.text()
    headings = [review.turns.horizontalHeaderItem(c).text() for c in range(5)]
    assert headings[2:] == ["Played", "Expert's choice", "Given up"]
    assert {review.turns.item(row, 1).text() for row in range(len(turns))} <= set(names)
    assert {name for name, _colour, _points in review.chart.series} == set(names)
    for turn in turns:
        assert turn.best.value >= turn.made.value - 1e-9
    misses = review.review.biggest_misses
    assert ("given up" in review.misses.text()) == bool(misses)
    row = min(2, len(turns) - 1)
    rect = review.turns.visualItemRect(review.turns.item(row, 2))
    QTest.mouseClick(review.turns.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QApplication.processEvents()
    assert review.turns.currentRow() == row
    detail = review.detail.text()
    assert names[turns[row].seat] in detail and "1. " in detail  # the best options, ranked


def test_a_board_game_is_reviewed_from_the_game_history(qtbot: Any, tmp_path: Path) -> None:
    game = board_game()
    names = [seat.name for seat in game.seats]
    history, review = open_history_review(qtbot, tmp_path, game)
    check_window(review, names, "equity")
    assert review.turns.horizontalHeaderItem(0).text() == "Turn"
    made = review.turns.item(0, 2).text()
    first = review.review.turns[0].made
    assert made.startswith(f"{first.where} {first.words[0]} for {first.points}")
    shot(review, "review-board")
    # The replay viewer of the same game has its Review button too.
    viewer = history.open_replay(0)
    assert viewer is not None
    qtbot.addWidget(viewer)
    assert viewer.review_button.isVisible()
    click_at(viewer.review_button, viewer.review_button.rect().center())
    from_viewer = viewer.review_window
    assert isinstance(from_viewer, ReviewWindow)
    qtbot.addWidget(from_viewer)
    assert from_viewer.wait(60_000)
    assert from_viewer.turns.rowCount() == review.turns.rowCount()


def test_a_buyword_game_is_reviewed_from_the_game_history(qtbot: Any, tmp_path: Path) -> None:
    game = buyword_game()
    names = [player.name for player in game.players]
    _history, review = open_history_review(qtbot, tmp_path, game)
    check_window(review, names, "money")
    assert review.turns.horizontalHeaderItem(0).text() == "Round"
    assert review.turns.item(0, 0).text() == "1"  # the first round's purchases
    texts = {review.turns.item(row, 2).text() for row in range(review.turns.rowCount())}
    assert any(text.startswith("buy ") for text in texts)
    assert any(text.startswith(("sell ", "stop selling")) for text in texts)
    # BuyWord has whole dollars: its estimates are said in them ("$53", never "$53.1").
    import re

    given_up = [review.turns.item(row, 4).text() for row in range(review.turns.rowCount())]
    assert given_up and all(re.fullmatch(r"-?\$\d+", text) for text in given_up), given_up[:5]
    shot(review, "review-buyword")


def test_a_gcg_file_in_the_replay_viewer_is_reviewed(qtbot: Any) -> None:
    """A tournament's GCG file opened in the replay viewer: its Review button reviews it with
    the rules' word list (the file's own verdicts on words are no list to search)."""
    from patentgame import families
    from patentgame.views.replay_viewer import ReplayViewer

    path = Path(__file__).parent.parent / "model" / "board" / "gcg" / "doug_v_emely.gcg"
    found = families.import_file(path)
    assert found is not None
    family, imported = found
    viewer = ReplayViewer(imported, "doug_v_emely.gcg", family=family)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.review_button.isVisible()
    click_at(viewer.review_button, viewer.review_button.rect().center())
    review = viewer.review_window
    assert isinstance(review, ReviewWindow), viewer.position_label.text()
    qtbot.addWidget(review)
    assert review.wait(60_000), review.status.text()
    check_window(review, ["doug", "emely"], "equity")
    withdrawn = [row for row, turn in enumerate(review.review.turns) if turn.made.withdrawn]
    assert withdrawn
    assert review.turns.item(withdrawn[0], 2).text().split("  (")[0].endswith(", withdrawn")
    shot(review, "review-gcg")


def test_an_erudit_game_is_reviewed_from_the_game_history(qtbot: Any, tmp_path: Path) -> None:
    """Эрудит reads its list with Е standing for Ё (a view of the list, not the list itself):
    Game history > Review said "The coach needs a searchable word list" (seen on a real screen
    after a Russian hot-seat game)."""
    rules = rules_for("erudit-ru")
    game, _ = play(rules, ("ai:casual", "ai:beginner"), Lexicon.load(rules.lexicon_id), 21)
    names = [seat.name for seat in game.seats]
    _history, review = open_history_review(qtbot, tmp_path, game)
    check_window(review, names, "equity")
    shot(review, "review-erudit")


def test_at_200_percent_on_a_laptop_the_review_shows_rows_enough_and_whole_headings(
    qtbot: Any, tmp_path: Path
) -> None:
    """Found on a real 1280x800 screen, in Russian at 200 %: the review's list of turns was
    squeezed to one row, and the last heading read "пущен" for "Упущено". The list keeps five
    rows (the window scrolls below its heading instead), and every heading is whole."""
    from patentgame.controller.translations import install_translations
    from patentgame.views import window_looks

    assert install_translations("ru")
    try:
        window = make_window(qtbot, (1280, 800))
        for _ in range(5):
            QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
        assert window_looks.current()[1] == 200
        game = board_game()
        review = ReviewWindow(game.record(), game.lexicon, "Разбор партии")
        qtbot.addWidget(review)
        review.resize(1240, 740)
        review.show()
        assert review.wait(60_000)
        QApplication.processEvents()
        shot(review, "review-board-200-ru")
        turns = review.turns
        rows_seen = turns.viewport().height() // turns.rowHeight(0)
        assert rows_seen >= 5, rows_seen
        head = turns.horizontalHeader()
        for column in range(turns.columnCount()):
            text = turns.horizontalHeaderItem(column).text()
            needed = head.fontMetrics().horizontalAdvance(text)
            assert head.sectionSize(column) >= needed, (text, head.sectionSize(column), needed)
        from tests.views.test_zoom import clipped

        cut = clipped(review)
        assert not cut, cut
        assert turns.horizontalScrollBar().maximum() == 0  # every column in sight
        body = review._body  # what scrolls between the heading and Close: never sideways
        assert body.widget().width() <= body.viewport().width()
    finally:
        install_translations("en")

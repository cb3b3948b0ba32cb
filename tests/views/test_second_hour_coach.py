"""What two new players met in their second hour (issue 33, items 11, 14, 15, 16), pressed as
they pressed it: the coach's words, the table after the game, the statistics, BuyWord's table."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from patentgame.controller.setup import SeatSetup
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from tests.views.menu_helpers import choose, wait_for
from tests.views.table_helpers import adopt, make_window, shot

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "PLANETS" + "OUTSIDE" + "IRC"  # Ann's hand, Bot's hand, the pool (as the coach tests)
DECIMAL_DOLLARS = re.compile(r"\$\d+\.\d")


def _click(widget: object) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[call-overload]
    QApplication.processEvents()


def _plain(html: str) -> str:
    """What a person reads of a label's rich text."""
    return re.sub(r"<[^>]+>", "", html.replace("<br>", "\n"))


def _panel_text(panel: object) -> str:
    """Everything the coach's panel says, its rows included."""
    labels = panel.findChildren(QLabel)  # type: ignore[attr-defined]
    return " ".join(_plain(label.text()) for label in labels if label.isVisibleTo(panel))


def _reviewed_turns(window: object) -> list[object]:
    """The turn reviews the coach makes from now on (shown or not)."""
    seen: list[object] = []
    window.table.coach.runner.reviewed.connect(seen.append)  # type: ignore[attr-defined]
    return seen


def _cut_labels(panel: object) -> list[str]:
    """The panel's labels too short for their wrapped text (a second line cut off)."""
    cut = []
    for label in panel.findChildren(QLabel):  # type: ignore[attr-defined]
        shown = label.isVisibleTo(panel) and label.wordWrap() and label.text()
        if shown and label.height() < label.heightForWidth(label.width()):
            cut.append(label.text())
    return cut


def test_the_coach_says_whole_dollars_and_worth_apart_from_earnings(qtbot: QtBot) -> None:
    """33.11: after PLANETS the panel said "$8.0" and "You played PLANETS: $8.4" (the play
    earned $7): the game counts whole dollars, and the coach's value is an estimate of worth,
    said as one beside what the play earned. Every row and the closing lines fit the panel."""
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    table, model = window.table, window.game_model
    panel = table.coach_panel
    QTest.keyClicks(table, "planets")
    _click(table.play_button)
    assert model.state.phase is Phase.BUY
    QTest.keyClick(table, Qt.Key.Key_Escape)  # buy nothing
    if model.state.phase is Phase.DISCARD:
        QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(panel.show_buttons), timeout=30_000)
    QApplication.processEvents()
    said = _panel_text(panel)
    assert not DECIMAL_DOLLARS.search(said), said
    footer = _plain(panel.footer.text())
    assert "You played PLANETS: earned $" in footer and "worth about $" in footer, footer
    assert "worth about $" in _panel_text(panel.rows.itemAt(0).widget())
    shot(window, "coach-after-turn-whole-dollars")
    assert _cut_labels(panel) == []


def test_the_coach_does_not_judge_the_play_the_guide_asked_for(qtbot: QtBot) -> None:
    """33.11: in the guided game the guide asks for RAVEN; the coach then said "Your play was
    worth 43% of the best". The guide's choice is not the person's to be judged."""
    from tests.views.test_tutorial import _click_card_of, _guide

    window = make_window(qtbot)
    choose(window, "help", "tutorial")
    table, model = window.table, window.game_model
    panel = table.coach_panel
    reviews = _reviewed_turns(window)
    guide = _guide(window)
    _click(guide.panel.next_button)  # the table, explained
    for letter in "RAVE":
        _click_card_of(table.hand_view, letter)
    _click_card_of(table.pool_view, "N")
    _click(table.play_button)
    index = table.patent_model.index_of("V")
    from tests.views.table_helpers import click_at

    click_at(table.patents.viewport(), table.patents.visualRect(index).center())  # chosen
    click_at(table.patents.viewport(), table.patents.visualRect(index).center())  # bought
    QTest.keyClick(table, Qt.Key.Key_Return)  # keep every card
    wait_for(lambda: bool(reviews), qtbot, timeout=30_000)
    QApplication.processEvents()
    assert model.state.turns >= 1
    assert "of the best" not in _panel_text(panel) or not panel.isVisible()


def test_a_refused_word_is_shown_as_one_not_as_a_discard(qtbot: QtBot) -> None:
    """33.11: a word the game refused ends the turn with the penalty card; the coach said
    "You played discard 1 card". It names the refused word."""
    window = make_window(qtbot)
    rules = RuleSet(challenge=ChallengeMode.AUTO, retries=0)
    adopt(window, TOP, ANN_VS_BOT, rules)
    table, model = window.table, window.game_model
    panel = table.coach_panel
    QTest.keyClicks(table, "plt")
    _click(table.play_button)
    assert model.state.phase is Phase.PENALTY
    from tests.views.table_helpers import click_card

    click_card(table.hand_view, 0)
    QTest.keyClick(table, Qt.Key.Key_Return)  # the penalty card
    qtbot.waitUntil(lambda: bool(panel.show_buttons), timeout=30_000)
    footer = _plain(panel.footer.text())
    assert "PLT (refused)" in footer and "discard 1 card" not in footer, footer


def _summary_up(window: object, qtbot: QtBot) -> object:
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=120_000)  # type: ignore[attr-defined]
    summary = window.summary_dialog  # type: ignore[attr-defined]
    qtbot.waitUntil(summary.isVisible)
    return summary


@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
def test_after_the_summary_the_table_offers_play_again_and_results(
    qtbot: QtBot, family: str
) -> None:
    """33.14: a game ends and its summary is closed: the table offered nothing but the menus.
    It offers "Results" (the summary again) and "Play again" (a new game, as the summary's
    button), in every family."""
    from patentgame.controller.setup import GameSetup

    window = make_window(qtbot)
    window.set_challenge_time(0)
    seats = (SeatSetup("Pip", "ai:random", 0), SeatSetup("Sam", "ai:greedy", 1))
    assert window.start_game(GameSetup(seats, family=family), seed=4)
    bar = window.after_game
    assert not bar.isVisible()
    summary = _summary_up(window, qtbot)
    assert not bar.isVisible()
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    assert window.summary_dialog is None
    assert bar.isVisible() and bar.again_button.isVisible() and bar.results_button.isVisible()
    shot(window, f"after-game-{family}")
    finished = window.game_model.state
    _click(bar.results_button)
    summary = _summary_up(window, qtbot)
    assert not bar.isVisible() and window.game_model.state is finished
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    assert bar.isVisible()
    _click(bar.again_button)
    assert window.game_model.state is not finished and not window.game_model.is_over
    assert not bar.isVisible()


def test_statistics_open_on_the_person_who_played_and_history_names_the_game(
    qtbot: QtBot, tmp_path: object
) -> None:
    """33.15: a name typed once ("Anna", never in a finished game) came first in Statistics,
    which said "No finished games yet" while the games were under "You". It opens on the
    person of the last finished game; Game history says which game each row is."""
    from patentgame.controller.setup import GameSetup
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.table_helpers import when_ready

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")  # type: ignore[operator]
    assert keeping.start() is False  # nothing to resume
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    stats = keeping.keeper.stats
    assert stats is not None
    stats.ensure_profile("Anna")  # typed for a game left unfinished
    window.set_challenge_time(0)
    seats = (SeatSetup("You", "human", 0), SeatSetup("Zed", "human", 1))
    assert window.start_game(GameSetup(seats, family="board"), seed=5)
    table = window.table
    for _ in range(8):  # both pass until the board game ends
        if window.game_model.is_over:
            break
        QTest.keyClick(when_ready(table.handover), Qt.Key.Key_Return)
        _click(table.pass_button)
    summary = _summary_up(window, qtbot)
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: len(stats.games()) == 1, timeout=5000)
    choose(window, "view", "statistics")
    statistics = keeping.statistics_window
    assert statistics is not None and statistics.isVisible()
    assert statistics.profile_box.currentText() == "You"
    assert statistics.panels["board"].isVisible()  # the board game's figures, not "No games"
    choose(window, "view", "history")
    history = keeping.history_window
    assert history is not None
    headings = [
        history.table.horizontalHeaderItem(c).text() for c in range(history.table.columnCount())
    ]
    column = headings.index("Game")
    assert history.table.item(0, column).text() == "Scrabble (English)"


def test_a_solo_buyword_game_shows_its_goal_and_ends_unrated_in_rounds(
    qtbot: QtBot, tmp_path: object
) -> None:
    """33.16: alone at BuyWord, the goal ($800-$1,000) appeared only at the end; the summary
    said "Rating 1000 -> 1000 (+0)" of a game no one is rated in, and its chart counted
    "turns" where BuyWord has rounds. The table shows the goal beside the bag and the round;
    the summary has no rating line; the chart says rounds."""
    from patentgame.controller.setup import GameSetup
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.buyword_helpers import play_until_over

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")  # type: ignore[operator]
    assert keeping.start() is False
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)
    assert window.start_game(GameSetup((SeatSetup("You", "human", 0),), family="buyword"), seed=3)
    table = window.table
    shown = table.bag_label.text()
    assert "Goal alone: $800-$1,000" in shown and "in the bag" in shown and "Round 1" in shown
    assert "$200" in table.plaques[0].money.text()
    play_until_over(window, qtbot)
    summary = _summary_up(window, qtbot)
    shot(summary, "buyword-solo-summary")
    ratings = [
        label.text()
        for label in summary.findChildren(QLabel)
        if label.objectName() in ("rating", "ratingDown")
    ]
    assert ratings == []
    assert summary.chart.steps == "rounds"
    best_sale = [
        label.text() for label in summary.findChildren(QLabel) if "pips) for" in label.text()
    ]
    assert best_sale and all(
        "wild)" in text for text in best_sale if any(c.islower() for c in text.split(" (")[0])
    )

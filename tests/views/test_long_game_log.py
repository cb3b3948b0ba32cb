"""Opening a long game lays its log out once, not once per line (issue 36.6).

Discard turns never end a patent game and exchanges never end a board game, so a legal game
may have any number of actions. Opening one used to take quadratic time: each line added to the
log made the list lay out every line before it (125 actions 6.8 s, 1,000 actions 413 s). These
tests open such games in the real window through File > Open's keeping of games and count the
times a line is laid out (no clock: ``benchmarks/open_long_game.py`` times it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from patentgame.keeping.saves import record_text
from patentgame.model.games import KeptGame
from patentgame.model.lexicon import Lexicon
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.game_log import GameLog
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import make_window

PEOPLE = ("Ann", "Ben")


def discarding_patent_game(actions: int) -> KeptGame:
    """Two people who discard a card every turn: legal, and never over."""
    from patentgame.model.patent.actions import Buy, Discard, Respond
    from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec

    game = PatentGame.new(tuple(PlayerSpec(name) for name in PEOPLE), Lexicon.load(), seed=36)
    while game.action_count < actions:
        seat, phase = game.to_act[0], game.phase
        if phase is Phase.BUILD:
            game.play(Discard(seat, (game.hand(seat)[0],)))
        elif phase is Phase.BUY:
            game.play(Buy(seat, None))
        elif phase is Phase.CHALLENGE:
            game.play(Respond(seat, challenge=False))
        else:
            game.play(Discard(seat, ()))
    assert not game.game_over
    return game


def exchanging_board_game(actions: int) -> KeptGame:
    """Scrabble between two people who exchange a tile every turn: legal, and never over under
    the rules without the six-scoreless-turns end (as every game before record version 2)."""
    from patentgame.model.board.game import BoardGame, Seat
    from patentgame.model.board.moves import Exchange
    from patentgame.model.board.rules import rules_for

    game = BoardGame.new(
        rules_for("scrabble-en", scoreless_limit=0),
        tuple(Seat(name) for name in PEOPLE),
        Lexicon.load(),
        seed=36,
    )
    while game.action_count < actions:
        game.play(Exchange(game.current, (game.rack(game.current)[0],)))
    assert not game.game_over
    return game


def counting_layouts(log: GameLog) -> list[int]:
    """Count every time the log lays a line out (to measure it, paint it or find a word)."""
    count = [0]
    laid_out = log.look.layout

    def layout(*args: object, **kwargs: object) -> object:
        count[0] += 1
        return laid_out(*args, **kwargs)  # type: ignore[arg-type]

    log.look.layout = layout  # type: ignore[method-assign]
    return count


def opened(qtbot: QtBot, tmp_path: Path, game: KeptGame) -> tuple[MainWindow, GameKeeping]:
    path = tmp_path / "long.patentgame"
    path.write_text(record_text(game), "utf-8")
    window = make_window(qtbot)
    keeping = GameKeeping(
        window, tmp_path / "data", None, ask=lambda *_: True, inform=lambda *_: None
    )
    keeping.start(offer_resume=False)
    window.play_solo()
    QApplication.processEvents()
    return window, keeping


@pytest.mark.parametrize(
    ("build", "actions"), [(discarding_patent_game, 120), (exchanging_board_game, 160)]
)
def test_opening_a_long_game_lays_each_line_out_about_once(
    qtbot: QtBot, tmp_path: Path, build: Callable[[int], KeptGame], actions: int
) -> None:
    window, keeping = opened(qtbot, tmp_path, build(actions))
    layouts = counting_layouts(window.table.log)
    assert keeping.open_file(tmp_path / "long.patentgame")
    window.grab()  # laid out and painted, as the person sees it
    QApplication.processEvents()
    window.grab()
    log = window.table.log
    lines = log.count()
    assert lines > 2 * actions / 3
    # Each line measured once at most, and the visible ones painted: not one layout of every
    # line before it for each line added (tens of thousands here before the fix).
    assert layouts[0] <= lines + 200, (layouts[0], lines)
    # The newest line is in view.
    assert log.line_rect(lines - 1).bottom() <= log.viewport().height()
    keeping.close()


def test_a_line_added_to_a_long_log_measures_that_line_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeping = opened(qtbot, tmp_path, discarding_patent_game(120))
    assert keeping.open_file(tmp_path / "long.patentgame")
    QApplication.processEvents()
    log = window.table.log
    layouts = counting_layouts(log)
    log.add("Ann wonders what to do next, at length, with many words that wrap the line.")
    QApplication.processEvents()
    assert layouts[0] == 1  # the new line; nothing in view changed but it (a paint may follow)
    keeping.close()


def test_lines_are_measured_again_in_a_larger_font_and_none_is_cut(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, keeping = opened(qtbot, tmp_path, discarding_patent_game(60))
    assert keeping.open_file(tmp_path / "long.patentgame")
    QApplication.processEvents()
    log = window.table.log
    log.add("A very long line of the log that certainly wraps at any width a log may have.")

    def fits() -> bool:
        QApplication.processEvents()
        for line in range(log.count() - 8, log.count()):
            document, at = log._document_at(line) or (None, QPointF())
            assert document is not None
            height = document.size().height() + 2 * (at.y() - log.line_rect(line).top())
            if log.line_rect(line).height() + 1 < height:
                return False
        return True

    assert fits()
    tall = log.line_rect(log.count() - 1).height()
    ctrl = Qt.KeyboardModifier.ControlModifier
    try:
        for _ in range(3):  # View > Zoom in, three times: a larger font wraps the lines more
            QTest.keyClick(window, Qt.Key.Key_Equal, ctrl)
        qtbot.waitUntil(lambda: log.line_rect(log.count() - 1).height() > tall, timeout=5000)
        assert fits()
    finally:
        QTest.keyClick(window, Qt.Key.Key_0, ctrl)
    keeping.close()

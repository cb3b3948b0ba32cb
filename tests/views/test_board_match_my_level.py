"""The board games' ladder in File > New game (issue 37.1): the steps are offered weakest
first, and "match my level" seats the board step that fits the person's recent board games."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox, QWidget

from patentgame.keeping.stats import StatsStore
from patentgame.model.board.ai import Budget, create_player
from patentgame.model.board.ai.levels import LADDER, level_of
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon
from patentgame.views.board.table import BoardTable
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from tests.views.table_helpers import answer_modal, click_at, press_button, shot
from tests.views.test_board_table import choose_in, type_text

T0 = datetime(2026, 11, 1, 20, 0).astimezone()

#: What the players' menu shows of each board step, weakest first (a named step by its word).
BOARD_STEPS = [
    "Computer - step 1 (Pip)",
    "Computer - step 2 (Robin)",
    "Computer - beginner (Penny)",
    "Computer - step 4 (Theo)",
    "Computer - step 5 (Lena)",
    "Computer - casual (Sam)",
    "Computer - step 7 (Nora)",
    "Computer - step 8 (Felix)",
    "Computer - step 9 (Iris)",
    "Computer - strong (Morgan)",
    "Computer - expert (Tycoon)",
]


def lost_board_games_to_the_casual_player(store: StatsStore, games: int) -> None:
    """Store ``games`` finished Scrabble games that Anna (played by step 1) lost to Sam."""
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    players = [create_player("ai:level-1", lexicon), create_player("ai:casual", lexicon)]
    stored, seed = 0, 0
    while stored < games:
        seed += 1
        seats = [Seat("Anna", "human"), Seat("Sam", "ai:casual")]
        game = BoardGame.new(rules, seats, lexicon, seed=seed)
        rng = random.Random(seed)
        while not game.game_over:
            seat = game.current
            game.play(players[seat].choose(game.perspective(seat), rng, Budget()).action)
        if game.winners == (1,):
            store.add_game(game, T0 + timedelta(hours=seed))
            stored += 1


def test_new_game_lists_the_board_steps_in_order_and_match_my_level_seats_one(
    qtbot: object, tmp_path: Path
) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        lost_board_games_to_the_casual_player(store, 4)
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json", ask=lambda *_: False)
    keeping.start()
    window.set_ai_pace(0)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # type: ignore[attr-defined]
    offered: list[str] = []

    def fill(dialog: QWidget) -> None:
        choose_in(dialog.game_choice, "board")  # type: ignore[attr-defined]
        choose_in(dialog.rules_form.rule_set, "scrabble-en")  # type: ignore[attr-defined]
        count: QSpinBox = dialog.count  # type: ignore[attr-defined]
        count.setFocus()
        count.selectAll()
        QTest.keyClicks(count, "2")
        field = dialog.names[0]  # type: ignore[attr-defined]
        field.selectAll()
        type_text(field, "Anna")
        choose_in(dialog.kinds[0], "human")  # type: ignore[attr-defined]
        kinds = dialog.kinds[1]  # type: ignore[attr-defined]
        offered.extend(kinds.itemText(i) for i in range(kinds.count()))
        choose_in(kinds, "ai:match")
        shot(dialog, "new-game-board-match")
        press_button(dialog, "Start")

    answer_modal(fill)
    bar = window.menuBar()
    click_at(bar, bar.actionGeometry(window.menus["file"].menuAction()).center())
    menu = window.menus["file"]
    click_at(menu, menu.actionGeometry(window.named_actions["new"]).center())
    qtbot.waitUntil(lambda: isinstance(window.table, BoardTable), timeout=8000)  # type: ignore[attr-defined]
    QApplication.processEvents()

    # The menu: a person, "match my level", then the ladder weakest first.
    assert offered == [
        "Person",
        "Computer - Match my level",
        *BOARD_STEPS,
        "Computer - master (Magnate)",  # above the ladder
    ]
    assert len(BOARD_STEPS) == len(LADDER)
    chosen = level_of(window.game_model.game.seats[1].kind)
    casual = level_of("ai:casual")
    assert chosen is not None and casual is not None
    assert chosen.step is not None and casual.step is not None
    assert chosen.step < casual.step  # four board losses to Sam: an easier opponent
    assert window.statusBar().currentMessage() == (
        f"Match my level: the computer plays as {chosen.name}, step {chosen.step} of the ladder."
    )
    assert window.settings.new_game().seats == ("human", "ai:match")
    keeping.close()

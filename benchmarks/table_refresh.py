"""A table's refresh in a long game, for every family: what each change of the game costs the
window before the person sees it.

A table refreshes at every change of its game (an action, a hand-over, a verdict, the
computer starting to think), several times a turn. The board's score sheet was laid out whole at
each refresh, some 80 ms late in an ordinary game, more in a long one. Each family's long
legal game of ``open_long_game.py`` (exchanges, discards, an auction: as long as one likes) is
put on a real main window (offscreen Qt); then, on the same position, ``refresh()`` is timed
alone (nothing changed since the last), and one more action of the game is timed from
``GameModel.submit`` to the table painted again (``grab()``), which holds the engine, the log,
the refresh and the paint.

    QT_QPA_PLATFORM=offscreen python benchmarks/table_refresh.py [--sizes 60,250,1000]
        [--families patent,board,buyword] [--repeat 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from open_long_game import BUILDERS

from patentgame.model.lexicon import Lexicon


def next_action(family: str, game: Any) -> object:
    """One more legal action of the long game's people (as ``open_long_game`` plays them)."""
    import open_long_game

    if family == "board":
        from patentgame.model.board.moves import Exchange

        return Exchange(game.current, (game.rack(game.current)[0],))
    if family == "buyword":
        from patentgame.model.buyword.search import WordFinder

        return open_long_game._buyword_move(game, game.to_act[0], WordFinder(Lexicon.load()))
    from patentgame.model.patent.actions import Buy, Discard, Respond
    from patentgame.model.patent.game import Phase

    seat = game.to_act[0]
    if game.phase is Phase.BUILD:
        return Discard(seat, (game.hand(seat)[0],))
    if game.phase is Phase.BUY:
        return Buy(seat, None)
    if game.phase is Phase.CHALLENGE:
        return Respond(seat, challenge=False)
    return Discard(seat, ())


def measure(family: str, size: int, repeat: int) -> tuple[float, float, float, float, int]:
    """Median and largest ms of a refresh with nothing changed, and of one more action to the
    table painted, on a long game of ``size`` actions; and the actions of the game."""
    from PySide6.QtWidgets import QApplication

    from patentgame.views.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    game = BUILDERS[family](size)
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    window.set_ai_pace(10**6)
    window.resize(1280, 800)
    window.show()
    window.adopt_game(game, Lexicon.load())  # type: ignore[arg-type]
    app.processEvents()
    window.grab()
    table = window.table
    still = []
    for _ in range(repeat):
        began = time.perf_counter()
        table.refresh()
        still.append(time.perf_counter() - began)
    acted = []
    for _ in range(repeat):
        state = window.game_model.state
        action = next_action(family, state)
        began = time.perf_counter()
        window.game_model.submit(action)
        app.processEvents()
        window.grab()
        acted.append(time.perf_counter() - began)
    count = window.game_model.action_count()
    window.close()
    window.deleteLater()
    app.processEvents()
    ms = 1000.0
    return (
        statistics.median(still) * ms,
        max(still) * ms,
        statistics.median(acted) * ms,
        max(acted) * ms,
        count,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="60,250,1000")
    parser.add_argument("--families", default="patent,board,buyword")
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    print("family   actions  refresh, nothing changed: p50 / max ms  one more action: p50 / max ms")
    for family in args.families.split(","):
        for size in (int(size) for size in args.sizes.split(",")):
            still, still_max, acted, acted_max, count = measure(family, size, args.repeat)
            print(
                f"{family:8} {count:7}  {still:21.1f} / {still_max:7.1f}"
                f"  {acted:18.1f} / {acted_max:7.1f}",
                flush=True,
            )


if __name__ == "__main__":
    main()

"""Opening a long game: legal games of 125 to 1,000 actions of every family, opened in the real
window (offscreen) the way File > Open opens them (issue 36.6).

Discard turns never end a patent game, and exchanges never end a board game under the rule
that ends it after every player passed twice; a BuyWord auction goes on while the bidders can
raise. So each family has legal games as long as one likes, and a person who opens one must not
wait: the target is at most 3 s for any game of 1,000 actions. Each game is built here through
the engine (every action checked), saved as a ``.patentgame`` file, and opened by the app's
keeping of games in a fresh main window; the clock runs from File > Open's choice of the file to
the window laid out and painted (``grab()``), and the part the engine takes (reading the file
and replaying every action) is shown beside it.

    QT_QPA_PLATFORM=offscreen python benchmarks/open_long_game.py [--sizes 125,250,500,1000]
        [--families patent,board,buyword] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The checkout's own code, even where the environment has another copy installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.keeping.saves import open_game, record_text
from patentgame.model.games import KeptGame
from patentgame.model.lexicon import Lexicon

PEOPLE = ("Ann", "Ben")


def long_patent_game(actions: int) -> KeptGame:
    """Two people who discard a card every turn (and skip every purchase): a turn never
    ends the game, so it is as long as wanted."""
    from patentgame.model.patent.actions import Buy, Discard, Respond
    from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec

    game = PatentGame.new(tuple(PlayerSpec(name) for name in PEOPLE), Lexicon.load(), seed=36)
    while game.action_count < actions:
        seat = game.to_act[0]
        phase = game.phase
        if phase is Phase.BUILD:
            move: object = Discard(seat, (game.hand(seat)[0],))
        elif phase is Phase.BUY:
            move = Buy(seat, None)
        elif phase is Phase.CHALLENGE:
            move = Respond(seat, challenge=False)
        else:
            move = Discard(seat, ())
        game.play(move)  # type: ignore[arg-type]
    return game


def long_board_game(actions: int) -> KeptGame:
    """Scrabble between two people who exchange one tile every turn: an exchange is no pass,
    so the game never ends under the rules without the six-scoreless-turns end (the option
    off, as in every game recorded before record version 2)."""
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
        seat = game.current
        game.play(Exchange(seat, (game.rack(seat)[0],)))
    return game


def long_buyword_game(actions: int) -> KeptGame:
    """BuyWord's auction between four people who outbid each other a dollar at a time while
    they can pay, and sell every word their tiles spell (the money goes back into bids)."""
    from patentgame.model.buyword.game import BuyWordGame
    from patentgame.model.buyword.rules import BuyWordRules
    from patentgame.model.buyword.search import WordFinder
    from patentgame.model.seats import PlayerSpec

    lexicon = Lexicon.load()
    finder = WordFinder(lexicon)
    names = (*PEOPLE, "Cid", "Dee")
    game = BuyWordGame.new(
        tuple(PlayerSpec(name) for name in names), lexicon, BuyWordRules(auction=True), seed=36
    )
    while game.action_count < actions and not game.game_over:
        game.play(_buyword_move(game, game.to_act[0], finder))
    return game


def _buyword_move(game: Any, seat: int, finder: Any) -> Any:
    """The next action of :func:`long_buyword_game`'s people."""
    from patentgame.model.buyword import actions as act
    from patentgame.model.buyword.phases import Phase
    from patentgame.model.buyword.search import tiles_for
    from patentgame.model.buyword.tiles import is_wild, letter_of

    phase = game.phase
    if phase is Phase.ROLL:
        return act.Roll(seat)
    if phase is Phase.CHOOSE:
        return act.Choose(seat, 2)
    if phase is Phase.AUCTION:
        bid = act.Bid(seat, game.high_bid + 1)
        return bid if game.why_illegal(bid) is None else act.Pass(seat)
    if phase is Phase.BUY:
        buy = act.Buy(seat)
        return buy if game.why_illegal(buy) is None else act.Decline(seat)
    if phase is Phase.SELL:
        hand = game.hand(seat)
        letters = "".join(letter_of(tile) for tile in hand if not is_wild(tile))
        wilds = sum(1 for tile in hand if is_wild(tile))
        for found in finder.find(letters, wilds):
            tiles = tiles_for(found.word, found.wild, hand)
            if (
                tiles is not None
                and game.why_illegal(sale := act.Sell(seat, tiles, found.wild)) is None
            ):
                return sale
        return act.StopSelling(seat)
    if phase is Phase.CHALLENGE:
        return act.Respond(seat, challenge=False)
    # Down to the letter tiles a hand may keep: the fewest that will do.
    letter_tiles = tuple(tile for tile in game.hand(seat) if not is_wild(tile))
    return next(
        discard
        for count in range(len(letter_tiles) + 1)
        if game.why_illegal(discard := act.Discard(seat, letter_tiles[:count])) is None
    )


BUILDERS: dict[str, Callable[[int], KeptGame]] = {
    "patent": long_patent_game,
    "board": long_board_game,
    "buyword": long_buyword_game,
}


def time_open(path: Path, data: Path) -> tuple[float, float, int]:
    """Seconds to open ``path`` in a fresh window until it is laid out and painted, the part
    of them the engine took, and the lines of the log."""
    from PySide6.QtWidgets import QApplication

    from patentgame.app import create_window
    from patentgame.views.game_keeping import GameKeeping

    app = QApplication.instance() or QApplication([])
    window = create_window(str(data))
    window.resize(1280, 800)
    window.show()
    keeping = GameKeeping(window, data, None, ask=lambda *_: True, inform=lambda *_: None)
    keeping.start(offer_resume=False)
    window.play_solo()
    app.processEvents()
    window.grab()
    began = time.perf_counter()
    open_game(path, window.load_lexicon)
    engine = time.perf_counter() - began
    began = time.perf_counter()
    assert keeping.open_file(path)
    app.processEvents()
    window.grab()
    app.processEvents()
    took = time.perf_counter() - began
    lines = window.table.log.count()
    keeping.close()
    window.close()
    window.deleteLater()
    app.processEvents()
    return took, engine, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="125,250,500,1000")
    parser.add_argument("--families", default="patent,board,buyword")
    parser.add_argument("--runs", type=int, default=3, help="openings of each game (median)")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    print("family   actions  log lines  open (median s)  of it the engine (s)")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for family in args.families.split(","):
            for size in sizes:
                game = BUILDERS[family](size)
                path = root / f"{family}-{size}.patentgame"
                path.write_text(record_text(game), "utf-8")
                timings = [
                    time_open(path, root / f"data-{family}-{size}-{run}")
                    for run in range(args.runs)
                ]
                took = statistics.median(t[0] for t in timings)
                engine = statistics.median(t[1] for t in timings)
                print(
                    f"{family:8} {game.action_count:7}  {timings[0][2]:9}  {took:15.2f}"
                    f"  {engine:20.2f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()

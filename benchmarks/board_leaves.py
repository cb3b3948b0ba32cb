"""Fit the board players' leave values by self-play, and optionally write them into the game.

    python benchmarks/board_leaves.py --game scrabble-en --games 800 --seed 5000 --write

plays ``--games`` seeded games between ``--seats`` (default two greedy players; a second round
with ``ai:expert,ai:expert`` plays with the values of the first), records every turn taken with
a full bag (the tiles kept, and the player's score on its next turn), fits the leave model of
:mod:`patentgame.model.board.ai.leaves` by least squares, prints the values, and with
``--write`` stores them in ``patentgame/model/board/ai/leave_tables.py`` for the rule set's tiles
and word list. docs/board-ai.md records the runs.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pprint
import re
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patentgame.model.board.ai.fitting import Sample, collect, fit
from patentgame.model.board.ai.leaves import feature_names, model_from_weights
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon

TABLES = Path(__file__).resolve().parent.parent / "patentgame/model/board/ai/leave_tables.py"

_JOB: dict[str, Any] = {}


def _start(rule_set: str, seats: list[str]) -> None:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    _JOB.update(rules=rules, lexicon=lexicon, players=[create_player(k, lexicon) for k in seats])


def _game(seed: int) -> list[Sample]:
    return collect(_JOB["rules"], _JOB["players"], _JOB["lexicon"], seed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scrabble-en", help="rule set (default scrabble-en)")
    parser.add_argument("--games", type=int, default=800, help="games to play (default 800)")
    parser.add_argument("--seed", type=int, default=5000, help="seed of the first game")
    parser.add_argument("--seats", default="ai:greedy,ai:greedy", help="player ids")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--ridge", type=float, default=2.0, help="ridge of the fit")
    parser.add_argument("--write", action="store_true", help="store the values in the game")
    args = parser.parse_args()
    seats = [seat.strip() for seat in args.seats.split(",")]
    began = time.perf_counter()
    seeds = range(args.seed, args.seed + args.games)
    samples: list[Sample] = []
    if args.workers > 1:
        with multiprocessing.get_context("fork").Pool(
            args.workers, _start, (args.game, seats)
        ) as pool:
            for found in pool.imap_unordered(_game, seeds, chunksize=4):
                samples.extend(found)
    else:
        _start(args.game, seats)
        for seed in seeds:
            samples.extend(_game(seed))
    rules = rules_for(args.game)
    weights, constant, r2 = fit(samples, args.ridge)
    seconds = time.perf_counter() - began
    source = (
        f"benchmarks/board_leaves.py --game {args.game} --games {args.games} "
        f"--seed {args.seed} --seats {args.seats}: {len(samples)} turns, R2 {r2:.3f}"
    )
    model = model_from_weights(rules.tiles, weights, source)
    print(f"{args.game}: {args.games} games, {len(samples)} turns, {seconds:.0f} s")
    print(f"next-turn score with an empty leave {constant:.1f}, R2 {r2:.3f}")
    names = feature_names(rules.tiles)
    print("  ".join(f"{name} {weight:+.1f}" for name, weight in zip(names, weights, strict=True)))
    if args.write:
        write(rules.tiles.id, rules.lexicon_id, model)
        print(f"written to {TABLES}")
    return 0


def write(tiles: str, list_id: str, model: Any) -> None:
    """Replace or add the table of (tiles, list_id) in leave_tables.py."""
    text = TABLES.read_text("utf-8")
    match = re.search(r"# BEGIN FITTED TABLES\n(.*)# END FITTED TABLES", text, re.S)
    assert match is not None
    namespace: dict[str, Any] = {"Any": Any}
    exec(match.group(1).replace(": dict[tuple[str, str], FittedTable]", ""), namespace)
    tables: dict[tuple[str, str], dict[str, Any]] = namespace["TABLES"]
    tables[(tiles, list_id)] = {
        "first": dict(model.first),
        "extra": dict(model.extra),
        "balance": model.balance,
        "q_no_u": model.q_no_u,
        "source": model.source,
    }
    body = "TABLES: dict[tuple[str, str], FittedTable] = " + pprint.pformat(
        dict(sorted(tables.items())), width=99, sort_dicts=False
    )
    TABLES.write_text(text[: match.start(1)] + body + "\n" + text[match.end(1) :], "utf-8")


if __name__ == "__main__":
    sys.exit(main())

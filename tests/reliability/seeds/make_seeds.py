"""Make the fuzz suite's board and BuyWord seeds: real seeded games played by the labs (every
board rule set, two BuyWord games), written as the records the families read.

    .venv/bin/python tests/reliability/seeds/make_seeds.py tests/reliability/seeds
"""

from __future__ import annotations

import sys
from pathlib import Path

from patentgame.model.board import record as board_record
from patentgame.model.board.lab import play
from patentgame.model.board.rules import RULE_SETS, rules_for
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import Lexicon

out = Path(sys.argv[1])
pairs = {
    "scrabble-en": ("ai:greedy", "ai:random"),
    "erudit-ru": ("ai:random", "ai:greedy"),
    "scrabble-ru": ("ai:greedy", "ai:random", "ai:random"),
    "wocable-en": ("ai:random", "ai:greedy"),
    "wocable-es": ("ai:greedy", "ai:random"),
}
for seed, rule_set in enumerate(RULE_SETS, 1):
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game, result = play(rules, pairs[rule_set], lexicon, seed)
    assert result.finished and not result.problems, (rule_set, result.problems)
    (out / "board" / f"{rule_set}-seed{seed}.json").write_text(
        board_record.dumps(board_record.record_of(game)), "utf-8"
    )
    print(rule_set, len(game.actions), "moves")
lexicon = Lexicon.load("en-enable")
for seed, kinds in (
    (1, ("ai:greedy", "ai:random")),
    (2, ("ai:random", "ai:greedy", "ai:random")),
):
    task = GameTask(index=0, kinds=kinds, seed=seed, leader=0)
    result = play_game(task, lexicon, BuyWordRules(), keep_record=True)
    assert result.finished and result.record is not None
    (out / "buyword" / f"{len(kinds)}-players-seed{seed}.json").write_text(result.record, "utf-8")
    print("buyword", kinds, result.rounds, "rounds")

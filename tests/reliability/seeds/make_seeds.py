"""Make the fuzz suite's board, BuyWord and GCG seeds: real seeded games played by the labs
(every board rule set, two BuyWord games, two games the app writes as GCG), written as the
records and files the families read, and two GCG files of real play copied from the tests.

    .venv/bin/python tests/reliability/seeds/make_seeds.py tests/reliability/seeds [gcg]

With ``gcg``, only the GCG seeds are made.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from patentgame.model.board import gcg
from patentgame.model.board import record as board_record
from patentgame.model.board.lab import play
from patentgame.model.board.rules import RULE_SETS, rules_for
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import Lexicon

#: GCG files of real play in the tests, kept as seeds too (a challenge bonus, notes, the pass
#: that accepts a play that went out).
GCG_TESTS = Path(__file__).resolve().parents[2] / "model" / "board" / "gcg"
#: A short file with what the games above lack: time penalties and a note over two lines.
TIME_PENALTIES = """#character-encoding UTF-8
#player1 ann Ann Lee
#player2 bob Bob
>ann: ACERTTW 8D WATTER +26 26
#note a note that goes on
over the next line
>bob: ?DEINOS E5 SOD. +10 10
>ann: (time) -10 16
>bob: (time) -2 8
"""


def make_records(out: Path) -> None:
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
        task = GameTask(index=0, kinds=kinds, seed=seed, first=0)
        result = play_game(task, lexicon, BuyWordRules(), keep_record=True)
        assert result.finished and result.record is not None
        (out / "buyword" / f"{len(kinds)}-players-seed{seed}.json").write_text(
            result.record, "utf-8"
        )
        print("buyword", kinds, result.rounds, "rounds")


def make_gcg(out: Path) -> None:
    folder = out / "gcg"
    folder.mkdir(exist_ok=True)
    lexicon = Lexicon.load("en-enable")
    for seed, rule_set in ((1, "scrabble-en"), (4, "wocable-en")):
        game, result = play(rules_for(rule_set), ("ai:greedy", "ai:random"), lexicon, seed)
        assert result.finished and not result.problems, (rule_set, result.problems)
        text = gcg.write(game)
        assert gcg.read(text).totals() == game.scores
        (folder / f"{rule_set}-seed{seed}.gcg").write_text(text, "utf-8")
        print("gcg", rule_set, len(game.history), "lines")
    for name in ("vs_frentz.gcg", "marisol_vs_tom_double_challenge.gcg"):
        shutil.copy(GCG_TESTS / name, folder / name)
    (folder / "time-penalties.gcg").write_text(TIME_PENALTIES, "utf-8")
    assert gcg.read(TIME_PENALTIES).totals() == (16, 8)


if __name__ == "__main__":
    target = Path(sys.argv[1])
    if sys.argv[2:] != ["gcg"]:
        make_records(target)
    make_gcg(target)

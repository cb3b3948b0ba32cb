"""A pinned expert-vs-strong game: any change to how the AIs play shows up in review.

When a change to the players is meant, regenerate the file and review its diff:

    .venv/bin/python -m tests.golden.test_ai_golden
"""

from __future__ import annotations

import json
from pathlib import Path

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai.lab import GameTask, play_game
from patentgame.model.patent.record import loads
from patentgame.model.patent.replay import replay
from patentgame.model.patent.rules import RuleSet

GOLDEN = Path(__file__).with_name("expert_vs_strong.json")
TASK = GameTask(0, ("ai:expert", "ai:strong"), first=0, seed=2026)


def _play() -> str:
    result = play_game(TASK, Lexicon.load("en-enable"), RuleSet(), keep_record=True)
    assert result.record is not None
    return result.record


def test_the_pinned_expert_vs_strong_game_is_played_again_move_for_move() -> None:
    pinned = json.loads(GOLDEN.read_text("utf-8"))
    played = json.loads(_play())
    for index, (want, got) in enumerate(zip(pinned["actions"], played["actions"], strict=False)):
        assert got == want, (
            f"action {index} changed: {pinned['decisions'][index]!r} -> "
            f"{played['decisions'][index]!r}; if meant, regenerate (see the module docstring)"
        )
    assert len(played["actions"]) == len(pinned["actions"])
    assert played["decisions"] == pinned["decisions"]


def test_the_pinned_game_replays_to_its_end() -> None:
    record = loads(GOLDEN.read_text("utf-8"))
    game = replay(record, Lexicon.load(record.lexicon_id))
    assert game.game_over
    assert game.winners


if __name__ == "__main__":
    GOLDEN.write_text(_play() + "\n", "utf-8")
    print(f"wrote {GOLDEN}")

"""``patentgame replay`` and ``patentgame selfplay --game buyword`` on BuyWord games: both reach
BuyWord through the registry of families."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from patentgame.model.buyword.actions import Buy, Sell
from patentgame.model.buyword.record import dumps
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import import_wordlist
from tests.model.buyword.scenario import new_game, start_round, tiles_of


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args], capture_output=True, text=True, timeout=120
    )


def test_replay_prints_the_state_of_a_saved_buyword_game(tmp_path: Path) -> None:
    game = new_game(1, "QUIZ")
    start_round(game, 4)
    game.play(Buy(0))
    game.play(Sell(0, tiles_of(game, 0, "QUIZ")))
    path = tmp_path / "quiz.patentgame"
    path.write_text(dumps(game.record()), "utf-8")
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["game"] == "buyword" and summary["players"][0]["money"] == 200
    assert summary["round"] == 2 and summary["phase"] == "roll"
    result = run("replay", str(path), "--until", "2")
    assert json.loads(result.stdout)["phase"] == "buy"


def test_replay_of_a_themed_game_loads_the_theme_from_the_user_s_word_lists(
    tmp_path: Path,
) -> None:
    words = tmp_path / "animals.txt"
    words.write_text("quiz\ncat\n", "utf-8")
    data_dir = tmp_path / "profile"
    # --data-dir DIR keeps the user's data, their imported word lists too, in DIR/data.
    theme = import_wordlist(words, "Animals", data_dir / "data").info.id
    game = new_game(1, "QUIZ", BuyWordRules(theme=theme), theme_words={"quiz", "cat"})
    start_round(game, 4)
    game.play(Buy(0))
    game.play(Sell(0, tiles_of(game, 0, "QUIZ")))
    path = tmp_path / "quiz.patentgame"
    path.write_text(dumps(game.record()), "utf-8")
    result = run("--data-dir", str(data_dir), "replay", str(path))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["players"][0]["money"] == game.money(0)
    missing = run("replay", str(path))  # without the user's lists the theme is not there
    assert missing.returncode == 2 and "the theme's word list cannot be loaded" in missing.stderr


def test_replay_of_a_bad_buyword_record_exits_2_with_one_line(tmp_path: Path) -> None:
    game = new_game(1, "QUIZ")
    start_round(game, 4)
    data = json.loads(dumps(game.record()))
    data["actions"].append({"seat": 0, "act": "sell", "tiles": [1, 2]})
    path = tmp_path / "bad.patentgame"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "action 2 is illegal: wrong_phase" in result.stderr


def test_selfplay_of_buyword_reports_mean_money_per_player_alone_and_at_a_table() -> None:
    alone = run(
        "selfplay", "--game", "buyword", "--seats", "ai:greedy", "--games", "2", "--seed", "3",
        "--workers", "1", "--json", "--quiet",
    )  # fmt: skip
    assert alone.returncode == 0, alone.stderr
    summary = json.loads(alone.stdout)
    assert summary["game"] == "buyword" and summary["games"] == 2
    assert set(summary["mean_score"]) == {"ai:greedy"} and summary["mean_score"]["ai:greedy"] > 0
    table = run(
        "selfplay", "--game", "buyword", "--seats", "ai:greedy,ai:random", "--games", "2",
        "--workers", "1", "--rules", '{"draft": true}', "--quiet",
    )  # fmt: skip
    assert table.returncode == 0, table.stderr
    assert "ai:greedy" in table.stdout and "ai:random" in table.stdout
    clocked = run(
        "selfplay", "--game", "buyword", "--seats", "ai:expert,ai:greedy", "--games", "2",
        "--seed", "3", "--workers", "1", "--seconds", "2", "--json", "--quiet",
    )  # fmt: skip
    assert clocked.returncode == 0, clocked.stderr
    assert json.loads(clocked.stdout)["games"] == 2


def test_selfplay_of_buyword_refuses_bad_tables_in_one_line() -> None:
    for args, message in (
        (("--seats", "a,b,c,d,e"), "1 to 4 player ids"),
        (("--seats", "ai:nobody"), "Unknown player 'ai:nobody'"),
        (("--seats", "ai:greedy", "--rules", '{"auction": true}'), "two players"),
        (("--seats", "ai:greedy", "--rules", "{"), "--rules is not valid JSON"),
        (("--seats", "ai:greedy", "--rules", "[" * 100_000), "--rules is not valid JSON"),
    ):
        result = run("selfplay", "--game", "buyword", *args, "--games", "1", "--quiet")
        assert result.returncode == 2 and message in result.stderr, result.stderr
        assert result.stderr.count("\n") == 1

"""``patentgame review``: a game's review as text or JSON, or exit 2 with one line, never a
traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.coach.audit import self_play_records
from patentgame.model.patent.record import dumps


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args], capture_output=True, text=True, timeout=120
    )


@pytest.fixture(scope="module")
def game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished game between the casual and the beginner player (seed 2 of the check)."""
    record = list(self_play_records(2, 20, Lexicon.load("en-enable")))[1]
    path = tmp_path_factory.mktemp("review") / "game.json"
    path.write_text(dumps(record), encoding="utf-8")
    return path


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_the_review_prints_each_turn_beside_the_experts_choice(game_file: Path) -> None:
    result = run("review", str(game_file))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    document = json.loads(game_file.read_text("utf-8"))
    names = [player["name"] for player in document["players"]]
    assert lines[0].startswith(f"Review of {names[0]} vs {names[1]} (finished,")
    assert "Expert" in lines[3] and "Given up" in lines[3]
    turn_rows = [line for line in lines if line[:4].strip().isdigit()]
    assert len(turn_rows) >= 10
    assert "Value given up over the game" in lines
    assert "Biggest turns missed" in lines
    misses = lines[lines.index("Biggest turns missed") + 1 :]
    assert misses[0].startswith("  1. turn ")


def test_the_json_review_holds_the_turns_the_series_and_the_misses(game_file: Path) -> None:
    result = run("review", str(game_file), "--json")
    assert result.returncode == 0, result.stderr
    review = json.loads(result.stdout)
    assert review["seats"] == [0, 1] and review["game_over"] is True
    turns = review["turns"]
    for turn in turns:
        assert turn["best"]["value"] >= turn["made"]["value"]
        assert turn["given_up"] == pytest.approx(
            max(0.0, turn["best"]["value"] - turn["made"]["value"]), abs=0.02
        )
        assert len(turn["top"]) <= 3
        assert turn["made"]["action"]["seat"] == turn["seat"]
        # The keys every family's review has (issue 32.2), beside the patent game's own.
        assert turn["player"] == turn["seat"] and turn["played"] == turn["made"]
    for seat in ("0", "1"):
        own = [turn for turn in turns if turn["seat"] == int(seat)]
        assert len(review["given_up"][seat]) == len(own)
    indexes = {turn["action_index"] for turn in turns}
    assert set(review["biggest_misses"]) <= indexes and len(review["biggest_misses"]) <= 3


def test_one_seat_is_reviewed_with_seat(game_file: Path) -> None:
    result = run("review", str(game_file), "--seat", "1", "--json")
    assert result.returncode == 0, result.stderr
    review = json.loads(result.stdout)
    assert review["seats"] == [1]
    assert {turn["seat"] for turn in review["turns"]} == {1}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ({"format": "patentgame-buyword-record"}, "is damaged"),
        ({"format": "patentgame-record", "version": 1}, ""),
    ],
)
def test_a_file_that_is_not_a_valid_record_exits_2_with_one_line(
    tmp_path: Path, content: Any, message: str
) -> None:
    result = run("review", write(tmp_path, content))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("patentgame review: ") and message in result.stderr
    assert "Traceback" not in result.stderr


def test_a_record_with_an_illegal_action_or_a_missing_seat_exits_2(
    tmp_path: Path, game_file: Path
) -> None:
    document = json.loads(game_file.read_text("utf-8"))
    other = 1 - document["start"]  # not the player whose turn it is
    document["actions"][0] = {"seat": other, "act": "discard", "cards": []}
    result = run("review", write(tmp_path, document))
    assert result.returncode == 2 and "action 0 is illegal" in result.stderr
    seat = run("review", str(game_file), "--seat", "4")
    assert seat.returncode == 2 and "There is no seat 4: seats are 0 to 1" in seat.stderr
    missing = run("review", str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2 and "nowhere.json does not exist" in missing.stderr
    for result in (seat, missing):
        assert len(result.stderr.strip().splitlines()) == 1


def passes(count: int) -> dict[str, Any]:
    """A legal record of ``count`` passes (a discard of no card): nothing ends such a game."""
    return {
        "format": "patentgame-record", "version": 1, "lexicon": "en-enable", "seed": 7,
        "players": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}],
        "start": 0, "actions": [{"seat": i % 2, "act": "discard", "cards": []}
                                for i in range(count)],
    }  # fmt: skip


def test_a_position_met_again_is_reviewed_from_the_first_search(tmp_path: Path) -> None:
    """A record of thousands of passes (issue 36.7: 20,000 took 88 s): a seat that meets its
    position again is not searched again, and the reviews share what was found."""
    from patentgame.commands.review import review_json, review_json_text
    from patentgame.model.patent.coach import Coach
    from patentgame.model.patent.record import from_json

    review = Coach(Lexicon.load("en-enable")).review_game(from_json(passes(400)))
    assert len(review.turns) == 400
    anns = [turn for turn in review.turns if turn.seat == 0]
    first = anns[0].top
    assert first and all(all(a is b for a, b in zip(turn.top, first, strict=True)) for turn in anns)
    assert all(turn.made is anns[0].made for turn in anns)  # the pass, valued once
    assert [turn.turn for turn in anns[:3]] == [0, 2, 4]
    assert "".join(review_json_text(review)) == json.dumps(review_json(review), ensure_ascii=False)
    result = run("review", write(tmp_path, passes(400)), "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == json.loads(json.dumps(review_json(review)))


# -- every family (issue 32.2, 32.7) -----------------------------------------------------------


@pytest.fixture(scope="module")
def saved_games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``patentgame selfplay --save-games`` of a board game and a BuyWord game, two games each."""
    folder = tmp_path_factory.mktemp("saved")
    out = {}
    for game, seats in (
        ("scrabble-en", "ai:casual,ai:beginner"),
        ("buyword", "ai:casual,ai:greedy"),
    ):
        target = folder / game
        result = run(
            "selfplay",
            "--game",
            game,
            "--seats",
            seats,
            "--games",
            "2",
            "--seed",
            "3",
            "--workers",
            "1",
            "--quiet",
            "--save-games",
            str(target),
        )
        assert result.returncode == 0, result.stderr
        saved = sorted(target.glob("game-*.json"))
        assert [path.name for path in saved] == ["game-00000.json", "game-00001.json"]
        out[game] = saved[1]
    return out


def test_selfplay_saves_board_and_buyword_games_that_replay(saved_games: dict[str, Path]) -> None:
    for game, path in saved_games.items():
        result = run("replay", str(path))
        assert result.returncode == 0, result.stderr
        summary = json.loads(result.stdout)
        assert summary["game_over"] is True, game
    board = json.loads(saved_games["scrabble-en"].read_text("utf-8"))
    assert board["format"] == "patentgame-board-record" and board["moves"]
    # The computers' reasons ride along as the record's notes, as the app keeps them.
    assert board["notes"][0][2].startswith(("played", "exchanged", "no play"))


@pytest.mark.parametrize(("game", "unit"), [("scrabble-en", "equity"), ("buyword", "money")])
def test_a_saved_game_of_each_family_is_reviewed_as_json(
    saved_games: dict[str, Path], game: str, unit: str
) -> None:
    result = run("review", str(saved_games[game]), "--json")
    assert result.returncode == 0, result.stderr
    review = json.loads(result.stdout)
    assert review["unit"] == unit and review["game_over"] is True
    assert review["players"] == [
        player["name"] for player in json.loads(saved_games[game].read_text("utf-8"))["players"]
    ]
    turns = review["turns"]
    assert len(turns) >= 10
    for turn in turns:
        assert {"player", "played", "best", "given_up"} <= set(turn)
        assert turn["best"]["value"] >= turn["played"]["value"]
        assert turn["given_up"] == pytest.approx(
            turn["best"]["value"] - turn["played"]["value"], abs=0.02
        )
        assert turn["played"]["action"]["seat"] == turn["player"]
    for seat in review["seats"]:
        assert len(review["given_up"][str(seat)]) == sum(t["player"] == seat for t in turns)
    assert len(review["biggest_misses"]) <= 3


def test_a_saved_board_game_is_reviewed_as_text(saved_games: dict[str, Path]) -> None:
    result = run("review", str(saved_games["scrabble-en"]), "--seat", "0")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Review of ai:") and "(finished," in lines[0]
    assert lines[1].startswith("Values are the expert's equity")
    assert "Biggest turns missed" in lines
    rows = [line for line in lines if line[:5].strip().isdigit()]
    assert len(rows) >= 5


def test_a_gcg_file_is_reviewed() -> None:
    path = Path(__file__).parent / "model" / "board" / "gcg" / "doug_v_emely.gcg"
    result = run("review", str(path), "--json")
    assert result.returncode == 0, result.stderr
    review = json.loads(result.stdout)
    assert review["players"] == ["doug", "emely"] and review["family"] == "board"
    withdrawn = [turn for turn in review["turns"] if turn["played"]["withdrawn"]]
    assert withdrawn and all(turn["played"]["points"] == 0 for turn in withdrawn)
    text = run("review", str(path))
    assert text.returncode == 0 and "(withdrawn)" in text.stdout


def test_a_broken_gcg_file_exits_2_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "game.gcg"
    path.write_text("#player1 a A\n#player2 b B\n>a: XYZ 8H QQQ +90 90\n", encoding="utf-8")
    result = run("review", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("patentgame review: ") and "Traceback" not in result.stderr

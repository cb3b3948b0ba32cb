"""``patentgame moves`` and ``patentgame selfplay --game``, as a person runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patentgame.cli import main
from patentgame.model.board.lab import play
from patentgame.model.board.record import dumps, record_of
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon

GCG = Path(__file__).parent / "gcg" / "vs_frentz.gcg"


def test_moves_of_a_gcg_position_best_score_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "--game", "scrabble-en", "--gcg", str(GCG), "--turn", "5",
                 "--limit", "3"]) == 0  # fmt: skip
    out = capsys.readouterr().out.splitlines()
    assert "rack BEGIIJX: 88 legal placements" in out[0]
    assert len(out) == 4
    # cesar played 9G XI for 35; two plays score more (the better leave first).
    assert out[1].split()[1:4] == ["9E", "(S)IX", "37"]
    assert out[2].split()[1:4] == ["9E", "(S)EX", "37"]
    assert out[3].split()[1:4] == ["9G", "XI", "35"]


def test_moves_as_json_with_a_rack_of_ones_own(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "--game", "scrabble-en", "--gcg", str(GCG), "--turn", "1",
                 "--rack", "cat", "--limit", "0", "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["rack"] == ["c", "a", "t"] and data["count"] == 20 == len(data["moves"])
    assert {move["word"] for move in data["moves"]} == {"CAT", "ACT", "AT", "TA"}
    first = data["moves"][0]
    assert first["score"] == 10 and first["tiles"][0].keys() == {"at", "letter", "blank"}
    assert [move["score"] for move in data["moves"]] == sorted(
        (move["score"] for move in data["moves"]), reverse=True
    )


def test_moves_of_a_board_record_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = rules_for("erudit-ru")
    lexicon = Lexicon.load(rules.lexicon_id)
    game, _ = play(rules, ["ai:greedy", "ai:greedy"], lexicon, 4)
    path = tmp_path / "game.patentgame"
    path.write_text(dumps(record_of(game)), "utf-8")
    assert main(["moves", "--game", "erudit-ru", "--record", str(path), "--until", "6",
                 "--sort", "equity", "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["sort"] == "equity" and data["seat"] == game.actions[6].seat
    equities = [move["equity"] for move in data["moves"]]
    assert equities == sorted(equities, reverse=True) and data["count"] >= len(data["moves"])
    assert main(["moves", "--game", "erudit-ru", "--record", str(path), "--until", "0",
                 "--rack", "Щука?ёж", "--limit", "0", "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["rack"] == ["щ", "у", "к", "а", "?", "ё", "ж"]
    assert "ЩУКА" in {move["word"] for move in data["moves"]}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess", "--gcg", "x", "--turn", "1"], "Unknown rule set"),
        (["--game", "scrabble-en", "--gcg", str(GCG)], "--gcg needs --turn"),
        (["--game", "scrabble-en", "--gcg", str(GCG), "--turn", "99"], "--turn must be 1 to"),
        (
            ["--game", "scrabble-en", "--gcg", str(GCG), "--turn", "2", "--rack", "ab1"],
            "not a tile",
        ),
        (
            ["--game", "scrabble-en", "--gcg", str(GCG), "--turn", "2", "--rack", "zzz"],
            "Only 1 'z'",
        ),
        (
            ["--game", "scrabble-en", "--gcg", str(GCG), "--turn", "2", "--rack", "abcdefgh"],
            "at most 7",
        ),
        (["--game", "erudit-ru", "--gcg", str(GCG), "--turn", "2"], "English rule sets only"),
        (
            ["--game", "scrabble-en", "--gcg", "/nonexistent.gcg", "--turn", "2"],
            "nonexistent.gcg does not exist",
        ),
        (["--game", "scrabble-en", "--record", str(GCG), "--until", "2"], "patentgame moves:"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["moves", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_selfplay_of_a_board_game_reports_like_the_lab(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "wocable-es", "--seats", "ai:expert,ai:beginner",
                 "--games", "2", "--seed", "3", "--quiet", "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["illegal_moves"] == 0 and data["problems"] == []
    assert set(data["win_rate"]) == {"ai:expert", "ai:beginner"}
    assert data["decision_ms"]["ai:expert"]["p95"] > 0
    assert main(["selfplay", "--game", "wocable-es", "--seats", "ai:wizard,ai:greedy"]) == 2
    assert "Unknown player 'ai:wizard'" in capsys.readouterr().err


def test_selfplay_of_a_board_game_on_the_apps_clock(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "scrabble-en", "--seats", "ai:expert,ai:casual",
                 "--games", "2", "--seed", "3", "--seconds", "2", "--workers", "1", "--quiet",
                 "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["unfinished"] == 0 and data["problems"] == []
    with pytest.raises(SystemExit):  # one clear line, as for the patent game
        main(["selfplay", "--game", "scrabble-en", "--seats", "ai:expert,ai:casual",
              "--seconds", "0"])  # fmt: skip
    assert "more than 0" in capsys.readouterr().err.strip().splitlines()[-1]


def test_the_help_says_each_file_needs_its_position(capsys: pytest.CaptureFixture[str]) -> None:
    """A GCG file goes with --turn N and a board record with --until N: the help says so, and
    so does the message when the position is left out (issue 34.13)."""
    with pytest.raises(SystemExit):
        main(["moves", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "--record FILE --until N" in shown and "--gcg FILE --turn N" in shown
    assert "--record FILE a board record (.patentgame, JSON); needs --until N" in shown
    assert "--until N with --record, required: the position after the first N moves" in shown
    record = Path(__file__).parent / "record.patentgame"
    assert main(["moves", "--game", "scrabble-en", "--record", str(record)]) == 2
    assert capsys.readouterr().err == (
        "patentgame moves: --record needs --until N: the position after the first N moves "
        "(0: before the first).\n"
    )

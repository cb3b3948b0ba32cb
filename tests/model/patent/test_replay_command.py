"""``patentgame replay``: the summary on stdout, or exit 2 with one line and never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from patentgame.model.patent.game import deck_starting_with

DECK = deck_starting_with("CATSDOG" + "LLLLPPW" + "EEO" + "RNIU")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args], capture_output=True, text=True, timeout=60
    )


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def record(actions: list[Any]) -> dict[str, Any]:
    return {
        "format": "patentgame-record",
        "version": 1,
        "rules": {"challenge": "manual"},
        "lexicon": "en-enable",
        "players": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai:expert"}],
        "start": 0,
        "deck": DECK,
        "seed": 7,
        "actions": actions,
    }


CAT = {"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1}, {"card": 2}]]}
CATS = {"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 1}, {"card": 2}, {"card": 3}]]}


def test_replay_prints_the_summary_as_one_json_object(tmp_path: Path) -> None:
    result = run("replay", write(tmp_path, record([CATS, {"seat": 1, "act": "accept"}])))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert summary["phase"] == "discard" and summary["players"][0]["money"] == 2


def test_replay_checks_challenges_against_the_real_enable_list(tmp_path: Path) -> None:
    # CATS is in ENABLE: the challenger (with $0) makes the bank pay the builder $1.
    valid = run("replay", write(tmp_path, record([CATS, {"seat": 1, "act": "challenge"}])))
    assert json.loads(valid.stdout)["players"][0]["money"] == 3
    # CTA is not: the play is rejected and the builder owes the penalty card.
    cta = {"seat": 0, "act": "build", "words": [[{"card": 0}, {"card": 2}, {"card": 1}]]}
    invalid = run("replay", write(tmp_path, record([cta, {"seat": 1, "act": "challenge"}])))
    summary = json.loads(invalid.stdout)
    assert summary["phase"] == "penalty" and summary["players"][0]["money"] == 0


def test_until_applies_the_first_n_actions(tmp_path: Path) -> None:
    path = write(tmp_path, record([CAT, {"seat": 1, "act": "accept"}]))
    assert json.loads(run("replay", path, "--until", "1").stdout)["phase"] == "challenge"
    assert json.loads(run("replay", path, "--until", "0").stdout)["phase"] == "build"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{broken", "not valid JSON"),
        ({"format": "patentgame-record", "version": 9}, "version"),
        (
            record([{"seat": 1, "act": "discard", "cards": []}]),
            "action 0 is illegal: not_your_turn",
        ),
        (record([CAT, CAT]), "action 1 is illegal"),
        ({**record([]), "lexicon": "xx-none"}, "no word list 'xx-none'"),
    ],
)
def test_a_bad_record_exits_2_with_one_line_and_no_traceback(
    tmp_path: Path, content: Any, expected: str
) -> None:
    result = run("replay", write(tmp_path, content))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0]
    assert "Traceback" not in result.stderr


def test_a_missing_file_exits_2(tmp_path: Path) -> None:
    result = run("replay", str(tmp_path / "absent.json"))
    assert result.returncode == 2 and "absent.json does not exist." in result.stderr
    assert "Traceback" not in result.stderr


def test_version() -> None:
    result = run("--version")
    assert result.returncode == 0 and result.stdout.startswith("patentgame ")

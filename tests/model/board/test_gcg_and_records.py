"""Real tournament games (GCG) replay line by line; board records round-trip and replay; the
command line replays both and refuses bad files with one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.model.board import gcg
from patentgame.model.board.history import EntryKind
from patentgame.model.board.lab import play
from patentgame.model.board.record import dumps, loads, record_of
from patentgame.model.board.replay import replay
from patentgame.model.board.rules import rules_for
from patentgame.model.errors import RecordError
from patentgame.model.lexicon import Lexicon

GAMES = Path(__file__).parent / "gcg"
FILES = sorted(GAMES.glob("*.gcg"))
ROOT = Path(__file__).resolve().parents[3]


def test_the_games_are_there_with_their_source_named() -> None:
    assert len(FILES) >= 5
    assert "domino14/macondo" in (GAMES / "SOURCE.md").read_text("utf-8")


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_each_line_and_the_final_totals_equal_the_files(path: Path) -> None:
    text = path.read_text("utf-8")
    replayed = gcg.read(text)  # raises, naming the line, at the first count that differs
    lines, _ = gcg.parse_lines(text)
    totals = {}
    for line in lines:
        totals[line.nick] = line.total
    assert replayed.game.game_over
    assert replayed.totals() == (totals[replayed.nicks[0]], totals[replayed.nicks[1]])
    summary = replayed.summary()
    assert [(m["score"], m["total"]) for m in summary["moves"]] == [
        (line.score, line.total) for line in lines
    ]


@pytest.mark.parametrize("path", FILES[:3], ids=lambda path: path.stem)
def test_a_written_gcg_reads_back_to_the_same_lines(path: Path) -> None:
    game = gcg.read(path.read_text("utf-8")).game
    again = gcg.read(gcg.write(game)).game
    assert [(e.seat, e.score, e.total) for e in again.history] == [
        (e.seat, e.score, e.total) for e in game.history
    ]


def test_withdrawn_phonies_and_challenge_bonuses_replay() -> None:
    josh = gcg.read((GAMES / "josh2.gcg").read_text("utf-8")).game
    kinds = [entry.kind for entry in josh.history]
    assert EntryKind.WITHDRAWN in kinds and EntryKind.CHALLENGE_BONUS in kinds


def test_a_wrong_score_in_a_file_is_named_by_its_line() -> None:
    text = (GAMES / "doug_v_emely.gcg").read_text("utf-8").replace("+32 32", "+33 33", 1)
    with pytest.raises(RecordError, match="line 3: the engine counts \\+32, the file says \\+33"):
        gcg.read(text)


def test_board_records_round_trip_and_replay_to_the_same_game() -> None:
    lexicon = Lexicon.load("en-enable")
    game, result = play(rules_for("scrabble-en"), ["ai:random", "ai:random"], lexicon, 11)
    assert not result.problems
    record = loads(dumps(record_of(game, saved="today")))
    assert record.extra == {"saved": "today"}
    assert replay(record, lexicon) == game
    assert replay(record, lexicon, until=4).actions == game.actions[:4]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_the_replay_command_prints_a_gcg_game_as_json() -> None:
    result = _cli("replay", str(GAMES / "vs_frentz.gcg"), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [p["score"] for p in data["players"]] == [439, 550]
    assert data["moves"][0] == {
        "player": 0,
        "nick": "cesar",
        "kind": "play",
        "score": 74,
        "total": 74,
        "word": "CRAAlED",
        "position": "8D",
        "rack": "?AACDER",
        "note": "an auspicious beginning. as a side note, i almost hate being obviously lucky "
        "as much as i hate being unlucky. caldera is better because it doesn't expose the "
        "vowels.",
    }
    assert data["moves"][15] == {
        "player": 0,
        "nick": "cesar",
        "kind": "challenge_bonus",
        "score": 5,
        "total": 320,
        "word": "",
        "position": "",
        "rack": "ADDIPYZ",
        "note": "that took guts!!",
    }
    assert data["moves"][-1] == {
        "player": 1,
        "nick": "frentz",
        "kind": "end_rack",
        "score": 16,
        "total": 550,
        "word": "",
        "position": "",
        "rack": "AHNTT",
        "note": "",
    }


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_every_file_replays_to_its_final_scores_with_each_line_s_word_and_note(
    path: Path,
) -> None:
    result = _cli("replay", str(path), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    lines, players = gcg.parse_lines(path.read_text("utf-8"))
    totals = {line.nick: line.total for line in lines}
    assert [player["score"] for player in data["players"]] == [
        totals[players[0][0]],
        totals[players[1][0]],
    ]
    assert data["game_over"]
    moves = data["moves"]
    assert [(m["nick"], m["score"], m["total"]) for m in moves] == [
        (line.nick, line.score, line.total) for line in lines
    ]
    plays = [m for m in moves if m["kind"] == "play"]
    assert plays and all(m["word"] and m["position"] and m["rack"] for m in plays)
    raw = [text for text in path.read_text("utf-8").splitlines() if text.strip()]
    noted = [
        raw[index - 1].split(":")[0][1:]
        for index, text in enumerate(raw)
        if text.startswith("#note") and raw[index - 1].startswith(">")
    ]
    assert [m["nick"] for m in moves if m["note"]] == noted


def test_a_double_challenge_file_accepts_the_pass_after_the_play_that_went_out() -> None:
    """The opponent's pass after a play that went out accepts it (as the app asks a player to:
    "The last play went out: pass to accept it"); the end line follows."""
    path = GAMES / "marisol_vs_tom_double_challenge.gcg"
    result = _cli("replay", str(path), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [p["score"] for p in data["players"]] == [422, 365]
    assert data["winners"] == [0] and data["game_over"]
    assert [m["kind"] for m in data["moves"][-3:]] == ["play", "pass", "end_rack"]
    assert data["moves"][-2]["rack"] == "Q" and data["moves"][-1]["score"] == 20
    replayed = gcg.read(path.read_text("utf-8"))
    assert replayed.totals() == (422, 365)
    # A pass after the game ended is still refused, and so is a pass that scores.
    text = path.read_text("utf-8")
    with pytest.raises(RecordError, match="line 35: illegal move"):
        gcg.read(text + ">marisol: Q - +0 422\n")
    with pytest.raises(RecordError, match="the engine counts \\+0, the file says \\+3"):
        gcg.read(text.replace(">marisol: Q - +0 422", ">marisol: Q - +3 425"))


def test_the_replay_command_replays_a_board_record(tmp_path: Path) -> None:
    lexicon = Lexicon.load("ru-forms")
    game, _ = play(rules_for("scrabble-ru"), ["ai:random", "ai:random"], lexicon, 2)
    path = tmp_path / "game.patentgame"
    path.write_text(dumps(record_of(game)), "utf-8")
    result = _cli("replay", str(path))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["rule_set"] == "scrabble-ru" and data["game_over"]
    assert [p["score"] for p in data["players"]] == list(game.scores)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{"format": "patentgame-board-record", "version": 1, "rules": {"rule_set": "nope"}}',
            "rule_set",
        ),
        (
            '{"format": "patentgame-board-record", "version": 1, '
            '"rules": {"rule_set": "erudit-ru"}, '
            '"players": [{"name": "a"}, {"name": "b"}], "moves": [{"seat": 0, "act": "pass"}, '
            '{"seat": 0, "act": "pass"}]}',
            "move 1 is illegal: not_your_turn",
        ),
        ("#player1 a a\n#player2 b b\n>a: ABC 8D ABC +99 99\n", "line 3"),
        ("#player1 a a\n>a: what\n", "line 2"),
    ],
)
def test_bad_board_files_exit_2_with_one_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.gcg"
    path.write_text(text, "utf-8")
    result = _cli("replay", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr


def test_selfplay_plays_a_board_game_to_the_end() -> None:
    result = _cli(
        "selfplay",
        "--game",
        "wocable-es",
        "--seats",
        "ai:random,ai:random",
        "--games",
        "2",
        "--json",
        "--quiet",
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 2 and summary["unfinished"] == 0 and summary["problems"] == []
    bad = _cli("selfplay", "--game", "chess", "--seats", "ai:random,ai:random")
    assert bad.returncode == 2 and "Unknown game 'chess'" in bad.stderr
    assert "erudit-ru" in bad.stderr and bad.stderr.count("\n") == 1
    # The family's id plays its first rule set.
    family = _cli(
        "selfplay", "--game", "board", "--seats", "ai:random,ai:random", "--games", "1", "--json"
    )
    assert family.returncode == 0, family.stderr
    assert json.loads(family.stdout)["rule_set"] == "scrabble-en"

"""Issue 33.10: ``patentgame selfplay`` takes the computer players by the names the app shows
as well as by id, lists the ids in ``--help``, and names every known player when one is not."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from patentgame.cli import main


def _selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["selfplay", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("game", "seats", "ids"),
    [
        ("patent", "Sam,TYCOON", {"ai:casual", "ai:expert"}),
        ("scrabble-en", "penny,Ai:Greedy", {"ai:beginner", "ai:greedy"}),
        ("buyword", "morgan", {"ai:strong"}),
    ],
)
def test_the_names_the_app_shows_are_players(
    capsys: pytest.CaptureFixture[str], game: str, seats: str, ids: set[str]
) -> None:
    status, out, err = _selfplay(
        capsys, "--game", game, "--seats", seats, "--games", "1", "--quiet", "--json"
    )
    assert status == 0, err
    figures = json.dumps(json.loads(out))
    assert all(f'"{player}"' in figures for player in ids)


@pytest.mark.parametrize("game", ["patent", "board", "buyword"])
def test_an_unknown_player_gets_every_known_one_whole(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    status, out, err = _selfplay(capsys, "--game", game, "--seats", "Hal,ai:greedy")
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "…" not in err
    assert err.startswith("patentgame selfplay: Unknown player 'Hal': the players are ")
    assert "Tycoon (ai:expert)" in err and "Sam (ai:casual)" in err
    assert err.rstrip().endswith(".")


def test_help_lists_the_player_ids_of_every_family() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "patentgame", "selfplay", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    flat = " ".join(shown.split())
    for player in ("ai:expert", "ai:level-1", "ai:master", "Tycoon"):
        assert player in flat
    for family in ("patent:", "board:", "buyword:"):
        assert family in flat


@pytest.mark.parametrize(
    ("game", "tuned", "said"),
    [
        ("patent", "ai:expert@royalty=lots", "Royalty needs a number, not 'lots'."),
        ("scrabble-en", "ai:expert@leave=lots", "Leave needs a number, not 'lots'."),
        ("scrabble-en", "ai:master@guesses=2.5", "Guesses needs a whole number, not '2.5'."),
        ("buyword", "ai:expert@word_pips=lots", "Word_pips needs a number, not 'lots'."),
        ("patent", "ai:expert@boldness=2", "Cannot tune 'boldness'; tunable: end, income,"),
        ("scrabble-en", "ai:expert@boldness=2", "Cannot tune 'boldness'; tunable: danger,"),
        ("buyword", "ai:expert@boldness=2", "Cannot tune 'boldness'; tunable: "),
    ],
)
def test_a_mistyped_tuning_is_told_the_same_way_in_every_family(
    capsys: pytest.CaptureFixture[str], game: str, tuned: str, said: str
) -> None:
    """Every family's levels read a lab id's tuning with one reader (``tuned_figures``): a
    value that is not a number is named with its figure, never in Python's own words ("could
    not convert string to float"), and an unknown figure is told with those that can be tuned."""
    status, out, err = _selfplay(capsys, "--game", game, "--seats", f"{tuned},ai:greedy")
    assert status == 2 and out == ""
    assert err.startswith(f"patentgame selfplay: {said}"), err
    assert "convert" not in err and "float" not in err


def test_the_shared_tuning_readers_examples_run_as_written() -> None:
    import doctest

    from patentgame.model import ai

    result = doctest.testmod(ai)
    assert result.attempted >= 4 and result.failed == 0

"""The command line root: subcommands, and a saved game's path given to the app."""

from __future__ import annotations

import argparse

from patentgame.cli import COMMAND_NAMES, build_parser, split_saved_game


def test_command_names_are_exactly_the_registered_subcommands() -> None:
    parser = build_parser()
    subparsers = next(
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    assert set(subparsers.choices) == COMMAND_NAMES


def test_a_saved_game_path_goes_to_the_app() -> None:
    assert split_saved_game(["/home/ann/Tuesday.patentgame"]) == (
        [],
        "/home/ann/Tuesday.patentgame",
    )
    assert split_saved_game(["--data-dir", "x", "g.patentgame"]) == (
        ["--data-dir", "x"],
        "g.patentgame",
    )


def test_option_values_and_subcommands_are_not_saved_games() -> None:
    assert split_saved_game(["--screenshot", "shot.png"]) == (["--screenshot", "shot.png"], None)
    assert split_saved_game(["--seed", "4"]) == (["--seed", "4"], None)
    assert split_saved_game(["check", "cat"]) == (["check", "cat"], None)
    assert split_saved_game(["--self-test"]) == (["--self-test"], None)
    assert split_saved_game([]) == ([], None)


def test_the_version_constant_matches_pyproject() -> None:
    import tomllib
    from pathlib import Path

    import patentgame

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    assert patentgame.__version__ == tomllib.loads(pyproject.read_text())["project"]["version"]


def test_only_a_subcommand_or_help_builds_the_subcommand_parsers() -> None:
    from patentgame.cli import asks_for_a_command

    assert not asks_for_a_command([])
    assert not asks_for_a_command(["--data-dir", "replay", "--seed", "3"])  # values, not commands
    assert not asks_for_a_command(["--startup-probe"])
    assert asks_for_a_command(["words", "QATRSEI"])
    assert asks_for_a_command(["--help"])
    assert asks_for_a_command(["typo"])  # argparse then names the commands it knows


def test_an_unknown_word_is_refused_with_the_known_commands(capsys: object) -> None:
    import pytest

    from patentgame.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["replya", "a.json"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'replya'" in capsys.readouterr().err  # type: ignore[attr-defined]

"""The command line: ``patentgame`` starts the desktop app, subcommands do the rest.

Each subcommand lives in its own module under :mod:`patentgame.commands` and exposes
``register(subparsers)``, which adds its parser and sets ``run`` to a function that takes the
parsed arguments and returns the exit status. Keeping this file a thin composition root means
the desktop app (and Qt) is imported only when no subcommand is given.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from patentgame import __version__

#: Modules of :mod:`patentgame.commands`, in the order their subcommands are listed in ``--help``.
COMMAND_MODULES = ("replay", "review", "words", "define", "selfplay")


def _help_formatter(prog: str) -> argparse.HelpFormatter:
    """argparse's formatter, told the terminal's width. Left to find it, argparse imports
    ``shutil`` (and with it zlib, bz2 and lzma) at every start, even when no help is printed."""
    try:
        width = int(os.environ.get("COLUMNS") or os.get_terminal_size().columns)
    except (ValueError, OSError):  # not a terminal
        width = 80
    return argparse.HelpFormatter(prog, width=max(40, width - 2))


def build_parser(*, with_commands: bool = True) -> argparse.ArgumentParser:
    """The argument parser, with every subcommand registered unless ``with_commands`` is false
    (then it knows the app's own options only)."""
    parser = argparse.ArgumentParser(
        prog="patentgame",
        description="The patent game. With no subcommand, starts the desktop app.",
        formatter_class=_help_formatter,
    )
    parser.add_argument("--version", action="version", version=f"patentgame {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="keep saves, settings and statistics in DIR instead of the user's folders",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="start a game against two computer players, save a 1280x800 screenshot, exit",
    )
    parser.add_argument("--seed", type=int, help="seed of the game started by --screenshot")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check word lists, a headless AI game and the main window; exit 0 if all work",
    )
    parser.add_argument(
        "--startup-probe",
        action="store_true",
        help="start as usual, print 'drawn' once the table is first drawn, then quit "
        "(benchmarks/startup.py times this)",
    )
    if not with_commands:
        parser.set_defaults(command=None)
        return parser
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"patentgame.commands.{name}")
        module.register(subparsers)
    return parser


#: Options of the app that take a value, so that their value is never taken for a saved game.
_VALUED_OPTIONS = frozenset({"--data-dir", "--screenshot", "--seed"})


def split_saved_game(argv: Sequence[str]) -> tuple[list[str], str | None]:
    """Take a saved game's path off the end of ``argv`` (``patentgame GAME.patentgame``).

    Desktops open a double-clicked saved game this way (the menu entry's ``%f``, the Windows file
    association's ``"%1"``). A subcommand anywhere in ``argv`` means there is no such path.

    >>> split_saved_game(["--data-dir", "d", "games/tuesday.patentgame"])
    (['--data-dir', 'd'], 'games/tuesday.patentgame')
    >>> split_saved_game(["replay", "game.json"])
    (['replay', 'game.json'], None)
    """
    args = list(argv)
    if not args or any(arg in COMMAND_NAMES for arg in args):
        return args, None
    last = args[-1]
    if last.startswith("-") or (len(args) > 1 and args[-2] in _VALUED_OPTIONS):
        return args, None
    return args[:-1], last


#: Subcommand names (a saved game's path is never one of them).
COMMAND_NAMES = frozenset({"replay", "review", "words", "check", "define", "selfplay"})


def asks_for_a_command(args: Sequence[str]) -> bool:
    """Whether ``args`` (a saved game's path taken off) name a subcommand or ask for help.

    Only then does :func:`main` build the subcommands' parsers: argparse spends some 10 ms on
    them, and starting the desktop app needs none of them.

    >>> asks_for_a_command(["--data-dir", "games"]), asks_for_a_command(["replay", "game.json"])
    (False, True)
    """
    value_follows = False
    for arg in args:
        if value_follows:
            value_follows = False
        elif arg in _VALUED_OPTIONS:
            value_follows = True
        elif arg in ("-h", "--help") or not arg.startswith("-"):
            return True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``patentgame`` console script; returns the exit status."""
    rest, saved_game = split_saved_game(sys.argv[1:] if argv is None else argv)
    parser = build_parser(with_commands=asks_for_a_command(rest))
    args = parser.parse_args(rest)
    args.open = saved_game
    if args.command is not None:
        status: int = args.run(args)
        return status
    from patentgame.app import run_app  # Qt is loaded only here

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())

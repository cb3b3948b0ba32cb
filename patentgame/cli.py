"""The command line: ``patentgame`` starts the desktop app, subcommands do the rest.

Each subcommand lives in its own module under :mod:`patentgame.commands` and exposes
``register(subparsers)``, which adds its parser and sets ``run`` to a function that takes the
parsed arguments and returns the exit status. Keeping this file a thin composition root means
the desktop app (and Qt) is imported only when no subcommand is given.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from patentgame import __version__

#: Modules of :mod:`patentgame.commands`, in the order their subcommands are listed in ``--help``.
COMMAND_MODULES = ("replay", "words", "selfplay")


def build_parser() -> argparse.ArgumentParser:
    """The whole argument parser, with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="patentgame",
        description="The patent game. With no subcommand, starts the desktop app.",
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
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"patentgame.commands.{name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``patentgame`` console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is not None:
        status: int = args.run(args)
        return status
    from patentgame.app import run_app  # Qt is loaded only here

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())

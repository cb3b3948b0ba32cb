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
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from patentgame import __version__, wording
from patentgame.commands.arguments import Parser, seed_value
from patentgame.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from patentgame.model.problems import Problem

#: argparse's own sentences that a person sees (usage, headings, errors), marked so that
#: lupdate puts them in the .ts files; :func:`speak_argparse` has argparse look them up.
ARGPARSE_SENTENCES = (
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("Argparse", "%(prog)s: error: %(message)s (see %(prog)s --help)"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("Argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("Argparse", "can't open '%(filename)s': %(error)s"),
)


def speak_argparse() -> None:
    """Have argparse say its sentences in the language of the run: it looks each one up
    through its module's ``_`` (gettext's, which has no catalogue of ours)."""

    def argparse_words(text: str) -> str:
        return translate("Argparse", text)

    argparse._ = argparse_words  # type: ignore[attr-defined]


#: Modules of :mod:`patentgame.commands` (a family's own command in its package, ``board.moves``),
#: in the order their subcommands are listed in ``--help``.
COMMAND_MODULES = ("replay", "review", "words", "define", "selfplay", "board.moves")


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
    parser = Parser(
        prog="patentgame",
        description=translate(
            "Cli", "The patent game. With no subcommand, starts the desktop app."
        ),
        formatter_class=_help_formatter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"patentgame {__version__}",
        help=translate("Cli", "show the version and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=sorted(wording.LANGUAGES),
        help=translate(
            "Cli",
            "speak this language for this run (default: Settings > Language, else the system's)",
        ),
    )
    parser.add_argument(
        "--data-dir",
        metavar=translate("Cli", "DIR"),
        help=translate(
            "Cli", "keep saves, settings and statistics in DIR instead of the user's folders"
        ),
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help=translate(
            "Cli",
            "continue the unfinished game without asking (Settings > Language > Restart now "
            "starts the game again this way)",
        ),
    )
    parser.add_argument(
        "--screenshot",
        metavar=translate("Cli", "PATH"),
        help=translate(
            "Cli", "start a game against two computer players, save a 1280x800 screenshot, exit"
        ),
    )
    parser.add_argument(
        "--seed", type=seed_value, help=translate("Cli", "seed of the game started by --screenshot")
    )
    parser.add_argument(
        "--game",
        metavar="GAME",
        default="patent",
        help="the game --screenshot shows: a family (patent, board, buyword) or a board game's "
        "rule set (scrabble-en, erudit-ru, scrabble-ru, wocable-en, wocable-es)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=translate(
            "Cli", "check word lists, a headless AI game and the main window; exit 0 if all work"
        ),
    )
    parser.add_argument(
        "--startup-probe",
        action="store_true",
        help=translate(
            "Cli",
            "start as usual, print 'drawn' once the table is first drawn, then quit "
            "(benchmarks/startup.py times this)",
        ),
    )
    if not with_commands:
        parser.set_defaults(command=None)
        return parser
    subparsers = parser.add_subparsers(
        dest="command", metavar=translate("Cli", "COMMAND"), title=translate("Cli", "commands")
    )
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"patentgame.commands.{name}")
        module.register(subparsers)
    return parser


#: Options of the app that take a value, so that their value is never taken for a saved game.
_VALUED_OPTIONS = frozenset({"--data-dir", "--screenshot", "--seed", "--game", "--lang"})


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
COMMAND_NAMES = frozenset({"replay", "review", "words", "check", "define", "selfplay", "moves"})


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


def language_of_run(args: Sequence[str]) -> str:
    """The language of this run, known before the parser is made (its help is in it):
    ``--lang``, else the Language setting (of ``--data-dir``'s settings when given), else the
    system's."""
    requested = _value_of("--lang", args)
    from patentgame.keeping import paths
    from patentgame.keeping.language_setting import language_setting

    data_dir = _value_of("--data-dir", args)
    paths.set_override(data_dir)
    try:
        setting = language_setting(paths.settings_location())
    finally:
        paths.set_override(None)
    return wording.choose(requested, setting)


def _value_of(option: str, args: Sequence[str]) -> str | None:
    """The value given to ``option`` (as ``--option VALUE`` or ``--option=VALUE``), if any."""
    for index, arg in enumerate(args):
        if arg == option and index + 1 < len(args):
            return args[index + 1]
        if arg.startswith(option + "="):
            return arg.split("=", 1)[1]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``patentgame`` console script; returns the exit status."""
    rest, saved_game = split_saved_game(sys.argv[1:] if argv is None else argv)
    wording.use(language_of_run(rest))
    speak_argparse()
    parser = build_parser(with_commands=asks_for_a_command(rest))
    args = parser.parse_args(rest)
    args.open = saved_game
    if args.command is not None:
        return run_command(args)
    from patentgame.app import run_app  # Qt is loaded only here

    return run_app(args)


def run_command(args: argparse.Namespace) -> int:
    """Run a subcommand; whatever goes wrong ends in one line on stderr, never a traceback
    (``PATENTGAME_DEBUG=1`` prints it, for a bug report)."""
    from patentgame.commands.output import fail, output_failed
    from patentgame.model import problems

    problems.set_translator(wording.translate)  # problems told in the language of the run
    command = str(args.command)
    try:
        status: int = args.run(args)
        sys.stdout.flush()
    except KeyboardInterrupt:
        return 130
    except OSError as error:
        if error.errno is not None and _is_output(error):
            return output_failed(command, error)
        return _unexpected(command, error, fail)
    except Exception as error:  # a fault of ours: told without its internals
        return _unexpected(command, error, fail)
    return status


def _is_output(error: OSError) -> bool:
    import errno

    quota = getattr(errno, "EDQUOT", errno.ENOSPC)  # Windows has no disk quotas' number
    return error.errno in (errno.EPIPE, errno.ENOSPC, errno.EIO, quota, errno.EFBIG)


def _unexpected(
    command: str, error: BaseException, fail: Callable[[str, Problem, int], int]
) -> int:
    from patentgame.model.errors import problem_of

    if os.environ.get("PATENTGAME_DEBUG"):
        import traceback

        traceback.print_exception(error)
    status: int = fail(command, problem_of(error), 1)
    return status


if __name__ == "__main__":
    sys.exit(main())

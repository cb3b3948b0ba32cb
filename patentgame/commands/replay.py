"""``patentgame replay RECORD.json [--until N]``: apply a record, print the state (RECORD.md).

A board game's record or a GCG file goes to :mod:`patentgame.commands.board_replay`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.record import load, replay


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help="apply a game record and print the resulting state as JSON",
        description=(
            "Apply every action of a game record with full validation and print the summary of "
            "the resulting state as one JSON object. Exit status 2 and one line on stderr for a "
            "record that is not valid."
        ),
    )
    parser.add_argument("record", metavar="RECORD.json", help="the game record to replay")
    parser.add_argument("--until", type=_count, metavar="N", help="apply only the first N actions")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print JSON (always so; for a GCG file: players and one move per line)",
    )
    parser.set_defaults(run=run)


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("N must be 0 or more")
    return value


def run(args: argparse.Namespace) -> int:
    """Replay the record; print the summary, or one line naming the problem (exit 2)."""
    from patentgame.commands import board_replay
    from patentgame.user_lexicons import load_lexicon

    if board_replay.is_board_game(args.record):  # a board record or a GCG file
        return board_replay.run(args)
    try:
        record = load(args.record)
        wordlist = load_lexicon(record.lexicon, getattr(args, "data_dir", None))
        game = replay(record, wordlist, args.until)
    except (RecordError, LexiconError) as error:
        print(f"patentgame replay: {args.record}: {error}", file=sys.stderr)
        return 2
    print(json.dumps(game.summary()))
    return 0

"""``patentgame replay RECORD.json [--until N]``: apply a record, print the state (RECORD.md).

The record may be of any family of the house: its ``format`` key names the family, and the
registry reads and replays it.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from patentgame.commands.arguments import count
from patentgame.model import record as envelope
from patentgame.model.errors import LexiconError, RecordError


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
    parser.add_argument("--until", type=count, metavar="N", help="apply only the first N actions")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Replay the record; print the summary, or one line naming the problem (exit 2)."""
    from patentgame.commands.output import fail, print_line
    from patentgame.keeping.saves import read_game_record
    from patentgame.keeping.user_lexicons import load_lexicon

    given = str(args.record)
    try:
        document = envelope.read(given)
        family, record = read_game_record(document)
    except RecordError as error:
        return fail("replay", error.problem.with_params(file=given))
    try:
        lexicon = load_lexicon(record.lexicon_id, getattr(args, "data_dir", None))
    except LexiconError as error:
        return fail("replay", error.problem)
    try:
        game = family.replay(record, lexicon, until=args.until)
    except RecordError as error:
        return fail("replay", error.problem.with_params(file=given))
    return print_line("replay", json.dumps(game.summary()))

"""``patentgame replay RECORD.json [--until N]``: apply a record, print the state (RECORD.md).

The record may be of any family of the house: its ``format`` key names the family, and the
registry reads and replays it. A file that is not a record may be another program's game that a
family imports (the board games: GCG): the registry asks each family (its ``import_text``).
"""

from __future__ import annotations

import argparse
import json

from patentgame import families
from patentgame.commands import Subcommands
from patentgame.commands.arguments import count
from patentgame.model import record as envelope
from patentgame.model.errors import FileReadError, LexiconError, RecordError
from patentgame.wording import translate


def register(subparsers: Subcommands) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help=translate("Cli", "apply a game record and print the resulting state as JSON"),
        description=translate(
            "Cli",
            "Apply every action of a game record with full validation and print the summary of "
            "the resulting state as one JSON object. Exit status 2 and one line on stderr for a "
            "record that is not valid.",
        ),
    )
    parser.add_argument(
        "record", metavar="RECORD.json", help=translate("Cli", "the game record to replay")
    )
    parser.add_argument(
        "--until", type=count, metavar="N", help=translate("Cli", "apply only the first N actions")
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=translate(
            "Cli",
            "print JSON (always so; for an imported game such as GCG: players and one move "
            "per line)",
        ),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Replay the record; print the summary, or one line naming the problem (exit 2)."""
    from patentgame.commands.output import fail, print_line
    from patentgame.keeping.saves import read_game_record
    from patentgame.keeping.user_lexicons import load_lexicon

    given = str(args.record)
    try:
        document = envelope.read(given)
    except RecordError as error:
        try:
            imported = _imported(given)
        except RecordError as broken:  # a format a family imports, broken
            return fail("replay", broken.problem.with_params(file=given))
        if imported is None:
            return fail("replay", error.problem.with_params(file=given))
        return print_line("replay", json.dumps(imported.summary(), ensure_ascii=False))
    try:
        family, record = read_game_record(document)
    except RecordError as error:
        return fail("replay", error.problem.with_params(file=given))
    data_dir = getattr(args, "data_dir", None)
    try:
        lexicon = load_lexicon(record.lexicon_id, data_dir)
    except LexiconError as error:
        return fail("replay", error.problem)
    try:
        game = family.replay(
            record, lexicon, args.until, lambda lexicon_id: load_lexicon(lexicon_id, data_dir)
        )
    except RecordError as error:
        return fail("replay", error.problem.with_params(file=given))
    except LexiconError as error:
        return fail("replay", error.problem)
    return print_line("replay", json.dumps(game.summary(), ensure_ascii=False))


def _imported(path: str) -> families.Imported | None:
    """The game of a file that is not a record, if a family imports its format (None when none
    does, or the file cannot be read as such: it was told as a record already), read as File >
    Open reads it (``families.import_file``).

    Raises:
        RecordError: a family's format, broken; or a ``.gcg`` file that cannot be read (too
            large for one, not text).
    """
    try:
        found = families.import_file(path)
    except FileReadError as error:
        if path.lower().endswith(".gcg"):
            raise RecordError(error.problem) from None
        return None
    return None if found is None else found[1]

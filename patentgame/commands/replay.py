"""``patentgame replay RECORD.json [--until N]``: apply a record, print the state (RECORD.md).

The record may be of any family of the house: its ``format`` key names the family, and the
registry reads and replays it. A file that is not a record may be another program's game that a
family imports (the board games: GCG): the registry asks each family (its ``import_text``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from patentgame import families
from patentgame.model import record as envelope
from patentgame.model.errors import LexiconError, RecordError
from patentgame.wording import translate


def register(subparsers: Any) -> None:
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
        "--until", type=_count, metavar="N", help=translate("Cli", "apply only the first N actions")
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


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "not a whole number: {text}").format(text=repr(text))
        ) from None
    if value < 0:
        raise argparse.ArgumentTypeError(translate("Cli", "N must be 0 or more"))
    return value


def run(args: argparse.Namespace) -> int:
    """Replay the record; print the summary, or one line naming the problem (exit 2)."""
    from patentgame.keeping.user_lexicons import load_lexicon

    try:
        try:
            document = envelope.read(args.record)
        except RecordError:
            imported = _imported(args.record)
            if imported is None:
                raise
            print(json.dumps(imported.summary(), ensure_ascii=False))
            return 0
        family = families.of_document(document) or families.DEFAULT
        record = family.read_record(document)
        data_dir = getattr(args, "data_dir", None)
        lexicon = load_lexicon(record.lexicon_id, data_dir)
        game = family.replay(
            record, lexicon, args.until, lambda lexicon_id: load_lexicon(lexicon_id, data_dir)
        )
    except (RecordError, LexiconError) as error:
        print(f"patentgame replay: {args.record}: {error}", file=sys.stderr)
        return 2
    print(json.dumps(game.summary(), ensure_ascii=False))
    return 0


def _imported(path: str) -> families.Imported | None:
    """The game of a file that is not a record, if a family imports its format (None when none
    does, or the file is not UTF-8 text).

    Raises:
        RecordError: a family's format, broken.
    """
    try:
        with open(path, "rb") as handle:
            text = handle.read(envelope.MAX_RECORD_BYTES + 1).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    for family in families.FAMILIES:
        imported = family.import_text(text)
        if imported is not None:
            return imported
    return None

"""``patentgame replay`` for a BuyWord record: apply it, print the state (docs/buyword-record.md).

`patentgame.commands.replay` hands a record over here when its ``format`` names BuyWord, so
one command replays a game of either family, a ``.patentgame`` save or an exported ``.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from patentgame.model.errors import LexiconError, RecordError


def is_buyword_file(path: str | os.PathLike[str]) -> bool:
    """Whether the file at ``path`` holds a BuyWord record (by its ``format`` key).

    Anything unreadable or not JSON is not: the patent game's reader then names the problem.
    """
    from patentgame.model.buyword.record import MAX_RECORD_BYTES, is_buyword_record

    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
        if len(raw) > MAX_RECORD_BYTES:
            return False
        return is_buyword_record(json.loads(raw))
    except (OSError, ValueError, RecursionError):
        return False


def run(args: argparse.Namespace) -> int:
    """Replay the record; print the summary, or one line naming the problem (exit 2)."""
    from patentgame.model.buyword.record import load, replay
    from patentgame.keeping.user_lexicons import load_lexicon

    data_dir = getattr(args, "data_dir", None)
    try:
        record = load(args.record)
        words = load_lexicon(record.lexicon, data_dir)
        theme = record.rules.theme
        theme_words = load_lexicon(theme, data_dir) if theme is not None else None
        game = replay(record, words, args.until, theme_words)
    except (RecordError, LexiconError) as error:
        print(f"patentgame replay: {args.record}: {error}", file=sys.stderr)
        return 2
    print(json.dumps(game.summary()))
    return 0

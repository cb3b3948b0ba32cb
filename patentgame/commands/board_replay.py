"""``patentgame replay`` for board games: a board record (docs/board-record.md) or a GCG file.

A board record prints the state's summary; a GCG file prints its players and one entry per
line (player, points, total), every line checked against the engine. A bad file exits with
status 2 and one line on stderr, as a patent record does.
"""

from __future__ import annotations

import argparse
import json
import sys

from patentgame.model.errors import LexiconError, RecordError

#: Bytes read to tell a board game file from a patent record.
_SNIFF = 4096


def is_board_game(path: str) -> bool:
    """Whether the file at ``path`` is a board record or a GCG file (by its ``format`` key or
    its first line); anything unreadable is left to the patent game's replay and its errors."""
    from patentgame.model.board.gcg import looks_like_gcg
    from patentgame.model.board.record import FORMAT

    try:
        with open(path, "rb") as handle:
            head = handle.read(_SNIFF).decode("utf-8", errors="replace")
    except OSError:
        return False
    stripped = head.lstrip("\ufeff \t\r\n")
    if stripped.startswith("{"):
        return f'"format": "{FORMAT}"' in head or f'"format":"{FORMAT}"' in head
    return looks_like_gcg(head)


def run(args: argparse.Namespace) -> int:
    """Replay the file; print JSON, or one line naming the problem (exit 2)."""
    from patentgame.model.board import gcg, record
    from patentgame.model.lexicon import Lexicon

    try:
        with open(args.record, "rb") as handle:
            raw = handle.read(record.MAX_RECORD_BYTES + 1)
        text = raw.decode("utf-8-sig")
        if gcg.looks_like_gcg(text):
            replayed = gcg.read(text)
            print(json.dumps(replayed.summary(), ensure_ascii=False))
            return 0
        board_record = record.loads(text)
        lexicon = Lexicon.load(
            board_record.rules.lexicon_id, data_dir=getattr(args, "data_dir", None)
        )
        game = record.replay(board_record, lexicon, args.until)
    except UnicodeDecodeError:
        return _fail(args.record, "not UTF-8 text")
    except OSError as error:
        return _fail(args.record, f"cannot read it: {error.strerror or error}")
    except (RecordError, LexiconError) as error:
        return _fail(args.record, str(error))
    print(json.dumps(game.summary(), ensure_ascii=False))
    return 0


def _fail(path: str, message: str) -> int:
    print(f"patentgame replay: {path}: {message}", file=sys.stderr)
    return 2

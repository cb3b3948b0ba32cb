"""``patentgame moves``: the legal moves of a board game position, best first, with scores.

    patentgame moves --game scrabble-en --gcg game.gcg --turn 5 [--rack AEINRST] [--limit 20]
    patentgame moves --game erudit-ru --record game.patentgame --until 12 [--json]

The position is the one before the ``--turn``-th move line of a GCG file (English rule sets),
or after the first ``--until`` moves of a board record; the rack is the one the file gives the
player to move, or ``--rack`` (``?`` a blank; Spanish digraph tiles as ``ch``, ``ll``, ``rr``,
or tiles separated by commas). Each move shows its GCG position, its word (tiles already on the
board in parentheses, a blank in lower case), its score, its equity (score + the value of the
tiles kept - the danger of the lanes it opens, as the expert counts it) and the tiles kept.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import TYPE_CHECKING, NotRequired, TypedDict

from patentgame.commands import Subcommands
from patentgame.model.json_types import JsonObject

if TYPE_CHECKING:
    from patentgame.model.board.rules import BoardRules
from patentgame.wording import translate


def register(subparsers: Subcommands) -> None:
    """Add the ``moves`` subcommand."""
    parser = subparsers.add_parser(
        "moves",
        usage=(
            "%(prog)s --game RULESET (--gcg FILE --turn N | --record FILE --until N) "
            "[--rack LETTERS] [--limit K] [--sort {score,equity}] [--json]"
        ),
        help=translate(
            "Cli", "list the legal moves of a board game position, best first, with scores"
        ),
        description=translate(
            "Cli",
            "List every legal placement of a rack in a board game position (from a GCG file or "
            "a board record), best first, with its score and equity. The position is the one "
            "before move line N of a GCG file (--gcg FILE --turn N) or after the first N moves "
            "of a board record (--record FILE --until N).",
        ),
    )
    parser.add_argument(
        "--game", required=True, metavar="RULESET", help=translate("Cli", "the rule set")
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--gcg",
        metavar="FILE",
        help=translate("Cli", "a GCG file (English rule sets); needs --turn N"),
    )
    source.add_argument(
        "--record",
        metavar="FILE",
        help=translate("Cli", "a board record (.patentgame, JSON); needs --until N"),
    )
    parser.add_argument(
        "--turn",
        type=int,
        metavar="N",
        help=translate("Cli", "with --gcg, required: the position before move line N"),
    )
    parser.add_argument(
        "--until",
        type=int,
        metavar="N",
        help=translate("Cli", "with --record, required: the position after the first N moves"),
    )
    parser.add_argument(
        "--rack", metavar="LETTERS", help=translate("Cli", "the rack to use (? a blank)")
    )
    parser.add_argument(
        "--limit",
        type=int,
        default=20,
        metavar="K",
        help=translate("Cli", "moves shown (0: all)"),
    )
    parser.add_argument(
        "--sort",
        choices=("score", "equity"),
        default="score",
        help=translate("Cli", "order (default: score)"),
    )
    parser.add_argument(
        "--json", action="store_true", help=translate("Cli", "print one JSON object")
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print the moves; exit status 2 with one line for a bad file or argument."""
    from patentgame.commands.output import fail, print_line
    from patentgame.model.board.rules import RULE_SETS, rules_for
    from patentgame.model.errors import FileReadError, LexiconError, RecordError

    if args.game not in RULE_SETS:
        return _fail(
            translate("Cli", "unknown rule set {name}; known: {known}").format(
                name=repr(args.game), known=", ".join(RULE_SETS)
            )
        )
    if args.limit < 0:
        return _fail(translate("Cli", "--limit must be 0 (all) or more"))
    rules = rules_for(args.game)
    try:
        if args.gcg is not None:
            if args.turn is None:
                return _fail(
                    translate(
                        "Cli", "--gcg needs --turn N: the position before the file's move line N"
                    )
                )
            if args.until is not None:
                return _fail(
                    translate("Cli", "--until goes with --record; with --gcg, give --turn N")
                )
            position = _gcg_position(args.gcg, args.turn, rules)
        else:
            if args.until is None:
                return _fail(
                    translate(
                        "Cli",
                        "--record needs --until N: the position after the first N moves "
                        "(0: before the first)",
                    )
                )
            if args.turn is not None:
                return _fail(
                    translate("Cli", "--turn goes with --gcg; with --record, give --until N")
                )
            position = _record_position(args.record, args.until, rules, args)
        letters, blanks, rack, seat, where = position
        if args.rack is not None:
            rack = _parse_rack(args.rack, rules, letters, blanks)
        summary = _moves(rules, letters, blanks, rack, args.sort, args.limit, args)
    except (RecordError, LexiconError, FileReadError) as error:
        return fail("moves", error.problem)
    except ValueError as error:
        return _fail(str(error))
    summary["where"], summary["seat"] = where, seat
    return print_line(
        "moves", json.dumps(summary, ensure_ascii=False) if args.json else _table(summary)
    )


Position = tuple[tuple[str, ...], tuple[bool, ...], tuple[str, ...], int, str]


def _gcg_position(path: str, turn: int, rules: BoardRules) -> Position:
    from patentgame.model import reading
    from patentgame.model.board import gcg
    from patentgame.model.board.rules import gcg_rules
    from patentgame.model.errors import RecordError
    from patentgame.model.record import shown

    if rules.tiles.id != "english":
        raise ValueError(translate("Cli", "GCG files are read for the English rule sets only"))
    # The one reading path: an ordinary file, bounded, UTF-8 (FileReadError names the file).
    text = reading.read_text(path, gcg.MAX_GCG_BYTES).removeprefix("\ufeff")
    if not gcg.looks_like_gcg(text):
        raise ValueError(translate("Cli", "{path}: not a GCG file").format(path=path))
    lines = text.splitlines()
    moves = [index for index, line in enumerate(lines) if line.lstrip().startswith(">")]
    if not moves:
        file = reading.file_label(path)
        raise ValueError(translate("Cli", "the file {file} has no moves").format(file=file))
    if not 1 <= turn <= len(moves):
        raise ValueError(
            translate("Cli", "--turn must be 1 to {count}: the file has {count} move lines").format(
                count=len(moves)
            )
        )
    events, players = gcg.parse_lines(text)
    if set(players) != {0, 1}:
        raise RecordError("a GCG file names two players with #player1 and #player2")
    target = events[turn - 1]
    nicks = (players[0][0], players[1][0])
    if target.nick not in nicks:
        raise RecordError(f"line {target.number}: {shown(target.nick)} is not a player of the file")
    if turn == 1:
        letters: tuple[str, ...] = ("",) * 225
        blanks: tuple[bool, ...] = (False,) * 225
    else:
        game = gcg.read("\n".join(lines[: moves[turn - 1]]), gcg_rules(rules.rule_set)).game
        letters, blanks = game.letters, game.blanks
    seat = nicks.index(target.nick)
    rack = _parse_rack(target.rack, rules, letters, blanks) if target.rack else ()
    where = translate("Cli", "{path} before move line {turn}").format(path=path, turn=turn)
    return letters, blanks, rack, seat, where


def _record_position(
    path: str, until: int, rules: BoardRules, args: argparse.Namespace
) -> Position:
    from patentgame.model.board import record
    from patentgame.model.board.replay import replay
    from patentgame.model.lexicon import Lexicon

    board_record = record.load(path)
    if board_record.rules.rule_set != rules.rule_set:
        raise ValueError(
            translate("Cli", "{path} is a game of {game}, not {asked}").format(
                path=path, game=board_record.rules.rule_set, asked=rules.rule_set
            )
        )
    if until < 0:
        raise ValueError(translate("Cli", "--until must be 0 or more"))
    lexicon = Lexicon.load(board_record.rules.lexicon_id, data_dir=getattr(args, "data_dir", None))
    game = replay(board_record, lexicon, until)
    seat = game.current
    return (
        game.letters,
        game.blanks,
        game.rack(seat),
        seat,
        translate("Cli", "{path} after {count} moves").format(
            path=path, count=min(until, len(board_record.moves))
        ),
    )


def _parse_rack(
    text: str, rules: BoardRules, letters: tuple[str, ...], blanks: tuple[bool, ...]
) -> tuple[str, ...]:
    """The tiles of ``text``, checked against the tile set and the tiles left off the board."""
    from patentgame.model.board.tiles import BLANK

    tiles_set = rules.tiles
    parts = [part for part in text.replace(",", " ").split() if part]
    tiles: list[str] = []
    pieces = parts if len(parts) > 1 else list(parts)
    for piece in pieces:
        piece = piece.lower()
        if len(parts) > 1 and (piece == BLANK or tiles_set.knows(piece)):
            tiles.append(piece)
            continue
        for index, chunk in enumerate(piece.split(BLANK)):
            if index:
                tiles.append(BLANK)
            spelled = tiles_set.spell(chunk)
            if spelled is None:
                raise ValueError(
                    translate(
                        "Cli", "the rack {rack} holds a letter that is not a tile of this game"
                    ).format(rack=repr(text))
                )
            tiles.extend(spelled)
    if not tiles:
        raise ValueError(translate("Cli", "the rack is empty"))
    if len(tiles) > rules.rack_size:
        raise ValueError(
            translate("Cli", "a rack holds at most {most} tiles, not {count}").format(
                most=rules.rack_size, count=len(tiles)
            )
        )
    left = tiles_set.counts()
    left.subtract(
        BLANK if blank else letter for letter, blank in zip(letters, blanks, strict=True) if letter
    )
    for tile, count in Counter(tiles).items():
        if count > left[tile]:
            raise ValueError(
                translate("Cli", "only {count} {tile} tile(s) are left off the board").format(
                    count=max(left[tile], 0), tile=repr(tile)
                )
            )
    return tuple(tiles)


class _MoveRow(TypedDict):
    """One placement of ``moves``' list, as ``--json`` prints it."""

    position: str
    word: str
    gcg: str
    score: int
    equity: float
    leave: list[str]
    tiles: list[JsonObject]


class _Moves(TypedDict):
    """What ``moves`` prints: the position's every legal placement (``--json``: as is)."""

    rule_set: str
    rack: list[str]
    count: int
    sort: str
    moves: list[_MoveRow]
    where: NotRequired[str]
    seat: NotRequired[int]


def _moves(
    rules: BoardRules,
    letters: tuple[str, ...],
    blanks: tuple[bool, ...],
    rack: tuple[str, ...],
    order: str,
    limit: int,
    args: argparse.Namespace,
) -> _Moves:
    from patentgame.model.board.ai.analysis import every_play
    from patentgame.model.board.generator import MoveGenerator
    from patentgame.model.board.layout import square_name
    from patentgame.model.lexicon import Lexicon

    lexicon = Lexicon.load(rules.lexicon_id, data_dir=getattr(args, "data_dir", None))
    bag = sum(rules.tiles.counts().values()) - sum(1 for letter in letters if letter) - 14
    plays = every_play(MoveGenerator(rules, lexicon), letters, blanks, rack, bag)
    if order == "score":
        plays.sort(key=lambda play: (-play.score, -play.equity))
    shown = plays if limit == 0 else plays[:limit]
    moves: list[_MoveRow] = [
        {
            "position": play.where,
            "word": play.word,
            "gcg": play.gcg,
            "score": play.score,
            "equity": round(play.equity, 1),
            "leave": list(play.leave),
            "tiles": [
                {"at": square_name(tile.square), "letter": tile.letter, "blank": tile.blank}
                for tile in play.candidate.tiles
            ],
        }
        for play in shown
    ]
    return {
        "rule_set": rules.rule_set,
        "rack": list(rack),
        "count": len(plays),
        "sort": order,
        "moves": moves,
    }


def _table(summary: _Moves) -> str:
    rack = "".join(tile.upper() for tile in summary["rack"])
    order = {
        "score": translate("Cli", "best score first"),
        "equity": translate("Cli", "best equity first"),
    }
    lines = [
        translate(
            "Cli",
            "{game}: {where}, seat {seat} to play, rack {rack}: {count} legal placements ({order})",
        ).format(
            game=summary["rule_set"],
            where=summary["where"],
            seat=summary["seat"] + 1,
            rack=rack,
            count=summary["count"],
            order=order.get(summary["sort"], summary["sort"]),
        )
    ]
    equity, keeps = translate("Cli", "equity"), translate("Cli", "keeps")
    for number, move in enumerate(summary["moves"], 1):
        leave = "".join(tile.upper() for tile in move["leave"]) or "-"
        lines.append(
            f"{number:>4}  {move['position']:<4} {move['word']:<18} {move['score']:>4}  "
            f"{equity} {move['equity']:>6.1f}  {keeps} {leave}"
        )
    return "\n".join(lines)


def _fail(message: str) -> int:
    """One line on stderr for a bad argument or position (the reason in plain words), exit 2."""
    from patentgame.commands.output import fail
    from patentgame.model.problems import Fault, Problem

    return fail("moves", Problem(Fault.REASON, detail=message))

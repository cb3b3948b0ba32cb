"""GCG, the text format of Quackle, Macondo, Woogles and cross-tables: read and write games.

A file names its players (``#player1 nick Full Name``) and then has one line per scored event::

    >nick: RACK 8D WORD +score total      a play (8D: row 8 from column D across; D8: down)
    >nick: RACK -ABC +0 total             an exchange (``-`` alone: a pass)
    >nick: RACK -- -score total           the play just made, withdrawn after a challenge
    >nick: RACK (challenge) +5 total      the bonus for a wrong challenge
    >nick: (RACK) +N total                end of game: the opponent's rack, counted
    >nick: RACK (RACK) -N total           end of game: the player's own rack, subtracted
    >nick: RACK (time) -N total           a time penalty

In a word ``.`` is a tile already on the board and lower case is a blank. Reading replays every
line in a :class:`BoardGame` under tournament rules (:func:`gcg_rules`) and checks each line's
points and total against the engine's: a file whose count differs is refused, naming the line.
Racks in files are often partial (only the tiles a player saw); the replay puts each line's
rack on the mover's rack as an analysis position (:meth:`BoardGame.set_rack`). Challenges are
judged by the file: a withdrawn play was a phony, a challenge bonus means the words were good.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from patentgame.model.board.events import Event
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import SIZE, position, position_name
from patentgame.model.board.moves import Challenge, Exchange, Pass, Place, Tile
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import IllegalMoveError
from patentgame.model.board.rules import BoardRules, gcg_rules
from patentgame.model.board.tiles import BLANK
from patentgame.model.errors import RecordError
from patentgame.model.record import shown

#: GCG files larger than this are refused before reading: a game is a few KB.
MAX_GCG_BYTES = 1024 * 1024

_PLAYER = re.compile(r"#player([12])\s+(\S+)(?:\s+(.*))?")
_LINE = re.compile(r">([^:]+):\s*(.*)")
_SCORE = re.compile(r"([+-]\d+)\s+(-?\d+)")


def looks_like_gcg(text: str) -> bool:
    """Whether ``text`` reads as a GCG file (its first non-blank line is a pragma or a move)."""
    for line in text.splitlines():
        stripped = line.strip().lstrip("\ufeff")
        if stripped:
            return stripped.startswith(("#", ">"))
    return False


@dataclass
class _Verdict:
    """The word list of a GCG replay: the file's own verdict on the challenge at hand."""

    valid: bool = True

    def __contains__(self, word: object) -> bool:
        return self.valid


@dataclass(frozen=True, slots=True)
class GcgLine:
    """One event line of a file: who, its kind, the points and the total the file gives."""

    number: int
    nick: str
    rack: str
    kind: EntryKind | None  # None: a time penalty
    score: int
    total: int
    position: str = ""
    word: str = ""
    exchanged: str = ""


@dataclass(frozen=True, slots=True)
class GcgStep:
    """One line of a file as it was replayed: the engine's events and the position after it
    (what the replay viewer steps through; a time penalty has no events)."""

    line: GcgLine
    events: tuple[Event, ...]
    after: BoardGame


@dataclass
class GcgGame:
    """A replayed GCG file: the game, the file's lines, and the players' names.

    ``opening`` and ``steps`` (the position before the first line, and each line's step) are
    kept only when :func:`read` is asked to keep them: the replay viewer wants them, the
    command line and the move finder do not.
    """

    game: BoardGame
    lines: list[GcgLine]
    names: tuple[str, str]
    nicks: tuple[str, str]
    penalties: list[int] = field(default_factory=lambda: [0, 0])
    opening: BoardGame | None = None
    steps: list[GcgStep] = field(default_factory=list)

    def totals(self) -> tuple[int, int]:
        """Final scores, time penalties included."""
        return (
            self.game.score(0) + self.penalties[0],
            self.game.score(1) + self.penalties[1],
        )

    def summary(self) -> dict[str, Any]:
        """What ``patentgame replay GAME.gcg --json`` prints: players and one move per line."""
        totals = self.totals()
        return {
            "format": "gcg",
            "rule_set": self.game.rules.rule_set,
            "game_over": self.game.game_over,
            "players": [
                {"name": self.names[seat], "nick": self.nicks[seat], "score": totals[seat]}
                for seat in (0, 1)
            ],
            "moves": [
                {
                    "player": self.nicks.index(line.nick),
                    "nick": line.nick,
                    "kind": "time" if line.kind is None else line.kind.value,
                    "score": line.score,
                    "total": line.total,
                }
                for line in self.lines
            ],
            "winners": list(self.game.winners),
        }


def parse_lines(text: str) -> tuple[list[GcgLine], dict[int, tuple[str, str]]]:
    """The event lines and the ``#player`` pragmas of a GCG text.

    Raises:
        RecordError: a line that is not GCG (its number is named).
    """
    players: dict[int, tuple[str, str]] = {}
    lines: list[GcgLine] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        if line.startswith("#"):
            found = _PLAYER.fullmatch(line)
            if found:
                nick = found[2]
                players[int(found[1]) - 1] = (nick, (found[3] or nick).strip())
            continue
        if not line.startswith(">"):
            continue  # a note's continuation
        lines.append(_event(number, line))
    return lines, players


def _event(number: int, line: str) -> GcgLine:
    found = _LINE.fullmatch(line)
    scored = _SCORE.search(line)
    if found is None or scored is None or not line.endswith(scored[0]):
        raise RecordError(f"line {number} is not a GCG move line: {shown(line)}")
    nick = found[1].strip()
    body = found[2][: len(found[2]) - len(scored[0])].split()
    score, total = int(scored[1]), int(scored[2])
    special = ("(challenge)", "(time)")
    if body and body[0].startswith("(") and body[0].endswith(")") and body[0] not in special:
        return GcgLine(number, nick, "", EntryKind.END_RACK, score, total, word=body[0][1:-1])
    if len(body) < 1:
        raise RecordError(f"line {number} has no move: {shown(line)}")
    rack = body[0] if len(body) > 1 else ""
    rest = body[1:] if len(body) > 1 else body
    head = rest[0]
    if head == "--":
        return GcgLine(number, nick, rack, EntryKind.WITHDRAWN, score, total)
    if head == "(challenge)":
        return GcgLine(number, nick, rack, EntryKind.CHALLENGE_BONUS, score, total)
    if head == "(time)":
        return GcgLine(number, nick, rack, None, score, total)
    if head.startswith("(") and head.endswith(")"):
        return GcgLine(number, nick, rack, EntryKind.END_RACK, score, total, word=head[1:-1])
    if head == "-":
        return GcgLine(number, nick, rack, EntryKind.PASS, score, total)
    if head.startswith("-"):
        return GcgLine(number, nick, rack, EntryKind.EXCHANGE, score, total, exchanged=head[1:])
    if len(rest) == 2:
        return GcgLine(number, nick, rack, EntryKind.PLAY, score, total, rest[0], rest[1])
    raise RecordError(f"line {number} is not a GCG move line: {shown(line)}")


def _rack_tiles(rack: str) -> list[str]:
    return [BLANK if char == BLANK else char.lower() for char in rack]


def _place(seat: int, line: GcgLine, game: BoardGame) -> Place:
    try:
        first, across = position(line.position)
    except ValueError:
        raise RecordError(f"line {line.number}: bad position {shown(line.position)}") from None
    step = 1 if across else SIZE
    tiles = []
    letters = game.letters
    for index, char in enumerate(line.word):
        square = first + index * step
        if square >= SIZE * SIZE or (across and square // SIZE != first // SIZE):
            raise RecordError(f"line {line.number}: {shown(line.word)} runs off the board")
        if char == "." or letters[square]:
            continue
        tiles.append(Tile(square, char.lower(), char.islower()))
    return Place(seat, tuple(tiles))


def read(text: str, rules: BoardRules | None = None, *, keep_steps: bool = False) -> GcgGame:
    """Replay a GCG file, checking every line's points and total against the engine. With
    ``keep_steps``, the position after every line is kept (:attr:`GcgGame.steps`).

    Raises:
        RecordError: not GCG, an impossible move, or a count that differs (the line named).
    """
    if len(text) > MAX_GCG_BYTES:
        raise RecordError("the file is too large to be a GCG game")
    lines, players = parse_lines(text)
    if set(players) != {0, 1}:
        raise RecordError("a GCG file names two players with #player1 and #player2")
    nicks = (players[0][0], players[1][0])
    if not lines:
        raise RecordError("the file holds no move line")
    for line in lines:
        if line.nick not in nicks:
            raise RecordError(f"line {line.number}: {shown(line.nick)} is not a player of the file")
    verdict = _Verdict()
    seats = [Seat(players[0][1]), Seat(players[1][1])]
    start = nicks.index(lines[0].nick)
    game = BoardGame.new(rules or gcg_rules(), seats, verdict, start=start)
    replayed = GcgGame(game, lines, (players[0][1], players[1][1]), nicks)
    if keep_steps:
        replayed.opening = game.copy()
    for index, line in enumerate(lines):
        seat = nicks.index(line.nick)
        try:
            events = _apply(replayed, verdict, lines, index, seat)
        except IllegalMoveError as error:
            raise RecordError(
                f"line {line.number}: illegal move ({error.reason.describe()})"
            ) from None
        except RecordError:
            raise
        except ValueError as error:
            raise RecordError(f"line {line.number}: {error}") from None
        if keep_steps:
            replayed.steps.append(GcgStep(line, events, game.copy()))
    return replayed


def import_text(text: str) -> GcgGame | None:
    """The game of a GCG file's ``text``, replayed and checked (:func:`read`) with the position
    after every line kept (the replay viewer steps through them), or ``None`` when the text is
    not GCG: the house's registry asks this of any file that is not a record.

    Raises:
        RecordError: the text is GCG but breaks the format or the rules.
    """
    return read(text, keep_steps=True) if looks_like_gcg(text) else None


def _apply(
    replayed: GcgGame, verdict: _Verdict, lines: list[GcgLine], index: int, seat: int
) -> tuple[Event, ...]:
    """Play one line of the file in the game, checking its points; the engine's events."""
    game = replayed.game
    line = lines[index]
    other = 1 - seat
    before = len(game.history)
    events: list[Event] = []
    if line.kind is None:
        replayed.penalties[seat] += line.score
        _check_total(replayed, line, seat)
        return ()
    if line.kind is EntryKind.PLAY:
        rack = _rack_tiles(line.rack)
        going_out = _ends_after(lines, index)
        if going_out is not None:
            game.set_rack(other, _rack_tiles(going_out))
        game.set_rack(seat, rack)
        events += game.play(_place(seat, line, game))
    elif line.kind is EntryKind.EXCHANGE:
        game.set_rack(seat, _rack_tiles(line.rack))
        events += game.play(Exchange(seat, tuple(_rack_tiles(line.exchanged))))
    elif line.kind is EntryKind.PASS:
        if game.phase is Phase.FINAL_PASS:
            raise RecordError(f"line {line.number}: a pass after the game went out")
        game.set_rack(seat, _rack_tiles(line.rack))
        events += game.play(Pass(seat))
    elif line.kind is EntryKind.WITHDRAWN:
        verdict.valid = False
        events += game.play(Challenge(other))
        verdict.valid = True
    elif line.kind is EntryKind.CHALLENGE_BONUS:
        events += game.play(Challenge(other))
    elif line.kind is EntryKind.END_RACK:
        if game.phase is Phase.FINAL_PASS:
            events += game.play(Pass(game.current))
        if not game.game_over:
            raise RecordError(f"line {line.number}: end-of-game points before the game ended")
    # An end line's points may have been counted already, when a challenge ended the game.
    since = 0 if line.kind is EntryKind.END_RACK else before
    new = [entry for entry in game.history[since:] if entry.seat == seat]
    entry = _check(line, new)
    # The entry's own total: a challenge of the last play also ends the game and adds the end
    # points, which the file writes on the next line.
    total = (entry.total if entry is not None else game.score(seat)) + replayed.penalties[seat]
    if total != line.total:
        raise RecordError(
            f"line {line.number}: the engine's total is {total}, the file says {line.total}"
        )
    return tuple(events)


def _ends_after(lines: list[GcgLine], index: int) -> str | None:
    """The opponent's rack named by the end line that follows a going-out play, if one does."""
    for line in lines[index + 1 :]:
        if line.kind is EntryKind.END_RACK and line.nick == lines[index].nick:
            return line.word
        if line.kind not in (EntryKind.CHALLENGE_BONUS, None):
            return None
    return None


def _check(line: GcgLine, new: list[Entry]) -> Entry | None:
    """The engine's entry for ``line`` after checking its points (None: an end line the
    engine had nothing to count for)."""
    mine = [entry for entry in new if entry.kind is line.kind]
    if line.kind is EntryKind.END_RACK:
        points = sum(entry.score for entry in mine)
        if points != line.score:
            raise RecordError(
                f"line {line.number}: end-of-game points {points:+d}, the file says {line.score:+d}"
            )
        return mine[-1] if mine else None
    if not mine:
        raise RecordError(f"line {line.number}: the engine scored no such line")
    counted = mine[0].score
    if counted != line.score:
        raise RecordError(
            f"line {line.number}: the engine counts {counted:+d}, the file says {line.score:+d}"
        )
    return mine[0]


def _check_total(replayed: GcgGame, line: GcgLine, seat: int) -> None:
    total = replayed.game.score(seat) + replayed.penalties[seat]
    if total != line.total:
        raise RecordError(
            f"line {line.number}: the engine's total is {total}, the file says {line.total}"
        )


# --- writing ----------------------------------------------------------------------------------


def _rack_text(rack: tuple[str, ...]) -> str:
    return "".join(sorted(tile.upper() for tile in rack if tile != BLANK)) + BLANK * rack.count(
        BLANK
    )


def _gcg_rack(rack: tuple[str, ...]) -> str:
    blanks = BLANK * rack.count(BLANK)
    return blanks + "".join(sorted(tile.upper() for tile in rack if tile != BLANK))


def export_text(game: object) -> str | None:
    """The GCG text of a two-player game of English tiles (the registry's ``export_text``),
    or ``None`` for any other game: GCG has two players and the English alphabet."""
    if not isinstance(game, BoardGame) or len(game.seats) != 2:
        return None
    if game.rules.tiles.id != "english":
        return None
    return write(game)


def write(game: BoardGame, nicks: tuple[str, ...] | None = None) -> str:
    """The GCG text of a two-player English game (its history, line by line).

    Raises:
        ValueError: not a two-player game.
    """
    if len(game.seats) != 2:
        raise ValueError("GCG holds two-player games")
    names = nicks or tuple(
        re.sub(r"\s+", "_", seat.name) or f"player{i + 1}" for i, seat in enumerate(game.seats)
    )
    out = ["#character-encoding UTF-8"]
    for index, seat in enumerate(game.seats):
        out.append(f"#player{index + 1} {names[index]} {seat.name}")
    for entry in game.history:
        out.extend(_entry_lines(entry, names, game))
    return "\n".join(out) + "\n"


def _entry_lines(entry: Entry, names: tuple[str, ...], game: BoardGame) -> list[str]:
    nick = names[entry.seat]
    rack = _gcg_rack(entry.rack)
    tail = f"{entry.score:+d} {entry.total}"
    kind = entry.kind
    if kind is EntryKind.PLAY and entry.play is not None and isinstance(entry.move, Place):
        return [f">{nick}: {rack} {_play_text(entry, game)} {tail}"]
    if kind is EntryKind.EXCHANGE and isinstance(entry.move, Exchange):
        return [f">{nick}: {rack} -{_gcg_rack(entry.move.tiles)} {tail}"]
    if kind in (EntryKind.PASS, EntryKind.LOST_TURN):
        return [f">{nick}: {rack} - {tail}"]
    if kind is EntryKind.WITHDRAWN:
        return [f">{nick}: {rack} -- {tail}"]
    if kind is EntryKind.CHALLENGE_BONUS:
        return [f">{nick}: {rack} (challenge) {tail}"]
    if kind is EntryKind.END_RACK:
        counted = _gcg_rack(entry.counted)
        if entry.score >= 0:
            return [f">{nick}: ({counted}) {tail}"]
        return [f">{nick}: {counted} ({counted}) {tail}"]
    if kind is EntryKind.TIME_PENALTY:
        return [f">{nick}: {rack} (time) {tail}"]
    if kind is EntryKind.TIMEOUT:
        return [f"#note {nick} ran out of time and left the game"]
    return [f"#note {nick} resigned"]


def _play_text(entry: Entry, game: BoardGame) -> str:
    play = entry.play
    move = entry.move
    assert play is not None and isinstance(move, Place)
    main = play.words[0]
    placed = {tile.square: tile for tile in move.tiles}
    letters = []
    for index, square in enumerate(main.squares):
        tile = placed.get(square)
        if tile is None:
            letters.append(".")
        else:
            letters.append(tile.letter.lower() if tile.blank else tile.letter.upper())
        del index
    return f"{position_name(main.squares[0], main.across)} {''.join(letters)}"

"""GCG, the text format of Quackle, Macondo, Woogles and cross-tables: read and write games.

A file names its players (``#player1 nick Full Name``) and then has one line per scored event::

    >nick: RACK 8D WORD +score total      a play (8D: row 8 from column D across; D8: down)
    >nick: RACK -ABC +0 total             an exchange (``-`` alone: a pass)
    >nick: RACK -- -score total           the play just made, withdrawn after a challenge
    >nick: RACK (challenge) +5 total      the bonus for a wrong challenge
    >nick: (RACK) +N total                end of game: the opponent's rack, counted
    >nick: RACK (RACK) -N total           end of game: the player's own rack, subtracted
    >nick: RACK (time) -N total           a time penalty
    #note text                            a comment on the line above it

In a word ``.`` is a tile already on the board and lower case is a blank. Reading replays every
line in a :class:`BoardGame` and checks each line's points and total against the engine's: a
file whose count differs is refused, naming the line. The rules are tournament rules
(:func:`gcg_rules`) unless the file names its own in a ``#note patentgame-rules: {...}`` before
its first move line, as every file this app writes does (the game's rules, so that a game read
back counts as it was played). After a play that went out, the opponent's pass (the
double-challenge convention: "I accept it") is allowed before the end-of-game line.

Racks in files are often partial (only the tiles a player saw); the replay puts each line's
rack on the mover's rack as an analysis position (:meth:`BoardGame.set_rack`), and the tiles a
player drew on their last turn where an end-of-game line names the rack they kept
(:meth:`BoardGame.stack_draws`). Challenges are judged by the file: a withdrawn play was a
phony, a challenge bonus means the words were good.

Reading keeps the file's lines and the opening position, never a position per line: the replay
viewer steps through :meth:`GcgGame.replayed`, which plays the lines again, so time and memory
stay linear in the file.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from patentgame.model import reading
from patentgame.model.board import record as board_record
from patentgame.model.board.events import Event
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.history import Entry, EntryKind
from patentgame.model.board.layout import SIZE, position, position_name
from patentgame.model.board.moves import Challenge, Exchange, Pass, Place, Tile
from patentgame.model.board.phases import Phase
from patentgame.model.board.reasons import IllegalMoveError
from patentgame.model.board.rules import BoardRules, gcg_rules, rules_from_json
from patentgame.model.board.tiles import BLANK
from patentgame.model.errors import FileReadError, RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.problems import Fault, Problem, clean_text, size_text
from patentgame.model.record import MAX_NAME_CHARS, shown

#: GCG files larger than this are refused, whole, before reading (a game is a few KB).
MAX_GCG_BYTES = reading.MAX_IMPORTED_GAME_BYTES
#: Digits a number of a line may have: a game's totals have three or four, and Python refuses
#: to convert more than 4,300 (its words would reach the player).
MAX_GCG_DIGITS = 7
#: The note (before the first move line) that names the rules of a game this app wrote.
RULES_NOTE = "patentgame-rules:"

_PLAYER = re.compile(r"#player([12])\s+(\S+)(?:\s+(.*))?")
_NOTE = re.compile(r"#note(?:\s(.*))?")
_LINE = re.compile(r">([^:]+):\s*(.*)")
_TAIL = re.compile(r"\s([+-]\d+)\s+(-?\d+)$")
_RACK = re.compile(r"[A-Za-z?]*")
_WORD = re.compile(r"[A-Za-z.]+")
#: What a nick written by the app never holds: a space or ``:`` would end it in a move line.
_NOT_IN_A_NICK = re.compile(r"[\s:\x00-\x1f\x7f]+")
#: Line kinds that may stand between a play that went out and the end line naming its points.
_BEFORE_THE_END = (EntryKind.CHALLENGE_BONUS, None)


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
    """One event line of a file: who, its kind, the points and the total the file gives, and
    the ``#note`` lines under it."""

    number: int
    nick: str
    rack: str
    kind: EntryKind | None  # None: a time penalty
    score: int
    total: int
    position: str = ""
    word: str = ""
    exchanged: str = ""
    note: str = ""


@dataclass(frozen=True, slots=True)
class GcgStep:
    """One line of a file as it is replayed: the engine's events, the game after it and each
    player's time penalties so far (a time penalty has no events).

    ``after`` is the replay's own game, changed by the next step: read from it at once.
    """

    line: GcgLine
    events: tuple[Event, ...]
    after: BoardGame
    penalties: tuple[int, int]

    def totals(self) -> tuple[int, int]:
        """Each player's score after the line, time penalties included."""
        return (
            self.after.score(0) + self.penalties[0],
            self.after.score(1) + self.penalties[1],
        )


@dataclass
class GcgGame:
    """A replayed GCG file: the game, the file's lines, and the players' names.

    ``opening`` is the position before the first line: :meth:`replayed` plays the lines again
    from it (the replay viewer's steps), so no position per line is kept.
    """

    game: BoardGame
    lines: list[GcgLine]
    names: tuple[str, str]
    nicks: tuple[str, str]
    opening: BoardGame
    penalties: list[int] = field(default_factory=lambda: [0, 0])
    #: The ``#note`` lines before the first move line (the rules note left out).
    opening_note: str = ""

    def totals(self) -> tuple[int, int]:
        """Final scores, time penalties included."""
        return (
            self.game.score(0) + self.penalties[0],
            self.game.score(1) + self.penalties[1],
        )

    def winners(self) -> tuple[int, ...]:
        """The players with the highest total once the game is over (time penalties count)."""
        return winners_of(self.game, self.totals())

    def replayed(self) -> Iterator[GcgStep]:
        """The file's lines played again from :attr:`opening`, one step per line."""
        replay = _Replay(self.opening.copy(), self.lines, self.nicks)
        for index, line in enumerate(self.lines):
            events = replay.apply_checked(index)
            yield GcgStep(line, events, replay.game, (replay.penalties[0], replay.penalties[1]))

    def summary(self) -> JsonObject:
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
            "moves": [self._move_json(line) for line in self.lines],
            "winners": list(self.winners()),
        }

    def _move_json(self, line: GcgLine) -> JsonObject:
        """One line of the file as ``--json`` prints it (docs/board-record.md)."""
        own_end = line.kind is EntryKind.END_RACK and not line.rack
        return {
            "player": self.nicks.index(line.nick),
            "nick": line.nick,
            "kind": "time" if line.kind is None else line.kind.value,
            "score": line.score,
            "total": line.total,
            "word": line.word if line.kind is EntryKind.PLAY else "",
            "position": line.position,
            "rack": line.word if own_end else line.rack,
            "note": line.note,
        }


def winners_of(game: BoardGame, totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest of ``totals`` once ``game`` is over (none before)."""
    if not game.game_over:
        return ()
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


# --- parsing ----------------------------------------------------------------------------------


@dataclass
class GcgText:
    """A file's text taken apart: its move lines, its players (``#player1``, ``#player2``:
    nick and name by seat), the rules its rules note names, and the notes before the first
    move line."""

    lines: list[GcgLine] = field(default_factory=list)
    players: dict[int, tuple[str, str]] = field(default_factory=dict)
    rules: BoardRules | None = None
    opening_note: str = ""


def parse(text: str) -> GcgText:
    """The move lines, pragmas and notes of a GCG text.

    Raises:
        RecordError: a line that is not GCG (its number is named), a name too long, a number
            with too many digits, or a rules note this app cannot read.
    """
    parsed = GcgText()
    note: list[str] = []  # the note of the last move line (or of the opening) so far, in parts
    in_note = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        if line.startswith(">"):
            _settle_note(parsed, note)
            parsed.lines.append(_event(number, line))
            in_note = False
            continue
        if not line.startswith("#"):
            if in_note:  # a note goes on over the lines that are neither pragma nor move
                note.append(f" {line}")
            continue
        found = _NOTE.fullmatch(line)
        in_note = found is not None
        if found is not None:
            said = (found[1] or "").strip()
            if not parsed.lines and said.startswith(RULES_NOTE):
                parsed.rules = _rules_of(said.removeprefix(RULES_NOTE), number)
                in_note = False
            else:
                note.append(f"\n{said}" if note else said)
            continue
        player = _PLAYER.fullmatch(line)
        if player:
            parsed.players[int(player[1]) - 1] = _player(player[2], player[3])
    _settle_note(parsed, note)
    return parsed


def parse_lines(text: str) -> tuple[list[GcgLine], dict[int, tuple[str, str]]]:
    """The move lines and the ``#player`` pragmas of a GCG text (see :func:`parse`)."""
    parsed = parse(text)
    return parsed.lines, parsed.players


def _player(nick: str, name: str | None) -> tuple[str, str]:
    full = (name or nick).strip() or nick
    if len(nick) > MAX_NAME_CHARS or len(full) > MAX_NAME_CHARS:
        raise RecordError(Problem(Fault.NAME_TOO_LONG, limit=MAX_NAME_CHARS))
    return nick, full


def _settle_note(parsed: GcgText, note: list[str]) -> None:
    """Give the note gathered so far (its ``#note`` lines one per line, a continuation after
    a space) to the last move line, or to the opening before the first; joined once, so a file
    of thousands of notes is read in time linear in it."""
    if not note:
        return
    text = "".join(note).lstrip("\n")
    note.clear()
    if not parsed.lines:
        parsed.opening_note = text
        return
    parsed.lines[-1] = replace(parsed.lines[-1], note=text)


def _rules_of(text: str, number: int) -> BoardRules:
    """The rules a rules note names: ``{"version": 2, "rules": {...}}``, a board record's
    version and rules object (docs/board-record.md), read as a record of that version is."""
    try:
        data = reading.parse_json(text.strip())
    except FileReadError:
        raise RecordError(f"line {number}: the rules note is not JSON") from None
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, bool) or version not in board_record.READABLE_VERSIONS:
        raise RecordError(f"line {number}: the rules note is of another version of the app")
    rules = rules_from_json(data.get("rules") if isinstance(data, dict) else None, version)
    if rules.tiles.id != "english":
        raise RecordError(f"line {number}: a GCG file holds a game of English tiles")
    return rules


def _number(text: str) -> int:
    """A score or a total of a line, within :data:`MAX_GCG_DIGITS` digits."""
    if len(text.lstrip("+-")) > MAX_GCG_DIGITS:
        raise RecordError(Problem(Fault.NUMBER_TOO_LONG, limit=MAX_GCG_DIGITS))
    return int(text)


def _event(number: int, line: str) -> GcgLine:
    found = _LINE.fullmatch(line)
    scored = _TAIL.search(line)
    if found is None or scored is None:
        raise RecordError(f"line {number} is not a GCG move line: {shown(line)}")
    nick = sys.intern(found[1].strip())  # one string per player, however many lines
    body = line[found.start(2) : scored.start()].split()
    score, total = _number(scored[1]), _number(scored[2])
    special = ("(challenge)", "(time)")
    if body and body[0].startswith("(") and body[0].endswith(")") and body[0] not in special:
        rack = _tiles_named(number, body[0][1:-1], _RACK)
        return GcgLine(number, nick, "", EntryKind.END_RACK, score, total, word=rack)
    if len(body) < 1:
        raise RecordError(f"line {number} has no move: {shown(line)}")
    rack = _tiles_named(number, body[0], _RACK) if len(body) > 1 else ""
    rest = body[1:] if len(body) > 1 else body
    head = rest[0]
    if head == "--":
        return GcgLine(number, nick, rack, EntryKind.WITHDRAWN, score, total)
    if head == "(challenge)":
        return GcgLine(number, nick, rack, EntryKind.CHALLENGE_BONUS, score, total)
    if head == "(time)":
        return GcgLine(number, nick, rack, None, score, total)
    if head.startswith("(") and head.endswith(")"):
        counted = _tiles_named(number, head[1:-1], _RACK)
        return GcgLine(number, nick, rack, EntryKind.END_RACK, score, total, word=counted)
    if head == "-":
        return GcgLine(number, nick, rack, EntryKind.PASS, score, total)
    if head.startswith("-"):
        exchanged = _tiles_named(number, head[1:], _RACK)
        return GcgLine(number, nick, rack, EntryKind.EXCHANGE, score, total, exchanged=exchanged)
    if len(rest) == 2:
        word = _tiles_named(number, rest[1], _WORD)
        return GcgLine(number, nick, rack, EntryKind.PLAY, score, total, rest[0], word)
    raise RecordError(f"line {number} is not a GCG move line: {shown(line)}")


def _tiles_named(number: int, text: str, pattern: re.Pattern[str]) -> str:
    """A rack or a word of a line, which must be English tiles (``?`` a blank, ``.`` a tile
    on the board)."""
    if not pattern.fullmatch(text):
        raise RecordError(f"line {number}: {shown(text)} is not made of English tiles")
    return text


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


# --- reading ----------------------------------------------------------------------------------


def read(text: str, rules: BoardRules | None = None) -> GcgGame:
    """Replay a GCG file, checking every line's points and total against the engine. The
    rules are the file's rules note's, else ``rules``, else tournament rules; a game file of
    no more than :data:`MAX_LINES_TRIED_AGAIN` lines that these refuse is tried under the rules
    this app wrote games under before it named them (so its older files open), and refused
    with the tournament rules' reason if none fits.

    Raises:
        RecordError: not GCG, too large, an impossible move, or a count that differs (the
            line named).
    """
    if len(text) > MAX_GCG_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_GCG_BYTES:
        raise RecordError(Problem(Fault.FILE_TOO_LARGE, limit=size_text(MAX_GCG_BYTES)))
    parsed = parse(text)
    players = parsed.players
    if set(players) != {0, 1}:
        raise RecordError("a GCG file names two players with #player1 and #player2")
    nicks = (players[0][0], players[1][0])
    if nicks[0] == nicks[1]:
        raise RecordError(f"both players of the file are called {shown(nicks[0])}")
    lines = parsed.lines
    if not lines:
        raise RecordError("the file holds no move line")
    for line in lines:
        if line.nick not in nicks:
            raise RecordError(f"line {line.number}: {shown(line.nick)} is not a player of the file")
    chosen = parsed.rules or rules
    if chosen is not None:
        return _replayed(parsed, chosen)
    try:
        return _replayed(parsed, gcg_rules())
    except RecordError as refused:
        if len(lines) > MAX_LINES_TRIED_AGAIN:
            raise
        for before_the_note in _RULES_BEFORE_THE_NOTE:  # a file this app wrote before
            try:
                return _replayed(parsed, before_the_note)
            except RecordError:
                continue
        raise refused from None


#: Files with more move lines than this are not tried again under other rules (a game has a
#: hundred at most), so a long broken file is refused after one reading.
MAX_LINES_TRIED_AGAIN = 300


def _rules_before_the_note() -> tuple[BoardRules, ...]:
    """The rules the app wrote GCG files under before it named them in a note: each English
    rule set's own, as a record of each version means them."""
    return tuple(
        rules_from_json({"rule_set": rule_set}, version)
        for rule_set in ("scrabble-en", "wocable-en")
        for version in board_record.READABLE_VERSIONS
    )


_RULES_BEFORE_THE_NOTE = _rules_before_the_note()


def _replayed(parsed: GcgText, rules: BoardRules) -> GcgGame:
    """The file's lines played under ``rules``, each checked."""
    players, lines = parsed.players, parsed.lines
    nicks = (players[0][0], players[1][0])
    seats = [Seat(players[0][1]), Seat(players[1][1])]
    game = BoardGame.new(rules, seats, _Verdict(), start=nicks.index(lines[0].nick))
    opening = game.copy()
    replay = _Replay(game, lines, nicks)
    for index in range(len(lines)):
        replay.apply_checked(index)
    names = (players[0][1], players[1][1])
    return GcgGame(game, lines, names, nicks, opening, replay.penalties, parsed.opening_note)


def import_text(text: str) -> GcgGame | None:
    """The game of a GCG file's ``text``, replayed and checked (:func:`read`), or ``None``
    when the text is not GCG: the house's registry asks this of any file that is not a record.

    Raises:
        RecordError: the text is GCG but breaks the format or the rules.
    """
    return read(text) if looks_like_gcg(text) else None


class _Replay:
    """Plays a file's lines in a game one at a time, checking each: what reading a file and
    stepping through it again (:meth:`GcgGame.replayed`) share."""

    def __init__(self, game: BoardGame, lines: list[GcgLine], nicks: tuple[str, str]) -> None:
        verdict = game.lexicon
        assert isinstance(verdict, _Verdict)
        self.game = game
        self.verdict = verdict
        self.lines = lines
        self.nicks = nicks
        self.penalties = [0, 0]
        self._ends, self._kept = _lookahead(lines)
        self._counted_end: set[int] = set()

    def apply_checked(self, index: int) -> tuple[Event, ...]:
        """Play line ``index``; the engine's events.

        Raises:
            RecordError: the line is illegal or its count differs from the engine's.
        """
        line = self.lines[index]
        try:
            return self._apply(index)
        except IllegalMoveError as error:
            raise RecordError(
                f"line {line.number}: illegal move ({error.reason.describe()})"
            ) from None
        except RecordError:
            raise
        except ValueError:  # a tile the rack names is not left in the game
            raise RecordError(
                f"line {line.number}: the rack {shown(line.rack)} holds tiles the game has not "
                "got left"
            ) from None

    def _apply(self, index: int) -> tuple[Event, ...]:
        """Play one line of the file in the game, checking its points; the engine's events."""
        game = self.game
        line = self.lines[index]
        seat = self.nicks.index(line.nick)
        before = len(game.history)
        events: tuple[Event, ...] = ()
        if line.kind is None:
            self.penalties[seat] += line.score
            self._check_total(line, game.score(seat) + self.penalties[seat])
            return ()
        if line.kind is EntryKind.PLAY:
            going_out = self._ends.get(index)
            if going_out is not None:
                game.set_rack(1 - seat, _rack_tiles(going_out))
            rack = _rack_tiles(line.rack)
            game.set_rack(seat, rack)
            move = _place(seat, line, game)
            self._stack_last_draws(index, seat, rack, [tile.rack_tile for tile in move.tiles])
            events = game.play(move)
        elif line.kind is EntryKind.EXCHANGE:
            rack = _rack_tiles(line.rack)
            game.set_rack(seat, rack)
            given = _rack_tiles(line.exchanged)
            self._stack_last_draws(index, seat, rack, given)
            events = game.play(Exchange(seat, tuple(given)))
        elif line.kind is EntryKind.PASS:
            if game.phase is Phase.FINAL_PASS:
                return self._accept(line, seat)
            game.set_rack(seat, _rack_tiles(line.rack))
            events = game.play(Pass(seat))
        elif line.kind is EntryKind.WITHDRAWN:
            self.verdict.valid = False
            try:
                events = game.play(Challenge(1 - seat))
            finally:
                self.verdict.valid = True
        elif line.kind is EntryKind.CHALLENGE_BONUS:
            events = game.play(Challenge(1 - seat))
        elif line.kind is EntryKind.END_RACK:
            events = self._end(line, seat)
        # An end line's points may have been counted already, when a challenge ended the game.
        since = 0 if line.kind is EntryKind.END_RACK else before
        new = [entry for entry in game.history[since:] if entry.seat == seat]
        entry = _check(line, new)
        # The entry's own total: a challenge of the last play also ends the game and adds the end
        # points, which the file writes on the next line.
        total = entry.total if entry is not None else game.score(seat)
        self._check_total(line, total + self.penalties[seat])
        return events

    def _accept(self, line: GcgLine, seat: int) -> tuple[Event, ...]:
        """The opponent's pass after a play that went out (double challenge): it accepts the
        play, which ends the game; the end points follow on the next line."""
        game = self.game
        if line.rack:
            game.set_rack(seat, _rack_tiles(line.rack))
        total = game.score(seat) + self.penalties[seat]
        events = game.play(Pass(seat))
        if line.score != 0:
            raise RecordError(
                f"line {line.number}: the engine counts +0, the file says {line.score:+d}"
            )
        self._check_total(line, total)
        return events

    def _end(self, line: GcgLine, seat: int) -> tuple[Event, ...]:
        """An end-of-game line: the game ends here if a play that went out awaits acceptance."""
        game = self.game
        events: tuple[Event, ...] = ()
        if game.phase is Phase.FINAL_PASS:
            events = game.play(Pass(game.current))
        if not game.game_over:
            raise RecordError(f"line {line.number}: end-of-game points before the game ended")
        if seat in self._counted_end:
            raise RecordError(f"line {line.number}: a second end-of-game line for {line.nick}")
        self._counted_end.add(seat)
        return events

    def _stack_last_draws(
        self, index: int, seat: int, rack: Sequence[str], leaving: Sequence[str]
    ) -> None:
        """When the file names the rack this seat ends the game with (its next line is its own
        end-of-game line), make this turn draw the tiles that rack needs: the engine counts the
        end from it. Where the file's racks do not allow it, the draw is left to chance."""
        final = self._kept.get(index)
        if final is None:
            return
        kept = Counter(rack) - Counter(leaving)
        wanted = Counter(_rack_tiles(final))
        if kept - wanted:
            return
        try:
            self.game.stack_draws(list((wanted - kept).elements()), mover=seat)
        except ValueError:
            return

    def _check_total(self, line: GcgLine, total: int) -> None:
        if total != line.total:
            raise RecordError(
                f"line {line.number}: the engine's total is {total}, the file says {line.total}"
            )


def _lookahead(lines: list[GcgLine]) -> tuple[dict[int, str], dict[int, str]]:
    """What later lines say about earlier ones, found in one pass from the end.

    Returns:
        The opponent's rack named by the end line that follows a play that went out (by the
        play's index), and the rack a player ends the game with, by the index of their last
        play or exchange before their own end-of-game line.
    """
    ends: dict[int, str] = {}
    kept: dict[int, str] = {}
    following: int | None = None  # the next line that is not a bonus, time or accepting pass
    own_next: dict[str, int] = {}  # each player's next line (time lines aside)
    for index in range(len(lines) - 1, -1, -1):
        line = lines[index]
        if line.kind is EntryKind.PLAY and following is not None:
            end = lines[following]
            if end.kind is EntryKind.END_RACK and end.nick == line.nick and not end.rack:
                ends[index] = end.word
        if line.kind in (EntryKind.PLAY, EntryKind.EXCHANGE) and line.nick in own_next:
            later = lines[own_next[line.nick]]
            if later.kind is EntryKind.END_RACK and later.rack:
                kept[index] = later.word
        if line.kind not in _BEFORE_THE_END and not _accepts(line, lines, following):
            following = index
        if line.kind not in _BEFORE_THE_END:
            own_next[line.nick] = index
    return ends, kept


def _accepts(line: GcgLine, lines: list[GcgLine], following: int | None) -> bool:
    """Whether ``line`` is the pass that accepts a play that went out: the end line after it
    counts the passer's rack for the other player."""
    if line.kind is not EntryKind.PASS or following is None:
        return False
    end = lines[following]
    return end.kind is EntryKind.END_RACK and not end.rack and end.nick != line.nick


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


# --- writing ----------------------------------------------------------------------------------


def _gcg_rack(rack: Sequence[str]) -> str:
    blanks = BLANK * list(rack).count(BLANK)
    return blanks + "".join(sorted(tile.upper() for tile in rack if tile != BLANK))


def export_text(game: object) -> str | None:
    """The GCG text of a two-player game of English tiles (the registry's ``export_text``),
    or ``None`` for any other game: GCG has two players and the English alphabet, and cannot
    say that a play took a blank off the board (the blank-swap option).

    The text is read back before it is given: a game it would not read back to the same
    scores (one of the rare games whose end a GCG file cannot tell, such as an English game
    with the return-first exchange order that ends on an exchange) is ``None`` too, so no file
    the app writes is one it refuses.
    """
    if not isinstance(game, BoardGame) or len(game.seats) != 2:
        return None
    if game.rules.tiles.id != "english":
        return None
    if any(isinstance(move, Place) and move.swaps for move in game.actions):
        return None
    text = write(game)
    try:
        again = read(text)
    except RecordError:
        return None
    return text if again.totals() == tuple(game.scores) else None


def nicks_for(names: Sequence[str]) -> tuple[str, ...]:
    """The nicks of a file's players: their names with no space or ``:`` (which would end the
    nick of a move line), never empty, never longer than a name may be, and never the same
    twice.

    >>> nicks_for(["Dr: Who", "Dr: Who"]), nicks_for(["", "Ann Lee"])
    (('Dr_Who', 'Dr_Who_2'), ('player1', 'Ann_Lee'))
    """
    nicks: list[str] = []
    for index, name in enumerate(names):
        nick = _NOT_IN_A_NICK.sub("_", clean_text(name)).strip("_")[: MAX_NAME_CHARS - 2]
        nick = nick or f"player{index + 1}"
        while nick in nicks:
            nick = f"{nick}_{index + 1}"
        nicks.append(nick)
    return tuple(nicks)


def _full_name(name: str, nick: str) -> str:
    """A player's name as a ``#player`` line holds it: one line, no control characters."""
    return " ".join(re.sub(r"[\x00-\x1f\x7f]", " ", clean_text(name)).split()) or nick


def rules_note(rules: BoardRules) -> str:
    """The ``#note`` that names ``rules``, so that a file this app wrote is read back under the
    rules it was played by (other programs ignore it: a note before the first move line)."""
    data = {"version": board_record.VERSION, "rules": rules.to_json()}
    return f"#note {RULES_NOTE} {json.dumps(data, ensure_ascii=False)}"


def write(game: BoardGame, nicks: tuple[str, ...] | None = None) -> str:
    """The GCG text of a two-player English game (its history, line by line, and a note
    naming its rules).

    Raises:
        ValueError: not a two-player game.
    """
    if len(game.seats) != 2:
        raise ValueError("GCG holds two-player games")
    names = nicks or nicks_for([seat.name for seat in game.seats])
    out = ["#character-encoding UTF-8"]
    for index, seat in enumerate(game.seats):
        out.append(f"#player{index + 1} {names[index]} {_full_name(seat.name, names[index])}")
    out.append(rules_note(game.rules))
    for entry in game.history:
        out.extend(_entry_lines(entry, names))
    return "\n".join(out) + "\n"


def _entry_lines(entry: Entry, names: tuple[str, ...]) -> list[str]:
    nick = names[entry.seat]
    rack = _gcg_rack(entry.rack)
    tail = f"{entry.score:+d} {entry.total}"
    kind = entry.kind
    if kind is EntryKind.PLAY and entry.play is not None and isinstance(entry.move, Place):
        return [f">{nick}: {rack} {_play_text(entry)} {tail}"]
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


def _play_text(entry: Entry) -> str:
    play = entry.play
    move = entry.move
    assert play is not None and isinstance(move, Place)
    main = play.words[0]
    placed = {tile.square: tile for tile in move.tiles}
    letters = []
    for square in main.squares:
        tile = placed.get(square)
        if tile is None:
            letters.append(".")
        else:
            letters.append(tile.letter.lower() if tile.blank else tile.letter.upper())
    return f"{position_name(main.squares[0], main.across)} {''.join(letters)}"

"""Saving games: the autosave after every action, resuming at start, Save As and Open.

Every file here is a game record: RECORD.md for the patent game, and for every family of the
house its own record, whose ``format`` key names the family (one file type, ``.patentgame``, for
all). The registry (:mod:`patentgame.families`) reads and replays each. Two optional top-level
keys are added for the player's sake, and each family's record keeps them in its ``extra``:
``saved_at`` (local time with its UTC offset, for "Continue the game against Tycoon from Tuesday
21:40?") and ``app``.

Nothing here ever deletes a player's game. A damaged autosave is moved aside, a damaged save file
is refused with a problem saying what is wrong, every read goes through the app's one reading
path (:mod:`patentgame.model.reading`: a pipe, a device or a folder is refused before it is
read) and every write through its one writing path (:mod:`patentgame.keeping.atomic`: atomic,
never through a link). A record opened and saved again loses nothing: the top-level keys this
app does not know ride along with the game (:class:`CarriedKeys`) into every later autosave and
Save As. A read-only data folder still offers its autosaved game, which then goes on unsaved.

Two copies of the app may run at once. Each takes an autosave *slot* with an
:class:`~patentgame.keeping.instance_lock.InstanceLock`: the first gets ``current-game.json``, a
second gets ``current-game-2.json`` (and says so), and so on, so they never write the same file.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from patentgame import __version__, families
from patentgame.keeping.atomic import (
    StorageError,
    move_aside,
    remove_stale_temps,
    storage_problem,
    write_text_atomic,
)
from patentgame.keeping.instance_lock import InstanceLock
from patentgame.keeping.paths import AUTOSAVE_NAME, SAVE_SUFFIX
from patentgame.model import record as envelope
from patentgame.model.errors import Failure, LexiconError, RecordError, problem_of
from patentgame.model.json_types import JsonMapping
from patentgame.model.lexicon import WordList
from patentgame.model.problems import Fault, Problem
from patentgame.model.reading import file_label
from patentgame.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from patentgame.model.games import GameRecord, KeptGame

#: Finds the word list a record names (its ``lexicon`` id); raises ``LexiconError`` if missing.
LexiconLoader = Callable[[str], WordList]

#: A game record is a few kilobytes to a few hundred; anything bigger is not one of ours.
MAX_RECORD_BYTES = envelope.MAX_RECORD_BYTES
#: How many copies of the app can each keep their own autosave.
MAX_SLOTS = 5
#: Keys this app writes into every record it saves; a record's own are not carried over them.
STAMP_KEYS = frozenset({"saved_at", "app"})
#: Keys of a game's story that the window's game model reads when it adopts a game and writes
#: afresh with every save (the computer players' explanations and failures, a board game's clock
#: of the move in progress): never carried, so a take-back cannot bring back an explanation of an
#: action undone, nor a later save an old clock.
STORY_KEYS = frozenset({"notes", "problems", "clock"})


class SaveFileError(Failure, ValueError):
    """A save file could not be opened; its problem says why (``str()`` is the sentence)."""


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game read back from a file and replayed, ready to continue.

    Attributes:
        game: the replayed game, in the state it was saved in.
        record: the record it came from (with its ``extra`` keys).
        saved_at: when it was saved, if the file says.
        path: the file it was read from.
    """

    def carried_keys(self) -> CarriedKeys:
        """The record's top-level keys this app does not know, to carry into later saves."""
        return CarriedKeys.of(self)

    game: KeptGame
    record: GameRecord
    saved_at: datetime | None
    path: Path

    def opponents(self) -> list[str]:
        """Names of the computer players, or of every player when all are people."""
        players = self.record.players
        computers = [p.name for p in players if p.kind != "human"]
        return computers or [p.name for p in players]

    def resume_question(self, now: datetime | None = None) -> str:
        """The question the app asks at start, naming everyone at the table: ``Continue the
        game against Tycoon from Tuesday 21:40?`` (one person), ``Continue the game of Anna and
        Ben against Tycoon ...?`` (several people and computers), ``Continue the game of Anna
        and Ben ...?`` (people only)."""
        players = self.record.players
        people = _join_names([p.name for p in players if p.kind == "human"])
        computers = _join_names([p.name for p in players if p.kind != "human"])
        one_person = sum(p.kind == "human" for p in players) == 1
        timed = self.saved_at is not None
        if one_person and computers:
            template = (
                translate("Keeping", "Continue the game against {computers} from {when}?")
                if timed
                else translate("Keeping", "Continue the game against {computers}?")
            )
        elif people and computers:
            template = (
                translate(
                    "Keeping", "Continue the game of {people} against {computers} from {when}?"
                )
                if timed
                else translate("Keeping", "Continue the game of {people} against {computers}?")
            )
        else:
            template = (
                translate("Keeping", "Continue the game of {people} from {when}?")
                if timed
                else translate("Keeping", "Continue the game of {people}?")
            )
        when = describe_time(self.saved_at, now) if self.saved_at is not None else ""
        return template.format(people=people or computers, computers=computers, when=when)


def _setup_of(record: GameRecord) -> str:
    """What identifies a game's set-up: its record's keys other than the actions and the extra
    keys, so the same game keeps its identity as actions are played or taken back."""
    document = record.to_json()
    kept = {key: value for key, value in document.items() if key not in record.extra}
    kept.pop("actions", None)
    return json.dumps(kept, sort_keys=True, ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class CarriedKeys:
    """The top-level keys of an opened record that this app does not know, and the game they
    belong to: RECORD.md promises that a record loaded and saved again loses nothing, so every
    autosave and Save As of that game (and of no other) writes them back.

    Attributes:
        setup: the identity of the game's set-up (players, rules, deck, seed, word list).
        keys: the keys and their values, as read.
    """

    setup: str
    keys: JsonMapping

    @classmethod
    def of(cls, loaded: LoadedGame) -> CarriedKeys:
        keys = {
            k: v
            for k, v in loaded.record.extra.items()
            if k not in STAMP_KEYS and k not in STORY_KEYS
        }
        return cls(_setup_of(loaded.game.record()), keys)

    def for_game(self, game: KeptGame) -> JsonMapping:
        """The keys to write with ``game``: these when it is the same game, else none."""
        if not self.keys or _setup_of(game.record()) != self.setup:
            return {}
        return self.keys


@dataclass(frozen=True, slots=True)
class ResumeCheck:
    """What the app finds in its autosave slot at start.

    Attributes:
        offer: the unfinished game to offer for resuming, or ``None``.
        notice: a problem to tell the player when something was wrong (a damaged autosave
            that was moved aside), else ``None``.
        moved_to: where a damaged autosave was kept.
        finished: a game that ended but whose autosave was not cleared (the app stopped between
            the last action and recording it); the caller records it, then clears the autosave.
    """

    offer: LoadedGame | None = None
    notice: Problem | None = None
    moved_to: Path | None = None
    finished: LoadedGame | None = None


def _join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return translate("Keeping", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


#: Weekdays (Monday first, as ``date.weekday()``) and months, in the app's language: the C
#: library's names are English whatever the app speaks. The translation is the form a date
#: takes in the sentence ("во вторник", "2 марта").
WEEKDAYS = (
    QT_TRANSLATE_NOOP("Dates", "Monday"),
    QT_TRANSLATE_NOOP("Dates", "Tuesday"),
    QT_TRANSLATE_NOOP("Dates", "Wednesday"),
    QT_TRANSLATE_NOOP("Dates", "Thursday"),
    QT_TRANSLATE_NOOP("Dates", "Friday"),
    QT_TRANSLATE_NOOP("Dates", "Saturday"),
    QT_TRANSLATE_NOOP("Dates", "Sunday"),
)
MONTHS = (
    QT_TRANSLATE_NOOP("Dates", "January"),
    QT_TRANSLATE_NOOP("Dates", "February"),
    QT_TRANSLATE_NOOP("Dates", "March"),
    QT_TRANSLATE_NOOP("Dates", "April"),
    QT_TRANSLATE_NOOP("Dates", "May"),
    QT_TRANSLATE_NOOP("Dates", "June"),
    QT_TRANSLATE_NOOP("Dates", "July"),
    QT_TRANSLATE_NOOP("Dates", "August"),
    QT_TRANSLATE_NOOP("Dates", "September"),
    QT_TRANSLATE_NOOP("Dates", "October"),
    QT_TRANSLATE_NOOP("Dates", "November"),
    QT_TRANSLATE_NOOP("Dates", "December"),
)


def describe_time(moment: datetime, now: datetime | None = None) -> str:
    """A short, friendly time: ``today 21:40``, ``yesterday 09:05``, ``Tuesday 21:40``, or a date.

    >>> now = datetime(2026, 11, 29, 22, 0)
    >>> describe_time(datetime(2026, 11, 29, 21, 40), now)
    'today 21:40'
    >>> describe_time(datetime(2026, 11, 24, 21, 40), now)
    'Tuesday 21:40'
    >>> describe_time(datetime(2025, 3, 2, 8, 5), now)
    '2 March 2025 08:05'
    """
    now = now or datetime.now().astimezone()
    if moment.tzinfo is not None and now.tzinfo is None:
        now = now.astimezone()
    if moment.tzinfo is None and now.tzinfo is not None:
        now = now.replace(tzinfo=None)
    clock = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        return translate("Dates", "today {clock}").format(clock=clock)
    if days == 1:
        return translate("Dates", "yesterday {clock}").format(clock=clock)
    if 1 < days < 7:
        weekday = translate("Dates", WEEKDAYS[moment.weekday()])
        return translate("Dates", "{weekday} {clock}").format(weekday=weekday, clock=clock)
    month = translate("Dates", MONTHS[moment.month - 1])
    return translate("Dates", "{day} {month} {year} {clock}").format(
        day=moment.day, month=month, year=moment.year, clock=clock
    )


def _now() -> datetime:
    return datetime.now().astimezone().replace(microsecond=0)


def record_text(
    game: KeptGame, saved_at: datetime | None = None, carried: JsonMapping | None = None
) -> str:
    """The record of ``game`` as JSON text, stamped with the time and the app version, with
    ``carried`` optional keys: those of the record it was opened from (:class:`CarriedKeys`)
    and the game's story (the computer players' explanations, for the log)."""
    stamp = (saved_at or _now()).isoformat()
    extra = dict(carried or {})
    extra.update(saved_at=stamp, app=f"patentgame {__version__}")
    record = game.record().with_extra(**extra)
    return envelope.dumps(record.to_json())


def _saved_at(record: GameRecord) -> datetime | None:
    value = record.extra.get("saved_at")
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def read_record_file(path: Path) -> object:
    """The JSON document of a save file, through the app's one reading path.

    Raises:
        SaveFileError: the file is missing, a folder, not an ordinary file, unreadable, too
            large, empty, not text, or not JSON within the limits.
    """
    try:
        return envelope.read(path)
    except RecordError as error:
        raise SaveFileError(error.problem) from None


def read_game_record(text: str | bytes | object) -> tuple[families.Family, GameRecord]:
    """The family and the record of a game record (its text, or its parsed document), of any
    family of the house, within the reading limits every family shares.

    A document whose ``format`` names no family is read as the default family's, so its record
    reader says what is wrong with it.

    Raises:
        RecordError: not JSON, too large, not a valid record of its family, or a seat's name
            longer than :data:`~patentgame.model.record.MAX_NAME_CHARS`.
    """
    document = envelope.parse(text) if isinstance(text, str | bytes) else text
    family = families.of_document(document) or families.DEFAULT
    try:
        record = family.read_record(document)
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        # A family's reader met a value it did not expect: a damaged record, told plainly.
        raise RecordError(Problem(Fault.SAVE_DAMAGED, file="?")) from error
    if any(len(seat.name) > envelope.MAX_NAME_CHARS for seat in record.players):
        raise RecordError(Problem(Fault.NAME_TOO_LONG, limit=envelope.MAX_NAME_CHARS))
    return family, record


def parse_game(
    text: str | bytes | object, name: str | None, load_lexicon: LexiconLoader, path: Path
) -> LoadedGame:
    """Validate a record fully: its format, its word list, and a replay of every action; its
    family must be one the app can show (:attr:`~patentgame.families.Family.playable`).

    Args:
        text: the record's text, or its parsed JSON document.
        name: the file's name, for the problem; ``None`` for a record that is not a file (one
            kept in the statistics).
        load_lexicon: finds the word list the record names.
        path: the file it came from.

    Raises:
        SaveFileError: what is wrong, as a problem naming ``name``.
    """
    about = {} if name is None else {"file": name}
    try:
        family, record = read_game_record(text)
    except RecordError as error:
        raise SaveFileError(error.problem.with_params(**about)) from None
    if not family.playable:
        raise SaveFileError(Problem(Fault.FAMILY_NOT_SHOWN, family=family.name, **about))
    try:
        lexicon = load_lexicon(record.lexicon_id)
    except (LexiconError, OSError) as error:
        raise SaveFileError(
            Problem(
                Fault.RECORD_NEEDS_LIST, lexicon=record.lexicon_id, cause=problem_of(error), **about
            )
        ) from None
    try:
        game = family.replay(record, lexicon, load_lexicon=load_lexicon)
    except RecordError as error:
        raise SaveFileError(error.problem.with_params(**about)) from None
    except Exception as error:  # an engine fault on odd input must not reach the player raw
        print(f"patentgame: replaying {name or 'a record'} failed: {error!r}", file=sys.stderr)
        raise SaveFileError(Problem(Fault.SAVE_DAMAGED, file=name or "?")) from None
    return LoadedGame(game, record, _saved_at(record), path)


def save_game(game: KeptGame, path: Path, carried: JsonMapping | None = None) -> Path:
    """File > Save As: write ``game`` to ``path`` (``.patentgame`` is added if it has no suffix),
    with the ``carried`` keys of the record it was opened from.

    Returns:
        The path written.

    Raises:
        StorageError: the folder is read-only, missing or full; an older file there is unchanged.
    """
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SAVE_SUFFIX)
    write_text_atomic(path, record_text(game, carried=carried))
    return path


def open_game(path: Path, load_lexicon: LexiconLoader) -> LoadedGame:
    """File > Open: read and fully validate a ``.patentgame`` file. Changes nothing.

    Raises:
        SaveFileError: what is wrong with the file, for the player to read.
    """
    path = Path(path)
    return parse_game(read_record_file(path), file_label(path), load_lexicon, path)


class Autosave:
    """The autosave of one running copy of the app.

    Usage::

        autosave = Autosave(paths.data_dir())
        notice = autosave.open()          # tell it if not None
        check = autosave.check(loader)    # at start: offer check.offer, tell check.notice
        autosave.write(game)              # after every action
        autosave.clear()                  # when the game is over
        autosave.close()                  # at exit

    Attributes:
        folder: the data folder.
        path: this copy's autosave file, or ``None`` while it has no slot (autosave off).
        read_only: the data folder cannot be written: the usual autosave is still looked at
            (and offered) at start, but nothing is autosaved.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path: Path | None = None
        self.read_only = False
        self._lock: InstanceLock | None = None

    @property
    def enabled(self) -> bool:
        """Whether this copy of the app autosaves."""
        return self.path is not None

    def open(self) -> Problem | None:
        """Claim an autosave slot; returns a problem to tell the player, or ``None`` when all is
        usual.

        The first copy of the app gets ``current-game.json``. A copy started while another runs
        gets its own numbered file; when even those are taken, or the data folder cannot be
        written, it runs without autosave and says so.
        """
        if self._lock is not None:
            return None
        for slot in range(1, MAX_SLOTS + 1):
            lock = InstanceLock(self.folder / f"{_slot_stem(slot)}.lock")
            try:
                taken = lock.acquire()
            except OSError as error:
                if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM) and self.folder.is_dir():
                    self.read_only = True
                    return Problem(Fault.AUTOSAVE_READ_ONLY, file=str(self.folder))
                return Problem(Fault.AUTOSAVE_OFF, cause=storage_problem(error, lock.path))
            if taken:
                self._lock = lock
                self.path = self.folder / f"{_slot_stem(slot)}.json"
                remove_stale_temps(self.folder)
                if slot == 1:
                    return None
                return Problem(Fault.AUTOSAVE_OTHER_SLOT, file=self.path.name, usual=AUTOSAVE_NAME)
        return Problem(Fault.AUTOSAVE_NO_SLOT, count=MAX_SLOTS)

    def close(self) -> None:
        """Give the slot back (at exit); the autosave file itself stays for the next start.
        Never raises."""
        if self._lock is not None:
            self._lock.release()
        self._lock = None
        self.path = None

    def write(self, game: KeptGame, carried: JsonMapping | None = None) -> None:
        """Autosave ``game`` (call after every action) with the ``carried`` keys of the record
        it was opened from. Does nothing without a slot.

        Raises:
            StorageError: the disk is full or the folder became read-only; the previous
                autosave is still complete. The app should say so once and go on playing.
        """
        if self.path is not None:
            self.write_text(record_text(game, carried=carried))

    def write_text(self, text: str) -> None:
        """Autosave an already serialised record (for callers that stamped it themselves)."""
        if self.path is None:
            return
        if not self.folder.is_dir():
            # The data folder vanished under us (a clean-up tool, a user): make it again
            # rather than lose every later move.
            with contextlib.suppress(OSError):
                self.folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, text)

    def clear(self) -> None:
        """Forget the autosave (the game finished, or the player declined to continue)."""
        if self.path is None:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            raise StorageError(
                storage_problem(error, self.path, "remove"), self.path, error.errno
            ) from None

    @property
    def readable_path(self) -> Path | None:
        """The autosave to look at at start: this slot's, or in a read-only folder the usual
        one (it may be continued, though not autosaved)."""
        if self.path is not None:
            return self.path
        return self.folder / AUTOSAVE_NAME if self.read_only else None

    def check(self, load_lexicon: LexiconLoader) -> ResumeCheck:
        """Look at this slot's autosave at start; never raises.

        An unfinished game is returned as an offer, a finished one as ``finished`` (left in
        place until the caller has recorded it and calls :meth:`clear`). A damaged autosave is
        moved aside (kept as ``current-game.json.damaged-<time>``) with a notice. Something that
        is not an ordinary file in its place (a pipe, a device) is moved aside unread.
        """
        path = self.readable_path
        if path is None or not _exists(path):
            return ResumeCheck()
        try:
            loaded = parse_game(read_record_file(path), path.name, load_lexicon, path)
        except SaveFileError as error:
            moved = move_aside(path)
            if moved is None:
                return ResumeCheck(None, Problem(Fault.AUTOSAVE_NOT_MOVED, cause=error.problem))
            notice = Problem(
                Fault.AUTOSAVE_KEPT_ASIDE,
                cause=error.problem,
                kept=moved.name,
                folder=str(self.folder),
            )
            return ResumeCheck(None, notice, moved)
        if loaded.game.game_over:
            return ResumeCheck(finished=loaded)
        return ResumeCheck(loaded)

    def orphans(self) -> list[Path]:
        """Autosaves of other slots that no running copy of the app holds.

        A second window's autosave stays behind when that window closes; the next start takes
        slot 1 and would never look at it. The caller keeps these as save files instead.
        """
        found: list[Path] = []
        if self.read_only:
            return found
        for slot in range(1, MAX_SLOTS + 1):
            path = self.folder / f"{_slot_stem(slot)}.json"
            if path == self.path or not _exists(path):
                continue
            lock = InstanceLock(self.folder / f"{_slot_stem(slot)}.lock")
            try:
                free = lock.acquire()
            except OSError:
                continue
            if free:
                lock.release()
                found.append(path)
        return found


def _exists(path: Path) -> bool:
    """Whether anything is at ``path``, a link to nowhere included (it is moved aside too)."""
    return os.path.lexists(path)


def _slot_stem(slot: int) -> str:
    stem = AUTOSAVE_NAME.removesuffix(".json")
    return stem if slot == 1 else f"{stem}-{slot}"

"""Saving games: the autosave after every action, resuming at start, Save As and Open.

Every file here is a game record: RECORD.md for the patent game, and for every family of the
house its own record, whose ``format`` key names the family (one file type, ``.patentgame``, for
all). The registry (:mod:`patentgame.families`) reads and replays each. Two optional top-level
keys are added for the player's sake, and each family's record keeps them in its ``extra``:
``saved_at`` (local time with its UTC offset, for "Continue the game against Tycoon from Tuesday
21:40?") and ``app``.

Nothing here ever deletes a player's game. A damaged autosave is moved aside, a damaged save file
is refused with a sentence saying what is wrong, and every write is atomic
(:mod:`patentgame.keeping.atomic`).

Two copies of the app may run at once. Each takes an autosave *slot* with an
:class:`~patentgame.keeping.instance_lock.InstanceLock`: the first gets ``current-game.json``, a
second gets ``current-game-2.json`` (and says so), and so on, so they never write the same file.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from patentgame import __version__, families
from patentgame.keeping.atomic import (
    StorageError,
    explain_os_error,
    move_aside,
    remove_stale_temps,
    write_text_atomic,
)
from patentgame.keeping.instance_lock import InstanceLock
from patentgame.keeping.paths import AUTOSAVE_NAME, SAVE_SUFFIX
from patentgame.model import record as envelope
from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.lexicon import WordList

if TYPE_CHECKING:
    from patentgame.model.games import GameRecord, KeptGame

#: Finds the word list a record names (its ``lexicon`` id); raises ``LexiconError`` if missing.
LexiconLoader = Callable[[str], WordList]

#: A game record is a few kilobytes to a few hundred; anything bigger is not one of ours.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: How many copies of the app can each keep their own autosave.
MAX_SLOTS = 5


class SaveFileError(ValueError):
    """A save file could not be opened. ``str()`` is a sentence for the player."""


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game read back from a file and replayed, ready to continue.

    Attributes:
        game: the replayed game, in the state it was saved in.
        record: the record it came from (with its ``extra`` keys).
        saved_at: when it was saved, if the file says.
        path: the file it was read from.
    """

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
        people = [p.name for p in players if p.kind == "human"]
        computers = [p.name for p in players if p.kind != "human"]
        if len(people) == 1 and computers:
            who = f"against {_join_names(computers)}"
        elif people and computers:
            who = f"of {_join_names(people)} against {_join_names(computers)}"
        else:
            who = f"of {_join_names(people or computers)}"
        when = f" from {describe_time(self.saved_at, now)}" if self.saved_at else ""
        return f"Continue the game {who}{when}?"


@dataclass(frozen=True, slots=True)
class ResumeCheck:
    """What the app finds in its autosave slot at start.

    Attributes:
        offer: the unfinished game to offer for resuming, or ``None``.
        notice: a sentence for the player when something was wrong (a damaged autosave that
            was moved aside), else ``None``.
        moved_to: where a damaged autosave was kept.
        finished: a game that ended but whose autosave was not cleared (the app stopped between
            the last action and recording it); the caller records it, then clears the autosave.
    """

    offer: LoadedGame | None = None
    notice: str | None = None
    moved_to: Path | None = None
    finished: LoadedGame | None = None


def _join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


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
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    if 1 < days < 7:
        return f"{moment.strftime('%A')} {clock}"
    return f"{moment.day} {moment.strftime('%B %Y')} {clock}"


def _now() -> datetime:
    return datetime.now().astimezone().replace(microsecond=0)


def record_text(
    game: KeptGame, saved_at: datetime | None = None, extra: Mapping[str, object] | None = None
) -> str:
    """The record of ``game`` as JSON text, stamped with the time and the app version, with
    ``extra`` optional keys (the computer players' explanations, for the log)."""
    stamp = (saved_at or _now()).isoformat()
    record = game.record().with_extra(
        **dict(extra or {}), saved_at=stamp, app=f"patentgame {__version__}"
    )
    return envelope.dumps(record.to_json())


def _saved_at(record: GameRecord) -> datetime | None:
    value = record.extra.get("saved_at")
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def read_record_file(path: Path) -> str:
    """The text of a save file, refusing what cannot be a record before parsing it.

    Raises:
        SaveFileError: the file is missing, unreadable, too large or not UTF-8 text.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError(f"The file {path} does not exist.") from None
    except IsADirectoryError:
        raise SaveFileError(f"{path} is a folder, not a saved game.") from None
    except OSError as error:
        raise SaveFileError(f"The file {path} could not be read: {error.strerror}.") from None
    if len(data) > MAX_RECORD_BYTES:
        raise SaveFileError(
            f"{path.name} is not a saved game: it is larger than "
            f"{MAX_RECORD_BYTES // (1024 * 1024)} MB, far more than any game record."
        )
    if not data.strip():
        raise SaveFileError(f"{path.name} is empty: the game in it was lost before it was saved.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(f"{path.name} is not a saved game: it is not text.") from None


def read_game_record(text: str | bytes) -> tuple[families.Family, GameRecord]:
    """The family and the record of a game record's text (any family of the house).

    A document whose ``format`` names no family is read as the default family's, so its record
    reader says what is wrong with it.

    Raises:
        RecordError: not JSON, too large, or not a valid record of its family.
    """
    document = envelope.parse(text)
    family = families.of_document(document) or families.DEFAULT
    return family, family.read_record(document)


def parse_game(text: str, name: str, load_lexicon: LexiconLoader, path: Path) -> LoadedGame:
    """Validate a record fully: its format, its word list, and a replay of every action; its
    family must be one the app can show (:attr:`~patentgame.families.Family.playable`).

    Raises:
        SaveFileError: saying what is wrong, in a sentence that starts with ``name``.
    """
    try:
        family, record = read_game_record(text)
    except RecordError as error:
        raise SaveFileError(f"{name} is damaged: {_sentence(error)}") from None
    except (ValueError, RecursionError) as error:  # defensive: a parser limit, not a format rule
        raise SaveFileError(f"{name} is damaged: {error}.") from None
    if not family.playable:
        raise SaveFileError(
            f"{name} holds a game this version of the app cannot show yet ({family.name}); "
            "the command patentgame replay prints it."
        )
    try:
        lexicon = load_lexicon(record.lexicon_id)
    except (LexiconError, OSError) as error:
        raise SaveFileError(
            f"{name} needs the word list {record.lexicon_id!r}, which cannot be loaded: "
            f"{_sentence(error)}"
        ) from None
    try:
        game = family.replay(record, lexicon, load_lexicon=load_lexicon)
    except RecordError as error:
        raise SaveFileError(f"{name} is damaged: {_sentence(error)}") from None
    except Exception as error:  # an engine fault on odd input must not reach the player raw
        raise SaveFileError(f"{name} could not be replayed: {_sentence(error)}") from None
    return LoadedGame(game, record, _saved_at(record), path)


def _sentence(error: Exception) -> str:
    text = str(error).strip() or type(error).__name__
    return text if text.endswith(".") else text + "."


def save_game(game: KeptGame, path: Path, extra: Mapping[str, object] | None = None) -> Path:
    """File > Save As: write ``game`` to ``path`` (``.patentgame`` is added if it has no suffix)
    with ``extra`` optional keys (see :func:`record_text`).

    Returns:
        The path written.

    Raises:
        StorageError: the folder is read-only, missing or full; an older file there is unchanged.
    """
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SAVE_SUFFIX)
    write_text_atomic(path, record_text(game, extra=extra))
    return path


def open_game(path: Path, load_lexicon: LexiconLoader) -> LoadedGame:
    """File > Open: read and fully validate a ``.patentgame`` file. Changes nothing.

    Raises:
        SaveFileError: what is wrong with the file, for the player to read.
    """
    path = Path(path)
    return parse_game(read_record_file(path), path.name, load_lexicon, path)


class Autosave:
    """The autosave of one running copy of the app.

    Usage::

        autosave = Autosave(paths.data_dir())
        notice = autosave.open()          # show it if not None
        check = autosave.check(loader)    # at start: offer check.offer, show check.notice
        autosave.write(game)              # after every action
        autosave.clear()                  # when the game is over
        autosave.close()                  # at exit

    Attributes:
        folder: the data folder.
        path: this copy's autosave file, or ``None`` while it has no slot (autosave off).
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path: Path | None = None
        self._lock: InstanceLock | None = None

    @property
    def enabled(self) -> bool:
        """Whether this copy of the app autosaves."""
        return self.path is not None

    def open(self) -> str | None:
        """Claim an autosave slot; returns a notice for the player, or ``None`` when all is usual.

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
                problem = explain_os_error(error, self.folder, "autosave into")
                return f"{problem} This game will not be autosaved."
            if taken:
                self._lock = lock
                self.path = self.folder / f"{_slot_stem(slot)}.json"
                remove_stale_temps(self.folder)
                if slot == 1:
                    return None
                return (
                    "Another patentgame window is open, so this one autosaves to "
                    f"{self.path.name} instead of {AUTOSAVE_NAME}."
                )
        return (
            f"{MAX_SLOTS} patentgame windows are already open; this one will not autosave its game."
        )

    def close(self) -> None:
        """Give the slot back (at exit); the autosave file itself stays for the next start."""
        if self._lock is not None:
            self._lock.release()
        self._lock = None
        self.path = None

    def write(self, game: KeptGame, extra: Mapping[str, object] | None = None) -> None:
        """Autosave ``game`` (call after every action) with ``extra`` optional keys. Does
        nothing without a slot.

        Raises:
            StorageError: the disk is full or the folder became read-only; the previous
                autosave is still complete. The app should say so once and go on playing.
        """
        if self.path is not None:
            self.write_text(record_text(game, extra=extra))

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
            raise explain_os_error(
                error, self.path, "remove the finished game's autosave"
            ) from None

    def check(self, load_lexicon: LexiconLoader) -> ResumeCheck:
        """Look at this slot's autosave at start; never raises.

        An unfinished game is returned as an offer, a finished one as ``finished`` (left in
        place until the caller has recorded it and calls :meth:`clear`). A damaged autosave is
        moved aside (kept as ``current-game.json.damaged-<time>``) with a notice.
        """
        if self.path is None or not self.path.exists():
            return ResumeCheck()
        try:
            loaded = parse_game(
                read_record_file(self.path), "The autosaved game", load_lexicon, self.path
            )
        except SaveFileError as error:
            moved = move_aside(self.path)
            kept = (
                f" It was kept as {moved.name} in {self.folder}."
                if moved
                else " It could not be moved aside."
            )
            return ResumeCheck(None, f"{error}{kept} A new game starts instead.", moved)
        if loaded.game.game_over:
            return ResumeCheck(finished=loaded)
        return ResumeCheck(loaded)

    def orphans(self) -> list[Path]:
        """Autosaves of other slots that no running copy of the app holds.

        A second window's autosave stays behind when that window closes; the next start takes
        slot 1 and would never look at it. The caller keeps these as save files instead.
        """
        found = []
        for slot in range(1, MAX_SLOTS + 1):
            path = self.folder / f"{_slot_stem(slot)}.json"
            if path == self.path or not path.exists():
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


def _slot_stem(slot: int) -> str:
    stem = AUTOSAVE_NAME.removesuffix(".json")
    return stem if slot == 1 else f"{stem}-{slot}"


def describe_storage_error(error: StorageError) -> str:
    """The sentence to show when an autosave failed; the game goes on without it."""
    return f"{error} The game goes on, but this move is not saved yet."

"""`GameKeeper`: the few calls the main window makes so that no game is ever lost.

It bundles the autosave slot (:class:`~patentgame.keeping.saves.Autosave`) and the
statistics (:class:`~patentgame.keeping.stats.StatsStore`) behind a few calls:
:meth:`GameKeeper.start` at start-up, :meth:`GameKeeper.after_action` after every action,
:meth:`GameKeeper.game_over` when a game ends and :meth:`GameKeeper.close` at exit. None of
them raises: each problem comes back as a :class:`~patentgame.model.problems.Problem` for the
window to tell the player, so a full disk or a damaged file never stops a game in progress.
A game opened from a file carries that record's unknown top-level keys into every later save
(:meth:`GameKeeper.adopt`). Pure Python, so it is tested without Qt.

A finished game is never cleared before it is recorded somewhere. When the statistics cannot
take it (another program holds a lock on the file, a newer version of the app wrote it, it
cannot be opened at all) it is kept *pending*: written atomically to ``pending/`` in the data
folder, and added to the statistics the next time they can take it (at the next start, or when
the next game finishes), oldest first, so ratings move in the order the games were played.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from patentgame.keeping.atomic import StorageError, write_text_atomic
from patentgame.keeping.paths import PENDING_FOLDER, SAVE_SUFFIX, STATS_NAME, ensure_folder
from patentgame.keeping.saves import (
    STAMP_KEYS,
    Autosave,
    CarriedKeys,
    LexiconLoader,
    LoadedGame,
    SaveFileError,
    open_game,
    record_text,
)
from patentgame.model.errors import Failure, problem_of
from patentgame.model.problems import Fault, Problem

#: How many games left unfinished are kept in ``saves/`` (the oldest go first).
KEEP_UNFINISHED = 5

if TYPE_CHECKING:
    from patentgame.keeping.stats import SeatOutcome, StatsStore
    from patentgame.model.games import KeptGame


@dataclass(frozen=True, slots=True)
class Startup:
    """What the app finds at start.

    Attributes:
        offer: an unfinished game to offer ("Continue the game against Tycoon from Tuesday
            21:40?" is ``offer.resume_question()``), or ``None``.
        notices: problems to tell once (a damaged autosave kept aside, a second window, ...).
    """

    offer: LoadedGame | None = None
    notices: tuple[Problem, ...] = field(default_factory=tuple)


class GameKeeper:
    """Autosave and statistics for one running copy of the app.

    Args:
        data_dir: the data folder (``paths.data_dir()``).
        load_lexicon: finds a word list by id, to validate the autosave by replaying it.
    """

    def __init__(self, data_dir: Path, load_lexicon: LexiconLoader) -> None:
        self.data_dir = Path(data_dir)
        self.load_lexicon = load_lexicon
        self.autosave = Autosave(self.data_dir)
        self.stats: StatsStore | None = None
        self._stats_opened = False
        #: Why the statistics could not be opened (busy, newer, ...), while they cannot.
        self._stats_problem: Problem | None = None
        self._failing = False
        #: The store's id of the game :meth:`game_over` recorded last (for its outcomes).
        self.last_game_id: int | None = None
        self._carried: CarriedKeys | None = None

    def start(self, *, open_statistics: bool = True) -> Startup:
        """Claim the autosave slot, open the statistics, look for games left behind.

        An unfinished game in this slot becomes the offer. A finished game whose recording was
        cut short is recorded now (or kept pending), after the games kept pending before.
        Another window's autosave left behind is kept as a save file in ``saves/`` (File > Open
        finds it), with a notice.

        With ``open_statistics`` false the statistics wait for :meth:`open_statistics` (the
        desktop app opens them once the table is drawn); recording a game opens them anyway.
        """
        notices: list[Problem] = []
        slot_notice = self.autosave.open()
        if slot_notice:
            notices.append(slot_notice)
        if open_statistics:
            stats_notice = self.open_statistics()
            if stats_notice:
                notices.append(stats_notice)
            notices.extend(self.catch_up())
        check = self.autosave.check(self.load_lexicon)
        if check.notice:
            notices.append(check.notice)
        if check.finished is not None:
            notices.extend(self._finished_at_start(check.finished))
        for orphan in self.autosave.orphans():
            kept = self._keep_as_save(orphan, "unfinished")
            if kept is not None:
                notices.append(Problem(Fault.ORPHAN_KEPT, file=kept.name, folder=str(kept.parent)))
        return Startup(check.offer, tuple(notices))

    def _finished_at_start(self, finished: LoadedGame) -> list[Problem]:
        """A finished game left in the autosave (the app stopped before recording it): recorded
        now, or kept pending; the autosave is cleared once it is kept somewhere else."""
        # The stored record keeps the optional keys of the game's story (explanations, the
        # hints its people took, which count as they would have at the game's end), not the
        # autosave's stamps.
        story = {k: v for k, v in finished.record.extra.items() if k not in STAMP_KEYS}
        # The statistics were tried at this start already, or are opened now.
        notices, problem = self._file(finished.game, finished.saved_at, story, reopen=False)
        if problem is None:
            self.game_over_cleanup()
            return notices
        if self._keep_pending(finished.game, finished.saved_at, story) is not None:
            self.game_over_cleanup()
            return [*notices, Problem(Fault.FINISHED_PENDING, cause=problem)]
        # Not even the pending folder can be written: out of the autosave's way (the next game
        # would autosave over it) and into saves/, where File > Open finds it.
        kept = self._keep_as_save(finished.path, "finished")
        told = (
            problem if kept is None else Problem(Fault.FINISHED_KEPT, cause=problem, file=kept.name)
        )
        return [*notices, told]

    def open_statistics(self) -> Problem | None:
        """Open the statistics file, once; returns a problem to tell, or ``None``.

        A damaged file is set aside and a new one started (the notice says so); a file that
        cannot be opened at all turns statistics off for this run, while games still autosave.
        In a read-only data folder (where nothing is autosaved) the folder's notice says it all.
        """
        if self._stats_opened:
            return None
        self._stats_opened = True
        from patentgame.keeping.stats import StatsError, StatsStore  # SQLite is loaded only here

        try:
            self.stats = StatsStore.open(self.data_dir / STATS_NAME)
        except StatsError as error:
            self._stats_problem = error.problem
            if self.autosave.read_only:
                return None  # the read-only folder's one notice says no statistics are kept
            return Problem(Fault.STATS_OFF, cause=error.problem)
        self._stats_problem = None
        return self.stats.notice

    def _statistics_for_recording(self, reopen: bool) -> Problem | None:
        """Open the statistics to record a game; with ``reopen``, try again if they could not
        be opened before (the lock another program held may be gone, a newer version's file
        replaced). The notice of a damaged file set aside when they open, else ``None`` (why
        they did not open is the cause of the game's problem)."""
        if reopen and self.stats is None:
            self._stats_opened = False
        notice = self.open_statistics()
        return notice if self.stats is not None else None

    def catch_up(self) -> tuple[Problem, ...]:
        """Add the finished games kept pending to the statistics, if they are open; the
        notices to tell (how many were added; a pending file that could not be read, kept as a
        save file). Games the statistics still cannot take stay pending, silently."""
        notices, _waiting = self._catch_up()
        return tuple(notices)

    def pending_games(self) -> list[Path]:
        """The finished games kept pending, oldest first."""
        folder = self.data_dir / PENDING_FOLDER
        try:
            return sorted(folder.glob(f"*{SAVE_SUFFIX}")) if folder.is_dir() else []
        except OSError:
            return []

    def _catch_up(self) -> tuple[list[Problem], Problem | None]:
        """:meth:`catch_up`, and why games still wait (``None`` when none does)."""
        import sqlite3

        waiting = self.pending_games()
        if not waiting:
            return [], None
        if self.stats is None:
            return [], self._stats_problem or Problem(Fault.STATS_UNAVAILABLE)
        notices: list[Problem] = []
        added = 0
        stopped: Problem | None = None
        for path in waiting:
            try:
                loaded = open_game(path, self.load_lexicon)
                if not loaded.game.game_over:
                    raise ValueError("not a finished game")
                story = {k: v for k, v in loaded.record.extra.items() if k not in STAMP_KEYS}
                self.stats.add_game(loaded.game, loaded.saved_at, story)
            except (SaveFileError, ValueError) as error:
                # It can never be added (damaged, its word list gone, not finished): kept where
                # File > Open finds it, rather than tried at every start.
                kept = self._keep_as_save(path, "finished")
                cause = problem_of(error)
                notices.append(
                    cause
                    if kept is None
                    else Problem(Fault.FINISHED_KEPT, cause=cause, file=kept.name)
                )
                continue
            except (Failure, OSError, sqlite3.Error) as error:
                stopped = problem_of(error)  # busy or damaged now: the rest wait, in order
                break
            added += 1
            with contextlib.suppress(OSError):
                path.unlink()  # recorded twice is recorded once: a crash here loses nothing
        if added:
            notices.append(Problem(Fault.PENDING_ADDED, count=added))
        return notices, stopped

    def adopt(self, loaded: LoadedGame) -> None:
        """The window continues ``loaded``: carry its record's unknown keys into every later
        autosave and Save As of that game (a record loaded and saved again loses nothing)."""
        self._carried = loaded.carried_keys()

    def carried_for(
        self, game: KeptGame, extra: Mapping[str, object] | None = None
    ) -> dict[str, object]:
        """The optional keys to write with ``game``: the unknown keys of the record it was
        opened from (none for another game), and ``extra``, the keys of the game's story (the
        computer players' explanations and failures), which the window's game model writes."""
        keys = {} if self._carried is None else dict(self._carried.for_game(game))
        keys.update(extra or {})
        return keys

    def after_action(
        self, game: KeptGame, extra: Mapping[str, object] | None = None
    ) -> Problem | None:
        """Autosave ``game``; call after every action (and after starting or opening a game).
        ``extra`` holds optional keys the record carries beside the actions (the computer
        players' explanations).

        Returns:
            A problem the first time saving fails (tell it once); ``None`` otherwise, including
            while the same failure goes on. After a success, a new failure is reported again.
        """
        try:
            self.autosave.write(game, self.carried_for(game, extra))
        except StorageError as error:
            if self._failing:
                return None
            self._failing = True
            return Problem(Fault.AUTOSAVE_FAILED, cause=error.problem)
        self._failing = False
        return None

    def game_over(
        self, game: KeptGame, extra: Mapping[str, object] | None = None
    ) -> tuple[Problem, ...]:
        """Record a finished game in the statistics (with ``extra`` optional keys in its stored
        record: the computer players' explanations, for its replay, and the hints taken) and
        clear the autosave.

        When the statistics cannot take it, the game is kept pending (and told so) and the
        autosave cleared; if even that cannot be written, the finished game is written to the
        autosave instead, which the next start records. Games kept pending earlier are added
        first, when the statistics take them again.

        Returns:
            The problems and notices met: the game was kept pending, or could not be kept; games
            kept earlier were added; the autosave could not be cleared.
        """
        self.last_game_id = None
        notices, problem = self._file(game, None, extra)
        if problem is None:
            cleared = self.game_over_cleanup()
            return (*notices, cleared) if cleared else tuple(notices)
        keys = self.carried_for(game, extra)
        if self._keep_pending(game, None, keys) is not None:
            cleared = self.game_over_cleanup()
            told = Problem(Fault.FINISHED_PENDING, cause=problem)
            return (*notices, told, cleared) if cleared else (*notices, told)
        if self.autosave.enabled:
            try:
                self.autosave.write(game, keys)  # the next start records it from there
            except StorageError as error:
                return (*notices, problem, Problem(Fault.AUTOSAVE_FAILED, cause=error.problem))
            return (*notices, Problem(Fault.FINISHED_PENDING, cause=problem))
        return (*notices, problem)

    def _file(
        self,
        game: KeptGame,
        finished_at: datetime | None,
        extra: Mapping[str, object] | None,
        *,
        reopen: bool = True,
    ) -> tuple[list[Problem], Problem | None]:
        """Record ``game`` in the statistics behind the games kept pending (with ``reopen``,
        opening the statistics again if they could not be opened before). Returns the notices
        met and why the game was not recorded (``None`` when it was). While earlier games still
        wait, this one is not recorded either: it waits behind them, so ratings move in the
        order played."""
        notices: list[Problem] = []
        opened = self._statistics_for_recording(reopen)
        if opened is not None:
            notices.append(opened)
        caught, waiting = self._catch_up()
        notices.extend(caught)
        if waiting is not None:
            return notices, Problem(Fault.STATS_NOT_ADDED, cause=waiting)
        return notices, self._record(game, finished_at, extra)

    def _keep_pending(
        self, game: KeptGame, finished_at: datetime | None, keys: Mapping[str, object]
    ) -> Path | None:
        """Write a finished game the statistics could not take to ``pending/`` (atomically);
        where it went, or ``None`` if it could not be written."""
        finished = finished_at or datetime.now().astimezone()
        text = record_text(game, finished.replace(microsecond=0), keys)
        digest = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:8]
        # The name sorts in the order the games finished; the digest keeps two games apart.
        name = f"finished-{finished.strftime('%Y%m%d-%H%M%S-%f')}-{digest}{SAVE_SUFFIX}"
        try:
            folder = ensure_folder(self.data_dir / PENDING_FOLDER)
            write_text_atomic(folder / name, text)
        except (OSError, StorageError):
            return None
        return folder / name

    def game_over_cleanup(self) -> Problem | None:
        """Clear the autosave of a finished game; a problem if that failed."""
        try:
            self.autosave.clear()
        except StorageError as error:
            return error.problem
        return None

    def _record(
        self,
        game: KeptGame,
        finished_at: datetime | None = None,
        extra: Mapping[str, object] | None = None,
    ) -> Problem | None:
        import sqlite3

        self.open_statistics()
        if self.stats is None:
            cause = self._stats_problem or Problem(Fault.STATS_UNAVAILABLE)
            return Problem(Fault.STATS_NOT_ADDED, cause=cause)
        try:
            self.last_game_id = self.stats.add_game(game, finished_at, extra)
        except (Failure, ValueError, OSError, sqlite3.Error) as error:
            return Problem(Fault.STATS_NOT_ADDED, cause=problem_of(error))
        return None

    def outcomes(self) -> tuple[SeatOutcome, ...]:
        """The people's outcomes (rating changes, personal records) of the game recorded
        last; empty when none was recorded or the statistics cannot say."""
        import sqlite3

        if self.stats is None or self.last_game_id is None:
            return ()
        try:
            return self.stats.outcomes(self.last_game_id)
        except (KeyError, sqlite3.Error):
            return ()

    def set_aside_offer(self) -> Path | None:
        """The player declined to continue the autosaved game: keep it as a save file.

        It is moved to ``saves/unfinished-<time>.patentgame`` in the data folder, where File >
        Open finds it, so declining never loses a game.

        Returns:
            Where it was kept, or ``None`` if there was nothing to keep or it could not be moved
            (then the next autosave simply replaces it).
        """
        source = self.autosave.path
        if source is None or not source.exists():
            return None
        return self._keep_as_save(source, "unfinished")

    def forget_offer(self) -> None:
        """The game in the autosave is not worth keeping (the guided game, left or declined):
        remove it instead of keeping it as a save file. Never raises."""
        with contextlib.suppress(StorageError):
            self.autosave.clear()

    def _keep_as_save(self, source: Path, kind: str) -> Path | None:
        kept = self._move_to_saves(source, kind)
        if kept is not None and kind == "unfinished":
            with contextlib.suppress(OSError):
                os.utime(kept)  # the time it was left: the newest are the ones kept
            self._prune_unfinished(kept.parent)
        return kept

    @staticmethod
    def _prune_unfinished(folder: Path) -> None:
        """Keep only the newest :data:`KEEP_UNFINISHED` games left unfinished: every game
        left for another became one, and the saves folder filled with them unasked."""
        left = sorted(
            folder.glob(f"unfinished-*{SAVE_SUFFIX}"),
            key=lambda path: path.stat().st_mtime_ns,
            reverse=True,
        )
        for old in left[KEEP_UNFINISHED:]:
            with contextlib.suppress(OSError):
                old.unlink()

    def _move_to_saves(self, source: Path, kind: str) -> Path | None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            folder = ensure_folder(self.data_dir / "saves")
            target = folder / f"{kind}-{stamp}{SAVE_SUFFIX}"
            counter = 1
            while target.exists():
                counter += 1
                target = folder / f"{kind}-{stamp}-{counter}{SAVE_SUFFIX}"
            source.replace(target)
        except (OSError, StorageError):
            return None
        return target

    def close(self) -> None:
        """At exit: release the autosave slot and close the statistics. Never raises."""
        self.autosave.close()
        if self.stats is not None:
            self.stats.close()
            self.stats = None

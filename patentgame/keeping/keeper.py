"""`GameKeeper`: the few calls the main window makes so that no game is ever lost.

It bundles the autosave slot (:class:`~patentgame.keeping.saves.Autosave`) and the
statistics (:class:`~patentgame.keeping.stats.StatsStore`) behind four calls:
:meth:`GameKeeper.start` at start-up, :meth:`GameKeeper.after_action` after every action,
:meth:`GameKeeper.game_over` when a game ends and :meth:`GameKeeper.close` at exit. None of
them raises: each problem comes back as a :class:`~patentgame.model.problems.Problem` for the
window to tell the player, so a full disk or a damaged file never stops a game in progress.
A game opened from a file carries that record's unknown top-level keys into every later save
(:meth:`GameKeeper.adopt`). Pure Python, so it is tested without Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from patentgame.keeping.atomic import StorageError
from patentgame.keeping.paths import SAVE_SUFFIX, STATS_NAME, ensure_folder
from patentgame.keeping.saves import STAMP_KEYS, Autosave, CarriedKeys, LexiconLoader, LoadedGame
from patentgame.model.errors import Failure, problem_of
from patentgame.model.problems import Fault, Problem

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
        self._failing = False
        #: The store's id of the game :meth:`game_over` recorded last (for its outcomes).
        self.last_game_id: int | None = None
        self._carried: CarriedKeys | None = None

    def start(self, *, open_statistics: bool = True) -> Startup:
        """Claim the autosave slot, open the statistics, look for games left behind.

        An unfinished game in this slot becomes the offer. A finished game whose recording was
        cut short is recorded now. Another window's autosave left behind is kept as a save file
        in ``saves/`` (File > Open finds it), with a notice.

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
        check = self.autosave.check(self.load_lexicon)
        if check.notice:
            notices.append(check.notice)
        if check.finished is not None:
            finished = check.finished
            # The stored record keeps the optional keys of the game's story (explanations, the
            # hints its people took, which count as they would have at the game's end), not the
            # autosave's stamps.
            story = {k: v for k, v in finished.record.extra.items() if k not in STAMP_KEYS}
            problem = self._record(finished.game, finished.saved_at, story)
            if problem is None:
                self.game_over_cleanup()
            else:
                kept = self._keep_as_save(check.finished.path, "finished")
                notices.append(
                    problem
                    if kept is None
                    else Problem(Fault.FINISHED_KEPT, cause=problem, file=kept.name)
                )
        for orphan in self.autosave.orphans():
            kept = self._keep_as_save(orphan, "unfinished")
            if kept is not None:
                notices.append(Problem(Fault.ORPHAN_KEPT, file=kept.name, folder=str(kept.parent)))
        return Startup(check.offer, tuple(notices))

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
            if self.autosave.read_only:
                return None  # the read-only folder's one notice says no statistics are kept
            return Problem(Fault.STATS_OFF, cause=error.problem)
        return self.stats.notice

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

        Returns:
            The problems met: the game could not be recorded, or the autosave not cleared.
        """
        problems = (self._record(game, extra=extra), self.game_over_cleanup())
        return tuple(problem for problem in problems if problem is not None)

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
            return Problem(Fault.STATS_NOT_ADDED, cause=Problem(Fault.STATS_UNAVAILABLE))
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

    def _keep_as_save(self, source: Path, kind: str) -> Path | None:
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
